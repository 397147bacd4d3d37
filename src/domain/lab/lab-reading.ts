/**
 * What the laboratory tools' domain modules share (concentration converter, serial dilution):
 *
 * - Reading a typed field exactly as the molarity and dilution calculators read theirs
 *   (`readLabField`, the lab tools' one field reading on the site's parser: same accepted forms,
 *   same calm messages), with a closed reason for each refusal so that a machine can make each
 *   one a state. A unit typed after the number is looked up in the one units vocabulary
 *   (src/domain/units.ts): the field's chosen unit is accepted, another one is refused with a hint
 *   that names it; it is never dropped nor converted silently.
 * - Laboratory figures: significant figures as the molarity calculator keeps them (those of the
 *   most precise value typed, at least 3, at most 6), trailing zeros dropped, through the shared
 *   formatter (src/domain/number/format.ts). A shown figure is never more than 1 % from the value:
 *   below 0.0000000001 it reads "less than 0.0000000001" instead of a rounded number.
 * - The shape of a cited source, and the CSV cell rule of Batch Convert.
 */
import { formatNumber, formatPlainNumber, formatScientific, NOT_A_VALUE } from "~/domain/number/format";
import { boundedSignificant, readLabField, significantDecimals, type LabFieldWords } from "./lab-field";

export { csvCell } from "~/domain/csv";
export type { LabFieldWords };

/** Why a field was refused: each is a state of the machine that shows it. */
export type LabReadingReason = "empty" | "not-a-number" | "negative" | "zero" | "other-unit";

export type LabReading =
  | { readonly ok: true; readonly value: number; readonly significant: number }
  | { readonly ok: false; readonly reason: LabReadingReason; readonly message: string };

/** The unit a field's number is in (chosen with buttons) and how a typed unit word is looked up. */
export interface FieldUnit {
  readonly chosen: string;
  readonly lookup: (word: string) => { readonly symbol: string } | undefined;
}

/** A number, then a word that starts with no digit: "0.9 %", "1mM", "100 µL". */
const NUMBER_THEN_WORD = /^(.*[\d⁰¹²³⁴⁵⁶⁷⁸⁹][.,]?)\s*([^\d\s.,⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻][^\d⁰¹²³⁴⁵⁶⁷⁸⁹]*)$/s;

/** The hint for a unit typed after the number that is not the field's chosen unit. */
export function otherUnitMessage(words: LabFieldWords, typed: string, chosen: string): string {
  return `${words.name}: you typed ${typed}, but the unit chosen is ${chosen}. Type the number alone, or choose ${typed}.`;
}

/** "Concentration: m is molality (mol/kg of solvent) …": a lower-case m is never read as M. */
function molalityMessage(words: LabFieldWords): string {
  return `${words.name}: m is molality (mol/kg of solvent), which is not converted here. For molarity, type M, or the number alone.`;
}

/**
 * Reads one field. Refused, each with its reason and the lab tools' own message: empty, not a
 * number, negative, 0 (unless `zeroAllowed`), a unit word other than the chosen unit.
 */
export function readLabNumber(
  text: string,
  words: LabFieldWords,
  unit: FieldUnit | null = null,
  { zeroAllowed = false } = {},
): LabReading {
  const typed = typeof text === "string" ? text : "";
  let numberText = typed;
  const split = unit ? NUMBER_THEN_WORD.exec(typed.trim()) : null;
  if (unit && split) {
    // A lower-case m is molality (mol/kg of solvent), not molarity: never read as M.
    if (split[2]!.trim() === "m" && unit.lookup("M")?.symbol === "M") {
      return { ok: false, reason: "other-unit", message: molalityMessage(words) };
    }
    const typedUnit = unit.lookup(split[2]!);
    if (typedUnit && typedUnit.symbol !== unit.chosen) {
      return { ok: false, reason: "other-unit", message: otherUnitMessage(words, typedUnit.symbol, unit.chosen) };
    }
    if (typedUnit) numberText = split[1]!;
  }
  const reading = readLabField(numberText, words, { zeroAllowed });
  // The figures the entry states (a whole number states none: lab-field.ts statedFigures), which
  // are what limit a result's.
  if (reading.ok) return { ok: true, value: reading.value, significant: reading.stated };
  return { ok: false, reason: refusalReason(numberText, words), message: reading.message };
}

