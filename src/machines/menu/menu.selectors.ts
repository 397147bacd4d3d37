import type { SnapshotFrom } from "xstate";
import type { MenuMachine } from "./menu.machine";
import type { DropdownId } from "./menu.types";

type Snapshot = SnapshotFrom<MenuMachine>;

/** The open desktop dropdown, or null. */
export const selectOpenDropdown = (s: Snapshot): DropdownId | null =>
  s.matches({ dropdown: "mg" })
    ? "mg"
    : s.matches({ dropdown: "ml" })
      ? "ml"
      : s.matches({ dropdown: "advanced" })
        ? "advanced"
        : null;

export const selectSideMenuOpen = (s: Snapshot): boolean => s.matches("side");
