/**
 * Narrow read-outs of the molarity machine for views (and tests), plus the display of a result.
 * Display follows decisions.md §'Dose display' rule 4: a laboratory result keeps its significant
 * trailing zeros. M is shown with 4 fixed decimals (spec §9: "1.0000 M"); mM and µM to 4
 * significant figures (at most 4 decimals) so that dilute solutions stay readable.
 */
import type { SnapshotFrom } from "xstate";
import { formatFixed, formatNumber, roundsToZero, smallestShown } from "~/lib/number/format";
import { parseNumber } from "~/lib/number/parse";
import type { molarityMachine } from "./molarity.machine";
import { molarityInUnits, significantDecimals } from "./molarity.calc";
import type { MolarityField, MolarityIssue, MolarityResult } from "./molarity.types";

type MolaritySnapshot = SnapshotFrom<typeof molarityMachine>;

export type MolarityStatus = "editing" | "calculated" | "invalid";

export const selectStatus = (s: MolaritySnapshot): MolarityStatus => s.value as MolarityStatus;
export const selectValue = (field: MolarityField) => (s: MolaritySnapshot): string => s.context.values[field];
export const selectResult = (s: MolaritySnapshot): MolarityResult | null => s.context.result;
export const selectIssues = (s: MolaritySnapshot): readonly MolarityIssue[] => s.context.issues;

/** The hint shown under `field`, if any. */
export const selectFieldIssue = (field: MolarityField) => (s: MolaritySnapshot): string | null =>
  s.context.issues.find((i) => i.field === field)?.message ?? null;

/**
 * How a field's text was read when that differs from what was typed ("2,5" → "2.5", ".5" → "0.5");
 * null otherwise.
 */
export const selectReadAs = (field: MolarityField) => (s: MolaritySnapshot): string | null =>
  readAs(s.context.values[field]);

export function readAs(text: string): string | null {
  const typed = text.trim();
  // Only when the reading is not obvious: a decimal comma, an exponent, a bare point or a sign.
  if (!/[,eE]|^[.+\u2212\u2013]/.test(typed)) return null;
  const parsed = parseNumber(text);
  return parsed.ok && parsed.normalized !== typed ? parsed.normalized : null;
}

/** A hint that belongs to no single field (shown in the result area). */
export const selectFormIssue = (s: MolaritySnapshot): string | null =>
  s.context.issues.find((i) => i.field === null)?.message ?? null;

/** Help text: which number-format rule the result follows. */
export const MOLARITY_FORMAT_RULE =
  "Molarity is a laboratory result, so it keeps significant trailing zeros (unlike doses): " +
  "M is shown to 4 decimal places (1.0000 M), mM and µM to 4 significant figures (1,000 mM, 50.00 µM).";

export const M_DECIMALS = 4;
export const SUB_UNIT_SIGNIFICANT = 4;
export const SUB_UNIT_MAX_DECIMALS = 4;

function fixedOrBelow(value: number, decimals: number, unit: string): string {
  if (value > 0 && roundsToZero(value, decimals)) return `< ${smallestShown(decimals)} ${unit}`;
  return `${formatFixed(value, decimals)} ${unit}`;
}

export interface MolarityDisplay {
  /** e.g. "1.0000 M" */
  readonly molar: string;
  /** e.g. "1,000 mM" */
  readonly millimolar: string;
  /** e.g. "1,000,000 µM" */
  readonly micromolar: string;
  /** True when the M figure is below 0.0001 M and only mM/µM carry the value. */
  readonly belowMolarPrecision: boolean;
}

export function formatMolarity(molar: number): MolarityDisplay {
  const { M, mM, uM } = molarityInUnits(molar);
  return {
    molar: fixedOrBelow(M, M_DECIMALS, "M"),
    millimolar: fixedOrBelow(mM, significantDecimals(mM, SUB_UNIT_SIGNIFICANT, SUB_UNIT_MAX_DECIMALS), "mM"),
    micromolar: fixedOrBelow(uM, significantDecimals(uM, SUB_UNIT_SIGNIFICANT, SUB_UNIT_MAX_DECIMALS), "µM"),
    belowMolarPrecision: M > 0 && roundsToZero(M, M_DECIMALS),
  };
}

const ECHO_DECIMALS = 6;

/** An input echoed back as it was read, for the working line (up to 6 decimals). */
export function formatEcho(value: number): string {
  if (value > 0 && roundsToZero(value, ECHO_DECIMALS)) return `< ${smallestShown(ECHO_DECIMALS)}`;
  return formatNumber(value, ECHO_DECIMALS);
}

/** The working line of a result: "(5.844 g ÷ 58.44 g/mol) ÷ (100 mL ÷ 1000) = 1.0000 M". */
export function formatMolarityWorking(result: MolarityResult): string {
  const { mass, molecularWeight, volume } = result.inputs;
  return `(${formatEcho(mass)} g ÷ ${formatEcho(molecularWeight)} g/mol) ÷ (${formatEcho(volume)} mL ÷ 1000) = ${
    formatMolarity(result.molar).molar
  }`;
}
