/** The page /20-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, gText, mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `At the preset 50 mg/mL, ${mlEq(20, perMl(50))}, which is ${gText(20, perMl(50))}. Results of 1\u202f000 mg and more are grouped in thousands by a thin space, never a comma, and are often easier to read in grams.`,
    `20 mL is also a common size of multi-dose vial. At 10 mg/mL it holds ${mgText(20, perMl(10))}; as four times the labelled 5 mL of an oral liquid, ${mlEq(20, per(100, 5))}.`,
  ],
  table: [row(perMl(2), "injection", "ondansetron"), row(perMl(10), "injection", "lidocaine 1%"), row(perMl(20), "injection", "lidocaine 2%"), row(per(100, 5), "oral suspension", "ibuprofen"), example(perMl(50)), row(per(250, 5), "oral suspension", "amoxicillin")],
  examples: [
    worked("A 20 mL vial of lidocaine 1%", "A 1% solution holds 10 mg in each mL: the total in a 20 mL multi-dose vial.", 20, perMl(10), "total"),
    worked("20 mL of a suspension labelled 250 mg per 5 mL", "Four times the labelled volume: how much has been used from a bottle.", 20, per(250, 5), "total"),
  ],
  safety: list`
    - Results above 1\u202f000 mg may be written in grams: 1\u202f000 mg = 1 g.
    - A multi-dose vial's strength is per mL; the total in the vial is strength × volume.
  `,
  errors: list`
    - Reading “1,000 mg” written elsewhere as 1 mg, where the comma is taken for a decimal point: this site never writes a comma in a number.
    - Using the total amount in a vial as the dose.
  `,
  faq: [
    qa("Is 20 mL of a 50 mg/mL liquid 1 g?", `Yes: ${mlEq(20, perMl(50))}, which is ${gText(20, perMl(50))}.`),
  ],
});