/**
 * Why readLabField refused a text, found by asking it again, so the reasons follow its rules
 * whatever parser it uses: blank; read when 0 is allowed (so it was 0); read without its minus
 * sign (so it was negative); otherwise not a number.
 */
function refusalReason(text: string, words: LabFieldWords): LabReadingReason {
  const trimmed = text.trim();
  if (trimmed === "") return "empty";
  if (readLabField(trimmed, words, { zeroAllowed: true }).ok) return "zero";
  const unsigned = trimmed.replace(/^[-\u2212\u2013]/, "");
  if (unsigned !== trimmed && readLabField(unsigned, words, { zeroAllowed: true }).ok) return "negative";
  return "not-a-number";
}

/** Significant figures of a result: those of the least precise value typed, at least 3, at most 6 (lab-field.ts). */
export const labSignificant = boundedSignificant;

/** Most decimals a laboratory figure is shown with. */
export const LAB_MAX_DECIMALS = 12;
/**
 * Figures from here up are shown with at least 3 significant digits at LAB_MAX_DECIMALS
 * decimals, so never more than 0.5 % from the value; below it, in scientific notation.
 */
export const SMALLEST_FIGURE = 1e-10;
/** From here up, a figure with more whole digits than significant ones is written in scientific notation. */
export const LARGEST_PLAIN_FIGURE = 1e6;
/** The figures of a value echoed as it was read (labFigure(x, ECHO)): every digit, nothing rounded. */
const ECHO = 15;

export interface LabFigure {
  /** As shown: "15.04", "1 000", "12 100", "1.21 × 10¹⁰", "1.5 × 10⁻¹²". */
  readonly text: string;
  /** Plain, for a CSV cell or a field: "15.04", "1000", "1.5e-12" (no group spaces). */
  readonly plain: string;
  /** Always false now (a figure too small for decimals is written in scientific notation); kept for readers. */
  readonly below: boolean;
}

/**
 * A laboratory result to `significant` figures, trailing zeros dropped: 15.0376 → "15.04",
 * 154.004 → "154". One precision per figure (issue 52, principle 4): whole digits beyond the
 * significant ones are rounded away (12 076 mM to 3 figures is "12 100 mM", beside "12.1 M"), and
 * from a million up, or below 0.0000000001, the figure is written in scientific notation
 * ("1.21 × 10¹⁰ nM", "1.5 × 10⁻¹² M") rather than as a string of zeros.
 */
export function labFigure(value: number, significant: number): LabFigure {
  if (!Number.isFinite(value)) return { text: NOT_A_VALUE, plain: "", below: false };
  const abs = Math.abs(value);
  const digits = Math.max(1, Math.trunc(significant));
  const wholeDigits = abs >= 1 ? Math.floor(Math.log10(abs)) + 1 : 0;
  const scientific = (abs > 0 && abs < SMALLEST_FIGURE) || (abs >= LARGEST_PLAIN_FIGURE && wholeDigits > digits);
  if (scientific) {
    const text = formatScientific(value, Math.min(digits, ECHO), false);
    const plain = Number(value.toPrecision(Math.min(digits, ECHO))).toString();
    return { text, plain, below: false };
  }
  if (wholeDigits > digits) {
    const step = 10 ** (wholeDigits - digits);
    const whole = Math.sign(value) * Math.round(abs / step) * step;
    return { text: formatNumber(whole, 0), plain: formatPlainNumber(whole, 0), below: false };
  }
  const decimals = significantDecimals(value, significant, LAB_MAX_DECIMALS);
  return { text: formatNumber(value, decimals), plain: formatPlainNumber(value, decimals), below: false };
}

/** A value the person typed, echoed as it was read (every digit up to 12 decimals): "0.9", "66.5". */
export function echoFigure(value: number): string {
  return labFigure(value, 15).text;
}

/** A cited source, listed on the page of the tool that relies on it. */
export interface LabSource {
  readonly id: string;
  /** Plain text: author or body, title, year, and what it supports. */
  readonly text: string;
}
