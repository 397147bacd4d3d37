/**
 * The Serial Dilution Calculator page (/serial-dilution-calculator): its texts. The formulas, the
 * worked examples, the FAQ and the sources are computed by the calculator's own code
 * (src/content/serial-dilution-examples.ts).
 */
import { serialDilutionPage } from "../page-types";

export default serialDilutionPage({
  lead: "Plan a serial dilution: enter the stock concentration, the dilution factor per step (or the final concentration to reach), the number of steps and the final volume per tube. You get the volume to carry from tube to tube, the diluent per tube and every tube's concentration, to copy or download as CSV. Everything is calculated on your device.",
  formula: {
    heading: "How a serial dilution is calculated",
    intro:
      "Each step dilutes by the same factor, so tube n holds the stock divided by the factor to the power n. With the final volume per tube measured before the transfer out:",
  },
  examples: {
    heading: "Worked examples",
    caption: "Serial dilutions planned by the calculator, as typed",
  },
  faqHeading: "Frequently asked questions",
  faq: [
    {
      question: "Is 1:10 a factor of 10 or of 11?",
      answer: "The calculator takes one number, the dilution factor: the total volume over the volume carried (1 part in 10 parts in all is 10). If you type 1:10 it asks which you mean: 10 for 1 part in 10 parts in all, 11 for 1 part plus 10 parts of diluent.",
    },
    {
      question: "Why does the calculator warn about volumes under 1 µL?",
      answer: "Common adjustable pipettes do not measure below about 1 µL reliably; the error grows toward the bottom of a pipette's range. When a transfer or the diluent per tube is under 1 µL the plan is shown with a caution: use a larger final volume per tube, or change the factor and the number of steps.",
    },
  ],
  tips: {
    heading: "Tips",
    items: [
      "Change the tip between tubes, and mix each tube well before the next transfer: carried-over stock on a tip adds up along a series.",
      "Say which volume you mean: 'final volume per tube' before the transfer out (what the tube holds after mixing) or after it (what stays in the tube). The calculator does both and says which it used.",
      "Pipetting errors add up over many steps: for a very large total dilution, make an intermediate stock first.",
      "Between a mass unit and a molar unit a molecular weight is needed: convert the stock first with the concentration converter.",
      "A point is always a decimal here (1.000 mM is one millimolar), powers of ten are read (1e-3, 1.5×10⁻⁶) and thousands may take a space (2 500). Decimal commas are accepted (2,5 reads as 2.5); a comma that could separate thousands (“1,200”) is asked about, never guessed.",
    ],
  },
});
