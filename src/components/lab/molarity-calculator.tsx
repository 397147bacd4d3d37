/**
 * The molarity calculator form with its solve-for mode and units: a view of molarityMachine (it
 * decides, this only shows and sends).
 */
import { MachineForm } from "~/components/ui/form";
import { useActorRef, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import styled from "styled-components";
import { molarityMachine } from "~/machines/molarity/molarity.machine";
import {
  calculateLabel,
  formatMolarityResult,
  MOLARITY_FORMAT_RULE,
  MOLARITY_FORMULA,
  MOLARITY_MODE_PROMPT,
  selectFieldIssue,
  selectFieldText,
  selectFormIssue,
  selectIsUnknown,
  selectReadAs,
  selectResult,
  selectSolveFor,
  selectStatus,
  selectUnits,
  selectValue,
} from "~/machines/molarity/molarity.selectors";
import {
  COMMON_SOLUTES,
  HYDRATE_NOTE,
  MOLARITY_FIELDS,
  MOLARITY_MODE_LABEL,
  MOLARITY_MODES,
  UNIT_CHOICES,
  UNIT_GROUP_LABEL,
  type MolarityField,
  type MolarityUnitEvent,
  type UnitField,
} from "~/machines/molarity/molarity.types";
import { DISCLAIMER_SHORT } from "~/data/site";
import {
  ButtonRow,
  CalculatorCard,
  CardHint,
  Disclaimer,
  FieldGrid,
  FormulaBox,
  HelpText,
  LabField,
  NoWrap,
  PrimaryButton,
  LabResult,
  ResultNote,
  ResultValue,
  SecondaryButton,
  ToggleGroup,
  useLabForm,
} from "./lab-ui";

type MolarityActor = ActorRefFrom<typeof molarityMachine>;

export const MOLARITY_FIELD_IDS: Record<MolarityField, string> = {
  mass: "molarity-mass",
  molecularWeight: "molarity-molecular-weight",
  volume: "molarity-volume",
  molarity: "molarity-molarity",
};

const isUnitField = (field: MolarityField): field is UnitField => field !== "molecularWeight";

const Solutes = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  > p { margin: ${({ theme }) => theme.space(1)} 0 0; }
  > div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; margin-top: ${({ theme }) => theme.space(1)}; }
  button { min-height: 44px; }
  small { font-weight: 400; margin-left: ${({ theme }) => theme.space(1)}; }
