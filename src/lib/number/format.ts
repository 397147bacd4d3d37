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
 * Rounding is done on the shortest decimal representation of the number (the digits a person
 * would read, e.g. 1.005 rounds to 1.01), half away from zero, on strings, so it is exact and
 * identical in every JavaScript engine. A result that rounds to zero never shows a minus sign.
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

interface Decimal {
  negative: boolean;
  /** Integer digits without leading zeros ("0" for values below 1). */
  int: string;
  /** Fraction digits, exact (may be long for tiny numbers). */
  frac: string;
}

/**
 * The shortest decimal representation of a finite number as sign, integer digits and fraction
 * digits, without exponent notation ("1e-7" becomes int "0", frac "0000001").
 */
function toDecimal(value: number): Decimal {
  const negative = value < 0 || Object.is(value, -0);
  const text = String(Math.abs(value));
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!match) {
    // Unreachable for finite numbers; keep a safe answer rather than throw.
    return { negative, int: "0", frac: "" };
  }
  const [, intPart = "0", fracPart = "", expPart] = match;
  const exp = expPart ? Number(expPart) : 0;
  let digits = intPart + fracPart;
  let pointIndex = intPart.length + exp;
  if (pointIndex <= 0) {
    digits = "0".repeat(1 - pointIndex) + digits;
    pointIndex = 1;
  } else if (pointIndex > digits.length) {
    digits = digits + "0".repeat(pointIndex - digits.length);
  }
  const int = digits.slice(0, pointIndex).replace(/^0+(?=\d)/, "");
  const frac = digits.slice(pointIndex);
  return { negative, int: int === "" ? "0" : int, frac };
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  const chars = digits.split("");
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] === "9") {
      chars[i] = "0";
    } else {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join("");
    }
  }
  return "1" + chars.join("");
}

/** Rounds a decimal to `decimals` fraction digits, half away from zero. Keeps trailing zeros. */
function roundDecimal(d: Decimal, decimals: number): Decimal {
  if (d.frac.length <= decimals) {
    return { ...d, frac: d.frac.padEnd(decimals, "0") };
  }
  const kept = d.int + d.frac.slice(0, decimals);
  const roundUp = Number(d.frac[decimals]) >= 5;
  const rounded = roundUp ? incrementDigits(kept) : kept;
  const intLength = rounded.length - decimals;
  const int = rounded.slice(0, intLength).replace(/^0+(?=\d)/, "") || "0";
  return { negative: d.negative, int, frac: rounded.slice(intLength) };
}

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function clampDecimals(decimals: number): number {
  if (!Number.isFinite(decimals)) return 0;
  return Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals)));
}

function render(d: Decimal, grouping: boolean): string {
  const isZero = /^0*$/.test(d.int) && /^0*$/.test(d.frac);
  const sign = d.negative && !isZero ? "-" : "";
  const int = grouping ? groupThousands(d.int) : d.int;
  return d.frac.length > 0 ? `${sign}${int}.${d.frac}` : `${sign}${int}`;
}

/**
 * A dose-style number without unit: rounded to at most `maxDecimals`, trailing zeros dropped,
 * leading zero kept, comma thousands separators. formatNumber(1200.5, 2) → "1,200.5";
 * formatNumber(0.05, 4) → "0.05"; formatNumber(NaN, 2) → "—".
 */
export function formatNumber(value: number, maxDecimals: number): string {
  if (!Number.isFinite(value)) return NOT_A_VALUE;
  const rounded = roundDecimal(toDecimal(value), clampDecimals(maxDecimals));
  return render({ ...rounded, frac: rounded.frac.replace(/0+$/, "") }, true);
}

/**
 * Like formatNumber but without thousands separators: a value that can be typed back into a
 * number field ("1200.5"). Used when a result moves into an input (Swap direction, Reset) and for
 * CSV cells. Non-finite → "" (an empty field, never "NaN").
 */
export function formatPlainNumber(value: number, maxDecimals: number): string {
  if (!Number.isFinite(value)) return "";
  const rounded = roundDecimal(toDecimal(value), clampDecimals(maxDecimals));
  return render({ ...rounded, frac: rounded.frac.replace(/0+$/, "") }, false);
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
  return render(roundDecimal(toDecimal(value), clampDecimals(decimals)), true);
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
