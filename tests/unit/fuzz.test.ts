/**
 * Fuzzing of every parser and calculator (issue 7, 'Fuzzing and faults'): at least 100,000
 * generated inputs per calculator across this file: structured numbers (signs including the
 * typographic minus, decimal points and commas, exponents, huge and tiny values, pasted spaces,
 * tabs, new lines, non-breaking and thin spaces), label concentrations in every accepted form,
 * unicode digits ('١٢', '１２', '१२'), and random text.
 *
 * For every input:
 *  - nothing throws;
 *  - no displayed string contains NaN, Infinity, undefined, null or [object …];
 *  - every computed value equals exact decimal arithmetic at the displayed precision: the inputs
 *    are read into BigInt rationals by tests/unit/exact-reference.ts, the formula is evaluated
 *    exactly and rounded by format.ts's documented rule (half away from zero), and the text the
 *    site shows must be exactly that.
 *
 * Exactness is required for numbers a person types: up to 15 significant digits (the most a
 * double holds without loss) and results between the smallest normal double and the largest
 * double. A result that is a decimal of at most 15 digits (every exact tie such as 0.035, which
 * must show as 0.04) is compared strictly; a repeating one (20/3) or a display of more than 15
 * digits must show a number within 2^-48 of the exact value (see `shown`). Longer and more
 * extreme numbers are still fuzzed for crashes, bad text and for being read to the nearest double.
 * A number below the smallest double reads as 0, as number-parse.test.ts documents ("1e-999").
 *
 * The one entry parser (issue 12): a differential property runs 100,000 generated entries (numbers
 * in many spellings, with and without units, commas, spaces, exponents, odd digits) through the
 * calculator's amount field and through Batch Convert: the same value and reading or the same
 * refusal reason every time, and no unit ever dropped (10 mcg is never read as 10 mg); a second
 * one holds the concentration's numbers to the amount field's. Disagreements and dropped units
 * are counted and printed (both must be 0).
 *
 * Seed: random per run (fast-check prints it on failure); set FUZZ_SEED to replay one.
 * FUZZ_SCALE (default 1) multiplies the number of runs.
 */
import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatDose, formatFixed, formatNumber, formatPlainNumber, type DoseUnit } from "~/domain/number/format";
import { parseConcentration, type ConcentrationResult } from "~/domain/number/concentration";
import { readEntry } from "~/domain/number/entry";
import { convertValue, evaluateConverter, parseAmount, type AmountResult } from "~/domain/dose/conversion";
import type { BatchOutcome } from "~/machines/batch/batch.types";
import { batchCopyText, batchCsv, batchHeading, batchSummary, convertBatch } from "~/machines/batch/batch.calc";
import { calculateMolarity } from "~/machines/molarity/molarity.calc";
import { formatMolarity, formatMolarityWorking } from "~/machines/molarity/molarity.words";
import { calculateDilution } from "~/machines/dilution/dilution.calc";
import { formatDilution } from "~/machines/dilution/dilution.words";
import { formatPercent, readSyringe } from "~/domain/syringe/syringe";
import { SYRINGES } from "~/domain/syringe/syringe-catalogue";
import { formatUnits, syringeTexts } from "~/domain/syringe/syringe-words";
import type { SyringeChoice } from "~/domain/syringe/syringe.types";
import type { Direction } from "~/data/doses";
import type { SolveFor } from "~/machines/dilution/dilution.types";
import {
  BAD_TEXT,
  MIN_NORMAL,
  OVERFLOW,
  UNDERFLOW,
  abs,
  add,
  allStrings,
  cmp,
  div,
  exactText,
  floor,
  floorLog10,
  fromInt,
  fromNumber,
  isInteger,
  isNeg,
  isZero,
  mul,
  p10,
  parseDecimal,
  q,
  refDose,
  refFixed,
  refNumber,
  refPlain,
  refBeyondAnEntry,
  refRoundsToZero,
  refMgResultText,
  refSmallest,
  roundedUnits,
  significantDigits,
  sub,
  terminates,
  type Q,
} from "./exact-reference";

// ---------------------------------------------------------------------------------------------
// Run budget and bookkeeping

const SCALE = Number(process.env.FUZZ_SCALE ?? 1) || 1;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));
const params = (n: number): fc.Parameters<unknown> => ({ numRuns: runs(n), seed: SEED, endOnFailure: false });

type Calculator =
  | "concentration"
  | "converter"
  | "batch"
  | "differential"
  | "differentialConcentration"
  | "molarity"
  | "dilution"
  | "syringe";
const inputsRun: Record<Calculator, number> = {
  differential: 0,
  differentialConcentration: 0,
  concentration: 0,
  converter: 0,
  batch: 0,
  molarity: 0,
  dilution: 0,
  syringe: 0,
};
const TARGET = 100_000;
/** Generous per-test limit: the file runs in about 40 s of CPU, longer on a busy machine. */
const TIMEOUT = 180_000;

afterAll(() => {
  console.log(`Fuzz inputs per calculator: ${JSON.stringify(inputsRun)}`);
  console.log(`Results beyond a double's 15 digits, accepted within 2^-48 of the exact value: ${undecidable}`);
});

function noBadText(value: unknown, context: string): void {
  for (const s of allStrings(value)) {
    if (BAD_TEXT.test(s)) throw new Error(`${context}: displayed text ${JSON.stringify(s)} contains a forbidden word`);
  }
}

function same(actual: unknown, expected: unknown, context: string): void {
  if (actual !== expected) {
    throw new Error(`${context}: got ${JSON.stringify(actual)}, exact arithmetic gives ${JSON.stringify(expected)}`);
  }
}

/** Results within a few units in the last place of a rounding boundary (see `shown`). */
let undecidable = 0;
/** Relative spread of a double computation: 2^-48, 16 to 32 units in the last place. */
const SPREAD = q(1n, 2n ** 48n);

/** Significant digits of a terminating rational. */
function sigDigitsOf(x: Q): number {
  const text = exactText(abs(x)).replace(".", "");
  return text.replace(/^0+/, "").replace(/0+$/, "").length;
}

const NUMBER_IN_TEXT = /-?\d[\d,\u202f]*(?:\.\d+)?/;
/** The number shown in a text ("1,200.5 mg" → 1200.5) and the text around it. */
function numberIn(text: string): { value: Q; shape: string } | null {
  const m = NUMBER_IN_TEXT.exec(text);
  if (!m) return null;
  return { value: parseDecimal(m[0].replace(/[,\u202f]/g, ""))!, shape: text.replace(NUMBER_IN_TEXT, "#") };
}

/** Significant digits shown in a text ("1,234.5 mg" → 5). */
function digitsShown(text: string): number {
  const m = NUMBER_IN_TEXT.exec(text);
  return m ? m[0].replace(/[-,.]/g, "").replace(/^0+/, "").length : 0;
}

/**
 * Checks a displayed text against exact arithmetic: `actual` must be `render(x)`.
 *
 * Strict whenever it can be: when the exact result x is a decimal of at most 15 significant digits
 * (every exact tie such as 0.035 included) and its display needs at most 15 significant digits,
 * a double holds x exactly and the text must be exactly render(x).
 *
 * Otherwise (a repeating decimal such as 20/3, or a display of more than 15 digits, beyond what a
 * double holds) a double computation can only land within a few units in its last place of x:
 * the text must then show a number between render(x − spread) and render(x + spread), written
 * the same way. Such cases that differ from render(x) are counted and printed.
 */
function shown(actual: string, x: Q, render: (x: Q) => string, spread: Q, context: string): void {
  const expected = render(x);
  if (actual === expected) return;
  const strict = terminates(x) && sigDigitsOf(x) <= 15 && digitsShown(expected) <= 15;
  if (!strict) {
    const got = numberIn(actual);
    const lo = numberIn(render(sub(x, spread)));
    const hi = numberIn(render(add(x, spread)));
    if (got && lo && hi && got.shape === lo.shape && cmp(lo.value, got.value) <= 0 && cmp(got.value, hi.value) <= 0) {
      undecidable += 1;
      return;
    }
  }
  throw new Error(
    `${context}: got ${JSON.stringify(actual)}, exact arithmetic gives ${JSON.stringify(expected)} (exact ${refPlain(x, 30)})`,
  );
}

/** The spread of a value computed from exact inputs with a few roundings. */
const spreadOf = (x: Q): Q => mul(abs(x), SPREAD);

// ---------------------------------------------------------------------------------------------
// Reference reading of a number (decisions.md 'Converter'; parse.ts module comment)

/** Whitespace a paste can bring along (parse.ts trims these at both ends). */
const PASTE_SPACES = [
  " ",
  "  ",
  "\t",
  "\n",
  "\r\n",
  "\u00a0",
  "\u2007",
  "\u202f",
  "\u2009",
  "\u200a",
  "\u200b",
  "\ufeff",
];
/** Whitespace JavaScript's trim() removes (the concentration field collapses these). */
const JS_SPACES = [" ", "  ", "\t", "\n", "\u00a0", "\u202f", "\u2009", "\ufeff"];

/** The double nearest to a terminating rational (JavaScript reads decimal text correctly rounded). */
function toDouble(x: Q): number {
  return Number(exactText(x));
}

// ---------------------------------------------------------------------------------------------
// Reference reading of one entry: a number and an optional unit word, as the amount field, the
// concentration's numbers and every Batch Convert entry read it (decisions.md 'Converter' and
// 'Dose safety'; domain/number/entry.ts module comment). Written here independently of src.

interface RefUnit {
  dimension: "mass" | "volume";
  /** To mg or mL. */
  factor: Q;
  symbol: "mcg" | "mg" | "g" | "mL" | "dL" | "L";
}
const refUnitOf = (dimension: RefUnit["dimension"], factor: Q, symbol: RefUnit["symbol"]): RefUnit => ({
  dimension,
  factor,
  symbol,
});
const MCG = refUnitOf("mass", q(1n, 1000n), "mcg");
const MG = refUnitOf("mass", fromInt(1), "mg");
const GRAM = refUnitOf("mass", fromInt(1000), "g");
const ML = refUnitOf("volume", fromInt(1), "mL");
const DL = refUnitOf("volume", fromInt(100), "dL");
const LITRE = refUnitOf("volume", fromInt(1000), "L");
/** The spellings people type (issue 18), lower case, µ/μ written "u". */
const REF_UNITS = new Map<string, RefUnit>([
  ...["mcg", "ug", "microgram", "micrograms"].map((w) => [w, MCG] as const),
  ...["mg", "milligram", "milligrams"].map((w) => [w, MG] as const),
  ...["g", "gram", "grams"].map((w) => [w, GRAM] as const),
  ...["ml", "cc", "millilitre", "millilitres", "milliliter", "milliliters"].map((w) => [w, ML] as const),
  ...["dl", "decilitre", "decilitres", "deciliter", "deciliters"].map((w) => [w, DL] as const),
  ...["l", "litre", "litres", "liter", "liters"].map((w) => [w, LITRE] as const),
]);
const refUnit = (word: string): RefUnit | undefined =>
  REF_UNITS.get(word.toLowerCase().replace(/[\u00b5\u03bc]/g, "u"));

