/**
 * Pure parts of the Behaviour view (issue 17), unit-tested in tests/unit/behaviour-calc.test.ts:
 * how a state reads, how a recorded macrostep reads, and how the player does a path's step on the
 * page (read from the step's own words, the same words `npm run paths` prints).
 */
import type { AnyActorRef, EventObject, StateValue } from "xstate";
import type { RawEvent } from "./recorder";
import { decodeShareFragment } from "~/machines/converter/share-link.calc";

/** One macrostep of one machine actor (read from the recorder's inspection events). */
export interface TraceRecord {
  /** Machine id ("converter"). */
  machine: string;
  event: EventObject;
  /** Transitions taken (XState transition definitions: source, target, guard, actions). */
  transitions: unknown[];
  value: StateValue;
}

/** What an island's actors did: the records, newest first, and the live actor of each machine id. */
export interface Scope {
  records: TraceRecord[];
  actors: Record<string, AnyActorRef>;
}

/** The most records a trace shows. */
export const TRACE_LIMIT = 200;

/**
 * Reads the recorder's inspection events (oldest first) into macrosteps: each machine actor's
 * microsteps (the transitions taken) up to its next snapshot (the event and the state reached).
 * Actors that are not state machines are left out.
 */
export function recordsOf(events: readonly RawEvent[]): Scope {
  const taken = new Map<unknown, unknown[]>();
  const records: TraceRecord[] = [];
  const actors: Record<string, AnyActorRef> = {};
  for (const e of events) {
    const ref = e.actorRef;
    const logic = (ref as unknown as { logic: { id?: string; root?: unknown } }).logic;
    if (!logic?.root || !logic.id) continue;
    const list = taken.get(ref) ?? [];
    taken.set(ref, list);
    if (e.type === "@xstate.microstep") list.push(...(e.t ?? []));
    if (e.type !== "@xstate.snapshot") continue;
    taken.delete(ref);
    actors[logic.id] = ref;
    records.push({ machine: logic.id, event: e.event, transitions: list, value: e.value ?? "" });
  }
  return { records: records.reverse().slice(0, TRACE_LIMIT), actors };
}

/** A state node as XState gives it in a snapshot (`snapshot._nodes`). */
export interface NodeLike {
  id: string;
  type: string;
  order: number;
  path: string[];
  parent?: unknown;
  /** The state's words, written in the machine (`description`). */
  description?: string | undefined;
}

/** An active state as the view lists it: its name and its plain description from the machine. */
export interface ActiveState {
  /** "result.ready.measurable". */
  name: string;
  /** "The volume falls on a mark of the syringe the one syringe rule recommends: no caution." */
  description: string | null;
}

/** The active leaf states in document order, each with its description (the words of the machine). */
export function activeStates(nodes: readonly NodeLike[]): ActiveState[] {
  return nodes
    .filter((n) => n.type === "atomic" || n.type === "final")
    .sort((a, b) => a.order - b.order)
    .map((n) => ({ name: n.path.join("."), description: n.description ?? null }));
}

/**
 * What an event means, in the machine's words (its `meta.docs.events`, src/machines/machine-docs.ts):
 * by its type ("swap"), by its delay ("xstate.after.settleDelay"), by the invoked actor it answers
 * ("xstate.done.actor.writeClipboard…"); the machine's start is said as such; null when unknown.
 */
export function eventDescription(events: Readonly<Record<string, string>> | null, type: string): string | null {
  if (type === "xstate.init") return "The machine started, when the page loaded.";
  if (!events) return null;
  if (events[type]) return events[type];
  // A delayed event carries its delay's id ("xstate.after.settleDelay.converter.announce.typing").
  const key = Object.keys(events).find((k) => k.startsWith("xstate.") && type.startsWith(`${k}.`));
  return key ? events[key]! : null;
}

/**
 * "direction.mgToMl, result.ready.measurable": the active leaf states, in document order, as
 * `npm run paths` prints them (tools/statecharts/model/describe.ts `stateLabel`).
 */
export function leafLabel(nodes: readonly NodeLike[]): string {
  const leaves = nodes.filter((n) => n.type === "atomic" || n.type === "final").sort((a, b) => a.order - b.order);
  return leaves.map((n) => n.path.join(".")).join(", ") || "(root)";
}

