/**
 * Pure input reading shared by the laboratory calculators: one reading of a field with the same
 * calm hints everywhere (empty, not a number, 0, negative), hints after an edit, significant
 * figures. Numbers are read by the site's one entry parser (src/domain/number/entry.ts), the parser
 * of the dose calculators too: an exponent (`1e3`), a possible thousands separator (`1,000`,
 * `1.000`, `2 500`) and more than 15 significant digits are refused with a hint, as they are
 * everywhere else (issue 27).
 */
import { readEntry } from "~/domain/number/entry";
import type { LabFieldWords, LabIssue } from "./lab-form.types";

export type FieldReading =
  | { readonly ok: true; readonly value: number; readonly significant: number }
  | { readonly ok: false; readonly message: string };

/**
 * Reads one field. Refused with a hint: empty, not a number (the parser's own message), a unit
 * word other than the field's own unit (a lab field's unit is chosen with its buttons, or is
 * fixed: a unit typed with the number is never dropped, nor silently converted), a negative
 * value, and 0 unless `zeroAllowed`.
 */
export function readLabField(text: string, words: LabFieldWords, { zeroAllowed = false } = {}): FieldReading {
  const entry = readEntry(withoutOwnUnit(text, words.unit));
  if (!entry.ok) {
    if (entry.reason === "empty") return { ok: false, message: `Enter ${words.prompt}.` };
    if (entry.reason === "unit") return { ok: false, message: unitMessage(words) };
    return { ok: false, message: `${words.name}: ${entry.message}.` };
  }
  if (entry.unit !== null && entry.unit.symbol !== words.unit) return { ok: false, message: unitMessage(words) };
  const value = entry.value;
  if (value < 0) {
    return {
      ok: false,
      message: `${words.name} can't be negative: enter ${zeroAllowed ? "0 or more" : "a value above 0"}.`,
    };
  }
  if (value === 0 && !zeroAllowed) return { ok: false, message: `${words.name} can't be 0: enter a value above 0.` };
  return { ok: true, value, significant: significantFigures(entry.trimmed) };
}

/**
 * The text without the field's own unit written after the number ("58.44 g/mol", "0.15 M",
 * "500 mL"), as a worked example writes it: that unit is the field's, so it is read as said. Any
 * other word stays, and the entry parser refuses it (a unit is never dropped).
 */
function withoutOwnUnit(text: string, unit: string | undefined): string {
  if (!unit || typeof text !== "string") return text;
  const trimmed = text.trim();
  return trimmed.endsWith(unit) && /[\d.,]\s*$/.test(trimmed.slice(0, -unit.length))
    ? trimmed.slice(0, -unit.length)
    : text;
}

/** A unit typed with the number that the field does not take. */
function unitMessage(words: LabFieldWords): string {
  return words.unit
    ? `${words.name}: type the number alone, in ${words.unit}.`
    : `${words.name}: type the number alone, without a unit.`;
}

/** The hint for a result that cannot be shown (overflow), for the whole form. */
export const MESSAGE_TOO_LARGE =
  "These numbers give a result too large to show. Check the value and unit of each field.";
/** The hint for a result so small that it underflows to 0. */
export const MESSAGE_TOO_SMALL =
  "These numbers give a result too small to calculate. Check the value and unit of each field.";

/** The hints that still apply after `field` was edited (the ones involving it go). */
export function issuesAfterEdit<F extends string>(issues: readonly LabIssue<F>[], field: F): readonly LabIssue<F>[] {
  return issues.filter((issue) => !issue.involves.includes(field));
}

/**
 * Significant figures of a typed number: "0.15" → 2, "58.44" → 4, "40.00" → 4, "500" → 1
 * (trailing zeros of a whole number are not significant), "2,5" → 2, "500 mL" → 1.
 */
export function significantFigures(text: string): number {
  const t = text
    .trim()
    .replace(/^[+\-\u2212\u2013]/, "")
    .replace(/\p{L}.*$/u, "")
    .replace(",", ".");
  const hasPoint = t.includes(".");
  let digits = t.replace(".", "").replace(/\D/g, "").replace(/^0+/, "");
  if (!hasPoint) digits = digits.replace(/0+$/, "");
  return Math.max(1, digits.length);
}

/**
 * Decimal places that show `value` to `significant` significant figures, between 0 and
 * `maxDecimals` (a lab result keeps its significant trailing zeros: 500.0, 0.1000).
 */
export function significantDecimals(value: number, significant: number, maxDecimals: number): number {
  const abs = Math.abs(value);
  if (abs === 0 || !Number.isFinite(abs)) return maxDecimals;
  const magnitude = Math.floor(Math.log10(abs));
  return Math.min(maxDecimals, Math.max(0, significant - 1 - magnitude));
}

/** What the announcer says when Calculate finds hints: "No result." and each hint, in form order. */
export function issuesAnnouncement<F extends string>(issues: readonly LabIssue<F>[]): string {
  return ["No result.", ...issues.map((issue) => issue.message)].join(" ");
}
