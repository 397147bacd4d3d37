/**
 * The dilution calculator's notebook record (issue 52, principle 6; src/domain/lab/lab-record.ts):
 * the known entries as they were read, each with its unit (the molecular weight when one was
 * typed), the result as the result area gives it (the unknown, C1 in the unit of C2, the
 * preparation with the diluent, the pipettes), the caution, and what C1V1 = C2V2 assumes here.
 * 'Copy record' copies its text and 'Print record' prints it. Pure.
 */
import { enteredValue, LAB_NUMBER_CONVENTION, type LabRecord } from "~/domain/lab/lab-record";
import {
  DILUTION_FIELD_TEXT,
  DILUTION_FIELDS,
  dilutionFieldUnit,
  dilutionModeName,
  type DilutionContext,
  type DilutionResult,
} from "./dilution.types";
import { formatDilution } from "./dilution.words";

/** What C1 × V1 = C2 × V2 assumes, and the rule for the figures. */
export const DILUTION_CONVENTIONS: readonly string[] = [
  "C1 × V1 = C2 × V2: V2 is the final volume (the stock and the diluent together), made up to the mark; volumes are taken as additive, which concentrated ethanol and acids in water are not.",
  "Figures: those of the least precise entry (3 to 6 significant figures); a volume derived from the entries (the diluent) keeps their decimals.",
  LAB_NUMBER_CONVENTION,
];

export function dilutionRecord(result: DilutionResult, context: Pick<DilutionContext, "values">): LabRecord {
  const display = formatDilution(result);
  const symbol = dilutionModeName(result.solveFor);
  return {
    title: `Dilution calculator (C1V1 = C2V2): solving for ${symbol}, the ${DILUTION_FIELD_TEXT[result.solveFor].noun}`,
    entries: DILUTION_FIELDS.filter(
      (field) => field !== result.solveFor && !(field === "molecularWeight" && context.values[field].trim() === ""),
    ).map((field) => ({
      label: DILUTION_FIELD_TEXT[field].symbol,
      value: enteredValue(context.values[field], dilutionFieldUnit(field, result.units)),
    })),
    result: [
      display.headline,
      ...(display.conversion ? [display.conversion] : []),
      display.instruction,
      ...(display.pipettes ? [display.pipettes] : []),
    ],
    cautions: display.caution ? [display.caution] : [],
    conventions: DILUTION_CONVENTIONS,
  };
}
