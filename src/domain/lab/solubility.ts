/**
 * The common solutes of the laboratory tools and when a solution of one cannot exist (decisions.md,
 * 'Laboratory tools': "A solution that cannot exist (above a listed solute's solubility per volume
 * of solution, above what the volume can hold, or above 55 M) gets a caution"; issue 52, principle
 * 3). Pure data and questions, for every laboratory tool that names a concentration: the molarity
 * calculator (src/machines/molarity) and the concentration converter (concentration-units.ts)
 * ask them here, so both give a caution for the same solution.
 *
 * A solubility is quoted per 100 g of WATER; a solution is measured per volume of SOLUTION, which
 * is larger than the water in it. The limit per litre of solution is the saturated solution's mass
 * fraction × its density: NaCl 26.45 % w/w × 1.197 g/mL = 317 g/L = 5.42 M, not 360 g/L (6.16 M),
 * which is what 36 g per 100 mL of water would suggest.
 */
import { decimalRatio } from "~/domain/number/exact";
import { reagentNamed } from "./reagents";

/**
 * A solubility as its source writes it: the mass fraction of the saturated solution (CRC
 * Handbook), or grams of solute that dissolve in a mass of water ("1 g dissolves in about 1.1 mL
 * of water", Merck Index; 109 g per 100 g of water). tests/unit/lab-sources.test.ts works the
 * table's % w/w out of it and checks that the source's text names it.
 */
export type StatedSolubility =
  | { readonly kind: "massPercent"; readonly percent: number }
  | { readonly kind: "inWater"; readonly grams: number; readonly waterGrams: number };

/** A saturated solution at the stated temperature, as the sources give it. */
export interface SaturatedSolution {
  /** The solubility as the source writes it (SOLUBILITY_SOURCE names it). */
  readonly stated: StatedSolubility;
  /** Solute in the saturated solution, % w/w (grams per 100 g of solution), from `stated`. */
  readonly percentWw: number;
  /** Density of the saturated solution in g/mL, or null when no source gives it (see limitBasis). */
  readonly densityGPerMl: number | null;
  /** Temperature of the figures, °C. */
  readonly celsius: number;
  /**
   * The molarity of the saturated solution as a source states it (M), checked against the one
   * computed here from percentWw and density (tests/unit/lab-sources.test.ts); null when the
   * source gives none.
   */
  readonly statedMolar: number | null;
}

/** A common solute: its molecular weight fills the field (as written, so 40.00 keeps 4 figures). */
export interface CommonSolute {
  readonly name: string;
  readonly formula: string;
  readonly molecularWeight: string;
  readonly saturated: SaturatedSolution;
  /**
   * How the bench makes a stronger solution than water alone dissolves (EDTA: raise the pH to 8
   * with NaOH), or null. A solution up to `upToMolar` is then a solution that can be made, with
   * the step said, rather than one that cannot.
   */
  readonly dissolvesWith: DissolvesWith | null;
}

/** A known exception: the solute dissolves further once something is added. */
export interface DissolvesWith {
  /** Up to this molarity (M) the solution is made this way. */
  readonly upToMolar: number;
  /** What is added, per mole of solute: NaOH pellets, g per mol of EDTA. */
  readonly gramsPerMole: number;
  /** Its name as the bench says it: "NaOH pellets". */
  readonly what: string;
  /** Why and to what end: "until the pH reaches 8.0". */
  readonly until: string;
}

const massPercent = (percent: number): StatedSolubility => ({ kind: "massPercent", percent });
const inWater = (grams: number, waterGrams: number): StatedSolubility => ({ kind: "inWater", grams, waterGrams });

/** The 50 % NaOH reagent's density (reagents.ts): one figure for the reagent table and this one. */
const NAOH_50_DENSITY = Number(reagentNamed("Sodium hydroxide")!.density);

