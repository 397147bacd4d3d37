/**
 * The common solutes of the laboratory tools and when a solution of one cannot exist (decisions.md,
 * 'Laboratory tools': "A solution that cannot exist (above a listed solute's solubility, or above
 * 55 M) gets a caution"). Pure data and two questions, for every laboratory tool that names a
 * concentration: the molarity calculator (src/machines/molarity) and the concentration converter
 * (concentration-units.ts) ask them here, so both give a caution for the same solution.
 */

/** A common solute: its molecular weight fills the field (as written, so 40.00 keeps 4 figures). */
export interface CommonSolute {
  readonly name: string;
  readonly formula: string;
  readonly molecularWeight: string;
  /**
   * About how many grams dissolve in 100 mL of water at 25 °C (rounded down; SOLUBILITY_SOURCE).
   * A solution with more grams per mL than this cannot be made (the solution's own volume is
   * larger than the water it holds, so the check errs on the side of silence).
   */
  readonly solubilityGPer100Ml: number;
  /** What a chemist adds when the solute is above that solubility, or nothing. */
  readonly solubilityNote?: string;
}

export const COMMON_SOLUTES: readonly CommonSolute[] = [
  { name: "Sodium chloride", formula: "NaCl", molecularWeight: "58.44", solubilityGPer100Ml: 36 },
  { name: "Potassium chloride", formula: "KCl", molecularWeight: "74.55", solubilityGPer100Ml: 35 },
  { name: "Glucose", formula: "C₆H₁₂O₆", molecularWeight: "180.16", solubilityGPer100Ml: 90 },
  { name: "Tris base", formula: "C₄H₁₁NO₃", molecularWeight: "121.14", solubilityGPer100Ml: 50 },
  { name: "Sodium hydroxide", formula: "NaOH", molecularWeight: "40.00", solubilityGPer100Ml: 100 },
  {
    name: "EDTA disodium dihydrate",
    formula: "C₁₀H₁₄N₂Na₂O₈·2H₂O",
    molecularWeight: "372.24",
    solubilityGPer100Ml: 10,
    solubilityNote: "A 0.5 M stock dissolves only once the pH is raised to about 8 with NaOH.",
  },
  { name: "Sucrose", formula: "C₁₂H₂₂O₁₁", molecularWeight: "342.3", solubilityGPer100Ml: 200 },
];

/** Where the solubilities come from (shown in the molarity page's sources). */
export const SOLUBILITY_SOURCE =
  "Solubility in water at 25 °C, rounded down: CRC Handbook of Chemistry and Physics, 'Aqueous solubility of inorganic compounds at various temperatures' (NaCl, KCl, NaOH), and PubChem compound summaries (glucose, sucrose, Tris, EDTA disodium dihydrate). Pure water is about 55.5 mol/L, so no solution is above 55 M.";

/** No solution holds more than 55 mol/L of anything: pure water itself is about 55.5 M. */
export const MAX_MOLARITY = 55;

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

/** A solute's solubility at 25 °C in g/L (its grams per 100 mL × 10). */
export function solubilityGramsPerLitre(solute: CommonSolute): number {
  return solute.solubilityGPer100Ml * 10;
}

/** True when `molar` (M) is above what any solution can hold. */
export function aboveWater(molar: number): boolean {
  return molar > MAX_MOLARITY;
}

/** True when `gramsPerLitre` of `solute` is above its solubility in water at 25 °C. */
export function aboveSolubility(solute: CommonSolute, gramsPerLitre: number): boolean {
  return gramsPerLitre > solubilityGramsPerLitre(solute);
}
