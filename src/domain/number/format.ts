/// <reference lib="es2023.intl" />
/**
 * The one shared number formatter of the site (decisions.md, "Dose display follows
 * medication-safety rules"). No component formats a number by hand: the converter, the batch
 * converter, the syringe page, the reference tables and the laboratory tools all call these.
 *
 * Rules for doses and volumes (formatDose / formatNumber):
 *  1. Round to at most N decimals (mL and L: 4; mg, mcg and g: 2), then drop trailing zeros:
 *     `2 mL`, never `2.0000 mL` (The Joint Commission 'Do Not Use' list, ISMP).
 *  2. Always a leading zero: `0.5 mL`, never `.5 mL`.
 *  3. A space between number and unit; a comma every three digits at 1,000 and above
 *     (`1,200 mg`). Units are written `mg`, `mL`, `mcg`, `g`, `L`.
 *  4. Never `NaN`, `Infinity` or `undefined` on screen: a non-finite value formats as "—".
 *
 * Laboratory results (molarity) may keep trailing zeros: formatFixed.
 *
 * Rounding is Intl.NumberFormat's (en-US, roundingMode "halfExpand": half away from zero), done
 * on the shortest decimal representation of the number (the digits a person would read, e.g.
 * 1.005 rounds to 1.01), which it reads exactly. A result that rounds to zero never shows a minus
 * sign.
 */

export type DoseUnit = "mg" | "mL" | "mcg" | "g" | "L";

/** What a non-finite value (NaN, ±Infinity) is shown as. */
export const NOT_A_VALUE = "—";

/** Maximum number of decimals shown per unit (decisions.md: 4 for volumes, 2 for masses). */
export const DOSE_DECIMALS: Readonly<Record<DoseUnit, number>> = {
  mL: 4,
  L: 4,
  mg: 2,
  mcg: 2,
  g: 2,
};

/** Largest number of decimals accepted by the formatters (keeps strings bounded). */
const MAX_DECIMALS = 40;

/**
 * The most fraction digits Intl.NumberFormat takes on Node 20 and older browsers (ECMA-402
 * before 2023); more decimals are reached by moving the decimal point (see `rounded`).
 */
const INTL_MAX_FRACTION = 20;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one Intl.NumberFormat behind every rule: en-US digits, comma grouping, at most `decimals`
 * fraction digits (exactly `decimals` when `fixed`), half away from zero ("halfExpand", also the
 * default of engines older than the option). It formats magnitudes: the sign is `rounded`'s.
 */
function numberFormat(decimals: number, fixed: boolean, grouping: boolean): Intl.NumberFormat {
  const key = `${decimals}|${fixed}|${grouping}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: fixed ? decimals : 0,
      maximumFractionDigits: decimals,
      roundingMode: "halfExpand",
      useGrouping: grouping,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Every digit of an exact decimal, as written ("0.0000001", "1,234.5"): Intl.NumberFormat
 * rounds to significant digits when asked, and 21 keep every digit of a shortest double text.
 */
function allDigits(grouping: boolean): Intl.NumberFormat {
  const key = `all|${grouping}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 21, useGrouping: grouping });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Intl.NumberFormat reads a string as an exact decimal (ECMA-402 ToIntlMathematicalValue), so
 * the shortest text of the double is what gets rounded: the digits a person reads (1.005 → 1.01),
 * never the binary value just below them (1.00499999999999989…).
 */
type DecimalText = `${number}`;
const decimalText = (value: number) => String(value) as DecimalText;

/**
 * `value` rounded to `decimals` (0 to MAX_DECIMALS) and written by the rules above. The minus
 * sign is added here, only when a non-zero digit is shown: signDisplay "negative" would say the
 * same, but it throws a RangeError in Firefox before 116, which the build still targets (Vite's
 * baseline: Chrome 111, Firefox 114, Safari 16.4).
 */
function rounded(value: number, decimals: number, fixed: boolean, grouping: boolean): string {
  const magnitude = decimalText(Math.abs(value));
  let shown: string;
  if (decimals <= INTL_MAX_FRACTION) {
    shown = numberFormat(decimals, fixed, grouping).format(magnitude);
  } else {
    // More decimals than Intl.NumberFormat takes on Node 20. From 1 up, a double has at most 16
    // fraction digits, so 20 show it exactly. Below 1, value × 10^shift is rounded at 20 decimals
    // and the point moved back; both moves are made in the exponent of the text, so are exact.
    if (Math.abs(value) >= 1) {
      shown = numberFormat(INTL_MAX_FRACTION, false, grouping).format(magnitude);
    } else {
      const shift = decimals - INTL_MAX_FRACTION;
      const [mantissa, exponent = "0"] = magnitude.split("e");
      const scaled = numberFormat(INTL_MAX_FRACTION, false, false).format(
        `${mantissa}e${Number(exponent) + shift}` as DecimalText,
      );
      shown = allDigits(grouping).format(`${scaled}e-${shift}` as DecimalText);
    }
    if (fixed) {
      const [int, frac = ""] = shown.split(".");
      shown = `${int}.${frac.padEnd(decimals, "0")}`;
    }
  }
  return value < 0 && /[1-9]/.test(shown) ? `-${shown}` : shown;
}

