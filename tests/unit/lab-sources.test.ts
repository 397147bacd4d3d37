/**
 * Issue 52, 'Done when': the reagent table, the solubility limits and the balance classes name
 * their sources in the pages' `sources`, and every table value is checked against its source
 * figure here: each row carries the figure as the source writes it, the source's text names it,
 * and every derived value (% w/w, g per litre of solution, mol/L) is worked out again from it.
 */
import { describe, expect, it } from "vitest";
import { REAGENTS, REAGENT_SOURCES } from "~/domain/lab/reagents";
import {
  COMMON_SOLUTES,
  SOLUBILITY_SOURCE,
  solubilityGramsPerLitre,
  solubilityMolar,
  type StatedSolubility,
} from "~/domain/lab/solubility";
import { BALANCES, BALANCE_SOURCE, minimumMassG } from "~/domain/lab/balance";
import { SOURCES } from "~/domain/lab/concentration-units";
import { molarityPageView } from "~/content/lab-examples";

/** % w/w of a saturated solution from its solubility as written: 1 g in 1.1 g of water is 47.6 %. */
function percentOf(stated: StatedSolubility): number {
  return stated.kind === "massPercent" ? stated.percent : (100 * stated.grams) / (stated.grams + stated.waterGrams);
}

/** `value` to 3 significant figures, as the table writes it: 12.076 → "12.1", 9.791 → "9.79". */
const threeFigures = (value: number) => value.toPrecision(3);

describe("the reagent table against its sources", () => {
  it.each(REAGENTS.map((r) => [r.name, r] as const))(
    "%s: the source names its % w/w and density at its temperature, and the molarity is % × density × 10 ÷ MW",
    (_, r) => {
      const source = REAGENT_SOURCES.find((s) => s.id === r.source)!;
      expect(source).toBeDefined();
      // Ethanol is the pure liquid (100 %): its source gives the liquid's density.
      const named = r.percent === "100" ? "ethanol, density of the pure liquid" : `${r.percent} % w/w`;
      expect(source.text).toMatch(new RegExp(`${named}[^;]*?${r.density.replace(".", "\\.")} g/mL`));
      if (r.source === "supplier-specifications")
        expect(source.text).toMatch(new RegExp(`${r.density.replace(".", "\\.")} g/mL at ${r.temperature} °C`));
      else expect(r.temperature).toBe(20);
      const molar = (Number(r.percent) * Number(r.density) * 10) / Number(r.molecularWeight);
      // The stated molarity is the recomputed one to 3 significant figures, exactly.
      expect(r.statedMolarity).toBe(threeFigures(molar));
    },
  );

  it("the figures that were wrong are corrected: 70 % HNO₃ is 1.413 g/mL (15.7 M, not 1.42 and 15.8), 50 % NaOH 1.525 g/mL", () => {
    const byFormula = (f: string) => REAGENTS.find((r) => r.formula === f)!;
    expect(byFormula("HNO₃")).toMatchObject({ density: "1.413", statedMolarity: "15.7" });
    expect(byFormula("NaOH")).toMatchObject({ density: "1.525", statedMolarity: "19.1" });
    expect(byFormula("HCHO")).toMatchObject({ density: "1.09", temperature: 25, statedMolarity: "13.4" });
    // 37 % HCl: the supplier's 1.19 g/mL (12.1 M); the CRC's 37 % is 1.184 g/mL (12.0 M), both cited.
    expect(REAGENT_SOURCES.find((s) => s.id === "crc-concentrative")!.text).toMatch(/37 % w\/w: 1\.184 g\/mL, 12\.0 M/);
  });

  it("every reagent source is cited on the converter's page", () => {
    for (const s of REAGENT_SOURCES) expect(SOURCES).toContainEqual(s);
  });
});