type EntryReason = "empty" | "invalid" | "ambiguous" | "notation" | "unit";
type RefEntry =
  { ok: true; q: Q; sig: number; unit: RefUnit | null; comma: boolean } | { ok: false; reason: EntryReason };

const REF_EDGE = /^[\s\u200b\ufeff]+|[\s\u200b\ufeff]+$/g;
/** Unicode space separators: they can group thousands ("2 500", "1\u202f200"). */
const REF_GROUP = "[ \\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000]";
const REF_SPLIT = new RegExp(`^([+-]?)([0-9.,]*(?:${REF_GROUP}+[0-9.,]+)*)(.*)$`, "s");
const REF_HAS_GROUP = new RegExp(REF_GROUP);
/** A list entry that starts with thousands grouped by spaces, then perhaps decimals and a word. */
const REF_SPACED_ENTRY = new RegExp(
  `^[+\\-\\u2212\\u2013]?[1-9][0-9]{0,2}(?:${REF_GROUP}+[0-9]{3})+(?:[.,][0-9]*)?\\s*(?:\\p{L}.*)?$`,
  "u",
);
const REF_GROUPED = new RegExp(`^[1-9][0-9]{0,2}(?:${REF_GROUP}+[0-9]{3})+(?:[.,][0-9]*)?$`);

/**
 * One entry by the documented rules of its kind of field (src/domain/number/field-kinds.ts, issue
 * 51): a dose field (the default) asks about a point before three digits and refuses a power of
 * ten; a laboratory field (`lab`) reads both; a label field (`label`, issue 56) is a dose field that
 * reads a comma before three digits ending in a zero, and commas every three digits, as thousands.
 */
function refEntry(text: string, lab = false, label = false): RefEntry {
  const no = (reason: EntryReason): RefEntry => ({ ok: false, reason });
  const trimmed = text.replace(REF_EDGE, "");
  if (trimmed === "") return no("empty");
  const t = trimmed.replace(/^[\u2212\u2013]/, "-");
  if (/^[+-]?(?:infinity|inf|nan|∞)$/i.test(t)) return no("invalid");
  if ([...t].some((c) => /\p{Nd}/u.test(c) && !/[0-9]/.test(c))) return no("notation");
  if (/^[+-]?0x/i.test(t) || /[0-9]_+[0-9]/.test(t)) return no("notation");
  const power = /^([+-]?)([0-9.,]*[0-9.])[eE]([+\-\u2212]?[0-9]{1,3})(?![0-9])(.*)$/s.exec(t);
  if (power && lab) {
    const [, sign = "", mantissaText = "", exponent = "0", rest = ""] = power;
    const mantissa = refEntry(`${sign}${mantissaText}`, true);
    if (!mantissa.ok) return mantissa;
    const q = mul(mantissa.q, p10(Number(exponent.replace("\u2212", "-"))));
    if (!isZero(q) && (cmp(abs(q), parseDecimal("1e-30")!) < 0 || cmp(abs(q), parseDecimal("1e15")!) >= 0))
      return no("notation");
    const word = rest.replace(REF_EDGE, "");
    let unit: RefUnit | null = null;
    if (word !== "") {
      if (!/^\p{L}/u.test(word)) return no("invalid");
      unit = refUnit(word) ?? null;
      if (!unit) return no("unit");
    }
    return { ok: true, q, sig: mantissa.sig, unit, comma: mantissa.comma };
  }
  if (/[0-9.][eE][+\-\u2212]?[0-9]/.test(t)) return no("notation");
  const [, sign = "", body = "", tail = ""] = REF_SPLIT.exec(t)!;
  if (!/[0-9]/.test(body)) return no("invalid");
  const word = tail.replace(REF_EDGE, "");
  let unit: RefUnit | null = null;
  if (word !== "") {
    if (!/^\p{L}/u.test(word)) return no("invalid");
    unit = refUnit(word) ?? null;
    if (!unit) return no("unit");
  }
  // Thousands grouped by spaces are read (issue 51): a space is never a decimal mark.
  const spaced = REF_HAS_GROUP.test(body);
  if (spaced && !REF_GROUPED.test(body)) return no("invalid");
  const unspaced = spaced ? body.replace(new RegExp(`${REF_GROUP}+`, "g"), "") : body;
  const labelGroups = unspaced.split(",");
  const labelComma =
    label &&
    !spaced &&
    /^[1-9][0-9]{0,2}(?:,[0-9]{3})+$/.test(unspaced) &&
    (labelGroups.length > 2 || (labelGroups[1] ?? "").endsWith("0"));
  const plainBody = labelComma ? labelGroups.join("") : unspaced;
  const commas = plainBody.split(",").length - 1;
  if (commas > 1 || (commas === 1 && plainBody.includes("."))) return no("ambiguous");
  const m = /^([0-9]*)(?:([.,])([0-9]*))?$/.exec(plainBody);
  if (!m) return no("invalid");
  const [, int = "", sep, frac = ""] = m;
  if (int === "" && frac === "") return no("invalid");
  if (sep === "," && (spaced || /^[1-9][0-9]{0,2}$/.test(int)) && frac.length === 3) return no("ambiguous");
  // A point before exactly three digits can group thousands too in a dose field (issue 27): "1.000", "2.500".
  if (!lab && sep === "." && !spaced && /^[1-9][0-9]{0,2}$/.test(int) && frac.length === 3) return no("ambiguous");
  const sig = significantDigits(int, frac);
  if (int.replace(/^0+/, "").length > 15 || sig > 15) return no("notation");
  const value = parseDecimal(`${sign === "-" ? "-" : ""}${int || "0"}.${frac}`)!;
  if (!isZero(value) && cmp(abs(value), UNDERFLOW) <= 0) return no("notation");
  return { ok: true, q: value, sig, unit, comma: sep === "," };
}

/** Whether an entry's value (times its unit factor) is held exactly by a double. */
function exactValue(sig: number, value: Q): boolean {
  return sig <= 15 && (isZero(value) || (cmp(abs(value), MIN_NORMAL) >= 0 && cmp(abs(value), OVERFLOW) < 0));
}

// ---------------------------------------------------------------------------------------------
// Generators

const digitChar = fc.constantFrom(..."0123456789".split(""));
const digits = (min: number, max: number) => fc.stringOf(digitChar, { minLength: min, maxLength: max });
/** Digits with fewer nines and more fives and zeros than uniform: ties and round values. */
const tieDigit = fc.constantFrom("0", "0", "1", "2", "5", "5", "5", "3", "4", "7", "9");
const tieDigits = (min: number, max: number) => fc.stringOf(tieDigit, { minLength: min, maxLength: max });
const space = (list: string[]): fc.Arbitrary<string> =>
  list.length === 0
    ? fc.constant("")
    : fc.oneof({ weight: 3, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fc.constantFrom(...list) });

interface NumberText {
  /** The text as typed. */
  text: string;
  /** The text without the edge spaces. */
  core: string;
}

interface NumberShape {
  signs?: string[];
  /** Allow a decimal comma. */
  comma?: boolean;
  /** Exponent range, or null for none. */
  exponent?: [number, number] | null;
  /** Max integer and fraction digits. */
  maxInt?: number;
  maxFrac?: number;
  spaces?: string[];
}

/** Decimal text: [spaces][sign]int[.|,frac][e±n][spaces]. */
function numberText(shape: NumberShape = {}): fc.Arbitrary<NumberText> {
  const {
    signs = ["", "", "", "+", "-", "\u2212"],
    comma = true,
    exponent = [-12, 12],
    maxInt = 7,
    maxFrac = 8,
    spaces = PASTE_SPACES,
  } = shape;
  const body = fc
    .record({
      sign: fc.constantFrom(...signs),
      int: fc.oneof(
        digits(0, maxInt),
        tieDigits(0, Math.min(3, maxInt)),
        fc.constantFrom("0", "1", "10", "100", "1000"),
      ),
      sep: fc.constantFrom(...(comma ? ["", "", ".", ".", ".", ","] : ["", "", "."])),
      frac: fc.oneof(digits(0, maxFrac), tieDigits(0, Math.min(4, maxFrac))),
      exp: exponent
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constant("") },
            {
              weight: 1,
              arbitrary: fc
                .tuple(
                  fc.constantFrom("e", "E"),
                  fc.constantFrom("", "+", "-"),
                  fc.integer({ min: exponent[0], max: exponent[1] }),
                )
                .map(([e, s, n]) => (n < 0 ? `${e}-${-n}` : `${e}${s}${n}`)),
            },
          )
        : fc.constant(""),
    })
    .map(({ sign, int, sep, frac, exp }) => {
      // Keep a number a number: a fraction needs a separator; something must have digits.
      const i = int === "" && frac === "" ? "0" : int;
      return `${sign}${i}${sep === "" && frac !== "" ? "." : sep}${frac}${exp}`;
    });
  return fc.tuple(space(spaces), body, space(spaces)).map(([a, core, b]) => ({ text: `${a}${core}${b}`, core }));
}

/** Short positive decimals with few digits: products and quotients land on rounding ties often. */
const smallDigitsNumber: fc.Arbitrary<string> = fc
  .tuple(tieDigits(0, 3), tieDigits(0, 4))
  .map(([i, f]) => (f === "" ? i || "0" : `${i || "0"}.${f}`));

const UNICODE_DIGITS = [
  "٠١٢٣٤٥٦٧٨٩", // Arabic-Indic
  "۰۱۲۳۴۵۶۷۸۹", // Extended Arabic-Indic
  "०१२३४५६७८९", // Devanagari
  "０１２３４５６７８９", // Fullwidth
  "০১২৩৪৫৬৭৮৯", // Bengali
];
/** Numbers written (at least partly) in non-ASCII digits: '١٢', '１２', '٣٫٥', '1２'. */
const unicodeDigitsText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...UNICODE_DIGITS),
    fc.array(fc.nat(9), { minLength: 1, maxLength: 6 }),
    fc.constantFrom("", ".", ",", "٫", "．", "，"),
    fc.array(fc.nat(9), { maxLength: 3 }),
    fc.boolean(),
    space(PASTE_SPACES),
  )
  .map(([set, a, sep, b, mixAscii, sp]) => {
    const chars = [...set];
    const head = a.map((d, i) => (mixAscii && i === 0 ? String(d) : chars[d]!)).join("");
    const tail = b.map((d) => chars[d]!).join("");
    // At least one non-ASCII digit must remain.
    const text = `${head}${tail ? `${sep}${tail}` : ""}`;
    // eslint-disable-next-line no-control-regex -- "any character outside ASCII": the range starts at NUL on purpose
    return /[^\x00-\x7f]/.test(text) ? `${sp}${text}` : `${sp}${chars[1]}${text}`;
  });

