/**
 * Coverage as bit sets, so that choosing paths can compare thousands of candidates in a few word
 * operations each: every transition and state a model meets gets a bit (`CoverIndex`), every step
 * of the explored graph the bits of what it covers, and every explored node the bits of its
 * shortest path (`coverBits`).
 */
import type { AnyMachineSnapshot, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { transitionKey } from "./definition";
import { activeNodes } from "./xstate-internals";
import type { ExploredGraph, GraphEdge } from "./explore";

/**
 * Numbers the transitions and the states a model meets, one bit each. A transition's bit comes
 * with its source state's (a transient state is reached when a transition leaves it).
 */
export interface CoverIndex {
  /** The bits of a step: the transitions it took, then the state nodes active after it. */
  ofStep(taken: readonly AnyTransitionDefinition[], snapshot: AnyMachineSnapshot): number[];
  /** The bits of transition keys and state ids; `known` only: those without a bit are left out. */
  of(transitionKeys: Iterable<string>, stateIds: Iterable<string>, known?: "known"): number[];
  /** How many bits there are. */
  size(): number;
  /** What each bit stands for, by bit ("t <transition key>" or "s <state id>"). */
  names(): string[];
}

/** `sourceOf`: the source state of each transition key; `names`: the bits of a stored exploration. */
export function createCoverIndex(sourceOf: ReadonlyMap<string, string>, names: readonly string[] = []): CoverIndex {
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
      for (const node of activeNodes(snapshot)) {
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

export type CoverBits = ReturnType<typeof coverBits>;

/**
 * The coverage of an explored graph as bit sets (32 bits a word): each edge's step, and each
 * node's shortest path (the start's own coverage and the steps along `via`), so a candidate path
 * "shortest path to a node + one edge" is compared in a few word operations.
 */
export function coverBits<TEvent>(graph: ExploredGraph<TEvent>, index: CoverIndex, startBits: number[]) {
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
