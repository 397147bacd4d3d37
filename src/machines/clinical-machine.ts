/**
 * What the clinical calculators' machines (weight-dose, reconstitution, infusion rate) share,
 * written once: their docs' common words; the form's choices (which event sets which input, the
 * options offered, and how the page shows them); the guards over the one evaluation of the inputs;
 * the actions that keep a typed field or a choice, clear the form and say so, and copy; and the
 * regions every one of them has (the result, decided by the evaluation; a refused entry; a region
 * that follows a choice; the copy region). Each machine adds its own words, choices and states.
 * Config and pure functions only: no React, no browser API.
 */
import { assign, emit, setup, type EventObject } from "xstate";
import {
  COPIED_TIMEOUT_MS,
  copyRegion,
  copyRegionActions,
  initialCopyContext,
  writeClipboardActor,
  type CopyOutdated,
  type CopyRegionContext,
} from "~/machines/copy-region/copy-region";
import { copyOutcomeEmitters, type CopyFailed, type CopySucceeded } from "~/machines/copy-region/copy-outcome";
import { evaluatedRegion, reevaluate, transitionsByGuard } from "~/machines/transient";
import { describedStates } from "~/machines/described";
import type { MachineDocs } from "~/machines/machine-docs";
import type { ShareLink } from "~/domain/share/share-link";
import {
  linkedInputs,
  shareLinkDocs,
  shareLinkRegion,
  shareLinkSetup,
  type ShareLinkEmitted,
} from "~/machines/share-link-region";
import { SETTLE_DELAY_MS, SETTLE_DOCS, settleRegion, type ResultSettled } from "~/machines/settle-region";
import { touchedByFill } from "~/domain/touched";
import type { ClinicalCalc } from "~/machines/clinical-calc";
import { TOUCHED_WORDS, touchedOnChange, touchedOnLeave } from "~/machines/touched-fields";

/** The words of the events every clinical machine takes besides a person's. */
const CLINICAL_EVENT_WORDS = {
  copy: "The person presses Copy result.",
  "field.leave": TOUCHED_WORDS.leave,
  always: "Eventless: the inputs just changed, or the copied line is no longer the result.",
  "xstate.after.copiedTimeout": "The copied indicator's 2 seconds run out.",
  "xstate.after.settleDelay": SETTLE_DOCS.event,
  "xstate.done.actor.writeClipboard": "The clipboard accepted the line.",
  "xstate.error.actor.writeClipboard": "The clipboard refused the line.",
} as const;

/** The words of the guards of a region that follows a choice (choiceRegion). */
export const CHOICE_IS_WORDS = {
  choiceIs: "The option chosen is this one.",
  linkedIs: "A readable share link's entry for this choice is this option.",
} as const;

/**
 * A clinical machine's docs: its own title, summary, page, events and guards, with the words of
 * the events, guards, delay and actor every clinical machine has (`domainFile` names the
 * evaluation `statusIs` asks; `invalidIs` may be worded by the machine).
 */
export function clinicalDocs<const E extends Record<string, string>, const G extends Record<string, string>>(own: {
  readonly title: string;
  readonly summary: string;
  readonly usedOn: string;
  readonly domainFile: string;
  readonly shareFile: string;
  readonly events: E;
  readonly guards: G;
  readonly clauses: MachineDocs["clauses"];
}) {
  const link = shareLinkDocs(own.shareFile, "the result");
  return {
    clauses: own.clauses,
    title: own.title,
    summary: own.summary,
    usedOn: own.usedOn,
    events: { ...own.events, ...CLINICAL_EVENT_WORDS, ...link.events },
    guards: {
      statusIs: `The evaluation of the inputs (${own.domainFile}) is this status.`,
      invalidIs: "The first refused field, in form order, is this one.",
      aspectIs: "This region of the result shows this aspect.",
      hasResult: "There is a result to copy.",
      resultChangedSinceCopy: "The line shown is no longer the line copied.",
      isKnownChoice: "The choice is one the form offers.",
      leavesUntouched: TOUCHED_WORDS.leavesUntouched,
      ...link.guards,
      ...own.guards,
    },
    delays: { copiedTimeout: "How long the copied indicator stays on: 2\u202f000 ms.", settleDelay: SETTLE_DOCS.delay },
    actors: { writeClipboard: "Writes the line to the clipboard (provided by the page; tests answer it)." },
  } satisfies MachineDocs;
}

