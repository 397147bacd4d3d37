/** The page /500-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { formatDose } from "~/domain/number/format";
import { measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { COMMON_CHART } from "../blocks/common-chart";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `${mgEq(500, COMMON_CHART.strength)}: the last and largest row of the home page's common chart, which runs from ${formatDose(COMMON_CHART.doses[0]!, "mg")} to ${formatDose(COMMON_CHART.doses.at(-1)!, "mg")}. At the preset 100 mg/mL the same 500 mg is ${mlText(500, perMl(100))}, and 500 mg is also 0.5 g, so check whether an order is written in grams before converting.`,
    `Some infusions come ready-mixed, for example metronidazole 500 mg in 100 mL: ${mgEq(500, per(500, 100))}, so a 500 mg dose is the whole bag, given by a pump or gravity set, never measured with a syringe.`,
  ],
  table: [row(per(500, 100), "infusion", "metronidazole"), row(per(125, 5), "oral suspension", "amoxicillin"), row(per(250, 5), "oral suspension", "amoxicillin"), row(per(400, 5), "oral suspension", "amoxicillin"), row(per(500, 5), "oral solution", "metformin"), row(perMl(250), "injection", "amikacin")],
  examples: [
    worked("500 mg of a suspension labelled 400 mg per 5 mL", "A little more than the labelled amount, so a little more than 5 mL.", 500, per(400, 5), "oral"),
    worked("500 mg of amikacin from a 250 mg/mL vial", "A concentrated injection where the dose is two mL.", 500, perMl(250), "injection"),
  ],
  safety: list`
    - Doses of 500 mg and more are sometimes written in grams (0.5 g); convert to mg before using this calculator.
    - On 125 mg per 5 mL the dose is ${mlText(500, per(125, 5))}. ${measuringStep(volumeFor(500, per(125, 5)), "oral")}
  `,
  errors: list`
    - Typing 0.5 (grams) into the mg field.
    - Assuming 500 mg of every product is 10 mL because it is on the 250 mg per 5 mL chart.
  `,
  faq: [
    qa("Is 500 mg the same as 0.5 g?", `Yes. Convert a dose written in grams to mg before entering it: the calculator's amount field takes mg. At 250 mg per 5 mL, ${mgEq(500, per(250, 5))}.`),
  ],
});
