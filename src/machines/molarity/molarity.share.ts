/**
 * The molarity calculator's share link (issue 52, principle 6; the lab forms' one shape,
 * src/machines/lab-form/lab-form.share.ts): 'Solve for', the mass, molecular weight, volume and
 * molarity as typed (the unknown's blank), and the units and the balance; never the result.
 *
 *   #v=1&solve=molarity&mass=5.844&molecularWeight=58.44&volume=100&molarity=&massUnit=g&volumeUnit=mL&molarityUnit=M&balanceUnit=0.1%20mg
 */
import { labFormShare } from "../lab-form/lab-form.share";
import {
  MOLARITY_FIELDS,
  MOLARITY_MODES,
  UNIT_CHOICES,
  type MolarityField,
  type MolarityMode,
  type MolarityUnits,
} from "./molarity.types";

export const molarityShare = labFormShare<MolarityField, MolarityMode, MolarityUnits>({
  thing: "molarity entries",
  modes: MOLARITY_MODES,
  fields: MOLARITY_FIELDS,
  unitChoices: UNIT_CHOICES,
});
