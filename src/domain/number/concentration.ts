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
 *                           (always 1 part in n: "250 in 5" or "400:250", without units, is refused,
 *                           never read as 250 g in 5 mL)
 *
 * Numbers and unit words in the plain, amount-per-volume and percentage forms are read by the one
 * entry parser (entry.ts, with the units of src/domain/units.ts) as a label field (field-kinds.ts,
 * issue 56): decimal comma accepted (`2,5 mg/mL`); a label's comma grouping thousands read, and
 * said in the note (`1,000 mg in 10 mL`, `2,500 mg/mL`: a label never prints 1.000 or 2.500); any
 * other possible thousands separator (`4,383 mg`, `1.000 mg`), scientific notation, hexadecimal, digit separators, non-ASCII digits and more than
 * 15 significant digits refused with a hint. Every spelling of the units module is understood
 * (`250 mg per 5 millilitres`, `2 grams/litre`).
 *
 * A refusal carries a closed reason (the converter machine makes each a state): "empty",
 * "invalid", "ambiguous" (a possible thousands separator, or a ratio's `1:1.000`), "notation",
 * "unit" (unknown unit, mass and volume swapped, or a mass without its volume), "zero" (0 or
 * below: a concentration is never negative, so a negative one is "zero" too). "negative" is in
 * the union because the amount field shares it; no concentration answers with it.
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
 * `1:1000` or `1:1,000`. The same holds outside ratios, in the one entry parser: `1.000 mg/mL`
 * and `2.500%` are refused as ambiguous (entry.ts), while `0.125 mg/mL`, `1.5%` and ratios such as
 * `1:2.5` or `1:0.500` (which cannot be thousands grouping) are read as written.
 *
 * A concentration must be above 0; every answer is finite (no NaN or Infinity). Unit factors
 * are applied with decimal-exact arithmetic (exact.ts), so 7.55 mg/L shows as 0.0076 mg/mL.
 */
import { decimalProduct, decimalQuotient } from "./exact";
import { formatNumber } from "./format";
import { echoNumber, isPlainNumberText, readEntry } from "./entry";
import { withLabelComma, type FieldKind } from "./field-kinds";
import { lookupUnit, type Unit } from "~/domain/units";

export type ConcentrationForm = "plain" | "mass-per-volume" | "percent" | "ratio";

export type ConcentrationFailureReason = "empty" | "invalid" | "negative" | "ambiguous" | "notation" | "unit" | "zero";

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
      /** The concentration in mg/mL, unrounded (the same as mgPerMl). */
      value: number;
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
      /**
       * The note under the field: the description for a label form ("250 mg per 5 mL = 50 mg/mL"),
       * "Read as 2.5 mg/mL" for a plain number typed another way ("2,5", ".5"), else null.
       */
      note: string | null;
      form: ConcentrationForm;
    }
  | { ok: false; reason: ConcentrationFailureReason; message: string };

export const CONCENTRATION_MESSAGES = {
  empty: "Enter a concentration above 0",
  notPositive: "Enter a concentration above 0",
  volumeNotPositive: "The volume must be above 0",
  unrecognised: "Write the concentration as 50, 250 mg per 5 mL, 500 mcg/mL, 2 g/L, 1% or 1:1000",
  tooLarge: "That concentration is too large to calculate with",
  missingVolume: "Add the volume too, for example 250 mg per 5 mL",
  ratio: "Write a ratio as 1:1000 or 1:1 000 (a space or a comma only between groups of three digits)",
  /**
   * A ratio strength is 1 part in n ("1:1,000", "1 in 10,000"): two numbers without units that
   * do not start with 1 ("250 in 5", "400:250") are more likely an amount in a volume with its
   * units left out, read as grams that would be a 1,000-fold error, so they are refused.
   */
  ratioNotOne: (typed: string) =>
    `${typed} has no units: for an amount in a volume, write them (250 mg in 5 mL); a ratio strength is 1 in n (1:1000)`,
  /** "1:1.000 is ambiguous: write 1:1000 or 1:1 000" (a point before three digits in a ratio). */
  ratioAmbiguousPoint: (typed: string, plain: string, grouped: string) =>
    `${typed} is ambiguous: write ${plain} or ${grouped}`,
} as const;

/**
 * Shows an entered or computed concentration value: up to 4 decimals, and at least 3 significant
 * figures below 0.01 (0.00025 mg/mL, never 0.0003 mg/mL: a worked line divided by the strength
 * shown must check by hand); below 0.0001, at least 12 decimals and as many as 4 significant
 * figures need, so a tiny strength is never shown as 0 mg/mL.
 */
export function formatConcentrationValue(mgPerMl: number): string {
  return formatNumber(mgPerMl, concentrationDecimals(mgPerMl));
}

