/** The page /180-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `The preset pairs 180 mg with a 60 mg/mL liquid: ${mgEq(180, perMl(60))}. Like other doses that are not round hundreds, 180 mg often comes from a calculation, and the volume depends heavily on which strength is used.`,
    `For US acetaminophen liquid at 160 mg per 5 mL, ${mgEq(180, per(160, 5))}. ${measuringStep(volumeFor(180, per(160, 5)), "oral")}`,
  ],
  // Not ketorolac 30 mg/mL: 180 mg is more than its daily maximum (src/data/max-doses.ts).
  table: [example(perMl(30)), row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"), row(per(200, 5), "oral suspension", "azithromycin"), row(per(250, 5), "oral suspension", "amoxicillin"), example(perMl(60)), row(perMl(100), "oral solution", "levetiracetam")],
  examples: [
    worked("180 mg of a suspension labelled 200 mg per 5 mL", "A dose a little under the labelled amount.", 180, per(200, 5), "oral"),
    worked("180 mg of a 100 mg/mL oral solution", "A concentrated oral solution where the dose is nearly two mL.", 180, perMl(100), "oral"),
  ],
  safety: list`
    - For calculated doses, keep the exact result; never round the dose and then the volume as well.
    - Have a calculated dose checked by a second person or the pharmacist before it is measured.
  `,
  errors: list`
    - Rounding 180 mg up to 200 mg before converting, then rounding the volume again.
    - Reading “160 mg/5 mL” as 160 mg per mL.
  `,
  faq: [
    qa("Can 180 mg of a 160 mg per 5 mL liquid be measured exactly?", `${mgEq(180, per(160, 5))}. ${measuringStep(volumeFor(180, per(160, 5)), "oral")}`),
  ],
});
