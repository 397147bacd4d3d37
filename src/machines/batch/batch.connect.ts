/**
 * Batch Convert's connect layer (issue 29, in the manner of chakra-ui/zag's `*.connect.ts`):
 * `connectBatch(snapshot, send, idPrefix)` turns the machine's state into the whole view model of
 * its panel (the settings line, the list field with its hint, which buttons are enabled, the
 * copied mark, the summary and whether it carries a caution, each row's words) and its handlers.
 * The panel (src/components/converter/batch-panel.tsx) spreads it; the view-level model test
 * builds its expected screen from this same output (tools/statecharts/batch.model.ts). Pure: no
 * React, no DOM.
 */
import { BATCH_MESSAGES } from "./batch.calc";
import { BATCH_CONTROLS } from "./batch.controls";
import {
  selectCanCopy,
  selectCanDownload,
  selectCappedNote,
  selectHasCautions,
  selectHint,
  selectInputText,
  selectIsCopied,
  selectIsCopying,
  selectOutcome,
  selectSettingsLine,
  selectSummary,
  type BatchSnapshot,
} from "./batch.selectors";
import type { BatchEntry, BatchEvent, BatchOutcome } from "./batch.types";
import type { ReasonView } from "~/machines/connect";

/** The words of one row of the results list: "20 mg = 0.4 mL (caution: …)" or why it was not converted. */
export interface BatchRowWords {
  /** Before the emphasised part: "20 mg = ", or the entry as typed and a space. */
  readonly lead: string;
  /** The emphasised result ("0.4 mL"), or "— not converted: <why>". */
  readonly main: string;
  /** " (<note>)" or null. */
  readonly note: string | null;
  /** " (<caution>)" or null: the row is marked as a caution. */
  readonly caution: string | null;
}

/** One entry's row, in words (the panel writes them as text nodes; the tests read the same). */
export function batchRowWords(e: BatchEntry): BatchRowWords {
  if (!e.ok) return { lead: `${e.input} `, main: `— not converted: ${e.message}`, note: null, caution: null };
  return {
    lead: `${e.amountText} = `,
    main: e.resultText,
    note: e.note ? ` (${e.note})` : null,
    caution: e.caution ? ` (${e.caution.text})` : null,
  };
}

/** A row as one line of text, as a screen reader or find-in-page reads it. */
export const batchRowText = (e: BatchEntry): string => {
  const w = batchRowWords(e);
  return `${w.lead}${w.main}${w.note ?? ""}${w.caution ?? ""}`;
};

/** The id of an entry's row in the results list (1-based index, as the list numbers it). */
export const batchRowId = (idPrefix: string, index: number): string => `${idPrefix}-batch-row-${index}`;

/**
 * What needs attention, before the results (issue 53): every entry not converted, in the list's
 * order, each a link to its row ("Row 301: abc — not converted: …"). The row number keeps the
 * list's own order in sight. Null when every entry converted.
 */
export interface BatchAttention {
  readonly title: string;
  readonly titleId: string;
  readonly entries: readonly { readonly rowId: string; readonly text: string }[];
}

const attentionCache = new WeakMap<BatchOutcome, Map<string, BatchAttention | null>>();

/** The attention list of an outcome: the same object for the same outcome (the view memoises on it). */
export function batchAttention(outcome: BatchOutcome | null, idPrefix: string): BatchAttention | null {
  if (!outcome || outcome.invalid === 0) return null;
  let byPrefix = attentionCache.get(outcome);
  if (!byPrefix) attentionCache.set(outcome, (byPrefix = new Map<string, BatchAttention | null>()));
  let attention = byPrefix.get(idPrefix);
  if (attention === undefined) {
    const failed = outcome.entries.filter((e) => !e.ok);
    attention = {
      title: BATCH_MESSAGES.attention(failed.length),
      titleId: `${idPrefix}-batch-attention`,
      entries: failed.map((e) => ({
        rowId: batchRowId(idPrefix, e.index),
        text: `Row ${e.index}: ${batchRowText(e)}`,
      })),
    };
    byPrefix.set(idPrefix, attention);
  }
  return attention;
}

