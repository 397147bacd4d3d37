/**
 * The infusion rate calculator's controls table (src/machines/controls.ts): which control a person
 * uses for each event, in the words the connect layer gives the page.
 */
import { clinicalControls } from "~/machines/clinical-view";
import { infusionShare } from "./infusion-rate.share";
import type { InfusionSnapshot } from "./infusion-rate.connect";
import { CHOICES, fieldLabel, type InfusionEvent, type InfusionInputs } from "./infusion-rate.types";

export const infusionRateControls = clinicalControls<InfusionInputs, InfusionEvent, InfusionSnapshot>({
  choices: CHOICES,
  share: infusionShare,
  fieldLabel,
});
