/**
 * Volumes shown so that they check by hand (pure): a volume typed, a part worked out, and the
 * volume made of the two (typed − part, or typed + part). Dilution (stock + diluent = final
 * volume) and serial dilution (transfer + diluent = the tube's volume; final volume + transfer =
 * the mixed volume) show theirs through it.
 */
import { formatPlainNumber, significantDecimals } from "~/domain/number/format";
import { decimalDifference, roundedDistance } from "~/domain/number/exact";

/** The significant digits a double holds exactly. */
export const DOUBLE_DIGITS = 15;

/** The decimals of a number as a person reads it (its shortest decimal text): 90000.0000001 → 7. */
export function decimalPlaces(x: number): number {
  const [mantissa = "", exponent = "0"] = String(Math.abs(x)).split("e");
  return Math.max(0, (mantissa.split(".")[1] ?? "").length - Number(exponent));
}

/**
 * The part and the volume made with it as shown: both rounded at one decimal place, the finer of
 * the two at `significant` figures (so each keeps at least those), and the volume made is then the
 * volume typed minus (`sign` −1) or plus (+1) the part as shown, in exact decimal arithmetic, so
 * it is within half a unit of its last decimal of the exact one. C1 100, C2 99.9 in 50 mL: 0.05 mL
 * of diluent and 49.95 mL of stock, not "0.05 mL to 50 mL to make 50 mL".
 *
 * null where the sum would need more than `maxDecimals` decimals, or more digits of the larger
 * volume than a double holds: the figures then keep their significant figures.
 */
export function addingUp(
  typed: number,
  /**
   * `fromMade`: the part is the distance between the volume typed and the one made (a dilution's
   * diluent is V2 − V1), so it is rounded from their exact decimal difference, never from its
   * double, which can fall on the other side of a half (issue 51's lab fields read 1e-5 and long
   * figures that reach that edge).
   */
  part: { exact: number; made: number; fromMade?: boolean },
  sign: -1 | 1,
  significant: number,
  maxDecimals: number,
): { part: number; made: number } | null {
  const decimals = Math.max(significantDecimals(part.exact, significant), significantDecimals(part.made, significant));
  const largest = Math.max(typed, part.made);
  const sumDecimals = Math.max(decimals, decimalPlaces(typed));
  if (sumDecimals > Math.min(maxDecimals, significantDecimals(largest, DOUBLE_DIGITS))) return null;
  const shown = Number(
    part.fromMade ? roundedDistance(typed, part.made, decimals) : formatPlainNumber(part.exact, decimals),
  );
  return { part: shown, made: decimalDifference(typed, -sign * shown) };
}
