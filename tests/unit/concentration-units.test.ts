import { describe, expect, it } from "vitest";
import { concentrationRows } from "~/domain/lab/concentration-rows";
import fc from "fast-check";
import {
  CONCENTRATION_FORMULA,
  CONCENTRATION_MESSAGES,
  convertConcentration,
  DEFAULT_CONCENTRATION_INPUTS,
  evaluateConcentration,
  PPM_CONVENTION,
  SOURCES,
  type ConcentrationInputs,
  type ConcentrationStatus,
} from "~/domain/lab/concentration-units";
import { evaluatePreparation, PREPARATION_MESSAGES } from "~/domain/lab/reagent-preparation";
import { readEntry, typeableNumber } from "~/domain/number/entry";
import { spokenText } from "~/domain/number/format";
import { labFigure, readLabNumber } from "~/domain/lab/lab-reading";
import { MAX_MOLARITY } from "~/domain/lab/solubility";
import { readLabField } from "~/domain/lab/lab-field";
import { COMMON_SOLUTES } from "~/domain/lab/solubility";
import { REAGENTS, type Reagent } from "~/domain/lab/reagents";
import {
  CONCENTRATION_UNITS,
  lookupConcentrationUnit,
  lookupMolarMassUnit,
  lookupLabVolumeUnit,
  lookupUnit,
  type ConcentrationSymbol,
  type MolarMassSymbol,
  isDensityPercent,
} from "~/domain/units";

const SYMBOLS = CONCENTRATION_UNITS.map((u) => u.symbol);

function evaluate(inputs: Partial<ConcentrationInputs>): ConcentrationStatus {
  return evaluateConcentration({ ...DEFAULT_CONCENTRATION_INPUTS, ...inputs });
}

function ready(inputs: Partial<ConcentrationInputs>) {
  const status = evaluate(inputs);
  if (status.kind !== "ready")
    throw new Error(`expected a table for ${JSON.stringify(inputs)}: ${JSON.stringify(status)}`);
  return status;
}

