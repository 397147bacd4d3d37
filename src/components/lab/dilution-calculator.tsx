/**
 * The C1V1 = C2V2 dilution calculator: a view of dilutionMachine (it decides, this only shows
 * and sends).
 */
import { useActorRef, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { dilutionMachine } from "~/machines/dilution/dilution.machine";
import {
  dilutionFieldView,
  formatDilution,
  selectIssueFieldFor,
  selectSolveFor,
  SOLVE_FOR_FORMULA,
} from "~/machines/dilution/dilution.selectors";
import { DILUTION_FIELDS, SOLVE_FOR_MODES, type DilutionField } from "~/machines/dilution/dilution.types";
import {
  FieldGrid,
  FieldSet,
  FormulaBox,
  hintId,
  labFieldIds,
  LabCard,
  LabInput,
  LabResult,
  ResultNote,
  ResultValue,
  useLabForm,
} from "./lab-ui";

export const DILUTION_FIELD_IDS = labFieldIds("dilution", DILUTION_FIELDS);

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
  const linkedHint = linkedField && linkedField !== field ? hintId(DILUTION_FIELD_IDS[linkedField]) : null;
  return (
    <LabInput
      actor={actor}
      field={field}
      id={DILUTION_FIELD_IDS[field]}
      view={dilutionFieldView(field)}
      alsoDescribedBy={linkedHint}
      inputRef={inputRef}
    />
  );
}

export function DilutionCalculator() {
  const actor = useActorRef(dilutionMachine);
  const solveFor = useSelector(actor, selectSolveFor);
  const { hydrated, register } = useLabForm<DilutionField>(actor);
  const input = (field: DilutionField) => (
    <DilutionInput actor={actor} field={field} inputRef={register(field)} />
  );

  return (
    <LabCard
      actor={actor}
      name="dilution"
      title="C1V1 = C2V2 Calculator"
      hint="Enter three values to calculate the fourth"
      hydrated={hydrated}
      fields={
        <>
          <FieldSet>
            <legend>Initial Solution</legend>
            <FieldGrid>
              {input("c1")}
              {input("v1")}
            </FieldGrid>
          </FieldSet>
          <FieldSet>
            <legend>Final Solution</legend>
            <FieldGrid>
              {input("c2")}
              {input("v2")}
            </FieldGrid>
          </FieldSet>
        </>
      }
      modes={SOLVE_FOR_MODES.map((mode) => ({ value: mode, label: mode.toUpperCase() }))}
      mode={solveFor}
      calculateName="Calculate"
      result={
        <LabResult
          actor={actor}
          id="dilution-result"
          label="Result"
          calculateName="Calculate"
          prompt="Enter the three known values, then press Calculate."
        >
          {(result) => {
            const display = formatDilution(result);
            return (
              <>
                <ResultValue>{display.headline}</ResultValue>
                <p>{display.instruction}</p>
                {display.smallNote && <ResultNote $tone="warning">{display.smallNote}</ResultNote>}
              </>
            );
          }}
        </LabResult>
      }
    >
      <FormulaBox>
        <p className="formula">C1 × V1 = C2 × V2</p>
        <p>
          Solving for {solveFor.toUpperCase()}: <code>{SOLVE_FOR_FORMULA[solveFor]}</code>. Use the same unit for
          C1 and C2 (for example mg/mL, % or M); volumes are in mL.
        </p>
      </FormulaBox>
    </LabCard>
  );
}
