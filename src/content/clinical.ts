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

/** The caution of every salicylate in the list (bismuth subsalicylate, both strengths). */
const SALICYLATE_CAUTION =
  "It is a salicylate: not for children or teenagers who have or are recovering from chickenpox or flu-like symptoms (Reye's syndrome), and not with other salicylates such as aspirin.";

/** Forms taken by mouth (measured with an oral syringe or the device supplied). */
export const ORAL_FORMS: readonly DoseForm[] = ["oral solution", "oral suspension", "oral liquid", "oral drops"];

export interface Product {
  /** Generic name as it appears in a table: "amoxicillin". */
  readonly name: string;
  readonly form: Exclude<DoseForm, "example strength">;
  readonly strength: Strength;
  /** A caution a pharmacist would add whenever this product is named, or null. */
  readonly caution?: string;
}

/**
 * The products of one form whose label gives the mg in `volume` mL: each name with the mg of every
 * strength it comes in ("amoxicillin: [125, 250]" in oral suspension per 5 mL is 125 mg/5 mL and
 * 250 mg/5 mL), and the caution, if any, that goes with all of them.
 */
function inForm(
  form: Product["form"],
  volume: number,
  mgByName: Readonly<Record<string, readonly number[]>>,
  caution?: string,
): Product[] {
  return Object.entries(mgByName).flatMap(([name, mgs]) =>
    mgs.map((mg) => ({ name, form, strength: { mg, ml: volume }, ...(caution ? { caution } : {}) })),
  );
}

/** Real products in the strength and form given (examples, never dosing advice). */
export const PRODUCTS: readonly Product[] = [
  ...inForm("oral suspension", 5, {
    amoxicillin: [125, 200, 250, 400],
    "amoxicillin–clavulanate (amoxicillin content)": [600],
    "cefalexin (cephalexin)": [125, 250],
    azithromycin: [100, 200],
    ibuprofen: [100],
    "paracetamol (UK infant)": [120],
    "paracetamol (UK, 6 years and over)": [250],
    "acetaminophen (US infants' and children's)": [160],
    "magnesium hydroxide (milk of magnesia)": [400],
    carbamazepine: [100],
    phenytoin: [125],
    famotidine: [40],
  }),
  ...inForm("oral drops", 1.25, { "ibuprofen (infant drops)": [50] }),
  ...inForm(
    "oral suspension",
    15,
    {
      "bismuth subsalicylate (regular strength)": [262],
      "bismuth subsalicylate (maximum strength)": [525],
    },
    SALICYLATE_CAUTION,
  ),
  ...inForm("oral solution", 5, {
    "valproic acid": [250],
    gabapentin: [250],
    metformin: [500],
    cetirizine: [5],
    ondansetron: [4],
    "morphine sulfate": [10],
    fluoxetine: [20],
    prednisolone: [15],
    furosemide: [40],
  }),
  ...inForm("oral solution", 1, {
    levetiracetam: [100],
    risperidone: [1],
    "haloperidol (oral concentrate)": [2],
    furosemide: [10],
  }),
  ...inForm("oral liquid", 5, { diphenhydramine: [12.5] }),
  ...inForm("injection", 1, {
    ondansetron: [2],
    "haloperidol lactate": [5],
    "dexamethasone sodium phosphate": [4, 10],
    "morphine sulfate": [10],
    metoclopramide: [5],
    furosemide: [10],
    "lidocaine 1%": [10],
    "lidocaine 2%": [20],
    gentamicin: [40],
    promethazine: [25, 50],
    "hydroxyzine hydrochloride (intramuscular only)": [25, 50],
    diphenhydramine: [50],
    "ketorolac tromethamine": [15, 30],
    "methylprednisolone sodium succinate (after reconstitution)": [40],
    clindamycin: [150],
    "tranexamic acid": [100],
    amikacin: [250],
    "calcium gluconate 10%": [100],
  }),
  ...inForm("injection", 2, { "hydrocortisone sodium succinate (after reconstitution)": [100] }),
  ...inForm("injection", 5, { levetiracetam: [500] }),
  ...inForm("prefilled syringe", 1, { enoxaparin: [100] }),
  ...inForm("infusion", 100, {
    metronidazole: [500],
    "paracetamol (acetaminophen)": [1000],
  }),
  ...inForm("infusion", 1, {
    "sodium chloride 0.9%": [9],
    "glucose (dextrose) 5%": [50],
    "glucose (dextrose) 10%": [100],
  }),
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
    text: "Institute for Safe Medication Practices (ISMP), List of Error-Prone Abbreviations, Symbols and Dose Designations: no trailing zeros, always a leading zero, large numbers grouped so that no zero is miscounted, mL rather than teaspoons or cc. This site groups them with a thin space (1\u202f000), as the SI and NIST SP 811 §10.5.3 do, rather than ISMP's comma, because it reads a decimal comma.",
    triggers: [
      /trailing zero/i,
      /leading zero/i,
      /thousands comma|grouped in thousands|thin space/i,
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
