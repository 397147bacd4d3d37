/**
 * The one shared number formatter of the site (decisions.md, "Dose display follows
 * medication-safety rules"). No component formats a number by hand: the converter, the batch
 * converter, the syringe page, the reference tables and the laboratory tools all call these.
 *
 * Rules for doses and volumes (formatDose / formatNumber):
 *  1. Round to at most N decimals (mL and L: 4; mg, mcg and g: 2), then drop trailing zeros:
 *     `2 mL`, never `2.0000 mL` (The Joint Commission 'Do Not Use' list, ISMP).
 *  2. Always a leading zero: `0.5 mL`, never `.5 mL`.
 *  3. A space between number and unit; digits grouped in threes by a narrow no-break space
 *     (U+202F) at 1 000 and above (`1 200 mg`, `154 004 µM`), never by a comma or a point (SI,
 *     NIST SP 811 §10.5.3; issue 51): the site reads a decimal comma, so "1,350 mL" could be read
 *     as 1.35 mL, a 1,000-fold error. Units are written `mg`, `mL`, `mcg`, `g`, `L`.
 *  4. Never `NaN`, `Infinity` or `undefined` on screen: a non-finite value formats as "—".
 *
 * Laboratory results (molarity) may keep trailing zeros: formatFixed.
 *
 * Rounding is half away from zero (Intl.NumberFormat's en-US "halfExpand"), done on the shortest
 * decimal representation of the number (the digits a person would read, e.g. 1.005 rounds to
 * 1.01), read exactly, digit by digit. A result that rounds to zero never shows a minus sign.
 *
 * Written on the digits themselves, not with Intl.NumberFormat (issue 33): a page's first number
 * format loads the browser's locale data, one task of 100 ms and more on a slow phone, right when
 * a calculator hydrates. The digits are the same (tests/unit/number-format.test.ts compares the
 * two on every kind of number).
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
 * A non-negative decimal text ("1.005", "1e-7", "1.5e+21", "0.05") as its significant digits
 * without leading or trailing zeros and the number of digits before the point: "0.05" → "5", -1
 * (one zero between the point and the digits); "1.5e+21" → "15", 22; zero → "", 0.
 */
function digitsOf(text: string): { digits: string; whole: number } {
  const [mantissa = "0", exponent = "0"] = text.split("e");
  const [int = "", frac = ""] = mantissa.split(".");
  const all = int + frac;
  const leading = all.length - all.replace(/^0+/, "").length;
  const digits = all.slice(leading).replace(/0+$/, "");
  return digits ? { digits, whole: int.length + Number(exponent) - leading } : { digits: "", whole: 0 };
}

/** "1299" → "1300", "999" → "1000": a string of digits plus one in its last place. */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i -= 1;
  if (i < 0) return `1${"0".repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${"0".repeat(digits.length - i - 1)}`;
}

/** What groups thousands in every figure shown: the narrow no-break space, U+202F. */
export const GROUP_SEPARATOR = "\u202f";

/** "1234567" → "1 234 567" (narrow no-break spaces). */
const grouped = (int: string) => int.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR);

/**
 * A text as it is spoken (the announcer): digits grouped by the narrow no-break space joined
 * again, so a screen reader says "1 350 mL" as one number, one thousand three hundred fifty, and
 * not as "one, three hundred fifty".
 */