/** Ids of the active state nodes, the root excluded ("converter.direction.mgToMl", …). */
export function activeIds(nodes: readonly NodeLike[]): string[] {
  return nodes.filter((n) => n.parent).map((n) => n.id);
}

/** A state value as text: { direction: "mgToMl", result: { ready: "measurable" } } → "direction.mgToMl, result.ready.measurable". */
export function valueLabel(value: StateValue): string {
  if (typeof value === "string") return value;
  const parts = Object.entries(value).flatMap(([k, v]) => {
    if (v === undefined) return [k];
    const inner = valueLabel(v);
    return inner ? inner.split(", ").map((s) => `${k}.${s}`) : [k];
  });
  return parts.join(", ");
}

/** The name of an XState guard or action reference (a string, `{ type }`, or an inline function). */
export function referenceName(ref: unknown): string {
  if (typeof ref === "string") return ref;
  if (typeof ref === "function") return ref.name && !/^(anonymous|)$/.test(ref.name) ? ref.name : "(inline)";
  if (ref && typeof ref === "object" && "type" in ref) return String(ref.type);
  return "(unnamed)";
}

/** A transition as XState's definition gives it (only what is read here). */
interface TransitionLike {
  source?: { id?: string };
  target?: ReadonlyArray<{ id?: string }> | undefined;
  guard?: unknown;
  actions?: readonly unknown[];
  reenter?: boolean;
}

export interface TransitionText {
  /** "converter.direction.mgToMl → converter.direction.mlToMg" (a targetless one: "(stays)"). */
  route: string;
  guard: string | null;
  /** Named actions; delays' plumbing (raise/cancel of `xstate.after`) is left out. */
  actions: string[];
}

export function transitionText(t: unknown): TransitionText {
  const tr = t as TransitionLike;
  const source = tr.source?.id ?? "?";
  const targets = (tr.target ?? []).map((n) => n.id ?? "?");
  const actions = (tr.actions ?? []).map(referenceName).filter((a) => !a.startsWith("xstate.") && a !== "(inline)");
  return {
    route: `${source} → ${targets.length ? targets.join(", ") : "(stays in it)"}`,
    guard: tr.guard === undefined ? null : referenceName(tr.guard),
    actions,
  };
}

/** A recorded macrostep of one machine, with the state before it (the next older record). */
export interface TraceEntry {
  event: EventObject;
  from: string | null;
  to: string;
  transitions: TransitionText[];
}

/** The records of one machine, newest first, as the view and the JSON copy show them. */
export function traceOf(records: readonly TraceRecord[], machine: string): TraceEntry[] {
  const mine = records.filter((r) => r.machine === machine);
  return mine.map((r, i) => ({
    event: r.event,
    from: mine[i + 1] ? valueLabel(mine[i + 1]!.value) : null,
    to: valueLabel(r.value),
    transitions: r.transitions.map(transitionText),
  }));
}

/** Timer events (`xstate.after.*`) a machine took after the inspection event `mark`. */
export function timersSince(events: readonly RawEvent[], mark: RawEvent | undefined, machine: string): string[] {
  const from = mark ? events.lastIndexOf(mark) + 1 : 0;
  return events
    .slice(from)
    .filter(
      (e) =>
        e.type === "@xstate.snapshot" && (e.actorRef as unknown as { logic?: { id?: string } }).logic?.id === machine,
    )
    .map((e) => e.event.type)
    .filter((t) => t.startsWith("xstate.after."));
}

/**
 * Whether the island is as loaded: none of its actors has received an event from outside its
 * system (what the page sends when a person types or presses, or the player sends) since it
 * started. Events the actors send each other at start (the converter reporting its settings to
 * the card, the card forwarding them) do not count. A buffer that reached its limit has lost its
 * start: not fresh.
 */
/**
 * The converter card passes the address's fragment to the converter at start (issue 16's share
 * link); a fragment that is no link (none, an anchor, the player's own #behaviour_…) changes
 * nothing, so it does not make the page used.
 */
function readsNoLink(event: EventObject): boolean {
  return (
    event.type === "link.open" &&
    decodeShareFragment((event as EventObject & { fragment?: unknown }).fragment).kind === "none"
  );
}

export function isFresh(events: readonly RawEvent[], limit: number): boolean {
  if (events.length === 0 || events.length >= limit) return false;
  return !events.some(
    (e) => e.type === "@xstate.event" && !e.sourceRef && e.event.type !== "xstate.init" && !readsNoLink(e.event),
  );
}
