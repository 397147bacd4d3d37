/**
 * A part of a calculator whose code loads when a person first asks for it (issue 33: only the
 * code a visitor uses), written once: the parallel region of the machine that owns the part, its
 * docs and its controls. Config only: no React, no browser API.
 *
 *   idle ──ask──▶ loading ──(its code arrives)──▶ ready
 *                  │   ▲
 *     (it cannot   ▼   │ retry
 *       load)    failed
 *
 * The control answers at once: the press that asks (`ask`) moves the region to `loading`, which
 * the view shows as it is ('Loading the double check…'), never a frozen button. `loading` invokes
 * the load (`load`: a promise actor the page provides, so a test provides one that arrives at
 * once, one it settles itself, or one that fails). When the code arrives, the region is `ready`
 * and `arrived` runs: what was asked for opens then (no tap lost). When it cannot load (no
 * connection), `failed` is a calm, visible state with a retry; `cancel`, when given, goes back to
 * `idle` from `loading` and `failed` (the person no longer wants it).
 *
 * Usage (the converter card, src/machines/converter-card/converter-card.machine.ts):
 *
 *   setup({ actors: { loadDoubleCheck: fromPromise(...) }, ... }).createMachine({
 *     type: "parallel",
 *     states: {
 *       doubleCheck: featureRegion({
 *         load: "loadDoubleCheck",
 *         ask: { event: "check.request", guard: "firstHasResult", actions: "rememberCheck" },
 *         arrived: ["startDoubleCheck"],
 *         retry: "check.retry",
 *         cancel: "check.cancel",
 *         words: { ... },
 *       }),
 *     },
 *   });
 *
 * Docs: spread `featureDocs(...)` into the machine's events and actors. Controls: spread
 * `featureControls(...)` into its controls table (the code arriving or not is a `load` action).
 */
import type { ControlAction } from "~/machines/controls";

/** The words of a feature's region, its states and its transitions. */
export interface FeatureWords {
  /** The region: "The double check's code: …". */
  readonly region: string;
  readonly idle: string;
  readonly loading: string;
  readonly failed: string;
  readonly ready: string;
  /** The transitions. */
  readonly asked: string;
  readonly arrived: string;
  readonly notArrived: string;
  readonly retried: string;
  readonly cancelled?: string;
}

/** The words every feature's failure shows, with its 'Try again' (issue 33). */
export const FEATURE_FAILED_TEXT = "This part of the page could not load. Check your connection and try again.";

/** The name of the button that tries a failed load again. */
export const FEATURE_RETRY = "Try again";

type Transition<G extends string, N extends string> = {
  readonly target: string;
  readonly description: string;
  readonly guard?: G;
  readonly actions?: N | readonly N[];
};

export interface FeatureRegionOptions<
  L extends string,
  A extends string,
  R extends string,
  C extends string,
  G extends string,
  N extends string,
  E extends string,
  S extends object = object,
> {
  /** The invoked promise actor that loads the code (its src and its id): "loadDoubleCheck". */
  readonly load: L;
  /** The event that asks for the feature, with its guard and the actions that remember the request. */
  readonly ask: { readonly event: A; readonly guard?: G; readonly actions?: N | readonly N[] };
  /** The actions run when the code has arrived: what was asked for opens. */
  readonly arrived: readonly N[];
  /** The event of 'Try again' after a failure (may be the asking event itself). */
  readonly retry: R;
  /** The event that gives up the feature while it loads or after a failure, if the page offers one. */
  readonly cancel?: C;
  /** What giving up does besides going back to `idle` (the focus returns to the control that asked). */
  readonly cancelActions?: N | readonly N[];
  /**
   * What `ready` does besides: the transitions the region takes once the code is here (the asking
   * event again, a change the feature's machine is told of). None: its own machine takes over.
   */
  readonly readyOn?: {
    readonly [K in E]: { readonly actions: N | readonly N[]; readonly description: string; readonly guard?: G };
  };
  /**
   * The states of `ready`, when what the feature shows can open and close again once its code is
   * here (the double check: open while a check runs, closed after it): `{ initial, states }`.
   */
  readonly readyStates?: S;
  readonly words: FeatureWords;
}

/** The region of a feature whose code loads on first use (see the diagram above). */
export function featureRegion<
  const L extends string,
  const A extends string,
  const R extends string,
  const C extends string = never,
  const G extends string = never,
  const N extends string = never,
  const E extends string = never,
  const S extends object = object,
>(options: FeatureRegionOptions<L, A, R, C, G, N, E, S>) {
  const { load, ask, arrived, retry, cancel, cancelActions, readyOn, readyStates, words: w } = options;
  const asked: Transition<G, N> = {
    target: "loading",
    description: w.asked,
    ...(ask.guard !== undefined ? { guard: ask.guard } : {}),
    ...(ask.actions !== undefined ? { actions: ask.actions } : {}),
  };
  const retried: Transition<G, N> =
    retry === (ask.event as string)
      ? { ...asked, description: w.retried }
      : { target: "loading", description: w.retried };
  const gaveUp = {
    target: "idle",
    description: w.cancelled ?? "",
    ...(cancelActions !== undefined ? { actions: cancelActions } : {}),
  };
  const cancelled = (cancel ? { [cancel]: gaveUp } : {}) as {
    [K in C]: Transition<G, N>;
  };
  return {
    description: w.region,
    initial: "idle" as const,
    states: {
      idle: { description: w.idle, on: { [ask.event]: asked } as { [K in A]: Transition<G, N> } },
      loading: {
        description: w.loading,
        invoke: {
          id: load,
          src: load,
          onDone: { target: "ready", actions: arrived, description: w.arrived },
          onError: { target: "failed", description: w.notArrived },
        },
        on: cancelled,
      },
      failed: {
        description: w.failed,
        on: { ...cancelled, [retry]: retried } as { [K in R | C]: Transition<G, N> },
      },
      ready: {
        description: w.ready,
        ...(readyStates as S),
        on: { ...readyOn } as {
          [K in E]: { readonly actions: N | readonly N[]; readonly description: string; readonly guard?: G };
        },
      },
    },
  } as const;
}

/** A feature's words in the machine's docs: its load's answers (events) and its load (actor). */
export function featureDocs(load: string, feature: string, file: string) {
  return {
    events: {
      [`xstate.done.actor.${load}`]: `The code of ${feature} has arrived (${file}, a file of its own): what was asked for opens.`,
      [`xstate.error.actor.${load}`]: `The code of ${feature} could not be loaded (no connection): a calm message with '${FEATURE_RETRY}'.`,
    },
    actors: {
      [load]: `Loads the code of ${feature} (${file}) the first time a person asks for it; provided by the page (a test gives one that arrives at once, later, or fails).`,
    },
  };
}

/** A feature's load answers as controls: the code arrives, or it cannot be loaded. */
export function featureControls(load: string, feature: string) {
  const answer = (arrives: boolean) => (): ControlAction => ({ kind: "load", arrives, what: feature });
  return {
    [`xstate.done.actor.${load}`]: answer(true),
    [`xstate.error.actor.${load}`]: answer(false),
  } as Record<`xstate.${string}`, () => ControlAction>;
}
