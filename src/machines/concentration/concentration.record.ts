/**
 * The concentration converter's notebook record (issue 52, principle 6; src/domain/lab/lab-record.ts):
 * the entries as they were read with their units (the concentration, the molecular weight, the
 * density, the purity, the reagent or solute chosen, the dilution asked), the table line by line
 * with the working and the dilution's answer, every caution, and what each unit means here.
 * 'Print record' prints it with the device's date ('Copy all units' copies the table's line). Pure.
 */
import { enteredValue, LAB_NUMBER_CONVENTION, type LabRecord } from "~/domain/lab/lab-record";
import { PPM_CONVENTION } from "~/domain/lab/concentration-units";
import type { ConcentrationContext } from "./concentration.types";

/** What the percentages mean here (each is named), ppm's convention, the figures and the numbers. */
export const CONCENTRATION_CONVENTIONS: readonly string[] = [
  "% w/v is grams per 100 mL of solution; % w/w grams per 100 g of solution (with the solution's density); % v/v millilitres per 100 mL (with the pure liquid's density).",
  PPM_CONVENTION,
  "Figures: those of the value typed (3 to 6 significant figures), one precision per row.",
  LAB_NUMBER_CONVENTION,
];

/** The record of the table shown, or null while there is none. */
export function concentrationRecord(
  context: Pick<ConcentrationContext, "inputs" | "status" | "preparation">,
): LabRecord | null {
  const { inputs, status, preparation } = context;
  if (status.kind !== "ready") return null;
  const { table } = status;
  const typed = (label: string, text: string, unit: string | null) =>
    text.trim() === "" ? [] : [{ label, value: enteredValue(text, unit) }];
  const chosen = table.reagent
    ? [{ label: "Reagent", value: table.reagent.name }]
    : table.solute
      ? [{ label: "Solute", value: table.solute.name }]
      : [];
  const dilution =
    preparation.kind === "ready" || preparation.kind === "aboveStock"
      ? [...typed("Target", inputs.target, "M"), ...typed("Final volume", inputs.finalVolume, "mL")]
      : [];
  return {
    title: "Concentration converter: one concentration in every unit",
    entries: [
      ...typed("Concentration", inputs.value, inputs.unit),
      ...typed("Molecular weight", inputs.molecularWeight, inputs.molecularWeightUnit),
      ...typed("Density", inputs.density, "g/mL"),
      ...typed("Purity or assay", inputs.purity, "%"),
      ...chosen,
      ...dilution,
    ],
    rows: table.cells.map((c) => ({ label: c.unit, value: c.text })),
    result: [
      ...table.working.map((line) => `Working: ${line}`),
      ...(preparation.kind === "ready"
        ? [preparation.line]
        : preparation.kind === "aboveStock"
          ? [preparation.message]
          : []),
    ],
    cautions: [
      ...(status.caution ? [status.caution] : []),
      ...(preparation.kind === "ready" ? [preparation.caution] : []),
    ],
    conventions: CONCENTRATION_CONVENTIONS,
  };
}
