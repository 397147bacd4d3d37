/** The page /15-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `The preset is 15 mg at 10 mg/mL, which gives ${mlText(15, perMl(10))}. ${measuringStep(volumeFor(15, perMl(10)), "oral")}`,
    `Prednisolone oral solution is made at 15 mg per 5 mL, where ${mgEq(15, per(15, 5))}, the full volume printed on the label. Ketorolac injection at 15 mg/mL makes the same dose ${mlText(15, perMl(15))}.`,
  ],
  // Not morphine injection 10 mg/mL: 15 mg is above its usual single dose (src/data/max-doses.ts).
  table: [row(per(10, 5), "oral solution", "morphine sulfate"), row(per(15, 5), "oral solution", "prednisolone"), example(perMl(5)), example(perMl(10)), row(perMl(15), "injection", "ketorolac tromethamine"), row(perMl(30), "injection", "ketorolac tromethamine")],
  examples: [
    worked("15 mg from a 30 mg/mL vial", "Only the higher-strength vial is available for a 15 mg dose.", 15, perMl(30), "injection"),
    worked("15 mg of an oral solution labelled 10 mg per 5 mL", "A dilute oral liquid, where the dose is more than the labelled 5 mL.", 15, per(10, 5), "oral"),
  ],
  safety: list`
    - Check that the strength is per 5 mL or per mL before you divide.
    - Keep the decimal point in ${mlText(15, perMl(10))} visible: without it the volume reads ten times larger.
  `,
  errors: list`
    - Rounding ${mlText(15, perMl(10))} up to a whole mL because the syringe in hand has no mark for it.
    - Using the strength of a different product in the same family without checking the label.
  `,
  pediatric: list`
    - Prednisolone liquid is often given to children by weight: the dose in mg comes from the prescriber, and this page only turns it into mL.
  `,
  faq: [
    qa("Can I measure 15 mg at 10 mg/mL with an oral syringe?", `${mgEq(15, perMl(10))}. ${measuringStep(volumeFor(15, perMl(10)), "oral")}`),
  ],
});
