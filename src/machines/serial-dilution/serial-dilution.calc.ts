/**
 * Which state of the serial dilution machine shows a status of the domain
 * (src/domain/lab/serial-dilution.ts): one state per status, per hint and per caution. Pure; the
 * status is memoised per inputs object, so every guard of one evaluation reads the same status.
 */
import { perObject } from "~/domain/per-object";
import {
  DEFAULT_SERIAL_INPUTS,
  evaluateSerialDilution,
  SERIAL_CSV_FILENAME,
  type SerialInputs,
  type SerialStatus,
} from "~/domain/lab/serial-dilution";
import { noResultWords, withStop } from "~/domain/sentences";
import { judgedSingle, type IncompleteStatus } from "~/domain/touched";
import { INVALID_STATES, READY_STATES, REASON_STATE, SERIAL_FIELDS, type SerialField } from "./serial-dilution.types";

/** The domain's status for what was typed and chosen (once per inputs object). */
export const serialStatusOf: (inputs: SerialInputs) => SerialStatus = perObject(evaluateSerialDilution);

/**
 * Entries that read without a refusal, standing in for fields not yet touched while the fields
 * after them are judged: never shown, never a result (a stand-in's status is only ever `incomplete`).
 */
const STAND_IN: Readonly<Record<SerialField, string>> = {
  stock: "1",
  factor: "10",
  target: "1",
  steps: "1",
  volume: "1",
};

/**
 * The status as the person sees it (issue 54): a refusal that only says a field not yet touched is
 * empty is `incomplete` (nothing marked, nothing said), unless a touched field after it refuses its
 * entry (found by evaluating again with a stand-in for each waiting field; a refusal of the
 * numbers together, too large or too small, may come from a stand-in and is not said). Without
 * `touched`, every refusal shows.
 */
export function judgedSerialStatus(inputs: SerialInputs, touched?: readonly string[]): SerialStatus | IncompleteStatus {
  const status = serialStatusOf(inputs);
  if (!touched) return status;
  const waiting: SerialField[] = [];
  let filled = inputs;
  let judged: SerialStatus | IncompleteStatus = judgedSingle(status, touched);
  while (judged.kind === "incomplete" && status.kind === "invalid") {
    const field = (judged as IncompleteStatus<SerialField>).waiting[0]!;
    if (waiting.includes(field)) break;
    waiting.push(field);
    filled = { ...filled, [field]: STAND_IN[field] };
    judged = judgedSingle(evaluateSerialDilution(filled), touched);
  }
  const own = judged.kind === "invalid" && !waiting.includes(judged.field) && !OUT_OF_RANGE.includes(judged.reason);
  return waiting.length === 0 || own ? judged : { kind: "incomplete", waiting, notes: {} };
}

/** Refusals of the numbers together (a tube too small or too large to calculate), not of one entry. */
const OUT_OF_RANGE: readonly string[] = ["too-large", "too-small"];

/** "empty", "incomplete", "invalid.steps.notWhole", "unreachable", "ready.cautionTransferBelowPipette". */
export function serialStatePath(status: SerialStatus | IncompleteStatus): string {
  if (status.kind === "invalid") return `invalid.${status.field}.${REASON_STATE[status.reason]}`;
  if (status.kind === "ready") return `ready.${status.variant}`;
  return status.kind;
}

/** Every leaf of the result region, in the order its guarded transitions are tried. */
export const RESULT_STATE_PATHS: readonly string[] = [
  "empty",
  "incomplete",
  ...SERIAL_FIELDS.flatMap((field) => INVALID_STATES[field].map((s) => `invalid.${field}.${s}`)),
  "unreachable",
  ...READY_STATES.map((s) => `ready.${s}`),
];

/** The text 'Copy plan' writes (summary, volumes, steps, tubes, caution), or null without a plan. */
export function copyablePlan(inputs: SerialInputs): string | null {
  const status = serialStatusOf(inputs);
  return status.kind === "ready" ? status.plan.copy : null;
}

/** The file 'Download CSV' saves, or null without a plan. */
export function csvOf(inputs: SerialInputs): { filename: string; csv: string; announcement: string } | null {
  const status = serialStatusOf(inputs);
  if (status.kind !== "ready") return null;
  const n = status.plan.tubes.length;
  return {
    filename: SERIAL_CSV_FILENAME,
    csv: status.plan.csv,
    announcement: `Downloaded ${SERIAL_CSV_FILENAME}: the stock and ${n} ${n === 1 ? "tube" : "tubes"}.`,
  };
}

/** Reset clears the five fields and keeps the choices (units, mode, what the volume means). */
export function resetInputs(inputs: SerialInputs): SerialInputs {
  const { stock, factor, target, steps, volume } = DEFAULT_SERIAL_INPUTS;
  return { ...inputs, stock, factor, target, steps, volume };
}

/**
 * What the page's announcer says once typing settles: the plan's summary and what to pipette, with
 * its caution; or why there is no plan (the field to fix, or a final concentration not below the
 * stock). The tubes' list is on the page and in 'Copy plan'.
 */
export function settledAnnouncement(inputs: SerialInputs, touched?: readonly string[]): string {
  const status = judgedSerialStatus(inputs, touched);
  // Waiting for fields not yet touched: nothing to say of them (issue 54).
  if (status.kind === "incomplete") return "";
  if (status.kind === "ready") {
    const caution = status.caution ? ` Caution: ${withStop(status.caution)}` : "";
    return `Result: ${withStop(status.plan.summary)} ${withStop(status.plan.instruction)}${caution}`;
  }
  if (status.kind === "invalid") return noResultWords(status.message);
  if (status.kind === "unreachable") return noResultWords(status.message);
  return "No result.";
}
