/**
 * The transient `evaluating` state of a region: entered after every change, it leaves at once
 * through guarded `always` transitions, one per status in order, each to the state of that name
 * and guarded by the one parameterised guard (`{ type: guard, params: { [param]: status } }`);
 * the first whose guard holds is taken. Config only: no React, no browser API; the diagrams read
 * the same transitions as when they were written out.
 */
export function transitionsByGuard<const G extends string, const P extends string, const S extends string>(
  guard: G,
  param: P,
  statuses: readonly S[],
) {
  return statuses.map((status) => ({
    guard: { type: guard, params: { [param]: status } as { [K in P]: S } },
    target: status,
  }));
}

/** A transition of an evaluated region's own events: back through `evaluating` (add guard and actions). */
export const reevaluate = { target: ".evaluating" as const };

/**
 * The config of a region whose state is decided from the context: it starts in `evaluating`,
 * which each of its events re-enters (`on`, each a `reevaluate`), and which leaves at once for the
 * first of `statuses` whose `guard` holds (transitionsByGuard). `evaluating` is that state's own
 * config (its words, an action on each evaluation); `states`, those of the statuses.
 */
export function evaluatedRegion<
  const G extends string,
  const P extends string,
  const S extends string,
  const On,
  const Evaluating extends { readonly description: string },
  const States,
>({
  evaluating,
  guard,
  param,
  statuses,
  states,
  ...region
}: {
  description: string;
  on: On;
  evaluating: Evaluating;
  guard: G;
  param: P;
  statuses: readonly S[];
  states: States;
}) {
  return {
    ...region,
    initial: "evaluating" as const,
    states: { evaluating: { ...evaluating, always: transitionsByGuard(guard, param, statuses) }, ...states },
  };
}
