/**
 * The molarity calculator's notebook record (issue 52, principle 6; src/domain/lab/lab-record.ts):
 * the known entries as they were read, with the units chosen, and the balance; the result as the
 * result area gives it (the unknown, the same in the unit that suits it, the bench instruction or
 * the stock and dilution, the working); the caution; what molarity means here and how the figures
 * are written. 'Copy record' copies its text and 'Print record' prints it. Pure.
 */
import { enteredValue, LAB_NUMBER_CONVENTION, type LabRecord } from "~/domain/lab/lab-record";
import { balanceOf, minimumMassG } from "~/domain/lab/balance";
import {
  MOLARITY_FIELDS,
  MOLARITY_MODE_LABEL,
  molarityFieldText,
  type MolarityContext,
  type MolarityResult,
} from "./molarity.types";
import { benchMass, formatMolarityResult } from "./molarity.words";

/** What a molarity is here, and the rule for its figures. */
export const MOLARITY_CONVENTIONS: readonly string[] = [
  "Molarity (M) is moles of solute per litre of final solution: dissolve, then make up to the volume in a volumetric flask.",
  "Figures: those of the least precise entry (3 to 6 significant figures); trailing zeros typed are kept.",
  LAB_NUMBER_CONVENTION,
];

export function molarityRecord(result: MolarityResult, context: Pick<MolarityContext, "values">): LabRecord {
  const units = result.units;
  const display = formatMolarityResult(result);
  const balance = balanceOf(units.balance);
  const label = MOLARITY_MODE_LABEL[result.solveFor];
  return {
    title: `Molarity calculator: solving for ${label.toLowerCase()}`,
    entries: [
      ...MOLARITY_FIELDS.filter((field) => field !== result.solveFor).map((field) => {
        const text = molarityFieldText(field, units);
        return { label: text.name, value: enteredValue(context.values[field], text.unit) };
      }),
      {
        label: "Balance",
        value: `reads ${balance.readability} (${balance.name}); weigh at least ${benchMass(minimumMassG(balance))}`,
      },
    ],
    result: [
      `${label}: ${[display.headline, ...display.also].join(" = ")}`,
      ...(display.bench ? [display.bench] : []),
      `Working: ${display.working}`,
    ],
    cautions: display.caution ? [display.caution] : [],
    conventions: MOLARITY_CONVENTIONS,
  };
}
