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
 * Seed: random per run (fast-check prints it on failure); set FUZZ_SEED to replay one.
 * FUZZ_SCALE (default 1) multiplies the number of runs.
 */
import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  formatDose,
  formatFixed,
  formatNumber,
  formatPlainNumber,
  type DoseUnit,
} from "~/lib/number/format";
import { parseNumber, type ParseResult } from "~/lib/number/parse";
import { parseConcentration, type ConcentrationResult } from "~/lib/number/concentration";
import { evaluateConverter } from "~/machines/converter/converter.calc";
import { batchCopyText, batchCsv, batchSummary, convertBatch } from "~/machines/batch/batch.calc";
import { calculateMolarity } from "~/machines/molarity/molarity.calc";
import { formatMolarity, formatMolarityWorking } from "~/machines/molarity/molarity.selectors";
import { calculateDilution } from "~/machines/dilution/dilution.calc";
import { formatDilution, formatDilutionNumber } from "~/machines/dilution/dilution.selectors";
import { SYRINGES, formatPercent, formatUnits, readSyringe, syringeTexts } from "~/machines/syringe/syringe.calc";
import type { SyringeChoice } from "~/machines/syringe/syringe.types";
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
  refRoundsToZero,
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

type Calculator = "parseNumber" | "concentration" | "converter" | "batch" | "molarity" | "dilution" | "syringe";
const inputsRun: Record<Calculator, number> = {
  parseNumber: 0,
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

const NUMBER_IN_TEXT = /-?\d[\d,]*(?:\.\d+)?/;
/** The number shown in a text ("1,200.5 mg" → 1200.5) and the text around it. */
function numberIn(text: string): { value: Q; shape: string } | null {
  const m = NUMBER_IN_TEXT.exec(text);
  if (!m) return null;
  return { value: parseDecimal(m[0].replace(/,/g, ""))!, shape: text.replace(NUMBER_IN_TEXT, "#") };
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
  throw new Error(`${context}: got ${JSON.stringify(actual)}, exact arithmetic gives ${JSON.stringify(expected)} (exact ${refPlain(x, 30)})`);
}

/** The spread of a value computed from exact inputs with a few roundings. */
const spreadOf = (x: Q): Q => mul(abs(x), SPREAD);

// ---------------------------------------------------------------------------------------------
// Reference reading of a number (decisions.md 'Converter'; parse.ts module comment)

/** Whitespace a paste can bring along (parse.ts trims these at both ends). */
const PASTE_SPACES = [" ", "  ", "\t", "\n", "\r\n", "\u00a0", "\u2007", "\u202f", "\u2009", "\u200a", "\u200b", "\ufeff"];
/** Whitespace JavaScript's trim() removes (the concentration field collapses these). */
const JS_SPACES = [" ", "  ", "\t", "\n", "\u00a0", "\u202f", "\u2009", "\ufeff"];
const SPACE_CLASS = "\\s\\u00a0\\u2007\\u202f\\u2009\\u200a\\u200b\\ufeff";
const EDGE = new RegExp(`^[${SPACE_CLASS}]+|[${SPACE_CLASS}]+$`, "g");
const INNER = new RegExp(`[${SPACE_CLASS}]`);

type RefParse =
  | { ok: true; q: Q; sig: number }
  | { ok: false; reason: "empty" | "invalid" | "ambiguous-comma" | "not-finite" };

/** An independent reading of one number, by the documented rules. */
function refParseNumber(text: string): RefParse {
  const trimmed = text.replace(EDGE, "");
  if (trimmed === "") return { ok: false, reason: "empty" };
  const unified = trimmed.replace(/^[\u2212\u2013]/, "-");
  if (INNER.test(unified)) return { ok: false, reason: "invalid" };
  const commas = unified.split(",").length - 1;
  if (commas > 1 || (commas === 1 && unified.includes("."))) {
    return /^[+-]?[\d.,]+(?:[eE][+-]?\d+)?$/.test(unified) ? { ok: false, reason: "ambiguous-comma" } : { ok: false, reason: "invalid" };
  }
  const m = /^([+-]?)(\d*)(?:([.,])(\d*))?(?:[eE]([+-]?\d+))?$/.exec(unified);
  if (!m) return { ok: false, reason: "invalid" };
  const [, sign = "", int = "", sep, frac = "", exp = "0"] = m;
  if (int === "" && frac === "") return { ok: false, reason: "invalid" };
  if (sep === "," && /^[1-9]\d{0,2}$/.test(int) && frac.length === 3) return { ok: false, reason: "ambiguous-comma" };
  // Exponents far beyond any double: too large, or a positive number far below the smallest double.
  const e = Number(exp);
  const digits = (int + frac).replace(/^0+/, "");
  if (digits === "") return { ok: true, q: q(0n), sig: 0 };
  const magnitude = int.replace(/^0+/, "").length + e; // about log10 of the value
  if (magnitude > 400) return { ok: false, reason: "not-finite" };
  // Below the smallest double a number reads as 0 (documented in number-parse.test.ts: "1e-999"
  // → 0, shown as "Read as 0").
  if (magnitude < -5000) return { ok: true, q: q(0n), sig: 0 };
  const value = parseDecimal(`${sign === "-" ? "-" : ""}${int || "0"}.${frac}e${exp}`)!;
  if (cmp(abs(value), OVERFLOW) >= 0) return { ok: false, reason: "not-finite" };
  if (cmp(abs(value), UNDERFLOW) <= 0) return { ok: true, q: q(0n), sig: 0 };
  return { ok: true, q: value, sig: significantDigits(int, frac) };
}

/** Whether an exactly-read value fits the exactness contract (<= 15 digits, normal range). */
function exactRange(r: RefParse): boolean {
  if (!r.ok) return false;
  if (r.sig > 15) return false;
  return isZero(r.q) || (cmp(abs(r.q), MIN_NORMAL) >= 0 && cmp(abs(r.q), OVERFLOW) < 0);
}

/** The double nearest to a terminating rational (JavaScript reads decimal text correctly rounded). */
function toDouble(x: Q): number {
  return Number(exactText(x));
}

// ---------------------------------------------------------------------------------------------
// Generators

const digitChar = fc.constantFrom(..."0123456789".split(""));
const digits = (min: number, max: number) => fc.stringOf(digitChar, { minLength: min, maxLength: max });
/** Digits with fewer nines and more fives and zeros than uniform: ties and round values. */
const tieDigit = fc.constantFrom("0", "0", "1", "2", "5", "5", "5", "3", "4", "7", "9");
const tieDigits = (min: number, max: number) => fc.stringOf(tieDigit, { minLength: min, maxLength: max });
const space = (list: string[]): fc.Arbitrary<string> =>
  list.length === 0 ? fc.constant("") : fc.oneof({ weight: 3, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fc.constantFrom(...list) });

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
  const { signs = ["", "", "", "+", "-", "\u2212"], comma = true, exponent = [-12, 12], maxInt = 7, maxFrac = 8, spaces = PASTE_SPACES } = shape;
  const body = fc
    .record({
      sign: fc.constantFrom(...signs),
      int: fc.oneof(digits(0, maxInt), tieDigits(0, Math.min(3, maxInt)), fc.constantFrom("0", "1", "10", "100", "1000")),
      sep: fc.constantFrom(...(comma ? ["", "", ".", ".", ".", ","] : ["", "", "."])),
      frac: fc.oneof(digits(0, maxFrac), tieDigits(0, Math.min(4, maxFrac))),
      exp: exponent
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constant("") },
            { weight: 1, arbitrary: fc.tuple(fc.constantFrom("e", "E"), fc.constantFrom("", "+", "-"), fc.integer({ min: exponent[0], max: exponent[1] })).map(([e, s, n]) => (n < 0 ? `${e}-${-n}` : `${e}${s}${n}`)) },
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
    return /[^\x00-\x7f]/.test(text) ? `${sp}${text}` : `${sp}${chars[1]}${text}`;
  });

