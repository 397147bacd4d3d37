/**
 * The dilution calculator's words for the person (split from dilution.selectors.ts, so the machine
 * and the selectors both read them and neither imports the other): per decisions.md ('Laboratory
 * tools', 'Bench conventions'; issues 27 and 52) every number with its unit; the unknown to the
 * significant figures of the most precise value typed (at least 3), trailing zeros dropped, in its
 * chosen unit and also in the unit that suits it; C1 in the unit of C2 when they differ; the
 * diluent (V2 − V1) to the decimals of its inputs; the pipette for each volume; the formulas.
 * Every number goes through the shared formatter. Pure.
 */
import { formatNumber, formatPlainNumber, formatSignificant, significantDecimals } from "~/domain/number/format";
import { decimalDifference, roundedDistance } from "~/domain/number/exact";
import { decimalPlaces, DOUBLE_DIGITS } from "~/domain/lab/shown-sum";
import { LAB_MAX_SIGNIFICANT } from "~/domain/lab/lab-field";
import { labVolume, pipetteVolume } from "~/domain/lab/bench-volume";
import {
  convertConcentration,
  convertVolume,
  PIPETTABLE_MINIMUM_UL,
  pipetteFor,
  suitedConcentrationUnit,
  type DilutionConcentrationSymbol,
} from "~/domain/lab/dilution-units";
import { formatEcho } from "../lab-form/lab-form.selectors";
import { dilutionResultKind } from "./dilution.calc";
import type { DilutionQuantity, DilutionResult, SolveFor } from "./dilution.types";

/**
 * A computed number as the result shows it: `significant` figures, trailing zeros dropped unless
 * an entry was typed with them (`keepZeros`: 10.0 mM gives 5.00 µL).
 */
export function formatDilutionNumber(value: number, significant: number, keepZeros = false): string {
  return formatSignificant(value, significant, keepZeros);
}

/** The most decimals a dilution volume is shown with (the shared formatter's own limit). */
const MAX_SHOWN_DECIMALS = 40;

/** A number and its unit: "10 mM", "95 % v/v", but "10×" (a strength is written against its number). */
export function withUnit(text: string, unit: string): string {
  return unit === "×" ? `${text}×` : `${text} ${unit}`;
}

/** A value rounded as formatSignificant shows it (for the figures beside it in another unit). */
function atSignificant(value: number, significant: number): number {
  const decimals = significantDecimals(value, significant);
  return decimals > MAX_SHOWN_DECIMALS ? value : Number(formatPlainNumber(value, decimals));
}

/** The four values as a result shows them (without units), and the diluent with its unit. */
export interface DilutionShown {
  /** Without units: "49.95", "10", each in its own unit. */
  readonly text: Readonly<Record<DilutionQuantity, string>>;
  /** The diluent in the unit of V2, without its unit: "9.95"; "0" when there is none. */
  readonly diluent: string;
  /** V1, V2 (each in its unit) and the diluent (in the unit of V2) as the numbers shown. */
  readonly values: { readonly v1: number; readonly v2: number; readonly diluent: number };
}

/**
 * The values as a result shows them. The known values are echoed as they were read. The diluent
 * (V2 − V1, in the unit of V2) is a subtraction (issue 52, principle 4): shown to the decimals of
 * its inputs, the volume typed and the stock as shown, or finer when its own significant figures
 * need it, from the exact decimal difference; a stock past the diluent's sixth figure is made up
 * to V2 rather than subtracted digit by digit (1 mL of diluent, never "0.999999999985 mL"). Solving for C2, both volumes are typed and the diluent
 * has every decimal they have. Solving for a volume, the unknown is the typed volume minus (V1)
 * or plus (V2) the diluent as shown, so stock + diluent = final volume in the figures shown
 * (C1 100, C2 99.9, V2 50 mL: 49.95 mL of stock, 0.05 mL of diluent); a stock too small to
 * show at the diluent's decimals keeps its own significant figures (5 µL made up to 1 mL).
 */
