/**
 * What the weight-based dose machine asks of its inputs (pure, no XState): the state each region
 * of the result is in, from the one evaluation of src/domain/weight-dose.ts.
 */
import {
  weightDoseCopyLine,
  weightDoseStatusOf,
  type WeightDoseAspects,
  type WeightDoseInputs,
} from "~/domain/weight-dose";
import { clinicalCalc } from "~/machines/clinical-machine";

export type ResultStatus = "empty" | "incomplete" | "invalid" | "offScale" | "ready";
export const RESULT_STATUSES: readonly ResultStatus[] = ["empty", "incomplete", "invalid", "offScale", "ready"];

/** What the machine asks of the inputs, each from the one evaluation. */
export const CALC = clinicalCalc<WeightDoseInputs, ReturnType<typeof weightDoseStatusOf>, keyof WeightDoseAspects>(
  weightDoseStatusOf,
  weightDoseCopyLine,
);
export const { statusOf, resultStatusOf, invalidStateOf, aspectOf, copyableLine } = CALC;
export type AspectRegion = keyof WeightDoseAspects;

/** The words the announcer says after Reset. */
export const RESET_ANNOUNCEMENT = "Fields cleared. Enter the weight and the ordered dose per kg.";
