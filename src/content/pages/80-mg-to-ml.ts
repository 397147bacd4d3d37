/** The page /80-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, mgEq, mlText, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `At the preset 80 mg/mL, 80 mg is ${mlText(80, perMl(80))}. On the children's paracetamol (acetaminophen) liquid sold in the United States, 160 mg per 5 mL, 80 mg is half of the labelled amount: ${mgEq(80, per(160, 5))}.`,
    `Enoxaparin 80 mg is ${mlText(80, perMl(100))}, a 100 mg/mL prefilled syringe given as supplied, while gentamicin injection at 40 mg/mL gives ${mlText(80, perMl(40))}. The same 80 mg can therefore be less than 1 mL or several mL: on ibuprofen suspension labelled 100 mg per 5 mL, ${mgEq(80, per(100, 5))}.`,
  ],
  table: [row(per(100, 5), "oral suspension", "ibuprofen"), row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"), row(perMl(40), "injection", "gentamicin"), example(perMl(80)), row(perMl(100), "prefilled syringe", "enoxaparin"), row(per(250, 5), "oral suspension", "amoxicillin")],
  examples: [
    worked("80 mg of a liquid labelled 160 mg per 5 mL", "Half of the amount printed on the label.", 80, per(160, 5), "oral"),
    worked("80 mg of gentamicin from a 40 mg/mL vial", "An injection vial where the dose is two mL.", 80, perMl(40), "injection"),
  ],
  safety: list`
    - A prefilled syringe is given as supplied; if the dose is not the whole syringe, ask the pharmacist rather than measuring part of it.
    - Keep to one paracetamol product at a time: combination cold remedies may contain it too.
  `,
  errors: list`
    - Giving the whole 5 mL because the dose feels close to the labelled amount.
    - Writing ${mlText(80, perMl(100))} without its leading zero, so that it is read as a whole number of mL.
  `,
  pediatric: list`
    - For liquid paracetamol in children, use the oral syringe supplied with that bottle and the dose the label, prescriber or pharmacist gives for the child's age or weight.
  `,
  faq: [
    qa("How many mL of a 160 mg per 5 mL liquid is 80 mg?", `${mgEq(80, per(160, 5))}: half of the 5 mL that holds the labelled 160 mg.`),
  ],
});
