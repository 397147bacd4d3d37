/**
 * Exploring (tools/statecharts/model/explore.ts) as xstate/graph does: given the same events to
 * try, the same states in the same order with the same edges as `getAdjacencyMap`, the same
 * traversal limit, and each state's depth its distance from the start as `getShortestPaths` finds
 * it. Then the events a model tries in a state, and the explored graph's own queries.
 */
import { describe, expect, it } from "vitest";
import type { AnyStateMachine, EventObject } from "xstate";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { batchMachine } from "~/machines/batch/batch.machine";
import type { BatchEvent } from "~/machines/batch/batch.types";
import { BATCH_MODEL_EVENTS, BATCH_MODEL_INPUT } from "../../tools/statecharts/batch.model";
import { createCapture } from "../../tools/statecharts/model/capture";
import { exploreGraph, type ExploredGraph } from "../../tools/statecharts/model/explore";
import { eventsToTry } from "../../tools/statecharts/model/model";
import { createReconstitutionModel } from "../../tools/statecharts/reconstitution.model";
import { toyMachine, toyStateKey, type ToyEvent, type ToySnapshot } from "./support/toy-machine";

type BatchSnapshot = ReturnType<typeof batchMachine.transition>;

const events = () => [...BATCH_MODEL_EVENTS] as BatchEvent[];
const serialize = (s: BatchSnapshot) =>
  JSON.stringify({
    value: s.value,
    input: s.context.inputText,
    mgPerMl: s.context.mgPerMl,
    copied: s.context.copiedText,
  });
const capture = createCapture<BatchSnapshot, BatchEvent>(batchMachine);
const { initial } = capture.start(BATCH_MODEL_INPUT);
const eventsFor = eventsToTry<typeof batchMachine>({ events });

function explore(limit = 100_000) {
  return exploreGraph({
    initial,
    eventsFor,
    probe: (before, event) => ({ state: capture.probe(before, event).state, bits: [] }),
    serialize,
    serializeEvent: (e) => JSON.stringify(e),
    limit,
  });
}

// xstate/graph's types do not follow a machine's emitted events: it is handed the machine untyped.
const logic = batchMachine as AnyStateMachine;
const traversal = { input: BATCH_MODEL_INPUT, events: eventsFor as never, serializeState: serialize as never };
const adjacency = (limit = 100_000) => getAdjacencyMap(logic, { ...traversal, limit });

/** Each node's key, in node order. */
const keysOf = (graph: ExploredGraph<unknown>) =>
  [...graph.index.entries()].sort((a, b) => a[1] - b[1]).map(([key]) => key);

describe("exploring, as xstate/graph does", () => {
  const graph = explore();
  const keys = keysOf(graph);

  it("reaches the states of getAdjacencyMap in its order, with its edges", () => {
    const map = adjacency();
    expect(keys).toEqual(Object.keys(map));
    expect(keys.length).toBeGreaterThan(10);
    for (const [n, node] of graph.nodes.entries()) {
      const theirs = Object.entries(map[keys[n]! as never]!.transitions).map(([event, t]) => [
        event,
        serialize(t.state as BatchSnapshot),
      ]);
      expect(node.edges.map((e) => [JSON.stringify(e.event), keys[e.target]])).toEqual(theirs);
    }
  });

  it("reaches each state by a shortest path: its depth is getShortestPaths' weight", () => {
    const weights = new Map(
      getShortestPaths(logic, traversal).map((p) => [serialize(p.state as BatchSnapshot), p.weight]),
    );
    expect(graph.nodes.map((node) => node.depth)).toEqual(keys.map((key) => weights.get(key)));
    for (const [n, node] of graph.nodes.entries()) {
      expect(graph.eventsTo(n)).toHaveLength(node.depth);
      const steps = capture.replay(initial, graph.eventsTo(n));
      expect(serialize(steps.at(-1)?.state ?? initial)).toBe(keys[n]);
    }
  });

  it("stops at the same traversal limit", () => {
    const edges = graph.edgeCount;
    expect(() => explore(edges)).not.toThrow();
    expect(() => adjacency(edges)).not.toThrow();
    expect(() => explore(edges - 1)).toThrow("Traversal limit exceeded");
    expect(() => adjacency(edges - 1)).toThrow("Traversal limit exceeded");
  });
});

