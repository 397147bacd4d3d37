/**
 * Pure arithmetic and input reading of the dilution calculator: C1 × V1 = C2 × V2.
 *   V1 = C2 × V2 ÷ C1    V2 = C1 × V1 ÷ C2    C2 = C1 × V1 ÷ V2    (product spec §9)
 * Each is computed on the decimal values of the inputs and rounded once (exact.ts), so a product
 * of large but valid inputs cannot overflow on the way and 0.125 stays 0.125 (shown 0.13).
 */
import { boundedSignificant } from "~/domain/lab/lab-field";
import { MESSAGE_TOO_LARGE, readLabField } from "../lab-form/lab-form.calc";
import { decimalDifference, decimalRatio } from "~/domain/number/exact";
import {
  SMALL_LAB_VOLUME_ML,
  DILUTION_FIELDS,
  DILUTION_FIELD_TEXT,
  type DilutionField,
  type DilutionIssue,
  type DilutionNumbers,
  type DilutionOutcome,
  type DilutionResult,
  type DilutionResultKind,
  type DilutionValues,
  type SolveFor,
} from "./dilution.types";

export const EMPTY_DILUTION_VALUES: DilutionValues = { c1: "", v1: "", c2: "", v2: "" };

/** V1 = C2 × V2 ÷ C1: the stock volume. */
export function solveV1(c1: number, c2: number, v2: number): number {
  return decimalRatio([c2, v2], [c1]);
}

/** V2 = C1 × V1 ÷ C2: the final volume. */
export function solveV2(c1: number, v1: number, c2: number): number {
  return decimalRatio([c1, v1], [c2]);
}

/** C2 = C1 × V1 ÷ V2: the final concentration. */
export function solveC2(c1: number, v1: number, v2: number): number {
  return decimalRatio([c1, v1], [v2]);
}

/** The unknown `solveFor` from the other three values (the unknown's own entry is ignored). */
export function solveDilution(
  solveFor: SolveFor,
  n: Omit<DilutionNumbers, SolveFor> & Partial<DilutionNumbers>,
): number {
  switch (solveFor) {
    case "v1":
      return solveV1(n.c1, n.c2!, n.v2!);
    case "v2":
      return solveV2(n.c1, n.v1!, n.c2!);
    case "c2":
      return solveC2(n.c1, n.v1!, n.v2!);
  }
}

/** Diluent to add to V1 of stock to reach V2: V2 − V1 (never below 0). */
export function diluentVolume(v1: number, v2: number): number {
  return Math.max(0, decimalDifference(v2, v1));
}

/** The three fields the chosen mode reads, in form order. */
export function knownFields(solveFor: SolveFor): DilutionField[] {
  return DILUTION_FIELDS.filter((f) => f !== solveFor);
}

/** A number written with a percent or a times sign, as the page's own examples write C1 and C2: "95%", "10×". */
const SIGNED_CONCENTRATION = /^\s*(\d[\d.,]*)\s*(%|×|x|X)\s*$/;

function readField(field: DilutionField, text: string) {
  const { symbol, noun } = DILUTION_FIELD_TEXT[field];
  // Volumes are in mL ("5 mL" is read as 5); C1 and C2 take the number alone, in the same unit.
  const unit = field === "v1" || field === "v2" ? { unit: "mL" } : {};
  const read = readLabField(text, { name: symbol, prompt: `${symbol}, the ${noun}`, ...unit });
  const signed = typeof text === "string" && !unit.unit ? SIGNED_CONCENTRATION.exec(text) : null;
  if (read.ok || !signed) return read;
  // Never read as the number alone (C2 typed as a fraction, 0.7, would then be taken as 0.7 %).
  const [, number, sign] = signed;
  const written = `${number}${sign === "%" ? "%" : "×"}`;
  return {
    ok: false as const,
    message: `${symbol}: type the number alone, without the ${sign === "%" ? "%" : "×"}: ${number} for ${written}. C1 and C2 are read in the same unit, whichever it is.`,
  };
}

export const MESSAGE_C2_ABOVE_C1 =
  "C2 can't be higher than C1: diluting only lowers the concentration. Check that C1 and C2 use the same unit.";
export const MESSAGE_V1_ABOVE_V2 = "V2 can't be smaller than V1: the final volume is the stock plus the diluent.";
export { MESSAGE_TOO_LARGE };

/**
 * Reads the three known fields for `solveFor`, checks the dilution is possible and solves it.
 * Every problem gets its own inline hint; nothing is computed from bad input.
 */
export function calculateDilution(values: DilutionValues, solveFor: SolveFor): DilutionOutcome {
  const issues: DilutionIssue[] = [];
  const read: Partial<Record<DilutionField, number>> = {};
  let significant = 0;
  for (const field of knownFields(solveFor)) {
    const r = readField(field, values[field]);
    if (r.ok) {
      read[field] = r.value;
      significant = Math.max(significant, r.significant);
    } else issues.push({ field, message: r.message, involves: [field] });
  }
  if (issues.length > 0) return { ok: false, issues };

  if ((solveFor === "v1" || solveFor === "v2") && read.c2! > read.c1!) {
    return { ok: false, issues: [{ field: "c2", message: MESSAGE_C2_ABOVE_C1, involves: ["c1", "c2"] }] };
  }
  if (solveFor === "c2" && read.v1! > read.v2!) {
    return { ok: false, issues: [{ field: "v2", message: MESSAGE_V1_ABOVE_V2, involves: ["v1", "v2"] }] };
  }

  const value = solveDilution(solveFor, read as DilutionNumbers);
  if (!Number.isFinite(value)) {
    return { ok: false, issues: [{ field: null, message: MESSAGE_TOO_LARGE, involves: knownFields(solveFor) }] };
  }
  const numbers = { ...(read as DilutionNumbers), [solveFor]: value } as DilutionNumbers;
  return {
    ok: true,
    result: {
      solveFor,
      numbers,
      value,
      diluent: diluentVolume(numbers.v1, numbers.v2),
      significant: boundedSignificant([significant]),
    },
  };
}

/** Significant figures of a result: at least 3 (rounding moves it by at most 0.5 %), at most 6. */

/**
 * The kind of a result (issue 27: a caution is a state): "smallVolume" when a volume to measure,
 * the stock (V1) or the diluent, is above 0 and under 0.1 mL; else "measurable".
 */
export function dilutionResultKind(result: DilutionResult): DilutionResultKind {
  const small = (v: number) => v > 0 && v < SMALL_LAB_VOLUME_ML;
  return small(result.numbers.v1) || small(result.diluent) ? "smallVolume" : "measurable";
}
