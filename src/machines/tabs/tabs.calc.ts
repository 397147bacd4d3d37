/**
 * The tab list and the WAI-ARIA tabs keyboard pattern (automatic activation): which key does
 * what. Pure: the view turns a key press into an event with `keyToTabsEvent`.
 */
import type { TabDefinition, TabId, TabsEvent } from "./tabs.types";

export const TABS: readonly TabDefinition[] = [
  { id: "calculator", label: "Calculator" },
  { id: "batch", label: "Batch Convert" },
];

/** The tabs event for a key on a tab, or null when the key is not part of the pattern. */
export function keyToTabsEvent(key: string): TabsEvent | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return { type: "tab.next" };
    case "ArrowLeft":
    case "ArrowUp":
      return { type: "tab.previous" };
    case "Home":
      return { type: "tab.first" };
    case "End":
      return { type: "tab.last" };
    default:
      return null;
  }
}

/** Element ids of a tab and its panel, unique per card (`prefix` from React's useId). */
export function tabIds(prefix: string, tab: TabId): { tab: string; panel: string } {
  return { tab: `${prefix}-tab-${tab}`, panel: `${prefix}-panel-${tab}` };
}
