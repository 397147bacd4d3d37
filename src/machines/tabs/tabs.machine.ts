/**
 * Tabs of the converter card: Calculator (default) and Batch Convert, following the WAI-ARIA
 * tabs pattern with automatic activation: arrows move to the next/previous tab and select it
 * (wrapping), Home/End select the first/last. Keyboard moves emit `tab.focus` so the view moves
 * focus to the selected tab; a click (tab.select) needs no focus move.
 */
import { emit, setup } from "xstate";
import type { TabsEmitted, TabsEvent } from "./tabs.types";

export const tabsMachine = setup({
  types: {
    events: {} as TabsEvent,
    emitted: {} as TabsEmitted,
  },
  actions: {
    focusCalculator: emit({ type: "tab.focus", tab: "calculator" } as const),
    focusBatch: emit({ type: "tab.focus", tab: "batch" } as const),
  },
  guards: {
    selectsCalculator: ({ event }) => event.type === "tab.select" && event.tab === "calculator",
    selectsBatch: ({ event }) => event.type === "tab.select" && event.tab === "batch",
  },
}).createMachine({
  id: "tabs",
  initial: "calculator",
  states: {
    calculator: {
      on: {
        "tab.select": { guard: "selectsBatch", target: "batch" },
        "tab.next": { target: "batch", actions: "focusBatch" },
        "tab.previous": { target: "batch", actions: "focusBatch" },
        "tab.first": { actions: "focusCalculator" },
        "tab.last": { target: "batch", actions: "focusBatch" },
      },
    },
    batch: {
      on: {
        "tab.select": { guard: "selectsCalculator", target: "calculator" },
        "tab.next": { target: "calculator", actions: "focusCalculator" },
        "tab.previous": { target: "calculator", actions: "focusCalculator" },
        "tab.first": { target: "calculator", actions: "focusCalculator" },
        "tab.last": { actions: "focusBatch" },
      },
    },
  },
});
