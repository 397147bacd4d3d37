/**
 * Pure arithmetic and parsing of the converter (no React, no browser API).
 *
 *   mg → mL:  mL = mg ÷ concentration (mg/mL)
 *   mL → mg:  mg = mL × concentration (mg/mL)
 *
 * `evaluateConverter` derives everything a view shows from the typed inputs: the parsed amount
 * and concentration (or why they are invalid), the result and its formatted text, the worked
 * line and the formula line. The machine and its selectors use it; views never recompute.
 */
import {
  belowSmallest,
  DOSE_DECIMALS,
  formatDose,
  formatNumber,
  formatPlainNumber,
  roundsToZero,
} from "~/domain/number/format";
import {
  echoNumber,
  fitsAnEntry,
  isPlainNumberText,
  readEntry,
  typeableNumber,
  unitWordShown,
} from "~/domain/number/entry";
import { BASE_UNIT, unitsHint, type Dimension } from "~/domain/units";
import { perObject } from "~/domain/per-object";
import { decimalProduct, decimalQuotient, decimalRatio } from "~/domain/number/exact";
import {
  formatConcentration,
  parseConcentration,
  type ConcentrationRatio,
  type ConcentrationResult,
} from "~/domain/number/concentration";
import { CONCENTRATION_PRESETS } from "~/data/doses";
import { doseAdvice } from "~/domain/syringe/syringe";
import { cautionText } from "~/domain/syringe/syringe-words";
import type { AutoFamily, DoseAdvice } from "~/domain/syringe/syringe.types";
import type { Direction } from "~/data/doses";

/**
 * The route the person states for the preparation card (issue 27): by mouth, by injection, or not
 * stated (the card then has a line to write it on). The syringe kind follows it: oral syringes for
 * a medicine taken by mouth, injection syringes for an injection; not stated measures with oral
 * syringes, as the converter always has.
 */
export type Route = "unstated" | "oral" | "injection";

/** 'Water' | 'Standard' | 'Pediatric' | 'High Dose'. */
export type PresetName = (typeof CONCENTRATION_PRESETS)[number]["name"];

/**
 * The core formula, computed on the decimal values of the inputs and rounded once (exact.ts), so
 * 0.35 mL × 0.1 mg/mL is 0.035 mg (shown "0.04 mg"), not 0.034999999999999996 ("0.03 mg").
 * Returns NaN/Infinity only for invalid numbers; callers validate first.
 */
export function convert(amount: number, concentration: number, direction: Direction): number {
  return direction === "mgToMl" ? decimalQuotient(amount, concentration) : decimalProduct(amount, concentration);
}

/**
 * The converter's arithmetic, shared by the calculator (convertValue) and Batch Convert: with the
 * concentration as written (`ratio`, mg per mL, e.g. [100, 3] for "100 mg per 3 mL") the amount
 * is divided or multiplied by the ratio itself, rounded once, so 0.025 mg at 100 mg per 3 mL is
 * exactly 0.00075 mL; without it, by `mgPerMl` (convert).
 */
export function convertExactly(
  amount: number,
  mgPerMl: number,
  direction: Direction,
  ratio?: ConcentrationRatio,
): number {
  if (!ratio) return convert(amount, mgPerMl, direction);
  return direction === "mgToMl"
    ? decimalRatio([amount, ratio[1]], [ratio[0]])
    : decimalRatio([amount, ratio[0]], [ratio[1]]);
}

/** Unit of the result: mL for mg → mL, mg for mL → mg. */
export function resultUnit(direction: Direction): "mL" | "mg" {
  return direction === "mgToMl" ? "mL" : "mg";
}

/** Unit of the amount field: mg for mg → mL, mL for mL → mg. */
export function amountUnit(direction: Direction): "mg" | "mL" {
  return direction === "mgToMl" ? "mg" : "mL";
}

/** Maximum decimals of the result (decisions.md: 4 for mL, 2 for mg). */
export function resultDecimals(direction: Direction): number {
  return DOSE_DECIMALS[resultUnit(direction)];
}

export function flipDirection(direction: Direction): Direction {
  return direction === "mgToMl" ? "mlToMg" : "mgToMl";
}

/** The formula line of spec section 9, with the units of decisions.md. */
export function formulaLine(direction: Direction): string {
  return direction === "mgToMl" ? "mL = mg ÷ concentration (mg/mL)" : "mg = mL × concentration (mg/mL)";
}

