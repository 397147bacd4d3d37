/**
 * Pure arithmetic of the double check: both entries are evaluated by the converter's own code
 * (evaluateConverter) and compared by their parsed values and their results at displayed
 * precision. No React, no browser API.
 */
import { CAUTION_LEAD, evaluateConverter, resultCautions, type ConverterEvaluation } from "~/domain/dose/conversion";
import type { DoseEntry, EntryField, IncompleteAt } from "./double-check.types";

/** The second person's entry before they type anything: empty fields, mg → mL. */
export const EMPTY_ENTRY: DoseEntry = Object.freeze({ amountText: "", concentrationText: "", direction: "mgToMl" });

export function evaluateEntry(entry: DoseEntry): ConverterEvaluation {
  return evaluateConverter(entry);
}

// Whether an entry can be checked: in a file of its own, so the converter card (which asks it
// before the double check's code is loaded, issue 33) does not load the rest of this one.
export { hasResult } from "./double-check.entry";

/**
 * Which entries differ between the two people, in a fixed order: the amount (parsed value and
 * unit), the strength (parsed mg/mL), the direction. Empty when both are the same calculation.
 */
export function differingEntries(first: DoseEntry, second: DoseEntry): EntryField[] {
  const a = evaluateEntry(first);
  const b = evaluateEntry(second);
  const out: EntryField[] = [];
  // The amount is compared as a number in its field's unit; a different direction is named as such.
  if (!(a.amount.ok && b.amount.ok && a.amount.value === b.amount.value)) out.push("amount");
  if (!(a.concentration.ok && b.concentration.ok && a.concentration.mgPerMl === b.concentration.mgPerMl))
    out.push("strength");
  if (first.direction !== second.direction) out.push("direction");
  return out;
}

/**
 * The cautions of the agreed result (the first entry's, with the route stated on the calculator):
 * an agreed double check of a cautioned result is agreed and cautioned, never plain success
 * (issue 27). Empty when there is none.
 */
export function agreedCautions(first: DoseEntry | null): readonly string[] {
  return first ? resultCautions(evaluateEntry(first)) : [];
}

/** True when both entries are the same calculation and give the same result at displayed precision. */
export function entriesAgree(first: DoseEntry | null, second: DoseEntry): boolean {
  if (!first) return false;
  if (differingEntries(first, second).length > 0) return false;
  const a = evaluateEntry(first).result;
  const b = evaluateEntry(second).result;
  return a.status === "ok" && b.status === "ok" && a.text === b.text;
}

/**
 * The second entry's fields that cannot be read, in form order (the amount, the strength): each is
 * marked as a field to fix when Compare finds the entry incomplete (issue 53: both, not the first).
 */
export function unreadFields(entry: DoseEntry): Array<"amount" | "strength"> {
  const e = evaluateEntry(entry);
  return [...(e.amount.ok ? [] : (["amount"] as const)), ...(e.concentration.ok ? [] : (["strength"] as const))];
}

/** The hint shown when the second entry cannot be compared yet (the converter's own words): each field to fix. */
export function secondEntryHint(entry: DoseEntry): string {
  const e = evaluateEntry(entry);
  if (!e.amount.ok && !e.concentration.ok) return `Amount: ${e.amount.message} Strength: ${e.concentration.message}`;
  if (!e.amount.ok) return `Amount: ${e.amount.message}`;
  if (!e.concentration.ok) return `Strength: ${e.concentration.message}`;
  if (e.result.status === "none" && e.result.message) return e.result.message;
  if (e.result.status === "too-small") return e.result.message;
  return "Enter the amount and the strength from the label.";
}

/**
 * Where the second entry needs attention when it cannot be compared: the amount (refused or
 * missing), the strength (refused or missing), or the result (both read, but the result is too
 * small or too large to show). Null when the entry gives a result.
 */
export function incompleteAt(entry: DoseEntry): IncompleteAt | null {
  const e = evaluateEntry(entry);
  if (!e.amount.ok) return "amount";
  if (!e.concentration.ok) return "strength";
  return e.result.status === "ok" ? null : "result";
}

const FIELD_WORDS: Readonly<Record<EntryField, string>> = {
  amount: "Amount",
  strength: "Strength",
  direction: "Direction",
};

export function fieldWord(field: EntryField): string {
  return FIELD_WORDS[field];
}

/** "Amount and strength differ", never which person is right. */
export function mismatchSentence(fields: readonly EntryField[]): string {
  const words = fields.map((f, i) => (i === 0 ? FIELD_WORDS[f] : FIELD_WORDS[f].toLowerCase()));
  const list = words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  return `${list} ${fields.length === 1 ? "differs" : "differ"} between the two entries.`;
}

/** The words the announcer says on entering each step of the check. */
export const CHECK_ANNOUNCEMENTS = {
  handover: "First entry hidden. Hand the device to the second person.",
  entering: "Second person: enter the calculation from the label.",
  incomplete: "Cannot compare yet.",
  match: "Double check: the two entries match.",
  cancelled: "Double check cancelled. Back to the calculator.",
  /** 'Back to the calculator' after a match: the check is done, not cancelled. */
  finished: "Back to the calculator. The two entries matched.",
} as const;

export function matchAnnouncement(first: DoseEntry): string {
  const r = evaluateEntry(first).result;
  if (r.status !== "ok") return CHECK_ANNOUNCEMENTS.match;
  const cautions = agreedCautions(first);
  const agreed = `${CHECK_ANNOUNCEMENTS.match} Agreed result ${r.text}.`;
  return cautions.length > 0 ? `${agreed} ${CAUTION_LEAD}${cautions.join(" ")}` : agreed;
}

export function mismatchAnnouncement(first: DoseEntry, second: DoseEntry): string {
  return `Double check: no match. ${mismatchSentence(differingEntries(first, second))}`;
}
