/**
 * Whether a calculation can be double-checked, on its own (issue 33): the converter card asks it
 * before the double check's code is loaded (src/machines/double-check/double-check.calc.ts holds
 * the rest and re-exports it).
 */
import { evaluateConverter } from "~/domain/dose/conversion";
import type { DoseEntry } from "./double-check.types";

/** True when the entry gives a result the converter shows as a number (not a hint, not "less than 0.01 mg"). */
export function hasResult(entry: DoseEntry | null): boolean {
  if (!entry) return false;
  return evaluateConverter(entry).result.status === "ok";
}