/** The shown text of each unit's cell. */
function shown(inputs: Partial<ConcentrationInputs>): Record<ConcentrationSymbol, string> {
  return Object.fromEntries(ready(inputs).table.cells.map((c) => [c.unit, c.text])) as Record<
    ConcentrationSymbol,
    string
  >;
}

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("textbook conversions (issue 32)", () => {
  it("1 mg/mL of a 66.5 kDa protein (BSA) is 15.04 µM: '15 µM' to the figures typed, 15.04 from 66.50 kDa", () => {
    const one = ready({ value: "1", unit: "mg/mL", molecularWeight: "66.5", molecularWeightUnit: "kDa" });
    expect(one.table.cells.find((c) => c.unit === "µM")!.value).toBeCloseTo(15.0376, 4);
    // 66.5 has 3 significant figures: the molarity calculator's rule gives 15.0, trailing zero dropped.
    expect(shown({ value: "1", unit: "mg/mL", molecularWeight: "66.5", molecularWeightUnit: "kDa" })["µM"]).toBe(
      "15 µM",
    );
    const cells = shown({ value: "1", unit: "mg/mL", molecularWeight: "66.50", molecularWeightUnit: "kDa" });
    expect(cells["µM"]).toBe("15.04 µM");
    expect(cells).toEqual({
      "mg/mL": "1 mg/mL",
      "mcg/mL": "1\u202f000 mcg/mL",
      "g/L": "1 g/L",
      "% w/v": "0.1 % w/v",
      ppm: "1\u202f000 ppm",
      "% w/w": "No % w/w without the solution's density: enter it, or choose a reagent.",
      "% v/v": "No % v/v: it needs the pure liquid's density (type the value in % v/v).",
      M: "0.00001504 M",
      mM: "0.01504 mM",
      µM: "15.04 µM",
      // One precision per row (issue 52, principle 4): 4 figures in nM too, not "15 038".
      nM: "15\u202f040 nM",
    });
  });

  it("0.9 % w/v NaCl (the listed solute) is 9 mg/mL and 154 mM, with the working and the copy line", () => {
    const nacl = COMMON_SOLUTES.find((s) => s.formula === "NaCl")!;
    const status = ready({ value: "0.9", unit: "% w/v", molecularWeight: nacl.molecularWeight, solute: nacl.name });
    expect(status.variant).toBe("complete");
    expect(status.table.solute).toBe(nacl);
    const cells = Object.fromEntries(status.table.cells.map((c) => [c.unit, c.text]));
    expect(cells["mg/mL"]).toBe("9 mg/mL");
    expect(cells.mM).toBe("154 mM");
    expect(status.table.working).toEqual([
      "0.9 % w/v = 9 g/L (1 % w/v is 1 g per 100 mL)",
      "9 g/L ÷ 58.44 g/mol = 0.154 M",
    ]);
    expect(status.table.copy).toBe(
      "0.9 % w/v, molecular weight 58.44 g/mol (Sodium chloride, NaCl) = 9 mg/mL = 9\u202f000 mcg/mL = 9 g/L = 9\u202f000 ppm (as mg/L) = 0.154 M = 154 mM = 154\u202f000 µM = 1.54\u00a0×\u00a010⁸ nM",
    );
  });

  it.each<[string, ConcentrationSymbol, string, MolarMassSymbol, ConcentrationSymbol, string]>([
    ["1", "M", "58.44", "g/mol", "g/L", "58.44 g/L"], // 1 M NaCl
    ["1", "M", "58.44", "g/mol", "% w/v", "5.844 % w/v"],
    ["5", "% w/v", "180.16", "g/mol", "mM", "277.53 mM"], // 5 % glucose: 180.16 has 5 significant figures
    ["1", "µM", "150", "kDa", "mg/mL", "0.15 mg/mL"], // an IgG
    ["1", "mg/mL", "150", "kDa", "µM", "6.67 µM"],
    ["10", "mM", "121.14", "g/mol", "g/L", "1.2114 g/L"], // 10 mM Tris
    ["2", "µM", "342.3", "g/mol", "mcg/mL", "0.6846 mcg/mL"], // sucrose
    ["250", "nM", "66.5", "kDa", "mcg/mL", "16.6 mcg/mL"],
    ["0.5", "M", "372.24", "g/mol", "g/L", "186 g/L"], // EDTA disodium dihydrate 0.5 M stock
  ])("%s %s at %s %s is %s", (value, unit, mw, mwUnit, to, expected) => {
    expect(shown({ value, unit, molecularWeight: mw, molecularWeightUnit: mwUnit })[to]).toBe(expected);
  });

  it("converts within a family without a molecular weight, every digit kept: ppm is mg/L", () => {
    expect(shown({ value: "1", unit: "ppm" })).toMatchObject({
      "mg/mL": "0.001 mg/mL",
      "mcg/mL": "1 mcg/mL",
      "g/L": "0.001 g/L",
      "% w/v": "0.0001 % w/v",
    });
    expect(shown({ value: "123.456789", unit: "mcg/mL" })["mg/mL"]).toBe("0.123456789 mg/mL");
    expect(shown({ value: "1", unit: "nM" })).toMatchObject({ M: "0.000000001 M", mM: "0.000001 mM", µM: "0.001 µM" });
    expect(PPM_CONVENTION).toContain("dilute aqueous solution");
  });

  it("keeps significant figures as molarity does: those of the least precise entry (a whole number states none), at least 3, at most 6", () => {
    expect(shown({ value: "1", unit: "mg/mL", molecularWeight: "58.44" }).mM).toBe("17.11 mM");
    // 58.44 g/mol states 4 figures: a more precise concentration does not add any (issue 52).
    expect(shown({ value: "1.00000", unit: "mg/mL", molecularWeight: "58.44" }).mM).toBe("17.11 mM");
    expect(shown({ value: "1.000000000", unit: "mg/mL", molecularWeight: "58.4430" }).mM).toBe("17.1107 mM");
    expect(shown({ value: "5.8440", unit: "g/L", molecularWeight: "58.44" }).M).toBe("0.1 M");
    expect(shown({ value: "1", unit: "mg/mL", molecularWeight: "60" }).mM).toBe("16.7 mM");
  });
});

