/**
 * The weight-based dose calculator's machine (weight-dose.machine.ts): what it keeps (what was
 * typed and chosen), the events a person sends, and the words of its fields and choices, read by
 * the machine's docs, its controls table, its connect layer and its tests (one place each).
 */
import type { ClinicalChoices } from "~/machines/clinical-machine";
import type { Bare } from "~/machines/events";
import {
  WEIGHT_UNITS,
  syringeChoice,
  textFields,
  weightUnitChoice,
  type ClinicalFormEvent,
  type ClinicalFormShape,
  type SyringeSelectEvent,
} from "~/machines/clinical-form";
import type { AutoFamily } from "~/domain/syringe/syringe.types";
import {
  WEIGHT_DOSE_FIELDS,
  type OrderBasis,
  type OrderUnit,
  type WeightDoseField,
  type WeightDoseInputs,
} from "~/domain/weight-dose";
import { rewriteWeight, type WeightUnitChoice } from "~/domain/weight";
import { rewriteAmount } from "~/domain/dose/unit-change";
import type { UnitChangeContext, UnitChangeForm } from "~/machines/clinical-unit-change";

export { WEIGHT_UNITS };
export type { OrderBasis, OrderUnit, WeightDoseField, WeightDoseInputs, WeightUnitChoice };

/** The double check's entries: the first person's, taken when they ask (null before), and the second person's, as typed. */
export interface WeightDoseCheckContext {
  readonly first: WeightDoseInputs | null;
  readonly second: WeightDoseInputs;
}

export type WeightDoseContext = UnitChangeContext<WeightDoseInputs> & { readonly check: WeightDoseCheckContext };

/** The fields a person types in, in form order, and the input each one fills. */
export const TEXT_OF = textFields(WEIGHT_DOSE_FIELDS);

export type WeightDoseEvent =
  | ClinicalFormEvent<WeightDoseField>
  | { type: "weightUnit.select"; unit: WeightUnitChoice }
  | { type: "orderUnit.select"; unit: OrderUnit }
  | { type: "basis.select"; basis: OrderBasis }
  | SyringeSelectEvent
  // The double check (weight-dose.check.ts): the second entry's own field and choices.
  | { type: "check.field.change"; field: WeightDoseField; value: string }
  | { type: "check.weightUnit.select"; unit: WeightUnitChoice }
  | { type: "check.orderUnit.select"; unit: OrderUnit }
  | { type: "check.basis.select"; basis: OrderBasis }
  | Bare<"check.request" | "check.start" | "check.compare" | "check.restart" | "check.cancel" | "check.close">;

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

export const ORDER_UNITS: readonly OrderUnit[] = ["mg", "mcg"];
export const BASES: readonly OrderBasis[] = ["perDose", "perDay"];
export const SYRINGE_FAMILIES: readonly AutoFamily[] = ["oral", "injection"];

/** The words of the basis options, as a person sees them (each group's name is in its choice below). */
export const BASIS_LABEL: Readonly<Record<OrderBasis, string>> = { perDose: "Per dose", perDay: "Per day, divided" };

/** The choices of the form, by event: the option's key in the event, the input it sets, its radio group's name. */
export const CHOICES: ClinicalChoices<WeightDoseInputs> = {
  "weightUnit.select": weightUnitChoice(),
  "orderUnit.select": {
    key: "unit",
    options: ORDER_UNITS,
    input: "orderUnit",
    group: "Order unit",
    id: "order-unit",
    label: (unit: OrderUnit) => `${unit}/kg`,
  },
  "basis.select": {
    key: "basis",
    options: BASES,
    input: "basis",
    group: "The order is",
    id: "basis",
    label: (basis: OrderBasis) => BASIS_LABEL[basis],
  },
  "syringe.select": syringeChoice(SYRINGE_FAMILIES),
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

/** What the form asks (src/machines/clinical-form.ts): read by the machine, the connect layer and the controls. */
export const FORM: ClinicalFormShape<WeightDoseInputs, WeightDoseField> = {
  textOf: TEXT_OF,
  choices: CHOICES,
  fieldLabel,
  fieldShown,
};

/** The choices that set the unit of a bare number typed (issue 56, principle 4: src/machines/clinical-unit-change.ts). */
export const UNIT_EVENTS = {
  "weightUnit.select": ["converted", "kept"],
  // mg/kg ⇄ mcg/kg: a mass to a mass, always converted exactly.
  "orderUnit.select": ["converted"],
} as const;

/**
 * What each unit choice does to the numbers typed: the weight's unit to the weight (22 lb → 9.98
 * kg), the order's unit to the order per kg and to the maximum, whose bare number is in the
 * order's unit (15 mg/kg → 15000 mcg/kg, 500 mg → 500000 mcg).
 */
export const UNIT_FORM: UnitChangeForm<WeightDoseInputs> = {
  choices: CHOICES,
  textOf: TEXT_OF,
  rewrites: {
    "weightUnit.select": (inputs: WeightDoseInputs, unit: WeightUnitChoice) => [
      ["weight", "Weight", rewriteWeight(inputs.weightText, inputs.weightUnit, unit)],
    ],
    "orderUnit.select": (inputs: WeightDoseInputs, unit: OrderUnit) => [
      ["order", "Ordered dose", rewriteAmount(inputs.orderText, inputs.orderUnit, unit, "/kg")],
      ["maximum", "Your maximum", rewriteAmount(inputs.maximumText, inputs.orderUnit, unit)],
    ],
  },
};
