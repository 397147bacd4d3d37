/**
 * Parts shared by the clinical calculators' machines (issue 31: weight-based dose, infusion rate):
 * a region of a ready result whose state is the aspect the pure evaluation names, and the guard
 * that keeps a choice to the ones the form offers. Config only: no React, no browser API.
 */
import { describedStates } from "~/machines/described";
import { transitionsByGuard } from "~/machines/transient";

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
  offered: { readonly [type: string]: { readonly key: string; readonly values: readonly unknown[] } },
  event: TEvent,
): boolean {
  const choice = offered[event.type];
  return choice !== undefined && choice.values.includes((event as unknown as Record<string, unknown>)[choice.key]);
}
