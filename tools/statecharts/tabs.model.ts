/** The tabs' test model, shared by the machine, view and browser levels. */
import type { TabsEvent } from "~/machines/tabs/tabs.types";
import { tabsMachine } from "~/machines/tabs/tabs.machine";
import { createMachineModel } from "./model";

export const TABS_MODEL_EVENTS = [
  { type: "tab.select", tab: "calculator" },
  { type: "tab.select", tab: "batch" },
  { type: "tab.next" },
  { type: "tab.previous" },
  { type: "tab.first" },
  { type: "tab.last" },
] as const satisfies readonly TabsEvent[];

export function createTabsModel() {
  return createMachineModel(tabsMachine, { name: "tabs", events: () => [...TABS_MODEL_EVENTS] });
}

/** The key or click that sends each event. */
export const TABS_KEYS: Record<string, string> = {
  "tab.next": "ArrowRight",
  "tab.previous": "ArrowLeft",
  "tab.first": "Home",
  "tab.last": "End",
};
