/**
 * Types of the molarity calculator (product spec §2 'Molarity calculator', §5, §9; decisions.md
 * 'Laboratory tools'; issue 15): four quantities, any of which can be the unknown, with units.
 */
import type * as LabForm from "../lab-form/lab-form.types";
import { BALANCES, DEFAULT_BALANCE, type Balance, type BalanceReadability, type StockPlan } from "~/domain/lab/balance";

/** The four quantities, in the order they appear on the form. */
export type MolarityField = "mass" | "molecularWeight" | "volume" | "molarity";

export const MOLARITY_FIELDS: readonly MolarityField[] = ["mass", "molecularWeight", "volume", "molarity"];

/** The unknown the form solves for: any of the four. */
export type MolarityMode = MolarityField;

/** Solve-for modes in the order of their buttons; Molarity (the spec's form) is the default. */
export const MOLARITY_MODES: readonly MolarityMode[] = ["molarity", "mass", "volume", "molecularWeight"];

/** Units from pg to kg, nL to L and fM to M (issue 52, principle 2): the bench's whole range. */
export type MassUnit = "g" | "mg" | "µg" | "ng" | "pg" | "kg";
export type VolumeUnit = "mL" | "L" | "µL" | "nL";
export type ConcentrationUnit = "M" | "mM" | "µM" | "nM" | "pM" | "fM";

/**
 * The unit chosen for each quantity that has a choice (molecular weight is always g/mol), and the
 * readability of the balance the mass is weighed on (issue 52: a mass below its minimum gets a
 * stock and a dilution).
 */
export interface MolarityUnits {
  readonly mass: MassUnit;
  readonly volume: VolumeUnit;
  readonly molarity: ConcentrationUnit;
  readonly balance: BalanceReadability;
}

export type UnitField = keyof MolarityUnits;

/** The fields with a unit choice, in form order (the balance has its own group after the fields). */
export const UNIT_FIELDS: readonly UnitField[] = ["mass", "volume", "molarity", "balance"];

/** The spec's units: mass in g, volume in mL, result in M; an analytical balance (0.1 mg). */
export const DEFAULT_MOLARITY_UNITS: MolarityUnits = {
  mass: "g",
  volume: "mL",
  molarity: "M",
  balance: DEFAULT_BALANCE,
};

/** The units each field offers, in the order of their buttons. */
export const UNIT_CHOICES: { readonly [K in UnitField]: readonly MolarityUnits[K][] } = {
  mass: ["g", "mg", "µg", "ng", "pg", "kg"],
  volume: ["mL", "L", "µL", "nL"],
  molarity: ["M", "mM", "µM", "nM", "pM", "fM"],
  balance: BALANCES.map((b) => b.readability),
};

/** The accessible name of each field's group of unit buttons. */
export const UNIT_GROUP_LABEL: Record<UnitField, string> = {
  mass: "Mass of solute unit",
  volume: "Volume of solution unit",
  molarity: "Molarity unit",
  balance: "Balance reads",
};

/** Inputs start empty. */
export type MolarityValues = LabForm.LabValues<MolarityField>;

export type MolarityIssue = LabForm.LabIssue<MolarityField>;

/** The four quantities of a result in base units: g, g/mol, mL, M (full precision). */
export type MolarityNumbers = LabForm.LabNumbers<MolarityField>;

/**
 * `numbers`: all four quantities in base units, the unknown computed; `value`: the unknown in its
 * chosen unit (g/mol for the molecular weight); `significant`: the figures a computed mass, volume
 * or molecular weight is shown with: those of the most precise value typed, at least 4 and at most 6.
 */
export interface MolarityResult extends LabForm.LabResultBase<MolarityField, MolarityMode> {
  /** The units chosen when it was calculated. */
  readonly units: MolarityUnits;
  /** Molarity in mol/L (M). */
  readonly molar: number;
  /** Amount of solute in mol. */
  readonly moles: number;
  /** Volume in L. */
  readonly litres: number;
  /** Why this solution cannot exist, or null (issue 27). */
  readonly caution: MolarityCaution | null;
  /** How the bench makes it when that is not simply weighing and dissolving, or null (issue 52). */
  readonly bench: MolarityBench | null;
}

