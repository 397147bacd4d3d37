/**
 * Reads a concentration "as written on the label" and converts it to mg/mL
 * (decisions.md, "Converter"). Accepted forms (case-insensitive, spaces optional):
 *
 *   plain number            50            → 50 mg/mL (the field's unit)
 *   amount per volume       250 mg per 5 mL, 250mg/5ml, 250 mg in 5 mL, 5 mg/0.5 mL,
 *                           500 mcg/mL (also µg, ug), 2 g/L, 1 g/10 mL, 20 mg/dL, 2 mg per mL
 *                           → mass in mg ÷ volume in mL
 *   percentage (w/v)        1%, 0.9 %, 5% w/v → 1 g per 100 mL, so 1% = 10 mg/mL
 *   ratio (w/v)             1:1,000, 1:10000, 1 in 1,000 → 1 g in 1,000 mL = 1 mg/mL
 *
 * Numbers in the plain, amount-per-volume and percentage forms follow the shared parser
 * (`parseNumber`): decimal comma accepted (`2,5 mg/mL`), ambiguous thousands comma (`1,000 mg`)
 * refused with a hint.
 *
 * Ratios are the one place where a comma is read as a thousands separator: in `1:1,000` or
 * `1 in 10,000` the comma can only group thousands (ratio strengths are written with whole
 * numbers, and a decimal ratio such as 1:1.5 is written with a point), so reading it cannot cause
 * a 1,000-fold error. Only correct groups of three digits are accepted (`1:10,000`); anything
 * else with a comma (`1:1,5`) is refused.
 *
 * For the same reason a point followed by exactly three digits in a ratio (`1:1.000`,
 * `1 in 10.000`, `1:1.000.000`) is refused, never guessed: it is how much of Europe writes
 * 1:1,000, and reading it as a decimal (1:1) would be a 1,000-fold error. The hint asks for
 * `1:1000` or `1:1,000`. Elsewhere a point is this product's decimal point, as in the amount
 * field: `1.000` mg/mL, `0.125 mg/mL` and `1.5%` are decimals, and ratios such as `1:2.5` or
 * `1:0.500` (which cannot be thousands grouping) are read as written.
 *
 * A concentration must be above 0; every answer is finite (no NaN or Infinity). Unit factors
 * are applied with decimal-exact arithmetic (exact.ts), so 7.55 mg/L shows as 0.0076 mg/mL.
 */
import { decimalProduct, decimalQuotient } from "./exact";
import { formatNumber } from "./format";
import { parseNumber, type ParseFailureReason } from "./parse";

export type ConcentrationForm = "plain" | "mass-per-volume" | "percent" | "ratio";

export type ConcentrationFailureReason = ParseFailureReason | "not-positive" | "unit" | "ambiguous-point";

/** A concentration as written, as mg per mL: 250 mg per 3 mL → [250, 3]. */
export type ConcentrationRatio = readonly [mg: number, ml: number];

/** Whether two concentration ratios are the same as written (both null counts as the same). */
export function sameRatio(a: ConcentrationRatio | null, b: ConcentrationRatio | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return a[0] === b[0] && a[1] === b[1];
}

export type ConcentrationResult =
  | {
      ok: true;
      /** The concentration in mg/mL, unrounded. */
      mgPerMl: number;
      /**
       * The concentration as written, as mg per mL: 250 mg per 3 mL → [250, 3]. mgPerMl is its
       * quotient rounded to a double (83.33333333333333); the converter divides by the ratio
       * itself, so 0.105 mg at 100 g/3 L is exactly 0.00315 mL (shown 0.0032 mL).
       */
      ratio: ConcentrationRatio;
      /** The concentration in mg/mL as shown, e.g. "50 mg/mL". */
      normalized: string;
      /** How the text was read, in its own form, e.g. "250 mg per 5 mL" or "1% (w/v)". */
      read: string;
      /**
       * One line for the screen: "250 mg per 5 mL = 50 mg/mL"; for a plain number just the
       * normalized value ("50 mg/mL").
       */
      description: string;
      form: ConcentrationForm;
    }
  | { ok: false; reason: ConcentrationFailureReason; message: string };

export const CONCENTRATION_MESSAGES = {
  empty: "Enter a concentration above 0",
  notPositive: "Enter a concentration above 0",
  volumeNotPositive: "The volume must be above 0",
  unrecognised: "Write the concentration as 50, 250 mg per 5 mL, 500 mcg/mL, 2 g/L, 1% or 1:1,000",
  tooLarge: "That concentration is too large to calculate with",
  missingVolume: "Add the volume too, for example 250 mg per 5 mL",
  ratio: "Write a ratio as 1:1000 or 1:1,000 (commas only between groups of three digits)",
  /** "1:1.000 is ambiguous: write 1:1000 or 1:1,000" (a point before three digits in a ratio). */
  ratioAmbiguousPoint: (typed: string, plain: string, grouped: string) =>
    `${typed} is ambiguous: write ${plain} or ${grouped}`,
} as const;

