/**
 * The infusion rate machine's connect layer (in the manner of chakra-ui/zag's `tabs.connect.ts`):
 * `connectInfusionRate(snapshot, send)` turns the machine's state into the whole view model (every
 * text, hint, note, which option is checked, whether Copy is enabled) and its handlers. The view
 * only spreads it; the view-level model test builds its expected screen from this same output.
 * Pure: no React, no DOM.
 */
import type { SnapshotFrom } from "xstate";
import type { InfusionStatus, ReadyInfusion } from "~/domain/infusion-rate";
import type { ReadyVolumeInfusion } from "~/domain/infusion-volume";
import { INFUSION_LABEL_NUMBERS } from "~/domain/infusion-rate-inputs";
import { strengthPhrase } from "~/domain/clinical-display";
import { connectClinical, type ClinicalCard, type ClinicalView } from "~/machines/clinical-view";
import { infusionShare } from "./infusion-rate.share";
import { statusOf } from "./infusion-rate.calc";
import type { infusionRateMachine } from "./infusion-rate.machine";
import {
  FORM,
  type InfusionDirection,
  type InfusionEvent,
  type InfusionInputs,
  type InfusionTextField,
} from "./infusion-rate.types";

export type InfusionSnapshot = SnapshotFrom<typeof infusionRateMachine>;
export type InfusionView = ClinicalView<InfusionTextField, InfusionStatus["kind"] | "incomplete">;

export const CARD_ID = "infusion-rate";
export const RESULT_LABEL = "Infusion result";
export const EMPTY_PROMPT: Readonly<Record<InfusionDirection, string>> = {
  doseToRate: "Enter the ordered dose rate and what is in the bag to see the rate in mL/h.",
  rateToDose: "Enter the rate in mL/h and what is in the bag to see the dose rate.",
  volumeOverTime: "Enter the volume and the time it runs over to see the rate in mL/h.",
  volumeAndRate: "Enter the volume and the rate in mL/h to see how long it takes.",
};

const isFromVolume = (ready: ReadyInfusion | ReadyVolumeInfusion): ready is ReadyVolumeInfusion =>
  ready.direction === "volumeOverTime" || ready.direction === "volumeAndRate";

/**
 * The card: its fields' placeholders, the prompt of each direction, the headline (the rate to set,
 * the dose rate, or the time a volume takes) and lines of a result: the order or the rate, the
 * weight, the bag, the drops and the time when asked; from a volume: the volume with its time or
 * rate, the drops, the clock time it ends.
 */
const CARD: ClinicalCard<InfusionInputs, InfusionTextField, InfusionStatus> = {
  cardId: CARD_ID,
  ...FORM,
  placeholder: {
    dose: "e.g. 5",
    rate: "e.g. 13.1",
    weight: "e.g. 70",
    bag: "e.g. 400 mg in 250 mL",
    volume: "e.g. 250",
    duration: "e.g. 8",
    start: "e.g. 08:00",
  },
  // A strength as on the label, and a clock time ("08:00"), which a decimal keypad cannot type.
  labelFields: ["bag", "start"],
  labelNumbers: INFUSION_LABEL_NUMBERS,
  share: infusionShare,
  statusOf,
  emptyPrompt: (inputs) => EMPTY_PROMPT[inputs.direction],
  readyWords: (ready) => {
    if (isFromVolume(ready)) {
      const overTime = ready.direction === "volumeOverTime";
      const lines = [
        overTime
          ? `Volume: ${ready.time.volumeText} over ${ready.time.text}`
          : `Volume: ${ready.time.volumeText} at ${ready.rate.text}`,
        ...(ready.drops ? [`Drops: ${ready.drops.text} at ${ready.drops.factor} drops/mL`] : []),
        ...(ready.end ? [`Ends: ${ready.end.text}`] : []),
      ];
      return { headline: overTime ? ready.rate.text : ready.time.text, lines };
    }
    const forward = ready.direction === "doseToRate";
    const lines = [
      forward ? `Order: ${ready.doseRate.text}` : `Rate: ${ready.rate.text}`,
      ...(ready.weight ? [`Weight: ${ready.weight.text}`] : []),
      `Bag: ${strengthPhrase(ready.bag)}`,
      ...(ready.drops ? [`Drops: ${ready.drops.text} at ${ready.drops.factor} drops/mL`] : []),
      ...(ready.time ? [`Time: ${ready.time.volumeText} in ${ready.time.text}`] : []),
    ];
    return { headline: forward ? ready.rate.text : ready.doseRate.text, lines };
  },
};

export const connectInfusionRate = (snapshot: InfusionSnapshot, send: (event: InfusionEvent) => void): InfusionView =>
  connectClinical(CARD, snapshot, send);
