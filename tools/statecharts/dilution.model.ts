/**
 * The model of the dilution calculator shared by the three levels of model-based tests
 * (tests/model/dilution.test.ts: machine; tests/model/dilution-view.test.tsx: view;
 * tests/e2e/lab-tools.spec.ts: browser): the events to explore, how a step reads for people and
 * what the page must show in each model state.
 */
import type { EventObject, SnapshotFrom } from "xstate";
import { createMachineModel } from "./model";
import { dilutionMachine } from "../../src/machines/dilution/dilution.machine";
import { selectSolveFor } from "../../src/machines/dilution/dilution.selectors";
import { connectDilution } from "../../src/machines/dilution/dilution.connect";
import { labScreen, type LabScreen } from "./lab-form.screen";
import { formatDilution } from "../../src/machines/dilution/dilution.words";
import {
  DILUTION_FIELDS,
  DILUTION_FIELD_TEXT,
  SOLVE_FOR_MODES,
  type DilutionEvent,
  type DilutionField,
  type SolveFor,
} from "../../src/machines/dilution/dilution.types";

export type DilutionSnapshot = SnapshotFrom<typeof dilutionMachine>;

/**
 * Sample values per field. With C1 100, V1 5, C2 10, V2 50 every mode has a valid answer (the
 * spec's example); "0" is refused, C2 1000 is above C1 (impossible when solving V1 or V2) and
 * V2 0.5 is below V1 (impossible when solving C2), while solving V1 for V2 0.5 gives 0.05 mL of
 * stock, and V1 0.05 is itself under 0.1 mL (the smallVolume caution in every mode, issue 27).
 * Empty comes from the start and Reset.
 */
export const DILUTION_SAMPLES: Record<DilutionField, readonly string[]> = {
  c1: ["100", "0"],
  v1: ["5", "0.05"],
  c2: ["10", "1000"],
  v2: ["50", "0.5"],
};

export function createDilutionModel() {
  return createMachineModel(dilutionMachine, {
    name: "dilution",
    events: (s) => {
      const mode = selectSolveFor(s);
      return [
        // Only fields that can be typed in (the unknown is disabled), and only real changes.
        ...DILUTION_FIELDS.filter((f) => f !== mode).flatMap((field) =>
          DILUTION_SAMPLES[field]
            .filter((value) => s.context.values[field] !== value)
            .map((value): DilutionEvent => ({ type: "FIELD.CHANGE", field, value })),
        ),
        ...SOLVE_FOR_MODES.filter((m) => m !== mode).map((m): DilutionEvent => ({ type: "SOLVE_FOR", mode: m })),
        { type: "CALCULATE" },
        { type: "RESET" },
      ];
    },
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        values: s.context.values,
        issues: s.context.issues.map((i) => [i.field, i.involves]),
        result: s.context.result !== null,
      }),
  });
}

export interface ExpectedDilutionView extends LabScreen {
  readonly solveFor: SolveFor;
  /** Label of the field that must have the focus after the step, if the step moves it. */
  readonly focusedLabel: string | null;
  /**
   * Texts the page's one announcer must say after the step (Calculate: the result, or "No
   * result." and the hints; Solve for: the new unknown; Reset: what it cleared), or null when the
   * step announces nothing (typing).
   */
  readonly announcedContains: readonly string[] | null;
}

/** The page of a model state: what the connect layer gives the view (src/machines/dilution/dilution.connect.ts). */
export function dilutionScreen(s: DilutionSnapshot): LabScreen {
  const view = connectDilution(s, () => {});
  return labScreen(view, [], view.display ? [view.display.headline, view.display.instruction] : []);
}

/** What the page shows in a model state reached by `event`. */
export function expectedDilutionView(s: DilutionSnapshot, event: EventObject | null): ExpectedDilutionView {
  const solveFor = selectSolveFor(s);
  const result = s.context.result;
  const display = result ? formatDilution(result) : null;
  let focusedLabel: string | null = null;
  if (event?.type === "RESET") focusedLabel = DILUTION_FIELD_TEXT.c1.label;
  if (event?.type === "CALCULATE" && !result) {
    const first = s.context.issues.find((i) => i.field !== null)?.field ?? "c1";
    focusedLabel = DILUTION_FIELD_TEXT[first].label;
  }
  let announcedContains: string[] | null = null;
  if (event?.type === "CALCULATE") {
    announcedContains = display
      ? [`${display.headline}.`, display.instruction, ...(display.caution ? [`Caution: ${display.caution}`] : [])]
      : ["No result.", ...s.context.issues.map((i) => i.message)];
  }
  if (event?.type === "SOLVE_FOR")
    announcedContains = [
      `Solving for ${DILUTION_FIELD_TEXT[solveFor].symbol}, the ${DILUTION_FIELD_TEXT[solveFor].noun}.`,
    ];
  // Reset says what it cleared and what the mode (kept) asks for.
  if (event?.type === "RESET")
    announcedContains = [
      "Fields cleared.",
      `Solving for ${DILUTION_FIELD_TEXT[solveFor].symbol}, the ${DILUTION_FIELD_TEXT[solveFor].noun}.`,
    ];
  return { ...dilutionScreen(s), solveFor, focusedLabel, announcedContains };
}
