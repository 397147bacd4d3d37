import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  calculateDilution,
  diluentVolume,
  knownFields,
  dilutionInvalidKind,
  MESSAGE_C2_ABOVE_C1,
  MESSAGE_TOO_SMALL,
  MESSAGE_V1_ABOVE_V2,
  unitMismatchMessage,
  solveC2,
  solveDilution,
  solveV1,
  solveV2,
} from "~/machines/dilution/dilution.calc";
import { formatEcho, readAs } from "~/machines/dilution/dilution.selectors";
import { formatDilution, formatDilutionNumber } from "~/machines/dilution/dilution.words";
import { dilutionResultKind } from "~/machines/dilution/dilution.calc";
import {
  DEFAULT_DILUTION_UNITS,
  type DilutionEntry,
  type DilutionUnits,
  type SolveFor,
} from "~/machines/dilution/dilution.types";
import { typeableNumber } from "~/domain/number/entry";
import { DILUTION_EXAMPLES, HOW_TO_EXAMPLE, UNITS_EXAMPLE } from "~/content/lab-examples";
import {
  convertConcentration,
  convertVolume,
  DILUTION_CONCENTRATION_SYMBOLS,
  DILUTION_VOLUME_SYMBOLS,
  pipetteFor,
  unitLink,
  type DilutionConcentrationSymbol,
  type DilutionVolumeSymbol,
} from "~/domain/lab/dilution-units";

const v = (c1: string, v1: string, c2: string, v2: string, molecularWeight = ""): DilutionEntry => ({
  c1,
  v1,
  c2,
  v2,
  molecularWeight,
});

