/**
 * The Batch Convert tab: a list of values converted with the calculator's concentration and
 * direction.
 *
 * Speed (issue 7: 10,000 values converted and shown within 200 ms in Chromium). Every row is in
 * the DOM at once, so find-in-page, selecting and copying, and screen readers reach all of them:
 *  - the rows are grouped in blocks of RESULT_BLOCK_ROWS (BatchBlock in converter-ui.ts), each
 *    written at once. Every row is laid out: no deferred rendering of off-screen rows, which took the rows outside
 *    the results box out of the accessibility tree (issue 53);
 *  - React renders the list and its blocks (memoised on the outcome, keyed by position); each
 *    block writes its rows with plain DOM calls (cloned row patterns, text as text nodes) in a
 *    layout effect, so they are there in the same frame, at a fraction of the cost of three React
 *    elements per row.
 *
 * Semantics: the list is `role="list"` named 'Batch results'; each block is an `<ol>` with
 * role="none" that only numbers its rows (from its `start`), and each row is an `<li>` with an
 * explicit role="listitem" (needed because its parent <ol> has role none). A screen reader
 * hears one list of all the entries, each row being "20 mg = 0.4 mL" or the entry and why it was
 * not converted.
 */
import { Figures } from "~/components/ui/figures";
import { MachineForm } from "~/components/ui/form";
import { memo, useLayoutEffect, useRef } from "react";
import { flushSync } from "react-dom";
import { useConnected } from "~/components/use-connected";
import {
  batchRowId,
  batchRowWords,
  connectBatch,
  type BatchAttention,
  type BatchFilterView,
  type BatchView,
} from "~/machines/batch/batch.connect";
import { useEmitted } from "~/components/use-emitted";
import type { BatchEntry, BatchOutcome } from "~/machines/batch/batch.types";
import type { ActorRefFrom } from "xstate";
import type { batchMachine } from "~/machines/batch/batch.machine";
import { CopyButton } from "./copy-button";
import { COPIED_TOAST, batchCopiedToast, copyFailedToast, dismissToast } from "./toasts";
import {
  AttentionBox,
  BatchBlock,
  BatchList,
  ButtonRow,
  CopiedMark,
  Field,
  FieldMessage,
  Muted,
  PrimaryButton,
  SecondaryButton,
  ShowChoices,
  Summary,
  TextArea,
} from "./converter-ui";
import { downloadCsv } from "~/lib/download-file";
import { Reason, describedBy } from "~/components/ui/reason";

export interface BatchPanelProps {
  batchRef: ActorRefFrom<typeof batchMachine>;
  idPrefix: string;
}

/** Rows per block of the results list (one <ol> each, written at once). */
export const RESULT_BLOCK_ROWS = 100;

/** Row patterns, cloned per entry (one native call instead of one per node). */
interface RowPatterns {
  ok: HTMLLIElement;
  bad: HTMLLIElement;
  note: HTMLSpanElement;
  caution: HTMLSpanElement;
}

const rowPatterns = new WeakMap<Document, RowPatterns>();

/**
 * `<li role="listitem">AMOUNT = <strong>RESULT</strong></li>` and
 * `<li role="listitem" class="bad">INPUT <span class="why">— not converted: WHY</span></li>`.
 * The role is explicit because the row's own <ol> has role none (see the module comment).
 */
function patternsFor(doc: Document): RowPatterns {
  let patterns = rowPatterns.get(doc);
  if (!patterns) {
    const ok = doc.createElement("li");
    ok.setAttribute("role", "listitem");
    ok.append("", doc.createElement("strong"));
    ok.lastChild!.appendChild(doc.createTextNode(""));
    const bad = doc.createElement("li");
    bad.setAttribute("role", "listitem");
    bad.className = "bad";
    const why = doc.createElement("span");
    why.className = "why";
    why.append("");
    bad.append("", why);
    const note = doc.createElement("span");
    note.className = "note";
    note.append("");
    const caution = doc.createElement("span");
    caution.className = "caution";
    caution.append("");
    patterns = { ok, bad, note, caution };
    rowPatterns.set(doc, patterns);
  }
  return patterns;
}

/**
 * One entry as a list row: "20 mg = <strong>0.4 mL</strong>" (and a note when the result is too
 * small to show), or the entry and why it was not converted. Text goes in as text nodes, never
 * as HTML.
 */
