/**
 * The infusion rate calculator's controls table (src/machines/controls.ts): which control a person
 * uses for each event, in the words the connect layer gives the page.
 */
import type { ControlsTable } from "~/machines/controls";
import { pressInGroup } from "~/machines/lab-form/lab-form.controls";
import { COPY_LABEL, RESET_LABEL, type InfusionSnapshot } from "./infusion-rate.connect";
import {
  DIRECTION_LABEL,
  GROUP_LABEL,
  PER_LABEL,
  dropFactorLabel,
  fieldLabel,
  type InfusionEvent,
} from "./infusion-rate.types";

export const infusionRateControls: ControlsTable<InfusionEvent, InfusionSnapshot> = {
  "field.change": (e, before) =>
    e.value === ""
      ? { kind: "clear", label: fieldLabel(e.field, before.context.inputs) }
      : { kind: "type", label: fieldLabel(e.field, before.context.inputs), value: e.value },
  "direction.select": (e) => pressInGroup(DIRECTION_LABEL[e.direction], GROUP_LABEL.direction),
  "orderUnit.select": (e) => pressInGroup(e.unit, GROUP_LABEL.orderUnit),
  "per.select": (e) => pressInGroup(PER_LABEL[e.per], GROUP_LABEL.per),
  "weightUnit.select": (e) => pressInGroup(e.unit, GROUP_LABEL.weightUnit),
  "dropFactor.select": (e) => pressInGroup(dropFactorLabel(e.factor), GROUP_LABEL.dropFactor),
  reset: () => ({ kind: "press", role: "button", name: RESET_LABEL }),
  copy: () => ({ kind: "press", role: "button", name: COPY_LABEL }),
};
