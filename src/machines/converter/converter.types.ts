/**
 * Types of the converter machine (mg ⇄ mL for a concentration in mg/mL).
 * The machine keeps what the person typed; the result is derived from it (src/domain/dose/conversion.ts, converter.calc.ts),
 * so it can never be stale.
 */
import type { ConverterPreset, Direction } from "~/data/doses";
import type { ConverterSettings, PresetName, Route } from "~/domain/dose/conversion";
import type { Bare } from "~/machines/events";
import type { CopyOutdated } from "~/machines/copy-region/copy-region";
import type { ShareLinkEvent } from "~/machines/share-link-region";

export type { ConverterPreset, Direction, PresetName, Route };

export interface ConverterInput {
  /** The page's own defaults: amount, concentration, direction (decisions.md: Reset restores them). */
  preset: ConverterPreset;
}

export interface ConverterContext {
  /** The page's defaults, kept for Reset. */
  readonly defaults: ConverterPreset;
  /** The amount field as typed: mg when direction is mgToMl, mL when mlToMg. */
  amountText: string;
  /** The concentration field as typed: a number in mg/mL or a label form ("250 mg per 5 mL"). */
  concentrationText: string;
  direction: Direction;
  /** The route stated for the card (the route region's state says the same). */
  route: Route;
  /** The medicine's name as typed for the preparation card ("" when none: the card has a line). */
  medicineText: string;
  /** The text being written to the clipboard while the copy region is in `copying`. */
  copyingText: string | null;
  /** The text of the last successful copy; the copied indicator stays on only while it is current. */
  copiedText: string | null;
  /** The share link being written to the clipboard while the share-copy region is in `copying`. */
  linkCopyingText: string | null;
  /** The share link of the last successful copy; its indicator stays on only while it is current. */
  linkCopiedText: string | null;
}

export type ConverterEvent =
  | { type: "amount.change"; value: string }
  | { type: "concentration.change"; value: string }
  | { type: "preset.select"; name: string }
  | Bare<"calculate" | "swap" | "reset" | "copy">
  /** The person chooses the route (by mouth, injection, or not stated) for the syringe and the card. */
  | { type: "route.select"; route: string }
  /** The person types the medicine's name for the preparation card. */
  | { type: "medicine.change"; value: string }
  /** 'Print preparation card': allowed only once a dose was typed and while there is a result. */
  | { type: "print" }
  /** The share link: the address's fragment read ("" when none), 'Copy share link' pressed. */
  | ShareLinkEvent;

/** Events the machine emits for side effects handled by the view (toast, focus, announcer). */
export type ConverterEmitted =
  | {
      type: "copy.succeeded";
      /** The formatted result, for the toast: "2 mL". */
      text: string;
      /** The whole line written to the clipboard: "20 mg at 10 mg/mL = 2 mL", with its cautions. */
      line: string;
      /** Whether the line copied carries a caution (the toast is then not a success toast). */
      cautioned: boolean;
      /** What the page's announcer says: "Copied. Result 2 mL copied to clipboard." */
      announcement: string;
    }
  /** 'Print preparation card' was pressed with a dose typed and a result: the view prints. */
  | { type: "print.requested" }
  | { type: "copy.failed"; text: string; message: string; announcement: string }
  /** The result copied is no longer shown: the toast goes. */
  | CopyOutdated
  | {
      type: "calculated";
      ok: boolean;
      /** The formatted result ("2 mL"), or "" when there is none. */
      text: string;
      /** The first field that needs attention, when there is no result. */
      invalidField: "amount" | "concentration" | null;
      /** What the result region says now, in words (for the announcer). */
      announcement: string;
    }
  | { type: "direction.swapped"; announcement: string }
  /** Reset: the page's example is back ("Reset to this page's example: 20 mg at 10 mg/mL, mg to mL. Result 2 mL."). */
  | { type: "converter.reset"; announcement: string }
  | { type: "result.settled"; announcement: string }
  | ({ type: "settings.changed" } & ConverterSettings)
  /** A share link's inputs were used, or a link could not be read: the words to announce once. */
  | { type: "link.applied"; announcement: string }
  | { type: "link.ignored"; announcement: string }
  | { type: "link.copied"; announcement: string; link: string }
  | { type: "link.copyFailed"; message: string; announcement: string }
  /** Reset after a share link: the view takes the link out of the address. */
  | { type: "link.cleared" };

/** Input of the clipboard actor: the exact text to write. */
export interface WriteClipboardInput {
  text: string;
}
