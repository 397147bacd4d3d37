/**
 * Types of the Behaviour view's path player (issue 17) and of the path lists it plays
 * (src/behaviour/paths/<machine>.json, written by `npm run behaviour-paths`).
 */
import type { EventObject } from "xstate";
import type { ControlAction } from "~/machines/controls";

export interface BehaviourStep {
  /** 1-based. */
  n: number;
  /** In the page's words: "Type 20 in Amount (mg)" (`describeControl(action)`). */
  text: string;
  /** What a person does, from the machine's controls table (src/machines/controls.ts); the player does it. */
  action: ControlAction;
  /** The event the machine is expected to receive. */
  event: EventObject;
  /** Active leaf states expected after the step: "direction.mgToMl, result.ready.measurable, …". */
  state: string;
}

export interface BehaviourPath {
  index: number;
  /** The page the path starts on (a fresh page), or null when any page with the machine will do. */
  start: string | null;
  initialState: string;
  ends: string;
  steps: BehaviourStep[];
}

export interface BehaviourPaths {
  machine: string;
  /**
   * What a person does on the page before a path's first step for the machine's controls to be
   * there (Batch Convert's tab); the player does it too. Absent: the controls are on the page.
   */
  reveal?: ControlAction;
  paths: BehaviourPath[];
}

/**
 * What the provided actor `performStep` reports about one step it did on the page. It never
 * fails: a step it cannot do is reported with `failure`.
 */
export interface StepReport {
  /** The page machine's active leaf states after the step ("direction.mgToMl, …"). */
  actual: string;
  /** How the step was done when not by one of the page's controls (the clipboard stand-in, a timer). */
  note: string | null;
  /** Why the player could not do the step ("There is no field labelled …"); null when it did it. */
  failure: string | null;
  /** Timer events (`xstate.after.*`) the page machine took between the previous step and this one. */
  timers: string[];
}

/** One step as the player shows it, read from its report (path-player.calc.ts `judgeStep`). */
export interface StepResult {
  ok: boolean;
  /** The live state after the step. */
  actual: string;
  /** How the step was done when not by a control, or why it failed. */
  note: string | null;
}

/** What a step's report means: the expected state, another state, or a step the player could not do. */
export type StepVerdict = "matched" | "mismatch" | "blocked";

/** A fresh page the player asked for (its address `#behaviour_<scope>_<machine>_<path>_<step>`). */
export interface AskedReplay {
  path: number;
  /** Replay the path up to this step (0: only choose the path). */
  step: number;
}

export interface PathPlayerInput {
  /** The machine whose test paths are played ("converter"). */
  machine: string;
  /** The Behaviour disclosure (island) the player belongs to ("converter", "menu"). */
  scope: string;
  /** The page's own path ("/20-mg-to-ml"). */
  page: string;
  /** What the address asked this player for, or null. */
  asked: AskedReplay | null;
}

export interface PathPlayerContext extends PathPlayerInput {
  /** The machine's test paths, once loaded. */
  paths: readonly BehaviourPath[];
  /** The chosen path (its `index`). */
  pathIndex: number;
  /** The reports of the steps done so far on this page, in order. */
  reports: readonly StepReport[];
  /** The step the player plays up to (Next: one more; Run: the last; a fresh page: the step asked). */
  target: number;
  /** Whether the page has been used since it loaded (by a person, or by the player's own steps). */
  pageUsed: boolean;
}

export type PathPlayerEvent =
  /** 'Test path': the person chooses a path. */
  | { type: "PATH.SELECT"; index: number }
  /** Next: do the next step. */
  | { type: "STEP.NEXT" }
  /** Previous: load a fresh page and replay up to the step before. */
  | { type: "STEP.PREVIOUS" }
  /** Run: do every remaining step without pauses. */
  | { type: "RUN" }
  /** 'Start from a fresh page' / 'Open <page> to play it'. */
  | { type: "FRESH.OPEN" }
  /** The page's controls were used (reported by the provided actor `watchPage`). */
  | { type: "PAGE.USED" };

export type PathPlayerEmitted =
  /** Load this address afresh (this page or the path's start page); the view does it. */
  | { type: "page.load"; url: string }
  /** The address's `#behaviour_…` has been read: the view removes it. */
  | { type: "address.clear" }
  /** Nothing is under way: the page's timers held during a Run run now, and the wall clock is theirs again. */
  | { type: "timers.release" }
  /**
   * A step (or a Run) is over: the focus goes back to the player (issue 53: never lost to the page
   * or left in the calculator), on Next while steps remain, else on the status line that says how
   * the path ended.
   */
  | { type: "focus.return"; to: "next" | "status" };

/** What the provided actor `performStep` is asked to do. */
export interface StepRequest {
  step: BehaviourStep;
  /**
   * The step is part of a Run (more steps follow at once): the page's delayed events are held for
   * the path's own 'Wait' steps, as in the path's model no time passes between its steps.
   */
  hold: boolean;
}
