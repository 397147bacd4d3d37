/**
 * The one entry parser of the site: what a person types as one quantity, a number and an
 * optional unit word ("2.5", "10 mcg", "0.5g", "5 mL"), read by the rules of decisions.md
 * ("Converter", "Dose safety"). The amount field (src/domain/dose/conversion.ts parseAmount), the numbers in
 * the concentration field (concentration.ts), every Batch Convert entry (batch.calc.ts, after
 * its list splitting), the double check's and a share link's entries (read as the converter reads
 * them) and every field of the laboratory tools (lab-form.calc.ts readLabField) read their text
 * here, so they can never disagree (issue 27).
 *
 * Accepted: digits 0-9 with at most one decimal point (`2.5`, `.5` → 0.5, `5.` → 5), a sign
 * (`-3`, typographic minus `−3`, `+3`; callers decide whether a negative value is allowed), spaces
 * around the number, and a decimal comma that cannot group thousands (`2,5` → 2.5, `0,250` → 0.25).
 * A unit word after the number, with or without a space, from the one vocabulary (src/domain/units.ts).
 *
 * Refused, each with a calm hint and a reason:
 *  - "ambiguous": a group that can be a thousands separator is never guessed: `1,200`, `12,500`,
 *    `1,200,000`, `1,200.5`, `1.200,5`, a point followed by exactly three digits after a whole
 *    part of 1 to 3 digits that is not 0 (`1.000`, `2.500`, `4.383`: one thousand, two thousand
 *    five hundred… in much of Europe; `0.125`, `1.5` and `1234.567` are plain decimals), and
 *    digits grouped by spaces (`2 500`, `1 200`, also with no-break, narrow no-break and thin
 *    spaces);
 *  - "notation": scientific notation (`1e3`, `1E-2`), hexadecimal (`0x10`), digit separators
 *    (`1_000`), digits other than 0-9 (Arabic-Indic `١٢`, full-width `１２`…), and more than 15
 *    significant digits or 15 integer digits (a double cannot carry them exactly);
 *  - "unit": a word after the number that is not a unit;
 *  - "invalid": anything else that is not one number (`abc`, `1..2`, `12 5`, `Infinity`, `NaN`);
 *  - "empty": nothing but spaces.
 */
import { formatNumber, formatPlainNumber } from "./format";
import { PARSE_MESSAGES, ambiguousCommaMessage, ambiguousPointMessage } from "./parse";
import { lookupUnit, type Unit } from "~/domain/units";

export type EntryFailureReason = "empty" | "invalid" | "ambiguous" | "notation" | "unit";

export type EntryResult =
  | {
      ok: true;
      /** The number as typed, sign included (-0 reads as 0). */
      value: number;
      /** The unit typed after the number, or null when there was none. */
      unit: Unit | null;
      /** True when a decimal comma was read as a decimal point ("2,5" → 2.5). */
      decimalComma: boolean;
      /** The text without edge spaces. */
      trimmed: string;
    }
  | { ok: false; reason: EntryFailureReason; message: string };

/**
 * Spaces that can group thousands ("2 500", "1 200" with a no-break, narrow no-break or thin
 * space): every Unicode space separator. Batch Convert's list splitter uses the same class, so it
 * keeps such a group together as one entry.
 */
export const GROUP_SPACE = "[ \\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000]";

/** Whitespace a paste can bring along at either end, including zero-width spaces. */
const EDGE_SPACE = /^[\s\u200b\ufeff]+|[\s\u200b\ufeff]+$/g;

/** The number part: a sign, then digits, points and commas, possibly in space-separated groups. */
const NUMBER_PART = new RegExp(`^[+-]?[0-9.,]*(?:${GROUP_SPACE}+[0-9.,]+)*`);
/** Digits grouped by spaces, as thousands are in much of the world: "2 500", "1 200 000,5". */
const SPACE_GROUPED = new RegExp(`^\\d{1,3}(?:${GROUP_SPACE}+\\d{3})+(?:[.,]\\d*)?$`);
const ANY_GROUP_SPACE = new RegExp(`${GROUP_SPACE}+`, "g");

const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/u;
const HEXADECIMAL = /^[+-]?0x/i;
const DIGIT_SEPARATOR = /[0-9]_+[0-9]/;
const EXPONENT = /[0-9.][eE][+\-\u2212]?[0-9]/;
const NOT_A_NUMBER_WORD = /^[+-]?(?:infinity|inf|nan|∞)$/i;

