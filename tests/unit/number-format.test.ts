import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatConcentrationValue } from "~/domain/number/concentration";
import { fitsAnEntry } from "~/domain/number/entry";
import {
  DOSE_DECIMALS,
  NOT_A_VALUE,
  formatDose,
  formatFixed,
  formatNumber,
  formatPlainNumber,
  roundsToZero,
  smallestShown,
  type DoseUnit,
} from "~/domain/number/format";

describe("formatDose (medication-safety display)", () => {
  it.each<[number, DoseUnit, string]>([
    [2, "mL", "2 mL"],
    [2.0, "mL", "2 mL"],
    [0.05, "mL", "0.05 mL"],
    [0.5, "mL", "0.5 mL"],
    [1200, "mg", "1\u202f200 mg"],
    [1000, "mg", "1\u202f000 mg"],
    [999, "mg", "999 mg"],
    [1234567.891, "mg", "1\u202f234\u202f567.89 mg"],
    [2.5, "mg", "2.5 mg"],
    [0.33333333, "mL", "0.3333 mL"],
    [0.66666666, "mL", "0.6667 mL"],
    [1 / 3, "mg", "0.33 mg"],
    [1.005, "mg", "1.01 mg"], // rounds the digits a person reads, half away from zero
    [2.675, "mg", "2.68 mg"],
    [0.00005, "mL", "0.0001 mL"],
    [0.00004, "mL", "0 mL"],
    [999.999, "mg", "1\u202f000 mg"],
    [9.99999, "mL", "10 mL"],
    [0.1 + 0.2, "mL", "0.3 mL"],
    [500, "mcg", "500 mcg"],
    [2.5, "g", "2.5 g"],
    [1.23456, "L", "1.2346 L"],
    [0, "mL", "0 mL"],
    [-0, "mL", "0 mL"],
    [-0.00001, "mL", "0 mL"], // never "-0"
    [-2.5, "mg", "-2.5 mg"],
    [1e21, "mg", "1\u202f000\u202f000\u202f000\u202f000\u202f000\u202f000\u202f000 mg"],
    [1e-7, "mL", "0 mL"],
    [Number.NaN, "mL", NOT_A_VALUE],
    [Number.POSITIVE_INFINITY, "mg", NOT_A_VALUE],
    [Number.NEGATIVE_INFINITY, "mL", NOT_A_VALUE],
  ])("formatDose(%s, %s) = %s", (value, unit, expected) => {
    expect(formatDose(value, unit)).toBe(expected);
  });

  it("uses 4 decimals for volumes and 2 for masses", () => {
    expect(DOSE_DECIMALS).toEqual({ mL: 4, L: 4, mg: 2, mcg: 2, g: 2 });
  });
});

describe("formatNumber / formatPlainNumber", () => {
  it.each<[number, number, string, string]>([
    [1200.5, 2, "1\u202f200.5", "1200.5"],
    [0.05, 4, "0.05", "0.05"],
    [12345.6789, 0, "12\u202f346", "12346"],
    [0.5, 0, "1", "1"],
    [-1234.5, 1, "-1\u202f234.5", "-1234.5"],
    [100, 4, "100", "100"],
  ])("formatNumber(%s, %s) = %s; plain %s", (value, decimals, grouped, plain) => {
    expect(formatNumber(value, decimals)).toBe(grouped);
    expect(formatPlainNumber(value, decimals)).toBe(plain);
  });

  it("formats non-finite values safely", () => {
    expect(formatNumber(Number.NaN, 2)).toBe(NOT_A_VALUE);
    expect(formatPlainNumber(Number.NaN, 2)).toBe("");
    expect(formatNumber(1.5, Number.NaN)).toBe("2");
  });
});

describe("formatFixed (laboratory results keep trailing zeros)", () => {
  it.each<[number, number, string]>([
    [1, 4, "1.0000"],
    [1234.5, 2, "1\u202f234.50"],
    [0.17112, 4, "0.1711"],
    [0, 2, "0.00"],
    [-0.00001, 2, "0.00"],
    [2.5, 0, "3"],
    [Number.NaN, 4, NOT_A_VALUE],
  ])("formatFixed(%s, %s) = %s", (value, decimals, expected) => {
    expect(formatFixed(value, decimals)).toBe(expected);
  });
});

describe("roundsToZero / smallestShown", () => {
  it("detects values too small for the displayed precision", () => {
    expect(roundsToZero(0.00001, 4)).toBe(true);
    expect(roundsToZero(0.00005, 4)).toBe(false);
    expect(roundsToZero(0, 4)).toBe(false);
    expect(roundsToZero(-0.001, 2)).toBe(true);
    expect(smallestShown(4)).toBe("0.0001");
    expect(smallestShown(2)).toBe("0.01");
    expect(smallestShown(0)).toBe("1");
  });
});

