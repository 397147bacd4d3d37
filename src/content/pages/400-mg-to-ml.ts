/** The page /400-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `With the page's 100 mg/mL example strength, 400 mg takes ${mlText(400, perMl(100))}. Suspensions made at 400 mg per 5 mL put the whole dose in the labelled volume (${mgEq(400, per(400, 5))}), while weaker liquids need far more.`,
    `On a 100 mg per 5 mL suspension, ${mgEq(400, per(100, 5))}. ${measuringStep(volumeFor(400, per(100, 5)), "oral")}`,
  ],
  table: [row(per(100, 5), "oral suspension", "ibuprofen"), row(per(200, 5), "oral suspension", "amoxicillin"), row(per(400, 5), "oral suspension", "amoxicillin"), example(perMl(50)), row(perMl(100), "oral solution", "levetiracetam"), example(perMl(200))],
  examples: [
    worked("400 mg of a suspension labelled 200 mg per 5 mL", "Twice the labelled amount.", 400, per(200, 5), "oral"),
    worked("400 mg at 200 mg/mL", "An example strength for a concentrated injection.", 400, perMl(200), "injection"),
  ],
  safety: list`
    - Twice the labelled amount of a 200 mg per 5 mL suspension: ${mgEq(400, per(200, 5))}. ${measuringStep(volumeFor(400, per(200, 5)), "oral")}
    - Check every volume against the strength on the label, whatever its size: volume = dose ÷ strength, with the mg and the mL as printed (${mgEq(400, per(100, 5))} is right only on a 100 mg per 5 mL label).
  `,
  errors: list`
    - Reading 400 mg per 5 mL as 400 mg/mL.
    - Measuring a large volume in a kitchen cup or spoon.
  `,
  faq: [
    qa("Why is 400 mg so much liquid on some suspensions?", `Because weaker suspensions hold fewer mg in each mL: ${mgEq(400, per(100, 5))}, but ${mgEq(400, per(400, 5))}.`),
  ],
});