describe("statuses: each a state of the converter's machine", () => {
  it("empty: nothing typed", () => {
    expect(evaluate({})).toEqual({ kind: "empty", message: "Enter a concentration to see it in every unit." });
    expect(evaluate({ value: "  ", molecularWeight: "58.44" }).kind).toBe("empty");
  });

  it("massOnly and molarOnly: without a molecular weight the other family's cells each say why", () => {
    const mass = ready({ value: "1", unit: "mg/mL" });
    expect(mass.variant).toBe("massOnly");
    const molarCells = mass.table.cells.filter((c) => c.family === "molar");
    expect(molarCells.map((c) => [c.value, c.text])).toEqual(
      (["M", "mM", "µM", "nM"] as const).map((u) => [
        null,
        `No ${u} without a molecular weight: enter it, or choose a solute or a reagent.`,
      ]),
    );
    expect(mass.table.copy).toBe(
      "1 mg/mL (no molecular weight) = 1\u202f000 mcg/mL = 1 g/L = 0.1 % w/v = 1\u202f000 ppm (as mg/L); M, mM, µM and nM need a molecular weight",
    );
    const molar = ready({ value: "150", unit: "mM" });
    expect(molar.variant).toBe("molarOnly");
    expect(molar.table.cells.filter((c) => c.value === null).map((c) => c.unit)).toEqual([
      "mg/mL",
      "mcg/mL",
      "g/L",
      "% w/v",
      "ppm",
      "% w/w",
      "% v/v",
    ]);
    expect(molar.table.cells.find((c) => c.unit === "mg/mL")!.why).toBe(
      CONCENTRATION_MESSAGES.needsMolecularWeight("mg/mL"),
    );
  });

  it("the table's rows: the units one family leaves empty for want of a molecular weight share one row, the rest one each", () => {
    const rows = (inputs: Parameters<typeof ready>[0]) =>
      concentrationRows(ready(inputs).table.cells).map((r) => [r.label, r.text, r.empty]);
    expect(rows({ value: "1", unit: "mg/mL" })).toEqual([
      ["mg/mL", "1 mg/mL", false],
      ["mcg/mL", "1\u202f000 mcg/mL", false],
      ["g/L", "1 g/L", false],
      ["% w/v", "0.1 % w/v", false],
      ["ppm", "1\u202f000 ppm", false],
      ["% w/w", CONCENTRATION_MESSAGES.wwNeedsDensity, true],
      ["% v/v", CONCENTRATION_MESSAGES.vvNeedsLiquid, true],
      [
        "M, mM, µM, nM",
        "No M, mM, µM or nM without a molecular weight: enter it, or choose a solute or a reagent.",
        true,
      ],
    ]);
    expect(rows({ value: "150", unit: "mM" }).slice(0, 2)).toEqual([
      [
        "mg/mL, mcg/mL, g/L, % w/v, ppm",
        "No mg/mL, mcg/mL, g/L, % w/v or ppm without a molecular weight: enter it, or choose a solute or a reagent.",
        true,
      ],
      ["% w/w", CONCENTRATION_MESSAGES.needsMolecularWeight("% w/w"), true],
    ]);
    // With a molecular weight every unit has a row of its own, in the table's order.
    const full = concentrationRows(ready({ value: "1", unit: "M", molecularWeight: "58.44" }).table.cells);
    expect(full.map((r) => r.label)).toEqual(full.map((r) => r.units.join(", ")));
    expect(full.filter((r) => r.units.length > 1)).toEqual([]);
  });

  it("invalid value: the lab tools' own reading and words, with a closed reason", () => {
    const words = { name: "Concentration", prompt: "a concentration" };
    expect(evaluate({ value: "abc" })).toEqual({
      kind: "invalid",
      field: "value",
      reason: "not-a-number",
      message: (readLabField("abc", words) as { message: string }).message,
    });
    expect(evaluate({ value: "-2" })).toEqual({
      kind: "invalid",
      field: "value",
      reason: "negative",
      message: "Concentration can't be negative: enter a value above 0.",
    });
    expect(evaluate({ value: "0" })).toEqual({
      kind: "invalid",
      field: "value",
      reason: "zero",
      message: "Concentration can't be 0: enter a value above 0.",
    });
    expect(evaluate({ value: "1 mM", unit: "mg/mL" })).toEqual({
      kind: "invalid",
      field: "value",
      reason: "other-unit",
      message: "Concentration: you typed mM, but the unit chosen is mg/mL. Type the number alone, or choose mM.",
    });
  });

  it("a unit typed after the number is accepted when it is the one chosen; a decimal comma reads as a point", () => {
    expect(shown({ value: "0,9 %", unit: "% w/v" })["mg/mL"]).toBe("9 mg/mL");
    expect(shown({ value: "15 µM", unit: "µM" }).nM).toBe("15\u202f000 nM");
    expect(shown({ value: "1", molecularWeight: "66.50 kDa", molecularWeightUnit: "kDa" })["µM"]).toBe("15.04 µM");
  });

  it("invalid molecular weight: the reading's reasons, a unit not chosen, below 1 g/mol", () => {
    expect(evaluate({ value: "1", molecularWeight: "x" })).toMatchObject({
      kind: "invalid",
      field: "molecularWeight",
      reason: "not-a-number",
    });
    expect(evaluate({ value: "1", molecularWeight: "0" })).toMatchObject({ field: "molecularWeight", reason: "zero" });
    expect(evaluate({ value: "1", molecularWeight: "66.5 kDa" })).toMatchObject({
      field: "molecularWeight",
      reason: "other-unit",
    });
    expect(evaluate({ value: "1", molecularWeight: "0.5" })).toEqual({
      kind: "invalid",
      field: "molecularWeight",
      reason: "below-hydrogen",
      message: CONCENTRATION_MESSAGES.belowHydrogen,
    });
    expect(evaluate({ value: "1", molecularWeight: "0.0005", molecularWeightUnit: "kDa" })).toMatchObject({
      reason: "below-hydrogen",
    });
    // Its hint shows even before a value is typed; the value's own hint comes first.
    expect(evaluate({ value: "", molecularWeight: "x" })).toMatchObject({ kind: "invalid", field: "molecularWeight" });
    expect(evaluate({ value: "y", molecularWeight: "x" })).toMatchObject({ kind: "invalid", field: "value" });
  });

  it("a result too small (or too large) to carry in every unit is refused with the lab tools' words", () => {
    const tiny = `0.${"0".repeat(318)}1`; // 1e-319 nM is 1e-328 M: 0 as a double
    const reading = readLabNumber(tiny, { name: "Concentration", prompt: "a concentration" });
    expect(reading.ok).toBe(true);
    expect(evaluate({ value: tiny, unit: "nM" })).toEqual({
      kind: "invalid",
      field: "value",
      reason: "too-small",
      message: CONCENTRATION_MESSAGES.tooSmall,
    });
    // Whether 10^300 is read at all depends on the parser (the stricter entry parser refuses 15+ integer digits).
    const huge = `1${"0".repeat(300)}`;
    const read = readLabNumber(huge, { name: "Concentration", prompt: "a concentration" });
    expect(evaluate({ value: huge, unit: "M" })).toEqual(
      read.ok
        ? { kind: "invalid", field: "value", reason: "too-large", message: CONCENTRATION_MESSAGES.tooLarge }
        : { kind: "invalid", field: "value", reason: read.reason, message: read.message },
    );
  });

  it("cautionAboveWater: above 55 M, with or without a molecular weight; the caution travels in the copy line", () => {
    const withMw = ready({ value: "3300", unit: "g/L", molecularWeight: "58.44" }); // 56.5 M
    expect(withMw.variant).toBe("cautionAboveWater");
    expect(withMw.caution).toBe(CONCENTRATION_MESSAGES.aboveWater);
    expect(withMw.table.copy).toContain(`. Caution: ${CONCENTRATION_MESSAGES.aboveWater}`);
    const molarOnly = ready({ value: "56", unit: "M" });
    expect(molarOnly.variant).toBe("cautionAboveWaterMolarOnly");
    expect(molarOnly.caution).toBe(
      "Above 55 M: no solution can be this concentrated (pure water itself is about 55 M). Check the value and its unit.",
    );
    expect(ready({ value: "55", unit: "M" }).variant).toBe("molarOnly");
    expect(ready({ value: "55000", unit: "mM" }).variant).toBe("molarOnly");
    expect(ready({ value: "55001", unit: "mM" }).variant).toBe("cautionAboveWaterMolarOnly");
    expect(MAX_MOLARITY).toBe(55);
  });

  it("cautionAboveSolubility: a listed solute above its solubility at 25 °C, chosen or known by its weight", () => {
    const nacl = COMMON_SOLUTES.find((s) => s.formula === "NaCl")!;
    const five = ready({ value: "5", unit: "M", molecularWeight: "58.44", solute: nacl.name });
    expect(five.variant).toBe("complete"); // the usual 5 M NaCl stock can be made
    expect(ready({ value: "5.4", unit: "M", molecularWeight: "58.44", solute: nacl.name }).variant).toBe("complete");
    // Issue 52: per litre of SOLUTION, 26.45 % w/w × 1.197 g/mL = 317 g/L, about 5.42 M (not
    // 6.16 M, 360 g/L, which is per litre of water): 6 M cannot be made.
    const above = ready({ value: "6", unit: "M", molecularWeight: "58.44", solute: nacl.name });
    expect(above.variant).toBe("cautionAboveSolubility");
    expect(above.caution).toBe(
      "Above the solubility of sodium chloride: a saturated solution holds about 5.42 M, 317 g per litre of solution at 25 °C. This solution cannot be made at room temperature. Check the value and its unit.",
    );
    expect(above.table.copy.endsWith(`Caution: ${above.caution}`)).toBe(true);
    // No solute chosen, its weight typed: the same solution, the same caution (as the molarity
    // calculator gives); the table does not name a solute that was not chosen.
    const typed = ready({ value: "6", unit: "M", molecularWeight: "58.44", solute: null });
    expect([typed.variant, typed.caution, typed.table.solute]).toEqual(["cautionAboveSolubility", above.caution, null]);
    // The weight changed (or the unit): not that solute any more.
    expect(ready({ value: "6.5", unit: "M", molecularWeight: "58.5", solute: nacl.name }).variant).toBe("complete");
    expect(
      ready({ value: "6.5", unit: "M", molecularWeight: "58.44", molecularWeightUnit: "kDa", solute: nacl.name }).table
        .solute,
    ).toBeNull();
    // Glucose: about 576 g per litre of solution (3.2 M), so 3 M can be made, 4 M (721 g/L) cannot.
    expect(ready({ value: "3", unit: "M", molecularWeight: "180.16", solute: "Glucose" }).variant).toBe("complete");
    expect(ready({ value: "4", unit: "M", molecularWeight: "180.16", solute: "Glucose" }).variant).toBe(
      "cautionAboveSolubility",
    );
    // Sucrose: about 887 g per litre of solution (2.59 M), so 2.5 M can be made, 3 M cannot.
    expect(ready({ value: "2.5", unit: "M", molecularWeight: "342.3", solute: "Sucrose" }).variant).toBe("complete");
    expect(ready({ value: "3", unit: "M", molecularWeight: "342.3", solute: "Sucrose" }).variant).toBe(
      "cautionAboveSolubility",
    );
  });

  it("the solubility and the units are cited", () => {
    const ids = SOURCES.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["percent-w-v", "ppm", "dalton", "molarity", "solubility"]));
  });
});

