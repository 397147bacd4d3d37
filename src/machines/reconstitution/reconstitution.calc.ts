/**
 * What the reconstitution machine asks of its inputs (pure, no XState): the state each region of
 * the result is in, from the one evaluation of src/domain/reconstitution.ts (memoised per inputs
 * object, so every guard of a snapshot reads the same evaluation).
 */
import {
  RECONSTITUTION_FIELDS,
  reconstitutionCopyLine,
  reconstitutionStatusOf,
  type ReconstitutionAspects,
  type ReconstitutionField,
  type ReconstitutionInputs,
  type ReconstitutionStatus,
} from "~/domain/reconstitution";

export type ResultStatus = ReconstitutionStatus["kind"];
export const RESULT_STATUSES: readonly ResultStatus[] = ["empty", "invalid", "offScale", "impossible", "ready"];

/**
 * Which invalid state: "unitMismatch" when the first refused entry is of the other kind than the
 * powder (a dose in mg for a powder in units, a concentration in units for a powder in mg), else
 * the first refused field in form order.
 */
export type InvalidState = "unitMismatch" | ReconstitutionField;
export const INVALID_STATES: readonly InvalidState[] = ["unitMismatch", ...RECONSTITUTION_FIELDS];

export type AspectRegion = keyof ReconstitutionAspects;

export const statusOf = (inputs: ReconstitutionInputs): ReconstitutionStatus => reconstitutionStatusOf(inputs);

export const resultStatusOf = (inputs: ReconstitutionInputs): ResultStatus => statusOf(inputs).kind;

/** The invalid state the inputs lead to, or null when they are not invalid. */
export function invalidStateOf(inputs: ReconstitutionInputs): InvalidState | null {
  const s = statusOf(inputs);
  if (s.kind !== "invalid") return null;
  return s.reason === "mismatch" ? "unitMismatch" : s.field;
}

/** What one region of a ready result shows, or null without a result. */
export function aspectOf(inputs: ReconstitutionInputs, region: AspectRegion): string | null {
  const s = statusOf(inputs);
  return s.kind === "ready" ? s.aspects[region] : null;
}

/** The line 'Copy result' writes, or null. */
export const copyableLine = (inputs: ReconstitutionInputs): string | null => reconstitutionCopyLine(statusOf(inputs));

/** The words the announcer says after Reset. */
export const RESET_ANNOUNCEMENT = "Fields cleared. Enter the powder in the vial and the diluent added.";
