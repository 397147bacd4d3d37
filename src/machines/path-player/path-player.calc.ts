/**
 * Pure parts of the path player (issue 17): which path is chosen, whether it can start on this
 * page, what a step's report means, what the player says, and the address of a fresh page. The
 * guards of path-player.machine.ts and its selectors call these; no React, no browser API.
 */
import type {
  AskedReplay,
  BehaviourPath,
  BehaviourStep,
  PathPlayerContext,
  StepReport,
  StepResult,
  StepVerdict,
} from "./path-player.types";

/** The path chosen at first: the one the address asked for, else the first of the list. */
export function initialPathIndex(paths: readonly BehaviourPath[], asked: AskedReplay | null): number {
  if (asked && isKnownPath(paths, asked.path)) return asked.path;
  return paths[0]?.index ?? 1;
}

export function isKnownPath(paths: readonly BehaviourPath[], index: number): boolean {
  return paths.some((p) => p.index === index);
}

export function chosenPath(context: Pick<PathPlayerContext, "paths" | "pathIndex">): BehaviourPath | null {
  return context.paths.find((p) => p.index === context.pathIndex) ?? null;
}

/** Whether the path starts on another page than this one (a path with no start page plays anywhere). */
export function startsElsewhere(path: BehaviourPath | null, page: string): boolean {
  return path !== null && path.start !== null && path.start !== page;
}

/** The step the player does next, or null when every step is done. */
export function currentStep(context: Pick<PathPlayerContext, "paths" | "pathIndex" | "reports">): BehaviourStep | null {
  return chosenPath(context)?.steps[context.reports.length] ?? null;
}

/** Whether the player has not yet played up to the step it aims at. */
export function hasStepsToGo(context: Pick<PathPlayerContext, "paths" | "pathIndex" | "reports" | "target">): boolean {
  return context.reports.length < context.target && currentStep(context) !== null;
}

/**
 * Whether the step about to be done is part of a Run: more steps of the path follow it at once
 * (Run, or a replay on a fresh page), not a single Next.
 */
export function isRunStep(context: Pick<PathPlayerContext, "reports" | "target">): boolean {
  return context.target > context.reports.length + 1;
}

/** Whether every step of the path has been done. */
export function allStepsDone(context: Pick<PathPlayerContext, "paths" | "pathIndex" | "reports">): boolean {
  const path = chosenPath(context);
  return path !== null && context.reports.length === path.steps.length;
}

/** What a step's report means: done and in the expected state, done in another state, or not done. */
export function verdictOf(step: BehaviourStep, report: StepReport): StepVerdict {
  if (report.failure !== null) return "blocked";
  return report.actual === step.state ? "matched" : "mismatch";
}

/** The verdict of the last step done, or null before the first. */
export function lastVerdict(context: Pick<PathPlayerContext, "paths" | "pathIndex" | "reports">): StepVerdict | null {
  const path = chosenPath(context);
  const at = context.reports.length - 1;
  const step = path?.steps[at];
  const report = context.reports[at];
  return step && report ? verdictOf(step, report) : null;
}

/** A step's result as the player lists it: ok, the live state, and how it was done or why it failed. */
export function judgeStep(step: BehaviourStep, report: StepReport): StepResult {
  const ok = verdictOf(step, report) === "matched";
  const { actual, note, failure, timers } = report;
  const why =
    failure ??
    (ok || !timers.length
      ? note
      : `${note ? `${note} ` : ""}Between the steps the page's own timer fired (${timers.join(", ")}): Run replays without pauses.`);
  return { ok, actual, note: why };
}

/** The results of the steps done so far. */
export function resultsOf(context: Pick<PathPlayerContext, "paths" | "pathIndex" | "reports">): StepResult[] {
  const path = chosenPath(context);
  if (!path) return [];
  return context.reports.flatMap((report, i) => {
    const step = path.steps[i];
    return step ? [judgeStep(step, report)] : [];
  });
}

/** What the player says in its status line after the steps done so far. */
export function playerMessage(context: Pick<PathPlayerContext, "paths" | "pathIndex" | "reports">): string {
  const path = chosenPath(context);
  if (!path) return "";
  const total = path.steps.length;
  const done = context.reports.length;
  if (done === 0) return `Step 0 of ${total}: the page should be in ${path.initialState}.`;
  const step = path.steps[done - 1]!;
  const report = context.reports[done - 1]!;
  const { ok, actual, note } = judgeStep(step, report);
  if (ok && done === total)
    return `Path ${path.index} done: all ${total} steps in the expected state; it ends in ${actual}.`;
  if (ok) return `Step ${step.n} of ${total}: ${step.text}. The page is in ${actual}, as expected.`;
  if (report.failure !== null) {
    return `Step ${step.n} of ${total}: MISMATCH. ${step.text}: the player could not do it. ${report.failure} The page is in ${actual}; expected ${step.state}.`;
  }
  return `Step ${step.n} of ${total}: MISMATCH. ${step.text}: expected ${step.state}, page is in ${actual}.${note ? ` ${note}` : ""}`;
}

/** A path as the 'Test path' list offers it. */
export function pathOptionLabel(path: BehaviourPath): string {
  return `Path ${path.index}: ${path.steps.length} steps${path.start ? ` on ${path.start}` : ""}, ends in ${path.ends}`;
}

/**
 * The address of a fresh page for the chosen path, replaying up to `step`: the path's start page
 * (or this one), with `#behaviour_<scope>_<machine>_<path>_<step>`, shaped as an in-page anchor so
 * that no calculator reads it as a share link.
 */
export function freshAddress(
  context: Pick<PathPlayerContext, "paths" | "pathIndex" | "page" | "scope" | "machine">,
  step: number,
): string {
  const path = chosenPath(context);
  return `${path?.start ?? context.page}#behaviour_${context.scope}_${context.machine}_${context.pathIndex}_${Math.max(0, step)}`;
}

/** Reads `#behaviour_<scope>_<machine>_<path>_<step>` for a disclosure's scope, or null. */
export function readAskedAddress(hash: string, scope: string): { machine: string; path: number; step: number } | null {
  const m = /^#behaviour_([a-z-]+)_([a-z-]+)_(\d+)_(\d+)$/.exec(hash);
  if (!m || m[1] !== scope) return null;
  return { machine: m[2]!, path: Number(m[3]), step: Number(m[4]) };
}

/** The words of the offer to start afresh, when the chosen path cannot start on this page as it is. */
export function freshOffer(kind: "used" | "elsewhere", path: BehaviourPath | null): { text: string; button: string } {
  if (kind === "used")
    return {
      text: "Every path starts from a fresh page, and this page has been used. ",
      button: "Start from a fresh page",
    };
  return {
    text: `This path starts on ${path?.start ?? "another page"}. `,
    button: `Open ${path?.start ?? "its page"} to play it`,
  };
}
