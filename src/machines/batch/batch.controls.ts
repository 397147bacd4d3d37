/**
 * Batch Convert's controls (issue 29; src/machines/controls.ts): the accessible names its panel
 * shows (src/components/converter/batch-panel.tsx reads them) and which control sends which event.
 * The settings come from the Calculator tab: a person types a concentration there.
 */
import type { SnapshotFrom } from "xstate";
import { button, typeOrClear, type ControlAction, type ControlsTable } from "~/machines/controls";
import { TABS } from "~/machines/tabs/tabs.calc";
import { fieldText } from "~/domain/dose/conversion";
import type { batchMachine } from "./batch.machine";
import type { BatchEvent, BatchShow } from "./batch.types";
import { CAUTION_SHORT } from "~/domain/syringe/syringe-words";

export const BATCH_CONTROLS = {
  values: "Values to convert",
  convert: "Convert All",
  clear: "Clear",
  copy: "Copy all",
  download: "Download CSV",
  /** The radio group that chooses which rows the results list shows (issue 53). */
  show: "Show rows",
} as const;

/**
 * The choices of 'Show rows', in the order shown; each radio's accessible name is its words and,
 * after a comma, how many rows it shows ("All rows, 10 000 rows").
 */
export const BATCH_SHOW_CHOICES: Readonly<Record<BatchShow, string>> = {
  all: "All rows",
  attention: "Only rows that need attention",
  small: `Only rows ${CAUTION_SHORT.small}`,
  large: `Only rows ${CAUTION_SHORT.large}`,
  precision: `Only rows ${CAUTION_SHORT.precision}`,
};

const tab = (id: "calculator" | "batch"): ControlAction => ({
  kind: "press",
  role: "tab",
  name: TABS.find((t) => t.id === id)!.label,
});

/** Batch Convert's form is behind its tab: what a person presses first for its controls to be on the page. */
export const BATCH_REVEAL: ControlAction = tab("batch");

export const batchControls: ControlsTable<BatchEvent, SnapshotFrom<typeof batchMachine>> = {
  "input.change": (e) => typeOrClear(BATCH_CONTROLS.values, e.value),
  // The settings are the Calculator tab's: a person goes there, types, and comes back.
  "settings.change": (e) => ({
    kind: "all",
    actions: [
      tab("calculator"),
      { kind: "type", label: "Concentration (mg/mL)", value: e.mgPerMl === null ? "0" : fieldText(e.mgPerMl) },
      BATCH_REVEAL,
    ],
  }),
  convert: () => button(BATCH_CONTROLS.convert),
  clear: () => button(BATCH_CONTROLS.clear),
  copy: () => button(BATCH_CONTROLS.copy),
  download: () => button(BATCH_CONTROLS.download),
  "filter.change": (e) => ({
    kind: "press",
    role: "radio",
    name: BATCH_SHOW_CHOICES[e.show],
    group: BATCH_CONTROLS.show,
  }),
};

/** The clipboard writes of Batch Convert, by invoked actor. */
export const BATCH_CLIPBOARD = { writeClipboard: "the text" } as const;
