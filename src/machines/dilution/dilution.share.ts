/**
 * The dilution calculator's share link (issue 52, principle 6; the lab forms' one shape,
 * src/machines/lab-form/lab-form.share.ts): 'Solve for', C1, V1, C2, V2 and the molecular weight
 * as typed (the unknown's blank), and each quantity's unit; never the result.
 *
 *   #v=1&solve=v1&c1=100&v1=&c2=10&v2=50&molecularWeight=&c1Unit=mg%2FmL&v1Unit=mL&c2Unit=mg%2FmL&v2Unit=mL
 */
import { labFormShare } from "../lab-form/lab-form.share";
import {
  DILUTION_FIELDS,
  DILUTION_UNIT_CHOICES,
  SOLVE_FOR_MODES,
  type DilutionField,
  type DilutionUnits,
  type SolveFor,
} from "./dilution.types";

export const dilutionShare = labFormShare<DilutionField, SolveFor, DilutionUnits>({
  thing: "dilution entries",
  modes: SOLVE_FOR_MODES,
  fields: DILUTION_FIELDS,
  unitChoices: DILUTION_UNIT_CHOICES,
});
