/**
 * Page text of the 50, 60, 70, 80 and 100 mg pages.
 */
import { example, measuringStep, mgEq, mlText, per, perMl, row, volumeFor } from "../compute";
import type { DoseContent } from "../types";

export const MG_MID: readonly DoseContent[] = [
  {
    path: "/50-mg-to-ml",
    intro: [
      `Fifty milligrams is where the home page's chart begins: for a liquid labelled 250 mg per 5 mL, ${mgEq(50, per(250, 5))}. That label strength is the same as 50 mg/mL, the preset of this page and of the calculator's Pediatric button.`,
      `Weaker suspensions need more liquid for the same dose: ${mgEq(50, per(125, 5))}, and ${mgEq(50, per(100, 5))}. Which of these you measure depends only on the bottle in your hand. ${measuringStep(volumeFor(50, per(125, 5)), "oral")}`,
    ],
    table: [
      row(per(100, 5), "oral suspension", "ibuprofen"),
      row(per(125, 5), "oral suspension", "amoxicillin"),
      row(perMl(25), "injection", "promethazine"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      row(perMl(50), "injection", "diphenhydramine"),
      row(perMl(100), "oral solution", "levetiracetam"),
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
        title: "50 mg of levetiracetam oral solution, 100 mg/mL",
        context: "A concentrated oral solution, where the dose is half of one mL.",
        amount: 50,
        strength: perMl(100),
        measure: "oral",
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
      "A dosing cup is hard to read below 5 mL; the oral syringe supplied with the bottle is the better measure for small children's doses.",
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
      row(per(120, 5), "oral suspension", "paracetamol (UK infant)"),
      row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"),
      row(perMl(30), "injection", "ketorolac tromethamine"),
      example(perMl(60)),
      row(per(250, 5), "oral suspension", "paracetamol (UK, 6 years and over)"),
      row(perMl(100), "oral solution", "levetiracetam"),
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
        title: "60 mg of ketorolac from a 30 mg/mL vial",
        context: "An injection where the dose is two whole millilitres.",
        amount: 60,
        strength: perMl(30),
        measure: "injection",
        note: "60 mg is the most ketorolac given as one dose, and only into a muscle in adults under 65: into a vein the most is 30 mg, and no more than 120 mg a day for 5 days in all.",
      },
    ],
    safety: [
      "Paracetamol liquids are sold at more than one strength in some countries; check the strength every time you buy a new bottle.",
      "Count every paracetamol-containing product given in a day, including cold and flu remedies, against the daily limit on the label.",
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
        answer: `${mgEq(60, per(160, 5))}. ${measuringStep(volumeFor(60, per(160, 5)), "oral")}`,
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
      row(per(100, 5), "oral suspension", "ibuprofen"),
      row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"),
      example(perMl(35)),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      example(perMl(70)),
      row(perMl(100), "oral solution", "levetiracetam"),
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
        title: "70 mg of a 100 mg/mL oral solution",
        context: "A calculated dose of a concentrated oral solution such as levetiracetam.",
        amount: 70,
        strength: perMl(100),
        measure: "oral",
      },
    ],
    safety: [
      "When a dose has been calculated, have the calculation checked by a second person or the pharmacist before the volume is measured.",
      "Keep the result's decimals until the last step; the syringe advice on this page says where the exact volume falls.",
    ],
    errors: [
      "Rounding twice: once when calculating the dose and again when converting it to mL.",
      "Entering the weight instead of the dose in the amount field.",
    ],
    faq: [
      {
        question: "Why does 70 mg give an odd volume?",
        answer: `Because few products are made at a strength that divides 70 evenly. At 160 mg per 5 mL, ${mgEq(70, per(160, 5))}. ${measuringStep(volumeFor(70, per(160, 5)), "oral")}`,
      },
    ],
  },
  {
    path: "/80-mg-to-ml",
    intro: [
      `At the preset 80 mg/mL, 80 mg is ${mlText(80, perMl(80))}. On the children's paracetamol (acetaminophen) liquid sold in the United States, 160 mg per 5 mL, 80 mg is half of the labelled amount: ${mgEq(80, per(160, 5))}.`,
      `Enoxaparin 80 mg is ${mlText(80, perMl(100))}, a 100 mg/mL prefilled syringe given as supplied, while gentamicin injection at 40 mg/mL gives ${mlText(80, perMl(40))}. The same 80 mg can therefore be less than 1 mL or several mL: on ibuprofen suspension labelled 100 mg per 5 mL, ${mgEq(80, per(100, 5))}.`,
    ],
    table: [
      row(per(100, 5), "oral suspension", "ibuprofen"),
      row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"),
      row(perMl(40), "injection", "gentamicin"),
      example(perMl(80)),
      row(perMl(100), "prefilled syringe", "enoxaparin"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
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
        title: "80 mg of gentamicin from a 40 mg/mL vial",
        context: "An injection vial where the dose is two mL.",
        amount: 80,
        strength: perMl(40),
        measure: "injection",
      },
    ],
    safety: [
      "A prefilled syringe is given as supplied; if the dose is not the whole syringe, ask the pharmacist rather than measuring part of it.",
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
      row(per(100, 5), "oral suspension", "ibuprofen"),
      row(per(200, 5), "oral suspension", "azithromycin"),
      row(per(250, 5), "oral suspension", "cefalexin (cephalexin)"),
      row(perMl(50), "injection", "diphenhydramine"),
      row(perMl(100), "injection", "tranexamic acid"),
      example(perMl(200)),
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
        context: "An injection vial, such as hydrocortisone made up to 100 mg in 2 mL, where one mL contains half the dose.",
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
