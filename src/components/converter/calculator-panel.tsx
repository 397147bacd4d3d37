/**
 * The Calculator tab: amount, concentration (as on the label) with presets, Calculate, Swap
 * direction, Reset, Copy result, the result live region, the worked line and the formula line.
 * It spreads the converter's connect layer (src/machines/converter/converter.connect.ts): every
 * text, every enabled control and every handler comes from there; the view computes nothing.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import type { ConverterPreset } from "~/data/doses";
import { connectConverter, type ConverterField, type ConverterView } from "~/machines/converter/converter.connect";
import type { ConverterActorRef } from "./use-converter-actor";
import {
  ButtonRow,
  CalculatorForm,
  CopiedMark,
  DirectionLine,
  ExampleStrength,
  Field,
  FieldMessage,
  FieldRow,
  LinkNote,
  PresetButton,
  PresetGroup,
  PrimaryButton,
  ResultBox,
  SecondaryButton,
  TextInput,
} from "./converter-ui";
import { labelEntry } from "~/components/ui/field";
import { Figures } from "~/components/ui/figures";
import { CopyButton } from "./copy-button";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import { useConnected } from "~/components/use-connected";
import { NumberRule } from "~/components/ui/number-rule";
import { Reason, describedBy } from "~/components/ui/reason";
import { handBackEarlyAnswer } from "./early-answer";
import { AnswerLine } from "~/components/ui/answer-line";

export interface CalculatorPanelProps {
  actorRef: ConverterActorRef;
  preset: ConverterPreset;
  /** Prefix of element ids ("converter" → "converter-amount"). */
  idPrefix: string;
}

/** A field's message line: the hint when invalid, else the note; the line's space is reserved. */
function FieldMessageLine({ id, hint, note }: Pick<ConverterField, "id" | "hint" | "note">) {
  return (
    <FieldMessage>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : note ? (
        <p className="note" id={`${id}-note`}>
          {note}
        </p>
      ) : null}
    </FieldMessage>
  );
}

/** A text field of the Calculator tab, as the connect layer gives it. */
function ConverterInput({
  field,
  name,
  inputRef,
  placeholder,
}: {
  field: ConverterField;
  name: string;
  inputRef: RefObject<HTMLInputElement | null>;
  placeholder?: string;
}) {
  return (
    <TextInput
      ref={inputRef}
      id={field.id}
      name={name}
      {...labelEntry}
      placeholder={placeholder}
      value={field.value}
      aria-invalid={field.hint ? true : undefined}
      aria-describedby={field.describedBy}
      $invalid={Boolean(field.hint)}
      onChange={(e) => field.onChange(e.currentTarget.value)}
    />
  );
}

/**
 * The result region. Before the card hydrates, the converter's early answer draws the same
 * region without React (converter-result.dom.ts, held equal to this by a unit test).
 */
export function ConverterResult({ result, id }: { result: ConverterView["result"]; id?: string }) {
  return (
    <ResultBox
      id={id}
      data-testid="result-box"
      data-answer=""
      data-status={result.status}
      data-caution={result.caution ? "true" : undefined}
    >
      <p className="label" aria-hidden="true">
        Result
      </p>
      {/* Spoken by the page's one announcer when typing pauses or on Calculate (never per
          keystroke), so this region is not live itself. */}
      <div className="value" role="status" aria-live="off" aria-atomic="true" aria-label="Result">
        <Figures text={result.text} />
      </div>
      {result.caution ? (
        <p className="caution" data-testid="result-caution" data-kind={result.caution.kind}>
          <strong>Caution: </strong>
          <Figures text={result.caution.text} />
        </p>
      ) : null}
      {result.note ? (
        <p className={result.note.kind} data-testid={result.note.kind === "worked" ? "worked-line" : "result-message"}>
          <Figures text={result.note.text} />
        </p>
      ) : null}
      <p className="disclaimer">
        <Figures text={result.disclaimer} />
      </p>
    </ResultBox>
  );
}

