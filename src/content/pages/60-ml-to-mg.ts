/** The page /60-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `This page answers “how much medicine is in 60 mL?”, for example what is left in a bottle or what a 60 mL supply holds. For a suspension labelled 250 mg per 5 mL, ${mlEq(60, per(250, 5))}.`,
    `At the preset 50 mg/mL the answer is the same, ${mgText(60, perMl(50))}, because 250 mg per 5 mL is 50 mg/mL. A bottle labelled 125 mg per 5 mL contains half as much: ${mgText(60, per(125, 5))}.`,
  ],
  table: [row(per(100, 5), "oral suspension", "ibuprofen"), row(per(125, 5), "oral suspension", "amoxicillin"), row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"), row(per(200, 5), "oral suspension", "amoxicillin"), row(per(250, 5), "oral suspension", "amoxicillin"), row(per(400, 5), "oral suspension", "amoxicillin")],
  examples: [
    worked("60 mL of a suspension labelled 200 mg per 5 mL", "The total amount of medicine in 60 mL.", 60, per(200, 5), "total"),
    worked("60 mL of a liquid labelled 160 mg per 5 mL", "Checking what 60 mL holds.", 60, per(160, 5), "total"),
  ],
  safety: list`
    - The total in a bottle is useful for checking how long a supply lasts; it is never a dose.
    - Keep medicine bottles out of children's reach; a whole bottle can hold many doses.
  `,
  errors: list`
    - Confusing the bottle's total content with the amount per 5 mL.
    - Forgetting that part of the bottle has already been used.
  `,
  faq: [
    qa("How many mg are in 60 mL?", `Multiply the volume by the strength: ${mlEq(60, per(250, 5))}; ${mlEq(60, per(100, 5))}.`),
  ],
});
