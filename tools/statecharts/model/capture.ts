/**
 * Steps of a model, computed purely (no actions run, no actor invoked) with what each one really
 * did: the keys of the transitions it took, read from XState's own microstep reports, and the
 * state nodes active after it.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventObject } from "xstate";
import { transitionKey } from "./definition";
import { activeNodes, createCapturingStepper } from "./xstate-internals";
import type { ModelStep } from "./types";

/** Ids of the state nodes active in a snapshot (the root excluded). */
export function activeStateNodes(snapshot: AnyMachineSnapshot): string[] {
  return activeNodes(snapshot)
    .filter((n) => n.parent)
    .map((n) => n.id);
}

/** The keys of transition definitions XState took. */
export function keysOf(defs: readonly AnyTransitionDefinition[]): string[] {
  return defs.map(transitionKey).filter((k): k is string => k !== null);
}

export interface Capture<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject> {
  /** The initial snapshot for an input and the eventless transitions taken while starting. */
  start: (input: unknown) => { initial: TSnapshot; initialTransitions: string[] };
  /** The snapshot after an event and the transition definitions taken (for the explorer). */
  probe: (before: TSnapshot, event: TEvent) => { state: TSnapshot; taken: AnyTransitionDefinition[] };
  /** One step of a path. */
  step(before: TSnapshot, event: TEvent): ModelStep<TSnapshot, TEvent>;
  /** The steps of `events` from a snapshot. */
  replay: (from: TSnapshot, events: readonly TEvent[]) => Array<ModelStep<TSnapshot, TEvent>>;
}

export function createCapture<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  machine: AnyStateMachine,
): Capture<TSnapshot, TEvent> {
  const stepper = createCapturingStepper(machine);
  const probe = (before: TSnapshot, event: TEvent) => {
    const { snapshot, taken } = stepper.step(before, event);
    return { state: snapshot as TSnapshot, taken };
  };
  const step = (before: TSnapshot, event: TEvent): ModelStep<TSnapshot, TEvent> => {
    const { state, taken } = probe(before, event);
    return { event, before, state, transitions: keysOf(taken), stateNodes: activeStateNodes(state) };
  };
  return {
    start(input) {
      const { snapshot, taken } = stepper.initial(input);
      return { initial: snapshot as TSnapshot, initialTransitions: keysOf(taken) };
    },
    probe,
    step,
    replay(from, events) {
      const steps: Array<ModelStep<TSnapshot, TEvent>> = [];
      let current = from;
      for (const event of events) {
        const s = step(current, event);
        steps.push(s);
        current = s.state;
      }
      return steps;
    },
  };
}