export const ENTRY_MESSAGES = {
  empty: PARSE_MESSAGES.empty,
  invalid: PARSE_MESSAGES.invalid,
  innerSpace: "Enter one number without spaces inside it",
  exponent: "Write the number out in full, for example 1000 or 0.01 (no e notation)",
  hexadecimal: "Enter a decimal number, for example 2.5",
  digitSeparator: "Type the number without _ between digits, for example 1000",
  nonAsciiDigits: "Type the number with the digits 0 to 9, for example 2.5",
  tooManyDigits: "Use at most 15 significant digits: a longer number cannot be calculated exactly",
  /** "2 500": the one reading with a point for decimals, or none when a comma is involved. */
  spaceGroups: (text: string) =>
    text.includes(",") ? PARSE_MESSAGES.pointAndComma : `Type ${text.replace(ANY_GROUP_SPACE, "")} without the space`,
  unknownUnit: (word: string) => `${unitWordShown(word)} is not a unit here: use mg, mcg, g, mL or L`,
} as const;

/**
 * A typed word as a hint names it: quoted when it is a short word ("units" → '"units"'), else
 * "That" (long or odd text is not echoed, nor words such as NaN that must never show on screen).
 */
export function unitWordShown(word: string): string {
  return /^\p{L}{1,12}$/u.test(word) && !/nan|infinity|undefined|null|object/i.test(word) ? `"${word}"` : "That";
}

function fail(reason: EntryFailureReason, message: string): EntryResult {
  return { ok: false, reason, message };
}

/** The typographic minus and the en dash, pasted from documents, mean minus. */
function unifyMinus(text: string): string {
  return text.replace(/^[\u2212\u2013]/, "-");
}

/**
 * Reads one quantity: a number and an optional unit word. See the module comment for the rules.
 * The unit is only looked up, not applied: the caller knows which dimension its field takes.
 */
export function readEntry(text: string): EntryResult {
  const raw = typeof text === "string" ? text : "";
  const trimmed = raw.replace(EDGE_SPACE, "");
  if (trimmed === "") return fail("empty", ENTRY_MESSAGES.empty);
  const unified = unifyMinus(trimmed);

  if (NOT_A_NUMBER_WORD.test(unified)) return fail("invalid", ENTRY_MESSAGES.invalid);
  if (NON_ASCII_DIGIT.test(unified)) return fail("notation", ENTRY_MESSAGES.nonAsciiDigits);
  if (HEXADECIMAL.test(unified)) return fail("notation", ENTRY_MESSAGES.hexadecimal);
  if (DIGIT_SEPARATOR.test(unified)) return fail("notation", ENTRY_MESSAGES.digitSeparator);
  if (EXPONENT.test(unified)) return fail("notation", ENTRY_MESSAGES.exponent);

  const numberPart = NUMBER_PART.exec(unified)?.[0] ?? "";
  const rest = unified.slice(numberPart.length).replace(EDGE_SPACE, "");
  const sign = numberPart.startsWith("-") ? "-" : numberPart.startsWith("+") ? "+" : "";
  const body = numberPart.slice(sign.length);
  if (!/[0-9]/.test(body)) return fail("invalid", ENTRY_MESSAGES.invalid);

  let unit: Unit | null = null;
  if (rest !== "") {
    if (!/^\p{L}/u.test(rest)) return fail("invalid", ENTRY_MESSAGES.invalid);
    unit = lookupUnit(rest) ?? null;
    if (unit === null) return fail("unit", ENTRY_MESSAGES.unknownUnit(rest));
  }

  const number = readNumberBody(body, sign === "-" ? "-" : "");
  if (!number.ok) return number;
  const value = sign === "-" && number.value !== 0 ? -number.value : number.value;
  return { ok: true, value, unit, decimalComma: number.decimalComma, trimmed };
}

type NumberBody =
  { ok: true; value: number; decimalComma: boolean } | { ok: false; reason: EntryFailureReason; message: string };

