/**
 * The converter: mg ⇄ mL for a concentration in mg/mL (spec sections 3, 4, 5, 8, 9 and
 * decisions.md "Converter").
 *
 * Context keeps what the person typed (amount, concentration) and the direction; the result is
 * derived from them (converter.calc.ts `evaluateConverter`, read through converter.selectors.ts),
 * so it is recalculated on every change and can never be stale.
 *
 * Structure:
 *   root   handles the form events: amount.change, concentration.change, preset.select, swap,
 *          reset, calculate. They never wait: typing always updates the inputs.
 *   copy   the copy region: idle → copying (invokes the `writeClipboard` actor) → copied, and
 *          back to idle after the named delay `copiedTimeout` (2,000 ms), or at once when the
 *          result changes so the indicator never refers to an old value. A refused write goes
 *          back to idle. Copy is allowed only when there is a result (guard `hasResult`), so
 *          `snapshot.can({ type: "copy" })` is what enables the 'Copy result' button.
 *
 * Side effects leave the machine: the clipboard is the provided `writeClipboard` promise actor
 * (the default refuses, so the machine runs in Node and tests provide a fake); toasts and focus
 * are the view's answer to the emitted `copy.succeeded`, `copy.failed` and `calculated` events.
 */
import { assign, emit, fromPromise, setup } from "xstate";
import { evaluationOf } from "./converter.selectors";
import { fieldText, flipDirection, presetConcentration } from "./converter.calc";
import type {
  ConverterContext,
  ConverterEmitted,
  ConverterEvent,
  ConverterInput,
  WriteClipboardInput,
} from "./converter.types";

/** How long the copied indicator stays on (spec section 9: 2000 ms). */
export const COPIED_TIMEOUT_MS = 2000;

/** The copyable result text ("2 mL"), or null when there is no exact result. */
export function copyableText(context: ConverterContext): string | null {
  const { result } = evaluationOf(context);
  return result.status === "ok" ? result.text : null;
}

/** The message of a refused clipboard write, for the error toast. */
function clipboardErrorMessage(error: unknown): string {
  const reason = error instanceof Error && error.message ? ` (${error.message})` : "";
  return `Could not copy to the clipboard${reason}. Select the result and copy it by hand.`;
}

export const converterMachine = setup({
  types: {
    context: {} as ConverterContext,
    events: {} as ConverterEvent,
    input: {} as ConverterInput,
    emitted: {} as ConverterEmitted,
  },
  actors: {
    /** Writes text to the clipboard. Provided by the view (navigator.clipboard) and by tests. */
    writeClipboard: fromPromise<void, WriteClipboardInput>(async () => {
      throw new Error("No clipboard available");
    }),
  },
  delays: {
    copiedTimeout: COPIED_TIMEOUT_MS,
  },
  guards: {
    hasResult: ({ context }) => copyableText(context) !== null,
    isKnownPreset: ({ event }) => event.type === "preset.select" && presetConcentration(event.name) !== undefined,
    resultChangedSinceCopy: ({ context }) => copyableText(context) !== context.copiedText,
  },
  actions: {
    setAmount: assign({
      amountText: ({ event }) => (event.type === "amount.change" && typeof event.value === "string" ? event.value : ""),
    }),
    setConcentration: assign({
      concentrationText: ({ event }) =>
        event.type === "concentration.change" && typeof event.value === "string" ? event.value : "",
    }),
    selectPreset: assign({
      concentrationText: ({ context, event }) => {
        const value = event.type === "preset.select" ? presetConcentration(event.name) : undefined;
        return value === undefined ? context.concentrationText : fieldText(value);
      },
    }),
    /** Flip the direction and move the current result (number only, "0" when empty) into the amount. */
    swap: assign(({ context }) => {
      const { result } = evaluationOf(context);
      return {
        amountText: result.status === "none" ? "0" : result.plain,
        direction: flipDirection(context.direction),
      };
    }),
    /** Back to the page's own defaults (decisions.md). */
    reset: assign(({ context }) => ({
      amountText: fieldText(context.defaults.amount),
      concentrationText: fieldText(context.defaults.concentration),
      direction: context.defaults.direction,
    })),
    countCalculation: assign({ calculations: ({ context }) => context.calculations + 1 }),
    emitCalculated: emit(({ context }) => {
      const evaluation = evaluationOf(context);
      const { result } = evaluation;
      const invalidField = !evaluation.amount.ok ? "amount" : !evaluation.concentration.ok ? "concentration" : null;
      return {
        type: "calculated" as const,
        ok: result.status !== "none",
        text: result.status === "none" ? "" : result.text,
        invalidField,
      };
    }),
    rememberCopyingText: assign({ copyingText: ({ context }) => copyableText(context) }),
    rememberCopiedText: assign({ copiedText: ({ context }) => context.copyingText, copyingText: null }),
    forgetCopy: assign({ copyingText: null, copiedText: null }),
    emitCopySucceeded: emit(({ context }) => ({ type: "copy.succeeded" as const, text: context.copyingText ?? "" })),
    emitCopyFailed: emit(({ context, event }) => ({
      type: "copy.failed" as const,
      text: context.copyingText ?? "",
      message: clipboardErrorMessage("error" in event ? event.error : undefined),
    })),
  },
}).createMachine({
  id: "converter",
  context: ({ input }) => ({
    defaults: input.preset,
    amountText: fieldText(input.preset.amount),
    concentrationText: fieldText(input.preset.concentration),
    direction: input.preset.direction,
    copyingText: null,
    copiedText: null,
    calculations: 0,
  }),
  on: {
    "amount.change": { actions: "setAmount" },
    "concentration.change": { actions: "setConcentration" },
    "preset.select": { guard: "isKnownPreset", actions: "selectPreset" },
    swap: { actions: "swap" },
    reset: { actions: "reset" },
    calculate: { actions: ["countCalculation", "emitCalculated"] },
  },
  initial: "copy",
  states: {
    copy: {
      initial: "idle",
      states: {
        idle: {
          on: { copy: { guard: "hasResult", target: "copying", actions: "rememberCopyingText" } },
        },
        copying: {
          invoke: {
            id: "writeClipboard",
            src: "writeClipboard",
            input: ({ context }) => ({ text: context.copyingText ?? "" }),
            onDone: { target: "copied", actions: ["emitCopySucceeded", "rememberCopiedText"] },
            onError: { target: "idle", actions: ["emitCopyFailed", "forgetCopy"] },
          },
        },
        copied: {
          // The indicator refers to the copied value only: a new result turns it off at once.
          always: { guard: "resultChangedSinceCopy", target: "idle", actions: "forgetCopy" },
          after: { copiedTimeout: { target: "idle", actions: "forgetCopy" } },
          on: { copy: { guard: "hasResult", target: "copying", actions: "rememberCopyingText" } },
        },
      },
    },
  },
});
