/** The page /30-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, product, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `The preset of this page is 30 mg at 10 mg/mL, which gives ${mlText(30, perMl(10))}. Thirty milligrams also appears on labels as a strength in its own right: at 30 mg/mL the dose is ${mlText(30, perMl(30))}, and at 15 mg/mL, half the strength, it doubles to ${mlText(30, perMl(15))}.`,
    `Small volumes arise too. Enoxaparin is made at 100 mg/mL, where ${mgEq(30, perMl(100))}; it comes as a ready-made prefilled syringe of that volume, which is given as supplied rather than measured.`,
  ],
  formula: true,
  // Not morphine injection 10 mg/mL: 30 mg is three times its single dose (src/data/max-doses.ts). Not ketorolac
  // 15 mg/mL: it is made only in 1 mL vials, so 30 mg of it is no one product (src/data/presentations.ts).
  table: [row(per(15, 5), "oral solution", "prednisolone"), example(perMl(10)), example(perMl(15)), row(perMl(30), "injection", "ketorolac tromethamine"), example(perMl(60)), row(perMl(100), "prefilled syringe", "enoxaparin")],
  medications: [product("ketorolac tromethamine", "injection", perMl(30)), product("enoxaparin", "prefilled syringe", perMl(100)), product("prednisolone", "oral solution", per(15, 5))],
  examples: [
    worked("30 mg at 15 mg/mL", "An example strength: half the strength of a 30 mg/mL vial, so twice the volume.", 30, perMl(15), "injection"),
    worked("30 mg of an oral solution labelled 15 mg per 5 mL", "The dose is twice the labelled amount, so twice the labelled volume.", 30, per(15, 5), "oral"),
  ],
  safety: list`
    - When substituting one vial strength for another, recalculate instead of reusing the old volume.
    - Do not draw a prefilled syringe's contents into another syringe to measure part of it; if the dose is not the whole syringe, ask the pharmacist.
    - Twice the labelled prednisolone volume: ${mgEq(30, per(15, 5))}. ${measuringStep(volumeFor(30, per(15, 5)), "oral")}
  `,
  errors: list`
    - Using the volume for a 30 mg/mL vial (${mlText(30, perMl(30))}) with a product of another strength.
    - Confusing 30 mg with 3.0 mL at 10 mg/mL and writing “3.0 mL”, which can be misread as 30 mL.
  `,
  pediatric: list`
    - Oral solutions such as 15 mg per 5 mL are often used for children; the dose in mg comes from the prescriber, and this page only turns it into mL.
  `,
  faq: [
    qa("What volume is 30 mg in a 100 mg/mL prefilled syringe?", `${mgEq(30, perMl(100))}, which is why enoxaparin 30 mg is supplied as a prefilled syringe of exactly that volume and given as supplied.`),
  ],
});
