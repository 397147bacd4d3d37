/**
 * What the lab-form machines add to the reading of a field (src/domain/lab/lab-field.ts, the pure
 * reading they share with the lab domain modules, re-exported here): the hints that still apply
 * after an edit, and what the announcer says when Calculate finds hints.
 */
import type { LabIssue } from "./lab-form.types";

export {
  MESSAGE_TOO_LARGE,
  MESSAGE_TOO_SMALL,
  readLabField,
  significantDecimals,
  significantFigures,
  type FieldReading,
} from "~/domain/lab/lab-field";

/** The hints that still apply after `field` was edited (the ones involving it go). */
export function issuesAfterEdit<F extends string>(issues: readonly LabIssue<F>[], field: F): readonly LabIssue<F>[] {
  return issues.filter((issue) => !issue.involves.includes(field));
}

/** What the announcer says when Calculate finds hints: "No result." and each hint, in form order. */
export function issuesAnnouncement<F extends string>(issues: readonly LabIssue<F>[]): string {
  return ["No result.", ...issues.map((issue) => issue.message)].join(" ");
}
