/**
 * The weight-based dose calculator's controls table (src/machines/controls.ts): which control a
 * person uses for each event, in the words the connect layer gives the page.
 */
import { clinicalControls } from "~/machines/clinical-view";
import { weightDoseShare } from "./weight-dose.share";
import type { WeightDoseSnapshot } from "./weight-dose.connect";
import { CHOICES, fieldLabel, type WeightDoseEvent, type WeightDoseInputs } from "./weight-dose.types";

export const weightDoseControls = clinicalControls<WeightDoseInputs, WeightDoseEvent, WeightDoseSnapshot>({
  choices: CHOICES,
  share: weightDoseShare,
  fieldLabel,
});