const JUNK_TOKENS = [
  "abc", "Infinity", "-Infinity", "NaN", "undefined", "null", "0x10", "1_000", "--1", "1..2", "1e999", "1e-999",
  "+-1", ".", ",", "e5", "1e", "1e+", "..5", "5..", "١٢", "１２", "½", "1/2", "2.5.1", "1 200", "∞", "⁵", "²",
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
  fc.tuple(fc.constantFrom("", "-"), digits(1, 3), fc.integer({ min: -340, max: 330 })).map(([s, d, e]) => `${s}${d}e${e}`),
  fc.constantFrom("1.7976931348623157e308", "1.7976931348623159e308", "2e308", "5e-324", "2e-324", "2.4703282292062327e-324", "4.9e-324", "1e-400", "0.000000000000000000001"),
);

// ---------------------------------------------------------------------------------------------
// Concentration labels with their exact value

const MASS_UNITS: Record<string, { factor: Q; label: string }> = {
  g: { factor: fromInt(1000), label: "g" },
  gram: { factor: fromInt(1000), label: "g" },
  grams: { factor: fromInt(1000), label: "g" },
  mg: { factor: fromInt(1), label: "mg" },
  milligram: { factor: fromInt(1), label: "mg" },
  milligrams: { factor: fromInt(1), label: "mg" },
  mcg: { factor: q(1n, 1000n), label: "mcg" },
  ug: { factor: q(1n, 1000n), label: "mcg" },
  "µg": { factor: q(1n, 1000n), label: "mcg" },
  "μg": { factor: q(1n, 1000n), label: "mcg" },
  microgram: { factor: q(1n, 1000n), label: "mcg" },
  micrograms: { factor: q(1n, 1000n), label: "mcg" },
};
const VOLUME_UNITS: Record<string, { factor: Q; label: string }> = {
  l: { factor: fromInt(1000), label: "L" },
  liter: { factor: fromInt(1000), label: "L" },
  litre: { factor: fromInt(1000), label: "L" },
  dl: { factor: fromInt(100), label: "dL" },
  ml: { factor: fromInt(1), label: "mL" },
  milliliter: { factor: fromInt(1), label: "mL" },
  millilitre: { factor: fromInt(1), label: "mL" },
  cc: { factor: fromInt(1), label: "mL" },
};

type RefConcentration =
  | {
      ok: true;
      mgPerMl: Q;
      /** How the label is echoed; null when it reads as the normalized value itself. */
      read: string | null;
      form: "plain" | "mass-per-volume" | "percent" | "ratio";
      exactInputs: boolean;
    }
  | { ok: false; reason: string };

interface Label {
  text: string;
  ref: RefConcentration;
}

/** The display of a concentration (concentration.ts formatConcentrationValue). */
function refConcentration(x: Q): string {
  const tiny = !isZero(x) && cmp(abs(x), q(1n, 10000n)) < 0;
  return `${refNumber(x, tiny ? 12 : 4)} mg/mL`;
}

function mixedCase(word: string, mask: number): string {
  return [...word].map((c, i) => ((mask >> i) & 1 ? c.toUpperCase() : c)).join("");
}

/** A part of a label read by the shared parser: positive required by the caller. */
function labelPart(text: string): { ok: true; q: Q; exact: boolean } | { ok: false; reason: string } {
  const r = refParseNumber(text);
  if (!r.ok) return { ok: false, reason: r.reason === "empty" ? "invalid" : r.reason };
  return { ok: true, q: r.q, exact: exactRange(r) };
}

function finish(value: Q, read: string | null, form: "plain" | "mass-per-volume" | "percent" | "ratio", exact: boolean): RefConcentration {
  if (cmp(abs(value), OVERFLOW) >= 0) return { ok: false, reason: "not-finite" };
  if (cmp(value, q(0n)) <= 0) return { ok: false, reason: "not-positive" };
  return { ok: true, mgPerMl: value, read, form, exactInputs: exact && cmp(value, MIN_NORMAL) >= 0 };
}

const concSpace = fc.constantFrom("", "", " ", "  ", "\t");
const concNumber = fc.oneof(
  { weight: 3, arbitrary: numberText({ spaces: [], signs: ["", "", "", "+", "-"], exponent: [-6, 6], maxInt: 5, maxFrac: 6 }).map((t) => t.core) },
  { weight: 2, arbitrary: smallDigitsNumber },
  { weight: 1, arbitrary: fc.constantFrom("250", "5", "3", "7", "0.3", "6", "1", "1000", "0,5", "2,5", "1,000", "0") },
);

const plainLabel: fc.Arbitrary<Label> = fc.tuple(concNumber, fc.constantFrom("", "", "\u2212"), space(JS_SPACES), space(JS_SPACES)).map(([n, minus, a, b]) => {
  const core = minus && !/^[+-]/.test(n) ? `${minus}${n}` : n;
  const r = refParseNumber(core);
  const ref: RefConcentration = !r.ok ? { ok: false, reason: r.reason } : finish(r.q, null, "plain", exactRange(r));
  return { text: `${a}${core}${b}`, ref };
});

