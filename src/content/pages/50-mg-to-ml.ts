/** The page /50-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { measuringStep, mgEq, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

// Not promethazine 25 mg/mL: it is made only in 1 mL, so 50 mg of it is no one product (src/data/presentations.ts).
export default dosePage({
  intro: [
    `Fifty milligrams is where the home page's chart begins: for a liquid labelled 250 mg per 5 mL, ${mgEq(50, per(250, 5))}. That label strength is the same as 50 mg/mL, the preset of this page and of the calculator's Pediatric button.`,
    `Weaker suspensions need more liquid for the same dose: ${mgEq(50, per(125, 5))}, and ${mgEq(50, per(100, 5))}. Which of these you measure depends only on the bottle in your hand. ${measuringStep(volumeFor(50, per(125, 5)), "oral")}`,
  ],
  table: [row(per(100, 5), "oral suspension", "ibuprofen"), row(per(125, 5), "oral suspension", "amoxicillin"), row(per(200, 5), "oral suspension", "amoxicillin"), row(per(250, 5), "oral suspension", "amoxicillin"), row(perMl(50), "injection", "diphenhydramine"), row(perMl(100), "oral solution", "levetiracetam")],
  examples: [
    worked("50 mg of a suspension labelled 125 mg per 5 mL", "A weaker suspension, so the same dose takes more liquid.", 50, per(125, 5), "oral"),
    worked("50 mg of levetiracetam oral solution, 100 mg/mL", "A concentrated oral solution, where the dose is half of one mL.", 50, perMl(100), "oral"),
  ],
  safety: list`
    - Two strengths of the same suspension often sit side by side in a pharmacy: check which one was dispensed.
    - Shake a suspension before each dose so that the strength on the label is the strength you measure.
  `,
  errors: list`
    - Measuring 5 mL because the label mentions 5 mL, whatever the dose.
    - Treating “250 mg/5 mL” as 250 mg/mL, which gives a fifth of the right volume.
  `,
  pediatric: list`
    - Antibiotic suspensions for children are commonly made at 125 mg and 250 mg per 5 mL; the same mg dose is twice the volume on the weaker one.
    - A dosing cup is hard to read below 5 mL; the oral syringe supplied with the bottle is the better measure for small children's doses.
  `,
  faq: [
    qa("How many mL is 50 mg of a 250 mg/5 mL suspension?", `${mgEq(50, per(250, 5))}, because 250 mg per 5 mL is 50 mg in each mL.`),
  ],
});
