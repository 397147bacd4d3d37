/**
 * Pure arithmetic and input reading of the molarity calculator.
 * Molarity (M) = (mass ÷ molecular weight) ÷ (volume ÷ 1000)   — product spec §9 —
 * and the same equation solved for the mass, the volume or the molecular weight (issue 15).
 * Each answer is computed on the decimal values of the inputs, unit factors included, and
 * rounded once (exact.ts): 0.15 M × 58.44 g/mol × 0.5 L is exactly 4.383 g.
 */
import { decimalProduct, decimalQuotient, decimalRatio } from "~/domain/number/exact";
import { boundedSignificant } from "~/domain/lab/lab-field";
import {
  aboveMassPerVolume,
  aboveSolubility,
  BELOW_HYDROGEN,
  dissolvesOnlyWithHelp,
  LIGHTEST_MOLECULAR_WEIGHT,
  soluteOfMolecularWeight,
  WORKED_BELOW_HYDROGEN,
} from "~/domain/lab/solubility";
import { balanceOf, belowBalance, minimumMassG, stockPlan } from "~/domain/lab/balance";
import { MESSAGE_TOO_LARGE, MESSAGE_TOO_SMALL, readLabField } from "../lab-form/lab-form.calc";
import {
  DEFAULT_MOLARITY_UNITS,
  MAX_MOLARITY,
  MOLARITY_FIELDS,
  molarityFieldText,
  type ConcentrationUnit,
  type MassUnit,
  type MolarityBench,
  type MolarityCaution,
  type MolarityField,
  type MolarityIssue,
  type MolarityMode,
  type MolarityNumbers,
  type MolarityOutcome,
  type MolarityUnits,
  type MolarityValues,
  type VolumeUnit,
} from "./molarity.types";

export { significantDecimals } from "../lab-form/lab-form.calc";

/** Molarity in mol/L of `massG` g of a solute of `molecularWeight` g/mol in `volumeMl` mL. */
export function molarity(massG: number, molecularWeight: number, volumeMl: number): number {
  return decimalRatio([massG, 1000], [molecularWeight, volumeMl]);
}

/** Mass in g needed for `volumeMl` mL of a `molar` M solution: M × MW × volume ÷ 1000. */
export function massForMolarity(molar: number, molecularWeight: number, volumeMl: number): number {
  return decimalRatio([molar, molecularWeight, volumeMl], [1000]);
}

/** Volume in mL that `massG` g makes at `molar` M: mass × 1000 ÷ (MW × M). */
export function volumeForMolarity(massG: number, molecularWeight: number, molar: number): number {
  return decimalRatio([massG, 1000], [molecularWeight, molar]);
}

/** Molecular weight in g/mol of `massG` g that gives `molar` M in `volumeMl` mL: mass × 1000 ÷ (M × volume). */
export function molecularWeightFor(massG: number, molar: number, volumeMl: number): number {
  return decimalRatio([massG, 1000], [molar, volumeMl]);
}

/** Each unit as a fraction of its base unit (g, mL, M): [numerator, denominator]. */
const UNIT_FACTOR: Record<MassUnit | VolumeUnit | ConcentrationUnit, readonly [number, number]> = {
  g: [1, 1],
  mg: [1, 1e3],
  µg: [1, 1e6],
  ng: [1, 1e9],
  pg: [1, 1e12],
  kg: [1e3, 1],
  mL: [1, 1],
  L: [1e3, 1],
  µL: [1, 1e3],
  nL: [1, 1e6],
  M: [1, 1],
  mM: [1, 1e3],
  µM: [1, 1e6],
  nM: [1, 1e9],
  pM: [1, 1e12],
  fM: [1, 1e15],
};

/** A value in `unit` converted to its base unit (g, mL or M). */
export function toBaseUnit(value: number, unit: keyof typeof UNIT_FACTOR): number {
  const [num, den] = UNIT_FACTOR[unit];
  return decimalRatio([value, num], [den]);
}

/** A value in base units (g, mL or M) converted to `unit`. */
export function fromBaseUnit(value: number, unit: keyof typeof UNIT_FACTOR): number {
  const [num, den] = UNIT_FACTOR[unit];
  return decimalRatio([value, den], [num]);
}

/** The unit a field's number is in. */
export function unitOf(field: MolarityField, units: MolarityUnits): keyof typeof UNIT_FACTOR | null {
  return field === "molecularWeight" ? null : units[field];
}

export const EMPTY_MOLARITY_VALUES: MolarityValues = { mass: "", molecularWeight: "", volume: "", molarity: "" };

/** The three fields the chosen mode reads, in form order. */
export function knownFields(mode: MolarityMode): MolarityField[] {
  return MOLARITY_FIELDS.filter((f) => f !== mode);
}

/** Grams of solute per litre of solution. */
function gramsPerLitre(n: MolarityNumbers): number {
  return decimalRatio([n.mass, 1000], [n.volume]);
}

/**
 * Why a solution cannot exist (issues 27 and 52): above 55 M of anything; more than 2 g of any
 * solute per mL of solution; or more of a listed solute than a litre of its saturated solution
 * holds (EDTA up to 0.5 M excepted: it dissolves at pH 8, see molarityBench); null when it can.
 */
