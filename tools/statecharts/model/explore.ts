/**
 * Exploring a machine: the graph of the abstract states the model's events reach, breadth first,
 * and what each step of it covers.
 *
 * It explores as xstate/graph's `getAdjacencyMap` does, step for step: the same states in the same
 * order, reached by the same events, one edge per distinct event tried in a state (the last of
 * equal events winning), the same traversal limit (tests/unit/model-explore.test.ts holds it to
 * that). It is written out here rather than called because it does more as it goes: each step
 * records what it covers as it is taken (no step is computed a second time), each node keeps the
 * edge by which it was first reached and its depth, and only the nodes' snapshots are kept.
 * Calling `getAdjacencyMap` with a probing logic gives the same graph, but on the converter's
 * 68,000 edges it took a third more CPU time and 150 MB more memory (its queue is an array
 * emptied with `shift()`, and it keeps every edge's snapshot).
 */
import type { EventObject } from "xstate";
import type { CoverBits, CoverIndex } from "./bits";

export interface GraphEdge<TEvent> {
  event: TEvent;
  /** The node the event leads to. */
  target: number;
  /** Edges are numbered in the order they were tried (their coverage is kept by number). */
  id: number;
  /** What the step covers, as bits of a `CoverIndex`. */
  bits: number[];
}

export interface GraphNode<TEvent> {
  /** The node and edge by which the breadth first search reached it first; null at the start. */
  via: { node: number; edge: GraphEdge<TEvent> } | null;
  /** Steps from the start along `via`. */
  depth: number;
  /** One per distinct event tried (by its JSON), in the order tried; the last of equal ones wins. */
  edges: Array<GraphEdge<TEvent>>;
}

export interface ExploredGraph<TEvent> {
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

/** An explored graph with the bits of what it covers. */
export interface Exploration<TEvent> {
  graph: ExploredGraph<TEvent>;
  coverIndex: CoverIndex;
  bits: CoverBits;
}

export function exploreGraph<TSnapshot, TEvent extends EventObject>(args: {
  initial: TSnapshot;
  eventsFor: (snapshot: TSnapshot) => TEvent[];
  probe: (before: TSnapshot, event: TEvent) => { state: TSnapshot; bits: number[] };
  serialize: (snapshot: TSnapshot) => string;
  serializeEvent: (event: TEvent) => string;
  limit: number;
  /**
   * Asked after each node is expanded: true stops the search there (the nodes reached but not yet
   * expanded keep no edges). Without it, every reachable abstract state is expanded.
   */
  done?: () => boolean;
}): ExploredGraph<TEvent> {
  const { initial, eventsFor, probe, serialize, serializeEvent, limit, done } = args;
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
    if (done?.()) break;
  }
  return graphOf(nodes, index, edgeCount);
}

/** The explored graph's queries over its nodes (made by `exploreGraph`, or read from the cache). */
export function graphOf<TEvent>(
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
