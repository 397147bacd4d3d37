/**
 * The concentration converter: a view of concentrationMachine through its connect layer
 * (src/machines/concentration/concentration.connect.ts). It spreads what connect gives and
 * computes nothing; the side effects the machine emits (copy, announce, focus) happen here.
 */
import { Figures } from "~/components/ui/figures";
import { Fragment, useRef } from "react";
import styled from "styled-components";
import type { PageEffects } from "~/behaviour/page-effects";
import { printPage } from "~/behaviour/page-effects";
import type { ClipboardWriter } from "~/lib/clipboard";
import { calculatorWithActor, useCalculatorSnapshot, type CalculatorCardProps } from "./use-calculator-actor";
import { announce } from "~/lib/announce";
import { useEmitted } from "~/components/use-emitted";
import { concentrationMachine } from "~/machines/concentration/concentration.machine";
import { CONCENTRATION_IDS, connect } from "~/machines/concentration/concentration.connect";
import { CONCENTRATION_COPY_WORDS, CONCENTRATION_TEXT } from "~/machines/concentration/concentration.types";
import { useShareLink } from "~/components/share/use-share-link";
import {
  ButtonRow,
  ChoiceGroup,
  FieldGrid,
  HelpText,
  LabField,
  ResultBox,
  ResultLabel,
  ResultNote,
  SecondaryButton,
  TableWrap,
  WorkingList,
} from "./lab-ui";
import { CalculatorFrame } from "./calculator-frame";
import { AnswerLine } from "~/components/ui/answer-line";
import { ShareButton } from "~/components/share/share-button";
import { LabRecordPrint } from "./lab-record-print";
import { Reason, describedBy } from "~/components/ui/reason";