/** The concentration field's label (the converter's controls table names it by this). */
export const CONCENTRATION_LABEL = "Concentration (mg/mL)";

/** The field label: 'Amount (mg)' or 'Amount (mL)'. */
export function amountLabel(direction: Direction): string {
  return `Amount (${amountUnit(direction)})`;
}

/**
 * The converter's swap button, by its accessible name: the hint below points to it, and the
 * converter's controls table (src/machines/converter/converter.controls.ts) names the button with
 * it. Renaming the button is this one line.
 */
export const SWAP_DIRECTION = "Swap direction";

export const AMOUNT_MESSAGES = {
  empty: (direction: Direction) => `Enter an amount in ${amountUnit(direction)}`,
  negative: "Enter an amount of 0 or more",
  otherUnit: (direction: Direction) =>
    `This field takes ${amountUnit(direction)}. To convert from ${amountUnit(flipDirection(direction))}, use ${SWAP_DIRECTION}`,
  unknownUnit: (word: string, direction: Direction) =>
    `${unitWordShown(word)} is not a unit this field takes: type the amount in ${unitsHint(fieldDimension(direction))}`,
} as const;

export const RESULT_MESSAGES = {
  tooLarge: "The result is too large to show. Check the amount and the concentration",
  /** A caution (the converter shows it as one): a result off the scale is never shown as a plain number. */
  tooSmall: (direction: Direction) =>
    direction === "mgToMl"
      ? `Too small to measure: the volume is ${belowSmallest(resultDecimals(direction), resultUnit(direction))}, the smallest amount shown, and no syringe here can measure it. Check the amount and the concentration, and ask the pharmacy whether a more dilute preparation is available`
      : `Too small to show: the result is ${belowSmallest(resultDecimals(direction), resultUnit(direction))}, the smallest amount shown. Check the amount and the concentration`,
  /**
   * An amount in mg that 2 decimals would move by more than 1 % (0.0125 mg as 0.01 mg): shown in
   * mcg instead, never as the misleading mg figure.
   */
  shownInMcg: (mcg: string, exactMg: string, shownMg: string | null, percent: string) =>
    shownMg === null
      ? `It is ${mcg} (${exactMg}), less than 0.01 mg, the smallest amount shown in mg. Check the amount and the concentration`
      : `It is ${mcg} (${exactMg}): to 2 decimals of a mg it would read ${shownMg}, ${percent}. Check the amount and the concentration`,
} as const;

/** How far a shown figure may be from the exact one before it is not shown as the result: 1 %. */
export const SHOWN_WITHIN = 0.01;

/**
 * Why an amount cannot be used (the converter machine turns each into a state):
 * "empty"; "invalid" (not a number); "negative"; "ambiguous" (a possible thousands separator:
 * `1,200`, `2 500`); "notation" (scientific, hexadecimal, digit separators, non-ASCII digits, more
 * than 15 significant digits); "unit" (a unit of the other dimension, or an unknown word).
 */
export type AmountFailureReason = "empty" | "invalid" | "negative" | "ambiguous" | "notation" | "unit";

export type AmountResult =
  | {
      ok: true;
      /** The amount in the field's unit (mg for mg → mL, mL for mL → mg). */
      value: number;
      /** How it was read, in the field's unit: "2.5 mg". */
      read: string;
      /**
       * How it was read when that differs from what was typed: the unit conversion
       * ("10 mcg = 0.01 mg"), or "Read as 2.5 mg" (a decimal comma, ".5", "20mg"); else null.
       */
      note: string | null;
      /** True when a unit of the field's dimension but another size was converted ("10 mcg"). */
      converted: boolean;
      /** True when a decimal comma was read as a point ("2,5"). */
      decimalComma: boolean;
    }
  | { ok: false; reason: AmountFailureReason; message: string };

/** The dimension of the amount field: mass for mg → mL, volume for mL → mg. */
export function fieldDimension(direction: Direction): Dimension {
  return direction === "mgToMl" ? "mass" : "volume";
}

/**
 * Reads the amount field, and every Batch Convert entry, with the one entry parser
 * (domain/number/entry.ts). A unit typed with the number is part of it (decisions.md, "Dose safety"):
 * the field's own unit is taken as is ("20 mg" in Amount (mg)); another unit of the same dimension
 * is converted, with the conversion as the note ("10 mcg" → 0.01 mg, "10 mcg = 0.01 mg";
 * "0.005 L" → 5 mL); a unit of the other dimension gets a hint to use Swap direction; an unknown
 * word is refused. Negative amounts are invalid.
 */
