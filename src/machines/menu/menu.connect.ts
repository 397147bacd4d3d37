/**
 * The header menu's connect layer (issue 29, in the manner of chakra-ui/zag's `*.connect.ts`): the
 * menu machine's snapshot → each dropdown's button and panel, 'Open menu' and the side menu, and
 * the handlers that send the menu's events. The header (src/components/frame/site-header.tsx), its
 * dropdowns (nav-dropdown.tsx) and the side menu (side-menu.tsx) spread it; where the focus goes
 * (the first link after Arrow Down, a trigger after Escape, the modal side menu's Tab) stays the
 * view's, as the machine's emitted `focus.trigger` says.
 *
 * Pure: no React, no DOM.
 */
import { NAV_DROPDOWNS } from "~/data/navigation";
import { MENU_CONTROLS } from "./menu.controls";
import { selectOpenDropdown, selectSideMenuOpen } from "./menu.selectors";
import type { MenuMachine } from "./menu.machine";
import type { DropdownId, MenuEvent, MenuTrigger } from "./menu.types";
import type { SnapshotFrom } from "xstate";

/** The id of a dropdown's panel (its disclosure's before the header hydrates, the same). */
export const panelIdOf = (id: DropdownId) => `nav-panel-${id}`;

/** The id of the side menu's panel. */
export const SIDE_MENU_ID = "side-menu";

export interface DropdownView {
  readonly id: DropdownId;
  readonly label: string;
  readonly open: boolean;
  readonly panelId: string;
  /** Its button: a press opens it, closes it, or switches to it from another. */
  readonly trigger: {
    readonly "aria-expanded": boolean;
    readonly "aria-controls": string;
    readonly onPress: () => void;
  };
  /**
   * Arrow Down on its button: opens it when the machine opens it now ("opened": the view then
   * focuses its first link), or says it is open already ("open": the view focuses the first link)
   * or that it cannot open now ("refused": another dropdown is open).
   */
  readonly onArrowDown: () => "opened" | "open" | "refused";
  /** Escape in its panel or on its open button: it closes and the focus returns to its button. */
  readonly onEscape: () => void;
}

export interface MenuView {
  readonly dropdowns: readonly DropdownView[];
  readonly side: {
    readonly open: boolean;
    /** 'Open menu' (small screens). */
    readonly button: {
      readonly label: string;
      readonly "aria-expanded": boolean;
      readonly "aria-controls": string;
      readonly onPress: () => void;
    };
    /** 'Close menu' in the side menu. */
    readonly close: { readonly label: string; readonly onPress: () => void };
    readonly onEscape: () => void;
    /** A press on the backdrop. */
    readonly onBackdrop: () => void;
  };
  /** A press or a focus move outside the open panel, not onto a menu button. */
  readonly onOutside: () => void;
  /** The focus moved by keyboard onto a menu button while a dropdown is open. */
  readonly onTriggerFocus: (trigger: MenuTrigger) => void;
  /** A link of the header was followed: everything closes. */
  readonly onNavigate: () => void;
}

export function connectMenu(s: SnapshotFrom<MenuMachine>, send: (event: MenuEvent) => void): MenuView {
  const openDropdown = selectOpenDropdown(s);
  const sideOpen = selectSideMenuOpen(s);
  const escape = () => send({ type: "escape" });
  return {
    dropdowns: NAV_DROPDOWNS.map((d) => {
      const open = openDropdown === d.id;
      return {
        id: d.id,
        label: d.label,
        open,
        panelId: panelIdOf(d.id),
        trigger: {
          "aria-expanded": open,
          "aria-controls": panelIdOf(d.id),
          onPress: () => send({ type: "dropdown.toggle", menu: d.id }),
        },
        onArrowDown: () => {
          if (open) return "open";
          const event = { type: "dropdown.open", menu: d.id } as const;
          if (!s.can(event)) return "refused";
          send(event);
          return "opened";
        },
        onEscape: escape,
      };
    }),
    side: {
      open: sideOpen,
      button: {
        label: MENU_CONTROLS.open,
        "aria-expanded": sideOpen,
        "aria-controls": SIDE_MENU_ID,
        onPress: () => send({ type: "side.open" }),
      },
      close: { label: MENU_CONTROLS.close, onPress: () => send({ type: "side.close" }) },
      onEscape: escape,
      onBackdrop: () => send({ type: "outside" }),
    },
    onOutside: () => send({ type: "outside" }),
    onTriggerFocus: (trigger) => send({ type: "trigger.focus", trigger }),
    onNavigate: () => send({ type: "navigate" }),
  };
}
