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
 * - `standIns.clipboard`: while the path player replays a path it stands in for the clipboard
 *   (the model's steps 'The clipboard accepts/refuses the text'); otherwise it is unset.
 * - `standIns.print`: while the path player replays a path, 'Print preparation card' prints
 *   nothing (no print dialog opens in the middle of a replay); otherwise it is unset.
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

export const standIns: { clipboard?: ((text: string) => Promise<void>) | undefined; print?: (() => void) | undefined } =
  {};

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

export function BehaviourDisclosure({
  scope,
  machine = scope,
  label = "Behaviour",
}: {
  scope: string;
  machine?: string;
  label?: string;
}) {
  return (
    <details data-behaviour={scope} data-behaviour-machine={machine} style={{ marginTop: "1rem" }}>
      <summary style={{ cursor: "pointer", minHeight: 44, lineHeight: "44px", fontWeight: 600 }}>{label}</summary>
      <div data-behaviour-view="" />
    </details>
  );
}
