/** The page /250-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `This page's preset, 250 mg at 50 mg/mL, gives ${mlText(250, perMl(50))}. It is the same strength as the familiar “250 mg per 5 mL” on oral suspensions, which is why 250 mg so often means 5 mL: ${mgEq(250, per(250, 5))}.`,
    `On the weaker 125 mg per 5 mL suspension the same dose doubles to ${mlText(250, per(125, 5))}; on a 100 mg/mL concentrate it is ${mlText(250, perMl(100))}.`,
  ],
  table: [row(per(125, 5), "oral suspension", "amoxicillin"), row(per(250, 5), "oral suspension", "amoxicillin"), row(per(400, 5), "oral suspension", "amoxicillin"), row(perMl(100), "oral solution", "levetiracetam"), example(perMl(125)), row(perMl(250), "injection", "amikacin")],
  examples: [
    worked("250 mg of a suspension labelled 125 mg per 5 mL", "The weaker suspension, so twice the labelled volume.", 250, per(125, 5), "oral"),
    worked("250 mg of a suspension labelled 400 mg per 5 mL", "A stronger suspension, where the volume has a decimal part.", 250, per(400, 5), "oral"),
  ],
  safety: list`
    - “250 mg per 5 mL” means 50 mg in each mL; enter it as written or as 50.
    - On the strongest amoxicillin suspension, ${mgEq(250, per(400, 5))}. ${measuringStep(volumeFor(250, per(400, 5)), "oral")}
  `,
  errors: list`
    - Giving 5 mL of a 125 mg per 5 mL suspension for a 250 mg dose: that is half the dose.
    - Entering 250 as the concentration when the label says 250 mg per 5 mL.
  `,
  pediatric: list`
    - Oral antibiotics for children are often dispensed at 125 or 250 mg per 5 mL; the pharmacy label gives the volume for the bottle dispensed.
    - Finish measuring before giving: pausing halfway invites mistakes.
  `,
  faq: [
    qa("Is 250 mg always 5 mL?", `Only on a liquid labelled 250 mg per 5 mL (${mgEq(250, per(250, 5))}). On 125 mg per 5 mL it is ${mlText(250, per(125, 5))}, and on 400 mg per 5 mL it is ${mlText(250, per(400, 5))}.`),
  ],
});
