/**
 * The molarity calculator form: a view of molarityMachine (it decides, this only shows and sends).
 */
import { useEffect, useRef, useState } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { molarityMachine } from "~/machines/molarity/molarity.machine";
import {
  formatMolarity,
  formatMolarityWorking,
  MOLARITY_FORMAT_RULE,
  selectFieldIssue,
  selectFormIssue,
  selectReadAs,
  selectResult,
  selectStatus,
  selectValue,
} from "~/machines/molarity/molarity.selectors";
import { MOLARITY_FIELDS, MOLARITY_FIELD_TEXT, type MolarityField } from "~/machines/molarity/molarity.types";
import { DISCLAIMER_SHORT } from "~/data/site";
import {
  ButtonRow,
  CalculatorCard,
  CardHint,
  Disclaimer,
  FieldGrid,
  HelpText,
  LabField,
  NoWrap,
  PrimaryButton,
  ResultBox,
  ResultLabel,
  ResultNote,
  ResultValue,
  SecondaryButton,
} from "./lab-ui";

type MolarityActor = ActorRefFrom<typeof molarityMachine>;

export const MOLARITY_FIELD_IDS: Record<MolarityField, string> = {
  mass: "molarity-mass",
  molecularWeight: "molarity-molecular-weight",
  volume: "molarity-volume",
};

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
  const error = useSelector(actor, selectFieldIssue(field));
  const readAs = useSelector(actor, selectReadAs(field));
  const text = MOLARITY_FIELD_TEXT[field];
  return (
    <LabField
      id={MOLARITY_FIELD_IDS[field]}
      label={text.label}
      placeholder={text.placeholder}
      value={value}
      error={error}
      note={readAs ? `Read as ${readAs} ${text.unit}` : null}
      inputRef={inputRef}
      onChange={(v) => actor.send({ type: "FIELD.CHANGE", field, value: v })}
    />
  );
}

function MolarityResultView({ actor }: { actor: MolarityActor }) {
  const status = useSelector(actor, selectStatus);
  const result = useSelector(actor, selectResult);
  const formIssue = useSelector(actor, selectFormIssue);
  const display = result ? formatMolarity(result.molar) : null;
  return (
    <ResultBox
      role="status"
      aria-live="polite"
      aria-labelledby="molarity-result-label"
      $tone={display ? "result" : status === "invalid" ? "error" : "empty"}
      data-testid="molarity-result"
    >
      <ResultLabel id="molarity-result-label">Molarity</ResultLabel>
      {display && result ? (
        <>
          <ResultValue>{display.molar}</ResultValue>
          <p>
            = <NoWrap>{display.millimolar}</NoWrap> = <NoWrap>{display.micromolar}</NoWrap>
          </p>
          <p>{formatMolarityWorking(result)}</p>
          {display.belowMolarPrecision && (
            <ResultNote $tone="warning">
              Below 0.0001 M, the smallest step shown in M: read the value in mM or µM.
            </ResultNote>
          )}
        </>
      ) : status === "invalid" ? (
        <p>{formIssue ?? "No result: correct the highlighted field, then press Calculate Molarity."}</p>
      ) : (
        <p>Enter the mass, molecular weight and volume, then press Calculate Molarity.</p>
      )}
    </ResultBox>
  );
}

export function MolarityCalculator() {
  const actor = useActorRef(molarityMachine);
  const inputs = useRef(new Map<MolarityField, HTMLInputElement>());
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const sub = actor.on("focus.field", ({ field }) => inputs.current.get(field)?.focus());
    return () => sub.unsubscribe();
  }, [actor]);

  const register = (field: MolarityField) => (el: HTMLInputElement | null) => {
    if (el) inputs.current.set(field, el);
    else inputs.current.delete(field);
  };

  return (
    <CalculatorCard aria-labelledby="molarity-card-title" data-hydrated={hydrated ? "true" : undefined}>
      <h2 id="molarity-card-title">Calculate molarity</h2>
      <CardHint>Enter the mass of solute, its molecular weight and the final volume of the solution.</CardHint>
      <form
        method="dialog"
        noValidate
        aria-labelledby="molarity-card-title"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: "CALCULATE" });
        }}
      >
        <FieldGrid>
          {MOLARITY_FIELDS.map((field) => (
            <MolarityInput key={field} actor={actor} field={field} inputRef={register(field)} />
          ))}
        </FieldGrid>
        <ButtonRow>
          <PrimaryButton type="submit">Calculate Molarity</PrimaryButton>
          <SecondaryButton type="button" onClick={() => actor.send({ type: "RESET" })}>
            Reset
          </SecondaryButton>
        </ButtonRow>
      </form>
      <MolarityResultView actor={actor} />
      <Disclaimer>{DISCLAIMER_SHORT}</Disclaimer>
      <HelpText>{MOLARITY_FORMAT_RULE}</HelpText>
    </CalculatorCard>
  );
}
