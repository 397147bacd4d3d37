/**
 * Narrow read-outs of the molarity machine for views (and tests), plus the display of a result.
 * Display follows decisions.md rule 4: a laboratory result keeps its significant trailing zeros.
 * A molarity in M is shown with 4 fixed decimals (spec §9: "1.0000 M"), in mM, µM and nM to 4
 * significant figures (at most 4 decimals). A computed mass, volume or molecular weight is shown
 * to the significant figures of the most precise value typed (at least 4, at most 6). Every
 * number goes through the shared formatter (src/lib/number/format.ts).
 */
import type { SnapshotFrom } from "xstate";
import { formatFixed, roundsToZero, smallestShown } from "~/lib/number/format";
import { fieldIssue, formatEcho, modeOf, readAs, statusOf } from "../lab-form/lab-form.selectors";
import type { LabStatus } from "../lab-form/lab-form.types";
import type { molarityMachine } from "./molarity.machine";
import { fromBaseUnit, molarityInUnits, significantDecimals } from "./molarity.calc";
import {
  MOLARITY_MODE_LABEL,
  molarityFieldText,
  type ConcentrationUnit,
  type MolarityField,
  type MolarityMode,
  type MolarityResult,
  type MolarityUnits,
} from "./molarity.types";

type MolaritySnapshot = SnapshotFrom<typeof molarityMachine>;

export type MolarityStatus = LabStatus;

export { formatEcho, readAs };

export const selectSolveFor = (s: MolaritySnapshot): MolarityMode => modeOf<MolarityMode>(s);
export const selectStatus = (s: MolaritySnapshot): MolarityStatus => statusOf(s);
export const selectUnits = (s: MolaritySnapshot): MolarityUnits => s.context.units;

/** The hint shown under `field`, if any. */
export const selectFieldIssue = (field: MolarityField) => (s: MolaritySnapshot): string | null => fieldIssue(s, field);

/** Whether `field` is the unknown (its input is disabled and shows the result). */
export const selectIsUnknown = (field: MolarityField) => (s: MolaritySnapshot): boolean => selectSolveFor(s) === field;

/** Help text: which number-format rule the result follows. */
export const MOLARITY_FORMAT_RULE =
  "Molarity is a laboratory result, so it keeps significant trailing zeros (unlike doses): " +
  "M is shown to 4 decimal places (1.0000 M), mM, µM and nM to 4 significant figures (1,000 mM, 50.00 µM); " +
  "a mass, volume or molecular weight to the significant figures of the most precise value you typed (at least 4).";

export const M_DECIMALS = 4;
export const SUB_UNIT_SIGNIFICANT = 4;
export const SUB_UNIT_MAX_DECIMALS = 4;
/** Most decimals a computed mass, volume or molecular weight is shown with. */
export const SOLVED_MAX_DECIMALS = 6;

function fixedOrBelow(value: number, decimals: number, unit: string): string {
  if (value > 0 && roundsToZero(value, decimals)) return `< ${smallestShown(decimals)} ${unit}`.trim();
  return `${formatFixed(value, decimals)} ${unit}`.trim();
}

/** A molarity in `unit`, without the unit: "1.0000" (M), "150.0" (mM), "< 0.0001". */
export function concentrationNumber(molar: number, unit: ConcentrationUnit): string {
  const value = fromBaseUnit(molar, unit);
  if (unit === "M") return fixedOrBelow(value, M_DECIMALS, "");
  return fixedOrBelow(value, significantDecimals(value, SUB_UNIT_SIGNIFICANT, SUB_UNIT_MAX_DECIMALS), "");
}

/** A molarity in `unit` with the unit: "1.0000 M", "1,000 mM". */
export function formatConcentration(molar: number, unit: ConcentrationUnit): string {
  return `${concentrationNumber(molar, unit)} ${unit}`;
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
  const { M } = molarityInUnits(molar);
  return {
    molar: formatConcentration(molar, "M"),
    millimolar: formatConcentration(molar, "mM"),
    micromolar: formatConcentration(molar, "µM"),
    belowMolarPrecision: M > 0 && roundsToZero(M, M_DECIMALS),
  };
}

/** A computed mass, volume or molecular weight to `significant` figures, without unit. */
export function solvedNumber(value: number, significant: number): string {
  return fixedOrBelow(value, significantDecimals(value, significant, SOLVED_MAX_DECIMALS), "");
}

export interface MolarityResultDisplay {
  /** What the unknown's disabled field shows, in its chosen unit: "4.383", "1.0000". */
  readonly fieldText: string;
  /** The answer with its unit: "4.383 g", "1.0000 M". */
  readonly headline: string;
  /** The same answer in the other units: ["1,000 mM", "1,000,000 µM"], ["292.2 mg"]. */
  readonly also: readonly string[];
  /** The working line in g, g/mol, mL and M. */
  readonly working: string;
  /** For a mass: "Dissolve 4.383 g in less than 500 mL of solvent, then make up to 500 mL." */
  readonly bench: string | null;
  /** Advice when the answer is below the smallest step shown, else null. */
  readonly note: string | null;
}

const CONCENTRATION_UNITS: readonly ConcentrationUnit[] = ["M", "mM", "µM", "nM"];

