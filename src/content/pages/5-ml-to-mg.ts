/** The page /5-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { measuringStep, mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `Five millilitres is the volume many oral liquid labels are written for, so 5 mL contains exactly the amount printed before “per 5 mL”: ${mlEq(5, per(250, 5))}, and ${mlEq(5, per(160, 5))}.`,
    `The preset, 50 mg/mL, is the same strength as 250 mg per 5 mL, so it gives ${mgText(5, perMl(50))}. If a label states mg per mL instead, 5 mL contains five times that figure: ${mlEq(5, perMl(10))}.`,
  ],
  table: [row(per(100, 5), "oral suspension", "ibuprofen"), row(per(125, 5), "oral suspension", "amoxicillin"), row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"), row(per(250, 5), "oral suspension", "amoxicillin"), row(per(400, 5), "oral suspension", "amoxicillin"), row(perMl(10), "oral solution", "furosemide")],
  examples: [
    worked("5 mL of a suspension labelled 400 mg per 5 mL", "The labelled volume of a high-strength suspension.", 5, per(400, 5), "oral"),
    worked("5 mL of a 10 mg/mL oral solution", "A strength given per mL instead of per 5 mL.", 5, perMl(10), "oral"),
  ],
  safety: list`
    - 5 mL used to be written as “one teaspoon”; measure it in mL, not with a kitchen spoon. ${measuringStep(5, "oral")}
    - Check the strength line: 5 mL of a per-mL strength contains five times the printed figure.
  `,
  errors: list`
    - Assuming every 5 mL dose contains the same mg across different strengths of one medicine.
    - Using a kitchen teaspoon, which may hold noticeably more or less than 5 mL.
  `,
  pediatric: list`
    - Many children's liquids are labelled per 5 mL; the box's dosing table gives volumes, not mg, for that strength only.
  `,
  faq: [
    qa("How many mg are in 5 mL?", `The amount printed per 5 mL on the label: ${mlEq(5, per(250, 5))}. For a strength per mL, multiply by five: ${mlEq(5, perMl(10))}.`),
  ],
});
