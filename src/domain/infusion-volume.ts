/**
 * Infusion rate from a volume (issue 56, principle 6: the sums nurses do most), pure part:
 *
 *   volume over time:  mL/h = volume (mL) × 60 ÷ time (minutes)
 *                      drops per minute = volume × drop factor (drops/mL) ÷ time (minutes)
 *   volume and rate:   time (minutes) = volume (mL) × 60 ÷ rate (mL/h); the clock time it ends
 *                      = the start + that time (24-hour clock, the next day said as such)
 *                      drops per minute = rate × drop factor ÷ 60
 *
 * The time field's unit (minutes or hours) is the person's choice, never guessed; a time typed
 * with its unit ("180 min", "8 h") is read in it. A gravity set is counted in whole drops: the
 * figure worked out and the whole drops are both said, with how much the rounding changes the
 * flow. Every figure is computed with decimal-exact arithmetic and one rounding. Pure; never throws.
 */
import { echoNumber } from "~/domain/number/entry";
import { decimalRatio } from "~/domain/number/exact";
import { formatNumber, formatPlainNumber } from "~/domain/number/format";
import { formatPercent } from "~/domain/number/percent";
import {
  amountTooLarge,
  dropsFigure,
  echo,
  formatDrops,
  formatDuration,
  formatHours,
  formatPumpRate,
  lineWithCautions,
  pumpRateTooLarge,
  shownPumpRate,
} from "./clinical-display";
import {
  isFieldIssue,
  isVolume,
  measureIssue,
  readAsNote,
  readMeasure,
  readMl,
  statusOfIssues,
  type Caution,
  type EmptyStatus,
  type FieldIssue,
  type InvalidStatus,
  type Notes,
  type OffScaleStatus,
} from "./clinical";
import {
  infusionCautions,
  type InfusionAspects,
  type InfusionCautionKind,
  type InfusionTime,
} from "./infusion-rate-cautions";
import {
  DROP_FACTORS,
  INFUSION_FIELDS,
  type DropFactor,
  type DurationUnit,
  type InfusionField,
  type InfusionInputs,
} from "./infusion-rate-inputs";
import { roundingErrorPercent } from "~/domain/number/percent";

export const VOLUME_MESSAGES = {
  volumeEmpty: "Enter the volume to infuse in mL",
  volumeNotPositive: "Enter a volume above 0",
  durationEmpty: "Enter the time the volume runs over",
  durationNotPositive: "Enter a time above 0",
  durationUnitHint: "type the time in minutes or hours",
  durationNotATime: "This field takes a time in minutes or hours, for example 8 or 180 min",
  chooseDurationUnit: "Choose minutes or hours for the time",
  rateEmpty: "Enter the rate in mL/h",
  rateNotPositive: "Enter a rate above 0",
  startNotAClockTime: "Type the start as a 24-hour clock time, for example 08:00 or 21:30, or leave it empty",
  tooLarge: "The result is too large to calculate with: check the volume, the time and the rate",
  rateTooSmall: "The rate is below 0.01 mL/h, the smallest shown: check the volume and the time",
  timeTooLong: "The time is too long to show: check the volume and the rate",
} as const;

/** A ready result from a volume: the rate (worked out or typed), the time, the drops, the end. */
export interface ReadyVolumeInfusion {
  readonly kind: "ready";
  readonly direction: "volumeOverTime" | "volumeAndRate";
  readonly variant: "plain" | InfusionCautionKind;
  readonly aspects: InfusionAspects;
  readonly cautions: readonly Caution<InfusionCautionKind>[];
  /** The rate: worked out (volume over time) or typed; `value` is the rate set, `exact` before rounding. */
  readonly rate: { readonly value: number; readonly exact: number; readonly text: string };
  readonly drops: {
    readonly factor: DropFactor;
    readonly exact: number;
    readonly whole: number;
    readonly text: string;
  } | null;
  readonly time: InfusionTime;
  /** The clock time the infusion ends, "16:00" or "02:00 the next day", or null without a start. */
  readonly end: { readonly text: string; readonly days: number } | null;
  readonly basis: readonly string[];
  readonly copyLine: string;
  readonly notes: Notes<InfusionField>;
}

