/**
 * The Behaviour view's first-load part (issue 17), kept tiny on purpose: everything else of the
 * view (reading the records, diagram, trace, path player) is loaded only when a person opens a
 * 'Behaviour' disclosure (src/behaviour/behaviour-view.client.tsx).
 *
 * - `inspectInto(scope)`: an XState `inspect` option for an island's root actor. From page load
 *   it keeps the inspection events of every actor of that island's system (events received with
 *   their sender, microsteps with the transitions taken, snapshots), at most RAW_LIMIT of them;
 *   the view reads them into a trace
 *   (src/behaviour/behaviour.calc.ts `recordsOf`).
 * The disclosure that loads the view is src/behaviour/disclosure.tsx; the clipboard, printer and
 * clock the path player stands in for are the page's (src/behaviour/page-effects.ts).
 *
 * Nothing leaves the device.
 */
import type { AnyActorRef, EventObject, InspectionEvent, StateValue } from "xstate";

/**
 * The most inspection events kept per island (about 200 steps of a person's use). Snapshots are
 * not kept (only their state value), so a large context (10,000 Batch Convert rows) is not held.
 */
export const RAW_LIMIT = 800;

/** What is kept of an inspection event. */
export interface RawEvent {
  type: "@xstate.event" | "@xstate.microstep" | "@xstate.snapshot";
  actorRef: AnyActorRef;
  /** Who sent it (`@xstate.event`); undefined: from outside the system (the page). */
  sourceRef?: unknown;
  event: EventObject;
  /** The state value reached (`@xstate.snapshot`). */
  value?: StateValue;
  /** The transitions taken (`@xstate.microstep`). */
  t?: unknown[];
}

export interface Buffer {
  events: RawEvent[];
  /** Set by the view while it is open: called on every new event. */
  notify?: (() => void) | undefined;
}

export const buffers: Record<string, Buffer> = {};

/** The `inspect` option of an island's root actor. */
export const inspectInto = (scope: string) => (e: InspectionEvent) => {
  if (e.type === "@xstate.actor" || e.type === "@xstate.action") return;
  const b = (buffers[scope] ??= { events: [] });
  const x = e as unknown as { sourceRef?: unknown; snapshot?: { value?: StateValue }; _transitions?: unknown[] };
  const kept = {
    type: e.type,
    actorRef: e.actorRef,
    sourceRef: x.sourceRef,
    event: e.event,
    value: x.snapshot?.value,
    t: x._transitions,
  };
  if (b.events.push(kept as RawEvent) > RAW_LIMIT) b.events.shift();
  b.notify?.();
};
