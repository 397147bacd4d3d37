/**
 * The dilution calculator's controls table (issue 29; src/machines/controls.ts): the lab form's
 * events (fields, Solve for, Calculate, Reset, the record's buttons, the share link), and a unit chosen among the radio buttons of its group ('C1 unit').
 */
import type { SnapshotFrom } from "xstate";
import type { ControlsTable } from "~/machines/controls";
import type { ShareLink } from "~/domain/share/share-link";
import { labFormControls, pressInGroup } from "~/machines/lab-form/lab-form.controls";
import type { dilutionMachine } from "./dilution.machine";
import { dilutionShare } from "./dilution.share";
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
    link: dilutionShare as ShareLink<unknown>,
  }),
  "UNIT.CHANGE": (e) => pressInGroup(e.unit, DILUTION_UNIT_GROUP_LABEL[e.field]),
};
