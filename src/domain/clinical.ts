/**
 * What the three clinical calculators share (issue 31: weight-based dose, infusion rate,
 * reconstitution): reading a field, the weight, a label strength, and the display of amounts,
 * rates, drops and durations. Pure TypeScript: no machine, no view, no browser API.
 *
 * Every field is read by the one entry parser (lib/number/entry.ts), so an ambiguous number
 * (`1,200`, `2 500`), scientific notation, digit separators, odd digits and more than 15
 * significant digits are refused here exactly as in the converter, with the same hints. A unit
 * typed after the number may be a rate's whole unit ("5 mcg/kg/min", "13.1 mL/h"): each of its
 * words comes from the one units vocabulary (lib/units.ts, `lookupAnyUnit`); a word that is not
 * there, or that does not fit the field, is refused with a hint naming what the field takes. A
 * typed unit is never dropped: it is converted, with the conversion shown, or refused.
 *
 * Which figures are used as shown: a figure a person acts on is used exactly as it is shown, so
 * every line of working can be checked by hand or with the converter: the weight in kg (a weight
 * typed in lb is converted and rounded to 0.01 kg), the dose to give, and the pump rate to set.
 * Every other figure is computed from the entries with decimal-exact arithmetic (exact.ts) and
 * one rounding, and a concentration is carried as written (250 mg per 5 mL as [250, 5]), as the
 * converter carries it.
 */
import { ENTRY_MESSAGES, echoNumber, isPlainNumberText, readEntry, unitWordShown } from "~/lib/number/entry";
import { formatConcentrationValue, parseConcentration, type ConcentrationResult } from "~/lib/number/concentration";
import { formatDose, formatNumber, formatPlainNumber, roundsToZero } from "~/lib/number/format";
import { decimalProduct, decimalQuotient, decimalRatio } from "~/lib/number/exact";
import { lookupAnyUnit, lookupUnit, type AnyUnit, type ClinicalUnit, type Unit } from "~/lib/units";
import { cautionText, doseAdvice, formatPercent } from "~/machines/syringe/syringe.calc";
import type { AutoFamily, DoseAdvice } from "~/machines/syringe/syringe.types";

// ---------------------------------------------------------------------------------------------
// Statuses shared by the three calculators

/**
 * Why a field cannot be used: the entry parser's reasons ("empty", "invalid", "ambiguous",
 * "notation", "unit"), and the calculators' own: "negative", "zero" (0 where it cannot be),
 * "range" (outside what the field takes, e.g. 30 doses a day), "mismatch" (the entry says
 * something the choices contradict, e.g. "/min" with per hour chosen, units against mg),
 * "choice" (a choice the person must make is not made, e.g. per minute or per hour).
 */
export type InvalidReason = "empty" | "invalid" | "ambiguous" | "notation" | "unit" | "negative" | "zero" | "range" | "mismatch" | "choice";

export interface FieldIssue<F extends string> {
  readonly field: F;
  readonly reason: InvalidReason;
  readonly message: string;
}

/** Nothing typed yet in the fields a result needs: no hint, no result. */
export interface EmptyStatus<F extends string> {
  readonly kind: "empty";
  readonly notes: Notes<F>;
}

/** A field that cannot be used: the first in field order, with every issue for the form. */
export interface InvalidStatus<F extends string> {
  readonly kind: "invalid";
  readonly field: F;
  readonly reason: InvalidReason;
  readonly message: string;
  readonly issues: readonly FieldIssue<F>[];
  readonly notes: Notes<F>;
}

/** Valid entries whose result cannot be shown (too large to compute, or too small to show). */
export interface OffScaleStatus<F extends string> {
  readonly kind: "offScale";
  readonly message: string;
  readonly notes: Notes<F>;
}

/** How a field's entry was read, when that differs from what was typed ("22 lb = 9.98 kg"). */
export type Notes<F extends string> = Partial<Record<F, string>>;

/** One caution a person sees, with its words. Never worded as a success. */
export interface Caution<K extends string> {
  readonly kind: K;
  readonly text: string;
}

/**
 * The status for entries of which at least one cannot be used: "empty" when the fields a result
 * needs are all empty and nothing typed elsewhere is wrong (a choice not made yet is not wrong
 * before anything is typed), else "invalid" with the first issue in field order.
 */
