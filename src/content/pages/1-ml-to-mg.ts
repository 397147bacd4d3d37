/** The page /1-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, mlEq, per, perMl, qa, row, worked } from "../compute";
import { WATER } from "../blocks/named-products";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `One millilitre contains exactly the number of milligrams in the strength: that is what “mg/mL” means. At the preset 100 mg/mL, ${mlEq(1, perMl(100))}, and the concentration field is shown so you can change it to the strength on your label.`,
    `When a label gives the strength per 5 mL, divide by five first: ${mlEq(1, per(250, 5))}. Pure water is the calculator's Water preset: ${mlEq(1, perMl(WATER))}, because 1 mL of water has a mass of about 1 g.`,
  ],
  focus: {
    heading: "Concentration, not density",
    paragraphs: [
      "The calculator converts with the concentration of a medicine (how many mg of the drug are dissolved in each mL), not with the density of the liquid. The Water preset is a teaching example; for any medicine, use the strength on its label.",
    ],
  },
  table: [row(perMl(2), "injection", "ondansetron"), row(perMl(10), "injection", "lidocaine 1%"), row(per(250, 5), "oral suspension", "amoxicillin"), example(perMl(100)), example(perMl(250)), example(perMl(WATER))],
  examples: [
    worked("1 mL of a suspension labelled 250 mg per 5 mL", "One fifth of the labelled 5 mL.", 1, per(250, 5), "oral"),
    worked("1 mL of lidocaine 1%", "One millilitre holds the strength per mL.", 1, perMl(10), "injection"),
  ],
  safety: list`
    - Read the strength's unit: mg/mL and mg/5 mL differ fivefold for the same number.
    - The Water preset is not a medicine strength; never use it for a dose.
  `,
  errors: list`
    - Treating “250 mg/5 mL” as the amount in 1 mL.
    - Using the density of a liquid as its concentration.
  `,
  faq: [
    qa("How many mg are in 1 mL?", `As many as the strength per mL: ${mlEq(1, perMl(10))}, ${mlEq(1, perMl(100))}, ${mlEq(1, per(250, 5))}.`),
    qa("Does 1 mL of water weigh 1\u202f000 mg?", `Very nearly. The calculator's Water preset uses ${mlEq(1, perMl(WATER))}; the exact mass of 1 mL of water varies slightly with temperature.`),
  ],
});
