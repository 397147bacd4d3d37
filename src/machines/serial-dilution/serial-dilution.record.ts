/**
 * The serial dilution calculator's notebook record (issue 52, principle 6;
 * src/domain/lab/lab-record.ts): the entries as they were read with their units, the mode and what
 * 'final volume per tube' means; the plan (summary, volumes, what to do, every tube, the working);
 * every caution; and the conventions. 'Print record' prints it with the device's date ('Copy plan'
 * and 'Download CSV' keep the plan's own text and table). Pure.
 */
import { enteredValue, LAB_NUMBER_CONVENTION, type LabRecord } from "~/domain/lab/lab-record";
import type { SerialInputs } from "~/domain/lab/serial-dilution";
import { serialStatusOf } from "./serial-dilution.calc";
import { SERIAL_TEXT } from "./serial-dilution.types";

export const SERIAL_CONVENTIONS: readonly string[] = [
  "Each tube is the one before it divided by the factor: tube n = stock ÷ factorⁿ; the transfer is mixed in before the next is taken.",
  "Figures: those of the least precise entry (3 to 6 significant figures); a tube's concentration is given in the unit that suits it.",
  LAB_NUMBER_CONVENTION,
];

/** The record of the plan shown, or null while there is none. */
export function serialRecord(inputs: SerialInputs): LabRecord | null {
  const status = serialStatusOf(inputs);
  if (status.kind !== "ready") return null;
  const { plan } = status;
  const f = SERIAL_TEXT.fields;
  return {
    title: "Serial dilution calculator: a dilution series",
    entries: [
      { label: f.stock.label, value: enteredValue(inputs.stock, inputs.stockUnit) },
      { label: SERIAL_TEXT.mode, value: SERIAL_TEXT.modes[inputs.mode] },
      inputs.mode === "factor"
        ? { label: f.factor.label, value: enteredValue(inputs.factor, null) }
        : { label: f.target.label, value: enteredValue(inputs.target, inputs.targetUnit) },
      { label: f.steps.label, value: enteredValue(inputs.steps, null) },
      { label: f.volume.label, value: enteredValue(inputs.volume, inputs.volumeUnit) },
      { label: SERIAL_TEXT.convention, value: SERIAL_TEXT.conventions[inputs.convention] },
    ],
    rows: plan.tubes.map((t) => ({ label: `Tube ${t.tube}`, value: `${t.text} (from ${t.from})` })),
    result: [plan.summary, plan.conventionText, plan.instruction, ...plan.working.map((w) => `Working: ${w}`)],
    cautions: status.caution ? [status.caution] : [],
    conventions: SERIAL_CONVENTIONS,
  };
}
