/**
 * Weight-based dose (issue 31, `/weight-based-dose-calculator`), pure part.
 *
 *   per dose:  dose = order (mg/kg or mcg/kg) × weight (kg)
 *   per day:   dose = order (mg/kg per day) × weight (kg) ÷ doses a day
 *   capped:    dose = your maximum single dose, when the dose by weight is above it
 *   volume:    mL = dose ÷ label strength, measured by the one syringe rule
 *
 * It has no drug database and never suggests a dose: the person enters the order, the weight,
 * optionally their maximum single dose and the label strength; it does the arithmetic, shows the
 * basis of every figure, and says what it cannot know. The weight is always given in kg (a weight
 * in lb is converted with the conversion shown, to the nearest 0.01 kg, and that figure is used);
 * the dose to give is used as shown, so its volume is exactly what the converter gives for it.
 *
 * `evaluateWeightDose` returns one status a machine maps one-to-one to states: empty, invalid (per
 * field, with the reason), offScale, or ready. A ready status names each thing a person can see
 * change in `aspects` (weight in or outside the plausible range; dose by weight, within or capped
 * at the maximum; the volume's measurability, as in the converter) and the first of them in
 * `variant`; every caution's words are in `cautions`, in the order shown.
 */
import { perObject } from "./per-object";
import { echoNumber } from "~/domain/number/entry";
import { formatPlainNumber } from "~/domain/number/format";
import { formatConcentrationValue } from "~/domain/number/concentration";
import { decimalProduct, decimalRatio } from "~/domain/number/exact";
import type { AutoFamily } from "~/domain/syringe/syringe.types";
import {
  amountUnitOf,
  copyLineOf,
  isFieldIssue,
  isMass,
  measureIssue,
  readAmount,
  readAsNote,
  readMeasure,
  readStrength,
  statusOfIssues,
} from "./clinical";
import type { Caution, EmptyStatus, FieldIssue, InvalidStatus, Notes, OffScaleStatus, Strength } from "./clinical";
import {
  amountFactor,
  amountRoundsToZero,
  amountTooLarge,
  volumeTooLarge,
  describeVolume,
  echoAmount,
  formatAmount,
  lineWithCautions,
  shownAmount,
  type VolumeAspect,
  type VolumeFacts,
} from "./clinical-display";
import { implausibleWeightText, readWeight, WEIGHT_SOURCES, type Weight, type WeightUnitChoice } from "./weight";

export type OrderUnit = "mg" | "mcg";
export type OrderBasis = "perDose" | "perDay";

export interface WeightDoseInputs {
  readonly weightText: string;
  /** What a bare number in the weight field is: kg or lb. */
  readonly weightUnit: WeightUnitChoice;
  readonly orderText: string;
  /** The order's unit, mg/kg or mcg/kg: what a bare number in the order field is. */
  readonly orderUnit: OrderUnit;
  readonly basis: OrderBasis;
  /** Doses a day, read when the basis is per day. */
  readonly dosesPerDayText: string;
  /** The person's maximum single dose, or "" for none. */
  readonly maximumText: string;
  /** The label strength, or "" for the dose only. */
  readonly strengthText: string;
  /** Which syringes measure the volume: oral or injection (the one syringe rule's families). */
  readonly syringe: AutoFamily;
}

export type WeightDoseField = "weight" | "order" | "dosesPerDay" | "maximum" | "strength";
export const WEIGHT_DOSE_FIELDS: readonly WeightDoseField[] = ["weight", "order", "dosesPerDay", "maximum", "strength"];
/** The field read as a label prints it (field-kinds.ts, issue 56): the strength; the others are the order's and the person's. */
export const WEIGHT_DOSE_LABEL_NUMBERS: readonly WeightDoseField[] = ["strength"];

/** Most doses a day the per-day order is divided into (every hour). */
export const MAX_DOSES_PER_DAY = 24;

