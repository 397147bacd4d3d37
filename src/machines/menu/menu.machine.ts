import { emit, setup } from "xstate";
import type { DropdownId, MenuEmitted, MenuEvent, MenuTrigger } from "./menu.types";

/**
 * Open/closed state of the site navigation: at most one desktop dropdown or the small-screen
 * side menu is open at a time. Focus management is a side effect: the machine emits
 * `focus.trigger` and the view moves focus.
 */
export const menuMachine = setup({
  types: {
    events: {} as MenuEvent,
    emitted: {} as MenuEmitted,
  },
  guards: {
    isMenu: ({ event }, params: { menu: DropdownId }) =>
      (event.type === "dropdown.toggle" || event.type === "dropdown.open") && event.menu === params.menu,
  },
  actions: {
    focusTrigger: emit((_, params: { trigger: MenuTrigger }) => ({ type: "focus.trigger" as const, trigger: params.trigger })),
  },
}).createMachine({
  id: "menu",
  initial: "closed",
  states: {
    closed: {
      on: {
        "dropdown.toggle": [
          { guard: { type: "isMenu", params: { menu: "mg" } }, target: "dropdown.mg" },
          { guard: { type: "isMenu", params: { menu: "ml" } }, target: "dropdown.ml" },
          { guard: { type: "isMenu", params: { menu: "advanced" } }, target: "dropdown.advanced" },
        ],
        "dropdown.open": [
          { guard: { type: "isMenu", params: { menu: "mg" } }, target: "dropdown.mg" },
          { guard: { type: "isMenu", params: { menu: "ml" } }, target: "dropdown.ml" },
          { guard: { type: "isMenu", params: { menu: "advanced" } }, target: "dropdown.advanced" },
        ],
        "side.open": { target: "side" },
      },
    },
    dropdown: {
      initial: "mg",
      on: {
        outside: { target: "closed" },
        navigate: { target: "closed" },
        "side.open": { target: "side" },
      },
      states: {
        mg: {
          on: {
            "dropdown.toggle": [
              { guard: { type: "isMenu", params: { menu: "mg" } }, target: "#menu.closed" },
              { guard: { type: "isMenu", params: { menu: "ml" } }, target: "ml" },
              { guard: { type: "isMenu", params: { menu: "advanced" } }, target: "advanced" },
            ],
            escape: { target: "#menu.closed", actions: { type: "focusTrigger", params: { trigger: "mg" } } },
          },
        },
        ml: {
          on: {
            "dropdown.toggle": [
              { guard: { type: "isMenu", params: { menu: "ml" } }, target: "#menu.closed" },
              { guard: { type: "isMenu", params: { menu: "mg" } }, target: "mg" },
              { guard: { type: "isMenu", params: { menu: "advanced" } }, target: "advanced" },
            ],
            escape: { target: "#menu.closed", actions: { type: "focusTrigger", params: { trigger: "ml" } } },
          },
        },
        advanced: {
          on: {
            "dropdown.toggle": [
              { guard: { type: "isMenu", params: { menu: "advanced" } }, target: "#menu.closed" },
              { guard: { type: "isMenu", params: { menu: "mg" } }, target: "mg" },
              { guard: { type: "isMenu", params: { menu: "ml" } }, target: "ml" },
            ],
            escape: { target: "#menu.closed", actions: { type: "focusTrigger", params: { trigger: "advanced" } } },
          },
        },
      },
    },
    side: {
      on: {
        "side.close": { target: "closed", actions: { type: "focusTrigger", params: { trigger: "side" } } },
        escape: { target: "closed", actions: { type: "focusTrigger", params: { trigger: "side" } } },
        outside: { target: "closed" },
        navigate: { target: "closed" },
      },
    },
  },
});

export type MenuMachine = typeof menuMachine;
