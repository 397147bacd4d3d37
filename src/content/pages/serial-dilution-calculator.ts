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
  tips: {
    heading: "Tips",
    items: [
      "Change the tip between tubes, and mix each tube well before the next transfer: carried-over stock on a tip adds up along a series.",
      "Say which volume you mean: 'final volume per tube' before the transfer out (what the tube holds after mixing) or after it (what stays in the tube). The calculator does both and says which it used.",
      "Pipetting errors add up over many steps: for a very large total dilution, make an intermediate stock first.",
      "Between a mass unit and a molar unit a molecular weight is needed: convert the stock first with the concentration converter.",
    ],
  },
});
