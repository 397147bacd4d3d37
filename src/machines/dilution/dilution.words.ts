/**
 * The dilution calculator's words for the person (split from dilution.selectors.ts, so the machine
 * and the selectors both read them and neither imports the other): per decisions.md ('Laboratory
 * tools', issue 27) the unknown and the diluent to the significant figures of the most precise
 * value typed (at least 3), trailing zeros dropped, through the shared formatter; a volume under
 * 1 mL also in µL; the formulas. Pure.
 */
import { formatSignificant } from "~/domain/number/format";
import { decimalProduct } from "~/domain/number/exact";
import { formatEcho } from "../lab-form/lab-form.selectors";
import { dilutionResultKind } from "./dilution.calc";
import { PIPETTE_MINIMUM_UL } from "~/domain/lab/serial-dilution.types";
import type { DilutionField, DilutionResult, SolveFor } from "./dilution.types";

/** A computed number as the result shows it: `significant` figures, trailing zeros dropped. */
export function formatDilutionNumber(value: number, significant: number): string {
  return formatSignificant(value, significant);
}

/**
 * "0.0143 mL (14.3 µL)" under 1 mL, else "5 mL". The µL figure is the mL value times 1000 in decimal
 * (0.05257455 mL is 52.57455 µL, shown 52.5746; a binary product would give 52.574549999…).
 */
export function formatLabVolume(ml: number, significant: number): string {
  const text = `${formatSignificant(ml, significant)} mL`;
  return ml > 0 && ml < 1 ? `${text} (${formatSignificant(decimalProduct(ml, 1000), significant)} µL)` : text;
}

export interface DilutionDisplay {
  /** e.g. "V1" */
  readonly symbol: string;
  /** What the unknown's disabled input shows, e.g. "5" or "0.0143". */
  readonly fieldText: string;
  /** e.g. "V1 = 5 mL", "V1 = 0.0143 mL (14.3 µL)" or "C2 = 10 (in the unit of C1)". */
  readonly headline: string;
  /** The preparation in words, with the diluent. */
  readonly instruction: string;
  /** The caution of the calculated.smallVolume state, else null. */
  readonly caution: string | null;
}

export function formatDilution(result: DilutionResult): DilutionDisplay {
  const { numbers, solveFor, value, diluent, significant } = result;
  // The computed unknown is shown to significant figures; the three known values are echoed as
  // they were read (up to 6 decimals), so the sentence never hides what was typed.
  const show = (field: DilutionField) =>
    field === solveFor ? formatDilutionNumber(numbers[field], significant) : formatEcho(numbers[field]);
  const v1 = `${show("v1")} mL`;
  const v2 = `${show("v2")} mL`;
  const c1 = show("c1");
  const c2 = show("c2");
  const fieldText = formatDilutionNumber(value, significant);
  const symbol = solveFor.toUpperCase();
  const headline =
    solveFor === "c2" ? `C2 = ${fieldText} (in the unit of C1)` : `${symbol} = ${formatLabVolume(value, significant)}`;

  let instruction: string;
  if (diluent === 0) {
    instruction =
      solveFor === "c2"
        ? `No diluent: V1 equals V2, so C2 equals C1 (${c1}).`
        : `No diluent needed: C2 equals C1, so use ${v1} of the stock as it is.`;
  } else {
    instruction = `Add ${formatLabVolume(diluent, significant)} of diluent to ${v1} of stock (C1 = ${c1}) to make ${v2} at C2 = ${c2}.`;
  }

  let caution: string | null = null;
  if (dilutionResultKind(result) === "smallVolume") {
    const namedV1 = numbers.v1 > 0 && numbers.v1 < 0.1;
    const small = namedV1
      ? `V1 is ${formatLabVolume(numbers.v1, significant)}`
      : `The diluent is ${formatLabVolume(diluent, significant)}`;
    // A micropipette only where it measures reliably: 1 µL and more (PIPETTE_MINIMUM_UL, as serial dilution).
    const tool =
      (namedV1 ? numbers.v1 : diluent) * 1000 < PIPETTE_MINIMUM_UL
        ? `It is also under ${PIPETTE_MINIMUM_UL} µL, below what a common pipette measures reliably: use a larger final volume or an intermediate dilution.`
        : "Use a micropipette, a larger final volume or an intermediate dilution.";
    caution = `${small}, under 0.1 mL: too small to measure accurately with a syringe. ${tool}`;
  }
  return { symbol, fieldText, headline, instruction, caution };
}

/** The rearranged formula for each mode (spec §9). */
export const SOLVE_FOR_FORMULA: Record<SolveFor, string> = {
  v1: "V1 = C2 × V2 ÷ C1",
  v2: "V2 = C1 × V1 ÷ C2",
  c2: "C2 = C1 × V1 ÷ V2",
};
