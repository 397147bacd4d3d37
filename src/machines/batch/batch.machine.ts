/**
 * Batch Convert (decisions.md: a working feature). The person pastes a list; 'Convert All'
 * converts every entry with the calculator's current concentration and direction; invalid
 * entries are flagged on their own line while the rest convert; the results can be copied and
 * downloaded as CSV.
 *
 * Regions (parallel):
 *   list   editing ⇄ converted. Changing the list returns to editing and clears the results, so
 *          results never describe a list that is no longer there. A change of the calculator's
 *          concentration or direction (settings.change, forwarded by the view) re-converts the
 *          same list at once, or clears the results when the concentration is no longer valid.
 *          The settings carry the concentration as written (`ratio`, e.g. [100, 3] for
 *          "100 mg per 3 mL"): entries are divided by it exactly as the calculator does.
 *   filter all ⇄ narrowed.(attention | small | large | precision): which rows the results list
 *          shows (issue 53: every row that needs attention within reach). A choice the results do
 *          not offer (no entry of that kind) is refused; new results (Convert All, a settings
 *          change, an edit, Clear) show all rows again, so a choice never hides a new list.
 *   copy   idle → copying (invokes `writeClipboard`) → copied → idle after `copiedTimeout`
 *          (2000 ms), or at once when the results change. Copy needs converted entries.
 *
 * Side effects leave the machine: clipboard via the provided `writeClipboard` actor; the CSV
 * download is the emitted `download.csv` event (the view makes the file); toasts answer
 * `copy.succeeded` / `copy.failed`. What the page's one announcer says (src/lib/announce.ts)
 * comes with the emitted events, in the machine's words: the summary after Convert All
 * (`converted`), the hint when Convert All cannot run (`convert.refused`, and the view moves the
 * focus to the list), the copy's outcome, what Clear cleared (`cleared`) and the file Download
 * CSV makes (`download.csv`). A re-conversion after a settings change is not
 * announced: the person is in the Calculator tab, whose result the converter announces.
 */
import { assign, emit, setup } from "xstate";
import * as copyKit from "~/machines/copy-region/copy-region";
import { sameRatio, type ConcentrationRatio } from "~/domain/number/concentration";
import {
  BATCH_MESSAGES,
  batchConvertedAnnouncement,
  batchCopiedText,
  batchCopyText,
  batchCsv,
  batchDownloadAnnouncement,
  batchFilename,
  batchShownCount,
  convertBatch,
  hasValues,
} from "./batch.calc";
import type { BatchContext, BatchEmitted, BatchEvent, BatchInput, BatchSettings, BatchShow } from "./batch.types";
import type { MachineDocs } from "~/machines/machine-docs";

