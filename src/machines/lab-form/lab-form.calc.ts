/**
 * Pure input reading shared by the laboratory calculators: one reading of a field with the same
 * calm hints everywhere (empty, not a number, 0, negative), hints after an edit, significant
 * figures. Numbers are read by the site's one parser (src/lib/number/parse.ts).
 */
import { parseNumber } from "~/lib/number/parse";
import type { LabFieldWords, LabIssue } from "./lab-form.types";

export type FieldReading =
  | { readonly ok: true; readonly value: number; readonly significant: number }
  | { readonly ok: false; readonly message: string };

/**
 * Reads one field. Refused with a hint: empty, not a number (the parser's own message), a
 * negative value, and 0 unless `zeroAllowed`.
 */
export function readLabField(text: string, words: LabFieldWords, { zeroAllowed = false } = {}): FieldReading {
  const parsed = parseNumber(text);
  if (!parsed.ok) {
    if (parsed.reason === "empty") return { ok: false, message: `Enter ${words.prompt}.` };
    return { ok: false, message: `${words.name}: ${parsed.message}.` };
  }
  const value = parsed.value;
  if (value < 0) {
    return { ok: false, message: `${words.name} can't be negative: enter ${zeroAllowed ? "0 or more" : "a value above 0"}.` };
  }
  if (value === 0 && !zeroAllowed) return { ok: false, message: `${words.name} can't be 0: enter a value above 0.` };
  return { ok: true, value, significant: significantFigures(text) };
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
 * (trailing zeros of a whole number are not significant), "2,5" → 2, "1.5e3" → 2.
 */
export function significantFigures(text: string): number {
  const t = text.trim().replace(/^[+\-\u2212\u2013]/, "").replace(/[eE].*$/, "").replace(",", ".");
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
