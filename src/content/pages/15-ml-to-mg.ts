/** The page /15-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { BISMUTH_CAUTION } from "../blocks/named-products";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `Fifteen millilitres used to be called a tablespoon. It is three times the 5 mL that many oral liquids are labelled for: ${mlEq(15, per(100, 5))}. At the preset 50 mg/mL, 15 mL holds ${mgText(15, perMl(50))}.`,
    `Bismuth subsalicylate liquid is labelled 262 mg per 15 mL; one adult dose is 30 mL, measured with the dose cup supplied. ${measuringStep(15, "oral")}`,
  ],
  table: [row(per(100, 5), "oral suspension", "ibuprofen"), row(per(125, 5), "oral suspension", "amoxicillin"), row(per(262, 15), "oral suspension", "bismuth subsalicylate (regular strength)"), row(per(250, 5), "oral suspension", "amoxicillin"), row(per(525, 15), "oral suspension", "bismuth subsalicylate (maximum strength)"), example(perMl(50))],
  examples: [
    worked("15 mL of a suspension labelled 125 mg per 5 mL", "Three times the labelled volume: how much medicine it holds.", 15, per(125, 5), "total"),
    worked("15 mL of bismuth subsalicylate, 262 mg per 15 mL", `Half of one regular-strength adult dose (30 mL), measured with the cup supplied. ${BISMUTH_CAUTION}`, 15, per(262, 15), "total"),
  ],
  safety: list`
    - Use the dose cup supplied with the medicine; a tablespoon from the kitchen is not a measure.
    - “tbsp” and “tsp” are easily confused: always use mL.
  `,
  errors: list`
    - Confusing tablespoons (15 mL) with teaspoons (5 mL).
    - Using the 15 mL dose cup of one product to measure another with a different strength.
  `,
  faq: [
    qa("How many mg are in 15 mL?", `Three times the amount per 5 mL: ${mlEq(15, per(100, 5))}, ${mlEq(15, per(250, 5))}.`),
  ],
});
