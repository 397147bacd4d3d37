/**
 * Model-based testing harness, shared by every machine of the site (converter, batch, tabs,
 * molarity, dilution, menu...). It does not depend on Vitest or Playwright, so the same paths run
 * at every level:
 *
 *   "machine"  the XState actor itself, in Node (see `runPathOnMachine`)
 *   "view"     the rendered React view with Testing Library (the test maps events to user actions)
 *   "browser"  the built site in Playwright (same, with page actions)
 *
 * What it does
 * 1. Enumerates the machine definition: every state node (except the root) and every transition,
 *    read from the state nodes (`node.transitions`, which include `after` delayed transitions and
 *    invoke onDone/onError, plus `node.always`); each guarded branch is its own transition.
 * 2. Explores the machine breadth first, as `getAdjacencyMap` of `xstate/graph` does, using the
 *    events you give per state (sample values for parameterised events); each step records the
 *    transitions it takes as it is explored, so no step is computed twice. Events the machine
 *    produces itself (`xstate.after.*` delays, `xstate.done.actor.*` / `xstate.error.actor.*` of
 *    invoked actors) are added automatically for every state that handles them, so delayed
 *    transitions stay in the real machine and are walked like any other step.
 * 3. Chooses paths that together cover every reachable state and transition:
 *      strategy "paths" (default): greedy set cover over "shortest path to a state + one more
 *        event", so every path is short and a failure points at one transition;
 *      strategy "walk": a few long walks that chain the nearest uncovered transition (fewer
 *        page loads in a browser).
 *    Every chosen path is replayed from the initial state, and the transitions each step really
 *    takes are recorded from XState's own `@xstate.microstep` inspection events (no guessing).
 * 4. Tracks coverage per level: call `tracker.recordPath(path)` after a path passed; then
 *    `tracker.assertComplete()` prints the table `machine | level | states x/y | transitions x/y`,
 *    merges it into `test-results/model-coverage.json` (by machine + level) and throws with the
 *    list of what is missing when anything is below 100 %.
 * 5. Describes paths for people: `describePath(model, path, describer)` turns a path into
 *    numbered steps ("1. Type 20 in Amount (mg)"); the `npm run paths -- <machine>` CLI reuses it.
 *
 * Typical use (Vitest, machine level):
 *
 *   const model = createMachineModel(myMachine, { name: "molarity", events: () => [...] });
 *   const tracker = model.coverage("machine");
 *   describe.each(model.paths)("$title", (path) => {
 *     it("runs", async () => { await runPathOnMachine(model, path); tracker.recordPath(path); });
 *   });
 *   it("covers every state and transition", () => tracker.assertComplete());
 *
 * Keep `assertComplete()` in the last test of the file (Vitest runs a file's tests in order); a
 * failing path is not recorded, so it also fails the coverage test.
 *
 * Invoked actors are never started while exploring (the exploration uses pure `transition`
 * calls with an inert actor scope); at machine level `runPathOnMachine` runs the real actor and
 * asks you to settle each invocation (`onInvocation`), e.g. by resolving a fake promise.
 */
import fs from "node:fs";
import path from "node:path";
import {
  SimulatedClock,
  __unsafe_getAllOwnEventDescriptors as getAllOwnEventDescriptors,
  createActor,
  fromTransition,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InputFrom,
  type StateValue,
} from "xstate";
import { cacheEnabled, cacheFile, readCached, writeCached } from "./exploration-cache";
import { getStateNodes } from "xstate/graph";

export type CoverageLevel = "machine" | "view" | "browser";

/** One transition of the machine definition. */
export interface TransitionInfo {
  /** Stable key: `${sourceId}|${eventType}|${branchIndex}`. */
  key: string;
  /** Readable label: "converter.copy.idle --copy [hasResult]--> converter.copy.copying". */
  label: string;
  source: string;
  eventType: string;
  kind: "event" | "always" | "after" | "done" | "error";
  guard: string | null;
  targets: string[];
}

export interface ModelStep<TSnapshot = AnyMachineSnapshot, TEvent extends EventObject = EventObject> {
  event: TEvent;
  /** The snapshot before the event. */
  before: TSnapshot;
  /** The snapshot after the event (and any eventless transitions it caused). */
  state: TSnapshot;
  /** Keys of the transitions this step takes, in order. */
  transitions: string[];
  /** Ids of the state nodes active after the step. */
  stateNodes: string[];
}

export interface ModelPath<TSnapshot = AnyMachineSnapshot, TEvent extends EventObject = EventObject> {
  /** 1-based number, stable for one machine definition and one events generator. */
  index: number;
  /** The input the path starts from (the model's `input`, or one of its `inputs`). */
  input?: unknown;
  /** "path 3: copy → xstate.done.actor.writeClipboard → ... (ends in copy.copied)". */
  title: string;
  initial: TSnapshot;
  initialStateNodes: string[];
  /** Keys of the eventless transitions taken while the machine starts (transient initial states). */
  initialTransitions: string[];
  steps: Array<ModelStep<TSnapshot, TEvent>>;
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Name in the coverage table and the JSON file, e.g. "converter". */
  name: string;
  /** Input for the machine (`createActor(machine, { input })`). */
  input?: InputFrom<TMachine>;
  /**
   * Several inputs (e.g. an mg page and an mL page): the machine is explored from each, the
   * paths of all are offered together (each path carries its `input`) and a state or transition
   * counts as reachable when one of them reaches it. `input` is then the first.
   */
  inputs?: ReadonlyArray<InputFrom<TMachine>>;
  /**
   * Events to try in a state, with sample values for parameterised events. Only event types the
   * state handles are used. Event types the state handles but that you do not list are tried
   * bare (`{ type }`); delays and invocation results are added for you. A pure function of the
   * snapshot: models of one machine and input given the same `events` and `serializeState`
   * functions (and limit) share one exploration in a process, whatever their strategy.
   */
  events: (snapshot: ReturnType<TMachine["transition"]>) => Array<EventObject>;
  /**
   * Event types a state handles that are not to be tried there at all (not even bare): a press
   * whose outcome the model cannot say in that state, say. A pure function of the snapshot, like
   * `events`.
   */
  withheld?: (snapshot: ReturnType<TMachine["transition"]>) => readonly string[];
  /**
   * What makes two snapshots the same node of the explored graph. Default: state value plus the
   * whole context (sound, possibly large). An abstraction is fine: paths are always replayed
   * from the initial state, so coverage reflects what really happens.
   */
  serializeState?: (snapshot: ReturnType<TMachine["transition"]>) => string;
  /** Maximum number of traversal steps (queue pops) while exploring (default 100,000). */
  limit?: number;
  /**
   * Keep the exploration on disk for the other processes of a run (exploration-cache.ts): a name
   * for this model's `events`, `withheld` and `serializeState`, unique among the models of its
   * machine. For models that take seconds to explore; the others explore in each process.
   */
  cacheAs?: string;
  /** "paths" (default): many short paths; "walk": a few long walks. */
  strategy?: "paths" | "walk";
  /** For "walk": the longest walk before starting again from the initial state (default 40). */
  maxWalkSteps?: number;
}

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  machine: TMachine;
  input: InputFrom<TMachine> | undefined;
  /** Ids of all state nodes except the root. */
  states: string[];
  transitions: TransitionInfo[];
  paths: Array<ModelPath<ReturnType<TMachine["transition"]>, EventFromMachine<TMachine>>>;
  /** States and transitions no path reaches (with the given events): the tests will fail on them. */
  unreachable: { states: string[]; transitions: string[] };
  /** Delay of an `xstate.after.*` event: its name and milliseconds; null for other events. */
  delayOf(event: EventObject, snapshot?: AnyMachineSnapshot): { name: string; ms: number } | null;
  /** Invocation result event (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), else null. */
  invocationOf(event: EventObject): { id: string; outcome: "done" | "error" } | null;
  /** A coverage tracker for one level. */
  coverage(level: CoverageLevel): CoverageTracker;
  /** Label of a transition key. */
  labelOf: (key: string) => string;
  /**
   * The same model (same machine, events, inputs) with other paths: "walk" gives a few long walks
   * that together still cover every reachable state and transition (fewer page loads in a
   * browser, where a fresh page costs far more than a step); "paths" the short paths.
   */
  withStrategy(strategy: "paths" | "walk", maxWalkSteps?: number): MachineModel<TMachine>;
}