export const WEIGHT_DOSE_MESSAGES = {
  orderEmpty: (unit: OrderUnit) => `Enter the ordered dose in ${unit}/kg`,
  orderNotPositive: "Enter an ordered dose above 0",
  orderUnitHint: "type the order in mg/kg or mcg/kg",
  orderMassOnly: "This field takes a dose per kg, for example 15 mg/kg. For a fixed dose, use the mg to mL converter",
  orderPerKgOnly: "Enter the order per kg, for example 15 mg/kg",
  orderNotMass: "This calculator takes an order in mg/kg or mcg/kg",
  orderPerTime:
    "This calculator takes a dose per kg per dose or per day; for a rate per minute or per hour, use the infusion rate calculator",
  orderTypedPerDay: "The order you typed is per day: choose per day and enter the number of doses",
  orderTypedPerDose: "The order you typed is per dose: choose per dose",
  dosesEmpty: "Enter how many doses the daily dose is divided into, for example 4",
  dosesRange: `Enter a whole number of doses a day, from 1 to ${MAX_DOSES_PER_DAY}`,
  dosesUnitHint: "type the number of doses, for example 4",
  maximumNotPositive: "Enter a maximum above 0, or leave it empty",
  maximumUnitHint: "type the maximum single dose in mg, mcg or g",
  maximumNotMass: "Enter the maximum single dose in mg, mcg or g",
  maximumPerDay: "This is the maximum single dose: type it without “per day”",
  strengthUnits: "The order is a mass per kg: enter the strength as a mass, for example 250 mg per 5 mL",
  tooLarge: "The dose is too large to calculate with: check the weight and the order",
  tooSmall: "The dose is too small to show: check the weight and the order (an order in mcg/kg gives the dose in mcg)",
} as const;

/** The sources the page cites for its rules (the plausible weights and the pound). */
export const SOURCES: readonly string[] = WEIGHT_SOURCES;

export type WeightDoseCautionKind = "implausibleWeight" | "capped" | Exclude<VolumeAspect, "measurable">;

export interface WeightDoseAspects {
  readonly weight: "inRange" | "outsideRange";
  /** No maximum entered; a maximum at or above the dose by weight; the dose capped at the maximum. */
  readonly dose: "byWeight" | "withinMaximum" | "capped";
  /** No strength entered (the dose only), else how the volume can be measured. */
  readonly volume: "noStrength" | VolumeAspect;
}

export interface ReadyWeightDose {
  readonly kind: "ready";
  /** The first caution shown ("plain" when there is none): one state for a one-region machine. */
  readonly variant: "plain" | WeightDoseCautionKind;
  readonly aspects: WeightDoseAspects;
  /** Every caution shown, in order: weight, cap, volume. */
  readonly cautions: readonly Caution<WeightDoseCautionKind>[];
  readonly weight: Weight;
  /** "15 mg/kg per dose", "60 mg/kg per day". */
  readonly order: string;
  /** The order per kg as read, in mg/kg (a double check compares it whatever unit it was typed in). */
  readonly orderMgPerKg: number;
  readonly unit: OrderUnit;
  /**
   * The daily dose by weight ("600 mg per day") and the doses it is divided into, per day only;
   * `asGiven`: what the capped doses come to a day ("2,000 mg per day"), when the maximum caps them.
   */
  readonly daily: {
    readonly value: number;
    readonly text: string;
    readonly doses: number;
    readonly asGiven: string | null;
  } | null;
  /** The dose by weight, as shown (used as shown). */
  readonly byWeight: { readonly value: number; readonly text: string };
  /** The maximum single dose entered, in the order's unit. */
  readonly maximum: { readonly value: number; readonly text: string } | null;
  /** The dose to give: the dose by weight, or the maximum when capped. */
  readonly dose: {
    readonly value: number;
    readonly text: string;
    /** To type into a field: "149.7". */ readonly plain: string;
  };
  /** "150 mg", or "600 mg by weight; capped at your maximum, 500 mg". */
  readonly doseLine: string;
  readonly strength: Strength | null;
  readonly volume: VolumeFacts | null;
  /** The working, one line per step: "15 mg/kg × 10 kg = 150 mg". */
  readonly basis: readonly string[];
  /** The one line a second checker needs, cautions included. */
  readonly copyLine: string;
  readonly notes: Notes<WeightDoseField>;
}