describe("a lower-case m is molality, never read as molarity", () => {
  it("refuses '2 m' with a hint to type M (2 M is read)", () => {
    for (const value of ["2 m", "2m"]) {
      expect(evaluate({ value, unit: "M" })).toMatchObject({
        kind: "invalid",
        message:
          "Concentration: m is molality (mol/kg of solvent), which is not converted here. For molarity, type M, or the number alone.",
      });
    }
    expect(ready({ value: "2 M", unit: "M" }).table.value).toBe(2);
  });
});

describe("the units vocabulary (src/domain/units.ts) has the lab's units", () => {
  it.each<[string, ConcentrationSymbol]>([
    ["mg/mL", "mg/mL"],
    ["MG/ML", "mg/mL"],
    ["µg/mL", "mcg/mL"],
    ["%", "% w/v"],
    ["% w/v", "% w/v"],
    ["ppm", "ppm"],
    ["M", "M"],
    ["mM", "mM"],
    ["μM", "µM"],
    ["uM", "µM"],
    ["nmol/L", "nM"],
  ])("%j is %s", (word, symbol) => {
    expect(lookupConcentrationUnit(word)?.symbol).toBe(symbol);
  });

  it("reads µL as a lab volume (not a dose unit) and kDa, Da and g/mol as molecular-weight units", () => {
    expect(lookupLabVolumeUnit("µL")).toMatchObject({ symbol: "µL", dimension: "volume", factor: 0.001 });
    expect(lookupLabVolumeUnit("microlitres")?.symbol).toBe("µL");
    expect(lookupLabVolumeUnit("mL")?.symbol).toBe("mL");
    expect(lookupLabVolumeUnit("mg")).toBeUndefined();
    expect(lookupUnit("µL")).toBeUndefined(); // the dose fields keep their units
    expect(lookupMolarMassUnit("kDa")).toMatchObject({ symbol: "kDa", factor: 1000 });
    expect(lookupMolarMassUnit("Da")?.symbol).toBe("g/mol");
    expect(lookupConcentrationUnit("mg")).toBeUndefined();
  });

  it("states its formulas with figures computed by the code", () => {
    expect(CONCENTRATION_FORMULA).toEqual([
      "molarity (M) = mass concentration (g/L) ÷ molecular weight (g/mol)",
      "mass concentration (g/L) = molarity (M) × molecular weight (g/mol)",
      "mass concentration (g/L) = % w/w × the solution's density (g/mL) × 10",
      "mass concentration (g/L) = % v/v × the pure liquid's density (g/mL) × 10",
      "volume to take (mL) = target (M) × final volume (mL) ÷ the solution's molarity (M), made up to the final volume",
      "1 mg/mL = 1\u202f000 mcg/mL = 1 g/L = 0.1 % w/v = 1\u202f000 ppm",
      "1 M = 1\u202f000 mM = 1\u202f000\u202f000 µM = 1\u202f000\u202f000\u202f000 nM",
      "1 kDa = 1\u202f000 g/mol",
    ]);
  });
});