/** The most decimals formatConcentrationValue shows a value with (the rule above). */
export function concentrationDecimals(mgPerMl: number): number {
  const abs = Math.abs(mgPerMl);
  if (abs === 0 || abs >= 0.01 || !Number.isFinite(abs)) return 4;
  let exponent = Math.floor(Math.log10(abs));
  if (10 ** (exponent + 1) <= abs) exponent += 1;
  if (abs >= 0.0001) return Math.max(4, 2 - exponent);
  return Math.max(12, 3 - exponent);
}

/** "50 mg/mL". */
export function formatConcentration(mgPerMl: number): string {
  return `${formatConcentrationValue(mgPerMl)} mg/mL`;
}

/** Echo of a number the person typed, unrounded (up to 12 decimals), with grouping. */
const echo = echoNumber;

function fail(reason: ConcentrationFailureReason, message: string): ConcentrationResult {
  return { ok: false, reason, message };
}

/**
 * `read` null: the label reads as its normalized value ("50 mg/mL"). `typed`: the text of a plain
 * number, to say "Read as 2.5 mg/mL" when it was typed another way.
 */
function success(
  ratio: readonly [number, number],
  read: string | null,
  form: ConcentrationForm,
  typed = "",
  groupedComma = false,
): ConcentrationResult {
  const mgPerMl = decimalQuotient(ratio[0], ratio[1]);
  // An infinite mass makes the quotient infinite or NaN too; 0 or a negative value is "zero".
  if (!Number.isFinite(mgPerMl)) return fail("notation", CONCENTRATION_MESSAGES.tooLarge);
  if (!(mgPerMl > 0)) return fail("zero", CONCENTRATION_MESSAGES.notPositive);
  const normalized = formatConcentration(mgPerMl);
  const shown = read ?? normalized;
  const description = shown === normalized ? normalized : `${shown} = ${normalized}`;
  let note: string | null = null;
  if (form !== "plain") note = withLabelComma(description, groupedComma);
  else if (!isPlainNumberText(typed, mgPerMl)) note = withLabelComma(`Read as ${normalized}`, groupedComma);
  return { ok: true, value: mgPerMl, mgPerMl, ratio, normalized, read: shown, description, note, form };
}

type Quantity =
  { ok: true; value: number; unit: Unit | null; groupedComma: boolean } | { ok: false; result: ConcentrationResult };

/**
 * A number inside a concentration with its optional unit word ("250 mg", "5", "2,5"), read by the
 * one entry parser as a label field; a refusal keeps its reason, "not a number" gets the form hint.
 */
