/**
 * Diagrams of the XState machines, generated from the machine definitions themselves (never
 * drawn by hand), for auditors who read the machines as the behaviour spec:
 *
 *   toMermaid(machine)  Mermaid `stateDiagram-v2` text (diffs well; GitHub renders it): ./mermaid.ts
 *   toDot(machine)      Graphviz DOT, laid out to SVG by `renderSvg` (Graphviz compiled to
 *                       WebAssembly: @hpcc-js/wasm-graphviz, no network): ./dot.ts
 *
 * Both read the machine through the harness's definition walker (`readDefinition`,
 * ../model/definition.ts): every state node (nested compound states and parallel regions as such),
 * initial states, final states, invoked actors, entry/exit actions and every transition with its
 * event, guard (with parameters), named delay (`after copiedTimeout (2000 ms)`) and actions; and
 * both draw it as this file plans. Used by `scripts/diagrams.ts` (writes docs/machines/) and by
 * tests/unit/diagrams-fresh.test.ts (fails when a committed diagram no longer matches).
 *
 * Drawing conventions (the same in both forms):
 * - A transition defined on a compound state, the machine itself or a parallel state applies in
 *   every state inside it. When it leaves that state it is drawn from the state's border. When it
 *   stays inside (a target within, or no target at all) it is drawn from a small box "any state
 *   of X" inside X (Mermaid cannot draw an arrow from a composite state to its own child).
 * - A transition without a target (it only runs actions; the state does not change) is listed
 *   inside the box of its state as `event [guard] / actions`, like UML internal transitions.
 */
import type { AnyStateMachine } from "xstate";
import { readDefinition, type DefinedState, type DefinedTransition, type MachineDefinition } from "../model/definition";

export interface DiagramOptions {
  /** Shown in the header comment: where the machine is defined. */
  source?: string;
  /** Graphviz layout direction (default "LR", left to right). */
  rankdir?: "LR" | "TB";
}

/** "event [guard]" and "/ action, action" of a transition. */
export function transitionText(t: DefinedTransition): { trigger: string; actions: string } {
  return {
    trigger: t.guard ? `${t.event} [${t.guard}]` : t.otherwise ? `${t.event} [else]` : t.event,
    actions: t.actions.length ? `/ ${t.actions.join(", ")}` : "",
  };
}

// Layout decisions shared by both forms

export interface Plan {
  definition: MachineDefinition;
  byId: Map<string, DefinedState>;
  parentOf: Map<string, DefinedState>;
  /** Lines listed inside a state's box (internal transitions), by state id. */
  internal: Map<string, string[]>;
  /** States that get an "any state of X" box (by state id, the root included). */
  anyBox: Set<string>;
  /** Drawn arrows. `fromAny`: the arrow starts at the "any state of source" box. */
  edges: Array<{ t: DefinedTransition; target: string; fromAny: boolean }>;
}

export function isAncestor(ancestorId: string, id: string): boolean {
  return id.startsWith(`${ancestorId}.`);
}

export function plan(machine: AnyStateMachine): Plan {
  const definition = readDefinition(machine);
  const byId = new Map<string, DefinedState>([[definition.root.id, definition.root]]);
  const parentOf = new Map<string, DefinedState>();
  const index = (s: DefinedState) => {
    for (const c of s.children) {
      byId.set(c.id, c);
      parentOf.set(c.id, s);
      index(c);
    }
  };
  index(definition.root);

  const internal = new Map<string, string[]>();
  const anyBox = new Set<string>();
  const edges: Plan["edges"] = [];
  const hasChildren = (id: string) => (byId.get(id)?.children.length ?? 0) > 0;
  const addInternal = (id: string, line: string) => internal.set(id, [...(internal.get(id) ?? []), line]);

  for (const t of definition.transitions) {
    const { trigger, actions } = transitionText(t);
    const line = actions ? `${trigger} ${actions}` : trigger;
    const grouped = hasChildren(t.source) || t.source === definition.root.id;
    if (t.targets.length === 0) {
      if (grouped) anyBox.add(t.source);
      addInternal(t.source, line);
      continue;
    }
    for (const target of t.targets) {
      const inside = target === t.source || isAncestor(t.source, target);
      if (grouped && inside) {
        anyBox.add(t.source);
        edges.push({ t, target, fromAny: true });
      } else {
        edges.push({ t, target, fromAny: false });
      }
    }
  }
  return { definition, byId, parentOf, internal, anyBox, edges };
}
