/**
 * A laboratory calculation as a notebook keeps it (issue 52, principle 6): what was entered, each
 * with its unit, the result with its units and figures, every caution, and the conventions the
 * figures follow (what a molarity or a dilution means here, how numbers are written, how many
 * figures are shown). The four laboratory tools build one (molarity, dilution, concentration
 * converter, serial dilution); 'Copy record' copies its text and 'Print record' prints it with the
 * device's date (src/components/lab/lab-record-print.tsx). Pure: no clock, no browser API.
 */
import { readAs } from "~/domain/number/entry";

/** One entry as the person gave it: its name and its value with the unit ("Mass of solute", "4.383 g"). */
export interface LabRecordEntry {
  readonly label: string;
  readonly value: string;
}

export interface LabRecord {
  /** "Molarity calculator: solving for the mass". */
  readonly title: string;
  readonly entries: readonly LabRecordEntry[];
  /** A result given as a table (one concentration in every unit): its rows, printed in two columns. */
  readonly rows?: readonly LabRecordEntry[];
  /** The result, line by line, each with its units. */
  readonly result: readonly string[];
  /** Every caution that goes with the result (none: empty). */
  readonly cautions: readonly string[];
  /** What the figures mean and how they are written. */
  readonly conventions: readonly string[];
}

/** How every laboratory tool writes and reads numbers (the one number convention). */
export const LAB_NUMBER_CONVENTION =
  "Numbers: a point marks decimals and a thin space groups thousands (1 000 mL); entries may use scientific notation (1e-3).";

/** The label of the buttons that keep a record. */
export const COPY_RECORD_LABEL = "Copy record";
export const PRINT_RECORD_LABEL = "Print record";
/** Why they are off without a result (said beside them). */
export const RECORD_WAITS_NOTE = "Copy record and Print record work once there is a result.";
/** What the announcer says after a record was copied, or could not be. */
export const RECORD_COPIED_TEXT = "Record copied: the entries, the result, its cautions and the conventions.";
export const RECORD_COPY_FAILED_TEXT = "Could not copy the record. Select the result and copy it by hand.";

/**
 * An entry as it was read: the typed text, or how the laboratory rule read it when that differs
 * ("1,5" → "1.5", "1e-3" → "0.001"), with its unit; "" stays "".
 */
export function enteredValue(text: string, unit: string | null): string {
  const typed = text.trim();
  if (typed === "") return "";
  const shown = readAs(typed, "lab") ?? typed;
  return unit ? `${shown} ${unit}` : shown;
}

/** The record as plain text, for the clipboard and a notebook: one line per part. */
export function recordText(record: LabRecord): string {
  return [
    record.title,
    "Entries:",
    ...record.entries.map((e) => `- ${e.label}: ${e.value}`),
    "Result:",
    ...(record.rows ?? []).map((r) => `- ${r.label}: ${r.value}`),
    ...record.result.map((line) => `- ${line}`),
    ...record.cautions.map((c) => `Caution: ${c}`),
    "Conventions:",
    ...record.conventions.map((c) => `- ${c}`),
  ].join("\n");
}