export const COMMON_SOLUTES: readonly CommonSolute[] = [
  {
    name: "Sodium chloride",
    formula: "NaCl",
    molecularWeight: "58.44",
    saturated: { stated: massPercent(26.45), percentWw: 26.45, densityGPerMl: 1.197, celsius: 25, statedMolar: 5.4 },
    dissolvesWith: null,
  },
  {
    name: "Potassium chloride",
    formula: "KCl",
    molecularWeight: "74.55",
    // 26.22 % w/w at 25 °C; the CRC's density table stops short of saturation, so 1.17 g/mL is
    // carried on from its last rows: about, and on the low side, so the limit errs low (4.1 M).
    saturated: { stated: massPercent(26.22), percentWw: 26.22, densityGPerMl: 1.17, celsius: 25, statedMolar: null },
    dissolvesWith: null,
  },
  {
    name: "Glucose",
    formula: "C₆H₁₂O₆",
    molecularWeight: "180.16",
    // Merck Index: 1 g dissolves in about 1.1 mL of water (47.6 % w/w).
    saturated: { stated: inWater(1, 1.1), percentWw: 47.6, densityGPerMl: 1.21, celsius: 25, statedMolar: null },
    dissolvesWith: null,
  },
  {
    name: "Tris base",
    formula: "C₄H₁₁NO₃",
    molecularWeight: "121.14",
    // 550 g per litre of water: no density of the saturated solution is published with it, so the
    // limit is taken per litre of water, an upper bound (the solution's litre holds less).
    saturated: { stated: inWater(550, 1000), percentWw: 35.48, densityGPerMl: null, celsius: 25, statedMolar: null },
    dissolvesWith: null,
  },
  {
    name: "Sodium hydroxide",
    formula: "NaOH",
    molecularWeight: "40.00",
    // 109 g per 100 g of water at 20 °C (52.2 % w/w); the density is the 50 % solution's, a lower
    // bound for the saturated one, so the limit errs low (19.9 M): the 50 % reagent (19.1 M) is
    // below it, 24 M is far above.
    saturated: {
      stated: inWater(109, 100),
      percentWw: 52.2,
      densityGPerMl: NAOH_50_DENSITY,
      celsius: 20,
      statedMolar: null,
    },
    dissolvesWith: null,
  },
  {
    name: "EDTA disodium dihydrate",
    formula: "C₁₀H₁₄N₂Na₂O₈·2H₂O",
    molecularWeight: "372.24",
    // 100 g per litre of water at 20 °C; no density given: per litre of water, an upper bound.
    saturated: { stated: inWater(100, 1000), percentWw: 9.09, densityGPerMl: null, celsius: 20, statedMolar: null },
    // Molecular Cloning (Sambrook & Russell), 0.5 M EDTA pH 8.0: 186.1 g in 800 mL of water,
    // "adjust the pH to 8.0 with NaOH (about 20 g of NaOH pellets)", make up to 1 L: about 40 g
    // (1 mol) of NaOH per mole of EDTA, and 0.5 M is the usual strongest stock.
    dissolvesWith: { upToMolar: 0.5, gramsPerMole: 40, what: "NaOH pellets", until: "until the pH reaches 8.0" },
  },
  {
    name: "Sucrose",
    formula: "C₁₂H₂₂O₁₁",
    molecularWeight: "342.3",
    // Merck Index: 1 g dissolves in 0.5 mL of water (66.7 % w/w).
    saturated: { stated: inWater(1, 0.5), percentWw: 66.7, densityGPerMl: 1.33, celsius: 25, statedMolar: null },
    dissolvesWith: null,
  },
];

/** Where the solubilities come from (shown in the pages' sources). */
export const SOLUBILITY_SOURCE =
  "Saturated solutions per litre of solution (mass fraction × density). Solubilities: CRC Handbook of Chemistry and Physics, 'Aqueous solubility of inorganic compounds at various temperatures' (NaCl 26.45 % w/w and KCl 26.22 % w/w at 25 °C; NaOH 109 g per 100 g of water at 20 °C); The Merck Index (glucose: 1 g dissolves in about 1.1 mL of water; sucrose: 1 g dissolves in 0.5 mL of water); Sigma-Aldrich, Trizma base product information (Tris base 550 g per litre of water at 25 °C); Merck, EDTA disodium salt dihydrate safety data sheet (100 g per litre of water at 20 °C). Densities of the saturated solutions: CRC Handbook, 'Concentrative properties of aqueous solutions' (20 °C: NaCl 1.197 g/mL; NaOH 50 % w/w 1.525 g/mL, a lower bound for the saturated solution; KCl about 1.17, glucose about 1.21 and sucrose about 1.33 g/mL, carried on from the tables' highest concentrations, so approximate). Tris base and EDTA: no density of the saturated solution is published with their solubility, so their limit is per litre of water, an upper bound (a litre of solution holds less). 0.5 M EDTA pH 8.0 with about 20 g of NaOH pellets per litre: Sambrook & Russell, Molecular Cloning, 3rd ed., Appendix 1. Pure water is about 55.5 mol/L, so no solution is above 55 M.";

