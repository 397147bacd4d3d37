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
import { labLinkAnnouncement, labModelLinks, withLabLinks } from "./lab-form.links";
import { dilutionShare } from "../../src/machines/dilution/dilution.share";
import { calculateDilutionContext } from "../../src/machines/dilution/dilution.calc";
import { dilutionResultLines } from "../../src/machines/dilution/dilution.connect";
import { dilutionAnnouncement } from "../../src/machines/dilution/dilution.words";
import {
  DEFAULT_DILUTION_UNITS,
  DILUTION_FIELDS,
  DILUTION_FIELD_TEXT,
  DILUTION_QUANTITIES,
  DILUTION_UNIT_FIELDS,
  SOLVE_FOR_MODES,
  dilutionFieldLabel,
  type DilutionEvent,
  type DilutionField,
  type DilutionQuantity,
  type DilutionUnitEvent,
  type DilutionUnitField,
  type DilutionUnits,
  type SolveFor,
} from "../../src/machines/dilution/dilution.types";

export type DilutionSnapshot = SnapshotFrom<typeof dilutionMachine>;

/**
 * Sample values per field. With C1 100, V1 5, C2 10, V2 50 every mode has a valid answer (the
 * spec's example, in mg/mL and mL); "0" is refused, C2 1000 is above C1 (impossible when solving
 * V1 or V2) and V2 0.5 is below V1 (impossible when solving C2). Empty comes from the start and
 * Reset. The molecular weight is not sampled (the unit tests convert through it).
 */
export const DILUTION_SAMPLES: Record<DilutionQuantity, readonly string[]> = {
  c1: ["100", "0"],
  v1: ["5", "0.05"],
  c2: ["10", "1000"],
  v2: ["50", "0.5"],
};

/**
 * Each sampled unit toggles between the page's unit and one other: C1 mg/mL ⇄ × (nothing links ×
 * to mg/mL: the unitMismatch state in every mode); C2 mg/mL ⇄ ng/mL (one family, converted: with
 * V2 0.5 mL, V1 is 0.00005 µL, the belowPipette caution solving V1); V1 mL ⇄ µL (V1 0.05 µL is
 * under 0.2 µL: the caution solving V2 or C2). Every unit is checked in the unit tests.
 */
export const DILUTION_UNIT_SAMPLES: Partial<Record<DilutionUnitField, readonly [string, string]>> = {
  c1: ["mg/mL", "×"],
  c2: ["mg/mL", "ng/mL"],
  v1: ["mL", "µL"],
};

function otherUnit(field: DilutionUnitField, units: DilutionUnits): DilutionUnitEvent {
  const [first, second] = DILUTION_UNIT_SAMPLES[field]!;
  return { type: "UNIT.CHANGE", field, unit: units[field] === first ? second : first } as DilutionUnitEvent;
}

/**
 * The share links the model opens on the empty form (issue 52): per mode, the spec's example from
 * the samples (100 mg/mL to 10 mg/mL in 50 mL: V1 5 mL), and the same with one entry missing.
 */
export const DILUTION_LINKS = labModelLinks<DilutionField, SolveFor, DilutionUnits>(DEFAULT_DILUTION_UNITS, [
  { mode: "v1", values: { c1: "100", v1: "", c2: "10", v2: "50", molecularWeight: "" }, missing: "c1" },
  { mode: "v2", values: { c1: "100", v1: "5", c2: "10", v2: "", molecularWeight: "" }, missing: "v1" },
  { mode: "c2", values: { c1: "100", v1: "5", c2: "", v2: "50", molecularWeight: "" }, missing: "v2" },
]);

/** The page's empty form: no entry, the page's units, solving for V1, no hint. */
const onStart = (s: DilutionSnapshot) =>
  selectSolveFor(s) === "v1" &&
  DILUTION_FIELDS.every((f) => s.context.values[f] === "") &&
  JSON.stringify(s.context.units) === JSON.stringify(DEFAULT_DILUTION_UNITS) &&
  s.context.issues.length === 0;

