/** The page /262-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mgText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { BISMUTH, BISMUTH_PRODUCT } from "../blocks/named-products";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `262 mg is the amount of bismuth subsalicylate in 15 mL of a widely sold regular-strength stomach remedy (262 mg per 15 mL), and in one of its chewable tablets. On that liquid, ${mgEq(262, BISMUTH)}: half of one dose for adults and children 12 years and over, which is 30 mL (${mgText(30, BISMUTH)}) or two tablets, at most 8 doses (240 mL, ${mgText(240, BISMUTH)}) in 24 hours (source: the bismuth subsalicylate 262 mg/15 mL Drug Facts label, US OTC). At the page's preset of 100 mg/mL, an example strength, ${mgEq(262, perMl(100))}.`,
    `${BISMUTH_PRODUCT.caution} The liquid comes with its own dose cup; adults and children 12 years and over follow the label, and younger children only on a doctor's advice.`,
  ],
  focus: {
    heading: "Regular and maximum strength",
    paragraphs: [
      `The maximum-strength liquid holds 525 mg per 15 mL, twice as much: there ${mgEq(262, per(525, 15))}, about half the volume. Check which bottle you have before measuring: the same 15 mL holds twice the salicylate in the stronger one (${mgText(15, per(525, 15))}).`,
    ],
  },
  table: [row(BISMUTH, "oral suspension", BISMUTH_PRODUCT.name), row(per(525, 15), "oral suspension", "bismuth subsalicylate (maximum strength)"), example(perMl(50)), example(perMl(100)), example(perMl(200))],
  examples: [
    worked("262 mg of bismuth subsalicylate liquid, 262 mg per 15 mL", "The regular-strength liquid, whose label states the amount in 15 mL: half of the 30 mL adult dose, measured with the dose cup supplied.", 262, BISMUTH, "total"),
    worked("262 mg at 100 mg/mL", "The page's example strength, where the result has two decimals.", 262, perMl(100), "oral"),
  ],
  safety: list`
    - Bismuth subsalicylate is a salicylate, like aspirin: do not take it with aspirin or other salicylates, and ask a pharmacist first if you take a blood thinner.
    - It can turn the tongue and stools dark; that is expected and harmless.
    - Use the dose cup supplied with the liquid; a kitchen spoon is not a measure.
  `,
  errors: list`
    - Rounding 262 mg to 250 mg before converting “to make it easier”.
    - Using the regular-strength volume with the maximum-strength bottle, which doubles the salicylate.
  `,
  pediatric: list`
    - Do not give bismuth subsalicylate to children or teenagers who have or are recovering from chickenpox or flu-like symptoms: salicylates are linked to Reye's syndrome.
  `,
  faq: [
    qa("How many mL is 262 mg of bismuth subsalicylate?", `On the regular-strength liquid, ${mgEq(262, BISMUTH)}; on the maximum-strength liquid, ${mgEq(262, per(525, 15))}. ${measuringStep(volumeFor(262, per(525, 15)), "oral")}`),
  ],
});