export function statusOfIssues<F extends string>(
  issues: readonly FieldIssue<F>[],
  requiredEmpty: boolean,
  notes: Notes<F>,
): EmptyStatus<F> | InvalidStatus<F> {
  const shown = requiredEmpty ? issues.filter((i) => i.reason !== "empty" && i.reason !== "choice") : issues;
  const first = shown[0];
  if (!first) return { kind: "empty", notes };
  return { kind: "invalid", field: first.field, reason: first.reason, message: first.message, issues: shown, notes };
}

/** A copied line: the result, then every caution's words (a caution travels with its result). */
export function lineWithCautions(core: string, cautions: readonly string[]): string {
  return cautions.length > 0 ? `${core}. ${cautions.join(" ")}` : core;
}

/** The line 'Copy result' writes for a status, or null when there is no result. */
export function copyLineOf(status: { readonly kind: string } | { readonly kind: "ready"; readonly copyLine: string }): string | null {
  return status.kind === "ready" && "copyLine" in status ? status.copyLine : null;
}

/**
 * An evaluation memoised per inputs object (a machine's context is a new object on every assign),
 * so the guards, the selectors and the views of one snapshot share one evaluation.
 */
export function perInputsObject<I extends object, S>(evaluate: (inputs: I) => S): (inputs: I) => S {
  const cache = new WeakMap<I, S>();
  return (inputs) => {
    if (!cache.has(inputs)) cache.set(inputs, evaluate(inputs));
    return cache.get(inputs) as S;
  };
}

// ---------------------------------------------------------------------------------------------
// Reading a number with its unit words

/** A number with the unit typed after it: "5 mcg/kg/min" → 5, mcg, [kg, min]; "4" → 4, null, []. */
export type Measure =
  | {
      readonly ok: true;
      readonly value: number;
      /** The unit before any "/" or "per" (mcg in "5 mcg/kg/min"), or null. */
      readonly unit: AnyUnit | null;
      /** The units after each "/" or "per", in order ([kg, min]). */
      readonly per: readonly AnyUnit[];
      /** The number as typed, without its unit ("2,5" in "2,5 kg"). */
      readonly numberText: string;
    }
  | { readonly ok: false; readonly reason: "empty" | "invalid" | "ambiguous" | "notation" | "unit"; readonly message: string; readonly word: string };

/** Separators of a rate's unit words: "/" or the word "per". */
const PER = /\s*\/\s*|\s+per\s+|^per\s+/i;

/**
 * Reads "number [unit][/unit…]" with the one entry parser. A single unit word is the entry
 * parser's own reading; a rate ("mcg/kg/min", "mL per hour") is split after the number, whose
 * text the entry parser reads again, so its refusals (ambiguous, notation…) come first.
 */
export function readMeasure(text: string): Measure {
  const whole = readEntry(text);
  const trimmed = (typeof text === "string" ? text : "").trim();
  const split = /^([^\p{L}/]*)(.*)$/su.exec(trimmed);
  const numberText = split?.[1] ?? "";
  if (whole.ok) return { ok: true, value: whole.value, unit: whole.unit, per: [], numberText: numberText.trim() };
  if (whole.reason !== "unit" && whole.reason !== "invalid") return { ok: false, reason: whole.reason, message: whole.message, word: "" };
  const unitText = (split?.[2] ?? "").trim();
  if (!/[0-9]/.test(numberText) || unitText === "") return { ok: false, reason: whole.reason, message: whole.message, word: "" };
  const number = readEntry(numberText);
  if (!number.ok) return { ok: false, reason: number.reason, message: number.message, word: "" };
  const words = unitText.split(PER);
  const units: (AnyUnit | null)[] = [];
  for (const [i, word] of words.entries()) {
    if (word === "" && i === 0) {
      units.push(null);
      continue;
    }
    const unit = lookupAnyUnit(word);
    if (!unit) return { ok: false, reason: "unit", message: ENTRY_MESSAGES.unknownUnit(word), word };
    units.push(unit);
  }
  const [first = null, ...rest] = units;
  return { ok: true, value: number.value, unit: first, per: rest as AnyUnit[], numberText: numberText.trim() };
}

