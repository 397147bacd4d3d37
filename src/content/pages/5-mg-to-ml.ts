/** The page /5-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, mgEq, mlText, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `Oral liquids are often labelled per 5 mL, so a 5 mg dose is easy to get wrong. ${mgEq(5, per(5, 5))}, but ${mgEq(5, perMl(5))}: the same figure 5 on two labels leads to very different volumes.`,
    "The preset here is 5 mg at 5 mg/mL. Replace the concentration with the one printed on your label; if the label gives an amount per 5 mL you can type it as written, for example “5 mg per 5 mL”, and the calculator converts it to mg/mL.",
  ],
  table: [row(per(5, 5), "oral solution", "cetirizine"), row(per(10, 5), "oral solution", "morphine sulfate"), row(perMl(2), "injection", "ondansetron"), row(perMl(5), "injection", "metoclopramide"), row(perMl(10), "injection", "morphine sulfate"), example(perMl(50))],
  examples: [
    worked("5 mg of a liquid labelled 10 mg per 5 mL", "An oral liquid twice as strong as the 5 mg per 5 mL version.", 5, per(10, 5), "oral"),
    worked("5 mg from a 10 mg/mL vial", "The dose is drawn from a vial labelled 10 mg/mL.", 5, perMl(10), "injection"),
  ],
  safety: list`
    - Read the strength line twice: “5 mg/5 mL” and “5 mg/mL” look alike but are very different concentrations.
    - Use an oral syringe or the device that came with the medicine, never a kitchen spoon.
    - If you switch between two strengths of the same medicine, recalculate the volume every time.
  `,
  errors: list`
    - Reading “5 mg/5 mL” as 5 mg/mL, which gives one fifth of the right volume.
    - Using a household teaspoon for 5 mL: kitchen spoons vary widely in size.
  `,
  pediatric: list`
    - Children's liquids often state the dose volume in mL on the box; follow the prescriber's or pharmacist's instructions and measure with the device supplied.
    - Some medicines are sold in an infant and a children's strength; check which one you have before converting.
  `,
  faq: [
    qa("Does a 5 mg dose mean 5 mL of liquid?", `Only for a liquid with 1 mg in each mL, such as one labelled 5 mg per 5 mL: ${mgEq(5, per(5, 5))}. At 5 mg/mL the same dose is ${mlText(5, perMl(5))}.`),
    qa("Can I type “5 mg/5 mL” into the calculator?", "Yes. The concentration field accepts an amount per volume as written on the label (5 mg per 5 mL, 250 mg/5 mL) and shows it converted to mg/mL."),
  ],
});
