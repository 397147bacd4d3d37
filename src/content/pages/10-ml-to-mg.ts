/** The page /10-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `Ten millilitres is twice the 5 mL that oral labels are written for: ${mlEq(10, per(250, 5))}. At the preset 50 mg/mL the answer is ${mgText(10, perMl(50))}.`,
    `It is also the capacity of the largest syringes in our guide. ${measuringStep(10, "oral")}`,
  ],
  table: [row(per(500, 100), "infusion", "metronidazole"), row(per(100, 5), "oral suspension", "ibuprofen"), row(per(125, 5), "oral suspension", "amoxicillin"), row(perMl(10), "oral solution", "furosemide"), row(per(250, 5), "oral suspension", "amoxicillin"), example(perMl(50))],
  examples: [
    worked("10 mL of a suspension labelled 100 mg per 5 mL", "Twice the labelled volume.", 10, per(100, 5), "oral"),
    worked("10 mL of a 500 mg in 100 mL infusion", "How much drug has run in after the first 10 mL from the pump (the bag is never measured with a syringe).", 10, per(500, 100), "total"),
  ],
  safety: list`
    - Draw 10 mL slowly so that no air gap forms at the plunger.
    - A single oral dose above 10 mL is unusual: check it with the pharmacist before measuring.
  `,
  errors: list`
    - Reading a strength per 5 mL as per mL, which gives five times the real amount.
    - Treating a 10 mL vial's total content as its strength per mL.
  `,
  faq: [
    qa("How many mg are in 10 mL?", `Ten times the strength per mL, or twice the amount per 5 mL: ${mlEq(10, perMl(50))}, ${mlEq(10, per(100, 5))}.`),
  ],
});