type EventFromMachine<TMachine extends AnyStateMachine> = Parameters<TMachine["transition"]>[1];

// ---------------------------------------------------------------------------------------------
// Definition: states and transitions

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === "string") return guard;
  if (typeof guard === "function") return guard.name || "inline guard";
  if (typeof guard === "object" && guard !== null && "type" in guard) {
    // A parameterised guard says its parameters: statusIs(invalid.unit).
    const { type, params } = guard as { type: unknown; params?: unknown };
    const values = params && typeof params === "object" ? Object.values(params as Record<string, unknown>) : [];
    return values.length ? `${String(type)}(${values.map(String).join(", ")})` : String(type);
  }
  return "guard";
}

function kindOf(eventType: string): TransitionInfo["kind"] {
  if (eventType === "") return "always";
  if (eventType.startsWith("xstate.after.")) return "after";
  if (eventType.startsWith("xstate.done.actor.")) return "done";
  if (eventType.startsWith("xstate.error.actor.")) return "error";
  return "event";
}

/** The key of a transition definition (works for `.provide()`d copies of the machine too). */
export function transitionKey(t: AnyTransitionDefinition): string | null {
  const source = t.source as AnyStateNode;
  const list: readonly AnyTransitionDefinition[] | undefined =
    t.eventType === "" ? source.always : source.transitions.get(t.eventType);
  const index = list ? list.indexOf(t) : -1;
  if (index < 0) return null;
  return `${source.id}|${t.eventType}|${index}`;
}

function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** Every transition of the machine definition, guarded branches and delays included. */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  for (const node of allStateNodes(machine)) {
    const groups: Array<[string, readonly AnyTransitionDefinition[]]> = [...node.transitions.entries()];
    if (node.always?.length) groups.push(["", node.always]);
    for (const [eventType, defs] of groups) {
      defs.forEach((t, index) => {
        const targets = (t.target ?? []).map((n: AnyStateNode) => n.id);
        const guard = guardName(t.guard);
        const kind = kindOf(eventType);
        const eventLabel =
          kind === "always" ? "(always)" : kind === "after" ? `after ${eventType.split(".")[2]}` : eventType;
        out.push({
          key: `${node.id}|${eventType}|${index}`,
          label: `${node.id} --${eventLabel}${guard ? ` [${guard}]` : ""}--> ${targets.length ? targets.join(", ") : "(self)"}`,
          source: node.id,
          eventType,
          kind,
          guard,
          targets,
        });
      });
    }
  }
  return out;
}

/** Ids of all state nodes except the root. */
export function listStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((n) => n.id);
}

/** Ids of the state nodes active in a snapshot (the root excluded). */
export function activeStateNodes(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).filter((n) => n.parent).map((n) => n.id);
}

/** "copy.copied" / "list.converted, copy.idle": the active leaf states. */
export function stateLabel(snapshot: AnyMachineSnapshot): string {
  const leaves = (snapshot._nodes as AnyStateNode[])
    .filter((n) => n.type === "atomic" || n.type === "final")
    .sort((a, b) => a.order - b.order);
  return leaves.map((n) => n.path.join(".")).join(", ") || "(root)";
}

export function stateValuesEqual(a: StateValue, b: StateValue): boolean {
  if (a === b) return true;
  if (typeof a === "string" || typeof b === "string") return false;
  const ak = Object.keys(a);
  const bk = Object.keys(b);
  return ak.length === bk.length && ak.every((k) => b[k] !== undefined && stateValuesEqual(a[k]!, b[k]));
}

// ---------------------------------------------------------------------------------------------
// Pure stepping with transition capture

interface CaptureScope {
  scope: AnyActorScope;
  take(): AnyTransitionDefinition[];
}

/**
 * An inert actor scope (actions and invoked actors are not executed) whose system reports
 * `@xstate.microstep` inspection events to us, so each `machine.transition` call tells which
 * transition definitions it took.
 */
