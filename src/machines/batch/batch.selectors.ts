/** Selectors of Batch Convert for views and tests. */
import type { SnapshotFrom } from "xstate";
import { BATCH_MESSAGES, batchHeading, batchSummary } from "./batch.calc";
import type { batchMachine } from "./batch.machine";
import type { BatchOutcome, BatchShow } from "./batch.types";

export type BatchSnapshot = SnapshotFrom<typeof batchMachine>;

export const selectInputText = (s: BatchSnapshot): string => s.context.inputText;
/** The converted list (same object until it changes, so a list view can be memoised on it). */
export const selectOutcome = (s: BatchSnapshot): BatchOutcome | null => s.context.outcome;
/** "12 converted, 2 need attention (mg to mL at 50 mg/mL)", or "" before Convert All. */
export const selectSummary = (s: BatchSnapshot): string => (s.context.outcome ? batchSummary(s.context.outcome) : "");
/** The note when the list was longer than the cap, else null. */
export const selectCappedNote = (s: BatchSnapshot): string | null =>
  s.context.outcome?.capped ? BATCH_MESSAGES.capped(s.context.outcome.found) : null;
/** Why Convert All did nothing, else null. */
export const selectHint = (s: BatchSnapshot): string | null => s.context.hint;
export const selectCanCopy = (s: BatchSnapshot): boolean => s.can({ type: "copy" });
export const selectCanDownload = (s: BatchSnapshot): boolean => s.can({ type: "download" });
export const selectIsCopied = (s: BatchSnapshot): boolean => s.matches({ copy: "copied" });
export const selectIsCopying = (s: BatchSnapshot): boolean => s.matches({ copy: "copying" });

/** What the list will be converted with: "Converting mg to mL at 50 mg/mL (from the Calculator tab)". */
export const selectSettingsLine = (s: BatchSnapshot): string => {
  const { mgPerMl, ratio, direction } = s.context;
  if (mgPerMl === null || !(mgPerMl > 0) || ratio === null) return BATCH_MESSAGES.waitingForConcentration;
  return `Converting ${batchHeading({ mgPerMl, direction })}, the concentration and direction of the Calculator tab.`;
};

/** Whether the converted list holds entries with a caution (state list.converted.withCautions). */
export const selectHasCautions = (s: BatchSnapshot): boolean => s.matches({ list: { converted: "withCautions" } });

/** Which rows the results list shows (region `filter`): "all", "attention" or one caution kind. */
export const selectShow = (s: BatchSnapshot): BatchShow => {
  const filter = (s.value as { filter: "all" | { narrowed: Exclude<BatchShow, "all"> } }).filter;
  return filter === "all" ? "all" : filter.narrowed;
};
