/**
 * States that only say what they are (a `description`, nothing else), written as their words by
 * name. Config only: no React, no browser API; the diagrams, docs and paths read the same states
 * as when they were written out.
 */

/** `{ name: words }` → `{ name: { description: words } }`, in the same order. */
export function describedStates<const K extends string>(words: { readonly [N in K]: string }) {
  return Object.fromEntries(Object.entries(words).map(([name, description]) => [name, { description }])) as {
    [N in K]: { description: string };
  };
}

/**
 * A state with words of its own whose sub-states only say what they are (describedStates); the
 * first of them is the initial one.
 */
export function describedChoice<const K extends string>(description: string, states: { readonly [N in K]: string }) {
  return {
    description,
    initial: Object.keys(states)[0] as K,
    states: describedStates(states),
  };
}
