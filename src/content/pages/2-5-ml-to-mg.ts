/** The page /2-5-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgText, mlEq, per, perMl, row } from "../compute";
import { dosePage } from "../page-types";

export default dosePage({
  intro: [
    `2.5 mL is half of the 5 mL that many oral liquids are labelled for, so it contains half of the labelled amount: ${mlEq(2.5, per(250, 5))}, and ${mlEq(2.5, per(160, 5))}. The preset, 20 mg/mL, gives ${mgText(2.5, perMl(20))}.`,
    `In older instructions 2.5 mL was called half a teaspoon. Kitchen spoons are not accurate; use an oral syringe. ${measuringStep(2.5, "oral")}`,
  ],
  table: [
    row(per(100, 5), "oral suspension", "ibuprofen"),
    row(per(120, 5), "oral suspension", "paracetamol (UK infant)"),
    row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"),
    example(perMl(20)),
    row(per(250, 5), "oral suspension", "amoxicillin"),
    example(perMl(50)),
  ],
  examples: [
    {
      title: "2.5 mL of a liquid labelled 120 mg per 5 mL",
      context: "Half of the labelled volume.",
      amount: 2.5,
      strength: per(120, 5),
      measure: "oral",
    },
    {
      title: "2.5 mL at 20 mg/mL",
      context: "The example strength this page starts with, taken by mouth.",
      amount: 2.5,
      strength: perMl(20),
      measure: "oral",
    },
  ],
  safety: [
    "Do not use a kitchen teaspoon for 2.5 mL; measure with an oral syringe.",
    "Check that the strength on the bottle is the one the volume was worked out for.",
  ],
  errors: [
    "Giving 5 mL because the label's dose volume is 5 mL.",
    "Confusing 2.5 mL with 25 mL.",
  ],
  pediatric: [
    "2.5 mL is a common children's dose volume; check that the syringe supplied with the medicine has a 2.5 mL mark before relying on it.",
  ],
  faq: [
    {
      question: "How many mg are in 2.5 mL?",
      answer: `Half of the amount per 5 mL: ${mlEq(2.5, per(100, 5))}, ${mlEq(2.5, per(250, 5))}.`,
    },
  ],
});
