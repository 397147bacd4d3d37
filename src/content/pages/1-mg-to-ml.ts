/** The page /1-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `At this page's preset of 1 mg/mL, 1 mg is ${mlText(1, perMl(1))}. That is the only strength at which the number of milligrams and the number of millilitres are the same; at any other strength a 1 mg dose becomes a different volume, often a small fraction of a millilitre.`,
    "At a dose as small as 1 mg the unit deserves a second look: 1 mg is 1\u202f000 mcg, and reading one for the other is a 1\u202f000-fold error. Confirm that the order and the label both say mg before you convert.",
  ],
  focus: {
    heading: "Small volumes from a 1 mg dose",
    paragraphs: [
      `The stronger the liquid, the smaller the volume: ${mgEq(1, perMl(2))} and ${mgEq(1, perMl(10))}. ${measuringStep(volumeFor(1, perMl(10)), "injection")}`,
    ],
  },
  table: [row(perMl(1), "oral solution", "risperidone"), row(perMl(2), "injection", "ondansetron"), row(perMl(4), "injection", "dexamethasone sodium phosphate"), row(perMl(5), "injection", "haloperidol lactate"), example(perMl(10)), row(per(5, 5), "oral solution", "cetirizine")],
  examples: [
    worked("1 mg from a 2 mg/mL injection", "An order for 1 mg; the vial in hand is labelled 2 mg/mL.", 1, perMl(2), "injection"),
    worked("1 mg of an oral solution labelled 1 mg/mL", "A liquid taken by mouth, where milligrams and millilitres happen to match.", 1, perMl(1), "oral"),
  ],
  safety: list`
    - Write the dose as 1 mg, never 1.0 mg: a trailing zero can be read as 10 mg.
    - Check that the order says mg and not mcg before converting; 1 mg is 1\u202f000 mcg.
    - Read the scale at eye level, at the edge of the plunger's seal nearest the tip.
  `,
  errors: list`
    - Assuming 1 mg is always 1 mL. It is only at 1 mg/mL.
    - Writing .1 mL instead of 0.1 mL: without the leading zero the decimal point is easy to miss.
  `,
  faq: [
    qa("Is 1 mg the same as 1 mL?", `Only for a liquid that contains 1 mg in every mL. Milligrams measure mass and millilitres measure volume; the concentration links them. For example, ${mgEq(1, perMl(2))}, and ${mgEq(1, per(5, 5))}.`),
    qa("My label gives the strength in mcg/mL. Can I still convert 1 mg?", "Yes. Type the strength as written, for example 500 mcg/mL, in the concentration field: the calculator converts it to mg/mL first. Keep the dose in mg in the amount field."),
  ],
});
