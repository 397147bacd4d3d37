/** Narrow selectors of the double-check machine for its view. */
import type { SnapshotFrom } from "xstate";
import type { doubleCheckMachine } from "./double-check.machine";
import { agreedCautions, evaluateEntry, secondEntryHint, unreadFields } from "./double-check.calc";
import type { EntryField, IncompleteAt } from "./double-check.types";

export type DoubleCheckSnapshot = SnapshotFrom<typeof doubleCheckMachine>;

/** The step of the check the view shows. */
export type CheckStep = "calculator" | "handover" | "entering" | "incomplete" | "match" | "mismatch";

export function selectCheckStep(s: DoubleCheckSnapshot): CheckStep {
  if (s.matches({ checking: "handover" })) return "handover";
  if (s.matches({ checking: { entering: "incomplete" } })) return "incomplete";
  if (s.matches({ checking: "entering" })) return "entering";
  if (s.matches({ checking: "match" })) return "match";
  if (s.matches({ checking: "mismatch" })) return "mismatch";
  return "calculator";
}

export const selectSecond = (s: DoubleCheckSnapshot) => s.context.second;

/**
 * Whether the second person is working blind (handover, entering): the page hides its own
 * answers while the state carries the tag "blind" (issue 27).
 */
export const selectIsBlind = (s: DoubleCheckSnapshot): boolean => s.hasTag("blind");

/** The agreed result's cautions in `match.cautioned`, else empty. */
export function selectAgreedCautions(s: DoubleCheckSnapshot): readonly string[] {
  return s.matches({ checking: { match: "cautioned" } }) ? agreedCautions(s.context.first) : NONE;
}
const NONE: readonly string[] = [];
export const selectFirst = (s: DoubleCheckSnapshot) => s.context.first;

/** The hint under the second entry in `entering.incomplete`, else null. */
export const selectIncompleteHint = (s: DoubleCheckSnapshot): string | null =>
  s.matches({ checking: { entering: "incomplete" } }) ? secondEntryHint(s.context.second) : null;

/** Where an incomplete second entry needs attention (the state under `entering.incomplete`), else null. */
const INCOMPLETE: readonly IncompleteAt[] = ["amount", "strength", "result"];
export function selectIncompleteAt(s: DoubleCheckSnapshot): IncompleteAt | null {
  return INCOMPLETE.find((at) => s.matches({ checking: { entering: { incomplete: at } } })) ?? null;
}

/** The fields an incomplete Compare marks to fix: every one that cannot be read (the state names the first), else none. */
export function selectFieldsToFix(s: DoubleCheckSnapshot): Array<"amount" | "strength"> {
  const at = selectIncompleteAt(s);
  return at === "amount" || at === "strength" ? unreadFields(s.context.second) : [];
}

/** Which entries differ, in `mismatch` only (else empty): read from the states of `mismatch`. */
const ENTRY_FIELDS: readonly EntryField[] = ["amount", "strength", "direction"];
export function selectDiffering(s: DoubleCheckSnapshot): EntryField[] {
  return ENTRY_FIELDS.filter((field) => s.matches({ checking: { mismatch: { [field]: "differs" } } }));
}

/** Both entries as read and the agreed result, in `match` only (else null). */
export function selectAgreed(s: DoubleCheckSnapshot) {
  if (!s.matches({ checking: "match" }) || !s.context.first) return null;
  const a = evaluateEntry(s.context.first);
  const b = evaluateEntry(s.context.second);
  if (
    a.result.status !== "ok" ||
    b.result.status !== "ok" ||
    !a.amount.ok ||
    !b.amount.ok ||
    !a.concentration.ok ||
    !b.concentration.ok
  )
    return null;
  return {
    first: { amount: a.amount.read, strength: a.concentration.normalized, written: s.context.first.concentrationText },
    second: {
      amount: b.amount.read,
      strength: b.concentration.normalized,
      written: s.context.second.concentrationText,
    },
    result: a.result.text,
    worked: a.result.worked,
  };
}
