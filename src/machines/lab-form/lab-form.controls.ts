/**
 * The controls table of a lab-form machine (issue 29; src/machines/controls.ts): every calculator
 * built with createLabFormMachine takes the same eight events from a person, through the same kinds
 * of control. A calculator gives its words (each field's label in the state before the step, each
 * mode's name, its Calculate button's name); molarity adds its unit choices
 * (molarity.controls.ts).
 */
import type { ControlAction, ControlsTable } from "~/machines/controls";
import { COPY_RECORD_LABEL, PRINT_RECORD_LABEL } from "~/domain/lab/lab-record";
import { SHARE_LINK_LABEL } from "~/domain/share/share-fragment";
import type { ShareLink } from "~/domain/share/share-link";
import { shareLinkControls } from "~/machines/share-link-region";
import { RESET_LABEL, SOLVE_FOR_GROUP, type LabFormEvent } from "./lab-form.types";

export interface LabFormControlWords<F extends string, M extends string, TSnapshot> {
  /** The label a field has in the state before the step ("Mass of solute (g)"). */
  fieldLabel: (field: F, before: TSnapshot) => string;
  /** The name of a mode's radio button under 'Solve for:' ("Mass", "V2"). */
  modeName: (mode: M) => string;
  /** The name of the Calculate button in the state before the step ("Calculate Mass"). */
  calculateName: (before: TSnapshot) => string;
  /** The calculator's share link (its `<name>.share.ts`): 'Copy share link' and the address's fragment. */
  link: ShareLink<unknown>;
}

const press = (name: string, group?: string): ControlAction =>
  group === undefined ? { kind: "press", role: "button", name } : { kind: "press", role: "radio", name, group };

export function labFormControls<F extends string, M extends string, TSnapshot>(
  words: LabFormControlWords<F, M, TSnapshot>,
): ControlsTable<LabFormEvent<F, M>, TSnapshot> {
  return {
    "FIELD.CHANGE": (e, before) =>
      e.value === ""
        ? { kind: "clear", label: words.fieldLabel(e.field, before) }
        : { kind: "type", label: words.fieldLabel(e.field, before), value: e.value },
    SOLVE_FOR: (e) => press(words.modeName(e.mode), SOLVE_FOR_GROUP),
    CALCULATE: (_e, before) => press(words.calculateName(before)),
    RESET: () => press(RESET_LABEL),
    COPY: () => press(COPY_RECORD_LABEL),
    PRINT: () => press(PRINT_RECORD_LABEL),
    ...shareLinkControls(words.link, SHARE_LINK_LABEL),
  };
}

/** A radio button in a named group: a unit under 'Molarity unit'. */
export const pressInGroup = press;