const massPerVolumeLabel: fc.Arbitrary<Label> = fc
  .record({
    mass: concNumber,
    massUnit: fc.constantFrom(...Object.keys(MASS_UNITS), "kg", "oz"),
    sep: fc.constantFrom("/", "per", "in", " / ", "PER"),
    volume: fc.option(concNumber, { nil: undefined, freq: 3 }),
    volumeUnit: fc.constantFrom(...Object.keys(VOLUME_UNITS), "tsp"),
    s: fc.tuple(concSpace, concSpace, concSpace, concSpace),
    caseMask: fc.nat(255),
  })
  .map(({ mass, massUnit, sep, volume, volumeUnit, s, caseMask }) => {
    // A word separator needs a space before a unit word when nothing else separates them.
    const sepText = /[a-z]/i.test(sep) ? ` ${sep} ` : sep;
    const text = `${mass}${s[0]}${mixedCase(massUnit, caseMask)}${s[1]}${sepText}${s[2]}${volume ?? ""}${s[3]}${mixedCase(volumeUnit, caseMask >> 3)}`;
    const mu = MASS_UNITS[massUnit];
    const vu = VOLUME_UNITS[volumeUnit];
    let ref: RefConcentration;
    if (!mu || !vu) ref = { ok: false, reason: "unit" };
    else {
      const m = labelPart(mass);
      const v = volume === undefined ? ({ ok: true, q: fromInt(1), exact: true } as const) : labelPart(volume);
      if (!m.ok) ref = { ok: false, reason: m.reason };
      else if (!v.ok) ref = { ok: false, reason: v.reason };
      else if (cmp(m.q, q(0n)) <= 0 || cmp(v.q, q(0n)) <= 0) ref = { ok: false, reason: "not-positive" };
      else {
        const value = div(mul(m.q, mu.factor), mul(v.q, vu.factor));
        const read =
          volume === undefined
            ? mu.label === "mg" && vu.label === "mL"
              ? null
              : `${refNumber(m.q, 12)} ${mu.label}/${vu.label}`
            : `${refNumber(m.q, 12)} ${mu.label} per ${refNumber(v.q, 12)} ${vu.label}`;
        ref = finish(value, read, "mass-per-volume", m.exact && v.exact);
      }
    }
    return { text, ref };
  });

