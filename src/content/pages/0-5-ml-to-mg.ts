/** The page /0-5-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { measuringStep, mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `Half a millilitre of a 10 mg/mL liquid, this page's preset, contains ${mgText(0.5, perMl(10))}. Because 0.5 is half of 1, the answer is always half of the strength per mL: ${mlEq(0.5, perMl(50))}.`,
    `Taken by mouth: ${mlEq(0.5, per(100, 5))}. ${measuringStep(0.5, "oral")} As an injection: ${mlEq(0.5, perMl(25))}. ${measuringStep(0.5, "injection")}`,
  ],
  table: [row(perMl(2), "injection", "ondansetron"), row(perMl(4), "injection", "dexamethasone sodium phosphate"), row(perMl(10), "injection", "furosemide"), row(perMl(25), "injection", "promethazine"), row(perMl(50), "injection", "diphenhydramine"), row(perMl(100), "oral solution", "levetiracetam")],
  examples: [
    worked("0.5 mL of promethazine 25 mg/mL", "The medicine in half a millilitre of a 25 mg/mL vial.", 0.5, perMl(25), "injection"),
    worked("0.5 mL of ibuprofen suspension, 100 mg per 5 mL", "A small oral volume of a suspension.", 0.5, per(100, 5), "oral"),
  ],
  safety: list`
    - Write 0.5 mL, never .5 mL.
    - Check that the strength is per mL: 0.5 mL of a liquid labelled per 5 mL contains a tenth of the labelled amount.
  `,
  errors: list`
    - Doubling instead of halving: 0.5 mL contains half the mg per mL, not twice.
    - Reading 0.5 mL as 5 mL.
  `,
  faq: [
    qa("How many mg is 0.5 mL?", `Half of the strength per mL: ${mlEq(0.5, perMl(10))}, ${mlEq(0.5, perMl(25))}, ${mlEq(0.5, per(100, 5))}.`),
  ],
});
