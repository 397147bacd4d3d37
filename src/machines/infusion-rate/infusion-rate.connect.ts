/**
 * The infusion rate machine's connect layer (in the manner of chakra-ui/zag's `tabs.connect.ts`):
 * `connectInfusionRate(snapshot, send)` turns the machine's state into the whole view model (every
 * text, hint, note, which option is checked, whether Copy is enabled) and its handlers. The view
 * only spreads it; the view-level model test builds its expected screen from this same output.
 * Pure: no React, no DOM.
 */
import type { SnapshotFrom } from "xstate";
import type { InfusionStatus } from "~/domain/infusion-rate";
import { strengthPhrase } from "~/domain/clinical-display";
import { formatDose } from "~/domain/number/format";
import {
  choiceGroup,
  copyAndReset,
  fieldId,
  noResultView,
  readyView,
  resultKind,
  type ClinicalView,
  type FieldView,
  type ResultView,
} from "~/machines/clinical-form/clinical-form.connect";
import { statusOf } from "./infusion-rate.calc";
import type { infusionRateMachine } from "./infusion-rate.machine";
import {
  DIRECTIONS,
  DIRECTION_LABEL,
  DROP_CHOICES,
  GROUP_LABEL,
  ORDER_UNITS,
  PER_LABEL,
  PER_TIMES,
  TEXT_FIELDS,
  TEXT_OF,
  WEIGHT_UNITS,
  dropFactorLabel,
  dropFactorValue,
  fieldLabel,
  fieldShown,
  orderUnitOf,
  type InfusionDirection,
  type InfusionEvent,
  type InfusionTextField,
  type OrderUnit,
  type PerTime,
  type WeightUnitChoice,
} from "./infusion-rate.types";

export { COPY_LABEL, COPIED_TEXT, RESET_LABEL } from "~/machines/clinical-form/clinical-form.connect";

export type InfusionSnapshot = SnapshotFrom<typeof infusionRateMachine>;
export type InfusionView = ClinicalView<InfusionTextField, InfusionStatus["kind"]>;

export const CARD_ID = "infusion-rate";
export const RESULT_LABEL = "Infusion result";
export const EMPTY_PROMPT: Readonly<Record<InfusionDirection, string>> = {
  doseToRate: "Enter the ordered dose rate and what is in the bag to see the rate in mL/h.",
  rateToDose: "Enter the rate in mL/h and what is in the bag to see the dose rate.",
};

const PLACEHOLDER: Readonly<Record<InfusionTextField, string>> = {
  dose: "e.g. 5",
  rate: "e.g. 13.1",
  weight: "e.g. 70",
  bag: "e.g. 400 mg in 250 mL",
  volume: "e.g. 250",
};

function resultView(status: InfusionStatus, snapshot: InfusionSnapshot): ResultView<InfusionStatus["kind"]> {
  const kind = resultKind(snapshot.value);
  if (status.kind !== "ready") return noResultView(status, kind, EMPTY_PROMPT[snapshot.context.inputs.direction]);
  const forward = status.direction === "doseToRate";
  const lines = [
    forward ? `Order: ${status.doseRate.text}` : `Rate: ${status.rate.text}`,
    ...(status.weight ? [`Weight: ${status.weight.text}`] : []),
    `Bag: ${strengthPhrase(status.bag)}`,
    ...(status.drops ? [`Drops: ${status.drops.text} at ${status.drops.factor} drops/mL`] : []),
    ...(status.time ? [`Time: ${formatDose(status.time.volumeMl, "mL")} in ${status.time.text}`] : []),
  ];
  const headline = forward ? status.rate.text : status.doseRate.text;
  return readyView("ready", kind, headline, lines, status.cautions, status.basis);
}

export function connectInfusionRate(snapshot: InfusionSnapshot, send: (event: InfusionEvent) => void): InfusionView {
  const { inputs } = snapshot.context;
  const status = statusOf(inputs);
  const issues = status.kind === "invalid" ? status.issues : [];
  const hintOf = (field: string) => issues.find((i) => i.field === field)?.message ?? null;
  const fields = TEXT_FIELDS.filter((field) => fieldShown(field, inputs)).map(
    (field): FieldView<InfusionTextField> => ({
      field,
      id: fieldId(CARD_ID, field),
      label: fieldLabel(field, inputs),
      placeholder: PLACEHOLDER[field],
      value: inputs[TEXT_OF[field]] as string,
      hint: hintOf(field),
      note: status.notes[field] ?? null,
      onChange: (value) => send({ type: "field.change", field, value }),
    }),
  );
  const perHint = hintOf("per");
  const groups = [
    choiceGroup(
      CARD_ID,
      "direction",
      GROUP_LABEL.direction,
      DIRECTIONS.map((d) => [d, DIRECTION_LABEL[d]]),
      inputs.direction,
      (v) => send({ type: "direction.select", direction: v as InfusionDirection }),
    ),
    choiceGroup(
      CARD_ID,
      "order-unit",
      GROUP_LABEL.orderUnit,
      ORDER_UNITS.map((u) => [u, u]),
      orderUnitOf(inputs),
      (v) => send({ type: "orderUnit.select", unit: v as OrderUnit }),
    ),
    {
      ...choiceGroup(
        CARD_ID,
        "per",
        GROUP_LABEL.per,
        PER_TIMES.map((p) => [p, PER_LABEL[p]]),
        inputs.per,
        (v) => send({ type: "per.select", per: v as PerTime }),
      ),
      hint: perHint,
    },
    ...(inputs.perKg
      ? [
          choiceGroup(
            CARD_ID,
            "weight-unit",
            GROUP_LABEL.weightUnit,
            WEIGHT_UNITS.map((u) => [u, u]),
            inputs.weightUnit,
            (v) => send({ type: "weightUnit.select", unit: v as WeightUnitChoice }),
          ),
        ]
      : []),
    choiceGroup(
      CARD_ID,
      "drop-factor",
      GROUP_LABEL.dropFactor,
      DROP_CHOICES.map((f) => [dropFactorValue(f), dropFactorLabel(f)]),
      dropFactorValue(inputs.dropFactor),
      (v) => send({ type: "dropFactor.select", factor: DROP_CHOICES.find((f) => dropFactorValue(f) === v) ?? null }),
    ),
  ];
  return { fields, groups, result: resultView(status, snapshot), ...copyAndReset(snapshot, send) };
}
