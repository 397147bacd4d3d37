/**
 * The one card of the clinical calculators (weight-based dose, reconstitution): it renders the
 * view model a connect layer gives (src/machines/clinical-view.ts) and computes nothing the
 * machine decides. `calculatorWithActor` starts a calculator's machine with the page's clipboard
 * and clock; the card, hydrated in a task after it (HydrateLater), reads its snapshot, says its
 * emitted events (reset, copied, copy refused) through the page's announcer, and gives it the
 * address's share link (useShareLink).
 */
import { Figures } from "~/components/ui/figures";
import type { Actor, AnyStateMachine, EventFrom, SnapshotFrom } from "xstate";
import type { PageEffects } from "~/behaviour/page-effects";
import { useEmitted } from "~/components/use-emitted";
import { DISCLAIMER_SHORT } from "~/data/site";
import type { ClipboardWriter } from "~/lib/clipboard";
import { useShareLink } from "~/components/share/use-share-link";
import { fieldIdOf, type ClinicalView } from "~/machines/clinical-view";
import { answerLineOf } from "~/machines/connect";
import { AnswerLine } from "~/components/ui/answer-line";
import { CheckPanel, checkTitleId } from "./check-panel";
import { FormEntries, LinesAndCautions } from "./form-entries";
import {
  ButtonRow,
  CalculatorCard,
  CardHint,
  Disclaimer,
  HintText,
  ResultBox,
  ResultLabel,
  ResultValue,
  SecondaryButton,
} from "~/components/lab/lab-ui";
import { ShareButton } from "~/components/share/share-button";
import {
  calculatorWithActor,
  useCalculatorSnapshot,
  type CalculatorCardProps,
} from "~/components/lab/use-calculator-actor";
import { NumberRule } from "~/components/ui/number-rule";
import { AnswerBeside } from "~/components/ui/answer-layout";
import { Reason, describedBy } from "~/components/ui/reason";

export interface ClinicalCalculatorProps {
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
  /** The page's clock and stand-ins (src/islands.client.tsx). */
  pageEffects?: PageEffects;
}

/** What the view does for a clinical machine's emitted events besides saying their words. */
type Emitted =
  | { type: "check.announce"; announcement: string; focus: string }
  | { type: "form.reset" | "copy.succeeded" | "copy.failed" | "result.settled"; announcement: string };

/**
 * The card's side of a clinical calculator's actor: its snapshot, whether the card hydrated, what
 * its emitted events do, and the address's share link (useShareLink, after the listeners). All of
 * it lives in the part that hydrates later, so the machine does not move before the card has
 * hydrated and the card's first render is the pre-rendered HTML (Preact writes no attribute while
 * it hydrates).
 */
function useClinicalCard<TMachine extends AnyStateMachine>(
  actor: Actor<TMachine>,
  cardId: string,
  write: ClipboardWriter,
) {
  const { snapshot, hydrated } = useCalculatorSnapshot(actor);
  useEmitted<Emitted>(actor, {
    "check.announce": ({ focus }) => {
      // The step's title, or the second entry's field that needs attention, once it is on the page.
      const target =
        focus === "title" || focus === "result" ? checkTitleId(cardId) : fieldIdOf(`${cardId}-check`, focus);
      setTimeout(() => document.getElementById(target)?.focus(), 0);
    },
  });
  useShareLink(actor, write);
  return { snapshot, send: (event: EventFrom<TMachine>) => actor.send(event), hydrated };
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
      data-checking={view.check?.blind || view.check?.step === "match" ? "" : undefined}
    >
      <h2 id={titleId}>{title}</h2>
      {view.check?.blind ? (
        <CheckPanel cardId={cardId} check={view.check} />
      ) : (
        // The fields, the answer right under them (beside them on a wide screen: issue 54), then
        // the buttons.
        <AnswerBeside>
          <FormEntries groups={view.groups} fields={view.fields} />
          <AnswerLine summary={answerLineOf(result, result.headline)} answerId={resultId} />
          <ResultBox
            id={resultId}
            role="status"
            aria-live="off"
            aria-labelledby={`${resultId}-label`}
            $tone={result.tone}
            data-answer=""
            data-testid={resultId}
            data-kind={result.kind}
          >
            <ResultLabel id={`${resultId}-label`}>{resultLabel}</ResultLabel>
            {result.headline !== null ? (
              <>
                <ResultValue>
                  <Figures text={result.headline} />
                </ResultValue>
                <LinesAndCautions lines={result.lines} cautions={result.cautions} />
                <ul aria-label="Working">
                  {result.working.map((line) => (
                    <li key={line}>
                      <Figures text={line} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>
                <Figures text={result.message} />
              </p>
            )}
          </ResultBox>
          <ButtonRow>
            <SecondaryButton
              type="button"
              onClick={view.copy.onPress}
              disabled={view.copy.disabled}
              aria-describedby={describedBy(view.copy)}
            >
              {view.copy.label}
            </SecondaryButton>
            <ShareButton share={view.share} />
            {view.check && (
              <SecondaryButton
                type="button"
                onClick={view.check.request.onPress}
                disabled={view.check.request.disabled}
                aria-describedby={
                  view.check.request.disabled
                    ? describedBy(view.check.request.reason ? view.check.request : view.copy)
                    : undefined
                }
              >
                {view.check.request.label}
              </SecondaryButton>
            )}
            <SecondaryButton type="button" onClick={view.reset.onPress}>
              {view.reset.label}
            </SecondaryButton>
          </ButtonRow>
          <Reason reason={view.copy.reason} reasonId={view.copy.reasonId} />
          <Reason {...view.share} />
          {view.check && <Reason {...view.check.request} />}
          {view.copy.status && (
            <p>
              <Figures text={view.copy.status} />
            </p>
          )}
          {view.share.note && (
            <HintText $tone="info" data-share-note="">
              {view.share.note}
            </HintText>
          )}
          {view.check?.step === "match" && <CheckPanel cardId={cardId} check={view.check} />}
        </AnswerBeside>
      )}
      {/* What the card's fields expect, under the form (the check's second entry included). */}
      <CardHint>
        <Figures text={hint} />
      </CardHint>
      {view.numberRules.map((kind) => (
        <NumberRule key={kind} kind={kind} />
      ))}
      <Disclaimer>{DISCLAIMER_SHORT}</Disclaimer>
    </CalculatorCard>
  );
}

/** What a clinical calculator's card says besides its view model: its id, title, hint and the result's label. */
export type ClinicalCardWords = Pick<ClinicalCardProps, "cardId" | "title" | "hint" | "resultLabel">;

/**
 * A clinical calculator's component: its machine, running with the page's clipboard and clock,
 * seen through its connect layer in the one card.
 */
export function clinicalCalculator<TMachine extends AnyStateMachine>(
  machine: TMachine,
  connect: (snapshot: SnapshotFrom<TMachine>, send: (event: EventFrom<TMachine>) => void) => ClinicalView,
  words: ClinicalCardWords,
) {
  function Card({ actor, write }: CalculatorCardProps<TMachine>) {
    const { snapshot, send, hydrated } = useClinicalCard<TMachine>(actor, words.cardId, write);
    return <ClinicalCard {...words} view={connect(snapshot, send)} hydrated={hydrated} />;
  }
  // The actor is made in the island's first task; the card that reads it hydrates in the next.
  return calculatorWithActor<TMachine, ClinicalCalculatorProps>(machine, words.cardId, Card);
}
