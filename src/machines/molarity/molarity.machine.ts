/**
 * Molarity calculator (product spec §2, §4, §5, §9; issue 4).
 *
 *   any ──CALCULATE [valid]──▶ calculated          (result shown)
 *   any ──CALCULATE──────────▶ invalid             (result cleared, inline hints, focus first bad field)
 *   any ──RESET──────────────▶ editing             (all fields and the result cleared, focus the first field)
 *   editing ──FIELD.CHANGE───▶ editing
 *   calculated ──FIELD.CHANGE▶ editing             (a result is never shown for other numbers)
 *   invalid ──FIELD.CHANGE [hints left]─▶ invalid  (the edited field's hint goes)
 *   invalid ──FIELD.CHANGE───▶ editing
 */
import { assign, emit, setup } from "xstate";
import { calculateMolarity, EMPTY_MOLARITY_VALUES } from "./molarity.calc";
import type { MolarityContext, MolarityEmitted, MolarityEvent, MolarityIssue } from "./molarity.types";

function issuesAfterEdit(context: MolarityContext, event: MolarityEvent): readonly MolarityIssue[] {
  if (event.type !== "FIELD.CHANGE") return context.issues;
  return context.issues.filter((issue) => !issue.involves.includes(event.field));
}

export const molarityMachine = setup({
  types: {
    context: {} as MolarityContext,
    events: {} as MolarityEvent,
    emitted: {} as MolarityEmitted,
  },
  actions: {
    setValue: assign({
      values: ({ context, event }) =>
        event.type === "FIELD.CHANGE" ? { ...context.values, [event.field]: event.value } : context.values,
    }),
    dropEditedIssues: assign({ issues: ({ context, event }) => issuesAfterEdit(context, event) }),
    clearResult: assign({ result: null }),
    clearIssues: assign({ issues: [] }),
    storeResult: assign(({ context }) => {
      const outcome = calculateMolarity(context.values);
      return outcome.ok ? { result: outcome.result, issues: [] } : { result: null, issues: outcome.issues };
    }),
    storeIssues: assign(({ context }) => {
      const outcome = calculateMolarity(context.values);
      return { result: null, issues: outcome.ok ? [] : outcome.issues };
    }),
    focusFirstInvalid: emit(({ context }) => {
      const field = context.issues.find((i) => i.field !== null)?.field ?? "mass";
      return { type: "focus.field" as const, field };
    }),
    clearAll: assign({ values: EMPTY_MOLARITY_VALUES, issues: [], result: null }),
    focusFirstField: emit({ type: "focus.field" as const, field: "mass" as const }),
  },
  guards: {
    inputsValid: ({ context }) => calculateMolarity(context.values).ok,
    hintsRemainAfterEdit: ({ context, event }) => issuesAfterEdit(context, event).length > 0,
  },
}).createMachine({
  id: "molarity",
  context: { values: EMPTY_MOLARITY_VALUES, issues: [], result: null },
  initial: "editing",
  on: {
    // One definition for every state: a result is computed from the form as it is now.
    CALCULATE: [
      { guard: "inputsValid", target: ".calculated", actions: "storeResult" },
      { target: ".invalid", actions: ["storeIssues", "focusFirstInvalid"] },
    ],
    RESET: { target: ".editing", actions: ["clearAll", "focusFirstField"] },
  },
  states: {
    editing: {
      on: {
        "FIELD.CHANGE": { actions: "setValue" },
      },
    },
    calculated: {
      on: {
        "FIELD.CHANGE": { target: "editing", actions: ["setValue", "clearResult"] },
      },
    },
    invalid: {
      on: {
        "FIELD.CHANGE": [
          { guard: "hintsRemainAfterEdit", target: "invalid", actions: ["setValue", "dropEditedIssues"] },
          { target: "editing", actions: ["setValue", "clearIssues"] },
        ],
      },
    },
  },
});
