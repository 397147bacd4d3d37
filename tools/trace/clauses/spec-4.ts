/** docs/behaviour.md, "Spec section 4: states and transitions": the clauses (which states implement them: each machine's meta.docs.clauses). */
import { section } from "../clause";

export default section(
  "Spec section 4: states and transitions",
  [],
  [
    {
      id: "S4.1",
      clause: "Converter direction starts as mg to mL (decisions: mL-to-mg pages start mL to mg).",
      implementedBy:
        "`converter` region `direction`: the transient `pageDefault` takes the page's own direction (guard `startsMlToMg`) into `mgToMl` or `mlToMg`; context `direction` from the page preset (`src/data/doses.ts`)",
      checkedBy: [
        '`tests/view/converter-card.test.tsx` › "an mL page starts in mL → mg and Reset returns to its own defaults"',
        '`tests/e2e/routes.spec.ts` › "every route, loaded once: head, hydration, console, CSP, requests, JavaScript size, axe"',
      ],
    },
    {
      id: "S4.2",
      clause:
        "The swap button flips the direction, moves the current result into the input (0 if empty) and the old input into the result.",
      implementedBy:
        "`converter` action `swap`; the result is derived again from the new amount, so the old input reappears as the result",
      checkedBy: [
        '`tests/view/converter-card.test.tsx` › "swap moves the result (no unit, no commas) into the amount and flips the direction"',
        '`tests/model/converter-machine.test.ts` › "runs on the actor"',
      ],
    },
    {
      id: "S4.3",
      clause:
        "Reset restores the default amount, an empty result, the default concentration and the mg to mL direction (decisions: the page's own defaults, direction included).",
      implementedBy: "`converter` action `reset` (from `context.defaults`)",
      checkedBy: [
        '`tests/view/converter-card.test.tsx` › "an mL page starts in mL → mg and Reset returns to its own defaults"',
      ],
    },
    {
      id: "S4.4",
      clause: "The result recalculates whenever amount, concentration or direction changes, and on pressing Calculate.",
      implementedBy:
        "`converter` region `result`: every input event re-enters the transient `evaluating`, whose guarded `always` transitions (`statusIs`, calling the pure `resultStatus` of `converter.calc.ts`) enter the state the inputs lead to; Calculate announces the result (region `announce`)",
      checkedBy: [
        '`tests/model/converter-view.test.tsx` › "runs on the rendered card"',
        '`tests/view/converter-card.test.tsx` › "Calculate (or Enter) moves focus to the field that needs attention"',
      ],
    },
    {
      id: "S4.5",
      clause: "The copied indicator turns on after copying and off after 2 seconds.",
      implementedBy:
        "`converter` copy region: `idle` → `copying` (invokes `writeClipboard`) → `copied` → `idle` after the named delay `copiedTimeout` (2\u202f000 ms)",
      checkedBy: [
        '`tests/e2e/converter.spec.ts` › "copy writes the formatted value to the clipboard and the indicator clears after 2 s"',
        '`tests/model/converter-machine.test.ts` › "runs on the actor"',
      ],
    },
    {
      id: "S4.6",
      clause: "Tabs: Calculator (default) and Batch Convert.",
      implementedBy: "`tabs` machine, initial state `calculator`",
      checkedBy: [
        '`tests/model/tabs-view.test.tsx` › "runs on the rendered card"',
        '`tests/view/converter-card.test.tsx` › "names every control as QA and screen readers expect"',
      ],
    },
    {
      id: "S4.7",
      clause:
        "Batch is a placeholder with a values box, a 'Convert All' button and the text 'Results will appear here' (decisions: a working feature, see D4.6).",
      implementedBy: "`batch` machine, start state `list.editing` shows 'Results will appear here'",
      checkedBy: ['`tests/model/batch-view.test.tsx` › "runs on the rendered card"'],
    },
    {
      id: "S4.8",
      clause: "Molarity: inputs start empty.",
      implementedBy:
        "`molarity` initial state `molarity.editing` (solve for the molarity: the spec's form, in g, mL and M), every field empty",
      checkedBy: ['`tests/model/molarity.test.ts` › "starts empty, with no result"'],
    },
    {
      id: "S4.9",
      clause: "Molarity: Calculate Molarity shows the result, or clears it when inputs are invalid.",
      implementedBy:
        "`molarity` event `CALCULATE`: guard `inputsValid(mode)` → `<mode>.calculated`, else → `<mode>.invalid` (result cleared, hints)",
      checkedBy: [
        '`tests/model/molarity.test.ts` › "a failed Calculate clears an earlier result; Reset clears everything"',
        '`tests/model/molarity-view.test.tsx` › "the page shows each state"',
      ],
    },
    {
      id: "S4.10",
      clause: "Molarity: Reset clears all fields and the result.",
      implementedBy:
        "`molarity` event `RESET` → `<mode>.editing`, action `clearValues` (the solve-for mode and the units stay)",
      checkedBy: [
        '`tests/view/molarity-calculator.test.tsx` › "Reset clears every field and the result and focuses the first field"',
        '`tests/model/molarity.test.ts` › "solving for the mass: 0.15 M NaCl in 500 mL fills the mass field with 4.383 g"',
      ],
    },
    {
      id: "S4.11",
      clause: "Dilution: the solve-for choice is one of V1, V2, C2 (decisions: it starts at V1).",
      implementedBy: "`dilution` compound states `v1` (initial), `v2`, `c2`",
      checkedBy: ['`tests/model/dilution.test.ts` › "starts solving for V1 with empty values"'],
    },
    {
      id: "S4.12",
      clause: "Dilution: choosing a button switches which input is disabled.",
      implementedBy: "`dilution` event `SOLVE_FOR` (guard `choosesMode`); the view disables the mode's own input",
      checkedBy: [
        '`tests/view/dilution-calculator.test.tsx` › "starts solving for V1; each mode disables its own input, never C1"',
        '`tests/model/dilution.test.ts` › "switching mode clears the result but keeps what was typed"',
      ],
    },
    {
      id: "S4.13",
      clause: "Dilution: Calculate fills the chosen unknown from the other three.",
      implementedBy: "`dilution` event `CALCULATE` [inputsValid(mode)] → `<mode>.calculated`, action `storeResult`",
      checkedBy: [
        '`tests/view/dilution-calculator.test.tsx` › "solves V2 and C2 to significant figures (at least 3), trailing zeros dropped"',
        '`tests/model/dilution-view.test.tsx` › "the page shows each state"',
      ],
    },
    {
      id: "S4.14",
      clause:
        "Dilution: Reset clears all four values (decisions/issue 4: and the result; decisions.md 'Bench conventions', issue 52: the units and Solve for return to the page's defaults).",
      implementedBy:
        "`dilution` event `RESET` → `v1.editing` (the initial mode), action `clearValues` (the lab form's: the whole initial context, `units` included)",
      checkedBy: [
        '`tests/model/dilution.test.ts` › "Reset clears the values and the result, and returns the units and Solve for to the page\'s (issue 52)"',
      ],
    },
  ],
);
