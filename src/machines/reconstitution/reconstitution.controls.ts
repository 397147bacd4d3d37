/**
 * The reconstitution calculator's controls table (src/machines/controls.ts): which control a
 * person uses for each event, in the words the connect layer gives the page.
 */
import { typeOrClear, type ControlsTable } from "~/machines/controls";
import { pressInGroup } from "~/machines/lab-form/lab-form.controls";
import type { ReconstitutionSnapshot } from "./reconstitution.connect";
import { COPY_LABEL, RESET_LABEL } from "./reconstitution.connect";
import { GROUP_LABEL, MODE_LABEL, SYRINGE_LABEL, fieldLabel, type ReconstitutionEvent } from "./reconstitution.types";

export const reconstitutionControls: ControlsTable<ReconstitutionEvent, ReconstitutionSnapshot> = {
  "field.change": (e, before) => typeOrClear(fieldLabel(e.field, before.context.inputs), e.value),
  "mode.select": (e) => pressInGroup(MODE_LABEL[e.mode], GROUP_LABEL.mode),
  "powderUnit.select": (e) => pressInGroup(e.unit, GROUP_LABEL.powderUnit),
  "syringe.select": (e) => pressInGroup(SYRINGE_LABEL[e.syringe], GROUP_LABEL.syringe),
  reset: () => ({ kind: "press", role: "button", name: RESET_LABEL }),
  copy: () => ({ kind: "press", role: "button", name: COPY_LABEL }),
};
