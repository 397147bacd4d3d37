/** docs/behaviour.md, "Spec section 9: business constants and limits": the clauses (which states implement them: each machine's meta.docs.clauses). */
import { section } from "../clause";

export default section(
  "Spec section 9: business constants and limits",
  [],
  [
    {
      id: "S9.1",
      clause:
        "mg to mL: mL = mg ÷ concentration, 4 decimals; mL to mg: mg = mL × concentration, 2 decimals (decisions: at most, trailing zeros dropped).",
      implementedBy: "`src/domain/dose/conversion.ts` `convert`; `src/domain/number/format.ts` `formatDose`",
      checkedBy: [
        '`tests/unit/converter-calc.test.ts` › "convert: the formula"',
        '`tests/unit/number-format.test.ts` › "uses 4 decimals for volumes and 2 for masses"',
      ],
    },
    {
      id: "S9.2",
      clause: "Defaults: concentration 100 mg/mL, amount 0, unless a page overrides.",
      implementedBy: "`src/data/doses.ts` `HOME_PRESET`; machine input `preset`",
      checkedBy: ['`tests/unit/site-routes.test.ts` › "home and syringe presets"'],
    },
    {
      id: "S9.3",
      clause:
        "Formula line 'mL = mg ÷ concentration (mg/mL)' or 'mg = mL × concentration (mg/mL)', plus a worked line when all values exist.",
      implementedBy: "`converter.selectors.ts` `selectFormula`, `selectWorkedLine`",
      checkedBy: [
        '`tests/unit/converter-calc.test.ts` › "names units, labels and formula lines by direction"',
        '`tests/view/converter-card.test.tsx` › "the 20 mg page shows 2 mL and the worked line"',
      ],
    },
    {
      id: "S9.4",
      clause: "Copied indicator 2000 ms.",
      implementedBy:
        "Named delay `copiedTimeout` = 2\u202f000 ms in `converter` and `batch` (drawn in [machines/README.md](machines/README.md))",
      checkedBy: [
        '`tests/model/converter-machine.test.ts` › "runs on the actor"',
        '`tests/unit/diagrams-fresh.test.ts` › "draws the copied indicator"',
      ],
    },
    {
      id: "S9.5",
      clause:
        "Molarity = (mass ÷ molecular weight) ÷ (volume ÷ 1000); shown to significant figures (decisions: enough that rounding never moves it by more than 1 %, issue 27), the spec's 4 decimals being a maximum precision no longer needed.",
      implementedBy: "`molarity.calc.ts`",
      checkedBy: [
        '`tests/unit/molarity.test.ts` › "NaCl 58.44 g at 58.44 g/mol in 1000 mL shows as 1 M: significant figures, no trailing zeros (issue 27)"',
      ],
    },
    {
      id: "S9.6",
      clause: "Dilution: C1 × V1 = C2 × V2; V1 = C2 × V2 ÷ C1; C2 = C1 × V1 ÷ V2; V2 = C1 × V1 ÷ C2.",
      implementedBy: "`dilution.calc.ts`",
      checkedBy: [
        '`tests/unit/dilution.test.ts` › "each solution satisfies C1 × V1 = C2 × V2"',
        '`tests/unit/dilution.test.ts` › "solving back for any known value returns it"',
      ],
    },
    {
      id: "S9.7",
      clause: "Dilution results with 2 decimals (decisions: at most 2, trailing zeros dropped).",
      implementedBy: "`dilution.selectors.ts` `formatDilution` via `formatNumber`",
      checkedBy: [
        '`tests/view/dilution-calculator.test.tsx` › "solves V2 and C2 to significant figures (at least 3), trailing zeros dropped"',
      ],
    },
    {
      id: "S9.8",
      clause:
        "Syringe sizes: oral 1 mL, 5 mL, 10 mL (decisions and issue 27: the graduations real ones carry, 1 mL every 0.01 mL, a 3 mL and the 5 mL every 0.1 mL, 10 mL every 0.5 mL); medical 0.5 mL insulin, 1 mL tuberculin, 3, 5 and 10 mL.",
      implementedBy: "`src/domain/syringe/syringe.ts` `SYRINGES`",
      checkedBy: [
        '`tests/unit/syringe-calc.test.ts` › "has the oral syringes with their real marks and the medical syringes"',
      ],
    },
    {
      id: "S9.9",
      clause: "Advice: oral syringes for volumes under 10 mL; never household spoons.",
      implementedBy: "Syringe page content (`src/content/pages/mg-to-ml-syringe.ts`, safety tips)",
      checkedBy: [
        '`tests/unit/content-pages.test.ts` › "advises an oral syringe for volumes under 10 mL and never a household spoon"',
      ],
    },
    {
      id: "S9.10",
      clause: "Page presets of the 24 mg-to-mL pages and the syringe page (dose / concentration).",
      implementedBy: "`src/data/doses.ts` `MG_PAGES`, `SYRINGE_PRESET`",
      checkedBy: [
        '`tests/unit/site-routes.test.ts` › "path, dose and concentration as in the spec"',
        '`tests/e2e/routes.spec.ts` › "every route, loaded once: head, hydration, console, CSP, requests, JavaScript size, axe"',
      ],
    },
    {
      id: "S9.11",
      clause: "Presets of the 13 mL-to-mg pages (volume / concentration).",
      implementedBy: "`src/data/doses.ts` `ML_PAGES`",
      checkedBy: ['`tests/unit/site-routes.test.ts` › "path, volume and concentration as in the spec"'],
    },
    {
      id: "S9.12",
      clause: "The 20 mg page's own preset is 20 / 10.",
      implementedBy: "`src/data/doses.ts`",
      checkedBy: ['`tests/view/converter-card.test.tsx` › "the 20 mg page shows 2 mL and the worked line"'],
    },
  ],
);
