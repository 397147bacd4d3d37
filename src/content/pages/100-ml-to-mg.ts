/** The page /100-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { gText, mgText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `100 mL is the size of many infusion bags and medicine bottles. A metronidazole infusion of 500 mg in 100 mL contains exactly that, ${mlEq(100, per(500, 100))}; the page's preset of 50 mg/mL, the strength of glucose 5%, gives ${mgText(100, perMl(50))}, which is ${gText(100, perMl(50))}.`,
    `For a 100 mL bottle of a suspension labelled 250 mg per 5 mL, ${mlEq(100, per(250, 5))}. Results this large are grouped in thousands by a thin space; divide by 1\u202f000 for grams.`,
  ],
  table: [row(per(500, 100), "infusion", "metronidazole"), row(per(1000, 100), "infusion", "paracetamol (acetaminophen)"), row(perMl(9), "infusion", "sodium chloride 0.9%"), row(per(125, 5), "oral suspension", "amoxicillin"), row(perMl(50), "infusion", "glucose (dextrose) 5%"), row(per(250, 5), "oral suspension", "amoxicillin")],
  examples: [
    worked("A 100 mL bottle labelled 125 mg per 5 mL", "How much medicine a full 100 mL bottle of the weaker suspension holds.", 100, per(125, 5), "total"),
    worked("A 100 mL bag of paracetamol (acetaminophen) 10 mg/mL", "The ready-made infusion holds 1 g in 100 mL.", 100, per(1000, 100), "total"),
  ],
  safety: list`
    - A percentage strength is grams per 100 mL, so 100 mL of an x% solution contains x g.
    - Infusion rates and totals are set by the prescriber; this page only converts volume to mass.
  `,
  errors: list`
    - Reading a total written elsewhere with a thousands comma (“5,000 mg”) as a few mg by taking the comma for a decimal point.
    - Using a bottle's total as a single dose.
  `,
  faq: [
    qa("How many grams are in 100 mL of a 5% solution?", `5% means 5 g in every 100 mL: ${mlEq(100, perMl(50))}, which is ${gText(100, perMl(50))}.`),
  ],
});
