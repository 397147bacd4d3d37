/** Types of the dilution calculator, C1 × V1 = C2 × V2 (product spec §2, §4, §5, §9; decisions.md). */
import type * as LabForm from "../lab-form/lab-form.types";

export type DilutionField = "c1" | "v1" | "c2" | "v2";

/** The unknown the form solves for. C1 is never the unknown. */
export type SolveFor = "v1" | "v2" | "c2";

export const DILUTION_FIELDS: readonly DilutionField[] = ["c1", "v1", "c2", "v2"];
export const SOLVE_FOR_MODES: readonly SolveFor[] = ["v1", "v2", "c2"];

export type DilutionValues = LabForm.LabValues<DilutionField>;

/** One inline hint (C2 > C1 involves both fields). */
export type DilutionIssue = LabForm.LabIssue<DilutionField>;

export type DilutionNumbers = LabForm.LabNumbers<DilutionField>;

/**
 * All four values, the unknown computed; `value`, the computed unknown; `significant`, the
 * figures the unknown and the diluent are shown with: those of the most precise value typed, at
 * least 3 (rounding never moves them by more than 0.5 %) and at most 6.
 */
export interface DilutionResult extends LabForm.LabResultBase<DilutionField, SolveFor> {
  /** Diluent to add, V2 − V1 in mL (>= 0). */
  readonly diluent: number;
}

/** Below this volume (mL) a stock or diluent volume is hard to measure with a syringe. */
export const SMALL_LAB_VOLUME_ML = 0.1;

/** The kinds of a dilution result: the machine's sub-states of `calculated`. */
export const DILUTION_RESULT_KINDS = ["measurable", "smallVolume"] as const;
export type DilutionResultKind = (typeof DILUTION_RESULT_KINDS)[number];

export type DilutionOutcome = LabForm.LabOutcome<DilutionField, DilutionResult>;

export type DilutionContext = LabForm.LabFormContextBase<DilutionField, DilutionResult>;

export type DilutionEvent = LabForm.LabFormEvent<DilutionField, SolveFor>;

export type DilutionEmitted = LabForm.LabFormEmitted<DilutionField, SolveFor>;

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

/** The name of each mode's radio button under 'Solve for:' ("V2"). */
export const dilutionModeName = (mode: SolveFor): string => mode.toUpperCase();

/** The name of the dilution calculator's Calculate button. */
export const DILUTION_CALCULATE = "Calculate";

/** The form's two groups of fields, each with its legend. */
export const DILUTION_FIELD_GROUPS: readonly { readonly legend: string; readonly fields: readonly DilutionField[] }[] =
  [
    { legend: "Initial Solution", fields: ["c1", "v1"] },
    { legend: "Final Solution", fields: ["c2", "v2"] },
  ];
