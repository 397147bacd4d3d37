/**
 * The reconstitution machine's connect layer (in the manner of chakra-ui/zag's `tabs.connect.ts`):
 * `connectReconstitution(snapshot, send)` turns the machine's state into the whole view model
 * (every text, hint, note, which option is checked, whether Copy is enabled) and its handlers. The
 * view only spreads it; the view-level model test builds its expected screen from this same
 * output. Pure: no React, no DOM.
 */
import type { SnapshotFrom } from "xstate";
import { syringeLine } from "~/domain/clinical-display";
import { RECONSTITUTION_LABEL_NUMBERS, type ReconstitutionStatus } from "~/domain/reconstitution";
import { connectClinical, type ClinicalCard, type ClinicalView } from "~/machines/clinical-view";
import { reconstitutionShare } from "./reconstitution.share";
import { statusOf } from "./reconstitution.calc";
import type { reconstitutionMachine } from "./reconstitution.machine";
import {
  FORM,
  type ReconstitutionEvent,
  type ReconstitutionField,
  type ReconstitutionInputs,
  type ReconstitutionMode,
} from "./reconstitution.types";

export type ReconstitutionSnapshot = SnapshotFrom<typeof reconstitutionMachine>;
export type ReconstitutionView = ClinicalView<ReconstitutionField, ReconstitutionStatus["kind"] | "incomplete">;

export const CARD_ID = "reconstitution";
export const RESULT_LABEL = "After reconstitution";
export const EMPTY_PROMPT: Readonly<Record<ReconstitutionMode, string>> = {
  concentration: "Enter the powder in the vial and the diluent added to see the concentration.",
  diluent: "Enter the powder in the vial and the concentration you want to see the diluent to add.",
};
export const NO_DOSE_HINT = "Enter a dose to see the volume to draw.";
/** The displacement line when none is entered: its absence said plainly. */
export const DISPLACEMENT_NOT_GIVEN = "Displacement: not entered, counted as 0 mL";

/**
 * The card: its fields' placeholders, the prompt of each mode, the headline (the concentration, or
 * the diluent to add) and lines of a result, and a target that cannot be made as its field's hint.
 */
const CARD: ClinicalCard<ReconstitutionInputs, ReconstitutionField, ReconstitutionStatus> = {
  cardId: CARD_ID,
  ...FORM,
  placeholder: {
    powder: "e.g. 1000",
    diluent: "e.g. 9.3",
    target: "e.g. 100 mg/mL",
    displacement: "e.g. 0.7",
    dose: "e.g. 250",
  },
  labelFields: ["target"],
  labelNumbers: RECONSTITUTION_LABEL_NUMBERS,
  share: reconstitutionShare,
  statusOf,
  emptyPrompt: (inputs) => EMPTY_PROMPT[inputs.mode],
  readyWords: (ready) => {
    const lines =
      ready.mode === "concentration"
        ? [`Final volume: ${ready.finalVolume.text}`]
        : [`Concentration: ${ready.concentration.text}`, `Final volume: ${ready.finalVolume.text}`];
    lines.push(ready.displacement ? `Displacement: ${ready.displacement.text}` : DISPLACEMENT_NOT_GIVEN);
    if (ready.diluentSyringe) lines.push(ready.diluentSyringe);
    if (ready.volume) lines.push(`Volume to draw for ${ready.dose?.text ?? ""}: ${ready.volume.text}`);
    else if (!ready.dose) lines.push(NO_DOSE_HINT);
    const syringe = syringeLine(ready.volume);
    if (syringe) lines.push(syringe);
    const headline = ready.mode === "concentration" ? ready.concentration.text : `Add ${ready.diluent.text} of diluent`;
    return { headline, lines };
  },
  otherHint: (field, status) => (status.kind === "impossible" && status.field === field ? status.message : null),
};

export const connectReconstitution = (
  snapshot: ReconstitutionSnapshot,
  send: (event: ReconstitutionEvent) => void,
): ReconstitutionView => connectClinical(CARD, snapshot, send);
