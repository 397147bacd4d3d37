/** The page /300-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `${mgEq(300, perMl(100))}, the preset, an example strength. Three hundred milligrams is a usual single dose of clindamycin by injection, which comes at 150 mg/mL.`,
    `On a suspension labelled 250 mg per 5 mL, ${mgEq(300, per(250, 5))}; clindamycin injection at 150 mg/mL makes it ${mlText(300, perMl(150))}. ${measuringStep(volumeFor(300, per(250, 5)), "oral")}`,
  ],
  table: [row(per(125, 5), "oral suspension", "phenytoin"), row(per(250, 5), "oral suspension", "amoxicillin"), row(per(100, 5), "oral suspension", "ibuprofen"), row(perMl(100), "oral solution", "levetiracetam"), row(perMl(150), "injection", "clindamycin"), example(perMl(200))],
  examples: [
    worked("300 mg of clindamycin from a 150 mg/mL vial", "An injection where the dose is two mL.", 300, perMl(150), "injection"),
    worked("300 mg of a suspension labelled 250 mg per 5 mL", "The dose is a little more than the labelled amount.", 300, per(250, 5), "oral"),
  ],
  safety: list`
    - At the example strength of 100 mg/mL, ${mgEq(300, perMl(100))}. ${measuringStep(volumeFor(300, perMl(100)), "injection")}
    - Check the order of the numbers on combination products, which list two strengths per 5 mL.
  `,
  errors: list`
    - Using the volume worked out for the 100 mg/mL example strength with a 250 mg per 5 mL bottle.
    - Leaving an air gap at the plunger of a full syringe, so the volume is short.
  `,
  faq: [
    qa("Which syringe measures 300 mg?", `At 100 mg/mL, ${mgEq(300, perMl(100))}. ${measuringStep(volumeFor(300, perMl(100)), "injection")} At 250 mg per 5 mL it is ${mlText(300, per(250, 5))}, an oral dose. ${measuringStep(volumeFor(300, per(250, 5)), "oral")}`),
  ],
});