export { aboveWater, MAX_MOLARITY } from "./water-limit";

/**
 * No aqueous solution holds more than 2 g of solute per mL: even the most soluble common salts
 * stay below it (saturated zinc chloride, about 81 % w/w at density about 2.0, holds about 1.6 g
 * per mL; caesium chloride about 1.3 g per mL; CRC Handbook, as above). 500 g in 100 mL is 5 g
 * per mL: more solute than the volume can hold, whatever the solute.
 */
export const MAX_GRAMS_PER_ML = 2;
export const MASS_PER_VOLUME_SOURCE =
  "No aqueous solution holds more than 2 g of solute per mL: saturated zinc chloride, among the most soluble salts, holds about 1.6 g per mL and caesium chloride about 1.3 g per mL (CRC Handbook of Chemistry and Physics, aqueous solubility and density tables).";

/** No molecular weight is below 1 g/mol: hydrogen, the lightest atom, is 1.008 g/mol. */
export const LIGHTEST_MOLECULAR_WEIGHT = 1;
export const BELOW_HYDROGEN =
  "Molecular weight can't be below 1 g/mol (hydrogen, the lightest atom, is 1.008 g/mol): check the number and its unit.";

/** A molecular weight worked out below 1 g/mol: one of the entries it comes from is wrong. */
export const WORKED_BELOW_HYDROGEN =
  "The molecular weight works out below 1 g/mol, lighter than hydrogen (1.008 g/mol): check the mass, the molarity and the volume, and their units.";

/** The common solute named `name` (COMMON_SOLUTES), or null. */
export function soluteNamed(name: string | null): CommonSolute | null {
  return name === null ? null : (COMMON_SOLUTES.find((s) => s.name === name) ?? null);
}

/** The common solute whose listed molecular weight is `gPerMol`, or null. */
export function soluteOfMolecularWeight(gPerMol: number): CommonSolute | null {
  return COMMON_SOLUTES.find((s) => Number(s.molecularWeight) === gPerMol) ?? null;
}

/**
 * A solute's solubility in g per litre of SOLUTION: mass fraction × density × 1000. Without a
 * density, per litre of water (grams per 100 g of water × 10), which is an upper bound.
 */
export function solubilityGramsPerLitre(solute: CommonSolute): number {
  const { percentWw, densityGPerMl } = solute.saturated;
  if (densityGPerMl !== null) return decimalRatio([percentWw, densityGPerMl, 10]);
  // w/w → grams per 100 g of water: 100 w ÷ (100 − w), × 10 for a litre of water.
  return decimalRatio([percentWw, 1000], [100 - percentWw]);
}

/** True when the limit of `solute` is per litre of water (no density published), an upper bound. */
export function limitPerLitreOfWater(solute: CommonSolute): boolean {
  return solute.saturated.densityGPerMl === null;
}

/** A solute's saturated molarity (M): its limit in g/L ÷ its molecular weight. */
export function solubilityMolar(solute: CommonSolute): number {
  return decimalRatio([solubilityGramsPerLitre(solute)], [Number(solute.molecularWeight)]);
}

/** True when `gramsPerLitre` is more solute than a litre of any solution can hold (2 000 g/L). */
export function aboveMassPerVolume(gramsPerLitre: number): boolean {
  return gramsPerLitre > MAX_GRAMS_PER_ML * 1000;
}

/** True when `gramsPerLitre` of `solute` is above its solubility per litre of solution. */
export function aboveSolubility(solute: CommonSolute, gramsPerLitre: number): boolean {
  return gramsPerLitre > solubilityGramsPerLitre(solute);
}

/**
 * True when `molar` of `solute` is above what water alone dissolves but within what it dissolves
 * with its known help (EDTA at pH 8 with NaOH, up to 0.5 M).
 */
export function dissolvesOnlyWithHelp(solute: CommonSolute, gramsPerLitre: number, molar: number): boolean {
  return (
    solute.dissolvesWith !== null && aboveSolubility(solute, gramsPerLitre) && molar <= solute.dissolvesWith.upToMolar
  );
}
