/**
 * Page text of the 20, 25, 30 and 40 mg pages, which also have a formula box and a list of
 * marketed strengths (examples only, never dosing advice). Strengths listed are ones sold widely;
 * products vary by country, so the page tells the reader to read the label in hand.
 */
import { measuringStep, mgEq, mlText, per, perMl, syringeFor, volumeFor } from "../compute";
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
      { strength: perMl(2), use: "dilute injection or oral solution" },
      { strength: per(20, 5), use: "oral solution labelled 20 mg per 5 mL" },
      { strength: perMl(10), use: "injection vial" },
      { strength: perMl(20), use: "2% solution" },
      { strength: perMl(40), use: "injection vial, higher strength" },
      { strength: perMl(100), use: "concentrated injection (prefilled syringes)" },
    ],
    medications: [
      { name: "Furosemide", form: "injection", strength: perMl(10) },
      { name: "Fluoxetine", form: "oral solution", strength: per(20, 5) },
      { name: "Lidocaine 2%", form: "injection", strength: perMl(20) },
      { name: "Enoxaparin", form: "prefilled syringe", strength: perMl(100) },
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
      "For a prefilled syringe, check whether the dose means the whole syringe or part of it before expelling any liquid.",
      "Recheck the volume if the result is not a simple number such as 1, 2 or 5 mL: it may point to a wrong strength.",
    ],
    errors: [
      "Dividing the strength by the dose (10 ÷ 20) instead of the dose by the strength.",
      "Taking “2%” as 2 mg/mL instead of 20 mg/mL.",
      "Giving the labelled 5 mL automatically when the dose is not the labelled amount.",
    ],
    pediatric: [
      "A 20 mg dose of a children's liquid is usually a few millilitres; measure it with an oral syringe rather than a cup.",
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
      `Injection vials at 25 mg/mL are common, which is why this page is preset there: ${mgEq(25, perMl(25))}. Vials at 50 mg/mL also exist, and they halve the volume: ${mgEq(25, perMl(50))}.`,
      `In oral liquids 25 mg often means a larger volume. At 12.5 mg per 5 mL, ${mgEq(25, per(12.5, 5))}, the most an oral syringe in our guide holds. At 25 mg per 5 mL it is ${mlText(25, per(25, 5))}.`,
    ],
    formula: true,
    table: [
      { strength: per(12.5, 5), use: "oral liquid labelled 12.5 mg per 5 mL" },
      { strength: per(25, 5), use: "oral liquid labelled 25 mg per 5 mL" },
      { strength: perMl(10), use: "injection vial" },
      { strength: perMl(25), use: "injection vial" },
      { strength: perMl(50), use: "injection vial, higher strength" },
      { strength: perMl(100), use: "concentrated injection" },
    ],
    medications: [
      { name: "Promethazine", form: "injection", strength: perMl(25) },
      { name: "Hydroxyzine hydrochloride", form: "injection", strength: perMl(25) },
      { name: "Diphenhydramine", form: "injection", strength: perMl(50) },
      { name: "Diphenhydramine", form: "oral liquid", strength: per(12.5, 5) },
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
      "For oral liquids, use the 10 mL oral syringe or the dosing cup supplied, never a spoon.",
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
      `Small volumes arise too. At 100 mg/mL, the strength of some prefilled syringes, ${mgEq(30, perMl(100))}. ${measuringStep(volumeFor(30, perMl(100)), "injection")}`,
    ],
    formula: true,
    table: [
      { strength: per(15, 5), use: "oral liquid labelled 15 mg per 5 mL" },
      { strength: perMl(10), use: "injection vial" },
      { strength: perMl(15), use: "injection vial" },
      { strength: perMl(30), use: "injection vial" },
      { strength: perMl(60), use: "concentrated injection" },
      { strength: perMl(100), use: "prefilled syringe" },
    ],
    medications: [
      { name: "Ketorolac tromethamine", form: "injection", strength: perMl(30) },
      { name: "Ketorolac tromethamine", form: "injection", strength: perMl(15) },
      { name: "Enoxaparin", form: "prefilled syringe", strength: perMl(100) },
      { name: "Prednisolone", form: "oral solution", strength: per(15, 5) },
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
      "Prefilled syringes may hold more than the dose; the prescriber or pharmacist says whether any liquid is expelled.",
      `A volume of ${mlText(30, per(15, 5))} fills a 10 mL oral syringe to the top mark: draw it slowly to avoid air gaps.`,
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
        answer: `${mgEq(30, perMl(100))}. Whether a prefilled syringe is given whole or in part is for the prescriber or pharmacist to say.`,
      },
    ],
  },
  {
    path: "/40-mg-to-ml",
    intro: [
      `This page starts at 40 mg with a 40 mg/mL strength, so the answer is ${mlText(40, perMl(40))}. Forty milligrams is a common single dose across injections and oral suspensions, and each product's strength gives it a different volume.`,
      `At 10 mg/mL it takes ${mlText(40, perMl(10))}; a suspension at 40 mg per 5 mL needs ${mlText(40, per(40, 5))}; a 100 mg/mL prefilled syringe holds it in ${mlText(40, perMl(100))}. Those three volumes need three different syringes, which is why the strength has to be confirmed before anything is measured.`,
    ],
    formula: true,
    table: [
      { strength: per(40, 5), use: "oral suspension labelled 40 mg per 5 mL" },
      { strength: perMl(10), use: "injection vial" },
      { strength: perMl(20), use: "2% solution" },
      { strength: perMl(40), use: "injection vial" },
      { strength: perMl(80), use: "concentrated injection" },
      { strength: perMl(100), use: "prefilled syringe" },
    ],
    medications: [
      { name: "Methylprednisolone sodium succinate", form: "injection after reconstitution", strength: perMl(40) },
      { name: "Famotidine", form: "oral suspension", strength: per(40, 5) },
      { name: "Furosemide", form: "injection", strength: perMl(10) },
      { name: "Enoxaparin", form: "prefilled syringe", strength: perMl(100) },
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
      `Check the syringe size against the volume: ${mlText(40, perMl(100))} and ${mlText(40, perMl(10))} need different syringes.`,
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
        answer: `It depends on the volume: ${mgEq(40, perMl(100))} fits the ${syringeFor(volumeFor(40, perMl(100)), "injection")}, while ${mgEq(40, perMl(10))} needs the ${syringeFor(volumeFor(40, perMl(10)), "injection")}.`,
      },
      {
        question: "Is 40 mg in 0.4 mL the same as 100 mg/mL?",
        answer: `Yes: 40 mg in 0.4 mL is 100 mg in each mL, so ${mgEq(40, perMl(100))}.`,
      },
    ],
  },
];
