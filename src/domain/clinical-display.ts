/**
 * How the clinical calculators show their figures (issue 31), through the one shared formatter
 * (lib/number/format.ts): amounts of medicine, strengths, volumes with the one syringe rule's
 * advice, pump rates, drops and durations, with time units written out ("per minute", "per hour")
 * and mL/h as pumps show it. Doses and volumes follow the medication-safety display rules: no
 * trailing zeros, a leading zero, a thousands comma, a space before the unit, mcg and mL spelled so.
 */
import { echoNumber, fitsAnEntry } from "~/domain/number/entry";
import { formatConcentrationValue } from "~/domain/number/concentration";
import { belowSmallest, formatDose, formatNumber, formatPlainNumber, roundsToZero } from "~/domain/number/format";
import { decimalRatio } from "~/domain/number/exact";
import { lookupUnit } from "~/domain/units";
import { doseAdvice, formatPercent } from "~/domain/syringe/syringe";
import { cautionText } from "~/domain/syringe/syringe-words";
import type { AutoFamily, DoseAdvice } from "~/domain/syringe/syringe.types";

// ---------------------------------------------------------------------------------------------
// Amounts of medicine: mass or units

/** Units an amount of medicine is shown in. */
export type AmountUnit = "mcg" | "mg" | "g" | "units";
export type AmountKind = "mass" | "units";

export const kindOfAmountUnit = (u: AmountUnit): AmountKind => (u === "units" ? "units" : "mass");

/** mg per one of the unit (mass), 1 for units. */
export function amountFactor(u: AmountUnit): number {
  return u === "units" ? 1 : lookupUnit(u)!.factor;
}

/** Most decimals an amount is shown with (a dose of 0.0000004 mg is not a dose: off the scale). */
const AMOUNT_MAX_DECIMALS = 6;

/**
 * Decimals an amount (a dose, a dose rate) is shown with: 2, as the converter shows mg, or as many
 * as 3 significant figures need for amounts under 1 (at most 6), so rounding never moves a dose by
 * more than 1 %: 149.69 mg, 0.066 mg (never 0.07 mg), 0.00123 mg.
 */
export function amountDecimals(value: number): number {
  const abs = Math.abs(value);
  if (!Number.isFinite(abs) || abs === 0 || abs >= 1) return 2;
  let exponent = Math.floor(Math.log10(abs));
  if (10 ** (exponent + 1) <= abs) exponent += 1;
  return Math.min(AMOUNT_MAX_DECIMALS, Math.max(2, 2 - exponent));
}

/** An amount as the person reads it, and the value that text stands for (used as shown). */
export function shownAmount(value: number): number {
  return Number(formatPlainNumber(value, amountDecimals(value)));
}

/**
 * Whether an amount (a dose, a dose rate), a volume in mL, or a pump rate is too large to show
 * with every digit true: not finite, or more digits than an entry takes (number/entry.ts
 * fitsAnEntry). The calculators answer "too large to calculate with" instead.
 */
export const amountTooLarge = (value: number): boolean => !fitsAnEntry(value, amountDecimals(value));
export const volumeTooLarge = (ml: number): boolean => !fitsAnEntry(ml, 4);

/** Whether an amount would be shown as 0. */
export const amountRoundsToZero = (value: number): boolean => roundsToZero(value, amountDecimals(value));

/**
 * "149.7 mg", "0.066 mg", "25,000 units", "1 unit" (ISMP: "units" always written out); an amount
 * above 0 too small for its decimals is "less than 0.000001 mg", never "0 mg".
 */
export function formatAmount(value: number, unit: AmountUnit): string {
  const decimals = amountDecimals(value);
  if (value > 0 && roundsToZero(value, decimals)) return belowSmallest(decimals, unit);
  const text = formatNumber(value, decimals);
  return `${text} ${unit === "units" && text === "1" ? "unit" : unit}`;
}

/** A typed number echoed exactly with its unit: "22 lb", "0.5 g". */
export const echo = (value: number, unit: string): string => `${echoNumber(value)} ${unit}`;

/** A typed amount echoed exactly: "1,000 mg", "5,000,000 units", "1 unit". */
export const echoAmount = (value: number, unit: AmountUnit): string =>
  echo(value, unit === "units" && value === 1 ? "unit" : unit);

// ---------------------------------------------------------------------------------------------
// Strengths and copied lines

/** "50 mg/mL", "50 units/mL" or "1 unit/mL". */
export function formatStrength(perMl: number, kind: AmountKind): string {
  const value = formatConcentrationValue(perMl);
  return `${value} ${kind === "units" ? (value === "1" ? "unit" : "units") : "mg"}/mL`;
}

/** A strength for a copied line: "400 mg per 250 mL (1.6 mg/mL)", or "50 mg/mL". */
export const strengthPhrase = (s: Strength): string =>
  s.read === s.normalized ? s.normalized : `${s.read} (${s.normalized})`;

/** A copied line: the result, then every caution's words (a caution travels with its result). */
export function lineWithCautions(core: string, cautions: readonly string[]): string {
  return cautions.length > 0 ? `${core}. ${cautions.join(" ")}` : core;
}

// ---------------------------------------------------------------------------------------------
// Volumes, measured with the one syringe rule

/** How a volume to draw can be measured, as the converter's result region says it. */
export type VolumeAspect = "measurable" | "cautionSmall" | "cautionLarge" | "cautionPrecision" | "tooSmallToShow";

export interface VolumeFacts {
  readonly ml: number;
  /** "2.994 mL", or "less than 0.0001 mL". */
  readonly text: string;
  readonly aspect: VolumeAspect;
  /** The one syringe rule's advice (domain/syringe/syringe.ts doseAdvice), or null when too small to show. */
  readonly advice: DoseAdvice | null;
  /** Every caution of the volume, in the rule's order, as the converter says them (one text), or null. */
  readonly caution: string | null;
}

