/**
 * The serial dilution calculator: a view of serialDilutionMachine through its connect layer
 * (src/machines/serial-dilution/serial-dilution.connect.ts). It spreads what connect gives and
 * computes nothing; the side effects the machine emits (the CSV file, the announcer) happen here,
 * and the clipboard is the actor it provides.
 */
import { useEffect, useMemo, useState } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise } from "xstate";
import { inspectInto } from "~/behaviour/recorder";
import type { PageEffects } from "~/behaviour/page-effects";
import { announce } from "~/lib/announce";
import { downloadCsv } from "~/lib/download-file";
import { DISCLAIMER_SHORT } from "~/data/site";
import { browserClipboard, type ClipboardWriter } from "~/components/converter/use-converter-actor";
import { serialDilutionMachine } from "~/machines/serial-dilution/serial-dilution.machine";
import { CARD_ID, connectSerialDilution } from "~/machines/serial-dilution/serial-dilution.connect";
import { SERIAL_TEXT } from "~/machines/serial-dilution/serial-dilution.types";
import { LINK_COPIED_TEXT } from "~/machines/serial-dilution/serial-dilution.share";
import {
  ButtonRow,
  CalculatorCard,
  CardHint,
  ChoiceGroup,
  Disclaimer,
  FieldGrid,
  HelpText,
  LabField,
  ResultBox,
  ResultLabel,
  ResultNote,
  ResultValue,
  SecondaryButton,
  TableWrap,
} from "./lab-ui";

export interface SerialDilutionCalculatorProps {
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
  /** Replaces the file download (tests). */
  saveFile?: (filename: string, csv: string) => void;
  /** The page's clock and stand-ins (src/islands.client.tsx). */
  pageEffects?: PageEffects;
}

export function SerialDilutionCalculator({ writeClipboard, saveFile, pageEffects }: SerialDilutionCalculatorProps) {
  const write = writeClipboard ?? browserClipboard;
  const save = saveFile ?? downloadCsv;
  const logic = useMemo(
    () =>
      serialDilutionMachine.provide({
        actors: {
          writeClipboard: fromPromise<void, { text: string }>(({ input }) =>
            (pageEffects?.standIns.clipboard ?? write)(input.text),
          ),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actor is created once
    [],
  );
  const actor = useActorRef(logic, {
    inspect: inspectInto(CARD_ID),
    ...(pageEffects ? { clock: pageEffects.clock } : {}),
  });
  const snapshot = useSelector(actor, (s) => s);
  const view = connectSerialDilution(snapshot, (event) => actor.send(event));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    const sub = actor.on("*", (event) => {
      if (event.type === "form.reset") announce(event.announcement);
      else if (event.type === "copy.succeeded") announce(SERIAL_TEXT.copied);
      else if (event.type === "copy.failed") announce(event.message);
      else if (event.type === "link.applied" || event.type === "link.ignored") announce(event.announcement);
      else if (event.type === "link.copy")
        (pageEffects?.standIns.clipboard ?? write)(event.link).then(
          () => announce(LINK_COPIED_TEXT),
          () => announce(SERIAL_TEXT.linkCopyFailed),
        );
      else if (event.type === "download.csv") {
        save(event.filename, event.csv);
        announce(event.announcement);
      }
    });
    // A share link in the address (on opening, or pasted later): the machine reads it.
    const openLink = () => actor.send({ type: "link.open", fragment: window.location.hash });
    if (window.location.hash) openLink();
    window.addEventListener("hashchange", openLink);
    return () => {
      sub.unsubscribe();
      window.removeEventListener("hashchange", openLink);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one subscription per actor
  }, [actor]);

  const titleId = `${CARD_ID}-card-title`;
  const resultId = `${CARD_ID}-result`;
  const { result } = view;
  return (
    <CalculatorCard
      aria-labelledby={titleId}
      data-hydrated={hydrated ? "true" : undefined}
      data-behaviour-scope={CARD_ID}
      data-state={view.state}
    >
      <h2 id={titleId}>{SERIAL_TEXT.title}</h2>
      <CardHint>{SERIAL_TEXT.hint}</CardHint>
      <form aria-labelledby={titleId} onSubmit={(e) => e.preventDefault()}>
        <ChoiceGroup {...view.mode} />
        <FieldGrid>
          {view.fields.map(({ field, unit, ...f }) => (
            <LabField key={field} {...f}>
              {unit && <ChoiceGroup {...unit} compact />}
            </LabField>
          ))}
        </FieldGrid>
        <ChoiceGroup {...view.convention} />
        <HelpText>{view.convention.help}</HelpText>
        <ButtonRow>
          <SecondaryButton type="button" disabled={view.copy.disabled} onClick={view.copy.onPress}>
            {view.copy.label}
          </SecondaryButton>
          <SecondaryButton type="button" disabled={view.download.disabled} onClick={view.download.onPress}>
            {view.download.label}
          </SecondaryButton>
          <SecondaryButton
            type="button"
            disabled={view.share.disabled}
            onClick={() => view.share.onPress(window.location.href)}
          >
            {view.share.label}
          </SecondaryButton>
          <SecondaryButton type="button" onClick={view.reset.onPress}>
            {view.reset.label}
          </SecondaryButton>
        </ButtonRow>
        {view.copy.status && <p>{view.copy.status}</p>}
        {view.share.note && <HelpText>{view.share.note}</HelpText>}
      </form>
      <ResultBox
        role="status"
        aria-live="off"
        aria-labelledby={`${resultId}-label`}
        $tone={result.tone}
        data-testid={resultId}
      >
        <ResultLabel id={`${resultId}-label`}>{result.label}</ResultLabel>
        {result.message !== null && <p>{result.message}</p>}
        {result.summary !== null && <ResultValue>{result.summary}</ResultValue>}
        {result.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {result.conventionText !== null && <p>{result.conventionText}</p>}
        {result.instruction !== null && <p>{result.instruction}</p>}
        {result.caution !== null && <ResultNote $tone="warning">{result.caution}</ResultNote>}
        {result.tubes.length > 0 && (
          <TableWrap tabIndex={0} role="region" aria-label={result.caption}>
            <table>
              <caption>{result.caption}</caption>
              <thead>
                <tr>
                  {SERIAL_TEXT.columns.map((heading) => (
                    <th key={heading} scope="col">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.tubes.map((t) => (
                  <tr key={t.tube}>
                    <th scope="row">{t.tube}</th>
                    <td className="num">{t.concentration}</td>
                    <td>{t.from}</td>
                    <td className="num">{t.atEnd}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
        {result.working.length > 0 && (
          <ul aria-label="Working">
            {result.working.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </ResultBox>
      <Disclaimer>{DISCLAIMER_SHORT}</Disclaimer>
    </CalculatorCard>
  );
}
