/**
 * The reconstitution calculator's share link (issue 31, on the one codec of every calculator): the
 * powder, the diluent, the target, the displacement and the dose exactly as typed, and the mode,
 * the powder's unit and the syringe as codes; never the concentration.
 */
import { clinicalShare } from "~/domain/clinical-share";
import { EMPTY_INPUTS, MODES, POWDER_UNITS, SYRINGE_FAMILIES, TEXT_OF } from "./reconstitution.types";

export const reconstitutionShare = clinicalShare("reconstitution", EMPTY_INPUTS, TEXT_OF, {
  mode: MODES,
  powderUnit: POWDER_UNITS,
  syringe: SYRINGE_FAMILIES,
});
