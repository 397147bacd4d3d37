/**
 * Page text of the 50, 60, 70, 80 and 100 mg pages.
 */
import { measuringStep, mgEq, mlText, per, perMl, volumeFor } from "../compute";
import type { DoseContent } from "../types";

export const MG_MID: readonly DoseContent[] = [
  {
    path: "/50-mg-to-ml",
    intro: [
      `Fifty milligrams is where the home page's chart begins: for a liquid labelled 250 mg per 5 mL, ${mgEq(50, per(250, 5))}. That label strength is the same as 50 mg/mL, the preset of this page and of the calculator's Pediatric button.`,
      `Weaker suspensions need more liquid for the same dose: ${mgEq(50, per(125, 5))}, and ${mgEq(50, per(100, 5))}. Which of these you measure depends only on the bottle in your hand.`,
    ],
    table: [
      { strength: per(100, 5), use: "oral suspension labelled 100 mg per 5 mL" },
      { strength: per(125, 5), use: "oral suspension labelled 125 mg per 5 mL" },
      { strength: perMl(25), use: "injection vial" },
      { strength: per(250, 5), use: "oral suspension labelled 250 mg per 5 mL" },
      { strength: perMl(50), use: "injection vial" },
      { strength: perMl(100), use: "concentrated injection" },
    ],
    examples: [
      {
        title: "50 mg of a suspension labelled 125 mg per 5 mL",
        context: "A weaker suspension, so the same dose takes more liquid.",
        amount: 50,
        strength: per(125, 5),
        measure: "oral",
      },
      {
        title: "50 mg from a 100 mg/mL vial",
        context: "A concentrated vial, where the dose is half of one mL.",
        amount: 50,
        strength: perMl(100),
        measure: "injection",
      },
    ],
    safety: [
      "Two strengths of the same suspension often sit side by side in a pharmacy: check which one was dispensed.",
      "Shake a suspension before each dose so that the strength on the label is the strength you measure.",
    ],
    errors: [
      "Measuring 5 mL because the label mentions 5 mL, whatever the dose.",
      "Treating “250 mg/5 mL” as 250 mg/mL, which gives a fifth of the right volume.",
    ],
    pediatric: [
      "Antibiotic suspensions for children are commonly made at 125 mg and 250 mg per 5 mL; the same mg dose is twice the volume on the weaker one.",
      "Measure children's doses with an oral syringe; a dosing cup is hard to read below 5 mL.",
    ],
    faq: [
      {
        question: "How many mL is 50 mg of a 250 mg/5 mL suspension?",
        answer: `${mgEq(50, per(250, 5))}, because 250 mg per 5 mL is 50 mg in each mL.`,
      },
    ],
  },
  {
    path: "/60-mg-to-ml",
    intro: [
      `The preset is 60 mg at 60 mg/mL, so the answer here is ${mlText(60, perMl(60))}. With other strengths 60 mg is often not a whole number of millilitres, which makes measuring the main concern on this page.`,
      `Children's paracetamol (acetaminophen) liquid sold in the United States contains 160 mg per 5 mL; there ${mgEq(60, per(160, 5))}. The calculator shows the exact figure; the syringe decides what you can actually measure. ${measuringStep(volumeFor(60, per(160, 5)), "oral")}`,
    ],
    table: [
      { strength: per(120, 5), use: "infant paracetamol liquid (UK), 120 mg per 5 mL" },
      { strength: per(160, 5), use: "paracetamol (acetaminophen) liquid (US), 160 mg per 5 mL" },
      { strength: perMl(30), use: "injection vial" },
      { strength: perMl(60), use: "oral suspension or injection" },
      { strength: per(300, 5), use: "oral suspension labelled 300 mg per 5 mL" },
      { strength: perMl(100), use: "concentrated injection" },
    ],
    examples: [
      {
        title: "60 mg of a liquid labelled 120 mg per 5 mL",
        context: "The dose is half of the labelled amount, so half of the labelled volume.",
        amount: 60,
        strength: per(120, 5),
        measure: "oral",
      },
      {
        title: "60 mg from a 100 mg/mL vial",
        context: "A small volume of a concentrated injection.",
        amount: 60,
        strength: perMl(100),
        measure: "injection",
      },
    ],
    safety: [
      "When the exact volume falls between two syringe marks, ask the pharmacist which mark to use rather than guessing.",
      "Paracetamol liquids are sold at more than one strength in some countries; check the strength every time you buy a new bottle.",
    ],
    errors: [
      `Rounding a volume such as ${mlText(60, per(160, 5))} to a whole number of mL without checking with the prescriber or pharmacist.`,
      "Using the volume worked out for one paracetamol strength with a bottle of another.",
    ],
    pediatric: [
      "For children's medicines the dose in mg comes from the prescriber, the label or the pharmacist; this page only converts it to mL.",
      "The oral syringe in the pack is made for that product: use it rather than a syringe kept from another medicine.",
    ],
    faq: [
      {
        question: "How many mL is 60 mg of 160 mg/5 mL liquid?",
        answer: `${mgEq(60, per(160, 5))}. ${measuringStep(volumeFor(60, per(160, 5)), "oral")} Follow the pharmacist's advice on which mark to use.`,
      },
    ],
  },
  {
    path: "/70-mg-to-ml",
    intro: [
      `As a liquid dose, 70 mg often comes out of a calculation, for example a dose worked out from body weight, rather than straight from a label. At the preset 70 mg/mL it is ${mlText(70, perMl(70))}; at the strengths actually on the shelf, the volume is rarely round.`,
      `For a suspension labelled 100 mg per 5 mL, ${mgEq(70, per(100, 5))}; at 250 mg per 5 mL, ${mgEq(70, per(250, 5))}. ${measuringStep(volumeFor(70, per(100, 5)), "oral")}`,
    ],
    table: [
      { strength: per(100, 5), use: "oral suspension labelled 100 mg per 5 mL" },
      { strength: per(160, 5), use: "oral liquid labelled 160 mg per 5 mL" },
      { strength: perMl(35), use: "dilute injection" },
      { strength: per(250, 5), use: "oral suspension labelled 250 mg per 5 mL" },
      { strength: perMl(70), use: "injection or oral concentrate" },
      { strength: perMl(100), use: "concentrated injection" },
    ],
    examples: [
      {
        title: "70 mg of a liquid labelled 160 mg per 5 mL",
        context: "A calculated dose on a common oral liquid strength, which gives an awkward volume.",
        amount: 70,
        strength: per(160, 5),
        measure: "oral",
      },
      {
        title: "70 mg from a 100 mg/mL vial",
        context: "A calculated dose drawn from a concentrated vial.",
        amount: 70,
        strength: perMl(100),
        measure: "injection",
      },
    ],
    safety: [
      "When a dose has been calculated, have the calculation checked by a second person or the pharmacist before the volume is measured.",
      "Keep the result's decimals until the last step; round only to the nearest mark of the syringe you use.",
    ],
    errors: [
      "Rounding twice: once when calculating the dose and again when converting it to mL.",
      "Entering the weight instead of the dose in the amount field.",
    ],
    faq: [
      {
        question: "Why does 70 mg give an odd volume?",
        answer: `Because few products are made at a strength that divides 70 evenly. At 160 mg per 5 mL, ${mgEq(70, per(160, 5))}; the calculator shows up to four decimals and the syringe guide shows which mark is nearest.`,
      },
    ],
  },
  {
    path: "/80-mg-to-ml",
    intro: [
      `At the preset 80 mg/mL, 80 mg is ${mlText(80, perMl(80))}. On the children's paracetamol (acetaminophen) liquid sold in the United States, 160 mg per 5 mL, 80 mg is half of the labelled amount: ${mgEq(80, per(160, 5))}.`,
      `Enoxaparin and other medicines in 100 mg/mL prefilled syringes give ${mlText(80, perMl(100))} for 80 mg, while a 40 mg/mL injection gives ${mlText(80, perMl(40))}. The same 80 mg can therefore be less than 1 mL or several mL: on an oral suspension labelled 100 mg per 5 mL, ${mgEq(80, per(100, 5))}.`,
    ],
    table: [
      { strength: per(100, 5), use: "oral suspension labelled 100 mg per 5 mL" },
      { strength: per(160, 5), use: "paracetamol (acetaminophen) liquid (US), 160 mg per 5 mL" },
      { strength: perMl(40), use: "injection vial" },
      { strength: perMl(80), use: "injection or oral concentrate" },
      { strength: perMl(100), use: "prefilled syringe" },
      { strength: per(250, 5), use: "oral suspension labelled 250 mg per 5 mL" },
    ],
    examples: [
      {
        title: "80 mg of a liquid labelled 160 mg per 5 mL",
        context: "Half of the amount printed on the label.",
        amount: 80,
        strength: per(160, 5),
        measure: "oral",
      },
      {
        title: "80 mg from a 40 mg/mL vial",
        context: "An injection vial where the dose is two mL.",
        amount: 80,
        strength: perMl(40),
        measure: "injection",
      },
    ],
    safety: [
      "Check whether a prefilled syringe is to be given whole or only in part before giving it.",
      "Keep to one paracetamol product at a time: combination cold remedies may contain it too.",
    ],
    errors: [
      "Giving the whole 5 mL because the dose feels close to the labelled amount.",
      `Writing ${mlText(80, perMl(100))} without its leading zero, so that it is read as a whole number of mL.`,
    ],
    pediatric: [
      "For liquid paracetamol in children, use the oral syringe supplied with that bottle and the dose the label, prescriber or pharmacist gives for the child's age or weight.",
    ],
    faq: [
      {
        question: "How many mL of a 160 mg per 5 mL liquid is 80 mg?",
        answer: `${mgEq(80, per(160, 5))}: half of the 5 mL that holds the labelled 160 mg.`,
      },
    ],
  },
  {
    path: "/100-mg-to-ml",
    intro: [
      `One hundred milligrams at 100 mg/mL is ${mlText(100, perMl(100))}: that is both this page's preset and the calculator's Standard strength. On oral suspensions labelled per 5 mL the figure changes: ${mgEq(100, per(100, 5))}, and ${mgEq(100, per(250, 5))}.`,
      "Because 100 is such a round number, it is also a common place for decimal slips: 100 mg is 0.1 g, and a dose written in grams or in mg per kg needs converting to mg before this calculator can help.",
    ],
    table: [
      { strength: per(100, 5), use: "oral suspension labelled 100 mg per 5 mL" },
      { strength: per(200, 5), use: "oral suspension labelled 200 mg per 5 mL" },
      { strength: per(250, 5), use: "oral suspension labelled 250 mg per 5 mL" },
      { strength: perMl(50), use: "injection vial" },
      { strength: perMl(100), use: "injection vial or oral concentrate" },
      { strength: perMl(200), use: "concentrated injection" },
    ],
    examples: [
      {
        title: "100 mg of a suspension labelled 200 mg per 5 mL",
        context: "A stronger suspension where the dose is half the labelled amount.",
        amount: 100,
        strength: per(200, 5),
        measure: "oral",
      },
      {
        title: "100 mg from a 50 mg/mL vial",
        context: "An injection vial where one mL contains half the dose.",
        amount: 100,
        strength: perMl(50),
        measure: "injection",
      },
    ],
    safety: [
      "Convert grams to mg first (1 g = 1,000 mg) and check the zeros before typing the dose.",
      "A result of exactly 1, 2 or 5 mL is easy to measure, but still compare it with the label before giving.",
    ],
    errors: [
      "Typing 0.1 (grams) into a field that expects mg.",
      "Reading 100 mg/5 mL as 100 mg/mL and measuring one fifth of the volume.",
    ],
    faq: [
      {
        question: "How many mL of a 100 mg per 5 mL suspension is 100 mg?",
        answer: `${mgEq(100, per(100, 5))}, the whole labelled volume. At 100 mg/mL it would be ${mlText(100, perMl(100))}: mixing up those two labels gives a fivefold error.`,
      },
      {
        question: "What is the Standard button in the calculator?",
        answer: "It sets the concentration to 100 mg/mL, a common reference strength. Replace it with the strength on your own label.",
      },
    ],
  },
];
