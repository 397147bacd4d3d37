/**
 * The one limit every aqueous solution shares: pure water is about 55.5 mol/L, so no solution
 * holds more than 55 mol/L of anything. Its own module so that a calculator needing only this
 * limit (serial dilution) does not load the solubility table (solubility.ts re-exports it).
 */

/** No solution holds more than 55 mol/L of anything: pure water itself is about 55.5 M. */
export const MAX_MOLARITY = 55;

/** True when `molar` (M) is above what any solution can hold. */
export function aboveWater(molar: number): boolean {
  return molar > MAX_MOLARITY;
}
