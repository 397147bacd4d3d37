/** The page /2-5-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `2.5 mL is half of the 5 mL that many oral liquids are labelled for, so it contains half of the labelled amount: ${mlEq(2.5, per(250, 5))}, and ${mlEq(2.5, per(160, 5))}. The preset, 20 mg/mL, gives ${mgText(2.5, perMl(20))}.`,
    `In older instructions 2.5 mL was called half a teaspoon. Kitchen spoons are not accurate; use an oral syringe. ${measuringStep(2.5, "oral")}`,
  ],
  table: [row(per(100, 5), "oral suspension", "ibuprofen"), row(per(120, 5), "oral suspension", "paracetamol (UK infant)"), row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"), example(perMl(20)), row(per(250, 5), "oral suspension", "amoxicillin"), example(perMl(50))],
  examples: [
    worked("2.5 mL of a liquid labelled 120 mg per 5 mL", "Half of the labelled volume.", 2.5, per(120, 5), "oral"),
    worked("2.5 mL at 20 mg/mL", "The example strength this page starts with, taken by mouth.", 2.5, perMl(20), "oral"),
  ],
  safety: list`
    - Do not use a kitchen teaspoon for 2.5 mL; measure with an oral syringe.
    - Check that the strength on the bottle is the one the volume was worked out for.
  `,
  errors: list`
    - Giving 5 mL because the label's dose volume is 5 mL.
    - Confusing 2.5 mL with 25 mL.
  `,
  pediatric: list`
    - 2.5 mL is a common children's dose volume; check that the syringe supplied with the medicine has a 2.5 mL mark before relying on it.
  `,
  faq: [
    qa("How many mg are in 2.5 mL?", `Half of the amount per 5 mL: ${mlEq(2.5, per(100, 5))}, ${mlEq(2.5, per(250, 5))}.`),
  ],
});
