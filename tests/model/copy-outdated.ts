/**
 * `copy.outdated` (issue 53, principle 3: no "Copied" over what is no longer shown), as the
 * machine-level model tests check it: emitted exactly when the copied indicator goes off before
 * its time because what was copied is no longer shown (an edit, Clear, new settings), never on the
 * indicator's timeout, a refused write or a second copy. The tests keep it apart from the events
 * they compare exactly.
 */
import { expect } from "vitest";

interface CopySnapshot {
  matches(value: { copy: "idle" | "copied" }): boolean;
}

/** Keeps `copy.outdated` apart: `into` gets the other events, and the count of outdated ones grows. */
export function outdatedCounter<E extends { type: string }>(into: E[]) {
  const seen = { count: 0 };
  return {
    seen,
    listener: (e: E) => {
      if (e.type === "copy.outdated") seen.count += 1;
      else into.push(e);
    },
  };
}

/** Checks the outdated events of one step, then forgets them. */
export function expectOutdatedOnlyWhenChanged(
  seen: { count: number },
  step: { readonly before: unknown; readonly event: { readonly type: string } } | null | undefined,
  actual: unknown,
): void {
  const after = actual as CopySnapshot;
  const wentOff =
    !!step &&
    after.matches({ copy: "idle" }) &&
    ((step.before as CopySnapshot).matches({ copy: "copied" }) ||
      step.event.type === "xstate.done.actor.writeClipboard") &&
    !step.event.type.startsWith("xstate.after.copiedTimeout");
  expect(seen.count, `copy.outdated after ${step?.event.type ?? "the start"}`).toBe(wentOff ? 1 : 0);
  seen.count = 0;
}
