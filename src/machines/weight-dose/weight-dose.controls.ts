/**
 * The weight-based dose calculator's controls table (src/machines/controls.ts): which control a
 * person uses for each event, in the words the connect layer gives the page.
 */
import { typeOrClear, type ControlsTable } from "~/machines/controls";
import { pressInGroup } from "~/machines/lab-form/lab-form.controls";
import type { WeightDoseSnapshot } from "./weight-dose.connect";
import { COPY_LABEL, RESET_LABEL } from "./weight-dose.connect";
import { BASIS_LABEL, GROUP_LABEL, SYRINGE_LABEL, fieldLabel, type WeightDoseEvent } from "./weight-dose.types";

export const weightDoseControls: ControlsTable<WeightDoseEvent, WeightDoseSnapshot> = {
  "field.change": (e, before) => typeOrClear(fieldLabel(e.field, before.context.inputs), e.value),
  "weightUnit.select": (e) => pressInGroup(e.unit, GROUP_LABEL.weightUnit),
  "orderUnit.select": (e) => pressInGroup(`${e.unit}/kg`, GROUP_LABEL.orderUnit),
  "basis.select": (e) => pressInGroup(BASIS_LABEL[e.basis], GROUP_LABEL.basis),
  "syringe.select": (e) => pressInGroup(SYRINGE_LABEL[e.syringe], GROUP_LABEL.syringe),
  reset: () => ({ kind: "press", role: "button", name: RESET_LABEL }),
  copy: () => ({ kind: "press", role: "button", name: COPY_LABEL }),
};
