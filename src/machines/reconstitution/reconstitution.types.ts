/**
 * The reconstitution calculator's machine (reconstitution.machine.ts): what it keeps (what was
 * typed and chosen), the events a person sends, and the words of its fields and choices, read by
 * the machine's docs, its controls table, its connect layer and its tests (one place each).
 */
import type { ClinicalChoices } from "~/machines/clinical-machine";
import type { UnitChangeContext, UnitChangeForm } from "~/machines/clinical-unit-change";
import { rewriteAmount } from "~/domain/dose/unit-change";
import {
  syringeChoice,
  textFields,
  type ClinicalFormEvent,
  type ClinicalFormShape,
  type SyringeSelectEvent,
} from "~/machines/clinical-form";
import type { AutoFamily } from "~/domain/syringe/syringe.types";
import type { AmountUnit } from "~/domain/clinical-display";
import {
  MODE_GROUP_LABEL,
  MODE_LABEL,
  RECONSTITUTION_FIELDS,
  type ReconstitutionField,
  type ReconstitutionInputs,
  type ReconstitutionMode,
} from "~/domain/reconstitution";

export type { ReconstitutionField, ReconstitutionInputs, ReconstitutionMode };
export { MODE_LABEL };

/** The units a powder is labelled in (mcg is not offered: no powder vial is labelled in mcg here). */
export type PowderUnit = Extract<AmountUnit, "mg" | "g" | "units">;

export type ReconstitutionContext = UnitChangeContext<ReconstitutionInputs>;

/** The fields a person types in, in form order, and the input each one fills. */
export const TEXT_OF = textFields(RECONSTITUTION_FIELDS);

export type ReconstitutionEvent =
  | ClinicalFormEvent<ReconstitutionField>
  | { type: "mode.select"; mode: ReconstitutionMode }
  | { type: "powderUnit.select"; unit: PowderUnit }
  | SyringeSelectEvent;

/** Nothing typed: the concentration from the diluent, the powder in mg, injection syringes. */
export const EMPTY_INPUTS: ReconstitutionInputs = {
  mode: "concentration",
  powderText: "",
  powderUnit: "mg",
  diluentText: "",
  targetText: "",
  displacementText: "",
  doseText: "",
  syringe: "injection",
};

export const MODES: readonly ReconstitutionMode[] = ["concentration", "diluent"];
export const POWDER_UNITS: readonly PowderUnit[] = ["mg", "g", "units"];
export const SYRINGE_FAMILIES: readonly AutoFamily[] = ["injection", "oral"];

/** The names of the radio groups and of their options, as a person sees them. */
export const GROUP_LABEL = {
  mode: MODE_GROUP_LABEL,
  powderUnit: "Powder unit",
} as const;

/** The choices of the form, by event: the option's key in the event, the input it sets, its radio group. */
export const CHOICES: ClinicalChoices<ReconstitutionInputs> = {
  "mode.select": {
    key: "mode",
    options: MODES,
    input: "mode",
    group: GROUP_LABEL.mode,
    id: "mode",
    label: (mode: ReconstitutionMode) => MODE_LABEL[mode],
  },
  "powderUnit.select": {
    key: "unit",
    options: POWDER_UNITS,
    input: "powderUnit",
    group: GROUP_LABEL.powderUnit,
    id: "powder-unit",
  },
  "syringe.select": syringeChoice(SYRINGE_FAMILIES),
};

/** A field's label in the state it is in (the powder's unit is part of the powder's and the dose's). */
export function fieldLabel(field: ReconstitutionField, inputs: ReconstitutionInputs): string {
  switch (field) {
    case "powder":
      return `Powder in the vial (${inputs.powderUnit})`;
    case "diluent":
      return "Diluent added (mL)";
    case "target":
      return "Target concentration";
    case "displacement":
      return "Displacement volume (mL, optional)";
    case "dose":
      return `Dose to draw (${inputs.powderUnit}, optional)`;
  }
}

/** Whether a field is on the form: the diluent for the concentration, the target for the diluent. */
export const fieldShown = (field: ReconstitutionField, inputs: ReconstitutionInputs): boolean =>
  field === "diluent" ? inputs.mode === "concentration" : field === "target" ? inputs.mode === "diluent" : true;

/** What the form asks (src/machines/clinical-form.ts): read by the machine, the connect layer and the controls. */
export const FORM: ClinicalFormShape<ReconstitutionInputs, ReconstitutionField> = {
  textOf: TEXT_OF,
  choices: CHOICES,
  fieldLabel,
  fieldShown,
};

/** The choices that set the unit of a bare number typed (issue 56, principle 4: src/machines/clinical-unit-change.ts). */
export const UNIT_EVENTS = { "powderUnit.select": ["converted", "kept"] } as const;

/**
 * What the powder's unit does to the numbers typed in it, the powder and the dose: mg ⇄ g is
 * converted exactly (0.5 g → 500 mg); a mass and units have no equivalent, so the number keeps
 * its own unit ("500 mg"), and its field asks for it in the unit chosen.
 */
export const UNIT_FORM: UnitChangeForm<ReconstitutionInputs> = {
  choices: CHOICES,
  textOf: TEXT_OF,
  rewrites: {
    "powderUnit.select": (inputs: ReconstitutionInputs, unit: PowderUnit) => [
      ["powder", "Powder", rewriteAmount(inputs.powderText, inputs.powderUnit, unit)],
      ["dose", "Dose to draw", rewriteAmount(inputs.doseText, inputs.powderUnit, unit)],
    ],
  },
};
