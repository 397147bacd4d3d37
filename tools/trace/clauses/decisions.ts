/** docs/behaviour.md, "decisions.md": the clauses (which states implement them: each machine's meta.docs.clauses). */
import { section } from "../clause";

export default section(
  "decisions.md",
  [],
  [
    {
      id: "D1",
      clause: "Product name 'mg to mL Converter', tagline 'Medical Dosage Converter'.",
      implementedBy: "`src/data/site.ts`",
      checkedBy: ['`tests/e2e/site.spec.ts` › "header, tagline, footer lists and copyright"'],
    },
    {
      id: "D2.1",
      clause: "No trailing zeros on doses and volumes; the spec's decimals are the maximum precision.",
      implementedBy: "`src/domain/number/format.ts`",
      checkedBy: [
        '`tests/unit/number-format.test.ts` › "never shows NaN, Infinity, undefined, a trailing zero after the point or a bare leading dot"',
      ],
    },
    {
      id: "D2.2",
      clause: "Always a leading zero (0.5 mL); input `.5` is read as 0.5.",
      implementedBy: "`format.ts`, `parse.ts`",
      checkedBy: [
        '`tests/unit/number-parse.test.ts` › "a point or a comma before exactly three digits is never guessed (issue 27)"',
        '`tests/unit/number-format.test.ts` › "formatDose (medication-safety display)"',
      ],
    },
    {
      id: "D2.3",
      clause:
        "A space before the unit; digits grouped in threes by a narrow no-break space (U+202F) at 1\u202f000 and above, never a comma or a point; CSV cells plain; the announcer says a grouped figure as one number; units mg, mL, mcg, g, L.",
      implementedBy: "`format.ts` `formatDose`, `GROUP_SEPARATOR`, `spokenText` (used by `src/lib/announce.ts`)",
      checkedBy: [
        '`tests/unit/number-format.test.ts` › "formatDose (medication-safety display)"',
        '`tests/unit/number-convention.test.ts` › "no shown figure holds a comma, and every group after the first has three digits"',
        '`tests/unit/number-convention.test.ts` › "for random doses and strengths, in both directions"',
        '`tests/unit/number-convention.test.ts` › "the announcer says a grouped figure as one number"',
        "`tests/e2e/routes.spec.ts` › every route (no figure grouped with a comma or a point in its HTML)",
      ],
    },
    {
      id: "D2.4",
      clause: "Laboratory results (molarity) may keep significant trailing zeros.",
      implementedBy: "`format.ts` `formatFixed`; `molarity.selectors.ts`",
      checkedBy: ['`tests/unit/number-format.test.ts` › "formatFixed (laboratory results keep trailing zeros)"'],
    },
    {
      id: "D2.5",
      clause: "One shared formatter; no component formats a number by hand.",
      implementedBy: "`src/domain/number/format.ts` (the only place `.toFixed(` may appear)",
      checkedBy: [
        '`tests/unit/number-format.test.ts` › "formatNumber without its group spaces equals formatPlainNumber" (the house rule on `.toFixed(` is a review rule)',
      ],
    },
    {
      id: "D2.6",
      clause: "The copied text and the toast use the same formatted value ('Result 2 mL copied to clipboard').",
      implementedBy: "`converter` keeps `copyingText`; `copy.succeeded` carries it",
      checkedBy: [
        '`tests/model/converter-machine.test.ts` › "runs on the actor"',
        '`tests/view/converter-card.test.tsx` › "writes the formatted result and shows the toast"',
      ],
    },
    {
      id: "D3.1",
      clause: "The result is always derived from the current inputs and direction: never stale.",
      implementedBy:
        "The converter stores inputs only; selectors derive the result; the copied indicator follows (`always [resultChangedSinceCopy]`)",
      checkedBy: ['`tests/model/converter-view.test.tsx` › "runs on the rendered card"'],
    },
    {
      id: "D3.2",
      clause: "mL-to-mg pages start in mL to mg with their volume preset; Reset returns a page to its own defaults.",
      implementedBy: "Machine input `preset`; action `reset`",
      checkedBy: [
        '`tests/view/converter-card.test.tsx` › "an mL page starts in mL → mg and Reset returns to its own defaults"',
      ],
    },
    {
      id: "D3.3",
      clause: "Invalid input clears the result, and a short, polite inline hint says why (no modal, no toast).",
      implementedBy:
        "`src/domain/dose/conversion.ts` hints; `calculate` emits `calculated` so the view focuses the field",
      checkedBy: [
        '`tests/view/converter-card.test.tsx` › "Calculate (or Enter) moves focus to the field that needs attention"',
      ],
    },
    {
      id: "D3.4",
      clause:
        "One number convention by kind of field (issue 51): thousands grouped by a space are read (`2 500`); a comma before three digits (`1,200`) is asked with both readings; a point before three digits is asked in dose fields and a decimal in laboratory fields (`4.383`); scientific notation is read in laboratory fields only; every figure the site writes into a field reads back to the same value; decimal comma accepted and the field shows how it was read; negative amounts invalid.",
      implementedBy:
        "`src/domain/number/field-kinds.ts` (the one table of field kinds), `entry.ts` `readEntry(text, kind)` and `typeableNumber`; `parse.ts`; `src/domain/dose/conversion.ts` notes; `src/components/ui/number-rule.tsx` says each form's rule",
      checkedBy: [
        '`tests/unit/number-convention.test.ts` › "10 000 random values in a %s field"',
        '`tests/unit/number-convention.test.ts` › "every reading a question offers is read by that field as the number it names"',
        '`tests/view/converter-card.test.tsx` › "reads a decimal comma and says how it was read"',
        '`tests/unit/converter-calc.test.ts` › "accepts the field\'s own unit and refuses negatives"',
      ],
    },
    {
      id: "D3.5",
      clause:
        "The concentration can be entered as on the label (per volume, mcg/mL, g/L, %, ratio) and is shown in mg/mL; the four presets stay.",
      implementedBy:
        "`src/domain/number/concentration.ts`; `converter` events `concentration.change`, `preset.select` [isKnownPreset]",
      checkedBy: [
        '`tests/unit/concentration.test.ts` › "parseConcentration: forms as written on a label"',
        '`tests/view/converter-card.test.tsx` › "takes a concentration as on the label and marks the matching preset"',
      ],
    },
    {
      id: "D3.6",
      clause: "Batch Convert works: each value is converted with the current concentration and direction.",
      implementedBy: "`batch` `convert` → `list.converted`; `batch.calc.ts` `convertBatch`",
      checkedBy: [
        '`tests/unit/batch-calc.test.ts` › "converts each value with the concentration and direction, flagging invalid entries in place"',
        '`tests/e2e/converter.spec.ts` › "a batch of 10,000 values converts"',
      ],
    },
    {
      id: "D3.7",
      clause:
        "Batch: a change of the calculator's concentration or direction applies to the list (converted again, or cleared when the concentration is no longer valid).",
      implementedBy: "`batch` event `settings.change` [settingsChanged] / [invalidSettingsArrive]",
      checkedBy: ['`tests/view/converter-card.test.tsx` › "follows the calculator"'],
    },
    {
      id: "D3.8",
      clause:
        "Batch: each invalid entry is flagged on its own line; the rest still convert; changing the list or Clear removes old results.",
      implementedBy: "`batch.calc.ts`; `batch` events `input.change`, `clear`",
      checkedBy: [
        '`tests/view/converter-card.test.tsx` › "says how to separate values and flags bad entries on their own line"',
        '`tests/model/batch-machine.test.ts` › "runs on the actor"',
      ],
    },
    {
      id: "D3.9",
      clause: "Batch: results can be copied (copied indicator for 2\u202f000 ms, as the converter's).",
      implementedBy: "`batch` copy region, invoked `writeClipboard`, delay `copiedTimeout`",
      checkedBy: [
        '`tests/model/batch-machine.test.ts` › "runs on the actor"',
        '`tests/model/batch-view.test.tsx` › "runs on the rendered card"',
      ],
    },
    {
      id: "D3.10",
      clause: "Batch: results can be downloaded as CSV.",
      implementedBy: "`batch` event `download` emits `download.csv`; `batch.calc.ts` `batchCsv`",
      checkedBy: [
        '`tests/unit/batch-calc.test.ts` › "writes RFC 4180 CSV with plain numbers"',
        '`tests/model/batch-view.test.tsx` › "runs on the rendered card"',
      ],
    },
    {
      id: "D4.1",
      clause: "Syringe page: a drawn syringe shows the fill line for the computed volume on the chosen syringe.",
      implementedBy:
        "`syringe` machine keeps the volume (`volume.change`, forwarded by the converter card from the converter's report) and the choice; region `fit` says where the volume falls",
      checkedBy: [
        '`tests/view/syringe-calculator.test.tsx` › "the fill follows the converter"',
        '`tests/e2e/content.spec.ts` › "fill line and warnings at the right volumes"',
      ],
    },
    {
      id: "D4.2",
      clause:
        "Syringe page: the one syringe rule picks the syringe by default (oral first; injection on request): the smallest of the family with the volume on a mark, else the one that measures it most closely; never the insulin syringe.",
      implementedBy:
        "`syringe` states `automatic.oral` (initial), `automatic.injection`; `src/domain/syringe/syringe.ts` `recommendSyringe`",
      checkedBy: [
        '`tests/model/syringe-machine.test.ts` › "starts automatic (oral) with the preset\'s volume"',
        '`tests/unit/syringe-calc.test.ts` › "the one syringe rule: smallest with a mark, else closest (ties smaller), else the largest"',
      ],
    },
    {
      id: "D4.3",
      clause:
        "Syringe page: says when the volume exceeds the syringe or falls between its smallest marks (nearest measurable volume, rounding error); insulin units for U-100.",
      implementedBy: "`src/domain/syringe/syringe.ts`, `syringe.selectors.ts`",
      checkedBy: [
        "`tests/unit/syringe-calc.test.ts` › \"a volume no syringe of the family holds: the largest, 'exceeds', and a large caution\"",
        '`tests/unit/syringe-calc.test.ts` › "1/3 mL on the tuberculin syringe: nearest 0.33 mL, 1% less"',
        '`tests/view/syringe-calculator.test.tsx` › "injection syringes, and insulin units only on the insulin syringe"',
      ],
    },
    {
      id: "D5.1",
      clause:
        "Molarity keeps the spec's fields, placeholders, buttons and result in M as its default mode; also mM and µM.",
      implementedBy: "`molarity-calculator.tsx`; `molarity.selectors.ts` `formatMolarityResult`",
      checkedBy: [
        '`tests/view/molarity-calculator.test.tsx` › "has the spec\'s fields, placeholders, buttons and a result region"',
        '`tests/unit/molarity.test.ts` › "the result says what it is in the chosen unit and in the unit that suits it"',
      ],
    },
    {
      id: "D5.6",
      clause:
        "Molarity: a solve-for choice (Molarity, Mass, Volume, Molecular weight) works like dilution's: the unknown's field is disabled and filled by Calculate; another mode clears the result and hints and keeps what was typed.",
      implementedBy:
        "`molarity` compound state per mode (lab-form shape, `src/machines/lab-form/lab-form.factory.ts`); `SOLVE_FOR` [choosesMode] / `clearOutcome`; `molarity.calc.ts` `calculateMolarity(values, mode, units)`",
      checkedBy: [
        '`tests/model/molarity.test.ts` › "switching mode clears the result but keeps what was typed; choosing the current mode changes nothing"',
        '`tests/unit/molarity.test.ts` › "0.15 M NaCl in 500 mL needs 4.38 g: 0.15 M states 2 figures, so 3 are shown (issue 52, principle 4)"',
        '`tests/unit/molarity.test.ts` › "1 L of 1 M Tris needs 121.14 g (volume in L)"',
        '`tests/unit/molarity.test.ts` › "4.3830 g in 500 mL at 0.15 M is 58.44 g/mol"',
      ],
    },
    {
      id: "D5.7",
      clause:
        "Molarity units: mass mg or g, volume mL or L, molarity M, mM, µM or nM; each field shows its unit choice; the result is given in the chosen unit and in the unit that suits it. A unit change is an edit (the result goes; a hint on that field goes).",
      implementedBy: "`molarity` event `UNIT.CHANGE` (context `units`); `molarity.selectors.ts` `formatMolarityResult`",
      checkedBy: [
        '`tests/model/molarity.test.ts` › "a unit change on a field with a hint removes that hint"',
        '`tests/unit/molarity.test.ts` › "the result says what it is in the chosen unit and in the unit that suits it"',
      ],
    },
    {
      id: "D5.8",
      clause:
        "Molarity: common solutes fill the molecular weight, each with its formula; a note says hydrates differ from the anhydrous form.",
      implementedBy:
        "`molarity.types.ts` `COMMON_SOLUTES`, `HYDRATE_NOTE`; a solute button sends `FIELD.CHANGE` of the molecular weight",
      checkedBy: [
        '`tests/view/molarity-calculator.test.tsx` › "common solutes fill the molecular weight"',
        '`tests/unit/molarity.test.ts` › "the common solutes are valid molecular weights, each with its formula"',
      ],
    },
    {
      id: "D5.9",
      clause:
        "Molarity, solving for the mass: 'dissolve X g in less than V, then make up to V', and the mass in mg under 1 g; laboratory results keep the significant figures of the least precise entry (a whole number states none), and the trailing zeros an entry states.",
      implementedBy: "`molarity.selectors.ts` `formatMolarityResult` (`bench`, `also`)",
      checkedBy: [
        '`tests/unit/molarity.test.ts` › "under 1 g the mass is also given in mg, and the bench line weighs in mg"',
        '`tests/unit/molarity.test.ts` › "keeps the trailing zeros an entry states (issue 52): 40.00 g/mol gives 5.00 g, 0.5000 M 5.000 g; none typed, none shown"',
      ],
    },
    {
      id: "D5.2",
      clause: "Dilution: Solve-for starts at V1.",
      implementedBy: "`dilution` initial state `v1`",
      checkedBy: ['`tests/model/dilution.test.ts` › "starts solving for V1 with empty values"'],
    },
    {
      id: "D5.3",
      clause:
        "Dilution: zero, negative and impossible inputs (C2 > C1 solving V1 or V2; V1 > V2 solving C2) get a clear inline message.",
      implementedBy: "`dilution.calc.ts`; `<mode>.invalid`; editing an involved field removes its hint",
      checkedBy: [
        '`tests/unit/dilution.test.ts` › "dilution validation: bad input is never silent"',
        '`tests/model/dilution.test.ts` › "an impossible dilution is refused, and editing either involved field clears the hint"',
      ],
    },
    {
      id: "D5.4",
      clause: "Dilution: the result also gives the diluent to add (V2 − V1).",
      implementedBy: "`dilution.calc.ts` `diluent`",
      checkedBy: [
        '`tests/unit/dilution.test.ts` › "100 mg/mL to 10 mg/mL in 50 mL needs V1 = 5 mL, 45 mL diluent"',
        '`tests/unit/dilution.test.ts` › "states when no diluent is needed"',
      ],
    },
    {
      id: "D5.5",
      clause:
        "Dilution results: significant figures (at least 3, so rounding never moves a value by more than 1 %), trailing zeros dropped (issue 27).",
      implementedBy: "`formatNumber`",
      checkedBy: [
        '`tests/view/dilution-calculator.test.tsx` › "solves V2 and C2 to significant figures (at least 3), trailing zeros dropped"',
      ],
    },
    {
      id: "D5.10",
      clause:
        "Dilution, bench conventions (issue 52): C1 and C2 each in M, mM, µM, nM, pM, fM, g/L, mg/mL, µg/mL, ng/mL, % w/v, % v/v or ×, V1 and V2 in µL, mL or L; units of one family converted exactly and the conversion shown; molar ↔ mass per volume only through a molecular weight; C1 and C2 in units nothing links is a state with a message naming both units; every result and the diluent carry their units; the pipette for each volume (P2 to P1000, a serological pipette above 1 mL), and under 0.2 µL a caution to make an intermediate dilution first.",
      implementedBy:
        "`src/domain/lab/dilution-units.ts`; `dilution` event `UNIT.CHANGE` (lab-form `choice`), `<mode>.invalid.checking` [invalidIs] → `fields` | `unitMismatch`, `<mode>.calculated.belowPipette`; `dilution.words.ts`",
      checkedBy: [
        '`tests/unit/dilution.test.ts` › "10 mM to 50 µM in 1 mL needs 5 µL of stock (0.005 mL), never 5 mL"',
        '`tests/unit/dilution.test.ts` › "C1 · V1 = C2 · V2 holds, converted, for every pair of units one family or a molecular weight links"',
        '`tests/model/dilution.test.ts` › "C1 and C2 in units nothing links is a state of its own; the molecular weight links molar and mass"',
        '`tests/model/dilution.test.ts` › "a unit button is an edit: it clears the result and says the field\'s new unit"',
        '`tests/e2e/lab-tools.spec.ts` › "dilution: units on every field, the conversion shown and said, a unit mismatch named, Reset restores the units"',
      ],
    },
    {
      id: "D6.1",
      clause:
        "Every route is pre-rendered with its own head and content, then hydrates; `sitemap.xml` and `robots.txt`; unknown paths get the Not-found page with HTTP 404.",
      implementedBy: "`react-router.config.ts` prerender; `scripts/postbuild.mjs`; `scripts/serve.mjs`",
      checkedBy: [
        '`tests/e2e/routes.spec.ts` › "every route, loaded once: head, hydration, console, CSP, requests, JavaScript size, axe"',
        '`tests/e2e/site.spec.ts` › "sitemap lists every public route and robots.txt points at it"',
        '`tests/e2e/site.spec.ts` › "an unknown path answers 404 with the Not-found page and logs the path"',
      ],
    },
    {
      id: "D6.2",
      clause: "Every reference-table value is computed from the formula code.",
      implementedBy: "Pages call the calc modules",
      checkedBy: [
        '`tests/unit/content-tables.test.ts` › "every table value is computed by the calculators\' formula"',
        '`tests/unit/dilution.test.ts` › "the worked examples of the page come from the calculator"',
        '`tests/view/molarity-calculator.test.tsx` › "worked examples from the calc module"',
      ],
    },
    {
      id: "D6.3",
      clause:
        "The site works offline after the first visit and can be added to a home screen; no request leaves for a third-party host.",
      implementedBy:
        "`scripts/service-worker.mjs` (Workbox), `scripts/service-worker.worker.mjs`, `public/manifest.webmanifest`",
      checkedBy: [
        '`tests/e2e/offline.spec.ts` › "after one visit every route and every calculator works offline"',
        '`tests/e2e/offline.spec.ts` › "a new build replaces the old worker and cache cleanly"',
        '`tests/e2e/security.spec.ts` › "(d) no request to another origin while every calculator, menu, copy and download is used"',
        '`tests/e2e/routes.spec.ts` › "every route, loaded once: head, hydration, console, CSP, requests, JavaScript size, axe"',
      ],
    },
    {
      id: "D6.4",
      clause: "The privacy text is truthful: no cookies, no analytics, no advertising.",
      implementedBy: "`src/content/pages/privacy-policy.ts`",
      checkedBy: ['`tests/unit/content-tables.test.ts` › "privacy is truthful"'],
    },
    {
      id: "D6.5",
      clause: "'Get Started' takes the visitor to the home page's converter and focuses its amount field.",
      implementedBy: "`site-header.tsx`",
      checkedBy: ['`tests/e2e/site.spec.ts` › "Get Started takes the visitor to the home converter"'],
    },
    {
      id: "D6.6",
      clause: "Copyright line '© 2025'.",
      implementedBy: "`site-footer.tsx`",
      checkedBy: ['`tests/e2e/site.spec.ts` › "header, tagline, footer lists and copyright"'],
    },
  ],
);
