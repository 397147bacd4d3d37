/**
 * The labelled maximum (or, where a label gives none, the limit a pharmacist checks against) of
 * every product a page names (src/content/clinical.ts PRODUCTS), and the high-alert medicines
 * whose warning goes wherever they are named (issue 27). Examples for checking pages, never dosing
 * advice: the limits are adult ones unless the product is a children's product, whose own label's
 * limits are given; weight-based limits are said in words.
 *
 * A page is held to this table by tests/unit/content-safety.test.ts: an mg page names no product
 * at a dose above its single (or daily) maximum; an mL page, whose result is the total in a
 * volume, says on the row when that total is more than one dose may be; a worked example that
 * names a product stays within its limits; a high-alert medicine carries its warning wherever
 * it is named.
 */

export interface MaxDose {
  /** The product's name, as in PRODUCTS. */
  readonly name: string;
  /** The forms this limit applies to (a name can have an oral and an injectable form). */
  readonly forms: readonly string[];
  /** The most given as one dose, in mg, or null when the label gives no fixed single maximum. */
  readonly singleMaxMg: number | null;
  /** The most in 24 hours, in mg, or null when the label gives no fixed daily maximum. */
  readonly dailyMaxMg: number | null;
  /** What the limit is, in plain words (whose, and why there is none when null). */
  readonly basis: string;
  /** Where it comes from, in plain text. */
  readonly source: string;
}

const PI = (name: string) => `${name} prescribing information (US, DailyMed) and BNF`;