export function dilutionShown(result: DilutionResult): DilutionShown {
  const { numbers, solveFor, diluent, significant, units, stockInFinalUnit, keepsZeros } = result;
  const text: Record<DilutionQuantity, string> = {
    c1: formatEcho(numbers.c1),
    v1: formatEcho(numbers.v1),
    c2: formatEcho(numbers.c2),
    v2: formatEcho(numbers.v2),
  };
  if (solveFor === "c2") {
    text.c2 = formatDilutionNumber(numbers.c2, significant, keepsZeros);
    return {
      text,
      diluent: formatNumber(diluent, MAX_SHOWN_DECIMALS),
      values: { v1: numbers.v1, v2: numbers.v2, diluent },
    };
  }
  const own = { v1: numbers.v1, v2: numbers.v2, diluent, [solveFor]: atSignificant(numbers[solveFor], significant) };
  const unknownOwn = formatDilutionNumber(numbers[solveFor], significant, keepsZeros);
  if (diluent === 0) {
    text[solveFor] = unknownOwn;
    return { text, diluent: "0", values: own };
  }
  // The volume typed, in the unit of V2: V2 itself (solving V1), or V1 (solving V2).
  const typed = solveFor === "v1" ? numbers.v2 : stockInFinalUnit;
  // The stock's decimals at its significant figures, unless the stock is so small beside the
  // diluent that they pass the diluent's sixth significant figure (LAB_MAX_SIGNIFICANT): then the
  // stock is made up to V2 and the diluent keeps its own figures, never "0.999999999985 mL".
  const stockDecimals = significantDecimals(stockInFinalUnit, significant);
  const decimals = Math.max(
    decimalPlaces(typed),
    significantDecimals(diluent, significant),
    solveFor === "v1" && stockDecimals <= significantDecimals(diluent, LAB_MAX_SIGNIFICANT) ? stockDecimals : 0,
  );
  const largest = Math.max(numbers.v2, stockInFinalUnit);
  // A volume of 16 whole digits or more is already beyond what a double holds exactly.
  if (
    largest >= 10 ** DOUBLE_DIGITS ||
    decimals > Math.min(MAX_SHOWN_DECIMALS, significantDecimals(largest, DOUBLE_DIGITS))
  ) {
    // More digits than a double holds beside the larger volume: each to its significant figures.
    text[solveFor] = unknownOwn;
    return {
      text,
      diluent: formatDilutionNumber(diluent, significant),
      values: { ...own, diluent: atSignificant(diluent, significant) },
    };
  }
  const shownDiluent = Number(roundedDistance(numbers.v2, stockInFinalUnit, decimals));
  const values = { ...own, diluent: shownDiluent };
  if (solveFor === "v2") {
    values.v2 = decimalDifference(stockInFinalUnit, -shownDiluent);
    text.v2 = formatNumber(values.v2, MAX_SHOWN_DECIMALS);
  } else if (stockDecimals <= decimals) {
    // The stock as the final volume minus the diluent shown, in the unit of V1 (a decimal moved).
    values.v1 = convertVolume(decimalDifference(numbers.v2, shownDiluent), units.v2, units.v1);
    text.v1 = formatNumber(values.v1, MAX_SHOWN_DECIMALS);
  } else {
    text.v1 = unknownOwn;
  }
  return { text, diluent: formatNumber(shownDiluent, MAX_SHOWN_DECIMALS), values };
}

export interface DilutionDisplay {
  /** e.g. "V1" */
  readonly symbol: string;
  /** What the unknown's disabled input shows, e.g. "5" or "0.0143" (in the unknown's unit). */
  readonly fieldText: string;
  /** e.g. "V1 = 5 mL", "V1 = 0.005 mL (5 µL)", "C2 = 0.05 mM (50 µM)". */
  readonly headline: string;
  /** C1 in the unit of C2 when they differ: "C1 10 mM = 10 000 µM"; else null. */
  readonly conversion: string | null;
  /** The preparation in words, with the units and the diluent. */
  readonly instruction: string;
  /** What measures each volume: "Pipette the stock with a P20 …"; null when neither can be named. */
  readonly pipettes: string | null;
  /** The caution of the calculated.belowPipette state, else null. */
  readonly caution: string | null;
}

/** "C1 10 mM = 10 000 µM"; through a molecular weight "C1 1 M = 58.44 mg/mL at 58.44 g/mol". */
function conversionOf(result: DilutionResult, c1Text: string): string | null {
  const { units, numbers, link, molecularWeight, significant } = result;
  if (units.c1 === units.c2) return null;
  const inC2 = convertConcentration(numbers.c1, units.c1, units.c2, molecularWeight ?? undefined);
  if (inC2 === null) return null;
  const shown = link === "same" ? formatNumber(inC2, MAX_SHOWN_DECIMALS) : formatDilutionNumber(inC2, significant);
  const via = link === "molecularWeight" ? ` at ${formatEcho(molecularWeight!)} g/mol` : "";
  return `C1 ${withUnit(c1Text, units.c1)} = ${withUnit(shown, units.c2)}${via}`;
}