const JUNK_TOKENS = [
  "abc",
  "Infinity",
  "-Infinity",
  "NaN",
  "undefined",
  "null",
  "0x10",
  "1_000",
  "--1",
  "1..2",
  "1e999",
  "1e-999",
  "+-1",
  ".",
  ",",
  "e5",
  "1e",
  "1e+",
  "..5",
  "5..",
  "١٢",
  "１２",
  "½",
  "1/2",
  "2.5.1",
  "1 200",
  "∞",
  "⁵",
  "²",
];
/** Random text: printable ASCII with number-ish characters, full unicode, junk words. */
const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.stringOf(fc.constantFrom(..."0123456789.,eE+-−–  \t\u00a0%:/mgLlcuµμinperw()".split("")), { maxLength: 24 }),
  fc.string({ maxLength: 20 }),
  fc.fullUnicodeString({ maxLength: 12 }),
  fc.constantFrom(...JUNK_TOKENS),
  fc.tuple(fc.constantFrom(...JUNK_TOKENS), fc.constantFrom(...JUNK_TOKENS)).map(([a, b]) => `${a}${b}`),
);

/** Extreme numbers: long digit strings, huge and tiny exponents. */
const extremeNumberText: fc.Arbitrary<string> = fc.oneof(
  numberText({ maxInt: 25, maxFrac: 25, exponent: [-400, 400] }).map((t) => t.text),
  fc.double({ noNaN: true }).map((x) => String(x)),
  fc
    .tuple(fc.constantFrom("", "-"), digits(1, 3), fc.integer({ min: -340, max: 330 }))
    .map(([s, d, e]) => `${s}${d}e${e}`),
  fc.constantFrom(
    "1.7976931348623157e308",
    "1.7976931348623159e308",
    "2e308",
    "5e-324",
    "2e-324",
    "2.4703282292062327e-324",
    "4.9e-324",
    "1e-400",
    "0.000000000000000000001",
  ),
);

// ---------------------------------------------------------------------------------------------
// Concentration labels with their exact value

/** Unit words for labels: every spelling, some in mixed case, and words that are not units. */
const MASS_WORDS = [...REF_UNITS.entries()]
  .filter(([, u]) => u.dimension === "mass")
  .map(([w]) => w)
  .concat("µg", "μg");
const VOLUME_WORDS = [...REF_UNITS.entries()].filter(([, u]) => u.dimension === "volume").map(([w]) => w);

type ConcReason = EntryReason | "zero";
type RefConcentration =
  | {
      ok: true;
      mgPerMl: Q;
      /** How the label is echoed; null when it reads as the normalized value itself. */
      read: string | null;
      form: "plain" | "mass-per-volume" | "percent" | "ratio";
      exactInputs: boolean;
    }
  | { ok: false; reason: ConcReason };

interface Label {
  text: string;
  ref: RefConcentration;
  /**
   * What the dose converter reads, when it differs: a bare number there keeps the dose rule
   * (decisions.md "Converter": "1,200" alone is asked), where a clinical label field reads it as printed.
   */
  converterRef?: RefConcentration;
}

/** The display of a concentration (concentration.ts formatConcentrationValue). */
function refConcentration(x: Q): string {
  const tiny = !isZero(x) && cmp(abs(x), q(1n, 10000n)) < 0;
  const small = !isZero(x) && cmp(abs(x), q(1n, 100n)) < 0;
  // Below 0.0001: at least 12 decimals, and as many as 4 significant figures need; below 0.01:
  // at least 3 significant figures; else 4 decimals.
  const decimals = tiny ? Math.max(12, 3 - floorLog10(abs(x))) : small ? Math.max(4, 2 - floorLog10(abs(x))) : 4;
  return `${refNumber(x, decimals)} mg/mL`;
}

function mixedCase(word: string, mask: number): string {
  return [...word].map((c, i) => ((mask >> i) & 1 ? c.toUpperCase() : c)).join("");
}

/** An entry echoed as typed: every digit, grouped (entry.ts echoNumber). */
const echoRef = (x: Q): string => refNumber(x, 40);

/** A part of a label (a number and maybe a unit), read by the entry rules; "empty" reads as "invalid". */
function labelPart(
  text: string,
  label = true,
): { ok: true; q: Q; exact: boolean; unit: RefUnit | null } | { ok: false; reason: ConcReason } {
  const r = refEntry(text, false, label);
  if (!r.ok) return { ok: false, reason: r.reason === "empty" ? "invalid" : r.reason };
  return { ok: true, q: r.q, exact: exactValue(r.sig, r.q), unit: r.unit };
}

function finish(
  value: Q,
  read: string | null,
  form: "plain" | "mass-per-volume" | "percent" | "ratio",
  exact: boolean,
): RefConcentration {
  if (cmp(abs(value), OVERFLOW) >= 0) return { ok: false, reason: "notation" };
  if (cmp(value, q(0n)) <= 0) return { ok: false, reason: "zero" };
  return { ok: true, mgPerMl: value, read, form, exactInputs: exact && cmp(value, MIN_NORMAL) >= 0 };
}

const concSpace = fc.constantFrom("", "", " ", "  ", "\t");
const concNumber = fc.oneof(
  {
    weight: 3,
    arbitrary: numberText({ spaces: [], signs: ["", "", "", "+", "-"], exponent: [-6, 6], maxInt: 5, maxFrac: 6 }).map(
      (t) => t.core,
    ),
  },
  { weight: 2, arbitrary: smallDigitsNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "250",
      "5",
      "3",
      "7",
      "0.3",
      "6",
      "1",
      "1000",
      "0,5",
      "2,5",
      "1,000",
      "0",
      "1 000",
      "2\u202f500",
      "1234567890123456",
      "0x10",
      "1_000",
    ),
  },
);

const plainLabel: fc.Arbitrary<Label> = fc
  .tuple(concNumber, fc.constantFrom("", "", "\u2212"), space(JS_SPACES), space(JS_SPACES))
  .map(([n, minus, a, b]) => {
    const core = minus && !/^[+-]/.test(n) ? `${minus}${n}` : n;
    const refOf = (r: ReturnType<typeof labelPart>): RefConcentration =>
      !r.ok ? { ok: false, reason: r.reason } : finish(r.q, null, "plain", r.exact);
    return { text: `${a}${core}${b}`, ref: refOf(labelPart(core)), converterRef: refOf(labelPart(core, false)) };
  });

const massPerVolumeLabel: fc.Arbitrary<Label> = fc
  .record({
    mass: concNumber,
    massUnit: fc.constantFrom(...MASS_WORDS, "kg", "oz", "ml"),
    sep: fc.constantFrom("/", "per", "in", " / ", "PER"),
    volume: fc.option(concNumber, { nil: undefined, freq: 3 }),
    volumeUnit: fc.constantFrom(...VOLUME_WORDS, "tsp", "mg"),
    s: fc.tuple(concSpace, concSpace, concSpace, concSpace),
    caseMask: fc.nat(255),
  })
  .map(({ mass, massUnit, sep, volume, volumeUnit, s, caseMask }) => {
    // A word separator needs a space before a unit word when nothing else separates them.
    const sepText = /[a-z]/i.test(sep) ? ` ${sep} ` : sep;
    const massWord = mixedCase(massUnit, caseMask);
    const volumeWord = mixedCase(volumeUnit, caseMask >> 3);
    const text = `${mass}${s[0]}${massWord}${s[1]}${sepText}${s[2]}${volume ?? ""}${s[3]}${volumeWord}`;
    // The label splits at its separator into a mass part and a volume part, each read by the entry rules.
    let ref: RefConcentration;
    const m = labelPart(`${mass}${s[0]}${massWord}`);
    const alone = volume === undefined ? refUnit(volumeWord) : undefined;
    const v =
      alone !== undefined
        ? ({ ok: true, q: fromInt(1), exact: true, unit: alone } as const)
        : volume === undefined
          ? ({ ok: false, reason: "unit" } as const)
          : labelPart(`${volume}${s[3]}${volumeWord}`);
    if (!m.ok) ref = { ok: false, reason: m.reason };
    else if (!v.ok) ref = { ok: false, reason: v.reason };
    else if (m.unit?.dimension !== "mass" || v.unit?.dimension !== "volume") ref = { ok: false, reason: "unit" };
    else if (cmp(m.q, q(0n)) <= 0 || cmp(v.q, q(0n)) <= 0) ref = { ok: false, reason: "zero" };
    else {
      const mu = m.unit;
      const vu = v.unit;
      const value = div(mul(m.q, mu.factor), mul(v.q, vu.factor));
      const read =
        volume === undefined
          ? mu.symbol === "mg" && vu.symbol === "mL"
            ? null
            : `${echoRef(m.q)} ${mu.symbol}/${vu.symbol}`
          : `${echoRef(m.q)} ${mu.symbol} per ${echoRef(v.q)} ${vu.symbol}`;
      ref = finish(value, read, "mass-per-volume", m.exact && v.exact);
    }
    return { text, ref };
  });

const percentLabel: fc.Arbitrary<Label> = fc
  .tuple(concNumber, concSpace, fc.constantFrom("", " w/v", "w/v", " (w/v)", "(w/v)", " ( w / v )", " W/V"))
  .map(([p, s, suffix]) => {
    const part = labelPart(p);
    let ref: RefConcentration;
    if (!part.ok) ref = { ok: false, reason: part.reason };
    else if (cmp(part.q, q(0n)) <= 0) ref = { ok: false, reason: "zero" };
    else ref = finish(mul(part.q, fromInt(10)), `${echoRef(part.q)}% (w/v)`, "percent", part.exact);
    return { text: `${p}${s}%${suffix}`, ref };
  });

const ratioNumber = fc.oneof(
  fc.integer({ min: 0, max: 999 }).map(String),
  fc.integer({ min: 1, max: 10_000_000 }).map((n) => n.toLocaleString("en-US")),
  fc.integer({ min: 1, max: 10_000_000 }).map(String),
  smallDigitsNumber,
  fc.constantFrom("1,5", "10,00", "1.5", ".5", "5."),
  // A point before exactly three digits could group thousands (1:1.000 for 1:1,000): refused.
  fc.constantFrom("1.000", "10.000", "100.000", "1.000.000", "2.500", "0.500", "1000.000", "1.0000"),
);
const ratioLabel: fc.Arbitrary<Label> = fc
  // A ratio strength is 1 part in n: mostly 1 first, sometimes another number (refused).
  .tuple(
    fc.oneof({ weight: 3, arbitrary: fc.constant("1") }, { weight: 2, arbitrary: ratioNumber }),
    ratioNumber,
    fc.constantFrom(":", " : ", " in ", "in", " IN "),
  )
  .map(([a, b, sep]) => {
    const text = `${a}${sep}${b}`;
    const ambiguous = (t: string) => /^[1-9]\d{0,2}(\.\d{3})+$/.test(t);
    const read = (t: string): Q | null => {
      if (/^\d{1,3}(,\d{3})+$/.test(t)) return parseDecimal(t.replace(/[,\u202f]/g, ""));
      if (ambiguous(t)) return null;
      if (/^(\d+\.?\d*|\.\d+)$/.test(t)) return parseDecimal(t);
      return null;
    };
    const g = read(a);
    const ml = read(b);
    // "5in10" has no space: the ratio pattern still reads it ("in" between numbers).
    let ref: RefConcentration;
    if (ambiguous(a) || ambiguous(b)) ref = { ok: false, reason: "ambiguous" };
    else if (g === null || ml === null) ref = { ok: false, reason: "invalid" };
    else if (cmp(g, q(0n)) <= 0 || cmp(ml, q(0n)) <= 0) ref = { ok: false, reason: "zero" };
    else if (cmp(g, q(1n)) !== 0) ref = { ok: false, reason: "unit" };
    else {
      ref = finish(
        div(mul(g, fromInt(1000)), ml),
        `${echoRef(g)}:${echoRef(ml)} = ${echoRef(g)} g in ${echoRef(ml)} mL`,
        "ratio",
        true,
      );
    }
    return { text, ref };
  });