const unitArb = fc.constantFrom(...SYMBOLS);
const positive = fc.double({ min: 1e-6, max: 1e6, noNaN: true, noDefaultInfinity: true }).filter((x) => x > 0);
const weight = fc.double({ min: 1, max: 1e6, noNaN: true, noDefaultInfinity: true });

describe("properties", () => {
  it("every conversion round-trips: any unit → any unit → back", () => {
    fc.assert(
      fc.property(positive, unitArb, unitArb, weight, (x, a, b, mw) => {
        const there = convertConcentration(x, a, b, mw)!;
        const back = convertConcentration(there, b, a, mw)!;
        expect(Math.abs(back - x) / x).toBeLessThan(1e-12);
      }),
      { numRuns: 2000 },
    );
  });

  it("each cell is the conversion of the typed value, and its shown figure is within 1 % of it", () => {
    const typed = fc
      .tuple(fc.integer({ min: 1, max: 999999 }), fc.integer({ min: 0, max: 6 }))
      .map(([m, d]) => typeableNumber(m / 10 ** d));
    fc.assert(
      fc.property(
        typed,
        unitArb,
        fc.option(fc.integer({ min: 1000, max: 10000000 }).map((n) => typeableNumber(n / 100))),
        (value, unit, mw) => {
          const status = evaluate({ value, unit, molecularWeight: mw ?? "" });
          if (status.kind !== "ready") throw new Error(JSON.stringify(status));
          for (const cell of status.table.cells) {
            // Without a density, % w/w and % v/v say what they need (density-percent tests below).
            if (isDensityPercent(cell.unit)) {
              expect(cell.value).toBeNull();
              continue;
            }
            const expected = convertConcentration(Number(value), unit, cell.unit, mw === null ? null : Number(mw));
            expect(cell.value).toBe(expected);
            if (cell.value === null || cell.figure!.below) continue;
            expect(Math.abs(Number(cell.figure!.plain) - cell.value) / cell.value).toBeLessThanOrEqual(0.01);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("no NaN, Infinity or undefined in any text, for any typed text and choice", () => {
    const text = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.constantFrom(
        "",
        "1e308",
        "-0",
        "NaN",
        "Infinity",
        "undefined",
        "-Infinity M",
        "1,000",
        "1.000",
        "0x10",
        ".",
        "1 mM",
        "5 %",
        "1:10",
        `0.${"0".repeat(330)}1`,
      ),
    );
    fc.assert(
      fc.property(
        text,
        unitArb,
        text,
        fc.constantFrom<MolarMassSymbol>("g/mol", "kDa"),
        fc.constantFrom(null, ...COMMON_SOLUTES.map((s) => s.name)),
        (value, unit, mw, mwUnit, solute) => {
          const status = evaluate({ value, unit, molecularWeight: mw, molecularWeightUnit: mwUnit, solute });
          for (const s of strings(status)) expect(s).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("a laboratory figure is never more than 1 % from its value, or says it is below what is shown", () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-14, max: 1e15, noNaN: true }), fc.integer({ min: 4, max: 6 }), (x, sig) => {
        const f = labFigure(x, sig);
        if (f.below) expect(f.text).toBe("less than 0.0000000001");
        else expect(Math.abs(Number(f.plain) - x) / x).toBeLessThanOrEqual(0.01);
        expect(f.plain.endsWith(".") || /\.\d*0$/.test(f.plain)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("concentrations as bench people write them (issue 52, principle 1)", () => {
  const hcl = REAGENTS.find((r) => r.formula === "HCl")!;
  const asLabelled = (r: Reagent): Partial<ConcentrationInputs> => ({
    value: r.percent,
    unit: "% w/w",
    molecularWeight: r.molecularWeight,
    density: r.density,
    reagent: r.name,
  });

  it.each(REAGENTS.map((r) => [r.name, r] as const))(
    "%s: % w/w × density ÷ molecular weight, by the converter's own code, is the source's molarity within 1 %",
    (_, r) => {
      const status = ready(asLabelled(r));
      expect(status.table.reagent).toBe(r);
      const molar = status.table.cells.find((c) => c.unit === "M")!.value!;
      expect(Math.abs(molar - Number(r.statedMolarity)) / Number(r.statedMolarity)).toBeLessThanOrEqual(0.01);
      // The figures are as written, and the reagent's source is cited on the page.
      for (const figure of [r.molecularWeight, r.percent, r.density, r.statedMolarity])
        expect(figure).toMatch(/^\d+(\.\d+)?$/);
      expect(Number(r.percent)).toBeLessThanOrEqual(100);
      expect(SOURCES.map((s) => s.id)).toContain(r.source);
      // At the temperature its source gives the density: 20 °C, or 25 °C where a supplier states that.
      expect([20, 25]).toContain(r.temperature);
    },
  );

  it("the reagents the issue names are all in the table, each once", () => {
    const formulas = REAGENTS.map((r) => r.formula);
    expect(new Set(formulas).size).toBe(formulas.length);
    for (const f of [
      "HCl",
      "HNO₃",
      "H₂SO₄",
      "H₃PO₄",
      "CH₃COOH",
      "NH₃",
      "NaOH",
      "H₂O₂",
      "HCHO",
      "C₂H₅OH",
      "HClO₄",
      "HCOOH",
    ])
      expect(formulas).toContain(f);
  });

  // Figures are shown by the lab tools' significant-figure rule (lab-reading.ts); the values are checked here.
  const cellOf = (status: ReturnType<typeof ready>, unit: string) => status.table.cells.find((c) => c.unit === unit)!;
  const figureOf = (status: ReturnType<typeof ready>, x: number) => labFigure(x, status.table.significant).text;

  it("37 % w/w HCl at 1.19 g/mL is 440.3 g/L and 12.08 M, not the 10.15 M of a % w/v reading; 50 % NaOH (1.525 g/mL) is 19.06 M, not 12.5 M", () => {
    const status = ready(asLabelled(hcl));
    expect(cellOf(status, "g/L").value).toBe(440.3);
    expect(cellOf(status, "% w/v").value).toBe(44.03);
    expect(cellOf(status, "M").value).toBeCloseTo(12.0762, 3);
    expect(cellOf(status, "M").text).toBe(`${figureOf(status, cellOf(status, "M").value!)} M`);
    expect(cellOf(status, "M").text).toMatch(/^12\.(1|08) M$/);
    expect(cellOf(status, "% w/w").text).toBe("37 % w/w");
    expect(status.table.working[0]).toBe(
      `37 % w/w × 1.19 g/mL (the solution's density) × 10 = ${figureOf(status, 440.3)} g/L (1 % w/w is 1 g per 100 g of solution)`,
    );
    const asWv = ready({ value: "37", unit: "% w/v", molecularWeight: "36.46" });
    expect(cellOf(asWv, "M").value).toBeCloseTo(10.148, 3);
    const naoh = ready(asLabelled(REAGENTS.find((r) => r.formula === "NaOH")!));
    expect(cellOf(naoh, "M").value).toBe(19.0625);
  });

  it("a % w/w or % v/v without a density is a status that asks for it, never a % w/v reading", () => {
    expect(evaluate({ value: "37", unit: "% w/w", molecularWeight: "36.46" })).toEqual({
      kind: "needsDensity",
      density: "solution",
      message: CONCENTRATION_MESSAGES.needsSolutionDensity,
    });
    expect(evaluate({ value: "70", unit: "% v/v" })).toEqual({
      kind: "needsDensity",
      density: "liquid",
      message: CONCENTRATION_MESSAGES.needsLiquidDensity,
    });
    // "37 %" with % w/w chosen is read as 37 % w/w; "37 % w/v" is refused by name.
    expect(ready({ value: "37 %", unit: "% w/w", density: "1.19" }).table.value).toBe(37);
    expect(evaluate({ value: "37 % w/v", unit: "% w/w", density: "1.19" })).toMatchObject({
      kind: "invalid",
      field: "value",
      reason: "other-unit",
    });
    expect(evaluate({ value: "101", unit: "% w/w", density: "1.19" })).toMatchObject({
      kind: "invalid",
      field: "value",
      reason: "above-100",
    });
  });

  it("% v/v uses the pure liquid's density: 70 % v/v ethanol (0.789 g/mL) is 552.3 g/L and 11.99 M; its % w/w needs the solution's density", () => {
    const status = ready({ value: "70", unit: "% v/v", density: "0.789", molecularWeight: "46.07" });
    const cells = Object.fromEntries(status.table.cells.map((c) => [c.unit, c]));
    expect(cells["g/L"]!.value).toBe(552.3);
    expect(cells.M!.value).toBeCloseTo(11.988, 3);
    expect(cells["% v/v"]!.text).toBe("70 % v/v");
    expect(cells["% w/w"]!.why).toBe(CONCENTRATION_MESSAGES.wwFromVv);
    expect(status.table.copy).toContain("; % w/w needs the solution's density too");
  });

  it("the density: read in g/mL, refused by name in g/L or kg/m³, refused when no liquid has it", () => {
    expect(evaluate({ value: "37", unit: "% w/w", density: "1190 g/L" })).toEqual({
      kind: "invalid",
      field: "density",
      reason: "other-unit",
      message: CONCENTRATION_MESSAGES.densityOtherUnit,
    });
    expect(evaluate({ value: "37", unit: "% w/w", density: "1190" })).toMatchObject({
      field: "density",
      reason: "implausible-density",
    });
    expect(evaluate({ value: "37", unit: "% w/w", density: "x" })).toMatchObject({
      field: "density",
      reason: "not-a-number",
    });
    expect(ready({ value: "37", unit: "% w/w", density: "1.19 g/mL" }).table.cells[2]!.value).toBe(440.3);
    // A mass typed with a density also gives % w/w, and more than all solute is a caution.
    const whole = evaluate({ value: "1000", unit: "mg/mL", density: "0.9" });
    expect(whole).toMatchObject({ kind: "ready", variant: "cautionAboveWhole" });
    if (whole.kind === "ready")
      expect(whole.caution).toBe(CONCENTRATION_MESSAGES.aboveWhole(labFigure(1000 / 9, whole.table.significant).text));
  });

  it("purity multiplies a mass concentration typed (the product as weighed); it is refused with a % w/w or a molarity", () => {
    const status = ready({ value: "10", unit: "mg/mL", purity: "98", molecularWeight: "58.44" });
    expect(cellOf(status, "mg/mL").text).toBe("9.8 mg/mL");
    expect(cellOf(status, "mM").value).toBeCloseTo(167.69, 2);
    expect(status.table.working).toContain("10 g/L of the product × 98 % purity = 9.8 g/L of the compound");
    expect(status.table.copy).toMatch(/^10 mg\/mL, molecular weight 58\.44 g\/mol, purity 98 % = 9\.8 mg\/mL/);
    expect(evaluate({ ...asLabelled(hcl), purity: "98" })).toEqual({
      kind: "invalid",
      field: "purity",
      reason: "purity-not-for-unit",
      message: CONCENTRATION_MESSAGES.purityNotForUnit,
    });
    expect(evaluate({ value: "10", unit: "mg/mL", purity: "101" })).toMatchObject({
      field: "purity",
      reason: "above-100",
    });
    expect(evaluate({ value: "10", unit: "mg/mL", purity: "0" })).toMatchObject({ field: "purity", reason: "zero" });
  });

  it("'mL of 37 % HCl for 1 L of 1 M' is answered: 82.8 mL, made up to the mark, with the bench caution", () => {
    const inputs = { ...DEFAULT_CONCENTRATION_INPUTS, ...asLabelled(hcl) };
    const status = evaluateConcentration(inputs);
    const answer = evaluatePreparation(inputs, status);
    if (status.kind !== "ready" || answer.kind !== "ready") throw new Error("expected an answer");
    const stock = figureOf(status, status.table.molar!);
    expect(answer).toMatchObject({ stock: `${stock} M`, caution: PREPARATION_MESSAGES.benchCaution });
    expect(answer.take).toBeCloseTo(82.807, 2);
    const take = (x: number) => labFigure(x, status.table.significant).text;
    expect(take(answer.take)).toMatch(/^82\.81?$/);
    expect(answer.line).toBe(
      `This solution is ${stock} M. To make 1\u202f000 mL (1 L) of 1 M: take ${take(answer.take)} mL of the reagent and make up to 1\u202f000 mL with water.`,
    );
    const half = { ...inputs, target: "0.5", finalVolume: "250" };
    const smaller = evaluatePreparation(half, evaluateConcentration(half));
    if (smaller.kind !== "ready") throw new Error("expected an answer");
    expect(smaller.take).toBeCloseTo(10.3508, 3);
    expect(smaller.line).toBe(
      `This solution is ${stock} M. To make 250 mL of 0.5 M: take ${take(smaller.take)} mL of the reagent and make up to 250 mL with water.`,
    );
    const strong = { ...inputs, target: "20" };
    expect(evaluatePreparation(strong, evaluateConcentration(strong))).toEqual({
      kind: "aboveStock",
      message: PREPARATION_MESSAGES.aboveStock("20", stock),
    });
    const bad = { ...inputs, finalVolume: "-5" };
    expect(evaluatePreparation(bad, evaluateConcentration(bad))).toMatchObject({
      kind: "invalid",
      field: "finalVolume",
      reason: "negative",
    });
    // Nothing asks for it: a mass or molar unit, no reagent, no target nor volume typed.
    const plain = { ...DEFAULT_CONCENTRATION_INPUTS, value: "1", molecularWeight: "58.44" };
    expect(evaluatePreparation(plain, evaluateConcentration(plain))).toEqual({ kind: "off" });
    // No molarity (no molecular weight): nothing to dilute.
    const noMw = { ...inputs, molecularWeight: "" };
    expect(evaluatePreparation(noMw, evaluateConcentration(noMw))).toEqual({ kind: "off" });
  });

  it("every percentage is named: no bare % in the converter's words", () => {
    const texts = [
      ...Object.entries(CONCENTRATION_MESSAGES)
        .filter(([key]) => !key.startsWith("purity"))
        .map(([, m]): unknown => m)
        .filter((m): m is string => typeof m === "string"),
      ...SOURCES.map((s) => s.text),
      ...ready(asLabelled(hcl)).table.working,
      ready(asLabelled(hcl)).table.copy,
    ];
    for (const text of texts) expect(text).not.toMatch(/\d %(?! (w\/v|w\/w|v\/v|purity|assay))(?![a-z])/);
  });
});

describe("one precision per row (issue 52, principle 4)", () => {
  it("a row never shows more figures than the table's: whole digits are rounded, and from a million up, or below 1e-10, written in scientific notation", () => {
    // 37 % w/w HCl at 1.19 g/mL (3 figures): 12.1 M, 12 100 mM, 1.21 × 10⁷ µM, 1.21 × 10¹⁰ nM.
    const cells = shown({ value: "37", unit: "% w/w", molecularWeight: "36.46", density: "1.19" });
    expect(cells.M).toBe("12.1 M");
    expect(cells.mM).toBe("12\u202f100 mM");
    expect(cells["µM"]).toBe("1.21\u00a0×\u00a010⁷ µM");
    expect(cells.nM).toBe("1.21\u00a0×\u00a010¹⁰ nM");
    // A value typed keeps its own digits; a shift by a power of ten within its family too.
    const exact = shown({ value: "1234567", unit: "mcg/mL" });
    expect(exact["mcg/mL"]).toBe("1\u202f234\u202f567 mcg/mL");
    expect(exact["mg/mL"]).toBe("1\u202f234.567 mg/mL");
  });

  it("the number convention reads a figure written in scientific notation back, and the announcer says it as a power of ten", () => {
    expect(spokenText("1.21\u00a0×\u00a010¹⁰ nM")).toBe("1.21 times 10 to the power 10 nM");
    expect(spokenText("1.5\u00a0×\u00a010⁻¹² M")).toBe("1.5 times 10 to the power minus 12 M");
    const read = readEntry("1.21×10¹⁰", "lab");
    expect(read.ok && read.value).toBe(1.21e10);
  });
});
