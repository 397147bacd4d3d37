/**
 * Page text of the 20, 25, 30 and 40 mg pages, which also have a formula box and a list of
 * marketed strengths (examples only, never dosing advice). Strengths listed are ones sold widely;
 * products vary by country, so the page tells the reader to read the label in hand.
 */
import { example, measuringStep, mgEq, mlText, per, perMl, row, volumeFor } from "../compute";
import type { DoseContent } from "../types";

export const MG_CORE: readonly DoseContent[] = [
  {
    path: "/20-mg-to-ml",
    intro: [
      `The preset here is 20 mg at 10 mg/mL, which gives ${mlText(20, perMl(10))}. Twenty milligrams is a common single dose for tablets, injections and oral liquids alike, so the same number turns up with many different strengths on the label.`,
      `Oral solutions sold at 20 mg per 5 mL make the dose exactly the labelled volume (${mgEq(20, per(20, 5))}); a 2% solution makes it one millilitre (${mgEq(20, perMl(20))}). Before converting, find the line on the label that gives mg per mL or mg per 5 mL.`,
    ],
    formula: true,
    table: [
      row(per(20, 5), "oral solution", "fluoxetine"),
      row(per(40, 5), "oral solution", "furosemide"),
      row(perMl(10), "injection", "furosemide"),
      row(perMl(20), "injection", "lidocaine 2%"),
      example(perMl(40)),
      row(perMl(100), "prefilled syringe", "enoxaparin"),
    ],
    medications: [
      { name: "furosemide", form: "injection", strength: perMl(10) },
      { name: "fluoxetine", form: "oral solution", strength: per(20, 5) },
      { name: "lidocaine 2%", form: "injection", strength: perMl(20) },
      { name: "enoxaparin", form: "prefilled syringe", strength: perMl(100) },
    ],
    examples: [
      {
        title: "20 mg from a 10 mg/mL vial",
        context: "An injection vial labelled 10 mg/mL, the page's preset.",
        amount: 20,
        strength: perMl(10),
        measure: "injection",
      },
      {
        title: "20 mg of an oral solution labelled 20 mg per 5 mL",
        context: "The dose equals the amount printed per 5 mL.",
        amount: 20,
        strength: per(20, 5),
        measure: "oral",
      },
    ],
    safety: [
      "Match the product on the label to the product in the order: several medicines are sold at 10 mg/mL.",
      `Enoxaparin 20 mg comes as its own ${mlText(20, perMl(100))} prefilled syringe: it is given as supplied, not drawn into another syringe.`,
      "Recheck the volume if the result is not a simple number such as 1, 2 or 5 mL: it may point to a wrong strength.",
    ],
    errors: [
      "Dividing the strength by the dose (10 ÷ 20) instead of the dose by the strength.",
      "Taking “2%” as 2 mg/mL instead of 20 mg/mL.",
      "Giving the labelled 5 mL automatically when the dose is not the labelled amount.",
    ],
    pediatric: [
      `A 20 mg dose of a children's liquid labelled 20 mg per 5 mL is ${mlText(20, per(20, 5))}. ${measuringStep(volumeFor(20, per(20, 5)), "oral")}`,
    ],
    faq: [
      {
        question: "Which strengths make 20 mg a round volume?",
        answer: `Those that divide 20 evenly: ${mgEq(20, perMl(10))}, ${mgEq(20, perMl(20))} and ${mgEq(20, per(20, 5))}. Other strengths give fractions of a millilitre, which the calculator shows to at most four decimals.`,
      },
      {
        question: "Why is my answer different from a friend's for the same 20 mg?",
        answer: "The volume depends on the strength of the product. Two bottles of the same medicine can have different strengths, so the same 20 mg dose can be a different number of mL.",
      },
    ],
    extraRelated: ["/10-mg-to-ml"],
  },
  {
    path: "/25-mg-to-ml",
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
  },
  {
    path: "/30-mg-to-ml",
    intro: [
      `The preset of this page is 30 mg at 10 mg/mL, which gives ${mlText(30, perMl(10))}. Thirty milligrams also appears on labels as a strength in its own right: at 30 mg/mL the dose is ${mlText(30, perMl(30))}, and a vial at 15 mg/mL doubles that to ${mlText(30, perMl(15))}.`,
      `Small volumes arise too. Enoxaparin is made at 100 mg/mL, where ${mgEq(30, perMl(100))}; it comes as a ready-made prefilled syringe of that volume, which is given as supplied rather than measured.`,
    ],
    formula: true,
    table: [
      row(per(15, 5), "oral solution", "prednisolone"),
      // Not morphine injection 10 mg/mL: 30 mg is three times its usual single dose (src/data/max-doses.ts).
      example(perMl(10)),
      row(perMl(15), "injection", "ketorolac tromethamine"),
      row(perMl(30), "injection", "ketorolac tromethamine"),
      example(perMl(60)),
      row(perMl(100), "prefilled syringe", "enoxaparin"),
    ],
    medications: [
      { name: "ketorolac tromethamine", form: "injection", strength: perMl(30) },
      { name: "ketorolac tromethamine", form: "injection", strength: perMl(15) },
      { name: "enoxaparin", form: "prefilled syringe", strength: perMl(100) },
      { name: "prednisolone", form: "oral solution", strength: per(15, 5) },
    ],
    examples: [
      {
        title: "30 mg from a 15 mg/mL vial",
        context: "The stronger vial is out of stock; the 15 mg/mL one is used instead.",
        amount: 30,
        strength: perMl(15),
        measure: "injection",
      },
      {
        title: "30 mg of an oral solution labelled 15 mg per 5 mL",
        context: "The dose is twice the labelled amount, so twice the labelled volume.",
        amount: 30,
        strength: per(15, 5),
        measure: "oral",
      },
    ],
    safety: [
      "When substituting one vial strength for another, recalculate instead of reusing the old volume.",
      "Do not draw a prefilled syringe's contents into another syringe to measure part of it; if the dose is not the whole syringe, ask the pharmacist.",
      `Twice the labelled prednisolone volume: ${mgEq(30, per(15, 5))}. ${measuringStep(volumeFor(30, per(15, 5)), "oral")}`,
    ],
    errors: [
      `Using the volume for the 30 mg/mL vial (${mlText(30, perMl(30))}) with the 15 mg/mL vial.`,
      "Confusing 30 mg with 3.0 mL at 10 mg/mL and writing “3.0 mL”, which can be misread as 30 mL.",
    ],
    pediatric: [
      "Oral solutions such as 15 mg per 5 mL are often used for children; the dose in mg comes from the prescriber, and this page only turns it into mL.",
    ],
    faq: [
      {
        question: "What volume is 30 mg in a 100 mg/mL prefilled syringe?",
        answer: `${mgEq(30, perMl(100))}, which is why enoxaparin 30 mg is supplied as a prefilled syringe of exactly that volume and given as supplied.`,
      },
    ],
  },
  {
    path: "/40-mg-to-ml",
    intro: [
      `This page starts at 40 mg with a 40 mg/mL strength, so the answer is ${mlText(40, perMl(40))}. Forty milligrams is a common single dose across injections and oral suspensions, and each product's strength gives it a different volume.`,
      `Furosemide injection at 10 mg/mL takes ${mlText(40, perMl(10))}; famotidine suspension at 40 mg per 5 mL needs ${mlText(40, per(40, 5))}; enoxaparin 40 mg is a ${mlText(40, perMl(100))} prefilled syringe. Three products, three volumes: confirm the strength before anything is measured.`,
    ],
    formula: true,
    table: [
      row(per(40, 5), "oral suspension", "famotidine"),
      row(perMl(10), "injection", "furosemide"),
      row(perMl(20), "injection", "lidocaine 2%"),
      row(perMl(40), "injection", "methylprednisolone sodium succinate (after reconstitution)"),
      example(perMl(80)),
      row(perMl(100), "prefilled syringe", "enoxaparin"),
    ],
    medications: [
      { name: "methylprednisolone sodium succinate (after reconstitution)", form: "injection", strength: perMl(40) },
      { name: "famotidine", form: "oral suspension", strength: per(40, 5) },
      { name: "furosemide", form: "injection", strength: perMl(10) },
      { name: "enoxaparin", form: "prefilled syringe", strength: perMl(100) },
    ],
    examples: [
      {
        title: "40 mg from a 10 mg/mL vial",
        context: "A dose of 40 mg is drawn up from several mL of a 10 mg/mL injection.",
        amount: 40,
        strength: perMl(10),
        measure: "injection",
      },
      {
        title: "40 mg of a suspension labelled 40 mg per 5 mL",
        context: "The oral suspension's label states its strength per 5 mL.",
        amount: 40,
        strength: per(40, 5),
        measure: "oral",
      },
    ],
    safety: [
      "Shake suspensions as the label directs before measuring, so each mL contains the stated amount.",
      "Powders made up into a solution have the strength stated for reconstitution only when the stated volume of diluent is used.",
      `From a furosemide vial, ${mgEq(40, perMl(10))}, several times the prefilled volume. ${measuringStep(volumeFor(40, perMl(10)), "injection")}`,
    ],
    errors: [
      `Measuring ${mlText(40, perMl(100))} instead of ${mlText(40, perMl(10))} (or the reverse) by misplacing the decimal point.`,
      "Measuring an unshaken suspension, where the first doses are weaker and the last stronger than labelled.",
    ],
    pediatric: [
      "Suspensions used for children settle in the bottle; shake well each time before drawing up a dose.",
    ],
    faq: [
      {
        question: "Which syringe suits 40 mg?",
        answer: `It depends on the product. Enoxaparin 40 mg is its own prefilled syringe (${mlText(40, perMl(100))}), given as supplied. From a 10 mg/mL vial the dose is ${mlText(40, perMl(10))}. ${measuringStep(volumeFor(40, perMl(10)), "injection")}`,
      },
      {
        question: "Is 40 mg in 0.4 mL the same as 100 mg/mL?",
        answer: `Yes: 40 mg in 0.4 mL is 100 mg in each mL, so ${mgEq(40, perMl(100))}.`,
      },
    ],
  },
];
