/**
 * Builds the views of the content components (view-types.ts) from the page text modules, with
 * the converter's formula and the shared formatter (compute.ts): the one place where content
 * numbers are computed. Runs at pre-render time, in the route loaders; the browser only renders
 * the finished views.
 */
import { formulaLine } from "~/domain/dose/conversion";
import { formatConcentration } from "~/domain/number/concentration";
import { formatDose } from "~/domain/number/format";
import type { AutoFamily } from "~/domain/syringe/syringe.types";
import { volumeCaution } from "~/domain/syringe/syringe";
import { SMALL_VOLUME_NOTE } from "~/domain/syringe/syringe-words";
import {
  amountText,
  massIn,
  mg,
  mgPerMl,
  mgText,
  ml,
  mlText,
  resultText,
  strengthLabel,
  syringeFor,
  useText,
  volumeFor,
  workedSteps,
  type PageKind,
} from "./compute";
import { checkDose, maxDoseOf } from "~/data/max-doses";
import { HIGH_ALERT } from "~/data/high-alert";
import type { MedicationExample, ReferenceRow, Strength, WorkedExample } from "./types";
import type { DoseChartView, ExampleView, FormulaView, MedicationView, ReferenceTableView } from "./view-types";

/**
 * What a pharmacist adds to a row naming a product (issue 27), or null: checked against the
 * product's labelled maximum (src/data/max-doses.ts) at the row's mg, the page's dose (mg pages)
 * or the total in the page's volume (mL pages); and a high-alert medicine's mark.
 */
export function productNote(name: string | undefined, form: string, mgAmount: number, kind: PageKind): string | null {
  if (!name) return null;
  const notes: string[] = [];
  const max = maxDoseOf(name, form);
  const check = max ? checkDose(max, mgAmount) : "within";
  if (max && check !== "within") {
    const limit =
      check === "aboveDaily"
        ? `${formatDose(max.dailyMaxMg!, "mg")} a day`
        : `${formatDose(max.singleMaxMg!, "mg")} as one dose`;
    notes.push(
      kind === "ml"
        ? `A total, not one dose: more than the most given (${limit}; ${max.basis}).`
        : `Above the most given (${limit}; ${max.basis}): not a dose of this product.`,
    );
  }
  if (HIGH_ALERT.some((h) => h.named.test(name)))
    notes.push("High-alert medicine: see the warning at the top of the page.");
  return notes.length > 0 ? notes.join(" ") : null;
}

/** A dose page's reference table: concentration | result | typical use. */
export function referenceTableView(
  kind: PageKind,
  amount: number,
  rows: readonly ReferenceRow[],
  caption: string,
): ReferenceTableView {
  return {
    kind,
    amount,
    caption,
    resultHeading: kind === "mg" ? `Volume for ${amountText(kind, amount)}` : `Amount in ${amountText(kind, amount)}`,
    // Sensible order: weakest strength first (mg per mL), whatever order the data lists them in.
    rows: [...rows]
      .sort((a, b) => mgPerMl(a.strength) - mgPerMl(b.strength))
      .map((row) => ({
        mg: row.strength.mg,
        ml: row.strength.ml,
        strength: strengthLabel(row.strength),
        perMl: row.strength.ml !== 1 ? `= ${formatConcentration(mgPerMl(row.strength))}` : null,
        result: resultText(kind, amount, row.strength),
        use: useText(row),
        note: productNote(row.product, row.form, kind === "mg" ? amount : massIn(amount, row.strength), kind),
      })),
  };
}

/** The formula box: the preset worked forwards (mg → mL) and checked backwards. */
export function formulaView(dose: number, strength: Strength): FormulaView {
  const c = formatConcentration(mgPerMl(strength));
  const volume = volumeFor(dose, strength);
  return {
    forwardLine: formulaLine("mgToMl"),
    forward: { expression: `${mg(dose)} ÷ ${c}`, result: mlText(dose, strength) },
    backwardLine: formulaLine("mlToMg"),
    backward: { expression: `${ml(volume)} × ${c}`, result: mgText(volume, strength) },
  };
}

/** Marketed strengths and the volume that holds the dose (examples, not dosing advice). */
export function medicationView(dose: number, items: readonly MedicationExample[]): MedicationView {
  const doseText = formatDose(dose, "mg");
  return {
    dose,
    doseText,
    caption: `Marketed strengths and the volume that holds ${doseText} (examples, not dosing advice)`,
    rows: items.map((m) => ({
      name: m.name,
      form: m.form,
      mg: m.strength.mg,
      ml: m.strength.ml,
      strength: strengthLabel(m.strength),
      result: mlText(dose, m.strength),
      note: productNote(m.name, m.form, dose, "mg"),
    })),
  };
}

/** Worked examples with their numbered steps (the same steps feed the HowTo structured data). */
export function examplesView(kind: PageKind, examples: readonly WorkedExample[]): ExampleView[] {
  return examples.map((ex) => ({
    title: ex.title,
    context: ex.context,
    steps: workedSteps(kind, ex, ex.measure),
    ...(ex.note ? { note: ex.note } : {}),
  }));
}

/** Several doses at one strength, optionally with the smallest syringe of a family for each. */
export function doseChartView(
  doses: readonly number[],
  strength: Strength,
  caption: string,
  syringeFamily?: AutoFamily,
): DoseChartView {
  return {
    caption,
    mg: strength.mg,
    ml: strength.ml,
    resultHeading: `Volume at ${strengthLabel(strength)}`,
    syringeHeading: syringeFamily ? `Recommended ${syringeFamily} syringe` : null,
    rows: doses.map((dose) => ({
      dose,
      doseText: formatDose(dose, "mg"),
      result: mlText(dose, strength),
      syringe: syringeFamily ? syringeFor(volumeFor(dose, strength), syringeFamily) : null,
      syringeNote: syringeFamily && volumeCaution(volumeFor(dose, strength)) === "small" ? SMALL_VOLUME_NOTE : null,
    })),
  };
}
