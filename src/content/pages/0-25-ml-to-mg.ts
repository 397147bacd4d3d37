/** The page /0-25-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { insulinUnits, measuringStep, mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `In 0.25 mL, the strength decides everything. A quarter of a millilitre is a small volume: at the preset 10 mg/mL, ${mlEq(0.25, perMl(10))}; at 2 mg/mL it is ${mgText(0.25, perMl(2))}, and at 100 mg/mL ${mgText(0.25, perMl(100))}.`,
    `Measuring 0.25 mL needs fine marks. ${measuringStep(0.25, "injection")} ${measuringStep(0.25, "oral")}`,
  ],
  focus: {
    heading: "0.25 mL is not a number of insulin units",
    paragraphs: [
      `If the medicine is U-100 insulin, the dose is written in units, not mL: 0.25 mL of it is ${insulinUnits(0.25)}, measured on an insulin syringe. Insulin syringes are for insulin only; any other medicine is measured in mL with the syringe named above.`,
    ],
  },
  table: [row(perMl(1), "oral solution", "risperidone"), row(perMl(2), "injection", "ondansetron"), row(perMl(10), "injection", "morphine sulfate"), row(perMl(40), "injection", "gentamicin"), row(perMl(100), "oral solution", "levetiracetam"), row(per(250, 5), "oral suspension", "amoxicillin")],
  examples: [
    worked("0.25 mL of gentamicin 40 mg/mL", "How much medicine is in a quarter of a millilitre of a 40 mg/mL vial?", 0.25, perMl(40), "injection"),
    worked("0.25 mL of cetirizine oral solution, 5 mg per 5 mL", "A small oral dose of a dilute liquid.", 0.25, per(5, 5), "oral"),
  ],
  safety: list`
    - Write the volume as 0.25 mL with its leading zero; “.25 mL” can be read as 25 mL.
    - Do not use an insulin syringe for medicines that are not insulin: its marks are units, not mL.
  `,
  errors: list`
    - Reading 0.25 mL as 2.5 mL on a crowded scale.
    - Reading a quarter of a millilitre off a scale numbered in whole millilitres.
  `,
  pediatric: list`
    - Very small volumes for babies are best measured with the oral syringe the pharmacy supplies, which may be marked finer than a standard one.
  `,
  faq: [
    qa("How many mg are in 0.25 mL?", `It depends on the strength: ${mlEq(0.25, perMl(10))}, ${mlEq(0.25, perMl(40))} and ${mlEq(0.25, perMl(100))}.`),
  ],
});
