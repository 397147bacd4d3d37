/** The page /60-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";
import { formatDose } from "~/domain/number/format";
import { maxDoseOf } from "~/data/max-doses";

/** A product's labelled daily maximum, with who it is for and its source (src/data/max-doses.ts), as a clause. */
function dailyLimit(name: string): string {
  const max = maxDoseOf(name, "oral suspension")!;
  return `for ${name}, at most ${formatDose(max.dailyMaxMg!, "mg")} in 24 hours (the ${max.basis}; source: ${max.source})`;
}

export default dosePage({
  intro: [
    `The preset is 60 mg at 60 mg/mL, so the answer here is ${mlText(60, perMl(60))}. With other strengths 60 mg is often not a whole number of millilitres, which makes measuring the main concern on this page.`,
    `Children's paracetamol (acetaminophen) liquid sold in the United States contains 160 mg per 5 mL; there ${mgEq(60, per(160, 5))}. The calculator shows the exact figure; the syringe decides what you can actually measure. ${measuringStep(volumeFor(60, per(160, 5)), "oral")}`,
  ],
  table: [row(per(120, 5), "oral suspension", "paracetamol (UK infant)"), row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"), row(perMl(30), "injection", "ketorolac tromethamine"), example(perMl(60)), row(per(250, 5), "oral suspension", "paracetamol (UK, 6 years and over)"), row(perMl(100), "oral solution", "levetiracetam")],
  examples: [
    worked("60 mg of a liquid labelled 120 mg per 5 mL", "The dose is half of the labelled amount, so half of the labelled volume.", 60, per(120, 5), "oral"),
    worked("60 mg of ketorolac from a 30 mg/mL vial", "An injection where the dose is two whole millilitres.", 60, perMl(30), "injection", "60 mg is the most ketorolac given as one dose, and only into a muscle in adults under 65: into a vein the most is 30 mg, and no more than 120 mg a day for 5 days in all."),
  ],
  safety: list`
    - Paracetamol liquids are sold at more than one strength in some countries; check the strength every time you buy a new bottle.
    - Count every paracetamol-containing product given in a day, including cold and flu remedies, against the daily limit on its label: ${dailyLimit("paracetamol (UK infant)")}; ${dailyLimit("acetaminophen (US infants' and children's)")}; ${dailyLimit("paracetamol (UK, 6 years and over)")}. Below the ages on these labels, a child's dose and doses in 24 hours come from the prescriber, by weight.
  `,
  errors: list`
    - Rounding a volume such as ${mlText(60, per(160, 5))} to a whole number of mL without checking with the prescriber or pharmacist.
    - Using the volume worked out for one paracetamol strength with a bottle of another.
  `,
  pediatric: list`
    - For children's medicines the dose in mg comes from the prescriber, the label or the pharmacist; this page only converts it to mL.
    - The oral syringe in the pack is made for that product: use it rather than a syringe kept from another medicine.
  `,
  faq: [
    qa("How many mL is 60 mg of 160 mg/5 mL liquid?", `${mgEq(60, per(160, 5))}. ${measuringStep(volumeFor(60, per(160, 5)), "oral")}`),
  ],
});
