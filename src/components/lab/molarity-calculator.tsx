/**
 * The molarity calculator form with its solve-for mode and units: a view of molarityMachine (it
 * decides, this only shows and sends).
 */
import { useActorRef, useSelector } from "@xstate/react";
import { inspectInto } from "~/behaviour/recorder";
import type { ActorRefFrom } from "xstate";
import styled from "styled-components";
import { molarityMachine } from "~/machines/molarity/molarity.machine";
import { selectFieldText, selectIsUnknown, selectSolveFor, selectUnits } from "~/machines/molarity/molarity.selectors";
import {
  calculateLabel,
  formatMolarityResult,
  MOLARITY_FORMAT_RULE,
  MOLARITY_FORMULA,
  MOLARITY_MODE_PROMPT,
} from "~/machines/molarity/molarity.words";
import {
  COMMON_SOLUTES,
  HYDRATE_NOTE,
  MOLARITY_FIELDS,
  MOLARITY_MODE_LABEL,
  MOLARITY_MODES,
  MOLARITY_RESULT_KINDS,
  UNIT_CHOICES,
  UNIT_GROUP_LABEL,
  type MolarityField,
  type MolarityResult,
  type MolarityUnitEvent,
  type UnitField,
} from "~/machines/molarity/molarity.types";
import {
  FieldGrid,
  FormulaBox,
  HelpText,
  NoWrap,
  ResultNote,
  ResultValue,
  SecondaryButton,
  ChoiceGroup,
  useLabForm,
} from "./lab-ui";
import { LabCard, LabInput } from "./lab-card";

type MolarityActor = ActorRefFrom<typeof molarityMachine>;

export const MOLARITY_FIELD_IDS: Record<MolarityField, string> = {
  mass: "molarity-mass",
  molecularWeight: "molarity-molecular-weight",
  volume: "molarity-volume",
  molarity: "molarity-molarity",
};

const isUnitField = (field: MolarityField): field is UnitField => field !== "molecularWeight";

const fieldText = (result: MolarityResult) => formatMolarityResult(result).fieldText;

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
  const units = useSelector(actor, selectUnits);
  const text = useSelector(actor, selectFieldText(field));
  return (
    <LabInput
      actor={actor}
      field={field}
      id={MOLARITY_FIELD_IDS[field]}
      text={{ ...text, calculatedName: text.name.toLowerCase() }}
      fieldText={fieldText}
      inputRef={inputRef}
    >
      {isUnitField(field) && (
        <ChoiceGroup
          id={`${MOLARITY_FIELD_IDS[field]}-unit`}
          label={UNIT_GROUP_LABEL[field]}
          compact
          options={(UNIT_CHOICES[field] as readonly string[]).map((unit) => ({ value: unit, label: unit }))}
          value={units[field]}
          onChoose={(unit) => actor.send({ type: "UNIT.CHANGE", field, unit } as MolarityUnitEvent)}
        />
      )}
    </LabInput>
  );
}

/** The result area's text for a result. */
function showMolarityResult(result: MolarityResult) {
  const display = formatMolarityResult(result);
  return (
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
      {display.caution && (
        <ResultNote $tone="warning" data-testid="molarity-caution">
          <strong>Caution: </strong>
          {display.caution}
        </ResultNote>
      )}
    </>
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
            onClick={() =>
              actor.send({
                type: "FIELD.CHANGE",
                field: "molecularWeight",
                value: solute.molecularWeight,
                source: solute.name,
              })
            }
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
  const actor = useActorRef(molarityMachine, { inspect: inspectInto("molarity") });
  const mode = useSelector(actor, selectSolveFor);
  const { hydrated, register } = useLabForm<MolarityField>(actor);

  return (
    <LabCard
      actor={actor}
      name="molarity"
      title="Calculate molarity"
      hint="Enter the mass of solute, its molecular weight and the final volume of the solution, or choose under 'Solve for:' to calculate the mass, the volume or the molecular weight from the molarity."
      hydrated={hydrated}
      fields={
        <>
          <FieldGrid>
            {MOLARITY_FIELDS.map((field) => (
              <MolarityInput key={field} actor={actor} field={field} inputRef={register(field)} />
            ))}
          </FieldGrid>
          <CommonSolutes actor={actor} />
        </>
      }
      modes={MOLARITY_MODES.map((m) => ({ value: m, label: MOLARITY_MODE_LABEL[m] }))}
      mode={mode}
      calculateName={calculateLabel(mode)}
      resultLabel={MOLARITY_MODE_LABEL[mode]}
      prompt={MOLARITY_MODE_PROMPT[mode]}
      result={showMolarityResult}
      plainKind={MOLARITY_RESULT_KINDS[0]}
    >
      <FormulaBox>
        <p>
          Solving for {MOLARITY_MODE_LABEL[mode].toLowerCase()}: <code>{MOLARITY_FORMULA[mode]}</code>
        </p>
      </FormulaBox>
      <HelpText>{MOLARITY_FORMAT_RULE}</HelpText>
    </LabCard>
  );
}