export type WeightDoseStatus =
  EmptyStatus<WeightDoseField> | InvalidStatus<WeightDoseField> | OffScaleStatus<WeightDoseField> | ReadyWeightDose;

interface Order {
  /** In the order's unit per kg. */
  value: number;
  note: string | null;
}

/** Reads the order per kg; a typed mass unit is converted to the chosen one, with the conversion shown. */
function readOrder(text: string, unit: OrderUnit, basis: OrderBasis): Order | FieldIssue<WeightDoseField> {
  const field = "order" as const;
  const m = readMeasure(text);
  if (!m.ok) return measureIssue(field, m, WEIGHT_DOSE_MESSAGES.orderEmpty(unit), WEIGHT_DOSE_MESSAGES.orderUnitHint);
  const [perKg, perWhat, ...more] = m.per;
  if (m.unit !== null && !isMass(m.unit)) return { field, reason: "unit", message: WEIGHT_DOSE_MESSAGES.orderNotMass };
  if (m.unit !== null && perKg === undefined)
    return { field, reason: "unit", message: WEIGHT_DOSE_MESSAGES.orderMassOnly };
  if (perKg !== undefined && perKg.symbol !== "kg") {
    return {
      field,
      reason: "unit",
      message: perKg.symbol === "lb" ? WEIGHT_DOSE_MESSAGES.orderPerKgOnly : WEIGHT_DOSE_MESSAGES.orderMassOnly,
    };
  }
  if (more.length > 0 || (perWhat !== undefined && perWhat.symbol !== "day" && perWhat.symbol !== "dose")) {
    return { field, reason: "unit", message: WEIGHT_DOSE_MESSAGES.orderPerTime };
  }
  if (perWhat?.symbol === "day" && basis === "perDose")
    return { field, reason: "mismatch", message: WEIGHT_DOSE_MESSAGES.orderTypedPerDay };
  if (perWhat?.symbol === "dose" && basis === "perDay")
    return { field, reason: "mismatch", message: WEIGHT_DOSE_MESSAGES.orderTypedPerDose };
  if (m.value < 0) return { field, reason: "negative", message: WEIGHT_DOSE_MESSAGES.orderNotPositive };
  if (m.value === 0) return { field, reason: "zero", message: WEIGHT_DOSE_MESSAGES.orderNotPositive };
  const typed = amountUnitOf(m.unit) ?? unit;
  const value = typed === unit ? m.value : decimalRatio([m.value, amountFactor(typed)], [amountFactor(unit)]);
  const shown = `${echoNumber(value)} ${unit}/kg`;
  const note = typed !== unit ? `${echoNumber(m.value)} ${typed}/kg = ${shown}` : readAsNote(m, shown);
  return { value, note };
}

function readDosesPerDay(text: string): { value: number } | FieldIssue<WeightDoseField> {
  const field = "dosesPerDay" as const;
  const m = readMeasure(text);
  if (!m.ok) return measureIssue(field, m, WEIGHT_DOSE_MESSAGES.dosesEmpty, WEIGHT_DOSE_MESSAGES.dosesUnitHint);
  if ((m.unit !== null && m.unit.symbol !== "dose") || m.per.length > 0)
    return { field, reason: "unit", message: WEIGHT_DOSE_MESSAGES.dosesRange };
  if (!Number.isInteger(m.value) || m.value < 1 || m.value > MAX_DOSES_PER_DAY) {
    return {
      field,
      reason: m.value < 0 ? "negative" : m.value === 0 ? "zero" : "range",
      message: WEIGHT_DOSE_MESSAGES.dosesRange,
    };
  }
  return { value: m.value };
}

const isIssue = <T>(r: T | FieldIssue<WeightDoseField>): r is FieldIssue<WeightDoseField> => isFieldIssue(r);

