/**
 * The Infusion Rate Calculator page (/infusion-rate-calculator): its texts. The worked examples
 * are inputs: the calculator's own code (src/domain/infusion-rate.ts) computes every figure shown
 * when the page is built (src/content/clinical-examples.ts).
 */
import { infusionRatePage } from "../page-types";
import { EMPTY_INPUTS as E } from "~/machines/infusion-rate/infusion-rate.types";
import type { ExampleSource } from "../page-types";

/** Published nursing exercises the volume examples are worked from (issue 56). */
const MD0904 =
  "US Army Medical Department Center and School, Pharmacology Math for the Practical Nurse (Subcourse MD0904), Lesson 2, Section IV: Computing Intravenous Infusion Rates";
const MD0904_FORMULA = "http://armymedical.tpub.com/MD0904/Factors-That-Influence-Volume-Determination-Pharmacology-Math-for-the-Practical-Nurse-123.htm";
const MD0904_PROBLEMS = "http://armymedical.tpub.com/MD0904/Practice-Problems-Pharmacology-Math-for-the-Practical-Nurse-124.htm";
const SLIDES = "IV infusions: calculating volume, time and drip rates, nursing calculations lecture slides (SlidePlayer)";
const SLIDES_URL = "http://slideplayer.com/slide/1399705/";
const source = (name: string, url: string, answer: string, stated: ExampleSource["stated"]): ExampleSource => ({
  name,
  url,
  answer,
  stated,
});

/** The case: 5 mcg/kg per minute for 70 kg with 400 mg in 250 mL. */
const PER_KG = {
  ...E,
  doseText: "5",
  doseUnit: "mcg",
  perKg: true,
  per: "min",
  weightText: "70",
  bagText: "400 mg in 250 mL",
} as const;