const percentLabel: fc.Arbitrary<Label> = fc
  .tuple(concNumber, concSpace, fc.constantFrom("", " w/v", "w/v", " (w/v)", "(w/v)", " ( w / v )", " W/V"))
  .map(([p, s, suffix]) => {
    const part = labelPart(p);
    let ref: RefConcentration;
    if (!part.ok) ref = { ok: false, reason: part.reason };
    else if (cmp(part.q, q(0n)) <= 0) ref = { ok: false, reason: "not-positive" };
    else ref = finish(mul(part.q, fromInt(10)), `${refNumber(part.q, 12)}% (w/v)`, "percent", part.exact);
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
  .tuple(ratioNumber, ratioNumber, fc.constantFrom(":", " : ", " in ", "in", " IN "))
  .map(([a, b, sep]) => {
    const text = `${a}${sep}${b}`;
    const ambiguous = (t: string) => /^[1-9]\d{0,2}(\.\d{3})+$/.test(t);
    const read = (t: string): Q | null => {
      if (/^\d{1,3}(,\d{3})+$/.test(t)) return parseDecimal(t.replace(/,/g, ""));
      if (ambiguous(t)) return null;
      if (/^(\d+\.?\d*|\.\d+)$/.test(t)) return parseDecimal(t);
      return null;
    };
    const g = read(a);
    const ml = read(b);
    // "5in10" has no space: the ratio pattern still reads it ("in" between numbers).
    let ref: RefConcentration;
    if (ambiguous(a) || ambiguous(b)) ref = { ok: false, reason: "ambiguous-point" };
    else if (g === null || ml === null) ref = { ok: false, reason: "invalid" };
    else if (cmp(g, q(0n)) <= 0 || cmp(ml, q(0n)) <= 0) ref = { ok: false, reason: "not-positive" };
    else {
      const e = (x: Q) => refNumber(x, 12);
      ref = finish(div(mul(g, fromInt(1000)), ml), `${e(g)}:${e(ml)} = ${e(g)} g in ${e(ml)} mL`, "ratio", true);
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
    if (["not-positive", "ambiguous-comma", "ambiguous-point", "not-finite", "unit"].includes(ref.reason)) same(got.reason, ref.reason, `${ctx} reason`);
    return;
  }
  if (!got.ok) throw new Error(`${ctx}: refused (${got.reason}: ${got.message}), expected ${refConcentration(ref.mgPerMl)}`);
  same(got.form, ref.form, `${ctx} form`);
  if (!ref.exactInputs) return;
  shown(got.normalized, ref.mgPerMl, refConcentration, spreadOf(ref.mgPerMl), `${ctx} normalized`);
  same(got.read, ref.read ?? got.normalized, `${ctx} read`);
  same(got.description, got.read === got.normalized ? got.normalized : `${got.read} = ${got.normalized}`, `${ctx} description`);
}

// ---------------------------------------------------------------------------------------------
// parseNumber

function checkParse(text: string, got: ParseResult, ref: RefParse): void {
  const ctx = `parseNumber(${JSON.stringify(text)})`;
  noBadText(got, ctx);
  if (!ref.ok) {
    if (got.ok) throw new Error(`${ctx}: read as ${got.normalized}, expected a refusal (${ref.reason})`);
    same(got.reason, ref.reason, `${ctx} reason`);
    expect(got.message.length, ctx).toBeGreaterThan(0);
    return;
  }
  if (!got.ok) throw new Error(`${ctx}: refused (${got.reason}), expected ${refPlain(ref.q, 30)}`);
  expect(Number.isFinite(got.value), ctx).toBe(true);
  expect(Object.is(got.value, -0), `${ctx} is -0`).toBe(false);
  // The value is the double nearest to the exact number.
  same(Number(got.normalized), got.value, `${ctx} normalized reads back`);
  if (exactRange(ref)) {
    // Up to 15 significant digits a double keeps the number exactly as typed.
    same(got.normalized === "0" ? "0" : got.normalized, isZero(ref.q) ? "0" : plainOrJs(ref.q), `${ctx} normalized`);
  } else if (!isZero(ref.q) && cmp(abs(ref.q), MIN_NORMAL) >= 0) {
    // Longer numbers: within one unit in the last place of a double (relative 2^-52).
    const err = abs(div(sub(fromNumber(got.value), ref.q), ref.q));
    if (cmp(err, q(1n, 2n ** 52n)) > 0) throw new Error(`${ctx}: read as ${got.value}, off by more than a unit in the last place`);
  }
}

/** parse.ts's normalized form: plain between 1e-12 and 1e21, JavaScript's own form outside. */
function plainOrJs(x: Q): string {
  const a = abs(x);
  if (cmp(a, p10(21)) >= 0 || cmp(a, p10(-12)) < 0) return String(toDouble(x));
  return exactText(x);
}

describe("fuzz: parseNumber", () => {
  it("structured numbers are read exactly, or refused with the documented reason", () => {
    fc.assert(
      fc.property(numberText(), ({ text }) => {
        inputsRun.parseNumber += 1;
        checkParse(text, parseNumber(text), refParseNumber(text));
      }),
      params(40_000),
    );
  }, TIMEOUT);

  it("extreme numbers (long digit strings, huge and tiny exponents) are read to the nearest double or refused", () => {
    fc.assert(
      fc.property(extremeNumberText, (text) => {
        inputsRun.parseNumber += 1;
        checkParse(text, parseNumber(text), refParseNumber(text));
      }),
      params(20_000),
    );
  }, TIMEOUT);

  it("unicode digits are refused calmly, never guessed", () => {
    fc.assert(
      fc.property(unicodeDigitsText, (text) => {
        inputsRun.parseNumber += 1;
        const got = parseNumber(text);
        noBadText(got, text);
        expect(got.ok, `parseNumber(${JSON.stringify(text)})`).toBe(false);
        if (!got.ok) expect(got.message.length).toBeGreaterThan(0);
      }),
      params(10_000),
    );
  }, TIMEOUT);

  it("random text never throws and is read only when it is an ASCII number", () => {
    fc.assert(
      fc.property(junkText, (text) => {
        inputsRun.parseNumber += 1;
        checkParse(text, parseNumber(text), refParseNumber(text));
      }),
      params(30_000),
    );
  }, TIMEOUT);
});

// ---------------------------------------------------------------------------------------------
// Formatters (the display rules every calculator goes through)

describe("fuzz: formatDose, formatNumber, formatFixed, formatPlainNumber", () => {
  const anyDouble = fc.oneof(
    fc.double(),
    fc.double({ min: -1e6, max: 1e6 }),
    smallDigitsNumber.map(Number),
    fc.tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 8 })).map(([n, d]) => n / 10 ** d),
    fc.constantFrom(NaN, Infinity, -Infinity, -0, 5e-324, Number.MAX_VALUE, 1.005, 0.00005, 0.000049999, 2.675, 1e21, 1e-7),
  );
  it("match exact rounding of the shown digits (half away from zero) and never show NaN/Infinity", () => {
    const units: DoseUnit[] = ["mg", "mL", "mcg", "g", "L"];
    fc.assert(
      fc.property(anyDouble, fc.constantFrom(...units), fc.integer({ min: 0, max: 12 }), (x, unit, decimals) => {
        inputsRun.converter += 1;
        const texts = [formatDose(x, unit), formatNumber(x, decimals), formatFixed(x, decimals), formatPlainNumber(x, decimals)];
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
  }, TIMEOUT);
});

// ---------------------------------------------------------------------------------------------
// Concentration

describe("fuzz: parseConcentration", () => {
  it("labels in every accepted form give the exact mg/mL, shown by the display rules", () => {
    fc.assert(
      fc.property(labelArb, ({ text, ref }) => {
        inputsRun.concentration += 1;
        checkConcentration(text, parseConcentration(text), ref);
      }),
      params(65_000),
    );
  }, TIMEOUT);

  it("random text never throws; anything accepted is a positive finite concentration", () => {
    fc.assert(
      fc.property(fc.oneof(junkText, unicodeDigitsText, extremeNumberText, extremeNumberText.map((n) => `${n} mg/mL`), extremeNumberText.map((n) => `1:${n}`)), (text) => {
        inputsRun.concentration += 1;
        const got = parseConcentration(text);
        noBadText(got, `parseConcentration(${JSON.stringify(text)})`);
        if (got.ok) {
          expect(Number.isFinite(got.mgPerMl) && got.mgPerMl > 0, text).toBe(true);
        } else {
          expect(got.message.length).toBeGreaterThan(0);
        }
      }),
      params(35_000),
    );
  }, TIMEOUT);
});

// ---------------------------------------------------------------------------------------------
// Converter (evaluateConverter: parseAmount + parseConcentration + convert + formatDose)

interface AmountCase {
  text: string;
  /** Unit word typed after the number, if any. */
  unit: string | null;
  number: string;
}

const amountArb: fc.Arbitrary<AmountCase> = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: numberText({ exponent: [-8, 8] }).map((t) => t.text) },
      { weight: 3, arbitrary: smallDigitsNumber },
      { weight: 1, arbitrary: junkText },
      { weight: 1, arbitrary: unicodeDigitsText },
    ),
    fc.option(fc.tuple(fc.constantFrom("", " ", "\t"), fc.constantFrom("mg", "MG", "milligrams", "ml", "mL", "cc", "millilitres", "mcg", "units")), { freq: 4 }),
  )
  .map(([number, unit]) => ({ text: unit ? `${number.trimEnd()}${unit[0]}${unit[1]}` : number, unit: unit ? unit[1] : null, number }));

const UNIT_OF_WORD: Record<string, "mg" | "mL"> = {
  mg: "mg", milligram: "mg", milligrams: "mg", ml: "mL", cc: "mL", milliliter: "mL", milliliters: "mL", millilitre: "mL", millilitres: "mL",
};

type RefAmount = { ok: true; q: Q; exact: boolean } | { ok: false; reason: "empty" | "invalid" | "negative" };

/** The amount field by its documented rules (converter.calc.ts parseAmount). */
function refAmount(text: string, direction: Direction): RefAmount {
  const own = direction === "mgToMl" ? "mg" : "mL";
  let numberText = text;
  const withUnit = /^(.*?\d\.?)\s*([a-zA-Z]+)\s*$/.exec(text.trim());
  if (withUnit) {
    const unit = UNIT_OF_WORD[withUnit[2]!.toLowerCase()];
    if (unit !== own) return { ok: false, reason: "invalid" };
    numberText = withUnit[1]!;
  }
  const r = refParseNumber(numberText);
  if (!r.ok) return { ok: false, reason: r.reason === "empty" ? "empty" : "invalid" };
  if (isNeg(r.q)) return { ok: false, reason: "negative" };
  return { ok: true, q: r.q, exact: exactRange(r) };
}