export type VolumeStatus =
  EmptyStatus<InfusionField> | InvalidStatus<InfusionField> | OffScaleStatus<InfusionField> | ReadyVolumeInfusion;

const UNIT_MINUTES: Readonly<Record<DurationUnit, number>> = { min: 1, h: 60 };
/** "8 hours", "90 minutes", "1 hour". */
export const durationWords = (value: number, unit: DurationUnit): string =>
  `${echoNumber(value)} ${unit === "h" ? (value === 1 ? "hour" : "hours") : value === 1 ? "minute" : "minutes"}`;

/**
 * A time typed in the time field: a bare number in the unit chosen, or with its own unit ("180
 * min", "8 hours"), which wins over the choice; in minutes, with how it was read.
 */
export function readDuration(
  text: string,
  unit: DurationUnit | null,
): { minutes: number; value: number; unit: DurationUnit; note: string | null } | FieldIssue<InfusionField> {
  const field = "duration" as const;
  const m = readMeasure(text);
  if (!m.ok) return measureIssue(field, m, VOLUME_MESSAGES.durationEmpty, VOLUME_MESSAGES.durationUnitHint);
  const typed = m.unit?.symbol;
  if (m.per.length > 0 || (typed !== undefined && typed !== "min" && typed !== "h"))
    return { field, reason: "unit", message: VOLUME_MESSAGES.durationNotATime };
  const read: DurationUnit | null = typed ?? unit;
  if (read === null) return { field: "durationUnit", reason: "choice", message: VOLUME_MESSAGES.chooseDurationUnit };
  if (m.value < 0) return { field, reason: "negative", message: VOLUME_MESSAGES.durationNotPositive };
  if (m.value === 0) return { field, reason: "zero", message: VOLUME_MESSAGES.durationNotPositive };
  const minutes = decimalRatio([m.value, UNIT_MINUTES[read]], []);
  const words = durationWords(m.value, read);
  const note =
    typed !== undefined && typed !== unit
      ? `${words} = ${formatDuration(minutes)}`
      : readAsNote(m, durationWords(m.value, read));
  return { minutes, value: m.value, unit: read, note };
}

