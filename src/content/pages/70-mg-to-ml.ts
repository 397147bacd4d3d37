/** The page /70-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `As a liquid dose, 70 mg often comes out of a calculation, for example a dose worked out from body weight, rather than straight from a label. At the preset 70 mg/mL it is ${mlText(70, perMl(70))}; at the strengths actually on the shelf, the volume is rarely round.`,
    `For a suspension labelled 100 mg per 5 mL, ${mgEq(70, per(100, 5))}; at 250 mg per 5 mL, ${mgEq(70, per(250, 5))}. ${measuringStep(volumeFor(70, per(100, 5)), "oral")}`,
  ],
  table: [row(per(100, 5), "oral suspension", "ibuprofen"), row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"), example(perMl(35)), row(per(250, 5), "oral suspension", "amoxicillin"), example(perMl(70)), row(perMl(100), "oral solution", "levetiracetam")],
  examples: [
    worked("70 mg of a liquid labelled 160 mg per 5 mL", "A calculated dose on a common oral liquid strength, which gives an awkward volume.", 70, per(160, 5), "oral"),
    worked("70 mg of a 100 mg/mL oral solution", "A calculated dose of a concentrated oral solution such as levetiracetam.", 70, perMl(100), "oral"),
  ],
  safety: list`
    - When a dose has been calculated, have the calculation checked by a second person or the pharmacist before the volume is measured.
    - Keep the result's decimals until the last step; the syringe advice on this page says where the exact volume falls.
  `,
  errors: list`
    - Rounding twice: once when calculating the dose and again when converting it to mL.
    - Entering the weight instead of the dose in the amount field.
  `,
  faq: [
    qa("Why does 70 mg give an odd volume?", `Because few products are made at a strength that divides 70 evenly. At 160 mg per 5 mL, ${mgEq(70, per(160, 5))}. ${measuringStep(volumeFor(70, per(160, 5)), "oral")}`),
  ],
});
