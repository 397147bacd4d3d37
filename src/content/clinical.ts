/**
 * The clinical vocabulary of the page texts, kept as data so that tests can hold every page to
 * it (issue 13):
 *
 * - DOSE_FORMS: the only forms a table's "typical use" may name. A strength that no product
 *   truthfully comes in is called an "example strength", never given an invented form.
 * - PRODUCTS: the marketed products the pages name, each a real product in that strength and
 *   form (reviewed against the sources below). A table row or a medication list may only name a
 *   product listed here, in that strength and form.
 * - SOURCES: short plain-text references (no links, no requests). A page lists the ones whose
 *   subject its text touches, found by their triggers, so a page that states a rule names its
 *   source without anyone having to remember to add it.
 */
import type { Strength } from "./types";
import { SYRINGE_GRADUATIONS_SOURCE } from "~/domain/syringe/syringe-catalogue";

export const DOSE_FORMS = [
  "oral solution",
  "oral suspension",
  "oral liquid",
  "oral drops",
  "injection",
  "prefilled syringe",
  "infusion",
  "example strength",
] as const;

export type DoseForm = (typeof DOSE_FORMS)[number];

/** Forms taken by mouth (measured with an oral syringe or the device supplied). */
/** The caution of every salicylate in the list (bismuth subsalicylate, both strengths). */
const SALICYLATE_CAUTION =
  "It is a salicylate: not for children or teenagers who have or are recovering from chickenpox or flu-like symptoms (Reye's syndrome), and not with other salicylates such as aspirin.";

export const ORAL_FORMS: readonly DoseForm[] = ["oral solution", "oral suspension", "oral liquid", "oral drops"];

export interface Product {
  /** Generic name as it appears in a table: "amoxicillin". */
  readonly name: string;
  readonly form: Exclude<DoseForm, "example strength">;
  readonly strength: Strength;
  /** A caution a pharmacist would add whenever this product is named, or null. */
  readonly caution?: string;
}

const ml = (mg: number, volume = 1): Strength => ({ mg, ml: volume });

/** Real products in the strength and form given (examples, never dosing advice). */
export const PRODUCTS: readonly Product[] = [
  { name: "amoxicillin", form: "oral suspension", strength: ml(125, 5) },
  { name: "amoxicillin", form: "oral suspension", strength: ml(200, 5) },
  { name: "amoxicillin", form: "oral suspension", strength: ml(250, 5) },
  { name: "amoxicillin", form: "oral suspension", strength: ml(400, 5) },
  { name: "amoxicillin–clavulanate (amoxicillin content)", form: "oral suspension", strength: ml(600, 5) },
  { name: "cefalexin (cephalexin)", form: "oral suspension", strength: ml(125, 5) },
  { name: "cefalexin (cephalexin)", form: "oral suspension", strength: ml(250, 5) },
  { name: "azithromycin", form: "oral suspension", strength: ml(100, 5) },
  { name: "azithromycin", form: "oral suspension", strength: ml(200, 5) },
  { name: "ibuprofen", form: "oral suspension", strength: ml(100, 5) },
  { name: "ibuprofen (infant drops)", form: "oral drops", strength: ml(50, 1.25) },
  { name: "paracetamol (UK infant)", form: "oral suspension", strength: ml(120, 5) },
  { name: "paracetamol (UK, 6 years and over)", form: "oral suspension", strength: ml(250, 5) },
  { name: "acetaminophen (US infants' and children's)", form: "oral suspension", strength: ml(160, 5) },
  {
    name: "bismuth subsalicylate (regular strength)",
    form: "oral suspension",
    strength: ml(262, 15),
    caution: SALICYLATE_CAUTION,
  },
  {
    name: "bismuth subsalicylate (maximum strength)",
    form: "oral suspension",
    strength: ml(525, 15),
    caution: SALICYLATE_CAUTION,
  },
  { name: "magnesium hydroxide (milk of magnesia)", form: "oral suspension", strength: ml(400, 5) },
  { name: "carbamazepine", form: "oral suspension", strength: ml(100, 5) },
  { name: "phenytoin", form: "oral suspension", strength: ml(125, 5) },
  { name: "valproic acid", form: "oral solution", strength: ml(250, 5) },
  { name: "levetiracetam", form: "oral solution", strength: ml(100) },
  { name: "gabapentin", form: "oral solution", strength: ml(250, 5) },
  { name: "metformin", form: "oral solution", strength: ml(500, 5) },
  { name: "cetirizine", form: "oral solution", strength: ml(5, 5) },
  { name: "risperidone", form: "oral solution", strength: ml(1) },
  { name: "haloperidol (oral concentrate)", form: "oral solution", strength: ml(2) },
  { name: "ondansetron", form: "oral solution", strength: ml(4, 5) },
  { name: "morphine sulfate", form: "oral solution", strength: ml(10, 5) },
  { name: "fluoxetine", form: "oral solution", strength: ml(20, 5) },
  { name: "prednisolone", form: "oral solution", strength: ml(15, 5) },
  { name: "famotidine", form: "oral suspension", strength: ml(40, 5) },
  { name: "furosemide", form: "oral solution", strength: ml(10) },
  { name: "furosemide", form: "oral solution", strength: ml(40, 5) },
  { name: "diphenhydramine", form: "oral liquid", strength: ml(12.5, 5) },
  { name: "ondansetron", form: "injection", strength: ml(2) },
  { name: "haloperidol lactate", form: "injection", strength: ml(5) },
  { name: "dexamethasone sodium phosphate", form: "injection", strength: ml(4) },
  { name: "dexamethasone sodium phosphate", form: "injection", strength: ml(10) },
  { name: "morphine sulfate", form: "injection", strength: ml(10) },
  { name: "metoclopramide", form: "injection", strength: ml(5) },
  { name: "furosemide", form: "injection", strength: ml(10) },
  { name: "lidocaine 1%", form: "injection", strength: ml(10) },
  { name: "lidocaine 2%", form: "injection", strength: ml(20) },
  { name: "gentamicin", form: "injection", strength: ml(40) },
  { name: "promethazine", form: "injection", strength: ml(25) },
  { name: "promethazine", form: "injection", strength: ml(50) },
  { name: "hydroxyzine hydrochloride (intramuscular only)", form: "injection", strength: ml(25) },
  { name: "hydroxyzine hydrochloride (intramuscular only)", form: "injection", strength: ml(50) },
  { name: "diphenhydramine", form: "injection", strength: ml(50) },
  { name: "ketorolac tromethamine", form: "injection", strength: ml(15) },
  { name: "ketorolac tromethamine", form: "injection", strength: ml(30) },
  { name: "methylprednisolone sodium succinate (after reconstitution)", form: "injection", strength: ml(40) },
  { name: "hydrocortisone sodium succinate (after reconstitution)", form: "injection", strength: ml(100, 2) },
  { name: "clindamycin", form: "injection", strength: ml(150) },
  { name: "levetiracetam", form: "injection", strength: ml(500, 5) },
  { name: "tranexamic acid", form: "injection", strength: ml(100) },
  { name: "amikacin", form: "injection", strength: ml(250) },
  { name: "calcium gluconate 10%", form: "injection", strength: ml(100) },
  { name: "enoxaparin", form: "prefilled syringe", strength: ml(100) },
  { name: "metronidazole", form: "infusion", strength: ml(500, 100) },
  { name: "paracetamol (acetaminophen)", form: "infusion", strength: ml(1000, 100) },
  { name: "sodium chloride 0.9%", form: "infusion", strength: ml(9) },
  { name: "glucose (dextrose) 5%", form: "infusion", strength: ml(50) },
  { name: "glucose (dextrose) 10%", form: "infusion", strength: ml(100) },
];

