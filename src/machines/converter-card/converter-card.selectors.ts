/** Selectors of the converter card: its children, for the views that render them, and its features' loads. */
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { converterCardMachine } from "./converter-card.machine";
import type { converterMachine } from "~/machines/converter/converter.machine";
import type { tabsMachine } from "~/machines/tabs/tabs.machine";
import type { batchMachine } from "~/machines/batch/batch.machine";
import type { doubleCheckMachine } from "~/machines/double-check/double-check.machine";
import type { syringeMachine } from "~/machines/syringe/syringe.machine";

export type ConverterCardSnapshot = SnapshotFrom<typeof converterCardMachine>;

export const selectConverterRef = (s: ConverterCardSnapshot) =>
  s.children.converter as ActorRefFrom<typeof converterMachine>;
export const selectTabsRef = (s: ConverterCardSnapshot) => s.children.tabs as ActorRefFrom<typeof tabsMachine>;
/** Batch Convert, once its code has arrived (issue 33), else undefined. */
export const selectBatchRef = (s: ConverterCardSnapshot) =>
  s.children.batch as ActorRefFrom<typeof batchMachine> | undefined;
/** The syringe chooser, on the syringe page only (else undefined). */
export const selectSyringeRef = (s: ConverterCardSnapshot) =>
  s.children.syringe as ActorRefFrom<typeof syringeMachine> | undefined;
/** The double check of the calculator's result, once its code has arrived (issue 33), else undefined. */
export const selectDoubleCheckRef = (s: ConverterCardSnapshot) =>
  s.children.doubleCheck as ActorRefFrom<typeof doubleCheckMachine> | undefined;

/** Where a feature that loads on first use is (src/machines/feature-region.ts). */
export type FeatureStage = "idle" | "loading" | "failed" | "ready";
