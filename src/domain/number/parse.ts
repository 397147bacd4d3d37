/**
 * Messages and number spelling shared by the one entry parser (entry.ts), which reads every field
 * of every calculator: the dose calculators' amount, concentration and Batch Convert entries, the
 * double check, share links and the laboratory tools (molarity, dilution). There is no second
 * parser: this module only words what entry.ts refuses and writes numbers plainly.
 *
 * It never guesses (decisions.md, "Converter"): a comma or a point that could be a thousands
 * separator is refused, and the hint quotes only plausible readings of what was typed (see
 * ambiguousCommaMessage and ambiguousPointMessage).
 */

import { formatPlainNumber } from "./format";
import { FIELD_RULES, type FieldKind } from "./field-kinds";

export const PARSE_MESSAGES = {
  empty: "Enter a number",
  invalid: "Enter a number, for example 2.5",
  notFinite: "That number is too large to calculate with",
  /** A point and a comma together: which one is the decimal separator cannot be known. */
  pointAndComma: "Type the number with a point for decimals, and a space or nothing between groups of thousands",
  /** The start of the hint for "1.000", "2.500": see ambiguousPointMessage. */
  pointBeforeThree: "A point before three digits can group thousands",
  /** Commas that neither group thousands nor mark one decimal place. */
  commas: "Type the number without commas, with a point for decimals",
} as const;

/**
 * The message for a comma that could be a thousands separator, quoting what was typed. It only
 * ever proposes a number that is a plausible reading of the text:
 *
 *  - one comma: both readings, each written so that a field of `kind` reads it, "1,200" → 'Type
 *    1200 without the comma, or 1.2 with a point for decimals' ("4,383" → 4383, or 4.3830 in a dose
 *    field and 4.383 in a laboratory field);
 *  - commas that group thousands correctly: the one reading, "1,200,000" → 'Type 1200000 without
 *    the comma';
 *  - a point and a comma together ("1.200,5" is 1200.5 in much of Europe, "1,200.5" is 1200.5 in
 *    English; no single rewrite is right for both), or commas in any other place: no number,
 *    only how to write one.
 */
export function ambiguousCommaMessage(text: string, kind: FieldKind = "dose"): string {
  if (text.includes(".")) return PARSE_MESSAGES.pointAndComma;
  const single = /^([+-]?\d+),(\d+)((?:[eE][+-]?\d+)?)$/.exec(text);
  if (single) {
    const [, int = "", frac = "", exponent = ""] = single;
    const decimal = exponent ? `${int}.${frac}${exponent}` : decimalSpelling(int, frac, kind);
    return `Type ${int}${frac}${exponent} without the comma, or ${decimal} with a point for decimals`;
  }
  if (/^[+-]?\d{1,3}(?:,\d{3})+(?:[eE][+-]?\d+)?$/.test(text))
    return `Type ${text.replace(/,/g, "")} without the comma`;
  return PARSE_MESSAGES.commas;
}

/**
 * How to type the decimal reading of `int`,`frac` (or `int`.`frac`) so that it cannot be read
 * as thousands: trailing zeros dropped ("2,500" → "2.5", "1,000" → "1"), and in a dose field, when
 * exactly three decimals remain after a whole part of 1 to 3 digits, one more zero ("4,383" →
 * "4.3830"; a label field too): a dose field asks about a point followed by exactly three digits (field-kinds.ts); a
 * laboratory field reads "4.383" as written.
 */
export function decimalSpelling(int: string, frac: string, kind: FieldKind = "dose"): string {
  const sign = int.startsWith("-") ? "-" : "";
  const whole = int.replace(/^[+-]/, "").replace(/^0+(?=\d)/, "") || "0";
  const decimals = frac.replace(/0+$/, "");
  if (decimals === "") return `${sign}${whole}`;
  const padded =
    FIELD_RULES[kind].pointBeforeThree === "ask" && decimals.length === 3 && /^[1-9]\d{0,2}$/.test(whole)
      ? `${decimals}0`
      : decimals;
  return `${sign}${whole}.${padded}`;
}

/**
 * The message for a point followed by exactly three digits after a whole part of 1 to 3 digits
 * that is not 0 ("1.000", "2.500", "4.383"): in much of Europe that point groups thousands, so
 * the text is refused and both readings are offered, each typed so that it cannot be misread:
 * "1.000" → 'A point before three digits can group thousands: type 1000 without the point, or 1
 * for the decimal'; "4.383" → '… type 4383 without the point, or 4.3830 for the decimal'.
 */
export function ambiguousPointMessage(text: string): string {
  const match = /^([+-]?\d+)\.(\d{3})$/.exec(text);
  if (!match) return PARSE_MESSAGES.pointAndComma;
  const [, int = "", frac = ""] = match;
  return `${PARSE_MESSAGES.pointBeforeThree}: type ${int}${frac} without the point, or ${decimalSpelling(int, frac)} for the decimal`;
}

/**
 * Writes a number plainly, as it was read ("2.5", "1000", "0.015", "0.0000001"), without
 * exponent notation between 1e-12 and 1e21; outside that range JavaScript's own form ("1e+21").
 */
export function plainNumberText(value: number): string {
  if (!Number.isFinite(value)) return "";
  const abs = Math.abs(value);
  if (abs === 0) return "0";
  if (abs >= 1e21 || abs < 1e-12) return String(value);
  return formatPlainNumber(value, 40);
}
