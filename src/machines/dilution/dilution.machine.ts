/**
 * Dilution calculator, C1 × V1 = C2 × V2 (product spec §2, §4, §5, §9; decisions.md; issue 4).
 *
 * One compound state per solve-for mode (v1 — the default —, v2, c2); within a mode:
 *   CALCULATE [valid] ▶ calculated   (unknown filled, diluent V2 − V1 stated)
 *   CALCULATE         ▶ invalid      (inline hints, focus the first bad field; nothing computed)
 *   RESET             ▶ editing      (all four values and the result cleared, mode kept)
 *   calculated ──FIELD.CHANGE▶ editing   (a result is never shown for other numbers)
 *   invalid ──FIELD.CHANGE [hints left]▶ invalid, else ▶ editing
 *   SOLVE_FOR another mode: that mode's editing; result and hints cleared, typed values kept
 */
import { assign, emit, setup } from "xstate";
import { calculateDilution, EMPTY_DILUTION_VALUES } from "./dilution.calc";
import type {
  DilutionContext,
  DilutionEmitted,
  DilutionEvent,
  DilutionIssue,
  SolveFor,
} from "./dilution.types";

type ModeParams = { mode: SolveFor };

function issuesAfterEdit(context: DilutionContext, event: DilutionEvent): readonly DilutionIssue[] {
  if (event.type !== "FIELD.CHANGE") return context.issues;
  return context.issues.filter((issue) => !issue.involves.includes(event.field));
}

export const dilutionMachine = setup({
  types: {
    context: {} as DilutionContext,
    events: {} as DilutionEvent,
    emitted: {} as DilutionEmitted,
  },
  actions: {
    setValue: assign({
      values: ({ context, event }) =>
        event.type === "FIELD.CHANGE" ? { ...context.values, [event.field]: event.value } : context.values,
    }),
    dropEditedIssues: assign({ issues: ({ context, event }) => issuesAfterEdit(context, event) }),
    clearResult: assign({ result: null }),
    clearIssues: assign({ issues: [] }),
    clearOutcome: assign({ result: null, issues: [] }),
    clearAll: assign({ values: EMPTY_DILUTION_VALUES, result: null, issues: [] }),
    storeResult: assign(({ context }, { mode }: ModeParams) => {
      const outcome = calculateDilution(context.values, mode);
      return outcome.ok ? { result: outcome.result, issues: [] } : { result: null, issues: outcome.issues };
    }),
    storeIssues: assign(({ context }, { mode }: ModeParams) => {
      const outcome = calculateDilution(context.values, mode);
      return { result: null, issues: outcome.ok ? [] : outcome.issues };
    }),
    focusFirstInvalid: emit(({ context }) => ({
      type: "focus.field" as const,
      field: context.issues.find((i) => i.field !== null)?.field ?? context.issues[0]?.involves[0] ?? "c1",
    })),
    focusFirstField: emit({ type: "focus.field" as const, field: "c1" as const }),
  },
  guards: {
    inputsValid: ({ context }, { mode }: ModeParams) => calculateDilution(context.values, mode).ok,
    hintsRemainAfterEdit: ({ context, event }) => issuesAfterEdit(context, event).length > 0,
    choosesMode: ({ event }, { mode }: ModeParams) => event.type === "SOLVE_FOR" && event.mode === mode,
  },
}).createMachine({
  id: "dilution",
  context: { values: EMPTY_DILUTION_VALUES, issues: [], result: null },
  initial: "v1",
  states: {
    v1: {
      initial: "editing",
      on: {
        SOLVE_FOR: [
          { guard: { type: "choosesMode", params: { mode: "v2" } }, target: "v2", actions: "clearOutcome" },
          { guard: { type: "choosesMode", params: { mode: "c2" } }, target: "c2", actions: "clearOutcome" },
        ],
        CALCULATE: [
          { guard: { type: "inputsValid", params: { mode: "v1" } }, target: ".calculated", actions: { type: "storeResult", params: { mode: "v1" } } },
          { target: ".invalid", actions: [{ type: "storeIssues", params: { mode: "v1" } }, "focusFirstInvalid"] },
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
          on: { "FIELD.CHANGE": { target: "editing", actions: ["setValue", "clearResult"] } },
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
    },
    v2: {
      initial: "editing",
      on: {
        SOLVE_FOR: [
          { guard: { type: "choosesMode", params: { mode: "v1" } }, target: "v1", actions: "clearOutcome" },
          { guard: { type: "choosesMode", params: { mode: "c2" } }, target: "c2", actions: "clearOutcome" },
        ],
        CALCULATE: [
          { guard: { type: "inputsValid", params: { mode: "v2" } }, target: ".calculated", actions: { type: "storeResult", params: { mode: "v2" } } },
          { target: ".invalid", actions: [{ type: "storeIssues", params: { mode: "v2" } }, "focusFirstInvalid"] },
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
          on: { "FIELD.CHANGE": { target: "editing", actions: ["setValue", "clearResult"] } },
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
    },
    c2: {
      initial: "editing",
      on: {
        SOLVE_FOR: [
          { guard: { type: "choosesMode", params: { mode: "v1" } }, target: "v1", actions: "clearOutcome" },
          { guard: { type: "choosesMode", params: { mode: "v2" } }, target: "v2", actions: "clearOutcome" },
        ],
        CALCULATE: [
          { guard: { type: "inputsValid", params: { mode: "c2" } }, target: ".calculated", actions: { type: "storeResult", params: { mode: "c2" } } },
          { target: ".invalid", actions: [{ type: "storeIssues", params: { mode: "c2" } }, "focusFirstInvalid"] },
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
          on: { "FIELD.CHANGE": { target: "editing", actions: ["setValue", "clearResult"] } },
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
    },
  },
});
