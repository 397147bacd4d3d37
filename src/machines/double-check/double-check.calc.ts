/**
 * Pure arithmetic of the double check: both entries are evaluated by the converter's own code
 * (evaluateConverter) and compared by their parsed values and their results at displayed
 * precision. No React, no browser API.
 */
import { adviceOf, evaluateConverter, type ConverterEvaluation } from "~/machines/converter/converter.calc";
import { formatDose } from "~/lib/number/format";
import type { DoseEntry, EntryField, Direction, IncompleteAt } from "./double-check.types";

/** The second person's entry before they type anything: empty fields, mg → mL. */
export const EMPTY_ENTRY: DoseEntry = Object.freeze({ amountText: "", concentrationText: "", direction: "mgToMl" as Direction });

export function evaluateEntry(entry: DoseEntry): ConverterEvaluation {
  return evaluateConverter(entry);
}

/** True when the entry gives a result the converter shows as a number (not a hint, not "< 0.01"). */
export function hasResult(entry: DoseEntry | null): boolean {
  if (!entry) return false;
  return evaluateEntry(entry).result.status === "ok";
}

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
  if (!(a.concentration.ok && b.concentration.ok && a.concentration.mgPerMl === b.concentration.mgPerMl)) out.push("strength");
  if (first.direction !== second.direction) out.push("direction");
  return out;
}

/** True when both entries are the same calculation and give the same result at displayed precision. */
export function entriesAgree(first: DoseEntry | null, second: DoseEntry): boolean {
  if (!first) return false;
  if (differingEntries(first, second).length > 0) return false;
  const a = evaluateEntry(first).result;
  const b = evaluateEntry(second).result;
  return a.status === "ok" && b.status === "ok" && a.text === b.text;
}

/** The hint shown when the second entry cannot be compared yet (the converter's own words). */
export function secondEntryHint(entry: DoseEntry): string {
  const e = evaluateEntry(entry);
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

const FIELD_WORDS: Readonly<Record<EntryField, string>> = { amount: "Amount", strength: "Strength", direction: "Direction" };

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
  return r.status === "ok" ? `${CHECK_ANNOUNCEMENTS.match} Agreed result ${r.text}.` : CHECK_ANNOUNCEMENTS.match;
}

export function mismatchAnnouncement(first: DoseEntry, second: DoseEntry): string {
  return `Double check: no match. ${mismatchSentence(differingEntries(first, second))}`;
}

// ---------------------------------------------------------------------------------------------
// The preparation card (issue 16): what is printed to keep with a preparation.

export interface PreparationCardLines {
  /** The dose in mg: "20 mg". */
  dose: string;
  /** The strength as the person typed it from the label: "250 mg per 5 mL". */
  strengthAsEntered: string;
  /** The same strength in mg/mL: "50 mg/mL". */
  strengthMgPerMl: string;
  /** The volume in mL: "2 mL". */
  volume: string;
  /** The syringe the one syringe rule recommends and its nearest mark. */
  syringe: string;
  /** "20 mg ÷ 10 mg/mL = 2 mL". */
  worked: string;
  /** "Double checked: yes, …" or "Double checked: no". */
  checked: string;
}

/** The preparation card of an entry with a result, or null (nothing to print). */
export function preparationCard(entry: DoseEntry, doubleChecked: boolean): PreparationCardLines | null {
  const e = evaluateEntry(entry);
  if (e.result.status !== "ok" || !e.amount.ok || !e.concentration.ok) return null;
  const mgToMl = e.direction === "mgToMl";
  const advice = adviceOf(e);
  let syringe = "No syringe: the volume is 0 mL.";
  if (advice) {
    const r = advice.recommendation;
    const mark = formatDose(r.nearestMl, "mL");
    syringe =
      r.outcome === "exceeds"
        ? `${r.syringe.name} (the largest here; it holds ${mark}: the volume needs more than one syringe).`
        : r.outcome === "onMark"
          ? `${r.syringe.name}, on the ${mark} mark.`
          : `${r.syringe.name}, nearest mark ${mark}.`;
  }
  return {
    dose: mgToMl ? e.amount.read : e.result.text,
    strengthAsEntered: entry.concentrationText.trim(),
    strengthMgPerMl: e.concentration.normalized,
    volume: mgToMl ? e.result.text : e.amount.read,
    syringe,
    worked: e.result.worked,
    checked: doubleChecked ? "Double checked: yes, by a second person's independent entry." : "Double checked: no.",
  };
}