export default infusionRatePage({
  lead: "Work out the rate to set in mL/h from a dose rate ordered in mg, mcg or units per minute or per hour (per kg with a weight) and what is in the bag, or the dose rate a running rate delivers. Add a gravity set's drop factor for drops per minute, and a volume for the time it takes. You choose per minute or per hour, as the order is written: it is never guessed. Everything is calculated on your device.",
  formula: {
    heading: "How an infusion rate is calculated",
    intro:
      "The bag's strength is its amount divided by its volume (400 mg in 250 mL is 1.6 mg/mL); an order in mcg is divided by 1\u202f000 for a bag in mg.",
    lines: [
      "Rate (mL/h) = dose rate per hour ÷ strength (mg/mL or units/mL)",
      "Dose rate per hour = dose per minute × 60; for an order per kg, × weight (kg)",
      "Dose rate = rate (mL/h) × strength (÷ 60 per minute) (÷ weight per kg)",
      "Drops per minute = rate (mL/h) × drop factor (drops/mL) ÷ 60, counted in whole drops",
      "Time (hours) = volume (mL) ÷ rate (mL/h)",
      "From a volume and a time: rate (mL/h) = volume (mL) × 60 ÷ time (minutes); drops per minute = volume (mL) × drop factor ÷ time (minutes)",
      "From a volume and a rate: the clock time it ends = the start time + volume ÷ rate",
    ],
  },
  examples: {
    heading: "Worked examples",
    caption: "Infusion rates computed by this calculator",
    inputs: [
      { name: "5 mcg/kg per minute for 70 kg, 400 mg in 250 mL", inputs: PER_KG },
      {
        name: "1\u202f000 units per hour, 25\u202f000 units in 500 mL",
        inputs: { ...E, doseText: "1000", doseUnit: "units", per: "h", bagText: "25000 units in 500 mL" },
      },
      {
        name: "2 mg per minute, 1 g in 250 mL",
        inputs: { ...E, doseText: "2", per: "min", bagText: "1 g in 250 mL" },
      },
      {
        name: "5 mcg/kg per minute for 70 kg, 400 mg in 250 mL, 20 drops/mL, 250 mL",
        inputs: { ...PER_KG, dropFactor: 20, volumeText: "250" },
      },
      {
        name: "13.1 mL/h of 400 mg in 250 mL for 70 kg, as mcg/kg per minute",
        inputs: { ...PER_KG, direction: "rateToDose", rateText: "13.1" },
      },
      {
        name: "1\u202f000 mL over 8 hours",
        inputs: { ...E, direction: "volumeOverTime", volumeText: "1000", durationText: "8", durationUnit: "h" },
        source: source(SLIDES, SLIDES_URL, "1\u202f000 ÷ 8 = 125 mL per hour", { mlPerHour: 125 }),
      },
      {
        name: "500 mL over 7 hours",
        inputs: { ...E, direction: "volumeOverTime", volumeText: "500", durationText: "7", durationUnit: "h" },
        source: source(SLIDES, SLIDES_URL, "500 ÷ 7 = 71.4 mL per hour", { mlPerHour: 71.4 }),
      },
      {
        name: "1\u202f000 mL over 8 hours, 20 drops/mL",
        inputs: { ...E, direction: "volumeOverTime", volumeText: "1000", durationText: "8", durationUnit: "h", dropFactor: 20 },
        source: source(MD0904, MD0904_FORMULA, "20\u202f000 ÷ 480 = 41.67 = 42 drops/min", { mlPerHour: 125, dropsPerMinute: 42 }),
      },
      {
        name: "1\u202f000 mL over 10 hours, 15 drops/mL",
        inputs: { ...E, direction: "volumeOverTime", volumeText: "1000", durationText: "10", durationUnit: "h", dropFactor: 15 },
        source: source(MD0904, MD0904_FORMULA, "15\u202f000 ÷ 600 = 25 drops/min", { mlPerHour: 100, dropsPerMinute: 25 }),
      },
      {
        name: "1\u202f500 mL over 24 hours, 60 drops/mL",
        inputs: { ...E, direction: "volumeOverTime", volumeText: "1500", durationText: "24", durationUnit: "h", dropFactor: 60 },
        source: source(MD0904, MD0904_PROBLEMS, "90\u202f000 ÷ 1\u202f440 = 63 drops/min", { mlPerHour: 62.5, dropsPerMinute: 63 }),
      },
      {
        name: "250 mL over 45 minutes, 10 drops/mL",
        inputs: { ...E, direction: "volumeOverTime", volumeText: "250", durationText: "45", durationUnit: "min", dropFactor: 10 },
        source: source(MD0904, MD0904_PROBLEMS, "2\u202f500 ÷ 45 = 56 drops/min", { mlPerHour: 333.3, dropsPerMinute: 56 }),
      },
      {
        name: "750 mL at 60 mL/h, started at 20:00",
        inputs: { ...E, direction: "volumeAndRate", volumeText: "750", rateText: "60", startText: "20:00" },
        source: source(SLIDES, SLIDES_URL, "750 ÷ 60 = 12½ hours", { minutes: 750 }),
      },
    ],
  },
  safety: {
    heading: "Before you start the infusion",
    items: [
      "Check whether the order is per minute or per hour: read one as the other and the rate is 60 times too high or too low. The calculator asks, and refuses an order typed with the other time unit.",
      "Check the order's unit against the bag: an order in units needs a bag in units, an order in mg or mcg a bag in mg or g.",
      "For an order per kg, check the weight's unit: the result always shows the weight in kg.",
      "The rate is rounded to 0.1 mL/h from 10 mL/h and 0.01 mL/h below; if that moves it by more than 1 %, a caution gives the exact figure.",
      "Under 1 drop per minute is too slow for a gravity set: use an infusion pump.",
      "Under 5 drops per minute, counting in whole drops can move the rate by more than 10 % (1.5 counted as 2 runs a third fast): the calculator says so. A microdrip set (60 drops/mL) or an infusion pump sets such a rate more closely.",
      "Over 100 drops per minute a gravity drip is too fast to count by eye (more than a drop every 0.6 seconds): a convention of this calculator, which says so and suggests an infusion pump.",
      "A time typed without its unit needs minutes or hours chosen. Changing a unit after typing never re-reads the number: it is converted and said (90 minutes becomes 1.5 hours), or kept with the unit it was typed in.",
      "A rate above 999 mL/h, faster than many pumps can be set, gets a caution: check the order, the volume and the time as typed. So does a volume that takes longer than 24 hours, how long many policies let a bag hang.",
      "The calculator knows no medicines: the order is yours, from the prescription. Have a second person check a high-alert infusion.",
    ],
  },
  faqHeading: "Frequently asked questions",
  faq: [
    {
      question: "How do I convert mcg/kg/min to mL/h?",
      answer:
        "Multiply the dose by the weight and by 60 for the dose per hour, convert mcg to mg, and divide by the bag's strength: 5 mcg/kg/min × 70 kg × 60 = 21\u202f000 mcg/h = 21 mg/h; 400 mg in 250 mL is 1.6 mg/mL; 21 ÷ 1.6 = 13.125, set as 13.1 mL/h.",
    },
    {
      question: "How do I work out drops per minute?",
      answer:
        "Multiply the rate in mL/h by the drop factor printed on the giving set and divide by 60: 13.1 mL/h at 20 drops/mL is 4.37, counted as 4 drops per minute. Macrodrip sets give 10, 15 or 20 drops/mL, microdrip sets 60 drops/mL.",
    },
    {
      question: "Can it tell me the dose a running infusion gives?",
      answer:
        "Yes: choose 'Dose rate from mL/h', enter the rate and the bag. 13.1 mL/h of 400 mg in 250 mL for 70 kg is 4.99 mcg/kg per minute.",
    },
    {
      question: "Why must I choose per minute or per hour?",
      answer:
        "Because an order's time unit is never guessed: a per-minute order read as per hour is a 60-fold error. Until you choose there is no result, and an order typed with '/min' or '/h' must agree with your choice.",
    },
    {
      question: "Does it tell me the right rate for a medicine?",
      answer: "No. It knows no medicines and never suggests a dose or a rate: it only does the arithmetic of the order you enter.",
    },
  ],
});
