/** The page /200-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mgText, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `Several oral suspensions are made at 200 mg per 5 mL, where ${mgEq(200, per(200, 5))}, the labelled volume. This page's preset of 100 mg/mL gives ${mlText(200, perMl(100))}, and a 400 mg per 5 mL suspension halves the volume to ${mlText(200, per(400, 5))}.`,
    `At 100 mg per 5 mL the same dose needs ${mlText(200, per(100, 5))}. ${measuringStep(volumeFor(200, per(100, 5)), "oral")} Checking which of these strengths is in the bottle is the most useful step on this page.`,
  ],
  table: [row(per(100, 5), "oral suspension", "carbamazepine"), row(per(200, 5), "oral suspension", "amoxicillin"), row(per(400, 5), "oral suspension", "amoxicillin"), example(perMl(50)), row(perMl(100), "oral solution", "levetiracetam"), example(perMl(200))],
  examples: [
    worked("200 mg of a suspension labelled 400 mg per 5 mL", "A high-strength suspension where the dose is half the labelled amount.", 200, per(400, 5), "oral"),
    worked("200 mg from a 50 mg/mL vial", "An example injection strength where the dose takes several mL.", 200, perMl(50), "injection"),
  ],
  safety: list`
    - High-strength suspensions (for example 400 mg per 5 mL) need less liquid: check the strength whenever a new bottle is started.
    - Shake the suspension before each dose.
  `,
  errors: list`
    - Using the volume from a 200 mg per 5 mL bottle with a 400 mg per 5 mL bottle, which doubles the dose.
    - Measuring 5 mL on habit because the dose is the labelled amount on a different strength.
  `,
  pediatric: list`
    - Children's antibiotic suspensions come in several strengths; the dispensing label states the volume to give for that bottle.
  `,
  faq: [
    qa("What if I use the 200 mg per 5 mL volume with a 400 mg per 5 mL bottle?", `The dose doubles: 5 mL of the stronger suspension contains ${mgText(5, per(400, 5))}. For 200 mg of it the volume is ${mlText(200, per(400, 5))}.`),
  ],
});