export function spokenText(text: string): string {
  return text
    .replace(/(\d)\u202f(?=\d{3}(?!\d))/g, "$1")
    .replace(/\u00a0×\u00a010(⁻?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g, (_, minus: string, power: string) => {
      const n = [...power].map((d) => SUPERSCRIPT_DIGITS.indexOf(d)).join("");
      return ` times 10 to the power ${minus ? "minus " : ""}${n}`;
    });
}

/** The superscript digits 0 to 9, for a power of ten. */
const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/**
 * A value in scientific notation to `significant` figures, every figure shown (trailing zeros are
 * significant, unless `keepZeros` is false): 12 076 247 943 to 3 → "1.21 × 10¹⁰", 1.5e-12 → "1.50 × 10⁻¹²" (no-break spaces
 * around ×, so it never wraps inside). Rounded half away from zero on the shortest decimal text,
 * as every figure. The laboratory tools write a value this way where plain digits would show
 * figures that are not significant or a string of zeros; the parser reads it back (field-kinds).
 */
export function formatScientific(value: number, significant: number, keepZeros = true): string {
  if (!Number.isFinite(value)) return NOT_A_VALUE;
  if (value === 0) return "0";
  const digits = Math.max(1, Math.trunc(significant));
  const [m, e] = Math.abs(value).toExponential().split("e") as [string, string];
  let exponent = Number(e);
  let mantissa = rounded(Number(m), digits - 1, true, false);
  // 9.996 to 3 figures is 10.0: one power of ten more.
  if (mantissa.startsWith("10")) {
    exponent += 1;
    mantissa = rounded(Number(mantissa) / 10, digits - 1, true, false);
  }
  if (!keepZeros) mantissa = mantissa.replace(/\.?0+$/, "");
  const power = [...String(Math.abs(exponent))].map((d) => SUPERSCRIPT_DIGITS[Number(d)]).join("");
  return `${value < 0 ? "-" : ""}${mantissa}\u00a0×\u00a010${exponent < 0 ? "⁻" : ""}${power}`;
}

/**
 * `value` rounded to `decimals` (0 to MAX_DECIMALS) and written by the rules above: half away from
 * zero on the digits of its shortest decimal text, exactly `decimals` fraction digits when `fixed`
 * (else trailing zeros dropped), thin-space groups when `grouping`. The minus sign only when a non-zero
 * digit is shown.
 */
function rounded(value: number, decimals: number, fixed: boolean, grouping: boolean): string {
  let { digits, whole } = digitsOf(String(Math.abs(value)));
  // The digits kept: those before the point and `decimals` after it.
  const kept = whole + decimals;
  if (kept < 0) digits = "";
  else if (kept < digits.length) {
    const up = digits.charCodeAt(kept) >= 53; // "5" and above round away from zero
    digits = digits.slice(0, kept);
    if (up) {
      const next = plusOne(digits);
      // 9.99 → 10.0: one more digit before the point.
      if (next.length > digits.length) whole += 1;
      digits = next;
    }
  }
  if (!/[1-9]/.test(digits)) {
    digits = "";
    whole = 0;
  }
  const int = whole > 0 ? digits.slice(0, whole).padEnd(whole, "0") : "0";
  const frac = whole >= 0 ? digits.slice(whole) : `${"0".repeat(-whole)}${digits}`;
  const shownFrac = fixed ? frac.padEnd(decimals, "0") : frac.replace(/0+$/, "");
  const shown = `${grouping ? grouped(int) : int}${shownFrac ? `.${shownFrac}` : ""}`;
  return value < 0 && /[1-9]/.test(shown) ? `-${shown}` : shown;
}

function clampDecimals(decimals: number): number {
  if (!Number.isFinite(decimals)) return 0;
  return Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals)));
}

/**
 * A dose-style number without unit: rounded to at most `maxDecimals`, trailing zeros dropped,
 * leading zero kept, thousands grouped by U+202F. formatNumber(1200.5, 2) → "1 200.5";
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
 * formatDose(2, "mL") → "2 mL"; formatDose(1200, "mg") → "1 200 mg";
 * formatDose(0.05, "mL") → "0.05 mL"; formatDose(Infinity, "mL") → "—".
 */
export function formatDose(value: number, unit: DoseUnit): string {
  if (!Number.isFinite(value)) return NOT_A_VALUE;
  return `${formatNumber(value, DOSE_DECIMALS[unit])} ${unit}`;
}

/**
 * Laboratory-style fixed decimals that keep trailing zeros (decisions.md rule 4), thousands
 * grouped by U+202F: formatFixed(1, 4) → "1.0000"; formatFixed(1234.5, 2) → "1 234.50".
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
 * A value too small to show at `maxDecimals`, in words: 4, "mL" → "less than 0.0001 mL". Never
 * "< 0.0001": the symbol is on ISMP's list of error-prone symbols (read as its opposite, or as a
 * digit: "<10" taken for "40").
 */
export function belowSmallest(maxDecimals: number, unit?: string): string {
  return `less than ${smallestShown(maxDecimals)}${unit ? ` ${unit}` : ""}`;
}

/**
 * A laboratory result to `significant` significant figures (decisions.md 'Laboratory tools',
 * issue 27): rounded there, trailing zeros dropped ("1 M", "5 g", "500 mL", "0.0143 mL",
 * "85.6 µM"), thousands grouped by U+202F; whole digits beyond the significant ones are kept, not
 * rounded away ("123 456"). With at least 3 significant figures the rounding never moves a value
 * by more than 0.5 %. A value too small for 40 decimals reads "less than 0.000…1"; non-finite → "—".
 */
export function formatSignificant(value: number, significant: number, keepZeros = false): string {
  if (!Number.isFinite(value)) return NOT_A_VALUE;
  if (value === 0) return "0";
  const decimals = significantDecimals(value, significant);
  if (decimals > MAX_DECIMALS) return belowSmallest(MAX_DECIMALS);
  // An entry typed with trailing zeros (40.00 g/mol) makes them meaningful: 5.000 g, not 5 g.
  return keepZeros ? formatFixed(value, decimals) : formatNumber(value, decimals);
}

/**
 * How many decimals a non-zero finite value shows to `significant` significant figures (at least
 * 1), as formatSignificant rounds it: 49.95 to 3 → 1 ("50"), 0.05 to 3 → 4 ("0.05"), 123,456 → 0.
 */
export function significantDecimals(value: number, significant: number): number {
  const digits = Math.max(1, Math.trunc(significant));
  // The power of ten of the digits a person reads (the shortest decimal text of the double), so
  // that 1000 is never taken for 999.999…: "9.99e+2" → 2.
  const magnitude = Number(Math.abs(value).toExponential().split("e")[1]);
  return Math.max(0, digits - 1 - magnitude);
}
