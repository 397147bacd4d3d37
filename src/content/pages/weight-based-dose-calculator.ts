/**
 * The Weight-Based Dose Calculator page (/weight-based-dose-calculator): its texts. The worked
 * examples are inputs: the calculator's own code (src/domain/weight-dose.ts) computes every figure
 * shown when the page is built (src/content/clinical-examples.ts).
 */
import { weightDosePage } from "../page-types";
import { EMPTY_INPUTS as E } from "~/machines/weight-dose/weight-dose.types";

export default weightDosePage({
  lead: "Work out a dose ordered per kilogram of body weight: enter the weight in kg or lb, the ordered dose in mg/kg or mcg/kg per dose (or per day, divided into doses), your maximum single dose if there is one, and the label strength for the volume in mL. It does the arithmetic and shows every step; it never suggests a dose, as it knows no medicines. Everything is calculated on your device.",
  formula: {
    heading: "How a weight-based dose is calculated",
    intro: "The weight is always used in kilograms: a weight in pounds is converted (1 lb = 0.45359237 kg) and the kilograms are shown.",
    lines: [
      "Dose per dose = ordered dose (mg/kg) × weight (kg)",
      "Dose per dose = ordered daily dose (mg/kg per day) × weight (kg) ÷ doses a day",
      "If the dose by weight is above your maximum single dose, the dose is your maximum, and the result says so",
      "Volume (mL) = dose (mg) ÷ strength (mg/mL)",
    ],
  },
  examples: {
    heading: "Worked examples",
    caption: "Weight-based doses computed by this calculator",
    inputs: [
      { name: "15 mg/kg for 10 kg", inputs: { ...E, weightText: "10", orderText: "15" } },
      { name: "15 mg/kg for 22 lb", inputs: { ...E, weightText: "22", weightUnit: "lb", orderText: "15" } },
      {
        name: "60 mg/kg per day in 4 doses for 20 kg",
        inputs: { ...E, weightText: "20", orderText: "60", basis: "perDay", dosesPerDayText: "4" },
      },
      { name: "20 mg/kg for 30 kg, maximum 500 mg", inputs: { ...E, weightText: "30", orderText: "20", maximumText: "500" } },
      {
        name: "15 mg/kg for 10 kg at 250 mg per 5 mL",
        inputs: { ...E, weightText: "10", orderText: "15", strengthText: "250 mg per 5 mL" },
      },
    ],
  },
  safety: {
    heading: "Before you give the dose",
    items: [
      "Check the weight's unit: a weight in pounds typed as kilograms more than doubles the dose. The result always shows the weight in kg.",
      "Check whether the order is per dose or per day: a daily dose given as each dose is several times too much.",
      "The calculator has no medicine database: the ordered dose and the maximum are yours, from the prescription or your reference.",
      "A weight outside 0.2 kg to 635 kg is flagged: no person weighs that, so a unit or a digit is wrong.",
      "Have a second person check the calculation for a high-alert medicine or a child's dose.",
    ],
  },
  faqHeading: "Frequently asked questions",
  faq: [
    {
      question: "How do I calculate a dose in mg/kg?",
      answer: "Multiply the ordered dose per kilogram by the weight in kilograms: 15 mg/kg for a 10 kg child is 15 × 10 = 150 mg.",
    },
    {
      question: "What if the weight is in pounds?",
      answer: "Choose lb: the weight is divided into kilograms (1 lb = 0.45359237 kg, to the nearest 0.01 kg) and the kilograms are shown and used. 22 lb is 9.98 kg, so 15 mg/kg is 149.7 mg.",
    },
    {
      question: "What if the order is per day?",
      answer: "Choose 'Per day, divided' and enter the number of doses: the daily dose by weight is divided by the number of doses, and both are shown.",
    },
    {
      question: "What does the maximum single dose do?",
      answer: "If you enter one and the dose by weight is above it, the dose to give is your maximum, said plainly: '600 mg by weight; capped at your maximum, 500 mg'. The calculator never supplies a maximum itself.",
    },
    {
      question: "Does it tell me the right dose for a medicine?",
      answer: "No. It knows no medicines and never suggests a dose per kg: it only does the arithmetic of the order you enter.",
    },
  ],
});
