/**
 * Decimal-exact arithmetic for the calculators. A person types decimals (0.35 mL, 0.1 mg/mL);
 * binary floating point cannot hold most of them, so `0.35 * 0.1` is 0.034999999999999996 and
 * would be shown as "0.03 mg" where the decimal answer 0.035 rounds to "0.04 mg". These helpers
 * take every operand at its decimal value (the shortest text that reads back as the same
 * number, e.g. 0.1 → "0.1"), compute the product or quotient exactly, and round once to the
 * nearest double. A result that is a short decimal (up to 15 significant digits) then reads back
 * as exactly that decimal, so format.ts rounds it as a person would (0.035 → 0.04).
 *
 * Integers below 2^53 and powers of ten up to 10^22 are exact doubles, and IEEE division and
 * multiplication of exact operands are correctly rounded, so the common case needs no BigInt;
 * larger mantissas fall back to BigInt. Non-finite operands or a zero divisor give the plain
 * floating-point answer (NaN or ±Infinity), which callers already reject.
 */

interface Decimal {
  /** Integer mantissa (safe integer when `big` is null). */
  mantissa: number;
  /** The mantissa as a BigInt when it exceeds Number.MAX_SAFE_INTEGER. */
  big: bigint | null;
  /** value = mantissa × 10^exponent */
  exponent: number;
}

/** Exactly representable powers of ten. */
const POW10 = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
  1e21, 1e22,
];

/** The decimal value of a finite double: its shortest representation as mantissa × 10^exponent. */
function toDecimal(x: number): Decimal {
  if (Number.isSafeInteger(x)) return { mantissa: x, big: null, exponent: 0 };
  const text = String(x);
  const e = text.indexOf("e");
  const head = e < 0 ? text : text.slice(0, e);
  let exponent = e < 0 ? 0 : Number(text.slice(e + 1));
  const point = head.indexOf(".");
  let digits = head;
  if (point >= 0) {
    digits = head.slice(0, point) + head.slice(point + 1);
    exponent -= head.length - point - 1;
  }
  const mantissa = Number(digits);
  return Number.isSafeInteger(mantissa)
    ? { mantissa, big: null, exponent }
    : { mantissa, big: BigInt(digits), exponent };
}

function bigOf(d: Decimal): bigint {
  return d.big ?? BigInt(d.mantissa);
}

const BIG_TEN = 10n;
function bigPow10(k: number): bigint {
  return BIG_TEN ** BigInt(k);
}

/**
 * The double nearest to n / d × 10^exponent (n, d BigInt, d ≠ 0; the sign rides on the quotient).
 * Enough digits that the decimal text, with a sticky digit for a non-zero remainder, rounds to
 * the same double as the exact quotient.
 */
function roundRational(n: bigint, d: bigint, exponent: number): number {
  const shift = Math.max(0, 40 + d.toString().length - n.toString().length);
  const scaled = n * bigPow10(shift);
  const sticky = scaled % d === 0n ? "" : "1";
  return Number(`${scaled / d}${sticky}e${exponent - shift - sticky.length}`);
}

/**
 * mantissa × 10^exponent when one exact operation gives it: a safe-integer mantissa, an exactly
 * representable power of ten, and (scaling up) a safe-integer result; null otherwise.
 */
