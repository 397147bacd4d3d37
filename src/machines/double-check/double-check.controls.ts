/**
 * The double check's controls (issue 29; src/machines/controls.ts): the accessible name of each
 * control, read by the panel (src/components/double-check/double-check-panel.tsx), the step wording,
 * the view and browser tests and the player, and the table of which control sends which event.
 */
import type { SnapshotFrom } from "xstate";
import { button, type ControlsTable } from "~/machines/controls";
import type { doubleCheckMachine } from "./double-check.machine";
import type { DoubleCheckEvent } from "./double-check.types";

/** The accessible name of each control of the double check. */
export const DOUBLE_CHECK_CONTROLS = {
  request: "Ask for a double check",
  start: "Start the second entry",
  amount: "Amount",
  strength: "Strength as on the label",
  mgToMl: "mg → mL",
  mlToMg: "mL → mg",
  compare: "Compare",
  restart: "Start again",
  cancel: "Cancel double check",
  print: "Print preparation card",
  back: "Back to the calculator",
} as const;

const C = DOUBLE_CHECK_CONTROLS;

export const doubleCheckControls: ControlsTable<DoubleCheckEvent, SnapshotFrom<typeof doubleCheckMachine>> = {
  "check.request": (e) => ({
    kind: "all",
    actions: [
      { kind: "type", label: "Amount (mg)", value: e.entry.amountText, note: `at ${e.entry.concentrationText} mg/mL` },
      button(C.request),
    ],
  }),
  "second.start": () => button(C.start),
  "second.amount.change": (e) => ({ kind: "type", label: C.amount, value: e.value }),
  "second.strength.change": (e) => ({ kind: "type", label: C.strength, value: e.value }),
  "second.direction.change": (e) => ({
    kind: "press",
    role: "radio",
    name: e.direction === "mlToMg" ? C.mlToMg : C.mgToMl,
  }),
  "second.compare": () => button(C.compare),
  "check.restart": () => button(C.restart),
  "check.cancel": (_e, before) => button(before.matches({ checking: "match" }) ? C.back : C.cancel),
  print: () => button(C.print),
};
