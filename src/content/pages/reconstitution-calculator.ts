/**
 * The Reconstitution Calculator page (/reconstitution-calculator): its texts. The worked examples
 * are inputs: the calculator's own code (src/domain/reconstitution.ts) computes every figure shown
 * when the page is built (src/content/clinical-examples.ts).
 */
import { reconstitutionPage } from "../page-types";
import { EMPTY_INPUTS as E } from "~/machines/reconstitution/reconstitution.types";

/** The textbook vial: 1 g of powder, 9.3 mL of diluent, 0.7 mL displacement. */
const VIAL = { ...E, powderText: "1", powderUnit: "g", diluentText: "9.3", displacementText: "0.7" } as const;

export default reconstitutionPage({
  lead: "Work out the concentration of a powder vial after you add the diluent, counting the volume the powder itself adds (its displacement volume, from the package insert), and the volume to draw for a dose; or the diluent to add for the concentration you want. The powder can be in mg, g or units. Every step is shown, and everything is calculated on your device.",
  formula: {
    heading: "How reconstitution is calculated",
    intro:
      "A powder takes up room when it dissolves: the final volume is the diluent plus the powder's displacement volume. Leaving the displacement out makes the concentration look higher than it is, so every dose drawn is short.",
    lines: [
      "Final volume (mL) = diluent (mL) + displacement volume (mL)",
      "Concentration = powder ÷ final volume",
      "Volume to draw (mL) = dose ÷ concentration",
      "Diluent to add (mL) = powder ÷ target concentration − displacement volume",
    ],
  },
  examples: {
    heading: "Worked examples",
    caption: "Reconstituted vials computed by this calculator",
    inputs: [
      { name: "1 g + 9.3 mL diluent, 0.7 mL displacement", inputs: VIAL },
      { name: "1 g + 9.3 mL, 0.7 mL displacement, dose 250 mg", inputs: { ...VIAL, doseText: "250 mg" } },
      { name: "1 g + 9.3 mL, displacement not entered", inputs: { ...VIAL, displacementText: "" } },
      {
        name: "1 g to 100 mg/mL, 0.7 mL displacement",
        inputs: { ...VIAL, mode: "diluent", diluentText: "", targetText: "100 mg/mL" },
      },
      {
        name: "5\u202f000\u202f000 units to 500\u202f000 units/mL, 2 mL displacement, dose 1\u202f000\u202f000 units",
        inputs: {
          ...E,
          mode: "diluent",
          powderText: "5000000",
          powderUnit: "units",
          targetText: "500000 units/mL",
          displacementText: "2",
          doseText: "1000000",
        },
      },
    ],
  },
  safety: {
    heading: "Before you draw the dose",
    items: [
      "Use the displacement volume (or the final volume) the package insert gives for that product and that diluent volume: it differs between products and strengths.",
      "If you leave the displacement volume empty, the calculator counts it as 0 mL and says so: the real concentration is then lower than shown.",
      "Check the powder's unit on the vial: a powder in units needs the dose in units, and the calculator refuses a dose in mg for it.",
      "A dose larger than the vial holds is flagged: one vial is not enough.",
      "The diluent to add is measured too: the result names the injection syringe the one syringe rule gives for it, and flags a volume under 0.1 mL or one between that syringe's marks, with the strength the nearest mark would make. Where you cannot measure the volume exactly, add what you can measure and work out its strength with 'Work out: Concentration'.",
      "A strength above 1\u202f000 mg/mL (more than 1 g in every mL) is flagged: no powder dissolves to it, so the powder's unit (mg or g) or the diluent's volume is likely wrong.",
      "Have a second person check the calculation for a high-alert medicine or a child's dose.",
    ],
  },
  faqHeading: "Frequently asked questions",
  faq: [
    {
      question: "What is a displacement volume?",
      answer:
        "The volume the powder itself adds when it dissolves. 1 g of powder with 9.3 mL of diluent and a displacement of 0.7 mL makes 10 mL, so the concentration is 1\u202f000 mg ÷ 10 mL = 100 mg/mL, not 1\u202f000 mg ÷ 9.3 mL.",
    },
    {
      question: "Where do I find the displacement volume?",
      answer:
        "In the package insert or the Summary of Product Characteristics, sometimes given as the final volume after reconstitution, and in injectable medicines guides. If you do not know it, leave the field empty: the result says it counted 0 mL.",
    },
    {
      question: "How much diluent do I add for a concentration I want?",
      answer:
        "Choose 'Diluent to add' and enter the target concentration: the powder divided by the target gives the final volume, and the displacement is taken off it. 1 g to 100 mg/mL with 0.7 mL displacement needs 9.3 mL of diluent.",
    },
    {
      question: "What if the target concentration cannot be made?",
      answer:
        "If the powder alone takes up more than the volume the target needs, no amount of diluent makes it: the calculator says so and gives the most concentrated solution possible.",
    },
    {
      question: "Can the powder be in units?",
      answer:
        "Yes: choose units, and enter the target concentration and the dose in units too. A dose or a concentration in mg for a powder in units is refused, said plainly, as the calculator cannot convert between them.",
    },
  ],
});
