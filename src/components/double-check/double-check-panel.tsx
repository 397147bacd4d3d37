/**
 * The double check of the converter card (issue 16): shown in place of the calculator while a
 * check is under way. Every step is a state of the double-check machine; this view only reads
 * its selectors and sends its events. The first person's result and entries are never rendered
 * before the second person compares.
 */
import { DOUBLE_CHECK_CONTROLS } from "~/machines/double-check/double-check.controls";
import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from "react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { doubleCheckMachine } from "~/machines/double-check/double-check.machine";
import { fieldWord, mismatchSentence } from "~/machines/double-check/double-check.calc";
import {
  selectAgreed,
  selectAgreedCautions,
  selectCheckStep,
  selectDiffering,
  selectIncompleteAt,
  selectIncompleteHint,
  selectSecond,
} from "~/machines/double-check/double-check.selectors";
import { amountUnit } from "~/domain/dose/conversion";
import {
  ButtonRow,
  Field,
  FieldMessage,
  FieldRow,
  PrimaryButton,
  ResultBox,
  SecondaryButton,
  TextInput,
} from "~/components/converter/converter-ui";
import { labelEntry } from "~/components/ui/field";
import styled from "styled-components";

/**
 * The step's title while the second person works blind (handover, second entry): the page's own
 * content, its h1 included (it names the dose), is out of sight then (issue 27), so this title is
 * the page's level-one heading; it looks like the other steps' titles.
 */
const BlindStepTitle = styled.h1`
  font-size: 1.17em;
  margin: 1em 0;
`;

export type DoubleCheckActorRef = ActorRefFrom<typeof doubleCheckMachine>;

export interface DoubleCheckPanelProps {
  actorRef: DoubleCheckActorRef;
  idPrefix: string;
}

/**
 * One of the second person's fields: the text as typed, sent to the machine on every change. Like
 * the converter's fields: marked invalid and described by the hint when the machine says it needs
 * attention; a text keyboard (an amount may carry its unit, a strength is written as on the label).
 */
function SecondEntry({
  id,
  label,
  placeholder,
  value,
  invalid,
  describedBy,
  inputRef,
  onChange,
}: {
  id: string;
  label: ReactNode;
  placeholder?: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
}) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <TextInput
        ref={inputRef}
        id={id}
        {...labelEntry}
        placeholder={placeholder}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        $invalid={invalid}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Field>
  );
}

