/**
 * A region of a ready result that shows one aspect of it (the clinical calculators: the weight
 * in range or not, the dose capped, the volume by the syringe rule, the displacement given or
 * not): a transient `checking` state whose guarded `always` transitions ask the machine's one
 * parameterised guard `aspectIs` ({ region, aspect }) which aspect the evaluation names, then one
 * described state per aspect. Config only: no React, no browser API.
 */
import { transitionsByGuard } from "./transient";
import { describedStates } from "./described";

export const CHECKING_ASPECT =
  "Transient: a result was just evaluated; the guarded transitions pick what this part shows.";

export function aspectRegion<const R extends string, const S extends string>(
  region: R,
  description: string,
  words: { [K in S]: string },
) {
  return {
    description,
    initial: "checking" as const,
    states: {
      checking: {
        description: CHECKING_ASPECT,
        always: transitionsByGuard("aspectIs", "aspect", Object.keys(words) as S[]).map((t) => ({
          ...t,
          guard: { type: "aspectIs" as const, params: { region, aspect: t.guard.params.aspect } },
        })),
      },
      ...describedStates(words),
    },
  };
}