describe("the solubility limits against their sources", () => {
  it.each(COMMON_SOLUTES.map((s) => [s.name, s] as const))(
    "%s: % w/w from the solubility as written (within 0.05), the limit per litre of solution and its molarity",
    (_, solute) => {
      const { stated, percentWw, densityGPerMl, statedMolar, celsius } = solute.saturated;
      const percent = percentOf(stated);
      expect(Math.abs(percent - percentWw)).toBeLessThan(0.05);
      // The source's text names the figure as it is written.
      const words =
        stated.kind === "massPercent"
          ? `${stated.percent} % w/w`
          : stated.grams === 1
            ? `1 g dissolves in ${stated.waterGrams === 1.1 ? "about 1.1" : stated.waterGrams} mL of water`
            : `${stated.grams} g per ${stated.waterGrams === 1000 ? "litre" : `${stated.waterGrams} g`} of water`;
      expect(SOLUBILITY_SOURCE).toContain(words);
      if (stated.kind !== "inWater" || stated.grams !== 1) expect(SOLUBILITY_SOURCE).toContain(`${celsius} °C`);
      // g per litre of solution = % w/w × density × 10; without a density, per litre of water.
      const limit = densityGPerMl === null ? (percentWw * 1000) / (100 - percentWw) : percentWw * densityGPerMl * 10;
      expect(solubilityGramsPerLitre(solute)).toBeCloseTo(limit, 6);
      if (densityGPerMl !== null) expect(SOLUBILITY_SOURCE).toContain(String(densityGPerMl));
      expect(solubilityMolar(solute)).toBeCloseTo(limit / Number(solute.molecularWeight), 9);
      if (statedMolar !== null) expect(Math.abs(solubilityMolar(solute) / statedMolar - 1)).toBeLessThan(0.01);
    },
  );

  it("the figures the issue names: NaCl 5.42 M (317 g/L of solution), KCl 4.1 M, glucose 3.2 M, sucrose 2.6 M; Tris and EDTA per litre of water", () => {
    const molar = (name: string) => Number(solubilityMolar(COMMON_SOLUTES.find((s) => s.name === name)!).toFixed(2));
    expect(molar("Sodium chloride")).toBe(5.42);
    expect(Math.round(solubilityGramsPerLitre(COMMON_SOLUTES[0]!))).toBe(317);
    expect(molar("Potassium chloride")).toBe(4.12);
    expect(molar("Glucose")).toBe(3.2);
    expect(molar("Sucrose")).toBe(2.59);
    // An upper bound per litre of water, said so by the source text: Tris 4.54 M, EDTA 0.27 M.
    expect(molar("Tris base")).toBe(4.54);
    expect(molar("EDTA disodium dihydrate")).toBe(0.27);
    expect(SOLUBILITY_SOURCE).toMatch(/Tris base and EDTA: .* per litre of water, an upper bound/);
  });

  it("the 50 % NaOH density is one figure: the reagent table's", () => {
    const naoh = COMMON_SOLUTES.find((s) => s.formula === "NaOH")!;
    expect(String(naoh.saturated.densityGPerMl)).toBe(REAGENTS.find((r) => r.formula === "NaOH")!.density);
  });
});

describe("the balance classes against their source", () => {
  it("each class is named with its readability, the minimum follows the 1 % rule, and USP <41> is 820 × readability", () => {
    for (const b of BALANCES) {
      expect(BALANCE_SOURCE).toContain(`${b.name} ${b.readability}`);
      expect(minimumMassG(b)).toBeCloseTo(b.readabilityG * 100, 12);
    }
    // USP <41>: 2 × 0.41 d ÷ m ≤ 0.10 %, so m ≥ 820 d: 82 mg on a 0.1 mg balance.
    expect((2 * 0.41 * 0.0001) / 0.001).toBeCloseTo(0.082, 12);
    expect(BALANCE_SOURCE).toMatch(/USP General Chapter <41>.*820 × readability, 82 mg on a 0\.1 mg balance/);
    expect(BALANCE_SOURCE).toMatch(/OIML R 76-1/);
  });

  it("the molarity page cites the solubility, mass-per-volume and balance sources", () => {
    expect(molarityPageView("Molarity").sources).toEqual(expect.arrayContaining([SOLUBILITY_SOURCE, BALANCE_SOURCE]));
  });
});
