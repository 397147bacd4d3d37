/**
 * The dilution calculator's connect layer (in the manner of zag's `connect`): the lab form's view
 * model (src/machines/lab-form/lab-form.connect.ts) with the C1V1 = C2V2 words, the result as the
 * result area shows it and the formula of the mode. The view spreads it and computes nothing; the
 * view-level model test builds its expected screen from it. Pure: no React, no DOM.
 */
import type { SnapshotFrom } from "xstate";
import { connectLabForm, type LabFormView } from "~/machines/lab-form/lab-form.connect";
import type { dilutionMachine } from "./dilution.machine";
import { selectSolveFor } from "./dilution.selectors";
import {
  DILUTION_CALCULATE,
  DILUTION_FIELD_GROUPS,
  DILUTION_FIELD_TEXT,
  DILUTION_FIELDS,
  DILUTION_RESULT_KINDS,
  SOLVE_FOR_MODES,
  dilutionModeName,
  type DilutionEvent,
  type DilutionField,
  type SolveFor,
} from "./dilution.types";
import { formatDilution, SOLVE_FOR_FORMULA, type DilutionDisplay } from "./dilution.words";

type DilutionSnapshot = SnapshotFrom<typeof dilutionMachine>;

export interface DilutionView extends LabFormView<DilutionField, SolveFor> {
  /** The form's two groups of fields, each with its legend. */
  readonly groups: typeof DILUTION_FIELD_GROUPS;
  /** The result as the result area shows it (its caution is `result.caution`), or null. */
  readonly display: Pick<DilutionDisplay, "headline" | "instruction"> | null;
  /** "Solving for V1: V1 = (C2 × V2) ÷ C1". */
  readonly formula: { readonly solvingFor: string; readonly formula: string };
}

export function connectDilution(snapshot: DilutionSnapshot, send: (event: DilutionEvent) => void): DilutionView {
  const { result } = snapshot.context;
  const display = result ? formatDilution(result) : null;
  const mode = selectSolveFor(snapshot);
  const form = connectLabForm<DilutionField, SolveFor, unknown>(snapshot, send, {
    name: "dilution",
    fields: DILUTION_FIELDS,
    fieldText: (field) => {
      const { label, placeholder, symbol } = DILUTION_FIELD_TEXT[field];
      return { label, placeholder, name: symbol, calculatedName: symbol, unit: null };
    },
    resultFieldText: () => display?.fieldText ?? "",
    linkedHints: true,
    modes: SOLVE_FOR_MODES.map((m) => [m, dilutionModeName(m)] as const),
    calculateName: DILUTION_CALCULATE,
    resultLabel: "Result",
    prompt: `Enter the three known values, then press ${DILUTION_CALCULATE}.`,
    plainKind: DILUTION_RESULT_KINDS[0],
  });
  return {
    ...form,
    result: { ...form.result, caution: display?.caution ?? null },
    groups: DILUTION_FIELD_GROUPS,
    display: display && { headline: display.headline, instruction: display.instruction },
    formula: { solvingFor: dilutionModeName(mode), formula: SOLVE_FOR_FORMULA[mode] },
  };
}