const labelArb: fc.Arbitrary<Label> = fc.oneof(
  { weight: 3, arbitrary: plainLabel },
  { weight: 4, arbitrary: massPerVolumeLabel },
  { weight: 1, arbitrary: percentLabel },
  { weight: 1, arbitrary: ratioLabel },
);

/** Checks a concentration result against its reference. */
function checkConcentration(text: string, got: ConcentrationResult, ref: RefConcentration): void {
  const ctx = `parseConcentration(${JSON.stringify(text)})`;
  noBadText(got, ctx);
  if (!ref.ok) {
    if (got.ok) throw new Error(`${ctx}: accepted as ${got.normalized}, expected a refusal (${ref.reason})`);
    expect(got.message.length, ctx).toBeGreaterThan(0);
    same(got.reason, ref.reason, `${ctx} reason`);
    return;
  }
  if (!got.ok)
    throw new Error(`${ctx}: refused (${got.reason}: ${got.message}), expected ${refConcentration(ref.mgPerMl)}`);
  same(got.form, ref.form, `${ctx} form`);
  if (!ref.exactInputs) return;
  shown(got.normalized, ref.mgPerMl, refConcentration, spreadOf(ref.mgPerMl), `${ctx} normalized`);
  same(got.read, ref.read ?? got.normalized, `${ctx} read`);
  same(
    got.description,
    got.read === got.normalized ? got.normalized : `${got.read} = ${got.normalized}`,
    `${ctx} description`,
  );
}

// ---------------------------------------------------------------------------------------------
// Formatters (the display rules every calculator goes through)

describe("fuzz: formatDose, formatNumber, formatFixed, formatPlainNumber", () => {
  const anyDouble = fc.oneof(
    fc.double(),
    fc.double({ min: -1e6, max: 1e6 }),
    smallDigitsNumber.map(Number),
    fc.tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 8 })).map(([n, d]) => n / 10 ** d),
    fc.constantFrom(
      NaN,
      Infinity,
      -Infinity,
      -0,
      5e-324,
      Number.MAX_VALUE,
      1.005,
      0.00005,
      0.000049999,
      2.675,
      1e21,
      1e-7,
    ),
  );
  it(
    "match exact rounding of the shown digits (half away from zero) and never show NaN/Infinity",
    () => {
      const units: DoseUnit[] = ["mg", "mL", "mcg", "g", "L"];
      fc.assert(
        fc.property(anyDouble, fc.constantFrom(...units), fc.integer({ min: 0, max: 12 }), (x, unit, decimals) => {
          inputsRun.converter += 1;
          const texts = [
            formatDose(x, unit),
            formatNumber(x, decimals),
            formatFixed(x, decimals),
            formatPlainNumber(x, decimals),
          ];
          noBadText(texts, `format(${x})`);
          if (!Number.isFinite(x)) {
            expect(texts).toEqual(["—", "—", "—", ""]);
            return;
          }
          const v = fromNumber(x);
          same(texts[0], refDose(v, unit), `formatDose(${x}, ${unit})`);
          same(texts[1], refNumber(v, decimals), `formatNumber(${x}, ${decimals})`);
          same(texts[2], refFixed(v, decimals), `formatFixed(${x}, ${decimals})`);
          same(texts[3], refPlain(v, decimals), `formatPlainNumber(${x}, ${decimals})`);
        }),
        params(20_000),
      );
    },
    TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------
// Concentration

describe("fuzz: parseConcentration", () => {
  it(
    "labels in every accepted form give the exact mg/mL, shown by the display rules",
    () => {
      fc.assert(
        fc.property(labelArb, ({ text, ref }) => {
          inputsRun.concentration += 1;
          checkConcentration(text, parseConcentration(text), ref);
        }),
        params(65_000),
      );
    },
    TIMEOUT,
  );

  it(
    "random text never throws; anything accepted is a positive finite concentration",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            junkText,
            unicodeDigitsText,
            extremeNumberText,
            extremeNumberText.map((n) => `${n} mg/mL`),
            extremeNumberText.map((n) => `1:${n}`),
          ),
          (text) => {
            inputsRun.concentration += 1;
            const got = parseConcentration(text);
            noBadText(got, `parseConcentration(${JSON.stringify(text)})`);
            if (got.ok) {
              expect(Number.isFinite(got.mgPerMl) && got.mgPerMl > 0, text).toBe(true);
            } else {
              expect(got.message.length).toBeGreaterThan(0);
            }
          },
        ),
        params(35_000),
      );
    },
    TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------
// Converter (evaluateConverter: parseAmount + parseConcentration + convert + formatDose)

interface AmountCase {
  text: string;
  /** Unit word typed after the number, if any. */
  unit: string | null;
  number: string;
}

const AMOUNT_UNIT_WORDS = [
  "mg",
  "MG",
  "milligrams",
  "ml",
  "mL",
  "cc",
  "millilitres",
  "mcg",
  "µg",
  "micrograms",
  "g",
  "L",
  "litres",
  "dL",
  "units",
  "kg",
];

const amountArb: fc.Arbitrary<AmountCase> = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: numberText({ exponent: [-8, 8] }).map((t) => t.text) },
      { weight: 3, arbitrary: smallDigitsNumber },
      { weight: 1, arbitrary: junkText },
      { weight: 1, arbitrary: unicodeDigitsText },
    ),
    fc.option(fc.tuple(fc.constantFrom("", " ", "\t"), fc.constantFrom(...AMOUNT_UNIT_WORDS)), { freq: 4 }),
  )
  .map(([number, unit]) => ({
    text: unit ? `${number.trimEnd()}${unit[0]}${unit[1]}` : number,
    unit: unit ? unit[1] : null,
    number,
  }));

type AmountReason = EntryReason | "negative";
type RefAmount =
  | {
      ok: true;
      /** The amount in the field's unit. */
      q: Q;
      exact: boolean;
      /** The number as typed and its unit, when a unit other than the field's was converted. */
      from: { q: Q; symbol: string } | null;
    }
  | { ok: false; reason: AmountReason };

/** The amount field by its documented rules (src/domain/dose/conversion.ts parseAmount; decisions.md 'Dose safety'). */
function refAmount(text: string, direction: Direction): RefAmount {
  const e = refEntry(text);
  if (!e.ok) return { ok: false, reason: e.reason };
  const base = direction === "mgToMl" ? MG : ML;
  const unit = e.unit ?? base;
  if (unit.dimension !== base.dimension) return { ok: false, reason: "unit" };
  if (isNeg(e.q)) return { ok: false, reason: "negative" };
  const value = mul(e.q, unit.factor);
  return {
    ok: true,
    q: value,
    exact: exactValue(e.sig, value),
    from: unit === base ? null : { q: e.q, symbol: unit.symbol },
  };
}

type RefResult = { status: "ok" | "too-small"; value: Q } | { status: "too-large" };

/** One conversion, exactly (src/domain/dose/conversion.ts convertValue). */
function refConvert(amount: Q, mgPerMl: Q, direction: Direction): RefResult | { status: "either" } {
  const value = direction === "mgToMl" ? div(amount, mgPerMl) : mul(amount, mgPerMl);
  const decimals = direction === "mgToMl" ? 4 : 2;
  if (cmp(abs(value), OVERFLOW) >= 0) return { status: "too-large" };
  // More digits than can be true: too large. Within the double's spread of that edge, either answer.
  const beyond = [sub(value, spreadOf(value)), value, add(value, spreadOf(value))].map((v) =>
    refBeyondAnEntry(v, decimals),
  );
  if (beyond.every(Boolean)) return { status: "too-large" };
  if (beyond.some(Boolean)) return { status: "either" };
  return { status: refRoundsToZero(value, direction === "mgToMl" ? 4 : 2) ? "too-small" : "ok", value };
}

/** The result text by the display rules: "0.4 mL", "1,200 mg", "less than 0.0001 mL". */
function refResultText(direction: Direction): (x: Q) => string {
  if (direction === "mlToMg") return refMgResultText;
  return (x) => (refRoundsToZero(x, 4) ? `less than ${refSmallest(4)} mL` : refDose(x, "mL"));
}

/** Whether a result is shown off the scale: "less than …", or an mg result said in mcg. */
const offTheScale = (text: string): boolean => text.startsWith("less than ") || text.endsWith(" mcg");

/** The plain number written back into a field (Swap): no unit, no commas; "" when off the scale. */
function refResultPlain(direction: Direction): (x: Q) => string {
  const decimals = direction === "mgToMl" ? 4 : 2;
  return (x) => (offTheScale(refResultText(direction)(x)) ? "" : refPlain(x, decimals));
}

/** Whether an exact result can be held by a double (not beyond the largest, not below the smallest normal). */
function representable(x: Q): boolean {
  return isZero(x) || (cmp(abs(x), MIN_NORMAL) >= 0 && cmp(abs(x), OVERFLOW) < 0);
}

