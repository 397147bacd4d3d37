/**
 * Dilution calculator, C1 × V1 = C2 × V2 (product spec §2, §4, §5, §9; decisions.md; issue 4).
 * The shape is the lab forms' one (src/machines/lab-form/lab-form.factory.ts): a compound state
 * per solve-for mode (v1 — the default —, v2, c2), each with editing, calculated and invalid.
 */
import type { MachineDocs } from "../machine-docs";
import { createLabFormMachine } from "../lab-form/lab-form.factory";
import { calculateDilution, dilutionResultKind, EMPTY_DILUTION_VALUES } from "./dilution.calc";
import { formatDilution } from "./dilution.words";
import {
  DILUTION_FIELDS,
  DILUTION_FIELD_TEXT,
  DILUTION_RESULT_KINDS,
  SOLVE_FOR_MODES,
  type DilutionContext,
  type DilutionField,
  type DilutionResult,
  type SolveFor,
} from "./dilution.types";

const docs = {
  title: "Dilution calculator (C1V1 = C2V2)",
  summary:
    "Solve-for mode V1 (default), V2 or C2; the chosen unknown's input is disabled. Calculate fills the unknown from the other three and states the diluent to add, or shows a clear message for empty, zero, negative or impossible values. Reset clears all four values and the result and keeps the mode.",
  usedOn: "/dilution-calculator.",
  events: {
    "FIELD.CHANGE": "The person types in C1, V1, C2 or V2 (the unknown's field is disabled).",
    SOLVE_FOR: "The person chooses V1, V2 or C2 in the 'Solve for:' radio group: the new unknown is announced.",
    CALCULATE:
      "The person presses Calculate (or Enter in a field): the result is announced, or the hints (and the focus moves to the first field to fix).",
    RESET:
      "The person presses Reset: the four values and the result are cleared (the mode is kept); the announcer says so and what to enter.",
    always:
      "After Calculate: the result's kind is checked (measurable, or a stock or diluent volume under 0.1 mL) and its sub-state entered.",
  },
  guards: {
    choosesMode: "The pressed 'Solve for' button is the given mode.",
    inputsValid: "The three known values are numbers above 0 and the dilution is possible for the mode.",
    hintsRemainAfterEdit: "After this edit some hint still applies to another field.",
    resultIs:
      "After Calculate: the result is of the given kind (measurable; a stock or diluent volume under 0.1 mL), by dilutionResultKind (dilution.calc.ts).",
  },
  delays: {},
  actors: {},
  clauses: {
    "S4.11": ["dilution.v1", "dilution.v2", "dilution.c2", "dilution.v1.editing"],
    "S4.12": ["dilution:SOLVE_FOR", "dilution.v2.editing", "dilution.c2.editing"],
    "S4.13": ["dilution:CALCULATE", "dilution.v1.calculated", "dilution.v2.calculated", "dilution.c2.calculated"],
    "S4.14": ["dilution:RESET"],
    "S5.6": ["dilution.v1.invalid", "dilution.v2.invalid", "dilution.c2.invalid"],
    "S8.1": ["dilution.v1.invalid"],
    "S8.4": ["dilution.v1.invalid", "dilution.v2.invalid", "dilution.c2.invalid"],
    "D5.2": ["dilution.v1"],
    "D5.3": ["dilution.v1.invalid", "dilution.v2.invalid", "dilution.c2.invalid", "dilution:FIELD.CHANGE"],
    M7: ["dilution:FIELD.CHANGE", "dilution.v1.calculated", "dilution.v2.invalid", "dilution.c2.invalid"],
    M8: ["dilution:SOLVE_FOR", "dilution.v2", "dilution.c2"],
    M28: [
      "dilution.v1.calculated.checking",
      "dilution.v1.calculated.measurable",
      "dilution.v1.calculated.smallVolume",
      "dilution.v2.calculated.checking",
      "dilution.v2.calculated.measurable",
      "dilution.v2.calculated.smallVolume",
      "dilution.c2.calculated.checking",
      "dilution.c2.calculated.measurable",
      "dilution.c2.calculated.smallVolume",
      "dilution:always",
    ],
  },
} satisfies MachineDocs;

export const dilutionMachine = createLabFormMachine<DilutionField, SolveFor, DilutionResult, DilutionContext>({
  id: "dilution",
  modes: SOLVE_FOR_MODES,
  initialMode: "v1",
  context: { values: EMPTY_DILUTION_VALUES, issues: [], result: null },
  emptyValues: EMPTY_DILUTION_VALUES,
  calculate: (context, mode) => calculateDilution(context.values, mode),
  fields: DILUTION_FIELDS,
  docs,
  modeDescriptions: {
    v1: "Solving for V1, the stock volume (the default): the V1 field is disabled and filled by Calculate.",
    v2: "Solving for V2, the final volume: the V2 field is disabled and filled by Calculate.",
    c2: "Solving for C2, the final concentration: the C2 field is disabled and filled by Calculate.",
  },
  statusDescriptions: {
    editing: "No result shown: the result area asks for the three known values and Calculate.",
    calculated:
      "The unknown is in its field and the result area gives it to significant figures with the diluent to add (V2 − V1); its sub-state says whether the volumes can be measured.",
    invalid: "No result: each field to fix has its own inline hint (a form-wide hint shows in the result area).",
  },
  resultKinds: {
    kinds: DILUTION_RESULT_KINDS,
    kindOf: dilutionResultKind,
    descriptions: {
      measurable: "The stock and the diluent volumes can be measured: the result with the diluent to add.",
      smallVolume:
        "Caution: the stock (V1) or the diluent is under 0.1 mL, too small to measure accurately with a syringe; the result is shown with that caution.",
    },
  },
  announcements: {
    result: (result) => {
      const { headline, instruction, caution } = formatDilution(result);
      return [`${headline}.`, instruction, caution ? `Caution: ${caution}` : null].filter(Boolean).join(" ");
    },
    mode: (mode) =>
      `Solving for ${DILUTION_FIELD_TEXT[mode].symbol}, the ${DILUTION_FIELD_TEXT[mode].noun}. Enter the three known values, then press Calculate.`,
    // Every dilution field is typed (no unit choice, no filling control): edits say nothing.
    resultCleared: () => "The result was cleared: press Calculate.",
  },
});
