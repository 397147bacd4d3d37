/** The page /0-5-ml-to-mg (mL to mg): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { measuringStep, mgText, mlEq, per, perMl, row } from "../compute";
import { dosePage } from "../page-types";

export default dosePage({
  intro: [
    `Half a millilitre of a 10 mg/mL liquid, this page's preset, contains ${mgText(0.5, perMl(10))}. Because 0.5 is half of 1, the answer is always half of the strength per mL: ${mlEq(0.5, perMl(50))}.`,
    `Taken by mouth: ${mlEq(0.5, per(100, 5))}. ${measuringStep(0.5, "oral")} As an injection: ${mlEq(0.5, perMl(25))}. ${measuringStep(0.5, "injection")}`,
  ],
  table: [
    row(perMl(2), "injection", "ondansetron"),
    row(perMl(4), "injection", "dexamethasone sodium phosphate"),
    row(perMl(10), "injection", "furosemide"),
    row(perMl(25), "injection", "promethazine"),
    row(perMl(50), "injection", "diphenhydramine"),
    row(perMl(100), "oral solution", "levetiracetam"),
  ],
  examples: [
    {
      title: "0.5 mL of promethazine 25 mg/mL",
      context: "The medicine in half a millilitre of a 25 mg/mL vial.",
      amount: 0.5,
      strength: perMl(25),
      measure: "injection",
    },
    {
      title: "0.5 mL of ibuprofen suspension, 100 mg per 5 mL",
      context: "A small oral volume of a suspension.",
      amount: 0.5,
      strength: per(100, 5),
      measure: "oral",
    },
  ],
  safety: [
    "Write 0.5 mL, never .5 mL.",
    "Check that the strength is per mL: 0.5 mL of a liquid labelled per 5 mL contains a tenth of the labelled amount.",
  ],
  errors: [
    "Doubling instead of halving: 0.5 mL contains half the mg per mL, not twice.",
    "Reading 0.5 mL as 5 mL.",
  ],
  faq: [
    {
      question: "How many mg is 0.5 mL?",
      answer: `Half of the strength per mL: ${mlEq(0.5, perMl(10))}, ${mlEq(0.5, perMl(25))}, ${mlEq(0.5, per(100, 5))}.`,
    },
  ],
});
