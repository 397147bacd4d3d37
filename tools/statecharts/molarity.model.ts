/**
 * The model of the molarity calculator shared by the three levels of model-based tests
 * (tests/model/molarity.test.ts: machine; tests/model/molarity-view.test.tsx: view;
 * tests/e2e/lab-tools.spec.ts and keyboard.spec.ts: browser): the events to explore, how a step
 * reads for people and what the page must show in each model state.
 */
import type { EventObject, SnapshotFrom } from "xstate";
import { createMachineModel } from "./model";
import { molarityMachine } from "../../src/machines/molarity/molarity.machine";
import { selectSolveFor } from "../../src/machines/molarity/molarity.selectors";
import { calculateMolarity } from "../../src/machines/molarity/molarity.calc";
import { connectMolarity } from "../../src/machines/molarity/molarity.connect";
import { balanceWords, formatMolarityResult, MOLARITY_MODE_PROMPT } from "../../src/machines/molarity/molarity.words";
import { DEFAULT_BALANCE } from "../../src/domain/lab/balance";
import { labScreen, type LabScreen } from "./lab-form.screen";
import { labLinkAnnouncement, labModelLinks, withLabLinks } from "./lab-form.links";
import { molarityShare } from "../../src/machines/molarity/molarity.share";
import { DEFAULT_MOLARITY_UNITS as PAGE_UNITS } from "../../src/machines/molarity/molarity.types";
import {
  MOLARITY_FIELDS,
  MOLARITY_MODE_LABEL,
  MOLARITY_MODES,
  molarityFieldText,
  UNIT_CHOICES,
  UNIT_FIELDS,
  type MolarityEvent,
  type MolarityField,
  type MolarityMode,
  type MolarityResult,
  type MolarityUnitEvent,
  type MolarityUnits,
  type UnitField,
} from "../../src/machines/molarity/molarity.types";

export type MolaritySnapshot = SnapshotFrom<typeof molarityMachine>;

/**
 * Valid samples per field: with 58.44 g, 58.44 g/mol, 100 mL and 100 M (or 10 M) every mode has
 * an answer; a field can also be cleared. Every kind of result is reachable in every mode (issue
 * 27): 58.44 g of NaCl in 100 mL is 10 M, more than dissolves at 25 °C (aboveSolubility), and so is
 * solving 10 M for the mass, the volume or the molecular weight (58.44 g/mol is NaCl); 584.4 g in
 * 100 mL, or 100 M, is more than 55 M (aboveWater); in L, mg or mM the same numbers are a
 * solution that can be made (possible). Invalid input comes from the empty fields: Calculate on
 * an empty form gives a hint per field, so both branches of an edit in `invalid` (a hint remains /
 * the last hint goes) are reachable. Units toggle between the spec's unit and one other (g ⇄ mg,
 * mL ⇄ L, M ⇄ mM); every unit is checked in the unit and view tests.
 */
export const MOLARITY_SAMPLES: Record<MolarityField, readonly string[]> = {
  mass: ["14.8896", "58.44", "584.4"],
  molecularWeight: ["58.44", "372.24"],
  volume: ["100"],
  molarity: ["0.4", "10", "100"],
};
// Issue 52's kinds, also in every mode, with EDTA disodium (372.24 g/mol) beside NaCl: 14.8896 g
// of EDTA in 100 mL, or 0.4 M of it, dissolves only at pH 8 with NaOH (dissolvesWithHelp), and
// 58.44 g (1.57 M) is above even that (aboveSolubility); 584.4 g of EDTA in 100 mL, or 10 M of
// it, is more than 2 g per mL (aboveMassPerVolume); solving 10 M for the molecular weight of
// 584.4 g in 100 mL gives 584.4 g/mol at 5.8 g per mL (aboveMassPerVolume); with the
// top-loading balance (0.01 g, minimum 1 g) a mass in mg is below the balance (belowBalance).
// The balance toggles between the default and the top-loading one.

/** The balance choices the model explores: the default (0.1 mg) and the top-loading one (0.01 g). */
const MODEL_BALANCES = [DEFAULT_BALANCE, "0.01 g"] as const;

function otherUnit(field: UnitField, units: MolarityUnits): MolarityUnitEvent {
  const [first, second] = field === "balance" ? MODEL_BALANCES : (UNIT_CHOICES[field] as readonly string[]);
  return { type: "UNIT.CHANGE", field, unit: units[field] === first ? second : first } as MolarityUnitEvent;
}

/**
 * The share links the model opens on the empty form (issue 52): per mode, NaCl's samples (58.44 g
 * of 58.44 g/mol in 100 mL is 10 M), and the same with one entry missing (its hint).
 */
export const MOLARITY_LINKS = labModelLinks<MolarityField, MolarityMode, MolarityUnits>(PAGE_UNITS, [
  {
    mode: "molarity",
    values: { mass: "58.44", molecularWeight: "58.44", volume: "100", molarity: "" },
    missing: "mass",
  },
  { mode: "mass", values: { mass: "", molecularWeight: "58.44", volume: "100", molarity: "0.4" }, missing: "volume" },
  {
    mode: "volume",
    values: { mass: "58.44", molecularWeight: "58.44", volume: "", molarity: "10" },
    missing: "molarity",
  },
  {
    mode: "molecularWeight",
    values: { mass: "58.44", molecularWeight: "", volume: "100", molarity: "10" },
    missing: "mass",
  },
]);

/** The page's empty form: no entry, the page's units, solving for the molarity, no result. */
const onStart = (s: MolaritySnapshot) =>
  selectSolveFor(s) === "molarity" &&
  MOLARITY_FIELDS.every((f) => s.context.values[f] === "") &&
  JSON.stringify(s.context.units) === JSON.stringify(PAGE_UNITS) &&
  s.context.issues.length === 0;

