/**
 * The one card of the clinical calculators (weight-based dose, reconstitution): it renders the
 * view model a connect layer gives (src/machines/clinical-view.ts) and computes nothing the
 * machine decides. `useClinicalActor` starts a calculator's machine with the page's clipboard and
 * clock, says its emitted events (reset, copied, copy refused) through the page's announcer, and
 * gives it the address's share link (useShareLink).
 */
import { Fragment, useEffect, useMemo, useState } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise, type AnyStateMachine, type SnapshotFrom } from "xstate";
import { inspectInto } from "~/behaviour/recorder";
import type { PageEffects } from "~/behaviour/page-effects";
import { announce } from "~/lib/announce";
import { DISCLAIMER_SHORT } from "~/data/site";
import { browserClipboard, type ClipboardWriter } from "~/lib/clipboard";
import { useShareLink } from "~/components/share/use-share-link";
import { fieldIdOf, type ClinicalView } from "~/machines/clinical-view";
import { CheckPanel, checkTitleId } from "./check-panel";
import {
  ButtonRow,
  CalculatorCard,
  CardHint,
  ChoiceGroup,
  Disclaimer,
  FieldGrid,
  HintText,
  LabField,
  ResultBox,
  ResultLabel,
  ResultNote,
  ResultValue,
  SecondaryButton,
} from "~/components/lab/lab-ui";

export interface ClinicalCalculatorProps {
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
  /** The page's clock and stand-ins (src/islands.client.tsx). */
  pageEffects?: PageEffects;
}

type Emitted =
  | { type: "check.announce"; text: string; focus: string }
  | { type: "form.reset"; announcement: string }
  | { type: "copy.succeeded"; line: string }
  | { type: "copy.failed"; message: string };

/** A clinical calculator's machine, running with the page's clipboard and clock: its snapshot and whether it hydrated. */
export function useClinicalActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  cardId: string,
  { writeClipboard, pageEffects }: ClinicalCalculatorProps,
) {
  const write = writeClipboard ?? browserClipboard;
  const logic = useMemo(
    () =>
      machine.provide({
        actors: {
          writeClipboard: fromPromise<void, { text: string }>(({ input }) =>
            (pageEffects?.standIns.clipboard ?? write)(input.text),
          ),
        },
      }) as TMachine,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actor is created once
    [],
  );
  const actor = useActorRef(logic, {
    inspect: inspectInto(cardId),
    ...(pageEffects ? { clock: pageEffects.clock } : {}),
  });
  const snapshot = useSelector<typeof actor, SnapshotFrom<TMachine>>(actor, (s) => s);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    const sub = actor.on("*", (event: Emitted) => {
      if (event.type === "check.announce") {
        announce(event.text);
        // The step's title, or the second entry's field that needs attention, once it is on the page.
        const target =
          event.focus === "title" || event.focus === "result"
            ? checkTitleId(cardId)
            : fieldIdOf(`${cardId}-check`, event.focus);
        setTimeout(() => document.getElementById(target)?.focus(), 0);
      } else if (event.type === "form.reset") announce(event.announcement);
      else if (event.type === "copy.succeeded") announce(`Copied: ${event.line}`);
      else if (event.type === "copy.failed") announce(event.message);
    });
    return () => sub.unsubscribe();
  }, [actor, cardId]);
  useShareLink(actor, (text) => (pageEffects?.standIns.clipboard ?? write)(text));
  return { snapshot, send: (event: Parameters<typeof actor.send>[0]) => actor.send(event), hydrated };
}

export interface ClinicalCardProps {
  readonly cardId: string;
  readonly title: string;
  readonly hint: string;
  readonly resultLabel: string;
  readonly view: ClinicalView;
  readonly hydrated: boolean;
}

export function ClinicalCard({ cardId, title, hint, resultLabel, view, hydrated }: ClinicalCardProps) {
  const titleId = `${cardId}-card-title`;
  const resultId = `${cardId}-result`;
  const { result } = view;
  return (
    <CalculatorCard
      aria-labelledby={titleId}
      data-hydrated={hydrated ? "true" : undefined}
      data-behaviour-scope={cardId}
    >
      <h2 id={titleId}>{title}</h2>
      <CardHint>{hint}</CardHint>
      {view.check?.blind ? (
        <CheckPanel cardId={cardId} check={view.check} />
      ) : (
        <>
          {view.groups.map((g) => (
            <Fragment key={g.id}>
              <ChoiceGroup
                id={g.id}
                label={g.name}
                options={g.options}
                value={g.options.find((o) => o.checked)?.value ?? ""}
                onChoose={g.onChoose}
              />
              {g.hint && (
                <HintText id={`${g.id}-hint`} $tone="error" data-group-hint={g.id}>
                  {g.hint}
                </HintText>
              )}
            </Fragment>
          ))}
          <FieldGrid>
            {view.fields.map((f) => (
              <LabField
                key={f.field}
                id={f.id}
                label={f.label}
                placeholder={f.placeholder}
                value={f.value}
                onChange={f.onChange}
                error={f.hint}
                note={f.note}
              />
            ))}
          </FieldGrid>
          <ButtonRow>
            <SecondaryButton type="button" onClick={view.copy.onPress} disabled={view.copy.disabled}>
              {view.copy.label}
            </SecondaryButton>
            <SecondaryButton
              type="button"
              disabled={view.share.disabled}
              onClick={() => view.share.onPress(window.location.href)}
            >
              {view.share.label}
            </SecondaryButton>
            {view.check && (
              <SecondaryButton
                type="button"
                onClick={view.check.request.onPress}
                disabled={view.check.request.disabled}
              >
                {view.check.request.label}
              </SecondaryButton>
            )}
            <SecondaryButton type="button" onClick={view.reset.onPress}>
              {view.reset.label}
            </SecondaryButton>
          </ButtonRow>
          {view.copy.status && <p>{view.copy.status}</p>}
          {view.share.note && (
            <HintText $tone="info" data-share-note="">
              {view.share.note}
            </HintText>
          )}
          <ResultBox
            role="status"
            aria-live="off"
            aria-labelledby={`${resultId}-label`}
            $tone={result.tone}
            data-testid={resultId}
            data-kind={result.kind}
          >
            <ResultLabel id={`${resultId}-label`}>{resultLabel}</ResultLabel>
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
          {view.check?.step === "match" && <CheckPanel cardId={cardId} check={view.check} />}
        </>
      )}
      <Disclaimer>{DISCLAIMER_SHORT}</Disclaimer>
    </CalculatorCard>
  );
}
