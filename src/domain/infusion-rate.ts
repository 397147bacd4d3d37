/**
 * Infusion rate (issue 31, `/infusion-rate-calculator`), pure part.
 *
 *   dose → rate:  mL/h = dose rate (× weight for a per-kg order) (× 60 for a per-minute order)
 *                        ÷ the bag's strength (amount in volume: 400 mg in 250 mL)
 *   rate → dose:  dose rate = mL/h × the bag's strength (÷ 60 per minute) (÷ weight per kg)
 *   drops:        drops per minute = mL/h × drop factor (drops/mL) ÷ 60, in whole drops
 *   time:         hours = volume ÷ mL/h
 *
 * The time unit of the order (per minute or per hour) is a choice the person makes; it is never
 * guessed, and an order typed with "/min" or "/h" must agree with it: a per-minute order read as
 * per hour is a 60-fold error. The rate to set is shown to 0.1 mL/h from 10 mL/h and to 0.01 mL/h
 * below, and that figure is used for the drops and the time (it is the rate the pump or the
 * roller clamp is set to); when the rounding moves the rate by more than 1 % (under 0.5 mL/h), a
 * caution gives the exact figure. Drops are counted whole. Every other figure is computed from
 * the entries with decimal-exact arithmetic and one rounding. It never suggests a dose or a rate.
 */
import { perObject } from "./per-object";
import {
  infusionCautions,
  type InfusionAspects,
  type InfusionCautionKind,
  type InfusionTime,
} from "./infusion-rate-cautions";

export {
  BAG_HANGS_HOURS,
  MOST_PUMPS_ML_PER_HOUR,
  type InfusionAspects,
  type InfusionCautionKind,
} from "./infusion-rate-cautions";
import { echoNumber } from "~/domain/number/entry";
import { formatNumber, formatPlainNumber } from "~/domain/number/format";
import { decimalProduct, decimalRatio } from "~/domain/number/exact";
import { roundingErrorPercent } from "~/domain/number/percent";
import {
  amountUnitOf,
  copyLineOf,
  isFieldIssue,
  isMass,
  isUnits,
  isVolume,
  measureIssue,
  readAsNote,
  readMeasure,
  readMl,
  readStrength,
  statusOfIssues,
} from "./clinical";
import type { Caution, EmptyStatus, FieldIssue, InvalidStatus, Notes, OffScaleStatus, Strength } from "./clinical";
import {
  amountFactor,
  amountRoundsToZero,
  amountTooLarge,
  pumpRateTooLarge,
  formatAmount,
  dropsFigure,
  echo,
  formatDrops,
  formatDuration,
  formatHours,
  formatPumpRate,
  lineWithCautions,
  perWords,
  shownPumpRate,
  strengthPhrase,
  type PerTime,
} from "./clinical-display";
import { readWeight, WEIGHT_SOURCES, type Weight } from "./weight";
import {
  DROP_FACTORS,
  INFUSION_FIELDS,
  type DropFactor,
  type InfusionDoseUnit,
  type InfusionField,
  type InfusionInputs,
} from "./infusion-rate-inputs";
import { evaluateVolumeInfusion, type ReadyVolumeInfusion } from "./infusion-volume";

export {
  DROP_FACTORS,
  INFUSION_FIELDS,
  type DropFactor,
  type DurationUnit,
  type InfusionDirection,
  type InfusionDoseUnit,
  type InfusionField,
  type InfusionInputs,
} from "./infusion-rate-inputs";

