/**
 * The weight-based dose machine's connect layer (in the manner of chakra-ui/zag's
 * `tabs.connect.ts`): `connectWeightDose(snapshot, send)` turns the machine's state into the whole
 * view model (every text, hint, note, which option is checked, whether Copy is enabled, ARIA
 * attributes) and its handlers. The view only spreads it; the view-level model test builds its
 * expected screen from this same output. Pure: no React, no DOM.
 */
import { choiceGroup, named, type ChoiceGroupView } from "~/machines/connect";
import type { SnapshotFrom } from "xstate";
import { WEIGHT_DOSE_FIELDS, type WeightDoseField, type WeightDoseStatus } from "~/domain/weight-dose";
import { statusOf } from "./weight-dose.calc";
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
export const COPY_LABEL = "Copy result";
export const COPIED_TEXT = "Copied to the clipboard.";
export const RESET_LABEL = "Reset";
export const EMPTY_PROMPT = "Enter the weight and the ordered dose per kg to see the dose.";
export const NO_STRENGTH_HINT = "Enter the label strength to see the volume in mL.";
export const CAUTION_LEAD = "Caution: ";

const PLACEHOLDER: Readonly<Record<WeightDoseField, string>> = {
  weight: "e.g. 10",
  order: "e.g. 15",
  dosesPerDay: "e.g. 4",
  maximum: "e.g. 500",
  strength: "e.g. 250 mg per 5 mL",
};

export interface FieldView {
  readonly field: WeightDoseField;
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  /** Why the entry is refused, or null. */
  readonly error: string | null;
  /** How the entry was read, when that differs from what was typed ("22 lb = 9.98 kg"), or null. */
  readonly note: string | null;
  readonly onChange: (value: string) => void;
}

export interface ResultView {
  /** The machine's result state: empty, invalid, offScale or ready. */
  readonly status: WeightDoseStatus["kind"];
  readonly tone: "empty" | "result" | "caution" | "error";
  /** The region's data-state: "ready.capped", "invalid.order"… for tests and styling. */
  readonly kind: string;
  /** The dose to give ("150 mg"), or null without a result. */
  readonly headline: string | null;
  /** Lines under the headline: the weight in kg, the volume (or how to get it). */
  readonly lines: readonly string[];
  /** Every caution, each starting "Caution: ". */
  readonly cautions: readonly string[];
  /** The working, one line per step. */
  readonly working: readonly string[];
  /** Without a result: what to do. */
  readonly message: string | null;
}

export interface WeightDoseView {
  readonly fields: readonly FieldView[];
  readonly groups: readonly ChoiceGroupView<string>[];
  readonly result: ResultView;
  readonly copy: {
    readonly label: string;
    readonly disabled: boolean;
    /** "Copied to the clipboard." while the copied indicator is on, else null. */
    readonly status: string | null;
    readonly onPress: () => void;
  };
  readonly reset: { readonly label: string; readonly onPress: () => void };
}

const fieldId = (field: WeightDoseField) => `${CARD_ID}-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

function resultView(status: WeightDoseStatus, value: WeightDoseSnapshot["value"]): ResultView {
  const none = { headline: null, lines: [], cautions: [], working: [] };
  const state = (value as { result: unknown }).result;
  const kind = typeof state === "string" ? state : JSON.stringify(state);
  switch (status.kind) {
    case "empty":
      return { status: "empty", tone: "empty", kind, ...none, message: EMPTY_PROMPT };
    case "invalid":
      return { status: "invalid", tone: "error", kind, ...none, message: `No result: ${status.message}.` };
    case "offScale":
      return { status: "offScale", tone: "error", kind, ...none, message: status.message };
    case "ready": {
      const lines = [`Weight: ${status.weight.text}`, `Order: ${status.order}`];
      if (status.daily) lines.push(`Daily dose: ${status.daily.text}, in ${status.daily.doses} doses`);
      lines.push(status.volume ? `Volume: ${status.volume.text}` : NO_STRENGTH_HINT);
      const advice = status.volume?.advice?.recommendation.syringe.name;
      if (advice) lines.push(`Syringe: ${advice}`);
      return {
        status: "ready",
        tone: status.cautions.length > 0 ? "caution" : "result",
        kind,
        headline: status.dose.text,
        lines,
        cautions: status.cautions.map((c) => `${CAUTION_LEAD}${c.text}`),
        working: status.basis,
        message: null,
      };
    }
  }
}

export function connectWeightDose(
  snapshot: WeightDoseSnapshot,
  send: (event: WeightDoseEvent) => void,
): WeightDoseView {
  const { inputs } = snapshot.context;
  const status = statusOf(inputs);
  const issues = status.kind === "invalid" ? status.issues : [];
  const fields = WEIGHT_DOSE_FIELDS.filter((field) => fieldShown(field, inputs)).map((field): FieldView => ({
    field,
    id: fieldId(field),
    label: fieldLabel(field, inputs),
    placeholder: PLACEHOLDER[field],
    value: inputs[TEXT_OF[field]],
    error: issues.find((i) => i.field === field)?.message ?? null,
    note: status.notes[field] ?? null,
    onChange: (value) => send({ type: "field.change", field, value }),
  }));
  const id = (name: string) => `${CARD_ID}-${name}`;
  const groups = [
    choiceGroup(id("weight-unit"), GROUP_LABEL.weightUnit, named(WEIGHT_UNITS), inputs.weightUnit, (unit) =>
      send({ type: "weightUnit.select", unit }),
    ),
    choiceGroup(
      id("order-unit"),
      GROUP_LABEL.orderUnit,
      ORDER_UNITS.map((u) => [u, `${u}/kg`] as const),
      inputs.orderUnit,
      (unit) => send({ type: "orderUnit.select", unit }),
    ),
    choiceGroup(
      id("basis"),
      GROUP_LABEL.basis,
      BASES.map((b) => [b, BASIS_LABEL[b]] as const),
      inputs.basis,
      (basis) => send({ type: "basis.select", basis }),
    ),
    choiceGroup(
      id("syringe"),
      GROUP_LABEL.syringe,
      SYRINGE_FAMILIES.map((f) => [f, SYRINGE_LABEL[f]] as const),
      inputs.syringe,
      (syringe) => send({ type: "syringe.select", syringe }),
    ),
  ];
  const copied = snapshot.matches({ copy: "copied" });
  return {
    fields,
    groups,
    result: resultView(status, snapshot.value),
    copy: {
      label: COPY_LABEL,
      status: copied ? COPIED_TEXT : null,
      disabled: !snapshot.can({ type: "copy" }),
      onPress: () => send({ type: "copy" }),
    },
    reset: { label: RESET_LABEL, onPress: () => send({ type: "reset" }) },
  };
}
