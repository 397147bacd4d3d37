/**
 * The number parser of the laboratory tools (molarity, dilution). It reads what a person types or
 * pastes into a single-value field and either returns the number and how it was read, or a calm
 * message that says what to change. The dose calculators (amount, concentration, Batch Convert)
 * read their entries with the stricter entry parser (entry.ts), which refuses scientific notation
 * and more than 15 significant digits and reads unit words; it shares this module's messages for
 * commas. It never guesses (decisions.md, "Converter"):
 *
 *  - `.5` → 0.5, `5.` → 5, `+2` → 2, `1e3` → 1000, `1.5E-2` → 0.015, `  12 ` → 12
 *    (spaces, tabs, new lines and non-breaking spaces around the number are ignored).
 *  - Decimal comma: `2,5` → 2.5, `0,250` → 0.25, `2,5000` → 2.5.
 *  - A comma that could be a thousands separator is refused, never guessed: `1,200` could be
 *    1200 or 1.2, and a 1,000-fold error is the worst outcome this product can have. The same
 *    for `1,200,000`, `1,200.5` and `1.200,5`. The message asks for the number without the comma
 *    (see ambiguousCommaMessage: it never proposes a number that is not a plausible reading).
 *  - Refused: "", `abc`, `1..2`, `1 200`, `Infinity`, `NaN`, `0x10`, `1_000`, `--1`, `1e999`.
 *  - The sign is kept (`-3` → -3, also the typographic minus `−3`); callers decide whether a
 *    negative value is allowed. `-0` reads as 0.
 */

import { formatPlainNumber } from "./format";

export type ParseFailureReason = "empty" | "invalid" | "ambiguous-comma" | "not-finite";

export type ParseResult =
  | { ok: true; value: number; normalized: string }
  | { ok: false; reason: ParseFailureReason; message: string };

/** Whitespace a paste can bring along, including non-breaking and thin spaces. */
const SPACE_CHARS = "\\s\\u00a0\\u2007\\u202f\\u2009\\u200a\\u200b\\ufeff";
const INNER_SPACE = new RegExp(`[${SPACE_CHARS}]`);
const EDGE_SPACE = new RegExp(`^[${SPACE_CHARS}]+|[${SPACE_CHARS}]+$`, "g");

/** sign, integer digits, optional separator and fraction digits, optional exponent. */
const NUMBER = /^([+-]?)(\d*)(?:([.,])(\d*))?(?:[eE]([+-]?\d+))?$/;

export const PARSE_MESSAGES = {
  empty: "Enter a number",
  invalid: "Enter a number, for example 2.5",
  notFinite: "That number is too large to calculate with",
  /** A point and a comma together: which one is the decimal separator cannot be known. */
  pointAndComma: "Type the number without thousands separators, with a point for decimals",
  /** Commas that neither group thousands nor mark one decimal place. */
  commas: "Type the number without commas, with a point for decimals",
} as const;

/**
 * The message for a comma that could be a thousands separator, quoting what was typed. It only
 * ever proposes a number that is a plausible reading of the text:
 *
 *  - one comma: both readings, "1,200" → 'Type 1200 without the comma, or 1.2 with a point for
 *    decimals' ("1,200e3" → 1200e3 or 1.200e3);
 *  - commas that group thousands correctly: the one reading, "1,200,000" → 'Type 1200000 without
 *    the comma';
 *  - a point and a comma together ("1.200,5" is 1200.5 in much of Europe, "1,200.5" is 1200.5 in
 *    English; no single rewrite is right for both), or commas in any other place: no number,
 *    only how to write one.
 */
export function ambiguousCommaMessage(text: string): string {
  if (text.includes(".")) return PARSE_MESSAGES.pointAndComma;
  const single = /^([+-]?\d+),(\d+)((?:[eE][+-]?\d+)?)$/.exec(text);
  if (single) {
    const [, int = "", frac = "", exponent = ""] = single;
    const decimal = exponent ? `${int}.${frac}${exponent}` : plainNumberText(Number(`${int}.${frac}`));
    return `Type ${int}${frac}${exponent} without the comma, or ${decimal} with a point for decimals`;
  }
  if (/^[+-]?\d{1,3}(?:,\d{3})+(?:[eE][+-]?\d+)?$/.test(text)) return `Type ${text.replace(/,/g, "")} without the comma`;
  return PARSE_MESSAGES.commas;
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

function fail(reason: ParseFailureReason, message: string): ParseResult {
  return { ok: false, reason, message };
}

/**
 * Reads one number from user text. See the module comment for what is accepted and refused.
 */
export function parseNumber(text: string): ParseResult {
  const raw = typeof text === "string" ? text : "";
  const trimmed = raw.replace(EDGE_SPACE, "");
  if (trimmed === "") return fail("empty", PARSE_MESSAGES.empty);
  // A typographic minus or an en dash pasted from a document means minus.
  const unified = trimmed.replace(/^[\u2212\u2013]/, "-");
  if (INNER_SPACE.test(unified)) return fail("invalid", "Enter one number without spaces inside it");

  // A comma together with a point, or several commas: a thousands separator, refused.
  const commaCount = (unified.match(/,/g) ?? []).length;
  if (commaCount > 1 || (commaCount === 1 && unified.includes("."))) {
    if (/^[+-]?[\d.,]+(?:[eE][+-]?\d+)?$/.test(unified)) {
      return fail("ambiguous-comma", ambiguousCommaMessage(unified));
    }
    return fail("invalid", PARSE_MESSAGES.invalid);
  }

  const match = NUMBER.exec(unified);
  if (!match) return fail("invalid", PARSE_MESSAGES.invalid);
  const [, sign = "", intDigits = "", separator, fracDigits = "", exponent] = match;
  if (intDigits === "" && fracDigits === "") return fail("invalid", PARSE_MESSAGES.invalid);

  // "1,200": one to three integer digits (not starting with 0) and exactly three after the comma.
  if (separator === "," && /^[1-9]\d{0,2}$/.test(intDigits) && fracDigits.length === 3) {
    return fail("ambiguous-comma", ambiguousCommaMessage(unified));
  }

  const canonical = `${sign === "-" ? "-" : ""}${intDigits || "0"}${fracDigits ? `.${fracDigits}` : ""}${
    exponent !== undefined ? `e${exponent}` : ""
  }`;
  const value = Number(canonical);
  // The canonical text is always a number (digits are checked above): never NaN.
  if (!Number.isFinite(value)) return fail("not-finite", PARSE_MESSAGES.notFinite);
  const clean = Object.is(value, -0) ? 0 : value;
  return { ok: true, value: clean, normalized: plainNumberText(clean) };
}
