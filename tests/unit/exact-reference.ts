/**
 * An independent, exact reference for the fuzz tests (tests/unit/fuzz.test.ts): decimal text is
 * read into a rational number of BigInts, the calculators' formulas are evaluated exactly, and the
 * result is rounded and written by the display rules of src/domain/number/format.ts (round half away
 * from zero at the shown precision; formatNumber drops trailing zeros, formatFixed keeps them;
 * thin-space thousands separators; leading zero; no minus sign on a value that rounds to zero).
 * Nothing here imports src/: the point is to check the site's code against a second, simple one.
 */

export interface Q {
  /** Numerator (carries the sign). */
  readonly n: bigint;
  /** Denominator, > 0. */
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * A rational with a positive denominator. Not reduced (reducing on every operation is the slow
 * part of BigInt arithmetic); `reduce` does it where the denominator's factors matter.
 */
export function q(n: bigint, d: bigint = 1n): Q {
  if (d === 0n) throw new Error("division by zero in the reference");
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

export function reduce(a: Q): Q {
  const g = gcd(a.n, a.d);
  return g > 1n ? { n: a.n / g, d: a.d / g } : a;
}

const POW10: bigint[] = [];
export function pow10(k: number): bigint {
  if (k < 0) throw new Error("negative power");
  if (k < 400) return (POW10[k] ??= 10n ** BigInt(k));
  return 10n ** BigInt(k);
}

export const ZERO = q(0n);
export const ONE = q(1n);
export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const cmp = (a: Q, b: Q): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
export const isZero = (a: Q): boolean => a.n === 0n;
export const isNeg = (a: Q): boolean => a.n < 0n;
export const abs = (a: Q): Q => (a.n < 0n ? { n: -a.n, d: a.d } : a);
export const isInteger = (a: Q): boolean => a.n % a.d === 0n;
export const fromInt = (k: number | bigint): Q => q(BigInt(k));
/** 10^k as a rational (k may be negative). */
export const p10 = (k: number): Q => (k >= 0 ? q(pow10(k)) : q(1n, pow10(-k)));

/** Floor of a rational. */
export function floor(a: Q): bigint {
  const t = a.n / a.d; // truncates toward zero
  return a.n < 0n && t * a.d !== a.n ? t - 1n : t;
}

/** Whether the rational has a terminating decimal expansion (denominator 2^a·5^b). */
export function terminates(a: Q): boolean {
  let d = reduce(a).d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/**
 * Reads ASCII decimal text `[+-]digits[.digits][e[+-]digits]` exactly (a comma may stand for the
 * point when `comma` is set). Returns null for anything else.
 */
export function parseDecimal(text: string, comma = false): Q | null {
  const re = comma
    ? /^([+-]?)(\d*)(?:[.,](\d*))?(?:[eE]([+-]?\d+))?$/
    : /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
  const m = re.exec(text);
  if (!m) return null;
  const [, sign = "", int = "", frac = "", exp = "0"] = m;
  if (int === "" && frac === "") return null;
  const mantissa = BigInt((int || "0") + frac) * (sign === "-" ? -1n : 1n);
  const e = Number(exp) - frac.length;
  if (Math.abs(e) > 100_000) return null;
  return mul(q(mantissa), p10(e));
}

/** The exact value of a double's shortest representation ("0.1" → 1/10). */
export function fromNumber(x: number): Q {
  if (!Number.isFinite(x)) throw new Error(`not finite: ${x}`);
  return parseDecimal(String(x))!;
}

/** Significant digits of decimal text (leading and trailing zeros of the digit string excluded). */
export function significantDigits(int: string, frac: string): number {
  const digits = (int + frac).replace(/^0+/, "").replace(/0+$/, "");
  return digits.length;
}

/** Largest finite double, and the least rational that rounds to Infinity (2^1024 − 2^970). */
export const OVERFLOW = q(2n ** 1024n - 2n ** 970n);
/** Smallest positive normal double. */
export const MIN_NORMAL = q(1n, 2n ** 1022n);
/** Rationals of at most this magnitude round to 0 as a double (2^-1075, ties to even). */
export const UNDERFLOW = q(1n, 2n ** 1075n);

/** Rounds |a| to `decimals` places, half away from zero: the integer |a|·10^decimals rounded. */
export function roundedUnits(a: Q, decimals: number): bigint {
  const scaled = abs(a).n * pow10(decimals);
  const whole = scaled / a.d;
  const rest = scaled - whole * a.d;
  return 2n * rest >= a.d ? whole + 1n : whole;
}

/** True when a is exactly halfway between two values shown at `decimals` places. */
export function isTie(a: Q, decimals: number): boolean {
  const scaled = abs(a).n * pow10(decimals);
  return (scaled * 2n) % a.d === 0n && scaled % a.d !== 0n;
}

function groupThousands(int: string): string {
  // The narrow no-break space, U+202F (issue 51: SI and NIST SP 811, never a comma).
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
}

function render(a: Q, decimals: number, keepZeros: boolean, grouping: boolean): string {
  const units = roundedUnits(a, decimals);
  const digits = units.toString().padStart(decimals + 1, "0");
  const int = digits.slice(0, digits.length - decimals);
  let frac = digits.slice(digits.length - decimals);
  if (!keepZeros) frac = frac.replace(/0+$/, "");
  const sign = isNeg(a) && units !== 0n ? "-" : "";
  const intText = grouping ? groupThousands(int) : int;
  return frac ? `${sign}${intText}.${frac}` : `${sign}${intText}`;
}

/** formatNumber's rule: at most `maxDecimals`, trailing zeros dropped, thin-space thousands. */
export const refNumber = (a: Q, maxDecimals: number): string => render(a, maxDecimals, false, true);
/** formatPlainNumber's rule: as refNumber without thousands separators. */
export const refPlain = (a: Q, maxDecimals: number): string => render(a, maxDecimals, false, false);
/** formatFixed's rule: exactly `decimals`, trailing zeros kept, thin-space thousands. */
export const refFixed = (a: Q, decimals: number): string => render(a, decimals, true, true);

export type Unit = "mg" | "mL" | "mcg" | "g" | "L";
export const UNIT_DECIMALS: Record<Unit, number> = { mL: 4, L: 4, mg: 2, mcg: 2, g: 2 };
/** formatDose's rule: "1 200 mg", "0.05 mL". */
export const refDose = (a: Q, unit: Unit): string => `${refNumber(a, UNIT_DECIMALS[unit])} ${unit}`;
/** Whether a non-zero value shows as 0 at `decimals` places. */
/**
 * Whether a value written at `decimals` decimals takes more than 15 digits, its whole digits and
 * those decimals together: more than an entry takes, and more than a double holds true (the
 * calculators then say the result is too large).
 */
export function refBeyondAnEntry(a: Q, decimals: number): boolean {
  const [int = ""] = refPlain(abs(a), decimals).split(".");
  return int.replace(/^0+/, "").length + decimals > 15;
}

export const refRoundsToZero = (a: Q, decimals: number): boolean => !isZero(a) && roundedUnits(a, decimals) === 0n;
/** Whether `a` shown at `decimals` places is within 1 % of it (the converter's mg rule). */
export function refShownWithin(a: Q, decimals: number): boolean {
  const shownAs = q(roundedUnits(a, decimals), pow10(decimals));
  // Exactly 1 % is within, with the converter's margin of 1 part in 10⁹.
  return cmp(mul(abs(sub(shownAs, a)), fromInt(100)), mul(abs(a), q(1_000_000_001n, 1_000_000_000n))) <= 0;
}

/**
 * The converter's mg result (mL → mg) as shown: an amount under 0.5 mg that 2 decimals would move
 * by more than 1 % is shown in mcg when that is within 1 % ("12.5 mcg"); else as formatDose in mg,
 * or "less than 0.01 mg".
 */
export function refMgResultText(x: Q): string {
  if (!isZero(x) && cmp(abs(x), q(1n, 2n)) < 0 && !refShownWithin(x, 2)) {
    const mcg = mul(x, fromInt(1000));
    if (refShownWithin(mcg, 2)) return refDose(mcg, "mcg");
  }
  return refRoundsToZero(x, 2) ? "less than 0.01 mg" : refDose(x, "mg");
}

/** "0.0001" for 4 places. */
export const refSmallest = (decimals: number): string => (decimals === 0 ? "1" : `0.${"0".repeat(decimals - 1)}1`);

/** floor(log10(a)) for a > 0, exactly. */
export function floorLog10(a: Q): number {
  if (a.n <= 0n) throw new Error("log of a non-positive value");
  // Estimate from digit counts, then correct.
  let k = a.n.toString().length - a.d.toString().length;
  while (cmp(a, p10(k)) < 0) k -= 1;
  while (cmp(a, p10(k + 1)) >= 0) k += 1;
  return k;
}

/** Exact decimal text of a terminating rational, without exponent ("0.035", "-12"). */
export function exactText(a: Q): string {
  let d = reduce(a).d;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos += 1;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives += 1;
  }
  if (d !== 1n) throw new Error("not a terminating decimal");
  return refPlain(a, Math.max(twos, fives));
}

/** Texts that must never reach the screen. */
export const BAD_TEXT = /NaN|Infinity|undefined|null|\[object/;

/** Every string inside a value (objects, arrays), for the bad-text check. */
export function allStrings(value: unknown, out: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value as Record<string, unknown>)) allStrings(v, out, seen);
  }
  return out;
}
