/**
 * The C1V1 = C2V2 dilution calculator: a view of dilutionMachine (it decides, this only shows
 * and sends).
 */
import { useActorRef, useSelector } from "@xstate/react";
import { inspectInto } from "~/behaviour/recorder";
import type { ActorRefFrom } from "xstate";
import { dilutionMachine } from "~/machines/dilution/dilution.machine";
import { selectIssueFieldFor, selectSolveFor } from "~/machines/dilution/dilution.selectors";
import { formatDilution, SOLVE_FOR_FORMULA } from "~/machines/dilution/dilution.words";
import {
  DILUTION_FIELD_TEXT,
  DILUTION_RESULT_KINDS,
  SOLVE_FOR_MODES,
  type DilutionField,
  type DilutionResult,
} from "~/machines/dilution/dilution.types";
import { FieldGrid, FieldSet, FormulaBox, hintId, ResultNote, ResultValue, useLabForm } from "./lab-ui";
import { LabCard, LabInput } from "./lab-card";

export const DILUTION_FIELD_IDS: Record<DilutionField, string> = {
  c1: "dilution-c1",
  v1: "dilution-v1",
  c2: "dilution-c2",
  v2: "dilution-v2",
};

/** The form's two groups of fields, each with its legend. */
const FIELD_GROUPS: readonly { legend: string; fields: readonly DilutionField[] }[] = [
  { legend: "Initial Solution", fields: ["c1", "v1"] },
  { legend: "Final Solution", fields: ["c2", "v2"] },
];

const fieldText = (result: DilutionResult) => formatDilution(result).fieldText;

function DilutionInput({
  actor,
  field,
  inputRef,
}: {
  actor: ActorRefFrom<typeof dilutionMachine>;
  field: DilutionField;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const linkedField = useSelector(actor, selectIssueFieldFor(field));
  const { label, placeholder, symbol } = DILUTION_FIELD_TEXT[field];
  return (
    <LabInput
      actor={actor}
      field={field}
      id={DILUTION_FIELD_IDS[field]}
      text={{ label, placeholder, name: symbol, calculatedName: symbol, unit: null }}
      fieldText={fieldText}
      alsoDescribedBy={linkedField && linkedField !== field ? hintId(DILUTION_FIELD_IDS[linkedField]) : null}
      inputRef={inputRef}
    />
  );
}

/** The result area's text for a result. */
function showDilutionResult(result: DilutionResult) {
  const display = formatDilution(result);
  return (
    <>
      <ResultValue>{display.headline}</ResultValue>
      <p>{display.instruction}</p>
      {display.caution && (
        <ResultNote $tone="warning" data-testid="dilution-caution">
          <strong>Caution: </strong>
          {display.caution}
        </ResultNote>
      )}
    </>
  );
}

export function DilutionCalculator() {
  const actor = useActorRef(dilutionMachine, { inspect: inspectInto("dilution") });
  const solveFor = useSelector(actor, selectSolveFor);
  const { hydrated, register } = useLabForm<DilutionField>(actor);

  return (
    <LabCard
      actor={actor}
      name="dilution"
      title="C1V1 = C2V2 Calculator"
      hint="Enter three values to calculate the fourth"
      hydrated={hydrated}
      fields={FIELD_GROUPS.map(({ legend, fields }) => (
        <FieldSet key={legend}>
          <legend>{legend}</legend>
          <FieldGrid>
            {fields.map((field) => (
              <DilutionInput key={field} actor={actor} field={field} inputRef={register(field)} />
            ))}
          </FieldGrid>
        </FieldSet>
      ))}
      modes={SOLVE_FOR_MODES.map((mode) => ({ value: mode, label: mode.toUpperCase() }))}
      mode={solveFor}
      calculateName="Calculate"
      resultLabel="Result"
      prompt="Enter the three known values, then press Calculate."
      result={showDilutionResult}
      plainKind={DILUTION_RESULT_KINDS[0]}
    >
      <FormulaBox>
        <p className="formula">C1 × V1 = C2 × V2</p>
        <p>
          Solving for {solveFor.toUpperCase()}: <code>{SOLVE_FOR_FORMULA[solveFor]}</code>. Use the same unit for C1 and
          C2 (for example mg/mL, % or M); volumes are in mL.
        </p>
      </FormulaBox>
    </LabCard>
  );
}