/** The unknown concentration, also in the unit that suits it: "0.05 mM (50 µM)". */
function concentrationText(value: number, text: string, unit: DilutionConcentrationSymbol, significant: number) {
  const suited = suitedConcentrationUnit(value, unit);
  if (suited === null) return withUnit(text, unit);
  const other = convertConcentration(value, unit, suited)!;
  return `${withUnit(text, unit)} (${withUnit(formatSignificant(other, significant), suited)})`;
}

export function formatDilution(result: DilutionResult): DilutionDisplay {
  const { numbers, solveFor, diluent, units, significant } = result;
  const shown = dilutionShown(result);
  const { text } = shown;
  const fieldText = text[solveFor];
  const symbol = solveFor.toUpperCase();
  const headline =
    solveFor === "c2"
      ? `C2 = ${concentrationText(numbers.c2, text.c2, units.c2, significant)}`
      : `${symbol} = ${labVolume(fieldText, units[solveFor])}`;
  const stock = withUnit(text.v1, units.v1);
  const final = withUnit(text.v2, units.v2);
  const c1 = withUnit(text.c1, units.c1);
  const c2 = withUnit(text.c2, units.c2);
  const diluentText = withUnit(shown.diluent, units.v2);

  let instruction: string;
  if (diluent === 0) {
    instruction =
      solveFor === "c2"
        ? `No diluent: V1 equals V2, so C2 equals C1 (${c1}).`
        : `No diluent needed: C2 equals C1, so use ${stock} of the ${c1} stock as it is.`;
  } else {
    instruction = `${stock} of the ${c1} stock, made up to ${final} at ${c2}: add ${diluentText} diluent.`;
  }

  const kind = dilutionResultKind(result);
  const stockUl = convertVolume(numbers.v1, units.v1, "µL");
  const diluentUl = convertVolume(diluent, units.v2, "µL");
  const stockTool = pipetteFor(stockUl);
  const diluentTool = pipetteFor(diluentUl);
  const stockPart = `the stock (${pipetteVolume(text.v1, units.v1)})`;
  const diluentPart = `the diluent (${pipetteVolume(shown.diluent, units.v2)})`;
  const pipettes =
    stockTool && stockTool === diluentTool
      ? `Measure ${stockPart} and ${diluentPart} with ${stockTool}.`
      : stockTool || diluentTool
        ? `Measure ${[
            stockTool && `${stockPart} with ${stockTool}`,
            diluentTool && `${diluentPart} with ${diluentTool}`,
          ]
            .filter(Boolean)
            .join("; ")}.`
        : null;

  let caution: string | null = null;
  if (kind === "belowPipette") {
    const stockBelow = stockUl > 0 && stockUl < PIPETTABLE_MINIMUM_UL;
    caution = stockBelow
      ? `V1 is ${withUnit(formatSignificant(stockUl, significant), "µL")}, under ${PIPETTABLE_MINIMUM_UL} µL: no pipette measures that accurately. Make an intermediate dilution of the stock first (for example 1 in 100), then dilute that to C2.`
      : `The diluent is ${withUnit(formatSignificant(diluentUl, significant), "µL")}, under ${PIPETTABLE_MINIMUM_UL} µL: no pipette measures that accurately. C2 is so close to C1 that the stock can be used as it is, or make a larger final volume.`;
  }
  return { symbol, fieldText, headline, conversion: conversionOf(result, text.c1), instruction, pipettes, caution };
}

/** The result's words in one announcement: the answer, the conversion, the preparation, the caution, the pipettes. */
export function dilutionAnnouncement(result: DilutionResult): string {
  const { headline, conversion, instruction, pipettes, caution } = formatDilution(result);
  return [
    `${headline}.`,
    conversion ? `${conversion}.` : null,
    instruction,
    caution ? `Caution: ${caution}` : null,
    pipettes,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The rearranged formula for each mode (spec §9). */
export const SOLVE_FOR_FORMULA: Record<SolveFor, string> = {
  v1: "V1 = C2 × V2 ÷ C1",
  v2: "V2 = C1 × V1 ÷ C2",
  c2: "C2 = C1 × V1 ÷ V2",
};