function ok(values: DilutionEntry, mode: SolveFor, units: Partial<DilutionUnits> = {}) {
  const outcome = calculateDilution(values, mode, { ...DEFAULT_DILUTION_UNITS, ...units });
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
      conversion: null,
      instruction: "5 mL of the 100 mg/mL stock, made up to 50 mL at 10 mg/mL: add 45 mL diluent.",
      pipettes: "Measure the stock (5 mL) and the diluent (45 mL) with a serological pipette or a graduated cylinder.",
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
      "No diluent needed: C2 equals C1, so use 25 mL of the 10 mg/mL stock as it is.",
    );
    expect(formatDilution(ok(v("10", "25", "", "25"), "c2")).instruction).toBe(
      "No diluent: V1 equals V2, so C2 equals C1 (10 mg/mL).",
    );
  });

  it("a small volume is shown to significant figures, also in µL, with the pipette that measures it (issue 52)", () => {
    const issueCase = ok(v("70", "", "1", "1"), "v1");
    // 14.3 µL is a routine P20 volume: no caution, the pipette is named.
    expect(dilutionResultKind(issueCase)).toBe("measurable");
    const d = formatDilution(issueCase);
    expect(d.fieldText).toBe("0.0143");
    expect(d.headline).toBe("V1 = 0.0143 mL (14.3 µL)");
    expect(d.caution).toBeNull();
    expect(d.pipettes).toBe("Measure the stock (14.3 µL) with a P20; the diluent (985.7 µL) with a P1000.");
    const tinyV1 = formatDilution(ok(v("1000", "", "1", "1"), "v1"));
    expect(tinyV1.fieldText).toBe("0.001");
    expect(tinyV1.headline).toBe("V1 = 0.001 mL (1 µL)");
    expect(tinyV1.pipettes).toContain("the stock (1 µL) with a P2");
    const tinyC2 = formatDilution(ok(v("1", "1", "", "300"), "c2"));
    expect(tinyC2.fieldText).toBe("0.00333");
    expect(formatDilutionNumber(0.005, 3)).toBe("0.005");
    expect(formatDilutionNumber(0.00499, 3)).toBe("0.00499");
  });

  it.each([
    // µL → the pipette named; the boundaries belong to the smaller pipette.
    [0.2, "a P2"],
    [2, "a P2"],
    [2.5, "a P20"],
    [20, "a P20"],
    [150, "a P200"],
    [200, "a P200"],
    [201, "a P1000"],
    [1000, "a P1000"],
    [1001, "a serological pipette or a graduated cylinder"],
    [0.19, null],
    [0, null],
  ] as const)("%s µL is measured with %s", (ul, pipette) => {
    expect(pipetteFor(ul)).toBe(pipette);
  });

  it("under 0.2 µL no pipette measures it: the belowPipette caution, an intermediate dilution first", () => {
    const subPipette = ok(v("10000", "", "1", "1"), "v1");
    expect(dilutionResultKind(subPipette)).toBe("belowPipette");
    const d = formatDilution(subPipette);
    expect(d.headline).toBe("V1 = 0.0001 mL (0.1 µL)");
    expect(d.caution).toBe(
      "V1 is 0.1 µL, under 0.2 µL: no pipette measures that accurately. Make an intermediate dilution of the stock first (for example 1 in 100), then dilute that to C2.",
    );
    expect(d.pipettes).toBe("Measure the diluent (999.9 µL) with a P1000.");
    const tinyDiluent = ok(v("1000", "", "999.9999", "1"), "v1");
    expect(dilutionResultKind(tinyDiluent)).toBe("belowPipette");
    expect(formatDilution(tinyDiluent).instruction).toContain("add 0.0000001 mL diluent");
    expect(formatDilution(tinyDiluent).caution).toMatch(/^The diluent is 0.0001 µL, under 0.2 µL/);
    // 0.2 µL itself is a P2 volume.
    expect(dilutionResultKind(ok(v("5000", "", "1", "1"), "v1"))).toBe("measurable");
    // Words of the bench: never a syringe, never a dose.
    for (const r of [subPipette, tinyDiluent, ok(v("70", "", "1", "1"), "v1")]) {
      const all = Object.values(formatDilution(r)).join(" ");
      expect(all).not.toMatch(/syringe|dose/i);
    }
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
      "49.95 mL of the 100 mg/mL stock, made up to 50 mL at 99.9 mg/mL: add 0.05 mL diluent.",
    ]);
    // A small stock in a large volume: the diluent keeps the stock's decimals (99.667, not 99.7).
    const small = formatDilution(ok(v("300", "", "1", "100"), "v1"));
    expect([small.headline, small.instruction]).toEqual([
      "V1 = 0.333 mL (333 µL)",
      "0.333 mL of the 300 mg/mL stock, made up to 100 mL at 1 mg/mL: add 99.667 mL diluent.",
    ]);
    // Solving for V2: the final volume is the stock typed plus the diluent shown.
    const final = formatDilution(ok(v("100", "1", "99.9", ""), "v2"));
    expect([final.headline, final.instruction]).toEqual([
      "V2 = 1.001 mL",
      "1 mL of the 100 mg/mL stock, made up to 1.001 mL at 99.9 mg/mL: add 0.001 mL diluent.",
    ]);
    // Solving for C2: the diluent is V2 − V1 of the volumes typed, every digit.
    expect(formatDilution(ok(v("10", "0.001", "", "10.5"), "c2")).instruction).toBe(
      "0.001 mL of the 10 mg/mL stock, made up to 10.5 mL at 0.000952 mg/mL: add 10.499 mL diluent.",
    );
    // The issue's case: a stock far below the final volume's figures is not subtracted digit by
    // digit ("0.999999999985 mL"): the diluent is 1 mL, the stock keeps its own figures.
    const issue = formatDilution(ok(v("1", "", "0.000000000015", "1"), "v1"));
    expect(issue.instruction).toBe(
      "0.000000000015 mL of the 1 mg/mL stock, made up to 1 mL at 0.000000000015 mg/mL: add 1 mL diluent.",
    );
  });

  it("echoes the typed values as they were read in the instruction", () => {
    const r = ok(v("0,5", "", "0.125", "2,5"), "v1");
    expect(formatDilution(r).instruction).toBe(
      "0.625 mL of the 0.5 mg/mL stock, made up to 2.5 mL at 0.125 mg/mL: add 1.875 mL diluent.",
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
    // 10 mM to 50 µM in 1 mL: 5 µL of stock and 995 µL of diluent, no 1 000-fold slip.
    expect(UNITS_EXAMPLE).toMatchObject({
      c1: "10 mM",
      c2: "50 µM",
      v1: "5 µL",
      v2: "1\u202f000 µL",
      diluent: "995 µL",
    });
    expect(UNITS_EXAMPLE.display.conversion).toBe("C1 10 mM = 10\u202f000 µM");
    for (const e of DILUTION_EXAMPLES) {
      const { numbers, units, molecularWeight } = e.result;
      // C1 in the unit of C2, volumes in mL: C1 × V1 = C2 × V2.
      const c1 = convertConcentration(numbers.c1, units.c1, units.c2, molecularWeight ?? undefined)!;
      const left = c1 * convertVolume(numbers.v1, units.v1, "mL");
      expect(rel(left, numbers.c2 * convertVolume(numbers.v2, units.v2, "mL"))).toBeLessThan(1e-12);
    }
  });
});

