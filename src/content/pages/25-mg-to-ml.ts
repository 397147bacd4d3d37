/** The page /25-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, row, volumeFor } from "../compute";
import { dosePage } from "../page-types";

export default dosePage({
  intro: [
    `Promethazine and hydroxyzine injections are made at 25 mg/mL, which is why this page is preset there: ${mgEq(25, perMl(25))}. Both also come at 50 mg/mL, which halves the volume: ${mgEq(25, perMl(50))}.`,
    `In oral liquids 25 mg often means a larger volume. Diphenhydramine liquid at 12.5 mg per 5 mL gives ${mgEq(25, per(12.5, 5))}. ${measuringStep(volumeFor(25, per(12.5, 5)), "oral")}`,
  ],
  formula: true,
  table: [
    row(per(12.5, 5), "oral liquid", "diphenhydramine"),
    example(per(25, 5)),
    row(perMl(10), "injection", "furosemide"),
    row(perMl(25), "injection", "promethazine"),
    row(perMl(50), "injection", "diphenhydramine"),
    row(perMl(100), "prefilled syringe", "enoxaparin"),
  ],
  medications: [
    { name: "promethazine", form: "injection", strength: perMl(25) },
    { name: "hydroxyzine hydrochloride (intramuscular only)", form: "injection", strength: perMl(25) },
    { name: "diphenhydramine", form: "injection", strength: perMl(50) },
    { name: "diphenhydramine", form: "oral liquid", strength: per(12.5, 5) },
  ],
  examples: [
    {
      title: "25 mg from a 50 mg/mL vial",
      context: "The dose is half of what one mL of the vial contains.",
      amount: 25,
      strength: perMl(50),
      measure: "injection",
    },
    {
      title: "25 mg of an oral liquid labelled 12.5 mg per 5 mL",
      context: "A dilute oral liquid, where the dose is twice the labelled 5 mL.",
      amount: 25,
      strength: per(12.5, 5),
      measure: "oral",
    },
  ],
  safety: [
    "The same medicine may be stocked as 25 mg/mL and 50 mg/mL: check which one you picked up.",
    `Write ${mlText(25, perMl(50))} with its leading zero on any note or handover.`,
    "Promethazine injection can cause severe tissue injury if it leaks out of a vein or is given into an artery: the product's own administration instructions apply.",
  ],
  errors: [
    "Drawing 1 mL from a 50 mg/mL vial because “25 mg is 1 mL” on the other strength.",
    "Reading “12.5 mg/5 mL” as 12.5 mg/mL, which gives a fifth of the right volume.",
  ],
  faq: [
    {
      question: "Why does the same 25 mg need 1 mL of one vial and 0.5 mL of another?",
      answer: `Because the vials differ in strength: ${mgEq(25, perMl(25))} and ${mgEq(25, perMl(50))}. Twice the strength means half the volume.`,
    },
  ],
});
