/**
 * Parts shared by the clinical calculators' machines (issue 31: weight-based dose, infusion rate):
 * a region of a ready result whose state is the aspect the pure evaluation names, and the guard
 * that keeps a choice to the ones the form offers. Config only: no React, no browser API.
 */
import { describedStates } from "~/machines/described";
import { evaluatedRegion, reevaluate, transitionsByGuard } from "~/machines/transient";
import { assign, emit, type EventObject } from "xstate";
import {
  COPIED_TIMEOUT_MS,
  copyRegionActions,
  writeClipboardActor,
  type CopyRegionContext,
} from "~/machines/copy-region/copy-region";
import { copyOutcomeEmitters } from "~/machines/converter/converter.outputs";

/**
 * A region of a ready result: a transient `checking` state, then the aspect the evaluation names
 * for `region` (guard `aspectIs` with `{ region, aspect }`); each aspect says what it is.
 */
export const aspectRegion = <const R extends string, const S extends string>(
  region: R,
  description: string,
  words: { [K in S]: string },
) => ({
  description,
  initial: "checking" as const,
  states: {
    checking: {
      description: "Transient: a result was just evaluated; the guarded transitions pick what this part shows.",
      always: transitionsByGuard("aspectIs", "aspect", Object.keys(words) as S[]).map((t) => ({
        ...t,
        guard: { type: "aspectIs" as const, params: { region, aspect: t.guard.params.aspect } },
      })),
    },
    ...describedStates(words),
  },
});

/**
 * Whether a choice event carries one of the values the form offers: `offered` maps each choice
 * event's type to its key in the event and the values offered.
 */
export function offersChoice<TEvent extends { type: string }>(
  offered: { readonly [type: string]: OfferedChoice },
  event: TEvent,
): boolean {
  const choice = offered[event.type];
  return choice !== undefined && choice.values.includes((event as unknown as Record<string, unknown>)[choice.key]);
}

/** What a clinical machine's guards ask of its pure evaluation (its `<name>.calc.ts`). */
export interface ClinicalQueries<I, S extends string, F extends string, R extends string> {
  readonly resultStatusOf: (inputs: I) => S;
  readonly invalidFieldOf: (inputs: I) => F | string | null;
  readonly aspectOf: (inputs: I, region: R) => string | null;
  readonly copyableLine: (inputs: I) => string | null;
}

type WithInputs<I> = { readonly context: { readonly inputs: I; readonly copiedText: string | null } };

/**
 * The guards every clinical machine has, over its evaluation: the result's status, the first
 * refused field, a ready region's aspect, whether there is a line to copy and whether it changed
 * since it was copied, and whether a choice is one the form offers (`offered`, see offersChoice).
 */
export function clinicalGuards<I, S extends string, F extends string, R extends string>(
  q: ClinicalQueries<I, S, F, R>,
  offered: Parameters<typeof offersChoice>[0],
) {
  return {
    statusIs: ({ context }: WithInputs<I>, params: { status: S }) => q.resultStatusOf(context.inputs) === params.status,
    invalidFieldIs: ({ context }: WithInputs<I>, params: { field: F }) =>
      q.invalidFieldOf(context.inputs) === params.field,
    aspectIs: ({ context }: WithInputs<I>, params: { region: R; aspect: string }) =>
      q.aspectOf(context.inputs, params.region) === params.aspect,
    hasResult: ({ context }: WithInputs<I>) => q.copyableLine(context.inputs) !== null,
    resultChangedSinceCopy: ({ context }: WithInputs<I>) => q.copyableLine(context.inputs) !== context.copiedText,
    isKnownChoice: ({ event }: { event: { type: string } }) => offersChoice(offered, event),
  };
}

/** The words of those guards, of the copy region's events, delay and actor, for a machine's docs. */
export function clinicalDocWords(domainFile: string) {
  return {
    events: {
      copy: "The person presses Copy result.",
      always: "Eventless: the inputs just changed, or the copied line is no longer the result.",
      "xstate.after.copiedTimeout": "The copied indicator's 2 seconds run out.",
      "xstate.done.actor.writeClipboard": "The clipboard accepted the line.",
      "xstate.error.actor.writeClipboard": "The clipboard refused the line.",
    },
    guards: {
      statusIs: `The evaluation of the inputs (${domainFile}) is this status.`,
      invalidFieldIs: "The first refused field, in form order, is this one.",
      aspectIs: "This region of the result shows this aspect.",
      hasResult: "There is a result to copy.",
      resultChangedSinceCopy: "The line shown is no longer the line copied.",
      isKnownChoice: "The choice is one the form offers.",
    },
    delays: { copiedTimeout: "How long the copied indicator stays on: 2,000 ms." },
    actors: { writeClipboard: "Writes the line to the clipboard (provided by the page; tests answer it)." },
  } as const;
}

