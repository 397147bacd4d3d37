/** The page /0-75-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { measuringStep, mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `Three quarters of a millilitre at the preset 10 mg/mL contains ${mgText(0.75, perMl(10))}. At 20 mg/mL, ${mlEq(0.75, perMl(20))}; at 100 mg/mL it is ${mgText(0.75, perMl(100))}.`,
    `The practical question with 0.75 mL is the syringe. ${measuringStep(0.75, "injection")} ${measuringStep(0.75, "oral")}`,
  ],
  table: [row(perMl(2), "injection", "ondansetron"), row(perMl(10), "injection", "morphine sulfate"), row(perMl(20), "injection", "lidocaine 2%"), row(perMl(40), "injection", "gentamicin"), row(per(100, 5), "oral suspension", "ibuprofen"), row(perMl(100), "oral solution", "levetiracetam")],
  examples: [
    worked("0.75 mL of lidocaine 2%", "A 2% solution is 20 mg in each mL.", 0.75, perMl(20), "injection"),
    worked("0.75 mL of a liquid labelled 100 mg per 5 mL", "A small oral volume with two decimals, measured to the hundredth of a millilitre.", 0.75, per(100, 5), "oral"),
  ],
  safety: list`
    - A volume with two decimals is easy to misread on a crowded scale: read it twice before giving.
    - Hold the syringe upright and tap air to the tip before reading a three-quarter-millilitre volume.
  `,
  errors: list`
    - Measuring 0.7 mL or 0.8 mL on a 0.1 mL scale without noticing the difference.
    - Writing .75 mL without the leading zero, which is easily read as 75 mL.
  `,
  faq: [
    qa("How many mg is 0.75 mL?", `Three quarters of the strength per mL: ${mlEq(0.75, perMl(10))}, ${mlEq(0.75, perMl(40))}.`),
  ],
});
