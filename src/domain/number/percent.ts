/**
 * How far a measured volume is from the one asked, in percent, and how a percent is shown. Its
 * own module so that a calculator needing only these (the infusion rate's cautions) does not load
 * the syringe rule and its catalogue (src/domain/syringe/syringe.ts re-exports both).
 */
import { formatNumber } from "./format";
import { decimalDifference, decimalRatio } from "./exact";

/**
 * Signed rounding error of measuring `nearest` instead of `volume`, in % of the volume, on the
 * decimal values (exact.ts): 0.32 mL measured as 0.3 mL is exactly −6.25%.
 */
export function roundingErrorPercent(volume: number, nearest: number): number {
  if (volume === 0) return 0;
  return decimalRatio([decimalDifference(nearest, volume), 100], [volume]);
}

/** "100%", "4.8%", "0.33%", "less than 0.01%" (absolute value). */
export function formatPercent(percent: number): string {
  const abs = Math.abs(percent);
  const text = formatNumber(abs, abs < 1 ? 2 : 1);
  return text === "0" ? "less than 0.01%" : `${text}%`;
}
