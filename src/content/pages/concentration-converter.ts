/**
 * The Concentration Converter page (/concentration-converter): its texts. The formulas, the worked
 * examples, the FAQ and the sources are computed by the converter's own code
 * (src/content/concentration-examples.ts).
 */
import { concentrationPage } from "../page-types";

export default concentrationPage({
  lead: "Type a concentration in any unit and see it in all eleven at once. The units are mg/mL, mcg/mL, g/L, % w/v, ppm, % w/w, % v/v, M, mM, µM and nM. Add the molecular weight, in g/mol or kDa for a protein, or pick a common solute, to go between mass and molar units; add the density for a bottle's % w/w, or press a concentrated reagent, to see its molarity and how much to take for a dilution. Everything is calculated on your device.",
  formula: {
    heading: "How the units are related",
    intro: "Units of the same kind differ by a power of ten. A molar unit and a mass unit are linked by the molecular weight:",
  },
  examples: {
    heading: "Worked examples",
    caption: "Concentrations converted by the converter, as typed",
  },
  faqHeading: "Frequently asked questions",
  faq: [
    {
      question: "Why are some units empty?",
      answer: "Between a mass unit (mg/mL, mcg/mL, g/L, % w/v, ppm) and a molar unit (M, mM, µM, nM) you need the molecular weight of the solute. Without it the converter fills the units of the same kind and says, in each of the others, that it needs the molecular weight. % w/w also needs the solution's density, and % v/v the pure liquid's: each empty cell says what it needs.",
    },
    {
      question: "How many significant figures does the converter show?",
      answer: "Between units of the same kind the value is only shifted by a power of ten, so every digit you typed is kept. Through a molecular weight the answer keeps the significant figures of the most precise value typed, at least 3 and at most 6, as the molarity calculator does: 66.5 kDa gives 15 µM for 1 mg/mL, 66.50 kDa gives 15.04 µM.",
    },
  ],
  tips: {
    heading: "Tips",
    items: [
      "Use the molecular weight of the exact form you weighed: a hydrate weighs more per mole than the anhydrous salt.",
      "A powder that is less than 100 % pure: type its purity (or assay) from the label, and the converter gives the compound's concentration from the product's (10 mg/mL of a 98 % pure product is 9.8 mg/mL of the compound).",
      "A concentrated acid or base: its label's % is % w/w. Choose % w/w and type the density, or press the reagent, then set Target (M) and Final volume (mL); always add the acid to the water and make up to the mark.",
      "For a protein, type its mass in kDa and choose kDa: 66.5 kDa is 66\u202f500 g/mol.",
      "A unit typed after the number must be the unit chosen: the converter never reads 1 mM as 1 mg/mL.",
      "A point is always a decimal here (1.000 mg/mL is one mg/mL), powers of ten are read (1e-3, 1.5×10⁻⁶) and thousands may take a space (2 500). Decimal commas are accepted (2,5 reads as 2.5); a comma that could separate thousands (“1,200”) is asked about, never guessed.",
      "Above 55 M no solution can exist, and a listed solute above its solubility at 25 °C cannot be dissolved: the converter says so with the table.",
    ],
  },
});
