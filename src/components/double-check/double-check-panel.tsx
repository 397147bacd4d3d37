/**
 * The double check of the converter card (issue 16): shown in place of the calculator while a
 * check is under way. Every step is a state of the double-check machine; this view spreads its
 * connect layer (src/machines/double-check/double-check.connect.ts) and sends nothing of its own. The first person's result and entries are never rendered
 * before the second person compares.
 */
import { Figures } from "~/components/ui/figures";
import { useEffect, useLayoutEffect, useRef, type FormEvent, type ReactNode, type RefObject } from "react";
import { useConnected } from "~/components/use-connected";
import type { ActorRefFrom } from "xstate";
import type { doubleCheckMachine } from "~/machines/double-check/double-check.machine";
import {
  connectDoubleCheck,
  type CheckButton,
  type SecondEntryView,
} from "~/machines/double-check/double-check.connect";
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
 * A step's title, one level below the card's title (issue 53: the levels went h2 → h1 → h3). From
 * the request until the check is closed the page's own h1 is out of sight (it names the dose;
 * while blind its content too, issue 27): the card's title is the page's h1 and every step's
 * title an h2, the same in every step. Every step's title looks alike.
 */
const StepTitle = styled.h3`
  font-size: 1.17em;
  margin: 1em 0;
`;

export type DoubleCheckActorRef = ActorRefFrom<typeof doubleCheckMachine>;

export interface DoubleCheckPanelProps {
  actorRef: DoubleCheckActorRef;
  idPrefix: string;
  /** The level of the card's title in this step (1 while blind): the step's title is one below. */
  cardTitleLevel: 1 | 2 | 3 | 4;
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
}: SecondEntryView & { inputRef: RefObject<HTMLInputElement | null> }) {
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

/**
 * One step of the check: a section named by its title, the title focusable (each new step puts
 * the keyboard on it), one level below the card's title.
 */
function Step({
  step,
  titleId,
  title,
  level,
  cautioned,
  headingRef,
  children,
}: {
  step: string;
  titleId: string;
  title: string;
  level: 2 | 3 | 4 | 5;
  cautioned?: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      data-check-step={step}
      data-cautioned={cautioned === undefined ? undefined : String(cautioned)}
    >
      <StepTitle as={`h${level}`} id={titleId} ref={headingRef} tabIndex={-1}>
        {title}
      </StepTitle>
      {children}
    </section>
  );
}

export function DoubleCheckPanel({ actorRef, idPrefix, cardTitleLevel }: DoubleCheckPanelProps) {
  const level = (cardTitleLevel + 1) as 2 | 3 | 4 | 5;
  const view = useConnected(actorRef, connectDoubleCheck, idPrefix);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const strengthRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // (What the check says is announced by the card, which is mounted before the check starts.)
    const sub = actorRef.on("check.focus", ({ field }) =>
      (field === "amount" ? amountRef : strengthRef).current?.focus(),
    );
    return () => sub.unsubscribe();
  }, [actorRef]);

  // Each new step puts the keyboard on its heading, so the next control is one Tab away. Before
  // the step is painted: a key pressed as it appears goes from the heading, not from the control
  // that has just gone.
  const section = view.step === "incomplete" ? "entering" : view.step;
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, [section]);

  const button = (b: CheckButton, primary = false, submit = false) => {
    const Button = primary ? PrimaryButton : SecondaryButton;
    return submit ? (
      <Button type="submit">{b.label}</Button>
    ) : (
      <Button type="button" onClick={b.onPress}>
        {b.label}
      </Button>
    );
  };

  if (view.step === "handover") {
    return (
      <Step {...view} level={level} headingRef={headingRef}>
        {view.lines.map((line) => (
          <p key={line}>
            <Figures text={line} />
          </p>
        ))}
        <ButtonRow>
          {button(view.start, true)}
          {button(view.cancel)}
        </ButtonRow>
      </Step>
    );
  }

  if (view.step === "entering" || view.step === "incomplete") {
    const onSubmit = (e: FormEvent) => {
      e.preventDefault();
      view.compare.onPress();
    };
    return (
      <Step {...view} level={level} headingRef={headingRef}>
        <form onSubmit={onSubmit} noValidate aria-label="Second entry">
          <fieldset>
            <legend>{view.direction.legend}</legend>
            {view.direction.options.map((o) => (
              <label key={o.value}>
                <input
                  type="radio"
                  name={view.direction.name}
                  value={o.value}
                  checked={o.checked}
                  onChange={() => view.direction.onChoose(o.value)}
                />{" "}
                {o.label}
              </label>
            ))}
          </fieldset>
          <FieldRow>
            <SecondEntry {...view.amount} inputRef={amountRef} />
            <SecondEntry {...view.strength} inputRef={strengthRef} />
          </FieldRow>
          <FieldMessage id={view.hintId}>
            {view.hint ? (
              <p className="hint">
                <Figures text={view.hint} />
              </p>
            ) : null}
          </FieldMessage>
          <ButtonRow>
            {button(view.compare, true, true)}
            {button(view.cancel)}
          </ButtonRow>
        </form>
      </Step>
    );
  }

  if (view.step === "match") {
    const { agreed, cautions } = view;
    return (
      <Step {...view} level={level} cautioned={cautions.length > 0} headingRef={headingRef}>
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
              <td>
                <Figures text={agreed.first.amount} />
              </td>
              <td>
                <Figures text={agreed.second.amount} />
              </td>
            </tr>
            <tr>
              <th scope="row">Strength</th>
              <td>
                <Figures text={agreed.first.strength} />
              </td>
              <td>
                <Figures text={agreed.second.strength} />
              </td>
            </tr>
          </tbody>
        </table>
        {/* Agreed and cautioned (issue 27): a caution is never styled as a success. */}
        <ResultBox data-caution={cautions.length > 0 ? "true" : undefined}>
          Agreed result:{" "}
          <strong data-testid="agreed-result">
            <Figures text={agreed.result} />
          </strong>
          {cautions.length > 0 ? (
            <p className="caution" data-testid="agreed-caution">
              <strong>Caution: </strong>
              {cautions.join(" ")}
            </p>
          ) : null}
        </ResultBox>
        <p>
          <Figures text={agreed.worked} />
        </p>
        <ButtonRow>
          {button(view.print, true)}
          {button(view.back)}
        </ButtonRow>
      </Step>
    );
  }

  if (view.step === "mismatch") {
    // Blind too: neither entry is shown, so the page's own answers stay out of sight.
    return (
      <Step {...view} level={level} headingRef={headingRef}>
        <p>
          <Figures text={view.sentence} />
        </p>
        <ul aria-label="Entries that differ">
          {view.differing.map((d) => (
            <li key={d.field} data-differs={d.field}>
              {d.word}
            </li>
          ))}
        </ul>
        <p>
          <Figures text={view.after} />
        </p>
        <ButtonRow>
          {button(view.restart, true)}
          {button(view.cancel)}
        </ButtonRow>
      </Step>
    );
  }

  return null;
}