`;

function MolarityInput({
  actor,
  field,
  inputRef,
}: {
  actor: MolarityActor;
  field: MolarityField;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const value = useSelector(actor, selectValue(field));
  const isUnknown = useSelector(actor, selectIsUnknown(field));
  const result = useSelector(actor, selectResult);
  const error = useSelector(actor, selectFieldIssue(field));
  const readAs = useSelector(actor, selectReadAs(field));
  const units = useSelector(actor, selectUnits);
  const text = useSelector(actor, selectFieldText(field));

  let shown = value;
  let note: string | null = readAs ? `Read as ${readAs} ${text.unit}` : null;
  if (isUnknown) {
    shown = result ? formatMolarityResult(result).fieldText : "";
    note = result ? `Calculated ${text.name.toLowerCase()}` : `${text.name} will be calculated`;
  }
  return (
    <LabField
      id={MOLARITY_FIELD_IDS[field]}
      label={text.label}
      placeholder={text.placeholder}
      value={shown}
      disabled={isUnknown}
      error={isUnknown ? null : error}
      note={note}
      inputRef={inputRef}
      onChange={(v) => actor.send({ type: "FIELD.CHANGE", field, value: v })}
    >
      {isUnitField(field) && (
        <ToggleGroup
          id={`${MOLARITY_FIELD_IDS[field]}-unit`}
          label={UNIT_GROUP_LABEL[field]}
          compact
          options={(UNIT_CHOICES[field] as readonly string[]).map((unit) => ({ value: unit, label: unit }))}
          value={units[field] as string}
          onChoose={(unit) => actor.send({ type: "UNIT.CHANGE", field, unit } as MolarityUnitEvent)}
        />
      )}
    </LabField>
  );
}

function MolarityResultView({ actor }: { actor: MolarityActor }) {
  const mode = useSelector(actor, selectSolveFor);
  const status = useSelector(actor, selectStatus);
  const result = useSelector(actor, selectResult);
  const formIssue = useSelector(actor, selectFormIssue);
  const display = result ? formatMolarityResult(result) : null;
  return (
    <LabResult
      id="molarity-result"
      label={MOLARITY_MODE_LABEL[mode]}
      status={status}
      hasResult={display !== null}
      formIssue={formIssue}
      calculateName={calculateLabel(mode)}
      prompt={MOLARITY_MODE_PROMPT[mode]}
    >
      {display && (
        <>
          <ResultValue>{display.headline}</ResultValue>
          {display.also.length > 0 && (
            <p>
              {display.also.map((text) => (
                <span key={text}>
                  {" = "}
                  <NoWrap>{text}</NoWrap>
                </span>
              ))}
            </p>
          )}
          {display.bench && <p>{display.bench}</p>}
          <p>{display.working}</p>
          {display.note && <ResultNote $tone="warning">{display.note}</ResultNote>}
        </>
      )}
    </LabResult>
  );
}

function CommonSolutes({ actor }: { actor: MolarityActor }) {
  const off = useSelector(actor, selectIsUnknown("molecularWeight"));
  return (
    <Solutes role="group" aria-labelledby="molarity-solutes-label">
      <p id="molarity-solutes-label">
        <strong>Common solutes</strong> (fill the molecular weight)
      </p>
      <div>
        {COMMON_SOLUTES.map((solute) => (
          <SecondaryButton
            key={solute.name}
            type="button"
            disabled={off}
            aria-label={`${solute.name} (${solute.formula}), ${solute.molecularWeight} g/mol`}
            onClick={() => actor.send({ type: "FIELD.CHANGE", field: "molecularWeight", value: solute.molecularWeight })}
          >
            {solute.name}
            <small>
              {solute.formula} · {solute.molecularWeight}
            </small>
          </SecondaryButton>
        ))}
      </div>
      <p>{HYDRATE_NOTE}</p>
    </Solutes>
  );
}

export function MolarityCalculator() {
  const actor = useActorRef(molarityMachine);
  const mode = useSelector(actor, selectSolveFor);
  const { hydrated, register } = useLabForm<MolarityField>(actor);

  return (
    <CalculatorCard aria-labelledby="molarity-card-title" data-hydrated={hydrated ? "true" : undefined}>
      <h2 id="molarity-card-title">Calculate molarity</h2>
      <CardHint>
        Enter the mass of solute, its molecular weight and the final volume of the solution, or choose under 'Solve
        for:' to calculate the mass, the volume or the molecular weight from the molarity.
      </CardHint>
      <MachineForm aria-labelledby="molarity-card-title" onSubmitted={() => actor.send({ type: "CALCULATE" })}>
        <FieldGrid>
          {MOLARITY_FIELDS.map((field) => (
            <MolarityInput key={field} actor={actor} field={field} inputRef={register(field)} />
          ))}
        </FieldGrid>
        <CommonSolutes actor={actor} />
        <ToggleGroup
          id="molarity-solve-for"
          label="Solve for:"
          options={MOLARITY_MODES.map((m) => ({ value: m, label: MOLARITY_MODE_LABEL[m] }))}
          value={mode}
          onChoose={(m) => actor.send({ type: "SOLVE_FOR", mode: m })}
        />
        <ButtonRow>
          <PrimaryButton type="submit">{calculateLabel(mode)}</PrimaryButton>
          <SecondaryButton type="button" onClick={() => actor.send({ type: "RESET" })}>
            Reset
          </SecondaryButton>
        </ButtonRow>
      </MachineForm>
      <MolarityResultView actor={actor} />
      <Disclaimer>{DISCLAIMER_SHORT}</Disclaimer>
      <FormulaBox>
        <p>
          Solving for {MOLARITY_MODE_LABEL[mode].toLowerCase()}: <code>{MOLARITY_FORMULA[mode]}</code>
        </p>
      </FormulaBox>
      <HelpText>{MOLARITY_FORMAT_RULE}</HelpText>
    </CalculatorCard>
  );
}
