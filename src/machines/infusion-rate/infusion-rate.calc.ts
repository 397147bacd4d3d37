/**
 * What the infusion rate machine asks of its inputs (pure, no XState): the state each region of
 * the result is in, from the one evaluation of src/domain/infusion-rate.ts. The drop factor is
 * never a refused field: the form offers only 10, 15, 20 and 60 drops/mL, and the machine takes
 * no other (isKnownChoice).
 */
import {
  infusionCopyLine,
  infusionStatusOf,
  type InfusionAspects,
  type InfusionInputs,
  type InfusionStatus,
} from "~/domain/infusion-rate";
import { clinicalCalc } from "~/machines/clinical-machine";

export type ResultStatus = InfusionStatus["kind"] | "incomplete";
export const RESULT_STATUSES: readonly ResultStatus[] = ["empty", "incomplete", "invalid", "offScale", "ready"];

/** What the machine asks of the inputs, each from the one evaluation. */
export const CALC = clinicalCalc<InfusionInputs, InfusionStatus, keyof InfusionAspects>(
  infusionStatusOf,
  infusionCopyLine,
);
export const { statusOf, resultStatusOf, invalidStateOf, aspectOf, copyableLine } = CALC;
export type AspectRegion = keyof InfusionAspects;

/** The words the announcer says after Reset. */
export const RESET_ANNOUNCEMENT =
  "Fields cleared. Enter the ordered dose rate, choose per minute or per hour, and enter what is in the bag.";
