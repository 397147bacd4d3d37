import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  calculateDilution,
  diluentVolume,
  knownFields,
  MESSAGE_C2_ABOVE_C1,
  MESSAGE_V1_ABOVE_V2,
  solveC2,
  solveDilution,
  solveV1,
  solveV2,
} from "~/machines/dilution/dilution.calc";
import { formatEcho, readAs } from "~/machines/dilution/dilution.selectors";
import { formatDilution, formatDilutionNumber } from "~/machines/dilution/dilution.words";
import { dilutionResultKind } from "~/machines/dilution/dilution.calc";
import type { DilutionValues, SolveFor } from "~/machines/dilution/dilution.types";
import { typeableNumber } from "~/domain/number/entry";
import { DILUTION_EXAMPLES, HOW_TO_EXAMPLE } from "~/content/lab-examples";

const v = (c1: string, v1: string, c2: string, v2: string): DilutionValues => ({ c1, v1, c2, v2 });

function ok(values: DilutionValues, mode: SolveFor) {
  const outcome = calculateDilution(values, mode);
  if (!outcome.ok) throw new Error(`expected a result: ${JSON.stringify(outcome.issues)}`);
  return outcome.result;
}

describe("C1 × V1 = C2 × V2 arithmetic (spec §9)", () => {
  it("the spec's example: 100 mg/mL to 10 mg/mL in 50 mL needs V1 = 5 mL, 45 mL diluent", () => {
    const r = ok(v("100", "", "10", "50"), "v1");
    expect(r.value).toBe(5);
    expect(r.diluent).toBe(45);
    expect(formatDilution(r)).toEqual({
      symbol: "V1",
      fieldText: "5",
      headline: "V1 = 5 mL",
      instruction: "Add 45 mL of diluent to 5 mL of stock (C1 = 100) to make 50 mL at C2 = 10.",
      caution: null,
    });
    expect(dilutionResultKind(r)).toBe("measurable");
  });

  it.each([
    // mode, C1, V1, C2, V2, expected unknown, diluent, shown
    ["v1", 100, NaN, 10, 50, 5, 45, "5"],
    ["v2", 100, 5, 10, NaN, 50, 45, "50"],
    ["c2", 100, 5, NaN, 50, 10, 45, "10"],
    ["v1", 10, NaN, 1, 500, 50, 450, "50"],
    ["v1", 1000, NaN, 50, 200, 10, 190, "10"],
    // At least 3 significant figures (issue 27): rounding never moves a result by more than 0.5 %.
    ["v1", 95, NaN, 70, 100, 73.68421052631578, 26.315789473684, "73.7"],
    ["v1", 3, NaN, 1, 1, 0.3333333333333333, 0.6666666666666667, "0.333"],
    ["v1", 70, NaN, 1, 1, 0.014285714285714285, 0.9857142857142858, "0.0143"],
    ["v1", 70.0, NaN, 1, 1, 0.014285714285714285, 0.9857142857142858, "0.0143"],
    ["v2", 50, 2, 5, NaN, 20, 18, "20"],
    ["c2", 20, 5, NaN, 25, 4, 20, "4"],
    ["v1", 10, NaN, 10, 25, 25, 0, "25"],
    ["c2", 10, 25, NaN, 25, 10, 0, "10"],
    ["v2", 1000, 1200, 1, NaN, 1_200_000, 1_198_800, "1\u202f200\u202f000"],
  ] as const)(
    "%s: C1 %s, V1 %s, C2 %s, V2 %s → %s (diluent %s) shown %s",
    (mode, c1, v1, c2, v2, expected, diluent, shown) => {
      const text = (n: number) => (Number.isNaN(n) ? "" : String(n));
      const r = ok(v(text(c1), text(v1), text(c2), text(v2)), mode);
      expect(r.value).toBeCloseTo(expected, 10);
      expect(r.diluent).toBeCloseTo(diluent, 10);
      expect(formatDilution(r).fieldText).toBe(shown);
    },
  );

  it("the unknown's own text is ignored", () => {
    expect(ok(v("100", "garbage", "10", "50"), "v1").value).toBe(5);
    expect(ok(v("100", "5", "10", "-3"), "v2").value).toBe(50);
    expect(ok(v("100", "5", "1,200", "50"), "c2").value).toBe(10);
  });

  it("knownFields never includes the unknown and always includes C1", () => {
    expect(knownFields("v1")).toEqual(["c1", "c2", "v2"]);
    expect(knownFields("v2")).toEqual(["c1", "v1", "c2"]);
    expect(knownFields("c2")).toEqual(["c1", "v1", "v2"]);
  });

  it("states when no diluent is needed", () => {
    expect(formatDilution(ok(v("10", "", "10", "25"), "v1")).instruction).toBe(
      "No diluent needed: C2 equals C1, so use 25 mL of the stock as it is.",
    );
    expect(formatDilution(ok(v("10", "25", "", "25"), "c2")).instruction).toBe(
      "No diluent: V1 equals V2, so C2 equals C1 (10).",
    );
  });

  it("a small volume is shown to significant figures, also in µL, with a caution (issue 27)", () => {
    const issueCase = ok(v("70", "", "1", "1"), "v1");
    expect(dilutionResultKind(issueCase)).toBe("smallVolume");
    const d = formatDilution(issueCase);
    expect(d.fieldText).toBe("0.0143");
    expect(d.headline).toBe("V1 = 0.0143 mL (14.3 µL)");
    expect(d.caution).toBe(
      "V1 is 0.0143 mL (14.3 µL), under 0.1 mL: too small to measure accurately with a syringe. Use a micropipette, a larger final volume or an intermediate dilution.",
    );
    const tinyV1 = formatDilution(ok(v("1000", "", "1", "1"), "v1"));
    expect(tinyV1.fieldText).toBe("0.001");
    expect(tinyV1.headline).toBe("V1 = 0.001 mL (1 µL)");
    const tinyC2 = formatDilution(ok(v("1", "1", "", "300"), "c2"));
    expect(tinyC2.fieldText).toBe("0.00333");
    const tinyDiluent = ok(v("1000", "", "999.9999", "1"), "v1");
    expect(dilutionResultKind(tinyDiluent)).toBe("smallVolume");
    expect(formatDilution(tinyDiluent).instruction).toContain("Add 0.0000001 mL (0.0001 µL) of diluent");
    expect(formatDilution(tinyDiluent).caution).toMatch(/^The diluent is 0.0000001 mL/);
    // Under 1 µL a micropipette is not the answer either: it is not advised there.
    expect(formatDilution(tinyDiluent).caution).toMatch(
      /It is also under 1 µL, below what a common pipette measures reliably: use a larger final volume or an intermediate dilution\.$/,
    );
    const subMicrolitre = formatDilution(ok(v("10000", "", "1", "1"), "v1"));
    expect(subMicrolitre.headline).toBe("V1 = 0.0001 mL (0.1 µL)");
    expect(subMicrolitre.caution).not.toContain("micropipette");
    // At 1 µL and more, a micropipette measures it.
    expect(tinyV1.caution).toContain("Use a micropipette");
    expect(formatDilutionNumber(0.005, 3)).toBe("0.005");
    expect(formatDilutionNumber(0.00499, 3)).toBe("0.00499");
  });

  it("rounding never moves a result by more than 1 % (issue 27)", () => {
    fc.assert(
      fc.property(pos, fc.double({ min: 1e-6, max: 1, noNaN: true }), pos, (c1, fraction, v2) => {
        const text = (n: number) => typeableNumber(Number(n.toPrecision(8)), 12);
        const outcome = calculateDilution(v(text(c1), "", text(c1 * fraction), text(v2)), "v1");
        if (!outcome.ok) return;
        const shown = Number(formatDilution(outcome.result).fieldText.replace(/[,\u202f]/g, ""));
        expect(Math.abs(shown - outcome.result.value) / outcome.result.value).toBeLessThanOrEqual(0.005 + 1e-12);
      }),
    );
  });

  it("shows the stock and the diluent so that they add up to the final volume in the figures shown", () => {
    // C2 almost C1: the stock is not "50 mL" next to 0.05 mL of diluent making 50 mL.
    const near = formatDilution(ok(v("100", "", "99.9", "50"), "v1"));
    expect([near.fieldText, near.headline, near.instruction]).toEqual([
      "49.95",
      "V1 = 49.95 mL",
      "Add 0.05 mL (50 µL) of diluent to 49.95 mL of stock (C1 = 100) to make 50 mL at C2 = 99.9.",
    ]);
    // A small stock in a large volume: the diluent keeps the stock's decimals (99.667, not 99.7).
    const small = formatDilution(ok(v("300", "", "1", "100"), "v1"));
    expect([small.headline, small.instruction]).toEqual([
      "V1 = 0.333 mL (333 µL)",
      "Add 99.667 mL of diluent to 0.333 mL of stock (C1 = 300) to make 100 mL at C2 = 1.",
    ]);
    // Solving for V2: the final volume is the stock typed plus the diluent shown.
    const final = formatDilution(ok(v("100", "1", "99.9", ""), "v2"));
    expect([final.headline, final.instruction]).toEqual([
      "V2 = 1.001 mL",
      "Add 0.001 mL (1 µL) of diluent to 1 mL of stock (C1 = 100) to make 1.001 mL at C2 = 99.9.",
    ]);
    // Solving for C2: the diluent is V2 − V1 of the volumes typed, every digit.
    expect(formatDilution(ok(v("10", "0.001", "", "10.5"), "c2")).instruction).toBe(
      "Add 10.499 mL of diluent to 0.001 mL of stock (C1 = 10) to make 10.5 mL at C2 = 0.000952.",
    );
  });

  it("echoes the typed values as they were read in the instruction", () => {
    const r = ok(v("0,5", "", "0.125", "2,5"), "v1");
    expect(formatDilution(r).instruction).toBe(
      "Add 1.875 mL of diluent to 0.625 mL of stock (C1 = 0.5) to make 2.5 mL at C2 = 0.125.",
    );
    // An entry is quoted in full, never rounded to another value (0.0000005 is not 0.000001).
    expect(formatEcho(0.0000001)).toBe("0.0000001");
    expect(formatEcho(0.0000005)).toBe("0.0000005");
    expect(formatEcho(0.5 * 1e-6)).toBe("0.0000005");
    expect(formatEcho(1.2000000000000002e-7)).toBe("0.00000012");
    expect(formatEcho(1200.5)).toBe("1\u202f200.5");
    expect(readAs("2,5")).toBe("2.5");
    expect(readAs(".5")).toBe("0.5");
    expect(readAs("10")).toBeNull();
  });

  it("the worked examples of the page come from the calculator", () => {
    expect(HOW_TO_EXAMPLE).toMatchObject({
      c1: "100 mg/mL",
      c2: "10 mg/mL",
      v2: "50 mL",
      v1: "5 mL",
      diluent: "45 mL",
    });
    for (const e of DILUTION_EXAMPLES) {
      const { numbers } = e.result;
      expect(numbers.c1 * numbers.v1).toBeCloseTo(numbers.c2 * numbers.v2, 8);
    }
  });
});

