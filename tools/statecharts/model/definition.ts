/**
 * The one walker of a machine definition, shared by the test harness (states and transitions to
 * cover, the keys of transitions taken, delays and invocation results) and the diagram renderer
 * (the tree of states with their actions and invocations, every transition with its guard and
 * actions).
 *
 * `readDefinition(machine)` visits every state node depth first in definition order (the order of
 * `getStateNodes` from xstate/graph) and, for each, its transitions from the public `on` map (which
 * holds `after` delays and invocation results too) and then `always`; each guarded branch is a
 * transition of its own, keyed `${source}|${eventType}|${branch}`.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from "xstate";
import { builtInParts, isTimerPlumbing } from "./xstate-internals";

export type TransitionKind = "event" | "always" | "after" | "done" | "error";

export interface DefinedState {
  /** XState id: "converter.copy.idle". */
  id: string;
  /** Key in its parent: "idle". */
  key: string;
  type: "atomic" | "compound" | "parallel" | "final" | "history";
  /** Ids of the initial child states (compound states only). */
  initial: string[];
  children: DefinedState[];
  invokes: Array<{ id: string; src: string }>;
  /** Entry and exit actions by name, without XState's own timer plumbing. */
  entry: string[];
  exit: string[];
  description: string | null;
}

export interface DefinedTransition {
  /** Stable key: `${source}|${eventType}|${branch}`. */
  key: string;
  source: string;
  /** Target state ids; empty: no target (actions only). */
  targets: string[];
  kind: TransitionKind;
  /** The raw XState event type ("" for eventless `always`). */
  eventType: string;
  /** Index among the branches of this event type in this state (0 for the first). */
  branch: number;
  /** How the event reads in a diagram: "copy", "after copiedTimeout (2000 ms)", "onDone writeClipboard". */
  event: string;
  /** "hasResult", "isMenu(mg)", or null. */
  guard: string | null;
  /** An unguarded branch after guarded ones of the same event: taken when none of them holds. */
  otherwise: boolean;
  actions: string[];
  /** For delayed transitions: the delay name and its milliseconds (null when computed). */
  delay: { name: string; ms: number | null } | null;
}

export interface MachineDefinition {
  /** Machine id ("converter"). */
  id: string;
  root: DefinedState;
  /** Every state except the root, depth first, in definition order. */
  states: DefinedState[];
  /** Every transition, state by state in the order of `states` (the root's first). */
  transitions: DefinedTransition[];
}

// ---------------------------------------------------------------------------------------------
// Names of actions, guards and delays

function paramsText(params: unknown): string {
  if (params === undefined || params === null) return "";
  if (typeof params === "string" || typeof params === "number" || typeof params === "boolean") return String(params);
  if (typeof params !== "object") return JSON.stringify(params) ?? "";
  const values = Object.values(params as Record<string, unknown>);
  if (values.every((v) => ["string", "number", "boolean"].includes(typeof v)))
    return values.map((v) => String(v)).join(", ");
  return JSON.stringify(params);
}

/** Names an action or guard reference: "name", "name(params)", and(a, b), or a function's name. */
export function referenceName(ref: unknown): string {
  if (typeof ref === "string") return ref;
  if (typeof ref === "function") {
    const { operands, type } = builtInParts(ref as () => unknown);
    // Higher-order guards and(), or(), not() keep their operands.
    if (operands) return `${ref.name || "guard"}(${operands.map(referenceName).join(", ")})`;
    if (type) return type.replace(/^xstate\./, "");
    return ref.name && ref.name !== "anonymous" ? ref.name : "inline";
  }
  if (typeof ref === "object" && ref !== null && "type" in ref) {
    const { type, params } = ref as { type: unknown; params?: unknown };
    const p = typeof params === "function" ? "…" : paramsText(params);
    return p ? `${String(type)}(${p})` : String(type);
  }
  return "inline";
}

/** A delay as written in the definition: its name and milliseconds (null when it is computed). */
function staticDelay(machine: AnyStateMachine, delay: unknown): { name: string; ms: number | null } {
  if (typeof delay === "number") return { name: `${delay} ms`, ms: delay };
  const name = String(delay);
  const configured = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof configured === "number") return { name, ms: configured };
  const numeric = Number(name);
  return { name, ms: Number.isFinite(numeric) && typeof configured !== "function" ? numeric : null };
}

function kindOf(eventType: string): TransitionKind {
  if (eventType === "") return "always";
  if (eventType.startsWith("xstate.after.")) return "after";
  if (eventType.startsWith("xstate.done.actor.") || eventType.startsWith("xstate.done.state.")) return "done";
  if (eventType.startsWith("xstate.error.actor.")) return "error";
  return "event";
}

// ---------------------------------------------------------------------------------------------
// The walk

/** A state node's transition definitions by event type, eventless ones last under "". */
function transitionGroups(node: AnyStateNode): Array<[string, readonly AnyTransitionDefinition[]]> {
  const groups: Array<[string, readonly AnyTransitionDefinition[]]> = Object.entries(node.on);
  if (node.always?.length) groups.push(["", node.always]);
  return groups;
}

function childNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states ?? {}) as AnyStateNode[];
}

function defineState(node: AnyStateNode): DefinedState {
  const initial =
    node.type === "compound" ? ((node.initial?.target ?? []) as readonly AnyStateNode[]).map((n) => n.id) : [];
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    initial,
    children: childNodes(node).map(defineState),
    invokes: node.invoke.map((i) => ({ id: i.id, src: typeof i.src === "string" ? i.src : "inline" })),
    entry: node.entry.filter((a) => !isTimerPlumbing(a)).map(referenceName),
    exit: node.exit.filter((a) => !isTimerPlumbing(a)).map(referenceName),
    description: node.description ?? null,
  };
}

