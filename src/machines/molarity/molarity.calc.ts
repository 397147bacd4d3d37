/**
 * Pure arithmetic and input reading of the molarity calculator.
 * Molarity (M) = (mass ÷ molecular weight) ÷ (volume ÷ 1000)   — product spec §9.
 */
import { parseNumber } from "~/lib/number/parse";
import { decimalProduct, decimalQuotient, decimalRatio } from "~/lib/number/exact";
import {
  MOLARITY_FIELDS,
  MOLARITY_FIELD_TEXT,
  type MolarityField,
  type MolarityInputs,
  type MolarityIssue,
  type MolarityOutcome,
  type MolarityResult,
  type MolarityValues,
} from "./molarity.types";

/**
 * Molarity in mol/L of `massG` grams of a solute of `molecularWeight` g/mol in `volumeMl` mL:
 * mass × 1000 ÷ (molecular weight × volume), on the decimal values of the inputs, rounded once
 * (exact.ts).
 */
export function molarity(massG: number, molecularWeight: number, volumeMl: number): number {
  return decimalRatio([massG, 1000], [molecularWeight, volumeMl]);
}

/** Mass in g needed for `volumeMl` mL of a `molar` M solution (the inverse, used by worked examples). */
export function massForMolarity(molar: number, molecularWeight: number, volumeMl: number): number {
  return decimalRatio([molar, molecularWeight, volumeMl], [1000]);
}

export const EMPTY_MOLARITY_VALUES: MolarityValues = { mass: "", molecularWeight: "", volume: "" };

type FieldReading = { ok: true; value: number } | { ok: false; message: string };

function readField(field: MolarityField, text: string): FieldReading {
  const { noun, unit } = MOLARITY_FIELD_TEXT[field];
  const parsed = parseNumber(text);
  if (!parsed.ok) {
    if (parsed.reason === "empty") return { ok: false, message: `Enter the ${noun} in ${unit}.` };
    return { ok: false, message: `${capitalise(noun)}: ${parsed.message}.` };
  }
  const value = parsed.value;
  if (field === "mass") {
    if (value < 0) return { ok: false, message: "The mass of solute can't be negative. Enter 0 or more grams." };
  } else if (value <= 0) {
    return { ok: false, message: `Enter a ${noun} above 0 ${unit}.` };
  }
  return { ok: true, value };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Reads the three fields; every invalid field gets its own hint, naming the field. */
export function calculateMolarity(values: MolarityValues): MolarityOutcome {
  const issues: MolarityIssue[] = [];
  const read: Partial<Record<MolarityField, number>> = {};
  for (const field of MOLARITY_FIELDS) {
    const r = readField(field, values[field]);
    if (r.ok) read[field] = r.value;
    else issues.push({ field, message: r.message, involves: [field] });
  }
  if (issues.length > 0) return { ok: false, issues };
  const inputs: MolarityInputs = {
    mass: read.mass!,
    molecularWeight: read.molecularWeight!,
    volume: read.volume!,
  };
  const result = molarityResult(inputs);
  if (!Number.isFinite(result.molar)) {
    return {
      ok: false,
      issues: [
        {
          field: null,
          message: "These numbers give a molarity too large to show. Check the unit of each field.",
          involves: MOLARITY_FIELDS,
        },
      ],
    };
  }
  return { ok: true, result };
}

export function molarityResult(inputs: MolarityInputs): MolarityResult {
  const moles = decimalQuotient(inputs.mass, inputs.molecularWeight);
  const litres = decimalQuotient(inputs.volume, 1000);
  return { inputs, moles, litres, molar: molarity(inputs.mass, inputs.molecularWeight, inputs.volume) };
}

/**
 * Decimal places that show `value` to `significant` significant figures, between 0 and
 * `maxDecimals` (a lab result keeps its significant trailing zeros: 500.0, 0.1000).
 */
export function significantDecimals(value: number, significant: number, maxDecimals: number): number {
  const abs = Math.abs(value);
  if (abs === 0 || !Number.isFinite(abs)) return maxDecimals;
  const magnitude = Math.floor(Math.log10(abs));
  return Math.min(maxDecimals, Math.max(0, significant - 1 - magnitude));
}

/** A molarity in the three units the page shows. */
export function molarityInUnits(molar: number): { readonly M: number; readonly mM: number; readonly uM: number } {
  return { M: molar, mM: decimalProduct(molar, 1e3), uM: decimalProduct(molar, 1e6) };
}
