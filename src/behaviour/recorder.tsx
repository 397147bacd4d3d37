/**
 * The Behaviour view's first-load part (issue 17), kept tiny on purpose: everything else of the
 * view (reading the records, diagram, trace, path player) is loaded only when a person opens a
 * 'Behaviour' disclosure (src/behaviour/behaviour-view.client.tsx).
 *
 * - `islandOptions(scope)`: `inspectInto(scope)` and `pageClock`, for an island's root actor.
 * - `inspectInto(scope)`: an XState `inspect` option for an island's root actor. From page load
 *   it keeps the inspection events of every actor of that island's system (events received with
 *   their sender, microsteps with the transitions taken, snapshots), at most RAW_LIMIT of them;
 *   the view reads them into a trace
 *   (src/behaviour/behaviour.calc.ts `recordsOf`).
 * - `standIns.clipboard`: while the path player replays a path it stands in for the clipboard
 *   (the model's steps 'The clipboard accepts/refuses the text'); otherwise it is unset.
 * - `pageClock`: the islands' clock (XState's `clock` option): the window's timers, except during
 *   the path player's Run (`standIns.held`), when a delayed event (the result settling, the
 *   'Copied' indicator clearing) waits for the path's own 'Wait' step instead of the wall clock.
 *   A path's steps take no time in its model, so a slow device replays the same states as a fast
 *   one. `releaseHeld()` hands what is still held back to the window's timers when the Run ends.
 * - `listenForBehaviour()`: one delegated `toggle` listener; the first time a
 *   `<details data-behaviour>` opens, it loads the view.
 * - `BehaviourDisclosure`: that closed `<details>`, in the pre-rendered HTML (no script needed to
 *   open it). `scope` names the island whose actors it shows; `machine` the machine shown first.
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

/** A delayed event held during a Run: `id` is what `pageClock.setTimeout` returned for it. */
export interface HeldTimer {
  id: number;
  ms: number;
  fire: () => void;
}

export const standIns: { clipboard?: ((text: string) => Promise<void>) | undefined; held?: HeldTimer[] | undefined } = {};

/** Held timers handed back to the window: their `pageClock` id → the window's timer id. */
const released = new Map<number, ReturnType<typeof setTimeout>>();
let lastHeldId = 0;

/**
 * The islands' clock. Ids of held timers are negative, so `clearTimeout` knows a held or released
 * timer (cancelled by the machine, as when a person types again before the result settles) from
 * one of the window's.
 */
export const pageClock = {
  setTimeout(fire: () => void, ms: number): unknown {
    if (!standIns.held) return setTimeout(fire, ms);
    standIns.held.push({ id: --lastHeldId, ms, fire });
    return lastHeldId;
  },
  clearTimeout(id: unknown): void {
    if (typeof id !== "number" || id >= 0) return clearTimeout(id as ReturnType<typeof setTimeout>);
    const held = standIns.held?.findIndex((h) => h.id === id) ?? -1;
    if (held >= 0) standIns.held!.splice(held, 1);
    clearTimeout(released.get(id));
    released.delete(id);
  },
};

/** Ends the hold: what is still held runs on the window's timers, each its full delay from now. */
export function releaseHeld(): void {
  const held = standIns.held ?? [];
  standIns.held = undefined;
  for (const h of held) {
    released.set(
      h.id,
      setTimeout(() => {
        released.delete(h.id);
        h.fire();
      }, h.ms),
    );
  }
}

/** The `inspect` option of an island's root actor. */
export const inspectInto = (scope: string) => (e: InspectionEvent) => {
  if (e.type === "@xstate.actor" || e.type === "@xstate.action") return;
  const b = (buffers[scope] ??= { events: [] });
  const x = e as unknown as { sourceRef?: unknown; snapshot?: { value?: StateValue }; _transitions?: unknown[] };
  const kept = { type: e.type, actorRef: e.actorRef, sourceRef: x.sourceRef, event: e.event, value: x.snapshot?.value, t: x._transitions };
  if (b.events.push(kept as RawEvent) > RAW_LIMIT) b.events.shift();
  b.notify?.();
};

/** The options every island's root actor is created with: recorded, and on the page's clock. */
export const islandOptions = (scope: string) => ({ inspect: inspectInto(scope), clock: pageClock });

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
  const asked = /^#behaviour_([a-z-]+)_/.exec(location.hash);
  if (asked) document.querySelector(`details[data-behaviour="${asked[1]}"]`)?.setAttribute("open", "");
}

export function BehaviourDisclosure({ scope, machine = scope, label = "Behaviour" }: { scope: string; machine?: string; label?: string }) {
  return (
    <details data-behaviour={scope} data-behaviour-machine={machine} style={{ marginTop: "1rem" }}>
      <summary style={{ cursor: "pointer", minHeight: 44, lineHeight: "44px", fontWeight: 600 }}>{label}</summary>
      <div data-behaviour-view="" />
    </details>
  );
}
