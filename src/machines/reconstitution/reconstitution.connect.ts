/**
 * The reconstitution machine's connect layer (in the manner of chakra-ui/zag's `tabs.connect.ts`):
 * `connectReconstitution(snapshot, send)` turns the machine's state into the whole view model
 * (every text, hint, note, which option is checked, whether Copy is enabled) and its handlers. The
 * view only spreads it; the view-level model test builds its expected screen from this same
 * output. Pure: no React, no DOM.
 */
import type { SnapshotFrom } from "xstate";
import { RECONSTITUTION_FIELDS, type ReconstitutionStatus } from "~/domain/reconstitution";
import {
  CAUTION_LEAD,
  COPIED_TEXT,
  COPY_LABEL,
  RESET_LABEL,
  choiceGroup,
  clinicalResult,
  copyAndReset,
  fieldViews,
  type ClinicalView,
} from "~/machines/clinical-view";
import { statusOf } from "./reconstitution.calc";
import type { reconstitutionMachine } from "./reconstitution.machine";
import {
  GROUP_LABEL,
  MODES,
  MODE_LABEL,
  POWDER_UNITS,
  SYRINGE_FAMILIES,
  SYRINGE_LABEL,
  TEXT_OF,
  fieldLabel,
  fieldShown,
  type PowderUnit,
  type ReconstitutionEvent,
  type ReconstitutionField,
  type ReconstitutionMode,
} from "./reconstitution.types";
import type { AutoFamily } from "~/domain/syringe/syringe.types";

export type ReconstitutionSnapshot = SnapshotFrom<typeof reconstitutionMachine>;
export type ReconstitutionView = ClinicalView<ReconstitutionField, ReconstitutionStatus["kind"]>;

export const CARD_ID = "reconstitution";
export const RESULT_LABEL = "After reconstitution";
export { COPY_LABEL, COPIED_TEXT, RESET_LABEL, CAUTION_LEAD };
export const EMPTY_PROMPT: Readonly<Record<ReconstitutionMode, string>> = {
  concentration: "Enter the powder in the vial and the diluent added to see the concentration.",
  diluent: "Enter the powder in the vial and the concentration you want to see the diluent to add.",
};
export const NO_DOSE_HINT = "Enter a dose to see the volume to draw.";
/** The displacement line when none is entered: its absence said plainly. */
export const DISPLACEMENT_NOT_GIVEN = "Displacement: not entered, counted as 0 mL";

const PLACEHOLDER: Readonly<Record<ReconstitutionField, string>> = {
  powder: "e.g. 1000",
  diluent: "e.g. 9.3",
  target: "e.g. 100 mg/mL",
  displacement: "e.g. 0.7",
  dose: "e.g. 250",
};

function resultView(status: ReconstitutionStatus, snapshot: ReconstitutionSnapshot) {
  return clinicalResult(status, snapshot.value, EMPTY_PROMPT[snapshot.context.inputs.mode], (ready) => {
    const lines =
      ready.mode === "concentration"
        ? [`Final volume: ${ready.finalVolume.text}`]
        : [`Concentration: ${ready.concentration.text}`, `Final volume: ${ready.finalVolume.text}`];
    lines.push(ready.displacement ? `Displacement: ${ready.displacement.text}` : DISPLACEMENT_NOT_GIVEN);
    if (ready.volume) lines.push(`Volume to draw for ${ready.dose?.text ?? ""}: ${ready.volume.text}`);
    else if (!ready.dose) lines.push(NO_DOSE_HINT);
    const advice = ready.volume?.advice?.recommendation.syringe.name;
    if (advice) lines.push(`Syringe: ${advice}`);
    const headline = ready.mode === "concentration" ? ready.concentration.text : `Add ${ready.diluent.text} of diluent`;
    return { headline, lines };
  });
}

export function connectReconstitution(
  snapshot: ReconstitutionSnapshot,
  send: (event: ReconstitutionEvent) => void,
): ReconstitutionView {
  const { inputs } = snapshot.context;
  const status = statusOf(inputs);
  const issues = status.kind === "invalid" ? status.issues : [];
  const impossible = status.kind === "impossible" ? status : null;
  const fields = fieldViews(
    CARD_ID,
    RECONSTITUTION_FIELDS.filter((field) => fieldShown(field, inputs)),
    {
      label: (field) => fieldLabel(field, inputs),
      placeholder: PLACEHOLDER,
      value: (field) => inputs[TEXT_OF[field]],
      hint: (field) =>
        issues.find((i) => i.field === field)?.message ?? (impossible?.field === field ? impossible.message : null),
      note: (field) => status.notes[field] ?? null,
      onChange: (field, value) => send({ type: "field.change", field, value }),
    },
  );
  const groups = [
    choiceGroup(
      CARD_ID,
      "mode",
      GROUP_LABEL.mode,
      MODES.map((m) => [m, MODE_LABEL[m]] as const),
      inputs.mode,
      (v) => send({ type: "mode.select", mode: v as ReconstitutionMode }),
    ),
    choiceGroup(
      CARD_ID,
      "powder-unit",
      GROUP_LABEL.powderUnit,
      POWDER_UNITS.map((u) => [u, u] as const),
      inputs.powderUnit,
      (v) => send({ type: "powderUnit.select", unit: v as PowderUnit }),
    ),
    choiceGroup(
      CARD_ID,
      "syringe",
      GROUP_LABEL.syringe,
      SYRINGE_FAMILIES.map((f) => [f, SYRINGE_LABEL[f]] as const),
      inputs.syringe,
      (v) => send({ type: "syringe.select", syringe: v as AutoFamily }),
    ),
  ];
  return { fields, groups, result: resultView(status, snapshot), ...copyAndReset(snapshot, send) };
}