/** The product named `name` in this form and strength (same mg/mL, as written on the label). */
export function findProduct(name: string, form: DoseForm, strength: Strength): Product | undefined {
  return PRODUCTS.find(
    (p) => p.name === name && p.form === form && p.strength.mg === strength.mg && p.strength.ml === strength.ml,
  );
}

/** A plain-text source, listed on every page whose text matches one of its triggers. */
export interface Source {
  readonly id: string;
  readonly text: string;
  readonly triggers: readonly RegExp[];
}

export const SOURCES: readonly Source[] = [
  {
    id: "ismp-abbreviations",
    text: "Institute for Safe Medication Practices (ISMP), List of Error-Prone Abbreviations, Symbols and Dose Designations: no trailing zeros, always a leading zero, commas in numbers of 1,000 and above, mL rather than teaspoons or cc.",
    triggers: [
      /trailing zero/i,
      /leading zero/i,
      /thousands comma/i,
      /\.\d+ mL”?,? (?:can|is|without)/,
      /teaspoon|tablespoon|tsp|tbsp/i,
    ],
  },
  {
    id: "joint-commission",
    text: "The Joint Commission, Official “Do Not Use” List: trailing zeros and missing leading zeros.",
    triggers: [/trailing zero/i, /leading zero/i],
  },
  {
    id: "oral-syringes",
    text: "FDA, Guidance for Industry: Dosage Delivery Devices for Orally Ingested OTC Liquid Drug Products (2011), and ISMP Targeted Medication Safety Best Practices for Hospitals: measure oral liquids in mL with an oral syringe or the device supplied, never a household spoon.",
    triggers: [/oral syringe/i, /household spoon|kitchen spoon|kitchen teaspoon/i],
  },
  {
    id: "syringe-graduations",
    text: SYRINGE_GRADUATIONS_SOURCE,
    triggers: [/marked every/i, /\bmarks?\b/i, /oral syringe/i],
  },
  {
    id: "insulin-u100",
    text: "ISO 8537, Sterile single-use syringes for insulin: U-100 insulin syringes are graduated in units, 100 units = 1 mL; ISMP: insulin syringes for insulin only.",
    triggers: [/U-100|insulin syringe/i],
  },
  {
    id: "percent-strength",
    text: "United States Pharmacopeia, General Notices: a percentage strength (w/v) is grams per 100 mL, so 1% = 10 mg/mL.",
    triggers: [/\d%/],
  },
  {
    id: "acetaminophen-us",
    text: "US FDA (2011): infants' and children's liquid acetaminophen sold over the counter in the US has one concentration, 160 mg per 5 mL.",
    triggers: [/acetaminophen/i],
  },
  {
    id: "bismuth-reye",
    text: "Bismuth subsalicylate Drug Facts label (US OTC): 262 mg per 15 mL (regular strength); Reye's syndrome warning for children and teenagers.",
    triggers: [/bismuth subsalicylate/i],
  },
  {
    id: "enoxaparin",
    text: "Enoxaparin prescribing information: 100 mg/mL prefilled syringes (for example 20 mg/0.2 mL, 30 mg/0.3 mL, 40 mg/0.4 mL, 80 mg/0.8 mL), given as supplied.",
    triggers: [/enoxaparin/i],
  },
];

/** The sources a page's text calls for, in catalogue order. */
export function sourcesFor(texts: readonly string[]): string[] {
  const all = texts.join("\n");
  return SOURCES.filter((s) => s.triggers.some((t) => t.test(all))).map((s) => s.text);
}
