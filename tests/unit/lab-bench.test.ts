/**
 * Issue 52, principle 3 (physically possible, practically weighable): solubility per volume of
 * solution with sourced figures, the general mass-per-volume limit, the balance's minimum and the
 * stock-and-dilute answer below it, EDTA at pH 8. Domain and molarity calculator.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  COMMON_SOLUTES,
  SOLUBILITY_SOURCE,
  MASS_PER_VOLUME_SOURCE,
  solubilityGramsPerLitre,
  solubilityMolar,
  soluteNamed,
} from "~/domain/lab/solubility";
import {
  BALANCES,
  BALANCE_SOURCE,
  balanceOf,
  minimumMassG,
  SMALLEST_ALIQUOT_ML,
  stockPlan,
} from "~/domain/lab/balance";
import { calculateMolarity } from "~/machines/molarity/molarity.calc";
import { formatMolarityResult } from "~/machines/molarity/molarity.words";
import { DEFAULT_MOLARITY_UNITS, type MolarityMode, type MolarityUnits } from "~/machines/molarity/molarity.types";
import { MASS_EXAMPLES } from "~/content/lab-examples";

type Values = { mass?: string; molecularWeight?: string; volume?: string; molarity?: string };
const values = (v: Values) => ({ mass: "", molecularWeight: "", volume: "", molarity: "", ...v });
function solve(mode: MolarityMode, v: Values, units: Partial<MolarityUnits> = {}) {
  const outcome = calculateMolarity(values(v), mode, { ...DEFAULT_MOLARITY_UNITS, ...units });
  if (!outcome.ok) throw new Error(outcome.issues.map((i) => i.message).join(" "));
  return { result: outcome.result, display: formatMolarityResult(outcome.result) };
}
const kindOf = (r: ReturnType<typeof solve>["result"]) => r.caution?.kind ?? r.bench?.kind ?? "possible";

describe("solubility per volume of solution (sourced)", () => {
  it("every limit is the saturated solution's mass fraction × density, and agrees with a stated molarity within 3 %", () => {
    for (const solute of COMMON_SOLUTES) {
      const { percentWw, densityGPerMl, statedMolar } = solute.saturated;
      const limit = solubilityGramsPerLitre(solute);
      if (densityGPerMl !== null) expect(limit).toBeCloseTo(percentWw * densityGPerMl * 10, 6);
      else expect(limit).toBeCloseTo((percentWw * 1000) / (100 - percentWw), 6);
      if (statedMolar !== null) expect(Math.abs(solubilityMolar(solute) / statedMolar - 1)).toBeLessThan(0.03);
    }
  });

  it("the source names every figure it supports", () => {
    for (const figure of [
      "26.45",
      "26.22",
      "1.197",
      "1.525",
      "109 g per 100 g of water",
      "1.1 mL of water",
      "0.5 mL of water",
      "550",
      "100 g per litre of water",
      "Molecular Cloning",
    ])
      expect(SOLUBILITY_SOURCE).toContain(figure);
    expect(MASS_PER_VOLUME_SOURCE).toContain("2 g");
    expect(BALANCE_SOURCE).toContain("USP");
  });

  it("NaCl's limit is about 5.4 M, 317 g per litre of solution (not 6.16 M, 360 g/L)", () => {
    const nacl = soluteNamed("Sodium chloride")!;
    expect(solubilityGramsPerLitre(nacl)).toBeCloseTo(316.6, 1);
    expect(solubilityMolar(nacl)).toBeCloseTo(5.42, 2);
  });

  it.each([
    ["6 M NaCl", "58.44", "6"],
    ["4.5 M KCl", "74.55", "4.5"],
    ["4 M glucose", "180.16", "4"],
    ["3 M sucrose", "342.3", "3"],
    ["24 M NaOH", "40.00", "24"],
  ])("%s cannot be made: a caution, no instruction to weigh", (_, mw, molar) => {
    const { result, display } = solve("mass", { molecularWeight: mw, volume: "1000", molarity: molar });
    expect(kindOf(result)).toBe("aboveSolubility");
    expect(display.caution).toMatch(/^This solution cannot be made/);
    expect(display.bench).toBeNull();
  });

  it("the solutions the bench makes every day pass: 5 M NaCl, 50 % (19.1 M) NaOH, 2 M glucose, 1 M Tris", () => {
    for (const [mw, molar] of [
      ["58.44", "5"],
      ["40.00", "19.1"],
      ["180.16", "2"],
      ["121.14", "1"],
    ])
      expect(kindOf(solve("mass", { molecularWeight: mw, volume: "1000", molarity: molar }).result)).toBe("possible");
  });

  it("500 g in 100 mL of any solute is more than the volume can hold (5 g per mL)", () => {
    const { result, display } = solve("molarity", { mass: "500", molecularWeight: "1000", volume: "100" });
    expect(result.molar).toBe(5);
    expect(kindOf(result)).toBe("aboveMassPerVolume");
    expect(display.caution).toMatch(/5 g per mL, more solute than the volume can hold/);
  });

  it("0.5 M EDTA, the standard stock, dissolves at pH 8 with about 20 g of NaOH per litre: not called impossible", () => {
    const { result, display } = solve("mass", { molecularWeight: "372.24", volume: "1000", molarity: "0.5" });
    expect(result.caution).toBeNull();
    expect(kindOf(result)).toBe("dissolvesWithHelp");
    expect(display.bench).toMatch(/^186 g of EDTA disodium dihydrate does not dissolve in water alone/);
    expect(display.bench).toMatch(
      /stir it into water \(about 80 % of the final volume\), add NaOH pellets \(about 20 g\) until the pH reaches 8\.0, then make up to 1\s000 mL \(1 L\)\.$/,
    );
    // Above 0.5 M even NaOH does not help: the caution says so.
    const strong = solve("mass", { molecularWeight: "372.24", volume: "1000", molarity: "0.8" });
    expect(kindOf(strong.result)).toBe("aboveSolubility");
    expect(strong.display.caution).toMatch(/0\.5 M is the usual strongest stock/);
  });
});

describe("what a balance can weigh", () => {
  it("the minimum is 100 × readability: 10 mg on the default 0.1 mg analytical balance", () => {
    expect(minimumMassG(balanceOf("0.1 mg"))).toBe(0.01);
    expect(BALANCES.map((b) => minimumMassG(b))).toEqual([0.0001, 0.001, 0.01, 0.1, 1]);
  });

  it("the issue's case: 0.05 mg in 10 mL is a stock and a dilution, with both steps worked", () => {
    const { result, display } = solve("mass", { molecularWeight: "58.44", volume: "10", molarity: "0.00008556" });
    expect(kindOf(result)).toBe("belowBalance");
    expect(display.bench).not.toMatch(/^Dissolve/);
    expect(display.bench).toMatch(/less than a balance that reads 0\.1 mg weighs well \(10 mg at least/);
    expect(display.bench).toMatch(/weigh 12\.5 mg and make up to 25 mL in a volumetric flask/);
    expect(display.bench).toMatch(/take 0\.1 mL \(100 µL\) of the stock with a pipette and make up to 10 mL\.$/);
  });

  it("the volume asked is said as it was typed, in its unit, in the bench steps (not cut to 3 figures)", () => {
    const edta = solve("mass", { molecularWeight: "372.24", volume: "12.345", molarity: "0.5" });
    expect(edta.display.bench).toMatch(/then make up to 12\.345 mL\.$/);
    // In its unit, and in the one that suits it; echoed as the form echoes an entry (formatEcho).
    const inLitres = solve("mass", { molecularWeight: "372.24", volume: "0.25", molarity: "0.5" }, { volume: "L" });
    expect(inLitres.display.bench).toMatch(/then make up to 0\.25 L \(250 mL\)\.$/);
    const stock = solve("mass", { molecularWeight: "58.44", volume: "12.345", molarity: "0.00008556" });
    expect(stock.display.bench).toMatch(/with a pipette and make up to 12\.345 mL\.$/);
  });

  it("a tiny volume makes more of the final solution rather than a 10 nL aliquot (0.000001 mg in 0.001 mL)", () => {
    const plan = stockPlan(0.000000001, 0.001, 0.01)!;
    expect(plan.aliquotMl).toBe(SMALLEST_ALIQUOT_ML);
    expect(plan.moreThanAsked).toBe(true);
    expect(plan.finalVolumeMl).toBe(1);
  });

  it("a typed mass below the balance gets the stock too, in any mode", () => {
    const { result } = solve("molarity", { mass: "5", molecularWeight: "58.44", volume: "100" }, { mass: "mg" });
    expect(kindOf(result)).toBe("belowBalance");
    expect(
      kindOf(
        solve("molarity", { mass: "5", molecularWeight: "58.44", volume: "100" }, { mass: "mg", balance: "0.01 mg" })
          .result,
      ),
    ).toBe("possible");
  });

  it("property: no instruction to weigh is ever given below the chosen balance's minimum without the stock and its dilution", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-9, max: 1e3, noNaN: true }),
        fc.double({ min: 0.001, max: 5000, noNaN: true }),
        fc.constantFrom("58.44", "180.16", "372.24", "1000", "40.00"),
        fc.constantFrom(...BALANCES.map((b) => b.readability)),
        (massG, volumeMl, mw, balance) => {
          const molar = (massG * 1000) / Number(mw) / volumeMl;
          const text = Number(molar.toPrecision(6)).toString();
          const outcome = calculateMolarity(
            values({ molecularWeight: mw, volume: Number(volumeMl.toPrecision(6)).toString(), molarity: text }),
            "mass",
            {
              ...DEFAULT_MOLARITY_UNITS,
              balance,
            },
          );
          if (!outcome.ok) return;
          const { result } = outcome;
          const display = formatMolarityResult(result);
          const minimum = minimumMassG(balanceOf(balance));
          if (result.caution) {
            expect(display.bench).toBeNull();
            return;
          }
          if (result.numbers.mass < minimum) {
            expect(result.bench?.kind === "belowBalance" || result.bench?.kind === "dissolvesWithHelp").toBe(true);
            if (result.bench?.kind === "belowBalance") {
              const plan = result.bench.plan;
              expect(plan.stockMassG).toBeGreaterThanOrEqual(minimum * (1 - 1e-12));
              expect(plan.aliquotMl).toBeGreaterThanOrEqual(SMALLEST_ALIQUOT_ML * (1 - 1e-12));
              // The stock, diluted, is the concentration asked for.
              expect((plan.stockGPerMl * plan.aliquotMl) / plan.finalVolumeMl).toBeCloseTo(
                result.numbers.mass / result.numbers.volume,
                12,
              );
              expect(display.bench).toMatch(/Make a stock instead: weigh .* Then take /);
            }
          } else expect(result.bench?.kind).not.toBe("belowBalance");
        },
      ),
      { numRuns: 400 },
    );
  });

  it("property: no result above the solubility or mass-per-volume limits goes without its caution", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMON_SOLUTES),
        fc.double({ min: 0.001, max: 80, noNaN: true }),
        (solute, molar) => {
          const text = Number(molar.toPrecision(4)).toString();
          const outcome = calculateMolarity(
            values({ molecularWeight: solute.molecularWeight, volume: "1000", molarity: text }),
            "mass",
          );
          if (!outcome.ok) return;
          const { result } = outcome;
          const perLitre = result.numbers.mass;
          const help = solute.dissolvesWith;
          if (result.molar > 55) expect(result.caution?.kind).toBe("aboveWater");
          else if (perLitre > 2000) expect(result.caution?.kind).toBe("aboveMassPerVolume");
          else if (perLitre > solubilityGramsPerLitre(solute) && !(help && result.molar <= help.upToMolar))
            expect(result.caution?.kind).toBe("aboveSolubility");
          else expect(result.caution).toBeNull();
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("the molarity page's own examples follow the bench rules", () => {
  it("no example tells anyone to weigh below 10 mg; the EDTA example is made at pH 8, not called impossible", () => {
    for (const ex of MASS_EXAMPLES) {
      if (ex.display.bench?.startsWith("Dissolve")) expect(ex.result.numbers.mass).toBeGreaterThanOrEqual(0.01);
      expect(ex.result.caution).toBeNull();
    }
    const edta = MASS_EXAMPLES.find((ex) => ex.solute.startsWith("EDTA"))!;
    expect(edta.result.bench?.kind).toBe("dissolvesWithHelp");
  });
});
