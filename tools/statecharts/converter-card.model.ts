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
import { converterSettings, evaluateConverter, type ConverterSettings } from "~/domain/dose/conversion";
import type { Route } from "~/machines/converter/converter.types";
import type { ConverterCardEvent } from "~/machines/converter-card/converter-card.types";
import { createMachineModel } from "./model";

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
  return converterSettings(
    evaluateConverter({
      amountText: sample.amount,
      concentrationText: sample.concentration,
      direction: preset.direction,
      route: sample.route ?? "unstated",
    }),
  );
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

export function createConverterCardModel() {
  return createMachineModel(converterCardMachine, {
    name: "converter-card",
    inputs: CARD_MODEL_INPUTS.map((i) => ({ ...i })),
    events: (s): ConverterCardEvent[] =>
      CARD_SAMPLES.map((sample) => ({
        type: "settings.changed" as const,
        ...sampleSettings(s.context.preset, sample),
      })),
    serializeState: (s) =>
      JSON.stringify({ value: s.value, withSyringe: s.context.withSyringe, family: s.context.family }),
  });
}
