/** Types of the dilution calculator, C1 × V1 = C2 × V2 (product spec §2, §4, §5, §9; decisions.md). */
import type * as LabForm from "../lab-form/lab-form.types";
import type { DilutionConcentrationSymbol, DilutionVolumeSymbol, UnitLink } from "~/domain/lab/dilution-units";
import { DILUTION_CONCENTRATION_SYMBOLS, DILUTION_VOLUME_SYMBOLS } from "~/domain/lab/dilution-units";

/**
 * The form's fields: the four of C1V1 = C2V2, and the optional molecular weight that links a molar
 * and a mass-per-volume concentration (never the unknown).
 */
export type DilutionField = "c1" | "v1" | "c2" | "v2" | "molecularWeight";

/** The unknown the form solves for. C1 is never the unknown. */
export type SolveFor = "v1" | "v2" | "c2";

export const DILUTION_FIELDS: readonly DilutionField[] = ["c1", "v1", "c2", "v2", "molecularWeight"];

/** The four quantities of C1V1 = C2V2. */
export type DilutionQuantity = Exclude<DilutionField, "molecularWeight">;
export const DILUTION_QUANTITIES: readonly DilutionQuantity[] = ["c1", "v1", "c2", "v2"];

/** The unit chosen for each of the four quantities. */
export interface DilutionUnits {
  readonly c1: DilutionConcentrationSymbol;
  readonly c2: DilutionConcentrationSymbol;
  readonly v1: DilutionVolumeSymbol;
  readonly v2: DilutionVolumeSymbol;
}

/**
 * The page's units. Volumes in mL, as the spec's form. The spec's form has no concentration unit
 * and its own worked example ('How to Use': a 100 mg/ml stock to 10 mg/ml in 50 ml) is in mg/mL
 * (spec §3: "the example uses mg/ml"), so C1 and C2 both start in mg/mL: the spec's example
 * typed as written gives its answer, 5 mL, and C1 and C2 start in one unit, as the old form read them.
 */
export const DEFAULT_DILUTION_UNITS: DilutionUnits = { c1: "mg/mL", c2: "mg/mL", v1: "mL", v2: "mL" };

export type DilutionUnitField = keyof DilutionUnits;
export const DILUTION_UNIT_FIELDS: readonly DilutionUnitField[] = ["c1", "v1", "c2", "v2"];

/** The units each quantity offers, in the order of their buttons. */
export const DILUTION_UNIT_CHOICES: Readonly<Record<DilutionUnitField, readonly string[]>> = {
  c1: DILUTION_CONCENTRATION_SYMBOLS,
  c2: DILUTION_CONCENTRATION_SYMBOLS,
  v1: DILUTION_VOLUME_SYMBOLS,
  v2: DILUTION_VOLUME_SYMBOLS,
};

/** The accessible name of each quantity's group of unit buttons. */
export const DILUTION_UNIT_GROUP_LABEL: Record<DilutionUnitField, string> = {
  c1: "C1 unit",
  v1: "V1 unit",
  c2: "C2 unit",
  v2: "V2 unit",
};

/** A unit button pressed: what that quantity's number means changes. */
export type DilutionUnitEvent = {
  [K in DilutionUnitField]: { type: "UNIT.CHANGE"; field: K; unit: DilutionUnits[K] };
}[DilutionUnitField];
export const SOLVE_FOR_MODES: readonly SolveFor[] = ["v1", "v2", "c2"];

export type DilutionValues = LabForm.LabValues<DilutionField>;

/** What the calculation reads: the four quantities' texts, and the molecular weight's when there is one. */
export type DilutionEntry = LabForm.LabValues<DilutionQuantity> & { readonly molecularWeight?: string };

/** One inline hint (C2 > C1 involves both fields). */
export type DilutionIssue = LabForm.LabIssue<DilutionField> & {
  /** "unitMismatch": C1 and C2 are in units nothing on the form links (the invalid.unitMismatch state). */
  readonly kind?: "unitMismatch";
};

/** The four quantities, each in its chosen unit. */
export type DilutionNumbers = LabForm.LabNumbers<DilutionQuantity>;

/**
 * All four values, the unknown computed; `value`, the computed unknown; `significant`, the
 * figures the unknown and the diluent are shown with: those of the most precise value typed, at
 * least 3 (rounding never moves them by more than 0.5 %) and at most 6.
 */
