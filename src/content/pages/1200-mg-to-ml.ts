/** The page /1200-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { formatDose } from "~/domain/number/format";
import { example, measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `1\u202f200 mg is 1.2 g. Figures of 1\u202f000 and above are grouped in thousands by a thin space here, never by a comma: the calculator reads a decimal comma, so “1,200” could be read as 1.2. At the preset 200 mg/mL, ${mgEq(1200, perMl(200))}; at 100 mg/mL it is ${mlText(1200, perMl(100))}, more than the largest syringe in our guide.`,
    "With large doses, a slip between mg and g is a thousandfold error. The calculator will not guess what “1,200” means in its amount field, where a comma could also be a decimal comma: it asks, offering both readings. Type 1200, or 1 200 with a space.",
  ],
  focus: {
    heading: "When the volume is larger than one syringe",
    paragraphs: [
      `At 100 mg/mL the volume is ${mlText(1200, perMl(100))}. ${measuringStep(volumeFor(1200, perMl(100)), "injection")} Whether a dose given into a vein is drawn up or prepared as an infusion is set by the product's label and local policy: ask the pharmacy.`,
      `Oral liquids are often weaker, and then the volume is larger still: on 250 mg per 5 mL, ${mgEq(1200, per(250, 5))}. ${measuringStep(volumeFor(1200, per(250, 5)), "oral")} A stronger suspension needs less: on amoxicillin–clavulanate at 600 mg per 5 mL (amoxicillin content), ${mgEq(1200, per(600, 5))}. ${measuringStep(volumeFor(1200, per(600, 5)), "oral")}`,
    ],
  },
  // No metronidazole or paracetamol infusion, nor amoxicillin 250 mg per 5 mL, at 1200 mg: each
  // is more than one dose of that product may be (src/data/max-doses.ts). No amikacin 250 mg/mL:
  // 4.8 mL is more than its largest vial, 4 mL (src/data/presentations.ts).
  table: [example(perMl(100)), example(perMl(150)), example(per(250, 5)), row(per(600, 5), "oral suspension", "amoxicillin–clavulanate (amoxicillin content)"), example(perMl(200)), example(perMl(250))],
  examples: [
    worked("1\u202f200 mg at 200 mg/mL", "The example strength this page starts with: a concentrate that keeps the volume under 10 mL.", 1200, perMl(200), "injection"),
    worked("1\u202f200 mg of a suspension labelled 600 mg per 5 mL", "A strong suspension that keeps a large dose to one syringe.", 1200, per(600, 5), "oral"),
  ],
  safety: list`
    - Write large doses grouped in thousands with a thin space (${formatDose(1200, "mg")}) or in grams (1.2 g), never as 1\u202f200.0 mg and never with a comma, which a reader who writes decimal commas takes for 1.2 mg.
    - Confirm whether the order is per dose or per day before converting a large amount.
    - Check the volume against the strength on the label, whatever its size: volume = dose ÷ strength, with the mg and the mL as printed; and check the dose against the product's label before measuring.
  `,
  errors: list`
    - Reading 1.2 g as 12 g or 120 mg.
    - Typing “1,200” where a comma is read as a decimal point (1.2).
  `,
  faq: [
    qa("How do I measure 1\u202f200 mg when the volume is more than 10 mL?", `At 100 mg/mL the volume is ${mlText(1200, perMl(100))}. ${measuringStep(volumeFor(1200, perMl(100)), "injection")}`),
    qa("Why does the calculator ask about “1,200”?", "Because in many countries the comma is a decimal point, so “1,200” could mean 1.2. A 1\u202f000-fold error is the worst mistake a dose calculator can make, so it computes nothing and offers both readings: 1200 or 1.2. What has one reading is read at once: 1200, 1 200 (a space is never a decimal mark) and 2,5 (2.5)."),
  ],
});
