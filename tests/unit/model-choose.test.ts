/**
 * Choosing paths (tools/statecharts/model/choose.ts): the greedy set cover over "shortest path to
 * a state + one more event" (most new coverage first, the shorter path on a tie, the first among
 * equals), walks, dropping paths that begin another, and the fewest of given paths that cover
 * what all of them cover.
 */
import { describe, expect, it } from "vitest";
import { coverBits, createCoverIndex } from "../../tools/statecharts/model/bits";
import { chooseShortPaths, coveringPaths, withoutPrefixes } from "../../tools/statecharts/model/choose";
import { graphOf, type GraphEdge, type GraphNode } from "../../tools/statecharts/model/explore";
import type { ModelPath } from "../../tools/statecharts/model";
import { createToyModel } from "./support/toy-machine";

/**
 * A graph given by hand: `edges[n]` are node n's edges as [event, target, transitions covered];
 * nodes must be listed in breadth first order (each reached first from an earlier node).
 */
function handGraph(edges: Array<Array<[string, number, string[]]>>) {
  const index = createCoverIndex(new Map());
  const nodes: Array<GraphNode<string>> = edges.map(() => ({ via: null, depth: 0, edges: [] }));
  let id = 0;
  for (const [n, list] of edges.entries()) {
    for (const [event, target, covers] of list) {
      const edge: GraphEdge<string> = { event, target, id: id++, bits: index.of(covers, []) };
      nodes[n]!.edges.push(edge);
      if (target !== 0 && !nodes[target]!.via)
        nodes[target] = { ...nodes[target]!, via: { node: n, edge }, depth: nodes[n]!.depth + 1 };
    }
  }
  const graph = graphOf(nodes, new Map(nodes.map((_, n) => [`node ${n}`, n])), id);
  const bits = coverBits(graph, index, []);
  return { graph, coverIndex: index, bits, none: () => bits.of([]) };
}

describe("chooseShortPaths", () => {
  it("takes the candidate that covers most first, then the shorter of equal ones", () => {
    const g = handGraph([
      [
        ["a", 1, ["a"]],
        ["b", 2, ["b"]],
      ],
      [["c", 3, ["c", "d"]]],
      [["d", 3, ["c"]]],
      [],
    ]);
    // a → c covers three; then b and b → d each add only b: the shorter wins.
    expect(chooseShortPaths(g, g.none())).toEqual([["a", "c"], ["b"]]);
  });

  it("keeps the first of candidates that cover as much in as many steps", () => {
    const g = handGraph([
      [
        ["x", 1, ["same"]],
        ["y", 2, ["same"]],
      ],
      [],
      [],
    ]);
    expect(chooseShortPaths(g, g.none())).toEqual([["x"]]);
  });

  it("chooses nothing that adds nothing to what the start covers", () => {
    const g = handGraph([[["a", 1, ["a"]]], [["b", 0, ["b"]]]]);
    const started = g.bits.of(g.coverIndex.of(["a", "b"], [], "known"));
    expect(chooseShortPaths(g, started)).toEqual([]);
    expect(chooseShortPaths(g, g.bits.of(g.coverIndex.of(["a"], [], "known")))).toEqual([["a", "b"]]);
  });
});

describe("withoutPrefixes", () => {
  it("drops a path that is the beginning of another, and keeps the order", () => {
    const events = (s: string) => s.split("");
    const chosen = ["ab", "c", "abd", "a", "cb"].map(events);
    expect(withoutPrefixes(chosen, (e) => e)).toEqual(["abd", "cb"].map(events));
  });
});

describe("walks", () => {
  const paths = createToyModel();
  const walks = createToyModel({ strategy: "walk", maxWalkSteps: 6 });

  it("reach what the short paths reach, in fewer, longer paths; a walk that reaches the limit ends", () => {
    expect(walks.unreachable).toEqual(paths.unreachable);
    expect(walks.unreachable.states).toEqual([]);
    expect(walks.paths.length).toBeLessThan(paths.paths.length);
    expect(Math.max(...walks.paths.map((w) => w.steps.length))).toBeGreaterThan(
      Math.max(...paths.paths.map((p) => p.steps.length)),
    );
    const short = createToyModel({ strategy: "walk", maxWalkSteps: 1 });
    expect(short.paths.length).toBeGreaterThan(walks.paths.length);
    expect(short.unreachable).toEqual(walks.unreachable);
    const covered = (m: typeof paths) => {
      const tracker = m.coverage("machine");
      m.paths.forEach((p) => tracker.recordPath(p));
      return tracker.summary();
    };
    expect(covered(walks).transitions).toEqual(covered(paths).transitions);
  });
});

describe("coveringPaths", () => {
  const model = createToyModel();
  const walks = createToyModel({ strategy: "walk", maxWalkSteps: 6 }).paths;
  const all = [...model.paths, ...walks] as Array<ModelPath<unknown>>;
  const summary = (paths: ReadonlyArray<ModelPath<unknown>>) => {
    const tracker = model.coverage("browser");
    paths.forEach((p) => tracker.recordPath(p));
    return tracker.summary();
  };

  it("keeps, in their order, the fewest paths that cover what all of them cover", () => {
    const chosen = coveringPaths(model, all);
    expect(summary(chosen).missing).toEqual(summary(all).missing);
    // No more than the walks alone, which cover as much in fewer paths than the short ones.
    expect(chosen.length).toBeLessThanOrEqual(walks.length);
    expect(chosen).toEqual(all.filter((p) => chosen.includes(p)));
  });

  it("leaves out the paths a level cannot run", () => {
    const chosen = coveringPaths(model, all, (p) => !walks.includes(p as never));
    expect(chosen.every((p) => model.paths.includes(p as never))).toBe(true);
    expect(summary(chosen).missing).toEqual(summary(model.paths).missing);
  });
});
