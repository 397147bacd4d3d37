/**
 * The Dilution Calculator page (/dilution-calculator): its texts. The examples and the how-to
 * steps are computed by the calculator's own code (src/content/lab-examples.ts); a text that
 * names them is a function of that computed view. *Word* is shown emphasised.
 */
import { dilutionPage } from "../page-types";

export default dilutionPage({
  lead: "Work out how much stock solution to take, how far to make it up, or what concentration you will get, with C1 × V1 = C2 × V2. The result also tells you how much diluent to add. Everything is calculated on your device.",
  howTo: { heading: "How to Use", name: "How to use the C1V1 = C2V2 dilution calculator" },
  explained: {
    heading: "What C1V1 = C2V2 means",
    intro: "Diluting a solution does not change the amount of solute, only the volume it is spread through. The amount in the stock you take (C1 × V1) equals the amount in the final solution (C2 × V2). Knowing any three of the four values gives the fourth:",
    formulas: [
      "V1 = C2 × V2 ÷ C1: how much stock to take.",
      "V2 = C1 × V1 ÷ C2: the final volume to make it up to.",
      "C2 = C1 × V1 ÷ V2: the concentration you end up with.",
    ],
    outro: "V2 is the *total* final volume, not the volume of diluent: the diluent to add is V2 − V1. A dilution can only lower the concentration, so the calculator refuses a C2 above C1, or a V1 above V2.",
  },
  examples: {
    heading: "Worked examples",
    caption: "Dilutions worked out with C1 × V1 = C2 × V2",
    note: ({ rounded, howTo, small, smallVolume }) =>
      `Results keep the significant figures of the most precise value you typed, at least three, so rounding never changes them by more than 0.5 %, with trailing zeros dropped (${rounded.v1}, ${howTo.v1}). A volume under 1 mL is also given in µL: ${small.title.charAt(0).toLowerCase() + small.title.slice(1)} needs V1 = ${small.v1}, under ${smallVolume} mL, so the result carries a caution.`,
  },
  tips: {
    heading: "Tips for accurate dilutions",
    items: ({ smallVolume }) => [
      "Write C1 and C2 in the same unit; convert first if the label and your target differ (1 M = 1\u202f000 mM).",
      `If V1 or the diluent comes out below ${smallVolume} mL, it is too small to measure accurately with a syringe: use a micropipette (from about 1 µL; below that, not even a pipette measures it reliably), a larger final volume or a two-step (serial) dilution.`,
      "Add the stock to part of the diluent, mix, then make up to the final volume V2.",
      "A point is always a decimal here (1.000 mL is one millilitre), powers of ten are read (5e-5 M) and thousands may take a space (2 500). Decimal commas are accepted (2,5 reads as 2.5); a comma that could separate thousands (“1,200”) is asked about, never guessed.",
    ],
  },
});