export interface DilutionResult extends LabForm.LabResultBase<DilutionQuantity, SolveFor> {
  /** The units the four numbers are in (as chosen when it was calculated). */
  readonly units: DilutionUnits;
  /** Diluent to add, V2 − V1 in the unit of V2 (>= 0), exact decimal arithmetic. */
  readonly diluent: number;
  /** V1 in the unit of V2 (the stock beside the final volume). */
  readonly stockInFinalUnit: number;
  /** How C1 and C2 were compared: one unit family, or through the molecular weight. */
  readonly link: Exclude<UnitLink, "none">;
  /** The molecular weight in g/mol, when it linked a molar and a mass concentration; else null. */
  readonly molecularWeight: number | null;
}

/**
 * The kinds of a dilution result: the machine's sub-states of `calculated`. "belowPipette": the
 * stock (V1) or the diluent is above 0 and under 0.2 µL, below what any pipette measures
 * reliably (an intermediate dilution first). Which pipette measures a volume is words of the result.
 */
export const DILUTION_RESULT_KINDS = ["measurable", "belowPipette"] as const;
export type DilutionResultKind = (typeof DILUTION_RESULT_KINDS)[number];

export type DilutionOutcome = LabForm.LabOutcome<DilutionField, DilutionResult>;

export interface DilutionContext extends LabForm.LabFormContextBase<DilutionField, DilutionResult> {
  readonly units: DilutionUnits;
}

export type DilutionEvent = LabForm.LabFormEvent<DilutionField, SolveFor> | DilutionUnitEvent;

/**
 * The kinds of "no result": the machine's sub-states of `invalid`. "fields": a field to fix (its
 * hint); "unitMismatch": every field reads, but C1 and C2 are in units nothing on the form links
 * (× and mM, % v/v and M, or molar and mass without a molecular weight).
 */
export const DILUTION_INVALID_KINDS = ["fields", "unitMismatch"] as const;
export type DilutionInvalidKind = (typeof DILUTION_INVALID_KINDS)[number];

export type DilutionEmitted = LabForm.LabFormEmitted<DilutionField, SolveFor>;

/** Visible text of each field (spec §2 'Dilution calculator'), without its unit. */
export const DILUTION_FIELD_TEXT: Record<
  DilutionField,
  { readonly label: string; readonly placeholder: string; readonly symbol: string; readonly noun: string }
> = {
  c1: { label: "C1 - Initial Concentration", placeholder: "e.g. 100", symbol: "C1", noun: "initial concentration" },
  v1: { label: "V1 - Initial Volume", placeholder: "e.g. 10", symbol: "V1", noun: "initial volume" },
  c2: { label: "C2 - Final Concentration", placeholder: "e.g. 10", symbol: "C2", noun: "final concentration" },
  v2: { label: "V2 - Final Volume", placeholder: "e.g. 100", symbol: "V2", noun: "final volume" },
  molecularWeight: {
    label: "Molecular weight",
    placeholder: "e.g. 58.44",
    symbol: "Molecular weight",
    noun: "molecular weight of the solute",
  },
};

/** A field's unit: the one chosen, or g/mol for the molecular weight. */
export function dilutionFieldUnit(field: DilutionField, units: DilutionUnits = DEFAULT_DILUTION_UNITS): string {
  return field === "molecularWeight" ? "g/mol" : units[field];
}

/** A field's label with its chosen unit: "V1 - Initial Volume (mL)", "C1 - Initial Concentration (mM)". */
export function dilutionFieldLabel(field: DilutionField, units: DilutionUnits = DEFAULT_DILUTION_UNITS): string {
  const text = DILUTION_FIELD_TEXT[field];
  return field === "molecularWeight"
    ? `${text.label} (g/mol), for molar ↔ mass units`
    : `${text.label} (${dilutionFieldUnit(field, units)})`;
}

/** The name of each mode's radio button under 'Solve for:' ("V2"). */
export const dilutionModeName = (mode: SolveFor): string => mode.toUpperCase();

/** The name of the dilution calculator's Calculate button. */
export const DILUTION_CALCULATE = "Calculate";

/** The form's two groups of fields, each with its legend. */
export const DILUTION_FIELD_GROUPS: readonly { readonly legend: string; readonly fields: readonly DilutionField[] }[] =
  [
    { legend: "Initial Solution", fields: ["c1", "v1"] },
    { legend: "Final Solution", fields: ["c2", "v2"] },
    { legend: "Only to convert between molar and mass units", fields: ["molecularWeight"] },
  ];
