/**
 * The weight-based dose calculator's machine (weight-dose.machine.ts): what it keeps (what was
 * typed and chosen), the events a person sends, and the words of its fields and choices, read by
 * the machine's docs, its controls table, its connect layer and its tests (one place each).
 */
import type { ClinicalChoices, ClinicalContext } from "~/machines/clinical-machine";
import type { ShareLinkEvent } from "~/machines/share-link-region";
import type { AutoFamily } from "~/domain/syringe/syringe.types";
import type { OrderBasis, OrderUnit, WeightDoseField, WeightDoseInputs } from "~/domain/weight-dose";
import type { WeightUnitChoice } from "~/domain/weight";

export type { OrderBasis, OrderUnit, WeightDoseField, WeightDoseInputs, WeightUnitChoice };

/** The double check's entries: the first person's, taken when they ask (null before), and the second person's, as typed. */
export interface WeightDoseCheckContext {
  readonly first: WeightDoseInputs | null;
  readonly second: WeightDoseInputs;
}

export type WeightDoseContext = ClinicalContext<WeightDoseInputs> & { readonly check: WeightDoseCheckContext };

/** The fields a person types in, in form order, and the input each one fills. */
export const TEXT_OF: Readonly<Record<WeightDoseField, keyof WeightDoseInputs>> = {
  weight: "weightText",
  order: "orderText",
  dosesPerDay: "dosesPerDayText",
  maximum: "maximumText",
  strength: "strengthText",
};

export type WeightDoseEvent =
  | { type: "field.change"; field: WeightDoseField; value: string }
  | { type: "weightUnit.select"; unit: WeightUnitChoice }
  | { type: "orderUnit.select"; unit: OrderUnit }
  | { type: "basis.select"; basis: OrderBasis }
  | { type: "syringe.select"; syringe: AutoFamily }
  | { type: "reset" }
  | { type: "copy" }
  | ShareLinkEvent
  // The double check (weight-dose.check.ts).
  | { type: "check.request" }
  | { type: "check.start" }
  | { type: "check.field.change"; field: WeightDoseField; value: string }
  | { type: "check.weightUnit.select"; unit: WeightUnitChoice }
  | { type: "check.orderUnit.select"; unit: OrderUnit }
  | { type: "check.basis.select"; basis: OrderBasis }
  | { type: "check.compare" }
  | { type: "check.restart" }
  | { type: "check.cancel" }
  | { type: "check.close" };

/** Nothing typed: the calculator never starts with a dose (it has no drug database). */
export const EMPTY_INPUTS: WeightDoseInputs = {
  weightText: "",
  weightUnit: "kg",
  orderText: "",
  orderUnit: "mg",
  basis: "perDose",
  dosesPerDayText: "",
  maximumText: "",
  strengthText: "",
  syringe: "oral",
};

export const WEIGHT_UNITS: readonly WeightUnitChoice[] = ["kg", "lb"];
export const ORDER_UNITS: readonly OrderUnit[] = ["mg", "mcg"];
export const BASES: readonly OrderBasis[] = ["perDose", "perDay"];
export const SYRINGE_FAMILIES: readonly AutoFamily[] = ["oral", "injection"];

/** The names of the radio groups and of their options, as a person sees them. */
export const GROUP_LABEL = {
  weightUnit: "Weight unit",
  orderUnit: "Order unit",
  basis: "The order is",
  syringe: "Syringe",
} as const;
export const BASIS_LABEL: Readonly<Record<OrderBasis, string>> = { perDose: "Per dose", perDay: "Per day, divided" };
export const SYRINGE_LABEL: Readonly<Record<AutoFamily, string>> = { oral: "Oral", injection: "Injection" };

/** The choices of the form, by event: the option's key in the event, the input it sets, its radio group. */
export const CHOICES: ClinicalChoices<WeightDoseInputs> = {
  "weightUnit.select": {
    key: "unit",
    options: WEIGHT_UNITS,
    input: "weightUnit",
    group: GROUP_LABEL.weightUnit,
    id: "weight-unit",
  },
  "orderUnit.select": {
    key: "unit",
    options: ORDER_UNITS,
    input: "orderUnit",
    group: GROUP_LABEL.orderUnit,
    id: "order-unit",
    label: (unit: OrderUnit) => `${unit}/kg`,
  },
  "basis.select": {
    key: "basis",
    options: BASES,
    input: "basis",
    group: GROUP_LABEL.basis,
    id: "basis",
    label: (basis: OrderBasis) => BASIS_LABEL[basis],
  },
  "syringe.select": {
    key: "syringe",
    options: SYRINGE_FAMILIES,
    input: "syringe",
    group: GROUP_LABEL.syringe,
    id: "syringe",
    label: (family: AutoFamily) => SYRINGE_LABEL[family],
  },
};

/** A field's label in the state it is in (the order's unit is part of its label). */
export function fieldLabel(field: WeightDoseField, inputs: WeightDoseInputs): string {
  switch (field) {
    case "weight":
      return `Weight (${inputs.weightUnit})`;
    case "order":
      return `Ordered dose (${inputs.orderUnit}/kg ${inputs.basis === "perDay" ? "per day" : "per dose"})`;
    case "dosesPerDay":
      return "Doses a day";
    case "maximum":
      return `Your maximum single dose (${inputs.orderUnit}, optional)`;
    case "strength":
      return "Label strength (optional)";
  }
}

/** Whether a field is on the form: the number of doses a day only for an order per day. */
export const fieldShown = (field: WeightDoseField, inputs: WeightDoseInputs): boolean =>
  field !== "dosesPerDay" || inputs.basis === "perDay";
