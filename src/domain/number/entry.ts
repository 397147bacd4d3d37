/**
 * The one entry parser of the site: what a person types as one quantity, a number and an
 * optional unit word ("2.5", "10 mcg", "0.5g", "5 mL", "2 500 mg"), read by the number convention of
 * its kind of field (field-kinds.ts, issue 51; decisions.md "Converter", "Dose safety"). The amount
 * field (src/domain/dose/conversion.ts parseAmount), the numbers in the concentration field
 * (concentration.ts), every Batch Convert entry (batch.calc.ts, after its list splitting), the
 * double check's and a share link's entries (read as the converter reads them), the clinical
 * calculators' fields (clinical.ts) and every field of the laboratory tools (lab-field.ts
 * readLabField, kind "lab") read their text here, so they can never disagree (issue 27).
 *
 * Accepted: digits 0-9 with at most one decimal point (`2.5`, `.5` → 0.5, `5.` → 5), a sign
 * (`-3`, typographic minus `−3`, `+3`; callers decide whether a negative value is allowed), spaces
 * around the number, thousands grouped by a space of any kind between groups of exactly three
 * digits (`2 500`, `1 350.5`: a space is never a decimal mark), and a decimal comma that cannot
 * group thousands (`2,5` → 2.5, `0,250` → 0.25). In label fields a comma before three digits whose
 * decimal reading would end in a zero groups thousands (`25,000` → 25000, `2,500` → 2500), and so
 * do commas between every three digits (`5,000,000`), as a label prints them. In laboratory fields a point is always a decimal
 * (`4.383`, `1.000`) and scientific notation is read (`1e-3`, `1.5E-6`, `1.5×10⁻⁶`, `1.5x10^-6`).
 * A unit word after the number, with or without a space, from the one vocabulary (src/domain/units.ts).
 *
 * Refused, each with a calm hint and a reason:
 *  - "ambiguous": a comma that can be a thousands separator is never guessed: `1,200`, `12,500`,
 *    `1,200,000`, `1,200.5`, `1.200,5`; in dose fields, a point followed by exactly three digits
 *    after a whole part of 1 to 3 digits that is not 0 (`1.000`, `2.500`: one thousand, two
 *    thousand five hundred… in much of Europe; `0.125`, `1.5` and `1234.567` are plain decimals);
 *    the hint offers both readings, each written so that the field reads it;
 *  - "notation": scientific notation in a dose field (`1e3`, `1.5×10⁻⁶`), hexadecimal (`0x10`),
 *    digit separators (`1_000`), digits other than 0-9 (Arabic-Indic `١٢`, full-width `１２`…), and
 *    more than 15 significant digits or 15 integer digits (a double cannot carry them exactly);
 *  - "unit": a word after the number that is not a unit;
 *  - "invalid": anything else that is not one number (`abc`, `1..2`, `12 5`, `1 20`, `Infinity`);
 *  - "empty": nothing but spaces.
 */
import { formatNumber, formatPlainNumber } from "./format";
import { FIELD_RULES, withLabelComma, type FieldKind, type FieldRule } from "./field-kinds";
import { PARSE_MESSAGES, ambiguousCommaMessage, ambiguousPointMessage, plainNumberText } from "./parse";
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
      /** True when a comma was read as a label's thousands separator ("25,000" → 25000, label fields only). */
      groupedComma: boolean;
      /** The text without edge spaces. */
      trimmed: string;
      /**
       * Significant figures of the number as typed: "0.15" → 2, "40.00" → 4, "500" → 1 (trailing
       * zeros of a whole number are not significant), "2 500" → 2, "1.50e-3" → 3.
       */
      significant: number;
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
/** Digits grouped by spaces, as thousands are by SI and much of the world: "2 500", "1 200 000,5". */
const SPACE_GROUPED = new RegExp(`^([1-9]\\d{0,2}(?:${GROUP_SPACE}+\\d{3})+)((?:[.,]\\d*)?)$`);
const ANY_GROUP_SPACE = new RegExp(`${GROUP_SPACE}+`, "g");