export function parseAmount(text: string, direction: Direction): AmountResult {
  const entry = readEntry(text);
  if (!entry.ok) {
    if (entry.reason === "empty") return { ok: false, reason: "empty", message: AMOUNT_MESSAGES.empty(direction) };
    if (entry.reason === "unit") {
      const word = unitWordOf(text);
      return { ok: false, reason: "unit", message: AMOUNT_MESSAGES.unknownUnit(word, direction) };
    }
    return { ok: false, reason: entry.reason, message: entry.message };
  }
  const fieldUnit = BASE_UNIT[fieldDimension(direction)];
  const typedUnit = entry.unit ?? fieldUnit;
  if (typedUnit.dimension !== fieldUnit.dimension) {
    return { ok: false, reason: "unit", message: AMOUNT_MESSAGES.otherUnit(direction) };
  }
  if (entry.value < 0) return { ok: false, reason: "negative", message: AMOUNT_MESSAGES.negative };
  const converted = typedUnit !== fieldUnit;
  const value = converted ? decimalProduct(entry.value, typedUnit.factor) : entry.value;
  const read = `${echoNumber(value)} ${fieldUnit.symbol}`;
  let note: string | null = null;
  if (converted) note = `${echoNumber(entry.value)} ${typedUnit.symbol} = ${read}`;
  else if (!isPlainNumberText(entry.trimmed, value) && entry.trimmed !== read) note = `Read as ${read}`;
  return { ok: true, value, read, note, converted, decimalComma: entry.decimalComma };
}

/** The word after the number in a refused entry ("10 units" → "units"), for the hint. */
function unitWordOf(text: string): string {
  return text.trim().replace(/^[^\p{L}]*/u, "");
}

export type ConverterResult =
  | {
      status: "ok";
      value: number;
      /** Formatted with unit by the shared formatter: "2 mL". */
      text: string;
      /**
       * The number without unit or commas ("2", "2.125"): the CSV's and Swap's number (Swap types
       * it as entry.ts typeableText writes it, "2.1250", so the entry parser reads it back).
       */
      plain: string;
      /** "20 mg ÷ 10 mg/mL = 2 mL". */
      worked: string;
    }
  | {
      status: "too-small";
      value: number;
      /** "less than 0.0001 mL". */
      text: string;
      plain: "0";
      message: string;
    }
  | { status: "none"; /** Why there is no result, when it is not a field's fault. */ message: string | null };

/** How far a shown figure is from the exact one, in words: "20% less", "1.01% more". */
function offWords(shown: number, exact: number): string {
  const percent = (Math.abs(shown - exact) / exact) * 100;
  return `${formatNumber(percent, percent < 10 ? 2 : 1)}% ${shown > exact ? "more" : "less"}`;
}

/**
 * Whether a figure, rounded to `decimals`, is within 1 % of the exact value. Exactly 1 % is within
 * (0.0909… mg shown as 0.09 mg): the margin of 1 part in 10⁹ keeps a double's rounding from
 * deciding it.
 */
function shownWithin(exact: number, decimals: number): boolean {
  return Math.abs(Number(formatPlainNumber(exact, decimals)) - exact) <= SHOWN_WITHIN * exact * (1 + 1e-9);
}

/** Below this many mg, 2 decimals can move an amount by more than 1 % (at most 0.005 mg off). */
const MG_SHOWN_WITHIN_FROM = 0.5;

/**
 * An mg result (mL → mg) that its 2 decimals would move by more than 1 %, said in mcg when that
 * is within 1 % (else null: "less than 0.01 mg" stays the answer of an amount too small for both).
 * Batch Convert asks it of each entry too.
 */
export function mcgInstead(
  mg: number,
  decimals: number = DOSE_DECIMALS.mg,
): Extract<ConverterResult, { status: "too-small" }> | null {
  if (!(mg > 0) || mg >= MG_SHOWN_WITHIN_FROM || shownWithin(mg, decimals)) return null;
  const mcg = decimalProduct(mg, 1000);
  if (!shownWithin(mcg, DOSE_DECIMALS.mcg)) return null;
  const shown = Number(formatPlainNumber(mg, decimals));
  return {
    status: "too-small",
    value: mg,
    text: formatDose(mcg, "mcg"),
    plain: "0",
    message: RESULT_MESSAGES.shownInMcg(
      formatDose(mcg, "mcg"),
      `${formatNumber(mg, 12)} mg`,
      shown === 0 ? null : formatDose(shown, "mg"),
      offWords(shown, mg),
    ),
  };
}

