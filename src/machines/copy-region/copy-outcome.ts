/**
 * The copy region's two outcomes as emitted events (copy.succeeded, copy.failed) with the words
 * the page's announcer says: shared by the converter, the clinical calculators and serial
 * dilution. Its own module, so a calculator that copies does not load the converter's evaluation.
 */
import { emit, type EventObject } from "xstate";
import { clipboardErrorReason, type CopyRegionContext } from "~/machines/copy-region/copy-region";
import { copiedLineCautioned, copiedResultText } from "~/domain/caution-lead";

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
