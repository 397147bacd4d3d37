/**
 * The infusion rate calculator's cautions (pure): what a ready result says besides its figures,
 * in the order the page shows them, and the aspect of the result each one is (the machine's
 * `ready` regions: weight, rate, drops, time). None refuses a result: an order can mean a fast
 * rate or a long infusion, so the figure stands and the caution says what to check.
 */
import type { Caution } from "./clinical";
import { differenceWords, dropsFigure } from "./clinical-display";
import { formatPercent } from "~/domain/number/percent";
import { decimalRatio } from "~/domain/number/exact";
import { formatNumber } from "~/domain/number/format";
import { implausibleWeightText, type Weight } from "./weight";

export type InfusionCautionKind =
  | "implausibleWeight"
  | "rateRounded"
  | "rateAboveMostPumps"
  | "dropsTooSlow"
  | "dropsRoughlyCounted"
  | "dropsTooFast"
  | "timeOverADay";

/**
 * The fastest rate many volumetric infusion pumps can be set to (0.1–999 mL/h is a common range;
 * some reach 1,200 mL/h). A rate above it is not refused, since an order can mean it, but it is
 * said: a rate this fast is more often a slip of a unit or a digit (mg for mcg, per minute for per
 * hour) than what was meant.
 */
export const MOST_PUMPS_ML_PER_HOUR = 999;
/**
 * How far counting in whole drops may move a gravity set's rate before it is said: 10 %. Whole
 * drops move a rate by at most half a drop a minute, so this is only under 5 drops a minute
 * (1.5 counted as 2 runs the set a third faster).
 */
export const WHOLE_DROPS_PERCENT = 10;
/**
 * The most drops per minute this calculator calls countable by eye on a gravity set: 100. A
 * convention of this calculator, stated on the page (no standard gives one figure): above about
 * 100 drops a minute (more than one drop every 0.6 s) drops run close to a stream and a count
 * against a watch is no longer reliable; such a rate is one for an infusion pump.
 */
export const COUNTABLE_DROPS_PER_MINUTE = 100;
/** A microdrip set: the most drops per mL, the finest steps a gravity set can be counted in. */
const MICRODRIP = 60;
/** How long one infusion bag usually hangs (many policies replace it within 24 hours of hanging). */
export const BAG_HANGS_HOURS = 24;

export interface InfusionAspects {
  readonly weight: "notUsed" | "inRange" | "outsideRange";
  /**
   * The mL/h worked out is shown as worked out, or rounded by more than 1 % (dose → rate only), or
   * it (worked out or typed) is above 999 mL/h, faster than many pumps can be set.
   */
  readonly rate: "asWorkedOut" | "rounded" | "aboveMostPumps";
  /**
   * With a drop factor: drops per minute in whole drops, or whole drops more than 10 % from the
   * drops worked out, or under 1 drop a minute.
   */
  readonly drops: "notAsked" | "countable" | "roughlyCounted" | "tooSlow" | "tooFast";
  /** With a volume: the time it takes, and whether that is longer than a bag usually hangs (24 hours). */
  readonly time: "notAsked" | "shown" | "overADay";
  /**
   * With a start time (volume and rate): the clock time the infusion ends, the same day or a later
   * day (said as such: "the next day", "2 days later").
   */
  readonly clock: "notAsked" | "sameDay" | "laterDay";
}

/** What the cautions are worked out from: the evaluation's figures, already computed. */
export interface CautionFigures {
  /** Dose → rate (the rate is worked out), or rate → dose (the rate was typed). */
  readonly forward: boolean;
  /** What to check of a rate above most pumps' fastest, when not the order's words. */
  readonly fastCheck?: string;
  readonly weight: Weight | null;
  readonly rate: {
    readonly exact: number;
    /** The rate set: rounded to the pump's steps (worked out), or as typed. */
    readonly set: number;
    readonly text: string;
    readonly roundedPercent: number;
    /** The rounding moved the rate by more than 1 %. */
    readonly rounded: boolean;
  };
  readonly drops: { readonly exact: number; readonly whole: number; readonly factor: number } | null;
  readonly time: InfusionTime | null;
  /** The clock time the infusion ends, with how many days after it starts, or null. */
  readonly end?: { readonly days: number } | null;
}

/** The time a typed volume takes at the rate set. */
export interface InfusionTime {
  readonly volumeMl: number;
  /** The volume as typed, every digit: "250 mL" (never rounded to "0 mL"). */
  readonly volumeText: string;
  readonly minutes: number;
  /** "19 hours 5 minutes", "under 1 minute". */
  readonly text: string;
}