/** "08:00", "21:30", "8:05": a 24-hour clock time, in minutes after midnight; null if it is not one. */
export function readClockTime(text: string): number | null {
  const match = /^([01]?\d|2[0-3])[:.h]([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "HH:MM" of minutes after midnight (0 ≤ minutes < 1 440). */
const clockText = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The clock time an infusion ends: the start plus the time, to the minute; "02:00 the next day". */
export function endOfInfusion(startMinutes: number, minutes: number): { text: string; days: number } {
  const end = startMinutes + Math.round(minutes);
  const days = Math.floor(end / 1440);
  const at = clockText(end - days * 1440);
  const when = days === 0 ? "the same day" : days === 1 ? "the next day" : `${formatNumber(days, 0)} days later`;
  return { text: `${at} ${when}`, days };
}

/** Drops per minute worked out and counted in whole drops, with what the rounding changes. */
function dropsOf(exact: number, factor: DropFactor): NonNullable<ReadyVolumeInfusion["drops"]> {
  const whole = Number(formatPlainNumber(exact, 0));
  return { factor, exact, whole, text: formatDrops(exact) };
}

/** "= 83.33 drops per minute, counted as 83 (0.4% slower)": the drops line's end. */
function dropsCounted(d: NonNullable<ReadyVolumeInfusion["drops"]>): string {
  const figure = dropsFigure(d.exact);
  const per = `${figure} ${figure === "1" ? "drop" : "drops"} per minute`;
  if (d.whole === d.exact) return `${per}, whole drops`;
  if (d.exact < 1) return `${per}, less than 1 to count`;
  const percent = ((d.whole - d.exact) / d.exact) * 100;
  return `${per}, counted as ${formatNumber(d.whole, 0)} (${formatPercent(percent)} ${percent > 0 ? "faster" : "slower"})`;
}

const issueOf = <T>(r: T | FieldIssue<InfusionField>): r is FieldIssue<InfusionField> => isFieldIssue(r);

/** The status of a volume with a time (mL/h) or with a rate (the time, and the clock time it ends). */
export function evaluateVolumeInfusion(inputs: InfusionInputs): VolumeStatus {
  const overTime = inputs.direction === "volumeOverTime";
  const issues: FieldIssue<InfusionField>[] = [];
  const notes: Partial<Record<InfusionField, string>> = {};

  const volume = readMl("volume", inputs.volumeText, {
    empty: VOLUME_MESSAGES.volumeEmpty,
    notPositive: VOLUME_MESSAGES.volumeNotPositive,
  });
  if (issueOf(volume)) issues.push(volume);
  else if (volume?.note) notes.volume = volume.note;

  const duration = overTime ? readDuration(inputs.durationText, inputs.durationUnit) : null;
  if (duration && issueOf(duration)) issues.push(duration);
  else if (duration?.note) notes.duration = duration.note;
  const rate = overTime ? null : readTypedRate(inputs.rateText);
  if (rate && issueOf(rate)) issues.push(rate);
  else if (rate?.note) notes.rate = rate.note;

  const startEmpty = overTime || inputs.startText.trim() === "";
  const start = startEmpty ? null : readClockTime(inputs.startText);
  if (!startEmpty && start === null)
    issues.push({ field: "start", reason: "invalid", message: VOLUME_MESSAGES.startNotAClockTime });

  const factor = inputs.dropFactor;
  if (factor !== null && !DROP_FACTORS.includes(factor))
    issues.push({ field: "dropFactor", reason: "range", message: "Choose a drop factor of 10, 15, 20 or 60 drops/mL" });

  const leadEmpty = issues.some((i) => (i.field === "duration" || i.field === "rate") && i.reason === "empty");
  const requiredEmpty = leadEmpty && issues.some((i) => i.field === "volume" && i.reason === "empty");
  if (issues.length > 0 || !volume || issueOf(volume) || (duration && issueOf(duration)) || (rate && issueOf(rate)))
    return statusOfIssues(
      INFUSION_FIELDS.flatMap((f) => issues.filter((i) => i.field === f)),
      requiredEmpty,
      notes,
    );

  const basis: string[] = [];
  const volumeText = echo(volume.value, "mL");
  let minutes: number;
  let rateExact: number;
  let dropsExact: number | null = null;
  if (duration) {
    minutes = duration.minutes;
    rateExact = decimalRatio([volume.value, 60], [minutes]);
    if (pumpRateTooLarge(rateExact)) return { kind: "offScale", message: VOLUME_MESSAGES.tooLarge, notes };
    if (shownPumpRate(rateExact) === 0) return { kind: "offScale", message: VOLUME_MESSAGES.rateTooSmall, notes };
    if (factor !== null) dropsExact = decimalRatio([volume.value, factor], [minutes]);
  } else {
    rateExact = (rate as { value: number }).value;
    minutes = decimalRatio([volume.value, 60], [rateExact]);
    if (amountTooLarge(decimalRatio([minutes], [60])))
      return { kind: "offScale", message: VOLUME_MESSAGES.timeTooLong, notes };
    if (factor !== null) dropsExact = decimalRatio([rateExact, factor], [60]);
  }
  const rateSet = overTime ? shownPumpRate(rateExact) : rateExact;
  const rateText = overTime ? formatPumpRate(rateSet) : `${echoNumber(rateSet)} mL/h`;
  const roundedPercent = roundingErrorPercent(rateExact, rateSet);
  const rounded = overTime && Math.abs(roundedPercent) > 1;
  const timeText = formatDuration(minutes);
  const time: InfusionTime = { volumeMl: volume.value, volumeText, minutes, text: timeText };

  const given = duration ? durationWords(duration.value, duration.unit) : timeText;
  if (duration) {
    if (duration.unit === "h") basis.push(`${given} × 60 = ${echoNumber(minutes)} minutes`);
    const worked = `${formatNumber(rateExact, 4)} mL/h`;
    basis.push(
      `${volumeText} × 60 ÷ ${echoNumber(minutes)} minutes = ${worked}${worked === rateText ? "" : `, rounded to ${rateText}`}`,
    );
  } else {
    const hours = formatHours(minutes);
    basis.push(`${volumeText} ÷ ${rateText} = ${hours}${hours === timeText ? "" : ` = ${timeText}`}`);
  }
  const drops = dropsExact === null || factor === null ? null : dropsOf(dropsExact, factor);
  if (drops) {
    basis.push(
      duration
        ? `${volumeText} × ${drops.factor} drops/mL ÷ ${echoNumber(minutes)} minutes = ${dropsCounted(drops)}`
        : `${rateText} × ${drops.factor} drops/mL ÷ 60 = ${dropsCounted(drops)}`,
    );
  }
  const end = start === null ? null : endOfInfusion(start, minutes);
  if (end && start !== null) basis.push(`Start ${clockText(start)} + ${timeText} = ${end.text}`);

  const { cautions, aspects } = infusionCautions({
    forward: true,
    fastCheck: overTime
      ? "Check the volume and the time (minutes or hours) before setting it."
      : "Check the rate you typed against the pump.",
    weight: null,
    rate: { exact: rateExact, set: rateSet, text: rateText, roundedPercent, rounded },
    drops,
    time,
    end,
  });
  const core = [
    overTime ? `${volumeText} over ${given} = ${rateText}` : `${volumeText} at ${rateText} takes ${timeText}`,
    ...(drops ? [`${drops.text} at ${drops.factor} drops/mL`] : []),
    ...(end ? [`ends at ${end.text}`] : []),
  ].join("; ");
  return {
    kind: "ready",
    direction: overTime ? "volumeOverTime" : "volumeAndRate",
    variant: cautions[0]?.kind ?? "plain",
    aspects,
    cautions,
    rate: { value: rateSet, exact: rateExact, text: rateText },
    drops,
    time,
    end,
    basis,
    copyLine: lineWithCautions(
      core,
      cautions.map((c) => c.text),
    ),
    notes,
  };
}

/** A rate in mL/h: a bare number, or "125 mL/h"; "2 mL/min" is converted (120 mL/h). */
function readTypedRate(text: string): { value: number; note: string | null } | FieldIssue<InfusionField> {
  const field = "rate" as const;
  const m = readMeasure(text);
  if (!m.ok) return measureIssue(field, m, VOLUME_MESSAGES.rateEmpty, "type the rate in mL/h");
  const [time, ...more] = m.per;
  const bare = m.unit === null && time === undefined;
  const volumeFactor = m.unit === null ? 1 : isVolume(m.unit) ? m.unit.factor : null;
  if (
    !bare &&
    (volumeFactor === null || time === undefined || more.length > 0 || (time.symbol !== "h" && time.symbol !== "min"))
  )
    return { field, reason: "unit", message: "This field takes a rate in mL/h, for example 125" };
  if (m.value < 0) return { field, reason: "negative", message: VOLUME_MESSAGES.rateNotPositive };
  if (m.value === 0) return { field, reason: "zero", message: VOLUME_MESSAGES.rateNotPositive };
  const perMinute = time?.symbol === "min";
  const value = decimalRatio([m.value, volumeFactor ?? 1, perMinute ? 60 : 1], []);
  const shown = `${echoNumber(value)} mL/h`;
  const note =
    value !== m.value || (m.unit !== null && m.unit.symbol !== "mL")
      ? `${echoNumber(m.value)} ${m.unit?.symbol ?? "mL"}/${perMinute ? "min" : "h"} = ${shown}`
      : readAsNote(m, shown);
  return { value, note };
}
