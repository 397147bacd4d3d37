/** The page /25-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, product, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `${mgEq(25, perMl(25))}, this page's preset. Promethazine and hydroxyzine injections are made at that strength, which is why this page is preset there. Both also come at 50 mg/mL, which halves the volume: ${mgEq(25, perMl(50))}.`,
    `In oral liquids 25 mg often means a larger volume. Diphenhydramine liquid at 12.5 mg per 5 mL gives ${mgEq(25, per(12.5, 5))}. ${measuringStep(volumeFor(25, per(12.5, 5)), "oral")}`,
  ],
  formula: true,
  table: [row(per(12.5, 5), "oral liquid", "diphenhydramine"), example(per(25, 5)), row(perMl(10), "injection", "furosemide"), row(perMl(25), "injection", "promethazine"), row(perMl(50), "injection", "diphenhydramine")],
  medications: [product("promethazine", "injection", perMl(25)), product("hydroxyzine hydrochloride (intramuscular only)", "injection", perMl(25)), product("diphenhydramine", "injection", perMl(50)), product("diphenhydramine", "oral liquid", per(12.5, 5))],
  examples: [
    worked("25 mg from a 50 mg/mL vial", "The dose is half of what one mL of the vial contains.", 25, perMl(50), "injection"),
    worked("25 mg of an oral liquid labelled 12.5 mg per 5 mL", "A dilute oral liquid, where the dose is twice the labelled 5 mL.", 25, per(12.5, 5), "oral"),
  ],
  safety: list`
    - The same medicine may be stocked as 25 mg/mL and 50 mg/mL: check which one you picked up.
    - Write ${mlText(25, perMl(50))} with its leading zero on any note or handover.
    - Promethazine injection can cause severe tissue injury if it leaks out of a vein or is given into an artery: the product's own administration instructions apply.
  `,
  errors: list`
    - Drawing 1 mL from a 50 mg/mL vial because “25 mg is 1 mL” on the other strength.
    - Reading “12.5 mg/5 mL” as 12.5 mg/mL, which gives a fifth of the right volume.
  `,
  faq: [
    qa("Why does the same 25 mg need 1 mL of one vial and 0.5 mL of another?", `Because the vials differ in strength: ${mgEq(25, perMl(25))} and ${mgEq(25, perMl(50))}. Twice the strength means half the volume.`),
  ],
});