function createCaptureScope(): CaptureScope {
  let captured: AnyTransitionDefinition[] = [];
  const probe = createActor(
    fromTransition((s: number) => s, 0),
    {
      inspect: (ev) => {
        if (ev.type === "@xstate.microstep") {
          captured.push(...((ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions ?? []));
        }
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
  return {
    scope,
    take() {
      const out = captured;
      captured = [];
      return out;
    },
  };
}

function keysOf(defs: AnyTransitionDefinition[]): string[] {
  return defs.map(transitionKey).filter((k): k is string => k !== null);
}

// ---------------------------------------------------------------------------------------------
// Exploring: the graph of abstract states, and what each step of it covers

interface GraphEdge<TEvent> {
  event: TEvent;
  /** The node the event leads to. */
  target: number;
  /** Edges are numbered in the order they were tried (their coverage is kept by number). */
  id: number;
  /** What the step covers, as bits of a `CoverIndex`. */
  bits: number[];
}

interface GraphNode<TEvent> {
  /** The node and edge by which the breadth first search reached it first; null at the start. */
  via: { node: number; edge: GraphEdge<TEvent> } | null;
  /** Steps from the start along `via`. */
  depth: number;
  /** One per distinct event tried (by its JSON), in the order tried; the last of equal ones wins. */
  edges: Array<GraphEdge<TEvent>>;
}

interface ExploredGraph<TEvent> {
  /** Node 0 is the start; the others in the order the breadth first search reached them. */
  nodes: Array<GraphNode<TEvent>>;
  /** Node of a serialized state. */
  index: Map<string, number>;
  edgeCount: number;
  /** The shortest way from the start to a node: the events along `via`. */
  eventsTo(node: number): TEvent[];
  /**
   * Breadth first from `start`: the events to the first edge (in search order) that `adds`
   * something, that edge's event last; null when none does.
   */
  nearest(start: number, adds: (edge: GraphEdge<TEvent>) => boolean): TEvent[] | null;
}

/**
 * Explores breadth first as `getAdjacencyMap` of xstate/graph does (the same states in the same
 * order, reached by the same events, the same edges, the same traversal limit), but `probe`
 * says what each step covers as it is taken, so no step is computed a second time to learn it.
 */
function exploreGraph<TSnapshot, TEvent extends EventObject>(args: {
  initial: TSnapshot;
  eventsFor: (snapshot: TSnapshot) => TEvent[];
  probe: (before: TSnapshot, event: TEvent) => { state: TSnapshot; bits: number[] };
  serialize: (snapshot: TSnapshot) => string;
  serializeEvent: (event: TEvent) => string;
  limit: number;
}): ExploredGraph<TEvent> {
  const { initial, eventsFor, probe, serialize, serializeEvent, limit } = args;
  const nodes: Array<GraphNode<TEvent>> = [{ via: null, depth: 0, edges: [] }];
  // The snapshot of each node (the first reached with its key), kept only while exploring.
  const states = [initial];
  const index = new Map([[serialize(initial), 0]]);
  let edgeCount = 0;
  for (let n = 0; n < nodes.length; n += 1) {
    const node = nodes[n]!;
    const position = new Map<string, number>();
    for (const event of eventsFor(states[n]!)) {
      edgeCount += 1;
      if (edgeCount > limit) throw new Error("Traversal limit exceeded");
      const { state, bits } = probe(states[n]!, event);
      const key = serialize(state);
      const known = index.get(key);
      const edge: GraphEdge<TEvent> = { event, target: known ?? nodes.length, id: edgeCount - 1, bits };
      if (known === undefined) {
        index.set(key, nodes.length);
        nodes.push({ via: { node: n, edge }, depth: node.depth + 1, edges: [] });
        states.push(state);
      }
      const eventKey = serializeEvent(event);
      const at = position.get(eventKey);
      if (at === undefined) {
        position.set(eventKey, node.edges.length);
        node.edges.push(edge);
      } else node.edges[at] = edge;
    }
  }
  return graphOf(nodes, index, edgeCount);
}

/** The explored graph's queries over its nodes (made by `exploreGraph`, or read from the cache). */
function graphOf<TEvent>(
  nodes: Array<GraphNode<TEvent>>,
  index: Map<string, number>,
  edgeCount: number,
): ExploredGraph<TEvent> {
  return {
    nodes,
    index,
    edgeCount,
    eventsTo(node) {
      const events: TEvent[] = [];
      for (let via = nodes[node]!.via; via; via = nodes[via.node]!.via) events.push(via.edge.event);
      return events.reverse();
    },
    nearest(start, adds) {
      const from = new Map<number, { node: number; event: TEvent } | null>([[start, null]]);
      const queue = [start];
      for (let head = 0; head < queue.length; head += 1) {
        const n = queue[head]!;
        for (const edge of nodes[n]!.edges) {
          if (adds(edge)) {
            const events = [edge.event];
            for (let via = from.get(n); via; via = from.get(via.node)) events.push(via.event);
            return events.reverse();
          }
          if (!from.has(edge.target)) {
            from.set(edge.target, { node: n, event: edge.event });
            queue.push(edge.target);
          }
        }
      }
      return null;
    },
  };
}

/**
 * An exploration as stored on disk (exploration-cache.ts): events once each (by their JSON),
 * nodes as `[via node, via edge id, depth, edges]` with edges as `[event, target, id, bits]`, the
 * serialized state of each node, and the names of the bits.
 */
interface StoredExploration {
  format: 1;
  events: string[];
  nodes: Array<[number, number, number, Array<[number, number, number, number[]]>]>;
  keys: string[];
  edgeCount: number;
  bits: string[];
}

function storeExploration<TEvent>(graph: ExploredGraph<TEvent>, names: string[]): StoredExploration {
  const events: string[] = [];
  const eventIndex = new Map<string, number>();
  const eventOf = (event: TEvent) => {
    const json = JSON.stringify(event);
    let i = eventIndex.get(json);
    if (i === undefined) eventIndex.set(json, (i = events.push(json) - 1));
    return i;
  };
  const keys: string[] = new Array(graph.nodes.length);
  for (const [key, n] of graph.index) keys[n] = key;
  return {
    format: 1,
    events,
    nodes: graph.nodes.map((node) => [
      node.via?.node ?? -1,
      node.via?.edge.id ?? -1,
      node.depth,
      node.edges.map((edge) => [eventOf(edge.event), edge.target, edge.id, edge.bits]),
    ]),
    keys,
    edgeCount: graph.edgeCount,
    bits: names,
  };
}

function isStoredExploration(data: unknown): data is StoredExploration {
  const d = data as StoredExploration | null;
  return (
    !!d &&
    d.format === 1 &&
    Array.isArray(d.nodes) &&
    Array.isArray(d.events) &&
    Array.isArray(d.keys) &&
    Array.isArray(d.bits) &&
    d.keys.length === d.nodes.length
  );
}

/** The graph of a stored exploration; null when it does not hold together. */
function loadExploration<TEvent>(stored: StoredExploration): ExploredGraph<TEvent> | null {
  const events = stored.events.map((json) => JSON.parse(json) as TEvent);
  const edgesById = new Map<number, GraphEdge<TEvent>>();
  const nodes: Array<GraphNode<TEvent>> = stored.nodes.map(([, , depth, edges]) => ({
    via: null,
    depth,
    edges: edges.map(([event, target, id, bits]) => {
      const edge = { event: events[event]!, target, id, bits };
      edgesById.set(id, edge);
      return edge;
    }),
  }));
  for (const [n, [viaNode, viaEdge]] of stored.nodes.entries()) {
    if (viaNode < 0) continue;
    const edge = edgesById.get(viaEdge);
    if (!edge || !nodes[viaNode]) return null;
    nodes[n]!.via = { node: viaNode, edge };
  }
  return graphOf(nodes, new Map(stored.keys.map((key, n) => [key, n])), stored.edgeCount);
}

/**
 * Numbers the transitions and the states a model meets, one bit each, so that coverage can be
 * compared as bit sets. A transition's bit comes with its source state's (a transient state is
 * reached when a transition leaves it).
 */
interface CoverIndex {
  /** The bits of a step: the transitions it took, then the state nodes active after it. */
  ofStep(taken: AnyTransitionDefinition[], snapshot: AnyMachineSnapshot): number[];
  /** The bits of transition keys and state ids; `known` only: those without a bit are left out. */
  of(transitionKeys: Iterable<string>, stateIds: Iterable<string>, known?: "known"): number[];
  /** How many bits there are. */
  size(): number;
  /** What each bit stands for, by bit ("t <transition key>" or "s <state id>"). */
  names(): string[];
}

function createCoverIndex(sourceOf: ReadonlyMap<string, string>, names: readonly string[] = []): CoverIndex {
  const bitOf = new Map<string, number>(names.map((name, bit) => [name, bit]));
  const bit = (id: string, known?: "known"): number[] => {
    let b = bitOf.get(id);
    if (b === undefined) {
      if (known) return [];
      bitOf.set(id, (b = bitOf.size));
    }
    return [b];
  };
  const transitionBits = (key: string, known?: "known") => {
    const source = sourceOf.get(key);
    return source ? [...bit(`t ${key}`, known), ...bit(`s ${source}`, known)] : bit(`t ${key}`, known);
  };
  // By identity: the same definitions and state nodes come back in every step.
  const byDefinition = new Map<AnyTransitionDefinition, number[]>();
  const byNode = new Map<AnyStateNode, number[]>();
  return {
    ofStep(taken, snapshot) {
      const out: number[] = [];
      for (const t of taken) {
        let bits = byDefinition.get(t);
        if (!bits) {
          const key = transitionKey(t);
          byDefinition.set(t, (bits = key === null ? [] : transitionBits(key)));
        }
        out.push(...bits);
      }
      for (const node of snapshot._nodes as AnyStateNode[]) {
        let bits = byNode.get(node);
        if (!bits) byNode.set(node, (bits = node.parent ? bit(`s ${node.id}`) : []));
        out.push(...bits);
      }
      return out;
    },
    of(transitionKeys, stateIds, known) {
      return [
        ...[...transitionKeys].flatMap((k) => transitionBits(k, known)),
        ...[...stateIds].flatMap((s) => bit(`s ${s}`, known)),
      ];
    },
    size: () => bitOf.size,
    names: () => [...bitOf.keys()],
  };
}

function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The coverage of an explored graph as bit sets (32 bits a word): each edge's step, and each
 * node's shortest path (the start's own coverage and the steps along `via`), so a candidate path
 * "shortest path to a node + one edge" is compared in a few word operations.
 */
function coverBits<TEvent>(graph: ExploredGraph<TEvent>, index: CoverIndex, startBits: number[]) {
  const words = Math.max(1, Math.ceil(index.size() / 32));
  const set = (target: Int32Array, offset: number, bits: number[]) => {
    for (const bit of bits) target[offset + (bit >>> 5)]! |= 1 << (bit & 31);
  };
  const edgeWords = new Int32Array(graph.edgeCount * words);
  const nodeWords = new Int32Array(graph.nodes.length * words);
  set(nodeWords, 0, startBits);
  for (const [n, node] of graph.nodes.entries()) {
    for (const edge of node.edges) set(edgeWords, edge.id * words, edge.bits);
    // A node comes after the node it was reached from.
    if (node.via) {
      for (let w = 0; w < words; w += 1)
        nodeWords[n * words + w] = nodeWords[node.via.node * words + w]! | edgeWords[node.via.edge.id * words + w]!;
    }
  }
  return {
    /** A coverage as bits. */
    of(bits: number[]): Int32Array {
      const out = new Int32Array(words);
      set(out, 0, bits);
      return out;
    },
    /** How much the shortest path to `node` followed by `edge` covers beyond `covered`. */
    gain(node: number, edge: GraphEdge<TEvent>, covered: Int32Array): number {
      let gain = 0;
      for (let w = 0; w < words; w += 1)
        gain += popcount((nodeWords[node * words + w]! | edgeWords[edge.id * words + w]!) & ~covered[w]!);
      return gain;
    },
    /** Whether the edge's step covers anything beyond `covered`. */
    adds(edge: GraphEdge<TEvent>, covered: Int32Array): boolean {
      for (let w = 0; w < words; w += 1) if (edgeWords[edge.id * words + w]! & ~covered[w]!) return true;
      return false;
    },
    /** Adds to `covered` what the shortest path to `node` followed by `edge` covers. */
    add(covered: Int32Array, node: number, edge: GraphEdge<TEvent>): void {
      for (let w = 0; w < words; w += 1) covered[w]! |= nodeWords[node * words + w]! | edgeWords[edge.id * words + w]!;
    },
  };
}

interface Exploration<TEvent> {
  graph: ExploredGraph<TEvent>;
  coverIndex: CoverIndex;
  bits: ReturnType<typeof coverBits<TEvent>>;
}

/**
 * Explorations made in this process, by machine. An exploration depends only on the machine, the
 * input, the model's `events` and `serializeState` (pure functions of a snapshot) and the limit,
 * so models that differ only in how they choose paths (short paths or walks, `withStrategy`) and
 * are given the same functions share one.
 */
const explorations = new WeakMap<AnyStateMachine, Array<{ key: unknown[]; exploration: Exploration<never> }>>();

function exploration<TEvent>(
  machine: AnyStateMachine,
  key: unknown[],
  explore: () => Exploration<TEvent>,
  stored?: { file: () => string; load: (stored: StoredExploration) => Exploration<TEvent> | null },
): Exploration<TEvent> {
  let made = explorations.get(machine);
  if (!made) explorations.set(machine, (made = []));
  const same = made.find((m) => m.key.length === key.length && m.key.every((k, i) => k === key[i]));
  if (same) return same.exploration;
  // Only now, when this process has not explored it yet, is the file named (it hashes the sources).
  const file = stored?.file();
  const read = file ? readCached(file, isStoredExploration) : null;
  let fresh = read ? stored!.load(read) : null;
  if (!fresh) {
    fresh = explore();
    if (file) writeCached(file, storeExploration(fresh.graph, fresh.coverIndex.names()));
  }
  made.push({ key, exploration: fresh as unknown as Exploration<never> });
  return fresh;
}

// ---------------------------------------------------------------------------------------------
// Model

const DEFAULT_LIMIT = 100_000;

export function createMachineModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): MachineModel<TMachine> {
  if (options.inputs && options.inputs.length > 0) return createMultiInputModel(machine, options, options.inputs);
  type TSnapshot = ReturnType<TMachine["transition"]>;
  type TEvent = EventFromMachine<TMachine>;
  const serialize =
    options.serializeState ?? ((s: TSnapshot) => JSON.stringify({ value: s.value, context: s.context }));
  const serializeEvent = (e: EventObject) => JSON.stringify(e);
  const states = listStates(machine);
  const transitions = listTransitions(machine);
  const labels = new Map(transitions.map((t) => [t.key, t.label]));

  /** The user's events for a state, plus bare events for every other handled type. */
  const eventsFor = (snapshot: TSnapshot): TEvent[] => {
    const given = options.events(snapshot);
    const withheld = options.withheld?.(snapshot) ?? [];
    const handled = getAllOwnEventDescriptors(snapshot).filter((t) => t !== "*" && !withheld.includes(t));
    return handled.flatMap((type) => {
      const matching = given.filter((e) => e.type === type);
      return matching.length ? matching : [{ type }];
    });
  };

  const capture = createCaptureScope();
  const initial = machine.getInitialSnapshot(capture.scope, options.input) as TSnapshot;
  const initialTransitions = keysOf(capture.take());
  const step = (before: TSnapshot, event: TEvent): ModelStep<TSnapshot, TEvent> => {
    const state = machine.transition(before, event, capture.scope) as TSnapshot;
    return {
      event,
      before,
      state,
      transitions: keysOf(capture.take()),
      stateNodes: activeStateNodes(state),
    };
  };
  const replayFrom = (from: TSnapshot, events: TEvent[]): Array<ModelStep<TSnapshot, TEvent>> => {
    const steps: Array<ModelStep<TSnapshot, TEvent>> = [];
    let current = from;
    for (const event of events) {
      const s = step(current, event);
      steps.push(s);
      current = s.state;
    }
    return steps;
  };
  const replay = (events: TEvent[]) => replayFrom(initial, events);

  // A transient state (one left at once by an eventless transition) is never active in a
  // snapshot: it counts as reached when a transition leaves it.
  const sourceOf = new Map(transitions.map((t) => [t.key, t.source]));

  // Explore: every abstract state reachable with the model's events, and what each step covers
  // (the start's own coverage and each step's, as bit sets: the choice below compares thousands
  // of candidates).
  const limit = options.limit ?? DEFAULT_LIMIT;
  const withBits = (graph: ExploredGraph<TEvent>, coverIndex: CoverIndex): Exploration<TEvent> => ({
    graph,
    coverIndex,
    bits: coverBits(graph, coverIndex, coverIndex.of(initialTransitions, activeStateNodes(initial))),
  });
  const onDisk =
    options.cacheAs && cacheEnabled()
      ? {
          file: () => cacheFile({ machine: machine.id, cacheAs: options.cacheAs!, input: options.input, limit }),
          load: (stored: StoredExploration) => {
            const graph = loadExploration<TEvent>(stored);
            // The stored start must be this start (the same abstraction of the same machine).
            return graph && graph.index.get(serialize(initial)) === 0
              ? withBits(graph, createCoverIndex(sourceOf, stored.bits))
              : null;
          },
        }
      : undefined;
  const { graph, coverIndex, bits } = exploration(
    machine,
    [options.input, options.events, options.withheld, options.serializeState, options.limit],
    () => {
      const coverIndex = createCoverIndex(sourceOf);
      const graph = exploreGraph({
        initial,
        eventsFor,
        probe: (before, event) => {
          const state = machine.transition(before, event, capture.scope) as TSnapshot;
          return { state, bits: coverIndex.ofStep(capture.take(), state) };
        },
        serialize,
        serializeEvent,
        limit,
      });
      return withBits(graph, coverIndex);
    },
    onDisk,
  );
  const { nodes } = graph;

  const addTransition = (t: Set<string>, s: Set<string>, k: string) => {
    t.add(k);
    const source = sourceOf.get(k);
    if (source) s.add(source);
  };
  const coveredBy = (steps: Array<ModelStep<TSnapshot, TEvent>>) => {
    const t = new Set<string>();
    const s = new Set<string>(activeStateNodes(initial));
    initialTransitions.forEach((k) => addTransition(t, s, k));
    for (const st of steps) {
      st.transitions.forEach((k) => addTransition(t, s, k));
      st.stateNodes.forEach((k) => s.add(k));
    }
    return { t, s };
  };

  const chosen: TEvent[][] = [];
  const coveredT = new Set<string>();
  const coveredS = new Set<string>(activeStateNodes(initial));
  initialTransitions.forEach((k) => addTransition(coveredT, coveredS, k));
  const gain = (c: { t: Set<string>; s: Set<string> }) =>
    [...c.t].filter((k) => !coveredT.has(k)).length + [...c.s].filter((k) => !coveredS.has(k)).length;

  const coveredBits = () => bits.of(coverIndex.of(coveredT, coveredS, "known"));

  if ((options.strategy ?? "paths") === "paths") {
    // Candidates: shortest path to each explored state (breadth first, the way it was first
    // reached) + each event tried there; its coverage is that of the state's shortest path and of
    // the one more step. Greedy set cover: most new coverage first, shorter paths on ties (the
    // first candidate wins among equals). A candidate's gain only shrinks as coverage grows, so
    // its last gain bounds it: one that could not win is not counted again.
    const covered = coveredBits();
    const lastGain = new Int32Array(graph.edgeCount).fill(0x7fffffff);
    for (;;) {
      let best: { node: number; edge: GraphEdge<TEvent> } | null = null;
      let bestGain = 0;
      let bestLength = 0;
      for (const [n, node] of nodes.entries()) {
        const length = node.depth + 1;
        for (const edge of node.edges) {
          const bound = lastGain[edge.id]!;
          if (bound < bestGain || (bound === bestGain && (bound === 0 || length >= bestLength))) continue;
          const g = bits.gain(n, edge, covered);
          lastGain[edge.id] = g;
          if (g > bestGain || (g === bestGain && g > 0 && best && length < bestLength)) {
            best = { node: n, edge };
            bestGain = g;
            bestLength = length;
          }
        }
      }
      if (!best || bestGain === 0) break;
      chosen.push([...graph.eventsTo(best.node), best.edge.event]);
      bits.add(covered, best.node, best.edge);
    }
  } else {
    // Walks: from the current state, go to the nearest edge that adds coverage (BFS over the
    // explored graph), replay for real, repeat; start a new walk when one grows too long.
    const maxSteps = options.maxWalkSteps ?? 40;
    let walk: TEvent[] = [];
    let walkSteps: Array<ModelStep<TSnapshot, TEvent>> = [];
    let current = initial;
    let guard = 0;
    while (guard++ < 10_000) {
      const start = graph.index.get(serialize(current));
      const covered = coveredBits();
      const found = start === undefined ? null : graph.nearest(start, (edge) => bits.adds(edge, covered));
      if (!found) {
        if (walk.length) chosen.push(walk);
        if (current === initial || walk.length === 0) break;
        walk = [];
        walkSteps = [];
        current = initial;
        continue;
      }
      const before = walk.length;
      walk = [...walk, ...found];
      walkSteps = [...walkSteps, ...replayFrom(current, found)];
      const cover = coveredBy(walkSteps);
      const progressed = gain(cover) > 0;
      cover.t.forEach((k) => coveredT.add(k));
      cover.s.forEach((k) => coveredS.add(k));
      current = walkSteps.length ? walkSteps[walkSteps.length - 1]!.state : initial;
      if (!progressed) {
        // The abstraction let us down from this context: drop the detour and restart.
        walk = walk.slice(0, before);
        if (walk.length) chosen.push(walk);
        walk = [];
        walkSteps = [];
        current = initial;
        if (before === 0) break;
        continue;
      }
      if (walk.length >= maxSteps) {
        chosen.push(walk);
        walk = [];
        walkSteps = [];
        current = initial;
      }
    }
  }

  // Drop paths that are a prefix of another chosen path.
  const signature = (events: TEvent[]) => events.map(serializeEvent);
  const kept: TEvent[][] = [];
  for (const events of [...chosen].sort((a, b) => b.length - a.length)) {
    const sig = signature(events);
    const isPrefix = kept.some((other) => {
      const o = signature(other);
      return sig.every((e, k) => e === o[k]);
    });
    if (!isPrefix) kept.push(events);
  }
  const unique = chosen.filter((events) => kept.includes(events));

  const paths: Array<ModelPath<TSnapshot, TEvent>> = unique.map((events, i) => {
    const steps = replay(events);
    const end = steps.length ? steps[steps.length - 1]!.state : initial;
    const eventsText = events
      .map((e) => e.type.replace(/^xstate\.(after|done\.actor|error\.actor)\.([^.]+).*$/, "$1 $2"))
      .join(" → ");
    return {
      index: i + 1,
      title: `path ${i + 1}: ${eventsText || "(initial state)"} (ends in ${stateLabel(end)})`,
      initial,
      initialStateNodes: activeStateNodes(initial),
      initialTransitions,
      steps,
    };
  });

  const reachedT = new Set<string>();
  const reachedS = new Set<string>();
  for (const p of paths) {
    const c = coveredBy(p.steps);
    c.t.forEach((k) => reachedT.add(k));
    c.s.forEach((k) => reachedS.add(k));
  }

  const model: MachineModel<TMachine> = {
    name: options.name,
    machine,
    input: options.input,
    states,
    transitions,
    paths: paths,
    unreachable: {
      states: states.filter((s) => !reachedS.has(s)),
      transitions: transitions.filter((t) => !reachedT.has(t.key)).map((t) => t.label),
    },
    delayOf(event, snapshot) {
      if (!event.type.startsWith("xstate.after.")) return null;
      // The delay name is between "xstate.after." and the state node id.
      const rest = event.type.slice("xstate.after.".length);
      const node = allStateNodes(machine).find((n) => rest.endsWith(`.${n.id}`));
      const name = node ? rest.slice(0, rest.length - node.id.length - 1) : (rest.split(".")[0] ?? "");
      const configured = (machine.implementations.delays as Record<string, unknown>)[name];
      let ms = Number(name);
      if (typeof configured === "number") ms = configured;
      else if (typeof configured === "function") {
        ms = Number((configured as (args: unknown) => unknown)({ context: snapshot?.context, event }));
      }
      return Number.isFinite(ms) ? { name, ms } : null;
    },
    invocationOf(event) {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      return match ? { id: match[2] ?? "", outcome: match[1] === "done" ? "done" : "error" } : null;
    },
    coverage(level) {
      return createCoverageTracker(model, level);
    },
    labelOf(key) {
      return labels.get(key) ?? key;
    },
    withStrategy(strategy, maxWalkSteps) {
      return createMachineModel(machine, { ...options, strategy, maxWalkSteps: maxWalkSteps ?? options.maxWalkSteps });
    },
  };
  return model;
}

/** One model over several inputs: the union of the paths of a model per input. */
function createMultiInputModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
  inputs: ReadonlyArray<InputFrom<TMachine>>,
): MachineModel<TMachine> {
  const models = inputs.map((input) => createMachineModel(machine, { ...options, input, inputs: undefined }));
  const first = models[0]!;
  const paths = models.flatMap((m, i) =>
    m.paths.map((p) => ({ ...p, input: inputs[i] })),
  ) as MachineModel<TMachine>["paths"];
  paths.forEach((p, i) => {
    p.index = i + 1;
    p.title = p.title.replace(/^path \d+:/, `path ${i + 1}:`);
  });
  const model: MachineModel<TMachine> = {
    ...first,
    paths,
    unreachable: {
      states: first.unreachable.states.filter((s) => models.every((m) => m.unreachable.states.includes(s))),
      transitions: first.unreachable.transitions.filter((t) =>
        models.every((m) => m.unreachable.transitions.includes(t)),
      ),
    },
    coverage(level) {
      return createCoverageTracker(model, level);
    },
    withStrategy(strategy, maxWalkSteps) {
      return createMachineModel(machine, { ...options, strategy, maxWalkSteps: maxWalkSteps ?? options.maxWalkSteps });
    },
  };
  return model;
}

// ---------------------------------------------------------------------------------------------
// Coverage

export interface CoverageEntry {
  machine: string;
  level: CoverageLevel;
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  missing: { states: string[]; transitions: string[] };
  updatedAt: string;
}

export interface CoverageTracker {
  level: CoverageLevel;
  /** Record a whole path as passed at this level. */
  recordPath(path: ModelPath<unknown, EventObject>): void;
  /** Record the first `count` steps of a path as passed (for partial progress). */
  recordSteps(path: ModelPath<unknown, EventObject>, count: number): void;
  /** The current figures. */
  summary(): CoverageEntry;
  /** Print the table, merge into the JSON file, throw when anything is below 100 %. */
  assertComplete(): CoverageEntry;
}

/** Where coverage entries are merged. Override with MODEL_COVERAGE_FILE. */
export function coverageFile(): string {
  return path.resolve(process.env.MODEL_COVERAGE_FILE ?? path.join("test-results", "model-coverage.json"));
}

function createCoverageTracker(model: MachineModel, level: CoverageLevel): CoverageTracker {
  const coveredS = new Set<string>();
  const coveredT = new Set<string>();
  // A transient state is never active in a snapshot: it is covered when a transition leaves it.
  const sourceOf = new Map(model.transitions.map((t) => [t.key, t.source]));
  const cover = (k: string) => {
    coveredT.add(k);
    const source = sourceOf.get(k);
    if (source) coveredS.add(source);
  };
  const tracker: CoverageTracker = {
    level,
    recordPath(p) {
      tracker.recordSteps(p, p.steps.length);
    },
    recordSteps(p, count) {
      p.initialStateNodes.forEach((s) => coveredS.add(s));
      p.initialTransitions.forEach(cover);
      p.steps.slice(0, count).forEach((st) => {
        st.transitions.forEach(cover);
        st.stateNodes.forEach((s) => coveredS.add(s));
      });
    },
    summary() {
      const missingStates = model.states.filter((s) => !coveredS.has(s));
      const missingTransitions = model.transitions.filter((t) => !coveredT.has(t.key)).map((t) => t.label);
      return {
        machine: model.name,
        level,
        states: { covered: model.states.length - missingStates.length, total: model.states.length },
        transitions: {
          covered: model.transitions.length - missingTransitions.length,
          total: model.transitions.length,
        },
        missing: { states: missingStates, transitions: missingTransitions },
        updatedAt: new Date().toISOString(),
      };
    },
    assertComplete() {
      const entry = tracker.summary();
      const all = mergeCoverage(entry);
      console.log(formatCoverageTable(all, entry));
      const complete =
        entry.states.covered === entry.states.total && entry.transitions.covered === entry.transitions.total;
      if (!complete) {
        throw new Error(
          `Model coverage of ${entry.machine} at ${level} level is below 100 %:\n` +
            [
              ...entry.missing.states.map((s) => `  state      ${s}`),
              ...entry.missing.transitions.map((t) => `  transition ${t}`),
            ].join("\n"),
        );
      }
      return entry;
    },
  };
  return tracker;
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Merges one entry into the coverage file (by machine + level), under a lock. Returns all entries. */
export function mergeCoverage(entry: CoverageEntry): CoverageEntry[] {
  const file = coverageFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  let locked = false;
  for (let i = 0; i < 200 && !locked; i += 1) {
    try {
      fs.mkdirSync(lock);
      locked = true;
    } catch {
      // A stale lock (a crashed run) is broken after 5 s.
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > 5000) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        /* gone already */
      }
      sleepSync(25);
    }
  }
  try {
    let entries: CoverageEntry[] = [];
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
      if (Array.isArray(parsed)) entries = parsed as CoverageEntry[];
    } catch {
      /* no file yet, or unreadable: start again */
    }
    entries = entries.filter((e) => !(e.machine === entry.machine && e.level === entry.level));
    entries.push(entry);
    const order: Record<CoverageLevel, number> = { machine: 0, view: 1, browser: 2 };
    entries.sort((a, b) => a.machine.localeCompare(b.machine) || order[a.level] - order[b.level]);
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(entries, null, 2)}\n`);
    fs.renameSync(tmp, file);
    return entries;
  } finally {
    if (locked) fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The table `machine | level | states x/y | transitions x/y`; the current entry is marked. */
export function formatCoverageTable(entries: CoverageEntry[], current?: CoverageEntry): string {
  const header = ["machine", "level", "states", "transitions"];
  const rows = entries.map((e) => [
    e.machine,
    e.level,
    `${e.states.covered}/${e.states.total}`,
    `${e.transitions.covered}/${e.transitions.total}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join(" | ");
  const isCurrent = (e: CoverageEntry) =>
    Boolean(current && e.machine === current.machine && e.level === current.level);
  return [
    "Model-based coverage (states covered/total, transitions covered/total)",
    line(header),
    widths.map((w) => "-".repeat(w)).join("-|-"),
    ...rows.map((r, i) => `${line(r)}${isCurrent(entries[i]!) ? "  ← this run" : ""}`),
  ].join("\n");
}

