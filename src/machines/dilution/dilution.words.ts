/**
 * The dilution calculator's words for the person (split from dilution.selectors.ts, so the machine
 * and the selectors both read them and neither imports the other): per decisions.md ('Laboratory
 * tools', issue 27) the unknown and the diluent to the significant figures of the most precise
 * value typed (at least 3), trailing zeros dropped, through the shared formatter; a volume under
 * 1 mL also in µL; the formulas. Pure.
 */
import { formatNumber, formatSignificant } from "~/domain/number/format";
import { decimalProduct } from "~/domain/number/exact";
import { addingUp } from "~/domain/lab/shown-sum";
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

/** The most decimals a dilution volume is shown with (the shared formatter's own limit). */
const MAX_SHOWN_DECIMALS = 40;

/** A volume shown with every digit it has: "49.95 mL", "0.333 mL (333 µL)". */
function exactVolume(ml: number): string {
  const text = `${formatNumber(ml, MAX_SHOWN_DECIMALS)} mL`;
  return ml > 0 && ml < 1 ? `${text} (${formatNumber(decimalProduct(ml, 1000), MAX_SHOWN_DECIMALS)} µL)` : text;
}

/** The four values as a result shows them, and its two volume phrases. */
export interface DilutionShown {
  /** Without units: "49.95", "10" (C1 and C2 in the unit of C1). */
  readonly text: Readonly<Record<DilutionField, string>>;
  /** The unknown volume with its unit (and µL under 1 mL): "49.95 mL"; "" solving for C2. */
  readonly unknownVolume: string;
  /** The diluent with its unit: "0.05 mL (50 µL)"; "0 mL" when there is none. */
  readonly diluent: string;
}

/**
 * The values as the result shows them, so that the preparation checks by hand: stock + diluent =
 * final volume in the figures shown. The known values are echoed as they were read (the sentence
 * never hides what was typed). Solving for C2, the diluent is V2 − V1 of the volumes typed, every
 * digit. Solving for a volume, the unknown volume and the diluent are rounded at the same decimal
 * place, the finer of the two at the result's significant figures (so each keeps at least those),
 * and the unknown is the typed volume minus (or plus) the diluent as shown: C1 100, C2 99.9 and
 * V2 50 mL give 49.95 mL of stock and 0.05 mL of diluent, not "0.05 mL to 50 mL to make 50 mL".
 * The unknown shown is then within half a unit of its last decimal of the exact one.
 */
export function dilutionShown(result: DilutionResult): DilutionShown {
  const { numbers, solveFor, diluent, significant } = result;
  const text: Record<DilutionField, string> = {
    c1: formatEcho(numbers.c1),
    v1: formatEcho(numbers.v1),
    c2: formatEcho(numbers.c2),
    v2: formatEcho(numbers.v2),
  };
  if (solveFor === "c2") {
    text.c2 = formatDilutionNumber(numbers.c2, significant);
    return { text, unknownVolume: "", diluent: exactVolume(diluent) };
  }
  const volume = numbers[solveFor];
  // The stock is the final volume minus the diluent; the final volume the stock plus the diluent.
  const shown =
    diluent === 0
      ? null
      : solveFor === "v1"
        ? addingUp(numbers.v2, { exact: diluent, made: volume, fromMade: true }, -1, significant, MAX_SHOWN_DECIMALS)
        : addingUp(numbers.v1, { exact: diluent, made: volume, fromMade: true }, 1, significant, MAX_SHOWN_DECIMALS);
  if (shown === null) {
    // No diluent (C2 equals C1), or a diluent too small beside V2 to show both to the same
    // decimal (more digits than a double holds: 0.00001 mL in 70 000 000 000 mL).
    text[solveFor] = formatDilutionNumber(volume, significant);
    return {
      text,
      unknownVolume: formatLabVolume(volume, significant),
      diluent: formatLabVolume(diluent, significant),
    };
  }
  text[solveFor] = formatNumber(shown.made, MAX_SHOWN_DECIMALS);
  return { text, unknownVolume: exactVolume(shown.made), diluent: exactVolume(shown.part) };
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
  const { numbers, solveFor, diluent } = result;
  const shown = dilutionShown(result);
  const { text } = shown;
  const v1 = `${text.v1} mL`;
  const v2 = `${text.v2} mL`;
  const fieldText = text[solveFor];
  const symbol = solveFor.toUpperCase();
  const headline = solveFor === "c2" ? `C2 = ${fieldText} (in the unit of C1)` : `${symbol} = ${shown.unknownVolume}`;

  let instruction: string;
  if (diluent === 0) {
    instruction =
      solveFor === "c2"
        ? `No diluent: V1 equals V2, so C2 equals C1 (${text.c1}).`
        : `No diluent needed: C2 equals C1, so use ${v1} of the stock as it is.`;
  } else {
    instruction = `Add ${shown.diluent} of diluent to ${v1} of stock (C1 = ${text.c1}) to make ${v2} at C2 = ${text.c2}.`;
  }

  let caution: string | null = null;
  if (dilutionResultKind(result) === "smallVolume") {
    const namedV1 = numbers.v1 > 0 && numbers.v1 < 0.1;
    const small = namedV1
      ? `V1 is ${solveFor === "v1" ? shown.unknownVolume : exactVolume(numbers.v1)}`
      : `The diluent is ${shown.diluent}`;
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
