/**
 * The announce region of every calculator that answers as it is typed in (decisions.md
 * "Accessibility": an answer, with its caution, is announced once, when typing settles):
 *
 *   announce   quiet → typing (an entry or a choice changed the answer) → quiet after
 *              `settleDelay` (800 ms without a change), emitting `result.settled` with the
 *              answer in the machine's words; each change while typing starts the wait again.
 *              An action that says its own sentence (Reset, Swap, Calculate) goes to quiet at
 *              once: no second announcement.
 *
 * The machine provides `settleDelay` (SETTLE_DELAY_MS) and the `emitSettled` action; the page's
 * one announcer says what it emits. Config only.
 */
import type { EventObject } from "xstate";

/** How long typing must pause before the answer is announced. */
export const SETTLE_DELAY_MS = 800;

/** The words of the delay and of its event, for a machine's docs. */
export const SETTLE_DOCS = {
  event: "Typing paused for 800 ms: the answer, with its cautions, is announced once.",
  delay: "How long typing must pause before the answer is announced: 800 ms.",
} as const;

/** The states and the delayed event of a machine's announce region, for its docs' clauses. */
export const settleClauses = (machineId: string): string[] => [
  `${machineId}.announce`,
  `${machineId}.announce.quiet`,
  `${machineId}.announce.typing`,
  `${machineId}:xstate.after.settleDelay`,
];

/** An event that changes the answer: by its type, or with the guard under which it does. */
export type SettleChange<E extends string = string, G extends string = string> =
  E | { readonly event: E; readonly guard: G };

/**
 * An event that says its own sentence: the region goes quiet, with why (and what it says); with
 * a guard, only when the event does something (else the region would take an event its machine
 * refuses, and the button that sends it would look offered: issue 53).
 */
export interface SettleQuiet<A extends string = string, QG extends string = string> {
  readonly description: string;
  readonly actions?: A;
  readonly guard?: QG;
}

const eventOf = <E extends string>(change: SettleChange<E>): E => (typeof change === "string" ? change : change.event);

/**
 * The announce region: `changes` start (and restart) the wait, `quiet` events end it at once. The
 * words: the region's `description`, and what the region waits for (`typing`).
 */
export function settleRegion<
  const E extends string,
  const G extends string = never,
  const Q extends string = never,
  const A extends string = never,
  const QG extends string = never,
>(spec: {
  readonly description: string;
  readonly changes: readonly SettleChange<E, G>[];
  readonly quiet?: { readonly [K in Q]: SettleQuiet<A, QG> };
  readonly typing?: string;
}) {
  const start = (reenter: boolean) =>
    Object.fromEntries(
      spec.changes.map((change) => [
        eventOf(change),
        typeof change === "string"
          ? reenter
            ? { target: "typing" as const, reenter: true }
            : ("typing" as const)
          : { guard: change.guard, target: "typing" as const, ...(reenter ? { reenter: true } : {}) },
      ]),
    ) as { [K in E]: "typing" | { target: "typing"; guard?: NoInfer<G>; reenter?: boolean } };
  const quiet = Object.fromEntries(
    Object.entries<SettleQuiet<A, QG>>(spec.quiet ?? {}).map(([event, q]) => [
      event,
      {
        target: ".quiet" as const,
        description: q.description,
        ...(q.guard ? { guard: q.guard } : {}),
        ...(q.actions ? { actions: q.actions } : {}),
      },
    ]),
  ) as { [K in Q]: { target: ".quiet"; description: string; guard?: NoInfer<QG>; actions?: NoInfer<A> } };
  return {
    description: spec.description,
    initial: "quiet" as const,
    on: quiet,
    states: {
      quiet: { description: "Nothing waiting to be announced.", on: start(false) },
      typing: {
        description: spec.typing ?? "The entries are changing; the answer is announced when they stop for 800 ms.",
        on: start(true),
        after: { settleDelay: { target: "quiet" as const, actions: "emitSettled" as const } },
      },
    },
  };
}

/** What a machine with the announce region emits when typing settles. */
export interface ResultSettled extends EventObject {
  readonly type: "result.settled";
  readonly announcement: string;
}