export function DoubleCheckPanel({ actorRef, idPrefix }: DoubleCheckPanelProps) {
  const step = useSelector(actorRef, selectCheckStep);
  const second = useSelector(actorRef, selectSecond);
  const hint = useSelector(actorRef, selectIncompleteHint);
  const differing = useSelector(actorRef, selectDiffering);
  const agreed = useSelector(actorRef, selectAgreed);
  const agreedCautions = useSelector(actorRef, selectAgreedCautions);
  const incompleteAt = useSelector(actorRef, selectIncompleteAt);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const strengthRef = useRef<HTMLInputElement>(null);
  const id = (name: string) => `${idPrefix}-dc-${name}`;

  useEffect(() => {
    // (What the check says is announced by the card, which is mounted before the check starts.)
    const subscriptions = [
      actorRef.on("check.focus", ({ field }) => (field === "amount" ? amountRef : strengthRef).current?.focus()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actorRef]);

  // Each new step puts the keyboard on its heading, so the next control is one Tab away.
  const section = step === "incomplete" ? "entering" : step;
  useEffect(() => {
    headingRef.current?.focus();
  }, [section]);

  const cancel = (
    <SecondaryButton type="button" onClick={() => actorRef.send({ type: "check.cancel" })}>
      {step === "match" ? DOUBLE_CHECK_CONTROLS.back : DOUBLE_CHECK_CONTROLS.cancel}
    </SecondaryButton>
  );

  if (step === "handover") {
    return (
      <section aria-labelledby={id("title")} data-check-step="handover">
        <BlindStepTitle id={id("title")} ref={headingRef} tabIndex={-1}>
          Double check
        </BlindStepTitle>
        <p>The first entry and its result are hidden. Hand the device to the second person.</p>
        <p>Second person: work the dose out from the label on your own.</p>
        <ButtonRow>
          <PrimaryButton type="button" onClick={() => actorRef.send({ type: "second.start" })}>
            {DOUBLE_CHECK_CONTROLS.start}
          </PrimaryButton>
          {cancel}
        </ButtonRow>
      </section>
    );
  }

  if (step === "entering" || step === "incomplete") {
    const onSubmit = (e: FormEvent) => {
      e.preventDefault();
      actorRef.send({ type: "second.compare" });
    };
    return (
      <section aria-labelledby={id("title")} data-check-step={step}>
        <BlindStepTitle id={id("title")} ref={headingRef} tabIndex={-1}>
          Double check: second entry
        </BlindStepTitle>
        <form onSubmit={onSubmit} noValidate aria-label="Second entry">
          <fieldset>
            <legend>Direction</legend>
            {(["mgToMl", "mlToMg"] as const).map((d) => (
              <label key={d}>
                <input
                  type="radio"
                  name={id("direction")}
                  value={d}
                  checked={second.direction === d}
                  onChange={() => actorRef.send({ type: "second.direction.change", direction: d })}
                />{" "}
                {d === "mgToMl" ? DOUBLE_CHECK_CONTROLS.mgToMl : DOUBLE_CHECK_CONTROLS.mlToMg}
              </label>
            ))}
          </fieldset>
          <FieldRow>
            <SecondEntry
              id={id("amount")}
              label={<>Amount ({amountUnit(second.direction)})</>}
              value={second.amountText}
              invalid={incompleteAt === "amount"}
              describedBy={incompleteAt === "amount" || incompleteAt === "result" ? id("hint") : undefined}
              inputRef={amountRef}
              onChange={(value) => actorRef.send({ type: "second.amount.change", value })}
            />
            <SecondEntry
              id={id("strength")}
              label={DOUBLE_CHECK_CONTROLS.strength}
              placeholder="e.g. 50 or 250 mg per 5 mL"
              value={second.concentrationText}
              invalid={incompleteAt === "strength"}
              describedBy={incompleteAt === "strength" ? id("hint") : undefined}
              inputRef={strengthRef}
              onChange={(value) => actorRef.send({ type: "second.strength.change", value })}
            />
          </FieldRow>
          <FieldMessage id={id("hint")}>{hint ? <p className="hint">{hint}</p> : null}</FieldMessage>
          <ButtonRow>
            <PrimaryButton type="submit">{DOUBLE_CHECK_CONTROLS.compare}</PrimaryButton>
            {cancel}
          </ButtonRow>
        </form>
      </section>
    );
  }

  if (step === "match" && agreed) {
    return (
      <section
        aria-labelledby={id("title")}
        data-check-step="match"
        data-cautioned={agreedCautions.length > 0 ? "true" : "false"}
      >
        <h3 id={id("title")} ref={headingRef} tabIndex={-1}>
          {agreedCautions.length > 0
            ? "Double checked: the two entries match, with a caution"
            : "Double checked: the two entries match"}
        </h3>
        <table>
          <caption>Both entries, as each person read the label</caption>
          <thead>
            <tr>
              <th scope="col">Entry</th>
              <th scope="col">First person</th>
              <th scope="col">Second person</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Amount</th>
              <td>{agreed.first.amount}</td>
              <td>{agreed.second.amount}</td>
            </tr>
            <tr>
              <th scope="row">Strength</th>
              <td>{agreed.first.strength}</td>
              <td>{agreed.second.strength}</td>
            </tr>
          </tbody>
        </table>
        {/* Agreed and cautioned (issue 27): a caution is never styled as a success. */}
        <ResultBox $caution={agreedCautions.length > 0}>
          Agreed result: <strong data-testid="agreed-result">{agreed.result}</strong>
          {agreedCautions.length > 0 ? (
            <p className="caution" data-testid="agreed-caution">
              <strong>Caution: </strong>
              {agreedCautions.join(" ")}
            </p>
          ) : null}
        </ResultBox>
        <p>{agreed.worked}</p>
        <ButtonRow>
          <PrimaryButton type="button" onClick={() => actorRef.send({ type: "print" })}>
            {DOUBLE_CHECK_CONTROLS.print}
          </PrimaryButton>
          {cancel}
        </ButtonRow>
      </section>
    );
  }

  if (step === "mismatch") {
    return (
      <section aria-labelledby={id("title")} data-check-step="mismatch">
        <h3 id={id("title")} ref={headingRef} tabIndex={-1}>
          Double check: no match
        </h3>
        <p>{mismatchSentence(differing)}</p>
        <ul aria-label="Entries that differ">
          {differing.map((f) => (
            <li key={f} data-differs={f}>
              {fieldWord(f)}
            </li>
          ))}
        </ul>
        <p>Neither entry is shown: go back to the label together.</p>
        <ButtonRow>
          <PrimaryButton type="button" onClick={() => actorRef.send({ type: "check.restart" })}>
            {DOUBLE_CHECK_CONTROLS.restart}
          </PrimaryButton>
          {cancel}
        </ButtonRow>
      </section>
    );
  }

  return null;
}
