/**
 * The converter card's test model, shared by the machine (converter-card-machine.test.ts), view
 * (converter-card-view.test.tsx) and browser (tests/e2e/converter.spec.ts) levels.
 *
 * The card's one event is the converter's report of its settings. A sample is what a person
 * types into the Calculator tab (an amount and a concentration) and the Route they choose (not
 * stated unless the sample says so; injection makes the syringe chooser follow); the event is the report the
 * converter sends for it (src/domain/dose/conversion.ts `converterSettings`), so the machine level can send
 * it to the card as the converter would, and the view and browser levels type it.
 */
import type { EventObject, SnapshotFrom } from "xstate";
import { MG_PAGES, SYRINGE_PRESET, type ConverterPreset } from "~/data/doses";
import { converterCardMachine } from "~/machines/converter-card/converter-card.machine";
import { converterSettings, type ConverterSettings } from "~/domain/dose/conversion";
import type { Route } from "~/machines/converter/converter.types";
import type { ConverterCardEvent } from "~/machines/converter-card/converter-card.types";
import { createMachineModel } from "./model";
import type { ControlAction } from "~/machines/controls";
import { TABS } from "~/machines/tabs/tabs.calc";
import { stageOf as featureStage } from "~/machines/converter-card/converter-card.connect";
import { hasResult } from "~/machines/double-check/double-check.calc";
import type { DoseEntry } from "~/machines/double-check/double-check.types";
import { doubleCheckMachine } from "~/machines/double-check/double-check.machine";
import { batchMachine } from "~/machines/batch/batch.machine";

export type ConverterCardSnapshot = SnapshotFrom<typeof converterCardMachine>;

/** The /20-mg-to-ml page (calculator and Batch Convert) and the syringe page (also the syringe). */
export const CARD_MODEL_INPUTS = [
  { preset: MG_PAGES.find((p) => p.value === 20)!.preset, withSyringe: false },
  { preset: SYRINGE_PRESET, withSyringe: true },
] as const;

/** What a person types in the Calculator tab for a sample. */
export interface CardSample {
  amount: string;
  concentration: string;
  /** The Route chosen for the preparation card; not stated when absent. */
  route?: Route;
}

export const CARD_SAMPLES: readonly CardSample[] = [
  { amount: "20", concentration: "250 mg per 5 mL" },
  { amount: "", concentration: "10" },
  { amount: "20", concentration: "10", route: "injection" },
];

/** The converter's report for a sample on a page (mg to mL pages here). */
export function sampleSettings(preset: ConverterPreset, sample: CardSample): ConverterSettings {
  return converterSettings({
    amountText: sample.amount,
    concentrationText: sample.concentration,
    direction: preset.direction,
    route: sample.route ?? "unstated",
  });
}

/** The sample an event was made from (by its settings). */
export function sampleOf(preset: ConverterPreset, event: EventObject): CardSample {
  const found = CARD_SAMPLES.find(
    (s) => JSON.stringify(sampleSettings(preset, s)) === JSON.stringify(stripType(event)),
  );
  if (!found) throw new Error(`No sample gives ${JSON.stringify(event)}`);
  return found;
}

function stripType(event: EventObject): Omit<ConverterCardEvent, "type"> {
  const { type: _type, ...settings } = event as ConverterCardEvent;
  return settings;
}

/** The calculation on the calculator in a state: as the converter last reported it (the page's example at first). */
export function entryOf(s: ConverterCardSnapshot): DoseEntry {
  return s.context.settings.entry;
}

/**
 * Whether a dose was typed on the calculator (the converter's `entry.typed`): the settings are a
 * sample's, never the page's example (every sample differs from both pages' examples).
 */
export const typedOn = (s: ConverterCardSnapshot): boolean =>
  CARD_SAMPLES.some((c) => JSON.stringify(sampleSettings(s.context.preset, c)) === JSON.stringify(s.context.settings));

/** Where a feature that loads on first use is, in a state. */
export const stageOf = (s: ConverterCardSnapshot, feature: "doubleCheck" | "batch" | "printCard") =>
  featureStage(s.value[feature]);

const busy = (stage: string) => stage === "loading" || stage === "failed";

/**
 * The loads' answers the model tries, with what arrives: the machines themselves (the card starts
 * them; the print card is the view's alone).
 */
export const LOAD_ANSWERS = [
  { type: "xstate.done.actor.loadDoubleCheck", output: doubleCheckMachine },
  { type: "xstate.error.actor.loadDoubleCheck", error: new Error("no connection") },
  { type: "xstate.done.actor.loadBatch", output: batchMachine },
  { type: "xstate.error.actor.loadBatch", error: new Error("no connection") },
  { type: "xstate.done.actor.loadPrintCard", output: null },
  { type: "xstate.error.actor.loadPrintCard", error: new Error("no connection") },
] as const;

/**
 * What a person can do in a state (issue 33). While the double check loads, could not load or
 * runs, the calculator is hidden: only its own controls. While Batch Convert loads or could not,
 * the person is on its tab (nothing here leaves it): only its own. While the preparation card
 * loads or could not, its message is by the Print button: typing goes on, but nothing hides the
 * calculator. A check is asked for only with a result, a card printed only once a dose was typed
 * and has a result (the buttons are disabled otherwise).
 */