export interface BatchView {
  /** "Converting mg to mL at 50 mg/mL, …", or what is missing. */
  readonly settingsLine: string;
  readonly values: {
    readonly id: string;
    readonly label: string;
    readonly value: string;
    /** The empty field's "e.g." hint. */
    readonly placeholder: string;
    /** The help under the field, always there. */
    readonly help: string;
    readonly helpId: string;
    /** Why Convert All did nothing, or null. */
    readonly hint: string | null;
    readonly hintId: string;
    readonly onChange: (value: string) => void;
  };
  readonly convert: { readonly label: string; readonly onConvert: () => void };
  readonly copy: {
    readonly label: string;
    readonly canCopy: boolean;
    readonly copying: boolean;
    readonly onCopy: () => void;
  };
  readonly download: { readonly label: string; readonly disabled: boolean; readonly onDownload: () => void };
  readonly clear: { readonly label: string; readonly onClear: () => void };
  /**
   * Why 'Copy all' (and 'Download CSV') are off, by state: the list is not converted (both), or no
   * entry of it converted ('Copy all'); null while they are on or a copy is under way.
   */
  readonly actionsReason: ReasonView & { readonly download: boolean };
  /** The copied mark after Copy all, for 2000 ms. */
  readonly copied: boolean;
  readonly summary: { readonly text: string; readonly cautions: boolean };
  /** The note when the list was longer than the cap, else null. */
  readonly cappedNote: string | null;
  /** The converted list (the same object until it changes, so its view can be memoised on it). */
  readonly outcome: BatchOutcome | null;
  /** The entries not converted, listed before the results, each a link to its row; or null. */
  readonly attention: BatchAttention | null;
}

function actionsReason(snapshot: BatchSnapshot, reasonId: string): BatchView["actionsReason"] {
  if (snapshot.matches({ list: "editing" })) return { reason: BATCH_MESSAGES.notConverted, reasonId, download: true };
  const copyOff = !selectCanCopy(snapshot) && !selectIsCopying(snapshot);
  return { reason: copyOff ? BATCH_MESSAGES.noneConverted : null, reasonId, download: false };
}

export function connectBatch(snapshot: BatchSnapshot, send: (event: BatchEvent) => void, idPrefix: string): BatchView {
  const id = `${idPrefix}-batch-values`;
  return {
    settingsLine: selectSettingsLine(snapshot),
    values: {
      id,
      label: BATCH_CONTROLS.values,
      value: selectInputText(snapshot),
      placeholder: BATCH_MESSAGES.placeholder,
      help: BATCH_MESSAGES.hint,
      helpId: `${id}-help`,
      hint: selectHint(snapshot),
      hintId: `${id}-hint`,
      onChange: (value) => send({ type: "input.change", value }),
    },
    convert: { label: BATCH_CONTROLS.convert, onConvert: () => send({ type: "convert" }) },
    copy: {
      label: BATCH_CONTROLS.copy,
      canCopy: selectCanCopy(snapshot),
      copying: selectIsCopying(snapshot),
      onCopy: () => send({ type: "copy" }),
    },
    download: {
      label: BATCH_CONTROLS.download,
      disabled: !selectCanDownload(snapshot),
      onDownload: () => send({ type: "download" }),
    },
    clear: { label: BATCH_CONTROLS.clear, onClear: () => send({ type: "clear" }) },
    actionsReason: actionsReason(snapshot, `${id}-actions-reason`),
    copied: selectIsCopied(snapshot),
    summary: { text: selectSummary(snapshot), cautions: selectHasCautions(snapshot) },
    cappedNote: selectCappedNote(snapshot),
    outcome: selectOutcome(snapshot),
    attention: batchAttention(selectOutcome(snapshot), idPrefix),
  };
}
