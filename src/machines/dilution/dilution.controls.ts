/** The dilution calculator's controls table (issue 29; src/machines/controls.ts): the lab form's four events. */
import type { SnapshotFrom } from "xstate";
import type { ControlsTable } from "~/machines/controls";
import { labFormControls } from "~/machines/lab-form/lab-form.controls";
import type { dilutionMachine } from "./dilution.machine";
import { DILUTION_CALCULATE, DILUTION_FIELD_TEXT, dilutionModeName, type DilutionEvent } from "./dilution.types";

type DilutionSnapshot = SnapshotFrom<typeof dilutionMachine>;

export const dilutionControls: ControlsTable<DilutionEvent, DilutionSnapshot> = labFormControls({
  fieldLabel: (field) => DILUTION_FIELD_TEXT[field].label,
  modeName: dilutionModeName,
  calculateName: () => DILUTION_CALCULATE,
});
