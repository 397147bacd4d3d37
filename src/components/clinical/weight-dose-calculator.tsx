/**
 * The weight-based dose calculator: a view of weightDoseMachine. It spreads what the connect layer
 * (src/machines/weight-dose/weight-dose.connect.ts) gives and computes nothing the machine decides.
 */
import { useEffect } from "react";
import type { PageEffects } from "~/behaviour/page-effects";
import { announce } from "~/lib/announce";
import type { ClipboardWriter } from "~/components/converter/use-converter-actor";
import { useCalculatorActor } from "~/components/lab/use-calculator-actor";
import { weightDoseMachine } from "~/machines/weight-dose/weight-dose.machine";
import { CARD_ID, RESULT_LABEL, connectWeightDose } from "~/machines/weight-dose/weight-dose.connect";
import {
  ButtonRow,
  ChoiceGroup,
  FieldGrid,
  LabField,
  ResultBox,
  ResultLabel,
  ResultNote,
  ResultValue,
  SecondaryButton,
} from "~/components/lab/lab-ui";
import { CalculatorFrame } from "~/components/lab/calculator-frame";

export interface WeightDoseCalculatorProps {
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
  /** The page's clock and stand-ins (src/islands.client.tsx). */
  pageEffects?: PageEffects;
}

export const WEIGHT_DOSE_TITLE = "Weight-based dose";
export const WEIGHT_DOSE_HINT =
  "Enter the weight, the ordered dose per kg from the prescription and, if you like, your maximum single dose and the label strength. It never suggests a dose.";

export function WeightDoseCalculator({ writeClipboard, pageEffects }: WeightDoseCalculatorProps) {
  const { actor, snapshot, hydrated } = useCalculatorActor(weightDoseMachine, {
    scope: CARD_ID,
    writeClipboard,
    pageEffects,
  });
  const view = connectWeightDose(snapshot, (event) => actor.send(event));
  useEffect(() => {
    const sub = actor.on("*", (event) => {
      if (event.type === "form.reset") announce(event.announcement);
      else if (event.type === "copy.succeeded") announce(`Copied: ${event.line}`);
      else if (event.type === "copy.failed") announce(event.message);
    });
    return () => sub.unsubscribe();
  }, [actor]);
  const resultId = `${CARD_ID}-result`;
  const { result } = view;
  return (
    <CalculatorFrame scope={CARD_ID} title={WEIGHT_DOSE_TITLE} hint={WEIGHT_DOSE_HINT} hydrated={hydrated}>
      {view.groups.map((g) => (
        <ChoiceGroup key={g.id} {...g} />
      ))}
      <FieldGrid>
        {view.fields.map((f) => (
          <LabField key={f.id} {...f} />
        ))}
      </FieldGrid>
      <ButtonRow>
        <SecondaryButton type="button" onClick={view.copy.onPress} disabled={view.copy.disabled}>
          {view.copy.label}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={view.reset.onPress}>
          {view.reset.label}
        </SecondaryButton>
      </ButtonRow>
      {view.copy.status && <p>{view.copy.status}</p>}
      <ResultBox
        role="status"
        aria-live="off"
        aria-labelledby={`${resultId}-label`}
        $tone={result.tone}
        data-testid={resultId}
        data-kind={result.kind}
      >
        <ResultLabel id={`${resultId}-label`}>{RESULT_LABEL}</ResultLabel>
        {result.headline !== null ? (
          <>
            <ResultValue>{result.headline}</ResultValue>
            {result.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {result.cautions.map((c) => (
              <ResultNote key={c} $tone="warning">
                {c}
              </ResultNote>
            ))}
            <ul aria-label="Working">
              {result.working.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{result.message}</p>
        )}
      </ResultBox>
    </CalculatorFrame>
  );
}