/** Whether a unit is a medicine's mass unit (mcg, mg, g). */
export const isMass = (u: AnyUnit | null): u is Unit => u !== null && u.dimension === "mass";
/** Whether a unit is a volume unit (mL, dL, L). */
export const isVolume = (u: AnyUnit | null): u is Unit => u !== null && u.dimension === "volume";
/** Whether a unit is "units" (activity). */
export const isUnits = (u: AnyUnit | null): u is ClinicalUnit => u !== null && u.symbol === "units";

/** "“stone” is not a unit here: type the weight in kg or lb" (a long or odd word is "That"). */
export function unknownUnitMessage(word: string, hint: string): string {
  return `${unitWordShown(word)} is not a unit here: ${hint}`;
}

/** A refused Measure as a field issue, with the field's own words for "empty" and unknown units. */
export function measureIssue<F extends string>(field: F, m: Extract<Measure, { ok: false }>, empty: string, unitHint: string): FieldIssue<F> {
  if (m.reason === "empty") return { field, reason: "empty", message: empty };
  if (m.reason === "unit") return { field, reason: "unit", message: unknownUnitMessage(m.word, unitHint) };
  return { field, reason: m.reason, message: m.message };
}

/** "Read as 2.5 kg" when the number was not written plainly ("2,5", ".5"), else null. */
export function readAsNote(m: Extract<Measure, { ok: true }>, shown: string): string | null {
  return isPlainNumberText(m.numberText, m.value) ? null : `Read as ${shown}`;
}

// ---------------------------------------------------------------------------------------------
// Volumes typed: "250", "250 mL", "0.5 L"

export const VOLUME_MESSAGES = {
  unitHint: "type the volume in mL or L",
  volumeOnly: "Enter a volume in mL or L, for example 250",
} as const;

/**
 * A volume field in mL: a bare number is mL, another volume unit is converted with the
 * conversion shown. `empty` null makes the field optional (an empty one reads as null);
 * `zeroAllowed` takes 0 (a displacement the label gives as nil).
 */
export function readMl<F extends string>(
  field: F,
  text: string,
  words: { readonly empty: string | null; readonly notPositive: string; readonly zeroAllowed?: boolean },
): { value: number; note: string | null } | null | FieldIssue<F> {
  const m = readMeasure(text);
  if (!m.ok && m.reason === "empty" && words.empty === null) return null;
  if (!m.ok) return measureIssue(field, m, words.empty ?? "", VOLUME_MESSAGES.unitHint);
  if ((m.unit !== null && !isVolume(m.unit)) || m.per.length > 0) return { field, reason: "unit", message: VOLUME_MESSAGES.volumeOnly };
  if (m.value < 0) return { field, reason: "negative", message: words.notPositive };
  if (m.value === 0 && !words.zeroAllowed) return { field, reason: "zero", message: words.notPositive };
  const value = m.unit ? decimalProduct(m.value, m.unit.factor) : m.value;
  const shown = echo(value, "mL");
  return { value, note: m.unit && m.unit.symbol !== "mL" ? `${echo(m.value, m.unit.symbol)} = ${shown}` : readAsNote(m, shown) };
}

/** Whether a reader's answer is a field issue (every reader returns its value object or an issue). */
export const isFieldIssue = <F extends string>(r: unknown): r is FieldIssue<F> =>
  typeof r === "object" && r !== null && "reason" in r && "field" in r && "message" in r;

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

