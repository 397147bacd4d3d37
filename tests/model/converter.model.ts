/**
 * The converter's test model, shared by the machine, view and browser levels (and the
 * `npm run paths -- converter` CLI): which events to try, how to abstract states, how to say a
 * step in words, and what the screen must show in a given machine state.
 */
import type { ConverterEvent } from "~/machines/converter/converter.types";
import { MG_PAGES, type ConverterPreset } from "~/data/doses";
import { converterMachine, copyableText } from "~/machines/converter/converter.machine";
import {
  selectActivePreset,
  selectAmountHint,
  selectAmountLabel,
  selectAmountText,
  selectCanCopy,
  selectConcentrationHint,
  selectConcentrationText,
  selectFormula,
  selectIsCopied,
  selectResultText,
  selectWorkedLine,
  type ConverterSnapshot,
} from "~/machines/converter/converter.selectors";
import { createMachineModel, type StepDescriber } from "./model-harness";

/** The /20-mg-to-ml page: 20 mg at 10 mg/mL = 2 mL. The browser level runs on that page. */
export const CONVERTER_MODEL_PAGE = MG_PAGES.find((p) => p.value === 20)!;
export const CONVERTER_MODEL_PRESET: ConverterPreset = CONVERTER_MODEL_PAGE.preset;

/** Events tried in every state (sample values chosen to reach every guard both ways). */
export const CONVERTER_MODEL_EVENTS = [
  { type: "amount.change", value: "20" },
  { type: "amount.change", value: "" },
  { type: "concentration.change", value: "250 mg per 5 mL" },
  { type: "concentration.change", value: "0" },
  { type: "preset.select", name: "Pediatric" },
  { type: "calculate" },
  { type: "swap" },
  { type: "reset" },
  { type: "copy" },
] as const satisfies readonly ConverterEvent[];

export function createConverterModel(options: { strategy?: "paths" | "walk"; preset?: ConverterPreset } = {}) {
  return createMachineModel(converterMachine, {
    name: "converter",
    strategy: options.strategy,
    input: { preset: options.preset ?? CONVERTER_MODEL_PRESET },
    events: () => [...CONVERTER_MODEL_EVENTS],
    // Abstract away the Calculate counter (it only counts) so the explored graph stays finite.
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        amount: s.context.amountText,
        concentration: s.context.concentrationText,
        direction: s.context.direction,
        copied: s.context.copiedText,
        result: copyableText(s.context),
      }),
  });
}

/** Steps in words, as a person would do them on the page. */
export const describeConverterStep: StepDescriber = (event, { before }) => {
  const snapshot = before as ConverterSnapshot;
  const e = event as { type: string; value?: string; name?: string };
  switch (e.type) {
    case "amount.change":
      return e.value ? `Type ${e.value} in ${selectAmountLabel(snapshot)}` : `Clear ${selectAmountLabel(snapshot)}`;
    case "concentration.change":
      return e.value ? `Type ${e.value} in Concentration (mg/mL)` : "Clear Concentration (mg/mL)";
    case "preset.select":
      return `Press the ${e.name} preset`;
    case "calculate":
      return "Press Calculate";
    case "swap":
      return "Press Swap direction";
    case "reset":
      return "Press Reset";
    case "copy":
      return "Press Copy result";
    case "xstate.done.actor.writeClipboard":
      return "The clipboard accepts the text";
    case "xstate.error.actor.writeClipboard":
      return "The clipboard refuses the text";
    default:
      return undefined;
  }
};

/** What the converter card must show in a machine state (all levels compare against this). */
export interface ConverterScreen {
  amountLabel: string;
  amount: string;
  concentration: string;
  result: string;
  worked: string | null;
  formula: string;
  amountHint: string | null;
  concentrationHint: string | null;
  activePreset: string | null;
  copyEnabled: boolean;
  copied: boolean;
}

export function expectedScreen(s: ConverterSnapshot): ConverterScreen {
  return {
    amountLabel: selectAmountLabel(s),
    amount: selectAmountText(s),
    concentration: selectConcentrationText(s),
    result: selectResultText(s),
    worked: selectWorkedLine(s),
    formula: selectFormula(s),
    amountHint: selectAmountHint(s),
    concentrationHint: selectConcentrationHint(s),
    activePreset: selectActivePreset(s),
    copyEnabled: selectCanCopy(s),
    copied: selectIsCopied(s),
  };
}
