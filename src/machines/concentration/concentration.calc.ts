/**
 * Which state of the concentration converter's machine shows a status of the domain
 * (src/domain/lab/concentration-units.ts): one state per status, one per hint; and which state of
 * the preparation region shows the dilution asked of the solution. Pure.
 */
import {
  COMMON_SOLUTES,
  DEFAULT_CONCENTRATION_INPUTS,
  evaluateConcentration,
  type ConcentrationInvalidReason,
} from "~/domain/lab/concentration-units";
import { evaluatePreparation } from "~/domain/lab/reagent-preparation";
import { REAGENTS } from "~/domain/lab/reagents";
import type {
  ConcentrationContext,
  ConcentrationInputs,
  ConcentrationStatus,
  PreparationStatus,
} from "./concentration.types";
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
  "above-100": "above100",
  "implausible-density": "implausible",
  "purity-not-for-unit": "notForUnit",
};

/** "empty", "invalid.value.zero", "needsDensity.solution", "ready.massOnly". */
export function concentrationStatePath(status: ConcentrationStatus): string {
  if (status.kind === "empty") return "empty";
  if (status.kind === "needsDensity") return `needsDensity.${status.density}`;
  if (status.kind === "invalid") return `invalid.${status.field}.${INVALID_STATE[status.reason]}`;
  return `ready.${status.variant}`;
}

/** "off", "ready", "aboveStock", "invalid.target", "invalid.finalVolume". */
export function preparationStatePath(preparation: PreparationStatus): string {
  return preparation.kind === "invalid" ? `invalid.${preparation.field}` : preparation.kind;
}

/** The context for what was typed and chosen: the inputs, their status and the dilution asked. */
export function contextFor(inputs: ConcentrationInputs): ConcentrationContext {
  const status = evaluateConcentration(inputs);
  return { inputs, status, preparation: evaluatePreparation(inputs, status) };
}

export const INITIAL_CONCENTRATION_CONTEXT: ConcentrationContext = contextFor(DEFAULT_CONCENTRATION_INPUTS);

/** A common solute by name, or undefined (only the page's buttons name one). */
export const solute = (name: string) => COMMON_SOLUTES.find((s) => s.name === name);

/** A reagent by name, or undefined (only the page's buttons name one). */
export const reagent = (name: string) => REAGENTS.find((r) => r.name === name);

/** What 'Copy all units' puts on the clipboard: the table's line, then the dilution's answer and its caution. */
export function copyText(context: Pick<ConcentrationContext, "status" | "preparation">): string {
  if (context.status.kind !== "ready") return "";
  const p = context.preparation;
  const more = p.kind === "ready" ? ` ${p.line} Caution: ${p.caution}` : p.kind === "aboveStock" ? ` ${p.message}` : "";
  // Without a dilution the line is the table's own, as before issue 52.
  return more === "" ? context.status.table.copy : `${withStop(context.status.table.copy)}${more}`;
}

/**
 * What the page's announcer says once typing settles: the table's line (every unit, the caution
 * with it, and the dilution's answer), the prompt for a density, or the hint of the field to fix.
 */
export function settledAnnouncement(context: Pick<ConcentrationContext, "status" | "preparation">): string {
  const { status, preparation } = context;
  if (status.kind === "ready") {
    if (preparation.kind === "invalid")
      return `Result: ${withStop(status.table.copy)} ${noResultWords(preparation.message)}`;
    return `Result: ${withStop(copyText(context))}`;
  }
  if (status.kind === "needsDensity") return noResultWords(status.message);
  if (status.kind === "invalid") return noResultWords(status.message);
  return "No result.";
}
