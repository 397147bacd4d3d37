/**
 * Batch Convert's test model, shared by the machine, view and browser levels.
 */
import type { BatchEvent } from "~/machines/batch/batch.types";
import { batchMachine, batchCopyableText } from "~/machines/batch/batch.machine";
import type { BatchEntry, BatchInput, BatchShow } from "~/machines/batch/batch.types";
import type { BatchSnapshot } from "~/machines/batch/batch.selectors";
import { batchRowText, connectBatch } from "~/machines/batch/batch.connect";
import { createMachineModel } from "./model";

/** The calculator settings the batch starts with (the /20-mg-to-ml page: 10 mg/mL, mg → mL). */
export const BATCH_MODEL_INPUT: BatchInput = { mgPerMl: 10, ratio: [10, 1], direction: "mgToMl" };

export const BATCH_MODEL_EVENTS = [
  { type: "input.change", value: "10, 25; abc\n50" },
  // Under 0.1 mL, a plain one, over 10 mL and between syringe marks at 10 mg/mL: every caution kind.
  { type: "input.change", value: "0.5, 20, 600, 24.5" },
  { type: "input.change", value: "" },
  { type: "settings.change", mgPerMl: 50, ratio: [50, 1], direction: "mgToMl" },
  { type: "settings.change", mgPerMl: null, ratio: null, direction: "mgToMl" },
  { type: "convert" },
  { type: "clear" },
  { type: "copy" },
  { type: "download" },
  { type: "filter.change", show: "all" },
  { type: "filter.change", show: "attention" },
  { type: "filter.change", show: "small" },
  { type: "filter.change", show: "large" },
  { type: "filter.change", show: "precision" },
] as const satisfies readonly BatchEvent[];

export function createBatchModel(options: { strategy?: "paths" | "walk" } = {}) {
  return createMachineModel(batchMachine, {
    name: "batch",
    strategy: options.strategy,
    input: BATCH_MODEL_INPUT,
    // Only real changes: a field set to the text it already holds (the values, or the Calculator
    // tab's concentration) sends no input event in a browser, so a person cannot make that step
    // and in a long walk the page and the model would part.
    events: (s) =>
      BATCH_MODEL_EVENTS.filter((e) => {
        if (e.type === "input.change") return e.value !== s.context.inputText;
        // 'Show rows' offers only the choices the results have, and choosing the chosen one changes nothing.
        if (e.type === "filter.change")
          return connectBatch(s, () => {}, "m").filter?.choices.some((c) => c.value === e.show && !c.checked) ?? false;
        if (e.type === "settings.change") {
          const { mgPerMl, ratio, direction } = s.context;
          return (
            JSON.stringify({ mgPerMl, ratio, direction }) !==
            JSON.stringify({ mgPerMl: e.mgPerMl, ratio: e.ratio, direction: e.direction })
          );
        }
        return true;
      }),
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        input: s.context.inputText,
        mgPerMl: s.context.mgPerMl,
        ratio: s.context.ratio,
        direction: s.context.direction,
        hint: s.context.hint,
        results: batchCopyableText(s.context),
        copied: s.context.copiedText,
      }),
  });
}

export interface BatchScreen {
  input: string;
  /** The list region's state: a converted list with cautioned entries is framed as a caution. */
  cautions: boolean;
  summary: string;
  hint: string | null;
  settingsLine: string;
  copyEnabled: boolean;
  downloadEnabled: boolean;
  /** Why 'Copy all' (and 'Download CSV') are off (issue 53), or null while they are on. */
  actionsReason: string | null;
  copied: boolean;
  /** One line per entry as shown, or null before Convert All. */
  lines: string[] | null;
  /** The attention list before the results: its title and its links' words, or null. */
  attention: { title: string; links: string[] } | null;
  /** 'Show rows': each choice's accessible name, the checked one, and the rows shown; or null. */
  filter: { choices: string[]; checked: string; shown: string[] } | null;
}

export function expectedBatchScreen(s: BatchSnapshot): BatchScreen {
  // The panel's own view model (batch.connect.ts): what the page renders is what is expected.
  const view = connectBatch(s, () => {}, "expected");
  return {
    input: view.values.value,
    cautions: view.summary.cautions,
    summary: view.summary.text,
    hint: view.values.hint,
    settingsLine: view.settingsLine,
    copyEnabled: view.copy.canCopy,
    downloadEnabled: !view.download.disabled,
    actionsReason: view.actionsReason.reason,
    copied: view.copied,
    lines: view.outcome?.entries.map(batchRowText) ?? null,
    attention: view.attention
      ? { title: view.attention.title, links: view.attention.entries.map((e) => e.text) }
      : null,
    filter: view.filter
      ? {
          choices: view.filter.choices.map((c) => c.name),
          checked: view.filter.choices.find((c) => c.checked)!.name,
          shown: (view.outcome?.entries ?? []).filter((e) => shownBy(view.filter!.show, e)).map(batchRowText),
        }
      : null,
  };
}

/** Whether a 'Show rows' choice shows an entry's row. */
function shownBy(show: BatchShow, e: BatchEntry): boolean {
  if (show === "all") return true;
  if (!e.ok) return show === "attention";
  return e.caution !== null && (show === "attention" || show === e.caution.kind);
}
