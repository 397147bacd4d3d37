/**
 * Common concentrated reagents as their bottles label them (issue 52): % w/w (the assay), the
 * solution's density and the molarity their source states. Data only; the concentration converter
 * computes every figure it shows from % w/w × density ÷ molecular weight with its own code
 * (src/domain/lab/concentration-units.ts), and a unit test checks that this agrees with each
 * stated molarity within 1 %.
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
  /** The solution's density (g/mL) at `temperature`, as written. */
  readonly density: string;
  /** °C at which the density is given. */
  readonly temperature: number;
  /** The molarity the source states for this assay and density (M), as written. */
  readonly statedMolarity: string;
  /** The source's id in REAGENT_SOURCES. */
  readonly source: "merck-acids-bases" | "crc-concentrative";
  /** An acid or a base whose dilution releases heat (add it to water, never water to it). */
  readonly exothermic: boolean;
}

export const REAGENT_SOURCES: readonly LabSource[] = [
  {
    id: "merck-acids-bases",
    text: "Sigma-Aldrich (Merck), technical table 'Concentrations of common acids and bases' (molarity of concentrated reagents from their assay in % w/w and density at 20 °C): hydrochloric acid 37 % w/w, nitric acid 70 % w/w, sulfuric acid 96 % w/w, phosphoric acid 85 % w/w, glacial acetic acid 99.7 % w/w, ammonia solution 28 % w/w, sodium hydroxide 50 % w/w, perchloric acid 70 % w/w, formic acid 88 % w/w. A bottle's label or certificate of analysis gives its own lot's assay and wins over the table.",
  },
  {
    id: "crc-concentrative",
    text: "CRC Handbook of Chemistry and Physics, 'Concentrative properties of aqueous solutions: density, refractive index, freezing point depression, and viscosity' (density of aqueous solutions by % w/w at 20 °C): hydrogen peroxide 30 % w/w, formaldehyde 37 % w/w; ethanol, density of the pure liquid 0.789 g/mL at 20 °C.",
  },
];

const reagent = (
  name: string,
  formula: string,
  molecularWeight: string,
  percent: string,
  density: string,
  statedMolarity: string,
  source: Reagent["source"],
  exothermic: boolean,
): Reagent => ({
  name,
  formula,
  molecularWeight,
  percent,
  density,
  temperature: 20,
  statedMolarity,
  source,
  exothermic,
});

/** The page's reagent buttons and table, in this order. */
export const REAGENTS: readonly Reagent[] = [
  reagent("Hydrochloric acid", "HCl", "36.46", "37", "1.19", "12.1", "merck-acids-bases", true),
  reagent("Nitric acid", "HNO₃", "63.01", "70", "1.42", "15.8", "merck-acids-bases", true),
  reagent("Sulfuric acid", "H₂SO₄", "98.08", "96", "1.84", "18.0", "merck-acids-bases", true),
  reagent("Phosphoric acid", "H₃PO₄", "98.00", "85", "1.685", "14.6", "merck-acids-bases", true),
  reagent("Acetic acid, glacial", "CH₃COOH", "60.05", "99.7", "1.05", "17.4", "merck-acids-bases", true),
  reagent("Ammonia solution", "NH₃", "17.03", "28", "0.90", "14.8", "merck-acids-bases", true),
  reagent("Sodium hydroxide", "NaOH", "40.00", "50", "1.52", "19.0", "merck-acids-bases", true),
  reagent("Perchloric acid", "HClO₄", "100.46", "70", "1.67", "11.6", "merck-acids-bases", true),
  reagent("Formic acid", "HCOOH", "46.03", "88", "1.20", "23.0", "merck-acids-bases", true),
  reagent("Hydrogen peroxide", "H₂O₂", "34.01", "30", "1.11", "9.8", "crc-concentrative", false),
  reagent("Formaldehyde", "HCHO", "30.03", "37", "1.08", "13.3", "crc-concentrative", false),
  reagent("Ethanol, absolute", "C₂H₅OH", "46.07", "100", "0.789", "17.1", "crc-concentrative", false),
];

/** A reagent by name, or undefined (only the page's buttons name one). */
export function reagentNamed(name: string | null): Reagent | undefined {
  return name === null ? undefined : REAGENTS.find((r) => r.name === name);
}

/** "Hydrochloric acid 37 % w/w (HCl, 36.46 g/mol, 1.19 g/mL at 20 °C)": a button's accessible name. */
export function reagentLabel(r: Reagent): string {
  return `${r.name} ${r.percent} % w/w (${r.formula}, ${r.molecularWeight} g/mol, ${r.density} g/mL at ${r.temperature} °C)`;
}
