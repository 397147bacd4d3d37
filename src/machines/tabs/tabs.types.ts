/** Types of the converter card's tabs: Calculator (default) and Batch Convert. */

export type TabId = "calculator" | "batch";

export interface TabDefinition {
  readonly id: TabId;
  /** The accessible name of the tab (issue 3): 'Calculator', 'Batch Convert'. */
  readonly label: string;
}

export type TabsEvent =
  /** Click, tap, Enter or Space on a tab. */
  | { type: "tab.select"; tab: TabId }
  /** Arrow Right / Arrow Down (wraps). */
  | { type: "tab.next" }
  /** Arrow Left / Arrow Up (wraps). */
  | { type: "tab.previous" }
  /** Home. */
  | { type: "tab.first" }
  /** End. */
  | { type: "tab.last" };

/**
 * Keyboard moves emit `tab.focus` so the view moves focus to the newly selected tab; showing the
 * Batch Convert tab emits `tab.shown` (the converter card, which loads Batch Convert's code when
 * its tab is first shown, replaces that with an event to itself: issue 33).
 */
export type TabsEmitted = { type: "tab.focus"; tab: TabId } | { type: "tab.shown"; tab: "batch" };