describe("fuzz: converter (mg ↔ mL)", () => {
  const direction = fc.constantFrom<Direction>("mgToMl", "mlToMg");

  it(
    "every result equals exact decimal arithmetic at the displayed precision",
    () => {
      fc.assert(
        fc.property(amountArb, labelArb, direction, (amount, label, dir) => {
          inputsRun.converter += 1;
          const e = evaluateConverter({ amountText: amount.text, concentrationText: label.text, direction: dir });
          const ctx = `evaluateConverter(${JSON.stringify(amount.text)}, ${JSON.stringify(label.text)}, ${dir})`;
          noBadText(e, ctx);
          const a = refAmount(amount.text, dir);
          same(e.amount.ok, a.ok, `${ctx} amount accepted`);
          if (!a.ok && !e.amount.ok) same(e.amount.reason, a.reason, `${ctx} amount reason`);
          const labelRef = label.converterRef ?? label.ref;
          checkConcentration(label.text, e.concentration, labelRef);
          if (!a.ok || !labelRef.ok) {
            same(e.result.status, "none", `${ctx} result status`);
            return;
          }
          const ref = refConvert(a.q, labelRef.mgPerMl, dir);
          if (!a.exact || !labelRef.exactInputs || ref.status === "either") return;
          if (ref.status !== "too-large" && !representable(ref.value)) return;
          const unit = dir === "mgToMl" ? "mg" : "mL";
          if (e.amount.ok) {
            same(e.amount.read, `${echoRef(a.q)} ${unit}`, `${ctx} amount read`);
            // A converted unit is said: "10 mcg = 0.01 mg".
            if (a.from)
              same(e.amount.note, `${echoRef(a.from.q)} ${a.from.symbol} = ${e.amount.read}`, `${ctx} amount note`);
          }
          if (ref.status === "too-large") {
            same(e.result.status, "none", `${ctx} status`);
            return;
          }
          if (e.result.status === "none")
            throw new Error(`${ctx}: no result (${e.result.message}), exact result ${refPlain(ref.value, 20)}`);
          shown(e.result.text, ref.value, refResultText(dir), spreadOf(ref.value), `${ctx} result text`);
          same(e.result.status, offTheScale(e.result.text) ? "too-small" : "ok", `${ctx} status matches the text`);
          if (e.result.status === "ok") {
            shown(e.result.plain, ref.value, refResultPlain(dir), spreadOf(ref.value), `${ctx} plain`);
            const op = dir === "mgToMl" ? "÷" : "×";
            same(
              e.result.worked,
              `${echoRef(a.q)} ${unit} ${op} ${e.concentration.ok ? e.concentration.normalized : "?"} = ${e.result.text}`,
              `${ctx} worked line`,
            );
          }
        }),
        params(60_000),
      );
    },
    TIMEOUT,
  );

  it(
    "random and extreme inputs in both fields never throw or show NaN/Infinity/undefined",
    () => {
      const field = fc.oneof(
        junkText,
        extremeNumberText,
        unicodeDigitsText,
        labelArb.map((l) => l.text),
      );
      fc.assert(
        fc.property(field, field, direction, (amountText, concentrationText, dir) => {
          inputsRun.converter += 1;
          const e = evaluateConverter({ amountText, concentrationText, direction: dir });
          noBadText(
            e,
            `evaluateConverter(${JSON.stringify(amountText)}, ${JSON.stringify(concentrationText)}, ${dir})`,
          );
          if (e.result.status !== "none") expect(Number.isFinite(e.result.value)).toBe(true);
        }),
        params(20_000),
      );
    },
    TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------
// Batch Convert, and the differential property: calculator(entry) ≡ batch(entry)

/** Signs people type, typographic minus and en dash included. */
const entrySign = fc.constantFrom("", "", "", "+", "-", "\u2212", "\u2013");
/** Spaces that can group thousands: ordinary, no-break, narrow no-break, thin, figure. */
const GROUP_SPACES = [" ", "\u00a0", "\u202f", "\u2009", "\u2007"];
const decimalTail = fc.option(
  fc.tuple(fc.constantFrom(".", ","), digits(1, 3)).map(([sep, d]) => `${sep}${d}`),
  { nil: "" },
);

/**
 * One entry's number, in the many ways people write one: plain and long decimals, decimal commas,
 * exponents, thousands commas and points (well formed or not), digits grouped by spaces, a leading
 * or trailing point, hexadecimal, digit separators, non-ASCII digits, Infinity and NaN, junk.
 */
const entryNumber: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: numberText({ spaces: [], exponent: [-8, 8], maxInt: 18, maxFrac: 18 }).map((t) => t.core) },
    { weight: 3, arbitrary: smallDigitsNumber },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          entrySign,
          digits(1, 3),
          fc.array(digits(1, 4), { minLength: 1, maxLength: 3 }),
          fc.constantFrom(",", "."),
          decimalTail,
        )
        .map(([sign, head, groups, sep, tail]) => `${sign}${head}${groups.map((g) => `${sep}${g}`).join("")}${tail}`),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          entrySign,
          digits(1, 3),
          fc.array(digits(3, 3), { minLength: 1, maxLength: 3 }),
          fc.constantFrom(...GROUP_SPACES),
          decimalTail,
        )
        .map(([sign, head, groups, sp, tail]) => `${sign}${head}${groups.map((g) => `${sp}${g}`).join("")}${tail}`),
    },
    { weight: 1, arbitrary: fc.tuple(entrySign, digits(1, 4)).map(([sign, d]) => `${sign}.${d}`) },
    { weight: 1, arbitrary: digits(1, 4).map((d) => `${d}.`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "0x10",
        "0X1f",
        "-0x5",
        "1_000",
        "12_5",
        "Infinity",
        "-Infinity",
        "NaN",
        "inf",
        "∞",
        "1e3",
        "1E-2",
        "2.5e+1",
        "1e999",
        "abc",
        "--1",
        "+-1",
        "1..2",
        "2.5.1",
        ".",
        "½",
        "1/2",
        "²",
        "0",
        "-0",
        "000",
      ),
    },
    { weight: 1, arbitrary: unicodeDigitsText.map((t) => t.replace(REF_EDGE, "")) },
  )
  .filter((t) => t !== "" && !/(^|[^0-9]),|,($|[^0-9])/.test(t));

const UNIT_SPELLINGS = [
  ...REF_UNITS.keys(),
  "µg",
  "μg",
  "MG",
  "Mg",
  "ML",
  "mL",
  "L",
  "MCG",
  "units",
  "unit",
  "kg",
  "tsp",
  "iu",
  "x",
];

interface EntryCase {
  text: string;
  /** The unit word typed with the number, or null. */
  word: string | null;
}

/**
 * One entry as a person types it in the amount field or in a list: a number, maybe a unit word
 * after it (attached, after a space, a no-break space or a tab), maybe spaces around it.
 * (A comma that is not between two digits, a semicolon or a new line separates list entries, so
 * an entry holds none; a word follows a number, not another word.)
 */
const entryArb: fc.Arbitrary<EntryCase> = fc
  .tuple(
    entryNumber,
    fc.option(fc.tuple(fc.constantFrom("", " ", "  ", "\u00a0", "\t"), fc.constantFrom(...UNIT_SPELLINGS)), {
      freq: 2,
    }),
    fc.constantFrom("", "", " ", "\u00a0", "\n"),
    fc.constantFrom("", "", " ", "\t", "\n"),
  )
  .map(([number, unit, before, after]) => {
    const word = unit && /\p{Nd}\.?$/u.test(number) ? unit[1] : null;
    return { text: `${before}${number}${word && unit ? `${unit[0]}${word}` : ""}${after}`, word };
  });

/** Concentrations as written, with the mg/mL and ratio the calculator hands to Batch Convert. */
const BATCH_STRENGTHS = [
  "10",
  "50",
  "250 mg per 5 mL",
  "100 mg per 3 mL",
  "0.1",
  "1:1,000",
  "500 mcg/mL",
  "7.55 mg/L",
].map((text) => {
  const c = parseConcentration(text);
  if (!c.ok) throw new Error(text);
  return { text, mgPerMl: c.mgPerMl, ratio: c.ratio };
});

/** What the calculator would show for an entry, as a batch entry (the batch only adds how to list two values to a hint). */
function differences(
  entryText: string,
  dir: Direction,
  strength: (typeof BATCH_STRENGTHS)[number],
  calc: AmountResult = parseAmount(entryText, dir),
  outcome: BatchOutcome = convertBatch(entryText, strength.mgPerMl, dir, strength.ratio),
): string[] {
  const problems: string[] = [];
  if (outcome.entries.length !== 1) return [`batch found ${outcome.entries.length} entries`];
  const b = outcome.entries[0]!;
  // The one difference (issue 51): the amount field reads thousands grouped by spaces ("2 500"),
  // but in a list a space also separates values, so the batch asks: one value or several?
  if (REF_SPACED_ENTRY.test(b.input)) {
    if (b.ok) return [`batch converts the spaced entry ${b.input} as ${b.amountText}`];
    if (b.reason !== "ambiguous" || !b.message.startsWith("In a list a space also separates values"))
      return [`batch answers the spaced entry ${b.input} with ${b.reason}: ${b.message}`];
    return [];
  }
  if (!calc.ok) {
    if (b.ok) return [`calculator refuses (${calc.reason}), batch converts ${b.amountText}`];
    if (b.reason !== calc.reason) problems.push(`reason ${b.reason} ≠ ${calc.reason}`);
    if (!b.message.startsWith(calc.message))
      problems.push(`message ${JSON.stringify(b.message)} does not start with ${JSON.stringify(calc.message)}`);
    return problems;
  }
  const result = convertValue(calc.value, strength.mgPerMl, dir, calc.read, strength.ratio);
  if (result.status === "none") return b.ok || b.reason !== "too-large" ? ["calculator has no result, batch does"] : [];
  if (!b.ok) return [`calculator converts ${calc.read}, batch refuses (${b.reason})`];
  if (!Object.is(b.amount, calc.value)) problems.push(`value ${b.amount} ≠ ${calc.value}`);
  if (b.amountText !== calc.read) problems.push(`read ${b.amountText} ≠ ${calc.read}`);
  const note = calc.converted || calc.decimalComma ? calc.note : null;
  if (b.amountNote !== note) problems.push(`note ${b.amountNote} ≠ ${note}`);
  if (b.resultText !== result.text) problems.push(`result ${b.resultText} ≠ ${result.text}`);
  return problems;
}

/**
 * Whether a unit was dropped: an entry with a unit word that is read at all must be read as its
 * number times that unit, never as the bare number in the field's unit (10 mcg is never 10 mg).
 */
function unitDropped(entry: EntryCase, value: number | null, dir: Direction): boolean {
  if (entry.word === null || value === null) return false;
  const e = refEntry(entry.text);
  if (!e.ok || !e.unit) return true; // read, although the word is not a unit
  const base = dir === "mgToMl" ? MG : ML;
  if (e.unit.dimension !== base.dimension) return true; // read, although of the other dimension
  const expected = toDouble(mul(e.q, e.unit.factor));
  return value !== expected || (e.unit !== base && !isZero(e.q) && value === toDouble(e.q));
}

const differential = { batchEntries: 0, concentrationEntries: 0, disagreements: 0, unitDropped: 0 };
afterAll(() => {
  console.log(
    `Differential calculator ≡ batch (and concentration numbers ≡ amount numbers): ${JSON.stringify(differential)}`,
  );
});

