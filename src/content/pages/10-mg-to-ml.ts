/** The page /10-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, mgEq, mlText, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `${mgEq(10, perMl(10))}. Strengths of 10 mg/mL are common for injections and oral solutions (furosemide comes as both), so a 10 mg dose is often exactly one millilitre. At other strengths it is not: ${mgEq(10, perMl(4))}.`,
    "Some labels state the strength as a percentage. A 1% solution contains 1 g in 100 mL, which is 10 mg/mL, so 10 mg of lidocaine 1% is also 1 mL. Type “1%” in the concentration field and the calculator does the conversion.",
  ],
  table: [row(per(5, 5), "oral solution", "cetirizine"), row(per(10, 5), "oral solution", "morphine sulfate"), row(perMl(4), "injection", "dexamethasone sodium phosphate"), row(perMl(10), "oral solution", "furosemide"), row(perMl(20), "injection", "lidocaine 2%"), example(perMl(50))],
  examples: [
    worked("10 mg of lidocaine 2%", "A 2% solution contains 2 g in 100 mL, that is 20 mg in each mL.", 10, perMl(20), "injection"),
    worked("10 mg of an oral solution labelled 10 mg per 5 mL", "An oral liquid whose strength is given for a 5 mL dose.", 10, per(10, 5), "oral"),
  ],
  safety: list`
    - Convert a percentage to mg/mL before comparing strengths: 1% is 10 mg/mL, 2% is 20 mg/mL.
    - Check that “10” on the label is the strength per mL and not the total volume of the vial.
    - Read the volume at eye level and recheck it before giving.
  `,
  errors: list`
    - Reading 1% as 1 mg/mL: the real strength is 10 mg/mL, a tenfold difference.
    - Measuring 10 mL because the dose is 10 mg.
  `,
  faq: [
    qa("Why is 10 mg so often exactly 1 mL?", `Because 10 mg/mL is a common strength for injections and oral solutions, and ${mgEq(10, perMl(10))}. On a 5 mg/mL product the same dose is ${mlText(10, perMl(5))}, so check the strength before assuming one millilitre.`),
    qa("How many mL is 10 mg of a 1% solution?", `A 1% solution is 10 mg/mL, so ${mgEq(10, perMl(10))}. You can type 1% into the concentration field directly.`),
  ],
});
