/**
 * The serial dilution calculator: a view of serialDilutionMachine through its connect layer
 * (src/machines/serial-dilution/serial-dilution.connect.ts). It spreads what connect gives and
 * computes nothing; the side effects the machine emits (the CSV file, the announcer) happen here,
 * and the clipboard is the actor it provides.
 */
import { Figures } from "~/components/ui/figures";
import type { PageEffects } from "~/behaviour/page-effects";
import { printPage } from "~/behaviour/page-effects";
import { useEmitted } from "~/components/use-emitted";
import { downloadCsv } from "~/lib/download-file";
import type { ClipboardWriter } from "~/components/converter/use-converter-actor";
import { calculatorWithActor, useCalculatorSnapshot, type CalculatorCardProps } from "./use-calculator-actor";
import { serialDilutionMachine } from "~/machines/serial-dilution/serial-dilution.machine";
import { CARD_ID, connectSerialDilution, type SerialTubeRow } from "~/machines/serial-dilution/serial-dilution.connect";
import { SERIAL_TEXT } from "~/machines/serial-dilution/serial-dilution.types";
import { useShareLink } from "~/components/share/use-share-link";
import * as Lab from "./lab-ui";
import { CalculatorFrame } from "./calculator-frame";
import { AnswerLine } from "~/components/ui/answer-line";
import { LabTable } from "./lab-table";
import type { TableColumn } from "~/components/content/data-table";
import { ShareButton } from "~/components/share/share-button";
import { LabRecordPrint } from "./lab-record-print";
import { Reason, describedBy } from "~/components/ui/reason";

export interface SerialDilutionCalculatorProps {
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
  /** Replaces the file download (tests). */
  saveFile?: (filename: string, csv: string) => void;
  /** The page's clock and stand-ins (src/islands.client.tsx). */
  pageEffects?: PageEffects;
}

const [TUBE, CONCENTRATION, FROM, AT_END] = SERIAL_TEXT.columns;
const TUBE_COLUMNS: readonly TableColumn<SerialTubeRow>[] = [
  { heading: TUBE, cell: (t) => t.tube },
  { heading: CONCENTRATION, num: true, cell: (t) => t.concentration },
  { heading: FROM, cell: (t) => t.from },
  { heading: AT_END, num: true, cell: (t) => t.atEnd },
];

export const SerialDilutionCalculator = calculatorWithActor<
  typeof serialDilutionMachine,
  SerialDilutionCalculatorProps
>(serialDilutionMachine, CARD_ID, SerialDilutionCard);