/** A unit typed or chosen, as an amount unit, or null when it is not one. */
export function amountUnitOf(u: AnyUnit | null): AmountUnit | null {
  if (isUnits(u)) return "units";
  if (isMass(u) && (u.symbol === "mcg" || u.symbol === "mg" || u.symbol === "g")) return u.symbol;
  return null;
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

/** Whether an amount would be shown as 0. */
export const amountRoundsToZero = (value: number): boolean => roundsToZero(value, amountDecimals(value));

/** "149.7 mg", "0.066 mg", "25,000 units", "1 unit" (ISMP: "units" always written out). */
export function formatAmount(value: number, unit: AmountUnit): string {
  const text = formatNumber(value, amountDecimals(value));
  return `${text} ${unit === "units" && text === "1" ? "unit" : unit}`;
}

/** A typed number echoed exactly with its unit: "22 lb", "0.5 g". */
export const echo = (value: number, unit: string): string => `${echoNumber(value)} ${unit}`;

/** The words of an amount field (a powder, a dose, a maximum). */
export interface AmountWords {
  /** What an empty field says; null makes the field optional (an empty one reads as null). */
  readonly empty: string | null;
  readonly notPositive: string;
  /** After "“word” is not a unit here: ". */
  readonly unitHint: string;
  /** For a unit of another kind: a volume, or units where a mass is taken (and the reverse). */
  readonly otherKind: string;
  /** For a rate typed ("500 mg/day"). */
  readonly perSomething: string;
  /** Whether "per dose" may follow the unit ("500 mg/dose"). */
  readonly perDoseAllowed?: boolean;
}

/**
 * An amount of medicine in the field's unit: a bare number is in `unit`; a typed unit of the same
 * kind (mass, or units) is converted to it with the conversion shown ("1 g = 1,000 mg"); a unit of
 * the other kind is refused ("mismatch"), as is any other word.
 */
export function readAmount<F extends string>(
  field: F,
  text: string,
  unit: AmountUnit,
  words: AmountWords,
): { value: number; note: string | null } | null | FieldIssue<F> {
  const m = readMeasure(text);
  if (!m.ok && m.reason === "empty" && words.empty === null) return null;
  if (!m.ok) return measureIssue(field, m, words.empty ?? "", words.unitHint);
  const typed = m.unit === null ? unit : amountUnitOf(m.unit);
  if (typed === null) return { field, reason: "unit", message: words.otherKind };
  if (kindOfAmountUnit(typed) !== kindOfAmountUnit(unit)) return { field, reason: "mismatch", message: words.otherKind };
  const perDose = m.per.length === 1 && m.per[0]?.symbol === "dose" && words.perDoseAllowed === true;
  if (m.per.length > 0 && !perDose) return { field, reason: "unit", message: words.perSomething };
  if (m.value < 0) return { field, reason: "negative", message: words.notPositive };
  if (m.value === 0) return { field, reason: "zero", message: words.notPositive };
  const value = typed === unit ? m.value : decimalRatio([m.value, amountFactor(typed)], [amountFactor(unit)]);
  const note = typed !== unit ? `${echo(m.value, typed)} = ${echo(value, unit)}` : readAsNote(m, echo(value, unit));
  return { value, note };
}

// ---------------------------------------------------------------------------------------------
// Weight

export type WeightUnitChoice = "kg" | "lb";

/**
 * The range of body weights this product treats as plausible for a person, in kg: from the
 * smallest newborns known to have survived (about 0.2 kg; the University of Iowa's Tiniest Babies
 * Registry lists survivors from 212 g) to the heaviest person on record (about 635 kg, Guinness
 * World Records). A weight outside it is still used, with a caution: it is almost always a typing
 * slip (grams typed as kg, a digit too many). Sources: WEIGHT_SOURCES.
 */
export const PLAUSIBLE_WEIGHT_KG = { min: 0.2, max: 635 } as const;

/** 1 lb in kg, exactly (the international avoirdupois pound, 1959). */
export const KG_PER_LB = 0.45359237;

export const WEIGHT_SOURCES: readonly string[] = [
  "Bell EF, Zumbach DK. The Tiniest Babies: a registry of survivors with birth weight less than 400 grams. Pediatrics 2011;127(1):58–61; and the University of Iowa's Tiniest Babies Registry, which lists survivors from 212 g.",
  "Guinness World Records, Heaviest man ever: Jon Brower Minnoch (USA), about 635 kg (1,400 lb) in 1978.",
  "NIST Handbook 44, Appendix C (General Tables of Units of Measurement): 1 pound (avoirdupois) = 0.453 592 37 kg exactly.",
];

export interface Weight {
  /** The weight used, in kg: as typed in kg, or converted from lb and rounded to 0.01 kg. */
  readonly kg: number;
  /** "9.98 kg". */
  readonly text: string;
  /** The weight as typed in another unit ("22 lb", "3,500 g"), or null when it was typed in kg. */
  readonly typed: string | null;
  /** How the weight was read when another unit was typed: "22 lb = 9.98 kg (22 × 0.45359237 kg per lb, to the nearest 0.01 kg)". */
  readonly conversion: string | null;
  /** The note under the field: the conversion, or "Read as 2.5 kg", or null. */
  readonly note: string | null;
  readonly plausible: boolean;
}

export const WEIGHT_MESSAGES = {
  empty: "Enter the weight in kg or lb",
  notPositive: "Enter a weight above 0",
  unitHint: "type the weight in kg or lb",
  notAWeight: (symbol: string) => `${symbol} is not a weight: type the weight in kg or lb`,
  weightOnly: "Type the weight only, in kg or lb",
  underHundredth: "That weight is under 0.01 kg: check the number and its unit",
} as const;

export type WeightResult = { readonly ok: true; readonly weight: Weight } | { readonly ok: false; readonly reason: InvalidReason; readonly message: string };

/**
 * Reads a weight. A bare number is in the chosen unit; a typed unit (kg, lb, or g for a newborn)
 * is the entry's own and wins over the choice. The weight is always given in kg.
 */
export function readWeight(text: string, choice: WeightUnitChoice): WeightResult {
  const m = readMeasure(text);
  if (!m.ok) {
    const issue = measureIssue("weight", m, WEIGHT_MESSAGES.empty, WEIGHT_MESSAGES.unitHint);
    return { ok: false, reason: issue.reason, message: issue.message };
  }
  if (m.per.length > 0) return { ok: false, reason: "unit", message: WEIGHT_MESSAGES.weightOnly };
  const unit = m.unit;
  const symbol = unit === null ? choice : unit.symbol;
  if (symbol !== "kg" && symbol !== "lb" && symbol !== "g") return { ok: false, reason: "unit", message: WEIGHT_MESSAGES.notAWeight(symbol) };
  if (m.value < 0) return { ok: false, reason: "negative", message: WEIGHT_MESSAGES.notPositive };
  if (m.value === 0) return { ok: false, reason: "zero", message: WEIGHT_MESSAGES.notPositive };

  let kg: number;
  let conversion: string | null = null;
  const typed = symbol === "kg" ? null : echo(m.value, symbol);
  if (symbol === "kg") {
    kg = m.value;
  } else if (symbol === "g") {
    kg = decimalQuotient(m.value, 1000);
    conversion = `${typed} = ${echo(kg, "kg")}`;
  } else {
    kg = Number(formatPlainNumber(decimalProduct(m.value, KG_PER_LB), 2));
    conversion = `${typed} = ${echo(kg, "kg")} (${echoNumber(m.value)} × ${echoNumber(KG_PER_LB)} kg per lb, to the nearest 0.01 kg)`;
  }
  if (kg === 0) return { ok: false, reason: "range", message: WEIGHT_MESSAGES.underHundredth };
  const shown = echo(kg, "kg");
  const note = conversion ?? readAsNote(m, shown);
  const plausible = kg >= PLAUSIBLE_WEIGHT_KG.min && kg <= PLAUSIBLE_WEIGHT_KG.max;
  return { ok: true, weight: { kg, text: shown, typed, conversion, note, plausible } };
}

/** The caution for a weight outside the plausible range. */
export function implausibleWeightText(w: Weight): string {
  const { min, max } = PLAUSIBLE_WEIGHT_KG;
  return `Check the weight: ${w.text} is outside ${echo(min, "kg")} to ${echo(max, "kg")}, the range of weights recorded for people (the smallest surviving newborns to the heaviest person on record). Check the number and its unit (kg or lb) before using this result.`;
}

// ---------------------------------------------------------------------------------------------
// Label strength (mass per volume, or units per volume)

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

export type StrengthResult = { readonly ok: true; readonly strength: Strength } | { readonly ok: false; readonly reason: InvalidReason; readonly message: string };

export const STRENGTH_MESSAGES = {
  unitsForm: "Write a strength in units as 25000 units in 500 mL or 50 units/mL",
  unitsMissingVolume: "Add the volume too, for example 25000 units in 500 mL",
  notPositive: "Enter a strength above 0",
} as const;

/** "50 mg/mL" or "50 units/mL". */
export function formatStrength(perMl: number, kind: AmountKind): string {
  return `${formatConcentrationValue(perMl)} ${kind === "units" ? "units" : "mg"}/mL`;
}

function fromConcentration(c: ConcentrationResult): StrengthResult {
  if (!c.ok) return { ok: false, reason: c.reason, message: c.message };
  return { ok: true, strength: { kind: "mass", perMl: c.mgPerMl, ratio: c.ratio, normalized: c.normalized, read: c.read, description: c.description, note: c.note } };
}

/** Separator of an amount and its volume: "/", "per", "in" (as the concentration parser takes them). */
const AMOUNT_PER_VOLUME = /^(.+?)\s*(?:\/|\s(?:per|in)\s)\s*(.+)$/i;

/**
 * Reads a strength as written on the label or the bag. A strength in mass ("250 mg per 5 mL",
 * "2%", "1:1,000", a plain number in mg/mL) is the converter's own reading (concentration.ts). A
 * strength in units ("25000 units in 500 mL", "100 units/mL") is read here with the same entry
 * parser; a plain number is units/mL only where the field takes units (`plain`).
 */
export function readStrength(text: string, plain: AmountKind = "mass"): StrengthResult {
  const trimmed = (typeof text === "string" ? text : "").trim();
  const words = trimmed.match(/\p{L}+/gu) ?? [];
  const hasUnits = words.some((w) => isUnits(lookupAnyUnit(w) ?? null));
  if (!hasUnits) {
    const bare = readEntry(trimmed);
    if (plain === "mass" || !bare.ok || bare.unit !== null) {
      const read = fromConcentration(parseConcentration(trimmed));
      // Where units are taken, a text that is no strength at all gets the units form as its hint.
      if (plain === "units" && !read.ok && (read.reason === "invalid" || read.reason === "unit")) return { ok: false, reason: read.reason, message: STRENGTH_MESSAGES.unitsForm };
      return read;
    }
  }

  const parts = AMOUNT_PER_VOLUME.exec(trimmed);
  const amount = readMeasure(parts ? (parts[1] ?? "") : trimmed);
  if (!amount.ok) return { ok: false, reason: amount.reason === "empty" ? "invalid" : amount.reason, message: amount.reason === "unit" || amount.reason === "empty" ? STRENGTH_MESSAGES.unitsForm : amount.message };
  if (amount.per.length > 0 || (amount.unit !== null && !isUnits(amount.unit))) return { ok: false, reason: "unit", message: STRENGTH_MESSAGES.unitsForm };
  if (!parts) {
    // "100 units" alone lacks its volume; a plain number where units are taken is units/mL.
    if (amount.unit !== null) return { ok: false, reason: "unit", message: STRENGTH_MESSAGES.unitsMissingVolume };
    if (!(amount.value > 0)) return { ok: false, reason: "zero", message: STRENGTH_MESSAGES.notPositive };
    const perMl = amount.value;
    const normalized = formatStrength(perMl, "units");
    return { ok: true, strength: { kind: "units", perMl, ratio: [perMl, 1], normalized, read: normalized, description: normalized, note: readAsNote(amount, normalized) } };
  }
  const volumeText = (parts[2] ?? "").trim();
  const unitAlone = lookupUnit(volumeText);
  if (!unitAlone && /^\p{L}/u.test(volumeText)) return { ok: false, reason: "unit", message: STRENGTH_MESSAGES.unitsForm };
  const volume = unitAlone ? ({ ok: true, value: 1, unit: unitAlone, per: [], numberText: "1" } as const) : readMeasure(volumeText);
  if (!volume.ok) return { ok: false, reason: volume.reason === "empty" ? "invalid" : volume.reason, message: volume.reason === "unit" ? STRENGTH_MESSAGES.unitsForm : volume.message };
  if (!isVolume(volume.unit) || volume.per.length > 0) return { ok: false, reason: "unit", message: STRENGTH_MESSAGES.unitsForm };
  if (!(amount.value > 0) || !(volume.value > 0)) return { ok: false, reason: "zero", message: STRENGTH_MESSAGES.notPositive };
  const ratio = [amount.value, decimalProduct(volume.value, volume.unit.factor)] as const;
  const perMl = decimalQuotient(ratio[0], ratio[1]);
  if (!Number.isFinite(perMl) || perMl === 0) return { ok: false, reason: "notation", message: "That strength is too large to calculate with" };
  const normalized = formatStrength(perMl, "units");
  const read = unitAlone ? `${formatAmount(amount.value, "units")}/${volume.unit.symbol}` : `${formatAmount(amount.value, "units")} in ${echo(volume.value, volume.unit.symbol)}`;
  const description = read === normalized ? normalized : `${read} = ${normalized}`;
  return { ok: true, strength: { kind: "units", perMl, ratio, normalized, read, description, note: description === normalized ? null : description } };
}

/** A strength for a copied line: "400 mg per 250 mL (1.6 mg/mL)", or "50 mg/mL". */
export const strengthPhrase = (s: Strength): string => (s.read === s.normalized ? s.normalized : `${s.read} (${s.normalized})`);

// ---------------------------------------------------------------------------------------------
// Volumes, measured with the one syringe rule

/** How a volume to draw can be measured, as the converter's result region says it. */
export type VolumeAspect = "measurable" | "cautionSmall" | "cautionLarge" | "cautionPrecision" | "tooSmallToShow";

export interface VolumeFacts {
  readonly ml: number;
  /** "2.994 mL", or "< 0.0001 mL". */
  readonly text: string;
  readonly aspect: VolumeAspect;
  /** The one syringe rule's advice (syringe.calc.ts doseAdvice), or null when too small to show. */
  readonly advice: DoseAdvice | null;
  /** The caution shown with the volume (the rule's first, as in the converter), or null. */
  readonly caution: string | null;
}

export const TOO_SMALL_VOLUME_TEXT = "The volume is below 0.0001 mL, the smallest amount shown: check the dose and the strength.";

const ASPECT_OF_CAUTION = { small: "cautionSmall", large: "cautionLarge", precision: "cautionPrecision" } as const;

/** The volume to draw, with the syringe rule's advice for the family and its first caution. */
export function describeVolume(ml: number, family: AutoFamily): VolumeFacts {
  if (roundsToZero(ml, 4)) return { ml, text: "< 0.0001 mL", aspect: "tooSmallToShow", advice: null, caution: TOO_SMALL_VOLUME_TEXT };
  const advice = doseAdvice(ml, family);
  const first = advice.cautions[0];
  return {
    ml,
    text: formatDose(ml, "mL"),
    aspect: first ? ASPECT_OF_CAUTION[first.kind] : "measurable",
    advice,
    caution: first ? cautionText(first) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Rates, drops and durations: time units written out

export type PerTime = "min" | "h";

/** "per minute", "per hour". */
export const perWords = (per: PerTime | "day"): string => (per === "min" ? "per minute" : per === "h" ? "per hour" : "per day");

/**
 * Decimals of a pump rate in mL/h: 0.1 mL/h from 10 mL/h up, 0.01 mL/h below (the steps pumps are
 * set in), so the rounding moves a rate of 0.5 mL/h or more by at most 1 %.
 */
export const pumpRateDecimals = (mlPerHour: number): number => (Math.abs(mlPerHour) >= 10 ? 1 : 2);

/** The pump rate as set: the rate rounded to its decimals. */
export const shownPumpRate = (mlPerHour: number): number => Number(formatPlainNumber(mlPerHour, pumpRateDecimals(mlPerHour)));

/** "13.1 mL/h" (the pump's own unit). */
export const formatPumpRate = (mlPerHour: number): string => `${formatNumber(mlPerHour, pumpRateDecimals(mlPerHour))} mL/h`;

/** "31 drops per minute", "1 drop per minute". */
export const formatDrops = (drops: number): string => `${formatNumber(drops, 0)} ${drops === 1 ? "drop" : "drops"} per minute`;

/** "19 hours 5 minutes", "1 hour", "45 minutes", "under 1 minute" (a duration in minutes, > 0). */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 1) return "under 1 minute";
  const hours = Math.floor(whole / 60);
  const rest = whole - hours * 60;
  const h = hours > 0 ? `${formatNumber(hours, 0)} ${hours === 1 ? "hour" : "hours"}` : "";
  const m = rest > 0 ? `${rest} ${rest === 1 ? "minute" : "minutes"}` : "";
  return [h, m].filter(Boolean).join(" ");
}

/** "4.8% more" / "6.3% less" (the syringe rule's wording of a difference). */
export const differenceWords = (percent: number): string => `${formatPercent(percent)} ${percent > 0 ? "more" : "less"}`;