export function createMolarityModel() {
  const links = withLabLinks(molarityShare, { start: onStart, links: MOLARITY_LINKS, events: formEvents });
  return createMachineModel(molarityMachine, {
    name: "molarity",
    // Kept on disk (tools/statecharts/model/cache.ts): Vitest's files and each Playwright worker
    // ask for this model; one of them explores it (issue 55).
    cacheAs: "samples-links-units",
    events: links.events,
    withheld: links.withheld,
    // Every value, unit and balance combination of every mode (the kinds of issue 52 need them).
    limit: 1_000_000,
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        values: s.context.values,
        units: s.context.units,
        issues: s.context.issues.map((i) => i.field),
        result: s.context.result !== null,
      }),
  });
}

/** What a person does to the form (the share link's events are added by withLabLinks). */
function formEvents(s: MolaritySnapshot): MolarityEvent[] {
  const mode = selectSolveFor(s);
  return [
    // Only fields that can be typed in (the unknown is disabled), and only real changes
    // (React sends no change event for the same value): the sample, or clearing it.
    ...MOLARITY_FIELDS.filter((f) => f !== mode).flatMap((field) =>
      [...MOLARITY_SAMPLES[field], ""]
        .filter((value) => s.context.values[field] !== value)
        .map((value): MolarityEvent => ({ type: "FIELD.CHANGE", field, value })),
    ),
    ...UNIT_FIELDS.map((field) => otherUnit(field, s.context.units)),
    ...MOLARITY_MODES.filter((m) => m !== mode).map((m): MolarityEvent => ({ type: "SOLVE_FOR", mode: m })),
    { type: "CALCULATE" },
    { type: "RESET" },
    // 'Copy record' and 'Print record' are on with a result (issue 52, principle 6).
    ...(s.context.result !== null ? ([{ type: "COPY" }, { type: "PRINT" }] as const) : []),
  ];
}

export interface ExpectedMolarityView extends LabScreen {
  readonly solveFor: MolarityMode;
  /** Label of the field that must have the focus after the step, if the step moves it. */
  readonly focusedLabel: string | null;
  /**
   * Texts the page's one announcer must say after the step (Calculate: the result, or "No
   * result." and the hints; Solve for: the new unknown; Reset: what it cleared; a unit: the field's
   * new unit), or null when the step announces nothing (typing).
   */
  readonly announcedContains: readonly string[] | null;
}

/** The page of a model state: what the connect layer gives the view (src/machines/molarity/molarity.connect.ts). */
export function molarityScreen(s: MolaritySnapshot): LabScreen {
  const view = connectMolarity(s, () => {});
  const d = view.display;
  return labScreen(
    view,
    UNIT_FIELDS.map((f) => view.units[f]),
    d ? [d.headline, ...d.also, ...(d.bench ? [d.bench] : []), d.working] : [],
  );
}

/** What the announcer says of a result: the unknown, its other units, its caution, the bench step. */
function molarityAnnouncement(result: MolarityResult): string[] {
  const display = formatMolarityResult(result);
  return [
    `${MOLARITY_MODE_LABEL[result.solveFor]}: ${display.headline}`,
    ...display.also,
    ...(display.caution ? [`Caution: ${display.caution}`] : []),
    ...(display.bench ? [display.bench] : []),
  ];
}

/** What the page shows in a model state reached by `event`. */
export function expectedMolarityView(s: MolaritySnapshot, event: EventObject | null): ExpectedMolarityView {
  const solveFor = selectSolveFor(s);
  const units = s.context.units;
  const result = s.context.result;
  // After Reset (and for a form-wide hint) the focus goes to the first field that can be typed in.
  const firstKnown = MOLARITY_FIELDS.find((f) => f !== solveFor)!;
  let focusedLabel: string | null = null;
  if (event?.type === "RESET") focusedLabel = molarityFieldText(firstKnown, units).label;
  if (event?.type === "CALCULATE" && !result) {
    const first = s.context.issues.find((i) => i.field !== null)?.field ?? firstKnown;
    focusedLabel = molarityFieldText(first, units).label;
  }
  let announcedContains: string[] | null = null;
  if (event?.type === "CALCULATE") {
    announcedContains = result
      ? molarityAnnouncement(result)
      : ["No result.", ...s.context.issues.map((i) => i.message)];
  }
  if (event?.type === "SOLVE_FOR")
    announcedContains = [`Solving for ${MOLARITY_MODE_LABEL[solveFor].toLowerCase()}.`, MOLARITY_MODE_PROMPT[solveFor]];
  if (event?.type === "RESET")
    announcedContains = [
      "Fields cleared; units and Solve for back to the page's defaults.",
      `Solving for ${MOLARITY_MODE_LABEL[solveFor].toLowerCase()}.`,
      MOLARITY_MODE_PROMPT[solveFor],
    ];
  if (event?.type === "UNIT.CHANGE") {
    const e = event as MolarityUnitEvent;
    announcedContains = [
      e.field === "balance" ? balanceWords(e.unit) : `${molarityFieldText(e.field, units).name} in ${e.unit}.`,
    ];
  }
  if (event?.type === "link.open")
    announcedContains = labLinkAnnouncement(molarityShare, event, (inputs) => {
      const outcome = calculateMolarity(inputs.values, inputs.mode, inputs.units);
      return outcome.ok
        ? molarityAnnouncement(outcome.result)
        : ["No result.", ...outcome.issues.map((i) => i.message)];
    });
  return { ...molarityScreen(s), solveFor, focusedLabel, announcedContains };
}
