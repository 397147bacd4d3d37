/**
 * One concentration in another unit of the one vocabulary (src/domain/units.ts), decimal-exact
 * and rounded once. Its own module so that a calculator that only converts (serial dilution)
 * loads these few lines, not the concentration converter's evaluator, words and reagent table
 * (concentration-units.ts re-exports them).
 */
import { decimalRatio } from "~/domain/number/exact";
import { concentrationUnit, molarMassUnit, type ConcentrationSymbol, type MolarMassSymbol } from "~/domain/units";

/** A value in `symbol` in its family's base unit: g/L (mass) or M (molar). */
export function toFamilyBase(value: number, symbol: ConcentrationSymbol): number {
  return decimalRatio([value, concentrationUnit(symbol).factor]);
}

/** A molecular weight in g/mol: 66.5 kDa → 66,500. */
export function molecularWeightInGPerMol(value: number, unit: MolarMassSymbol): number {
  return decimalRatio([value, molarMassUnit(unit).factor]);
}

/**
 * `value` in `from` converted to `to`, rounded once; `molecularWeight` in g/mol is needed only
 * between a mass and a molar unit (null is returned when it is missing).
 */
export function convertConcentration(
  value: number,
  from: ConcentrationSymbol,
  to: ConcentrationSymbol,
  molecularWeight: number | null,
): number | null {
  const f = concentrationUnit(from);
  const t = concentrationUnit(to);
  if (f.family === t.family) return decimalRatio([value, f.factor], [t.factor]);
  if (molecularWeight === null) return null;
  return f.family === "mass"
    ? decimalRatio([value, f.factor], [molecularWeight, t.factor])
    : decimalRatio([value, f.factor, molecularWeight], [t.factor]);
}
