/**
 * What the converter machine hands out besides its states: the line 'Copy result' writes, the
 * `calculated` summary the converter card reuses, the share link of a 'Copy share link' press,
 * the fragment a `link.open` carries, and the words of a refused clipboard write. Pure functions
 * of the machine's context and events.
 */
import { evaluationOf } from "~/domain/dose/conversion";
import { announcementOf, copyLine, resultStatus } from "~/machines/converter/converter.calc";
import type { ConverterContext, ConverterEvent } from "./converter.types";
import { decodeShareFragment, shareLinkOf } from "./share-link.calc";

/** The line 'Copy result' writes ("20 mg at 10 mg/mL = 2 mL"), or null when there is no result. */
export function copyableText(context: ConverterContext): string | null {
  return copyLine(evaluationOf(context));
}

/** The share link 'Copy share link' writes for the event's page address, or null. */
export function linkOfEvent(context: ConverterContext, event: ConverterEvent): string | null {
  return event.type === "link.copy" && typeof event.pageUrl === "string" ? shareLinkOf(event.pageUrl, context) : null;
}

/**
 * What `calculated` carries for the converter's inputs: whether there is a result, its text, the
 * first field that needs attention (the view moves the focus there) and the words to announce.
 * The converter card reuses it when it adds the syringe's reading (converter-card.machine.ts).
 */
export function calculatedOf(context: ConverterContext) {
  const evaluation = evaluationOf(context);
  const status = resultStatus(evaluation);
  const invalidField =
    status.startsWith("ready") || status === "offScale"
      ? null
      : !evaluation.amount.ok
        ? ("amount" as const)
        : !evaluation.concentration.ok
          ? ("concentration" as const)
          : null;
  return {
    type: "calculated" as const,
    ok: status.startsWith("ready"),
    text: evaluation.result.status === "none" ? "" : evaluation.result.text,
    invalidField,
    announcement: announcementOf(evaluation),
  };
}

/** The fragment of a `link.open` event, read by the codec. */
export const openedLink = (event: ConverterEvent) =>
  decodeShareFragment(event.type === "link.open" ? event.fragment : "");

export {
  clipboardErrorMessage,
  converterCopiedAnnouncement,
  copyOutcomeEmitters,
  type CopyFailed,
  type CopySucceeded,
} from "~/machines/copy-region/copy-outcome";
