/**
 * The Molarity Calculator page (/molarity-calculator): its texts. The examples, the FAQ and the
 * common solutes are computed by the calculator's own code (src/content/lab-examples.ts); a text
 * that names them is a function of that computed view. *Word* is shown emphasised.
 */
import { molarityPage } from "../page-types";

export default molarityPage({
  lead: "Work out the molar concentration of a solution from the mass of solute you weighed, its molecular weight and the final volume, or solve for the mass to weigh, the volume to make or the molecular weight. Mass in g or mg, volume in mL or L, molarity in M, mM, µM or nM; everything is calculated on your device.",
  formula: {
    heading: "How molarity is calculated",
    intro: "Molarity is the number of moles of solute per litre of solution. Divide the mass by the molecular weight to get moles, and divide the volume in millilitres by 1\u202f000 to get litres:",
    formula: "Molarity (M) = (mass ÷ molecular weight) ÷ (volume ÷ 1000)",
    units: "mass in g, molecular weight in g/mol, volume of solution in mL.",
    example: ({ nacl, dilute }) =>
      `For example, ${nacl.mass} of ${nacl.solute} (${nacl.molecularWeight}) dissolved and made up to ${nacl.volume} gives ${nacl.display.molar}. A very dilute result is also given in the unit that suits it: ${dilute.mass} of ${dilute.solute.toLowerCase()} (${dilute.molecularWeight}) in ${dilute.volume} is ${dilute.display.molar}, that is ${dilute.display.suited}.`,
  },
  examples: { heading: "Worked examples", caption: "Molarity worked out from mass, molecular weight and volume" },
  weigh: {
    heading: "Solving for the mass: how much to weigh",
    text: ({ weigh }) =>
      `Choose Solve for: Mass, enter the molarity you want, the molecular weight and the final volume. The calculator multiplies molarity × molecular weight × volume in litres and says how to prepare it. For example, ${weigh.volume} of ${weigh.molarity} ${weigh.solute}: ${weigh.display.working}.`,
    caption: "Mass to weigh for a molarity and a final volume",
    checkHeading: "Check it the other way round",
    check: ({ weigh }) =>
      `Entering the mass weighed, ${weigh.checkMass} g, with ${weigh.molecularWeight} and ${weigh.volume} and Solve for: Molarity gives ${weigh.check} back.`,
  },
  solutes: { heading: "Common solutes", intro: "The calculator's common solutes fill the molecular weight with these values:" },
  faqHeading: "Frequently asked questions",
  tips: {
    heading: "Tips for preparing a solution",
    items: [
      "The volume is the final volume of the *solution*: dissolve the solute in less solvent, then make it up to the mark in a volumetric flask.",
      "Use the molecular weight of the exact form on the label: a hydrate (for example CaCl₂·2H₂O) weighs more per mole than the anhydrous salt.",
      "Numbers as a bench writes them: a point is always a decimal (a balance's 4.383 g, a formula's 58.443 g/mol, a flask's 1.000 L), powers of ten are read (1e-3, 1.5×10⁻⁶) and thousands may take a space (2 500). Decimal commas are accepted (2,5 reads as 2.5); a comma that could separate thousands (“1,200”) is asked about, never guessed: type 1200 or 1.2.",
      "Very dilute solutions are easier to read in mM or µM: the calculator also gives every molarity in the unit that suits it.",
      "A solution above a listed solute's solubility at 25 °C, or above 55 M (pure water is about 55.5 mol/L), cannot exist: the calculator says so with the result.",
    ],
  },
});