export function CalculatorPanel({ actorRef, preset, idPrefix }: CalculatorPanelProps) {
  // Once, as it first renders and before its result region is hydrated: the converter's early
  // answer, if one ran while the card's code was on its way, gives the region back (early-answer.ts).
  useState(() => handBackEarlyAnswer(idPrefix));
  const amountRef = useRef<HTMLInputElement>(null);
  const concentrationRef = useRef<HTMLInputElement>(null);
  // The page's address for 'Copy share link', known once the card runs in the browser (the
  // pre-rendered HTML has none, so the button starts disabled there and in the first render).
  const [pageUrl, setPageUrl] = useState("");
  useEffect(() => setPageUrl(`${window.location.origin}${window.location.pathname}`), []);
  const view = useConnected(actorRef, connectConverter, {
    idPrefix,
    showConcentration: preset.showConcentration,
    pageUrl,
  });
  const { amount, concentration, result, copy, shareLink, linkNote, directionLine } = view;

  // Text typed before the converter's script arrived (see use-typed-before-hydration.ts).
  useTypedBeforeHydration(amountRef, amount.value, amount.onChange);
  useTypedBeforeHydration(concentrationRef, concentration?.value ?? "", (value) => concentration?.onChange(value));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    view.calculate.onSubmit();
  };

  return (
    // method="dialog": a press of Calculate before the converter's script has arrived does nothing
    // natively (no page load, and the typed values never leave the device: a plain form would send
    // them to the server in the address); React replays the press once the card has hydrated.
    // The fields first, the answer right under them (beside them on a wide screen: issue 54), then
    // the presets, the buttons, and the direction and number conventions the fields follow.
    <CalculatorForm method="dialog" onSubmit={onSubmit} noValidate aria-label="mg and mL calculator">
      {/* A share link's note (issue 16); spoken once by the page's announcer when the link opens. */}
      {linkNote ? (
        <LinkNote data-testid="link-note" data-kind={linkNote.kind} $applied={linkNote.kind === "applied"}>
          {linkNote.text}
        </LinkNote>
      ) : null}
      <FieldRow>
        <Field>
          <label htmlFor={amount.id}>{amount.label}</label>
          <ConverterInput field={amount} name="amount" inputRef={amountRef} />
          <FieldMessageLine {...amount} />
        </Field>

        {concentration ? (
          <Field>
            <label htmlFor={concentration.id}>{concentration.label}</label>
            <ConverterInput
              field={concentration}
              name="concentration"
              inputRef={concentrationRef}
              placeholder={concentration.placeholder}
            />
            <FieldMessageLine {...concentration} />
            {/* decisions.md "Dose safety": the preset is the spec's example, not the visitor's medicine. */}
            <ExampleStrength id={`${concentration.id}-example`}>
              <Figures text={concentration.example} />
            </ExampleStrength>
          </Field>
        ) : null}
      </FieldRow>

      <AnswerLine summary={view.answerLine} answerId={`${idPrefix}-answer`} />
      <ConverterResult result={result} id={`${idPrefix}-answer`} />

      {view.presets.length > 0 ? (
        <PresetGroup role="group" aria-label="Concentration presets">
          {view.presets.map((p) => (
            <PresetButton key={p.name} type="button" aria-pressed={p.pressed} aria-label={p.label} onClick={p.onPress}>
              {p.name}
              <small aria-hidden="true">{p.strength}</small>
            </PresetButton>
          ))}
        </PresetGroup>
      ) : null}

      <ButtonRow>
        <PrimaryButton type="submit">{view.calculate.label}</PrimaryButton>
        <SecondaryButton type="button" onClick={view.swap.onPress}>
          {view.swap.label}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={view.reset.onPress}>
          {view.reset.label}
        </SecondaryButton>
        <CopyButton
          canCopy={!copy.disabled}
          copying={copy.copying}
          onCopy={copy.onPress}
          describedBy={describedBy(copy)}
        >
          {copy.label}
        </CopyButton>
        <CopiedMark aria-hidden="true" data-testid="copied-indicator" data-copied={copy.copiedMark ? "true" : "false"}>
          {copy.copiedMark}
        </CopiedMark>
        {/* The entries (never the result) in the link's fragment, which is not sent to servers. */}
        <CopyButton
          canCopy={!shareLink.disabled}
          copying={shareLink.copying}
          onCopy={shareLink.onPress}
          describedBy={describedBy(shareLink, shareLink.noteId)}
        >
          {shareLink.label}
        </CopyButton>
        <CopiedMark
          aria-hidden="true"
          data-testid="link-copied-indicator"
          data-copied={shareLink.copiedMark ? "true" : "false"}
        >
          {shareLink.copiedMark}
        </CopiedMark>
        <ExampleStrength id={shareLink.noteId}>
          <Figures text={shareLink.note} />
        </ExampleStrength>
      </ButtonRow>
      <Reason {...copy} />
      <Reason {...shareLink} />

      <DirectionLine>
        <span>
          Converting{" "}
          <strong>
            <Figures text={directionLine.from} />
          </strong>{" "}
          to{" "}
          <strong>
            <Figures text={directionLine.to} />
          </strong>
        </span>
        <code>
          <Figures text={directionLine.formula} />
        </code>
      </DirectionLine>
      <NumberRule kind="dose" />
      {concentration ? <NumberRule kind="label" withUnits /> : null}
    </CalculatorForm>
  );
}