describe("formatting properties (fast-check)", () => {
  const anyDouble = fc.double({ noDefaultInfinity: false, noNaN: false });
  const units = fc.constantFrom<DoseUnit>("mg", "mL", "mcg", "g", "L");

  it("never shows NaN, Infinity, undefined, a trailing zero after the point or a bare leading dot", () => {
    fc.assert(
      fc.property(anyDouble, units, (value, unit) => {
        const text = formatDose(value, unit);
        expect(text).not.toMatch(/NaN|Infinity|undefined|null|e[+-]?\d/);
        const number = text.slice(0, text.length - unit.length - 1);
        expect(text.endsWith(` ${unit}`) || text === NOT_A_VALUE).toBe(true);
        if (text !== NOT_A_VALUE) {
          expect(number).not.toMatch(/\.\d*0$/); // no trailing zero
          expect(number).not.toMatch(/\.$/); // no dangling point
          expect(number).not.toMatch(/(^|[^\d,])\./); // leading zero before every point
          expect(number).toMatch(/^-?\d{1,3}(\u202f\d{3})*(\.\d+)?$/); // grouping is right
          expect(number).not.toBe("-0");
          const decimals = number.split(".")[1]?.length ?? 0;
          expect(decimals).toBeLessThanOrEqual(DOSE_DECIMALS[unit]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("the shown value is within half a unit of the last decimal of the true value", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, d) => {
        const shown = Number(formatPlainNumber(value, d));
        expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.5 * 10 ** -d * (1 + 1e-9) + Math.abs(value) * 1e-15);
      }),
      { numRuns: 2000 },
    );
  });

  it("formatFixed always shows exactly the requested decimals", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 8 }), (value, d) => {
        const text = formatFixed(value, d);
        const decimals = text.split(".")[1]?.length ?? 0;
        expect(decimals).toBe(d);
        expect(text).toMatch(/^-?\d{1,3}(\u202f\d{3})*(\.\d+)?$/);
      }),
    );
  });

  it("formatNumber without its group spaces equals formatPlainNumber", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 6 }), (value, d) => {
        expect(formatNumber(value, d).replace(/\u202f/g, "")).toBe(formatPlainNumber(value, d));
      }),
    );
  });
});

describe("more than 20 decimals (beyond Intl.NumberFormat's limit on Node 20)", () => {
  const formatters = { formatPlainNumber, formatNumber, formatFixed };
  it.each<[keyof typeof formatters, number, number, string]>([
    // The exact digits of a number read back from a field (parse.ts plainNumberText uses 40).
    ["formatPlainNumber", 1.2345678901234567e-12, 40, "0.0000000000012345678901234567"],
    ["formatPlainNumber", 1e-45, 40, "0"],
    ["formatPlainNumber", 1e21, 30, "1000000000000000000000"],
    ["formatPlainNumber", 1234567.125, 21, "1234567.125"],
    ["formatPlainNumber", 1e300, 40, `1${"0".repeat(300)}`], // no overflow from moving the point
    // Rounded at the 25th decimal, half away from zero.
    ["formatNumber", 1.2345678901234567e-12, 25, "0.0000000000012345678901235"],
    ["formatNumber", 5e-26, 25, "0.0000000000000000000000001"],
    ["formatNumber", -6e-26, 25, "-0.0000000000000000000000001"],
    ["formatNumber", -4e-26, 25, "0"],
    ["formatNumber", 1.5e-21, 21, "0.000000000000000000002"],
    ["formatNumber", 1234567.125, 21, "1\u202f234\u202f567.125"],
    ["formatNumber", 0.1, 100, "0.1"], // at most 40 decimals
    // Fixed decimals keep their zeros.
    ["formatFixed", 1234.5, 22, "1\u202f234.5000000000000000000000"],
    ["formatFixed", 0.000012345, 24, "0.000012345000000000000000"],
    ["formatFixed", -1e-30, 22, "0.0000000000000000000000"],
    ["formatFixed", 2.5e-23, 22, "0.0000000000000000000000"],
    ["formatFixed", 0.1, 100, `0.1${"0".repeat(39)}`],
  ])("%s(%s, %s)", (name, value, decimals, expected) => {
    expect(formatters[name](value, decimals)).toBe(expected);
  });
});

