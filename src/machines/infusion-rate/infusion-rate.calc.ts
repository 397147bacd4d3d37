/**
 * What the infusion rate machine asks of its inputs (pure, no XState): the state each region of
 * the result is in, from the one evaluation of src/domain/infusion-rate.ts (memoised per inputs
 * object, so every guard of a snapshot reads the same evaluation).
 */
import {
  infusionCopyLine,
  infusionStatusOf,
  type InfusionAspects,
  type InfusionField,
  type InfusionInputs,
  type InfusionStatus,
} from "~/domain/infusion-rate";

export type ResultStatus = InfusionStatus["kind"];
export const RESULT_STATUSES: readonly ResultStatus[] = ["empty", "invalid", "offScale", "ready"];
/**
 * The fields an invalid status can name, in form order. The drop factor is not one: the form
 * offers only 10, 15, 20 and 60 drops/mL, and the machine takes no other (isKnownChoice).
 */
export const INVALID_FIELDS = [
  "dose",
  "rate",
  "per",
  "weight",
  "bag",
  "volume",
] as const satisfies readonly InfusionField[];
export type InvalidField = (typeof INVALID_FIELDS)[number];

export type AspectRegion = keyof InfusionAspects;

export const statusOf = (inputs: InfusionInputs): InfusionStatus => infusionStatusOf(inputs);

export const resultStatusOf = (inputs: InfusionInputs): ResultStatus => statusOf(inputs).kind;

/** The field an invalid status names (the first refused one, in form order), or null. */
export function invalidFieldOf(inputs: InfusionInputs): InfusionField | null {
  const s = statusOf(inputs);
  return s.kind === "invalid" ? s.field : null;
}

/** What one region of a ready result shows, or null without a result. */
export function aspectOf(inputs: InfusionInputs, region: AspectRegion): string | null {
  const s = statusOf(inputs);
  return s.kind === "ready" ? s.aspects[region] : null;
}

/** The line 'Copy result' writes, or null. */
export const copyableLine = (inputs: InfusionInputs): string | null => infusionCopyLine(statusOf(inputs));

/** The words the announcer says after Reset. */
export const RESET_ANNOUNCEMENT =
  "Fields cleared. Enter the ordered dose rate, choose per minute or per hour, and enter what is in the bag.";
