/** Types of the Behaviour view's shipped data (src/behaviour/paths/<machine>.json). */
import type { EventObject } from "xstate";

export interface BehaviourStep {
  /** 1-based. */
  n: number;
  /** In the page's words: "Type 20 in Amount (mg)". */
  text: string;
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
  paths: BehaviourPath[];
}
