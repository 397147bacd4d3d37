/**
 * What the converter machine hands out besides its states: the line 'Copy result' writes, the
 * `calculated` summary the converter card reuses, the share link of a 'Copy share link' press,
 * the fragment a `link.open` carries, and the words of a refused clipboard write. Pure functions
 * of the machine's context and events.
 */
import { emit, type EventObject } from "xstate";
import { clipboardErrorReason, type CopyRegionContext } from "~/machines/copy-region/copy-region";
import { evaluationOf } from "~/domain/dose/conversion";
import {
  announcementOf,
  copiedLineCautioned,
  copiedResultText,
  copyLine,
  resultStatus,
} from "~/machines/converter/converter.calc";
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

/** The message of a refused clipboard write, for the error toast. */
export function clipboardErrorMessage(error: unknown): string {
  return `Could not copy to the clipboard${clipboardErrorReason(error)}. Select the result and copy it by hand.`;
}

/** What the converter's announcer says after 'Copy result': the result, and whether its caution went too. */
export const converterCopiedAnnouncement = ({ text, cautioned }: { text: string; cautioned: boolean }): string =>
  cautioned
    ? `Copied. Result ${text} and its caution copied to clipboard.`
    : `Copied. Result ${text} copied to clipboard.`;

/**
 * The copy region's two outcomes as emitted events, in the converter's words (the checked line, the
 * result it names, whether it carries a caution; the message of a refused write), each with the
 * sentence the page's announcer says (`announcedAs`: the converter's by default): shared by every
 * machine whose 'Copy result' writes a line with its cautions (the converter, the clinical
 * calculators, serial dilution).
 */
export function copyOutcomeEmitters<TContext extends CopyRegionContext, TEvent extends EventObject>(
  announcedAs: (copied: Omit<CopySucceeded, "type" | "announcement">) => string = converterCopiedAnnouncement,
) {
  return {
    emitCopySucceeded: emit<TContext, TEvent, undefined, TEvent, CopySucceeded>(({ context }) => {
      const line = context.copyingText ?? "";
      const copied = { text: copiedResultText(line), line, cautioned: copiedLineCautioned(line) };
      return { type: "copy.succeeded", ...copied, announcement: announcedAs(copied) };
    }),
    emitCopyFailed: emit<TContext, TEvent, undefined, TEvent, CopyFailed>(({ context, event }) => {
      const message = clipboardErrorMessage("error" in event ? event.error : undefined);
      return { type: "copy.failed", text: context.copyingText ?? "", message, announcement: message };
    }),
  };
}

export interface CopySucceeded {
  type: "copy.succeeded";
  text: string;
  line: string;
  cautioned: boolean;
  /** What the page's announcer says. */
  announcement: string;
}
export interface CopyFailed {
  type: "copy.failed";
  text: string;
  message: string;
  /** What the page's announcer says: the message. */
  announcement: string;
}
