/**
 * The infusion rate calculator's machine (infusion-rate.machine.ts): what it keeps (what was typed
 * and chosen), the events a person sends, and the words of its fields and choices, read by the
 * machine's docs, its controls table, its connect layer and its tests (one place each).
 */
import type { ClinicalChoices, ClinicalContext } from "~/machines/clinical-machine";
import {
  WEIGHT_UNITS,
  textFields,
  weightUnitChoice,
  type ClinicalFormEvent,
  type ClinicalFormShape,
} from "~/machines/clinical-form";
import {
  DROP_FACTORS,
  doseRateUnit,
  type DropFactor,
  type DurationUnit,
  type InfusionDirection,
  type InfusionDoseUnit,
  type InfusionField,
  type InfusionInputs,
} from "~/domain/infusion-rate";
import type { PerTime } from "~/domain/clinical-display";
import type { WeightUnitChoice } from "~/domain/weight";
import { fromVolume } from "~/domain/infusion-rate-inputs";
import type { UnitChoice } from "~/domain/infusion-rate-units";

export { WEIGHT_UNITS };
export type {
  DropFactor,
  DurationUnit,
  InfusionDirection,
  InfusionDoseUnit,
  InfusionField,
  InfusionInputs,
  PerTime,
  WeightUnitChoice,
};

export type InfusionContext = ClinicalContext<InfusionInputs>;

/** The fields a person types in, and the input each one fills (the drop factor and the time unit are choices). */
export type InfusionTextField = Exclude<InfusionField, "per" | "dropFactor" | "durationUnit">;
export const TEXT_OF = textFields<InfusionTextField>(["dose", "rate", "weight", "bag", "volume", "duration", "start"]);

/** The order's unit, as one choice: the amount, and whether it is per kg of weight. */
export type OrderUnit = "mg" | "mcg" | "units" | "mg/kg" | "mcg/kg" | "units/kg";
export const ORDER_UNITS: readonly OrderUnit[] = ["mg", "mcg", "units", "mg/kg", "mcg/kg", "units/kg"];
export const orderUnitOf = (inputs: Pick<InfusionInputs, "doseUnit" | "perKg">): OrderUnit =>
  `${inputs.doseUnit}${inputs.perKg ? "/kg" : ""}` as OrderUnit;
export const readOrderUnit = (unit: OrderUnit): { doseUnit: InfusionDoseUnit; perKg: boolean } => ({
  doseUnit: unit.replace("/kg", "") as InfusionDoseUnit,
  perKg: unit.endsWith("/kg"),
});

export const DIRECTIONS: readonly InfusionDirection[] = ["doseToRate", "rateToDose", "volumeOverTime", "volumeAndRate"];
export const PER_TIMES: readonly PerTime[] = ["min", "h"];
export const DURATION_UNITS: readonly DurationUnit[] = ["min", "h"];
/** No drop factor (a pump), or a gravity set's. */
export const DROP_CHOICES: readonly (DropFactor | null)[] = [null, ...DROP_FACTORS];

export type InfusionEvent =
  | ClinicalFormEvent<InfusionTextField>
  | { type: "direction.select"; direction: InfusionDirection }
  | { type: "orderUnit.select"; unit: OrderUnit }
  | { type: "per.select"; per: PerTime }
  | { type: "weightUnit.select"; unit: WeightUnitChoice }
  | { type: "dropFactor.select"; factor: DropFactor | null }
  | { type: "durationUnit.select"; durationUnit: DurationUnit };

/** Nothing typed, and no time unit chosen: the order's per minute or per hour is never guessed. */
export const EMPTY_INPUTS: InfusionInputs = {
  direction: "doseToRate",
  doseText: "",
  doseUnit: "mg",
  perKg: false,
  per: null,
  weightText: "",
  weightUnit: "kg",
  bagText: "",
  rateText: "",
  dropFactor: null,
  volumeText: "",
  durationText: "",
  durationUnit: null,
  startText: "",
};

/** The names of the radio groups and of their options, as a person sees them. */
export const GROUP_LABEL = {
  direction: "Work out",
  orderUnit: "Order unit",
  per: "The order is",
  dropFactor: "Drop factor (gravity set)",
  durationUnit: "Time in",
} as const;
export const DIRECTION_LABEL: Readonly<Record<InfusionDirection, string>> = {
  doseToRate: "mL/h from the order",
  rateToDose: "Dose rate from mL/h",
  volumeOverTime: "mL/h from a volume and a time",
  volumeAndRate: "Time from a volume and mL/h",
};
export const DURATION_UNIT_LABEL: Readonly<Record<DurationUnit, string>> = { min: "Minutes", h: "Hours" };
export const PER_LABEL: Readonly<Record<PerTime, string>> = { min: "Per minute", h: "Per hour" };
export const dropFactorLabel = (factor: DropFactor | null): string =>
  factor === null ? "None (pump)" : `${factor} drops/mL`;
/** A drop factor choice as a radio value: "none" or the number. */
export const dropFactorValue = (factor: DropFactor | null): string => (factor === null ? "none" : String(factor));

