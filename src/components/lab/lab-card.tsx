/**
 * A laboratory calculator's card (molarity, dilution), drawn from its connect layer's view model
 * (src/machines/lab-form/lab-form.connect.ts): it spreads what connect gives and computes nothing.
 * Only the calculators' islands import this module. The lab pages' route modules import
 * lab-ui.tsx (FormulaBox, TableWrap), which imports no XState: were the islands' parts there,
 * @xstate/react would be reachable from those route modules too, and the build would split
 * XState's core into a chunk of its own that every page loads (1.1 kB gzip more on each page).
 */
import { Figures } from "~/components/ui/figures";
import type { ComponentType, ReactNode } from "react";
import { useSelector } from "@xstate/react";
import type { AnyStateMachine, EventFrom, SnapshotFrom } from "xstate";
import type { PageEffects } from "~/behaviour/page-effects";
import { printPage } from "~/behaviour/page-effects";
import type { ClipboardWriter } from "~/lib/clipboard";
import { MachineForm } from "~/components/ui/form";
import type { LabFormView } from "~/machines/lab-form/lab-form.connect";
import { answerLineOf } from "~/machines/connect";
import { AnswerLine } from "~/components/ui/answer-line";
import {
  ButtonRow,
  PrimaryButton,
  ResultBox,
  ResultLabel,
  ResultNote,
  SecondaryButton,
  ChoiceGroup,
  HelpText,
  useLabForm,
} from "./lab-ui";
import { CalculatorFrame } from "./calculator-frame";
import { HydrateLater } from "~/components/hydrate-later";
import { calculatorWithActor, type CalculatorCardProps } from "./use-calculator-actor";
import { LabRecordPrint } from "./lab-record-print";
import { ShareButton } from "~/components/share/share-button";
import { Reason } from "~/components/ui/reason";
import { useShareLink } from "~/components/share/use-share-link";

/**
 * A lab calculator's card: its title and hint; the form (the 'Solve for:' choice, then the
 * `fields` it decides, Calculate and Reset); the result area; the short disclaimer; what the calculator adds
 * (`children`: its formula). `name` names the Behaviour scope (its disclosure is at the end of
 * the page: src/behaviour/behaviour-section.tsx).
 *
 * The result area is a status region (not live itself: the page's one announcer says the result
 * on Calculate, see useLabForm). The machine decides what it shows: the result (`result`, as the
 * calculator draws its connect's display) and its caution, or the message connect gives without
 * a result (a form-wide hint, a prompt to correct the fields, what to enter).
 */
export function LabCard<F extends string, M extends string>({
  view,
  name,
  title,
  hint,
  hydrated,
  fields,
  result,
  headline,
  children,
}: {
  view: LabFormView<F, M>;
  name: string;
  title: string;
  hint: string;
  hydrated: boolean;
  fields: ReactNode;
  /** The result as the result area shows it, or null without one. */
  result: ReactNode;
  /** The result's headline ("0.1 M"), or null without one: the compact answer line (issue 54). */
  headline: string | null;
  children: ReactNode;
}) {
  const { result: area } = view;
  return (
    <CalculatorFrame scope={name} title={title} hint={hint} numbers="lab" hydrated={hydrated} after={children}>
      <MachineForm aria-labelledby={view.titleId} onSubmitted={view.calculate.onSubmit}>
        {/* The choice of the unknown comes before the fields it decides (issue 53, principle 7). */}
        <ChoiceGroup {...view.solveFor} />
        {fields}
        <ButtonRow>
          <PrimaryButton type="submit">{view.calculate.label}</PrimaryButton>
          <SecondaryButton type="button" onClick={view.reset.onReset}>
            {view.reset.label}
          </SecondaryButton>
        </ButtonRow>
      </MachineForm>
      <AnswerLine summary={answerLineOf(area, headline)} answerId={area.id} />
      {/* The result area hydrates in a task of its own, after the form (issue 33: no long task). */}
      <HydrateLater>
        <ResultBox
          id={area.id}
          role="status"
          aria-live="off"
          aria-labelledby={`${area.id}-label`}
          $tone={area.tone}
          data-testid={area.id}
          data-answer=""
          data-kind={area.kind ?? undefined}
        >
          <ResultLabel id={`${area.id}-label`}>{area.label}</ResultLabel>
          {area.message === null ? (
            <>
              {result}
              {area.caution && (
                <ResultNote $tone="warning" data-testid={area.cautionId}>
                  <strong>Caution: </strong>
                  <Figures text={area.caution} />
                </ResultNote>
              )}
            </>
          ) : (
            <p>
              <Figures text={area.message} />
            </p>
          )}
        </ResultBox>
      </HydrateLater>
      {/* One element per part that hydrates later (src/components/hydrate-later.tsx). */}
      <HydrateLater>
        <RecordButtons record={view.record} share={view.share} noteId={`${area.id}-record-note`} hydrated={hydrated} />
      </HydrateLater>
    </CalculatorFrame>
  );
}