/** Mass units to milligrams. */
const MASS_UNITS: Readonly<Record<string, { factor: number; label: string }>> = {
  g: { factor: 1000, label: "g" },
  gram: { factor: 1000, label: "g" },
  grams: { factor: 1000, label: "g" },
  mg: { factor: 1, label: "mg" },
  milligram: { factor: 1, label: "mg" },
  milligrams: { factor: 1, label: "mg" },
  mcg: { factor: 0.001, label: "mcg" },
  ug: { factor: 0.001, label: "mcg" },
  microgram: { factor: 0.001, label: "mcg" },
  micrograms: { factor: 0.001, label: "mcg" },
};

/** Volume units to millilitres. */
const VOLUME_UNITS: Readonly<Record<string, { factor: number; label: string }>> = {
  l: { factor: 1000, label: "L" },
  liter: { factor: 1000, label: "L" },
  litre: { factor: 1000, label: "L" },
  dl: { factor: 100, label: "dL" },
  ml: { factor: 1, label: "mL" },
  milliliter: { factor: 1, label: "mL" },
  millilitre: { factor: 1, label: "mL" },
  cc: { factor: 1, label: "mL" },
};

/** Shows an entered or computed concentration value: up to 4 decimals, more for tiny values. */
export function formatConcentrationValue(mgPerMl: number): string {
  if (mgPerMl !== 0 && Math.abs(mgPerMl) < 0.0001) return formatNumber(mgPerMl, 12);
  return formatNumber(mgPerMl, 4);
}

/** "50 mg/mL". */
export function formatConcentration(mgPerMl: number): string {
  return `${formatConcentrationValue(mgPerMl)} mg/mL`;
}

/** Echo of a number the person typed, unrounded (up to 12 decimals), with grouping. */
function echo(value: number): string {
  return formatNumber(value, 12);
}

function fail(reason: ConcentrationFailureReason, message: string): ConcentrationResult {
  return { ok: false, reason, message };
}

/** `read` null: the label reads as its normalized value ("50 mg/mL"). */
function success(ratio: readonly [number, number], read: string | null, form: ConcentrationForm): ConcentrationResult {
  const mgPerMl = decimalQuotient(ratio[0], ratio[1]);
  if (!Number.isFinite(mgPerMl) || !Number.isFinite(ratio[0])) return fail("not-finite", CONCENTRATION_MESSAGES.tooLarge);
  if (!(mgPerMl > 0)) return fail("not-positive", CONCENTRATION_MESSAGES.notPositive);
  const normalized = formatConcentration(mgPerMl);
  const shown = read ?? normalized;
  return {
    ok: true,
    mgPerMl,
    ratio,
    normalized,
    read: shown,
    description: shown === normalized ? normalized : `${shown} = ${normalized}`,
    form,
  };
}

/** A number inside a concentration, read by the shared parser; positive required. */
function readPart(text: string): { ok: true; value: number } | { ok: false; result: ConcentrationResult } {
  const parsed = parseNumber(text);
  if (!parsed.ok) {
    const message = parsed.reason === "empty" || parsed.reason === "invalid" ? CONCENTRATION_MESSAGES.unrecognised : parsed.message;
    return { ok: false, result: fail(parsed.reason, message) };
  }
  return { ok: true, value: parsed.value };
}

/**
 * A point that may group thousands: one to three digits (not starting with 0), then groups of
 * exactly three digits after points ("1.000", "10.000", "1.000.000").
 */
const POINT_GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;

type RatioNumber = { ok: true; value: number } | { ok: false; ambiguous: boolean };

/**
 * A whole or decimal ratio number where commas may only group thousands ("10,000"). A point
 * that could group thousands ("1.000") is ambiguous and refused (see the module comment).
 */
