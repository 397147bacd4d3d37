/**
 * A field is judged when the person has had their say (issue 54, principle 3): once they typed in
 * it, left it, or a share link filled it. An evaluation's status is judged against the fields
 * touched so far: an issue that only says a field never touched is still empty is not
 * shown; when no other issue is left the status is `incomplete`, which asks for
 * nothing by name and marks nothing invalid. Pure TypeScript: no machine, no view.
 */

/** Valid entries so far, and fields not yet touched that a result still needs. */
export interface IncompleteStatus<F extends string = string> {
  readonly kind: "incomplete";
  /** The untouched fields a result waits for, in form order. */
  readonly waiting: readonly F[];
  readonly notes: Partial<Record<F, string>>;
}

/**
 * A refusal that only says an untouched field holds nothing yet. A choice the entries need (per
 * minute or per hour for an order typed) is still asked for: it answers what was typed.
 */
const waitsFor = (issue: { readonly field: string; readonly reason: string }, touched: readonly string[]) =>
  issue.reason === "empty" && !touched.includes(issue.field);

/**
 * The status as the person sees it, given the fields they have touched: an invalid status keeps
 * only the issues on touched fields and the refusals of what was typed (its first one leads), or
 * becomes `incomplete` when nothing else is left. Any other status is as it is.
 */
export function judgedStatus<
  F extends string,
  S extends {
    readonly kind: string;
    readonly issues?: readonly { readonly field: F; readonly reason: string; readonly message: string }[];
    readonly notes?: Partial<Record<F, string>>;
  },
>(status: S, touched: readonly string[]): S | IncompleteStatus<F> {
  if (status.kind !== "invalid" || !status.issues) return status;
  const shown = status.issues.filter((issue) => !waitsFor(issue, touched));
  const first = shown[0];
  if (!first) {
    const waiting = status.issues.map((issue) => issue.field);
    return { kind: "incomplete", waiting, notes: status.notes ?? {} };
  }
  if (shown.length === status.issues.length) return status;
  return { ...status, field: first.field, reason: first.reason, message: first.message, issues: shown };
}

/** A single refusal (the lab forms' first refused field) judged the same way: `incomplete` when it only waits. */
export function judgedSingle<S extends { readonly kind: string; readonly field?: string; readonly reason?: string }>(
  status: S,
  touched: readonly string[],
): S | IncompleteStatus {
  if (status.kind !== "invalid" || typeof status.field !== "string" || typeof status.reason !== "string") return status;
  return waitsFor({ field: status.field, reason: status.reason }, touched)
    ? { kind: "incomplete", waiting: [status.field], notes: {} }
    : status;
}

/** The fields touched after a change of `field` to `value`: typing in a field touches it, emptying it keeps it touched. */
export function touchedAfterChange(touched: readonly string[], field: string, value: string): readonly string[] {
  return value.trim() === "" || touched.includes(field) ? touched : [...touched, field].sort();
}

/** The fields touched after leaving `field`. */
export const touchedAfterLeave = (touched: readonly string[], field: string): readonly string[] =>
  touched.includes(field) ? touched : [...touched, field].sort();

/** The fields a share link (or a preset) filled: each text field holding something. */
export function touchedByFill<I>(textOf: Readonly<Record<string, keyof I>>, inputs: I): readonly string[] {
  return Object.keys(textOf)
    .filter((field) => String(inputs[textOf[field]!] ?? "").trim() !== "")
    .sort();
}