/**
 * The fewest of `paths` (chosen greedily, kept in their order) that together cover every state
 * and transition all of them cover. For the browser, where each path is a page load: a model with
 * several inputs walks from each, and the walks of one input often cover what another's did.
 * `canRun` leaves out paths a level cannot do.
 */
export function coveringPaths<TPath extends ModelPath<unknown, EventObject>>(
  model: MachineModel,
  paths: readonly TPath[],
  canRun: (p: TPath) => boolean = () => true,
): TPath[] {
  const score = (chosen: readonly TPath[]) => {
    const tracker = createCoverageTracker(model, "browser");
    chosen.forEach((p) => tracker.recordPath(p));
    const { states, transitions } = tracker.summary();
    return states.covered + transitions.covered;
  };
  const candidates = paths.filter(canRun);
  const chosen: TPath[] = [];
  let best = score(chosen);
  for (;;) {
    let pick: TPath | null = null;
    for (const p of candidates) {
      if (chosen.includes(p)) continue;
      const s = score([...chosen, p]);
      if (s > best) {
        best = s;
        pick = p;
      }
    }
    if (!pick) break;
    chosen.push(pick);
  }
  return paths.filter((p) => chosen.includes(p));
}

// ---------------------------------------------------------------------------------------------
// Running a path against the real actor (machine level)

