import { emit, setup } from "xstate";
import type { MachineDocs } from "../machine-docs";
import type { DropdownId, MenuEmitted, MenuEvent, MenuTrigger } from "./menu.types";

/**
 * Open/closed state of the site navigation: at most one desktop dropdown or the small-screen
 * side menu is open at a time. Focus management is a side effect: the machine emits
 * `focus.trigger` and the view moves focus.
 */
const docs = {
  title: "Site menu",
  summary:
    "Open or closed state of the site navigation: at most one of the three desktop dropdowns ('mg to mL', 'mL to mg', 'Advanced') or the small-screen side menu is open. Escape and the close button return focus to what opened the panel; a click outside, focus moving on to another menu button or following a link just closes it.",
  usedOn: "The header of every page.",
  events: {
    "dropdown.toggle":
      "The person clicks a dropdown button ('mg to mL', 'mL to mg' or 'Advanced') or presses Enter/Space on it: it opens, closes, or another dropdown replaces the open one.",
    "dropdown.open": "Arrow Down on a closed dropdown button: it opens and focus moves to its first link.",
    "side.open": "On a small screen the person presses Open menu.",
    "side.close": "The person presses Close menu in the side menu: it closes and focus returns to Open menu.",
    escape: "The person presses Escape: the open panel closes and focus returns to its button.",
    outside:
      "A click, tap or focus move outside the open panel (and not onto a menu button): it closes without moving focus.",
    "trigger.focus":
      "Focus moves (Tab, Shift+Tab) onto another menu button while a dropdown is open: the dropdown closes and the focus stays on that button, whose Arrow Down and Escape then work. A press on another button is 'dropdown.toggle', not this.",
    navigate: "The route changed (a link was followed): every menu closes.",
  },
  guards: {
    isMenu: "The event is about the given dropdown (mg, ml or advanced).",
    isOtherButton: "The focused menu button is not the button of the given open dropdown.",
  },
  delays: {},
  actors: {},
  clauses: {
    M1: [
      "menu.closed",
      "menu.dropdown",
      "menu.dropdown.mg",
      "menu.dropdown.ml",
      "menu.dropdown.advanced",
      "menu:dropdown.toggle",
      "menu:outside",
    ],
    M2: ["menu:dropdown.open", "menu:escape"],
    M3: ["menu.side", "menu:side.open", "menu:side.close", "menu:navigate"],
    M10: ["menu:trigger.focus"],
  },
} satisfies MachineDocs;

/** The three dropdowns in the order of their buttons (spec section 2). */
const DROPDOWNS: readonly DropdownId[] = ["mg", "ml", "advanced"];

/**
 * The state of one open dropdown (`dropdown.mg`, `dropdown.ml`, `dropdown.advanced`): its own
 * button closes it, another dropdown's button switches to that one in one step, focus moving onto
 * another menu button closes it, Escape closes it and returns focus to its button.
 */
function openDropdown(menu: DropdownId, description: string) {
  return {
    description,
    on: {
      "dropdown.toggle": [
        { guard: { type: "isMenu", params: { menu } }, target: "#menu.closed" },
        ...DROPDOWNS.filter((other) => other !== menu).map((other) => ({
          guard: { type: "isMenu" as const, params: { menu: other } },
          target: other,
          description: "Switches in one step: no closed state in between.",
        })),
      ],
      "trigger.focus": {
        guard: { type: "isOtherButton", params: { menu } },
        target: "#menu.closed",
        description: "Focus reached another menu button: closes, focus stays there.",
      },
      escape: { target: "#menu.closed", actions: { type: "focusTrigger", params: { trigger: menu } } },
    },
  } as const;
}

export const menuMachine = setup({
  types: {
    events: {} as MenuEvent,
    emitted: {} as MenuEmitted,
  },
  guards: {
    isMenu: ({ event }, params: { menu: DropdownId }) =>
      (event.type === "dropdown.toggle" || event.type === "dropdown.open") && event.menu === params.menu,
    isOtherButton: ({ event }, params: { menu: DropdownId }) =>
      event.type === "trigger.focus" && event.trigger !== params.menu,
  },
  actions: {
    focusTrigger: emit((_, params: { trigger: MenuTrigger }) => ({
      type: "focus.trigger" as const,
      trigger: params.trigger,
    })),
  },
}).createMachine({
  id: "menu",
  initial: "closed",
  meta: { docs },
  states: {
    closed: {
      description: "No panel is open: the dropdown buttons and Open menu show aria-expanded=false.",
      on: {
        "dropdown.toggle": [
          { guard: { type: "isMenu", params: { menu: "mg" } }, target: "dropdown.mg" },
          { guard: { type: "isMenu", params: { menu: "ml" } }, target: "dropdown.ml" },
          { guard: { type: "isMenu", params: { menu: "advanced" } }, target: "dropdown.advanced" },
        ],
        "dropdown.open": [
          {
            guard: { type: "isMenu", params: { menu: "mg" } },
            target: "dropdown.mg",
            description: "Arrow Down opens it on its first link.",
          },
          {
            guard: { type: "isMenu", params: { menu: "ml" } },
            target: "dropdown.ml",
            description: "Arrow Down opens it on its first link.",
          },
          {
            guard: { type: "isMenu", params: { menu: "advanced" } },
            target: "dropdown.advanced",
            description: "Arrow Down opens it on its first link.",
          },
        ],
        "side.open": { target: "side" },
      },
    },
    dropdown: {
      description: "One desktop dropdown of the header is open (large screens).",
      initial: "mg",
      on: {
        outside: { target: "closed", description: "Closes without moving the focus." },
        navigate: { target: "closed" },
        "side.open": { target: "side" },
      },
      states: {
        mg: openDropdown("mg", "The 'mg to mL' dropdown is open: its panel of dose pages shows below its button."),
        ml: openDropdown("ml", "The 'mL to mg' dropdown is open: its panel of volume pages shows below its button."),
        advanced: openDropdown(
          "advanced",
          "The 'Advanced' dropdown is open: its panel of tools shows below its button.",
        ),
      },
    },
    side: {
      description: "The small-screen side menu is open: a modal dialog with every link; Tab stays inside it.",
      on: {
        "side.close": { target: "closed", actions: { type: "focusTrigger", params: { trigger: "side" } } },
        escape: { target: "closed", actions: { type: "focusTrigger", params: { trigger: "side" } } },
        outside: {
          target: "closed",
          description: "A press on the dimmed page beside it: closes without moving the focus.",
        },
        navigate: { target: "closed" },
      },
    },
  },
});

export type MenuMachine = typeof menuMachine;