function scaleExact(mantissa: number, exponent: number): number | null {
  const power = POW10[Math.abs(exponent)];
  if (!Number.isSafeInteger(mantissa) || power === undefined) return null;
  if (exponent < 0) return mantissa / power;
  const value = mantissa * power;
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The double nearest to num / den × 10^exponent when one exactly rounded IEEE division gives it
 * (num, den and the scaled one of them safe integers); null otherwise.
 */
function fastRatio(num: number, den: number, exponent: number): number | null {
  if (!Number.isSafeInteger(den)) return null;
  if (exponent >= 0) {
    const scaled = scaleExact(num, exponent);
    return scaled === null ? null : scaled / den;
  }
  const scaled = scaleExact(den, -exponent);
  return scaled === null || !Number.isSafeInteger(num) ? null : num / scaled;
}

/** Not a number to calculate with: the plain floating-point answer (NaN or ±Infinity). */
function unusable(values: readonly number[]): boolean {
  for (const v of values) if (!Number.isFinite(v)) return true;
  return false;
}

/**
 * The double nearest to (n1 × n2 × …) ÷ (d1 × d2 × …), every operand taken at its decimal value.
 * One rounding, however many operands.
 */
export function decimalRatio(numerators: readonly number[], denominators: readonly number[] = []): number {
  if (unusable(numerators) || unusable(denominators) || denominators.includes(0)) {
    let plain = 1;
    for (const n of numerators) plain *= n;
    for (const d of denominators) plain /= d;
    return plain;
  }
  if (numerators.includes(0)) return 0;
  return nearest(numerators.map(toDecimal), denominators.map(toDecimal));
}

/**
 * The double nearest to the product of `nums` over the product of `dens` (non-zero decimals).
 * Products of mantissas that stay safe integers are exact in floating point, and then one
 * division (fastRatio) is the answer; otherwise BigInt. A BigInt mantissa's `mantissa` is past
 * 2^53, so no product with it is a safe integer.
 */
function nearest(nums: readonly Decimal[], dens: readonly Decimal[]): number {
  let exponent = 0;
  let num = 1;
  let den = 1;
  for (const x of nums) {
    exponent += x.exponent;
    num *= x.mantissa;
  }
  for (const x of dens) {
    exponent -= x.exponent;
    den *= x.mantissa;
  }
  const fast = fastRatio(num, den, exponent);
  if (fast !== null) return fast;
  let n = 1n;
  let d = 1n;
  for (const x of nums) n *= bigOf(x);
  for (const x of dens) d *= bigOf(x);
  return roundRational(n, d, exponent);
}

/** a × b at the decimal values of a and b, rounded once. */
export function decimalProduct(a: number, b: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a * b;
  if (a === 0 || b === 0) return 0;
  return nearest([toDecimal(a), toDecimal(b)], []);
}

/** a ÷ b at the decimal values of a and b, rounded once. */
export function decimalQuotient(a: number, b: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return a / b;
  if (a === 0) return 0;
  return nearest([toDecimal(a)], [toDecimal(b)]);
}

/** a − b at the decimal values of a and b, rounded once (0.3 − 0.1 = 0.2, not 0.19999999999999998). */
export function decimalDifference(a: number, b: number): number {
  const plain = a - b;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return plain;
  if (b === 0) return a;
  if (a === 0) return -b;
  const x = toDecimal(a);
  const y = toDecimal(b);
  const exponent = Math.min(x.exponent, y.exponent);
  // Both mantissas brought to the smaller exponent: exact while they stay safe integers.
  const mx = scaleExact(x.mantissa, x.exponent - exponent);
  const my = scaleExact(y.mantissa, y.exponent - exponent);
  const fast = mx === null || my === null ? null : scaleExact(mx - my, exponent);
  if (fast !== null) return fast;
  return roundRational(
    bigOf(x) * bigPow10(x.exponent - exponent) - bigOf(y) * bigPow10(y.exponent - exponent),
    1n,
    exponent,
  );
}

/**
 * The building blocks, for their unit tests (tests/unit/exact.test.ts): the public functions give
 * the same double whichever path they take, so only these show that the one-operation shortcut
 * is taken when it is exact, and refused when it is not.
 */
export const exactInternals = { toDecimal, scaleExact, fastRatio, roundRational };

/** A finite double's shortest decimal text as an integer and a power of ten: 0.0125 → [125n, -4]. */
function bigDecimal(x: number): [bigint, number] {
  const [head = "0", exp = "0"] = String(x).split("e");
  const [int = "", frac = ""] = head.split(".");
  return [BigInt(`${int}${frac}`), Number(exp) - frac.length];
}

/**
 * |a − b| at the decimal values of a and b (their shortest texts), rounded once, half away from
 * zero, to `decimals` decimals, as a plain text ("0.000000304583"): exact where decimalDifference
 * rounds to a double first (113.35 − 0.00000030458250948 is 113.3499999695417490…, whose double
 * reads 113.3499996954175 and would round up at 12 decimals). `decimals` from 0 to 40.
 */
export function roundedDistance(a: number, b: number, decimals: number): string {
  const [ma, ea] = bigDecimal(Math.abs(a) === 0 ? 0 : a);
  const [mb, eb] = bigDecimal(Math.abs(b) === 0 ? 0 : b);
  const exponent = Math.min(ea, eb, -decimals);
  let difference = ma * 10n ** BigInt(ea - exponent) - mb * 10n ** BigInt(eb - exponent);
  if (difference < 0n) difference = -difference;
  // Rounded to `decimals`: drop (−exponent − decimals) digits, half away from zero.
  const drop = 10n ** BigInt(-exponent - decimals);
  const units = (difference + drop / 2n) / drop;
  const digits = units.toString().padStart(decimals + 1, "0");
  if (decimals === 0) return digits;
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`.replace(/\.?0+$/, "");
}
