/**
 * The converter card's controls (issue 29; src/machines/controls.ts). The card takes one event,
 * the settings its converter reports; a person sends it by typing the amount and the
 * concentration and choosing the route in the Calculator tab, and that is what its action says.
 */
import type { SnapshotFrom } from "xstate";
import type { ControlAction, ControlsTable } from "~/machines/controls";
import { ROUTE_LABEL, amountLabel, fieldText } from "~/domain/dose/conversion";
import { CONVERTER_CONTROLS } from "~/machines/converter/converter.controls";
import type { converterCardMachine } from "./converter-card.machine";
import type { ConverterCardEvent } from "./converter-card.types";

const amountTyped = (e: ConverterCardEvent): string => {
  if (e.volume === null || e.mgPerMl === null) return "";
  return fieldText(e.direction === "mgToMl" ? e.volume * e.mgPerMl : e.volume);
};

const concentrationTyped = (e: ConverterCardEvent): string =>
  e.ratio && e.ratio[1] !== 1
    ? `${fieldText(e.ratio[0])} mg per ${fieldText(e.ratio[1])} mL`
    : e.mgPerMl === null
      ? ""
      : fieldText(e.mgPerMl);

function typed(label: string, value: string, note?: string): ControlAction {
  return value ? { kind: "type", label, value, ...(note ? { note } : {}) } : { kind: "clear", label };
}

export const converterCardControls: ControlsTable<ConverterCardEvent, SnapshotFrom<typeof converterCardMachine>> = {
  "settings.changed": (e) => ({
    kind: "all",
    actions: [
      typed(amountLabel(e.direction), amountTyped(e), "in the Calculator tab"),
      typed(CONVERTER_CONTROLS.concentration, concentrationTyped(e)),
      {
        kind: "choose",
        label: CONVERTER_CONTROLS.route,
        option: ROUTE_LABEL[e.family === "injection" ? "injection" : "unstated"],
        note: "the converter reports its settings to the card",
      },
    ],
  }),
};