/** Digits, at most one decimal separator, or space groups (refused); no sign, no unit. */
function readNumberBody(body: string, sign = ""): NumberBody {
  // The hints quote the number with its minus sign, so they propose only what could be meant.
  const quoted = `${sign}${body}`;
  if (new RegExp(GROUP_SPACE).test(body)) {
    return SPACE_GROUPED.test(body)
      ? { ok: false, reason: "ambiguous", message: ENTRY_MESSAGES.spaceGroups(body) }
      : { ok: false, reason: "invalid", message: ENTRY_MESSAGES.innerSpace };
  }
  const commas = (body.match(/,/g) ?? []).length;
  if (commas > 1 || (commas === 1 && body.includes("."))) {
    return { ok: false, reason: "ambiguous", message: ambiguousCommaMessage(quoted) };
  }
  const match = /^([0-9]*)(?:([.,])([0-9]*))?$/.exec(body);
  if (!match) return { ok: false, reason: "invalid", message: ENTRY_MESSAGES.invalid };
  const [, int = "", separator, frac = ""] = match;
  // No digits at all ("." alone) was refused by readEntry before.
  // "1,200": one to three integer digits (not starting with 0) and exactly three after the comma.
  if (separator === "," && /^[1-9][0-9]{0,2}$/.test(int) && frac.length === 3) {
    return { ok: false, reason: "ambiguous", message: ambiguousCommaMessage(quoted) };
  }
  // "1.000", "2.500": the same with a point, which groups thousands in much of Europe (issue 27).
  if (separator === "." && /^[1-9][0-9]{0,2}$/.test(int) && frac.length === 3) {
    return { ok: false, reason: "ambiguous", message: ambiguousPointMessage(quoted) };
  }
  const integerDigits = int.replace(/^0+/, "");
  const significant = `${integerDigits}${frac}`.replace(/^0+/, "").replace(/0+$/, "");
  if (integerDigits.length > 15 || significant.length > 15) {
    return { ok: false, reason: "notation", message: ENTRY_MESSAGES.tooManyDigits };
  }
  const value = Number(`${int || "0"}${frac ? `.${frac}` : ""}`);
  // A number so small it would read as 0 (hundreds of zeros after the point) is not guessed either.
  if (value === 0 && significant !== "")
    return { ok: false, reason: "notation", message: ENTRY_MESSAGES.tooManyDigits };
  return { ok: true, value, decimalComma: separator === "," };
}

/**
 * Whether a value shown with `decimals` decimals fits in 15 digits, its whole digits and those
 * decimals together: the most an entry takes (readNumberBody) and about what a double holds true.
 * A result past that could not be shown with every digit true, nor typed back into a field, so the
 * calculators say it is too large rather than show made-up digits. By magnitude only, so the
 * answer never depends on how many of the decimals happen to be zeros: at 4 decimals (mL) up to
 * 99,999,999,999.9999; at 2 (mg) up to 9,999,999,999,999.99.
 */
export function fitsAnEntry(value: number, decimals: number): boolean {
  return plainFitsAnEntry(formatPlainNumber(value, decimals), decimals);
}

/** fitsAnEntry for a value already written by formatPlainNumber ("" for a value not finite). */
export function plainFitsAnEntry(plain: string, decimals: number): boolean {
  if (plain === "") return false;
  const whole = (plain.replace(/^-/, "").split(".")[0] ?? "").replace(/^0+/, "");
  return whole.length + decimals <= 15;
}

/**
 * A number read from an entry as it is echoed back ("Read as 1,200.5 mg", "10 mcg = 0.01 mg"):
 * grouped, and exact: an entry has at most 15 significant digits, so every digit read is shown
 * (0.0000000000001 is never echoed as 0).
 */
export function echoNumber(value: number): string {
  return formatNumber(value, ECHO_DECIMALS);
}

/** Enough decimals for any entry (formatNumber's own maximum). */
const ECHO_DECIMALS = 40;

/**
 * A number written so that this parser reads it back as the same number, for a value the site
 * puts into a field (Swap's result, a preset, a worked example's check): plain, without grouping,
 * at most `maxDecimals` decimals, trailing zeros dropped, and one zero added after exactly three
 * decimals that follow a whole part of 1 to 3 digits ("2.125" → "2.1250"), which would otherwise
 * be refused as a possible thousands separator. Numbers of up to 15 significant digits only.
 */
export function typeableNumber(value: number, maxDecimals = ECHO_DECIMALS): string {
  return typeableText(formatPlainNumber(value, maxDecimals));
}

/** A plainly written number ("2.125", "20") as typeableNumber writes it ("2.1250", "20"). */
export function typeableText(plain: string): string {
  return /^-?[1-9][0-9]{0,2}\.[0-9]{3}$/.test(plain) ? `${plain}0` : plain;
}

/** Whether a text is the number written plainly ("2.5", "1200"), so no "Read as" note is needed. */
export function isPlainNumberText(text: string, value: number): boolean {
  return text.replace(EDGE_SPACE, "") === formatPlainNumber(value, ECHO_DECIMALS);
}

/**
 * How a field's text was read when that differs from what was typed ("2,5" → "2.5", ".5" → "0.5");
 * null otherwise.
 */
export function readAs(text: string): string | null {
  const typed = text.trim();
  // Only when the reading is not obvious: a decimal comma, a bare point or a sign.
  if (!/,|^[.+\u2212\u2013]/.test(typed)) return null;
  const entry = readEntry(text);
  if (!entry.ok) return null;
  const plain = formatPlainNumber(entry.value, 40);
  const shown = entry.unit ? `${plain} ${entry.unit.symbol}` : plain;
  return shown !== typed ? shown : null;
}