describe("dilution validation: bad input is never silent", () => {
  const cases: Array<[SolveFor, DilutionEntry, string | null, string]> = [
    ["v1", v("", "", "10", "50"), "c1", "Enter C1, the initial concentration in mg/mL."],
    ["v1", v("100", "", "", "50"), "c2", "Enter C2, the final concentration in mg/mL."],
    ["v1", v("100", "", "10", ""), "v2", "Enter V2, the final volume in mL."],
    ["v2", v("100", "", "10", ""), "v1", "Enter V1, the initial volume in mL."],
    ["v1", v("abc", "", "10", "50"), "c1", "C1: Enter a number, for example 2.5."],
    ["v1", v("1,200", "", "10", "50"), "c1", "C1: Type 1200 without the comma, or 1.2 with a point for decimals."],
    ["v1", v("0", "", "10", "50"), "c1", "C1 can't be 0: enter a value above 0."],
    ["v1", v("100", "", "-10", "50"), "c2", "C2 can't be negative: enter a value above 0."],
    ["c2", v("100", "0", "", "50"), "v1", "V1 can't be 0: enter a value above 0."],
    ["c2", v("100", "5", "", "-50"), "v2", "V2 can't be negative: enter a value above 0."],
    ["v1", v("10", "", "100", "50"), "c2", MESSAGE_C2_ABOVE_C1],
    ["v2", v("10", "5", "100", ""), "c2", MESSAGE_C2_ABOVE_C1],
    ["c2", v("100", "50", "", "5"), "v2", MESSAGE_V1_ABOVE_V2],
    // A sign typed with the number is the unit buttons' job: named, never dropped.
    [
      "v1",
      v("95%", "", "70", "50"),
      "c1",
      "C1: type the number alone (95) and choose % w/v or % v/v among the C1 unit buttons.",
    ],
    ["v1", v("100", "", "10 x", "50"), "c2", "C2: type the number alone (10) and choose × among the C2 unit buttons."],
    // The field's own unit typed after the number is read; any other is refused, never converted.
    ["v1", v("100 mM", "", "10", "50"), "c1", "C1: type the number alone, in mg/mL."],
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
          // Trailing zeros only when an entry stated them (issue 52: 1.000 mL keeps 0.00000250).
          if (!outcome.result.keepsZeros) expect(d.fieldText).not.toMatch(/\.\d*0$/);
        } else {
          expect(outcome.issues.length).toBeGreaterThan(0);
          for (const i of outcome.issues) expect(i.message).toMatch(/\S/);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("dilution units (issue 52)", () => {
  it("ppm and ppb are a water laboratory's mg/L and µg/L, and volumes go down to nL", () => {
    // 10 ppm from a 1 000 ppm standard in 100 mL: 1 mL of it.
    expect(ok(v("1000", "", "10", "100"), "v1", { c1: "ppm", c2: "ppm" }).value).toBe(1);
    // 50 ppb from 1 ppm in 1 L: 50 mL (1 ppm = 1 000 ppb).
    expect(ok(v("1", "", "50", "1"), "v1", { c1: "ppm", c2: "ppb", v1: "mL", v2: "L" }).value).toBe(50);
    // 1 ppm is 1 µg/mL: the same family, converted exactly.
    expect(ok(v("1", "", "1", "10"), "v1", { c1: "ppm", c2: "µg/mL" }).value).toBe(10);
    // 10 nL of a 1 000× stock made up to 10 µL is 1×.
    expect(ok(v("1000", "10", "", "10"), "c2", { c1: "×", c2: "×", v1: "nL", v2: "µL" }).value).toBe(1);
  });

  it("10 mM to 50 µM in 1 mL needs 5 µL of stock (0.005 mL), never 5 mL", () => {
    const r = ok(v("10", "", "50", "1"), "v1", { c1: "mM", c2: "µM" });
    expect(r.value).toBe(0.005);
    const d = formatDilution(r);
    expect(d.headline).toBe("V1 = 0.005 mL (5 µL)");
    expect(d.conversion).toBe("C1 10 mM = 10\u202f000 µM");
    expect(d.instruction).toBe("0.005 mL of the 10 mM stock, made up to 1 mL at 50 µM: add 0.995 mL diluent.");
    expect(d.pipettes).toBe("Measure the stock (5 µL) with a P20; the diluent (995 µL) with a P1000.");
    // The same with V1 in µL and V2 in mL: the brief's sentence.
    const inMicrolitres = formatDilution(ok(v("10", "", "50", "10"), "v1", { c1: "mM", c2: "µM", v1: "µL" }));
    expect(inMicrolitres.headline).toBe("V1 = 50 µL");
    expect(inMicrolitres.instruction).toBe("50 µL of the 10 mM stock, made up to 10 mL at 50 µM: add 9.95 mL diluent.");
  });

  it.each([
    ["M", "mM", 1, 1000],
    ["mM", "µM", 10, 10_000],
    ["µM", "nM", 0.5, 500],
    ["nM", "pM", 1, 1000],
    ["pM", "fM", 2.5, 2500],
    ["fM", "M", 1, 1e-15],
    ["g/L", "mg/mL", 7, 7],
    ["mg/mL", "µg/mL", 0.25, 250],
    ["µg/mL", "ng/mL", 1, 1000],
    ["% w/v", "g/L", 0.9, 9],
    ["% w/v", "mg/mL", 1, 10],
    ["% v/v", "% v/v", 70, 70],
    ["×", "×", 10, 10],
  ] as const)("%s → %s: %s is %s, exactly", (from, to, value, expected) => {
    expect(convertConcentration(value, from, to)).toBe(expected);
  });

  it("molar ↔ mass per volume only through a molecular weight (g/L = M × g/mol)", () => {
    expect(convertConcentration(1, "M", "g/L")).toBeNull();
    expect(convertConcentration(1, "M", "g/L", 58.44)).toBe(58.44);
    expect(convertConcentration(0.9, "% w/v", "mM", 58.44)).toBeCloseTo(154.004, 3);
    expect(convertConcentration(1, "×", "mM", 58.44)).toBeNull();
    expect(convertConcentration(70, "% v/v", "% w/v", 46.07)).toBeNull();
    expect(unitLink("mM", "µM")).toBe("same");
    expect(unitLink("mM", "mg/mL")).toBe("molecularWeight");
    expect(unitLink("% w/v", "M")).toBe("molecularWeight");
    expect(unitLink("×", "mM")).toBe("none");
    expect(unitLink("% v/v", "M")).toBe("none");
    expect(unitLink("% v/v", "% w/v")).toBe("none");
    // 1 M NaCl (58.44 g/mol) to 0.9 % w/v saline: 9 g/L of 58.44 g/L, 77.0 mL in 500 mL.
    const saline = ok(v("1", "", "0.9", "500", "58.44"), "v1", { c1: "M", c2: "% w/v" });
    expect(saline.value).toBeCloseTo(77.00205, 5);
    expect(formatDilution(saline).conversion).toBe("C1 1 M = 5.84 % w/v at 58.44 g/mol");
    // And back: C2 in M from a mass stock.
    const back = ok(v("58.44", "10", "", "100", "58.44"), "c2", { c1: "mg/mL", c2: "mM" });
    expect(back.value).toBe(100);
  });

  it.each([
    ["×", "mM", "", "C1 is in × (a stock's × strength) and C2 in mM (a molar concentration): nothing converts"],
    ["% v/v", "M", "", "C1 is in % v/v (a volume per volume) and C2 in M (a molar concentration): nothing converts"],
    ["mM", "mg/mL", "", "enter the molecular weight of the solute (g/mol)"],
    ["% w/v", "µM", "", "C1 is in % w/v (a mass per volume) and C2 in µM"],
  ] as const)("C1 in %s and C2 in %s is a unit mismatch, never a number", (c1, c2, mw, message) => {
    const outcome = calculateDilution(v("10", "", "1", "100", mw), "v1", { ...DEFAULT_DILUTION_UNITS, c1, c2 });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toHaveLength(1);
    expect(outcome.issues[0]).toMatchObject({ field: null, kind: "unitMismatch" });
    expect(outcome.issues[0]!.message).toContain(message);
    expect(dilutionInvalidKind(outcome.issues)).toBe("unitMismatch");
    expect(unitMismatchMessage(c1, c2)).toBe(outcome.issues[0]!.message);
  });

  it("a molecular weight that does not read is a field hint; one that is not needed is not read", () => {
    const bad = calculateDilution(v("1", "", "9", "500", "abc"), "v1", { ...DEFAULT_DILUTION_UNITS, c1: "M" });
    expect(!bad.ok && bad.issues[0]).toMatchObject({ field: "molecularWeight" });
    expect(!bad.ok && dilutionInvalidKind(bad.issues)).toBe("fields");
    expect(ok(v("100", "", "10", "50", "abc"), "v1").value).toBe(5);
  });

  it("C2 above C1 is compared after conversion (1 M is 1 000 mM)", () => {
    expect(ok(v("1", "", "1000", "50"), "v1", { c1: "M", c2: "mM" }).value).toBe(50);
    const above = calculateDilution(v("1", "", "1001", "50"), "v1", { ...DEFAULT_DILUTION_UNITS, c1: "M", c2: "mM" });
    expect(!above.ok && above.issues[0]!.message).toBe(MESSAGE_C2_ABOVE_C1);
    // V1 above V2 compared in one unit: 2 mL is more than 1 500 µL.
    const v1AboveV2 = calculateDilution(v("10", "2", "", "1500"), "c2", { ...DEFAULT_DILUTION_UNITS, v2: "µL" });
    expect(!v1AboveV2.ok && v1AboveV2.issues[0]!.message).toBe(MESSAGE_V1_ABOVE_V2);
  });

  it("the unknown is given in its chosen unit, and also in the unit that suits it", () => {
    expect(formatDilution(ok(v("1", "", "1", "2500"), "v1", { v1: "µL", v2: "µL" })).headline).toBe(
      "V1 = 2\u202f500 µL (2.5 mL)",
    );
    expect(formatDilution(ok(v("10", "5", "", "1000"), "c2", { c1: "mM", c2: "mM" })).headline).toBe(
      "C2 = 0.05 mM (50 µM)",
    );
    expect(formatDilution(ok(v("10", "5", "", "1000"), "c2", { c1: "mM", c2: "µM" })).headline).toBe("C2 = 50 µM");
    expect(formatDilution(ok(v("95", "70", "", "100"), "c2", { c1: "% v/v", c2: "% v/v" })).headline).toBe(
      "C2 = 66.5 % v/v",
    );
    expect(formatDilution(ok(v("10", "50", "", "500"), "c2", { c1: "×", c2: "×" })).headline).toBe("C2 = 1×");
  });

  it("a result too small to calculate is refused, never shown as 0", () => {
    const tiny = `0.${"0".repeat(300)}1`;
    const outcome = calculateDilution(v("999999999999999", "", tiny, "1"), "v1", {
      ...DEFAULT_DILUTION_UNITS,
      c1: "M",
      c2: "fM",
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues[0]!.message).toBe(MESSAGE_TOO_SMALL);
  });
});

const CONCENTRATIONS = fc.constantFrom<DilutionConcentrationSymbol>(...DILUTION_CONCENTRATION_SYMBOLS);
const VOLUMES = fc.constantFrom<DilutionVolumeSymbol>(...DILUTION_VOLUME_SYMBOLS);

describe("dilution properties across units", () => {
  it("C1 · V1 = C2 · V2 holds, converted, for every pair of units one family or a molecular weight links", () => {
    const figure = fc
      .double({ min: 1e-3, max: 1e3, noNaN: true })
      .map((n) => typeableNumber(Number(n.toPrecision(6)), 9));
    fc.assert(
      fc.property(
        fc.constantFrom<SolveFor>("v1", "v2", "c2"),
        CONCENTRATIONS,
        CONCENTRATIONS,
        VOLUMES,
        VOLUMES,
        figure,
        figure,
        figure,
        figure,
        figure,
        (mode, c1Unit, c2Unit, v1Unit, v2Unit, c1, v1, c2, v2, mw) => {
          const units = { c1: c1Unit, c2: c2Unit, v1: v1Unit, v2: v2Unit };
          const outcome = calculateDilution(v(c1, v1, c2, v2, mw), mode, units);
          const link = unitLink(c1Unit, c2Unit);
          if (link === "none") {
            expect(!outcome.ok && dilutionInvalidKind(outcome.issues)).toBe("unitMismatch");
            return;
          }
          if (!outcome.ok) {
            // Only an impossible dilution (C2 above C1, V1 above V2) or a result out of range.
            expect(dilutionInvalidKind(outcome.issues)).toBe("fields");
            return;
          }
          const { numbers, molecularWeight } = outcome.result;
          const c1InC2 = convertConcentration(numbers.c1, c1Unit, c2Unit, molecularWeight ?? undefined)!;
          const left = c1InC2 * convertVolume(numbers.v1, v1Unit, "mL");
          const right = numbers.c2 * convertVolume(numbers.v2, v2Unit, "mL");
          expect(rel(left, right)).toBeLessThan(1e-9);
          const d = formatDilution(outcome.result);
          for (const text of Object.values(d)) expect(String(text)).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
      { numRuns: 400 },
    );
  });
});