type RefResult = { status: "ok" | "too-small"; value: Q } | { status: "too-large" };

/** One conversion, exactly (converter.calc.ts convertValue). */
function refConvert(amount: Q, mgPerMl: Q, direction: Direction): RefResult {
  const value = direction === "mgToMl" ? div(amount, mgPerMl) : mul(amount, mgPerMl);
  if (cmp(abs(value), OVERFLOW) >= 0) return { status: "too-large" };
  return { status: refRoundsToZero(value, direction === "mgToMl" ? 4 : 2) ? "too-small" : "ok", value };
}

/** The result text by the display rules: "0.4 mL", "1,200 mg", "< 0.0001 mL". */
function refResultText(direction: Direction): (x: Q) => string {
  const unit = direction === "mgToMl" ? "mL" : "mg";
  const decimals = unit === "mL" ? 4 : 2;
  return (x) => (refRoundsToZero(x, decimals) ? `< ${refSmallest(decimals)} ${unit}` : refDose(x, unit));
}

/** The plain number written back into a field (Swap): no unit, no commas; "" when too small. */
function refResultPlain(direction: Direction): (x: Q) => string {
  const decimals = direction === "mgToMl" ? 4 : 2;
  return (x) => (refRoundsToZero(x, decimals) ? "" : refPlain(x, decimals));
}

/** Whether an exact result can be held by a double (not beyond the largest, not below the smallest normal). */
function representable(x: Q): boolean {
  return isZero(x) || (cmp(abs(x), MIN_NORMAL) >= 0 && cmp(abs(x), OVERFLOW) < 0);
}

describe("fuzz: converter (mg ↔ mL)", () => {
  const direction = fc.constantFrom<Direction>("mgToMl", "mlToMg");

  it("every result equals exact decimal arithmetic at the displayed precision", () => {
    fc.assert(
      fc.property(amountArb, labelArb, direction, (amount, label, dir) => {
        inputsRun.converter += 1;
        const e = evaluateConverter({ amountText: amount.text, concentrationText: label.text, direction: dir });
        const ctx = `evaluateConverter(${JSON.stringify(amount.text)}, ${JSON.stringify(label.text)}, ${dir})`;
        noBadText(e, ctx);
        const a = refAmount(amount.text, dir);
        same(e.amount.ok, a.ok, `${ctx} amount accepted`);
        if (!a.ok && !e.amount.ok) same(e.amount.reason, a.reason, `${ctx} amount reason`);
        checkConcentration(label.text, e.concentration, label.ref);
        if (!a.ok || !label.ref.ok) {
          same(e.result.status, "none", `${ctx} result status`);
          return;
        }
        const ref = refConvert(a.q, label.ref.mgPerMl, dir);
        if (!a.exact || !label.ref.exactInputs) return;
        if (ref.status !== "too-large" && !representable(ref.value)) return;
        const unit = dir === "mgToMl" ? "mg" : "mL";
        if (e.amount.ok) same(e.amount.read, `${refNumber(a.q, 12)} ${unit}`, `${ctx} amount read`);
        if (ref.status === "too-large") {
          same(e.result.status, "none", `${ctx} status`);
          return;
        }
        if (e.result.status === "none") throw new Error(`${ctx}: no result (${e.result.message}), exact result ${refPlain(ref.value, 20)}`);
        shown(e.result.text, ref.value, refResultText(dir), spreadOf(ref.value), `${ctx} result text`);
        same(e.result.status, e.result.text.startsWith("<") ? "too-small" : "ok", `${ctx} status matches the text`);
        if (e.result.status === "ok") {
          shown(e.result.plain, ref.value, refResultPlain(dir), spreadOf(ref.value), `${ctx} plain`);
          const op = dir === "mgToMl" ? "÷" : "×";
          same(e.result.worked, `${refNumber(a.q, 12)} ${unit} ${op} ${e.concentration.ok ? e.concentration.normalized : "?"} = ${e.result.text}`, `${ctx} worked line`);
        }
      }),
      params(60_000),
    );
  }, TIMEOUT);

  it("random and extreme inputs in both fields never throw or show NaN/Infinity/undefined", () => {
    const field = fc.oneof(junkText, extremeNumberText, unicodeDigitsText, labelArb.map((l) => l.text));
    fc.assert(
      fc.property(field, field, direction, (amountText, concentrationText, dir) => {
        inputsRun.converter += 1;
        const e = evaluateConverter({ amountText, concentrationText, direction: dir });
        noBadText(e, `evaluateConverter(${JSON.stringify(amountText)}, ${JSON.stringify(concentrationText)}, ${dir})`);
        if (e.result.status !== "none") expect(Number.isFinite(e.result.value)).toBe(true);
      }),
      params(20_000),
    );
  }, TIMEOUT);
});

// ---------------------------------------------------------------------------------------------
// Batch Convert

interface BatchToken {
  /** The words of the entry as they appear in the list (a value, or a value and its unit). */
  words: string[];
}

const batchValue: fc.Arbitrary<BatchToken> = fc.oneof(
  { weight: 5, arbitrary: numberText({ comma: false, spaces: [], exponent: [-8, 8] }).map((t) => ({ words: [t.core] })) },
  { weight: 4, arbitrary: smallDigitsNumber.map((n) => ({ words: [n] })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(smallDigitsNumber, fc.constantFrom("mg", "ml", "mL", "cc", "milligrams", "MG"), fc.boolean())
      .map(([n, u, attached]) => ({ words: attached ? [`${n}${u}`] : [n, u] })),
  },
  { weight: 1, arbitrary: fc.constantFrom(...JUNK_TOKENS.filter((t) => !/[\s,;]/.test(t))).map((t) => ({ words: [t] })) },
  { weight: 1, arbitrary: unicodeDigitsText.map((t) => ({ words: [t.trim().replace(/[\s,;]/g, "")] })).filter((t) => t.words[0] !== "") },
  // Groups of three digits: after "5," they read as a thousands group ("5,000"), never as a value.
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 999 }).map((n) => ({ words: [String(n).padStart(3, "0")] })) },
);
const batchSeparator = fc.constantFrom(",", ", ", ";", " ", "\t", "\n", "\r\n", " ,\n", ";;", "\u00a0", "  ");
const batchConcentration = fc.oneof(
  smallDigitsNumber.map((t) => parseDecimal(t)!).filter((x) => !isZero(x)),
  numberText({ signs: [""], comma: false, spaces: [], exponent: [-4, 4], maxInt: 5, maxFrac: 6 })
    .map((t) => parseDecimal(t.core)!)
    .filter((x) => !isZero(x)),
);

