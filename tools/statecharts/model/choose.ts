/**
 * Choosing paths that together cover every reachable state and transition of an explored graph:
 *
 *   `chooseShortPaths` greedy set cover over "shortest path to a state + one more event", so
 *                      every path is short and a failure points at one transition;
 *   `chooseWalks`      a few long walks that chain the nearest uncovered transition (fewer page
 *                      loads in a browser);
 *   `withoutPrefixes`  drops a chosen path that is the beginning of another;
 *   `greedyCover`      the fewest of some items that have every feature any of them has;
 *   `coveringPaths`    the fewest of a model's paths that cover what all of them cover.
 */
import type { EventObject } from "xstate";
import { coverSteps, type Covered } from "./coverage";
import type { Exploration, GraphEdge } from "./explore";
import type { MachineModel, ModelPath, ModelStep } from "./types";

/**
 * Greedy set cover: most new coverage first, shorter paths on ties (the first candidate wins
 * among equals), until nothing adds coverage. `covered` is what the start covers, as bits. A
 * candidate's gain only shrinks as coverage grows, so its last gain bounds it: one that could not
 * win is not counted again.
 */
export function chooseShortPaths<TEvent>({ graph, bits }: Exploration<TEvent>, covered: Int32Array): TEvent[][] {
  const chosen: TEvent[][] = [];
  const lastGain = new Int32Array(graph.edgeCount).fill(0x7fffffff);
  for (;;) {
    let best: { node: number; edge: GraphEdge<TEvent> } | null = null;
    let bestGain = 0;
    let bestLength = 0;
    for (const [n, node] of graph.nodes.entries()) {
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
  return chosen;
}

export interface WalkContext<TSnapshot, TEvent extends EventObject> {
  exploration: Exploration<TEvent>;
  initial: TSnapshot;
  /** What the start covers; grows as walks are chosen. */
  covered: Covered;
  sourceOf: ReadonlyMap<string, string>;
  start: { initialStateNodes: readonly string[]; initialTransitions: readonly string[] };
  serialize: (snapshot: TSnapshot) => string;
  replayFrom: (from: TSnapshot, events: readonly TEvent[]) => Array<ModelStep<TSnapshot, TEvent>>;
}

/**
 * Walks: from the current state, go to the nearest edge that adds coverage (breadth first over
 * the explored graph), replay for real, repeat; start a new walk when one grows longer than
 * `maxSteps`, or when the abstraction let us down (the replayed detour added nothing).
 */
export function chooseWalks<TSnapshot, TEvent extends EventObject>(
  ctx: WalkContext<TSnapshot, TEvent>,
  maxSteps: number,
): TEvent[][] {
  const { exploration, initial, covered, sourceOf, start, serialize, replayFrom } = ctx;
  const { graph, coverIndex, bits } = exploration;
  const chosen: TEvent[][] = [];
  const gain = (c: Covered) =>
    [...c.transitions].filter((k) => !covered.transitions.has(k)).length +
    [...c.states].filter((k) => !covered.states.has(k)).length;
  let walk: TEvent[] = [];
  let walkSteps: Array<ModelStep<TSnapshot, TEvent>> = [];
  let current = initial;
  let guard = 0;
  const restart = () => {
    walk = [];
    walkSteps = [];
    current = initial;
  };
  while (guard++ < 10_000) {
    const from = graph.index.get(serialize(current));
    const coveredBits = bits.of(coverIndex.of(covered.transitions, covered.states, "known"));
    const found = from === undefined ? null : graph.nearest(from, (edge) => bits.adds(edge, coveredBits));
    if (!found) {
      if (walk.length) chosen.push(walk);
      if (current === initial || walk.length === 0) break;
      restart();
      continue;
    }
    const before = walk.length;
    walk = [...walk, ...found];
    walkSteps = [...walkSteps, ...replayFrom(current, found)];
    const cover = coverSteps({ transitions: new Set(), states: new Set() }, sourceOf, start, walkSteps);
    const progressed = gain(cover) > 0;
    cover.transitions.forEach((k) => covered.transitions.add(k));
    cover.states.forEach((k) => covered.states.add(k));
    current = walkSteps.length ? walkSteps[walkSteps.length - 1]!.state : initial;
    if (!progressed) {
      // The abstraction let us down from this context: drop the detour and restart.
      walk = walk.slice(0, before);
      if (walk.length) chosen.push(walk);
      restart();
      if (before === 0) break;
      continue;
    }
    if (walk.length >= maxSteps) {
      chosen.push(walk);
      restart();
    }
  }
  return chosen;
}

/** The chosen paths, in their order, without those that are the beginning of another. */
export function withoutPrefixes<TEvent>(
  chosen: readonly TEvent[][],
  serializeEvent: (event: TEvent) => string,
): TEvent[][] {
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
  return chosen.filter((events) => kept.includes(events));
}

/**
 * Greedy set cover over named features: each time the item that adds the most features not yet
 * covered (the first among equals), until no item adds one; returned in their own order. The one
 * rule both the browser's model paths (features: states and transitions, `coveringPaths`) and the
 * Behaviour view player's browser replay (features: controls and kinds of step,
 * tools/statecharts/behaviour-paths.ts `playerCover`) are chosen by.
 */
export function greedyCover<T>(items: readonly T[], featuresOf: (item: T) => Iterable<string>): T[] {
  const features = items.map((item) => new Set(featuresOf(item)));
  const covered = new Set<string>();
  const chosen = new Set<number>();
  for (;;) {
    let pick = -1;
    let best = 0;
    features.forEach((set, i) => {
      if (chosen.has(i)) return;
      let gain = 0;
      for (const f of set) if (!covered.has(f)) gain += 1;
      if (gain > best) {
        best = gain;
        pick = i;
      }
    });
    if (pick < 0) break;
    chosen.add(pick);
    for (const f of features[pick]!) covered.add(f);
  }
  return items.filter((_, i) => chosen.has(i));
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
  const sourceOf = new Map(model.transitions.map((t) => [t.key, t.source]));
  const known = new Set([
    ...model.states.map((s) => `state ${s}`),
    ...model.transitions.map((t) => `transition ${t.key}`),
  ]);
  const chosen = greedyCover(paths.filter(canRun), (p) => {
    const covered: Covered = { states: new Set(), transitions: new Set() };
    coverSteps(covered, sourceOf, p, p.steps);
    return [
      ...[...covered.states].map((x) => `state ${x}`),
      ...[...covered.transitions].map((x) => `transition ${x}`),
    ].filter((f) => known.has(f));
  });
  return paths.filter((p) => chosen.includes(p));
}
