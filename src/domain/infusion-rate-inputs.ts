/**
 * What the infusion rate calculator is given (issue 31; issue 56 principle 6): what the person
 * knows and typed, and the names of its fields. Read by the evaluation of an order
 * (infusion-rate.ts), of a volume with a time or a rate (infusion-volume.ts), and by what a unit
 * change does to a typed entry (infusion-rate-units.ts).
 */
import type { PerTime } from "./clinical-display";
import type { WeightUnitChoice } from "./weight";

/**
 * What the person knows, so what is worked out: mL/h from a dose rate ordered, the dose rate from
 * mL/h, mL/h from a volume and a time ("1 000 mL over 8 hours"), or the time a volume takes at a
 * rate in mL/h (and the clock time it ends).
 */
export type InfusionDirection = "doseToRate" | "rateToDose" | "volumeOverTime" | "volumeAndRate";
export type InfusionDoseUnit = "mg" | "mcg" | "units";
/** The unit a bare number in the time field is in: minutes or hours, chosen by the person. */
export type DurationUnit = PerTime;

/** Drop factors of gravity sets: macrodrip 10, 15, 20 drops/mL; microdrip 60 drops/mL. */
export const DROP_FACTORS = [10, 15, 20, 60] as const;
export type DropFactor = (typeof DROP_FACTORS)[number];

export interface InfusionInputs {
  readonly direction: InfusionDirection;
  /** The ordered dose rate (dose → rate). */
  readonly doseText: string;
  /** The order's unit: what a bare number in the dose field is, and the unit of the dose rate (rate → dose). */
  readonly doseUnit: InfusionDoseUnit;
  /** Whether the order is per kg (mcg/kg per minute): the weight is then read. */
  readonly perKg: boolean;
  /** The order's time unit, chosen by the person: per minute or per hour; null until chosen. */
  readonly per: PerTime | null;
  readonly weightText: string;
  readonly weightUnit: WeightUnitChoice;
  /** What is in the bag: "400 mg in 250 mL", "25000 units in 500 mL", "1.6 mg/mL". */
  readonly bagText: string;
  /** The rate in mL/h (rate → dose; volume and rate). */
  readonly rateText: string;
  /** The gravity set's drop factor, or null when drops per minute are not asked for. */
  readonly dropFactor: DropFactor | null;
  /** A volume to infuse: optional with an order (the time it takes), needed with a volume. */
  readonly volumeText: string;
  /** The time the volume runs over (volume over time): "8", "180 min". */
  readonly durationText: string;
  /** The time field's unit, chosen by the person: minutes or hours; null until chosen (never guessed). */
  readonly durationUnit: DurationUnit | null;
  /** The clock time the infusion starts, "HH:MM" 24-hour (volume and rate), or "" for none. */
  readonly startText: string;
}

export type InfusionField =
  "dose" | "per" | "weight" | "bag" | "rate" | "dropFactor" | "volume" | "duration" | "durationUnit" | "start";

/** The fields in form order: the first refused one is the one the result names. */
export const INFUSION_FIELDS: readonly InfusionField[] = [
  "dose",
  "rate",
  "per",
  "weight",
  "bag",
  "dropFactor",
  "volume",
  "duration",
  "durationUnit",
  "start",
];

/**
 * The field read as a label prints it (field-kinds.ts, issue 56): what is in the bag ("25,000 units
 * in 250 mL"). The order, the rate, the volume to infuse and its time are the order's: dose fields.
 */
export const INFUSION_LABEL_NUMBERS = ["bag"] as const satisfies readonly InfusionField[];

/** Whether what is worked out starts from a volume (no order, no bag). */
export const fromVolume = (direction: InfusionDirection): boolean =>
  direction === "volumeOverTime" || direction === "volumeAndRate";
