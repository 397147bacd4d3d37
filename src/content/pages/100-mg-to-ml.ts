/** The page /100-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, mgEq, mlText, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `One hundred milligrams at 100 mg/mL is ${mlText(100, perMl(100))}: that is both this page's preset and the calculator's Standard strength. On oral suspensions labelled per 5 mL the figure changes: ${mgEq(100, per(100, 5))}, and ${mgEq(100, per(250, 5))}.`,
    "At 100 mg a decimal slip is easy to make: 100 mg is 0.1 g, and a dose written in grams or in mg per kg needs converting to mg before this calculator can help.",
  ],
  table: [row(per(100, 5), "oral suspension", "ibuprofen"), row(per(200, 5), "oral suspension", "azithromycin"), row(per(250, 5), "oral suspension", "cefalexin (cephalexin)"), row(perMl(50), "injection", "diphenhydramine"), row(perMl(100), "injection", "tranexamic acid"), example(perMl(200))],
  examples: [
    worked("100 mg of a suspension labelled 200 mg per 5 mL", "A stronger suspension where the dose is half the labelled amount.", 100, per(200, 5), "oral"),
    worked("100 mg from a 50 mg/mL vial", "An injection vial, such as hydrocortisone made up to 100 mg in 2 mL, where one mL contains half the dose.", 100, perMl(50), "injection"),
  ],
  safety: list`
    - Convert grams to mg first (1 g = 1\u202f000 mg) and check the zeros before typing the dose.
    - A result of exactly 1, 2 or 5 mL is easy to measure, but still compare it with the label before giving.
  `,
  errors: list`
    - Typing 0.1 (grams) into a field that expects mg.
    - Reading 100 mg/5 mL as 100 mg/mL and measuring one fifth of the volume.
  `,
  faq: [
    qa("How many mL of a 100 mg per 5 mL suspension is 100 mg?", `${mgEq(100, per(100, 5))}, the whole labelled volume. At 100 mg/mL it would be ${mlText(100, perMl(100))}: mixing up those two labels gives a fivefold error.`),
    qa("What is the Standard button in the calculator?", "It sets the concentration to 100 mg/mL, a common reference strength. Replace it with the strength on your own label."),
  ],
});
