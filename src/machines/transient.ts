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