/** What a clinical machine keeps: what was typed and chosen, the fields touched, and the copy region's texts. */
export interface ClinicalContext<I> extends CopyRegionContext {
  readonly inputs: I;
  /** The fields the person has had their say on (typed in, left, filled by a link), sorted by name. */
  readonly touched: readonly string[];
}

/** A machine's context at the start: the empty form, nothing touched, nothing copied. */
export const clinicalContext = <I>(empty: I): ClinicalContext<I> => ({
  inputs: empty,
  touched: [],
  ...initialCopyContext,
});

/**
 * A choice of the form, for the machine (the key of the event that carries the option, the
 * options offered, and the input it sets, or how it sets several) and for the page (the radio
 * group's name and id, each option's words and radio value, the option chosen now, whether the
 * group is on the form, the evaluation's field whose hint it shows).
 */
export interface ClinicalChoice<I> {
  readonly key: string;
  readonly options: readonly unknown[];
  readonly input?: keyof I;
  readonly apply?: (option: never) => Partial<I>;
  readonly group: string;
  readonly id: string;
  /** An option's words on its radio button; the option itself when not given. */
  readonly label?: (option: never) => string;
  /** An option's radio value; the option as text when not given. */
  readonly value?: (option: never) => string;
  /** The option chosen now; `inputs[input]` when not given. */
  readonly chosen?: (inputs: I) => unknown;
  /** Whether the group is on the form; always when not given. */
  readonly shown?: (inputs: I) => boolean;
  /** The evaluation's field whose refusal this group shows as its hint. */
  readonly hintOf?: string;
}

/** A machine's choices by choice event type. */
export type ClinicalChoices<I> = Readonly<Record<string, ClinicalChoice<I>>>;

/** The option a choice event carries when the form offers it; else undefined (and `known` false). */
export function chosen<I>(choices: ClinicalChoices<I>, event: EventObject) {
  const choice = Object.hasOwn(choices, event.type) ? choices[event.type] : undefined;
  const option = choice ? (event as unknown as Record<string, unknown>)[choice.key] : undefined;
  return { choice, option, known: choice !== undefined && choice.options.includes(option) };
}

/** The inputs after a choice event the form offers, or the same inputs. */
export function inputsAfterChoice<I extends object>(choices: ClinicalChoices<I>, inputs: I, event: EventObject): I {
  const { choice, option, known } = chosen(choices, event);
  if (!choice || !known) return inputs;
  if (choice.apply) return { ...inputs, ...choice.apply(option as never) };
  return choice.input ? { ...inputs, [choice.input]: option } : inputs;
}

/** The inputs after a field's change (`textOf`: the input each field fills), or the same inputs. */
export function inputsAfterField<I extends object>(
  textOf: Readonly<Record<string, keyof I>>,
  inputs: I,
  event: EventObject & { field?: unknown; value?: unknown },
): I {
  return event.type === "field.change" &&
    typeof event.value === "string" &&
    typeof event.field === "string" &&
    Object.hasOwn(textOf, event.field)
    ? { ...inputs, [textOf[event.field]!]: event.value }
    : inputs;
}

type WithInputs<I> = { readonly context: ClinicalContext<I> };

/**
 * The guards every clinical machine has, over its evaluation: the result's status, the refused
 * entry, a ready region's aspect, whether there is a line to copy and whether it changed since it
 * was copied, whether a choice is one the form offers, and which option a choice event carries.
 */
