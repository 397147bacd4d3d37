/** The tabs' controls table (issue 29; src/machines/controls.ts): a tab pressed, or a key on the selected tab. */
import type { SnapshotFrom } from "xstate";
import type { ControlAction, ControlsTable } from "~/machines/controls";
import type { tabsMachine } from "./tabs.machine";
import { TABS } from "./tabs.calc";
import { selectActiveTab } from "./tabs.selectors";
import type { TabsEvent } from "./tabs.types";

type TabsSnapshot = SnapshotFrom<typeof tabsMachine>;

const tabName = (id: string) => TABS.find((t) => t.id === id)?.label ?? id;
/** A key pressed with the focus on the selected tab. */
const onSelected =
  (key: string) =>
  (_e: unknown, before: TabsSnapshot): ControlAction => ({
    kind: "key",
    key,
    role: "tab",
    name: tabName(selectActiveTab(before)),
  });

export const tabsControls: ControlsTable<TabsEvent, TabsSnapshot> = {
  "tab.select": (e) => ({ kind: "press", role: "tab", name: tabName(e.tab) }),
  "tab.next": onSelected("ArrowRight"),
  "tab.previous": onSelected("ArrowLeft"),
  "tab.first": onSelected("Home"),
  "tab.last": onSelected("End"),
};