const docs = {
  title: "Batch Convert",
  summary:
    "Converts a pasted list of amounts with the calculator's current concentration and direction. Invalid entries are flagged on their own line while the rest convert; results can be copied (copied indicator for 2\u202f000 ms) and downloaded as CSV. Changing the list clears the results; changing the calculator's settings converts the same list again.",
  usedOn: "The Batch Convert tab of the converter card, a child of the converter card.",
  events: {
    "input.change": "The person types or pastes in 'Values to convert'.",
    "settings.change":
      "The calculator's concentration, direction or route changed (forwarded by the converter card): the route's syringe kind judges each entry's caution.",
    convert: "The person presses Convert All: the summary is announced, or the hint (and the focus moves to the list).",
    clear: "The person presses Clear: the list and the results are emptied; the announcer says what was cleared.",
    copy: "The person presses Copy all (only possible when some entries converted).",
    download: "The person presses Download CSV (only possible after Convert All); the announcer names the file.",
    "filter.change":
      "The person chooses which rows the results list shows under 'Show rows': all, only those that need attention, or only those with one kind of caution.",
    "xstate.done.actor.writeClipboard":
      "The browser accepted the clipboard write: a toast confirms and the copied indicator turns on.",
    "xstate.error.actor.writeClipboard":
      "The browser refused the clipboard write: an error toast suggests the CSV instead.",
    "xstate.after.copiedTimeout": "2\u202f000 ms after a successful copy the copied indicator turns off.",
    always:
      "While the indicator is on: when the results are no longer the copied ones, it turns off at once. After Convert All: whether any entry carries a caution.",
  },
  guards: {
    hasNoValues: "The list has no values to convert.",
    listIsBlank: "The list is already empty (nothing typed but spaces) and no hint shows: Clear has nothing to clear.",
    hasNoConcentration: "The calculator has no valid concentration (missing, 0 or below).",
    settingsChanged:
      "The forwarded concentration, direction or syringe kind differs from the current one (an unchanged setting is ignored).",
    invalidSettingsArrive:
      "The settings changed and the new concentration is not valid (missing, 0 or below): the results cannot stand.",
    hasConvertedEntries: "At least one entry converted (there is something to copy).",
    hasCautionedEntries:
      "At least one converted entry carries a caution (batch.calc.ts batchCaution, the one syringe rule).",
    resultsChangedSinceCopy: "The results now differ from the text that was copied.",
    showsAll: "The person chose all rows.",
    showsAttention:
      "The person chose the rows that need attention, and some entry was not converted or carries a caution.",
    showsSmall: "The person chose the rows under 0.1 mL, and some entry is.",
    showsLarge: "The person chose the rows over 10 mL, and some entry is.",
    showsPrecision: "The person chose the rows between syringe marks, and some entry is.",
  },
  delays: { copiedTimeout: "How long the copied indicator stays on: 2\u202f000 ms." },
  actors: {
    writeClipboard: "Writes the converted list to the clipboard (navigator.clipboard in the browser, a fake in tests).",
  },
  clauses: {
    "S4.7": ["batch.list", "batch.list.editing"],
    "S5.4": ["batch:input.change"],
    "S9.4": ["batch:xstate.after.copiedTimeout"],
    "D3.6": ["batch:convert", "batch.list.converted"],
    "D3.7": ["batch:settings.change"],
    "D3.8": ["batch:input.change", "batch:clear"],
    "D3.9": [
      "batch:copy",
      "batch.copy",
      "batch.copy.idle",
      "batch.copy.copying",
      "batch.copy.copied",
      "batch:xstate.done.actor.writeClipboard",
      "batch:xstate.error.actor.writeClipboard",
      "batch:always",
    ],
    "D3.10": ["batch:download"],
    M15: ["batch.list.converted.checking", "batch.list.converted.clean", "batch.list.converted.withCautions"],
    M29: ["batch:clear"],
    "M53.1": [
      "batch.filter",
      "batch.filter.all",
      "batch.filter.narrowed",
      "batch.filter.narrowed.attention",
      "batch.filter.narrowed.small",
      "batch.filter.narrowed.large",
      "batch.filter.narrowed.precision",
      "batch:filter.change",
    ],
  },
} satisfies MachineDocs;

/** True when the results hold at least one converted entry (something to copy). */
function hasCopyableResults(context: BatchContext): boolean {
  return context.outcome !== null && context.outcome.converted > 0;
}

/** The text 'Copy all' writes, or null when nothing was converted. */
export function batchCopyableText(context: BatchContext): string | null {
  return context.outcome && hasCopyableResults(context) ? batchCopyText(context.outcome) : null;
}

const positive = (x: number | null | undefined): boolean => typeof x === "number" && Number.isFinite(x) && x > 0;

/** A concentration to convert with: mg/mL and the ratio as written, both finite and above 0. */
function isValidConcentration({ mgPerMl, ratio }: Pick<BatchSettings, "mgPerMl" | "ratio">): boolean {
  return positive(mgPerMl) && ratio !== null && positive(ratio[0]) && positive(ratio[1]);
}

/** The ratio from an event or input; a missing one (an old caller) counts as not valid. */
function ratioOf(settings: { ratio?: ConcentrationRatio | null }): ConcentrationRatio | null {
  return settings.ratio ?? null;
}

/** A choice of 'Show rows' the results offer: all rows, or a choice that shows at least one row. */
function offers(context: BatchContext, event: BatchEvent, show: BatchShow): boolean {
  return (
    event.type === "filter.change" &&
    event.show === show &&
    (show === "all" || (context.outcome !== null && batchShownCount(context.outcome, show) > 0))
  );
}

function settingsChanged(context: BatchContext, event: BatchEvent): boolean {
  return (
    event.type === "settings.change" &&
    (event.mgPerMl !== context.mgPerMl ||
      !sameRatio(ratioOf(event), context.ratio) ||
      event.direction !== context.direction ||
      (event.family ?? "oral") !== context.family)
  );
}

