/**
 * The Concentration Converter page (/concentration-converter): its texts. The formulas, the worked
 * examples, the FAQ and the sources are computed by the converter's own code
 * (src/content/concentration-examples.ts).
 */
import { concentrationPage } from "../page-types";

export default concentrationPage({
  lead: "Type a concentration in any unit and see it in mg/mL, mcg/mL, g/L, % w/v, ppm, M, mM, µM and nM at once. Add the molecular weight, in g/mol or kDa for a protein, or pick a common solute, to go between mass and molar units. Everything is calculated on your device.",
  formula: {
    heading: "How the units are related",
    intro: "Units of the same kind differ by a power of ten. A molar unit and a mass unit are linked by the molecular weight:",
  },
  examples: {
    heading: "Worked examples",
    caption: "Concentrations converted by the converter, as typed",
  },
  faqHeading: "Frequently asked questions",
  tips: {
    heading: "Tips",
    items: [
      "Use the molecular weight of the exact form you weighed: a hydrate weighs more per mole than the anhydrous salt.",
      "For a protein, type its mass in kDa and choose kDa: 66.5 kDa is 66,500 g/mol.",
      "A unit typed after the number must be the unit chosen: the converter never reads 1 mM as 1 mg/mL.",
      "Above 55 M no solution can exist, and a listed solute above its solubility at 25 °C cannot be dissolved: the converter says so with the table.",
    ],
  },
});