export function clinicalGuards<I, S extends string, R extends string>(
  calc: ClinicalCalc<I, S, R>,
  choices: ClinicalChoices<I>,
) {
  return {
    statusIs: ({ context }: WithInputs<I>, params: { status: S }) =>
      calc.resultStatusOf(context.inputs, context.touched) === params.status,
    invalidIs: ({ context }: WithInputs<I>, params: { state: string }) =>
      calc.invalidStateOf(context.inputs, context.touched) === params.state,
    leavesUntouched: ({ context, event }: WithInputs<I> & { event: EventObject & { field?: unknown } }) =>
      typeof event.field === "string" && !context.touched.includes(event.field),
    aspectIs: ({ context }: WithInputs<I>, params: { region: R; aspect: string }) =>
      calc.aspectOf(context.inputs, params.region) === params.aspect,
    hasResult: ({ context }: WithInputs<I>) => calc.copyableLine(context.inputs) !== null,
    resultChangedSinceCopy: ({ context }: WithInputs<I>) => calc.copyableLine(context.inputs) !== context.copiedText,
    isKnownChoice: ({ event }: { event: EventObject }) => chosen(choices, event).known,
    choiceIs: ({ event }: { event: EventObject }, params: { key: string; option: string }) =>
      (event as unknown as Record<string, unknown>)[params.key] === params.option,
  };
}

/**
 * The actions every clinical machine has: a field's change and a choice set the inputs, Reset
 * clears them and emits its announcement, and the copy region's actions and emitted outcomes.
 */
export function clinicalActions<
  I extends object,
  TContext extends ClinicalContext<I>,
  TEvent extends EventObject,
>(form: {
  readonly textOf: Readonly<Record<string, keyof I>>;
  readonly choices: ClinicalChoices<I>;
  readonly empty: I;
  readonly resetAnnouncement: string;
  readonly copyable: (inputs: I) => string | null;
  readonly announcement: (context: TContext) => string;
}) {
  const setInputs = (next: (context: TContext, event: TEvent) => I) =>
    assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context, event }) => ({ inputs: next(context, event) }) as Partial<TContext>,
    );
  return {
    setField: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context, event }) =>
        ({
          inputs: inputsAfterField(form.textOf, context.inputs, event),
          touched: touchedOnChange(form.textOf, context.touched, event),
        }) as Partial<TContext>,
    ),
    touchField: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context, event }) => ({ touched: touchedOnLeave(context.touched, event) }) as Partial<TContext>,
    ),
    setChoice: setInputs((context, event) => inputsAfterChoice(form.choices, context.inputs, event)),
    clearInputs: assign<TContext, TEvent, undefined, TEvent, never>(
      () => ({ inputs: form.empty, touched: [] }) as unknown as Partial<TContext>,
    ),
    emitReset: emit<TContext, TEvent, undefined, TEvent, { type: "form.reset"; announcement: string }>({
      type: "form.reset",
      announcement: form.resetAnnouncement,
    }),
    emitSettled: emit<TContext, TEvent, undefined, TEvent, ResultSettled>(({ context }) => ({
      type: "result.settled",
      announcement: form.announcement(context),
    })),
    ...copyRegionActions<TContext, TEvent>((context) => form.copyable(context.inputs)),
    ...copyOutcomeEmitters<TContext, TEvent>(({ line }) => `Copied: ${line}`),
  };
}

/** The clipboard actor, the copied indicator's delay and typing's pause, provided to every clinical machine's setup. */
export const clinicalEffects = {
  actors: { writeClipboard: writeClipboardActor },
  delays: { copiedTimeout: COPIED_TIMEOUT_MS, settleDelay: SETTLE_DELAY_MS },
};

type Reevaluate<A> = { readonly target: ".evaluating"; readonly guard?: "isKnownChoice"; readonly actions: A };

