/**
 * The molarity calculator's controls table (issue 29; src/machines/controls.ts): the lab form's
 * events (fields, Solve for, Calculate, Reset, the record's buttons, the share link), and a unit chosen among the radio buttons of its group ('Mass of solute unit').
 */
import type { SnapshotFrom } from "xstate";
import type { ControlsTable } from "~/machines/controls";
import type { ShareLink } from "~/domain/share/share-link";
import { labFormControls, pressInGroup } from "~/machines/lab-form/lab-form.controls";
import type { molarityMachine } from "./molarity.machine";
import { molarityShare } from "./molarity.share";
import { selectSolveFor } from "./molarity.selectors";
import { MOLARITY_MODE_LABEL, UNIT_GROUP_LABEL, molarityFieldText, type MolarityEvent } from "./molarity.types";
import { calculateLabel } from "./molarity.words";

type MolaritySnapshot = SnapshotFrom<typeof molarityMachine>;

export const molarityControls: ControlsTable<MolarityEvent, MolaritySnapshot> = {
  ...labFormControls({
    fieldLabel: (field, before: MolaritySnapshot) => molarityFieldText(field, before.context.units).label,
    modeName: (mode) => MOLARITY_MODE_LABEL[mode],
    calculateName: (before) => calculateLabel(selectSolveFor(before)),
    link: molarityShare as ShareLink<unknown>,
  }),
  "UNIT.CHANGE": (e) => pressInGroup(e.unit, UNIT_GROUP_LABEL[e.field]),
};