describe("fuzz: one entry parser (differential)", () => {
  it(
    "calculator(entry) ≡ batch(entry): the same value and reading, or the same refusal, and no unit ever dropped",
    () => {
      fc.assert(
        fc.property(
          entryArb,
          fc.constantFrom<Direction>("mgToMl", "mlToMg"),
          fc.constantFrom(...BATCH_STRENGTHS),
          (entry, dir, strength) => {
            inputsRun.differential += 1;
            differential.batchEntries += 1;
            const ctx = `${JSON.stringify(entry.text)} (${dir}, at ${strength.text})`;
            const calc = parseAmount(entry.text, dir);
            const outcome = convertBatch(entry.text, strength.mgPerMl, dir, strength.ratio);
            const problems = differences(entry.text, dir, strength, calc, outcome);
            if (problems.length > 0) {
              differential.disagreements += 1;
              throw new Error(`${ctx}: calculator and batch disagree: ${problems.join("; ")}`);
            }
            const [b] = outcome.entries;
            if (
              unitDropped(entry, calc.ok ? calc.value : null, dir) ||
              unitDropped(entry, b?.ok ? b.amount : null, dir)
            ) {
              differential.unitDropped += 1;
              throw new Error(`${ctx}: the unit ${entry.word} was dropped`);
            }
            // Both are also right: the documented rules (refAmount) give the same reason or value.
            const ref = refAmount(entry.text, dir);
            same(calc.ok, ref.ok, `${ctx} accepted`);
            if (!calc.ok && !ref.ok) same(calc.reason, ref.reason, `${ctx} reason`);
            if (calc.ok && ref.ok && ref.exact) same(calc.value, toDouble(ref.q), `${ctx} value`);
          },
        ),
        params(100_000),
      );
    },
    TIMEOUT,
  );

  it(
    "the concentration's numbers ≡ the amount field's: a plain number, or a mass per mL",
    () => {
      fc.assert(
        fc.property(
          entryArb.filter((e) => !/[/:%]|\s(?:in|per)\s/i.test(e.text)),
          (entry) => {
            inputsRun.differentialConcentration += 1;
            differential.concentrationEntries += 1;
            // A mass unit typed with the number: "10 mcg" is an amount, "10 mcg/mL" a concentration.
            const text = entry.word === null ? entry.text : `${entry.text.replace(REF_EDGE, "")}/mL`;
            // The concentration is a label field (issue 56): a label's comma the amount asks about is read there.
            const labelRead = readEntry(entry.text, "label");
            // Only what the amount (a dose field) asks about is read that way.
            if (labelRead.ok && labelRead.groupedComma)
              expect(parseAmount(entry.text, "mgToMl"), entry.text).toMatchObject({ ok: false, reason: "ambiguous" });
            const amount: AmountResult =
              labelRead.ok && labelRead.groupedComma
                ? parseAmount(entry.text.replace(/,/g, ""), "mgToMl")
                : parseAmount(entry.text, "mgToMl");
            const concentration = parseConcentration(text);
            const ctx = `${JSON.stringify(entry.text)} / ${JSON.stringify(text)}`;
            // A concentration must be above 0: where the amount is 0 or negative, the concentration says "zero".
            const expected = amount.ok
              ? amount.value > 0
                ? "ok"
                : "zero"
              : amount.reason === "negative"
                ? "zero"
                : amount.reason;
            const got = concentration.ok ? "ok" : concentration.reason;
            if (got !== expected || (amount.ok && concentration.ok && concentration.mgPerMl !== amount.value)) {
              differential.disagreements += 1;
              throw new Error(
                `${ctx}: amount ${JSON.stringify(amount)}, concentration ${JSON.stringify(concentration)}`,
              );
            }
          },
        ),
        params(100_000),
      );
    },
    TIMEOUT,
  );
});

/** Separators between list entries: a comma then a space, semicolons, new lines. */
const listSeparator = fc.constantFrom(", ", ";", "; ", "\n", "\r\n", " ,\n", ";;", ",\t", " ; ");

describe("fuzz: Batch Convert", () => {
  it(
    "every entry of a list converts like the calculator, exactly at the displayed precision",
    () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.tuple(
              entryArb.map((e) => e.text.replace(REF_EDGE, "")),
              listSeparator,
            ),
            { minLength: 5, maxLength: 6 },
          ),
          fc.constantFrom(...BATCH_STRENGTHS),
          fc.constantFrom<Direction>("mgToMl", "mlToMg"),
          (list, strength, dir) => {
            inputsRun.batch += list.length;
            const text = list.map(([t, sep]) => `${t}${sep}`).join("");
            const ctx = `convertBatch(${JSON.stringify(text)}, ${strength.text}, ${dir})`;
            const outcome = convertBatch(text, strength.mgPerMl, dir, strength.ratio);
            const inputs = new Set(outcome.entries.map((e) => e.input));
            const displayed = (s: string) => [...inputs].reduce((acc, input) => acc.split(input).join(""), s);
            noBadText(
              outcome.entries.map((e) => (e.ok ? [e.amountText, e.resultText, e.resultPlain, e.note] : [e.message])),
              ctx,
            );
            noBadText([batchSummary(outcome), displayed(batchCopyText(outcome)), displayed(batchCsv(outcome))], ctx);
            // Each entry of the list is one line, in order, answered as the calculator answers it.
            same(outcome.entries.length, list.length, `${ctx} number of entries`);
            same(batchCsv(outcome).split("\r\n").filter(Boolean).length, list.length + 1, `${ctx} CSV lines`);
            same(batchCopyText(outcome).split("\n")[0], batchHeading(outcome), `${ctx} copy text heading`);
            const conc = fromNumber(strength.mgPerMl);
            let converted = 0;
            list.forEach(([input], i) => {
              const entry = outcome.entries[i]!;
              const problems = differences(input, dir, strength);
              if (problems.length > 0) throw new Error(`${ctx} entry ${i + 1} (${input}): ${problems.join("; ")}`);
              // A spaced entry is asked about in a list (checked by differences above).
              if (REF_SPACED_ENTRY.test(entry.input)) return;
              const a = refAmount(input, dir);
              if (!a.ok) {
                same(entry.ok, false, `${ctx} entry ${i + 1} (${input}) flagged`);
                if (!entry.ok) same(entry.reason, a.reason, `${ctx} entry ${i + 1} reason`);
                return;
              }
              if (entry.ok) converted += 1;
              // Exact arithmetic for the plain concentrations (a ratio is checked by the converter fuzz).
              const ref = strength.ratio[1] === 1 && a.exact ? refConvert(a.q, conc, dir) : null;
              if (!entry.ok) {
                same(entry.reason, "too-large", `${ctx} entry ${i + 1} (${input}) not converted: ${entry.message}`);
                if (ref && ref.status !== "either") same(ref.status, "too-large", `${ctx} entry ${i + 1} too large`);
                return;
              }
              if (!ref || ref.status === "either") return;
              same(ref.status === "too-large", false, `${ctx} entry ${i + 1} (${input}) shown though too large`);
              if (ref.status === "too-large" || !representable(ref.value)) return;
              same(
                entry.amountText,
                `${echoRef(a.q)} ${dir === "mgToMl" ? "mg" : "mL"}`,
                `${ctx} entry ${i + 1} amount`,
              );
              shown(
                entry.resultText,
                ref.value,
                refResultText(dir),
                spreadOf(ref.value),
                `${ctx} entry ${i + 1} (${input}) result`,
              );
              shown(
                entry.resultPlain,
                ref.value,
                refResultPlain(dir),
                spreadOf(ref.value),
                `${ctx} entry ${i + 1} plain`,
              );
            });
            same(outcome.converted, converted, `${ctx} converted count`);
          },
        ),
        params(20_000),
      );
    },
    TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------
// Molarity

const labField = fc.oneof(
  { weight: 6, arbitrary: numberText({ exponent: [-6, 6], maxInt: 6, maxFrac: 7 }).map((t) => t.text) },
  { weight: 4, arbitrary: smallDigitsNumber },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "0", "-1", "58.44", "1000", "0,5") },
  { weight: 1, arbitrary: junkText },
);

type RefField = { ok: true; q: Q; exact: boolean; sig: number; zero: boolean } | { ok: false };

/**
 * A laboratory field read by the one entry parser (issue 27): refused as the entry is, and when a
 * unit word other than the field's own is typed, when negative, and when 0 (unless allowed).
 */
function refLabField(text: string, allowZero: boolean, unit?: string): RefField {
  const r = refEntry(text, true);
  if (!r.ok) return { ok: false };
  if (r.unit !== null && r.unit.symbol !== unit) return { ok: false };
  if (isNeg(r.q) || (!allowZero && isZero(r.q))) return { ok: false };
  const stated = refLabSignificant(text);
  return { ok: true, q: r.q, exact: exactValue(r.sig, r.q), sig: stated.sig, zero: stated.zero };
}

/**
 * The significant figures a typed lab number states (issue 52, principle 4): those of a number
 * written with a decimal point (leading zeros out); 0 for a whole number, which states none; and
 * whether it ends in a zero after its point (40.00: the result keeps its trailing zeros).
 */
function refLabSignificant(text: string): { sig: number; zero: boolean } {
  const body = text
    .replace(REF_EDGE, "")
    .replace(new RegExp(`(?<=[0-9])${REF_GROUP}+(?=[0-9])`, "g"), "")
    .replace(/^[+\-\u2212\u2013]/, "")
    .replace(/[^0-9.,].*$/s, "")
    .replace(",", ".");
  const point = body.includes(".");
  if (!point) return { sig: 0, zero: false };
  const digits = body.replace(".", "").replace(/^0+/, "");
  return { sig: Math.max(1, digits.length), zero: /\.\d*0$/.test(body) };
}

/** At least 3, at most 6 significant figures: those of the least precise value typed (a whole number states none). */
const labSignificant = (...fields: Array<Extract<RefField, { ok: true }>>): number => {
  const stated = fields.map((f) => f.sig).filter((n) => n > 0);
  return Math.min(6, Math.max(3, stated.length > 0 ? Math.min(...stated) : 3));
};

/** True when a field typed states trailing zeros: the result keeps its own. */
const labKeepsZeros = (...fields: Array<Extract<RefField, { ok: true }>>): boolean => fields.some((f) => f.zero);

/** A lab result to `sig` significant figures, trailing zeros dropped unless `keep` (format.ts formatSignificant). */
function refSignificant(x: Q, sig: number, keep = false): string {
  if (isZero(x)) return "0";
  const decimals = Math.max(0, sig - 1 - floorLog10(abs(x)));
  if (decimals > 40) return `less than ${refSmallest(40)}`;
  const text = refNumber(x, decimals);
  if (!keep || decimals === 0) return text;
  const [whole, fraction = ""] = text.split(".");
  return `${whole}.${fraction.padEnd(decimals, "0")}`;
}

/** The unit that writes a molarity as a number of at least 1 (M, mM, µM, else nM). */
function refSuitingUnit(molar: Q): [string, Q] {
  for (const [unit, factor] of [
    ["M", 0],
    ["mM", 3],
    ["µM", 6],
    ["nM", 9],
    ["pM", 12],
  ] as const) {
    const value = mul(molar, p10(factor));
    if (cmp(value, q(1n)) >= 0) return [unit, value];
  }
  return ["fM", mul(molar, p10(15))];
}

/** An entry quoted back in full (formatEcho): entries carry at most 15 significant digits. */
function refEcho(x: Q): string {
  return refNumber(x, 40);
}