/**
 * The result region of a clinical machine: every field change, offered choice (`choiceEvents`, each
 * guarded by isKnownChoice), Reset and readable share link re-enters `evaluating`, which leaves at once for the first
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
    "field.leave": { ...reevaluate, guard: "leavesUntouched" as const, actions: "touchField" as const },
    ...(Object.fromEntries(choiceEvents.map((type) => [type, choice])) as { [K in C]: Reevaluate<"setChoice"> }),
    reset: { ...reevaluate, actions: ["clearInputs", "emitReset"] } as Reevaluate<["clearInputs", "emitReset"]>,
    "link.open": { ...reevaluate, guard: "isReadableLink" as const, actions: "applyLink" as const },
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

/**
 * The `invalid` state of a result region: a transient `checking` state whose guarded transitions
 * (`invalidIs`) pick `what` (the first refused field, in form order), then one described state per
 * refused entry, in that order.
 */
export function invalidRegion<const K extends string>(
  description: string,
  what: string,
  words: { readonly [N in K]: string },
) {
  return {
    description,
    initial: "checking" as const,
    states: {
      checking: {
        description: `Transient: the guarded transitions pick ${what}.`,
        always: transitionsByGuard("invalidIs", "state", Object.keys(words) as K[]),
      },
      ...describedStates(words),
    },
  };
}

/**
 * A region that follows a choice of the form (what is worked out, the order's time unit): the
 * choice event `event` moves it to the state of the option its `key` carries (guard `choiceIs`), a
 * readable share link to the state of the option its inputs hold under the same key (`linkedIs`),
 * Reset back to the first state. `states`: each state's option (null: no option leads there, only
 * the start and Reset) and words, the first the initial.
 */
export function choiceRegion<const E extends string, const S extends string>(
  description: string,
  event: E,
  key: string,
  states: { readonly [N in S]: readonly [option: string | null, words: string] },
) {
  const names = Object.keys(states) as S[];
  const words = Object.fromEntries(names.map((name) => [name, states[name][1]])) as { [N in S]: string };
  const transitions = names.flatMap((name) => {
    const option = states[name][0];
    return option === null
      ? []
      : [{ guard: { type: "choiceIs" as const, params: { key, option } }, target: `.${name}` as const }];
  });
  const linked = names.map((name) => ({
    guard: { type: "linkedIs" as const, params: { key, option: states[name][0] } },
    target: `.${name}` as const,
  }));
  return {
    description,
    initial: names[0]!,
    on: { [event]: transitions, reset: `.${names[0]!}` as const, "link.open": linked } as {
      [K in E]: typeof transitions;
    } & { reset: `.${S}`; "link.open": typeof linked },
    states: describedStates(words),
  };
}

/** The copy region of every clinical machine, in their words. */
export const clinicalCopyRegion = copyRegion(
  { canCopy: "hasResult", changedSinceCopy: "resultChangedSinceCopy" },
  {
    region: "The copy region: whether the result's line is being written or was just copied.",
    idle: "Nothing being copied; 'Copy result' is enabled while there is a result.",
    copying: "The result's line, cautions included, is being written to the clipboard.",
    copied: "The copied indicator is on for 2\u202f000 ms, while the result is still the copied one.",
  },
);

/** What a clinical machine emits: the copy's outcome, Reset's announcement and the answer once typing settles. */
export type ClinicalEmitted =
  | ShareLinkEmitted
  | CopySucceeded
  | CopyFailed
  | CopyOutdated
  | ResultSettled
  | { type: "form.reset"; announcement: string };

/**
 * The announce region of a clinical machine (src/machines/settle-region.ts): a field's change or an
 * offered choice (`choiceEvents`, guarded by isKnownChoice) starts the wait; Reset says its own
 * sentence; `quiet` adds events after which the answer must not be said (the double check).
 */
export function clinicalAnnounceRegion<
  const C extends string,
  const Q extends string = never,
  const QG extends string = "hasResult",
>(choiceEvents: readonly C[], quiet?: { readonly [K in Q]: { readonly description: string; readonly guard?: QG } }) {
  return settleRegion<C | "field.change" | "field.leave", "isKnownChoice" | "leavesUntouched", "reset" | Q, never, QG>({
    description:
      "When the answer is spoken by the page's one announcer: once typing (or a choice) pauses, never per keystroke.",
    changes: [
      "field.change" as const,
      { event: "field.leave" as const, guard: "leavesUntouched" as const },
      ...choiceEvents.map((event) => ({ event, guard: "isKnownChoice" as const })),
    ],
    quiet: {
      reset: { description: "Reset says the form is cleared at once: no second announcement." },
      ...(quiet ?? ({} as { readonly [K in Q]: { readonly description: string; readonly guard?: QG } })),
    },
  });
}

