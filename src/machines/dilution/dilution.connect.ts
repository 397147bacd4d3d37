/**
 * The dilution calculator's connect layer (in the manner of zag's `connect`): the lab form's view
 * model (src/machines/lab-form/lab-form.connect.ts) with the C1V1 = C2V2 words, each quantity's
 * unit choice, the result as the result area shows it and the formula of the mode. The view
 * spreads it and computes nothing; the view-level model test builds its expected screen from it.
 * Pure: no React, no DOM.
 */
import type { SnapshotFrom } from "xstate";
import { choiceGroup, named, type ChoiceGroupView } from "~/machines/connect";
import { connectLabForm, labFieldId, type LabFormView } from "~/machines/lab-form/lab-form.connect";
import type { dilutionMachine } from "./dilution.machine";
import { selectSolveFor } from "./dilution.selectors";
import { dilutionRecord } from "./dilution.record";
import { dilutionShare } from "./dilution.share";
import {
  DILUTION_CALCULATE,
  DILUTION_FIELD_GROUPS,
  DILUTION_FIELD_TEXT,
  DILUTION_FIELDS,
  DILUTION_RESULT_KINDS,
  DILUTION_UNIT_CHOICES,
  DILUTION_UNIT_FIELDS,
  DILUTION_UNIT_GROUP_LABEL,
  SOLVE_FOR_MODES,
  dilutionFieldLabel,
  dilutionFieldUnit,
  dilutionModeName,
  type DilutionEvent,
  type DilutionField,
  type DilutionUnitEvent,
  type DilutionUnitField,
  type SolveFor,
} from "./dilution.types";
import { formatDilution, SOLVE_FOR_FORMULA, type DilutionDisplay } from "./dilution.words";

type DilutionSnapshot = SnapshotFrom<typeof dilutionMachine>;

export interface DilutionView extends LabFormView<DilutionField, SolveFor> {
  /** The form's groups of fields, each with its legend. */
  readonly groups: typeof DILUTION_FIELD_GROUPS;
  /** Each quantity's unit choice (C1, V1, C2, V2). */
  readonly units: Readonly<Record<DilutionUnitField, ChoiceGroupView<string>>>;
  /** The result as the result area shows it (its caution is `result.caution`), or null. */
  readonly display: Pick<DilutionDisplay, "headline" | "conversion" | "instruction" | "pipettes"> | null;
  /** "Solving for V1: V1 = (C2 × V2) ÷ C1". */
  readonly formula: { readonly solvingFor: string; readonly formula: string };
}

/** The lines of the result area, in order (the view shows them; the tests read them). */
export const dilutionResultLines = (display: DilutionView["display"]): string[] =>
  display
    ? [display.headline, display.conversion, display.instruction, display.pipettes].filter(
        (line): line is string => line !== null,
      )
    : [];

export function connectDilution(snapshot: DilutionSnapshot, send: (event: DilutionEvent) => void): DilutionView {
  const { result, units } = snapshot.context;
  const display = result ? formatDilution(result) : null;
  const mode = selectSolveFor(snapshot);
  const form = connectLabForm<DilutionField, SolveFor, unknown>(snapshot, send, {
    name: "dilution",
    fields: DILUTION_FIELDS,
    fieldText: (field) => {
      const { placeholder, symbol } = DILUTION_FIELD_TEXT[field];
      return {
        label: dilutionFieldLabel(field, units),
        placeholder,
        name: symbol,
        calculatedName: symbol,
        unit: dilutionFieldUnit(field, units),
      };
    },
    resultFieldText: () => display?.fieldText ?? "",
    linkedHints: true,
    modes: SOLVE_FOR_MODES.map((m) => [m, dilutionModeName(m)] as const),
    calculateName: DILUTION_CALCULATE,
    resultLabel: "Result",
    prompt: `Enter the three known values, then press ${DILUTION_CALCULATE}.`,
    plainKind: DILUTION_RESULT_KINDS[0],
    record: result ? dilutionRecord(result, snapshot.context) : null,
    link: dilutionShare,
  });
  const unitGroup = (field: DilutionUnitField) =>
    choiceGroup<string>(
      `${labFieldId("dilution", field)}-unit`,
      DILUTION_UNIT_GROUP_LABEL[field],
      named(DILUTION_UNIT_CHOICES[field]),
      units[field],
      (unit) => send({ type: "UNIT.CHANGE", field, unit } as DilutionUnitEvent),
    );
  return {
    ...form,
    result: { ...form.result, caution: display?.caution ?? null },
    groups: DILUTION_FIELD_GROUPS,
    units: Object.fromEntries(DILUTION_UNIT_FIELDS.map((f) => [f, unitGroup(f)])) as Record<
      DilutionUnitField,
      ChoiceGroupView<string>
    >,
    display: display && {
      headline: display.headline,
      conversion: display.conversion,
      instruction: display.instruction,
      pipettes: display.pipettes,
    },
    formula: { solvingFor: dilutionModeName(mode), formula: SOLVE_FOR_FORMULA[mode] },
  };
}
