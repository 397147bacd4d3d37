/**
 * The tabs' connect layer (issue 29, in the manner of chakra-ui/zag's tabs `tabs.connect.ts`): the
 * tabs machine's snapshot → the props of the tab list, of each tab and of each panel (WAI-ARIA
 * tabs, automatic activation: a key moves the selection, and the focus with it through the
 * machine's `tab.focus`). The view spreads them; it decides nothing.
 *
 *   const tabs = connectTabs(snapshot, tabsRef.send, idPrefix);
 *   <div {...tabs.list}>{tabs.tabs.map((t) => <button key={t.id} {...t.props}>{t.label}</button>)}</div>
 *   {tabs.tabs.map((t) => <div key={t.id} {...t.panel}>{t.selected ? … : null}</div>)}
 *
 * Pure: no React.
 */
import { TABS, keyToTabsEvent, tabIds } from "./tabs.calc";
import { selectActiveTab, type TabsSnapshot } from "./tabs.selectors";
import type { TabId, TabsEvent } from "./tabs.types";

/** A key pressed on a tab, as far as the tabs read it (a DOM or React keyboard event). */
export interface KeyPress {
  readonly key: string;
  preventDefault(): void;
}

/** The accessible name of the converter card's tab list. */
export const TAB_LIST_LABEL = "Converter mode";

export interface TabView {
  readonly id: TabId;
  readonly label: string;
  readonly selected: boolean;
  /** The tab's own props (its role, ids, selection, roving tab index and handlers). */
  readonly props: {
    readonly type: "button";
    readonly role: "tab";
    readonly id: string;
    readonly "aria-selected": boolean;
    readonly "aria-controls": string;
    readonly tabIndex: 0 | -1;
    readonly onClick: () => void;
    readonly onKeyDown: (e: KeyPress) => void;
  };
  /** Its panel's props: shown only while its tab is selected. */
  readonly panel: {
    readonly role: "tabpanel";
    readonly id: string;
    readonly "aria-labelledby": string;
    readonly hidden: boolean;
  };
}

export interface TabsView {
  readonly active: TabId;
  readonly list: { readonly role: "tablist"; readonly "aria-label": string };
  readonly tabs: readonly TabView[];
}

export function connectTabs(snapshot: TabsSnapshot, send: (event: TabsEvent) => void, idPrefix: string): TabsView {
  const active = selectActiveTab(snapshot);
  const onKeyDown = (e: KeyPress) => {
    const event = keyToTabsEvent(e.key);
    if (event) {
      e.preventDefault();
      send(event);
    }
  };
  return {
    active,
    list: { role: "tablist", "aria-label": TAB_LIST_LABEL },
    tabs: TABS.map((tab) => {
      const ids = tabIds(idPrefix, tab.id);
      const selected = active === tab.id;
      return {
        id: tab.id,
        label: tab.label,
        selected,
        props: {
          type: "button",
          role: "tab",
          id: ids.tab,
          "aria-selected": selected,
          "aria-controls": ids.panel,
          tabIndex: selected ? 0 : -1,
          onClick: () => send({ type: "tab.select", tab: tab.id }),
          onKeyDown,
        },
        panel: { role: "tabpanel", id: ids.panel, "aria-labelledby": ids.tab, hidden: !selected },
      };
    }),
  };
}