export function molarityCaution(n: MolarityNumbers): MolarityCaution | null {
  if (n.molarity > MAX_MOLARITY) return { kind: "aboveWater" };
  const perLitre = gramsPerLitre(n);
  if (aboveMassPerVolume(perLitre)) return { kind: "aboveMassPerVolume" };
  const solute = soluteOfMolecularWeight(n.molecularWeight);
  if (solute && aboveSolubility(solute, perLitre) && !dissolvesOnlyWithHelp(solute, perLitre, n.molarity))
    return { kind: "aboveSolubility", solute };
  return null;
}

/**
 * How the bench makes a solution that can exist when it is not simply weighing and dissolving
 * (issue 52): a listed solute that water alone does not dissolve at this strength but its known
 * help does (EDTA with NaOH to pH 8: the NaOH to add), else a mass below the balance's minimum
 * (a stock and a dilution). Null otherwise, and for a solution that cannot exist.
 */
export function molarityBench(n: MolarityNumbers, units: MolarityUnits): MolarityBench | null {
  if (molarityCaution(n) !== null) return null;
  const solute = soluteOfMolecularWeight(n.molecularWeight);
  if (solute?.dissolvesWith && dissolvesOnlyWithHelp(solute, gramsPerLitre(n), n.molarity)) {
    const moles = decimalQuotient(n.mass, n.molecularWeight);
    return { kind: "dissolvesWithHelp", solute, helperG: decimalProduct(moles, solute.dissolvesWith.gramsPerMole) };
  }
  const balance = balanceOf(units.balance);
  if (belowBalance(n.mass, balance)) {
    const minimumG = minimumMassG(balance);
    const plan = stockPlan(n.mass, n.volume, minimumG);
    if (plan) return { kind: "belowBalance", balance, minimumG, plan };
  }
  return null;
}

/** The unknown in base units from the three known ones (also in base units). */
export function solveMolarity(mode: MolarityMode, n: MolarityNumbers): number {
  switch (mode) {
    case "molarity":
      return molarity(n.mass, n.molecularWeight, n.volume);
    case "mass":
      return massForMolarity(n.molarity, n.molecularWeight, n.volume);
    case "volume":
      return volumeForMolarity(n.mass, n.molecularWeight, n.molarity);
    case "molecularWeight":
      return molecularWeightFor(n.mass, n.molarity, n.volume);
  }
}

/**
 * Reads the three known fields for `mode` in their chosen units and solves for the fourth. Every
 * invalid field gets its own hint (the same wording as the dilution calculator); a mass of 0 is
 * accepted only when solving for the molarity (a blank gives 0 M); nothing is computed from bad
 * input, and a result too large or too small to calculate is refused with a hint.
 */
export function calculateMolarity(
  values: MolarityValues,
  mode: MolarityMode = "molarity",
  units: MolarityUnits = DEFAULT_MOLARITY_UNITS,
): MolarityOutcome {
  const issues: MolarityIssue[] = [];
  const base: Partial<Record<MolarityField, number>> = {};
  const counts: number[] = [];
  let keepsZeros = false;
  for (const field of knownFields(mode)) {
    const r = readLabField(values[field], molarityFieldText(field, units), {
      zeroAllowed: field === "mass" && mode === "molarity",
    });
    if (!r.ok) {
      issues.push({ field, message: r.message, involves: [field] });
      continue;
    }
    const unit = unitOf(field, units);
    base[field] = unit ? toBaseUnit(r.value, unit) : r.value;
    // No molecular weight is below hydrogen's (the concentration converter says the same).
    if (field === "molecularWeight" && base[field] < LIGHTEST_MOLECULAR_WEIGHT) {
      issues.push({ field, message: BELOW_HYDROGEN, involves: [field] });
      continue;
    }
    counts.push(r.stated);
    keepsZeros ||= r.trailingZero;
  }
  if (issues.length > 0) return { ok: false, issues };

  const unknown = solveMolarity(mode, base as MolarityNumbers);
  const involves = knownFields(mode);
  if (!Number.isFinite(unknown)) return { ok: false, issues: [{ field: null, message: MESSAGE_TOO_LARGE, involves }] };
  const massGiven = mode === "molarity" ? base.mass! > 0 : true;
  if (unknown <= 0 && massGiven) return { ok: false, issues: [{ field: null, message: MESSAGE_TOO_SMALL, involves }] };
  if (mode === "molecularWeight" && unknown < LIGHTEST_MOLECULAR_WEIGHT)
    return { ok: false, issues: [{ field: null, message: WORKED_BELOW_HYDROGEN, involves }] };

  const numbers = { ...(base as MolarityNumbers), [mode]: unknown } as MolarityNumbers;
  const unit = unitOf(mode, units);
  const value = unit ? fromBaseUnit(unknown, unit) : unknown;
  if (!Number.isFinite(value)) return { ok: false, issues: [{ field: null, message: MESSAGE_TOO_LARGE, involves }] };
  return {
    ok: true,
    result: {
      solveFor: mode,
      numbers,
      units,
      value,
      significant: boundedSignificant(counts),
      keepsZeros,
      molar: numbers.molarity,
      moles: decimalQuotient(numbers.mass, numbers.molecularWeight),
      litres: decimalQuotient(numbers.volume, 1000),
      caution: molarityCaution(numbers),
      bench: molarityBench(numbers, units),
    },
  };
}

/** A molarity in the units the page shows. */
export function molarityInUnits(molar: number): {
  readonly M: number;
  readonly mM: number;
  readonly uM: number;
  readonly nM: number;
} {
  return { M: molar, mM: decimalProduct(molar, 1e3), uM: decimalProduct(molar, 1e6), nM: decimalProduct(molar, 1e9) };
}
