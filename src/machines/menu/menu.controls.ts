/**
 * The header menu's controls (issue 29; src/machines/controls.ts): the dropdown buttons (named by
 * the navigation data), Open menu and Close menu, and the moves a person makes with the keyboard
 * or the pointer that no single control stands for (said, and sent by a test).
 */
import type { SnapshotFrom } from "xstate";
import type { ControlsTable } from "~/machines/controls";
import { NAV_DROPDOWNS } from "~/data/navigation";
import type { menuMachine } from "./menu.machine";
import type { DropdownId, MenuEvent } from "./menu.types";

export const MENU_CONTROLS = { open: "Open menu", close: "Close menu" } as const;

const dropdownLabel = (id: DropdownId) => NAV_DROPDOWNS.find((d) => d.id === id)?.label ?? id;

export const menuControls: ControlsTable<MenuEvent, SnapshotFrom<typeof menuMachine>> = {
  "dropdown.toggle": (e) => ({ kind: "press", role: "button", name: dropdownLabel(e.menu) }),
  "dropdown.open": (e) => ({ kind: "key", key: "ArrowDown", role: "button", name: dropdownLabel(e.menu) }),
  "side.open": () => ({ kind: "send", said: `On a small screen, press ${MENU_CONTROLS.open}` }),
  "side.close": () => ({ kind: "press", role: "button", name: MENU_CONTROLS.close }),
  escape: () => ({ kind: "send", said: "Press Escape" }),
  outside: () => ({ kind: "send", said: "Click outside the open menu" }),
  "trigger.focus": (e) => ({
    kind: "send",
    said:
      e.trigger === "side"
        ? `Press Tab until the focus reaches ${MENU_CONTROLS.open}`
        : `Press Tab or Shift+Tab until the focus reaches the '${dropdownLabel(e.trigger)}' menu button`,
  }),
  navigate: () => ({ kind: "send", said: "Follow a link of the open menu" }),
};
