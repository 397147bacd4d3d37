/**
 * The Behaviour view's first-load part (issue 17), kept tiny on purpose: everything else of the
 * view (diagram, trace, path player) is loaded only when a person opens a 'Behaviour' disclosure.
 *
 * - `inspectInto(scope)`: an XState `inspect` option for an island's root actor. It records, from
 *   page load, each macrostep of every machine actor in that island's system (event, the
 *   transitions taken, the state value after) into a bounded buffer, and remembers the live actor
 *   of each machine id, so the view can show events received before it was opened.
 * - `standIns.clipboard`: while the path player replays a path it stands in for the clipboard
 *   (the model's steps 'The clipboard accepts/refuses the text'); otherwise it is unset.
 * - `listenForBehaviour()`: one delegated `toggle` listener; the first time a
 *   `<details data-behaviour>` opens, it loads the view (src/behaviour/behaviour-view.client.tsx).
 *
 * No React and no DOM work here besides the listener; nothing leaves the device.
 */
import type { AnyActorRef, EventObject, InspectionEvent, StateValue } from "xstate";

/** One macrostep of one machine actor, as recorded (formatted by the view). */
export interface TraceRecord {
  /** Machine id ("converter"). */
  machine: string;
  event: EventObject;
  /** Transitions taken (XState transition definitions: source, target, guard, actions). */
  transitions: unknown[];
  value: StateValue;
}

export interface Scope {
  records: TraceRecord[];
  /** The live actor of each machine id in the island. */
  actors: Record<string, AnyActorRef>;
  listeners: Set<() => void>;
}

/** The most records kept per island. */
export const TRACE_LIMIT = 200;

export const scopes: Record<string, Scope> = {};

export const scopeOf = (name: string): Scope => (scopes[name] ??= { records: [], actors: {}, listeners: new Set() });

export const standIns: { clipboard?: ((text: string) => Promise<void>) | undefined } = {};

/** The `inspect` option of an island's root actor. */
export function inspectInto(name: string): (e: InspectionEvent) => void {
  const scope = scopeOf(name);
  // Transitions taken so far in each actor's current macrostep.
  const taken = new Map<AnyActorRef, unknown[]>();
  return (e) => {
    const ref = e.actorRef as AnyActorRef;
    const logic = (ref as unknown as { logic: { id?: string; root?: unknown } }).logic;
    if (!logic.root || !logic.id) return;
    const list = taken.get(ref) ?? [];
    taken.set(ref, list);
    if (e.type === "@xstate.microstep") list.push(...(e as { _transitions: unknown[] })._transitions);
    if (e.type !== "@xstate.snapshot") return;
    taken.delete(ref);
    scope.actors[logic.id] = ref;
    scope.records.unshift({ machine: logic.id, event: e.event, transitions: list, value: (e.snapshot as unknown as { value: StateValue }).value });
    scope.records.length = Math.min(scope.records.length, TRACE_LIMIT);
    scope.listeners.forEach((f) => f());
  };
}

/** Loads the Behaviour view the first time a `<details data-behaviour>` is opened. */
export function listenForBehaviour(): void {
  document.addEventListener(
    "toggle",
    (e) => {
      const d = e.target as HTMLDetailsElement;
      if (!d.open || !d.dataset.behaviour || d.dataset.behaviourLoaded) return;
      d.dataset.behaviourLoaded = "loading";
      void import("./behaviour-view.client").then((m) => m.mountBehaviour(d));
    },
    true,
  );
  // Asked to start a path from a fresh page (the player's link): open that disclosure.
  const asked = /^#behaviour=([\w-]+)\//.exec(location.hash);
  if (asked) document.querySelector(`details[data-behaviour="${asked[1]}"]`)?.setAttribute("open", "");
}
