/**
 * Decimal-exact arithmetic (src/domain/number/exact.ts): every operand is taken at its decimal value
 * (the shortest text of the double), the exact result is rounded once to the nearest double.
 *
 * The reference here is independent of exact.ts: operands are read into BigInt rationals by
 * tests/unit/exact-reference.ts, and the nearest double of the exact result is found in binary
 * (53-bit mantissa, round half to even, subnormals, overflow to Infinity), not through decimal
 * text as exact.ts does.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  decimalDifference,
  decimalProduct,
  decimalQuotient,
  decimalRatio,
  exactInternals,
  roundedDistance,
} from "~/domain/number/exact";
import { fromNumber, mul, div, sub, q, refPlain, type Q } from "./exact-reference";

// ---------------------------------------------------------------------------------------------
// The nearest double of a rational, in binary

const bitLength = (n: bigint) => n.toString(2).length;

/** The double nearest to a (ties to even), as IEEE 754 rounds: subnormals, ±Infinity beyond range. */
function nearestDouble(a: Q): number {
  if (a.n === 0n) return 0;
  const negative = a.n < 0n;
  const n = negative ? -a.n : a.n;
  const d = a.d;
  /** n/d = (num/den) × 2^e, with num/den scaled by 2^-e. */
  const scaled = (e: number): [bigint, bigint] => (e >= 0 ? [n, d << BigInt(e)] : [n << BigInt(-e), d]);
  // Pick e so that the integer part of n/d × 2^-e has exactly 53 bits.
  let e = bitLength(n) - bitLength(d) - 53;
  let [num, den] = scaled(e);
  if (num / den >= 2n ** 53n) [num, den] = scaled(++e);
  else if (num / den < 2n ** 52n) [num, den] = scaled(--e);
  // Below the smallest normal double the unit stays 2^-1074 (subnormals).
  if (e < -1074) [num, den] = scaled((e = -1074));
  let m = num / den;
  const twice = 2n * (num % den);
  if (twice > den || (twice === den && (m & 1n) === 1n)) m += 1n;
  const value = Number(m) * 2 ** e; // exact: m ≤ 2^53; Infinity past the largest double
  return negative ? -value : value;
}

const product = (values: readonly number[]): Q => values.reduce<Q>((acc, v) => mul(acc, fromNumber(v)), q(1n));

function expectSameDouble(actual: number, expected: number, context: string) {
  expect(
    Object.is(actual, expected) || (actual === 0 && expected === 0),
    `${context}: got ${actual}, want ${expected}`,
  ).toBe(true);
}