/** Everything the page shows for a result. */
export function formatMolarityResult(result: MolarityResult): MolarityResultDisplay {
  const { numbers: n, units, significant, solveFor } = result;
  const echoMolar = `${formatEcho(n.molarity)} M`;
  const echoMass = `${formatEcho(n.mass)} g`;
  const echoMw = `${formatEcho(n.molecularWeight)} g/mol`;
  const echoVolume = `${formatEcho(n.volume)} mL`;
  switch (solveFor) {
    case "molarity": {
      const unit = units.molarity;
      const fieldText = concentrationNumber(n.molarity, unit);
      const headline = `${fieldText} ${unit}`;
      const others = CONCENTRATION_UNITS.filter((u) => u !== unit && (u !== "nM" || unit === "nM"));
      const below = n.molarity > 0 && fieldText.startsWith("<");
      return {
        fieldText,
        headline,
        also: (unit === "M" ? (["mM", "µM"] as const) : others).map((u) => formatConcentration(n.molarity, u)),
        working: `(${echoMass} ÷ ${echoMw}) ÷ (${echoVolume} ÷ 1000) = ${formatConcentration(n.molarity, "M")}`,
        bench: null,
        note: below
          ? unit === "M"
            ? "Below 0.0001 M, the smallest step shown in M: read the value in mM or µM."
            : `Below the smallest step shown in ${unit}: choose a smaller unit (nM is the smallest).`
          : null,
      };
    }
    case "mass": {
      const unit = units.mass;
      const fieldText = solvedNumber(result.value, significant);
      const massInG = `${solvedNumber(n.mass, significant)} g`;
      const massInMg = `${solvedNumber(fromBaseUnit(n.mass, "mg"), significant)} mg`;
      const volume = `${formatEcho(fromBaseUnit(n.volume, units.volume))} ${units.volume}`;
      const benchMass = n.mass < 1 ? massInMg : massInG;
      return {
        fieldText,
        headline: `${fieldText} ${unit}`,
        also: unit === "mg" ? [massInG] : n.mass < 1 ? [massInMg] : [],
        working: `${echoMolar} × ${echoMw} × (${echoVolume} ÷ 1000) = ${massInG}`,
        bench: `Dissolve ${benchMass} in less than ${volume} of solvent, then make up to ${volume}.`,
        note: fieldText.startsWith("<") ? `Below the smallest step shown in ${unit}: make a larger volume or a stock solution.` : null,
      };
    }
    case "volume": {
      const unit = units.volume;
      const fieldText = solvedNumber(result.value, significant);
      const other = unit === "mL" ? "L" : "mL";
      return {
        fieldText,
        headline: `${fieldText} ${unit}`,
        also: [`${solvedNumber(fromBaseUnit(n.volume, other), significant)} ${other}`],
        working: `(${echoMass} ÷ ${echoMw}) ÷ ${echoMolar} × 1000 = ${solvedNumber(n.volume, significant)} mL`,
        bench: null,
        note: fieldText.startsWith("<") ? `Below the smallest step shown in ${unit}: too small to make accurately.` : null,
      };
    }
    case "molecularWeight": {
      const fieldText = solvedNumber(result.value, significant);
      return {
        fieldText,
        headline: `${fieldText} g/mol`,
        also: [],
        working: `${echoMass} ÷ (${echoMolar} × ${echoVolume} ÷ 1000) = ${fieldText} g/mol`,
        bench: null,
        note: null,
      };
    }
  }
}

/** The working line of a molarity result: "(5.844 g ÷ 58.44 g/mol) ÷ (100 mL ÷ 1000) = 1.0000 M". */
export function formatMolarityWorking(result: MolarityResult): string {
  return formatMolarityResult(result).working;
}

/** What the result area says in each mode before a result: the known values and the button. */
export const MOLARITY_MODE_PROMPT: Record<MolarityMode, string> = {
  molarity: "Enter the mass, molecular weight and volume, then press Calculate Molarity.",
  mass: "Enter the molecular weight, volume and molarity, then press Calculate Mass.",
  volume: "Enter the mass, molecular weight and molarity, then press Calculate Volume.",
  molecularWeight: "Enter the mass, volume and molarity, then press Calculate Molecular weight.",
};

/** The submit button's name in each mode: 'Calculate Molarity' in the spec's form. */
export const calculateLabel = (mode: MolarityMode): string => `Calculate ${MOLARITY_MODE_LABEL[mode]}`;

/** The rearranged formula for each mode. */
export const MOLARITY_FORMULA: Record<MolarityMode, string> = {
  molarity: "Molarity (M) = (mass ÷ molecular weight) ÷ (volume ÷ 1000)",
  mass: "mass (g) = molarity × molecular weight × (volume ÷ 1000)",
  volume: "volume (mL) = (mass ÷ molecular weight) ÷ molarity × 1000",
  molecularWeight: "molecular weight (g/mol) = mass ÷ (molarity × volume ÷ 1000)",
};

/** The visible text of a field with the snapshot's units. */
export const selectFieldText = (field: MolarityField) => (s: MolaritySnapshot) => molarityFieldText(field, s.context.units);
