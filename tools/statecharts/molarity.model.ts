/**
 * The model of the molarity calculator shared by the three levels of model-based tests
 * (tests/model/molarity.test.ts: machine; tests/model/molarity-view.test.tsx: view;
 * tests/e2e/lab-tools.spec.ts: browser): the events to explore, how a step reads for people and
 * what the page must show in each model state.
 */
import type { EventObject, SnapshotFrom } from "xstate";
import { createMachineModel } from "./model-harness";
import { molarityMachine } from "../../src/machines/molarity/molarity.machine";
import { formatMolarity } from "../../src/machines/molarity/molarity.selectors";
import { MOLARITY_FIELDS, MOLARITY_FIELD_TEXT, type MolarityEvent, type MolarityField } from "../../src/machines/molarity/molarity.types";

export type MolaritySnapshot = SnapshotFrom<typeof molarityMachine>;

/** Sample values per field: one valid, one invalid (empty is the third, from the start and Reset). */
export const MOLARITY_SAMPLES: Record<MolarityField, readonly string[]> = {
  mass: ["5.844", "-1"],
  molecularWeight: ["58.44", "0"],
  volume: ["100", "abc"],
};

export function createMolarityModel() {
  return createMachineModel(molarityMachine, {
    name: "molarity",
    events: (s) => [
      // Only changes that change the text: React sends no change event for the same value.
      ...MOLARITY_FIELDS.flatMap((field) =>
        MOLARITY_SAMPLES[field]
          .filter((value) => s.context.values[field] !== value)
          .map((value): MolarityEvent => ({ type: "FIELD.CHANGE", field, value })),
      ),
      { type: "CALCULATE" },
      { type: "RESET" },
    ],
    serializeState: (s) =>
      JSON.stringify({ value: s.value, values: s.context.values, issues: s.context.issues.map((i) => i.field), result: s.context.result !== null }),
  });
}

/** A step in words, as a person would do it. */
export function describeMolarityEvent(event: EventObject): string {
  const e = event as MolarityEvent;
  switch (e.type) {
    case "FIELD.CHANGE":
      return `Type ${JSON.stringify(e.value)} in ${MOLARITY_FIELD_TEXT[e.field].label}`;
    case "CALCULATE":
      return "Press Calculate Molarity";
    case "RESET":
      return "Press Reset";
  }
}

export interface ExpectedMolarityField {
  readonly label: string;
  readonly value: string;
  readonly hint: string | null;
}

export interface ExpectedMolarityView {
  readonly fields: readonly ExpectedMolarityField[];
  /** Texts the 'Molarity' live region must contain. */
  readonly resultContains: readonly string[];
  /** Whether the region shows a molarity (any "… M" figure). */
  readonly hasResult: boolean;
  /** Label of the field that must have the focus after the step, if the step moves it. */
  readonly focusedLabel: string | null;
}

/** What the page shows in a model state reached by `event`. */
export function expectedMolarityView(s: MolaritySnapshot, event: EventObject | null): ExpectedMolarityView {
  const fields = MOLARITY_FIELDS.map((field) => ({
    label: MOLARITY_FIELD_TEXT[field].label,
    value: s.context.values[field],
    hint: s.context.issues.find((i) => i.field === field)?.message ?? null,
  }));
  let resultContains: string[];
  if (s.context.result) {
    const d = formatMolarity(s.context.result.molar);
    resultContains = [d.molar, d.millimolar, d.micromolar];
  } else if (s.matches("invalid")) {
    resultContains = [s.context.issues.find((i) => i.field === null)?.message ?? "No result: correct the highlighted field"];
  } else {
    resultContains = ["Enter the mass, molecular weight and volume, then press Calculate Molarity."];
  }
  let focusedLabel: string | null = null;
  if (event?.type === "RESET") focusedLabel = MOLARITY_FIELD_TEXT.mass.label;
  if (event?.type === "CALCULATE" && s.matches("invalid")) {
    const first = s.context.issues.find((i) => i.field !== null)?.field ?? "mass";
    focusedLabel = MOLARITY_FIELD_TEXT[first].label;
  }
  return { fields, resultContains, hasResult: s.context.result !== null, focusedLabel };
}
