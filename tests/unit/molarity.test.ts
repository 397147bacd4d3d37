import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  calculateMolarity,
  massForMolarity,
  molarity,
  significantDecimals,
} from "~/machines/molarity/molarity.calc";
import { formatMolarity, formatMolarityWorking, readAs } from "~/machines/molarity/molarity.selectors";
import type { MolarityValues } from "~/machines/molarity/molarity.types";
import { formatPlainNumber } from "~/lib/number/format";

const values = (mass: string, molecularWeight: string, volume: string): MolarityValues => ({ mass, molecularWeight, volume });

function ok(v: MolarityValues) {
  const outcome = calculateMolarity(v);
  if (!outcome.ok) throw new Error(`expected a result for ${JSON.stringify(v)}: ${JSON.stringify(outcome.issues)}`);
  return outcome.result;
}

describe("molarity arithmetic (spec §9: (mass ÷ MW) ÷ (volume ÷ 1000))", () => {
  it.each([
    // mass g, MW g/mol, volume mL, M
    [5.844, 58.44, 100, 1], // NaCl, the issue's check
    [58.44, 58.44, 1000, 1],
    [9.008, 180.16, 500, 0.1],
    [6.057, 121.14, 1000, 0.05],
    [0.7455, 74.55, 1000, 0.01],
    [10, 58.44, 1000, 0.171115674195756],
    [0, 58.44, 100, 0],
    [1, 1, 1, 1000],
  ])("%s g at %s g/mol in %s mL = %s M", (mass, mw, vol, expected) => {
    expect(molarity(mass, mw, vol)).toBeCloseTo(expected, 12);
  });

  it("NaCl 5.844 g at 58.44 g/mol in 100 mL shows as 1.0000 M, 1,000 mM, 1,000,000 µM", () => {
    const result = ok(values("5.844", "58.44", "100"));
    expect(result.molar).toBeCloseTo(1, 12);
    expect(result.moles).toBeCloseTo(0.1, 12);
    expect(result.litres).toBe(0.1);
    expect(formatMolarity(result.molar)).toEqual({
      molar: "1.0000 M",
      millimolar: "1,000 mM",
      micromolar: "1,000,000 µM",
      belowMolarPrecision: false,
    });
    expect(formatMolarityWorking(result)).toBe("(5.844 g ÷ 58.44 g/mol) ÷ (100 mL ÷ 1000) = 1.0000 M");
  });

  it.each([
    // molar, M, mM, µM  — lab results keep significant trailing zeros
    [0.1, "0.1000 M", "100.0 mM", "100,000 µM"],
    [0.01, "0.0100 M", "10.00 mM", "10,000 µM"],
    [0.5, "0.5000 M", "500.0 mM", "500,000 µM"],
    [2.5, "2.5000 M", "2,500 mM", "2,500,000 µM"],
    [0.000999, "0.0010 M", "0.9990 mM", "999.0 µM"],
    [0.00005, "0.0001 M", "0.0500 mM", "50.00 µM"],
    [0.000001, "< 0.0001 M", "0.0010 mM", "1.000 µM"],
    [1e-12, "< 0.0001 M", "< 0.0001 mM", "< 0.0001 µM"],
    [0, "0.0000 M", "0.0000 mM", "0.0000 µM"],
  ])("%s M is shown as %s, %s, %s", (molar, M, mM, uM) => {
    const d = formatMolarity(molar);
    expect([d.molar, d.millimolar, d.micromolar]).toEqual([M, mM, uM]);
  });

  it("flags a molarity that only mM/µM can show", () => {
    expect(formatMolarity(0.000001).belowMolarPrecision).toBe(true);
    expect(formatMolarity(0.00005).belowMolarPrecision).toBe(false);
    expect(formatMolarity(0).belowMolarPrecision).toBe(false);
  });

  it.each([
    [1000, 4, 4, 0],
    [100, 4, 4, 1],
    [1, 4, 4, 3],
    [0.05, 4, 4, 4],
    [0, 4, 4, 4],
    [123456, 4, 4, 0],
  ])("significantDecimals(%s, %s, %s) = %s", (v, sig, max, expected) => {
    expect(significantDecimals(v, sig, max)).toBe(expected);
  });
});

