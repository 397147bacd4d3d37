/**
 * One way to write a volume for the bench (issue 52, principles 4 and 7), for every laboratory
 * tool: the molarity calculator's stock and dilution steps, the dilution calculator's result and
 * pipettes, the concentration converter's "make 1 000 mL (1 L)". Pure.
 *
 * The rule: a volume is written with the figures it already has (an entry as it was typed, a
 * result to its significant figures), in its own unit, and also in the unit that suits it when
 * that is another: µL under 1 mL (a pipette's scale), L from 1 000 mL, mL between.
 * "0.05 mL (50 µL)", "2 500 µL (2.5 mL)", "1 000 mL (1 L)", "25 mL". The second figure is the
 * same decimal with its point moved, on its digits: the two never disagree, and no double adds
 * or drops a figure ("0.1 mL" is "100 µL", never "100.00000000000001 µL").
 */
import { formatSignificant } from "~/domain/number/format";
import { convertVolume, DILUTION_VOLUME_FACTOR, suitedVolumeUnit, type DilutionVolumeSymbol } from "./dilution-units";

/** A written volume's number: digits, grouped by U+202F, and a decimal point ("2 500", "0.05"). */
const PLAIN_NUMBER = /^[\d\u202f.]+$/;

/**
 * The number written in `text` ("11 764 705 882 352 942", "0.05") with its decimal point moved
 * `places` to the right (left when negative), on its digits, not through a double: beyond 15
 * digits a double would change the last ones ("… 352.941" for "… 352.942"). Whole digits grouped
 * by U+202F from 4 digits up (house style: "2 500").
 */
export function shiftedDecimal(text: string, places: number): string {
  const plain = text.replace(/[\s\u202f,]/g, "");
  const [whole = "0", fraction = ""] = plain.split(".");
  const digits = `${whole}${fraction}`;
  const point = whole.length + places;
  const padded = point <= 0 ? `${"0".repeat(1 - point)}${digits}` : digits.padEnd(point, "0");
  const at = Math.max(point, 1);
  const int = padded.slice(0, at).replace(/^0+(?=\d)/, "");
  // Zeros written after the point are figures and stay ("0.0500 mL" is "50.0 µL"); zeros
  // that end a whole number say nothing of its precision and go ("2 500 µL" is "2.5 mL").
  const kept = fraction.length > 0 ? Math.max(0, fraction.length - places) : 0;
  const moved = padded.slice(at);
  const frac = moved.slice(0, kept) + moved.slice(kept).replace(/0+$/, "");
  const grouped = int.length > 3 ? int.replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f") : int;
  return frac ? `${grouped}.${frac}` : grouped;
}

/** `text` (a number as written in `from`) written in `to`: the same decimal, its point moved. */
function inUnit(text: string, from: DilutionVolumeSymbol, to: DilutionVolumeSymbol): string {
  const places = Math.round(Math.log10(DILUTION_VOLUME_FACTOR[from] / DILUTION_VOLUME_FACTOR[to]));
  return shiftedDecimal(text, places);
}

/** The number `text` writes, or null when it is not a plain positive number ("less than …"). */
function writtenValue(text: string): number | null {
  if (!PLAIN_NUMBER.test(text)) return null;
  const value = Number(text.replace(/\u202f/g, ""));
  // "1.2.3" is not a number: Number gives NaN, which is not above 0.
  return value > 0 ? value : null;
}

/**
 * A volume written `text` in `unit`, also in the unit that suits it when that is another:
 * "0.05 mL (50 µL)", "2 500 µL (2.5 mL)", "1 000 mL (1 L)", "5 mL". A text that is not a plain
 * positive number (0, a word) is written as it is, with its unit.
 */
export function labVolume(text: string, unit: DilutionVolumeSymbol): string {
  const value = writtenValue(text);
  if (value === null) return `${text} ${unit}`;
  const suited = suitedVolumeUnit(convertVolume(value, unit, "mL"));
  return suited === unit ? `${text} ${unit}` : `${text} ${unit} (${inUnit(text, unit, suited)} ${suited})`;
}

/**
 * A volume in mL that has no written form yet (a flask, an aliquot worked out), to `significant`
 * figures, by the same rule: labVolumeMl(0.1) is "0.1 mL (100 µL)", labVolumeMl(25) "25 mL".
 */
export function labVolumeMl(ml: number, significant = 3, keepZeros = false): string {
  return labVolume(formatSignificant(ml, significant, keepZeros), "mL");
}

/**
 * A volume as a pipette is set: in µL up to 1 mL (the same decimal moved), else as written in its
 * unit: "50 µL" for 0.05 mL, "1 000 µL" for 1 mL, "2 mL". For the pipette advice beside a result
 * that already shows the volume in both units.
 */
export function pipetteVolume(text: string, unit: DilutionVolumeSymbol): string {
  const value = writtenValue(text);
  if (unit === "µL" || value === null) return `${text} ${unit}`;
  return convertVolume(value, unit, "mL") > 1 ? `${text} ${unit}` : `${inUnit(text, unit, "µL")} µL`;
}