export const INFUSION_MESSAGES = {
  doseEmpty: "Enter the ordered dose rate",
  doseNotPositive: "Enter a dose rate above 0",
  doseUnitHint: "type the ordered dose in mg, mcg or units",
  doseNotADose: (symbol: string) =>
    `${symbol} is not a dose: type the ordered dose in mg, mcg or units; the mL/h is the result`,
  doseKindMismatch: (typed: string, chosen: string) =>
    `You typed ${typed}, but ${chosen} is chosen: choose the unit the order is written in`,
  perKgOnly: "Enter the order per kg, for example 5 mcg/kg/min",
  perTimeOnly: "An infusion order is per minute or per hour, for example 5 mcg/kg/min or 2 mg/h",
  typedPerKg: "The order you typed is per kg: choose per kg and enter the weight",
  typedNotPerKg: "The order you typed is not per kg: choose the order without per kg",
  chooseTime: "Choose per minute or per hour, as the order is written",
  chooseTypedTime: (per: PerTime) => `Choose ${perWords(per)}, as the order you typed says`,
  timeMismatch: (typed: PerTime, chosen: PerTime) =>
    `The order you typed is ${perWords(typed)}, but ${perWords(chosen)} is chosen: choose the one the order says`,
  bagEmpty: "Enter what is in the bag, for example 400 mg in 250 mL",
  bagNeedsUnits: "The order is in units: enter the bag in units too, for example 25000 units in 500 mL",
  bagNeedsMass: "The order is a mass: enter the bag as a mass, for example 400 mg in 250 mL",
  rateEmpty: "Enter the rate in mL/h",
  rateNotPositive: "Enter a rate above 0",
  rateUnitHint: "type the rate in mL/h",
  rateNotARate: "This field takes a rate in mL/h, for example 13.1",
  dropFactor: "Choose a drop factor of 10, 15, 20 or 60 drops/mL",
  volumeNotPositive: "Enter a volume above 0, or leave it empty",
  tooLarge: "The result is too large to calculate with: check the order and the bag",
  rateTooSmall: "The rate is below 0.01 mL/h, the smallest shown: check the order and the bag",
  doseTooSmall: "The dose rate is too small to show: check the rate and the bag",
  stepTooSmall: "A step of the working is too small to show: check the dose, the weight, the bag and their units",
} as const;

/** Sources the page cites: drop factors and whole drops; the plausible weights and the pound. */
export const SOURCES: readonly string[] = [
  "Open Resources for Nursing (Open RN), Nursing Skills, chapter 23.8 'IV Infusion by Gravity': drop factors are printed on the tubing package; macrodrip tubing delivers 10, 15 or 20 drops per mL, microdrip tubing 60 drops per mL; drops per minute are counted in whole drops.",
  ...WEIGHT_SOURCES,
];

export interface ReadyInfusion {
  readonly kind: "ready";
  readonly direction: "doseToRate" | "rateToDose";
  readonly variant: "plain" | InfusionCautionKind;
  readonly aspects: InfusionAspects;
  readonly cautions: readonly Caution<InfusionCautionKind>[];
  readonly weight: Weight | null;
  readonly bag: Strength;
  /** The rate: worked out (dose → rate) or typed (rate → dose); `value` is the rate set, `exact` before rounding. */
  readonly rate: { readonly value: number; readonly exact: number; readonly text: string };
  /** The dose rate: ordered (dose → rate) or worked out (rate → dose): "5 mcg/kg per minute". */
  readonly doseRate: { readonly value: number; readonly text: string };
  readonly drops: {
    readonly factor: DropFactor;
    readonly exact: number;
    readonly whole: number;
    readonly text: string;
  } | null;
  readonly time: InfusionTime | null;
  readonly basis: readonly string[];
  readonly copyLine: string;
  readonly notes: Notes<InfusionField>;
}

export type InfusionStatus =
  | EmptyStatus<InfusionField>
  | InvalidStatus<InfusionField>
  | OffScaleStatus<InfusionField>
  | ReadyInfusion
  | ReadyVolumeInfusion;

/** The dose rate's unit written out: "mcg/kg per minute", "units per hour". */
export function doseRateUnit(unit: InfusionDoseUnit, perKg: boolean, per: PerTime): string {
  return `${unit}${perKg ? "/kg" : ""} ${perWords(per)}`;
}

/** The order's unit of amount as a factor of the bag's: mcg in a mass bag is 0.001 mg. */
const factorOf = (unit: InfusionDoseUnit): number => amountFactor(unit);

/** What a dose rate is read against: its unit, per kg or not, per minute or hour, the weight (kg), the bag. */
type RateBasis = [unit: InfusionDoseUnit, perKg: boolean, per: PerTime, kg: number, bag: Strength];

