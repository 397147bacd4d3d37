/**
 * The weight-based dose machine's connect layer (in the manner of chakra-ui/zag's
 * `tabs.connect.ts`): `connectWeightDose(snapshot, send)` turns the machine's state into the whole
 * view model (every text, hint, note, which option is checked, whether Copy is enabled) and its
 * handlers, on the clinical cards' one builder (src/machines/clinical-view.ts). The view only
 * spreads it; the view-level model test builds its expected screen from this same output. Pure:
 * no React, no DOM.
 */
import type { SnapshotFrom } from "xstate";
import type { WeightDoseField, WeightDoseStatus } from "~/domain/weight-dose";
import { connectClinical, type ClinicalCard, type ClinicalView } from "~/machines/clinical-view";
import { weightDoseShare } from "./weight-dose.share";
import { statusOf } from "./weight-dose.calc";
import type { weightDoseMachine } from "./weight-dose.machine";
import {
  CHOICES,
  TEXT_OF,
  fieldLabel,
  fieldShown,
  type WeightDoseEvent,
  type WeightDoseInputs,
} from "./weight-dose.types";

export { COPY_LABEL, COPIED_TEXT, RESET_LABEL, CAUTION_LEAD } from "~/machines/clinical-view";

export type WeightDoseSnapshot = SnapshotFrom<typeof weightDoseMachine>;
export type WeightDoseView = ClinicalView<WeightDoseField, WeightDoseStatus["kind"]>;

export const CARD_ID = "weight-dose";
export const RESULT_LABEL = "Dose to give";
export const EMPTY_PROMPT = "Enter the weight and the ordered dose per kg to see the dose.";
export const NO_STRENGTH_HINT = "Enter the label strength to see the volume in mL.";

/** The card: its fields' placeholders, and the headline (the dose to give) and lines of a result. */
const CARD: ClinicalCard<WeightDoseInputs, WeightDoseField, WeightDoseStatus> = {
  cardId: CARD_ID,
  textOf: TEXT_OF,
  placeholder: {
    weight: "e.g. 10",
    order: "e.g. 15",
    dosesPerDay: "e.g. 4",
    maximum: "e.g. 500",
    strength: "e.g. 250 mg per 5 mL",
  },
  fieldLabel,
  fieldShown,
  choices: CHOICES,
  share: weightDoseShare,
  statusOf,
  emptyPrompt: () => EMPTY_PROMPT,
  readyWords: (ready) => {
    const lines = [`Weight: ${ready.weight.text}`, `Order: ${ready.order}`];
    if (ready.daily) lines.push(`Daily dose: ${ready.daily.text}, in ${ready.daily.doses} doses`);
    lines.push(ready.volume ? `Volume: ${ready.volume.text}` : NO_STRENGTH_HINT);
    const advice = ready.volume?.advice?.recommendation.syringe.name;
    if (advice) lines.push(`Syringe: ${advice}`);
    return { headline: ready.dose.text, lines };
  },
};

export const connectWeightDose = (
  snapshot: WeightDoseSnapshot,
  send: (event: WeightDoseEvent) => void,
): WeightDoseView => connectClinical(CARD, snapshot, send);
