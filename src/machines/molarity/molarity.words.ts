/**
 * The molarity calculator's words for the person (split from molarity.selectors.ts, so the machine
 * and the selectors both read them and neither imports the other): the display of a result per
 * decisions.md 'Laboratory tools' (issue 27): every result to the significant figures of the most
 * precise value typed, at least 3 and at most 6, trailing zeros dropped; a molarity also in the
 * unit that suits it (0.0000856 M = 85.6 µM); the cautions, prompts, labels and formulas. Every
 * number goes through the shared formatter (src/domain/number/format.ts). Pure.
 */
import { formatSignificant } from "~/domain/number/format";
import { inSentence } from "~/domain/lab/concentration-units";
import { formatEcho } from "../lab-form/lab-form.selectors";
import { fromBaseUnit } from "./molarity.calc";
import {
  MAX_MOLARITY,
  MOLARITY_MODE_LABEL,
  type ConcentrationUnit,
  type MolarityCaution,
  type MolarityMode,
  type MolarityResult,
} from "./molarity.types";

/** Help text: which number-format rule the result follows. */
export const MOLARITY_FORMAT_RULE =
  "Results keep the significant figures of the most precise value you typed (at least 3, so rounding never changes a value by more than 0.5 %), without trailing zeros (1 M, 5 g, 500 mL); " +
  "a molarity is also given in the unit that suits it (0.0000856 M = 85.6 µM).";

const CONCENTRATION_UNITS: readonly ConcentrationUnit[] = ["M", "mM", "µM", "nM"];

/** The unit that writes a molarity as a number of at least 1: M, mM, µM or nM (the smallest). */
export function suitingUnit(molar: number): ConcentrationUnit {
  return CONCENTRATION_UNITS.find((unit) => fromBaseUnit(molar, unit) >= 1) ?? "nM";
}

/** A molarity in `unit`, without the unit, to `significant` figures: "1", "85.6", "0.0000856". */
export function concentrationNumber(molar: number, unit: ConcentrationUnit, significant: number): string {
  return formatSignificant(fromBaseUnit(molar, unit), significant);
}

/** A molarity in `unit` with the unit: "1 M", "85.6 µM". */
export function formatConcentration(molar: number, unit: ConcentrationUnit, significant: number): string {
  return `${concentrationNumber(molar, unit, significant)} ${unit}`;
}

export interface MolarityDisplay {
  /** e.g. "0.0000856 M" */
  readonly molar: string;
  /** The same in the unit that suits it, e.g. "85.6 µM" ("1 M" when M suits). */
  readonly suited: string;
}

export function formatMolarity(molar: number, significant: number): MolarityDisplay {
  return {
    molar: formatConcentration(molar, "M", significant),
    suited: formatConcentration(molar, suitingUnit(molar), significant),
  };
}

/** A computed mass, volume or molecular weight to `significant` figures, without unit. */
export function solvedNumber(value: number, significant: number): string {
  return formatSignificant(value, significant);
}

export interface MolarityResultDisplay {
  /** What the unknown's disabled field shows, in its chosen unit: "4.383", "1". */
  readonly fieldText: string;
  /** The answer with its unit: "4.383 g", "1 M". */
  readonly headline: string;
  /** The same answer in another unit that helps: ["85.6 µM"], ["292.2 mg"]. */
  readonly also: readonly string[];
  /** The working line in g, g/mol, mL and M. */
  readonly working: string;
  /** For a mass: "Dissolve 4.383 g in less than 500 mL of solvent, then make up to 500 mL." */
  readonly bench: string | null;
  /** Why the solution cannot exist (the caution of the calculated.above* states), else null. */
  readonly caution: string | null;
}

/** The words of a molarity caution (one source: the state calculated.aboveWater / aboveSolubility). */
export function molarityCautionText(caution: MolarityCaution, result: MolarityResult): string {
  const molar = formatConcentration(result.numbers.molarity, "M", result.significant);
  if (caution.kind === "aboveWater") {
    return `This solution cannot exist: ${molar} is more than ${MAX_MOLARITY} M, and even pure water is only about 55.5 mol/L. Check the value and unit of each field.`;
  }
  const { solute } = caution;
  // The unknown to its significant figures, an entry as it was read (never a raw double).
  const show = (field: "mass" | "volume") =>
    result.solveFor === field
      ? formatSignificant(result.numbers[field], result.significant)
      : formatEcho(result.numbers[field]);
  const perMl = `${show("mass")} g in ${show("volume")} mL`;
  const note = solute.solubilityNote ? ` ${solute.solubilityNote}` : "";
  return `This solution cannot be made at 25 °C: ${perMl} is more ${inSentence(solute.name)} than dissolves in that much water (about ${solute.solubilityGPer100Ml} g per 100 mL).${note} Check the value and unit of each field.`;
}

/** Everything the page shows for a result. */
export function formatMolarityResult(result: MolarityResult): MolarityResultDisplay {
  const { numbers: n, units, significant, solveFor } = result;
  const echoMolar = `${formatEcho(n.molarity)} M`;
  const echoMass = `${formatEcho(n.mass)} g`;
  const echoMw = `${formatEcho(n.molecularWeight)} g/mol`;
  const echoVolume = `${formatEcho(n.volume)} mL`;
  const caution = result.caution ? molarityCautionText(result.caution, result) : null;
  const sig = (value: number) => formatSignificant(value, significant);
  switch (solveFor) {
    case "molarity": {
      const unit = units.molarity;
      const fieldText = concentrationNumber(n.molarity, unit, significant);
      const suits = suitingUnit(n.molarity);
      return {
        fieldText,
        headline: `${fieldText} ${unit}`,
        also: suits !== unit && n.molarity > 0 ? [formatConcentration(n.molarity, suits, significant)] : [],
        working: `(${echoMass} ÷ ${echoMw}) ÷ (${echoVolume} ÷ 1000) = ${formatConcentration(n.molarity, "M", significant)}`,
        bench: null,
        caution,
      };
    }
    case "mass": {
      const unit = units.mass;
      const fieldText = sig(result.value);
      const massInG = `${sig(n.mass)} g`;
      const massInMg = `${sig(fromBaseUnit(n.mass, "mg"))} mg`;
      const volume = `${formatEcho(fromBaseUnit(n.volume, units.volume))} ${units.volume}`;
      const benchMass = n.mass < 1 ? massInMg : massInG;
      return {
        fieldText,
        headline: `${fieldText} ${unit}`,
        also: unit === "mg" ? [massInG] : n.mass < 1 ? [massInMg] : [],
        working: `${echoMolar} × ${echoMw} × (${echoVolume} ÷ 1000) = ${massInG}`,
        bench: `Dissolve ${benchMass} in less than ${volume} of solvent, then make up to ${volume}.`,
        caution,
      };
    }
    case "volume": {
      const unit = units.volume;
      const fieldText = sig(result.value);
      const other = unit === "mL" ? "L" : "mL";
      return {
        fieldText,
        headline: `${fieldText} ${unit}`,
        also: [`${sig(fromBaseUnit(n.volume, other))} ${other}`],
        working: `(${echoMass} ÷ ${echoMw}) ÷ ${echoMolar} × 1000 = ${sig(n.volume)} mL`,
        bench: null,
        caution,
      };
    }
    case "molecularWeight": {
      const fieldText = sig(result.value);
      return {
        fieldText,
        headline: `${fieldText} g/mol`,
        also: [],
        working: `${echoMass} ÷ (${echoMolar} × ${echoVolume} ÷ 1000) = ${fieldText} g/mol`,
        bench: null,
        caution,
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