/**
 * Converts one valid amount and describes the result by the display rules: formatted text,
 * the plain number for a field, the worked line; "too small to show" and "too large" are
 * reported instead of a misleading 0 or an Infinity. Shared by the converter and Batch Convert.
 */
export function convertValue(
  amount: number,
  mgPerMl: number,
  direction: Direction,
  amountRead: string = `${formatNumber(amount, 12)} ${amountUnit(direction)}`,
  /** The concentration as written (mg per mL, ConcentrationResult.ratio), to compute exactly. */
  ratio?: ConcentrationRatio,
): ConverterResult {
  const unit = resultUnit(direction);
  const decimals = resultDecimals(direction);
  const value = convertExactly(amount, mgPerMl, direction, ratio);
  // A result with more digits than can be true (or typed back) is not shown as if it were exact.
  if (!Number.isFinite(value) || !fitsAnEntry(value, decimals))
    return { status: "none", message: RESULT_MESSAGES.tooLarge };
  // An amount in mg under 0.5 mg can be moved by more than 1 % by its 2 decimals (0.0125 mg reads
  // 0.01 mg, 20 % less): it is said in mcg, off the scale of the mg figure, never as 0.01 mg; so
  // is one that rounds to 0 mg, while its mcg figure is within 1 % (0.004 mg is 4 mcg).
  const inMcg = direction === "mlToMg" ? mcgInstead(value, decimals) : null;
  if (inMcg) return inMcg;
  if (roundsToZero(value, decimals)) {
    return {
      status: "too-small",
      value,
      text: belowSmallest(decimals, unit),
      plain: "0",
      message: RESULT_MESSAGES.tooSmall(direction),
    };
  }
  const text = formatDose(value, unit);
  const operator = direction === "mgToMl" ? "÷" : "×";
  return {
    status: "ok",
    value,
    text,
    plain: formatPlainNumber(value, decimals),
    worked: `${amountRead} ${operator} ${formatConcentration(mgPerMl)} = ${text}`,
  };
}

export interface ConverterEvaluation {
  direction: Direction;
  /** The route stated for the card, and the syringe family it measures with (oral when not stated). */
  route: Route;
  family: AutoFamily;
  amount: AmountResult;
  concentration: ConcentrationResult;
  result: ConverterResult;
  formula: string;
  amountLabel: string;
  resultUnit: "mL" | "mg";
  /** A note under the amount field saying how it was read, when that differs from what was typed. */
  amountNote: string | null;
  /** A note under the concentration field ("250 mg per 5 mL = 50 mg/mL", "Read as 2.5 mg/mL"). */
  concentrationNote: string | null;
  /** The preset whose concentration equals the current one (for aria-pressed). */
  activePreset: PresetName | null;
}

/**
 * Whether an evaluation is a preparation: a result shown as a number, of an amount above 0. Only
 * then can it be printed on a preparation card or double-checked (0 mg or 0 mL is not a dose).
 */
export const isPreparation = (e: ConverterEvaluation): boolean =>
  e.result.status === "ok" && e.amount.ok && e.amount.value > 0;

export interface ConverterInputs {
  amountText: string;
  concentrationText: string;
  direction: Direction;
  /** The route stated for the card; not stated (the default) measures with oral syringes. */
  route?: Route;
}

/** The routes, in the order the Route field offers them, with their words. */
export const ROUTES: readonly Route[] = ["unstated", "oral", "injection"];

export const ROUTE_LABEL: Readonly<Record<Route, string>> = {
  unstated: "Not stated (write it on the card)",
  oral: "By mouth (oral syringe)",
  injection: "Injection (injection syringe)",
};

/** The route as a preparation card prints it, or null when not stated (the card has a line). */
export const ROUTE_ON_CARD: Readonly<Record<Route, string | null>> = {
  unstated: null,
  oral: "By mouth",
  injection: "Injection",
};

export function isRoute(value: unknown): value is Route {
  return value === "unstated" || value === "oral" || value === "injection";
}

