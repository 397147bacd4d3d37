/**
 * The presentations every product a page names is made in (issue 56, principle 1): for each
 * product of src/content/clinical.ts PRODUCTS, the containers it is sold in (vial, ampoule,
 * prefilled syringe, bag, bottle) and the mL each holds, with the label or formulary it comes
 * from. Examples for checking pages, never a stock list: a page may name a product only where one
 * of its containers holds the page's dose (a prefilled syringe only at a dose it is made in, given
 * whole), and may name a container size only where the product is sold in it.
 *
 * A page is held to this table by tests/unit/content-presentations.test.ts (the checker is
 * src/content/presentation-check.ts).
 */

export type ContainerKind = "vial" | "ampoule" | "prefilled syringe" | "bag" | "bottle";

export interface Container {
  readonly kind: ContainerKind;
  /** The volumes it is made in, in mL (a prefilled syringe: the whole dose it holds). */
  readonly ml: readonly number[];
}

export interface Presentation {
  /** The product's name, as in PRODUCTS. */
  readonly name: string;
  /** The form, as in PRODUCTS. */
  readonly form: string;
  /** The label strength: mg in mL. */
  readonly strength: { readonly mg: number; readonly ml: number };
  readonly containers: readonly Container[];
  /** Where it comes from: the label or formulary's name and its address. */
  readonly source: { readonly name: string; readonly url: string };
}

/** The DailyMed (US labels) search for a product, by its name. */
const dailyMed = (label: string, query: string) => ({
  name: `${label}, How Supplied (FDA DailyMed)`,
  url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(query)}`,
});
/** The BNF (UK) medicinal forms of a drug, by its BNF page name. */
const bnf = (label: string, drug: string) => ({
  name: `${label}, medicinal forms (BNF)`,
  url: `https://bnf.nice.org.uk/drugs/${drug}/medicinal-forms/`,
});

const P = (
  name: string,
  form: string,
  mg: number,
  ml: number,
  containers: readonly Container[],
  source: Presentation["source"],
): Presentation => ({ name, form, strength: { mg, ml }, containers, source });
const bottle = (...ml: number[]): Container => ({ kind: "bottle", ml });
const vial = (...ml: number[]): Container => ({ kind: "vial", ml });
const ampoule = (...ml: number[]): Container => ({ kind: "ampoule", ml });
const bag = (...ml: number[]): Container => ({ kind: "bag", ml });

