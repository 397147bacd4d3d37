/**
 * Batch Convert's connect layer (issue 29, in the manner of chakra-ui/zag's `*.connect.ts`):
 * `connectBatch(snapshot, send, idPrefix)` turns the machine's state into the whole view model of
 * its panel (the settings line, the list field with its hint, which buttons are enabled, the
 * copied mark, the summary and whether it carries a caution, each row's words) and its handlers.
 * The panel (src/components/converter/batch-panel.tsx) spreads it; the view-level model test
 * builds its expected screen from this same output (tools/statecharts/batch.model.ts). Pure: no
 * React, no DOM.
 */
import { BATCH_MESSAGES, batchAttentionGroups, batchShownCount } from "./batch.calc";
import { BATCH_CONTROLS, BATCH_SHOW_CHOICES } from "./batch.controls";
import { formatNumber } from "~/domain/number/format";
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
  selectShow,
  selectSummary,
  type BatchSnapshot,
} from "./batch.selectors";
import type { BatchCautionKind, BatchEntry, BatchEvent, BatchOutcome, BatchShow } from "./batch.types";
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
 * order, each a link to its row ("Row 301: abc — not converted: …"); then the entries converted
 * with a caution, one line per kind of caution (never one per entry: 10 000 entries may carry
 * 8 900 cautions), saying the caution, how many carry it and linking to the first of them. Null
 * when every entry converted without a caution.
 */
export interface BatchAttention {
  readonly title: string;
  readonly titleId: string;
  readonly entries: readonly {
    readonly rowId: string;
    readonly text: string;
    /** What the line is about: an entry not converted, or a kind of caution. */
    readonly kind: "failed" | BatchCautionKind;
  }[];
  /** The rows its links lead to (1-based): they carry an id and take the focus. */
  readonly targets: ReadonlySet<number>;
}

const attentionCache = new WeakMap<BatchOutcome, Map<string, BatchAttention | null>>();

/** The attention list of an outcome: the same object for the same outcome (the view memoises on it). */
export function batchAttention(outcome: BatchOutcome | null, idPrefix: string): BatchAttention | null {
  if (!outcome || (outcome.invalid === 0 && outcome.cautioned === 0)) return null;
  let byPrefix = attentionCache.get(outcome);
  if (!byPrefix) attentionCache.set(outcome, (byPrefix = new Map<string, BatchAttention | null>()));
  let attention = byPrefix.get(idPrefix);
  if (attention === undefined) {
    const { failed, groups, cautioned } = batchAttentionGroups(outcome);
    attention = {
      title: BATCH_MESSAGES.attention(failed.length, cautioned),
      titleId: `${idPrefix}-batch-attention`,
      entries: [
        ...failed.map((index) => ({
          rowId: batchRowId(idPrefix, index),
          text: `Row ${index}: ${batchRowText(outcome.entries[index - 1]!)}`,
          kind: "failed" as const,
        })),
        ...groups.map((g) => ({
          rowId: batchRowId(idPrefix, g.firstIndex),
          text: BATCH_MESSAGES.cautionGroup(g.kind, g.count, g.firstIndex),
          kind: g.kind,
        })),
      ],
      targets: new Set([...failed, ...groups.map((g) => g.firstIndex)]),
    };
    byPrefix.set(idPrefix, attention);
  }
  return attention;
}

/** 'Show rows' (issue 53): the choices the results offer, each with how many rows it shows. */
export interface BatchFilterView {
  readonly label: string;
  readonly labelId: string;
  /** The choice made (region `filter`): the results list shows these rows only. */
  readonly show: BatchShow;
  readonly choices: readonly { readonly value: BatchShow; readonly name: string; readonly checked: boolean }[];
  readonly onChoose: (show: BatchShow) => void;
}

function filterView(
  outcome: BatchOutcome | null,
  show: BatchShow,
  send: (event: BatchEvent) => void,
  idPrefix: string,
): BatchFilterView | null {
  if (!outcome || (outcome.invalid === 0 && outcome.cautioned === 0)) return null;
  const offered: BatchShow[] = ["all", "attention", ...batchAttentionGroups(outcome).groups.map((g) => g.kind)];
  return {
    label: BATCH_CONTROLS.show,
    labelId: `${idPrefix}-batch-show`,
    show,
    choices: offered.map((value) => {
      const count = batchShownCount(outcome, value);
      return {
        value,
        name: `${BATCH_SHOW_CHOICES[value]}, ${formatNumber(count, 0)} ${count === 1 ? "row" : "rows"}`,
        checked: value === show,
      };
    }),
    onChoose: (value) => send({ type: "filter.change", show: value }),
  };
}

/** Whether the rows a 'Show rows' choice shows include the rows of an attention line. */
const showsRowsOf = (show: BatchShow, kind: "failed" | BatchCautionKind): boolean =>
  show === "all" || show === "attention" || show === kind;

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
  /** The entries not converted and the kinds of caution, listed before the results, each a link to a row; or null. */
  readonly attention: BatchAttention | null;
  /** 'Show rows': which rows the results list shows; null when nothing needs attention. */
  readonly filter: BatchFilterView | null;
  /**
   * Before a link of the attention list takes the focus to its row: when the rows shown hide it,
   * all rows are shown again (the person asked for that row).
   */
  readonly revealRowsOf: (kind: "failed" | BatchCautionKind) => void;
}

function actionsReason(snapshot: BatchSnapshot, reasonId: string): BatchView["actionsReason"] {
  if (snapshot.matches({ list: "editing" })) return { reason: BATCH_MESSAGES.notConverted, reasonId, download: true };
  const copyOff = !selectCanCopy(snapshot) && !selectIsCopying(snapshot);
  return { reason: copyOff ? BATCH_MESSAGES.noneConverted : null, reasonId, download: false };
}

export function connectBatch(snapshot: BatchSnapshot, send: (event: BatchEvent) => void, idPrefix: string): BatchView {
  const id = `${idPrefix}-batch-values`;
  const show = selectShow(snapshot);
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
    filter: filterView(selectOutcome(snapshot), show, send, idPrefix),
    revealRowsOf: (kind) => {
      if (!showsRowsOf(show, kind)) send({ type: "filter.change", show: "all" });
    },
  };
}
