/** The page /375-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `375 mg is three times 125 mg, so on liquids labelled per 125 mg the volume is a round multiple. At the preset of 125 mg/mL, an example strength, ${mgEq(375, perMl(125))}; on amoxicillin suspension at 125 mg per 5 mL, ${mgEq(375, per(125, 5))}.`,
    `${measuringStep(volumeFor(375, per(125, 5)), "oral")} On the 250 mg per 5 mL suspension the same dose is ${mlText(375, per(250, 5))}.`,
  ],
  table: [row(per(125, 5), "oral suspension", "amoxicillin"), row(per(200, 5), "oral suspension", "amoxicillin"), row(per(250, 5), "oral suspension", "amoxicillin"), example(perMl(50)), example(perMl(125)), row(perMl(250), "injection", "amikacin")],
  examples: [
    worked("375 mg of a suspension labelled 250 mg per 5 mL", "One and a half times the labelled amount.", 375, per(250, 5), "oral"),
    worked("375 mg at 125 mg/mL", "This page's example strength: three times 125 mg in three millilitres.", 375, perMl(125), "injection"),
  ],
  safety: list`
    - A dose that needs more than 10 mL of a weak suspension is worth checking with the pharmacist: a stronger suspension may exist.
    - When a dose is a multiple of the labelled amount, check the volume is the same multiple of the labelled volume.
  `,
  errors: list`
    - Reading the 125 mg per 5 mL volume off a 250 mg per 5 mL bottle, or the reverse.
    - Confusing 375 mg with 3.75 mL or 37.5 mL when copying the result.
  `,
  faq: [
    qa("How do I measure 375 mg of a 125 mg per 5 mL suspension?", `${mgEq(375, per(125, 5))}. ${measuringStep(volumeFor(375, per(125, 5)), "oral")}`),
  ],
});
