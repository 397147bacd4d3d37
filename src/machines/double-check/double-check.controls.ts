/**
 * The double check's controls (issue 29; src/machines/controls.ts): the accessible name of each
 * control, read by the panel (src/components/double-check/double-check-panel.tsx), the step wording,
 * the view and browser tests and the player, and the table of which control sends which event.
 */
import type { SnapshotFrom } from "xstate";
import { button, typeOrClear, typeOver, type ControlsTable } from "~/machines/controls";
import type { doubleCheckMachine } from "./double-check.machine";
import type { DoubleCheckEvent } from "./double-check.types";
import { amountUnit } from "~/domain/dose/conversion";
import type { Direction } from "~/data/doses";

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

/** The second entry's amount field's label: "Amount (mg)" or "Amount (mL)", by the direction chosen. */
export const secondAmountLabel = (direction: Direction) => `${DOUBLE_CHECK_CONTROLS.amount} (${amountUnit(direction)})`;

export const doubleCheckControls: ControlsTable<DoubleCheckEvent, SnapshotFrom<typeof doubleCheckMachine>> = {
  // The first person types the dose on the calculator (over whatever the field holds: typed, the
  // dose counts as a preparation, never the page's example), then asks.
  "check.request": (e) => ({
    kind: "all",
    actions: [
      typeOver("Amount (mg)", e.entry.amountText, true, `at ${e.entry.concentrationText} mg/mL`),
      button(DOUBLE_CHECK_CONTROLS.request),
    ],
  }),
  "second.start": () => button(DOUBLE_CHECK_CONTROLS.start),
  // The field's label says the unit of the direction chosen ("Amount (mg)"), as the panel writes it.
  "second.amount.change": (e, before) => typeOrClear(secondAmountLabel(before.context.second.direction), e.value),
  "second.strength.change": (e) => typeOrClear(DOUBLE_CHECK_CONTROLS.strength, e.value),
  "second.direction.change": (e) => ({
    kind: "press",
    role: "radio",
    name: e.direction === "mlToMg" ? DOUBLE_CHECK_CONTROLS.mlToMg : DOUBLE_CHECK_CONTROLS.mgToMl,
  }),
  "second.compare": () => button(DOUBLE_CHECK_CONTROLS.compare),
  "check.restart": () => button(DOUBLE_CHECK_CONTROLS.restart),
  "check.cancel": (_e, before) =>
    button(before.matches({ checking: "match" }) ? DOUBLE_CHECK_CONTROLS.back : DOUBLE_CHECK_CONTROLS.cancel),
  print: () => button(DOUBLE_CHECK_CONTROLS.print),
};
