/** Selectors of the tabs machine. */
import type { SnapshotFrom } from "xstate";
import type { tabsMachine } from "./tabs.machine";
import type { TabId } from "./tabs.types";

export type TabsSnapshot = SnapshotFrom<typeof tabsMachine>;

/** The selected tab. */
export const selectActiveTab = (s: TabsSnapshot): TabId => (s.matches("batch") ? "batch" : "calculator");