/**
 * The choices of the form, by event: the option's key in the event, the input it sets (the order's
 * unit sets the amount and whether it is per kg), its radio group; the weight's unit only for a
 * per-kg order; the time unit's group shows the hint 'Choose per minute or per hour…'.
 */
export const CHOICES: ClinicalChoices<InfusionInputs> = {
  "direction.select": {
    key: "direction",
    options: DIRECTIONS,
    input: "direction",
    group: GROUP_LABEL.direction,
    id: "direction",
    label: (direction: InfusionDirection) => DIRECTION_LABEL[direction],
  },
  "orderUnit.select": {
    key: "unit",
    options: ORDER_UNITS,
    apply: readOrderUnit,
    chosen: orderUnitOf,
    group: GROUP_LABEL.orderUnit,
    id: "order-unit",
    shown: (inputs) => !fromVolume(inputs.direction),
  },
  "per.select": {
    key: "per",
    options: PER_TIMES,
    input: "per",
    group: GROUP_LABEL.per,
    id: "per",
    label: (per: PerTime) => PER_LABEL[per],
    hintOf: "per",
    shown: (inputs) => !fromVolume(inputs.direction),
  },
  "weightUnit.select": weightUnitChoice({ shown: (inputs) => inputs.perKg && !fromVolume(inputs.direction) }),
  "durationUnit.select": {
    key: "durationUnit",
    options: DURATION_UNITS,
    input: "durationUnit",
    group: GROUP_LABEL.durationUnit,
    id: "duration-unit",
    label: (unit: DurationUnit) => DURATION_UNIT_LABEL[unit],
    hintOf: "durationUnit",
    shown: (inputs) => inputs.direction === "volumeOverTime",
  },
  "dropFactor.select": {
    key: "factor",
    options: DROP_CHOICES,
    input: "dropFactor",
    group: GROUP_LABEL.dropFactor,
    id: "drop-factor",
    label: dropFactorLabel,
    value: dropFactorValue,
  },
};

/** A field's label in the state it is in (the order's unit and time unit are part of the dose's). */
export function fieldLabel(field: InfusionTextField, inputs: InfusionInputs): string {
  switch (field) {
    case "dose":
      return inputs.per === null
        ? `Ordered dose rate (${orderUnitOf(inputs)})`
        : `Ordered dose rate (${doseRateUnit(inputs.doseUnit, inputs.perKg, inputs.per)})`;
    case "rate":
      return "Rate (mL/h)";
    case "weight":
      return `Weight (${inputs.weightUnit})`;
    case "bag":
      return "In the bag (amount in volume)";
    case "volume":
      return fromVolume(inputs.direction) ? "Volume to infuse (mL)" : "Volume to infuse (mL, optional)";
    case "duration":
      return inputs.durationUnit === null ? "Time" : `Time (${DURATION_UNIT_LABEL[inputs.durationUnit].toLowerCase()})`;
    case "start":
      return "Start time (HH:MM, optional)";
  }
}

/**
 * Whether a field is on the form: the dose for mL/h, the rate for the dose rate and for the time
 * a volume takes, the weight for a per-kg order, the bag with an order, the time for a volume over
 * a time, the start for a volume at a rate.
 */
export function fieldShown(field: InfusionTextField, inputs: InfusionInputs): boolean {
  switch (field) {
    case "dose":
      return inputs.direction === "doseToRate";
    case "rate":
      return inputs.direction === "rateToDose" || inputs.direction === "volumeAndRate";
    case "weight":
      return inputs.perKg && !fromVolume(inputs.direction);
    case "bag":
      return !fromVolume(inputs.direction);
    case "duration":
      return inputs.direction === "volumeOverTime";
    case "start":
      return inputs.direction === "volumeAndRate";
    case "volume":
      return true;
  }
}

/** What the form asks (src/machines/clinical-form.ts): read by the machine, the connect layer and the controls. */
export const FORM: ClinicalFormShape<InfusionInputs, InfusionTextField> = {
  textOf: TEXT_OF,
  choices: CHOICES,
  fieldLabel,
  fieldShown,
};

/** The unit choices: a change of one never re-reads what is typed (infusion-rate-units.ts). */
export const UNIT_EVENTS = ["orderUnit.select", "per.select", "weightUnit.select", "durationUnit.select"] as const;

/** A unit choice event the form offers, as the unit choice it makes; else null. */
export function unitChoiceOf(event: InfusionEvent): UnitChoice | null {
  switch (event.type) {
    case "orderUnit.select":
      return ORDER_UNITS.includes(event.unit) ? { choice: "orderUnit", ...readOrderUnit(event.unit) } : null;
    case "per.select":
      return PER_TIMES.includes(event.per) ? { choice: "per", per: event.per } : null;
    case "weightUnit.select":
      return WEIGHT_UNITS.includes(event.unit) ? { choice: "weightUnit", unit: event.unit } : null;
    case "durationUnit.select":
      return DURATION_UNITS.includes(event.durationUnit) ? { choice: "durationUnit", unit: event.durationUnit } : null;
    default:
      return null;
  }
}