describe("dilution validation: bad input is never silent", () => {
  const cases: Array<[SolveFor, DilutionValues, string | null, string]> = [
    ["v1", v("", "", "10", "50"), "c1", "Enter C1, the initial concentration."],
    ["v1", v("100", "", "", "50"), "c2", "Enter C2, the final concentration."],
    ["v1", v("100", "", "10", ""), "v2", "Enter V2, the final volume."],
    ["v2", v("100", "", "10", ""), "v1", "Enter V1, the initial volume."],
    ["v1", v("abc", "", "10", "50"), "c1", "C1: Enter a number, for example 2.5."],
    ["v1", v("1,200", "", "10", "50"), "c1", "C1: Type 1200 without the comma, or 1.2 with a point for decimals."],
    ["v1", v("0", "", "10", "50"), "c1", "C1 can't be 0: enter a value above 0."],
    ["v1", v("100", "", "-10", "50"), "c2", "C2 can't be negative: enter a value above 0."],
    ["c2", v("100", "0", "", "50"), "v1", "V1 can't be 0: enter a value above 0."],
    ["c2", v("100", "5", "", "-50"), "v2", "V2 can't be negative: enter a value above 0."],
    ["v1", v("10", "", "100", "50"), "c2", MESSAGE_C2_ABOVE_C1],
    ["v2", v("10", "5", "100", ""), "c2", MESSAGE_C2_ABOVE_C1],
    ["c2", v("100", "50", "", "5"), "v2", MESSAGE_V1_ABOVE_V2],
    // As the page's examples write them: the sign is named, never dropped.
    [
      "v1",
      v("95%", "", "70", "50"),
      "c1",
      "C1: type the number alone, without the %: 95 for 95%. C1 and C2 are read in the same unit, whichever it is.",
    ],
    [
      "v1",
      v("100", "", "10 x", "50"),
      "c2",
      "C2: type the number alone, without the ×: 10 for 10×. C1 and C2 are read in the same unit, whichever it is.",
    ],
    ["v1", v("100 mg/mL", "", "10", "50"), "c1", "C1: type the number alone, without a unit."],
  ];
  it.each(cases)("%s with %j: hint on %s", (mode, values, field, message) => {
    const outcome = calculateDilution(values, mode);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toHaveLength(1);
    expect(outcome.issues[0]).toMatchObject({ field, message });
  });

  it("impossible dilutions involve both fields", () => {
    const a = calculateDilution(v("10", "", "100", "50"), "v1");
    const b = calculateDilution(v("100", "50", "", "5"), "c2");
    expect(!a.ok && a.issues[0]!.involves).toEqual(["c1", "c2"]);
    expect(!b.ok && b.issues[0]!.involves).toEqual(["v1", "v2"]);
  });

  it("every empty needed field gets its own hint", () => {
    const outcome = calculateDilution(v("", "", "", ""), "v2");
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues.map((i) => i.field)).toEqual(["c1", "v1", "c2"]);
  });

  it("a result too large to show is refused with a form-level hint", () => {
    const tiny = `0.${"0".repeat(300)}1`;
    const outcome = calculateDilution(v("999999999999999", "999999999999999", tiny, ""), "v2");
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues[0]).toMatchObject({ field: null });
    expect(outcome.issues[0]!.message).toMatch(/too large/);
  });
});

