/**
 * The syringe chooser of the syringe page (decisions.md 'Syringe page').
 *
 *   automatic.oral       ──choice.select "auto-injection"──▶ automatic.injection
 *   automatic.injection  ──choice.select "auto-oral"──────▶ automatic.oral
 *   any                  ──choice.select <syringe id>─────▶ chosen (that syringe)
 *   any                  ──volume.change──────────────────▶ same state, new volume
 *
 * Automatic mode draws the volume on the smallest syringe of its family that holds it; the
 * insulin syringe is only ever drawn when chosen. What is drawn and said is derived from the
 * context by syringe.calc.ts through syringe.selectors.ts; the machine only holds the choice
 * and the volume. An unknown choice is ignored.
 */
import { assign, setup } from "xstate";
import { cleanVolume, isSyringeId } from "./syringe.calc";
import type { SyringeContext, SyringeEvent, SyringeInput } from "./syringe.types";

export const syringeMachine = setup({
  types: {
    context: {} as SyringeContext,
    events: {} as SyringeEvent,
    input: {} as SyringeInput,
  },
  actions: {
    setVolume: assign({
      volume: ({ event, context }) => (event.type === "volume.change" ? cleanVolume(event.volume) : context.volume),
    }),
    setChosen: assign({
      chosen: ({ event, context }) => (event.type === "choice.select" && isSyringeId(event.choice) ? event.choice : context.chosen),
    }),
    clearChosen: assign({ chosen: null }),
  },
  guards: {
    isAutoOral: ({ event }) => event.type === "choice.select" && event.choice === "auto-oral",
    isAutoInjection: ({ event }) => event.type === "choice.select" && event.choice === "auto-injection",
    isSyringe: ({ event }) => event.type === "choice.select" && isSyringeId(event.choice),
  },
}).createMachine({
  id: "syringe",
  context: ({ input }) => ({ volume: cleanVolume(input?.volume ?? null), chosen: null }),
  initial: "automatic",
  on: {
    "volume.change": { actions: "setVolume" },
    "choice.select": [
      { guard: "isAutoOral", target: ".automatic.oral", actions: "clearChosen" },
      { guard: "isAutoInjection", target: ".automatic.injection", actions: "clearChosen" },
      { guard: "isSyringe", target: ".chosen", actions: "setChosen" },
    ],
  },
  states: {
    automatic: {
      initial: "oral",
      states: {
        oral: {},
        injection: {},
      },
    },
    chosen: {},
  },
});
