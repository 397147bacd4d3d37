/**
 * Page text of the larger mg doses: 180, 200, 250, 262, 300, 375, 400, 500 and 1,200 mg.
 */
import { formatDose } from "~/lib/number/format";
import { measuringStep, mgEq, mgText, mlText, per, perMl, syringeFor, volumeFor } from "../compute";
import type { DoseContent } from "../types";
import { COMMON_CHART } from "../home";

export const MG_LARGE: readonly DoseContent[] = [
  {
    path: "/180-mg-to-ml",
    intro: [
      `The preset pairs 180 mg with a 60 mg/mL liquid: ${mgEq(180, perMl(60))}. Like other doses that are not round hundreds, 180 mg often comes from a calculation, and the volume depends heavily on which strength is used.`,
      `On a liquid labelled 160 mg per 5 mL, ${mgEq(180, per(160, 5))}. ${measuringStep(volumeFor(180, per(160, 5)), "oral")}`,
    ],
    table: [
      { strength: perMl(30), use: "oral solution or injection" },
      { strength: per(160, 5), use: "oral liquid labelled 160 mg per 5 mL" },
      { strength: per(200, 5), use: "oral suspension labelled 200 mg per 5 mL" },
      { strength: per(250, 5), use: "oral suspension labelled 250 mg per 5 mL" },
      { strength: perMl(60), use: "oral concentrate or injection" },
      { strength: perMl(100), use: "concentrated injection" },
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
        title: "180 mg from a 100 mg/mL vial",
        context: "An injection where the dose is nearly two mL.",
        amount: 180,
        strength: perMl(100),
        measure: "injection",
      },
    ],
    safety: [
      "For calculated doses, keep the exact result and round only to the nearest mark of the syringe, once.",
      "If the nearest mark differs noticeably from the exact volume, ask the pharmacist whether a different syringe or strength suits better.",
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
      `At 100 mg per 5 mL the same dose needs ${mlText(200, per(100, 5))}, the full capacity of a 10 mL oral syringe. Checking which of these strengths is in the bottle is the most useful step on this page.`,
    ],
    table: [
      { strength: per(100, 5), use: "oral suspension labelled 100 mg per 5 mL" },
      { strength: per(200, 5), use: "oral suspension labelled 200 mg per 5 mL" },
      { strength: per(400, 5), use: "oral suspension labelled 400 mg per 5 mL" },
      { strength: perMl(50), use: "injection vial" },
      { strength: perMl(100), use: "injection vial or oral concentrate" },
      { strength: perMl(200), use: "concentrated injection" },
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
        context: "An injection where the dose takes several mL.",
        amount: 200,
        strength: perMl(50),
        measure: "injection",
      },
    ],
    safety: [
      "High-strength suspensions (for example 400 mg per 5 mL) need less liquid: check the strength whenever a new bottle is started.",
      "Shake the suspension before each dose.",
      "Use a syringe large enough for the whole dose rather than refilling a small one several times.",
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
      { strength: per(125, 5), use: "oral suspension labelled 125 mg per 5 mL" },
      { strength: per(250, 5), use: "oral suspension or solution labelled 250 mg per 5 mL" },
      { strength: per(400, 5), use: "oral suspension labelled 400 mg per 5 mL" },
      { strength: perMl(100), use: "injection or oral concentrate" },
      { strength: perMl(125), use: "concentrated injection" },
      { strength: perMl(250), use: "highly concentrated injection" },
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
      "A 10 mL oral syringe or the dosing cup supplied suits doses of 5 to 10 mL; spoons do not.",
    ],
    errors: [
      "Giving 5 mL of a 125 mg per 5 mL suspension for a 250 mg dose: that is half the dose.",
      "Entering 250 as the concentration when the label says 250 mg per 5 mL.",
    ],
    pediatric: [
      "Oral antibiotics for children are often dispensed at 125 or 250 mg per 5 mL; the pharmacy label gives the volume for the bottle dispensed.",
      "Finish measuring before giving: pausing halfway through a syringeful invites mistakes.",
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
      `262 mg is not a number anyone picks at random: it is the amount of bismuth subsalicylate in one regular-strength chewable tablet of a widely sold stomach remedy, and it shows how a label can fix an unusual dose. At the page's preset of 100 mg/mL, ${mgEq(262, perMl(100))}.`,
      `A volume with two decimals is hard to measure exactly. ${measuringStep(volumeFor(262, perMl(100)), "injection")}`,
    ],
    table: [
      { strength: perMl(10), use: "oral solution" },
      { strength: perMl(25), use: "oral liquid" },
      { strength: perMl(50), use: "oral suspension or injection" },
      { strength: per(250, 5), use: "oral suspension labelled 250 mg per 5 mL" },
      { strength: perMl(100), use: "oral concentrate or injection" },
      { strength: perMl(200), use: "concentrated injection" },
    ],
    examples: [
      {
        title: "262 mg at 100 mg/mL",
        context: "The preset of this page: a concentrate where the result has two decimals.",
        amount: 262,
        strength: perMl(100),
        measure: "oral",
      },
      {
        title: "262 mg at 50 mg/mL",
        context: "A weaker liquid where the dose needs more volume.",
        amount: 262,
        strength: perMl(50),
        measure: "oral",
      },
    ],
    safety: [
      "A dose fixed by a product's tablet strength is not automatically the right dose of a liquid: follow the liquid's own label.",
      "When the exact volume falls between marks, the nearest mark is the practical dose; the rounding error is shown on the syringe page.",
    ],
    errors: [
      "Rounding 262 mg to 250 mg before converting “to make it easier”.",
      "Reading a two-decimal result as a whole number of mL.",
    ],
    faq: [
      {
        question: "Why does 262 mg give a volume with two decimals?",
        answer: `Because 262 is not a round multiple of common strengths: ${mgEq(262, perMl(100))} and ${mgEq(262, perMl(50))}. The calculator keeps the decimals; round only to the nearest mark of the syringe you use.`,
      },
    ],
  },
  {
    path: "/300-mg-to-ml",
    intro: [
      `${mgEq(300, perMl(100))}, the preset: exactly the capacity of a 3 mL syringe. Three hundred milligrams is also the amount in 5 mL of a 300 mg per 5 mL suspension (${mgEq(300, per(300, 5))}).`,
      `On a suspension labelled 250 mg per 5 mL, ${mgEq(300, per(250, 5))}; at 150 mg/mL, a strength used for some injections, ${mgEq(300, perMl(150))}. ${measuringStep(volumeFor(300, per(250, 5)), "oral")}`,
    ],
    table: [
      { strength: per(250, 5), use: "oral suspension labelled 250 mg per 5 mL" },
      { strength: per(300, 5), use: "oral suspension labelled 300 mg per 5 mL" },
      { strength: perMl(100), use: "injection or oral concentrate" },
      { strength: perMl(150), use: "injection vial" },
      { strength: perMl(200), use: "concentrated injection" },
      { strength: per(125, 5), use: "oral suspension labelled 125 mg per 5 mL" },
    ],
    examples: [
      {
        title: "300 mg from a 150 mg/mL vial",
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
      `A volume that fills a syringe to its last mark (${mlText(300, perMl(100))} in a 3 mL syringe) leaves no room for error: a larger syringe may be easier to read.`,
      "Check the order of the numbers on combination products, which list two strengths per 5 mL.",
    ],
    errors: [
      "Using the 300 mg per 5 mL strength's volume with a 250 mg per 5 mL bottle.",
      "Leaving an air gap at the plunger of a full syringe, so the volume is short.",
    ],
    faq: [
      {
        question: "Does 300 mg fit in a 3 mL syringe?",
        answer: `At 100 mg/mL, exactly: ${mgEq(300, perMl(100))}, the syringe's full capacity. At 250 mg per 5 mL it is ${mlText(300, per(250, 5))}, which needs the ${syringeFor(volumeFor(300, per(250, 5)), "oral")}.`,
      },
    ],
  },
  {
    path: "/375-mg-to-ml",
    intro: [
      `375 mg is three times 125 mg, which makes it a natural dose for products made at 125 mg per 5 mL or 125 mg/mL. At the preset of 125 mg/mL, ${mgEq(375, perMl(125))}; on a 125 mg per 5 mL liquid, ${mgEq(375, per(125, 5))}.`,
      `${measuringStep(volumeFor(375, per(125, 5)), "oral")} Writing down each part as it is measured helps you keep count.`,
    ],
    table: [
      { strength: per(125, 5), use: "oral suspension labelled 125 mg per 5 mL" },
      { strength: per(250, 5), use: "oral suspension labelled 250 mg per 5 mL" },
      { strength: per(200, 5), use: "oral suspension labelled 200 mg per 5 mL" },
      { strength: perMl(50), use: "injection vial" },
      { strength: perMl(125), use: "concentrated injection" },
      { strength: perMl(250), use: "highly concentrated injection" },
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
        context: "This page's starting strength: three times 125 mg in three millilitres.",
        amount: 375,
        strength: perMl(125),
        measure: "injection",
      },
    ],
    safety: [
      "Large oral volumes can be measured in equal parts with the same syringe; write down each part as you go.",
      "When a dose is a multiple of the labelled amount, check the volume is the same multiple of the labelled volume.",
    ],
    errors: [
      "Measuring one 10 mL syringeful and forgetting the remainder.",
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
      `At the preset 100 mg/mL, 400 mg is ${mlText(400, perMl(100))}. Suspensions made at 400 mg per 5 mL put the whole dose in the labelled volume (${mgEq(400, per(400, 5))}), while weaker liquids need far more.`,
      `On a 100 mg per 5 mL suspension, ${mgEq(400, per(100, 5))}. ${measuringStep(volumeFor(400, per(100, 5)), "oral")}`,
    ],
    table: [
      { strength: per(100, 5), use: "oral suspension labelled 100 mg per 5 mL" },
      { strength: per(200, 5), use: "oral suspension labelled 200 mg per 5 mL" },
      { strength: per(400, 5), use: "oral suspension labelled 400 mg per 5 mL" },
      { strength: perMl(50), use: "injection vial" },
      { strength: perMl(100), use: "injection or oral concentrate" },
      { strength: perMl(200), use: "concentrated injection" },
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
        title: "400 mg from a 200 mg/mL vial",
        context: "A concentrated injection.",
        amount: 400,
        strength: perMl(200),
        measure: "injection",
      },
    ],
    safety: [
      "For volumes above 10 mL, a marked dosing cup or two measured syringefuls are safer than one overfilled syringe.",
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
      `Some infusions come ready-mixed, for example 500 mg in 100 mL: ${mgEq(500, per(500, 100))}, so a 500 mg dose is the whole bag, given by a pump or gravity set rather than a syringe.`,
    ],
    table: [
      { strength: per(125, 5), use: "oral suspension labelled 125 mg per 5 mL" },
      { strength: per(250, 5), use: "oral suspension labelled 250 mg per 5 mL" },
      { strength: per(500, 100), use: "ready-to-use infusion bag" },
      { strength: perMl(100), use: "injection or oral concentrate" },
      { strength: perMl(250), use: "concentrated injection" },
      { strength: per(400, 5), use: "oral suspension labelled 400 mg per 5 mL" },
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
        title: "500 mg from a 250 mg/mL concentrate",
        context: "A concentrated injection where the dose is two mL.",
        amount: 500,
        strength: perMl(250),
        measure: "injection",
      },
    ],
    safety: [
      "Doses of 500 mg and more are sometimes written in grams (0.5 g); convert to mg before using this calculator.",
      `On 125 mg per 5 mL the dose is ${mlText(500, per(125, 5))}: use a marked dosing cup or measure it in parts.`,
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
        `At 100 mg/mL the volume is ${mlText(1200, perMl(100))}. ${measuringStep(volumeFor(1200, perMl(100)), "injection")} Infusion volumes are usually prepared by a pharmacy or drawn up with larger syringes than the ones shown here.`,
        `Oral liquids are often weaker, and then the volume is larger still: on 250 mg per 5 mL, ${mgEq(1200, per(250, 5))}. ${measuringStep(volumeFor(1200, per(250, 5)), "oral")} A stronger suspension needs less: on 600 mg per 5 mL, ${mgEq(1200, per(600, 5))}, which fits the ${syringeFor(volumeFor(1200, per(600, 5)), "oral")}.`,
      ],
    },
    table: [
      { strength: per(250, 5), use: "oral suspension labelled 250 mg per 5 mL" },
      { strength: per(600, 5), use: "oral suspension labelled 600 mg per 5 mL" },
      { strength: perMl(100), use: "injection or oral concentrate" },
      { strength: perMl(200), use: "concentrated injection" },
      { strength: perMl(250), use: "concentrated injection" },
      { strength: per(500, 100), use: "ready-to-use infusion bag, 500 mg in 100 mL" },
    ],
    examples: [
      {
        title: "1,200 mg from a 200 mg/mL concentrate",
        context: "The strength this page starts with: a concentrate that keeps the volume under 10 mL.",
        amount: 1200,
        strength: perMl(200),
        measure: "injection",
      },
      {
        title: "1,200 mg of a suspension labelled 250 mg per 5 mL",
        context: "A large oral volume.",
        amount: 1200,
        strength: per(250, 5),
        measure: "oral",
      },
    ],
    safety: [
      `Write large doses with a thousands comma (${formatDose(1200, "mg")}) or in grams (1.2 g), never as 1200.0 mg.`,
      "Confirm whether the order is per dose or per day before converting a large amount.",
      "Volumes above 10 mL: use a marked cup, a larger syringe or several equal parts.",
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