/** The syringe kind that fits the route: injection syringes for an injection, else oral syringes. */
export function familyOfRoute(route: Route | undefined): AutoFamily {
  return route === "injection" ? "injection" : "oral";
}

/** Derives everything the converter shows from its inputs. Pure; never throws. */
export function evaluateConverter({
  amountText,
  concentrationText,
  direction,
  route = "unstated",
}: ConverterInputs): ConverterEvaluation {
  const amount = parseAmount(amountText, direction);
  // The converter keeps the dose rule for a bare strength ("1,200" alone is asked, decisions.md).
  const concentration = parseConcentration(concentrationText, "dose");
  const unit = resultUnit(direction);

  const result: ConverterResult =
    amount.ok && concentration.ok
      ? convertValue(amount.value, concentration.mgPerMl, direction, amount.read, concentration.ratio)
      : { status: "none", message: null };

  const amountNote = amount.ok ? amount.note : null;
  const concentrationNote = concentration.ok ? concentration.note : null;
  const activePreset = concentration.ok
    ? (CONCENTRATION_PRESETS.find((p) => p.concentration === concentration.mgPerMl)?.name ?? null)
    : null;

  return {
    direction,
    route,
    family: familyOfRoute(route),
    amount,
    concentration,
    result,
    formula: formulaLine(direction),
    amountLabel: amountLabel(direction),
    resultUnit: unit,
    amountNote,
    concentrationNote,
    activePreset,
  };
}

/** The concentration of a named preset, or undefined for an unknown name. */
export function presetConcentration(name: string): number | undefined {
  return CONCENTRATION_PRESETS.find((p) => p.name === name)?.concentration;
}

/** A preset or default value written into a field: "2.5", "1000" (no commas, no unit). */
export function fieldText(value: number): string {
  return typeableNumber(value, 12);
}

/** The volume in mL the converter describes: the result (mg → mL) or the amount (mL → mg). */
export function volumeOf(e: ConverterEvaluation): number | null {
  if (e.result.status === "none") return null;
  return e.direction === "mgToMl" ? e.result.value : e.amount.ok ? e.amount.value : null;
}

export { CAUTION_LEAD } from "~/domain/caution-lead";

/**
 * What the card needs to know of the calculator after every change (forwarded by the card): the
 * concentration and direction for Batch Convert, the volume for the syringe, and the calculation as
 * typed for a double check (the card hands it over; no view reads it from the converter).
 */
export interface ConverterSettings {
  /** The calculation as typed and chosen, as a double check takes it (route: not stated when absent). */
  entry: Required<ConverterInputs>;
  direction: Direction;
  /** The syringe family the route measures with (Batch Convert's cautions use the same). */
  family: AutoFamily;
  mgPerMl: number | null;
  ratio: ConcentrationRatio | null;
  /** The volume in mL to draw, or null. */
  volume: number | null;
}

export function converterSettings(inputs: ConverterInputs): ConverterSettings {
  const e = evaluationOf(inputs);
  const { amountText, concentrationText, direction, route = "unstated" } = inputs;
  return {
    entry: { amountText, concentrationText, direction, route },
    direction: e.direction,
    family: e.family,
    mgPerMl: e.concentration.ok ? e.concentration.mgPerMl : null,
    ratio: e.concentration.ok ? e.concentration.ratio : null,
    volume: volumeOf(e),
  };
}

/**
 * `evaluateConverter` memoised per context object (XState gives a new context object on every
 * assign), so the guards, the selectors and the views of one snapshot share one evaluation.
 */
export const evaluationOf: (inputs: ConverterInputs) => ConverterEvaluation = perObject(evaluateConverter);

// ---------------------------------------------------------------------------------------------
// Dose safety: how safely the volume can be measured, by the one syringe rule (domain/syringe/syringe.ts).

/** The rule's advice for the converter's volume, or null when there is no volume above 0. */
export function adviceOf(e: ConverterEvaluation): DoseAdvice | null {
  const volume = volumeOf(e);
  return volume !== null && volume > 0 ? doseAdvice(volume, e.family) : null;
}

/** Every caution of the result, in order (small or large first), in the calm words of domain/syringe/syringe-words.ts. */
export function resultCautions(e: ConverterEvaluation): readonly string[] {
  return (adviceOf(e)?.cautions ?? []).map(cautionText);
}
