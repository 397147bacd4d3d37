/**
 * The Batch Convert tab: a list of values converted with the calculator's concentration and
 * direction. The results list is built once per Convert All (memoised on the outcome object),
 * as plain list items with class names, so 10,000 entries render in one pass; the browser skips
 * painting off-screen rows (content-visibility).
 */
import { memo, useEffect } from "react";
import { useSelector } from "@xstate/react";
import {
  selectCanCopy,
  selectCanDownload,
  selectCappedNote,
  selectHint,
  selectInputText,
  selectIsCopied,
  selectIsCopying,
  selectOutcome,
  selectSettingsLine,
  selectSummary,
} from "~/machines/batch/batch.selectors";
import { BATCH_MESSAGES } from "~/machines/batch/batch.calc";
import type { BatchOutcome } from "~/machines/batch/batch.types";
import type { BatchActorRef } from "./use-converter-actor";
import { batchCopiedToast, copyFailedToast } from "./toasts";
import {
  BatchList,
  ButtonRow,
  CopiedMark,
  Field,
  FieldMessage,
  Muted,
  PrimaryButton,
  SecondaryButton,
  Summary,
  TextArea,
} from "./converter-ui";

export interface BatchPanelProps {
  batchRef: BatchActorRef;
  idPrefix: string;
}

/** Starts a file download of the CSV the machine emitted. */
function downloadCsv(filename: string, csv: string): void {
  // A byte-order mark lets spreadsheet programs read the file as UTF-8.
  const blob = new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The converted list; re-rendered only when a new outcome arrives. */
const ResultList = memo(function ResultList({ outcome }: { outcome: BatchOutcome }) {
  return (
    <BatchList aria-label="Batch results">
      {outcome.entries.map((e) =>
        e.ok ? (
          <li key={e.index}>
            {e.amountText} = <strong>{e.resultText}</strong>
            {e.note ? <span className="note"> ({e.note})</span> : null}
          </li>
        ) : (
          <li key={e.index} className="bad">
            {e.input} <span className="why">— not converted: {e.message}</span>
          </li>
        ),
      )}
    </BatchList>
  );
});

export function BatchPanel({ batchRef, idPrefix }: BatchPanelProps) {
  const fieldId = `${idPrefix}-batch-values`;
  const settingsLine = useSelector(batchRef, selectSettingsLine);
  const inputText = useSelector(batchRef, selectInputText);
  const outcome = useSelector(batchRef, selectOutcome);
  const summary = useSelector(batchRef, selectSummary);
  const cappedNote = useSelector(batchRef, selectCappedNote);
  const hint = useSelector(batchRef, selectHint);
  const canCopy = useSelector(batchRef, selectCanCopy);
  const canDownload = useSelector(batchRef, selectCanDownload);
  const copied = useSelector(batchRef, selectIsCopied);
  const copying = useSelector(batchRef, selectIsCopying);

  useEffect(() => {
    const subscriptions = [
      batchRef.on("copy.succeeded", ({ count }) => batchCopiedToast(count)),
      batchRef.on("copy.failed", ({ message }) => copyFailedToast(message)),
      batchRef.on("download.csv", ({ filename, csv }) => downloadCsv(filename, csv)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [batchRef]);

  return (
    <form
      noValidate
      aria-label="Batch converter"
      onSubmit={(e) => {
        e.preventDefault();
        batchRef.send({ type: "convert" });
      }}
    >
      <Muted style={{ marginTop: 0 }}>{settingsLine}</Muted>
      <Field style={{ marginTop: "0.75rem" }}>
        <label htmlFor={fieldId}>Values to convert</label>
        <TextArea
          id={fieldId}
          name="values"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          rows={5}
          placeholder="10, 25, 50, 100"
          value={inputText}
          aria-invalid={hint ? true : undefined}
          aria-describedby={`${fieldId}-help${hint ? ` ${fieldId}-hint` : ""}`}
          $invalid={Boolean(hint)}
          onChange={(e) => batchRef.send({ type: "input.change", value: e.currentTarget.value })}
        />
        <Muted id={`${fieldId}-help`} style={{ marginTop: 0, fontSize: "0.925rem" }}>
          {BATCH_MESSAGES.hint}
        </Muted>
        <FieldMessage>
          {hint ? (
            <p className="hint" id={`${fieldId}-hint`}>
              {hint}
            </p>
          ) : null}
        </FieldMessage>
      </Field>

      <ButtonRow>
        <PrimaryButton type="submit">Convert All</PrimaryButton>
        <SecondaryButton type="button" disabled={!canCopy} aria-busy={copying || undefined} onClick={() => batchRef.send({ type: "copy" })}>
          Copy all
        </SecondaryButton>
        <SecondaryButton type="button" disabled={!canDownload} onClick={() => batchRef.send({ type: "download" })}>
          Download CSV
        </SecondaryButton>
        <SecondaryButton type="button" onClick={() => batchRef.send({ type: "clear" })}>
          Clear
        </SecondaryButton>
        <CopiedMark aria-hidden="true" data-testid="batch-copied-indicator" data-copied={copied ? "true" : "false"}>
          {copied ? "✓ Copied" : ""}
        </CopiedMark>
      </ButtonRow>

      <Summary role="status" aria-live="polite" aria-label="Batch summary">
        {summary}
      </Summary>
      {cappedNote ? <Muted>{cappedNote}</Muted> : null}
      {outcome ? <ResultList outcome={outcome} /> : <Muted>Results will appear here</Muted>}
    </form>
  );
}