/**
 * 'Copy record' and 'Print record' (issue 52, principle 6), with the note that says why they are
 * off without a result, and, with a result, the record the page prints (print-only, portalled);
 * 'Copy share link' (the entries, on with or without a result) and the note of a link opened.
 */
function RecordButtons({
  record,
  share,
  noteId,
  hydrated,
}: {
  record: LabFormView<string, string>["record"];
  share: LabFormView<string, string>["share"];
  noteId: string;
  hydrated: boolean;
}) {
  return (
    <div>
      <ButtonRow role="group" aria-label="Keep a record" aria-describedby={record.waiting ? noteId : undefined}>
        {/* Each button that is off names why (issue 53): a group's description is not read on its buttons. */}
        <SecondaryButton
          type="button"
          disabled={!record.enabled}
          aria-describedby={record.waiting ? noteId : undefined}
          onClick={record.onCopy}
        >
          {record.copyLabel}
        </SecondaryButton>
        <SecondaryButton
          type="button"
          disabled={!record.enabled}
          aria-describedby={record.waiting ? noteId : undefined}
          onClick={record.onPrint}
        >
          {record.printLabel}
        </SecondaryButton>
        <ShareButton share={share} />
      </ButtonRow>
      {record.waiting && (
        <HelpText id={noteId}>
          <Figures text={record.waiting} />
        </HelpText>
      )}
      <Reason {...share} />
      {share.note && (
        <HelpText data-testid={share.noteId}>
          <Figures text={share.note} />
        </HelpText>
      )}
      {hydrated && record.lines && <LabRecordPrint record={record.lines} />}
    </div>
  );
}

/**
 * A lab calculator on the page: its machine's actor (its transitions recorded for the Behaviour
 * view as `name`), made in the island's first task with the page's clipboard and stand-ins
 * (calculatorWithActor), and `Card`, which reads it (useLabCalculator), hydrated in the next
 * (HydrateLater, issue 33: neither a long task).
 */
export function labCalculator<TMachine extends AnyStateMachine>(
  machine: TMachine,
  name: string,
  Card: ComponentType<LabCardProps<TMachine>>,
) {
  return calculatorWithActor<TMachine, LabCalculatorProps>(machine, name, Card);
}

/** What a lab calculator island is given: the page's stand-ins (the Behaviour view's clipboard and printer). */
export interface LabCalculatorProps {
  readonly writeClipboard?: ClipboardWriter;
  readonly pageEffects?: PageEffects;
}

export type LabCardProps<TMachine extends AnyStateMachine> = LabCalculatorProps & CalculatorCardProps<TMachine>;

/**
 * A lab calculator's card side of its actor, seen through its connect layer: the view model,
 * whether it hydrated, and `register` for its fields (focus and announcements, useLabForm); the
 * record's copy goes to the card's clipboard and its print to the page's printer (or, during a
 * replay, the Behaviour view's stand-in). Read in the part that hydrates later, so its first
 * render is the pre-rendered HTML.
 */
export function useLabCalculator<
  TMachine extends AnyStateMachine,
  V extends { readonly solveFor: { readonly id: string } },
>(
  { actor, write, pageEffects }: LabCardProps<TMachine>,
  connect: (snapshot: SnapshotFrom<TMachine>, send: (event: EventFrom<TMachine>) => void) => V,
) {
  const snapshot = useSelector<typeof actor, SnapshotFrom<TMachine>>(actor, (s) => s);
  const view = connect(snapshot, (event) => actor.send(event));
  const { hydrated, register } = useLabForm<string>(
    actor,
    { write, print: () => printPage(pageEffects) },
    view.solveFor.id,
  );
  // The share link: the address's fragment is read on opening; 'Copy share link' writes to the card's clipboard.
  useShareLink(actor, write);
  return { view, hydrated, register };
}
