/**
 * The dilution calculator's controls table (issue 29; src/machines/controls.ts): the lab form's
 * four events, and a unit chosen among the radio buttons of its group ('C1 unit').
 */
import type { SnapshotFrom } from "xstate";
import type { ControlsTable } from "~/machines/controls";
import { labFormControls, pressInGroup } from "~/machines/lab-form/lab-form.controls";
import type { dilutionMachine } from "./dilution.machine";
import {
  DILUTION_CALCULATE,
  DILUTION_UNIT_GROUP_LABEL,
  dilutionFieldLabel,
  dilutionModeName,
  type DilutionEvent,
} from "./dilution.types";

type DilutionSnapshot = SnapshotFrom<typeof dilutionMachine>;

export const dilutionControls: ControlsTable<DilutionEvent, DilutionSnapshot> = {
  ...labFormControls({
    fieldLabel: (field, before: DilutionSnapshot) => dilutionFieldLabel(field, before.context.units),
    modeName: dilutionModeName,
    calculateName: () => DILUTION_CALCULATE,
  }),
  "UNIT.CHANGE": (e) => pressInGroup(e.unit, DILUTION_UNIT_GROUP_LABEL[e.field]),
};