function clampDecimals(decimals: number): number {
  if (!Number.isFinite(decimals)) return 0;
  return Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals)));
}

/**
 * A dose-style number without unit: rounded to at most `maxDecimals`, trailing zeros dropped,
 * leading zero kept, comma thousands separators. formatNumber(1200.5, 2) → "1,200.5";
 * formatNumber(0.05, 4) → "0.05"; formatNumber(NaN, 2) → "—".
 */
export function formatNumber(value: number, maxDecimals: number): string {
  if (!Number.isFinite(value)) return NOT_A_VALUE;
  return rounded(value, clampDecimals(maxDecimals), false, true);
}

/**
 * Like formatNumber but without thousands separators: a value that can be typed back into a
 * number field ("1200.5"). Used when a result moves into an input (Swap direction, Reset) and for
 * CSV cells. Non-finite → "" (an empty field, never "NaN").
 */
export function formatPlainNumber(value: number, maxDecimals: number): string {
  if (!Number.isFinite(value)) return "";
  return rounded(value, clampDecimals(maxDecimals), false, false);
}

/**
 * A dose or volume with its unit, by the medication-safety rules above:
 * formatDose(2, "mL") → "2 mL"; formatDose(1200, "mg") → "1,200 mg";
 * formatDose(0.05, "mL") → "0.05 mL"; formatDose(Infinity, "mL") → "—".
 */
export function formatDose(value: number, unit: DoseUnit): string {
  if (!Number.isFinite(value)) return NOT_A_VALUE;
  return `${formatNumber(value, DOSE_DECIMALS[unit])} ${unit}`;
}

/**
 * Laboratory-style fixed decimals that keep trailing zeros (decisions.md rule 4), with comma
 * thousands separators: formatFixed(1, 4) → "1.0000"; formatFixed(1234.5, 2) → "1,234.50".
 * Non-finite → "—".
 */
export function formatFixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return NOT_A_VALUE;
  return rounded(value, clampDecimals(decimals), true, true);
}

/**
 * True when a finite, non-zero value would be shown as 0 at `maxDecimals` (for example 0.00001 mL
 * at 4 decimals). Callers use it to say "less than 0.0001 mL" instead of a misleading "0 mL".
 */
export function roundsToZero(value: number, maxDecimals: number): boolean {
  if (!Number.isFinite(value) || value === 0) return false;
  return formatPlainNumber(Math.abs(value), maxDecimals) === "0";
}

/** The smallest positive value shown at `maxDecimals`, as text: 4 → "0.0001". */
export function smallestShown(maxDecimals: number): string {
  const d = clampDecimals(maxDecimals);
  return d === 0 ? "1" : `0.${"0".repeat(d - 1)}1`;
}

/**
 * A laboratory result to `significant` significant figures (decisions.md 'Laboratory tools',
 * issue 27): rounded there, trailing zeros dropped ("1 M", "5 g", "500 mL", "0.0143 mL",
 * "85.6 µM"), comma thousands separators; whole digits beyond the significant ones are kept, not
 * rounded away ("123,456"). With at least 3 significant figures the rounding never moves a value
 * by more than 0.5 %. A value too small for 40 decimals reads "< 0.000…1"; non-finite → "—".
 */
export function formatSignificant(value: number, significant: number): string {
  if (!Number.isFinite(value)) return NOT_A_VALUE;
  if (value === 0) return "0";
  const digits = Math.max(1, Math.trunc(significant));
  // The power of ten of the digits a person reads (the shortest decimal text of the double), so
  // that 1000 is never taken for 999.999…: "9.99e+2" → 2.
  const magnitude = Number(Math.abs(value).toExponential().split("e")[1]);
  const decimals = Math.max(0, digits - 1 - magnitude);
  if (decimals > MAX_DECIMALS) return `< ${smallestShown(MAX_DECIMALS)}`;
  return formatNumber(value, decimals);
}