export const TOO_SMALL_VOLUME_TEXT =
  "The volume is below 0.0001 mL, the smallest amount shown: check the dose and the strength.";

const ASPECT_OF_CAUTION = { small: "cautionSmall", large: "cautionLarge", precision: "cautionPrecision" } as const;

/**
 * The volume to draw, with the syringe rule's advice for the family: its aspect is the first
 * caution's, and every caution is said (a volume under 0.1 mL that also falls between marks says
 * both, as the converter does).
 */
export function describeVolume(ml: number, family: AutoFamily): VolumeFacts {
  if (roundsToZero(ml, 4))
    return { ml, text: belowSmallest(4, "mL"), aspect: "tooSmallToShow", advice: null, caution: TOO_SMALL_VOLUME_TEXT };
  const advice = doseAdvice(ml, family);
  const first = advice.cautions[0];
  return {
    ml,
    text: formatDose(ml, "mL"),
    aspect: first ? ASPECT_OF_CAUTION[first.kind] : "measurable",
    advice,
    caution: first ? advice.cautions.map(cautionText).join(" ") : null,
  };
}

/**
 * The result's line naming the syringe: the rule's ("Syringe: 1 mL oral syringe"), or, for a
 * volume larger than any of them holds, that none does (never a syringe that cannot hold it).
 */
export function syringeLine(volume: VolumeFacts | null): string | null {
  const advice = volume?.advice;
  if (!advice) return null;
  const { outcome, syringe } = advice.recommendation;
  return outcome === "exceeds"
    ? `Syringe: none of the syringes here holds ${formatDose(advice.volumeMl, "mL")} (the largest is the ${syringe.name})`
    : `Syringe: ${syringe.name}`;
}

// ---------------------------------------------------------------------------------------------
// Rates, drops and durations: time units written out

export type PerTime = "min" | "h";

/** "per minute", "per hour". */
export const perWords = (per: PerTime | "day"): string =>
  per === "min" ? "per minute" : per === "h" ? "per hour" : "per day";

/**
 * Decimals of a pump rate in mL/h: 0.1 mL/h from 10 mL/h up, 0.01 mL/h below (the steps pumps are
 * set in), so the rounding moves a rate of 0.5 mL/h or more by at most 1 %.
 */
export const pumpRateDecimals = (mlPerHour: number): number => (Math.abs(mlPerHour) >= 10 ? 1 : 2);

/** The pump rate as set: the rate rounded to its decimals. */
export const shownPumpRate = (mlPerHour: number): number =>
  Number(formatPlainNumber(mlPerHour, pumpRateDecimals(mlPerHour)));

/** Whether a pump rate is too large to show with every digit true (see amountTooLarge). */
export const pumpRateTooLarge = (mlPerHour: number): boolean => !fitsAnEntry(mlPerHour, pumpRateDecimals(mlPerHour));

/** "13.1 mL/h": the unit a pump is set in, as on its display (a dose rate's time unit is written out). */
export const formatPumpRate = (mlPerHour: number): string =>
  `${formatNumber(mlPerHour, pumpRateDecimals(mlPerHour))} mL/h`;

/**
 * "31 drops per minute", "1 drop per minute"; a rate under half a drop a minute is "less than 1
 * drop per minute", never "0 drops", a figure no one can count.
 */
/** Drops per minute worked out, to 2 decimals: "1.33", "0.04", "less than 0.01" (never "0" for a flow). */
export const dropsFigure = (drops: number): string =>
  drops > 0 && roundsToZero(drops, 2) ? belowSmallest(2) : formatNumber(drops, 2);

export const formatDrops = (drops: number): string =>
  drops > 0 && drops < 1
    ? "less than 1 drop per minute"
    : `${formatNumber(drops, 0)} ${Math.round(drops) === 1 ? "drop" : "drops"} per minute`;

/** "19 hours 5 minutes", "1 hour", "45 minutes", "under 1 minute" (a duration in minutes, > 0). */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 1) return "under 1 minute";
  const hours = Math.floor(whole / 60);
  const rest = whole - hours * 60;
  const h = hours > 0 ? `${formatNumber(hours, 0)} ${hours === 1 ? "hour" : "hours"}` : "";
  const m = rest > 0 ? `${formatNumber(rest, 0)} ${rest === 1 ? "minute" : "minutes"}` : "";
  return [h, m].filter(Boolean).join(" ");
}

/** "19.08 hours", "1 hour": a duration in hours, to 0.01 hour. */
export function formatHours(minutes: number): string {
  const text = formatNumber(decimalRatio([minutes], [60]), 2);
  return `${text} ${text === "1" ? "hour" : "hours"}`;
}

/** "4.8% more" / "6.3% less" (the syringe rule's wording of a difference). */
export const differenceWords = (percent: number): string =>
  `${formatPercent(percent)} ${percent > 0 ? "more" : "less"}`;

/** A label strength as read (readStrength in clinical.ts). */
export interface Strength {
  readonly kind: AmountKind;
  /** mg/mL (mass) or units/mL, unrounded. */
  readonly perMl: number;
  /** As written: [amount in mg or units, volume in mL]: "250 mg per 5 mL" → [250, 5]. */
  readonly ratio: readonly [amount: number, ml: number];
  /** "50 mg/mL", "50 units/mL". */
  readonly normalized: string;
  /** How it was read, in its own form: "250 mg per 5 mL", "1% (w/v)", "50 mg/mL". */
  readonly read: string;
  /** "250 mg per 5 mL = 50 mg/mL", or just the normalized value. */
  readonly description: string;
  /** The note under the field, or null. */
  readonly note: string | null;
}
