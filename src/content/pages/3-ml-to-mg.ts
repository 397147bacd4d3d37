/** The page /3-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `How much may be injected into one muscle is set by the product's label and local policy, not by this page. At the preset 50 mg/mL it holds ${mgText(3, perMl(50))}; at 10 mg/mL, ${mgText(3, perMl(10))}.`,
    `For oral liquids labelled per 5 mL, 3 mL is three fifths of the labelled amount: ${mlEq(3, per(250, 5))}. ${measuringStep(3, "oral")}`,
  ],
  table: [row(perMl(10), "injection", "furosemide"), example(perMl(25)), row(per(125, 5), "oral suspension", "amoxicillin"), example(perMl(50)), row(per(250, 5), "oral suspension", "amoxicillin"), row(perMl(100), "oral solution", "levetiracetam")],
  examples: [
    worked("3 mL at 25 mg/mL", "An example strength: how much medicine three millilitres at 25 mg/mL hold.", 3, perMl(25), "injection"),
    worked("3 mL of a suspension labelled 125 mg per 5 mL", "An oral dose a little over half the labelled volume.", 3, per(125, 5), "oral"),
  ],
  safety: list`
    - A syringe filled to its top mark is hard to read; check the plunger seal sits exactly on the 3 mL line.
    - Confirm the strength is per mL before multiplying.
  `,
  errors: list`
    - Multiplying by the per-5-mL figure as if it were per mL.
    - Leaving an air bubble in a full syringe, which makes the volume short.
  `,
  faq: [
    qa("How many mg are in 3 mL?", `Three times the strength per mL: ${mlEq(3, perMl(50))}, ${mlEq(3, perMl(10))}, ${mlEq(3, per(250, 5))}.`),
  ],
});