describe("fuzz: Batch Convert", () => {
  it("every entry converts like the calculator, exactly at the displayed precision", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(batchValue, batchSeparator), { minLength: 5, maxLength: 6 }),
        batchConcentration,
        fc.constantFrom<Direction>("mgToMl", "mlToMg"),
        (list, concentration, dir) => {
          inputsRun.batch += list.length;
          const mgPerMl = toDouble(concentration);
          // The list as pasted; the separator between a value and its own unit word is kept too.
          const text = list.map(([t, sep]) => t.words.join(sep === "" ? " " : sep) + sep).join("");
          const ctx = `convertBatch(${JSON.stringify(text)}, ${mgPerMl}, ${dir})`;
          const outcome = convertBatch(text, mgPerMl, dir);
          const inputs = new Set(outcome.entries.map((e) => e.input));
          const displayed = (s: string) => [...inputs].reduce((acc, input) => acc.split(input).join(""), s);
          noBadText(
            outcome.entries.map((e) => (e.ok ? [e.amountText, e.resultText, e.resultPlain, e.note] : [e.message])),
            ctx,
          );
          noBadText([batchSummary(outcome), displayed(batchCopyText(outcome)), displayed(batchCsv(outcome))], ctx);
          // The entries as the documented rules find them: a "," right after a digit and before
          // exactly three digits could group thousands, and a "," right after a point and three
          // digits before a digit is a European decimal comma ("1.200,5"): either joins its
          // neighbours into one entry, which is flagged, never converted.
          const expected: Array<{ input: string; lastWord: string; thousandsComma: boolean }> = [];
          list.forEach(([token], i) => {
            const last = expected.at(-1);
            const first = token.words[0]!;
            const joins =
              last &&
              list[i - 1]![1] === "," &&
              ((/\d$/.test(last.lastWord) && /^\d{3}(?!\d)/.test(first)) || (/\d\.\d{3}$/.test(last.lastWord) && /^\d/.test(first)));
            if (last && joins) {
              last.input += `,${token.words.join(" ")}`;
              last.lastWord = token.words.at(-1)!;
              last.thousandsComma = true;
            } else {
              expected.push({ input: token.words.join(" "), lastWord: token.words.at(-1)!, thousandsComma: false });
            }
          });
          same(outcome.entries.length, expected.length, `${ctx} number of entries`);
          same(batchCsv(outcome).split("\r\n").filter(Boolean).length, expected.length + 1, `${ctx} CSV lines`);
          const conc = fromNumber(mgPerMl);
          let converted = 0;
          expected.forEach(({ input, thousandsComma }, i) => {
            const entry = outcome.entries[i]!;
            same(entry.input, input, `${ctx} entry ${i + 1} input`);
            if (thousandsComma) {
              same(entry.ok, false, `${ctx} entry ${i + 1} (${input}) flagged: a comma that could group thousands`);
              return;
            }
            const a = refAmount(input, dir);
            if (!a.ok) {
              same(entry.ok, false, `${ctx} entry ${i + 1} (${input}) flagged`);
              return;
            }
            const ref = refConvert(a.q, conc, dir);
            if (ref.status === "too-large") {
              same(entry.ok, false, `${ctx} entry ${i + 1} (${input}) too large`);
              return;
            }
            converted += 1;
            if (!entry.ok) throw new Error(`${ctx} entry ${i + 1} (${input}) not converted: ${entry.message}`);
            if (!a.exact || !representable(ref.value)) return;
            same(entry.amountText, `${refNumber(a.q, 12)} ${dir === "mgToMl" ? "mg" : "mL"}`, `${ctx} entry ${i + 1} amount`);
            shown(entry.resultText, ref.value, refResultText(dir), spreadOf(ref.value), `${ctx} entry ${i + 1} (${input}) result`);
            shown(entry.resultPlain, ref.value, refResultPlain(dir), spreadOf(ref.value), `${ctx} entry ${i + 1} plain`);
          });
          same(outcome.converted, converted, `${ctx} converted count`);
        },
      ),
      params(20_000),
    );
  }, TIMEOUT);
});

// ---------------------------------------------------------------------------------------------
// Molarity

const labField = fc.oneof(
  { weight: 6, arbitrary: numberText({ exponent: [-6, 6], maxInt: 6, maxFrac: 7 }).map((t) => t.text) },
  { weight: 4, arbitrary: smallDigitsNumber },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "0", "-1", "58.44", "1000", "0,5") },
  { weight: 1, arbitrary: junkText },
);

type RefField = { ok: true; q: Q; exact: boolean } | { ok: false };

function refLabField(text: string, allowZero: boolean): RefField {
  const r = refParseNumber(text);
  if (!r.ok) return { ok: false };
  if (isNeg(r.q) || (!allowZero && isZero(r.q))) return { ok: false };
  return { ok: true, q: r.q, exact: exactRange(r) };
}

/** molarity.selectors.ts: M to 4 fixed decimals, mM and µM to 4 significant figures (max 4 decimals). */
function refFixedOrBelow(x: Q, decimals: number, unit: string): string {
  if (cmp(x, q(0n)) > 0 && refRoundsToZero(x, decimals)) return `< ${refSmallest(decimals)} ${unit}`;
  return `${refFixed(x, decimals)} ${unit}`;
}
function refSignificantDecimals(x: Q): number {
  if (isZero(x)) return 4;
  return Math.min(4, Math.max(0, 4 - 1 - floorLog10(abs(x))));
}
function refEcho(x: Q): string {
  if (cmp(x, q(0n)) > 0 && refRoundsToZero(x, 6)) return `< ${refSmallest(6)}`;
  return refNumber(x, 6);
}