export { clinicalCalc, settledWords, type ClinicalCalc } from "~/machines/clinical-calc";

/**
 * The guards and actions of a clinical calculator's machine, written once for the three: its context, events and
 * emitted events' types, the guards of clinicalGuards over its evaluation (`calc`) and choices, the
 * actions of clinicalActions over its form, the clipboard actor and delay (clinicalEffects), and
 * its share link's (`share`: the link's guards and emitted notes, `linkedIs`, `applyLink`). The
 * machine adds its config: `clinicalSetup(…).createMachine({ …, on: shareLinkCopy, states: { …,
 * link: clinicalLinkRegion(share) } })`.
 */
export function clinicalParts<
  I extends object,
  E extends EventObject,
  S extends string,
  R extends string,
  C extends ClinicalContext<I> = ClinicalContext<I>,
>(form: ClinicalForm<I, S, R>) {
  const announcement = ({ inputs, touched }: Pick<C, "inputs" | "touched">) =>
    form.calc.announcementOf(
      inputs,
      (field) =>
        form.fieldLabel && Object.hasOwn(form.textOf, field) ? form.fieldLabel(field as never, inputs) : null,
      touched,
    );
  const link = shareLinkSetup<C, E, I>(
    form.share,
    (context) => context.inputs,
    (inputs) => announcement({ inputs, touched: touchedByFill(form.textOf, inputs) }),
  );
  return {
    /** What the announcer says of the inputs once typing settles (the unit change says more first). */
    announcement,
    guards: {
      ...clinicalGuards(form.calc, form.choices),
      ...link.guards,
      linkedIs: ({ event }: { event: E }, params: { key: string; option: string | null }) =>
        (linkedInputs(form.share, event) as Record<string, unknown> | null)?.[params.key] === params.option,
    },
    actions: {
      ...clinicalActions<I, C, E>({
        ...form,
        copyable: form.calc.copyableLine,
        announcement,
      }),
      ...link.actions,
      applyLink: assign<C, E, undefined, E, never>(({ context, event }) => {
        const inputs = linkedInputs(form.share, event) ?? context.inputs;
        return { inputs, touched: touchedByFill(form.textOf, inputs) } as Partial<C>;
      }),
    },
  };
}

/** What a clinical calculator's setup is built from: its evaluation, form, and share link. */
export interface ClinicalForm<I, S extends string, R extends string> {
  readonly calc: ClinicalCalc<I, S, R>;
  readonly textOf: Readonly<Record<string, keyof I>>;
  readonly choices: ClinicalChoices<I>;
  readonly empty: I;
  readonly resetAnnouncement: string;
  readonly share: ShareLink<I>;
  /** A text field's label on the form (the announcer names a refused field by it). */
  readonly fieldLabel?: (field: never, inputs: I) => string;
}

/**
 * The setup of a clinical calculator's machine (clinicalParts with its types and effects). A
 * calculator that adds to it (the weight-based dose's double check) spreads clinicalParts into its
 * own `setup` instead.
 */
export function clinicalSetup<I extends object, E extends EventObject, S extends string, R extends string>(
  form: ClinicalForm<I, S, R>,
) {
  const parts = clinicalParts<I, E, S, R>(form);
  return setup({
    types: { context: {} as ClinicalContext<I>, events: {} as E, emitted: {} as ClinicalEmitted },
    ...clinicalEffects,
    guards: parts.guards,
    actions: parts.actions,
  });
}

/** The `link` region of a clinical machine (src/machines/share-link-region.ts), left on Reset. */
export const clinicalLinkRegion = <I>(share: ShareLink<I>) => shareLinkRegion("reset", share.notes);