function resultRow(patterns: RowPatterns, e: BatchEntry, idPrefix: string, targets: ReadonlySet<number>): Node {
  const words = batchRowWords(e);
  const row = (e.ok ? patterns.ok : patterns.bad).cloneNode(true) as HTMLLIElement;
  if (targets.has(e.index)) {
    // The target of a link in the attention list: focusable by script, not in the Tab order.
    row.id = batchRowId(idPrefix, e.index);
    row.tabIndex = -1;
  }
  // A row that needs attention keeps its number when 'Show rows' hides the rows around it.
  if (!e.ok || e.caution) row.value = e.index;
  (row.firstChild as Text).data = words.lead;
  (row.lastChild!.firstChild as Text).data = words.main;
  if (words.note) {
    const note = patterns.note.cloneNode(true);
    (note.firstChild as Text).data = words.note;
    row.appendChild(note);
  }
  if (words.caution) {
    // A caution is never styled as a success: the row is marked and the words say why.
    const caution = patterns.caution.cloneNode(true) as HTMLElement;
    (caution.firstChild as Text).data = words.caution;
    row.classList.add("caution");
    // Its kind, for 'Show rows' (the list's data-show hides the other rows with CSS).
    if (e.ok && e.caution) row.dataset.caution = e.caution.kind;
    row.appendChild(caution);
  }
  return row;
}

/**
 * Rows `from` to `to` (exclusive) of the entries, numbered from `from + 1`. React renders the
 * block; its rows are written with plain DOM calls in a layout effect (before the browser paints,
 * so they appear in the same frame). React would spend three components on every row, which for
 * 10,000 rows cost more than the rest of Convert All together. Re-written only for new entries.
 */
const ResultBlock = memo(function ResultBlock({
  entries,
  from,
  to,
  idPrefix,
  targets,
}: {
  entries: readonly BatchEntry[];
  from: number;
  to: number;
  idPrefix: string;
  targets: ReadonlySet<number>;
}) {
  const ref = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const block = ref.current;
    if (!block) return;
    const doc = block.ownerDocument;
    const patterns = patternsFor(doc);
    const rows = doc.createDocumentFragment();
    for (let i = from; i < to; i += 1)
      rows.appendChild(resultRow(patterns, entries[i] as BatchEntry, idPrefix, targets));
    block.replaceChildren(rows);
  }, [entries, from, to, idPrefix, targets]);
  return <BatchBlock ref={ref} role="none" start={from + 1} />;
});

const NO_TARGETS: ReadonlySet<number> = new Set();

/**
 * The converted list; its blocks are re-written only when a new outcome arrives. `show` (the
 * machine's region `filter`) hides the rows 'Show rows' leaves out, with CSS alone.
 */
const ResultList = memo(function ResultList({
  outcome,
  idPrefix,
  targets,
  show,
}: {
  outcome: BatchOutcome;
  idPrefix: string;
  targets: ReadonlySet<number>;
  show: string;
}) {
  const { entries } = outcome;
  const blocks = [];
  for (let from = 0; from < entries.length; from += RESULT_BLOCK_ROWS) {
    const to = Math.min(entries.length, from + RESULT_BLOCK_ROWS);
    blocks.push(<ResultBlock key={from} entries={entries} from={from} to={to} idPrefix={idPrefix} targets={targets} />);
  }
  return (
    // tabIndex: the box scrolls, so keyboard users can focus it and scroll with the arrow keys
    // (WCAG 2.1.1; axe scrollable-region-focusable).
    <BatchList role="list" aria-label="Batch results" tabIndex={0} data-show={show}>
      {blocks}
    </BatchList>
  );
});

/**
 * What needs attention, before the results (issue 53): the entries not converted, each a link to
 * its row, which it focuses and scrolls into view (without touching the address, whose fragment
 * is a share link's). Its links are written like the rows (plain DOM calls): a list of 10,000
 * entries may hold 10,000 of them.
 */
const AttentionList = memo(function AttentionList({
  attention,
  reveal,
}: {
  attention: BatchAttention;
  reveal: { current: BatchView["revealRowsOf"] };
}) {
  const ref = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const doc = list.ownerDocument;
    const item = doc.createElement("li");
    item.appendChild(doc.createElement("a")).append("");
    const items = doc.createDocumentFragment();
    for (const entry of attention.entries) {
      const li = item.cloneNode(true) as HTMLLIElement;
      const link = li.firstChild as HTMLAnchorElement;
      link.href = `#${entry.rowId}`;
      link.dataset.kind = entry.kind;
      (link.firstChild as Text).data = entry.text;
      items.appendChild(li);
    }
    list.replaceChildren(items);
    // A link focuses its row (the row scrolls into view with the focus), leaving the address alone.
    const goToRow = (event: Event) => {
      const link = (event.target as Element).closest("a[href^='#']");
      if (!link) return;
      event.preventDefault();
      // The row may be hidden by 'Show rows': all rows are shown first (rendered at once).
      flushSync(() => reveal.current((link as HTMLElement).dataset.kind as Parameters<BatchView["revealRowsOf"]>[0]));
      const row = doc.getElementById(link.getAttribute("href")!.slice(1));
      row?.focus();
      row?.scrollIntoView({ block: "nearest" });
    };
    list.addEventListener("click", goToRow);
    return () => list.removeEventListener("click", goToRow);
  }, [attention, reveal]);
  return (
    <AttentionBox aria-labelledby={attention.titleId}>
      <h3 id={attention.titleId}>
        <Figures text={attention.title} />
      </h3>
      <ul ref={ref} />
    </AttentionBox>
  );
});