export interface RunOnMachineOptions<TSnapshot> {
  /** The machine to run, e.g. `model.machine.provide({ actors: { writeClipboard: fake } })`. */
  machine?: AnyStateMachine;
  /** Settles an invoked actor for a `xstate.done.actor.*` / `xstate.error.actor.*` step. */
  onInvocation?: (invocation: { id: string; outcome: "done" | "error"; event: EventObject }) => void | Promise<void>;
  /** Called once with the started actor, e.g. to listen to emitted events. */
  onActor?: (actor: ReturnType<typeof createActor<AnyStateMachine>>) => void;
  /** Extra checks after each step (and once for the initial state, with step = null). */
  check?: (actual: TSnapshot, expected: TSnapshot, step: ModelStep<TSnapshot> | null) => void;
}

/**
 * Runs a path on a real actor with a simulated clock:
 * - normal events are sent;
 * - `xstate.after.<delay>` steps advance the clock by the delay (and check that 1 ms earlier
 *   nothing had happened yet), so the machine's own timer fires;
 * - invocation results are produced by `onInvocation` (e.g. resolving a fake promise).
 * After every step it checks the state value and that the actor took exactly the transitions
 * the model predicted (from XState's inspection events), then runs `check`.
 */
export async function runPathOnMachine<TSnapshot extends AnyMachineSnapshot>(
  model: MachineModel,
  p: ModelPath<TSnapshot, EventObject>,
  options: RunOnMachineOptions<TSnapshot> = {},
): Promise<void> {
  const clock = new SimulatedClock();
  let taken: string[] = [];
  const logic = options.machine ?? model.machine;
  // Microsteps of this actor only; the initial ones come while it is being created.
  let self: unknown = null;
  const actor: ReturnType<typeof createActor<AnyStateMachine>> = createActor(logic, {
    input: (p.input ?? model.input) as never,
    clock,
    inspect: (ev) => {
      if (
        ev.type === "@xstate.microstep" &&
        (ev.actorRef === self || (self === null && !(ev.actorRef as { _parent?: unknown })._parent))
      ) {
        taken.push(...keysOf((ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions ?? []));
      }
    },
  });
  self = actor;
  const failures: string[] = [];
  actor.subscribe({ error: (err) => failures.push(String(err)) });
  options.onActor?.(actor);
  actor.start();
  try {
    const first = actor.getSnapshot() as TSnapshot;
    if (!stateValuesEqual(first.value, p.initial.value)) {
      throw new Error(`Initial state ${JSON.stringify(first.value)}, expected ${JSON.stringify(p.initial.value)}`);
    }
    if (taken.join(" ; ") !== p.initialTransitions.join(" ; ")) {
      throw new Error(
        `${p.title}, start: took [${taken.map(model.labelOf).join(" ; ")}], expected [${p.initialTransitions.map(model.labelOf).join(" ; ")}]`,
      );
    }
    options.check?.(first, p.initial, null);
    for (const [i, st] of p.steps.entries()) {
      taken = [];
      const where = `${p.title}, step ${i + 1} (${st.event.type})`;
      const delay = model.delayOf(st.event, st.before);
      const invocation = model.invocationOf(st.event);
      if (delay) {
        if (delay.ms > 0) {
          clock.increment(delay.ms - 1);
          if (taken.length) throw new Error(`${where}: fired before ${delay.ms} ms`);
        }
        clock.increment(delay.ms > 0 ? 1 : 0);
      } else if (invocation) {
        if (!options.onInvocation) throw new Error(`${where}: no onInvocation to settle ${invocation.id}`);
        await options.onInvocation({ ...invocation, event: st.event });
        for (let tick = 0; tick < 20 && taken.length === 0; tick += 1) {
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      } else {
        actor.send(st.event);
      }
      if (failures.length) throw new Error(`${where}: actor error ${failures.join("; ")}`);
      const actual = actor.getSnapshot() as TSnapshot;
      if (!stateValuesEqual(actual.value, st.state.value)) {
        throw new Error(`${where}: state ${JSON.stringify(actual.value)}, expected ${JSON.stringify(st.state.value)}`);
      }
      const expected = st.transitions.join(" ; ");
      if (taken.join(" ; ") !== expected) {
        throw new Error(
          `${where}: took [${taken.map(model.labelOf).join(" ; ")}], expected [${st.transitions.map(model.labelOf).join(" ; ")}]`,
        );
      }
      options.check?.(actual, st.state, st);
    }
  } finally {
    actor.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Describing paths for people

/** Says in words what a step does, or undefined to use the default wording. */
export type StepDescriber = (
  event: EventObject,
  context: { before: AnyMachineSnapshot; after: AnyMachineSnapshot; model: MachineModel },
) => string | undefined;

/** Default wording: delays, invocation results and plain events. */
export function defaultStepDescription(event: EventObject, model: MachineModel, before?: AnyMachineSnapshot): string {
  const delay = model.delayOf(event, before);
  if (delay) {
    const seconds = delay.ms / 1000;
    return `Wait ${seconds} second${seconds === 1 ? "" : "s"} (${delay.name})`;
  }
  const invocation = model.invocationOf(event);
  if (invocation) return invocation.outcome === "done" ? `${invocation.id} succeeds` : `${invocation.id} fails`;
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

/**
 * A path as numbered steps for people:
 *   1. Type 20 in Amount (mg)        → copy.idle
 *   2. Press Copy result             → copy.copying
 * `withStates` adds the state reached after each step.
 */
export function describePath(
  model: MachineModel,
  p: ModelPath<AnyMachineSnapshot, EventObject>,
  describer?: StepDescriber,
  { withStates = true }: { withStates?: boolean } = {},
): string[] {
  const lines = p.steps.map((st, i) => {
    const text =
      describer?.(st.event, { before: st.before, after: st.state, model }) ??
      defaultStepDescription(st.event, model, st.before);
    return { text: `${i + 1}. ${text}`, state: stateLabel(st.state) };
  });
  if (!withStates) return lines.map((l) => l.text);
  const width = Math.max(0, ...lines.map((l) => l.text.length));
  return lines.map((l) => `${l.text.padEnd(width)}  → ${l.state}`);
}
