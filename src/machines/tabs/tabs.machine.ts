/**
 * Tabs of the converter card: Calculator (default) and Batch Convert, following the WAI-ARIA
 * tabs pattern with automatic activation: arrows move to the next/previous tab and select it
 * (wrapping), Home/End select the first/last. Keyboard moves emit `tab.focus` so the view moves
 * focus to the selected tab; a click (tab.select) needs no focus move. Showing Batch Convert
 * runs `notifyBatchShown` (an emitted `tab.shown`; the converter card tells itself, to load
 * Batch Convert's code the first time: issue 33).
 */
import { emit, setup } from "xstate";
import type { TabId, TabsEmitted, TabsEvent } from "./tabs.types";
import type { MachineDocs } from "~/machines/machine-docs";

const docs = {
  title: "Converter tabs",
  summary:
    "Which tab of the converter card is selected: Calculator (the default) or Batch Convert, with the WAI-ARIA tabs keyboard pattern (arrows, Home, End; automatic activation).",
  usedOn: "The converter card (home page, dose pages, syringe page), a child of the converter card.",
  events: {
    "tab.select": "The person clicks a tab (or presses Enter/Space on it).",
    "tab.next": "Arrow Right or Arrow Down on the selected tab: the next tab is selected and focused (wraps).",
    "tab.previous": "Arrow Left or Arrow Up on the selected tab: the previous tab is selected and focused (wraps).",
    "tab.first": "Home on a tab: the first tab (Calculator) is selected and focused.",
    "tab.last": "End on a tab: the last tab (Batch Convert) is selected and focused.",
  },
  guards: {
    selectsCalculator: "The clicked tab is Calculator.",
    selectsBatch: "The clicked tab is Batch Convert.",
  },
  delays: {},
  actors: {},
  clauses: {
    "S4.6": ["tabs.calculator", "tabs.batch", "tabs:tab.select"],
    M4: ["tabs:tab.next", "tabs:tab.previous", "tabs:tab.first", "tabs:tab.last"],
  },
} satisfies MachineDocs;

/** The action that moves the focus to each tab, and the guard that a click chose it. */
const FOCUS = { calculator: "focusCalculator", batch: "focusBatch" } as const;
const SELECTS = { calculator: "selectsCalculator", batch: "selectsBatch" } as const;

/**
 * A tab's state: a click on the other tab selects it; the arrow keys select the other one (two
 * tabs wrap to each other), Home the first, End the last, each moving the focus to the tab it
 * selects (to this tab itself: the focus only).
 */
function tabState(tab: TabId, other: TabId, description: string) {
  const key = (to: TabId) => (to === tab ? { actions: FOCUS[to] } : { target: to, actions: FOCUS[to] });
  return {
    description,
    on: {
      "tab.select": { guard: SELECTS[other], target: other },
      "tab.next": key(other),
      "tab.previous": key(other),
      "tab.first": key("calculator"),
      "tab.last": key("batch"),
    },
  };
}

export const tabsMachine = setup({
  types: {
    events: {} as TabsEvent,
    emitted: {} as TabsEmitted,
  },
  actions: {
    focusCalculator: emit({ type: "tab.focus", tab: "calculator" } as const),
    focusBatch: emit({ type: "tab.focus", tab: "batch" } as const),
    /** Tells whoever wires the tabs that Batch Convert is shown (the converter card provides it). */
    notifyBatchShown: emit({ type: "tab.shown", tab: "batch" } as const),
  },
  guards: {
    selectsCalculator: ({ event }) => event.type === "tab.select" && event.tab === "calculator",
    selectsBatch: ({ event }) => event.type === "tab.select" && event.tab === "batch",
  },
}).createMachine({
  id: "tabs",
  meta: { docs },
  initial: "calculator",
  states: {
    calculator: tabState("calculator", "batch", "The Calculator tab is selected and its panel shown (the default)."),
    batch: {
      ...tabState("batch", "calculator", "The Batch Convert tab is selected and its panel shown."),
      entry: "notifyBatchShown",
    },
  },
});