/** The cautions of a ready result, in the order shown, and the aspect of each part of it. */
export function infusionCautions(f: CautionFigures): {
  cautions: Caution<InfusionCautionKind>[];
  aspects: InfusionAspects;
} {
  const { weight, rate, drops, time } = f;
  const aboveMostPumps = rate.set > MOST_PUMPS_ML_PER_HOUR;
  // Under 1 drop a minute as worked out (0.6 is not counted as 1: the set would run 67 % fast).
  const tooSlow = drops !== null && drops.exact < 1;
  // Counted in whole drops more than 10 % away from the drops worked out (1.5 counted as 2).
  const wholePercent = drops && !tooSlow ? ((drops.whole - drops.exact) / drops.exact) * 100 : 0;
  const roughlyCounted = Math.abs(wholePercent) > WHOLE_DROPS_PERCENT;
  const overADay = time !== null && time.minutes > BAG_HANGS_HOURS * 60;
  const tooFast = drops !== null && drops.whole > COUNTABLE_DROPS_PER_MINUTE;
  const end = f.end ?? null;

  const cautions: Caution<InfusionCautionKind>[] = [];
  if (weight && !weight.plausible) cautions.push({ kind: "implausibleWeight", text: implausibleWeightText(weight) });
  if (rate.rounded) {
    cautions.push({
      kind: "rateRounded",
      text: `Rounded rate: the rate works out at ${formatNumber(rate.exact, 4)} mL/h; set at ${rate.text} it is ${differenceWords(rate.roundedPercent)}. Check the steps your pump can be set in, or ask the pharmacy about a bag of another strength.`,
    });
  }
  if (aboveMostPumps) {
    const check =
      f.fastCheck ??
      (f.forward
        ? "Check the order, its unit (mg or mcg, per minute or per hour) and the bag's strength before setting it."
        : "Check the rate you typed against the pump.");
    cautions.push({
      kind: "rateAboveMostPumps",
      text: `Very fast rate: ${rate.text} is above ${MOST_PUMPS_ML_PER_HOUR} mL/h, faster than many infusion pumps can be set. ${check}`,
    });
  }
  if (drops && tooSlow) {
    cautions.push({
      kind: "dropsTooSlow",
      text: `Under 1 drop per minute (${dropsFigure(drops.exact)} drops per minute): too slow to count on a gravity set. Use an infusion pump.`,
    });
  }
  if (drops && roughlyCounted) {
    const finer =
      drops.factor < MICRODRIP
        ? `Use an infusion pump, or a microdrip set (${MICRODRIP} drops/mL), whose ${dropsFigure(decimalRatio([drops.exact, MICRODRIP], [drops.factor]))} drops per minute count more closely.`
        : "Use an infusion pump.";
    cautions.push({
      kind: "dropsRoughlyCounted",
      text: `Counted in whole drops: ${dropsFigure(drops.exact)} drops per minute worked out, counted as ${formatNumber(drops.whole, 0)}, runs the set ${formatPercent(wholePercent)} ${wholePercent > 0 ? "faster" : "slower"} than ${rate.text}. ${finer}`,
    });
  }
  if (drops && tooFast) {
    cautions.push({
      kind: "dropsTooFast",
      text: `Too fast to count by eye: ${formatNumber(drops.whole, 0)} drops per minute is above ${COUNTABLE_DROPS_PER_MINUTE} drops per minute, more than a drop every 0.6 seconds (this calculator's convention for a drip a person can count). Use an infusion pump, or check the volume, the time and the drop factor.`,
    });
  }
  if (time && overADay) {
    cautions.push({
      kind: "timeOverADay",
      text: `Over ${BAG_HANGS_HOURS} hours: ${time.volumeText} at ${rate.text} takes ${time.text}. Many policies replace an infusion bag within ${BAG_HANGS_HOURS} hours of hanging it: check the volume, the rate and how long this bag may hang.`,
    });
  }

  return {
    cautions,
    aspects: {
      weight: weight ? (weight.plausible ? "inRange" : "outsideRange") : "notUsed",
      rate: rate.rounded ? "rounded" : aboveMostPumps ? "aboveMostPumps" : "asWorkedOut",
      drops: drops
        ? tooSlow
          ? "tooSlow"
          : roughlyCounted
            ? "roughlyCounted"
            : tooFast
              ? "tooFast"
              : "countable"
        : "notAsked",
      time: time ? (overADay ? "overADay" : "shown") : "notAsked",
      clock: end === null ? "notAsked" : end.days === 0 ? "sameDay" : "laterDay",
    },
  };
}