describe("fuzz: molarity", () => {
  it("M, mM and µM equal exact arithmetic at the displayed precision; bad fields get their own hint", () => {
    fc.assert(
      fc.property(labField, labField, labField, (mass, molecularWeight, volume) => {
        inputsRun.molarity += 1;
        const ctx = `calculateMolarity(${JSON.stringify([mass, molecularWeight, volume])})`;
        const outcome = calculateMolarity({ mass, molecularWeight, volume, molarity: "" });
        noBadText(outcome, ctx);
        const refs = { mass: refLabField(mass, true), molecularWeight: refLabField(molecularWeight, false), volume: refLabField(volume, false) };
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
        if (!outcome.ok) throw new Error(`${ctx}: refused (${outcome.issues.map((i) => i.message).join("; ")}), exact molarity ${refPlain(molar, 20)}`);
        const display = formatMolarity(outcome.result.molar);
        noBadText([display, formatMolarityWorking(outcome.result)], ctx);
        if (!m.exact || !w.exact || !v.exact || !representable(molar) || !representable(mul(molar, p10(6)))) return;
        const mM = mul(molar, p10(3));
        const uM = mul(molar, p10(6));
        shown(display.molar, molar, (x) => refFixedOrBelow(x, 4, "M"), spreadOf(molar), `${ctx} M`);
        shown(display.millimolar, mM, (x) => refFixedOrBelow(x, refSignificantDecimals(x), "mM"), spreadOf(mM), `${ctx} mM`);
        shown(display.micromolar, uM, (x) => refFixedOrBelow(x, refSignificantDecimals(x), "µM"), spreadOf(uM), `${ctx} µM`);
        same(
          formatMolarityWorking(outcome.result),
          `(${refEcho(m.q)} g ÷ ${refEcho(w.q)} g/mol) ÷ (${refEcho(v.q)} mL ÷ 1000) = ${display.molar}`,
          `${ctx} working line`,
        );
      }),
      params(75_000),
    );
  }, TIMEOUT);

  it("random and extreme fields never throw or show NaN/Infinity/undefined", () => {
    const field = fc.oneof(junkText, extremeNumberText, unicodeDigitsText);
    fc.assert(
      fc.property(field, field, field, (mass, molecularWeight, volume) => {
        inputsRun.molarity += 1;
        const outcome = calculateMolarity({ mass, molecularWeight, volume, molarity: "" });
        const ctx = `calculateMolarity(${JSON.stringify([mass, molecularWeight, volume])})`;
        noBadText(outcome, ctx);
        if (outcome.ok) noBadText([formatMolarity(outcome.result.molar), formatMolarityWorking(outcome.result)], ctx);
      }),
      params(25_000),
    );
  }, TIMEOUT);
});

// ---------------------------------------------------------------------------------------------
// Dilution

function refDilutionNumber(x: Q): string {
  if (cmp(x, q(0n)) > 0 && refRoundsToZero(x, 2)) return `< ${refSmallest(2)}`;
  return refNumber(x, 2);
}

describe("fuzz: dilution (C1V1 = C2V2)", () => {
  const solveForArb = fc.constantFrom<SolveFor>("v1", "v2", "c2");

  it("the unknown and the diluent equal exact arithmetic at the displayed precision", () => {
    fc.assert(
      fc.property(labField, labField, labField, labField, solveForArb, (c1, v1, c2, v2, solveFor) => {
        inputsRun.dilution += 1;
        const values = { c1, v1, c2, v2 };
        const ctx = `calculateDilution(${JSON.stringify(values)}, ${solveFor})`;
        const outcome = calculateDilution(values, solveFor);
        noBadText(outcome, ctx);
        const known = (["c1", "v1", "c2", "v2"] as const).filter((f) => f !== solveFor);
        const refs = Object.fromEntries(known.map((f) => [f, refLabField(values[f], false)])) as Record<string, RefField>;
        const bad = known.filter((f) => !refs[f]!.ok);
        if (bad.length > 0) {
          if (outcome.ok) throw new Error(`${ctx}: calculated, expected hints for ${bad.join(", ")}`);
          same(outcome.issues.map((i) => i.field).join(","), bad.join(","), `${ctx} fields with hints`);
          return;
        }
        const n = Object.fromEntries(known.map((f) => [f, (refs[f] as Extract<RefField, { ok: true }>).q])) as Record<string, Q>;
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
          solveFor === "v1" ? div(mul(n.c2!, n.v2!), n.c1!) : solveFor === "v2" ? div(mul(n.c1!, n.v1!), n.c2!) : div(mul(n.c1!, n.v1!), n.v2!);
        if (cmp(value, OVERFLOW) >= 0) {
          if (outcome.ok) throw new Error(`${ctx}: calculated an overflowing result`);
          same(outcome.issues[0]?.field, null, `${ctx} too-large hint`);
          return;
        }
        if (!outcome.ok) throw new Error(`${ctx}: refused (${outcome.issues.map((i) => i.message).join("; ")})`);
        const display = formatDilution(outcome.result);
        noBadText(display, ctx);
        if (!representable(value)) return;
        const all = { ...n, [solveFor]: value } as Record<"c1" | "v1" | "c2" | "v2", Q>;
        const diluentExact = cmp(all.v2, all.v1) > 0 ? sub(all.v2, all.v1) : q(0n);
        if (!isZero(diluentExact) && !representable(diluentExact)) return;
        shown(display.fieldText, value, refDilutionNumber, spreadOf(value), `${ctx} result`);
        const fieldText = display.fieldText;
        same(
          display.headline,
          solveFor === "c2" ? `C2 = ${fieldText} (in the unit of C1)` : `${solveFor.toUpperCase()} = ${fieldText} mL`,
          `${ctx} headline`,
        );
        const show = (f: "c1" | "v1" | "c2" | "v2") => (f === solveFor ? fieldText : refEcho(all[f]));
        if (!isZero(diluentExact)) {
          // V2 − V1 loses digits when V1 is almost V2: the spread is that of the larger volume.
          const diluentText = formatDilutionNumber(outcome.result.diluent);
          shown(diluentText, diluentExact, refDilutionNumber, spreadOf(cmp(all.v2, all.v1) > 0 ? all.v2 : all.v1), `${ctx} diluent`);
          same(
            display.instruction,
            `Add ${diluentText} mL of diluent to ${show("v1")} mL of stock (C1 = ${show("c1")}) to make ${show("v2")} mL at C2 = ${show("c2")}.`,
            `${ctx} instruction`,
          );
        } else {
          expect(display.instruction, ctx).toMatch(/^No diluent/);
        }
      }),
      params(75_000),
    );
  }, TIMEOUT);

  it("random and extreme fields never throw or show NaN/Infinity/undefined", () => {
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
  }, TIMEOUT);
});

// ---------------------------------------------------------------------------------------------
// Syringe

const CHOICES: SyringeChoice[] = ["auto-oral", "auto-injection", ...SYRINGES.map((s) => s.id)];
const EPS_CML = q(1n, 10_000_000n); // syringe.calc.ts EPSILON_CML = 1e-7 hundredths of a mL

interface RefSyringeReading {
  id: string;
  status: string;
  nearest: Q;
  /** |rounding error| in %, when between marks or below the smallest mark. */
  percent: Q | null;
  split: { parts: number; each: Q } | null;
  unitsExact: Q | null;
}

