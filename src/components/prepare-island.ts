/**
 * An island's machine, run once before the island hydrates (issue 33: no long task after the first
 * paint). The first run of a machine costs several times the next: the browser compiles XState's
 * and the machine's code as it first runs them. Run in a task of its own once the island's file has
 * arrived (src/islands.client.tsx), that cost is not in the task that makes the island's actor and
 * hydrates it. The run is thrown away: nothing is drawn, said, recorded or kept.
 */
import { createActor, type AnyStateMachine } from "xstate";

/** An island's component that can run its machine once before it hydrates. */
export interface Preparable {
  prepare?: (props: object) => void;
}

/** Runs `machine` once from `input` and stops it. */
export function runOnce(machine: AnyStateMachine, input?: unknown): void {
  createActor(machine, input === undefined ? {} : { input })
    .start()
    .stop();
}

/** The island's component, with what it runs before it hydrates. */
export function preparedBy<C extends object>(component: C, prepare: (props: object) => void): C & Preparable {
  return Object.assign(component, { prepare });
}

/** Runs the component's `prepare`, if it has one. */
export function prepareComponent(component: object, props: object): void {
  (component as Preparable).prepare?.(props);
}
