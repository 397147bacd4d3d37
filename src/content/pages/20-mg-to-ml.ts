/** The page /20-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, product, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `The preset here is 20 mg at 10 mg/mL, which gives ${mlText(20, perMl(10))}. Twenty milligrams is a common single dose for tablets, injections and oral liquids alike, so the same number turns up with many different strengths on the label.`,
    `Oral solutions sold at 20 mg per 5 mL make the dose exactly the labelled volume (${mgEq(20, per(20, 5))}); a 2% solution makes it one millilitre (${mgEq(20, perMl(20))}). Before converting, find the line on the label that gives mg per mL or mg per 5 mL.`,
  ],
  formula: true,
  table: [row(per(20, 5), "oral solution", "fluoxetine"), row(per(40, 5), "oral solution", "furosemide"), row(perMl(10), "injection", "furosemide"), row(perMl(20), "injection", "lidocaine 2%"), example(perMl(40)), row(perMl(100), "prefilled syringe", "enoxaparin")],
  medications: [product("furosemide", "injection", perMl(10)), product("fluoxetine", "oral solution", per(20, 5)), product("lidocaine 2%", "injection", perMl(20)), product("enoxaparin", "prefilled syringe", perMl(100))],
  examples: [
    worked("20 mg from a 10 mg/mL vial", "An injection vial labelled 10 mg/mL, the page's preset.", 20, perMl(10), "injection"),
    worked("20 mg of an oral solution labelled 20 mg per 5 mL", "The dose equals the amount printed per 5 mL.", 20, per(20, 5), "oral"),
  ],
  safety: list`
    - Match the product on the label to the product in the order: several medicines are sold at 10 mg/mL.
    - Enoxaparin 20 mg comes as its own ${mlText(20, perMl(100))} prefilled syringe: it is given as supplied, not drawn into another syringe.
    - Check the result against the order and the label, whatever the figure: volume = dose ÷ strength. 2.5 mL, 0.4 mL and 7.5 mL are ordinary volumes, and a whole number of mL can come from the wrong strength too. Read the strength, mg and mL, off the label each time, and have a second person check a high-alert dose.
  `,
  errors: list`
    - Dividing the strength by the dose (10 ÷ 20) instead of the dose by the strength.
    - Taking “2%” as 2 mg/mL instead of 20 mg/mL.
    - Giving the labelled 5 mL automatically when the dose is not the labelled amount.
  `,
  pediatric: list`
    - A 20 mg dose of a children's liquid labelled 20 mg per 5 mL is ${mlText(20, per(20, 5))}. ${measuringStep(volumeFor(20, per(20, 5)), "oral")}
  `,
  faq: [
    qa("Which strengths make 20 mg a whole number of mL?", `Those that divide 20 evenly: ${mgEq(20, perMl(10))}, ${mgEq(20, perMl(20))} and ${mgEq(20, per(20, 5))}. Other strengths give fractions of a millilitre, which the calculator shows to at most four decimals.`),
    qa("Why is my answer different from a friend's for the same 20 mg?", "The volume depends on the strength of the product. Two bottles of the same medicine can have different strengths, so the same 20 mg dose can be a different number of mL."),
  ],
  extraRelated: ["/10-mg-to-ml"],
});