const Solutes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  > span { font-weight: 700; width: 100%; }
`;

export interface ConcentrationConverterProps {
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
  /** The page's clock and stand-ins (src/islands.client.tsx): the Behaviour view's clipboard during a replay. */
  pageEffects?: PageEffects;
}

// The clipboard is the page's (or a test's, or the Behaviour view's stand-in), never the view's own.
export const ConcentrationConverter = calculatorWithActor<typeof concentrationMachine, ConcentrationConverterProps>(
  concentrationMachine,
  "concentration",
  ConcentrationCard,
);

function ConcentrationCard({
  actor,
  write,
  pageEffects,
}: ConcentrationConverterProps & CalculatorCardProps<typeof concentrationMachine>) {
  const { snapshot, hydrated } = useCalculatorSnapshot(actor);
  const api = connect(snapshot, (event) => actor.send(event));
  const valueInput = useRef<HTMLInputElement | null>(null);
  useEmitted(actor, {
    "focus.field": () => valueInput.current?.focus(),
    copy: ({ text }) => {
      void write(text).then(
        () => announce(CONCENTRATION_COPY_WORDS.copied),
        () => announce(CONCENTRATION_COPY_WORDS.failed),
      );
    },
    // 'Print record': the record is on the page with the table (print-only), so print at once.
    "print.requested": () => printPage(pageEffects),
  });
  useShareLink(actor, write);

  const { result } = api;
  return (
    <CalculatorFrame
      scope="concentration"
      title={CONCENTRATION_TEXT.title}
      hint={CONCENTRATION_TEXT.hint}
      numbers="lab"
      hydrated={hydrated}
      state={api.state}
      wideAnswer
    >
      <form aria-labelledby="concentration-card-title" onSubmit={(e) => e.preventDefault()}>
        <FieldGrid>
          <LabField {...api.value} inputRef={valueInput}>
            <ChoiceGroup {...api.unit} compact />
          </LabField>
          <LabField {...api.molecularWeight}>
            <ChoiceGroup {...api.weightUnit} compact />
          </LabField>
          <div>
            <LabField {...api.density} />
            <HelpText>
              <Figures text={api.help.density} />
            </HelpText>
          </div>
          <div>
            <LabField {...api.purity} />
            <HelpText>
              <Figures text={api.help.purity} />
            </HelpText>
          </div>
        </FieldGrid>
      </form>
      <AnswerLine summary={api.answerLine} answerId={CONCENTRATION_IDS.result} />
      <ResultBox
        id={CONCENTRATION_IDS.result}
        role="status"
        aria-live="off"
        aria-labelledby="concentration-result-label"
        $tone={result.tone}
        data-testid="concentration-result"
        data-answer=""
      >
        <ResultLabel id="concentration-result-label">{result.label}</ResultLabel>
        {result.message !== null && (
          <p>
            <Figures text={result.message} />
          </p>
        )}
        {result.caution && (
          <ResultNote $tone="warning" data-testid="concentration-caution">
            <strong>Caution: </strong>
            {result.caution}
          </ResultNote>
        )}
        {result.cells.length > 0 && (
          <TableWrap tabIndex={0} role="region" aria-label="The concentration in every unit" $dense>
            <table>
              <caption className="visually-hidden">The concentration in every unit</caption>
              <thead>
                <tr>
                  <th scope="col">Unit</th>
                  <th scope="col">Concentration</th>
                </tr>
              </thead>
              <tbody>
                {result.cells.map((c) => (
                  <tr key={c.unit} data-typed={c.typed ? "true" : undefined}>
                    <th scope="row">
                      {c.units.map((u, i) => (
                        <Fragment key={u}>
                          {i > 0 && ", "}
                          <span className="unit">{u}</span>
                        </Fragment>
                      ))}
                    </th>
                    <td className={c.empty ? undefined : "num"}>
                      <Figures text={c.text} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
        <WorkingList lines={result.working} />
        {result.ppmNote && (
          <HelpText>
            <Figures text={result.ppmNote} />
          </HelpText>
        )}
      </ResultBox>
      <div>
        <Solutes role="group" aria-labelledby="concentration-reagents-label">
          <span id="concentration-reagents-label">{CONCENTRATION_TEXT.reagents}</span>
          {api.reagents.map((r) => (
            <SecondaryButton key={r.name} type="button" aria-pressed={r.pressed} onClick={r.onPress}>
              <Figures text={r.name} />
            </SecondaryButton>
          ))}
        </Solutes>
        <Solutes role="group" aria-labelledby="concentration-solutes-label">
          <span id="concentration-solutes-label">{CONCENTRATION_TEXT.solutes}</span>
          {api.solutes.map((s) => (
            <SecondaryButton key={s.name} type="button" aria-pressed={s.pressed} onClick={s.onPress}>
              <Figures text={s.name} />
            </SecondaryButton>
          ))}
        </Solutes>
        <ButtonRow>
          <SecondaryButton
            type="button"
            disabled={!api.copy.enabled}
            aria-describedby={describedBy(api.actionsReason)}
            onClick={api.copy.onCopy}
          >
            {api.copy.label}
          </SecondaryButton>
          <SecondaryButton
            type="button"
            disabled={!api.print.enabled}
            aria-describedby={describedBy(api.actionsReason)}
            onClick={api.print.onPrint}
          >
            {api.print.label}
          </SecondaryButton>
          <ShareButton share={api.share} />
          <SecondaryButton type="button" onClick={api.reset.onReset}>
            {api.reset.label}
          </SecondaryButton>
        </ButtonRow>
        <Reason {...api.actionsReason} />
        <Reason {...api.share} />
        {api.share.note && (
          <HelpText>
            <Figures text={api.share.note} />
          </HelpText>
        )}
        {hydrated && api.print.record && <LabRecordPrint record={api.print.record} />}
      </div>
      <fieldset>
        <legend>{api.preparation.label}</legend>
        <FieldGrid>
          <LabField {...api.preparation.target} />
          <LabField {...api.preparation.finalVolume} />
        </FieldGrid>
        <HelpText>
          <Figures text={api.help.preparation} />
        </HelpText>
        {api.preparation.line !== null && (
          <p data-testid="concentration-preparation">
            <Figures text={api.preparation.line} />
          </p>
        )}
        {api.preparation.caution && (
          <ResultNote $tone="warning" data-testid="concentration-preparation-caution">
            <strong>Caution: </strong>
            {api.preparation.caution}
          </ResultNote>
        )}
      </fieldset>
    </CalculatorFrame>
  );
}
