/**
 * The share link leaves the address when the entries stop being the link's (issue 52): the
 * machine emits `link.cleared` exactly when its `link` region goes from applied or ignored back to
 * none (Reset, or an edit after a link was applied). Each machine-level model test checks that
 * here and then compares the rest of what was emitted as before.
 */
import { expect } from "vitest";

type WithValue = { readonly value: unknown };

const linkOf = (snapshot: WithValue | undefined): unknown =>
  snapshot && typeof snapshot.value === "object" && snapshot.value !== null
    ? (snapshot.value as { link?: unknown }).link
    : undefined;

/** `said` without its `link.cleared`, having checked there is one exactly when the link was left. */
export function withoutLinkCleared<E extends { type: string }>(
  said: readonly E[],
  before: WithValue | undefined,
  after: WithValue,
): E[] {
  const was = linkOf(before);
  const left = (was === "applied" || was === "ignored") && linkOf(after) === "none";
  expect(said.filter((e) => e.type === "link.cleared").length, "link.cleared when the link is left").toBe(left ? 1 : 0);
  return said.filter((e) => e.type !== "link.cleared");
}
