/**
 * Whether a calculation can be double-checked, on its own (issue 33): the converter card asks it
 * before the double check's code is loaded (src/machines/double-check/double-check.calc.ts holds
 * the rest and re-exports it).
 */
import { evaluateConverter, isPreparation } from "~/domain/dose/conversion";
import type { DoseEntry } from "./double-check.types";

/**
 * True when the entry gives a result the converter shows as a number (not a hint, not "less than
 * 0.01 mg"), of an amount above 0: a dose of 0 is not a calculation to check.
 */
export function hasResult(entry: DoseEntry | null): boolean {
  if (!entry) return false;
  return isPreparation(evaluateConverter(entry));
}