function eventText(machine: AnyStateMachine, node: AnyStateNode, eventType: string, def: AnyTransitionDefinition) {
  const kind = kindOf(eventType);
  if (kind === "always") return { kind, event: "always", delay: null };
  if (kind === "after") {
    const configured = node.after.find((a) => a === def)?.delay;
    const delay = staticDelay(machine, configured ?? eventType.split(".")[2]);
    const event =
      delay.ms === null || delay.name === `${delay.ms} ms`
        ? `after ${delay.name}`
        : `after ${delay.name} (${delay.ms} ms)`;
    return { kind, event, delay };
  }
  if (eventType.startsWith("xstate.done.actor."))
    return { kind, event: `onDone ${eventType.slice("xstate.done.actor.".length)}`, delay: null };
  if (kind === "error") return { kind, event: `onError ${eventType.slice("xstate.error.actor.".length)}`, delay: null };
  if (kind === "done") return { kind, event: "onDone", delay: null };
  return { kind, event: eventType, delay: null };
}

const definitions = new WeakMap<AnyStateMachine, MachineDefinition>();

/** The definition of a machine: its states and every transition, in definition order (read once per machine). */
export function readDefinition(machine: AnyStateMachine): MachineDefinition {
  const known = definitions.get(machine);
  if (known) return known;
  const root = defineState(machine.root);
  const states: DefinedState[] = [];
  const transitions: DefinedTransition[] = [];
  const visit = (node: AnyStateNode) => {
    for (const [eventType, defs] of transitionGroups(node)) {
      defs.forEach((def, branch) => {
        transitions.push({
          key: `${node.id}|${eventType}|${branch}`,
          source: node.id,
          targets: (def.target ?? []).map((n: AnyStateNode) => n.id),
          eventType,
          branch,
          ...eventText(machine, node, eventType, def),
          guard: def.guard === undefined ? null : referenceName(def.guard),
          otherwise: def.guard === undefined && branch > 0,
          actions: (def.actions ?? []).map(referenceName),
        });
      });
    }
    for (const child of childNodes(node)) {
      visit(child);
    }
  };
  visit(machine.root);
  const collect = (s: DefinedState) => {
    for (const c of s.children) {
      states.push(c);
      collect(c);
    }
  };
  collect(root);
  const definition = { id: machine.root.id, root, states, transitions };
  definitions.set(machine, definition);
  return definition;
}

// ---------------------------------------------------------------------------------------------
// What the harness reads from it

/** One transition to cover, as the harness and its reports name it. */
export interface TransitionInfo {
  /** Stable key: `${sourceId}|${eventType}|${branchIndex}`. */
  key: string;
  /** Readable label: "converter.copy.idle --copy [hasResult]--> converter.copy.copying". */
  label: string;
  source: string;
  eventType: string;
  kind: TransitionKind;
  guard: string | null;
  targets: string[];
}

/** Ids of all state nodes except the root. */
export function listStates(machine: AnyStateMachine): string[] {
  return readDefinition(machine).states.map((s) => s.id);
}

/** Every transition of the machine definition, guarded branches and delays included. */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return readDefinition(machine).transitions.map(({ key, source, eventType, kind, guard, targets }) => {
    const eventLabel =
      kind === "always" ? "(always)" : kind === "after" ? `after ${eventType.split(".")[2]}` : eventType;
    return {
      key,
      label: `${source} --${eventLabel}${guard ? ` [${guard}]` : ""}--> ${targets.length ? targets.join(", ") : "(self)"}`,
      source,
      eventType,
      kind,
      guard,
      targets,
    };
  });
}

/** The key of a transition definition XState took (works for `.provide()`d copies of the machine too). */
export function transitionKey(t: AnyTransitionDefinition): string | null {
  const source = t.source as AnyStateNode;
  const eventType = t.eventType as string;
  const list: readonly AnyTransitionDefinition[] | undefined = eventType === "" ? source.always : source.on[eventType];
  const index = list ? list.indexOf(t) : -1;
  if (index < 0) return null;
  return `${source.id}|${t.eventType}|${index}`;
}

/** The delay of an `xstate.after.*` event: its name and milliseconds (computed from the snapshot when the delay is a function); null for other events. */
export function delayOfEvent(
  machine: AnyStateMachine,
  event: EventObject,
  snapshot?: AnyMachineSnapshot,
): { name: string; ms: number } | null {
  if (!event.type.startsWith("xstate.after.")) return null;
  // The delay name is between "xstate.after." and the state node id.
  const rest = event.type.slice("xstate.after.".length);
  const { root, states } = readDefinition(machine);
  const node = [root, ...states].find((n) => rest.endsWith(`.${n.id}`));
  const name = node ? rest.slice(0, rest.length - node.id.length - 1) : (rest.split(".")[0] ?? "");
  const configured = (machine.implementations.delays as Record<string, unknown>)[name];
  let ms = Number(name);
  if (typeof configured === "number") ms = configured;
  else if (typeof configured === "function") {
    ms = Number((configured as (args: unknown) => unknown)({ context: snapshot?.context as unknown, event }));
  }
  return Number.isFinite(ms) ? { name, ms } : null;
}

/** An invocation result event (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), else null. */
export function invocationOfEvent(event: EventObject): { id: string; outcome: "done" | "error" } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return match ? { id: match[2] ?? "", outcome: match[1] === "done" ? "done" : "error" } : null;
}
