/**
 * The syringe chooser's test model, shared by the machine (syringe-machine.test.ts), view
 * (syringe-view.test.tsx) and browser (tests/e2e/content.spec.ts) levels: the events to try,
 * how a step reads, how a step is done with the converter on the page, and what the page must
 * show in each model state.
 */
import type { SnapshotFrom } from "xstate";
import { SYRINGE_PRESET } from "../../src/data/doses";
import { ROUTES, convert, type Route } from "../../src/domain/dose/conversion";
import { syringeMachine } from "../../src/machines/syringe/syringe.machine";
import type { SyringeChoice } from "../../src/domain/syringe/syringe.types";
import type { SyringeEvent } from "../../src/machines/syringe/syringe.types";
import { createMachineModel } from "./model";
import { connectSyringe } from "../../src/machines/syringe/syringe.connect";

export type SyringeSnapshot = SnapshotFrom<typeof syringeMachine>;

/** The page preset's volume (2.5 mg at 50 mg/mL). */
export const SYRINGE_MODEL_START = convert(
  SYRINGE_PRESET.amount,
  SYRINGE_PRESET.concentration,
  SYRINGE_PRESET.direction,
);

/**
 * Sample volumes, to reach every fit and caution state: none, 0, on a mark, between marks (0.333 mL
 * on the 1 mL oral syringe's 0.01 mL marks), halfway (0.055 mL), below the smallest mark of the
 * 1 mL oral syringe (0.004 mL, and under 0.1 mL), more than any syringe here holds.
 */
export const SYRINGE_VOLUMES: readonly (number | null)[] = [null, 0, 0.5, 2.5, 0.333, 0.055, 0.004, 12];
/** Sample choices: both automatic modes and three syringes (one too small for 2.5 mL, the insulin one). */
export const SYRINGE_CHOICES: readonly SyringeChoice[] = [
  "auto-oral",
  "auto-injection",
  "oral-1",
  "tuberculin-1",
  "insulin-0-5",
];

/** Every route the converter card forwards (the converter's Route field). */
export const SYRINGE_ROUTES: readonly Route[] = ROUTES;

export function createSyringeModel() {
  return createMachineModel(syringeMachine, {
    name: "syringe",
    input: { volume: SYRINGE_MODEL_START },
    // Only real changes: typing the amount the field already holds, or choosing the syringe the
    // select already shows, sends no input or change event in a browser (a person cannot make
    // that step), so in a long walk the page and the model would part.
    events: (s): SyringeEvent[] => [
      ...SYRINGE_VOLUMES.filter((v) => v !== s.context.volume).map((volume): SyringeEvent => ({
        type: "volume.change",
        volume,
      })),
      ...SYRINGE_CHOICES.filter((c) => c !== s.context.choice).map((choice): SyringeEvent => ({
        type: "choice.select",
        choice,
      })),
      ...SYRINGE_ROUTES.filter((r) => r !== s.context.route).map((route): SyringeEvent => ({
        type: "route.change",
        route,
      })),
    ],
    serializeState: (s) =>
      JSON.stringify({ value: s.value, choice: s.context.choice, volume: s.context.volume, route: s.context.route }),
  });
}

/** The chooser's value in a model state (what the person chose). */
export function modelChoice(s: SyringeSnapshot): SyringeChoice {
  return s.context.choice;
}

export { amountForVolume } from "~/machines/syringe/syringe.controls";

export interface ExpectedSyringeView {
  choice: SyringeChoice;
  syringeId: string;
  status: string;
  fillMl: number;
  summary: string;
  warnings: string[];
  routeFit: string;
  unitsLine: string | null;
  alt: string;
  title: string;
}

/** What the syringe panel shows in a model state: its own view model (syringe.connect.ts). */
export function expectedSyringeView(s: SyringeSnapshot): ExpectedSyringeView {
  const view = connectSyringe(s, () => {}, "expected");
  const { reading } = view.drawing;
  return {
    choice: view.chooser.value,
    syringeId: reading.syringe.id,
    status: reading.status,
    fillMl: reading.fillMl,
    summary: view.summary,
    warnings: [...view.warnings],
    routeFit: view.routeFit,
    unitsLine: view.unitsLine,
    alt: view.drawing.alt,
    title: view.drawing.title,
  };
}
