/** The page /2-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { formatConcentration } from "~/domain/number/concentration";
import { mgEq, mgPerMl, mlText, per, perMl, qa, row, strengthLabel, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `Ondansetron injection is made at 2 mg/mL, and at that strength a 2 mg dose is ${mlText(2, perMl(2))}. The page's preset uses the same figures; change the concentration to the one on your label and the volume follows the rule mL = mg ÷ mg/mL.`,
    `With numbers this small, the strengths on two labels are easy to confuse: ${mgEq(2, perMl(4))}, while ${mgEq(2, perMl(1))}. Taking the wrong vial or bottle changes the volume many times over, so read the strength line before you draw up.`,
  ],
  focus: {
    heading: "Same medicine, different strengths",
    paragraphs: [
      `Many medicines come in more than one strength, and a vial label may give the total amount instead of the amount per mL. A vial labelled ${strengthLabel(per(4, 2))} holds ${formatConcentration(mgPerMl(per(4, 2)))}, so ${mgEq(2, per(4, 2))}. Convert the label to mg per mL first if the calculator's result surprises you.`,
    ],
  },
  table: [row(per(4, 5), "oral solution", "ondansetron"), row(perMl(1), "oral solution", "risperidone"), row(perMl(2), "injection", "ondansetron"), row(perMl(4), "injection", "dexamethasone sodium phosphate"), row(perMl(5), "injection", "haloperidol lactate"), row(perMl(10), "injection", "dexamethasone sodium phosphate")],
  examples: [
    worked("2 mg from a 4 mg/mL vial", "The dose is 2 mg and the vial in hand is the 4 mg/mL strength.", 2, perMl(4), "injection"),
    worked("2 mg of a 1 mg/mL oral solution", "A caregiver gives 2 mg of an oral solution that contains 1 mg in each mL.", 2, perMl(1), "oral"),
  ],
  safety: list`
    - Compare the strength on the vial with the strength the dose was worked out for before drawing up.
    - Expel air bubbles before reading the volume: a bubble takes up space the medicine should fill.
  `,
  errors: list`
    - Drawing up 2 mL because the dose is 2 mg: that is right only at 1 mg/mL.
    - Reading the total in the vial as the strength per mL when the label states both.
  `,
  faq: [
    qa("How many mL is 2 mg?", `It depends on the concentration: ${mgEq(2, perMl(2))}, ${mgEq(2, perMl(5))} and ${mgEq(2, perMl(1))}. Divide 2 by the number of mg per mL on the label.`),
  ],
});
