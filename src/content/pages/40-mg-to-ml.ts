/** The page /40-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, product, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `This page starts at 40 mg with a 40 mg/mL strength, so the answer is ${mlText(40, perMl(40))}. Forty milligrams is a common single dose across injections and oral suspensions, and each product's strength gives it a different volume.`,
    `Furosemide injection at 10 mg/mL takes ${mlText(40, perMl(10))}; famotidine suspension at 40 mg per 5 mL needs ${mlText(40, per(40, 5))}; enoxaparin 40 mg is a ${mlText(40, perMl(100))} prefilled syringe. Three products, three volumes: confirm the strength before anything is measured.`,
  ],
  formula: true,
  table: [row(per(40, 5), "oral suspension", "famotidine"), row(perMl(10), "injection", "furosemide"), row(perMl(20), "injection", "lidocaine 2%"), row(perMl(40), "injection", "methylprednisolone sodium succinate (after reconstitution)"), example(perMl(80)), row(perMl(100), "prefilled syringe", "enoxaparin")],
  medications: [product("methylprednisolone sodium succinate (after reconstitution)", "injection", perMl(40)), product("famotidine", "oral suspension", per(40, 5)), product("furosemide", "injection", perMl(10)), product("enoxaparin", "prefilled syringe", perMl(100))],
  examples: [
    worked("40 mg from a 10 mg/mL vial", "A dose of 40 mg is drawn up from several mL of a 10 mg/mL injection.", 40, perMl(10), "injection"),
    worked("40 mg of a suspension labelled 40 mg per 5 mL", "The oral suspension's label states its strength per 5 mL.", 40, per(40, 5), "oral"),
  ],
  safety: list`
    - Shake suspensions as the label directs before measuring, so each mL contains the stated amount.
    - Powders made up into a solution have the strength stated for reconstitution only when the stated volume of diluent is used.
    - From a furosemide vial, ${mgEq(40, perMl(10))}, several times the prefilled volume. ${measuringStep(volumeFor(40, perMl(10)), "injection")}
  `,
  errors: list`
    - Measuring ${mlText(40, perMl(100))} instead of ${mlText(40, perMl(10))} (or the reverse) by misplacing the decimal point.
    - Measuring an unshaken suspension, where the first doses are weaker and the last stronger than labelled.
  `,
  pediatric: list`
    - Suspensions used for children settle in the bottle; shake well each time before drawing up a dose.
  `,
  faq: [
    qa("Which syringe suits 40 mg?", `It depends on the product. Enoxaparin 40 mg is its own prefilled syringe (${mlText(40, perMl(100))}), given as supplied. From a 10 mg/mL vial the dose is ${mlText(40, perMl(10))}. ${measuringStep(volumeFor(40, perMl(10)), "injection")}`),
    qa("Is 40 mg in 0.4 mL the same as 100 mg/mL?", `Yes: 40 mg in 0.4 mL is 100 mg in each mL, so ${mgEq(40, perMl(100))}.`),
  ],
});
