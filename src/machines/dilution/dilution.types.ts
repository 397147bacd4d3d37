/** Types of the dilution calculator, C1 × V1 = C2 × V2 (product spec §2, §4, §5, §9; decisions.md). */

export type DilutionField = "c1" | "v1" | "c2" | "v2";

/** The unknown the form solves for. C1 is never the unknown. */
export type SolveFor = "v1" | "v2" | "c2";

export const DILUTION_FIELDS: readonly DilutionField[] = ["c1", "v1", "c2", "v2"];
export const SOLVE_FOR_MODES: readonly SolveFor[] = ["v1", "v2", "c2"];

/** The text of each input exactly as typed. */
export type DilutionValues = Record<DilutionField, string>;

/**
 * One inline hint. `field` is where it is shown (null: the whole form); `involves` lists the
 * fields whose edit makes it out of date (C2 > C1 involves both).
 */
export interface DilutionIssue {
  readonly field: DilutionField | null;
  readonly message: string;
  readonly involves: readonly DilutionField[];
}

export interface DilutionNumbers {
  readonly c1: number;
  readonly v1: number;
  readonly c2: number;
  readonly v2: number;
}

export interface DilutionResult {
  readonly solveFor: SolveFor;
  /** All four values, the unknown computed (full precision; rounding is for display only). */
  readonly numbers: DilutionNumbers;
  /** The computed unknown. */
  readonly value: number;
  /** Diluent to add, V2 − V1 in mL (>= 0). */
  readonly diluent: number;
}

export type DilutionOutcome =
  | { readonly ok: true; readonly result: DilutionResult }
  | { readonly ok: false; readonly issues: readonly DilutionIssue[] };

export interface DilutionContext {
  readonly values: DilutionValues;
  readonly issues: readonly DilutionIssue[];
  readonly result: DilutionResult | null;
}

export type DilutionEvent =
  | { type: "FIELD.CHANGE"; field: DilutionField; value: string }
  | { type: "SOLVE_FOR"; mode: SolveFor }
  | { type: "CALCULATE" }
  | { type: "RESET" };

export type DilutionEmitted = { type: "focus.field"; field: DilutionField };

/** Visible text of each field (spec §2 'Dilution calculator'; units written 'mL'). */
export const DILUTION_FIELD_TEXT: Record<
  DilutionField,
  { readonly label: string; readonly placeholder: string; readonly symbol: string; readonly noun: string }
> = {
  c1: { label: "C1 - Initial Concentration", placeholder: "100", symbol: "C1", noun: "initial concentration" },
  v1: { label: "V1 - Initial Volume (mL)", placeholder: "10", symbol: "V1", noun: "initial volume" },
  c2: { label: "C2 - Final Concentration", placeholder: "10", symbol: "C2", noun: "final concentration" },
  v2: { label: "V2 - Final Volume (mL)", placeholder: "100", symbol: "V2", noun: "final volume" },
};
