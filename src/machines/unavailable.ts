/**
 * Why a control is off (issue 53, principle 2): a disabled control says why, in words a person
 * can act on, one sentence per state of what it waits for, never a wrong one. Most wait for a
 * result; the sentence names the controls and what the state without a result asks for. Connect
 * layers choose the state from their machine's; views show the sentence beside the controls and
 * tie it to each with aria-describedby (src/components/ui/reason.tsx).
 */

/** The states a calculator is in without a result. */
export type WithoutResult = "empty" | "invalid" | "offScale" | "impossible";

/** What each state without a result asks of a person. */
export const WITHOUT_RESULT_ADVICE: Readonly<Record<WithoutResult, string>> = {
  empty: "fill in the fields first",
  invalid: "correct the highlighted field first",
  offScale: "this one is out of the range that can be shown",
  impossible: "what was asked cannot be made",
};

/** "Copy plan, Download CSV and Print record" (controls named as on their buttons). */
export function controlList(controls: readonly string[]): string {
  if (controls.length <= 1) return controls[0] ?? "";
  return `${controls.slice(0, -1).join(", ")} and ${controls.at(-1)!}`;
}

/**
 * "Copy result works once there is a result: fill in the fields first." — the controls, and what
 * the state asks for.
 */
export function needsResult(controls: readonly string[], state: WithoutResult): string {
  const verb = controls.length === 1 ? "works" : "work";
  return `${controlList(controls)} ${verb} once there is a result: ${WITHOUT_RESULT_ADVICE[state]}.`;
}

/** A state without a result from a status kind ("ready" and anything with a result give null). */
export function withoutResultOf(kind: string): WithoutResult | null {
  if (kind.startsWith("invalid")) return "invalid";
  if (kind === "empty" || kind === "offScale" || kind === "impossible") return kind;
  return null;
}

/** The reason a control is off, and the id of the line that says it (for aria-describedby). */
export interface ReasonView {
  /** Why the controls are off, or null when they are on. */
  readonly reason: string | null;
  readonly reasonId: string;
}

/**
 * The reason of controls that wait for a result: while they are `off` and the status (a state's
 * name: "empty", "invalid.amount", "offScale", …) has no result, what it asks for; else null (on,
 * or off for a moment of their own, such as a copy under way).
 */
export function resultReason(controls: readonly string[], off: boolean, status: string, reasonId: string): ReasonView {
  const missing = off ? withoutResultOf(status) : null;
  return { reason: missing ? needsResult(controls, missing) : null, reasonId };
}
