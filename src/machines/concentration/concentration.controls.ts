/**
 * The concentration converter's controls table (issue 29; src/machines/controls.ts): six typed
 * fields, two radio groups of units, a button per common solute and per concentrated reagent, Copy, Copy share link and Reset;
 * a share link opened in the address.
 */
import type { SnapshotFrom } from "xstate";
import type { ControlsTable } from "~/machines/controls";
import { pressInGroup } from "~/machines/lab-form/lab-form.controls";
import { reagent, solute } from "./concentration.calc";
import { reagentLabel } from "~/domain/lab/reagents";
import { PRINT_RECORD_LABEL } from "~/domain/lab/lab-record";
import { concentrationShare } from "./concentration.share";
import { shareLinkControls } from "~/machines/share-link-region";
import type { concentrationMachine } from "./concentration.machine";
import { CONCENTRATION_TEXT, soluteButtonName, type ConcentrationEvent } from "./concentration.types";

type ConcentrationSnapshot = SnapshotFrom<typeof concentrationMachine>;

export const concentrationControls: ControlsTable<ConcentrationEvent, ConcentrationSnapshot> = {
  "FIELD.CHANGE": (e) => {
    const label = CONCENTRATION_TEXT[e.field].label;
    return e.value === "" ? { kind: "clear", label } : { kind: "type", label, value: e.value };
  },
  "UNIT.CHANGE": (e) => pressInGroup(e.unit, CONCENTRATION_TEXT.unitGroup),
  "MW_UNIT.CHANGE": (e) => pressInGroup(e.unit, CONCENTRATION_TEXT.weightUnitGroup),
  "SOLUTE.CHOOSE": (e) => {
    const s = solute(e.solute);
    return s ? pressInGroup(soluteButtonName(s)) : { kind: "send", said: `a solute named ${e.solute}` };
  },
  "REAGENT.CHOOSE": (e) => {
    const r = reagent(e.reagent);
    return r ? pressInGroup(reagentLabel(r)) : { kind: "send", said: `a reagent named ${e.reagent}` };
  },
  COPY: () => pressInGroup(CONCENTRATION_TEXT.copy),
  PRINT: () => pressInGroup(PRINT_RECORD_LABEL),
  RESET: () => pressInGroup(CONCENTRATION_TEXT.reset),
  ...shareLinkControls(concentrationShare, CONCENTRATION_TEXT.shareLink),
};
