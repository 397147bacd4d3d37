/**
 * Every use of XState's internals by the test harness and the diagram renderer, in one file.
 *
 * Everything else in tools/statecharts reads machines through XState's public API only: state
 * nodes' documented fields (`id`, `key`, `type`, `states`, `on`, `always`, `after`, `invoke`,
 * `initial`, `entry`, `exit`, `description`, `order`, `path`), `machine.implementations`,
 * snapshots' `value` and `context`, actors, `SimulatedClock`, and `xstate/graph`.
 *
 * What follows is not part of that API: it is typed loosely, undocumented or marked unsafe, and a
 * minor version of XState may change it. Each function says why nothing public does the job. When
 * XState is upgraded and a test of the harness fails, this is the file to read first
 * (tests/unit/model-capture.test.ts and tests/unit/model-definition.test.ts exercise all of it).
 */
import {
  __unsafe_getAllOwnEventDescriptors as getAllOwnEventDescriptors,
  createActor,
  fromTransition,
  type AnyActorRef,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from "xstate";

// ---------------------------------------------------------------------------------------------
// Snapshots

/**
 * The state nodes active in a snapshot (the root included), in XState's order.
 *
 * Why `_nodes`: `snapshot.value` names only the active leaves by key, and the harness needs the
 * active nodes themselves (their ids, types and document order) for coverage and for the state
 * labels people read; `_nodes` is exactly that list, the one XState (and xstate/graph's own
 * descriptions) use.
 */
export function activeNodes(snapshot: AnyMachineSnapshot): readonly AnyStateNode[] {
  return snapshot._nodes as AnyStateNode[];
}

/**
 * The event types the active states handle themselves (their own `on`, `after`, invocation
 * results), `*` included when a state has a wildcard.
 *
 * Why `__unsafe_getAllOwnEventDescriptors`: the explorer tries, in each state, every event the
 * state handles; the public `snapshot.can(event)` needs a whole event and evaluates guards, so it
 * cannot list them. xstate/graph's own traversal (`createDefaultMachineOptions`) calls the same
 * function.
 */
export function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return getAllOwnEventDescriptors(snapshot) as string[];
}

// ---------------------------------------------------------------------------------------------
// Which transitions a step takes

/** The transition definitions an `@xstate.microstep` inspection event took (empty for any other). */
function microstepTransitions(inspectionEvent: unknown): AnyTransitionDefinition[] {
  // Why `_transitions`: it is the only place XState says which transition definitions (guarded
  // branch, delay, eventless transition) a microstep took; the public part of the event gives
  // the event and the resulting snapshot, from which the branch cannot be told.
  const ev = inspectionEvent as { type?: string; _transitions?: AnyTransitionDefinition[] };
  return ev.type === "@xstate.microstep" ? (ev._transitions ?? []) : [];
}

/**
 * Pure stepping that tells which transitions each step took: `initial` and `step` return the
 * snapshot XState computes (`machine.getInitialSnapshot` / `machine.transition`, the same calls
 * xstate/graph's `getAdjacencyMap` makes) and the transition definitions of its microsteps.
 * Actions and invoked actors are not executed.
 *
 * Why a hand-made actor scope: `getInitialSnapshot` and `transition` take an actor scope, whose
 * type is internal; xstate/graph makes an inert one the same way (`createMockActorScope`), but
 * with no inspection. Ours hands over the system of an idle probe actor that has an `inspect`
 * observer, so the microsteps of every call are reported to us synchronously.
 */
export function createCapturingStepper(machine: AnyStateMachine) {
  let captured: AnyTransitionDefinition[] = [];
  const probe = createActor(
    fromTransition((s: number) => s, 0),
    {
      inspect: (ev) => {
        captured.push(...microstepTransitions(ev));
      },
    },
  );
  const scope = {
    self: probe,
    id: "",
    sessionId: "model-harness",
    logger: () => {},
    defer: () => {},
    system: probe.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  const take = () => {
    const out = captured;
    captured = [];
    return out;
  };
  return {
    initial(input: unknown): { snapshot: AnyMachineSnapshot; taken: AnyTransitionDefinition[] } {
      const snapshot = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
      return { snapshot, taken: take() };
    },
    step(
      before: AnyMachineSnapshot,
      event: EventObject,
    ): { snapshot: AnyMachineSnapshot; taken: AnyTransitionDefinition[] } {
      const snapshot = machine.transition(before, event, scope) as AnyMachineSnapshot;
      return { snapshot, taken: take() };
    },
  };
}

/**
 * An `inspect` observer for `createActor` that reports the transition definitions each microstep
 * of that actor takes (not those of the actors it invokes or spawns).
 *
 * Why `_parent`: the initial microsteps are reported while `createActor` is still running, before
 * the caller holds the actor to compare with; until then, the root actor is told from its children
 * by having no parent, and `ActorRef` has no public parent field.
 */
export function ownMicrosteps(onTaken: (taken: AnyTransitionDefinition[]) => void) {
  let self: AnyActorRef | null = null;
  return {
    /** Call with the actor as soon as `createActor` returns it. */
    setActor: (actor: AnyActorRef) => {
      self = actor;
    },
    inspect: (ev: { type: string; actorRef: unknown }) => {
      if (ev.type !== "@xstate.microstep") return;
      const fromRoot = self === null && !(ev.actorRef as { _parent?: unknown })._parent;
      if (ev.actorRef === self || fromRoot) onTaken(microstepTransitions(ev));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Built-in actions and guards (for the diagrams)

/**
 * Whether an entry or exit action is the raise/cancel pair XState adds to a state for its own
 * `after` timers (the diagrams draw the delay itself instead).
 *
 * Why `type`, `event`, `sendId`: built-in actions are functions whose parameters XState keeps as
 * properties; nothing public tells XState's timer plumbing from an action the machine declares.
 */
export function isTimerPlumbing(action: unknown): boolean {
  if (typeof action !== "function") return false;
  const a = action as { type?: unknown; event?: { type?: unknown }; sendId?: unknown };
  if (a.type === "xstate.raise") return typeof a.event?.type === "string" && a.event.type.startsWith("xstate.after.");
  if (a.type === "xstate.cancel") return typeof a.sendId === "string" && a.sendId.startsWith("xstate.after.");
  return false;
}

/**
 * What a function-valued action or guard reference is made of: the operands of a higher-order
 * guard (`and`, `or`, `not`), or the type of a built-in action (`xstate.assign`, ...).
 *
 * Why `guards` and `type`: XState's built-in guard and action creators return functions and keep
 * what they were made of as properties; there is no public accessor.
 */
export function builtInParts(fn: (...args: never[]) => unknown): { operands: unknown[] | null; type: string | null } {
  const f = fn as unknown as { guards?: unknown; type?: unknown };
  return { operands: Array.isArray(f.guards) ? f.guards : null, type: typeof f.type === "string" ? f.type : null };
}
