/**
 * Which state of the concentration converter's machine shows a status of the domain
 * (src/domain/lab/concentration-units.ts): one state per status, one per hint. Pure.
 */
import {
  COMMON_SOLUTES,
  DEFAULT_CONCENTRATION_INPUTS,
  evaluateConcentration,
  type ConcentrationInvalidReason,
} from "~/domain/lab/concentration-units";
import type { ConcentrationContext, ConcentrationInputs, ConcentrationStatus } from "./concentration.types";
import { noResultWords, withStop } from "~/domain/sentences";

/** Each refusal's state. The reading's "empty" never comes back (a blank value is the `empty` status, a blank weight means none): it is counted as not a number. */
const INVALID_STATE: Record<ConcentrationInvalidReason, string> = {
  empty: "notANumber",
  "not-a-number": "notANumber",
  negative: "negative",
  zero: "zero",
  "other-unit": "otherUnit",
  "below-hydrogen": "belowHydrogen",
  "too-large": "outOfRange",
  "too-small": "outOfRange",
};

/** "empty", "invalid.value.zero", "ready.massOnly". */
export function concentrationStatePath(status: ConcentrationStatus): string {
  if (status.kind === "empty") return "empty";
  if (status.kind === "invalid") return `invalid.${status.field}.${INVALID_STATE[status.reason]}`;
  return `ready.${status.variant}`;
}

/** The context for what was typed and chosen: the inputs and their status. */
export function contextFor(inputs: ConcentrationInputs): ConcentrationContext {
  return { inputs, status: evaluateConcentration(inputs) };
}

export const INITIAL_CONCENTRATION_CONTEXT: ConcentrationContext = contextFor(DEFAULT_CONCENTRATION_INPUTS);

/** A common solute by name, or undefined (only the page's buttons name one). */
export const solute = (name: string) => COMMON_SOLUTES.find((s) => s.name === name);

/**
 * What the page's announcer says once typing settles: the table's line (every unit, the caution
 * with it), or the hint of the field to fix.
 */
export function settledAnnouncement(status: ConcentrationStatus): string {
  if (status.kind === "ready") return `Result: ${withStop(status.table.copy)}`;
  if (status.kind === "invalid") return noResultWords(status.message);
  return "No result.";
}
