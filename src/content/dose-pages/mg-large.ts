/**
 * Page text of the larger mg doses: 180, 200, 250, 262, 300, 375, 400, 500 and 1,200 mg.
 */
import { formatDose } from "~/domain/number/format";
import { example, measuringStep, mgEq, mgText, mlText, per, perMl, row, volumeFor } from "../compute";
import type { DoseContent } from "../types";
import { COMMON_CHART } from "../home";
import { PRODUCTS } from "../clinical";

/** Regular-strength bismuth subsalicylate liquid: 262 mg per 15 mL (clinical.ts). */
const BISMUTH_PRODUCT = PRODUCTS.find((p) => p.name === "bismuth subsalicylate (regular strength)")!;
const BISMUTH = BISMUTH_PRODUCT.strength;

export const MG_LARGE: readonly DoseContent[] = [
  {
    path: "/180-mg-to-ml",
    intro: [
      `The preset pairs 180 mg with a 60 mg/mL liquid: ${mgEq(180, perMl(60))}. Like other doses that are not round hundreds, 180 mg often comes from a calculation, and the volume depends heavily on which strength is used.`,
      `For US acetaminophen liquid at 160 mg per 5 mL, ${mgEq(180, per(160, 5))}. ${measuringStep(volumeFor(180, per(160, 5)), "oral")}`,
    ],
    table: [
      // Not ketorolac 30 mg/mL: 180 mg is more than its daily maximum (src/data/max-doses.ts).
      example(perMl(30)),
      row(per(160, 5), "oral suspension", "acetaminophen (US infants' and children's)"),
      row(per(200, 5), "oral suspension", "azithromycin"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      example(perMl(60)),
      row(perMl(100), "oral solution", "levetiracetam"),
    ],
    examples: [
      {
        title: "180 mg of a suspension labelled 200 mg per 5 mL",
        context: "A dose a little under the labelled amount.",
        amount: 180,
        strength: per(200, 5),
        measure: "oral",
      },
      {
        title: "180 mg of a 100 mg/mL oral solution",
        context: "A concentrated oral solution where the dose is nearly two mL.",
        amount: 180,
        strength: perMl(100),
        measure: "oral",
      },
    ],
    safety: [
      "For calculated doses, keep the exact result; never round the dose and then the volume as well.",
      "Have a calculated dose checked by a second person or the pharmacist before it is measured.",
    ],
    errors: [
      "Rounding 180 mg up to 200 mg before converting, then rounding the volume again.",
      "Reading “160 mg/5 mL” as 160 mg per mL.",
    ],
    faq: [
      {
        question: "Can 180 mg of a 160 mg per 5 mL liquid be measured exactly?",
        answer: `${mgEq(180, per(160, 5))}. ${measuringStep(volumeFor(180, per(160, 5)), "oral")}`,
      },
    ],
  },
  {
    path: "/200-mg-to-ml",
    intro: [
      `Several oral suspensions are made at 200 mg per 5 mL, where ${mgEq(200, per(200, 5))}, the labelled volume. This page's preset of 100 mg/mL gives ${mlText(200, perMl(100))}, and a 400 mg per 5 mL suspension halves the volume to ${mlText(200, per(400, 5))}.`,
      `At 100 mg per 5 mL the same dose needs ${mlText(200, per(100, 5))}. ${measuringStep(volumeFor(200, per(100, 5)), "oral")} Checking which of these strengths is in the bottle is the most useful step on this page.`,
    ],
    table: [
      row(per(100, 5), "oral suspension", "carbamazepine"),
      row(per(200, 5), "oral suspension", "amoxicillin"),
      row(per(400, 5), "oral suspension", "amoxicillin"),
      example(perMl(50)),
      row(perMl(100), "oral solution", "levetiracetam"),
      example(perMl(200)),
    ],
    examples: [
      {
        title: "200 mg of a suspension labelled 400 mg per 5 mL",
        context: "A high-strength suspension where the dose is half the labelled amount.",
        amount: 200,
        strength: per(400, 5),
        measure: "oral",
      },
      {
        title: "200 mg from a 50 mg/mL vial",
        context: "An example injection strength where the dose takes several mL.",
        amount: 200,
        strength: perMl(50),
        measure: "injection",
      },
    ],
    safety: [
      "High-strength suspensions (for example 400 mg per 5 mL) need less liquid: check the strength whenever a new bottle is started.",
      "Shake the suspension before each dose.",
    ],
    errors: [
      "Using the volume from a 200 mg per 5 mL bottle with a 400 mg per 5 mL bottle, which doubles the dose.",
      "Measuring 5 mL on habit because the dose is the labelled amount on a different strength.",
    ],
    pediatric: [
      "Children's antibiotic suspensions come in several strengths; the dispensing label states the volume to give for that bottle.",
    ],
    faq: [
      {
        question: "What if I use the 200 mg per 5 mL volume with a 400 mg per 5 mL bottle?",
        answer: `The dose doubles: 5 mL of the stronger suspension contains ${mgText(5, per(400, 5))}. For 200 mg of it the volume is ${mlText(200, per(400, 5))}.`,
      },
    ],
  },
  {
    path: "/250-mg-to-ml",
    intro: [
      `This page's preset, 250 mg at 50 mg/mL, gives ${mlText(250, perMl(50))}. It is the same strength as the familiar “250 mg per 5 mL” on oral suspensions, which is why 250 mg so often means 5 mL: ${mgEq(250, per(250, 5))}.`,
      `On the weaker 125 mg per 5 mL suspension the same dose doubles to ${mlText(250, per(125, 5))}; on a 100 mg/mL concentrate it is ${mlText(250, perMl(100))}.`,
    ],
    table: [
      row(per(125, 5), "oral suspension", "amoxicillin"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      row(per(400, 5), "oral suspension", "amoxicillin"),
      row(perMl(100), "oral solution", "levetiracetam"),
      example(perMl(125)),
      row(perMl(250), "injection", "amikacin"),
    ],
    examples: [
      {
        title: "250 mg of a suspension labelled 125 mg per 5 mL",
        context: "The weaker suspension, so twice the labelled volume.",
        amount: 250,
        strength: per(125, 5),
        measure: "oral",
      },
      {
        title: "250 mg of a suspension labelled 400 mg per 5 mL",
        context: "A stronger suspension, where the volume is not a round number.",
        amount: 250,
        strength: per(400, 5),
        measure: "oral",
      },
    ],
    safety: [
      "“250 mg per 5 mL” means 50 mg in each mL; enter it as written or as 50.",
      `On the strongest amoxicillin suspension, ${mgEq(250, per(400, 5))}. ${measuringStep(volumeFor(250, per(400, 5)), "oral")}`,
    ],
    errors: [
      "Giving 5 mL of a 125 mg per 5 mL suspension for a 250 mg dose: that is half the dose.",
      "Entering 250 as the concentration when the label says 250 mg per 5 mL.",
    ],
    pediatric: [
      "Oral antibiotics for children are often dispensed at 125 or 250 mg per 5 mL; the pharmacy label gives the volume for the bottle dispensed.",
      "Finish measuring before giving: pausing halfway invites mistakes.",
    ],
    faq: [
      {
        question: "Is 250 mg always 5 mL?",
        answer: `Only on a liquid labelled 250 mg per 5 mL (${mgEq(250, per(250, 5))}). On 125 mg per 5 mL it is ${mlText(250, per(125, 5))}, and on 400 mg per 5 mL it is ${mlText(250, per(400, 5))}.`,
      },
    ],
  },
  {
    path: "/262-mg-to-ml",
    intro: [
      `262 mg is the amount of bismuth subsalicylate in 15 mL of a widely sold regular-strength stomach remedy (262 mg per 15 mL), and in one of its chewable tablets. On that liquid, ${mgEq(262, BISMUTH)}: half of one adult dose, which is 30 mL (${mgText(30, BISMUTH)}) or two tablets, at most 8 doses in 24 hours. At the page's preset of 100 mg/mL, an example strength, ${mgEq(262, perMl(100))}.`,
      `${BISMUTH_PRODUCT.caution} The liquid comes with its own dose cup; adults and children 12 years and over follow the label, and younger children only on a doctor's advice.`,
    ],
    focus: {
      heading: "Regular and maximum strength",
      paragraphs: [
        `The maximum-strength liquid holds 525 mg per 15 mL, twice as much: there ${mgEq(262, per(525, 15))}, about half the volume. Check which bottle you have before measuring: the same 15 mL holds twice the salicylate in the stronger one (${mgText(15, per(525, 15))}).`,
      ],
    },
    table: [
      row(BISMUTH, "oral suspension", BISMUTH_PRODUCT.name),
      row(per(525, 15), "oral suspension", "bismuth subsalicylate (maximum strength)"),
      example(perMl(50)),
      example(perMl(100)),
      example(perMl(200)),
    ],
    examples: [
      {
        title: "262 mg of bismuth subsalicylate liquid, 262 mg per 15 mL",
        context: "The regular-strength liquid, whose label states the amount in 15 mL: half of the 30 mL adult dose, measured with the dose cup supplied.",
        amount: 262,
        strength: BISMUTH,
        measure: "total",
      },
      {
        title: "262 mg at 100 mg/mL",
        context: "The page's example strength, where the result has two decimals.",
        amount: 262,
        strength: perMl(100),
        measure: "oral",
      },
    ],
    safety: [
      "Bismuth subsalicylate is a salicylate, like aspirin: do not take it with aspirin or other salicylates, and ask a pharmacist first if you take a blood thinner.",
      "It can turn the tongue and stools dark; that is expected and harmless.",
      "Use the dose cup supplied with the liquid; a kitchen spoon is not a measure.",
    ],
    errors: [
      "Rounding 262 mg to 250 mg before converting “to make it easier”.",
      "Using the regular-strength volume with the maximum-strength bottle, which doubles the salicylate.",
    ],
    pediatric: [
      "Do not give bismuth subsalicylate to children or teenagers who have or are recovering from chickenpox or flu-like symptoms: salicylates are linked to Reye's syndrome.",
    ],
    faq: [
      {
        question: "How many mL is 262 mg of bismuth subsalicylate?",
        answer: `On the regular-strength liquid, ${mgEq(262, BISMUTH)}; on the maximum-strength liquid, ${mgEq(262, per(525, 15))}. ${measuringStep(volumeFor(262, per(525, 15)), "oral")}`,
      },
    ],
  },
  {
    path: "/300-mg-to-ml",
    intro: [
      `${mgEq(300, perMl(100))}, the preset, an example strength. Three hundred milligrams is a usual single dose of clindamycin by injection, which comes at 150 mg/mL.`,
      `On a suspension labelled 250 mg per 5 mL, ${mgEq(300, per(250, 5))}; clindamycin injection at 150 mg/mL makes it ${mlText(300, perMl(150))}. ${measuringStep(volumeFor(300, per(250, 5)), "oral")}`,
    ],
    table: [
      row(per(125, 5), "oral suspension", "phenytoin"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      row(per(100, 5), "oral suspension", "ibuprofen"),
      row(perMl(100), "oral solution", "levetiracetam"),
      row(perMl(150), "injection", "clindamycin"),
      example(perMl(200)),
    ],
    examples: [
      {
        title: "300 mg of clindamycin from a 150 mg/mL vial",
        context: "An injection where the dose is two mL.",
        amount: 300,
        strength: perMl(150),
        measure: "injection",
      },
      {
        title: "300 mg of a suspension labelled 250 mg per 5 mL",
        context: "The dose is a little more than the labelled amount.",
        amount: 300,
        strength: per(250, 5),
        measure: "oral",
      },
    ],
    safety: [
      `At the example strength of 100 mg/mL, ${mgEq(300, perMl(100))}. ${measuringStep(volumeFor(300, perMl(100)), "injection")}`,
      "Check the order of the numbers on combination products, which list two strengths per 5 mL.",
    ],
    errors: [
      "Using the volume worked out for the 100 mg/mL example strength with a 250 mg per 5 mL bottle.",
      "Leaving an air gap at the plunger of a full syringe, so the volume is short.",
    ],
    faq: [
      {
        question: "Which syringe measures 300 mg?",
        answer: `At 100 mg/mL, ${mgEq(300, perMl(100))}. ${measuringStep(volumeFor(300, perMl(100)), "injection")} At 250 mg per 5 mL it is ${mlText(300, per(250, 5))}, an oral dose. ${measuringStep(volumeFor(300, per(250, 5)), "oral")}`,
      },
    ],
  },
  {
    path: "/375-mg-to-ml",
    intro: [
      `375 mg is three times 125 mg, so on liquids labelled per 125 mg the volume is a round multiple. At the preset of 125 mg/mL, an example strength, ${mgEq(375, perMl(125))}; on amoxicillin suspension at 125 mg per 5 mL, ${mgEq(375, per(125, 5))}.`,
      `${measuringStep(volumeFor(375, per(125, 5)), "oral")} On the 250 mg per 5 mL suspension the same dose is ${mlText(375, per(250, 5))}.`,
    ],
    table: [
      row(per(125, 5), "oral suspension", "amoxicillin"),
      row(per(200, 5), "oral suspension", "amoxicillin"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      example(perMl(50)),
      example(perMl(125)),
      row(perMl(250), "injection", "amikacin"),
    ],
    examples: [
      {
        title: "375 mg of a suspension labelled 250 mg per 5 mL",
        context: "One and a half times the labelled amount.",
        amount: 375,
        strength: per(250, 5),
        measure: "oral",
      },
      {
        title: "375 mg at 125 mg/mL",
        context: "This page's example strength: three times 125 mg in three millilitres.",
        amount: 375,
        strength: perMl(125),
        measure: "injection",
      },
    ],
    safety: [
      "A dose that needs more than 10 mL of a weak suspension is worth checking with the pharmacist: a stronger suspension may exist.",
      "When a dose is a multiple of the labelled amount, check the volume is the same multiple of the labelled volume.",
    ],
    errors: [
      "Reading the 125 mg per 5 mL volume off a 250 mg per 5 mL bottle, or the reverse.",
      "Confusing 375 mg with 3.75 mL or 37.5 mL when copying the result.",
    ],
    faq: [
      {
        question: "How do I measure 375 mg of a 125 mg per 5 mL suspension?",
        answer: `${mgEq(375, per(125, 5))}. ${measuringStep(volumeFor(375, per(125, 5)), "oral")}`,
      },
    ],
  },
  {
    path: "/400-mg-to-ml",
    intro: [
      `With the page's 100 mg/mL example strength, 400 mg takes ${mlText(400, perMl(100))}. Suspensions made at 400 mg per 5 mL put the whole dose in the labelled volume (${mgEq(400, per(400, 5))}), while weaker liquids need far more.`,
      `On a 100 mg per 5 mL suspension, ${mgEq(400, per(100, 5))}. ${measuringStep(volumeFor(400, per(100, 5)), "oral")}`,
    ],
    table: [
      row(per(100, 5), "oral suspension", "ibuprofen"),
      row(per(200, 5), "oral suspension", "amoxicillin"),
      row(per(400, 5), "oral suspension", "amoxicillin"),
      example(perMl(50)),
      row(perMl(100), "oral solution", "levetiracetam"),
      example(perMl(200)),
    ],
    examples: [
      {
        title: "400 mg of a suspension labelled 200 mg per 5 mL",
        context: "Twice the labelled amount.",
        amount: 400,
        strength: per(200, 5),
        measure: "oral",
      },
      {
        title: "400 mg at 200 mg/mL",
        context: "An example strength for a concentrated injection.",
        amount: 400,
        strength: perMl(200),
        measure: "injection",
      },
    ],
    safety: [
      `Twice the labelled amount of a 200 mg per 5 mL suspension: ${mgEq(400, per(200, 5))}. ${measuringStep(volumeFor(400, per(200, 5)), "oral")}`,
      "Double-check high doses with the prescriber or pharmacist if the volume seems unusually large.",
    ],
    errors: [
      "Reading 400 mg per 5 mL as 400 mg/mL.",
      "Measuring a large volume in a kitchen cup or spoon.",
    ],
    faq: [
      {
        question: "Why is 400 mg so much liquid on some suspensions?",
        answer: `Because weaker suspensions hold fewer mg in each mL: ${mgEq(400, per(100, 5))}, but ${mgEq(400, per(400, 5))}.`,
      },
    ],
  },
  {
    path: "/500-mg-to-ml",
    intro: [
      `${mgEq(500, COMMON_CHART.strength)}: the last and largest row of the home page's common chart, which runs from ${formatDose(COMMON_CHART.doses[0]!, "mg")} to ${formatDose(COMMON_CHART.doses.at(-1)!, "mg")}. At the preset 100 mg/mL the same 500 mg is ${mlText(500, perMl(100))}, and 500 mg is also 0.5 g, so check whether an order is written in grams before converting.`,
      `Some infusions come ready-mixed, for example metronidazole 500 mg in 100 mL: ${mgEq(500, per(500, 100))}, so a 500 mg dose is the whole bag, given by a pump or gravity set, never measured with a syringe.`,
    ],
    table: [
      row(per(500, 100), "infusion", "metronidazole"),
      row(per(125, 5), "oral suspension", "amoxicillin"),
      row(per(250, 5), "oral suspension", "amoxicillin"),
      row(per(400, 5), "oral suspension", "amoxicillin"),
      row(per(500, 5), "oral solution", "metformin"),
      row(perMl(250), "injection", "amikacin"),
    ],
    examples: [
      {
        title: "500 mg of a suspension labelled 400 mg per 5 mL",
        context: "A little more than the labelled amount, so a little more than 5 mL.",
        amount: 500,
        strength: per(400, 5),
        measure: "oral",
      },
      {
        title: "500 mg of amikacin from a 250 mg/mL vial",
        context: "A concentrated injection where the dose is two mL.",
        amount: 500,
        strength: perMl(250),
        measure: "injection",
      },
    ],
    safety: [
      "Doses of 500 mg and more are sometimes written in grams (0.5 g); convert to mg before using this calculator.",
      `On 125 mg per 5 mL the dose is ${mlText(500, per(125, 5))}. ${measuringStep(volumeFor(500, per(125, 5)), "oral")}`,
    ],
    errors: [
      "Typing 0.5 (grams) into the mg field.",
      "Assuming 500 mg of every product is 10 mL because it is on the 250 mg per 5 mL chart.",
    ],
    faq: [
      {
        question: "Is 500 mg the same as 0.5 g?",
        answer: `Yes. Convert a dose written in grams to mg before entering it: the calculator's amount field takes mg. At 250 mg per 5 mL, ${mgEq(500, per(250, 5))}.`,
      },
    ],
  },
  {
    path: "/1200-mg-to-ml",
    intro: [
      `1,200 mg is 1.2 g, and it is written with a comma here because doses of 1,000 mg and above are grouped in thousands. At the preset 200 mg/mL, ${mgEq(1200, perMl(200))}; at 100 mg/mL it is ${mlText(1200, perMl(100))}, more than the largest syringe in our guide.`,
      "With large doses, a slip between mg and g is a thousandfold error. The calculator will not guess what “1,200” means in its amount field, where a comma could also be a decimal comma: type 1200 without the comma.",
    ],
    focus: {
      heading: "When the volume is larger than one syringe",
      paragraphs: [
        `At 100 mg/mL the volume is ${mlText(1200, perMl(100))}. ${measuringStep(volumeFor(1200, perMl(100)), "injection")} A dose this size given by vein is usually prepared by a pharmacy as an infusion, not drawn up by syringe.`,
        `Oral liquids are often weaker, and then the volume is larger still: on 250 mg per 5 mL, ${mgEq(1200, per(250, 5))}. ${measuringStep(volumeFor(1200, per(250, 5)), "oral")} A stronger suspension needs less: on amoxicillin–clavulanate at 600 mg per 5 mL (amoxicillin content), ${mgEq(1200, per(600, 5))}. ${measuringStep(volumeFor(1200, per(600, 5)), "oral")}`,
      ],
    },
    // No metronidazole or paracetamol infusion, nor amoxicillin 250 mg per 5 mL, at 1,200 mg: each
    // is more than one dose of that product may be (src/data/max-doses.ts).
    table: [
      example(perMl(100)),
      example(perMl(150)),
      example(per(250, 5)),
      row(per(600, 5), "oral suspension", "amoxicillin–clavulanate (amoxicillin content)"),
      example(perMl(200)),
      row(perMl(250), "injection", "amikacin"),
    ],
    examples: [
      {
        title: "1,200 mg at 200 mg/mL",
        context: "The example strength this page starts with: a concentrate that keeps the volume under 10 mL.",
        amount: 1200,
        strength: perMl(200),
        measure: "injection",
      },
      {
        title: "1,200 mg of a suspension labelled 600 mg per 5 mL",
        context: "A strong suspension that keeps a large dose to one syringe.",
        amount: 1200,
        strength: per(600, 5),
        measure: "oral",
      },
    ],
    safety: [
      `Write large doses with a thousands comma (${formatDose(1200, "mg")}) or in grams (1.2 g), never as 1200.0 mg.`,
      "Confirm whether the order is per dose or per day before converting a large amount.",
      "A volume above 10 mL for one dose is a reason to check the dose and the strength with the pharmacist before anything else.",
    ],
    errors: [
      "Reading 1.2 g as 12 g or 120 mg.",
      "Typing “1,200” where a comma is read as a decimal point (1.2).",
    ],
    faq: [
      {
        question: "How do I measure 1,200 mg when the volume is more than 10 mL?",
        answer: `At 100 mg/mL the volume is ${mlText(1200, perMl(100))}. ${measuringStep(volumeFor(1200, perMl(100)), "injection")}`,
      },
      {
        question: "Why does the calculator refuse “1,200”?",
        answer: "Because in many countries the comma is a decimal point, so “1,200” could mean 1.2. A 1,000-fold error is the worst mistake a dose calculator can make, so it asks you to type 1200 instead.",
      },
    ],
  },
];
