/**
 * Batch Convert's controls (issue 29; src/machines/controls.ts): the accessible names its panel
 * shows (src/components/converter/batch-panel.tsx reads them) and which control sends which event.
 * The settings come from the Calculator tab: a person types a concentration there.
 */
import type { SnapshotFrom } from "xstate";
import { button, type ControlsTable } from "~/machines/controls";
import { fieldText } from "~/domain/dose/conversion";
import type { batchMachine } from "./batch.machine";
import type { BatchEvent } from "./batch.types";

export const BATCH_CONTROLS = {
  values: "Values to convert",
  convert: "Convert All",
  clear: "Clear",
  copy: "Copy all",
  download: "Download CSV",
} as const;

export const batchControls: ControlsTable<BatchEvent, SnapshotFrom<typeof batchMachine>> = {
  "input.change": (e) =>
    e.value
      ? { kind: "type", label: BATCH_CONTROLS.values, value: e.value }
      : { kind: "clear", label: BATCH_CONTROLS.values },
  "settings.change": (e) => ({
    kind: "type",
    label: "Concentration (mg/mL)",
    value: e.mgPerMl === null ? "0" : fieldText(e.mgPerMl),
    note: "in the Calculator tab",
  }),
  convert: () => button(BATCH_CONTROLS.convert),
  clear: () => button(BATCH_CONTROLS.clear),
  copy: () => button(BATCH_CONTROLS.copy),
  download: () => button(BATCH_CONTROLS.download),
};

/** The clipboard writes of Batch Convert, by invoked actor. */
export const BATCH_CLIPBOARD = { writeClipboard: "the text" } as const;