describe("molarity input reading and validation", () => {
  it("reads decimal commas, bare points, exponents and pasted spaces", () => {
    expect(ok(values("0,5844", "58,44", "10")).molar).toBeCloseTo(1, 12);
    // "5,844" could be 5844 or 5.844: never guessed.
    expect(calculateMolarity(values("5,844", "58.44", "100")).ok).toBe(false);
    expect(ok(values(".5844", "58.44", "10")).molar).toBeCloseTo(1, 12);
    expect(ok(values("5.844e0", " 58.44 ", "1e2")).molar).toBeCloseTo(1, 12);
    expect(readAs("58,44")).toBe("58.44");
    expect(readAs("5,844")).toBeNull();
    expect(readAs(".5")).toBe("0.5");
    expect(readAs("1e2")).toBe("100");
    expect(readAs("2.50")).toBeNull();
    expect(readAs("abc")).toBeNull();
  });

  it.each([
    ["", "58.44", "100", "mass", "Enter the mass of solute in g."],
    ["5", "", "100", "molecularWeight", "Enter the molecular weight in g/mol."],
    ["5", "58.44", "", "volume", "Enter the volume of solution in mL."],
    ["abc", "58.44", "100", "mass", "Mass of solute: Enter a number, for example 2.5."],
    ["5", "1,200", "100", "molecularWeight", "Molecular weight: Type 1200 without the comma, or 1.2 with a point for decimals."],
    ["-1", "58.44", "100", "mass", "The mass of solute can't be negative. Enter 0 or more grams."],
    ["5", "0", "100", "molecularWeight", "Enter a molecular weight above 0 g/mol."],
    ["5", "-58", "100", "molecularWeight", "Enter a molecular weight above 0 g/mol."],
    ["5", "58.44", "0", "volume", "Enter a volume of solution above 0 mL."],
    ["5", "58.44", "-100", "volume", "Enter a volume of solution above 0 mL."],
    ["5", "58.44", "Infinity", "volume", "Volume of solution: Enter a number, for example 2.5."],
  ])("mass %j, MW %j, volume %j: hint on %s", (mass, mw, vol, field, message) => {
    const outcome = calculateMolarity(values(mass, mw, vol));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toEqual([{ field, message, involves: [field] }]);
  });

  it("gives every invalid field its own hint", () => {
    const outcome = calculateMolarity(values("", "x", "0"));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues.map((i) => i.field)).toEqual(["mass", "molecularWeight", "volume"]);
  });

  it("accepts a zero mass (a blank) and gives 0 M", () => {
    expect(ok(values("0", "58.44", "100")).molar).toBe(0);
  });

  it("refuses a result too large to show, with a hint for the whole form", () => {
    const outcome = calculateMolarity(values("1e300", "1e-300", "1"));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toHaveLength(1);
    expect(outcome.issues[0]!.field).toBeNull();
    expect(outcome.issues[0]!.message).toMatch(/too large/);
  });
});

const positive = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

describe("molarity properties", () => {
  it("moles recovered: M × (volume ÷ 1000) × MW = mass", () => {
    fc.assert(
      fc.property(positive(1e-6, 1e6), positive(1e-3, 1e6), positive(1e-3, 1e6), (mass, mw, vol) => {
        const m = molarity(mass, mw, vol);
        expect(m * (vol / 1000) * mw).toBeCloseTo(mass, 6);
        expect(Math.abs(m * (vol / 1000) * mw - mass)).toBeLessThanOrEqual(mass * 1e-12);
      }),
    );
  });

  it("is linear in mass and inversely proportional to MW and volume", () => {
    fc.assert(
      fc.property(positive(1e-6, 1e6), positive(1e-3, 1e6), positive(1e-3, 1e6), fc.integer({ min: 2, max: 1000 }), (mass, mw, vol, k) => {
        const m = molarity(mass, mw, vol);
        const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);
        expect(rel(molarity(mass * k, mw, vol), m * k)).toBeLessThan(1e-12);
        expect(rel(molarity(mass, mw * k, vol), m / k)).toBeLessThan(1e-12);
        expect(rel(molarity(mass, mw, vol * k), m / k)).toBeLessThan(1e-12);
      }),
    );
  });

  it("massForMolarity is the inverse of molarity", () => {
    fc.assert(
      fc.property(positive(1e-6, 100), positive(1e-3, 1e5), positive(1e-3, 1e5), (molar, mw, vol) => {
        const mass = massForMolarity(molar, mw, vol);
        expect(Math.abs(molarity(mass, mw, vol) - molar) / molar).toBeLessThan(1e-12);
      }),
    );
  });

  it("the form computes the same number as the formula for any typed valid input", () => {
    fc.assert(
      fc.property(positive(0, 1e6), positive(1e-3, 1e6), positive(1e-3, 1e6), (mass, mw, vol) => {
        const text = (n: number) => formatPlainNumber(n, 12);
        const typed = values(text(mass), text(mw), text(vol));
        const outcome = calculateMolarity(typed);
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        const { inputs } = outcome.result;
        expect(outcome.result.molar).toBe(molarity(inputs.mass, inputs.molecularWeight, inputs.volume));
      }),
    );
  });

  it("never shows NaN, Infinity or undefined, and M always has 4 decimals", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (molar) => {
        const d = formatMolarity(molar);
        for (const text of [d.molar, d.millimolar, d.micromolar]) expect(text).not.toMatch(/NaN|Infinity|undefined|—/);
        expect(d.molar).toMatch(/^(< 0\.0001|\d{1,3}(,\d{3})*\.\d{4}) M$/);
      }),
    );
  });

  it("invalid text never yields a result", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (mass, mw, vol) => {
        const outcome = calculateMolarity(values(mass, mw, vol));
        if (outcome.ok) {
          expect(Number.isFinite(outcome.result.molar)).toBe(true);
          expect(outcome.result.inputs.mass).toBeGreaterThanOrEqual(0);
          expect(outcome.result.inputs.molecularWeight).toBeGreaterThan(0);
          expect(outcome.result.inputs.volume).toBeGreaterThan(0);
        } else {
          expect(outcome.issues.length).toBeGreaterThan(0);
          for (const i of outcome.issues) expect(i.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
