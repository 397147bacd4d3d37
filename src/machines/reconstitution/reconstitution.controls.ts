/**
 * The reconstitution calculator's controls table (src/machines/controls.ts): which control a
 * person uses for each event, in the words the connect layer gives the page.
 */
import { clinicalControls } from "~/machines/clinical-view";
import { reconstitutionShare } from "./reconstitution.share";
import type { ReconstitutionSnapshot } from "./reconstitution.connect";
import { CHOICES, fieldLabel, type ReconstitutionEvent, type ReconstitutionInputs } from "./reconstitution.types";

export const reconstitutionControls = clinicalControls<
  ReconstitutionInputs,
  ReconstitutionEvent,
  ReconstitutionSnapshot
>({ choices: CHOICES, share: reconstitutionShare, fieldLabel });