/** The clipboard actor and the copied indicator's delay, provided to every clinical machine's setup. */
export const clinicalEffects = {
  actors: { writeClipboard: writeClipboardActor },
  delays: { copiedTimeout: COPIED_TIMEOUT_MS },
};

/**
 * A choice the form offers: the key of the event that carries it, its values, and the input it
 * sets (or, for a choice that sets several, how it sets them).
 */
export interface OfferedChoice {
  readonly key: string;
  readonly values: readonly unknown[];
  readonly input?: string;
  readonly apply?: (value: never) => object;
}

/** The inputs after a choice event (the offered choice of its type), or the same inputs. */
export function inputsAfterChoice<I extends object>(
  offered: { readonly [type: string]: OfferedChoice },
  inputs: I,
  event: { type: string },
): I {
  const choice = offered[event.type];
  if (choice === undefined) return inputs;
  const value = (event as unknown as Record<string, unknown>)[choice.key] as never;
  if (choice.apply) return { ...inputs, ...choice.apply(value) };
  return choice.input ? { ...inputs, [choice.input]: value } : inputs;
}

/** The inputs after a field's change (`textOf`: the input each field fills), or the same inputs. */
export function inputsAfterField<I extends object>(
  textOf: Readonly<Record<string, keyof I>>,
  inputs: I,
  event: { type: string; field?: unknown; value?: unknown },
): I {
  return event.type === "field.change" &&
    typeof event.value === "string" &&
    typeof event.field === "string" &&
    Object.hasOwn(textOf, event.field)
    ? { ...inputs, [textOf[event.field]!]: event.value }
    : inputs;
}

/**
 * The actions every clinical machine has: a field's change and a choice set the inputs, Reset
 * clears them and emits its announcement, and the copy region's actions and emitted outcomes.
 */
export function clinicalActions<
  I extends object,
  TContext extends CopyRegionContext & { readonly inputs: I },
  TEvent extends EventObject,
>(form: {
  readonly textOf: Readonly<Record<string, keyof I>>;
  readonly offered: { readonly [type: string]: OfferedChoice };
  readonly empty: I;
  readonly resetAnnouncement: string;
  readonly copyable: (inputs: I) => string | null;
}) {
  const setInputs = (next: (context: TContext, event: TEvent) => I) =>
    assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context, event }) => ({ inputs: next(context, event) }) as Partial<TContext>,
    );
  return {
    setField: setInputs((context, event) => inputsAfterField(form.textOf, context.inputs, event)),
    setChoice: setInputs((context, event) => inputsAfterChoice(form.offered, context.inputs, event)),
    clearInputs: setInputs(() => form.empty),
    emitReset: emit<TContext, TEvent, undefined, TEvent, { type: "form.reset"; announcement: string }>({
      type: "form.reset",
      announcement: form.resetAnnouncement,
    }),
    ...copyRegionActions<TContext, TEvent>((context) => form.copyable(context.inputs)),
    ...copyOutcomeEmitters<TContext, TEvent>(),
  };
}

type Reevaluate<A> = { readonly target: ".evaluating"; readonly guard?: "isKnownChoice"; readonly actions: A };

/**
 * The result region of a clinical machine: every field change, offered choice (`choiceEvents`, each
 * guarded by isKnownChoice) and Reset re-enters `evaluating`, which leaves at once for the first
 * status whose `statusIs` guard holds; `states` are those of the statuses.
 */
export function clinicalResultRegion<const C extends string, const S extends string, const States>(
  description: string,
  choiceEvents: readonly C[],
  statuses: readonly S[],
  states: States,
) {
  const choice: Reevaluate<"setChoice"> = { ...reevaluate, guard: "isKnownChoice", actions: "setChoice" };
  const on = {
    "field.change": { ...reevaluate, actions: "setField" } as Reevaluate<"setField">,
    ...(Object.fromEntries(choiceEvents.map((type) => [type, choice])) as { [K in C]: Reevaluate<"setChoice"> }),
    reset: { ...reevaluate, actions: ["clearInputs", "emitReset"] } as Reevaluate<["clearInputs", "emitReset"]>,
  };
  return evaluatedRegion({
    description,
    on,
    evaluating: {
      description: "Transient: the inputs just changed; the guarded transitions below pick the state they lead to.",
    },
    guard: "statusIs",
    param: "status",
    statuses,
    states,
  });
}