function cardEvents(s: ConverterCardSnapshot): EventObject[] {
  const dc = stageOf(s, "doubleCheck");
  const batch = stageOf(s, "batch");
  const print = stageOf(s, "printCard");
  const loading = { DoubleCheck: dc, Batch: batch, PrintCard: print };
  // A load's answer only while it loads.
  const answers = LOAD_ANSWERS.filter(
    (a) => loading[a.type.replace(/^.*\.load/, "") as keyof typeof loading] === "loading",
  );
  const entry = entryOf(s);
  // Once the double check's code is here: a check runs until the double check reports it over
  // ('Cancel double check'), then a new one can be asked for (the model goes no further there: the
  // calculator's own events are tried before the check's code loads).
  if (s.matches({ doubleCheck: { ready: "open" } })) return [{ type: "check.closed" }];
  if (s.matches({ doubleCheck: { ready: "closed" } })) return hasResult(entry) ? [{ type: "check.request" }] : [];
  if (dc !== "idle") {
    return [
      ...answers.filter((a) => a.type.endsWith("DoubleCheck")),
      { type: "check.retry" },
      { type: "check.cancel" },
    ];
  }
  if (busy(batch)) return [...answers.filter((a) => a.type.endsWith("Batch")), { type: "batch.retry" }];
  const settings = CARD_SAMPLES.map((sample) => ({
    type: "settings.changed" as const,
    ...sampleSettings(s.context.preset, sample),
  }));
  const printing: EventObject[] = typedOn(s) && hasResult(entry) ? [{ type: "print.request" }] : [];
  if (busy(print)) return [...answers, ...settings, ...printing];
  const asking: EventObject[] = hasResult(entry) ? [{ type: "check.request" }] : [];
  return [...answers, ...settings, ...asking, { type: "batch.open" }, ...printing];
}

/** Event types not to try in a state (none is offered by `cardEvents` there: not even bare). */
function cardWithheld(s: ConverterCardSnapshot): string[] {
  const offered = new Set(cardEvents(s).map((e) => e.type));
  return [
    "settings.changed",
    "check.request",
    "check.closed",
    "check.retry",
    "check.cancel",
    "batch.open",
    "batch.retry",
    "print.request",
    ...LOAD_ANSWERS.map((a) => a.type),
  ].filter((t) => !offered.has(t));
}

export function createConverterCardModel() {
  return createMachineModel(converterCardMachine, {
    name: "converter-card",
    inputs: CARD_MODEL_INPUTS.map((i) => ({ ...i })),
    events: cardEvents,
    withheld: cardWithheld,
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        withSyringe: s.context.withSyringe,
        settings: s.context.settings,
      }),
  });
}

/** The card's features by the id of their load ("loadBatch" → "batch"). */
export const FEATURE_OF_LOAD = {
  loadDoubleCheck: "doubleCheck",
  loadBatch: "batch",
  loadPrintCard: "printCard",
} as const;
export type CardFeature = (typeof FEATURE_OF_LOAD)[keyof typeof FEATURE_OF_LOAD];

/**
 * Loads a test holds until a step answers them (`settle`): the code arrives (what `arrive` gives:
 * the machine's, or at view level the feature's module) or cannot be loaded. For the machine and
 * view levels (the browser holds the files' requests instead).
 */
export function heldLoads<A extends { readonly [K in CardFeature]: () => unknown }>(arrive: A) {
  type Loads = { [K in CardFeature]: () => Promise<ReturnType<A[K]>> };
  const waiting: Record<CardFeature, Array<{ resolve: (v: unknown) => void; reject: (e: Error) => void }>> = {
    doubleCheck: [],
    batch: [],
    printCard: [],
  };
  const hold = (feature: CardFeature) => () =>
    new Promise<unknown>((resolve, reject) => waiting[feature].push({ resolve, reject }));
  return {
    loads: { doubleCheck: hold("doubleCheck"), batch: hold("batch"), printCard: hold("printCard") } as Loads,
    /** Answers the oldest load of the feature whose load id is `id`; throws when none waits. */
    settle(id: string, outcome: "done" | "error") {
      const feature = FEATURE_OF_LOAD[id as keyof typeof FEATURE_OF_LOAD];
      const load = feature ? waiting[feature].shift() : undefined;
      if (!load) throw new Error(`No load of ${id} is waiting`);
      if (outcome === "done") load.resolve(arrive[feature]());
      else load.reject(new Error("Failed to fetch dynamically imported module (no connection)"));
    },
  };
}

/** The tab shown after an action: the last tab it presses, else the one shown before. */
export function tabShownAfter(action: ControlAction, shown: "calculator" | "batch"): "calculator" | "batch" {
  const pressed = (action.kind === "all" ? action.actions : [action]).filter(
    (a): a is Extract<ControlAction, { kind: "press" }> => a.kind === "press" && a.role === "tab",
  );
  const last = pressed[pressed.length - 1];
  return last ? (TABS.find((t) => t.label === last.name)?.id ?? shown) : shown;
}
