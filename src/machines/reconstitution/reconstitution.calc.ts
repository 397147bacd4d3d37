/**
 * What the reconstitution machine asks of its inputs (pure, no XState): the state each region of
 * the result is in, from the one evaluation of src/domain/reconstitution.ts.
 */
import {
  reconstitutionCopyLine,
  reconstitutionStatusOf,
  type ReconstitutionAspects,
  type ReconstitutionInputs,
  type ReconstitutionStatus,
} from "~/domain/reconstitution";
import { clinicalCalc } from "~/machines/clinical-machine";

export type ResultStatus = ReconstitutionStatus["kind"] | "incomplete";
export const RESULT_STATUSES: readonly ResultStatus[] = [
  "empty",
  "incomplete",
  "invalid",
  "offScale",
  "impossible",
  "ready",
];

/**
 * What the machine asks of the inputs, each from the one evaluation. Which invalid state:
 * "unitMismatch" when the first refused entry is of the other kind than the powder (a dose in mg
 * for a powder in units, a concentration in units for a powder in mg), else the first refused
 * field in form order.
 */
export const CALC = clinicalCalc<ReconstitutionInputs, ReconstitutionStatus, keyof ReconstitutionAspects>(
  reconstitutionStatusOf,
  reconstitutionCopyLine,
  (s) => (s.kind !== "invalid" ? "" : s.reason === "mismatch" ? "unitMismatch" : s.field),
);
export const { statusOf, resultStatusOf, invalidStateOf, aspectOf, copyableLine } = CALC;
export type AspectRegion = keyof ReconstitutionAspects;

/** The words the announcer says after Reset. */
export const RESET_ANNOUNCEMENT = "Fields cleared. Enter the powder in the vial and the diluent added.";