function SerialDilutionCard({
  actor,
  write,
  saveFile,
  pageEffects,
}: SerialDilutionCalculatorProps & CalculatorCardProps<typeof serialDilutionMachine>) {
  const save = saveFile ?? downloadCsv;
  const { snapshot, hydrated } = useCalculatorSnapshot(actor);
  const view = connectSerialDilution(snapshot, (event) => actor.send(event));
  useEmitted(actor, {
    "download.csv": ({ filename, csv }) => save(filename, csv),
    // 'Print record': the record is on the page with the plan (print-only), so print at once.
    "print.requested": () => printPage(pageEffects),
    // The mode changed (issue 53, principle 4): the field about to leave the form (or its unit)
    // gives the focus to the new mode's radio now, before it goes (it would drop it to the page).
    "focus.offField": ({ field, mode }) => {
      const leaving = document.getElementById(`${CARD_ID}-${field}`)?.parentElement;
      if (!leaving?.contains(document.activeElement)) return;
      Array.from(document.getElementsByName(view.mode.id))
        .find((radio) => (radio as HTMLInputElement).value === mode)
        ?.focus();
    },
  });
  useShareLink(actor, write);

  const resultId = `${CARD_ID}-result`;
  const { result } = view;
  return (
    <CalculatorFrame
      scope={CARD_ID}
      title={SERIAL_TEXT.title}
      hint={SERIAL_TEXT.hint}
      numbers="lab"
      hydrated={hydrated}
      state={view.state}
    >
      <form aria-labelledby={`${CARD_ID}-card-title`} onSubmit={(e) => e.preventDefault()}>
        {/* The choices that decide the fields come before them (issue 53, principle 7): how the
            dilution is given (which field is asked for) and what the final volume means. */}
        <Lab.ChoiceGroup {...view.mode} />
        <Lab.ChoiceGroup {...view.convention} />
        <Lab.HelpText>
          <Figures text={view.convention.help} />
        </Lab.HelpText>
        <Lab.FieldGrid>
          {view.fields.map(({ field, unit, ...f }) => (
            <Lab.LabField key={field} {...f}>
              {unit && <Lab.ChoiceGroup {...unit} compact />}
            </Lab.LabField>
          ))}
        </Lab.FieldGrid>
      </form>
      <AnswerLine summary={view.answerLine} answerId={resultId} />
      <Lab.ResultBox
        id={resultId}
        role="status"
        aria-live="off"
        aria-labelledby={`${resultId}-label`}
        $tone={result.tone}
        data-testid={resultId}
        data-answer=""
      >
        <Lab.ResultLabel id={`${resultId}-label`}>{result.label}</Lab.ResultLabel>
        {result.message !== null && (
          <p>
            <Figures text={result.message} />
          </p>
        )}
        {result.summary !== null && (
          <Lab.ResultValue>
            <Figures text={result.summary} />
          </Lab.ResultValue>
        )}
        {result.lines.map((line) => (
          <p key={line}>
            <Figures text={line} />
          </p>
        ))}
        {result.conventionText !== null && (
          <p>
            <Figures text={result.conventionText} />
          </p>
        )}
        {result.instruction !== null && (
          <p>
            <Figures text={result.instruction} />
          </p>
        )}
        {result.caution !== null && (
          <Lab.ResultNote $tone="warning">
            <Figures text={result.caution} />
          </Lab.ResultNote>
        )}
        {result.tubes.length > 0 && (
          <LabTable caption={result.caption} columns={TUBE_COLUMNS} rows={result.tubes} rowKey={(t) => t.tube} />
        )}
        <Lab.WorkingList lines={result.working} />
      </Lab.ResultBox>
      <div>
        <Lab.ButtonRow>
          <Lab.SecondaryButton
            type="button"
            disabled={view.copy.disabled}
            aria-describedby={view.copy.disabled ? describedBy(view.actionsReason) : undefined}
            onClick={view.copy.onPress}
          >
            {view.copy.label}
          </Lab.SecondaryButton>
          <Lab.SecondaryButton
            type="button"
            disabled={view.download.disabled}
            aria-describedby={view.download.disabled ? describedBy(view.actionsReason) : undefined}
            onClick={view.download.onPress}
          >
            {view.download.label}
          </Lab.SecondaryButton>
          <Lab.SecondaryButton
            type="button"
            disabled={view.print.disabled}
            aria-describedby={view.print.disabled ? describedBy(view.actionsReason) : undefined}
            onClick={view.print.onPress}
          >
            {view.print.label}
          </Lab.SecondaryButton>
          <ShareButton share={view.share} />
          <Lab.SecondaryButton type="button" onClick={view.reset.onPress}>
            {view.reset.label}
          </Lab.SecondaryButton>
        </Lab.ButtonRow>
        <Reason {...view.actionsReason} />
        <Reason {...view.share} />
        {view.copy.status && (
          <p>
            <Figures text={view.copy.status} />
          </p>
        )}
        {view.share.note && (
          <Lab.HelpText>
            <Figures text={view.share.note} />
          </Lab.HelpText>
        )}
        {hydrated && view.print.record && <LabRecordPrint record={view.print.record} />}
      </div>
    </CalculatorFrame>
  );
}