const pos = fc.double({ min: 1e-6, max: 1e6, noNaN: true, noDefaultInfinity: true });
const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));

describe("dilution properties", () => {
  it("each solution satisfies C1 × V1 = C2 × V2", () => {
    fc.assert(
      fc.property(pos, pos, pos, (c1, c2, v2) => {
        expect(rel(c1 * solveV1(c1, c2, v2), c2 * v2)).toBeLessThan(1e-12);
      }),
    );
    fc.assert(
      fc.property(pos, pos, pos, (c1, v1, c2) => {
        expect(rel(c1 * v1, c2 * solveV2(c1, v1, c2))).toBeLessThan(1e-12);
      }),
    );
    fc.assert(
      fc.property(pos, pos, pos, (c1, v1, v2) => {
        expect(rel(c1 * v1, solveC2(c1, v1, v2) * v2)).toBeLessThan(1e-12);
      }),
    );
  });

  it("solving back for any known value returns it", () => {
    fc.assert(
      fc.property(pos, pos, pos, (c1, c2, v2) => {
        const v1 = solveV1(c1, c2, v2);
        expect(rel(solveV2(c1, v1, c2), v2)).toBeLessThan(1e-12);
        expect(rel(solveC2(c1, v1, v2), c2)).toBeLessThan(1e-12);
        expect(solveDilution("v1", { c1, c2, v2 })).toBe(v1);
      }),
    );
  });

  it("a possible dilution gives V1 ≤ V2, C2 ≤ C1 and a non-negative diluent", () => {
    fc.assert(
      fc.property(pos, fc.double({ min: 1e-6, max: 1, noNaN: true }), pos, (c1, fraction, v2) => {
        const c2 = c1 * fraction;
        const text = (n: number) => typeableNumber(Number(n.toPrecision(12)), 12);
        const r = ok(v(text(c1), "", text(c2), text(v2)), "v1");
        expect(r.value).toBeLessThanOrEqual(r.numbers.v2);
        expect(r.diluent).toBeGreaterThanOrEqual(0);
        expect(r.diluent).toBe(diluentVolume(r.numbers.v1, r.numbers.v2));
      }),
    );
  });

  it("any text: either a finite, consistent result or at least one clear hint", () => {
    const mode = fc.constantFrom<SolveFor>("v1", "v2", "c2");
    const text = fc.oneof(
      fc.string(),
      pos.map((n) => typeableNumber(n, 6)),
      fc.constantFrom("0", "-1", "1,200", ".5", "2,5", "1.000", "1e3"),
    );
    fc.assert(
      fc.property(mode, text, text, text, text, (m, c1, v1, c2, v2) => {
        const outcome = calculateDilution(v(c1, v1, c2, v2), m);
        if (outcome.ok) {
          const { numbers, value, diluent } = outcome.result;
          expect(Number.isFinite(value)).toBe(true);
          expect(numbers.c2).toBeLessThanOrEqual(numbers.c1 * (1 + 1e-12));
          expect(numbers.v1).toBeLessThanOrEqual(numbers.v2 * (1 + 1e-12));
          expect(diluent).toBeGreaterThanOrEqual(0);
          const d = formatDilution(outcome.result);
          for (const s of [d.fieldText, d.headline, d.instruction, d.caution ?? ""]) {
            expect(s).not.toMatch(/NaN|Infinity|undefined|—/);
          }
          expect(d.fieldText).toMatch(/^(< 0\.0+1|\d{1,3}(\u202f\d{3})*(\.\d+)?)$/);
          expect(d.fieldText).not.toMatch(/\.\d*0$/);
        } else {
          expect(outcome.issues.length).toBeGreaterThan(0);
          for (const i of outcome.issues) expect(i.message).toMatch(/\S/);
        }
      }),
      { numRuns: 500 },
    );
  });
});