describe("the binary reference itself", () => {
  it("finds the doubles JavaScript's own correctly rounded operations give", () => {
    expect(nearestDouble(q(1n, 10n))).toBe(0.1);
    expect(nearestDouble(q(1n, 3n))).toBe(1 / 3);
    expect(nearestDouble(q(-2n, 3n))).toBe(-2 / 3);
    expect(nearestDouble(q(2n ** 53n + 1n))).toBe(2 ** 53); // tie to even
    expect(nearestDouble(q(2n ** 53n + 3n))).toBe(2 ** 53 + 4);
    expect(nearestDouble(q(1n, 2n ** 1074n))).toBe(5e-324);
    expect(nearestDouble(q(1n, 2n ** 1076n))).toBe(0);
    expect(nearestDouble(q(10n ** 309n))).toBe(Infinity);
    expect(nearestDouble(q(-(10n ** 309n)))).toBe(-Infinity);
    expect(nearestDouble(q(0n))).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// What a person sees

describe("decimal results that binary floating point gets wrong", () => {
  it.each<[string, () => number, number]>([
    ["0.35 × 0.1", () => decimalProduct(0.35, 0.1), 0.035],
    ["0.1 × 3", () => decimalProduct(0.1, 3), 0.3],
    ["1.1 × 1.1", () => decimalProduct(1.1, 1.1), 1.21],
    ["-0.35 × 0.1", () => decimalProduct(-0.35, 0.1), -0.035],
    ["0.3 ÷ 0.1", () => decimalQuotient(0.3, 0.1), 3],
    ["0.69 ÷ 10", () => decimalQuotient(0.69, 10), 0.069],
    ["0.3 ÷ -0.1", () => decimalQuotient(0.3, -0.1), -3],
    ["0.3 − 0.1", () => decimalDifference(0.3, 0.1), 0.2],
    ["0.1 − 0.3", () => decimalDifference(0.1, 0.3), -0.2],
    ["1.005 − 0.005", () => decimalDifference(1.005, 0.005), 1],
    ["(0.7 × 0.1) ÷ 0.01", () => decimalRatio([0.7, 0.1], [0.01]), 7],
    ["(58.44 × 0.5 × 0.1)", () => decimalRatio([58.44, 0.5, 0.1]), 2.922],
    ["20 ÷ 10", () => decimalRatio([20], [10]), 2],
    ["1 ÷ (-0.1 × 0.2)", () => decimalRatio([1], [-0.1, 0.2]), -50],
  ])("%s", (_, compute, expected) => {
    expect(compute()).toBe(expected);
  });

  it("plain floating point really is wrong on these (the tests above can fail)", () => {
    expect(0.35 * 0.1).not.toBe(0.035);
    expect(0.3 / 0.1).not.toBe(3);
    expect(0.3 - 0.1).not.toBe(0.2);
  });
});

describe("operands a calculation cannot use give the plain floating-point answer", () => {
  it("zero divisors and non-finite operands", () => {
    expect(decimalQuotient(1, 0)).toBe(Infinity);
    expect(decimalQuotient(-1, 0)).toBe(-Infinity);
    expect(decimalQuotient(0, 0)).toBeNaN();
    expect(decimalQuotient(Infinity, 2)).toBe(Infinity);
    expect(decimalQuotient(2, Infinity)).toBe(0);
    expect(decimalQuotient(NaN, 2)).toBeNaN();
    expect(decimalProduct(NaN, 2)).toBeNaN();
    expect(decimalProduct(2, -Infinity)).toBe(-Infinity);
    expect(decimalProduct(Infinity, 0)).toBeNaN();
    expect(decimalDifference(Infinity, 1)).toBe(Infinity);
    expect(decimalDifference(1, Infinity)).toBe(-Infinity);
    expect(decimalDifference(Infinity, Infinity)).toBeNaN();
    expect(decimalRatio([2, 3], [0])).toBe(Infinity);
    expect(decimalRatio([-2, 3], [0])).toBe(-Infinity);
    expect(decimalRatio([0], [0])).toBeNaN();
    expect(decimalRatio([NaN, 3], [2])).toBeNaN();
    expect(decimalRatio([3], [Infinity])).toBe(0);
    expect(decimalRatio([Infinity], [4, 2])).toBe(Infinity);
  });

  it("zero operands", () => {
    expect(decimalProduct(0, 0.1)).toBe(0);
    expect(decimalProduct(0.1, 0)).toBe(0);
    expect(decimalQuotient(0, 0.1)).toBe(0);
    expect(decimalRatio([0.1, 0], [0.3])).toBe(0);
    expect(decimalDifference(0.1, 0)).toBe(0.1);
    expect(decimalDifference(0, 0.1)).toBe(-0.1);
    expect(decimalDifference(0.1, 0.1)).toBe(0);
  });

  it("a zero result is +0, never -0, whatever the signs of the other operands", () => {
    const positiveZero = (x: number) => Object.is(x, 0);
    expect(positiveZero(decimalProduct(0, -5))).toBe(true);
    expect(positiveZero(decimalProduct(-5, 0))).toBe(true);
    expect(positiveZero(decimalProduct(0, 5))).toBe(true);
    expect(positiveZero(decimalQuotient(0, -5))).toBe(true);
    expect(positiveZero(decimalRatio([0, 3], [-2]))).toBe(true);
    expect(positiveZero(decimalRatio([-3, 0], [2]))).toBe(true);
    expect(positiveZero(decimalDifference(-0.1, -0.1))).toBe(true);
  });

  it("no operands: the empty product is 1", () => {
    expect(decimalRatio([])).toBe(1);
    expect(decimalRatio([], [4])).toBe(0.25);
  });
});

describe("large mantissas, large and small exponents", () => {
  it.each<[string, () => number, Q]>([
    // More than 2^53 in the mantissa: BigInt.
    // eslint-disable-next-line no-loss-of-precision -- the double nearest to 12345678901234567 is the input under test
    ["12345678901234567 × 3", () => decimalProduct(12345678901234567, 3), mul(fromNumber(12345678901234567), q(3n))],
    [
      "1.2345678901234567 × 1.1",
      () => decimalProduct(1.2345678901234567, 1.1),
      mul(fromNumber(1.2345678901234567), fromNumber(1.1)),
    ],
    [
      "0.1 ÷ 1.2345678901234567",
      () => decimalQuotient(0.1, 1.2345678901234567),
      div(fromNumber(0.1), fromNumber(1.2345678901234567)),
    ],
    [
      "1.2345678901234567 − 0.1",
      () => decimalDifference(1.2345678901234567, 0.1),
      sub(fromNumber(1.2345678901234567), fromNumber(0.1)),
    ],
    [
      "9007199254740991 × 9007199254740991",
      () => decimalProduct(9007199254740991, 9007199254740991),
      q(9007199254740991n * 9007199254740991n),
    ],
    // Exponents beyond 10^22 (the exactly representable powers of ten).
    ["1e-30 × 3", () => decimalProduct(1e-30, 3), mul(fromNumber(1e-30), q(3n))],
    ["3e30 × 7", () => decimalProduct(3e30, 7), q(21n * 10n ** 30n)],
    ["1e23 ÷ 3", () => decimalQuotient(1e23, 3), q(10n ** 23n, 3n)],
    ["7 ÷ 3e-25", () => decimalQuotient(7, 3e-25), div(q(7n), fromNumber(3e-25))],
    ["1e25 − 1e-5", () => decimalDifference(1e25, 1e-5), sub(q(10n ** 25n), fromNumber(1e-5))],
    ["1e-25 − 3e-2", () => decimalDifference(1e-25, 3e-2), sub(fromNumber(1e-25), fromNumber(3e-2))],
    [
      "0.1 × 0.2 × 0.3 ÷ 7e-30",
      () => decimalRatio([0.1, 0.2, 0.3], [7e-30]),
      div(product([0.1, 0.2, 0.3]), fromNumber(7e-30)),
    ],
    ["123456789 × 1e15 ÷ 7", () => decimalRatio([123456789, 1e15], [7]), div(product([123456789, 1e15]), q(7n))],
    ["5 ÷ (123456789 × 1e-15)", () => decimalRatio([5], [123456789, 1e-15]), div(q(5n), product([123456789, 1e-15]))],
    ["9e15 × 9e15 ÷ 7", () => decimalRatio([9e15, 9e15], [7]), q(81n * 10n ** 30n, 7n)],
    ["2.5 ÷ 1e22", () => decimalRatio([2.5], [1e22]), div(fromNumber(2.5), q(10n ** 22n))],
    ["2.5 × 1e21 (fast path to 10^22)", () => decimalRatio([2.5, 1e21]), q(25n * 10n ** 20n)],
    // Overflow and underflow round as IEEE does.
    ["1e300 × 1e10", () => decimalProduct(1e300, 1e10), q(10n ** 310n)],
    ["1e-300 × 1e-30", () => decimalProduct(1e-300, 1e-30), mul(fromNumber(1e-300), fromNumber(1e-30))],
    ["-1e-300 ÷ 1e30", () => decimalQuotient(-1e-300, 1e30), div(fromNumber(-1e-300), q(10n ** 30n))],
    ["5e-324 × 0.5", () => decimalProduct(5e-324, 0.5), mul(fromNumber(5e-324), q(1n, 2n))],
  ])("%s", (label, compute, exact) => {
    expectSameDouble(compute(), nearestDouble(exact), label);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties: one rounding of the exact decimal result

/** Decimal operands as people and calculators produce them: short or long digits, any scale. */
const operand = fc.oneof(
  // Typed values: up to 6 digits, up to 4 decimals.
  fc.tuple(fc.integer({ min: -999_999, max: 999_999 }), fc.integer({ min: 0, max: 4 })).map(([n, k]) => n / 10 ** k),
  // Up to 17 significant digits (past 2^53 too), exponents around the exact powers of ten.
  fc
    .tuple(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), fc.integer({ min: -40, max: 40 }))
    .map(([m, e]) => Number(`${m}e${e}`)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nonZero = operand.filter((x) => x !== 0);

describe("properties (fast-check)", () => {
  it("decimalProduct(a, b) is the double nearest to a × b at their decimal values", () => {
    fc.assert(
      fc.property(operand, operand, (a, b) =>
        expectSameDouble(decimalProduct(a, b), nearestDouble(mul(fromNumber(a), fromNumber(b))), `${a} × ${b}`),
      ),
      { numRuns: 3000 },
    );
  });

  it("decimalQuotient(a, b) is the double nearest to a ÷ b at their decimal values", () => {
    fc.assert(
      fc.property(operand, nonZero, (a, b) =>
        expectSameDouble(decimalQuotient(a, b), nearestDouble(div(fromNumber(a), fromNumber(b))), `${a} ÷ ${b}`),
      ),
      { numRuns: 3000 },
    );
  });

  it("decimalDifference(a, b) is the double nearest to a − b at their decimal values", () => {
    fc.assert(
      fc.property(operand, operand, (a, b) =>
        expectSameDouble(decimalDifference(a, b), nearestDouble(sub(fromNumber(a), fromNumber(b))), `${a} − ${b}`),
      ),
      { numRuns: 3000 },
    );
  });

  it("decimalRatio(ns, ds) is the double nearest to Πns ÷ Πds, rounded once", () => {
    fc.assert(
      fc.property(fc.array(operand, { minLength: 1, maxLength: 3 }), fc.array(nonZero, { maxLength: 3 }), (ns, ds) => {
        expectSameDouble(
          decimalRatio(ns, ds),
          nearestDouble(div(product(ns), product(ds))),
          `${ns.join(" × ")} ÷ ${ds.join(" × ") || "1"}`,
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("a product of short decimals is itself a short decimal, read back exactly", () => {
    const short = fc
      .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 5 }))
      .map(([n, k]) => ({ n, k, x: n / 10 ** k }));
    fc.assert(
      fc.property(short, short, (a, b) => {
        expect(decimalProduct(a.x, b.x)).toBe(Number(`${a.n * b.n}e-${a.k + b.k}`));
      }),
      { numRuns: 2000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The building blocks: the decimal reading, and the shortcut of one exactly rounded operation

describe("toDecimal reads a double's shortest text as mantissa × 10^exponent", () => {
  const { toDecimal } = exactInternals;
  it.each<[number, number, bigint | null, number]>([
    [5, 5, null, 0],
    [-7, -7, null, 0],
    [0.35, 35, null, -2],
    [-0.5, -5, null, -1],
    [123.456, 123456, null, -3],
    [1e-7, 1, null, -7],
    [1.5e-7, 15, null, -8],
    [-2.5e-10, -25, null, -11],
    [1e21, 1, null, 21],
    [2.5e25, 25, null, 24],
    // eslint-disable-next-line no-loss-of-precision -- doubles past 2^53 are the inputs under test
    [1.2345678901234567, 12345678901234567, 12345678901234567n, -16],
    [-98765432109876.55, -9876543210987656, -9876543210987655n, -2], // past 2^53: BigInt
    [12345678901234567000, 12345678901234567000, 12345678901234567000n, 0],
  ])("%s", (x, mantissa, big, exponent) => {
    expect(toDecimal(x)).toEqual({ mantissa, big, exponent });
  });
});

describe("scaleExact: mantissa × 10^exponent in one exact operation, or null", () => {
  const { scaleExact } = exactInternals;
  it.each<[number, number, number | null]>([
    [7, 0, 7],
    [-7, 0, -7],
    [7, 3, 7000],
    [9, 15, 9e15],
    [10, 15, null], // 10^16 is past 2^53
    [7, 22, null],
    [7, 23, null],
    [7, -3, 0.007],
    [-35, -4, -0.0035],
    [7, -22, 7e-22],
    [7, -23, null], // 10^23 is not an exact double
  ])("scaleExact(%s, %s) = %s", (mantissa, exponent, expected) => {
    expect(scaleExact(mantissa, exponent)).toBe(expected);
  });
});

describe("fastRatio: num ÷ den × 10^exponent in one exactly rounded operation, or null", () => {
  const { fastRatio } = exactInternals;
  it.each<[number, number, number, number | null]>([
    [7, 1, 3, 7000],
    [7, 1, -3, 0.007],
    [7, 2, 0, 3.5],
    [1, 3, 0, 1 / 3],
    [7, 2, 3, 3500],
    [1, 3, 15, 1e15 / 3],
    [1, 3, 16, null], // 10^16 is past 2^53
    [7, 2, -3, 0.0035],
    [1, 3, -15, 1 / 3e15],
    [1, 3, -16, null], // 3 × 10^16 is past 2^53
    [2 ** 53, 3, 0, null],
    [3, 2 ** 53, 0, null],
    [1, 3, -22, null],
    [1, 3, -23, null],
    [1, 3, 23, null],
  ])("fastRatio(%s, %s, %s) = %s", (num, den, exponent, expected) => {
    expect(fastRatio(num, den, exponent)).toBe(expected);
  });
});

describe("roundRational: the double nearest to n ÷ d × 10^exponent", () => {
  const { roundRational } = exactInternals;
  it.each<[string, bigint, bigint, number, number]>([
    ["zero", 0n, 7n, 5, 0],
    ["one third", 1n, 3n, 0, 1 / 3],
    ["minus two thirds", -2n, 3n, 0, -2 / 3],
    ["a long exact decimal", 12345678901234567n, 1n, -16, 1.2345678901234567],
    ["minus a long exact decimal", -12345678901234567n, 1n, -16, -1.2345678901234567],
    ["a large numerator over a small denominator", 10n ** 30n, 7n, 0, 1e30 / 7],
    ["a small numerator over a large denominator", 7n, 10n ** 30n, 0, 7e-30],
    // 2^53 + 1 is a tie: to even; anything above it rounds up, however little.
    ["an exact tie", 9007199254740993n, 1n, 0, 2 ** 53],
    ["just above a tie", 9007199254740993n * 10n ** 60n + 1n, 10n ** 60n, 0, 2 ** 53 + 2],
    ["just below a tie", 9007199254740993n * 10n ** 60n - 1n, 10n ** 60n, 0, 2 ** 53],
  ])("%s", (_, n, d, exponent, expected) => {
    expect(roundRational(n, d, exponent)).toBe(expected);
  });
});

describe("results a shortcut could get wrong", () => {
  it("a product whose mantissas carry into the exponent (25 × 4 = 100)", () => {
    expect(decimalProduct(2.5e22, 4e-20)).toBe(1000);
    expect(decimalProduct(2.5e21, 4e-10)).toBe(1e12);
    expect(decimalProduct(1e21, 1e-10)).toBe(1e11);
  });
  it("differences of operands with very different scales", () => {
    expect(decimalDifference(1e21, 1)).toBe(nearestDouble(sub(q(10n ** 21n), q(1n))));
    expect(decimalDifference(123456789012, 0.000001)).toBe(nearestDouble(sub(q(123456789012n), q(1n, 10n ** 6n))));
    expect(decimalDifference(9007199254740991, -1)).toBe(2 ** 53);
    expect(decimalDifference(-9007199254740991, 2)).toBe(-(2 ** 53)); // -(2^53 + 1), a tie: to even
    expect(decimalDifference(0.1, 1e-30)).toBe(nearestDouble(sub(q(1n, 10n), q(1n, 10n ** 30n))));
  });
  it("quotients with a negative divisor", () => {
    expect(decimalQuotient(1, -3)).toBe(-1 / 3);
    expect(decimalQuotient(-0.7, -0.2)).toBe(3.5);
    expect(decimalQuotient(1.2345678901234567, -3)).toBe(nearestDouble(div(fromNumber(1.2345678901234567), q(-3n))));
    expect(decimalRatio([1.2345678901234567], [-3])).toBe(nearestDouble(div(fromNumber(1.2345678901234567), q(-3n))));
    expect(decimalRatio([7], [-2, 0.5])).toBe(-7);
  });
});

describe("roundedDistance: |a − b| rounded once from the exact decimal values", () => {
  it("rounds the exact difference, not its double (a dilution's diluent beside a tiny stock volume)", () => {
    // 113.35 − 0.00000030458250948112095 = 113.34999969541749051887905: …417 at 12 decimals,
    // where the double of the difference reads 113.3499996954175 and would round to …418.
    expect(roundedDistance(113.35, 3.0458250948112095e-7, 12)).toBe("113.349999695417");
    expect(roundedDistance(0.1, 0.3, 4)).toBe("0.2");
    expect(roundedDistance(2.5, 0, 0)).toBe("3");
    expect(roundedDistance(1, 1e-20, 3)).toBe("1");
  });

  it("equals exact arithmetic for any two doubles and 0 to 20 decimals", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        (a, b, decimals) => {
          const exact = sub(fromNumber(a), fromNumber(b));
          const distance = exact.n < 0n ? q(-exact.n, exact.d) : exact;
          expect(roundedDistance(a, b, decimals)).toBe(refPlain(distance, decimals));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
