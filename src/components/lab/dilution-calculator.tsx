/**
 * The C1V1 = C2V2 dilution calculator: a view of dilutionMachine (it decides, this only shows
 * and sends).
 */
import { MachineForm } from "~/components/ui/form";
import { useActorRef, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { dilutionMachine } from "~/machines/dilution/dilution.machine";
import {
  formatDilution,
  selectFieldIssue,
  selectFormIssue,
  selectIssueFieldFor,
  selectIsUnknown,
  selectReadAs,
  selectResult,
  selectSolveFor,
  selectStatus,
  selectValue,
  SOLVE_FOR_FORMULA,
} from "~/machines/dilution/dilution.selectors";
import { DILUTION_FIELD_TEXT, SOLVE_FOR_MODES, type DilutionField } from "~/machines/dilution/dilution.types";
import { DISCLAIMER_SHORT } from "~/data/site";
import {
  ButtonRow,
  CalculatorCard,
  CardHint,
  Disclaimer,
  FieldGrid,
  FieldSet,
  FormulaBox,
  hintId,
  LabField,
  PrimaryButton,
  LabResult,
  ResultNote,
  ResultValue,
  SecondaryButton,
  ToggleGroup,
  useLabForm,
} from "./lab-ui";

type DilutionActor = ActorRefFrom<typeof dilutionMachine>;

export const DILUTION_FIELD_IDS: Record<DilutionField, string> = {
  c1: "dilution-c1",
  v1: "dilution-v1",
  c2: "dilution-c2",
  v2: "dilution-v2",
};

function DilutionInput({
  actor,
  field,
  inputRef,
}: {
  actor: DilutionActor;
  field: DilutionField;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const value = useSelector(actor, selectValue(field));
  const isUnknown = useSelector(actor, selectIsUnknown(field));
  const result = useSelector(actor, selectResult);
  const error = useSelector(actor, selectFieldIssue(field));
  const linkedField = useSelector(actor, selectIssueFieldFor(field));
  const readAs = useSelector(actor, selectReadAs(field));
  const text = DILUTION_FIELD_TEXT[field];

  let shown = value;
  let note: string | null = readAs ? `Read as ${readAs}` : null;
  if (isUnknown) {
    shown = result ? formatDilution(result).fieldText : "";
    note = result ? `Calculated ${text.symbol}` : `${text.symbol} will be calculated`;
  }
  return (
    <LabField
      id={DILUTION_FIELD_IDS[field]}
      label={text.label}
      placeholder={text.placeholder}
      value={shown}
      disabled={isUnknown}
      error={isUnknown ? null : error}
      alsoDescribedBy={linkedField && linkedField !== field ? hintId(DILUTION_FIELD_IDS[linkedField]) : null}
      note={note}
      inputRef={inputRef}
      onChange={(v) => actor.send({ type: "FIELD.CHANGE", field, value: v })}
    />
  );
}

function DilutionResultView({ actor }: { actor: DilutionActor }) {
  const status = useSelector(actor, selectStatus);
  const result = useSelector(actor, selectResult);
  const formIssue = useSelector(actor, selectFormIssue);
  const display = result ? formatDilution(result) : null;
  return (
    <LabResult
      id="dilution-result"
      label="Result"
      status={status}
      hasResult={display !== null}
      formIssue={formIssue}
      calculateName="Calculate"
      prompt="Enter the three known values, then press Calculate."
    >
      {display && (
        <>
          <ResultValue>{display.headline}</ResultValue>
          <p>{display.instruction}</p>
          {display.smallNote && <ResultNote $tone="warning">{display.smallNote}</ResultNote>}
        </>
      )}
    </LabResult>
  );
}

export function DilutionCalculator() {
  const actor = useActorRef(dilutionMachine);
  const solveFor = useSelector(actor, selectSolveFor);
  const { hydrated, register } = useLabForm<DilutionField>(actor);

  return (
    <CalculatorCard aria-labelledby="dilution-card-title" data-hydrated={hydrated ? "true" : undefined}>
      <h2 id="dilution-card-title">C1V1 = C2V2 Calculator</h2>
      <CardHint>Enter three values to calculate the fourth</CardHint>
      <MachineForm aria-labelledby="dilution-card-title" onSubmitted={() => actor.send({ type: "CALCULATE" })}>
        <FieldSet>
          <legend>Initial Solution</legend>
          <FieldGrid>
            <DilutionInput actor={actor} field="c1" inputRef={register("c1")} />
            <DilutionInput actor={actor} field="v1" inputRef={register("v1")} />
          </FieldGrid>
        </FieldSet>
        <FieldSet>
          <legend>Final Solution</legend>
          <FieldGrid>
            <DilutionInput actor={actor} field="c2" inputRef={register("c2")} />
            <DilutionInput actor={actor} field="v2" inputRef={register("v2")} />
          </FieldGrid>
        </FieldSet>
        <ToggleGroup
          id="dilution-solve-for"
          label="Solve for:"
          options={SOLVE_FOR_MODES.map((mode) => ({ value: mode, label: mode.toUpperCase() }))}
          value={solveFor}
          onChoose={(mode) => actor.send({ type: "SOLVE_FOR", mode })}
        />
        <ButtonRow>
          <PrimaryButton type="submit">Calculate</PrimaryButton>
          <SecondaryButton type="button" onClick={() => actor.send({ type: "RESET" })}>
            Reset
          </SecondaryButton>
        </ButtonRow>
      </MachineForm>
      <DilutionResultView actor={actor} />
      <Disclaimer>{DISCLAIMER_SHORT}</Disclaimer>
      <FormulaBox>
        <p className="formula">C1 × V1 = C2 × V2</p>
        <p>
          Solving for {solveFor.toUpperCase()}: <code>{SOLVE_FOR_FORMULA[solveFor]}</code>. Use the same unit for
          C1 and C2 (for example mg/mL, % or M); volumes are in mL.
        </p>
      </FormulaBox>
    </CalculatorCard>
  );
}