describe("fuzz: molarity", () => {
  it(
    "M and the unit that suits it equal exact arithmetic at their significant figures; bad fields get their own hint",
    () => {
      fc.assert(
        fc.property(labField, labField, labField, (mass, molecularWeight, volume) => {
          inputsRun.molarity += 1;
          const ctx = `calculateMolarity(${JSON.stringify([mass, molecularWeight, volume])})`;
          const outcome = calculateMolarity({ mass, molecularWeight, volume, molarity: "" });
          noBadText(outcome, ctx);
          const refs = {
            mass: refLabField(mass, true, "g"),
            molecularWeight: refLabField(molecularWeight, false, "g/mol"),
            volume: refLabField(volume, false, "mL"),
          };
          // No molecular weight is below 1 g/mol (hydrogen's is 1.008).
          const mwRef = refs.molecularWeight;
          if (mwRef.ok && cmp(mwRef.q, q(1n)) < 0) refs.molecularWeight = { ok: false };
          const badFields = (Object.keys(refs) as (keyof typeof refs)[]).filter((k) => !refs[k].ok);
          if (badFields.length > 0) {
            if (outcome.ok) throw new Error(`${ctx}: calculated, expected hints for ${badFields.join(", ")}`);
            same(outcome.issues.map((i) => i.field).join(","), badFields.join(","), `${ctx} fields with hints`);
            return;
          }
          const m = refs.mass as Extract<RefField, { ok: true }>;
          const w = refs.molecularWeight as Extract<RefField, { ok: true }>;
          const v = refs.volume as Extract<RefField, { ok: true }>;
          const molar = div(mul(m.q, fromInt(1000)), mul(w.q, v.q));
          if (cmp(molar, OVERFLOW) >= 0) {
            if (outcome.ok) expect(Number.isFinite(outcome.result.molar), ctx).toBe(true);
            else same(outcome.issues[0]?.field, null, `${ctx} too-large hint`);
            return;
          }
          if (!outcome.ok)
            throw new Error(
              `${ctx}: refused (${outcome.issues.map((i) => i.message).join("; ")}), exact molarity ${refPlain(molar, 20)}`,
            );
          const sig = labSignificant(m, w, v);
          same(outcome.result.significant, sig, `${ctx} significant figures`);
          const keep = labKeepsZeros(m, w, v);
          same(outcome.result.keepsZeros, keep, `${ctx} trailing zeros kept`);
          const display = formatMolarity(outcome.result.molar, sig, keep);
          noBadText([display, formatMolarityWorking(outcome.result)], ctx);
          if (!m.exact || !w.exact || !v.exact || !representable(molar) || !representable(mul(molar, p10(15)))) return;
          shown(display.molar, molar, (x) => `${refSignificant(x, sig, keep)} M`, spreadOf(molar), `${ctx} M`);
          if (!isZero(molar)) {
            const [unit, inUnit] = refSuitingUnit(molar);
            shown(
              display.suited,
              inUnit,
              (x) => `${refSignificant(x, sig, keep)} ${unit}`,
              spreadOf(inUnit),
              `${ctx} suited`,
            );
          }
          same(
            formatMolarityWorking(outcome.result),
            `(${refEcho(m.q)} g ÷ ${refEcho(w.q)} g/mol) ÷ (${refEcho(v.q)} mL ÷ 1000) = ${display.molar}`,
            `${ctx} working line`,
          );
        }),
        params(75_000),
      );
    },
    TIMEOUT,
  );

  it(
    "random and extreme fields never throw or show NaN/Infinity/undefined",
    () => {
      const field = fc.oneof(junkText, extremeNumberText, unicodeDigitsText);
      fc.assert(
        fc.property(field, field, field, (mass, molecularWeight, volume) => {
          inputsRun.molarity += 1;
          const outcome = calculateMolarity({ mass, molecularWeight, volume, molarity: "" });
          const ctx = `calculateMolarity(${JSON.stringify([mass, molecularWeight, volume])})`;
          noBadText(outcome, ctx);
          if (outcome.ok)
            noBadText(
              [formatMolarity(outcome.result.molar, outcome.result.significant), formatMolarityWorking(outcome.result)],
              ctx,
            );
        }),
        params(25_000),
      );
    },
    TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------
// Dilution

/** The decimals a value shows at `sig` significant figures (format.ts significantDecimals). */
const refSigDecimals = (x: Q, sig: number): number => Math.max(0, sig - 1 - floorLog10(abs(x)));

/** The decimals of a terminating decimal: 90000.0000001 → 7 (entries carry at most 15 digits). */
function refDecimalPlaces(x: Q): number {
  let places = 0;
  while (places < 60 && !isInteger(mul(x, p10(places)))) places += 1;
  return places;
}

/** `x` rounded half away from zero at `k` decimals. */
const refAt = (x: Q, k: number): Q => q(roundedUnits(x, k), p10(k).n);

/** A volume shown (as `x`, rounded) in mL, and in µL under 1 mL or L from 1 000 mL: the same decimal moved. */
function refShownVolume(x: Q): string {
  const text = `${refEcho(x)} mL`;
  if (cmp(x, fromInt(1000)) >= 0) return `${text} (${refEcho(div(x, fromInt(1000)))} L)`;
  return cmp(x, q(0n)) > 0 && cmp(x, q(1n)) < 0 ? `${text} (${refEcho(mul(x, fromInt(1000)))} µL)` : text;
}

describe("fuzz: dilution (C1V1 = C2V2)", () => {
  const solveForArb = fc.constantFrom<SolveFor>("v1", "v2", "c2");

  it(
    "the unknown and the diluent equal exact arithmetic at the displayed precision",
    () => {
      fc.assert(
        fc.property(labField, labField, labField, labField, solveForArb, (c1, v1, c2, v2, solveFor) => {
          inputsRun.dilution += 1;
          const values = { c1, v1, c2, v2 };
          const ctx = `calculateDilution(${JSON.stringify(values)}, ${solveFor})`;
          // The page's units: C1 and C2 in mg/mL, V1 and V2 in mL (dilution.types.ts).
          const outcome = calculateDilution(values, solveFor);
          noBadText(outcome, ctx);
          const known = (["c1", "v1", "c2", "v2"] as const).filter((f) => f !== solveFor);
          const unitOf = (f: string) => (f === "v1" || f === "v2" ? "mL" : "mg/mL");
          const refs = Object.fromEntries(known.map((f) => [f, refLabField(values[f], false, unitOf(f))])) as Record<
            string,
            RefField
          >;
          const bad = known.filter((f) => !refs[f]!.ok);
          if (bad.length > 0) {
            if (outcome.ok) throw new Error(`${ctx}: calculated, expected hints for ${bad.join(", ")}`);
            same(outcome.issues.map((i) => i.field).join(","), bad.join(","), `${ctx} fields with hints`);
            return;
          }
          const n = Object.fromEntries(known.map((f) => [f, (refs[f] as Extract<RefField, { ok: true }>).q])) as Record<
            string,
            Q
          >;
          const exactInputs = known.every((f) => (refs[f] as Extract<RefField, { ok: true }>).exact);
          // Numbers longer than a double are compared as the doubles they were read as.
          if (!exactInputs) return;
          if ((solveFor === "v1" || solveFor === "v2") && cmp(n.c2!, n.c1!) > 0) {
            if (outcome.ok) throw new Error(`${ctx}: calculated although C2 > C1`);
            same(outcome.issues[0]?.field, "c2", `${ctx} C2 > C1 hint`);
            return;
          }
          if (solveFor === "c2" && cmp(n.v1!, n.v2!) > 0) {
            if (outcome.ok) throw new Error(`${ctx}: calculated although V1 > V2`);
            same(outcome.issues[0]?.field, "v2", `${ctx} V1 > V2 hint`);
            return;
          }
          const value =
            solveFor === "v1"
              ? div(mul(n.c2!, n.v2!), n.c1!)
              : solveFor === "v2"
                ? div(mul(n.c1!, n.v1!), n.c2!)
                : div(mul(n.c1!, n.v1!), n.v2!);
          if (cmp(value, OVERFLOW) >= 0) {
            if (outcome.ok) throw new Error(`${ctx}: calculated an overflowing result`);
            same(outcome.issues[0]?.field, null, `${ctx} too-large hint`);
            return;
          }
          if (!outcome.ok) {
            // A result that underflows to 0 is refused too, never shown as 0.
            if (!representable(value) && outcome.issues[0]?.field === null) return;
            throw new Error(`${ctx}: refused (${outcome.issues.map((i) => i.message).join("; ")})`);
          }
          const display = formatDilution(outcome.result);
          noBadText(display, ctx);
          if (!representable(value)) return;
          const all = { ...n, [solveFor]: value } as Record<"c1" | "v1" | "c2" | "v2", Q>;
          const diluentExact = cmp(all.v2, all.v1) > 0 ? sub(all.v2, all.v1) : q(0n);
          if (!isZero(diluentExact) && !representable(diluentExact)) return;
          const sig = labSignificant(...known.map((f) => refs[f] as Extract<RefField, { ok: true }>));
          same(outcome.result.significant, sig, `${ctx} significant figures`);
          const keep = labKeepsZeros(...known.map((f) => refs[f] as Extract<RefField, { ok: true }>));
          const fieldText = display.fieldText;
          const show = (f: "c1" | "v1" | "c2" | "v2") => (f === solveFor ? fieldText : refEcho(all[f]));
          // The larger volume's spread: V2 − V1 loses digits when V1 is almost V2.
          const volumeSpread = spreadOf(cmp(all.v2, all.v1) > 0 ? all.v2 : all.v1);
          const diluentText = /: add (.+) mL diluent\.$/.exec(display.instruction)?.[1] ?? "";
          // The diluent is a subtraction (issue 52): rounded at the decimals of the volume typed,
          // its own significant figures, and, solving V1, the stock's decimals at its significant
          // figures unless they pass the diluent's sixth figure (then the stock is made up to V2).
          const stockDecimals = refSigDecimals(all.v1, sig);
          const k = isZero(diluentExact)
            ? 0
            : Math.max(
                refDecimalPlaces(solveFor === "v1" ? all.v2 : all.v1),
                refSigDecimals(diluentExact, sig),
                solveFor === "v1" && stockDecimals <= refSigDecimals(diluentExact, 6) ? stockDecimals : 0,
              );
          const largest = cmp(all.v2, all.v1) > 0 ? all.v2 : all.v1;
          // A volume of 16 whole digits or more is beyond a double: each is shown to its own figures.
          const together = k <= Math.min(40, refSigDecimals(largest, 15)) && cmp(largest, p10(15)) < 0;
          if (solveFor !== "c2" && !isZero(diluentExact) && together) {
            shown(diluentText, diluentExact, (x) => refEcho(refAt(x, k)), volumeSpread, `${ctx} diluent`);
            const diluentShown = parseDecimal(diluentText.replace(/[,\u202f]/g, ""));
            if (!diluentShown) throw new Error(`${ctx}: diluent ${JSON.stringify(diluentText)} is not a number`);
            const fromDiluent = solveFor === "v2" || stockDecimals <= k;
            const volumeShown = !fromDiluent
              ? refAt(value, refSigDecimals(value, sig))
              : solveFor === "v1"
                ? sub(all.v2, diluentShown)
                : add(all.v1, diluentShown);
            if (fromDiluent) {
              same(fieldText, refEcho(volumeShown), `${ctx} result: the known volume and the diluent shown`);
              // Within half a unit of its last decimal of the exact unknown (and a double's spread).
              const off = abs(sub(volumeShown, value));
              if (cmp(off, add(q(1n, 2n * p10(k).n), spreadOf(value))) > 0)
                throw new Error(`${ctx}: ${fieldText} is ${refPlain(off, 30)} from the exact ${refPlain(value, 30)}`);
            } else shown(fieldText, value, (x) => refSignificant(x, sig, keep), spreadOf(value), `${ctx} result`);
            if (fromDiluent)
              same(display.headline, `${solveFor.toUpperCase()} = ${refShownVolume(volumeShown)}`, `${ctx} headline`);
          } else {
            shown(fieldText, value, (x) => refSignificant(x, sig, keep), spreadOf(value), `${ctx} result`);
            if (solveFor === "c2")
              expect(display.headline, ctx).toMatch(new RegExp(`^C2 = ${fieldText} mg/mL( \\(|$)`));
            if (!isZero(diluentExact)) {
              // Solving for C2 the diluent is V2 − V1 of the volumes typed, every digit; else (a
              // diluent too small beside V2) to its significant figures.
              const diluentRef = solveFor === "c2" ? refEcho : (x: Q) => refSignificant(x, sig);
              shown(diluentText, diluentExact, diluentRef, volumeSpread, `${ctx} diluent`);
            }
          }
          if (isZero(diluentExact)) expect(display.instruction, ctx).toMatch(/^No diluent/);
          else
            same(
              display.instruction,
              `${show("v1")} mL of the ${show("c1")} mg/mL stock, made up to ${show("v2")} mL at ${show("c2")} mg/mL: add ${diluentText} mL diluent.`,
              `${ctx} instruction`,
            );
          // A stock or diluent volume above 0 and under 0.2 µL (0.0002 mL) is the belowPipette caution.
          const below = (x: Q) => cmp(x, q(0n)) > 0 && cmp(x, q(2n, 10_000n)) < 0;
          if (representable(all.v1) && !below(diluentExact) && !isZero(diluentExact)) {
            same(display.caution !== null, below(all.v1), `${ctx} below-pipette caution`);
          }
          expect(JSON.stringify(display), ctx).not.toMatch(/syringe/i);
        }),
        params(75_000),
      );
    },
    TIMEOUT,
  );

  it(
    "random and extreme fields never throw or show NaN/Infinity/undefined",
    () => {
      const field = fc.oneof(junkText, extremeNumberText, unicodeDigitsText);
      fc.assert(
        fc.property(field, field, field, field, solveForArb, (c1, v1, c2, v2, solveFor) => {
          inputsRun.dilution += 1;
          const outcome = calculateDilution({ c1, v1, c2, v2 }, solveFor);
          const ctx = `calculateDilution(${JSON.stringify({ c1, v1, c2, v2 })}, ${solveFor})`;
          noBadText(outcome, ctx);
          if (outcome.ok) noBadText(formatDilution(outcome.result), ctx);
        }),
        params(25_000),
      );
    },
    TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------
// Syringe

const CHOICES: SyringeChoice[] = ["auto-oral", "auto-injection", ...SYRINGES.map((s) => s.id)];
const EPS_CML = q(1n, 10_000_000n); // domain/syringe/syringe.ts EPSILON_CML = 1e-7 hundredths of a mL

interface RefSyringeReading {
  id: string;
  status: string;
  nearest: Q;
  /** |rounding error| in %, when between marks or below the smallest mark. */
  percent: Q | null;
  unitsExact: Q | null;
}

type RefSyringe = (typeof SYRINGES)[number];

/** Marks of a volume on a syringe, with binary noise below a billionth of a mark rounded away (readMarks). */
function refMarks(
  volume: Q,
  s: RefSyringe,
  decimal: Q = volume,
): { marks: Q; nearestIndex: bigint; onMark: boolean; distance: Q } {
  const cml = mul(volume, fromInt(100));
  const marks = q(roundedUnits(div(cml, fromInt(s.markCml)), 9), 10n ** 9n);
  const maxIndex = BigInt(s.capacityCml / s.markCml);
  const i = floor(add(marks, q(1n, 2n)));
  const nearestIndex = i > maxIndex ? maxIndex : i;
  const onMark = isInteger(marks) && floor(marks) <= maxIndex;
  const nearest = div(mul(fromInt(nearestIndex), fromInt(s.markCml)), fromInt(100));
  return { marks, nearestIndex, onMark, distance: abs(sub(nearest, decimal)) };
}

/**
 * The syringe reading by its documented rules, exactly (domain/syringe/syringe.ts readSyringe). Automatic
 * choices follow the one syringe rule: the smallest syringe of the family with the volume on a
 * mark; else the closest nearest mark among those that hold it (ties: smaller); else the largest.
 * Distances are taken at the volume's decimal value (`decimal`: the shortest decimal that reads
 * back as the double, as exact.ts does), so 2.45 mL is a tie between 2.4 and 2.5 mL.
 */
function refSyringe(volume: Q, choice: SyringeChoice, decimal: Q = volume): RefSyringeReading {
  const family =
    choice === "auto-oral"
      ? "oral"
      : choice === "auto-injection"
        ? "injection"
        : SYRINGES.find((s) => s.id === choice)!.family;
  const list = SYRINGES.filter((s) => s.family === family).sort(
    (a, b) => a.capacityCml - b.capacityCml || a.markCml - b.markCml,
  );
  const cml = mul(volume, fromInt(100));
  const fits = (s: RefSyringe) => cmp(cml, add(fromInt(s.capacityCml), EPS_CML)) <= 0;
  const auto = choice === "auto-oral" || choice === "auto-injection";
  const rule = (): RefSyringe => {
    const fitting = list.filter(fits);
    if (fitting.length === 0) return list[list.length - 1]!;
    const on = fitting.find((s) => refMarks(volume, s).onMark);
    if (on) return on;
    let best = fitting[0]!;
    for (const s of fitting.slice(1))
      if (cmp(refMarks(volume, s, decimal).distance, refMarks(volume, best, decimal).distance) < 0) best = s;
    return best;
  };
  const syringe = auto ? rule() : SYRINGES.find((s) => s.id === choice)!;
  const base = {
    id: syringe.id,
    percent: null,
    unitsExact: syringe.unitsPerMl ? mul(volume, fromInt(syringe.unitsPerMl)) : null,
  };
  if (isZero(volume)) return { ...base, status: "zero", nearest: q(0n) };
  const m = refMarks(volume, syringe);
  const nearest = div(mul(fromInt(m.nearestIndex), fromInt(syringe.markCml)), fromInt(100));
  if (!fits(syringe)) return { ...base, status: "exceeds", nearest: div(fromInt(syringe.capacityCml), fromInt(100)) };
  if (m.onMark) return { ...base, status: "onMark", nearest };
  const percent = abs(mul(div(sub(nearest, volume), volume), fromInt(100)));
  return { ...base, status: m.nearestIndex === 0n ? "belowSmallestMark" : "betweenMarks", nearest, percent };
}

/** The shortest decimal that reads back as the double x, as an exact fraction (exact.ts's reading). */
function decimalOf(x: number): Q {
  const [mantissa, exponent] = String(x).split("e");
  const base = parseDecimal(mantissa!)!;
  return exponent ? mul(base, p10(Number(exponent))) : base;
}

/** formatPercent's rule: 1 decimal from 1%, 2 below; "less than 0.01%" for what shows as 0. */
function refPercentText(p: Q): string {
  const t = refNumber(p, cmp(p, fromInt(1)) < 0 ? 2 : 1);
  return t === "0" ? "less than 0.01%" : `${t}%`;
}

/** formatUnits' rule: "5 units", "1 unit", "5.5 units". */
function refUnitsText(u: Q): string {
  const t = refNumber(u, 2);
  return `${t} ${t === "1" ? "unit" : "units"}`;
}

const syringeVolume: fc.Arbitrary<{ text: string; exact: Q; value: number; viaConverter: boolean }> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .oneof(
        numberText({ signs: [""], comma: false, spaces: [], exponent: null, maxInt: 2, maxFrac: 6 }).map((t) => t.core),
        smallDigitsNumber,
      )
      .map((t) => ({ text: t, exact: parseDecimal(t)!, value: Number(t), viaConverter: false })),
  },
  {
    // The syringe page draws the converter's result: mg ÷ mg/mL.
    weight: 2,
    arbitrary: fc
      .tuple(smallDigitsNumber, smallDigitsNumber)
      .filter(([, c]) => Number(c) > 0)
      .map(([a, c]) => {
        const e = evaluateConverter({ amountText: a, concentrationText: c, direction: "mgToMl" });
        const value = e.result.status === "none" ? NaN : e.result.value;
        return {
          text: `${a} mg ÷ ${c} mg/mL`,
          exact: div(parseDecimal(a)!, parseDecimal(c)!),
          value,
          viaConverter: true,
        };
      }),
  },
);

describe("fuzz: syringe drawing", () => {
  it(
    "the syringe, the nearest mark, the rounding error and the insulin units are exact (the one syringe rule)",
    () => {
      fc.assert(
        fc.property(syringeVolume, fc.constantFrom(...CHOICES), (volume, choice) => {
          inputsRun.syringe += 1;
          const ctx = `readSyringe(${volume.text} = ${volume.value}, ${choice})`;
          const reading = readSyringe(volume.value, choice);
          const texts = syringeTexts(reading);
          noBadText([texts, reading.syringe.name], ctx);
          if (!Number.isFinite(volume.value)) return;
          // The syringe calculator's input is the volume it is given (for the converter's result, the
          // double of mg ÷ mg/mL; the converter's own exactness is fuzzed above).
          const v = fromNumber(volume.value);
          const ref = refSyringe(v, choice, decimalOf(volume.value));
          same(reading.syringe.id, ref.id, `${ctx} syringe`);
          same(reading.status, ref.status, `${ctx} status`);
          const mL = (x: Q) => refDose(x, "mL");
          if (ref.status !== "zero") expect(texts.summary, `${ctx} summary`).toContain(mL(v));
          if (ref.status === "onMark") same(formatDose(reading.nearestMl, "mL"), mL(ref.nearest), `${ctx} mark`);
          if (ref.percent) {
            same(formatDose(reading.nearestMl, "mL"), mL(ref.nearest), `${ctx} nearest mark`);
            const percentText = formatPercent(reading.errorPercent ?? NaN);
            // (nearest − V) ÷ V loses digits when V is almost on a mark: spread relative to nearest ÷ V.
            const spread = mul(add(ref.percent, mul(fromInt(100), div(ref.nearest, v))), SPREAD);
            shown(percentText, ref.percent, refPercentText, spread, `${ctx} rounding error`);
            if (ref.status === "betweenMarks") expect(texts.warnings.join(" "), ctx).toContain(percentText);
          }
          // No volume is ever split across syringefuls (issue 13): a volume no syringe holds is a caution.
          expect(texts.warnings.join(" "), ctx).not.toMatch(/equal parts/);
          if (ref.status === "exceeds" && cmp(v, fromInt(10)) > 0) expect(reading.volumeCaution, ctx).toBe("large");
          if (ref.unitsExact) {
            shown(
              formatUnits(reading.units!.exact),
              ref.unitsExact,
              refUnitsText,
              spreadOf(ref.unitsExact),
              `${ctx} insulin units`,
            );
          }
        }),
        params(75_000),
      );
    },
    TIMEOUT,
  );

  it(
    "odd volumes (negative, NaN, Infinity, huge, tiny) never throw or show NaN/Infinity/undefined",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.double(),
            fc.constantFrom(NaN, Infinity, -Infinity, -0, 5e-324, 1e308, -1, 0.005, 0.015, 10.0000001, 1e-9),
            fc.constant(null),
          ),
          fc.constantFrom(...CHOICES),
          (volume, choice) => {
            inputsRun.syringe += 1;
            const reading = readSyringe(volume, choice);
            noBadText([syringeTexts(reading)], `readSyringe(${volume}, ${choice})`);
          },
        ),
        params(25_000),
      );
    },
    TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------

describe("fuzz budget", () => {
  it(`ran at least ${TARGET.toLocaleString("en-US")} generated inputs per calculator`, () => {
    for (const [calculator, count] of Object.entries(inputsRun)) {
      expect(count, calculator).toBeGreaterThanOrEqual(Math.min(TARGET, Math.round(TARGET * SCALE)));
    }
  });
});