export type MolarityOutcome = LabForm.LabOutcome<MolarityField, MolarityResult>;

export interface MolarityContext extends LabForm.LabFormContextBase<MolarityField, MolarityResult> {
  readonly units: MolarityUnits;
}

/** A unit button pressed: what that field's number means changes. */
export type MolarityUnitEvent = {
  [K in UnitField]: { type: "UNIT.CHANGE"; field: K; unit: MolarityUnits[K] };
}[UnitField];

export type MolarityEvent = LabForm.LabFormEvent<MolarityField, MolarityMode> | MolarityUnitEvent;

/** Side effects leave the machine as emitted events: the view moves the focus. */
export type MolarityEmitted = LabForm.LabFormEmitted<MolarityField, MolarityMode>;

/** Name of each quantity: the solve-for buttons, the result area's label, "Calculate …". */
export const MOLARITY_MODE_LABEL: Record<MolarityMode, string> = {
  molarity: "Molarity",
  mass: "Mass",
  volume: "Volume",
  molecularWeight: "Molecular weight",
};

export interface MolarityFieldText extends LabForm.LabFieldWords {
  /** Accessible name, with the chosen unit: "Mass of solute (g)". */
  readonly label: string;
  readonly placeholder: string;
  /** The chosen unit, or g/mol. */
  readonly unit: string;
}

/** Visible text of a field with the chosen units (the spec's labels and placeholders). */
export function molarityFieldText(
  field: MolarityField,
  units: MolarityUnits = DEFAULT_MOLARITY_UNITS,
): MolarityFieldText {
  const words = {
    mass: { name: "Mass of solute", noun: "mass of solute", unit: units.mass, placeholder: "e.g. 10" },
    molecularWeight: { name: "Molecular weight", noun: "molecular weight", unit: "g/mol", placeholder: "e.g. 58.44" },
    volume: { name: "Volume of solution", noun: "volume of solution", unit: units.volume, placeholder: "e.g. 1000" },
    molarity: { name: "Molarity", noun: "molarity", unit: units.molarity, placeholder: "e.g. 0.1" },
  }[field];
  return {
    label: `${words.name} (${words.unit})`,
    placeholder: words.placeholder,
    unit: words.unit,
    name: words.name,
    prompt: `the ${words.noun} in ${words.unit}`,
  };
}

export { COMMON_SOLUTES, MAX_MOLARITY, SOLUBILITY_SOURCE, type CommonSolute } from "~/domain/lab/solubility";
import type { CommonSolute } from "~/domain/lab/solubility";

/**
 * A molarity result that cannot exist: above 55 M (nothing is that concentrated, water itself is
 * about 55.5 M), more than 2 g of solute per mL (more than any volume of solution holds), or above
 * a listed solute's solubility per litre of solution (the solute is known by its molecular weight,
 * as the common-solute buttons fill it).
 */
export type MolarityCaution =
  | { readonly kind: "aboveWater" }
  | { readonly kind: "aboveMassPerVolume" }
  | { readonly kind: "aboveSolubility"; readonly solute: CommonSolute };

/**
 * A solution that can be made, but not by weighing and dissolving (issue 52): a listed solute that
 * dissolves at this strength only with help (0.5 M EDTA at pH 8 with NaOH), or a mass below what
 * the chosen balance weighs to 1 % (a stock and a dilution of it).
 */
export type MolarityBench =
  | { readonly kind: "dissolvesWithHelp"; readonly solute: CommonSolute; readonly helperG: number }
  | { readonly kind: "belowBalance"; readonly balance: Balance; readonly minimumG: number; readonly plan: StockPlan };

/** The kinds of a molarity result: the machine's sub-states of `calculated`. */
export const MOLARITY_RESULT_KINDS = [
  "possible",
  "belowBalance",
  "dissolvesWithHelp",
  "aboveSolubility",
  "aboveMassPerVolume",
  "aboveWater",
] as const;
export type MolarityResultKind = (typeof MOLARITY_RESULT_KINDS)[number];

export const HYDRATE_NOTE =
  "A hydrate has a different molecular weight from the anhydrous form: EDTA disodium dihydrate is 372.24 g/mol, the anhydrous salt 336.21 g/mol. Use the form on your label.";
