/**
 * The weight-based dose machine's connect layer (in the manner of chakra-ui/zag's
 * `tabs.connect.ts`): `connectWeightDose(snapshot, send)` turns the machine's state into the whole
 * view model (every text, hint, note, which option is checked, whether Copy is enabled, ARIA
 * attributes) and its handlers. The view only spreads it; the view-level model test builds its
 * expected screen from this same output. Pure: no React, no DOM.
 */
import type { SnapshotFrom } from "xstate";
import { WEIGHT_DOSE_FIELDS, type WeightDoseField, type WeightDoseStatus } from "~/domain/weight-dose";
import { statusOf } from "./weight-dose.calc";
import {
  CAUTION_LEAD,
  COPIED_TEXT,
  COPY_LABEL,
  RESET_LABEL,
  choiceGroup,
  clinicalResult,
  copyAndReset,
  fieldViews,
  type ChoiceView,
  type ClinicalView,
  type FieldView as ClinicalFieldView,
  type GroupView,
  type ResultView as ClinicalResultView,
} from "~/machines/clinical-view";
import type { weightDoseMachine } from "./weight-dose.machine";
import {
  BASES,
  BASIS_LABEL,
  GROUP_LABEL,
  ORDER_UNITS,
  SYRINGE_FAMILIES,
  SYRINGE_LABEL,
  TEXT_OF,
  WEIGHT_UNITS,
  fieldLabel,
  fieldShown,
  type WeightDoseEvent,
} from "./weight-dose.types";

export type WeightDoseSnapshot = SnapshotFrom<typeof weightDoseMachine>;

export const CARD_ID = "weight-dose";
export const RESULT_LABEL = "Dose to give";
export { COPY_LABEL, COPIED_TEXT, RESET_LABEL, CAUTION_LEAD };
export const EMPTY_PROMPT = "Enter the weight and the ordered dose per kg to see the dose.";
export const NO_STRENGTH_HINT = "Enter the label strength to see the volume in mL.";

const PLACEHOLDER: Readonly<Record<WeightDoseField, string>> = {
  weight: "e.g. 10",
  order: "e.g. 15",
  dosesPerDay: "e.g. 4",
  maximum: "e.g. 500",
  strength: "e.g. 250 mg per 5 mL",
};

export type FieldView = ClinicalFieldView<WeightDoseField>;
export type { ChoiceView, GroupView };
/** The result region: the headline is the dose to give; the lines the weight in kg, the volume (or how to get it). */
export type ResultView = ClinicalResultView<WeightDoseStatus["kind"]>;
export type WeightDoseView = ClinicalView<WeightDoseField, WeightDoseStatus["kind"]>;

function resultView(status: WeightDoseStatus, value: WeightDoseSnapshot["value"]): ResultView {
  return clinicalResult(status, value, EMPTY_PROMPT, (ready) => {
    const lines = [`Weight: ${ready.weight.text}`, `Order: ${ready.order}`];
    if (ready.daily) lines.push(`Daily dose: ${ready.daily.text}, in ${ready.daily.doses} doses`);
    lines.push(ready.volume ? `Volume: ${ready.volume.text}` : NO_STRENGTH_HINT);
    const advice = ready.volume?.advice?.recommendation.syringe.name;
    if (advice) lines.push(`Syringe: ${advice}`);
    return { headline: ready.dose.text, lines };
  });
}

export function connectWeightDose(
  snapshot: WeightDoseSnapshot,
  send: (event: WeightDoseEvent) => void,
): WeightDoseView {
  const { inputs } = snapshot.context;
  const status = statusOf(inputs);
  const issues = status.kind === "invalid" ? status.issues : [];
  const fields = fieldViews(
    CARD_ID,
    WEIGHT_DOSE_FIELDS.filter((field) => fieldShown(field, inputs)),
    {
      label: (field) => fieldLabel(field, inputs),
      placeholder: PLACEHOLDER,
      value: (field) => inputs[TEXT_OF[field]],
      hint: (field) => issues.find((i) => i.field === field)?.message ?? null,
      note: (field) => status.notes[field] ?? null,
      onChange: (field, value) => send({ type: "field.change", field, value }),
    },
  );
  const group = (
    id: string,
    name: string,
    options: readonly (readonly [string, string])[],
    chosen: string,
    onChoose: (v: string) => void,
  ) => choiceGroup(CARD_ID, id, name, options, chosen, onChoose);
  const groups = [
    group(
      "weight-unit",
      GROUP_LABEL.weightUnit,
      WEIGHT_UNITS.map((u) => [u, u]),
      inputs.weightUnit,
      (v) => send({ type: "weightUnit.select", unit: v as (typeof WEIGHT_UNITS)[number] }),
    ),
    group(
      "order-unit",
      GROUP_LABEL.orderUnit,
      ORDER_UNITS.map((u) => [u, `${u}/kg`]),
      inputs.orderUnit,
      (v) => send({ type: "orderUnit.select", unit: v as (typeof ORDER_UNITS)[number] }),
    ),
    group(
      "basis",
      GROUP_LABEL.basis,
      BASES.map((b) => [b, BASIS_LABEL[b]]),
      inputs.basis,
      (v) => send({ type: "basis.select", basis: v as (typeof BASES)[number] }),
    ),
    group(
      "syringe",
      GROUP_LABEL.syringe,
      SYRINGE_FAMILIES.map((f) => [f, SYRINGE_LABEL[f]]),
      inputs.syringe,
      (v) => send({ type: "syringe.select", syringe: v as (typeof SYRINGE_FAMILIES)[number] }),
    ),
  ];
  return { fields, groups, result: resultView(status, snapshot.value), ...copyAndReset(snapshot, send) };
}
