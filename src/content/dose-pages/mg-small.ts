/**
 * Page text of the small mg doses: 1, 2, 2.5, 5, 10 and 15 mg. Every figure in prose comes from
 * the compute helpers (mgEq, mlText…); every sentence that recommends a syringe comes from the
 * one syringe rule (measuringStep); tables and examples hold inputs only.
 */
import { formatConcentration } from "~/domain/number/concentration";
import { example, measuringStep, mgEq, mgPerMl, mlText, per, perMl, row, strengthLabel, volumeFor } from "../compute";
import type { DoseContent } from "../types";

export const MG_SMALL: readonly DoseContent[] = [
  {
    path: "/1-mg-to-ml",
    intro: [
      `At this page's preset of 1 mg/mL, 1 mg is ${mlText(1, perMl(1))}. That is the only strength at which the number of milligrams and the number of millilitres are the same; at any other strength a 1 mg dose becomes a different volume, often a small fraction of a millilitre.`,
      "Doses as small as 1 mg usually belong to potent medicines, so the unit deserves a second look: 1 mg is 1,000 mcg, and reading one for the other is a 1,000-fold error. Confirm that the order and the label both say mg before you convert.",
    ],
    focus: {
      heading: "Small volumes from a 1 mg dose",
      paragraphs: [
        `The stronger the liquid, the smaller the volume: ${mgEq(1, perMl(2))} and ${mgEq(1, perMl(10))}. ${measuringStep(volumeFor(1, perMl(10)), "injection")}`,
      ],
    },
    table: [
      row(perMl(1), "oral solution", "risperidone"),
      row(perMl(2), "injection", "ondansetron"),
      row(perMl(4), "injection", "dexamethasone sodium phosphate"),
      row(perMl(5), "injection", "haloperidol lactate"),
      example(perMl(10)),
      row(per(5, 5), "oral solution", "cetirizine"),
    ],
    examples: [
      {
        title: "1 mg from a 2 mg/mL injection",
        context: "An order for 1 mg; the vial in hand is labelled 2 mg/mL.",
        amount: 1,
        strength: perMl(2),
        measure: "injection",
      },
      {
        title: "1 mg of an oral solution labelled 1 mg/mL",
        context: "A liquid taken by mouth, where milligrams and millilitres happen to match.",
        amount: 1,
        strength: perMl(1),
        measure: "oral",
      },
    ],
    safety: [
      "Write the dose as 1 mg, never 1.0 mg: a trailing zero can be read as 10 mg.",
      "Check that the order says mg and not mcg before converting; 1 mg is 1,000 mcg.",
      "Read the scale at eye level, at the edge of the plunger's seal nearest the tip.",
    ],
    errors: [
      "Assuming 1 mg is always 1 mL. It is only at 1 mg/mL.",
      "Writing .1 mL instead of 0.1 mL: without the leading zero the decimal point is easy to miss.",
    ],
    faq: [
      {
        question: "Is 1 mg the same as 1 mL?",
        answer: `Only for a liquid that contains 1 mg in every mL. Milligrams measure mass and millilitres measure volume; the concentration links them. For example, ${mgEq(1, perMl(2))}, and ${mgEq(1, per(5, 5))}.`,
      },
      {
        question: "My label gives the strength in mcg/mL. Can I still convert 1 mg?",
        answer: "Yes. Type the strength as written, for example 500 mcg/mL, in the concentration field: the calculator converts it to mg/mL first. Keep the dose in mg in the amount field.",
      },
    ],
  },
  {
    path: "/2-mg-to-ml",
    intro: [
      `Ondansetron injection is made at 2 mg/mL, and at that strength a 2 mg dose is ${mlText(2, perMl(2))}. The page's preset uses the same figures; change the concentration to the one on your label and the volume follows the rule mL = mg ÷ mg/mL.`,
      `With numbers this small, the strengths on two labels are easy to confuse: ${mgEq(2, perMl(4))}, while ${mgEq(2, perMl(1))}. Taking the wrong vial or bottle changes the volume many times over, so read the strength line before you draw up.`,
    ],
    focus: {
      heading: "Same medicine, different strengths",
      paragraphs: [
        `Many medicines come in more than one strength, and a vial label may give the total amount instead of the amount per mL. A vial labelled ${strengthLabel(per(4, 2))} holds ${formatConcentration(mgPerMl(per(4, 2)))}, so ${mgEq(2, per(4, 2))}. Convert the label to mg per mL first if the calculator's result surprises you.`,
      ],
    },
    table: [
      row(per(4, 5), "oral solution", "ondansetron"),
      row(perMl(1), "oral solution", "risperidone"),
      row(perMl(2), "injection", "ondansetron"),
      row(perMl(4), "injection", "dexamethasone sodium phosphate"),
      row(perMl(5), "injection", "haloperidol lactate"),
      row(perMl(10), "injection", "dexamethasone sodium phosphate"),
    ],
    examples: [
      {
        title: "2 mg from a 4 mg/mL vial",
        context: "The dose is 2 mg and the vial in hand is the 4 mg/mL strength.",
        amount: 2,
        strength: perMl(4),
        measure: "injection",
      },
      {
        title: "2 mg of a 1 mg/mL oral solution",
        context: "A caregiver gives 2 mg of an oral solution that contains 1 mg in each mL.",
        amount: 2,
        strength: perMl(1),
        measure: "oral",
      },
    ],
    safety: [
      "Compare the strength on the vial with the strength the dose was worked out for before drawing up.",
      "Expel air bubbles before reading the volume: a bubble takes up space the medicine should fill.",
    ],
    errors: [
      "Drawing up 2 mL because the dose is 2 mg: that is right only at 1 mg/mL.",
      "Reading the total in the vial as the strength per mL when the label states both.",
    ],
    faq: [
      {
        question: "How many mL is 2 mg?",
        answer: `It depends on the concentration: ${mgEq(2, perMl(2))}, ${mgEq(2, perMl(5))} and ${mgEq(2, perMl(1))}. Divide 2 by the number of mg per mL on the label.`,
      },
    ],
  },
  {
    path: "/2-5-mg-to-ml",
    intro: [
      `This page is preset to 2.5 mg at 5 mg/mL, which gives ${mlText(2.5, perMl(5))}. A 2.5 mg dose is often half of a 5 mg one, and at any strength its volume is half of the 5 mg volume.`,
      "The decimal point is the risk with this dose: 2.5 mg misread as 25 mg is a tenfold overdose. Keep the point clear, never write a trailing zero (2.50 mg), and read the result back before measuring. In web addresses the point is written as a dash, which is why this page lives at /2-5-mg-to-ml.",
    ],
    focus: {
      heading: "Measuring a half-millilitre step",
      paragraphs: [
        `On a liquid labelled 5 mg per 5 mL, ${mgEq(2.5, per(5, 5))}. ${measuringStep(volumeFor(2.5, per(5, 5)), "oral")}`,
      ],
    },
    table: [
      row(per(5, 5), "oral solution", "cetirizine"),
      row(per(4, 5), "oral solution", "ondansetron"),
      example(perMl(2.5)),
      row(perMl(5), "injection", "haloperidol lactate"),
      row(perMl(10), "injection", "dexamethasone sodium phosphate"),
      example(perMl(25)),
    ],
    examples: [
      {
        title: "2.5 mg from a 10 mg/mL vial",
        context: "A dose of 2.5 mg is drawn from a vial labelled 10 mg/mL.",
        amount: 2.5,
        strength: perMl(10),
        measure: "injection",
      },
      {
        title: "2.5 mg of an oral liquid labelled 5 mg per 5 mL",
        context: "Half of the 5 mL dose volume printed on the label.",
        amount: 2.5,
        strength: per(5, 5),
        measure: "oral",
      },
    ],
    safety: [
      "Say and write the dose as “two point five milligrams” and 2.5 mg, never 2.50 mg.",
      "Check the result against the 5 mg volume: it should be exactly half.",
    ],
    errors: [
      "Dropping the decimal point and measuring the volume for 25 mg.",
      "Halving the volume twice when a 5 mg dose is split in two.",
    ],
    pediatric: [
      "Children's doses such as 2.5 mg are measured with an oral syringe rather than a cup: a cup cannot show a fraction of a millilitre reliably.",
      "If the medicine came with its own syringe, use that one: its marks match the volumes the pharmacy expects you to give.",
    ],
    faq: [
      {
        question: "Is 2.5 mg half the volume of 5 mg?",
        answer: `Yes, as long as the strength is the same: ${mgEq(2.5, perMl(10))}, while ${mgEq(5, perMl(10))}. If the two doses come from different products, convert each one separately.`,
      },
    ],
  },
  {
    path: "/5-mg-to-ml",
    intro: [
      `Oral liquids are often labelled per 5 mL, so a 5 mg dose is easy to get wrong. ${mgEq(5, per(5, 5))}, but ${mgEq(5, perMl(5))}: the same figure 5 on two labels leads to very different volumes.`,
      "The preset here is 5 mg at 5 mg/mL. Replace the concentration with the one printed on your label; if the label gives an amount per 5 mL you can type it as written, for example “5 mg per 5 mL”, and the calculator converts it to mg/mL.",
    ],
    table: [
      row(per(5, 5), "oral solution", "cetirizine"),
      row(per(10, 5), "oral solution", "morphine sulfate"),
      row(perMl(2), "injection", "ondansetron"),
      row(perMl(5), "injection", "metoclopramide"),
      row(perMl(10), "injection", "morphine sulfate"),
      example(perMl(50)),
    ],
    examples: [
      {
        title: "5 mg of a liquid labelled 10 mg per 5 mL",
        context: "An oral liquid twice as strong as the 5 mg per 5 mL version.",
        amount: 5,
        strength: per(10, 5),
        measure: "oral",
      },
      {
        title: "5 mg from a 10 mg/mL vial",
        context: "The dose is drawn from a vial labelled 10 mg/mL.",
        amount: 5,
        strength: perMl(10),
        measure: "injection",
      },
    ],
    safety: [
      "Read the strength line twice: “5 mg/5 mL” and “5 mg/mL” look alike but are very different concentrations.",
      "Use an oral syringe or the device that came with the medicine, never a kitchen spoon.",
      "If you switch between two strengths of the same medicine, recalculate the volume every time.",
    ],
    errors: [
      "Reading “5 mg/5 mL” as 5 mg/mL, which gives one fifth of the right volume.",
      "Using a household teaspoon for 5 mL: kitchen spoons vary widely in size.",
    ],
    pediatric: [
      "Children's liquids often state the dose volume in mL on the box; follow the prescriber's or pharmacist's instructions and measure with the device supplied.",
      "Some medicines are sold in an infant and a children's strength; check which one you have before converting.",
    ],
    faq: [
      {
        question: "Does a 5 mg dose mean 5 mL of liquid?",
        answer: `Only for a liquid with 1 mg in each mL, such as one labelled 5 mg per 5 mL: ${mgEq(5, per(5, 5))}. At 5 mg/mL the same dose is ${mlText(5, perMl(5))}.`,
      },
      {
        question: "Can I type “5 mg/5 mL” into the calculator?",
        answer: "Yes. The concentration field accepts an amount per volume as written on the label (5 mg per 5 mL, 250 mg/5 mL) and shows it converted to mg/mL.",
      },
    ],
  },
  {
    path: "/10-mg-to-ml",
    intro: [
      `${mgEq(10, perMl(10))}. Strengths of 10 mg/mL are common for injections and oral solutions (furosemide comes as both), so a 10 mg dose is often exactly one millilitre. At other strengths it is not: ${mgEq(10, perMl(4))}.`,
      "Some labels state the strength as a percentage. A 1% solution contains 1 g in 100 mL, which is 10 mg/mL, so 10 mg of lidocaine 1% is also 1 mL. Type “1%” in the concentration field and the calculator does the conversion.",
    ],
    table: [
      row(per(5, 5), "oral solution", "cetirizine"),
      row(per(10, 5), "oral solution", "morphine sulfate"),
      row(perMl(4), "injection", "dexamethasone sodium phosphate"),
      row(perMl(10), "oral solution", "furosemide"),
      row(perMl(20), "injection", "lidocaine 2%"),
      example(perMl(50)),
    ],
    examples: [
      {
        title: "10 mg of lidocaine 2%",
        context: "A 2% solution contains 2 g in 100 mL, that is 20 mg in each mL.",
        amount: 10,
        strength: perMl(20),
        measure: "injection",
      },
      {
        title: "10 mg of an oral solution labelled 10 mg per 5 mL",
        context: "An oral liquid whose strength is given for a 5 mL dose.",
        amount: 10,
        strength: per(10, 5),
        measure: "oral",
      },
    ],
    safety: [
      "Convert a percentage to mg/mL before comparing strengths: 1% is 10 mg/mL, 2% is 20 mg/mL.",
      "Check that “10” on the label is the strength per mL and not the total volume of the vial.",
      "Read the volume at eye level and recheck it before giving.",
    ],
    errors: [
      "Reading 1% as 1 mg/mL: the real strength is 10 mg/mL, a tenfold difference.",
      "Measuring 10 mL because the dose is 10 mg.",
    ],
    faq: [
      {
        question: "Why is 10 mg so often exactly 1 mL?",
        answer: `Because 10 mg/mL is a common strength for injections and oral solutions, and ${mgEq(10, perMl(10))}. On a 5 mg/mL product the same dose is ${mlText(10, perMl(5))}, so check the strength before assuming one millilitre.`,
      },
      {
        question: "How many mL is 10 mg of a 1% solution?",
        answer: `A 1% solution is 10 mg/mL, so ${mgEq(10, perMl(10))}. You can type 1% into the concentration field directly.`,
      },
    ],
  },
  {
    path: "/15-mg-to-ml",
    intro: [
      `The preset is 15 mg at 10 mg/mL, which gives ${mlText(15, perMl(10))}. ${measuringStep(volumeFor(15, perMl(10)), "oral")}`,
      `Prednisolone oral solution is made at 15 mg per 5 mL, where ${mgEq(15, per(15, 5))}, the full volume printed on the label. Ketorolac injection at 15 mg/mL makes the same dose ${mlText(15, perMl(15))}.`,
    ],
    table: [
      row(per(10, 5), "oral solution", "morphine sulfate"),
      row(per(15, 5), "oral solution", "prednisolone"),
      example(perMl(5)),
      // Not morphine injection 10 mg/mL: 15 mg is above its usual single dose (src/data/max-doses.ts).
      example(perMl(10)),
      row(perMl(15), "injection", "ketorolac tromethamine"),
      row(perMl(30), "injection", "ketorolac tromethamine"),
    ],
    examples: [
      {
        title: "15 mg from a 30 mg/mL vial",
        context: "Only the higher-strength vial is available for a 15 mg dose.",
        amount: 15,
        strength: perMl(30),
        measure: "injection",
      },
      {
        title: "15 mg of an oral solution labelled 10 mg per 5 mL",
        context: "A dilute oral liquid, where the dose is more than the labelled 5 mL.",
        amount: 15,
        strength: per(10, 5),
        measure: "oral",
      },
    ],
    safety: [
      "Check that the strength is per 5 mL or per mL before you divide.",
      `Keep the decimal point in ${mlText(15, perMl(10))} visible: without it the volume reads ten times larger.`,
    ],
    errors: [
      `Rounding ${mlText(15, perMl(10))} up to a whole mL because the syringe in hand has no mark for it.`,
      "Using the strength of a different product in the same family without checking the label.",
    ],
    pediatric: [
      "Prednisolone liquid is often given to children by weight: the dose in mg comes from the prescriber, and this page only turns it into mL.",
    ],
    faq: [
      {
        question: "Can I measure 15 mg at 10 mg/mL with an oral syringe?",
        answer: `${mgEq(15, perMl(10))}. ${measuringStep(volumeFor(15, perMl(10)), "oral")}`,
      },
    ],
  },
];
