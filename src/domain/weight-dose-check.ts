/**
 * The independent double check of a weight-based dose (issue 31; decisions.md, "Double check"): a
 * second person types the whole calculation from the order and the label (the weight with its
 * unit, the order per kg, per dose or per day, the maximum, the strength) without seeing the first
 * result; both entries are evaluated by the calculator's own code (evaluateWeightDose) and compared
 * entry by entry by what was read, never by how it was written: 22 lb and 9.98 kg are the same
 * weight in kg, 15 mg/kg and 15,000 mcg/kg the same order. A mismatch names which entries differ,
 * never which person is right. Pure: no React, no browser API.
 */
import { decimalRatio } from "~/domain/number/exact";
import { amountFactor } from "~/domain/clinical-display";
import { weightDoseStatusOf, type ReadyWeightDose, type WeightDoseField, type WeightDoseInputs } from "./weight-dose";

/** The entries a mismatch can name, in form order. */
export const CHECK_ENTRIES = [
  "weight",
  "order",
  "dosesPerDay",
  "maximum",
  "strength",
] as const satisfies readonly WeightDoseField[];
export type CheckEntry = (typeof CHECK_ENTRIES)[number];

/** Where a second entry that cannot be compared needs attention: a field, or its result (too large or too small to show). */
export type CheckIncompleteAt = WeightDoseField | "result";
export const CHECK_INCOMPLETE_AT: readonly CheckIncompleteAt[] = [...CHECK_ENTRIES, "result"];

export const CHECK_ENTRY_WORDS: Readonly<Record<CheckEntry, string>> = {
  weight: "Weight",
  order: "Ordered dose per kg",
  dosesPerDay: "Doses a day",
  maximum: "Maximum single dose",
  strength: "Label strength",
};

const readyOf = (inputs: WeightDoseInputs): ReadyWeightDose | null => {
  const status = weightDoseStatusOf(inputs);
  return status.kind === "ready" ? status : null;
};

/** The maximum single dose as read, in mg, or null when none was entered. */
const maximumMg = (r: ReadyWeightDose): number | null =>
  r.maximum === null ? null : decimalRatio([r.maximum.value, amountFactor(r.unit)]);

/** What each entry was read as, for comparing: a number, a text, or null (not entered). */
const READ: Readonly<Record<CheckEntry, (r: ReadyWeightDose) => number | string | null>> = {
  weight: (r) => r.weight.kg,
  // The order per kg in mg and what it is per: 15 mg/kg per dose is not 15 mg/kg per day.
  order: (r) => `${r.orderMgPerKg} mg/kg ${r.daily === null ? "per dose" : "per day"}`,
  dosesPerDay: (r) => r.daily?.doses ?? null,
  maximum: maximumMg,
  strength: (r) => r.strength?.perMl ?? null,
};

/**
 * Where the second entry needs attention before it can be compared, with the calculator's own
 * words, or null when it gives a dose. Nothing typed yet asks for the weight first.
 */
export function checkIncomplete(second: WeightDoseInputs): { at: CheckIncompleteAt; message: string } | null {
  const status = weightDoseStatusOf(second);
  switch (status.kind) {
    case "ready":
      return null;
    case "empty":
      return { at: "weight", message: "Enter the weight and the ordered dose per kg." };
    case "invalid":
      return { at: status.field, message: status.message };
    case "offScale":
      return { at: "result", message: status.message };
  }
}

/** The entries that differ between two entries that both give a dose, in form order (empty: the same calculation). */
export function differingEntries(first: WeightDoseInputs, second: WeightDoseInputs): CheckEntry[] {
  const a = readyOf(first);
  const b = readyOf(second);
  if (!a || !b) return [...CHECK_ENTRIES];
  return CHECK_ENTRIES.filter((entry) => READ[entry](a) !== READ[entry](b));
}

/**
 * True when both entries give a dose and are the same calculation, entry by entry as read: the
 * dose and the volume follow from the entries (the syringe is the first person's), so a mismatch
 * always names at least one entry.
 */
export function entriesAgree(first: WeightDoseInputs, second: WeightDoseInputs): boolean {
  return readyOf(first) !== null && readyOf(second) !== null && differingEntries(first, second).length === 0;
}

/** "Weight and label strength differ between the two entries.", never which person is right. */
export function mismatchSentence(entries: readonly CheckEntry[]): string {
  const words = entries.map((e, i) => (i === 0 ? CHECK_ENTRY_WORDS[e] : CHECK_ENTRY_WORDS[e].toLowerCase()));
  const list = words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  return `${list} ${entries.length === 1 ? "differs" : "differ"} between the two entries.`;
}
