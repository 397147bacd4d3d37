/**
 * The copy region shared by the converter and Batch Convert: one parallel region
 *
 *   idle → copying (invokes `writeClipboard`) → copied → idle after `copiedTimeout`,
 *          or at once when what is shown is no longer what was copied: then it emits
 *          `copy.outdated`, and a 'Copied!' toast still on screen goes (issue 53: no "Copied"
 *          over a cleared list).
 *
 * Each machine names its own guards (what can be copied, whether it changed since the copy) and
 * its own words (descriptions); the states, transitions, the clipboard actor and the actions that
 * remember the copied text are written once here. No React and no browser API.
 */
import { assign, emit, fromPromise, type EventObject } from "xstate";

/** What the copy region keeps in its machine's context. */
export interface CopyRegionContext {
  /** The text being written to the clipboard while `copying`. */
  copyingText: string | null;
  /** The text that was copied, while the copied indicator is on. */
  copiedText: string | null;
}

/** Emitted when what was copied is no longer shown (edited, cleared, recalculated). */
export type CopyOutdated = { type: "copy.outdated" };

/** How long the copied indicator stays on (spec section 9: 2000 ms). */
export const COPIED_TIMEOUT_MS = 2000;

/** The context a machine starts with in its copy region. */
export const initialCopyContext: CopyRegionContext = { copyingText: null, copiedText: null };

/** The clipboard writer: provided by the view (navigator.clipboard) and by tests. */
export const writeClipboardActor = fromPromise<void, { text: string }>(async () => {
  throw new Error("No clipboard available");
});

/** What a machine with a copy region provides in its `setup`: the clipboard actor and the indicator's delay. */
export const copyRegionSetup = {
  actors: { writeClipboard: writeClipboardActor },
  delays: { copiedTimeout: COPIED_TIMEOUT_MS },
};

/** The reason of a refused clipboard write, for the error toast (" (reason)" or ""). */
export function clipboardErrorReason(error: unknown): string {
  return error instanceof Error && error.message ? ` (${error.message})` : "";
}

/**
 * The actions that store what is being copied and what was copied. `copyable` gives the text
 * 'Copy' writes now, or null when there is nothing to copy; `alsoRemember`, what else of the
 * context to keep with it when 'Copy' is pressed (Batch Convert: the number of entries copied).
 */
export function copyRegionActions<TContext extends CopyRegionContext, TEvent extends EventObject>(
  copyable: (context: TContext) => string | null,
  alsoRemember: (context: TContext) => Partial<TContext> = () => ({}),
) {
  return {
    rememberCopyingText: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      copyingText: copyable(context),
      ...alsoRemember(context),
    })),
    rememberCopiedText: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context }) => ({ copiedText: context.copyingText, copyingText: null }) as Partial<TContext>,
    ),
    forgetCopy: assign<TContext, TEvent, undefined, TEvent, never>(
      () => ({ copyingText: null, copiedText: null }) as Partial<TContext>,
    ),
    emitCopyOutdated: emit<TContext, TEvent, undefined, TEvent, CopyOutdated>({ type: "copy.outdated" }),
  };
}

/** The descriptions of the region and its states, in the words of the machine that uses it. */
export interface CopyRegionWords {
  readonly region: string;
  readonly idle: string;
  readonly copying: string;
  readonly copied: string;
}

/**
 * The copy region's config. `canCopy` guards the `copy` event; `changedSinceCopy` turns the
 * copied indicator off as soon as the shown result is no longer the copied one (and emits
 * `copy.outdated`). The machine
 * provides the actions `emitCopySucceeded` and `emitCopyFailed`, the actions of
 * `copyRegionActions`, the `writeClipboard` actor and the `copiedTimeout` delay.
 */
export function copyRegion<const TCanCopy extends string, const TChanged extends string>(
  guards: { readonly canCopy: TCanCopy; readonly changedSinceCopy: TChanged },
  words: CopyRegionWords,
) {
  const copy = () => ({ guard: guards.canCopy, target: "copying", actions: "rememberCopyingText" }) as const;
  return {
    description: words.region,
    initial: "idle",
    states: {
      idle: {
        description: words.idle,
        on: { copy: copy() },
      },
      copying: {
        description: words.copying,
        invoke: {
          id: "writeClipboard",
          src: "writeClipboard",
          input: ({ context }: { context: CopyRegionContext }) => ({ text: context.copyingText ?? "" }),
          onDone: { target: "copied", actions: ["emitCopySucceeded", "rememberCopiedText"] },
          onError: { target: "idle", actions: ["emitCopyFailed", "forgetCopy"] },
        },
      },
      copied: {
        description: words.copied,
        always: { guard: guards.changedSinceCopy, target: "idle", actions: ["forgetCopy", "emitCopyOutdated"] },
        after: { copiedTimeout: { target: "idle", actions: "forgetCopy" } },
        on: { copy: copy() },
      },
    },
  } as const;
}
