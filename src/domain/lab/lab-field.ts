/**
 * Reading one field of a laboratory tool (molarity, dilution, concentration converter, serial
 * dilution): the same calm hints everywhere (empty, not a number, 0, negative, another unit), and
 * significant figures. Numbers are read by the site's one entry parser (src/domain/number/entry.ts),
 * the parser of the dose calculators too, by the laboratory fields' rule (field-kinds.ts, issue 51):
 * a point is always a decimal (`4.383` g, `58.443` g/mol, `1.000` L), scientific notation is read
 * (`1e-3`, `1.5×10⁻⁶`), thousands grouped by a space are read (`2 500`), and a comma before three
 * digits (`1,000`) and more than 15 significant digits are refused with a hint, as everywhere else. Pure: the lab-form machines (src/machines/lab-form/lab-form.calc.ts)
 * and the lab domain modules read their fields here.
 */
import { readEntry } from "~/domain/number/entry";
import { significantDecimals as decimalsAtSignificant } from "~/domain/number/format";

/**
 * How a field is named in its hints: `name` starts a sentence ("C1", "Mass of solute"), `prompt`
 * follows "Enter " ("C1, the initial concentration", "the mass of solute in g").
 */
export interface LabFieldWords {
  readonly name: string;
  readonly prompt: string;
  /**
   * The unit the field's number is in ("g", "mL", "g/mol"), when it has one: a unit word typed
   * with the number is accepted only when it is this one; none for unitless fields (C1, C2).
   */
  readonly unit?: string;
}

/**
 * Significant figures of a computed laboratory result (decisions.md, 'Bench conventions'; issue
 * 52, principle 4): a × or ÷ result keeps those of the LEAST precise value typed (0.0194 g, 3
 * figures, gives 999 µM, not 999.02 µM), at least 3 (rounding never moves a value by more than
 * 0.5 %), at most 6. A whole number typed (1 L, 500 mL) states no precision and does not limit it
 * (statedFigures). The molarity and dilution calculators and the lab domain all use these.
 */
export const LAB_MIN_SIGNIFICANT = 3;
export const LAB_MAX_SIGNIFICANT = 6;

/**
 * Significant figures of a result from those of the values typed: the fewest, within the bounds
 * above. A count of 0 (a field left blank for its default, a value not typed) takes no part.
 */
export function boundedSignificant(counts: readonly number[]): number {
  const typed = counts.filter((count) => count > 0);
  const least = typed.length > 0 ? Math.min(...typed) : LAB_MIN_SIGNIFICANT;
  return Math.min(LAB_MAX_SIGNIFICANT, Math.max(LAB_MIN_SIGNIFICANT, least));
}

/**
 * True when a typed number ends in a zero after its decimal separator ("40.00", "1.000 L",
 * "0,1250", "1.50e-3"): the person wrote that zero to say how precise the value is, so a result
 * from it keeps its trailing zeros (5.000 g, not 5 g).
 */
export function keepsTrailingZero(text: string): boolean {
  return /[.,]\d*0$/.test(mantissaOf(text));
}

/**
 * The significant figures an entry states (issue 52, principle 4): those of a number written with
 * a decimal separator (0.15 → 2, 58.44 → 4, 1.000 → 4); 0 for a whole number (1 L, 500 mL, 1000
 * mL), whose precision the page cannot tell and which a bench person means as exact, so it never
 * limits a result.
 */
export function statedFigures(text: string, significant: number): number {
  return /[.,]/.test(mantissaOf(text)) ? significant : 0;
}

/** The digits of a typed number without its unit, exponent or spaces: "1.50e-3 M" → "1.50". */
function mantissaOf(text: string): string {
  if (typeof text !== "string") return "";
  return text
    .trim()
    .replace(/\s*(?:[eE][+-]?\d+|[×x]\s*10\s*\^?\s*[-+⁻⁺]?[\d⁰¹²³⁴⁵⁶⁷⁸⁹]+)?\s*[^\d\s.,]*$/u, "")
    .replace(/\s/g, "");
}

export type FieldReading =
  | {
      readonly ok: true;
      readonly value: number;
      /** Significant figures of the number as typed ("500" → 1). */
      readonly significant: number;
      /** The figures it states, which limit a result: 0 for a whole number (statedFigures). */
      readonly stated: number;
      readonly trailingZero: boolean;
    }
  | { readonly ok: false; readonly message: string };

/**
 * Reads one field. Refused with a hint: empty, not a number (the parser's own message), a unit
 * word other than the field's own unit (a lab field's unit is chosen with its buttons, or is
 * fixed: a unit typed with the number is never dropped, nor silently converted), a negative
 * value, and 0 unless `zeroAllowed`.
 */
export function readLabField(text: string, words: LabFieldWords, { zeroAllowed = false } = {}): FieldReading {
  const entry = readEntry(withoutOwnUnit(text, words.unit), "lab");
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
  return {
    ok: true,
    value,
    significant: entry.significant,
    stated: statedFigures(text, entry.significant),
    trailingZero: keepsTrailingZero(text),
  };
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

/**
 * Significant figures of a typed number as a laboratory field reads it (the entry parser counts
 * them): "0.15" → 2, "58.44" → 4, "40.00" → 4, "500" → 1 (trailing zeros of a whole number are not
 * significant), "2,5" → 2, "500 mL" → 1, "1.50e-3" → 3; 1 for a text that is not a number.
 */
export function significantFigures(text: string): number {
  const entry = readEntry(text, "lab");
  return entry.ok ? entry.significant : 1;
}

/**
 * Decimal places that show `value` to `significant` significant figures, between 0 and
 * `maxDecimals` (a lab result keeps its significant trailing zeros: 500.0, 0.1000).
 */
export function significantDecimals(value: number, significant: number, maxDecimals: number): number {
  const abs = Math.abs(value);
  if (abs === 0 || !Number.isFinite(abs)) return maxDecimals;
  return Math.min(maxDecimals, decimalsAtSignificant(value, significant));
}

/** A lab tool with nothing typed yet: the hint that says what to type. */
export interface LabEmptyStatus {
  readonly kind: "empty";
  readonly message: string;
}

/** A lab tool's field that cannot be used: which, why, and its calm hint. */
export interface LabInvalidStatus<F extends string, R extends string> {
  readonly kind: "invalid";
  readonly field: F;
  readonly reason: R;
  readonly message: string;
}

/** A lab tool's result: its plain variants carry no caution, its caution variants carry the caution's words. */
export type LabReadyStatus<Plain extends string, Caution extends string, Body> =
  | ({ readonly kind: "ready"; readonly variant: Plain; readonly caution: null } & Body)
  | ({ readonly kind: "ready"; readonly variant: Caution; readonly caution: string } & Body);

/** The status of a field that cannot be used. */
export function labInvalid<F extends string, R extends string>(
  field: F,
  reason: R,
  message: string,
): LabInvalidStatus<F, R> {
  return { kind: "invalid", field, reason, message };
}