describe("the events a model tries", () => {
  const { initial: idle } = createCapture<ToySnapshot, ToyEvent>(toyMachine).start(undefined);

  it("tries each event type the state handles: the model's events of that type, else the bare type", () => {
    const tried = eventsToTry<typeof toyMachine>({
      events: () => [{ type: "inc", by: 1 }, { type: "inc", by: 2 }, { type: "finish" }],
    })(idle);
    expect(tried).toEqual([
      { type: "reset" },
      { type: "go" },
      { type: "inc", by: 1 },
      { type: "inc", by: 2 },
      { type: "split" },
    ]);
  });

  it("leaves out the withheld types", () => {
    const tried = eventsToTry<typeof toyMachine>({ events: () => [], withheld: () => ["go", "reset"] })(idle);
    expect(tried).toEqual([{ type: "inc" }, { type: "split" }]);
  });
});

describe("the explored graph", () => {
  const toy = createCapture<ToySnapshot, ToyEvent>(toyMachine);
  const start = toy.start(undefined).initial;
  const graph = exploreGraph({
    initial: start,
    eventsFor: eventsToTry<typeof toyMachine>({ events: () => [{ type: "inc", by: 2 }] }),
    probe: (before, event) => ({ state: toy.probe(before, event).state, bits: event.type === "finish" ? [1] : [] }),
    serialize: toyStateKey,
    serializeEvent: (e) => JSON.stringify(e),
    limit: 1000,
  });
  const nodeOf = (events: ToyEvent[]) => graph.index.get(toyStateKey(toy.replay(start, events).at(-1)!.state))!;
  const typeOf = (edge: { event: EventObject }) => edge.event.type;

  it("gives the shortest way to a state", () => {
    expect(graph.eventsTo(0)).toEqual([]);
    expect(graph.eventsTo(nodeOf([{ type: "split" }]))).toEqual([{ type: "split" }]);
    expect(graph.eventsTo(nodeOf([{ type: "inc", by: 2 }, { type: "inc", by: 2 }, { type: "go" }]))).toHaveLength(3);
  });

  it("finds the nearest edge that adds something, breadth first", () => {
    // Only `inc` by 2 is tried: the count is never 1, so `go` never enters the task and its
    // `finish` (the only step with bits here) is out of reach.
    expect(graph.nearest(0, (edge) => edge.bits.length > 0)).toBeNull();
    expect(graph.nearest(0, (edge) => typeOf(edge) === "xstate.after.shortWait.toy.wait")).toEqual([
      { type: "go" },
      { type: "xstate.after.shortWait.toy.wait" },
    ]);
    expect(graph.nearest(nodeOf([{ type: "go" }]), (edge) => typeOf(edge) === "split")).toEqual([
      { type: "reset" },
      { type: "split" },
    ]);
  });
});

describe("exploring until everything is covered (issue 55)", () => {
  it("stops after the node whose expansion `done` answers true: the same nodes up to there, the rest unexpanded", () => {
    const full = explore();
    let expanded = 0;
    const partial = exploreGraph({
      initial,
      eventsFor,
      probe: (before, event) => ({ state: capture.probe(before, event).state, bits: [] }),
      serialize,
      serializeEvent: (e) => JSON.stringify(e),
      limit: 100_000,
      done: () => (expanded += 1) >= 3,
    });
    expect(partial.edgeCount).toBeLessThan(full.edgeCount);
    // The first three nodes are expanded as in the whole search; every node after them has no edges.
    for (const n of [0, 1, 2])
      expect(partial.nodes[n]!.edges.map((e) => e.target)).toEqual(full.nodes[n]!.edges.map((e) => e.target));
    expect(partial.nodes.slice(3).every((node) => node.edges.length === 0)).toBe(true);
    expect(keysOf(partial)).toEqual(keysOf(full).slice(0, partial.nodes.length));
  });

  it("a model that stops once all is covered still covers every state and transition with its paths", () => {
    // The reconstitution model: 157,681 edges explored in full, before its last state was met at about 1,350.
    const model = createReconstitutionModel();
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
    const tracker = model.coverage("machine");
    for (const p of model.paths) tracker.recordPath(p);
    const covered = tracker.summary();
    expect(covered.missing).toEqual({ states: [], transitions: [] });
  });
});
