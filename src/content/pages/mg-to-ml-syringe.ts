/**
 * The syringe page (/mg-to-ml-syringe): the guide to syringe sizes (the sizes themselves come from
 * the syringe catalogue), safety tips, two worked examples, a reference table and a short FAQ.
 * Numbers are computed (src/content/syringe.ts builds the view).
 */
import { BETWEEN_MARKS_ADVICE, SYRINGE_RULE_TEXT } from "~/domain/syringe/syringe-words";
import { insulinUnits, measuringStep, ml, per, perMl, qa, syringeFor, worked } from "../compute";
import { syringePage } from "../page-types";

export default syringePage({
  intro: "Convert mg to mL and see it on a syringe. It shows where the fill line falls, whether the volume sits on a mark, and which syringe holds it.",
  guideText: [
    "Oral syringes are for liquid medicines taken by mouth. They are marked “oral” (many are also coloured) and are designed so that they cannot be connected to a needle or an intravenous line.",
    "Medical (hypodermic) syringes are for injections. The 1 mL tuberculin syringe measures small volumes to 0.01 mL; 3, 5 and 10 mL syringes suit larger volumes. The 0.5 mL insulin syringe is marked in units for U-100 insulin, where 100 units = 1 mL.",
    "Graduations differ between manufacturers: the marks below are common ones, but always read the barrel of the syringe in your hand.",
  ],
  safetyTips: [
    "Use an oral syringe for liquid medicines taken by mouth, especially for volumes under 10 mL.",
    "Never use household spoons: teaspoons and tablespoons vary widely in size.",
    SYRINGE_RULE_TEXT,
    "Read the volume at eye level, at the edge of the plunger's seal nearest the tip.",
    "Push out air bubbles before reading the volume.",
    "Use insulin syringes only for insulin, and U-100 syringes only for U-100 insulin.",
    "A prefilled syringe is given as supplied: never draw its contents into another syringe to measure part of it.",
    BETWEEN_MARKS_ADVICE,
  ],
  examples: [
    worked("2.5 mg from a 50 mg/mL vial", "The calculator's preset, an example strength: a very small volume from a concentrated injection.", 2.5, perMl(50), "injection"),
    worked("125 mg of a suspension labelled 250 mg per 5 mL", "A common children's dose volume measured with an oral syringe.", 125, per(250, 5), "oral"),
  ],
  reference: {
    strength: perMl(50),
    doses: [2.5, 5, 12.5, 20, 37.5, 60, 125, 250, 400, 600],
  },
  faq: [
    qa("Which syringe should I use for 0.5 mL?", `For a medicine taken by mouth, the ${syringeFor(0.5, "oral")}; for an injection, the ${syringeFor(0.5, "injection")}. ${measuringStep(0.5, "oral")}`),
    qa("How many units is 0.1 mL on an insulin syringe?", `On a U-100 insulin syringe, 100 units = 1 mL, so ${ml(0.1)} is ${insulinUnits(0.1)}. Use insulin syringes only for insulin.`),
    qa("What if my dose falls between two marks?", `The drawing fills to the nearest mark and the warning names the difference. ${BETWEEN_MARKS_ADVICE}`),
  ],
  related: ["/2-5-mg-to-ml", "/1-mg-to-ml", "/0-25-ml-to-mg", "/0-5-ml-to-mg", "/"],
});