export const batchMachine = setup({
  types: {
    context: {} as BatchContext,
    events: {} as BatchEvent,
    input: {} as BatchInput,
    emitted: {} as BatchEmitted,
  },
  actors: {
    /** Provided by the view (navigator.clipboard) and by tests. */
    writeClipboard: copyKit.writeClipboardActor,
  },
  delays: { copiedTimeout: copyKit.COPIED_TIMEOUT_MS },
  guards: {
    hasNoValues: ({ context }) => !hasValues(context.inputText),
    listIsBlank: ({ context }) => context.inputText.trim() === "" && context.hint === null,
    hasNoConcentration: ({ context }) => !isValidConcentration(context),
    /** New settings that differ from the current ones (an unchanged setting is ignored). */
    settingsChanged: ({ context, event }) => settingsChanged(context, event),
    /** Changed settings whose concentration is not valid: results cannot stand. */
    invalidSettingsArrive: ({ context, event }) =>
      settingsChanged(context, event) &&
      event.type === "settings.change" &&
      !isValidConcentration({ mgPerMl: event.mgPerMl, ratio: ratioOf(event) }),
    /** Checked on every snapshot by the view (snapshot.can): cheap, no copy text is written. */
    hasConvertedEntries: ({ context }) => hasCopyableResults(context),
    hasCautionedEntries: ({ context }) => (context.outcome?.cautioned ?? 0) > 0,
    resultsChangedSinceCopy: ({ context }) => batchCopyableText(context) !== context.copiedText,
    showsAll: ({ context, event }) => offers(context, event, "all"),
    showsAttention: ({ context, event }) => offers(context, event, "attention"),
    showsSmall: ({ context, event }) => offers(context, event, "small"),
    showsLarge: ({ context, event }) => offers(context, event, "large"),
    showsPrecision: ({ context, event }) => offers(context, event, "precision"),
  },
  actions: {
    setInput: assign({
      inputText: ({ event }) => (event.type === "input.change" && typeof event.value === "string" ? event.value : ""),
      hint: null,
    }),
    setSettings: assign(({ context, event }) =>
      event.type === "settings.change"
        ? { mgPerMl: event.mgPerMl, ratio: ratioOf(event), direction: event.direction, family: event.family ?? "oral" }
        : { mgPerMl: context.mgPerMl, ratio: context.ratio, direction: context.direction, family: context.family },
    ),
    clearSettingsHint: assign({
      hint: ({ context }) => (context.hint === BATCH_MESSAGES.noConcentration ? null : context.hint),
    }),
    convertAll: assign({
      outcome: ({ context }) =>
        convertBatch(
          context.inputText,
          context.mgPerMl ?? Number.NaN,
          context.direction,
          context.ratio,
          context.family,
        ),
      hint: null,
    }),
    clearResults: assign({ outcome: null }),
    clearAll: assign({ inputText: "", outcome: null, hint: null }),
    hintNoValues: assign({ hint: BATCH_MESSAGES.noValues }),
    hintNoConcentration: assign({ hint: BATCH_MESSAGES.noConcentration }),
    /** Convert All ran: the announcer says the summary. */
    emitConverted: emit(({ context }) => ({
      type: "converted" as const,
      announcement: context.outcome ? batchConvertedAnnouncement(context.outcome) : "",
    })),
    /** Convert All could not run: the announcer says the hint; the view focuses the list. */
    emitConvertRefused: emit(({ context }) => ({
      type: "convert.refused" as const,
      hint: context.hint ?? "",
      announcement: context.hint ?? "",
    })),
    emitDownload: emit(({ context }) => {
      const filename = batchFilename(context.outcome?.direction ?? context.direction);
      return {
        type: "download.csv" as const,
        filename,
        csv: context.outcome ? batchCsv(context.outcome) : "",
        announcement: batchDownloadAnnouncement(filename, context.outcome?.entries.length ?? 0),
      };
    }),
    /** Clear: the announcer says what it cleared (the words of the state it was in). */
    emitCleared: emit({ type: "cleared" as const, announcement: BATCH_MESSAGES.cleared }),
    emitClearedWithResults: emit({ type: "cleared" as const, announcement: BATCH_MESSAGES.clearedWithResults }),
    emitAlreadyEmpty: emit({ type: "cleared" as const, announcement: BATCH_MESSAGES.alreadyEmpty }),
    // Also the number of entries being copied: the toast and the announcer name the entries of the
    // text copied, even when the results changed while it was written.
    ...copyKit.copyRegionActions<BatchContext, BatchEvent>(batchCopyableText, (context) => ({
      copyingCount: context.outcome?.converted ?? 0,
    })),
    emitCopySucceeded: emit(({ context }) => {
      const count = context.copyingCount;
      return {
        type: "copy.succeeded" as const,
        text: context.copyingText ?? "",
        count,
        announcement: `Copied. ${batchCopiedText(count)}.`,
      };
    }),
    emitCopyFailed: emit(({ event }) => {
      const message = `Could not copy to the clipboard${copyKit.clipboardErrorReason("error" in event ? event.error : undefined)}. Download the CSV instead.`;
      return { type: "copy.failed" as const, message, announcement: `Copy failed. ${message}` };
    }),
  },
}).createMachine({
  id: "batch",
  meta: { docs },
  type: "parallel",
  context: ({ input }) => ({
    inputText: input.inputText ?? "",
    mgPerMl: input.mgPerMl,
    ratio: ratioOf(input),
    direction: input.direction,
    family: input.family ?? "oral",
    outcome: null,
    hint: null,
    ...copyKit.initialCopyContext,
    copyingCount: 0,
  }),
  states: {
    list: {
      description: "The list and its results.",
      initial: "editing",
      states: {
        editing: {
          description: "The list as typed, no results shown (a hint says why when Convert All could not run).",
          on: {
            "input.change": { actions: "setInput" },
            "settings.change": { guard: "settingsChanged", actions: ["setSettings", "clearSettingsHint"] },
            convert: [
              { guard: "hasNoValues", actions: ["hintNoValues", "emitConvertRefused"] },
              { guard: "hasNoConcentration", actions: ["hintNoConcentration", "emitConvertRefused"] },
              { target: "converted", actions: ["convertAll", "emitConverted"] },
            ],
            clear: [
              {
                guard: "listIsBlank",
                actions: ["clearAll", "emitAlreadyEmpty"],
                description: "Nothing to clear: the announcer says so.",
              },
              { actions: ["clearAll", "emitCleared"], description: "The list (and any hint) is emptied." },
            ],
          },
        },
        converted: {
          description: "Every entry of the list converted with the current settings, or flagged on its own line.",
          initial: "checking",
          on: {
            "input.change": { target: "editing", actions: ["setInput", "clearResults"] },
            "settings.change": [
              {
                guard: "invalidSettingsArrive",
                target: "editing",
                actions: ["setSettings", "clearResults", "hintNoConcentration"],
              },
              { guard: "settingsChanged", target: ".checking", actions: ["setSettings", "convertAll"] },
            ],
            convert: { target: ".checking", actions: ["convertAll", "emitConverted"] },
            clear: { target: "editing", actions: ["clearAll", "emitClearedWithResults"] },
            download: { actions: "emitDownload" },
          },
          states: {
            checking: {
              description:
                "Transient: the list was just converted; the guard asks whether any entry carries a caution.",
              always: [{ guard: "hasCautionedEntries", target: "withCautions" }, { target: "clean" }],
            },
            clean: { description: "Every converted entry falls on a mark of the recommended oral syringe." },
            withCautions: {
              description:
                "Caution: some converted entries are under 0.1 mL, more than any syringe here, or between the marks of the recommended syringe; each says so on its line and the summary counts them.",
            },
          },
        },
      },
    },
    filter: {
      description: "Which rows of the results list are shown (issue 53): 'Show rows' under the list's summary.",
      initial: "all",
      on: {
        "filter.change": [
          { guard: "showsAll", target: ".all" },
          { guard: "showsAttention", target: ".narrowed.attention" },
          { guard: "showsSmall", target: ".narrowed.small" },
          { guard: "showsLarge", target: ".narrowed.large" },
          { guard: "showsPrecision", target: ".narrowed.precision" },
        ],
      },
      states: {
        all: { description: "Every row of the list is shown, each in the accessibility tree." },
        narrowed: {
          description:
            "Only some rows are shown. New results show all rows again: Convert All, a settings change, an edit of the list or Clear.",
          // Always entered at a choice ('Show rows' targets one): the initial state is never taken alone.
          initial: "attention",
          on: {
            "input.change": { target: "all" },
            convert: { target: "all" },
            clear: { target: "all" },
            "settings.change": { guard: "settingsChanged", target: "all" },
          },
          states: {
            attention: { description: "Only the rows that need attention: not converted, or with a caution." },
            small: { description: "Only the rows with a caution under 0.1 mL, hard to measure." },
            large: { description: "Only the rows with a caution over 10 mL, check the dose." },
            precision: { description: "Only the rows with a caution between syringe marks." },
          },
        },
      },
    },
    copy: copyKit.copyRegion(
      { canCopy: "hasConvertedEntries", changedSinceCopy: "resultsChangedSinceCopy" },
      {
        region: "The copy region: whether the converted list is being copied or was just copied.",
        idle: "Nothing being copied; 'Copy all' is enabled while some entries converted.",
        copying: "The converted list is being written to the clipboard.",
        copied: "The copied indicator is on for 2\u202f000 ms, while the results are still the copied ones.",
      },
    ),
  },
});
