/**
 * The Calculator tab: amount, concentration (as on the label) with presets, Calculate, Swap
 * direction, Reset, Copy result, the result live region, the worked line and the formula line.
 * Every value shown comes from the converter machine's selectors; the view computes nothing.
 */
import { CONVERTER_CONTROLS } from "~/machines/converter/converter.controls";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useSelector } from "@xstate/react";
import { CONCENTRATION_PRESETS, type ConverterPreset } from "~/data/doses";
import { DISCLAIMER_SHORT } from "~/data/site";
import { formatConcentration } from "~/domain/number/concentration";
import {
  selectActivePreset,
  selectAmountHint,
  selectAmountLabel,
  selectAmountNote,
  selectAmountText,
  selectCanCopy,
  selectCaution,
  selectConcentrationHint,
  selectConcentrationNote,
  selectConcentrationText,
  selectDirection,
  selectFormula,
  selectIsCopied,
  selectIsCopying,
  selectResultNote,
  selectResultStatus,
  selectResultText,
  selectCanShareLink,
  selectIsLinkCopied,
  selectIsLinkCopying,
  selectLinkNote,
} from "~/machines/converter/converter.selectors";
import { amountUnit, resultUnit } from "~/domain/dose/conversion";
import type { ConverterActorRef } from "./use-converter-actor";
import {
  ButtonRow,
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
import { CopyButton } from "./copy-button";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";

export interface CalculatorPanelProps {
  actorRef: ConverterActorRef;
  preset: ConverterPreset;
  /** Prefix of element ids ("converter" → "converter-amount"). */
  idPrefix: string;
}

/** A field's message line: the hint when invalid, else the note; the line's space is reserved. */
function FieldMessageLine({ id, hint, note }: { id: string; hint: string | null; note: string | null }) {
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

const sameNote = (a: { kind: string; text: string } | null, b: { kind: string; text: string } | null) =>
  a === b || (a !== null && b !== null && a.kind === b.kind && a.text === b.text);

const describedBy = (id: string, hint: string | null, note: string | null) =>
  hint ? `${id}-hint` : note ? `${id}-note` : undefined;

export function CalculatorPanel({ actorRef, preset, idPrefix }: CalculatorPanelProps) {
  const amountId = `${idPrefix}-amount`;
  const concentrationId = `${idPrefix}-concentration`;
  const amountRef = useRef<HTMLInputElement>(null);
  const concentrationRef = useRef<HTMLInputElement>(null);

  const amountText = useSelector(actorRef, selectAmountText);
  const concentrationText = useSelector(actorRef, selectConcentrationText);
  const direction = useSelector(actorRef, selectDirection);
  const amountLabel = useSelector(actorRef, selectAmountLabel);
  const amountHint = useSelector(actorRef, selectAmountHint);
  const amountNote = useSelector(actorRef, selectAmountNote);
  const concentrationHint = useSelector(actorRef, selectConcentrationHint);
  const concentrationNote = useSelector(actorRef, selectConcentrationNote);
  const activePreset = useSelector(actorRef, selectActivePreset);
  const resultText = useSelector(actorRef, selectResultText);
  const resultNote = useSelector(actorRef, selectResultNote, sameNote);
  const formula = useSelector(actorRef, selectFormula);
  const canCopy = useSelector(actorRef, selectCanCopy);
  const copied = useSelector(actorRef, selectIsCopied);
  const copying = useSelector(actorRef, selectIsCopying);
  const status = useSelector(actorRef, selectResultStatus);
  const caution = useSelector(actorRef, selectCaution, (a, b) => a?.text === b?.text && a?.kind === b?.kind);
  const linkNote = useSelector(actorRef, selectLinkNote, sameNote);
  // The page's address for 'Copy share link', known once the card runs in the browser (the
  // pre-rendered HTML has none, so the button starts disabled there and in the first render).
  const [pageUrl, setPageUrl] = useState("");
  useEffect(() => setPageUrl(`${window.location.origin}${window.location.pathname}`), []);
  const canShareLink = useSelector(
    actorRef,
    useMemo(() => selectCanShareLink(pageUrl), [pageUrl]),
  );
  const linkCopying = useSelector(actorRef, selectIsLinkCopying);
  const linkCopied = useSelector(actorRef, selectIsLinkCopied);

  // Text typed before the converter's script arrived (see use-typed-before-hydration.ts).
  useTypedBeforeHydration(amountRef, amountText, (value) => actorRef.send({ type: "amount.change", value }));
  useTypedBeforeHydration(concentrationRef, concentrationText, (value) =>
    actorRef.send({ type: "concentration.change", value }),
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actorRef.send({ type: "calculate" });
  };

  return (
    // method="dialog": a press of Calculate before the converter's script has arrived does nothing
    // natively (no page load, and the typed values never leave the device: a plain form would send
    // them to the server in the address); React replays the press once the card has hydrated.
    <form method="dialog" onSubmit={onSubmit} noValidate aria-label="mg and mL calculator">
      {/* A share link's note (issue 16); spoken once by the page's announcer when the link opens. */}
      {linkNote ? (
        <LinkNote data-testid="link-note" data-kind={linkNote.kind} $applied={linkNote.kind === "applied"}>
          {linkNote.text}
        </LinkNote>
      ) : null}
      <DirectionLine>
        <span>
          Converting <strong>{amountUnit(direction)}</strong> to <strong>{resultUnit(direction)}</strong>
        </span>
        <code>{formula}</code>
      </DirectionLine>

      <FieldRow>
        <Field>
          <label htmlFor={amountId}>{amountLabel}</label>
          <TextInput
            ref={amountRef}
            id={amountId}
            name="amount"
            {...labelEntry}
            value={amountText}
            aria-invalid={amountHint ? true : undefined}
            aria-describedby={describedBy(amountId, amountHint, amountNote)}
            $invalid={Boolean(amountHint)}
            onChange={(e) => actorRef.send({ type: "amount.change", value: e.currentTarget.value })}
          />
          <FieldMessageLine id={amountId} hint={amountHint} note={amountNote} />
        </Field>

        {preset.showConcentration ? (
          <Field>
            <label htmlFor={concentrationId}>Concentration (mg/mL)</label>
            <TextInput
              ref={concentrationRef}
              id={concentrationId}
              name="concentration"
              {...labelEntry}
              placeholder="e.g. 50 or 250 mg per 5 mL"
              value={concentrationText}
              aria-invalid={concentrationHint ? true : undefined}
              aria-describedby={[
                describedBy(concentrationId, concentrationHint, concentrationNote),
                `${concentrationId}-example`,
              ]
                .filter(Boolean)
                .join(" ")}
              $invalid={Boolean(concentrationHint)}
              onChange={(e) => actorRef.send({ type: "concentration.change", value: e.currentTarget.value })}
            />
            <FieldMessageLine id={concentrationId} hint={concentrationHint} note={concentrationNote} />
            {/* decisions.md "Dose safety": the preset is the spec's example, not the visitor's medicine. */}
            <ExampleStrength id={`${concentrationId}-example`}>
              Example strength: enter the strength on your label.
            </ExampleStrength>
          </Field>
        ) : null}
      </FieldRow>

      {preset.showConcentration ? (
        <PresetGroup role="group" aria-label="Concentration presets">
          {CONCENTRATION_PRESETS.map((p) => (
            <PresetButton
              key={p.name}
              type="button"
              aria-pressed={activePreset === p.name}
              aria-label={`${p.name}, ${formatConcentration(p.concentration)}`}
              onClick={() => actorRef.send({ type: "preset.select", name: p.name })}
            >
              {p.name}
              <small aria-hidden="true">{formatConcentration(p.concentration)}</small>
            </PresetButton>
          ))}
        </PresetGroup>
      ) : null}

      <ButtonRow>
        <PrimaryButton type="submit">{CONVERTER_CONTROLS.calculate}</PrimaryButton>
        <SecondaryButton type="button" onClick={() => actorRef.send({ type: "swap" })}>
          {CONVERTER_CONTROLS.swap}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={() => actorRef.send({ type: "reset" })}>
          {CONVERTER_CONTROLS.reset}
        </SecondaryButton>
        <CopyButton canCopy={canCopy} copying={copying} onCopy={() => actorRef.send({ type: "copy" })}>
          {CONVERTER_CONTROLS.copy}
        </CopyButton>
        <CopiedMark aria-hidden="true" data-testid="copied-indicator" data-copied={copied ? "true" : "false"}>
          {copied ? "✓ Copied" : ""}
        </CopiedMark>
        {/* The entries (never the result) in the link's fragment, which is not sent to servers. */}
        <CopyButton
          canCopy={canShareLink}
          copying={linkCopying}
          onCopy={() => actorRef.send({ type: "link.copy", pageUrl })}
          describedBy={`${idPrefix}-share-note`}
        >
          {CONVERTER_CONTROLS.shareLink}
        </CopyButton>
        <CopiedMark aria-hidden="true" data-testid="link-copied-indicator" data-copied={linkCopied ? "true" : "false"}>
          {linkCopied ? "✓ Link copied" : ""}
        </CopiedMark>
        <ExampleStrength id={`${idPrefix}-share-note`}>
          The link holds the entries, not the result: it recomputes where it opens.
        </ExampleStrength>
      </ButtonRow>

      <ResultBox data-testid="result-box" data-status={status} $caution={caution !== null}>
        <p className="label" aria-hidden="true">
          Result
        </p>
        {/* Spoken by the page's one announcer when typing pauses or on Calculate (never per
            keystroke), so this region is not live itself. */}
        <div className="value" role="status" aria-live="off" aria-atomic="true" aria-label="Result">
          {resultText}
        </div>
        {caution ? (
          <p className="caution" data-testid="result-caution" data-kind={caution.kind}>
            <strong>Caution: </strong>
            {caution.text}
          </p>
        ) : null}
        {resultNote ? (
          <p className={resultNote.kind} data-testid={resultNote.kind === "worked" ? "worked-line" : "result-message"}>
            {resultNote.text}
          </p>
        ) : null}
        <p className="disclaimer">{DISCLAIMER_SHORT}</p>
      </ResultBox>
    </form>
  );
}
