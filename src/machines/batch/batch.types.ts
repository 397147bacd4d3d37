/** Types of Batch Convert: a pasted list of amounts, each converted like the calculator. */
import type { Direction } from "~/data/doses";
import type { ConcentrationRatio } from "~/domain/number/concentration";
import type { AmountFailureReason } from "~/domain/dose/conversion";
import type { AutoFamily } from "~/domain/syringe/syringe.types";
import type { Bare } from "~/machines/events";
import type { CopyOutdated } from "~/machines/copy-region/copy-region";

export interface BatchSettings {
  /** The calculator's current concentration in mg/mL, or null when it is not valid. */
  mgPerMl: number | null;
  /**
   * The same concentration as written, mg per mL ([100, 3] for "100 mg per 3 mL"; [50, 1] for
   * "50"), or null when it is not valid. Batch Convert divides by it exactly as the calculator
   * does; mgPerMl (its rounded quotient) is only shown.
   */
  ratio: ConcentrationRatio | null;
  /** The calculator's current direction. */
  direction: Direction;
  /**
   * The syringe kind the calculator's route measures with (oral unless an injection): each
   * entry's caution is about the same syringes as the calculator's (issue 27). Oral when absent.
   */
  family?: AutoFamily;
}

/** The kinds of caution an entry can carry (the converter's caution kinds). */
export type BatchCautionKind = "small" | "large" | "precision";

/**
 * Which rows the results list shows (issue 53): all of them, only those that need attention
 * (not converted or with a caution), or only those with one kind of caution.
 */
export type BatchShow = "all" | "attention" | BatchCautionKind;

/** A caution on one converted entry (decisions.md "Dose safety"). */
export interface BatchCaution {
  kind: BatchCautionKind;
  /** Short words for the line: "under 0.1 mL, hard to measure reliably". */
  text: string;
}

/** One entry of the list, in the order it was typed. */
export type BatchEntry =
  | {
      ok: true;
      /** 1-based position in the list. */
      index: number;
      /** The entry as typed ("20", "20mg", "20 mg"). */
      input: string;
      /** The amount as read, with unit: "20 mg". */
      amountText: string;
      amount: number;
      /** The formatted result: "0.4 mL", or "less than 0.0001 mL" when too small to show. */
      resultText: string;
      /** The result at displayed precision, without unit or grouping ("0.4"); "" when too small. */
      resultPlain: string;
      /** How the entry was read when a unit was converted or a decimal comma read ("10 mcg = 0.01 mg"), else null. */
      amountNote: string | null;
      /** The line's note: amountNote, and that the result is too small to show; else null. */
      note: string | null;
      /**
       * How safely the entry's volume can be measured, by the one syringe rule (the converter's
       * caution kinds): under 0.1 mL, more than any syringe here, or between the marks of the
       * recommended syringe; null when it falls on a mark.
       */
      caution: BatchCaution | null;
    }
  | {
      ok: false;
      index: number;
      input: string;
      /** Why, as the calculator's amount field says it (AmountFailureReason), or a result too large to show. */
      reason: AmountFailureReason | "too-large";
      /** Why this entry was not converted. */
      message: string;
    };

export interface BatchOutcome {
  entries: BatchEntry[];
  /** Entries converted. */
  converted: number;
  /** Entries flagged. */
  invalid: number;
  /** Converted entries that carry a caution. */
  cautioned: number;
  /** Entries found in the text (may exceed entries.length when the list was capped). */
  found: number;
  /** True when only the first MAX_BATCH_VALUES entries were converted. */
  capped: boolean;
  mgPerMl: number;
  /** The concentration as written the entries were converted with, or null for mgPerMl itself. */
  ratio: ConcentrationRatio | null;
  direction: Direction;
  /** The syringe kind the entries' cautions were judged with. */
  family: AutoFamily;
}

export interface BatchContext extends BatchSettings {
  inputText: string;
  /** The converted list, or null before Convert All / after the list changed. */
  outcome: BatchOutcome | null;
  /** A calm message when Convert All cannot run (no values, no valid concentration). */
  hint: string | null;
  copyingText: string | null;
  /** Converted entries in the text being copied (the toast and the announcer say how many). */
  copyingCount: number;
  copiedText: string | null;
}

export type BatchInput = BatchSettings & { inputText?: string };

export type BatchEvent =
  | { type: "input.change"; value: string }
  /** The calculator's concentration or direction changed (the view forwards them). */
  | {
      type: "settings.change";
      mgPerMl: number | null;
      ratio: ConcentrationRatio | null;
      direction: Direction;
      family?: AutoFamily;
    }
  /** The person chooses which rows the results list shows ('Show rows'). */
  | { type: "filter.change"; show: BatchShow }
  /** 'Convert All', 'Clear', 'Copy Results', 'Download CSV'. */
  | Bare<"convert" | "clear" | "copy" | "download">;

export type BatchEmitted =
  /** Convert All converted the list: `announcement` is the summary as shown (and the cap note). */
  | { type: "converted"; announcement: string }
  /**
   * Convert All could not run (no values, no valid concentration): the hint as shown, for the
   * announcer; the view moves the focus to 'Values to convert'.
   */
  | { type: "convert.refused"; hint: string; announcement: string }
  | { type: "copy.succeeded"; text: string; count: number; announcement: string }
  | { type: "copy.failed"; message: string; announcement: string }
  /** What was copied is no longer shown (Clear, an edit, new settings): the toast goes. */
  | CopyOutdated
  /** The view turns this into a file download (Blob + link); the announcer names the file. */
  | { type: "download.csv"; filename: string; csv: string; announcement: string }
  /** Clear: what it cleared ("List cleared.", "List and results cleared.", "The list is already empty."). */
  | { type: "cleared"; announcement: string };
