/** The page /60-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `60 mL is a common size for a bottle of oral liquid, so this page often answers “how much medicine is in the whole bottle?”. For a 60 mL bottle labelled 250 mg per 5 mL, ${mlEq(60, per(250, 5))}.`,
    `At the preset 50 mg/mL the answer is the same, ${mgText(60, perMl(50))}, because 250 mg per 5 mL is 50 mg/mL. A bottle labelled 125 mg per 5 mL contains half as much: ${mgText(60, per(125, 5))}.`,
  ],
  table: [row(per(100, 5), "oral suspension", "ibuprofen"), row(per(125, 5), "oral suspension", "amoxicillin"), row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"), row(per(200, 5), "oral suspension", "amoxicillin"), row(per(250, 5), "oral suspension", "amoxicillin"), row(per(400, 5), "oral suspension", "amoxicillin")],
  examples: [
    worked("A 60 mL bottle labelled 200 mg per 5 mL", "The total amount of medicine in the bottle.", 60, per(200, 5), "total"),
    worked("A 60 mL bottle labelled 160 mg per 5 mL", "Checking what a full bottle holds.", 60, per(160, 5), "total"),
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
    qa("How many mg are in a 60 mL bottle?", `Multiply the volume by the strength: ${mlEq(60, per(250, 5))}; ${mlEq(60, per(100, 5))}.`),
  ],
});