/**
 * 'Show rows' (issue 53): all rows, only those that need attention, or one kind of caution. Native
 * radio buttons: the arrow keys move the choice, and a screen reader says each choice with how
 * many rows it shows; nothing else is announced (the choice is its own answer).
 */
function ShowRows({ filter }: { filter: BatchFilterView }) {
  return (
    <ShowChoices role="radiogroup" aria-labelledby={filter.labelId}>
      <span id={filter.labelId}>{filter.label}</span>
      {filter.choices.map((choice) => (
        <label key={choice.value} data-checked={choice.checked ? "true" : "false"}>
          <input
            type="radio"
            name={filter.labelId}
            value={choice.value}
            checked={choice.checked}
            onChange={() => filter.onChoose(choice.value)}
          />
          {choice.name}
        </label>
      ))}
    </ShowChoices>
  );
}

export function BatchPanel({ batchRef, idPrefix }: BatchPanelProps) {
  const view = useConnected(batchRef, connectBatch, idPrefix);
  const { values, copy, download, summary } = view;
  const valuesRef = useRef<HTMLTextAreaElement>(null);
  // The latest handler for the attention list's links (it is written once per outcome).
  const reveal = useRef(view.revealRowsOf);
  useLayoutEffect(() => {
    reveal.current = view.revealRowsOf;
  });

  // What the page does besides saying the machine's words: focus, toasts, the CSV file.
  useEmitted(batchRef, {
    "convert.refused": () => valuesRef.current?.focus(),
    "copy.succeeded": ({ count }) => batchCopiedToast(count),
    "copy.failed": ({ message }) => copyFailedToast(message),
    "copy.outdated": () => dismissToast(COPIED_TOAST.batch),
    "download.csv": ({ filename, csv }) => downloadCsv(filename, csv),
  });

  return (
    <MachineForm aria-label="Batch converter" onSubmitted={view.convert.onConvert}>
      <Muted style={{ marginTop: 0 }}>
        <Figures text={view.settingsLine} />
      </Muted>
      <Field style={{ marginTop: "0.75rem" }}>
        <label htmlFor={values.id}>{values.label}</label>
        <TextArea
          ref={valuesRef}
          id={values.id}
          name="values"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck="false"
          rows={5}
          placeholder={values.placeholder}
          value={values.value}
          aria-invalid={values.hint ? true : undefined}
          aria-describedby={values.hint ? `${values.helpId} ${values.hintId}` : values.helpId}
          $invalid={Boolean(values.hint)}
          onChange={(e) => values.onChange(e.currentTarget.value)}
        />
        <Muted id={values.helpId} style={{ marginTop: 0, fontSize: "0.925rem" }}>
          <Figures text={values.help} />
        </Muted>
        <FieldMessage>
          {values.hint ? (
            <p className="hint" id={values.hintId}>
              {values.hint}
            </p>
          ) : null}
        </FieldMessage>
      </Field>

      <ButtonRow>
        <PrimaryButton type="submit">{view.convert.label}</PrimaryButton>
        <CopyButton
          canCopy={copy.canCopy}
          copying={copy.copying}
          onCopy={copy.onCopy}
          describedBy={describedBy(view.actionsReason)}
        >
          {copy.label}
        </CopyButton>
        <SecondaryButton
          type="button"
          disabled={download.disabled}
          aria-describedby={view.actionsReason.download ? describedBy(view.actionsReason) : undefined}
          onClick={download.onDownload}
        >
          {download.label}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={view.clear.onClear}>
          {view.clear.label}
        </SecondaryButton>
        <CopiedMark
          aria-hidden="true"
          data-testid="batch-copied-indicator"
          data-copied={view.copied ? "true" : "false"}
        >
          {view.copied ? "✓ Copied" : ""}
        </CopiedMark>
      </ButtonRow>
      <Reason {...view.actionsReason} />

      {/* Spoken by the page's one announcer after Convert All (not after a settings change made
          in the Calculator tab), so this region is not live itself. */}
      <Summary
        role="status"
        aria-live="off"
        aria-label="Batch summary"
        data-cautions={summary.cautions ? "true" : "false"}
        $caution={summary.cautions}
      >
        <Figures text={summary.text} />
      </Summary>
      {view.cappedNote ? (
        <Muted>
          <Figures text={view.cappedNote} />
        </Muted>
      ) : null}
      {view.attention ? <AttentionList attention={view.attention} reveal={reveal} /> : null}
      {view.filter ? <ShowRows filter={view.filter} /> : null}
      {view.outcome ? (
        <ResultList
          outcome={view.outcome}
          idPrefix={idPrefix}
          targets={view.attention?.targets ?? NO_TARGETS}
          show={view.filter?.show ?? "all"}
        />
      ) : (
        <Muted>Results will appear here</Muted>
      )}
    </MachineForm>
  );
}
