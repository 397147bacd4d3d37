/**
 * What the clinical calculators' machines (weight-dose, reconstitution) share, written once: the
 * words of their common events, guards, delay and actor; the copy region's words; the guards that
 * read the one evaluation of the inputs (its status, an aspect of a ready result, the copy line);
 * the actions that keep a typed field, clear the form and say so, and copy. Each machine adds its
 * own events, choices and states. Config and pure functions only: no React, no browser API.
 */
import { assign, emit, type EventObject } from "xstate";
import { copyRegionActions, type CopyRegionContext, type CopyRegionWords } from "~/machines/copy-region/copy-region";
import { copyOutcomeEmitters } from "~/machines/converter/converter.outputs";

/** The words of the events every clinical machine takes besides a person's. */
export const CLINICAL_EVENT_WORDS = {
  copy: "The person presses Copy result.",
  always: "Eventless: the inputs just changed, or the copied line is no longer the result.",
  "xstate.after.copiedTimeout": "The copied indicator's 2 seconds run out.",
  "xstate.done.actor.writeClipboard": "The clipboard accepted the line.",
  "xstate.error.actor.writeClipboard": "The clipboard refused the line.",
} as const;

/** The words of the guards every clinical machine has (`statusIs` names its domain file). */
export const clinicalGuardWords = (domainFile: string) => ({
  statusIs: `The evaluation of the inputs (${domainFile}) is this status.`,
  aspectIs: "This region of the result shows this aspect.",
  hasResult: "There is a result to copy.",
  resultChangedSinceCopy: "The line shown is no longer the line copied.",
  isKnownChoice: "The choice is one the form offers.",
});

export const CLINICAL_TIMING_WORDS = {
  delays: { copiedTimeout: "How long the copied indicator stays on: 2,000 ms." },
  actors: { writeClipboard: "Writes the line to the clipboard (provided by the page; tests answer it)." },
} as const;

export const CLINICAL_COPY_WORDS: CopyRegionWords = {
  region: "The copy region: whether the result's line is being written or was just copied.",
  idle: "Nothing being copied; 'Copy result' is enabled while there is a result.",
  copying: "The result's line, cautions included, is being written to the clipboard.",
  copied: "The copied indicator is on for 2,000 ms, while the result is still the copied one.",
};

/** What a clinical machine asks of its inputs (its .calc.ts). */
export interface ClinicalCalc<I, S extends string, R extends string> {
  readonly resultStatusOf: (inputs: I) => S;
  readonly aspectOf: (inputs: I, region: R) => string | null;
  readonly copyableLine: (inputs: I) => string | null;
}

interface ClinicalContext<I> extends CopyRegionContext {
  readonly inputs: I;
}

/**
 * A machine's choices: for each choice event, the event's key that carries the option, the input it
 * sets and the options the form offers. `isKnownChoice` and `setChoice` read it.
 */
export type ClinicalChoices<I> = Readonly<
  Record<string, { readonly key: string; readonly input: keyof I; readonly options: readonly string[] }>
>;

/** The option a choice event carries when the form offers it, with the input it sets; else null. */
function chosen<I>(choices: ClinicalChoices<I>, event: EventObject): { input: keyof I; option: string } | null {
  const choice = Object.hasOwn(choices, event.type) ? choices[event.type] : undefined;
  const option = choice ? (event as unknown as Record<string, unknown>)[choice.key] : undefined;
  return choice && typeof option === "string" && choice.options.includes(option)
    ? { input: choice.input, option }
    : null;
}

/** The guards over the one evaluation, and `isKnownChoice` over the machine's choices. */
export function clinicalGuards<I, S extends string, R extends string, E extends EventObject>(
  calc: ClinicalCalc<I, S, R>,
  choices: ClinicalChoices<I>,
) {
  return {
    statusIs: ({ context }: { context: ClinicalContext<I> }, params: { status: S }) =>
      calc.resultStatusOf(context.inputs) === params.status,
    aspectIs: ({ context }: { context: ClinicalContext<I> }, params: { region: R; aspect: string }) =>
      calc.aspectOf(context.inputs, params.region) === params.aspect,
    hasResult: ({ context }: { context: ClinicalContext<I> }) => calc.copyableLine(context.inputs) !== null,
    resultChangedSinceCopy: ({ context }: { context: ClinicalContext<I> }) =>
      calc.copyableLine(context.inputs) !== context.copiedText,
    isKnownChoice: ({ event }: { event: E }) => chosen(choices, event) !== null,
  };
}

/**
 * The actions every clinical machine has: `setField` (a typed field's text, by the machine's
 * field → input map), `clearInputs` (back to `empty`), `emitReset` (the announcer's words), and
 * the copy region's; `setChoice` (an option the form offers, into its input).
 */
export function clinicalActions<
  I extends object,
  C extends ClinicalContext<I>,
  E extends EventObject,
  F extends string,
>(words: {
  textOf: Readonly<Record<F, keyof I>>;
  choices: ClinicalChoices<I>;
  empty: I;
  resetAnnouncement: string;
  copyable: (inputs: I) => string | null;
}) {
  return {
    setChoice: assign<C, E, undefined, E, never>(({ context, event }) => {
      const choice = chosen(words.choices, event);
      return choice ? ({ inputs: { ...context.inputs, [choice.input]: choice.option } } as Partial<C>) : {};
    }),
    setField: assign<C, E, undefined, E, never>(({ context, event }) => {
      const e = event as EventObject & { field?: unknown; value?: unknown };
      return e.type === "field.change" &&
        typeof e.value === "string" &&
        typeof e.field === "string" &&
        e.field in words.textOf
        ? ({ inputs: { ...context.inputs, [words.textOf[e.field as F]]: e.value } } as Partial<C>)
        : {};
    }),
    clearInputs: assign<C, E, undefined, E, never>(() => ({ inputs: words.empty }) as Partial<C>),
    emitReset: emit<C, E, undefined, E, { type: "form.reset"; announcement: string }>({
      type: "form.reset",
      announcement: words.resetAnnouncement,
    }),
    ...copyRegionActions<C, E>((context) => words.copyable(context.inputs)),
    ...copyOutcomeEmitters<C, E>(),
  };
}
