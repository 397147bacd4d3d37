/** The page /1200-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { formatDose } from "~/domain/number/format";
import { example, measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `1,200 mg is 1.2 g, and it is written with a comma here because doses of 1,000 mg and above are grouped in thousands. At the preset 200 mg/mL, ${mgEq(1200, perMl(200))}; at 100 mg/mL it is ${mlText(1200, perMl(100))}, more than the largest syringe in our guide.`,
    "With large doses, a slip between mg and g is a thousandfold error. The calculator will not guess what “1,200” means in its amount field, where a comma could also be a decimal comma: type 1200 without the comma.",
  ],
  focus: {
    heading: "When the volume is larger than one syringe",
    paragraphs: [
      `At 100 mg/mL the volume is ${mlText(1200, perMl(100))}. ${measuringStep(volumeFor(1200, perMl(100)), "injection")} A dose this size given by vein is usually prepared by a pharmacy as an infusion, not drawn up by syringe.`,
      `Oral liquids are often weaker, and then the volume is larger still: on 250 mg per 5 mL, ${mgEq(1200, per(250, 5))}. ${measuringStep(volumeFor(1200, per(250, 5)), "oral")} A stronger suspension needs less: on amoxicillin–clavulanate at 600 mg per 5 mL (amoxicillin content), ${mgEq(1200, per(600, 5))}. ${measuringStep(volumeFor(1200, per(600, 5)), "oral")}`,
    ],
  },
  // No metronidazole or paracetamol infusion, nor amoxicillin 250 mg per 5 mL, at 1,200 mg: each
  // is more than one dose of that product may be (src/data/max-doses.ts).
  table: [example(perMl(100)), example(perMl(150)), example(per(250, 5)), row(per(600, 5), "oral suspension", "amoxicillin–clavulanate (amoxicillin content)"), example(perMl(200)), row(perMl(250), "injection", "amikacin")],
  examples: [
    worked("1,200 mg at 200 mg/mL", "The example strength this page starts with: a concentrate that keeps the volume under 10 mL.", 1200, perMl(200), "injection"),
    worked("1,200 mg of a suspension labelled 600 mg per 5 mL", "A strong suspension that keeps a large dose to one syringe.", 1200, per(600, 5), "oral"),
  ],
  safety: list`
    - Write large doses with a thousands comma (${formatDose(1200, "mg")}) or in grams (1.2 g), never as 1200.0 mg.
    - Confirm whether the order is per dose or per day before converting a large amount.
    - A volume above 10 mL for one dose is a reason to check the dose and the strength with the pharmacist before anything else.
  `,
  errors: list`
    - Reading 1.2 g as 12 g or 120 mg.
    - Typing “1,200” where a comma is read as a decimal point (1.2).
  `,
  faq: [
    qa("How do I measure 1,200 mg when the volume is more than 10 mL?", `At 100 mg/mL the volume is ${mlText(1200, perMl(100))}. ${measuringStep(volumeFor(1200, perMl(100)), "injection")}`),
    qa("Why does the calculator refuse “1,200”?", "Because in many countries the comma is a decimal point, so “1,200” could mean 1.2. A 1,000-fold error is the worst mistake a dose calculator can make, so it asks you to type 1200 instead."),
  ],
});