/** The two sides of dose → rate: the factors that multiply the dose rate, and those that multiply mL/h. */
function rateSides(...[unit, perKg, per, kg, bag]: RateBasis): [withDose: number[], withRate: number[]] {
  return [[...(perKg ? [kg] : []), per === "min" ? 60 : 1, factorOf(unit), bag.ratio[1]], [bag.ratio[0]]];
}

/**
 * mL/h for an ordered dose rate, exactly (one rounding): the core of dose → rate. The bag must be
 * of the order's kind (mass or units). `kg` is read only for a per-kg order.
 */
export function mlPerHourFor(dose: number, ...basis: RateBasis): number {
  const [withDose, withRate] = rateSides(...basis);
  return decimalRatio([dose, ...withDose], withRate);
}

/** The dose rate for a rate in mL/h, exactly (one rounding): the core of rate → dose. */
export function doseRateFor(mlPerHour: number, ...basis: RateBasis): number {
  const [withDose, withRate] = rateSides(...basis);
  return decimalRatio([mlPerHour, ...withRate], withDose);
}

interface DoseOrder {
  value: number;
  note: string | null;
  /** The time unit typed with the order ("/min"), or null. */
  typedPer: PerTime | null;
}

function readDoseOrder(text: string, unit: InfusionDoseUnit, perKg: boolean): DoseOrder | FieldIssue<InfusionField> {
  const field = "dose" as const;
  const m = readMeasure(text);
  if (!m.ok) return measureIssue(field, m, INFUSION_MESSAGES.doseEmpty, INFUSION_MESSAGES.doseUnitHint);
  const typed = m.unit === null ? unit : amountUnitOf(m.unit);
  if (m.unit !== null && (typed === null || (!isMass(m.unit) && !isUnits(m.unit))))
    return { field, reason: "unit", message: INFUSION_MESSAGES.doseNotADose(m.unit.symbol) };
  if (typed === null || (typed === "units") !== (unit === "units")) {
    return { field, reason: "mismatch", message: INFUSION_MESSAGES.doseKindMismatch(typed ?? "", unit) };
  }
  let typedPerKg = false;
  let typedPer: PerTime | null = null;
  for (const [i, p] of m.per.entries()) {
    if (i === 0 && p.symbol === "kg") typedPerKg = true;
    else if (p.symbol === "lb") return { field, reason: "unit", message: INFUSION_MESSAGES.perKgOnly };
    else if ((p.symbol === "min" || p.symbol === "h") && typedPer === null && i === m.per.length - 1)
      typedPer = p.symbol;
    else return { field, reason: "unit", message: INFUSION_MESSAGES.perTimeOnly };
  }
  if (m.per.length > 0 && typedPerKg !== perKg) {
    return {
      field,
      reason: "mismatch",
      message: typedPerKg ? INFUSION_MESSAGES.typedPerKg : INFUSION_MESSAGES.typedNotPerKg,
    };
  }
  if (m.value < 0) return { field, reason: "negative", message: INFUSION_MESSAGES.doseNotPositive };
  if (m.value === 0) return { field, reason: "zero", message: INFUSION_MESSAGES.doseNotPositive };
  const value = typed === unit ? m.value : decimalRatio([m.value, amountFactor(typed)], [amountFactor(unit)]);
  const note =
    typed !== unit
      ? `${echoNumber(m.value)} ${typed} = ${echoNumber(value)} ${unit}`
      : readAsNote(m, `${echoNumber(value)} ${unit}`);
  return { value, note, typedPer };
}