/** The syringe reading by its documented rules, exactly (syringe.calc.ts readSyringe). */
function refSyringe(volume: Q, choice: SyringeChoice): RefSyringeReading {
  const family = choice === "auto-oral" ? "oral" : choice === "auto-injection" ? "injection" : SYRINGES.find((s) => s.id === choice)!.family;
  const list = SYRINGES.filter((s) => s.family === family).sort((a, b) => a.capacityCml - b.capacityCml || a.markCml - b.markCml);
  const cml = mul(volume, fromInt(100));
  const fits = (s: (typeof SYRINGES)[number]) => cmp(cml, add(fromInt(s.capacityCml), EPS_CML)) <= 0;
  const auto = choice === "auto-oral" || choice === "auto-injection";
  const syringe = auto ? (list.find(fits) ?? list[list.length - 1]!) : SYRINGES.find((s) => s.id === choice)!;
  const base = { id: syringe.id, percent: null, split: null, unitsExact: syringe.unitsPerMl ? mul(volume, fromInt(syringe.unitsPerMl)) : null };
  if (isZero(volume)) return { ...base, status: "zero", nearest: q(0n) };
  // Marks, with binary noise below a billionth of a mark rounded away (documented in readMarks).
  const marksRaw = div(cml, fromInt(syringe.markCml));
  const marks = q(roundedUnits(marksRaw, 9), 10n ** 9n);
  const maxIndex = BigInt(syringe.capacityCml / syringe.markCml);
  const nearestIndex = (() => {
    const i = floor(add(marks, q(1n, 2n)));
    return i > maxIndex ? maxIndex : i;
  })();
  const nearest = div(mul(fromInt(nearestIndex), fromInt(syringe.markCml)), fromInt(100));
  if (!fits(syringe)) {
    const largest = list[list.length - 1]!;
    const fitting = list.find(fits);
    const partsQ = div(sub(cml, EPS_CML), fromInt(largest.capacityCml));
    const parts = Number(floor(partsQ) + (isInteger(partsQ) ? 0n : 1n));
    const split = fitting || !Number.isSafeInteger(parts) ? null : { parts, each: div(volume, fromInt(parts)) };
    return { ...base, status: "exceeds", nearest: div(fromInt(syringe.capacityCml), fromInt(100)), split };
  }
  const onMark = isInteger(marks) && floor(marks) <= maxIndex;
  if (onMark) return { ...base, status: "on-mark", nearest };
  const percent = abs(mul(div(sub(nearest, volume), volume), fromInt(100)));
  return { ...base, status: nearestIndex === 0n ? "below-smallest-mark" : "between-marks", nearest, percent };
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
      .oneof(numberText({ signs: [""], comma: false, spaces: [], exponent: null, maxInt: 2, maxFrac: 6 }).map((t) => t.core), smallDigitsNumber)
      .map((t) => ({ text: t, exact: parseDecimal(t)!, value: Number(t), viaConverter: false })),
  },
  {
    // The syringe page draws the converter's result: mg ÷ mg/mL.
    weight: 2,
    arbitrary: fc.tuple(smallDigitsNumber, smallDigitsNumber).filter(([, c]) => Number(c) > 0).map(([a, c]) => {
      const e = evaluateConverter({ amountText: a, concentrationText: c, direction: "mgToMl" });
      const value = e.result.status === "none" ? NaN : e.result.value;
      return { text: `${a} mg ÷ ${c} mg/mL`, exact: div(parseDecimal(a)!, parseDecimal(c)!), value, viaConverter: true };
    }),
  },
);

describe("fuzz: syringe drawing", () => {
  it("the syringe, the nearest mark, the rounding error, the split and the insulin units are exact", () => {
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
        const ref = refSyringe(v, choice);
        same(reading.syringe.id, ref.id, `${ctx} syringe`);
        same(reading.status, ref.status, `${ctx} status`);
        const mL = (x: Q) => refDose(x, "mL");
        if (ref.status !== "zero") expect(texts.summary, `${ctx} summary`).toContain(mL(v));
        if (ref.status === "on-mark") same(formatDose(reading.nearestMl, "mL"), mL(ref.nearest), `${ctx} mark`);
        if (ref.percent) {
          same(formatDose(reading.nearestMl, "mL"), mL(ref.nearest), `${ctx} nearest mark`);
          const percentText = formatPercent(reading.errorPercent ?? NaN);
          // (nearest − V) ÷ V loses digits when V is almost on a mark: spread relative to nearest ÷ V.
          const spread = mul(add(ref.percent, mul(fromInt(100), div(ref.nearest, v))), SPREAD);
          shown(percentText, ref.percent, refPercentText, spread, `${ctx} rounding error`);
          if (ref.status === "between-marks") expect(texts.warnings.join(" "), ctx).toContain(percentText);
        }
        if (ref.split) {
          same(reading.split?.parts, ref.split.parts, `${ctx} parts`);
          const each = formatDose(reading.split!.eachMl, "mL");
          shown(each, ref.split.each, mL, spreadOf(ref.split.each), `${ctx} each part`);
          expect(texts.warnings.join(" "), ctx).toContain(`${ref.split.parts} equal parts of ${each}`);
        } else {
          same(reading.split, null, `${ctx} no split`);
        }
        if (ref.unitsExact) {
          shown(formatUnits(reading.units!.exact), ref.unitsExact, refUnitsText, spreadOf(ref.unitsExact), `${ctx} insulin units`);
        }
      }),
      params(75_000),
    );
  }, TIMEOUT);

  it("odd volumes (negative, NaN, Infinity, huge, tiny) never throw or show NaN/Infinity/undefined", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.constantFrom(NaN, Infinity, -Infinity, -0, 5e-324, 1e308, -1, 0.005, 0.015, 10.0000001, 1e-9), fc.constant(null)),
        fc.constantFrom(...CHOICES),
        (volume, choice) => {
          inputsRun.syringe += 1;
          const reading = readSyringe(volume, choice);
          noBadText([syringeTexts(reading)], `readSyringe(${volume}, ${choice})`);
        },
      ),
      params(25_000),
    );
  }, TIMEOUT);
});

// ---------------------------------------------------------------------------------------------

describe("fuzz budget", () => {
  it(`ran at least ${TARGET.toLocaleString("en-US")} generated inputs per calculator`, () => {
    for (const [calculator, count] of Object.entries(inputsRun)) {
      expect(count, calculator).toBeGreaterThanOrEqual(Math.min(TARGET, Math.round(TARGET * SCALE)));
    }
  });
});
