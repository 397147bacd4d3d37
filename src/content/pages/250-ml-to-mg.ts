/** The page /250-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, gText, mlEq, per, perMl, qa, row, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `250 mL is a standard infusion bag size. At the preset 50 mg/mL, ${mlEq(250, perMl(50))}, which is ${gText(250, perMl(50))}: the glucose content of a 250 mL bag of 5% glucose, because 5% means 5 g per 100 mL, that is 50 mg/mL.`,
    `Sodium chloride 0.9% contains 9 mg in each mL, so ${mlEq(250, perMl(9))}. The calculator accepts percentages directly: type “0.9%” or “5%” in the concentration field.`,
  ],
  table: [example(perMl(2)), example(perMl(4)), row(perMl(9), "infusion", "sodium chloride 0.9%"), row(perMl(50), "infusion", "glucose (dextrose) 5%"), row(perMl(100), "infusion", "glucose (dextrose) 10%"), row(per(250, 5), "oral suspension", "amoxicillin")],
  examples: [
    worked("A 250 mL bag of glucose 10%", "10% means 10 g in every 100 mL, that is 100 mg/mL.", 250, perMl(100), "total"),
    worked("A 250 mL bag of sodium chloride 0.9%", "0.9% means 0.9 g in every 100 mL, that is 9 mg/mL.", 250, perMl(9), "total"),
  ],
  safety: list`
    - Totals in large volumes are best read in grams: divide mg by 1\u202f000.
    - Infusion volumes are measured by pumps and giving sets, not syringes.
  `,
  errors: list`
    - Reading 0.9% as 0.9 mg/mL: it is 9 mg in each mL.
    - Mixing grams and milligrams when writing a bag's total: give it in one unit, with the unit written out.
  `,
  faq: [
    qa("How many mg of glucose are in 250 mL of 5% glucose?", `${mlEq(250, perMl(50))}, that is ${gText(250, perMl(50))}, because 5% is 50 mg/mL.`),
    qa("How many mg of salt are in 250 mL of 0.9% sodium chloride?", `${mlEq(250, perMl(9))}, because 0.9% is 9 mg/mL.`),
  ],
});