/** A rate in mL/h: a bare number, "13.1 mL/h", "13.1 per hour"; "2 mL/min" is converted (120 mL/h). */
function readRate(text: string): { value: number; note: string | null } | FieldIssue<InfusionField> {
  const field = "rate" as const;
  const m = readMeasure(text);
  if (!m.ok) return measureIssue(field, m, INFUSION_MESSAGES.rateEmpty, INFUSION_MESSAGES.rateUnitHint);
  const [time, ...more] = m.per;
  const volumeFactor = m.unit === null ? 1 : isVolume(m.unit) ? m.unit.factor : null;
  const bare = m.unit === null && time === undefined;
  if (
    !bare &&
    (volumeFactor === null || time === undefined || more.length > 0 || (time.symbol !== "h" && time.symbol !== "min"))
  ) {
    return { field, reason: "unit", message: INFUSION_MESSAGES.rateNotARate };
  }
  if (m.value < 0) return { field, reason: "negative", message: INFUSION_MESSAGES.rateNotPositive };
  if (m.value === 0) return { field, reason: "zero", message: INFUSION_MESSAGES.rateNotPositive };
  const perMinute = time?.symbol === "min";
  const value = decimalRatio([m.value, volumeFactor ?? 1, perMinute ? 60 : 1], []);
  const shown = `${echoNumber(value)} mL/h`;
  const converted = value !== m.value || (m.unit !== null && m.unit.symbol !== "mL");
  const note = converted
    ? `${echoNumber(m.value)} ${m.unit?.symbol ?? "mL"} ${perWords(perMinute ? "min" : "h")} = ${shown}`
    : readAsNote(m, shown);
  return { value, note };
}

/** One line of working, "350 mcg per minute × 60 = 21,000 mcg per hour"; returns its result for the next. */
function step(basis: string[], from: string, operation: string, result: string): string {
  basis.push(operation ? `${from} ${operation} = ${result}` : `${from} = ${result}`);
  return result;
}

const isIssue = <T>(r: T | FieldIssue<InfusionField>): r is FieldIssue<InfusionField> => isFieldIssue(r);

