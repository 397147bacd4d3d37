/**
 * The double check's test model, shared by the machine, view and browser levels. The first entry
 * is typed on the /20-mg-to-ml page: 20 mg at 10 mg/mL = 2 mL (an agreed result with no caution),
 * or 0.5 mg at 10 mg/mL = 0.05 mL (agreed and cautioned: under 0.1 mL, issue 27); the second
 * person's samples reach a match and a mismatch on each entry (amount 25, strength 5, direction
 * mL → mg), and each reason Compare cannot compare yet: an empty amount or strength, and an amount
 * whose result is too small to show (0.00001).
 */
import { DOUBLE_CHECK_CONTROLS } from "~/machines/double-check/double-check.controls";
import type { DoseEntry, DoubleCheckEvent } from "~/machines/double-check/double-check.types";
import { doubleCheckMachine } from "~/machines/double-check/double-check.machine";
import { createMachineModel } from "./model";

export const DOUBLE_CHECK_FIRST: DoseEntry = {
  amountText: "20",
  concentrationText: "10",
  direction: "mgToMl",
  route: "unstated",
};
/** A first entry whose agreed result carries a caution: 0.05 mL, under 0.1 mL. */
export const DOUBLE_CHECK_CAUTIONED: DoseEntry = {
  amountText: "0.5",
  concentrationText: "10",
  direction: "mgToMl",
  route: "unstated",
};

export const DOUBLE_CHECK_MODEL_EVENTS = [
  { type: "check.request", entry: DOUBLE_CHECK_FIRST },
  { type: "check.request", entry: DOUBLE_CHECK_CAUTIONED },
  { type: "second.start" },
  { type: "second.amount.change", value: "20" },
  { type: "second.amount.change", value: "0.5" },
  { type: "second.amount.change", value: "25" },
  { type: "second.amount.change", value: "0.00001" },
  { type: "second.strength.change", value: "10" },
  { type: "second.strength.change", value: "5" },
  { type: "second.direction.change", direction: "mlToMg" },
  { type: "second.direction.change", direction: "mgToMl" },
  { type: "second.compare" },
  { type: "check.restart" },
  { type: "check.cancel" },
  { type: "print" },
] as const satisfies readonly DoubleCheckEvent[];

export function createDoubleCheckModel() {
  return createMachineModel(doubleCheckMachine, { name: "double-check", events: () => [...DOUBLE_CHECK_MODEL_EVENTS] });
}

export { DOUBLE_CHECK_CONTROLS };