/**
 * The reference the digit-by-digit formatter (issue 33) must agree with: Intl.NumberFormat, en-US,
 * half away from zero, on the shortest decimal text of the number, as the formatter was written
 * before (beyond 20 decimals, Intl's limit on Node 20, the point is moved in the text's exponent).
 */
function intlReference(value: number, decimals: number, fixed: boolean, grouping: boolean): string {
  const format = (d: number, g: boolean, text: string) =>
    new Intl.NumberFormat("en-US", {
      minimumFractionDigits: fixed ? d : 0,
      maximumFractionDigits: d,
      roundingMode: "halfExpand",
      useGrouping: g,
    }).format(text as unknown as number);
  const magnitude = String(Math.abs(value));
  let shown: string;
  if (decimals <= 20) shown = format(decimals, grouping, magnitude);
  else {
    if (Math.abs(value) >= 1) shown = format(20, grouping, magnitude);
    else {
      const shift = decimals - 20;
      const [mantissa, exponent = "0"] = magnitude.split("e");
      const scaled = new Intl.NumberFormat("en-US", {
        maximumFractionDigits: 20,
        roundingMode: "halfExpand",
        useGrouping: false,
      }).format(`${mantissa}e${Number(exponent) + shift}` as unknown as number);
      shown = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 21, useGrouping: grouping }).format(
        `${scaled}e-${shift}` as unknown as number,
      );
    }
    if (fixed) {
      const [int, frac = ""] = shown.split(".");
      shown = `${int}.${frac.padEnd(decimals, "0")}`;
    }
  }
  // en-US groups with a comma; the site groups with U+202F (issue 51), in the same places.
  shown = shown.replace(/,/g, "\u202f");
  return value < 0 && /[1-9]/.test(shown) ? `-${shown}` : shown;
}

describe("the digit-by-digit rounding agrees with Intl.NumberFormat (issue 33: no locale data at load)", () => {
  const near = (digits: string, exponent: number) => Number(`${digits}e${exponent}`);
  const ties = fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: -12, max: 12 }))
    .map(([n, e]) => near(`${n}5`, e)); // a 5 in the place that is rounded away
  const nines = fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: -8, max: 8 }))
    .map(([k, e]) => near("9".repeat(k), e));
  const values = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    fc.double({ min: -1, max: 1, noNaN: true }),
    ties,
    nines,
    fc.constantFrom(0, -0, 1e21, 1.5e21, 1e-7, 5e-5, 0.00005, 1.005, 2.675, 999.999, 9.99999, 0.1 + 0.2, 5e-324),
  );

  it.each([
    [false, true],
    [false, false],
    [true, true],
  ])("fixed %s, grouping %s: the same text for any number and 0 to 40 decimals", (fixed, grouping) => {
    fc.assert(
      fc.property(values, fc.integer({ min: 0, max: 40 }), (value, d) => {
        const ours = fixed ? formatFixed(value, d) : grouping ? formatNumber(value, d) : formatPlainNumber(value, d);
        expect(ours).toBe(intlReference(value, d, fixed, grouping));
      }),
      { numRuns: 4000 },
    );
  });
});

describe("a tiny strength is never shown as 0 mg/mL, a result too large is never shown (dose safety)", () => {
  it("formatConcentrationValue: 4 decimals, at least 12 below 0.0001, as many as 4 significant figures need", () => {
    expect(formatConcentrationValue(2.5)).toBe("2.5");
    expect(formatConcentrationValue(0.00005)).toBe("0.00005");
    expect(formatConcentrationValue(1 / 3 / 1e6)).toBe("0.000000333333");
    expect(formatConcentrationValue(1e-15)).toBe("0.000000000000001");
    expect(formatConcentrationValue(1.23456e-13)).toBe("0.0000000000001235");
    expect(formatConcentrationValue(0)).toBe("0");
  });

  it("fitsAnEntry: 15 digits, whole digits and shown decimals together, by magnitude", () => {
    expect(fitsAnEntry(99_999_999_999.9999, 4)).toBe(true);
    expect(fitsAnEntry(100_000_000_000, 4)).toBe(false);
    expect(fitsAnEntry(9_999_999_999_999.99, 2)).toBe(true);
    expect(fitsAnEntry(10_000_000_000_000, 2)).toBe(false);
    // Rounded first: 99,999,999,999.99996 is shown as 100,000,000,000.
    expect(fitsAnEntry(Number("99999999999.99996"), 4)).toBe(false);
    expect(fitsAnEntry(-5, 2)).toBe(true);
    for (const bad of [Infinity, -Infinity, NaN]) expect(fitsAnEntry(bad, 2)).toBe(false);
  });
});
