/**
 * The Dilution Calculator page (/dilution-calculator): its texts. The examples and the how-to
 * steps are computed by the calculator's own code (src/content/lab-examples.ts); a text that
 * names them is a function of that computed view. *Word* is shown emphasised.
 */
import { dilutionPage } from "../page-types";

/** A title inside a sentence: its first letter lower case ("10 mM stock …", "Stock …" → "stock …"). */
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export default dilutionPage({
  lead: "Work out how much stock solution to take, how far to make it up, or what concentration you will get, with C1 × V1 = C2 × V2, each value in its own unit. The result also tells you how much diluent to add and which pipette measures each volume. Everything is calculated on your device.",
  howTo: { heading: "How to Use", name: "How to use the C1V1 = C2V2 dilution calculator" },
  explained: {
    heading: "What C1V1 = C2V2 means",
    intro: "Diluting a solution does not change the amount of solute, only the volume it is spread through. The amount in the stock you take (C1 × V1) equals the amount in the final solution (C2 × V2). Knowing any three of the four values gives the fourth:",
    formulas: [
      "V1 = C2 × V2 ÷ C1: how much stock to take.",
      "V2 = C1 × V1 ÷ C2: the final volume to make it up to.",
      "C2 = C1 × V1 ÷ V2: the concentration you end up with.",
    ],
    outro: "V2 is the *total* final volume, not the volume of diluent: the diluent to add is V2 − V1. A dilution can only lower the concentration, so the calculator refuses a C2 above C1, or a V1 above V2. C1 and C2 may be in different units of one kind (mM and µM, mg/mL and µg/mL): the calculator converts them exactly and shows the conversion. A molar and a mass-per-volume unit (M and mg/mL, or % w/v, which is g per 100 mL) are converted through the molecular weight; × strengths and % v/v only compare with themselves.",
  },
  examples: {
    heading: "Worked examples",
    caption: "Dilutions worked out with C1 × V1 = C2 × V2, each value in its unit",
    note: ({ rounded, howTo, units, saline, small, belowPipette }) =>
      `Results keep the significant figures of the most precise value you typed, at least three, so rounding never changes them by more than 0.5 %, with trailing zeros dropped (${rounded.v1}, ${howTo.v1}); the diluent, a subtraction, keeps the decimals of the volumes. Units are converted before anything is divided: ${lower(units.title)} needs ${units.v1} of stock (${units.display.conversion}). With the molecular weight (${saline.molecularWeight}), a molar and a mass-per-volume unit convert too: ${lower(saline.title)} needs ${saline.v1} of stock (${saline.display.conversion}). Each volume comes with the pipette that measures it: ${lower(small.title)} needs V1 = ${small.v1}; ${lower(small.pipettes)} Under ${belowPipette} µL no pipette is accurate: make an intermediate dilution first. Ethanol and water contract on mixing (95 mL of ethanol and 5 mL of water make less than 100 mL), so a % v/v dilution by C1V1 = C2V2 is approximate: take ${rounded.v1} of ${rounded.c1} ethanol and make it up to ${rounded.v2} with water, rather than adding ${rounded.diluent} of water.`,
  },
  tips: {
    heading: "Tips for accurate dilutions",
    items: ({ belowPipette, units, pipetteRanges, abovePipettes }) => [
      `Choose the unit of each value with the buttons beside its field rather than converting in your head: a ${units.c1} stock and a ${units.c2} target are compared in one unit (${units.display.conversion}), so there is no 1 000-fold slip.`,
      `Pipette each volume with the smallest pipette that holds it: ${pipetteRanges}; above 1 mL ${abovePipettes}. Below ${belowPipette} µL no pipette is accurate: make an intermediate dilution of the stock first (for example 1 in 100), then dilute that.`,
      "Add the stock to part of the diluent, mix, then make up to the final volume V2 in a volumetric flask or graduated cylinder: this also allows for any change of volume on mixing.",
      "A point is always a decimal here (1.000 mL is one millilitre), powers of ten are read (5e-5) and thousands may take a space (2 500). Decimal commas are accepted (2,5 reads as 2.5); a comma that could separate thousands (“1,200”) is asked about, never guessed.",
    ],
  },
});