export const MAX_DOSES: readonly MaxDose[] = [
  {
    name: "amoxicillin",
    forms: ["oral suspension"],
    singleMaxMg: 1000,
    dailyMaxMg: 3000,
    basis: "adults: up to 1 g a dose, 3 g a day",
    source: PI("Amoxicillin"),
  },
  {
    name: "amoxicillin–clavulanate (amoxicillin content)",
    forms: ["oral suspension"],
    singleMaxMg: 1800,
    dailyMaxMg: 3600,
    basis:
      "the 600 mg per 5 mL suspension is for children under 40 kg: 90 mg/kg a day in two doses, so at most 1\u202f800 mg a dose",
    source: PI("Amoxicillin–clavulanate ES-600"),
  },
  {
    name: "cefalexin (cephalexin)",
    forms: ["oral suspension"],
    singleMaxMg: 1000,
    dailyMaxMg: 4000,
    basis: "adults: up to 1 g a dose, 4 g a day",
    source: PI("Cephalexin"),
  },
  {
    name: "azithromycin",
    forms: ["oral suspension"],
    singleMaxMg: 2000,
    dailyMaxMg: 2000,
    basis: "adults: 500 mg a day; a single 1 g or 2 g dose for some infections",
    source: PI("Azithromycin"),
  },
  {
    name: "ibuprofen",
    forms: ["oral suspension"],
    singleMaxMg: 800,
    dailyMaxMg: 3200,
    basis:
      "adults, on prescription: up to 800 mg a dose, 3\u202f200 mg a day (over the counter: 400 mg, 1\u202f200 mg)",
    source: PI("Ibuprofen"),
  },
  {
    name: "ibuprofen (infant drops)",
    forms: ["oral drops"],
    singleMaxMg: 100,
    dailyMaxMg: 400,
    basis: "infant drops label: at most 100 mg a dose, 4 doses a day",
    source: "Infants' ibuprofen Drug Facts label (US OTC)",
  },
  {
    name: "paracetamol (UK infant)",
    forms: ["oral suspension"],
    singleMaxMg: 240,
    dailyMaxMg: 960,
    basis: "infant suspension label (2 months to 6 years): at most 240 mg a dose, 4 doses in 24 hours",
    source: "Paracetamol 120 mg/5 mL oral suspension patient information leaflet (UK)",
  },
  {
    name: "paracetamol (UK, 6 years and over)",
    forms: ["oral suspension"],
    singleMaxMg: 1000,
    dailyMaxMg: 4000,
    basis: "label (6 years and over): at most 1 g a dose (16 years and over), 4 doses in 24 hours",
    source: "Paracetamol 250 mg/5 mL oral suspension patient information leaflet (UK)",
  },
  {
    name: "acetaminophen (US infants' and children's)",
    forms: ["oral suspension"],
    singleMaxMg: 480,
    dailyMaxMg: 2400,
    basis: "children's label: at most 480 mg (15 mL) a dose at 11 years, 5 doses in 24 hours",
    source: "Children's acetaminophen 160 mg/5 mL Drug Facts label (US OTC)",
  },
  {
    name: "bismuth subsalicylate (regular strength)",
    forms: ["oral suspension"],
    singleMaxMg: 1048,
    dailyMaxMg: 4192,
    basis:
      "label (12 years and over): 30 mL (524 mg) every half hour or 60 mL every hour, at most 8 doses (240 mL, 4\u202f192 mg) in 24 hours",
    source: "Bismuth subsalicylate 262 mg/15 mL Drug Facts label (US OTC)",
  },
  {
    name: "bismuth subsalicylate (maximum strength)",
    forms: ["oral suspension"],
    singleMaxMg: 1050,
    dailyMaxMg: 4200,
    basis:
      "label (12 years and over): 15 mL (525 mg) every half hour or 30 mL every hour, at most 8 doses (120 mL, 4\u202f200 mg) in 24 hours",
    source: "Bismuth subsalicylate 525 mg/15 mL Drug Facts label (US OTC)",
  },
  {
    name: "magnesium hydroxide (milk of magnesia)",
    forms: ["oral suspension"],
    singleMaxMg: 4800,
    dailyMaxMg: 4800,
    basis: "adults, as a laxative: 30 to 60 mL (2\u202f400 to 4\u202f800 mg) once a day",
    source: "Milk of magnesia Drug Facts label (US OTC)",
  },
  {
    name: "carbamazepine",
    forms: ["oral suspension"],
    singleMaxMg: null,
    dailyMaxMg: 1600,
    basis: "adults: usually at most 1\u202f200 mg a day in 4 doses, 1\u202f600 mg in rare cases; no single maximum",
    source: PI("Carbamazepine oral suspension"),
  },
  {
    name: "phenytoin",
    forms: ["oral suspension"],
    singleMaxMg: null,
    dailyMaxMg: 625,
    basis: "adults: 125 mg three times a day, at most 625 mg a day; no single maximum (loading doses by prescriber)",
    source: PI("Phenytoin oral suspension"),
  },
  {
    name: "valproic acid",
    forms: ["oral solution"],
    singleMaxMg: null,
    dailyMaxMg: null,
    basis: "weight-based: at most 60 mg/kg a day",
    source: PI("Valproic acid"),
  },
  {
    name: "levetiracetam",
    forms: ["oral solution", "injection"],
    singleMaxMg: 1500,
    dailyMaxMg: 3000,
    basis: "adults: at most 1\u202f500 mg twice a day",
    source: PI("Levetiracetam"),
  },
  {
    name: "gabapentin",
    forms: ["oral solution"],
    singleMaxMg: 1200,
    dailyMaxMg: 3600,
    basis: "adults: at most 3\u202f600 mg a day in three doses",
    source: PI("Gabapentin"),
  },
  {
    name: "metformin",
    forms: ["oral solution"],
    singleMaxMg: null,
    dailyMaxMg: 2550,
    basis: "adults: at most 2\u202f550 mg a day in divided doses",
    source: PI("Metformin oral solution"),
  },
  {
    name: "cetirizine",
    forms: ["oral solution"],
    singleMaxMg: 10,
    dailyMaxMg: 10,
    basis: "adults and children 6 years and over: 10 mg once a day",
    source: "Cetirizine oral solution Drug Facts label (US OTC)",
  },
  {
    name: "risperidone",
    forms: ["oral solution"],
    singleMaxMg: null,
    dailyMaxMg: 16,
    basis: "adults: at most 16 mg a day (usually no more than 8 mg)",
    source: PI("Risperidone"),
  },
  {
    name: "haloperidol (oral concentrate)",
    forms: ["oral solution"],
    singleMaxMg: null,
    dailyMaxMg: 100,
    basis: "adults: doses above 100 mg a day are rarely used; a concentrate",
    source: PI("Haloperidol oral concentrate"),
  },
  {
    name: "ondansetron",
    forms: ["oral solution"],
    singleMaxMg: 24,
    dailyMaxMg: 24,
    basis: "adults: at most 24 mg a day (before highly emetogenic chemotherapy)",
    source: PI("Ondansetron"),
  },
  {
    name: "ondansetron",
    forms: ["injection"],
    singleMaxMg: 16,
    dailyMaxMg: null,
    basis: "adults: no single intravenous dose above 16 mg (QT prolongation)",
    source: PI("Ondansetron injection"),
  },
  {
    name: "morphine sulfate",
    forms: ["oral solution"],
    singleMaxMg: 20,
    dailyMaxMg: null,
    basis:
      "no fixed maximum (an opioid, titrated by the prescriber); 10 to 20 mg every 4 hours is the label's dose for a person not already taking opioids",
    source: PI("Morphine sulfate oral solution"),
  },
  {
    name: "morphine sulfate",
    forms: ["injection"],
    singleMaxMg: 10,
    dailyMaxMg: null,
    basis:
      "no fixed maximum (an opioid, titrated by the prescriber); about 10 mg (0.1 to 0.2 mg/kg) every 4 hours is the label's dose for a person not already taking opioids",
    source: PI("Morphine sulfate injection"),
  },
  {
    name: "fluoxetine",
    forms: ["oral solution"],
    singleMaxMg: 80,
    dailyMaxMg: 80,
    basis: "adults: at most 80 mg a day",
    source: PI("Fluoxetine"),
  },
  {
    name: "prednisolone",
    forms: ["oral solution"],
    singleMaxMg: 60,
    dailyMaxMg: 60,
    basis: "adults: usually 5 to 60 mg a day (higher only for specific conditions, by prescriber)",
    source: PI("Prednisolone oral solution"),
  },
  {
    name: "famotidine",
    forms: ["oral suspension"],
    singleMaxMg: 160,
    dailyMaxMg: 640,
    basis: "adults: usually 20 to 40 mg; up to 160 mg every 6 hours in hypersecretory conditions",
    source: PI("Famotidine oral suspension"),
  },
  {
    name: "furosemide",
    forms: ["oral solution"],
    singleMaxMg: null,
    dailyMaxMg: 600,
    basis: "adults: at most 600 mg a day; no single maximum",
    source: PI("Furosemide oral solution"),
  },
  {
    name: "furosemide",
    forms: ["injection"],
    singleMaxMg: null,
    dailyMaxMg: 1500,
    basis: "adults: 20 to 40 mg, increased by the prescriber; at most 1.5 g a day (BNF); no single maximum",
    source: PI("Furosemide injection"),
  },
  {
    name: "diphenhydramine",
    forms: ["oral liquid"],
    singleMaxMg: 50,
    dailyMaxMg: 300,
    basis: "adults: 25 to 50 mg every 4 to 6 hours, at most 6 doses (300 mg) a day",
    source: "Diphenhydramine oral liquid Drug Facts label (US OTC)",
  },
  {
    name: "diphenhydramine",
    forms: ["injection"],
    singleMaxMg: 100,
    dailyMaxMg: 400,
    basis: "adults: 10 to 50 mg, up to 100 mg a dose, at most 400 mg a day",
    source: PI("Diphenhydramine injection"),
  },
  {
    name: "haloperidol lactate",
    forms: ["injection"],
    singleMaxMg: 10,
    dailyMaxMg: 20,
    basis: "adults: 2 to 5 mg intramuscularly, repeated as needed; usually no more than 20 mg a day",
    source: PI("Haloperidol lactate injection"),
  },
  {
    name: "dexamethasone sodium phosphate",
    forms: ["injection"],
    singleMaxMg: null,
    dailyMaxMg: null,
    basis:
      "no fixed maximum: from 0.5 to 9 mg a day, higher single doses for specific conditions (cerebral oedema, shock), by prescriber",
    source: PI("Dexamethasone sodium phosphate injection"),
  },
  {
    name: "metoclopramide",
    forms: ["injection"],
    singleMaxMg: 10,
    dailyMaxMg: 30,
    basis: "adults: at most 10 mg a dose, 30 mg a day (EMA, 2013)",
    source: "EMA, metoclopramide: restricted dose and duration (2013); prescribing information",
  },
  {
    name: "lidocaine 1%",
    forms: ["injection"],
    singleMaxMg: 300,
    dailyMaxMg: null,
    basis: "local anaesthesia without adrenaline: at most 4.5 mg/kg and 300 mg at once",
    source: PI("Lidocaine hydrochloride injection"),
  },
  {
    name: "lidocaine 2%",
    forms: ["injection"],
    singleMaxMg: 300,
    dailyMaxMg: null,
    basis: "local anaesthesia without adrenaline: at most 4.5 mg/kg and 300 mg at once",
    source: PI("Lidocaine hydrochloride injection"),
  },
  {
    name: "gentamicin",
    forms: ["injection"],
    singleMaxMg: null,
    dailyMaxMg: null,
    basis: "weight-based: 5 to 7 mg/kg once a day, adjusted to blood levels, by prescriber",
    source: PI("Gentamicin injection"),
  },
  {
    name: "promethazine",
    forms: ["injection"],
    singleMaxMg: 50,
    dailyMaxMg: 100,
    basis: "adults: usually 25 mg; 12.5 to 50 mg a dose; at most 100 mg a day",
    source: PI("Promethazine hydrochloride injection"),
  },
  {
    name: "hydroxyzine hydrochloride (intramuscular only)",
    forms: ["injection"],
    singleMaxMg: 100,
    dailyMaxMg: 400,
    basis: "adults: 25 to 100 mg intramuscularly a dose",
    source: PI("Hydroxyzine hydrochloride injection"),
  },
  {
    name: "ketorolac tromethamine",
    forms: ["injection"],
    singleMaxMg: 60,
    dailyMaxMg: 120,
    basis: "adults under 65: at most 60 mg as one intramuscular dose or 30 mg into a vein, 120 mg a day, 5 days in all",
    source: PI("Ketorolac tromethamine injection"),
  },
  {
    name: "methylprednisolone sodium succinate (after reconstitution)",
    forms: ["injection"],
    singleMaxMg: null,
    dailyMaxMg: null,
    basis: "no fixed maximum: 10 to 40 mg usually, high doses (30 mg/kg) for specific conditions, by prescriber",
    source: PI("Methylprednisolone sodium succinate"),
  },
  {
    name: "hydrocortisone sodium succinate (after reconstitution)",
    forms: ["injection"],
    singleMaxMg: 500,
    dailyMaxMg: null,
    basis: "adults: 100 to 500 mg a dose",
    source: PI("Hydrocortisone sodium succinate"),
  },
  {
    name: "clindamycin",
    forms: ["injection"],
    singleMaxMg: 1200,
    dailyMaxMg: 4800,
    basis: "adults: at most 1\u202f200 mg in one infusion, 4\u202f800 mg a day",
    source: PI("Clindamycin injection"),
  },
  {
    name: "tranexamic acid",
    forms: ["injection"],
    singleMaxMg: 1000,
    dailyMaxMg: null,
    basis: "adults: 10 mg/kg, 1 g as one dose",
    source: PI("Tranexamic acid injection"),
  },
  {
    name: "amikacin",
    forms: ["injection"],
    singleMaxMg: 1500,
    dailyMaxMg: 1500,
    basis: "adults: 15 mg/kg a day, at most 1.5 g a day",
    source: PI("Amikacin injection"),
  },
  {
    name: "calcium gluconate 10%",
    forms: ["injection"],
    singleMaxMg: null,
    dailyMaxMg: null,
    basis: "no fixed maximum: by prescriber, given slowly",
    source: PI("Calcium gluconate injection"),
  },
  {
    name: "enoxaparin",
    forms: ["prefilled syringe"],
    singleMaxMg: null,
    dailyMaxMg: null,
    basis:
      "weight-based: 40 mg a day to prevent clots, 1 mg/kg every 12 hours to treat them; given from the prefilled syringe as prescribed",
    source: PI("Enoxaparin"),
  },
  {
    name: "metronidazole",
    forms: ["infusion"],
    singleMaxMg: 1000,
    dailyMaxMg: 4000,
    basis: "adults: 500 mg every 8 hours (a 1 g or 15 mg/kg loading dose), at most 4 g a day",
    source: PI("Metronidazole injection"),
  },
  {
    name: "paracetamol (acetaminophen)",
    forms: ["infusion"],
    singleMaxMg: 1000,
    dailyMaxMg: 4000,
    basis: "adults 50 kg and over: at most 1 g a dose, 4 g a day",
    source: PI("Acetaminophen injection"),
  },
  {
    name: "sodium chloride 0.9%",
    forms: ["infusion"],
    singleMaxMg: null,
    dailyMaxMg: null,
    basis: "no fixed maximum: a fluid, volume by prescriber",
    source: PI("Sodium chloride 0.9% injection"),
  },
  {
    name: "glucose (dextrose) 5%",
    forms: ["infusion"],
    singleMaxMg: null,
    dailyMaxMg: null,
    basis: "no fixed maximum: a fluid, volume by prescriber",
    source: PI("Dextrose 5% injection"),
  },
  {
    name: "glucose (dextrose) 10%",
    forms: ["infusion"],
    singleMaxMg: null,
    dailyMaxMg: null,
    basis: "no fixed maximum: a fluid, volume by prescriber",
    source: PI("Dextrose 10% injection"),
  },
];

/** The limit of a named product in a form, or undefined when the table has none (a test forbids that). */
export function maxDoseOf(name: string, form: string): MaxDose | undefined {
  return MAX_DOSES.find((m) => m.name === name && m.forms.includes(form));
}

/** How a dose compares with a product's limits: within, above one dose, above a day. */
export type DoseCheck = "within" | "aboveSingle" | "aboveDaily";

export function checkDose(max: MaxDose, mg: number): DoseCheck {
  if (max.dailyMaxMg !== null && mg > max.dailyMaxMg) return "aboveDaily";
  if (max.singleMaxMg !== null && mg > max.singleMaxMg) return "aboveSingle";
  return "within";
}
