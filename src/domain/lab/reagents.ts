/**
 * Common concentrated reagents as their bottles label them (issue 52): % w/w (the assay), the
 * solution's density at the temperature its source gives, and the molarity that follows. Data only; the concentration converter
 * computes every figure it shows from % w/w × density ÷ molecular weight with its own code
 * (src/domain/lab/concentration-units.ts), and a unit test checks that this agrees with each
 * stated molarity within 1 %; tests/unit/lab-sources.test.ts checks each figure against its source's text.
 *
 * Figures as written in the sources (strings, so that "1.19" keeps its figures). A bottle's own
 * label and certificate of analysis win over this table: assays vary by grade and by lot.
 */
import type { LabSource } from "./lab-reading";

export interface Reagent {
  /** The name on the page's button and in the table: "Hydrochloric acid". */
  readonly name: string;
  readonly formula: string;
  /** Molecular weight of the solute (g/mol), as written. */
  readonly molecularWeight: string;
  /** The assay, % w/w (g of solute per 100 g of solution), as written. */
  readonly percent: string;
  /** The solution's density (g/mL) at `temperature`, as its source writes it. */
  readonly density: string;
  /** °C at which the source gives the density. */
  readonly temperature: number;
  /**
   * The molarity of this assay and density (M), as the page states it: % w/w × density × 10 ÷
   * molecular weight, to 3 significant figures (tests/unit/lab-sources.test.ts recomputes it).
   */
  readonly statedMolarity: string;
  /** The source's id in REAGENT_SOURCES: its text names this reagent's % w/w and density. */
  readonly source: "crc-concentrative" | "supplier-specifications";
  /** An acid or a base whose dilution releases heat (add it to water, never water to it). */
  readonly exothermic: boolean;
}

export const REAGENT_SOURCES: readonly LabSource[] = [
  {
    id: "crc-concentrative",
    text: "CRC Handbook of Chemistry and Physics, 'Concentrative properties of aqueous solutions: density, refractive index, freezing point depression, and viscosity' (density of the solution by % w/w, at 20 °C): nitric acid 70 % w/w 1.413 g/mL, sulfuric acid 96 % w/w 1.84 g/mL (1.8355), acetic acid 99.7 % w/w 1.05 g/mL (100 % w/w: 1.0495), ammonia 28 % w/w 0.90 g/mL (0.8980), sodium hydroxide 50 % w/w 1.525 g/mL (1.5253); ethanol, density of the pure liquid 0.789 g/mL (0.7893). For hydrochloric acid the same table gives 1.179 g/mL at 36 % w/w and 1.189 g/mL at 38 % w/w (37 % w/w: 1.184 g/mL, 12.0 M).",
  },
  {
    id: "supplier-specifications",
    text: "Manufacturers' specifications of the concentrated reagents (Merck and Sigma-Aldrich product specifications and safety data sheets, section 9): hydrochloric acid fuming 37 % w/w 1.19 g/mL at 20 °C (a 37–38 % w/w assay: Merck); phosphoric acid 85 % w/w 1.685 g/mL at 25 °C; perchloric acid 70 % w/w 1.67 g/mL at 20 °C; formic acid 88 % w/w 1.20 g/mL at 20 °C; hydrogen peroxide 30 % w/w 1.11 g/mL at 20 °C (Perhydrol); formaldehyde 37 % w/w, stabilized with 10–15 % w/w methanol, 1.09 g/mL at 25 °C. A bottle's label or certificate of analysis gives its own lot's assay and density and wins over the table.",
  },
];

const reagent = (
  name: string,
  formula: string,
  molecularWeight: string,
  [percent, density, temperature]: readonly [string, string, number],
  statedMolarity: string,
  source: Reagent["source"],
  exothermic: boolean,
): Reagent => ({
  name,
  formula,
  molecularWeight,
  percent,
  density,
  temperature,
  statedMolarity,
  source,
  exothermic,
});

const CRC = "crc-concentrative";
const SUPPLIER = "supplier-specifications";

/** The page's reagent buttons and table, in this order: [% w/w, density g/mL, °C] as the source gives them. */
export const REAGENTS: readonly Reagent[] = [
  reagent("Hydrochloric acid", "HCl", "36.46", ["37", "1.19", 20], "12.1", SUPPLIER, true),
  reagent("Nitric acid", "HNO₃", "63.01", ["70", "1.413", 20], "15.7", CRC, true),
  reagent("Sulfuric acid", "H₂SO₄", "98.08", ["96", "1.84", 20], "18.0", CRC, true),
  reagent("Phosphoric acid", "H₃PO₄", "98.00", ["85", "1.685", 25], "14.6", SUPPLIER, true),
  reagent("Acetic acid, glacial", "CH₃COOH", "60.05", ["99.7", "1.05", 20], "17.4", CRC, true),
  reagent("Ammonia solution", "NH₃", "17.03", ["28", "0.90", 20], "14.8", CRC, true),
  reagent("Sodium hydroxide", "NaOH", "40.00", ["50", "1.525", 20], "19.1", CRC, true),
  reagent("Perchloric acid", "HClO₄", "100.46", ["70", "1.67", 20], "11.6", SUPPLIER, true),
  reagent("Formic acid", "HCOOH", "46.03", ["88", "1.20", 20], "22.9", SUPPLIER, true),
  reagent("Hydrogen peroxide", "H₂O₂", "34.01", ["30", "1.11", 20], "9.79", SUPPLIER, false),
  reagent("Formaldehyde", "HCHO", "30.03", ["37", "1.09", 25], "13.4", SUPPLIER, false),
  reagent("Ethanol, absolute", "C₂H₅OH", "46.07", ["100", "0.789", 20], "17.1", CRC, false),
];

/** A reagent by name, or undefined (only the page's buttons name one). */
export function reagentNamed(name: string | null): Reagent | undefined {
  return name === null ? undefined : REAGENTS.find((r) => r.name === name);
}

/** "Hydrochloric acid 37 % w/w (HCl, 36.46 g/mol, 1.19 g/mL at 20 °C)": a button's accessible name. */
export function reagentLabel(r: Reagent): string {
  return `${r.name} ${r.percent} % w/w (${r.formula}, ${r.molecularWeight} g/mol, ${r.density} g/mL at ${r.temperature} °C)`;
}