const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/u;
const HEXADECIMAL = /^[+-]?0x/i;
const DIGIT_SEPARATOR = /[0-9]_+[0-9]/;
const EXPONENT = /[0-9.][eE][+\-\u2212]?[0-9]/;
/** A power of ten written with e: "1e-3", "1.5E+6", "2,5e-3" (the sign of the number already taken off). */
const E_POWER = /^([0-9.,]*[0-9.])[eE]([+\-\u2212]?[0-9]{1,3})(?![0-9])/;
/** A power of ten written out: "1.5×10⁻⁶", "1.5 x 10^-6", "1.5*10^-6", "1.5·10⁻⁶". */
const TIMES_TEN =
  /^([0-9.,]*[0-9.])\s*[×xX*·]\s*10\s*(?:\^\s*([+\-\u2212]?[0-9]{1,3})|([⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,3}))(?![0-9⁰¹²³⁴⁵⁶⁷⁸⁹])/;
const SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹";
/** The smallest and largest size a number written with a power of ten may have (lab fields). */
const SMALLEST_POWER_VALUE = 1e-30;
const LARGEST_POWER_VALUE = 1e15;
const NOT_A_NUMBER_WORD = /^[+-]?(?:infinity|inf|nan|∞)$/i;

export const ENTRY_MESSAGES = {
  empty: PARSE_MESSAGES.empty,
  invalid: PARSE_MESSAGES.invalid,
  innerSpace: "Enter one number without spaces inside it",
  exponent: "Write the number out in full, for example 1000 or 0.01 (no e notation)",
  powerRange: "That number is too large or too small to calculate with: choose a unit that suits it",
  hexadecimal: "Enter a decimal number, for example 2.5",
  digitSeparator: "Type the number without _ between digits, for example 1000",
  nonAsciiDigits: "Type the number with the digits 0 to 9, for example 2.5",
  tooManyDigits: "Use at most 15 significant digits: a longer number cannot be calculated exactly",
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
 * Reads one quantity: a number and an optional unit word, by the convention of its kind of field
 * (field-kinds.ts; dose fields unless told). See the module comment for the rules. The unit is only
 * looked up, not applied: the caller knows which dimension its field takes.
 */
export function readEntry(text: string, kind: FieldKind = "dose"): EntryResult {
  const rule = FIELD_RULES[kind];
  const raw = typeof text === "string" ? text : "";
  const trimmed = raw.replace(EDGE_SPACE, "");
  if (trimmed === "") return fail("empty", ENTRY_MESSAGES.empty);
  const unified = unifyMinus(trimmed);

  if (NOT_A_NUMBER_WORD.test(unified)) return fail("invalid", ENTRY_MESSAGES.invalid);
  if (NON_ASCII_DIGIT.test(unified)) return fail("notation", ENTRY_MESSAGES.nonAsciiDigits);
  if (HEXADECIMAL.test(unified)) return fail("notation", ENTRY_MESSAGES.hexadecimal);
  if (DIGIT_SEPARATOR.test(unified)) return fail("notation", ENTRY_MESSAGES.digitSeparator);

  const sign = unified.startsWith("-") ? "-" : unified.startsWith("+") ? "+" : "";
  const power = readPower(unified.slice(sign.length), sign, rule);
  if (power !== null && !power.ok) return power;
  if (power === null && EXPONENT.test(unified)) return fail("notation", ENTRY_MESSAGES.exponent);

  const numberPart = power?.ok ? `${sign}${power.text}` : (NUMBER_PART.exec(unified)?.[0] ?? "");
  const rest = unified.slice(numberPart.length).replace(EDGE_SPACE, "");
  const body = numberPart.slice(sign.length);
  if (!/[0-9]/.test(body)) return fail("invalid", ENTRY_MESSAGES.invalid);

  let unit: Unit | null = null;
  if (rest !== "") {
    if (!/^\p{L}/u.test(rest)) return fail("invalid", ENTRY_MESSAGES.invalid);
    unit = lookupUnit(rest) ?? null;
    if (unit === null) return fail("unit", ENTRY_MESSAGES.unknownUnit(rest));
  }

  const number = power?.ok ? power.number : readNumberBody(body, sign === "-" ? "-" : "", rule);
  if (!number.ok) return number;
  const value = sign === "-" && number.value !== 0 ? -number.value : number.value;
  return {
    ok: true,
    value,
    unit,
    decimalComma: number.decimalComma,
    groupedComma: number.groupedComma,
    trimmed,
    significant: number.significant,
  };
}

type NumberBody =
  | { ok: true; value: number; decimalComma: boolean; groupedComma: boolean; significant: number }
  | { ok: false; reason: EntryFailureReason; message: string };

type PowerReading =
  { ok: true; text: string; number: Extract<NumberBody, { ok: true }> } | Extract<EntryResult, { ok: false }>;

/**
 * A number written with a power of ten at the start of `unsigned` ("1e-3 M", "1.5×10⁻⁶"), or null
 * when there is none. Read in laboratory fields (the mantissa by the field's own rule, the value
 * the double nearest the decimal written, its significant figures the mantissa's); refused with a
 * hint in dose fields.
 */
function readPower(unsigned: string, sign: string, rule: FieldRule): PowerReading | null {
  const e = E_POWER.exec(unsigned);
  const times = e ? null : TIMES_TEN.exec(unsigned);
  const match = e ?? times;
  if (!match) return null;
  if (rule.scientific === "refuse") return fail("notation", ENTRY_MESSAGES.exponent) as PowerReading;
  if (!/[0-9]/.test(match[1] ?? "")) return fail("invalid", ENTRY_MESSAGES.invalid) as PowerReading;
  const mantissa = readNumberBody(match[1] ?? "", sign === "-" ? "-" : "", rule);
  if (!mantissa.ok) return mantissa;
  const exponentText = e ? (e[2] ?? "") : (times?.[2] ?? fromSuperscript(times?.[3] ?? ""));
  const value = Number(`${plainNumberText(mantissa.value)}e${Number(exponentText.replace("\u2212", "-"))}`);
  const size = Math.abs(value);
  if (mantissa.value !== 0 && !(size >= SMALLEST_POWER_VALUE && size < LARGEST_POWER_VALUE))
    return fail("notation", ENTRY_MESSAGES.powerRange) as PowerReading;
  return { ok: true, text: match[0], number: { ...mantissa, value } };
}

/** "⁻⁶" → "-6". */
function fromSuperscript(text: string): string {
  return [...text].map((c) => (c === "⁻" ? "-" : c === "⁺" ? "+" : String(SUPERSCRIPT.indexOf(c)))).join("");
}

/** Significant figures of digits read: leading zeros never count, trailing zeros of a whole number neither. */
function significantOf(int: string, frac: string, hasSeparator: boolean): number {
  const all = `${int}${frac}`.replace(/^0+/, "");
  return Math.max(1, (hasSeparator ? all : all.replace(/0+$/, "")).length);
}

/**
 * Digits, at most one decimal separator, thousands grouped by spaces; no sign, no unit. By the
 * field's rule (field-kinds.ts): a comma before exactly three digits is always asked, a point
 * before three digits only in dose fields.
 */
function readNumberBody(body: string, sign: string, rule: FieldRule): NumberBody {
  let digits = body;
  let spaced = false;
  if (new RegExp(GROUP_SPACE).test(body)) {
    const groups = SPACE_GROUPED.exec(body);
    if (!groups) return { ok: false, reason: "invalid", message: ENTRY_MESSAGES.innerSpace };
    digits = `${(groups[1] ?? "").replace(ANY_GROUP_SPACE, "")}${groups[2] ?? ""}`;
    spaced = true;
  }
  // The hints quote the number with its minus sign, so they propose only what could be meant.
  const quoted = `${sign}${digits}`;
  const label = !spaced && rule.commaBeforeThree === "labelGroups" ? labelGrouped(digits) : null;
  if (label !== null) return readWholeDigits(label, true);
  const commas = (digits.match(/,/g) ?? []).length;
  if (commas > 1 || (commas === 1 && digits.includes("."))) {
    return { ok: false, reason: "ambiguous", message: ambiguousCommaMessage(quoted, rule.kind) };
  }
  const match = /^([0-9]*)(?:([.,])([0-9]*))?$/.exec(digits);
  if (!match) return { ok: false, reason: "invalid", message: ENTRY_MESSAGES.invalid };
  const [, int = "", separator, frac = ""] = match;
  // No digits at all ("." alone) was refused by readEntry before.
  // "1,200", "1 200,500": a comma before exactly three digits after a whole part that can be grouped.
  if (separator === "," && frac.length === 3 && (spaced || /^[1-9][0-9]{0,2}$/.test(int))) {
    return { ok: false, reason: "ambiguous", message: ambiguousCommaMessage(quoted, rule.kind) };
  }
  // "1.000", "2.500" in a dose field: a point that groups thousands in much of Europe (issue 27).
  if (
    separator === "." &&
    rule.pointBeforeThree === "ask" &&
    !spaced &&
    /^[1-9][0-9]{0,2}$/.test(int) &&
    frac.length === 3
  ) {
    return { ok: false, reason: "ambiguous", message: ambiguousPointMessage(quoted) };
  }
  return readWholeDigits(int, false, separator, frac);
}

/**
 * In a label field, the digits a label's commas group ("25,000" → "25000", "5,000,000" →
 * "5000000"), or null when its commas are not read that way: one comma before three digits is
 * read only when its decimal reading would end in a zero, which a label never prints (field-kinds.ts).
 */
function labelGrouped(digits: string): string | null {
  if (!/^[1-9][0-9]{0,2}(?:,[0-9]{3})+$/.test(digits)) return null;
  const groups = digits.split(",");
  if (groups.length === 2 && !(groups[1] ?? "").endsWith("0")) return null;
  return groups.join("");
}

/** The number of a whole part and its decimals, once what separates them is known. */
function readWholeDigits(int: string, groupedComma: boolean, separator?: string, frac = ""): NumberBody {
  const integerDigits = int.replace(/^0+/, "");
  const significant = `${integerDigits}${frac}`.replace(/^0+/, "").replace(/0+$/, "");
  if (integerDigits.length > 15 || significant.length > 15) {
    return { ok: false, reason: "notation", message: ENTRY_MESSAGES.tooManyDigits };
  }
  const value = Number(`${int || "0"}${frac ? `.${frac}` : ""}`);
  // A number so small it would read as 0 (hundreds of zeros after the point) is not guessed either.
  if (value === 0 && significant !== "")
    return { ok: false, reason: "notation", message: ENTRY_MESSAGES.tooManyDigits };
  return {
    ok: true,
    value,
    decimalComma: separator === ",",
    groupedComma,
    significant: significantOf(int, frac, separator !== undefined),
  };
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
 * A number written so that this parser reads it back as the same number in a field of `kind`, for
 * a value the site puts into a field (Swap's result, Reset, a preset, a worked example, a share
 * link, the double check's second entry): plain, without grouping, at most `maxDecimals` decimals,
 * trailing zeros dropped; in a dose field one zero is added after exactly three decimals that
 * follow a whole part of 1 to 3 digits ("2.125" → "2.1250"), which a dose field would otherwise ask
 * about (field-kinds.ts); a laboratory field reads "4.383" as written. Numbers of up to 15
 * significant digits only.
 */
export function typeableNumber(value: number, maxDecimals = ECHO_DECIMALS, kind: FieldKind = "dose"): string {
  return typeableText(formatPlainNumber(value, maxDecimals), kind);
}

/** A plainly written number ("2.125", "20") as typeableNumber writes it ("2.1250" in a dose field, "20"). */
export function typeableText(plain: string, kind: FieldKind = "dose"): string {
  return FIELD_RULES[kind].pointBeforeThree === "ask" && /^-?[1-9][0-9]{0,2}\.[0-9]{3}$/.test(plain)
    ? `${plain}0`
    : plain;
}

/** Whether a text is the number written plainly ("2.5", "1200"), so no "Read as" note is needed. */
export function isPlainNumberText(text: string, value: number): boolean {
  return text.replace(EDGE_SPACE, "") === formatPlainNumber(value, ECHO_DECIMALS);
}

/**
 * How a field's text was read when that differs from what was typed ("2,5" → "2.5", ".5" → "0.5",
 * "2 500" → "2500", in a laboratory field "1e-3" → "0.001"); null otherwise.
 */
export function readAs(text: string, kind: FieldKind = "dose"): string | null {
  const typed = text.trim();
  // Only when the reading is not obvious: a decimal comma, a bare point, a sign, a space between
  // digits or a power of ten.
  if (!/,|^[.+\u2212\u2013]|\d\s+\d|[eE×xX*·^]/.test(typed)) return null;
  const entry = readEntry(text, kind);
  if (!entry.ok) return null;
  const plain = formatPlainNumber(entry.value, 40);
  const shown = entry.unit ? `${plain} ${entry.unit.symbol}` : plain;
  return shown !== typed ? withLabelComma(shown, entry.groupedComma) : null;
}