function readRatioNumber(text: string): RatioNumber {
  if (/^\d{1,3}(,\d{3})+$/.test(text)) return { ok: true, value: Number(text.replace(/,/g, "")) };
  if (POINT_GROUPED.test(text)) return { ok: false, ambiguous: true };
  if (/^(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: true, value: Number(text) };
  return { ok: false, ambiguous: false };
}

/**
 * The hint for a ratio with an ambiguous point: each ambiguous side written without the points,
 * then with thousands commas; the other side as typed. "1 in 10.000" →
 * "1 in 10.000 is ambiguous: write 1 in 10000 or 1 in 10,000".
 */
function ambiguousRatioMessage(first: string, separator: string, second: string): string {
  const sep = separator === ":" ? ":" : " in ";
  const plain = (t: string) => (POINT_GROUPED.test(t) ? t.replace(/\./g, "") : t);
  const grouped = (t: string) => (POINT_GROUPED.test(t) ? formatNumber(Number(t.replace(/\./g, "")), 0) : t);
  return CONCENTRATION_MESSAGES.ratioAmbiguousPoint(
    `${first}${sep}${second}`,
    `${plain(first)}${sep}${plain(second)}`,
    `${grouped(first)}${sep}${grouped(second)}`,
  );
}

const NUM = String.raw`[+\-\u2212]?[\d.,]*\d[\d.,]*(?:[eE][+\-]?\d+)?`;
const MASS_PER_VOLUME = new RegExp(
  String.raw`^(${NUM})\s*([a-z]+)\s*(?:\/|per|in)\s*(${NUM})?\s*([a-z]+)$`,
);
const PERCENT = new RegExp(String.raw`^(${NUM})\s*%\s*(?:\(?\s*w\s*\/\s*v\s*\)?)?$`);
const MASS_ONLY = new RegExp(String.raw`^(${NUM})\s*([a-z]+)$`);
const RATIO = /^([\d.,]+)\s*(:|in)\s*([\d.,]+)$/;

/**
 * Parses a concentration as written on a label. See the module comment for the accepted forms.
 */
export function parseConcentration(text: string): ConcentrationResult {
  const raw = typeof text === "string" ? text : "";
  const trimmed = raw.trim().replace(/\s+/g, " ");
  if (trimmed === "") return fail("empty", CONCENTRATION_MESSAGES.empty);
  // Lower-case for unit matching; the micro sign (µ U+00B5, μ U+03BC) reads as "u".
  const lower = trimmed.toLowerCase().replace(/[\u00b5\u03bc]/g, "u");

  // Plain number: mg/mL.
  if (/^[+\-\u2212]?[\d.,]*\d*(?:e[+\-]?\d+)?$/.test(lower) && /\d/.test(lower)) {
    const parsed = parseNumber(trimmed);
    if (!parsed.ok) {
      return fail(parsed.reason, parsed.reason === "invalid" ? CONCENTRATION_MESSAGES.unrecognised : parsed.message);
    }
    return success([parsed.value, 1], null, "plain");
  }

  const ratio = RATIO.exec(lower);
  if (ratio) {
    const [, first = "", separator = ":", second = ""] = ratio;
    const gramsRead = readRatioNumber(first);
    const millilitresRead = readRatioNumber(second);
    if (!gramsRead.ok || !millilitresRead.ok) {
      // A point that could group thousands is named first: the other side may be fine or not.
      if ((!gramsRead.ok && gramsRead.ambiguous) || (!millilitresRead.ok && millilitresRead.ambiguous)) {
        return fail("ambiguous-point", ambiguousRatioMessage(first, separator, second));
      }
      return fail("invalid", CONCENTRATION_MESSAGES.ratio);
    }
    const grams = gramsRead.value;
    const millilitres = millilitresRead.value;
    if (!(grams > 0) || !(millilitres > 0)) return fail("not-positive", CONCENTRATION_MESSAGES.notPositive);
    const read = `${echo(grams)}:${echo(millilitres)} = ${echo(grams)} g in ${echo(millilitres)} mL`;
    return success([decimalProduct(grams, 1000), millilitres], read, "ratio");
  }

  const percent = PERCENT.exec(lower);
  if (percent) {
    const part = readPart(percent[1] ?? "");
    if (!part.ok) return part.result;
    if (!(part.value > 0)) return fail("not-positive", CONCENTRATION_MESSAGES.notPositive);
    return success([decimalProduct(part.value, 10), 1], `${echo(part.value)}% (w/v)`, "percent");
  }

  const perVolume = MASS_PER_VOLUME.exec(lower);
  if (perVolume) {
    const [, massText = "", massUnitText = "", volumeText, volumeUnitText = ""] = perVolume;
    const massUnit = MASS_UNITS[massUnitText];
    const volumeUnit = VOLUME_UNITS[volumeUnitText];
    if (!massUnit || !volumeUnit) return fail("unit", CONCENTRATION_MESSAGES.unrecognised);
    const mass = readPart(massText);
    if (!mass.ok) return mass.result;
    let volume = 1;
    if (volumeText !== undefined) {
      const volumePart = readPart(volumeText);
      if (!volumePart.ok) return volumePart.result;
      volume = volumePart.value;
    }
    if (!(mass.value > 0)) return fail("not-positive", CONCENTRATION_MESSAGES.notPositive);
    if (!(volume > 0)) return fail("not-positive", CONCENTRATION_MESSAGES.volumeNotPositive);
    const read =
      volumeText === undefined
        ? `${echo(mass.value)} ${massUnit.label}/${volumeUnit.label}`
        : `${echo(mass.value)} ${massUnit.label} per ${echo(volume)} ${volumeUnit.label}`;
    // Decimal-exact (exact.ts): 7.55 mg/L is 0.00755 mg/mL, not 0.0075499999….
    const ratio = [decimalProduct(mass.value, massUnit.factor), decimalProduct(volume, volumeUnit.factor)] as const;
    // "50 mg/mL" typed with units reads as itself: no "= 50 mg/mL" echo.
    const sameAsNormalized = volumeText === undefined && massUnit.label === "mg" && volumeUnit.label === "mL";
    return success(ratio, sameAsNormalized ? null : read, "mass-per-volume");
  }

  const massOnly = MASS_ONLY.exec(lower);
  if (massOnly && MASS_UNITS[massOnly[2] ?? ""]) return fail("unit", CONCENTRATION_MESSAGES.missingVolume);

  return fail("invalid", CONCENTRATION_MESSAGES.unrecognised);
}
