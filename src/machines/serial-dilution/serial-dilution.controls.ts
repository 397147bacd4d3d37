/**
 * The serial dilution calculator's controls table (src/machines/controls.ts): four typed fields,
 * the radio groups of units, of the mode and of what the final volume means, and three buttons.
 */
import type { ControlsTable } from "~/machines/controls";
import { pressInGroup } from "~/machines/lab-form/lab-form.controls";
import type { SerialSnapshot } from "./serial-dilution.connect";
import { serialShare } from "./serial-dilution.share";
import { shareLinkControls } from "~/machines/share-link-region";
import { SERIAL_TEXT, type SerialEvent } from "./serial-dilution.types";

export const serialDilutionControls: ControlsTable<SerialEvent, SerialSnapshot> = {
  "field.change": (e) => {
    const label = SERIAL_TEXT.fields[e.field].label;
    return e.value === "" ? { kind: "clear", label } : { kind: "type", label, value: e.value };
  },
  "field.leave": (e) => ({ kind: "leave", label: SERIAL_TEXT.fields[e.field].label }),
  "stockUnit.select": (e) => pressInGroup(e.unit, SERIAL_TEXT.stockUnit),
  "targetUnit.select": (e) => pressInGroup(e.unit, SERIAL_TEXT.targetUnit),
  "volumeUnit.select": (e) => pressInGroup(e.unit, SERIAL_TEXT.volumeUnit),
  "mode.select": (e) => pressInGroup(SERIAL_TEXT.modes[e.mode], SERIAL_TEXT.mode),
  "convention.select": (e) => pressInGroup(SERIAL_TEXT.conventions[e.convention], SERIAL_TEXT.convention),
  copy: () => pressInGroup(SERIAL_TEXT.copy),
  download: () => pressInGroup(SERIAL_TEXT.download),
  print: () => pressInGroup(SERIAL_TEXT.print),
  reset: () => pressInGroup(SERIAL_TEXT.reset),
  ...shareLinkControls(serialShare, SERIAL_TEXT.shareLink),
};