/** Everything the infusion rate calculator shows, from what was typed and chosen. Pure; never throws. */
export function evaluateInfusion(inputs: InfusionInputs): InfusionStatus {
  const { direction, doseUnit: unit, perKg, per } = inputs;
  if (direction === "volumeOverTime" || direction === "volumeAndRate") return evaluateVolumeInfusion(inputs);
  const forward = direction === "doseToRate";
  const issues: FieldIssue<InfusionField>[] = [];
  const notes: Partial<Record<InfusionField, string>> = {};

  const order = forward ? readDoseOrder(inputs.doseText, unit, perKg) : null;
  if (order && isIssue(order)) issues.push(order);
  else if (order?.note) notes.dose = order.note;

  const rateRead = forward ? null : readRate(inputs.rateText);
  if (rateRead && isIssue(rateRead)) issues.push(rateRead);
  else if (rateRead?.note) notes.rate = rateRead.note;

  const typedPer = order && !isIssue(order) ? order.typedPer : null;
  if (per === null) {
    issues.push({
      field: "per",
      reason: "choice",
      message: typedPer ? INFUSION_MESSAGES.chooseTypedTime(typedPer) : INFUSION_MESSAGES.chooseTime,
    });
  } else if (typedPer !== null && typedPer !== per) {
    issues.push({ field: "dose", reason: "mismatch", message: INFUSION_MESSAGES.timeMismatch(typedPer, per) });
  }

  const weightRead = perKg ? readWeight(inputs.weightText, inputs.weightUnit) : null;
  if (weightRead && !weightRead.ok)
    issues.push({ field: "weight", reason: weightRead.reason, message: weightRead.message });
  else if (weightRead?.ok && weightRead.weight.note) notes.weight = weightRead.weight.note;

  const bagEmpty = (inputs.bagText ?? "").trim() === "";
  const bagRead = bagEmpty ? null : readStrength(inputs.bagText, unit === "units" ? "units" : "mass");
  if (bagEmpty) issues.push({ field: "bag", reason: "empty", message: INFUSION_MESSAGES.bagEmpty });
  else if (bagRead && !bagRead.ok) issues.push({ field: "bag", reason: bagRead.reason, message: bagRead.message });
  else if (bagRead?.ok && (bagRead.strength.kind === "units") !== (unit === "units")) {
    issues.push({
      field: "bag",
      reason: "mismatch",
      message: unit === "units" ? INFUSION_MESSAGES.bagNeedsUnits : INFUSION_MESSAGES.bagNeedsMass,
    });
  } else if (bagRead?.ok && bagRead.strength.note) notes.bag = bagRead.strength.note;

  const dropFactor = inputs.dropFactor;
  if (dropFactor !== null && !DROP_FACTORS.includes(dropFactor))
    issues.push({ field: "dropFactor", reason: "range", message: INFUSION_MESSAGES.dropFactor });

  const volume = readMl("volume", inputs.volumeText, { empty: null, notPositive: INFUSION_MESSAGES.volumeNotPositive });
  if (isIssue(volume)) issues.push(volume);
  else if (volume?.note) notes.volume = volume.note;

  const leadEmpty = issues.some((i) => (i.field === "dose" || i.field === "rate") && i.reason === "empty");
  const requiredEmpty = leadEmpty && bagEmpty;
  // The typed lead entry: the ordered dose rate (dose → rate) or the rate in mL/h (rate → dose).
  const lead = forward
    ? order && !isIssue(order)
      ? order.value
      : null
    : rateRead && !isIssue(rateRead)
      ? rateRead.value
      : null;
  // Every refused entry pushed its issue above: any of them makes the status empty or invalid.
  if (
    issues.length > 0 ||
    lead === null ||
    !bagRead?.ok ||
    (weightRead !== null && !weightRead.ok) ||
    per === null ||
    isIssue(volume)
  ) {
    return statusOfIssues(
      INFUSION_FIELDS.flatMap((f) => issues.filter((i) => i.field === f)),
      requiredEmpty,
      notes,
    );
  }
  const bag = bagRead.strength;
  const weight = weightRead?.ok ? weightRead.weight : null;
  const kg = weight?.kg ?? 1;
  const unitText = doseRateUnit(unit, perKg, per);

  let rateExact: number;
  let doseValue: number;
  const basis: string[] = [];
  if (weight) basis.push(weight.conversion ? `Weight: ${weight.conversion}` : `Weight: ${weight.text}`);
  if (bag.description !== bag.normalized) basis.push(`Bag: ${bag.description}`);
  if (forward) {
    doseValue = lead;
    rateExact = mlPerHourFor(lead, unit, perKg, per, kg, bag);
    const forWeight = perKg ? decimalProduct(lead, kg) : lead;
    const perHour = per === "min" ? decimalProduct(forWeight, 60) : forWeight;
    // A rate (or a step of its working) with more digits than can be true is not shown as exact.
    if (pumpRateTooLarge(rateExact) || amountTooLarge(forWeight) || amountTooLarge(perHour))
      return { kind: "offScale", message: INFUSION_MESSAGES.tooLarge, notes };
    if (shownPumpRate(rateExact) === 0) return { kind: "offScale", message: INFUSION_MESSAGES.rateTooSmall, notes };
    // A working line is never built on a figure shown as "less than …".
    if ([forWeight, perHour, unit === "mcg" ? decimalProduct(perHour, 0.001) : 1].some(amountRoundsToZero))
      return { kind: "offScale", message: INFUSION_MESSAGES.stepTooSmall, notes };
    let text = `${echoNumber(lead)} ${unitText}`;
    if (perKg && weight)
      text = step(basis, text, `× ${weight.text}`, `${formatAmount(forWeight, unit)} ${perWords(per)}`);
    if (per === "min") text = step(basis, text, "× 60", `${formatAmount(perHour, unit)} per hour`);
    if (unit === "mcg") text = step(basis, text, "", `${formatAmount(decimalProduct(perHour, 0.001), "mg")} per hour`);
    const worked = `${formatNumber(rateExact, 4)} mL/h`;
    const set = formatPumpRate(shownPumpRate(rateExact));
    step(basis, text, `÷ ${bag.normalized}`, `${worked}${worked === set ? "" : `, rounded to ${set}`}`);
  } else {
    rateExact = lead;
    doseValue = doseRateFor(lead, unit, perKg, per, kg, bag);
    const perHour = decimalRatio([lead, bag.ratio[0]], [bag.ratio[1]]);
    const inUnit = unit === "mcg" ? decimalProduct(perHour, 1000) : perHour;
    if (amountTooLarge(doseValue) || amountTooLarge(inUnit))
      return { kind: "offScale", message: INFUSION_MESSAGES.tooLarge, notes };
    if (amountRoundsToZero(doseValue)) return { kind: "offScale", message: INFUSION_MESSAGES.doseTooSmall, notes };
    // A working line is never built on a figure shown as "less than …".
    if ([perHour, inUnit, per === "min" ? decimalRatio([inUnit], [60]) : 1].some(amountRoundsToZero))
      return { kind: "offScale", message: INFUSION_MESSAGES.stepTooSmall, notes };
    let text = step(
      basis,
      `${echoNumber(lead)} mL/h`,
      `× ${bag.normalized}`,
      `${formatAmount(perHour, bag.kind === "units" ? "units" : "mg")} per hour`,
    );
    if (unit === "mcg") text = step(basis, text, "", `${formatAmount(inUnit, "mcg")} per hour`);
    if (per === "min")
      text = step(basis, text, "÷ 60", `${formatAmount(decimalRatio([inUnit], [60]), unit)} per minute`);
    if (perKg && weight) step(basis, text, `÷ ${weight.text}`, `${formatAmount(doseValue, unit)}/kg ${perWords(per)}`);
  }

  const rateSet = forward ? shownPumpRate(rateExact) : rateExact;
  // The rate to set as worked out, rounded to its steps; a typed rate exactly as typed.
  const rateText = forward ? formatPumpRate(rateSet) : `${echoNumber(rateSet)} mL/h`;
  const roundedPercent = roundingErrorPercent(rateExact, rateSet);
  const rounded = forward && Math.abs(roundedPercent) > 1;
  const doseRateText = forward
    ? `${echoNumber(doseValue)} ${unitText}`
    : `${formatAmount(doseValue, unit)}${perKg ? "/kg" : ""} ${perWords(per)}`;

  let drops: ReadyInfusion["drops"] = null;
  if (dropFactor !== null) {
    const exact = decimalRatio([rateSet, dropFactor], [60]);
    const whole = Number(formatPlainNumber(exact, 0));
    drops = { factor: dropFactor, exact, whole, text: formatDrops(exact) };
    const counted =
      whole === exact ? "" : exact < 1 ? ", less than 1 to count" : `, counted as ${formatNumber(whole, 0)}`;
    const perMinute = dropsFigure(exact);
    basis.push(
      `${rateText} × ${dropFactor} drops/mL ÷ 60 = ${perMinute} ${perMinute === "1" ? "drop" : "drops"} per minute${counted}`,
    );
  }
  let time: ReadyInfusion["time"] = null;
  if (volume) {
    const minutes = decimalRatio([volume.value, 60], [rateSet]);
    time = { volumeMl: volume.value, volumeText: echo(volume.value, "mL"), minutes, text: formatDuration(minutes) };
    const hours = formatHours(minutes);
    basis.push(`${time.volumeText} ÷ ${rateText} = ${hours}${hours === time.text ? "" : ` = ${time.text}`}`);
  }

  const { cautions, aspects } = infusionCautions({
    forward,
    weight,
    rate: { exact: rateExact, set: rateSet, text: rateText, roundedPercent, rounded },
    drops,
    time,
  });

  const weightPart = weight ? ` for ${weight.text}${weight.typed ? ` (${weight.typed})` : ""}` : "";
  const bagPart = `with a bag of ${strengthPhrase(bag)}`;
  const main = forward
    ? `${doseRateText}${weightPart} ${bagPart} = ${rateText}`
    : `${rateText} ${bagPart}${weightPart} = ${doseRateText}`;
  const extras = [
    main,
    ...(drops ? [`${drops.text} at ${drops.factor} drops/mL`] : []),
    ...(time ? [`${time.volumeText} in ${time.text}`] : []),
  ];
  const copyCore = extras.join("; ");

  return {
    kind: "ready",
    direction,
    variant: cautions[0]?.kind ?? "plain",
    aspects,
    cautions,
    weight,
    bag,
    rate: { value: rateSet, exact: rateExact, text: rateText },
    doseRate: { value: doseValue, text: doseRateText },
    drops,
    time,
    basis,
    copyLine: lineWithCautions(
      copyCore,
      cautions.map((c) => c.text),
    ),
    notes,
  };
}

/** `evaluateInfusion` memoised per inputs object (one evaluation per machine snapshot). */
export const infusionStatusOf: (inputs: InfusionInputs) => InfusionStatus = perObject(evaluateInfusion);

/** The line 'Copy result' writes, or null when there is no result. */
export const infusionCopyLine = (status: InfusionStatus): string | null => copyLineOf(status);