/** Everything the weight-based dose shows, from what was typed and chosen. Pure; never throws. */
export function evaluateWeightDose(inputs: WeightDoseInputs): WeightDoseStatus {
  const { orderUnit: unit, basis } = inputs;
  const issues: FieldIssue<WeightDoseField>[] = [];
  const notes: Partial<Record<WeightDoseField, string>> = {};

  const weightRead = readWeight(inputs.weightText, inputs.weightUnit);
  if (!weightRead.ok) issues.push({ field: "weight", reason: weightRead.reason, message: weightRead.message });
  else if (weightRead.weight.note) notes.weight = weightRead.weight.note;

  const order = readOrder(inputs.orderText, unit, basis);
  if (isIssue(order)) issues.push(order);
  else if (order.note) notes.order = order.note;

  const doses = basis === "perDay" ? readDosesPerDay(inputs.dosesPerDayText) : { value: 1 };
  if (isIssue(doses)) issues.push(doses);

  const maximum = readAmount("maximum", inputs.maximumText, unit, {
    empty: null,
    notPositive: WEIGHT_DOSE_MESSAGES.maximumNotPositive,
    unitHint: WEIGHT_DOSE_MESSAGES.maximumUnitHint,
    otherKind: WEIGHT_DOSE_MESSAGES.maximumNotMass,
    perSomething: WEIGHT_DOSE_MESSAGES.maximumPerDay,
    perDoseAllowed: true,
    bareNumberIn: "the order's unit",
  });
  if (isIssue(maximum)) issues.push(maximum);
  else if (maximum?.note) notes.maximum = maximum.note;

  const strengthEmpty = (inputs.strengthText ?? "").trim() === "";
  const strengthRead = strengthEmpty ? null : readStrength(inputs.strengthText, "mass");
  if (strengthRead && !strengthRead.ok)
    issues.push({ field: "strength", reason: strengthRead.reason, message: strengthRead.message });
  else if (strengthRead?.ok && strengthRead.strength.kind !== "mass")
    issues.push({ field: "strength", reason: "mismatch", message: WEIGHT_DOSE_MESSAGES.strengthUnits });
  else if (strengthRead?.ok && strengthRead.strength.note) notes.strength = strengthRead.strength.note;

  const requiredEmpty =
    issues.some((i) => i.field === "weight" && i.reason === "empty") &&
    issues.some((i) => i.field === "order" && i.reason === "empty");
  // Every refused entry pushed its issue above: any of them makes the status empty or invalid.
  if (!weightRead.ok || isIssue(order) || isIssue(doses) || isIssue(maximum) || issues.length > 0)
    return statusOfIssues(issues, requiredEmpty, notes);

  const weight = weightRead.weight;
  const exact = decimalRatio([order.value, weight.kg], [doses.value]);
  const daily = basis === "perDay" ? decimalProduct(order.value, weight.kg) : null;
  // A dose (or a day's total) with more digits than can be true is not shown as if it were exact.
  if (amountTooLarge(exact) || (daily !== null && amountTooLarge(daily)))
    return { kind: "offScale", message: WEIGHT_DOSE_MESSAGES.tooLarge, notes };
  if (amountRoundsToZero(exact)) return { kind: "offScale", message: WEIGHT_DOSE_MESSAGES.tooSmall, notes };
  const byWeight = shownAmount(exact);
  const capped = maximum !== null && byWeight > maximum.value;
  const doseValue = capped ? maximum.value : byWeight;
  const text = (v: number) => formatAmount(v, unit);
  // The maximum as typed (every digit), and the dose to give as shown.
  const maximumText = maximum ? echoAmount(maximum.value, unit) : "";
  const doseText = capped ? maximumText : text(byWeight);

  const strength = strengthRead?.ok ? strengthRead.strength : null;
  let volume: VolumeFacts | null = null;
  if (strength) {
    const ml = decimalRatio([doseValue, amountFactor(unit), strength.ratio[1]], [strength.ratio[0]]);
    if (volumeTooLarge(ml)) return { kind: "offScale", message: WEIGHT_DOSE_MESSAGES.tooLarge, notes };
    volume = describeVolume(ml, inputs.syringe);
  }

  const orderText = `${echoNumber(order.value)} ${unit}/kg ${basis === "perDay" ? "per day" : "per dose"}`;
  const dailyShown =
    daily === null
      ? null
      : {
          value: daily,
          text: `${text(daily)} per day`,
          doses: doses.value,
          asGiven: capped ? `${text(decimalProduct(doseValue, doses.value))} per day` : null,
        };
  const doseLine = capped ? `${text(byWeight)} by weight; capped at your maximum, ${maximumText}` : doseText;

  const basisLines: string[] = [weight.conversion ? `Weight: ${weight.conversion}` : `Weight: ${weight.text}`];
  if (dailyShown) {
    basisLines.push(`${echoNumber(order.value)} ${unit}/kg per day × ${weight.text} = ${dailyShown.text}`);
    basisLines.push(
      `${dailyShown.text} ÷ ${doses.value} ${doses.value === 1 ? "dose" : "doses"} = ${text(byWeight)} per dose`,
    );
  } else {
    basisLines.push(`${echoNumber(order.value)} ${unit}/kg × ${weight.text} = ${text(byWeight)}`);
  }
  if (capped) basisLines.push(doseLine);
  else if (maximum) basisLines.push(`${text(byWeight)} is not above your maximum, ${maximumText}`);
  // The strength in the dose's unit: "50 mg/mL", or "100 mcg/mL" for an order in mcg/kg.
  const strengthInUnit = !strength
    ? ""
    : unit === "mg"
      ? strength.normalized
      : `${formatConcentrationValue(decimalProduct(strength.perMl, 1000))} mcg/mL`;
  if (strength && volume) {
    // As typed, in mg/mL, in the dose's unit: each reading once ("500 mcg/mL = 0.5 mg/mL", never
    // back to where it started), and no line when the strength was typed as it is used.
    const readings = [...new Set([strength.read, strength.normalized, strengthInUnit])];
    if (readings.length > 1) basisLines.push(`Strength: ${readings.join(" = ")}`);
    basisLines.push(`${doseText} ÷ ${strengthInUnit} = ${volume.text}`);
  }

  const cautions: Caution<WeightDoseCautionKind>[] = [];
  if (!weight.plausible) cautions.push({ kind: "implausibleWeight", text: implausibleWeightText(weight) });
  if (capped) cautions.push({ kind: "capped", text: `${doseLine}.` });
  if (volume?.caution && volume.aspect !== "measurable") cautions.push({ kind: volume.aspect, text: volume.caution });

  const aspects: WeightDoseAspects = {
    weight: weight.plausible ? "inRange" : "outsideRange",
    dose: capped ? "capped" : maximum ? "withinMaximum" : "byWeight",
    volume: volume ? volume.aspect : "noStrength",
  };
  const weighed = `${orderText} × ${weight.text}${weight.typed ? ` (${weight.typed})` : ""}`;
  const core = [
    dailyShown
      ? `${weighed} = ${dailyShown.text} ÷ ${doses.value} ${doses.value === 1 ? "dose" : "doses"} = ${doseLine}`
      : `${weighed} = ${doseLine}`,
  ];
  if (strength && volume) core.push(`${doseText} at ${strengthInUnit} = ${volume.text}`);
  const extra = cautions.filter((c) => c.kind !== "capped").map((c) => c.text);
  return {
    kind: "ready",
    variant: cautions[0]?.kind ?? "plain",
    aspects,
    cautions,
    weight,
    order: orderText,
    orderMgPerKg: decimalRatio([order.value, amountFactor(unit)]),
    unit,
    daily: dailyShown,
    byWeight: { value: byWeight, text: text(byWeight) },
    maximum: maximum ? { value: maximum.value, text: maximumText } : null,
    dose: { value: doseValue, text: doseText, plain: formatPlainNumber(doseValue, 40) },
    doseLine,
    strength,
    volume,
    basis: basisLines,
    copyLine: lineWithCautions(core.join("; "), extra),
    notes,
  };
}

/** `evaluateWeightDose` memoised per inputs object (one evaluation per machine snapshot). */
export const weightDoseStatusOf: (inputs: WeightDoseInputs) => WeightDoseStatus = perObject(evaluateWeightDose);

/** The line 'Copy result' writes, or null when there is no result. */
export const weightDoseCopyLine = (status: WeightDoseStatus): string | null => copyLineOf(status);
