/**
 * Narrow read-outs of the dilution machine for views (and tests), plus the display of a result.
 * Display follows decisions.md ('Laboratory tools'): at most 2 decimals, trailing zeros dropped,
 * through the shared formatter. A value that would round to 0 at 2 decimals is never shown as 0:
 * it reads '< 0.01' with advice to change units.
 */
import type { SnapshotFrom } from "xstate";
import { formatNumber, roundsToZero, smallestShown } from "~/lib/number/format";
import { formatEcho, issueFieldFor, modeOf, readAs, statusOf } from "../lab-form/lab-form.selectors";
import type { LabStatus } from "../lab-form/lab-form.types";
import type { dilutionMachine } from "./dilution.machine";
import type { DilutionField, DilutionResult, SolveFor } from "./dilution.types";

type DilutionSnapshot = SnapshotFrom<typeof dilutionMachine>;

export type DilutionStatus = LabStatus;

export const DILUTION_DECIMALS = 2;

export { formatEcho, readAs };

export const selectSolveFor = (s: DilutionSnapshot): SolveFor => modeOf<SolveFor>(s);
export const selectStatus = (s: DilutionSnapshot): DilutionStatus => statusOf(s);

/**
 * The field whose hint also describes `field` (C2 > C1 is shown under C2 and also marks C1);
 * null when no hint involves `field`.
 */
export const selectIssueFieldFor = (field: DilutionField) => (s: DilutionSnapshot): DilutionField | null =>
  issueFieldFor(s, field);

/** A number as the result shows it: max 2 decimals, trailing zeros dropped, '< 0.01' instead of 0. */
export function formatDilutionNumber(value: number): string {
  if (isBelowShown(value)) return `< ${smallestShown(DILUTION_DECIMALS)}`;
  return formatNumber(value, DILUTION_DECIMALS);
}

/** True when `value` is positive but too small to show at 2 decimals. */
export function isBelowShown(value: number): boolean {
  return value > 0 && roundsToZero(value, DILUTION_DECIMALS);
}

export interface DilutionDisplay {
  /** e.g. "V1" */
  readonly symbol: string;
  /** What the unknown's disabled input shows, e.g. "5" or "< 0.01". */
  readonly fieldText: string;
  /** e.g. "V1 = 5 mL" or "C2 = 10 (in the unit of C1)". */
  readonly headline: string;
  /** The preparation in words, with the diluent. */
  readonly instruction: string;
  /** Advice when the unknown is below 0.01, else null. */
  readonly smallNote: string | null;
}

export function formatDilution(result: DilutionResult): DilutionDisplay {
  const { numbers, solveFor, value, diluent } = result;
  // The computed unknown is shown at the result's precision; the three known values are echoed
  // as they were read (up to 6 decimals), so the sentence never hides what was typed.
  const show = (field: DilutionField) =>
    field === solveFor ? formatDilutionNumber(numbers[field]) : formatEcho(numbers[field]);
  const v1 = `${show("v1")} mL`;
  const v2 = `${show("v2")} mL`;
  const c1 = show("c1");
  const c2 = show("c2");
  const fieldText = formatDilutionNumber(value);
  const symbol = solveFor.toUpperCase();
  const headline =
    solveFor === "c2" ? `C2 = ${fieldText} (in the unit of C1)` : `${symbol} = ${fieldText} mL`;

  let instruction: string;
  if (diluent === 0) {
    instruction =
      solveFor === "c2"
        ? `No diluent: V1 equals V2, so C2 equals C1 (${c1}).`
        : `No diluent needed: C2 equals C1, so use ${v1} of the stock as it is.`;
  } else {
    instruction = `Add ${formatDilutionNumber(diluent)} mL of diluent to ${v1} of stock (C1 = ${c1}) to make ${v2} at C2 = ${c2}.`;
  }

  let smallNote: string | null = null;
  if (isBelowShown(value)) {
    smallNote =
      solveFor === "c2"
        ? "C2 is below 0.01 in the unit of C1: enter both concentrations in a smaller unit (for example µg/mL instead of mg/mL) to see it."
        : `${symbol} is below 0.01 mL, too small to measure accurately: use a smaller unit (for example µL), a larger final volume, or an intermediate dilution.`;
  } else if (diluent > 0 && isBelowShown(diluent)) {
    smallNote = "The diluent is below 0.01 mL: C2 is almost the same as C1.";
  }
  return { symbol, fieldText, headline, instruction, smallNote };
}

/** The rearranged formula for each mode (spec §9). */
export const SOLVE_FOR_FORMULA: Record<SolveFor, string> = {
  v1: "V1 = C2 × V2 ÷ C1",
  v2: "V2 = C1 × V1 ÷ C2",
  c2: "C2 = C1 × V1 ÷ V2",
};
