/**
 * What the weight-based dose machine asks of its inputs (pure, no XState): the state each region
 * of the result is in, from the one evaluation of src/domain/weight-dose.ts (memoised per inputs
 * object, so every guard of a snapshot reads the same evaluation).
 */
import {
  weightDoseCopyLine,
  weightDoseStatusOf,
  type WeightDoseAspects,
  type WeightDoseInputs,
  type WeightDoseStatus,
} from "~/domain/weight-dose";
import { WEIGHT_DOSE_FIELDS, type WeightDoseField } from "~/domain/weight-dose";

export type ResultStatus = "empty" | "invalid" | "offScale" | "ready";
export const RESULT_STATUSES: readonly ResultStatus[] = ["empty", "invalid", "offScale", "ready"];
export const INVALID_FIELDS: readonly WeightDoseField[] = WEIGHT_DOSE_FIELDS;

export type AspectRegion = keyof WeightDoseAspects;

export const statusOf = (inputs: WeightDoseInputs): WeightDoseStatus => weightDoseStatusOf(inputs);

export const resultStatusOf = (inputs: WeightDoseInputs): ResultStatus => statusOf(inputs).kind;

/** The field an invalid status names (the first refused one, in form order), or null. */
export function invalidFieldOf(inputs: WeightDoseInputs): WeightDoseField | null {
  const s = statusOf(inputs);
  return s.kind === "invalid" ? s.field : null;
}

/** What one region of a ready result shows, or null without a result. */
export function aspectOf(inputs: WeightDoseInputs, region: AspectRegion): string | null {
  const s = statusOf(inputs);
  return s.kind === "ready" ? s.aspects[region] : null;
}

/** The line 'Copy result' writes, or null. */
export const copyableLine = (inputs: WeightDoseInputs): string | null => weightDoseCopyLine(statusOf(inputs));

/** The words the announcer says after Reset. */
export const RESET_ANNOUNCEMENT = "Fields cleared. Enter the weight and the ordered dose per kg.";