export function createDilutionModel() {
  const links = withLabLinks(dilutionShare, { start: onStart, links: DILUTION_LINKS, events: formEvents });
  return createMachineModel(dilutionMachine, {
    name: "dilution",
    // Kept on disk (tools/statecharts/model/cache.ts): Vitest's files and each Playwright worker
    // ask for this model; one of them explores it (issue 55).
    cacheAs: "samples-links-units",
    events: links.events,
    withheld: links.withheld,
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        values: s.context.values,
        units: s.context.units,
        issues: s.context.issues.map((i) => [i.field, i.involves]),
        result: s.context.result !== null,
      }),
  });
}

/** What a person does to the form (the share link's events are added by withLabLinks). */
function formEvents(s: DilutionSnapshot): DilutionEvent[] {
  const mode = selectSolveFor(s);
  return [
    // Only fields that can be typed in (the unknown is disabled), and only real changes.
    ...DILUTION_QUANTITIES.filter((f) => f !== mode).flatMap((field) =>
      DILUTION_SAMPLES[field]
        .filter((value) => s.context.values[field] !== value)
        .map((value): DilutionEvent => ({ type: "FIELD.CHANGE", field, value })),
    ),
    ...DILUTION_UNIT_FIELDS.filter((f) => DILUTION_UNIT_SAMPLES[f]).map((f) => otherUnit(f, s.context.units)),
    ...SOLVE_FOR_MODES.filter((m) => m !== mode).map((m): DilutionEvent => ({ type: "SOLVE_FOR", mode: m })),
    { type: "CALCULATE" },
    { type: "RESET" },
    // 'Copy record' and 'Print record' are on with a result (issue 52, principle 6).
    ...(s.context.result !== null ? ([{ type: "COPY" }, { type: "PRINT" }] as const) : []),
  ];
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
  return labScreen(
    view,
    DILUTION_UNIT_FIELDS.map((f) => view.units[f]),
    dilutionResultLines(view.display),
  );
}

/** What the page shows in a model state reached by `event`. */
export function expectedDilutionView(s: DilutionSnapshot, event: EventObject | null): ExpectedDilutionView {
  const solveFor = selectSolveFor(s);
  const result = s.context.result;
  const units = s.context.units;
  let focusedLabel: string | null = null;
  if (event?.type === "RESET") focusedLabel = dilutionFieldLabel("c1", units);
  if (event?.type === "CALCULATE" && !result) {
    const first = s.context.issues.find((i) => i.field !== null)?.field ?? "c1";
    focusedLabel = dilutionFieldLabel(first, units);
  }
  let announcedContains: string[] | null = null;
  if (event?.type === "CALCULATE") {
    announcedContains = result
      ? [dilutionAnnouncement(result)]
      : ["No result.", ...s.context.issues.map((i) => i.message)];
  }
  if (event?.type === "UNIT.CHANGE") {
    const e = event as DilutionUnitEvent;
    announcedContains = [`${DILUTION_FIELD_TEXT[e.field].symbol} in ${e.unit}.`];
  }
  if (event?.type === "SOLVE_FOR")
    announcedContains = [
      `Solving for ${DILUTION_FIELD_TEXT[solveFor].symbol}, the ${DILUTION_FIELD_TEXT[solveFor].noun}.`,
    ];
  // Reset says what it cleared and what the mode (kept) asks for.
  if (event?.type === "RESET")
    announcedContains = [
      "Fields cleared; units and Solve for back to the page's defaults.",
      `Solving for ${DILUTION_FIELD_TEXT[solveFor].symbol}, the ${DILUTION_FIELD_TEXT[solveFor].noun}.`,
    ];
  if (event?.type === "link.open")
    announcedContains = labLinkAnnouncement(dilutionShare, event, (inputs) => {
      const outcome = calculateDilutionContext(
        { values: inputs.values, units: inputs.units, issues: [], result: null },
        inputs.mode,
      );
      return outcome.ok
        ? [dilutionAnnouncement(outcome.result)]
        : ["No result.", ...outcome.issues.map((i) => i.message)];
    });
  return { ...dilutionScreen(s), solveFor, focusedLabel, announcedContains };
}