function readQuantity(text: string, kind: FieldKind = "label"): Quantity {
  const entry = readEntry(text, kind);
  if (!entry.ok) {
    const message =
      entry.reason === "empty" || entry.reason === "invalid" || entry.reason === "unit"
        ? CONCENTRATION_MESSAGES.unrecognised
        : entry.message;
    return { ok: false, result: fail(entry.reason === "empty" ? "invalid" : entry.reason, message) };
  }
  return { ok: true, value: entry.value, unit: entry.unit, groupedComma: entry.groupedComma };
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
  if (/^\d{1,3}(,\d{3})+$/.test(text) || /^\d{1,3}( \d{3})+$/.test(text))
    return { ok: true, value: Number(text.replace(/[, ]/g, "")) };
  if (POINT_GROUPED.test(text)) return { ok: false, ambiguous: true };
  if (/^(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: true, value: Number(text) };
  return { ok: false, ambiguous: false };
}

/**
 * The hint for a ratio with an ambiguous point: each ambiguous side written without the points,
 * then grouped by the site's thin space; the other side as typed. "1 in 10.000" →
 * "1 in 10.000 is ambiguous: write 1 in 10000 or 1 in 10 000".
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

const PERCENT = /^(.+?)\s*%\s*(?:\(?\s*w\s*\/\s*v\s*\)?)?$/;
/** "1:1000", "1:1,000", "1 in 10 000" (spaces are one ordinary space by now). */
const RATIO = /^([\d.,]+(?: \d{3})*)\s*(:|in)\s*([\d.,]+(?: \d{3})*)$/;
/** "250 mg per 5 mL", "250mg/5ml", "250 mg in 5 mL", "2 g/L": the mass part, then the volume part. */
const PER_VOLUME = /^(.+?)\s*(?:\/|\s(?:per|in)\s)\s*(.+)$/;

/**
 * Parses a concentration as written on a label. See the module comment for the accepted forms.
 */
export function parseConcentration(text: string, bare: FieldKind = "label"): ConcentrationResult {
  const raw = typeof text === "string" ? text : "";
  const trimmed = raw.trim().replace(/\s+/g, " ");
  if (trimmed === "") return fail("empty", CONCENTRATION_MESSAGES.empty);
  const lower = trimmed.toLowerCase();

  const ratio = RATIO.exec(lower);
  if (ratio) {
    const [, first = "", separator = ":", second = ""] = ratio;
    const gramsRead = readRatioNumber(first);
    const millilitresRead = readRatioNumber(second);
    if (!gramsRead.ok || !millilitresRead.ok) {
      // A point that could group thousands is named first: the other side may be fine or not.
      if ((!gramsRead.ok && gramsRead.ambiguous) || (!millilitresRead.ok && millilitresRead.ambiguous)) {
        return fail("ambiguous", ambiguousRatioMessage(first, separator, second));
      }
      return fail("invalid", CONCENTRATION_MESSAGES.ratio);
    }
    const grams = gramsRead.value;
    const millilitres = millilitresRead.value;
    // 0 g is "zero" in success(); 0 mL must not become a division by zero.
    if (!(millilitres > 0)) return fail("zero", CONCENTRATION_MESSAGES.notPositive);
    // 0 g is "zero" in success(); any first number but 1 is an amount in a volume without units.
    if (grams !== 0 && grams !== 1) {
      const sep = separator === ":" ? ":" : " in ";
      return fail("unit", CONCENTRATION_MESSAGES.ratioNotOne(`${first}${sep}${second}`));
    }
    const read = `${echo(grams)}:${echo(millilitres)} = ${echo(grams)} g in ${echo(millilitres)} mL`;
    return success([decimalProduct(grams, 1000), millilitres], read, "ratio");
  }

  const percent = PERCENT.exec(lower);
  if (percent) {
    const part = readQuantity(percent[1] ?? "");
    if (!part.ok) return part.result;
    if (part.unit !== null) return fail("unit", CONCENTRATION_MESSAGES.unrecognised);
    // 0% or below is "zero" in success().
    return success([decimalProduct(part.value, 10), 1], `${echo(part.value)}% (w/v)`, "percent", "", part.groupedComma);
  }

  const perVolume = PER_VOLUME.exec(lower);
  if (perVolume) {
    const [, massText = "", volumeText = ""] = perVolume;
    const mass = readQuantity(massText);
    if (!mass.ok) return mass.result;
    // The volume part: a unit alone ("mL" in "50 mg/mL") is one of it.
    const volumeUnitAlone = lookupUnit(volumeText);
    if (!volumeUnitAlone && /^\p{L}/u.test(volumeText)) return fail("unit", CONCENTRATION_MESSAGES.unrecognised);
    const volume: Quantity = volumeUnitAlone
      ? { ok: true, value: 1, unit: volumeUnitAlone, groupedComma: false }
      : readQuantity(volumeText);
    if (!volume.ok) return volume.result;
    const massUnit = mass.unit;
    const volumeUnit = volume.unit;
    if (massUnit?.dimension !== "mass" || volumeUnit?.dimension !== "volume")
      return fail("unit", CONCENTRATION_MESSAGES.unrecognised);
    if (!(mass.value > 0)) return fail("zero", CONCENTRATION_MESSAGES.notPositive);
    if (!(volume.value > 0)) return fail("zero", CONCENTRATION_MESSAGES.volumeNotPositive);
    const read = volumeUnitAlone
      ? `${echo(mass.value)} ${massUnit.symbol}/${volumeUnit.symbol}`
      : `${echo(mass.value)} ${massUnit.symbol} per ${echo(volume.value)} ${volumeUnit.symbol}`;
    // Decimal-exact (exact.ts): 7.55 mg/L is 0.00755 mg/mL, not 0.0075499999….
    const exactRatio = [
      decimalProduct(mass.value, massUnit.factor),
      decimalProduct(volume.value, volumeUnit.factor),
    ] as const;
    // "50 mg/mL" typed with units reads as itself: no "= 50 mg/mL" echo.
    const sameAsNormalized = volumeUnitAlone !== undefined && massUnit.symbol === "mg" && volumeUnit.symbol === "mL";
    const grouped = mass.groupedComma || volume.groupedComma;
    return success(exactRatio, sameAsNormalized && !grouped ? null : read, "mass-per-volume", "", grouped);
  }

  // A plain number is mg/mL; a mass alone lacks its volume; anything else is refused.
  // A bare number is read by `bare`'s rule: the dose converter's strength field keeps the dose rule
  // (decisions.md "Converter": "1,200" alone is asked), a clinical label field the label's.
  const plain = readQuantity(trimmed, bare);
  if (!plain.ok) return plain.result;
  if (plain.unit?.dimension === "mass") return fail("unit", CONCENTRATION_MESSAGES.missingVolume);
  if (plain.unit !== null) return fail("unit", CONCENTRATION_MESSAGES.unrecognised);
  // 0 or below is "zero" in success().
  return success([plain.value, 1], null, "plain", trimmed, plain.groupedComma);
}
