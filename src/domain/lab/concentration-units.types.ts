/** Types of the concentration converter's domain (split from concentration-units.ts). */
import {
  CONCENTRATION_UNITS,
  concentrationUnit,
  DENSITY_PERCENT_UNITS,
  densityPercentUnit,
  isDensityPercent,
  type ConcentrationFamily,
  type ConcentrationSymbol,
  type DensityPercentSymbol,
  type MolarMassSymbol,
} from "~/domain/units";
import { type Reagent } from "./reagents";
import { type LabEmptyStatus, type LabInvalidStatus, type LabReadyStatus } from "./lab-field";
import { type LabFigure, type LabReadingReason } from "./lab-reading";
import { type CommonSolute } from "./solubility";

/** A unit the converter reads a value in: the nine of the vocabulary, % w/w and % v/v. */
export type ConverterUnit = ConcentrationSymbol | DensityPercentSymbol;

/** The converter's units, in the order its table shows them (the percentages by density after the mass units). */
export const CONVERTER_UNITS: readonly ConverterUnit[] = [
  ...CONCENTRATION_UNITS.filter((u) => u.family === "mass").map((u) => u.symbol),
  ...DENSITY_PERCENT_UNITS.map((u) => u.symbol),
  ...CONCENTRATION_UNITS.filter((u) => u.family === "molar").map((u) => u.symbol),
];

/** A converter unit's kind: mass per volume, amount per volume, or a percentage that needs a density. */
export type ConverterFamily = ConcentrationFamily | "percent";

export function converterFamily(unit: ConverterUnit): ConverterFamily {
  return isDensityPercent(unit) ? "percent" : concentrationUnit(unit).family;
}

/** A converter unit in words, for the announcer: "percent weight per weight (g per 100 g of solution)". */
export function converterUnitWords(unit: ConverterUnit): string {
  return isDensityPercent(unit) ? densityPercentUnit(unit).words : concentrationUnit(unit).words;
}

/**
 * What was typed and chosen. `solute`: the name of a COMMON_SOLUTES entry chosen, or null;
 * `reagent`: the name of a REAGENTS entry chosen (src/domain/lab/reagents.ts), or null. `density`
 * (g/mL) is the solution's for % w/w and the pure liquid's for % v/v; `purity` (% of the weighed
 * product that is the compound, 100 when blank) multiplies a mass concentration typed; `target` (M)
 * and `finalVolume` (mL) ask how much of this solution makes a dilution (1 M and 1000 mL when blank).
 */
export interface ConcentrationInputs {
  readonly value: string;
  readonly unit: ConverterUnit;
  readonly molecularWeight: string;
  readonly molecularWeightUnit: MolarMassSymbol;
  readonly solute: string | null;
  readonly density: string;
  readonly purity: string;
  readonly target: string;
  readonly finalVolume: string;
  readonly reagent: string | null;
}

export const DEFAULT_CONCENTRATION_INPUTS: ConcentrationInputs = {
  value: "",
  unit: "mg/mL",
  molecularWeight: "",
  molecularWeightUnit: "g/mol",
  solute: null,
  density: "",
  purity: "",
  target: "",
  finalVolume: "",
  reagent: null,
};

/** The fields the table reads. */
export type ConcentrationTableField = "value" | "molecularWeight" | "density" | "purity";
/** The fields of the dilution asked of this solution ("To make … take …"). */
export type PreparationField = "target" | "finalVolume";
export type ConcentrationField = ConcentrationTableField | PreparationField;

/**
 * Why a field was refused: the lab tools' reasons, a molecular weight below 1 g/mol, a result out
 * of range, a percentage above 100, a density no liquid has, a purity with a unit it does not apply to.
 */
export type ConcentrationInvalidReason =
  | LabReadingReason
  | "below-hydrogen"
  | "too-large"
  | "too-small"
  | "above-100"
  | "implausible-density"
  | "purity-not-for-unit";

export interface ConcentrationCell {
  readonly unit: ConverterUnit;
  readonly family: ConverterFamily;
  /** The concentration in `unit`; null when it needs the molecular weight. */
  readonly value: number | null;
  readonly figure: LabFigure | null;
  /** "15.04 µM", "1,000 ppm", or why the cell is empty. */
  readonly text: string;
  /** Why the cell is empty ("No µM without a molecular weight: …"), else null. */
  readonly why: string | null;
  /** The unit the value was typed in. */
  readonly typed: boolean;
}

export interface ConversionTable {
  readonly value: number;
  readonly unit: ConverterUnit;
  /** Molecular weight in g/mol, or null when none was entered. */
  readonly molecularWeight: number | null;
  /** The chosen common solute, when the molecular weight is still its own. */
  readonly solute: CommonSolute | null;
  /** The chosen reagent, while the value, unit, molecular weight and density are still its own. */
  readonly reagent: Reagent | null;
  /** The compound's molarity (M), unrounded, or null without a molecular weight. */
  readonly molar: number | null;
  readonly significant: number;
  /** The eleven units, in CONVERTER_UNITS order. */
  readonly cells: readonly ConcentrationCell[];
  /** The working, one line per step: "1 mg/mL = 1 g/L", "1 g/L ÷ 66,500 g/mol = 0.00001504 M". */
  readonly working: readonly string[];
  /** The line 'Copy' puts on the clipboard, caution included. */
  readonly copy: string;
}

/** A % w/w or % v/v typed without the density it needs: no table, a prompt for the density. */
export interface NeedsDensityStatus {
  readonly kind: "needsDensity";
  /** Whose density: the solution's (% w/w) or the pure liquid's (% v/v). */
  readonly density: "solution" | "liquid";
  readonly message: string;
}

export type ConcentrationStatus =
  | LabEmptyStatus
  | NeedsDensityStatus
  | LabInvalidStatus<ConcentrationTableField, ConcentrationInvalidReason>
  | LabReadyStatus<
      "complete" | "massOnly" | "molarOnly",
      "cautionAboveWater" | "cautionAboveWaterMolarOnly" | "cautionAboveSolubility" | "cautionAboveWhole",
      { readonly table: ConversionTable }
    >;

export type ConcentrationReadyVariant = Extract<ConcentrationStatus, { kind: "ready" }>["variant"];