// One line a presentation, as a table reads.
// prettier-ignore
export const PRESENTATIONS: readonly Presentation[] = [
  // Oral liquids: the bottle sizes of the labels cited.
  P("amoxicillin", "oral suspension", 125, 5, [bottle(80, 100, 150)], dailyMed("Amoxicillin for oral suspension USP", "amoxicillin for oral suspension")),
  P("amoxicillin", "oral suspension", 200, 5, [bottle(50, 75, 100)], dailyMed("Amoxicillin for oral suspension USP", "amoxicillin for oral suspension")),
  P("amoxicillin", "oral suspension", 250, 5, [bottle(80, 100, 150)], dailyMed("Amoxicillin for oral suspension USP", "amoxicillin for oral suspension")),
  P("amoxicillin", "oral suspension", 400, 5, [bottle(50, 75, 100)], dailyMed("Amoxicillin for oral suspension USP", "amoxicillin for oral suspension")),
  P("amoxicillin–clavulanate (amoxicillin content)", "oral suspension", 600, 5, [bottle(75, 125, 200)], dailyMed("Amoxicillin and clavulanate potassium for oral suspension ES-600", "amoxicillin clavulanate ES-600")),
  P("cefalexin (cephalexin)", "oral suspension", 125, 5, [bottle(100, 200)], dailyMed("Cephalexin for oral suspension USP", "cephalexin for oral suspension")),
  P("cefalexin (cephalexin)", "oral suspension", 250, 5, [bottle(100, 200)], dailyMed("Cephalexin for oral suspension USP", "cephalexin for oral suspension")),
  P("azithromycin", "oral suspension", 100, 5, [bottle(15)], dailyMed("Azithromycin for oral suspension", "azithromycin for oral suspension")),
  P("azithromycin", "oral suspension", 200, 5, [bottle(15, 22.5, 30)], dailyMed("Azithromycin for oral suspension", "azithromycin for oral suspension")),
  P("ibuprofen", "oral suspension", 100, 5, [bottle(100, 118)], dailyMed("Ibuprofen oral suspension 100 mg/5 mL", "ibuprofen oral suspension")),
  P("ibuprofen (infant drops)", "oral drops", 50, 1.25, [bottle(15, 30)], dailyMed("Infants' ibuprofen concentrated oral suspension 50 mg/1.25 mL", "infants ibuprofen")),
  P("paracetamol (UK infant)", "oral suspension", 120, 5, [bottle(100, 200)], bnf("Paracetamol 120 mg/5 mL oral suspension", "paracetamol")),
  P("paracetamol (UK, 6 years and over)", "oral suspension", 250, 5, [bottle(100, 200)], bnf("Paracetamol 250 mg/5 mL oral suspension", "paracetamol")),
  P("acetaminophen (US infants' and children's)", "oral suspension", 160, 5, [bottle(59, 118)], dailyMed("Children's acetaminophen oral suspension 160 mg/5 mL (2 and 4 fl oz)", "childrens acetaminophen oral suspension")),
  P("bismuth subsalicylate (regular strength)", "oral suspension", 262, 15, [bottle(236, 354, 473)], dailyMed("Bismuth subsalicylate 262 mg/15 mL (8, 12 and 16 fl oz)", "bismuth subsalicylate 262 mg")),
  P("bismuth subsalicylate (maximum strength)", "oral suspension", 525, 15, [bottle(236, 354)], dailyMed("Bismuth subsalicylate 525 mg/15 mL (8 and 12 fl oz)", "bismuth subsalicylate 525 mg")),
  P("magnesium hydroxide (milk of magnesia)", "oral suspension", 400, 5, [bottle(355, 769)], dailyMed("Milk of magnesia 400 mg/5 mL (12 and 26 fl oz)", "milk of magnesia")),
  P("carbamazepine", "oral suspension", 100, 5, [bottle(450)], dailyMed("Carbamazepine oral suspension USP 100 mg/5 mL", "carbamazepine oral suspension")),
  P("phenytoin", "oral suspension", 125, 5, [bottle(237)], dailyMed("Phenytoin oral suspension USP 125 mg/5 mL", "phenytoin oral suspension")),
  P("famotidine", "oral suspension", 40, 5, [bottle(50)], dailyMed("Famotidine for oral suspension USP 40 mg/5 mL", "famotidine for oral suspension")),
  P("valproic acid", "oral solution", 250, 5, [bottle(473)], dailyMed("Valproic acid oral solution USP 250 mg/5 mL", "valproic acid oral solution")),
  P("gabapentin", "oral solution", 250, 5, [bottle(470)], dailyMed("Gabapentin oral solution 250 mg/5 mL", "gabapentin oral solution")),
  P("metformin", "oral solution", 500, 5, [bottle(118, 473)], dailyMed("Metformin hydrochloride oral solution 500 mg/5 mL", "metformin oral solution")),
  P("cetirizine", "oral solution", 5, 5, [bottle(118)], dailyMed("Children's cetirizine oral solution 5 mg/5 mL (4 fl oz)", "cetirizine oral solution")),
  P("ondansetron", "oral solution", 4, 5, [bottle(50)], dailyMed("Ondansetron oral solution USP 4 mg/5 mL", "ondansetron oral solution")),
  P("morphine sulfate", "oral solution", 10, 5, [bottle(100, 500)], dailyMed("Morphine sulfate oral solution 10 mg/5 mL", "morphine sulfate oral solution")),
  P("fluoxetine", "oral solution", 20, 5, [bottle(120)], dailyMed("Fluoxetine oral solution USP 20 mg/5 mL", "fluoxetine oral solution")),
  P("prednisolone", "oral solution", 15, 5, [bottle(237, 480)], dailyMed("Prednisolone oral solution 15 mg/5 mL", "prednisolone oral solution")),
  P("furosemide", "oral solution", 40, 5, [bottle(500)], dailyMed("Furosemide oral solution USP 40 mg/5 mL", "furosemide oral solution")),
  P("furosemide", "oral solution", 10, 1, [bottle(60, 120)], dailyMed("Furosemide oral solution USP 10 mg/mL", "furosemide oral solution")),
  P("levetiracetam", "oral solution", 100, 1, [bottle(473)], dailyMed("Levetiracetam oral solution USP 100 mg/mL", "levetiracetam oral solution")),
  P("risperidone", "oral solution", 1, 1, [bottle(30)], dailyMed("Risperidone oral solution USP 1 mg/mL", "risperidone oral solution")),
  P("haloperidol (oral concentrate)", "oral solution", 2, 1, [bottle(15, 120)], dailyMed("Haloperidol oral solution USP (concentrate) 2 mg/mL", "haloperidol oral solution")),
  P("diphenhydramine", "oral liquid", 12.5, 5, [bottle(118, 237)], dailyMed("Children's diphenhydramine oral solution 12.5 mg/5 mL", "diphenhydramine oral solution")),
  // Injections: single-dose vials and ampoules, and multiple-dose vials where they are made.
  P("ondansetron", "injection", 2, 1, [vial(2, 20), ampoule(2, 4)], dailyMed("Ondansetron injection USP 2 mg/mL (2 mL single-dose, 20 mL multiple-dose vials)", "ondansetron injection")),
  P("haloperidol lactate", "injection", 5, 1, [vial(1, 10), ampoule(1)], dailyMed("Haloperidol lactate injection 5 mg/mL", "haloperidol lactate injection")),
  P("dexamethasone sodium phosphate", "injection", 4, 1, [vial(1, 5, 30)], dailyMed("Dexamethasone sodium phosphate injection USP 4 mg/mL", "dexamethasone sodium phosphate injection")),
  P("dexamethasone sodium phosphate", "injection", 10, 1, [vial(1, 10)], dailyMed("Dexamethasone sodium phosphate injection USP 10 mg/mL", "dexamethasone sodium phosphate injection")),
  P("morphine sulfate", "injection", 10, 1, [vial(1), ampoule(1)], dailyMed("Morphine sulfate injection 10 mg/mL (1 mL)", "morphine sulfate injection")),
  P("metoclopramide", "injection", 5, 1, [vial(2, 10, 30), ampoule(2)], dailyMed("Metoclopramide injection USP 5 mg/mL", "metoclopramide injection")),
  P("furosemide", "injection", 10, 1, [vial(2, 4, 10), ampoule(2, 5, 25)], dailyMed("Furosemide injection USP 10 mg/mL (2, 4 and 10 mL)", "furosemide injection")),
  P("lidocaine 1%", "injection", 10, 1, [vial(2, 5, 10, 20, 30, 50), ampoule(2, 5, 10)], dailyMed("Lidocaine hydrochloride injection USP 1% (10 mg/mL)", "lidocaine hydrochloride injection")),
  P("lidocaine 2%", "injection", 20, 1, [vial(2, 5, 10, 20, 50), ampoule(2, 5)], dailyMed("Lidocaine hydrochloride injection USP 2% (20 mg/mL)", "lidocaine hydrochloride injection")),
  P("gentamicin", "injection", 40, 1, [vial(2, 20), ampoule(2)], dailyMed("Gentamicin sulfate injection USP 40 mg/mL (2 mL single-dose, 20 mL multiple-dose vials)", "gentamicin injection")),
  P("promethazine", "injection", 25, 1, [vial(1), ampoule(1)], dailyMed("Promethazine hydrochloride injection USP 25 mg/mL (1 mL)", "promethazine hydrochloride injection")),
  P("promethazine", "injection", 50, 1, [vial(1), ampoule(1)], dailyMed("Promethazine hydrochloride injection USP 50 mg/mL (1 mL)", "promethazine hydrochloride injection")),
  P("hydroxyzine hydrochloride (intramuscular only)", "injection", 25, 1, [vial(1)], dailyMed("Hydroxyzine hydrochloride injection USP 25 mg/mL (1 mL)", "hydroxyzine hydrochloride injection")),
  P("hydroxyzine hydrochloride (intramuscular only)", "injection", 50, 1, [vial(1, 2, 10)], dailyMed("Hydroxyzine hydrochloride injection USP 50 mg/mL", "hydroxyzine hydrochloride injection")),
  P("diphenhydramine", "injection", 50, 1, [vial(1, 10)], dailyMed("Diphenhydramine hydrochloride injection USP 50 mg/mL (1 mL single-dose, 10 mL multiple-dose vials)", "diphenhydramine hydrochloride injection")),
  P("ketorolac tromethamine", "injection", 15, 1, [vial(1)], dailyMed("Ketorolac tromethamine injection USP 15 mg/mL (1 mL)", "ketorolac tromethamine injection")),
  P("ketorolac tromethamine", "injection", 30, 1, [vial(1, 2)], dailyMed("Ketorolac tromethamine injection USP 30 mg/mL (1 mL; 60 mg/2 mL for intramuscular use)", "ketorolac tromethamine injection")),
  P("methylprednisolone sodium succinate (after reconstitution)", "injection", 40, 1, [vial(1)], dailyMed("Methylprednisolone sodium succinate for injection USP, 40 mg single-dose vial (1 mL)", "methylprednisolone sodium succinate")),
  P("clindamycin", "injection", 150, 1, [vial(2, 4, 6)], dailyMed("Clindamycin injection USP 150 mg/mL (2, 4 and 6 mL)", "clindamycin injection")),
  P("tranexamic acid", "injection", 100, 1, [vial(10), ampoule(5, 10)], dailyMed("Tranexamic acid injection 100 mg/mL (10 mL)", "tranexamic acid injection")),
  P("amikacin", "injection", 250, 1, [vial(2, 4)], dailyMed("Amikacin sulfate injection USP 250 mg/mL (2 and 4 mL)", "amikacin sulfate injection")),
  P("calcium gluconate 10%", "injection", 100, 1, [vial(10, 50, 100), ampoule(10)], dailyMed("Calcium gluconate injection 10% (100 mg/mL)", "calcium gluconate injection")),
  P("hydrocortisone sodium succinate (after reconstitution)", "injection", 100, 2, [vial(2)], dailyMed("Hydrocortisone sodium succinate for injection USP, 100 mg single-dose vial (2 mL)", "hydrocortisone sodium succinate")),
  P("levetiracetam", "injection", 500, 5, [vial(5)], dailyMed("Levetiracetam injection 500 mg/5 mL", "levetiracetam injection")),
  // Enoxaparin 100 mg/mL: one prefilled syringe a dose, given whole (20 mg/0.2 mL is a UK/EU syringe).
  P("enoxaparin", "prefilled syringe", 100, 1, [{ kind: "prefilled syringe", ml: [0.2, 0.3, 0.4, 0.6, 0.8, 1] }], {name: "Enoxaparin sodium injection, How Supplied (FDA DailyMed): 30 mg/0.3 mL, 40 mg/0.4 mL, 60 mg/0.6 mL, 80 mg/0.8 mL, 100 mg/1 mL prefilled syringes; Clexane (enoxaparin) SmPC (EMC): 20 mg/0.2 mL", url: "https://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=9e2875df-0f0c-46ec-990f-69108f383f58&type=display" }),
  // Infusions: bags (and, for paracetamol, vials) of the volumes made.
  P("metronidazole", "infusion", 500, 100, [bag(100)], dailyMed("Metronidazole injection USP 500 mg/100 mL", "metronidazole injection")),
  P("paracetamol (acetaminophen)", "infusion", 1000, 100, [bag(50, 100), vial(50, 100)], dailyMed("Acetaminophen injection 1\u202f000 mg/100 mL (10 mg/mL)", "acetaminophen injection")),
  P("sodium chloride 0.9%", "infusion", 9, 1, [bag(50, 100, 250, 500, 1000)], dailyMed("0.9% Sodium chloride injection USP", "sodium chloride injection 0.9%")),
  P("glucose (dextrose) 5%", "infusion", 50, 1, [bag(50, 100, 250, 500, 1000)], dailyMed("5% Dextrose injection USP", "dextrose 5% injection")),
  P("glucose (dextrose) 10%", "infusion", 100, 1, [bag(250, 500, 1000)], dailyMed("10% Dextrose injection USP", "dextrose 10% injection")),
];

/** The presentation of a product in a form and strength (same mg in the same mL), or undefined. */
export function presentationOf(
  name: string,
  form: string,
  strength: { mg: number; ml: number },
): Presentation | undefined {
  return PRESENTATIONS.find(
    (p) => p.name === name && p.form === form && p.strength.mg === strength.mg && p.strength.ml === strength.ml,
  );
}
