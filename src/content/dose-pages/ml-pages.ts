/**
 * Page text of the 13 fixed-volume mL-to-mg pages. These pages answer "how much medicine is in
 * this volume": mg = mL × concentration (mg/mL).
 */
import { CONCENTRATION_PRESETS } from "~/data/doses";
import { example, gText, measuringStep, mgText, mlEq, per, perMl, row } from "../compute";
import { readSyringe } from "~/domain/syringe/syringe";
import { formatUnits } from "~/domain/syringe/syringe-words";
import type { DoseContent } from "../types";
import { PRODUCTS } from "../clinical";

/** The pharmacist's caution that goes with bismuth subsalicylate wherever it is named (clinical.ts). */
const BISMUTH_CAUTION = PRODUCTS.find((p) => p.name === "bismuth subsalicylate (regular strength)")!.caution!;

const WATER = CONCENTRATION_PRESETS.find((p) => p.name === "Water")!.concentration;

/** "25 units" for a volume on the U-100 insulin syringe (computed by the syringe calc). */
const insulinUnits = (volume: number): string => formatUnits(readSyringe(volume, "insulin-0-5").units?.exact ?? 0);

export const ML_CONTENT: readonly DoseContent[] = [
  {
    path: "/0-25-ml-to-mg",
    intro: [
      `A quarter of a millilitre is a small volume, so the strength of the liquid decides almost everything. At the preset 10 mg/mL, ${mlEq(0.25, perMl(10))}; at 2 mg/mL it is ${mgText(0.25, perMl(2))}, and at 100 mg/mL ${mgText(0.25, perMl(100))}.`,
      `Measuring 0.25 mL needs fine marks. ${measuringStep(0.25, "injection")} ${measuringStep(0.25, "oral")}`,
    ],
    focus: {
      heading: "0.25 mL is not a number of insulin units",
      paragraphs: [
        `If the medicine is U-100 insulin, the dose is written in units, not mL: 0.25 mL of it is ${insulinUnits(0.25)}, measured on an insulin syringe. Insulin syringes are for insulin only; any other medicine is measured in mL with the syringe named above.`,
      ],
    },
    table: [
      row(perMl(1), "oral solution", "risperidone"),
      row(perMl(2), "injection", "ondansetron"),
      row(perMl(10), "injection", "morphine sulfate"),
      row(perMl(40), "injection", "gentamicin"),
      row(perMl(100), "oral solution", "levetiracetam"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
    ],
    examples: [
      {
        title: "0.25 mL of gentamicin 40 mg/mL",
        context: "How much medicine is in a quarter of a millilitre of a 40 mg/mL vial?",
        amount: 0.25,
        strength: perMl(40),
        measure: "injection",
      },
      {
        title: "0.25 mL of cetirizine oral solution, 5 mg per 5 mL",
        context: "A small oral dose of a dilute liquid.",
        amount: 0.25,
        strength: per(5, 5),
        measure: "oral",
      },
    ],
    safety: [
      "Write the volume as 0.25 mL with its leading zero; “.25 mL” can be read as 25 mL.",
      "Do not use an insulin syringe for medicines that are not insulin: its marks are units, not mL.",
    ],
    errors: [
      "Reading 0.25 mL as 2.5 mL on a crowded scale.",
      "Reading a quarter of a millilitre off a scale numbered in whole millilitres.",
    ],
    pediatric: [
      "Very small volumes for babies are best measured with the oral syringe the pharmacy supplies, which may be marked finer than a standard one.",
    ],
    faq: [
      {
        question: "How many mg are in 0.25 mL?",
        answer: `It depends on the strength: ${mlEq(0.25, perMl(10))}, ${mlEq(0.25, perMl(40))} and ${mlEq(0.25, perMl(100))}.`,
      },
    ],
  },
  {
    path: "/0-5-ml-to-mg",
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
  },
  {
    path: "/0-75-ml-to-mg",
    intro: [
      `Three quarters of a millilitre at the preset 10 mg/mL contains ${mgText(0.75, perMl(10))}. At 20 mg/mL, ${mlEq(0.75, perMl(20))}; at 100 mg/mL it is ${mgText(0.75, perMl(100))}.`,
      `The practical question with 0.75 mL is the syringe. ${measuringStep(0.75, "injection")} ${measuringStep(0.75, "oral")}`,
    ],
    table: [
      row(perMl(2), "injection", "ondansetron"),
      row(perMl(10), "injection", "morphine sulfate"),
      row(perMl(20), "injection", "lidocaine 2%"),
      row(perMl(40), "injection", "gentamicin"),
      row(per(100, 5), "oral suspension", "ibuprofen"),
      row(perMl(100), "oral solution", "levetiracetam"),
    ],
    examples: [
      {
        title: "0.75 mL of lidocaine 2%",
        context: "A 2% solution is 20 mg in each mL.",
        amount: 0.75,
        strength: perMl(20),
        measure: "injection",
      },
      {
        title: "0.75 mL of a liquid labelled 100 mg per 5 mL",
        context: "A small oral volume with two decimals, measured to the hundredth of a millilitre.",
        amount: 0.75,
        strength: per(100, 5),
        measure: "oral",
      },
    ],
    safety: [
      "A volume with two decimals is easy to misread on a crowded scale: read it twice before giving.",
      "Hold the syringe upright and tap air to the tip before reading a three-quarter-millilitre volume.",
    ],
    errors: [
      "Measuring 0.7 mL or 0.8 mL on a 0.1 mL scale without noticing the difference.",
      "Writing .75 mL without the leading zero, which is easily read as 75 mL.",
    ],
    faq: [
      {
        question: "How many mg is 0.75 mL?",
        answer: `Three quarters of the strength per mL: ${mlEq(0.75, perMl(10))}, ${mlEq(0.75, perMl(40))}.`,
      },
    ],
  },
  {
    path: "/1-ml-to-mg",
    intro: [
      `One millilitre contains exactly the number of milligrams in the strength: that is what “mg/mL” means. At the preset 100 mg/mL, ${mlEq(1, perMl(100))}, and the concentration field is shown so you can change it to the strength on your label.`,
      `When a label gives the strength per 5 mL, divide by five first: ${mlEq(1, per(250, 5))}. Pure water is the calculator's Water preset: ${mlEq(1, perMl(WATER))}, because 1 mL of water has a mass of about 1 g.`,
    ],
    focus: {
      heading: "Concentration, not density",
      paragraphs: [
        "The calculator converts with the concentration of a medicine (how many mg of the drug are dissolved in each mL), not with the density of the liquid. The Water preset is a teaching example; for any medicine, use the strength on its label.",
      ],
    },
    table: [
      row(perMl(2), "injection", "ondansetron"),
      row(perMl(10), "injection", "lidocaine 1%"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      example(perMl(100)),
      example(perMl(250)),
      example(perMl(WATER)),
    ],
    examples: [
      {
        title: "1 mL of a suspension labelled 250 mg per 5 mL",
        context: "One fifth of the labelled 5 mL.",
        amount: 1,
        strength: per(250, 5),
        measure: "oral",
      },
      {
        title: "1 mL of lidocaine 1%",
        context: "One millilitre holds the strength per mL.",
        amount: 1,
        strength: perMl(10),
        measure: "injection",
      },
    ],
    safety: [
      "Read the strength's unit: mg/mL and mg/5 mL differ fivefold for the same number.",
      "The Water preset is not a medicine strength; never use it for a dose.",
    ],
    errors: [
      "Treating “250 mg/5 mL” as the amount in 1 mL.",
      "Using the density of a liquid as its concentration.",
    ],
    faq: [
      {
        question: "How many mg are in 1 mL?",
        answer: `As many as the strength per mL: ${mlEq(1, perMl(10))}, ${mlEq(1, perMl(100))}, ${mlEq(1, per(250, 5))}.`,
      },
      {
        question: "Does 1 mL of water weigh 1,000 mg?",
        answer: `Very nearly. The calculator's Water preset uses ${mlEq(1, perMl(WATER))}; the exact mass of 1 mL of water varies slightly with temperature.`,
      },
    ],
  },
  {
    path: "/2-5-ml-to-mg",
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
  },
  {
    path: "/3-ml-to-mg",
    intro: [
      `Three millilitres is about the most given in one injection into a large muscle. At the preset 50 mg/mL it holds ${mgText(3, perMl(50))}; at 10 mg/mL, ${mgText(3, perMl(10))}.`,
      `For oral liquids labelled per 5 mL, 3 mL is three fifths of the labelled amount: ${mlEq(3, per(250, 5))}. ${measuringStep(3, "oral")}`,
    ],
    table: [
      row(perMl(10), "injection", "furosemide"),
      row(perMl(25), "injection", "promethazine"),
      row(per(125, 5), "oral suspension", "amoxicillin"),
      example(perMl(50)),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      row(perMl(100), "oral solution", "levetiracetam"),
    ],
    examples: [
      {
        title: "3 mL at 25 mg/mL",
        context: "An example strength: how much medicine three millilitres of a 25 mg/mL vial hold.",
        amount: 3,
        strength: perMl(25),
        measure: "injection",
      },
      {
        title: "3 mL of a suspension labelled 125 mg per 5 mL",
        context: "An oral dose a little over half the labelled volume.",
        amount: 3,
        strength: per(125, 5),
        measure: "oral",
      },
    ],
    safety: [
      "A syringe filled to its top mark is hard to read; check the plunger seal sits exactly on the 3 mL line.",
      "Confirm the strength is per mL before multiplying.",
    ],
    errors: [
      "Multiplying by the per-5-mL figure as if it were per mL.",
      "Leaving an air bubble in a full syringe, which makes the volume short.",
    ],
    faq: [
      {
        question: "How many mg are in 3 mL?",
        answer: `Three times the strength per mL: ${mlEq(3, perMl(50))}, ${mlEq(3, perMl(10))}, ${mlEq(3, per(250, 5))}.`,
      },
    ],
  },
  {
    path: "/5-ml-to-mg",
    intro: [
      `Five millilitres is the volume many oral liquid labels are written for, so 5 mL contains exactly the amount printed before “per 5 mL”: ${mlEq(5, per(250, 5))}, and ${mlEq(5, per(160, 5))}.`,
      `The preset, 50 mg/mL, is the same strength as 250 mg per 5 mL, so it gives ${mgText(5, perMl(50))}. If a label states mg per mL instead, 5 mL contains five times that figure: ${mlEq(5, perMl(10))}.`,
    ],
    table: [
      row(per(100, 5), "oral suspension", "ibuprofen"),
      row(per(125, 5), "oral suspension", "amoxicillin"),
      row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      row(per(400, 5), "oral suspension", "amoxicillin"),
      row(perMl(10), "oral solution", "furosemide"),
    ],
    examples: [
      {
        title: "5 mL of a suspension labelled 400 mg per 5 mL",
        context: "The labelled volume of a high-strength suspension.",
        amount: 5,
        strength: per(400, 5),
        measure: "oral",
      },
      {
        title: "5 mL of a 10 mg/mL oral solution",
        context: "A strength given per mL instead of per 5 mL.",
        amount: 5,
        strength: perMl(10),
        measure: "oral",
      },
    ],
    safety: [
      `5 mL used to be written as “one teaspoon”; measure it in mL, not with a kitchen spoon. ${measuringStep(5, "oral")}`,
      "Check the strength line: 5 mL of a per-mL strength contains five times the printed figure.",
    ],
    errors: [
      "Assuming every 5 mL dose contains the same mg across different strengths of one medicine.",
      "Using a kitchen teaspoon, which may hold noticeably more or less than 5 mL.",
    ],
    pediatric: [
      "Children's liquids are usually labelled per 5 mL; the box's dosing table gives volumes, not mg, for that strength only.",
    ],
    faq: [
      {
        question: "How many mg are in 5 mL?",
        answer: `The amount printed per 5 mL on the label: ${mlEq(5, per(250, 5))}. For a strength per mL, multiply by five: ${mlEq(5, perMl(10))}.`,
      },
    ],
  },
  {
    path: "/10-ml-to-mg",
    intro: [
      `Ten millilitres is twice the 5 mL that oral labels are written for: ${mlEq(10, per(250, 5))}. At the preset 50 mg/mL the answer is ${mgText(10, perMl(50))}.`,
      `It is also the capacity of the largest syringes in our guide. ${measuringStep(10, "oral")}`,
    ],
    table: [
      row(per(500, 100), "infusion", "metronidazole"),
      row(per(100, 5), "oral suspension", "ibuprofen"),
      row(per(125, 5), "oral suspension", "amoxicillin"),
      row(perMl(10), "oral solution", "furosemide"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      example(perMl(50)),
    ],
    examples: [
      {
        title: "10 mL of a suspension labelled 100 mg per 5 mL",
        context: "Twice the labelled volume.",
        amount: 10,
        strength: per(100, 5),
        measure: "oral",
      },
      {
        title: "10 mL of a 500 mg in 100 mL infusion",
        context: "How much drug has run in after the first 10 mL from the pump (the bag is never measured with a syringe).",
        amount: 10,
        strength: per(500, 100),
        measure: "total",
      },
    ],
    safety: [
      "Draw 10 mL slowly so that no air gap forms at the plunger.",
      "A single oral dose above 10 mL is unusual: check it with the pharmacist before measuring.",
    ],
    errors: [
      "Reading a strength per 5 mL as per mL, which gives five times the real amount.",
      "Treating a 10 mL vial's total content as its strength per mL.",
    ],
    faq: [
      {
        question: "How many mg are in 10 mL?",
        answer: `Ten times the strength per mL, or twice the amount per 5 mL: ${mlEq(10, perMl(50))}, ${mlEq(10, per(100, 5))}.`,
      },
    ],
  },
  {
    path: "/15-ml-to-mg",
    intro: [
      `Fifteen millilitres used to be called a tablespoon. It is three times the 5 mL that many oral liquids are labelled for: ${mlEq(15, per(100, 5))}. At the preset 50 mg/mL, 15 mL holds ${mgText(15, perMl(50))}.`,
      `Bismuth subsalicylate liquid is labelled 262 mg per 15 mL; one adult dose is 30 mL, measured with the dose cup supplied. ${measuringStep(15, "oral")}`,
    ],
    table: [
      row(per(100, 5), "oral suspension", "ibuprofen"),
      row(per(125, 5), "oral suspension", "amoxicillin"),
      row(per(262, 15), "oral suspension", "bismuth subsalicylate (regular strength)"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      row(per(525, 15), "oral suspension", "bismuth subsalicylate (maximum strength)"),
      example(perMl(50)),
    ],
    examples: [
      {
        title: "15 mL of a suspension labelled 125 mg per 5 mL",
        context: "Three times the labelled volume: how much medicine it holds.",
        amount: 15,
        strength: per(125, 5),
        measure: "total",
      },
      {
        title: "15 mL of bismuth subsalicylate, 262 mg per 15 mL",
        context: `Half of one regular-strength adult dose (30 mL), measured with the cup supplied. ${BISMUTH_CAUTION}`,
        amount: 15,
        strength: per(262, 15),
        measure: "total",
      },
    ],
    safety: [
      "Use the dose cup supplied with the medicine; a tablespoon from the kitchen is not a measure.",
      "“tbsp” and “tsp” are easily confused: always use mL.",
    ],
    errors: [
      "Confusing tablespoons (15 mL) with teaspoons (5 mL).",
      "Using the 15 mL dose cup of one product to measure another with a different strength.",
    ],
    faq: [
      {
        question: "How many mg are in 15 mL?",
        answer: `Three times the amount per 5 mL: ${mlEq(15, per(100, 5))}, ${mlEq(15, per(250, 5))}.`,
      },
    ],
  },
  {
    path: "/20-ml-to-mg",
    intro: [
      `At the preset 50 mg/mL, ${mlEq(20, perMl(50))}, which is ${gText(20, perMl(50))}. Results of 1,000 mg and more are written with a thousands comma, and are often easier to read in grams.`,
      `20 mL is also a common size of multi-dose vial. At 10 mg/mL it holds ${mgText(20, perMl(10))}; as four times the labelled 5 mL of an oral liquid, ${mlEq(20, per(100, 5))}.`,
    ],
    table: [
      row(perMl(2), "injection", "ondansetron"),
      row(perMl(10), "injection", "lidocaine 1%"),
      row(perMl(20), "injection", "lidocaine 2%"),
      row(per(100, 5), "oral suspension", "ibuprofen"),
      example(perMl(50)),
      row(per(250, 5), "oral suspension", "amoxicillin"),
    ],
    examples: [
      {
        title: "A 20 mL vial of lidocaine 1%",
        context: "A 1% solution holds 10 mg in each mL: the total in a 20 mL multi-dose vial.",
        amount: 20,
        strength: perMl(10),
        measure: "total",
      },
      {
        title: "20 mL of a suspension labelled 250 mg per 5 mL",
        context: "Four times the labelled volume: how much has been used from a bottle.",
        amount: 20,
        strength: per(250, 5),
        measure: "total",
      },
    ],
    safety: [
      "Results above 1,000 mg may be written in grams: 1,000 mg = 1 g.",
      "A multi-dose vial's strength is per mL; the total in the vial is strength × volume.",
    ],
    errors: [
      "Reading 1,000 mg as 1.000 mg, where the comma is taken for a decimal point.",
      "Using the total amount in a vial as the dose.",
    ],
    faq: [
      {
        question: "Is 20 mL of a 50 mg/mL liquid 1 g?",
        answer: `Yes: ${mlEq(20, perMl(50))}, which is ${gText(20, perMl(50))}.`,
      },
    ],
  },
  {
    path: "/60-ml-to-mg",
    intro: [
      `60 mL is a common size for a bottle of oral liquid, so this page often answers “how much medicine is in the whole bottle?”. For a 60 mL bottle labelled 250 mg per 5 mL, ${mlEq(60, per(250, 5))}.`,
      `At the preset 50 mg/mL the answer is the same, ${mgText(60, perMl(50))}, because 250 mg per 5 mL is 50 mg/mL. A bottle labelled 125 mg per 5 mL contains half as much: ${mgText(60, per(125, 5))}.`,
    ],
    table: [
      row(per(100, 5), "oral suspension", "ibuprofen"),
      row(per(125, 5), "oral suspension", "amoxicillin"),
      row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"),
      row(per(200, 5), "oral suspension", "amoxicillin"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      row(per(400, 5), "oral suspension", "amoxicillin"),
    ],
    examples: [
      {
        title: "A 60 mL bottle labelled 200 mg per 5 mL",
        context: "The total amount of medicine in the bottle.",
        amount: 60,
        strength: per(200, 5),
        measure: "total",
      },
      {
        title: "A 60 mL bottle labelled 160 mg per 5 mL",
        context: "Checking what a full bottle holds.",
        amount: 60,
        strength: per(160, 5),
        measure: "total",
      },
    ],
    safety: [
      "The total in a bottle is useful for checking how long a supply lasts; it is never a dose.",
      "Keep medicine bottles out of children's reach; a whole bottle can hold many doses.",
    ],
    errors: [
      "Confusing the bottle's total content with the amount per 5 mL.",
      "Forgetting that part of the bottle has already been used.",
    ],
    faq: [
      {
        question: "How many mg are in a 60 mL bottle?",
        answer: `Multiply the volume by the strength: ${mlEq(60, per(250, 5))}; ${mlEq(60, per(100, 5))}.`,
      },
    ],
  },
  {
    path: "/100-ml-to-mg",
    intro: [
      `100 mL is the size of many infusion bags and medicine bottles. A metronidazole infusion of 500 mg in 100 mL contains exactly that, ${mlEq(100, per(500, 100))}; the page's preset of 50 mg/mL, the strength of glucose 5%, gives ${mgText(100, perMl(50))}, which is ${gText(100, perMl(50))}.`,
      `For a 100 mL bottle of a suspension labelled 250 mg per 5 mL, ${mlEq(100, per(250, 5))}. Results this large are shown with thousands commas; divide by 1,000 for grams.`,
    ],
    table: [
      row(per(500, 100), "infusion", "metronidazole"),
      row(per(1000, 100), "infusion", "paracetamol (acetaminophen)"),
      row(perMl(9), "infusion", "sodium chloride 0.9%"),
      row(per(125, 5), "oral suspension", "amoxicillin"),
      row(perMl(50), "infusion", "glucose (dextrose) 5%"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
    ],
    examples: [
      {
        title: "A 100 mL bottle labelled 125 mg per 5 mL",
        context: "How much medicine a full 100 mL bottle of the weaker suspension holds.",
        amount: 100,
        strength: per(125, 5),
        measure: "total",
      },
      {
        title: "A 100 mL bag of paracetamol (acetaminophen) 10 mg/mL",
        context: "The ready-made infusion holds 1 g in 100 mL.",
        amount: 100,
        strength: per(1000, 100),
        measure: "total",
      },
    ],
    safety: [
      "A percentage strength is grams per 100 mL, so 100 mL of an x% solution contains x g.",
      "Infusion rates and totals are set by the prescriber; this page only converts volume to mass.",
    ],
    errors: [
      `Reading ${mgText(100, perMl(50))} as a few mg by taking the thousands comma for a decimal point.`,
      "Using a bottle's total as a single dose.",
    ],
    faq: [
      {
        question: "How many grams are in 100 mL of a 5% solution?",
        answer: `5% means 5 g in every 100 mL: ${mlEq(100, perMl(50))}, which is ${gText(100, perMl(50))}.`,
      },
    ],
  },
  {
    path: "/250-ml-to-mg",
    intro: [
      `250 mL is a standard infusion bag size. At the preset 50 mg/mL, ${mlEq(250, perMl(50))}, which is ${gText(250, perMl(50))}: the glucose content of a 250 mL bag of 5% glucose, because 5% means 5 g per 100 mL, that is 50 mg/mL.`,
      `Sodium chloride 0.9% contains 9 mg in each mL, so ${mlEq(250, perMl(9))}. The calculator accepts percentages directly: type “0.9%” or “5%” in the concentration field.`,
    ],
    table: [
      example(perMl(2)),
      example(perMl(4)),
      row(perMl(9), "infusion", "sodium chloride 0.9%"),
      row(perMl(50), "infusion", "glucose (dextrose) 5%"),
      row(perMl(100), "infusion", "glucose (dextrose) 10%"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
    ],
    examples: [
      {
        title: "A 250 mL bag of glucose 10%",
        context: "10% means 10 g in every 100 mL, that is 100 mg/mL.",
        amount: 250,
        strength: perMl(100),
        measure: "total",
      },
      {
        title: "A 250 mL bag of sodium chloride 0.9%",
        context: "0.9% means 0.9 g in every 100 mL, that is 9 mg/mL.",
        amount: 250,
        strength: perMl(9),
        measure: "total",
      },
    ],
    safety: [
      "Totals in large volumes are best read in grams: divide mg by 1,000.",
      "Infusion volumes are measured by pumps and giving sets, not syringes.",
    ],
    errors: [
      "Reading 0.9% as 0.9 mg/mL: it is 9 mg in each mL.",
      "Mixing grams and milligrams when writing a bag's total: give it in one unit, with the unit written out.",
    ],
    faq: [
      {
        question: "How many mg of glucose are in 250 mL of 5% glucose?",
        answer: `${mlEq(250, perMl(50))}, that is ${gText(250, perMl(50))}, because 5% is 50 mg/mL.`,
      },
      {
        question: "How many mg of salt are in 250 mL of 0.9% sodium chloride?",
        answer: `${mlEq(250, perMl(9))}, because 0.9% is 9 mg/mL.`,
      },
    ],
  },
];
