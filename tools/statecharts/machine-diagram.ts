/**
 * Diagrams of the XState machines, generated from the machine definitions themselves (never
 * drawn by hand), for auditors who read the machines as the behaviour spec:
 *
 *   toMermaid(machine)  Mermaid `stateDiagram-v2` text (diffs well; GitHub renders it)
 *   toDot(machine)      Graphviz DOT, laid out to SVG by `renderSvg` (Graphviz compiled to
 *                       WebAssembly: @hpcc-js/wasm-graphviz, no network)
 *
 * Both read the same outline (`outlineMachine`): every state node (nested compound states and
 * parallel regions as such), initial states, final states, invoked actors, entry/exit actions and
 * every transition with its event, guard (with parameters), named delay (`after copiedTimeout
 * (2000 ms)`) and actions. Used by `scripts/diagrams.ts` (writes docs/machines/) and by
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
import type { AnyStateMachine, AnyStateNode } from "xstate";

// ---------------------------------------------------------------------------------------------
// Outline

export interface OutlineState {
  /** XState id: "converter.copy.idle". */
  id: string;
  /** Key in its parent: "idle". */
  key: string;
  type: "atomic" | "compound" | "parallel" | "final" | "history";
  /** Ids of the initial child states (compound states only). */
  initial: string[];
  children: OutlineState[];
  invokes: Array<{ id: string; src: string }>;
  entry: string[];
  exit: string[];
  description: string | null;
}

export interface OutlineTransition {
  source: string;
  /** Target state ids; empty: no target (actions only). */
  targets: string[];
  kind: "event" | "always" | "after" | "done" | "error";
  /** The raw XState event type ("" for eventless `always`). */
  eventType: string;
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

export interface MachineOutline {
  /** Machine id ("converter"). */
  id: string;
  root: OutlineState;
  transitions: OutlineTransition[];
  /** Every state except the root, depth first, in definition order. */
  states: OutlineState[];
}

function paramsText(params: unknown): string {
  if (params === undefined || params === null) return "";
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- not an object here: a primitive
  if (typeof params !== "object") return String(params);
  const values = Object.values(params as Record<string, unknown>);
  if (values.every((v) => ["string", "number", "boolean"].includes(typeof v))) return values.map(String).join(", ");
  return JSON.stringify(params);
}

/** Names an action or guard reference: "name", { type, params }, or a function. */
function referenceName(ref: unknown): string {
  if (typeof ref === "string") return ref;
  if (typeof ref === "function") {
    const fn = ref as { name?: string; type?: string; guards?: unknown[]; guard?: unknown };
    // Higher-order guards and(), or(), not() keep their operands.
    if (Array.isArray(fn.guards)) return `${fn.name || "guard"}(${fn.guards.map(referenceName).join(", ")})`;
    if (typeof fn.type === "string") return fn.type.replace(/^xstate\./, "");
    return fn.name && fn.name !== "anonymous" ? fn.name : "inline";
  }
  if (typeof ref === "object" && ref !== null && "type" in ref) {
    const { type, params } = ref as { type: unknown; params?: unknown };
    const p = typeof params === "function" ? "…" : paramsText(params);
    return p ? `${String(type)}(${p})` : String(type);
  }
  return "inline";
}

function delayOf(machine: AnyStateMachine, delay: unknown): { name: string; ms: number | null } {
  if (typeof delay === "number") return { name: `${delay} ms`, ms: delay };
  const name = String(delay);
  const configured = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof configured === "number") return { name, ms: configured };
  const numeric = Number(name);
  return { name, ms: Number.isFinite(numeric) && typeof configured !== "function" ? numeric : null };
}

/** The raise/cancel actions XState adds to a state for its own `after` timers (drawn as the delay). */
function isDelayPlumbing(action: unknown): boolean {
  const a = action as { type?: unknown; event?: { type?: unknown }; sendId?: unknown };
  if (typeof action !== "function") return false;
  if (a.type === "xstate.raise") return typeof a.event?.type === "string" && a.event.type.startsWith("xstate.after.");
  if (a.type === "xstate.cancel") return typeof a.sendId === "string" && a.sendId.startsWith("xstate.after.");
  return false;
}

function childNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states ?? {}) as AnyStateNode[];
}

function outlineState(node: AnyStateNode): OutlineState {
  const initial =
    node.type === "compound" ? ((node.initial?.target ?? []) as readonly AnyStateNode[]).map((n) => n.id) : [];
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    initial,
    children: childNodes(node).map(outlineState),
    invokes: (node.invoke ?? []).map((i: { id: string; src: unknown }) => ({
      id: i.id,
      src: typeof i.src === "string" ? i.src : "inline",
    })),
    entry: (node.entry ?? []).filter((a: unknown) => !isDelayPlumbing(a)).map(referenceName),
    exit: (node.exit ?? []).filter((a: unknown) => !isDelayPlumbing(a)).map(referenceName),
    description: node.description ?? null,
  };
}

/** The outline of a machine definition: states and every transition, in definition order. */
/** The children the machine itself invokes (a parent machine), for the diagram's title. */
function rootInvokes(outline: MachineOutline): string {
  const list = outline.root.invokes.map((i) => (i.id === i.src ? html(i.src) : `${html(i.src)} as ${html(i.id)}`));
  return list.length ? `<BR ALIGN="LEFT"/>invokes ${list.join(", ")}` : "";
}

export function outlineMachine(machine: AnyStateMachine): MachineOutline {
  const root = outlineState(machine.root);
  const states: OutlineState[] = [];
  const walk = (s: OutlineState) => {
    for (const c of s.children) {
      states.push(c);
      walk(c);
    }
  };
  walk(root);

  const transitions: OutlineTransition[] = [];
  const visit = (node: AnyStateNode) => {
    const groups: Array<[string, readonly unknown[]]> = [...node.transitions.entries()];
    if (node.always?.length) groups.push(["", node.always]);
    for (const [eventType, defs] of groups) {
      for (const [branch, def] of (
        defs as Array<{
          target?: readonly AnyStateNode[];
          guard?: unknown;
          actions?: readonly unknown[];
          delay?: unknown;
        }>
      ).entries()) {
        let kind: OutlineTransition["kind"] = "event";
        let event = eventType;
        let delay: OutlineTransition["delay"] = null;
        if (eventType === "") {
          kind = "always";
          event = "always";
        } else if (eventType.startsWith("xstate.after.")) {
          kind = "after";
          delay = delayOf(machine, def.delay ?? eventType.split(".")[2]);
          event =
            delay.ms === null
              ? `after ${delay.name}`
              : delay.name === `${delay.ms} ms`
                ? `after ${delay.name}`
                : `after ${delay.name} (${delay.ms} ms)`;
        } else if (eventType.startsWith("xstate.done.actor.")) {
          kind = "done";
          event = `onDone ${eventType.slice("xstate.done.actor.".length)}`;
        } else if (eventType.startsWith("xstate.error.actor.")) {
          kind = "error";
          event = `onError ${eventType.slice("xstate.error.actor.".length)}`;
        } else if (eventType.startsWith("xstate.done.state.")) {
          kind = "done";
          event = "onDone";
        }
        transitions.push({
          source: node.id,
          targets: (def.target ?? []).map((n) => n.id),
          kind,
          eventType,
          event,
          guard: def.guard === undefined ? null : referenceName(def.guard),
          otherwise: def.guard === undefined && branch > 0,
          actions: (def.actions ?? []).map(referenceName),
          delay,
        });
      }
    }
    childNodes(node).forEach(visit);
  };
  visit(machine.root);
  return { id: machine.root.id, root, transitions, states };
}

/** "event [guard]" and "/ action, action" of a transition. */
export function transitionText(t: OutlineTransition): { trigger: string; actions: string } {
  return {
    trigger: t.guard ? `${t.event} [${t.guard}]` : t.otherwise ? `${t.event} [else]` : t.event,
    actions: t.actions.length ? `/ ${t.actions.join(", ")}` : "",
  };
}

// ---------------------------------------------------------------------------------------------
// Layout decisions shared by both forms

interface Plan {
  outline: MachineOutline;
  byId: Map<string, OutlineState>;
  parentOf: Map<string, OutlineState>;
  /** Lines listed inside a state's box (internal transitions), by state id. */
  internal: Map<string, string[]>;
  /** States that get an "any state of X" box (by state id, the root included). */
  anyBox: Set<string>;
  /** Drawn arrows. `fromAny`: the arrow starts at the "any state of source" box. */
  edges: Array<{ t: OutlineTransition; target: string; fromAny: boolean }>;
}

function isAncestor(ancestorId: string, id: string): boolean {
  return id.startsWith(`${ancestorId}.`);
}

function plan(machine: AnyStateMachine): Plan {
  const outline = outlineMachine(machine);
  const byId = new Map<string, OutlineState>([[outline.root.id, outline.root]]);
  const parentOf = new Map<string, OutlineState>();
  const index = (s: OutlineState) => {
    for (const c of s.children) {
      byId.set(c.id, c);
      parentOf.set(c.id, s);
      index(c);
    }
  };
  index(outline.root);

  const internal = new Map<string, string[]>();
  const anyBox = new Set<string>();
  const edges: Plan["edges"] = [];
  const hasChildren = (id: string) => (byId.get(id)?.children.length ?? 0) > 0;
  const addInternal = (id: string, line: string) => internal.set(id, [...(internal.get(id) ?? []), line]);

  for (const t of outline.transitions) {
    const { trigger, actions } = transitionText(t);
    const line = actions ? `${trigger} ${actions}` : trigger;
    const grouped = hasChildren(t.source) || t.source === outline.root.id;
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
  return { outline, byId, parentOf, internal, anyBox, edges };
}

// ---------------------------------------------------------------------------------------------
// Mermaid

const MERMAID_RESERVED = new Set([
  "state",
  "note",
  "end",
  "direction",
  "as",
  "class",
  "classDef",
  "style",
  "click",
  "hide",
  "scale",
  "left",
  "right",
  "of",
  "TB",
  "BT",
  "LR",
  "RL",
]);

/** Characters Mermaid's state grammar treats specially in labels. */
function mermaidText(text: string): string {
  return text.replace(/[:;#{}"]/g, (c) => ({ ":": "∶", ";": ",", "#": "№", "{": "(", "}": ")", '"': "'" })[c] ?? c);
}

export interface DiagramOptions {
  /** Shown in the header comment: where the machine is defined. */
  source?: string;
  /** Graphviz layout direction (default "LR", left to right). */
  rankdir?: "LR" | "TB";
}

/**
 * Mermaid `stateDiagram-v2`. Every state is declared in its own block (compound state or
 * parallel region) before any arrow, and each arrow is written in the innermost block that holds
 * both ends, so Mermaid keeps every state inside its parent.
 */
export function toMermaid(machine: AnyStateMachine, options: DiagramOptions = {}): string {
  const p = plan(machine);
  const rootId = p.outline.root.id;
  const mid = (id: string): string => {
    if (id === rootId) return rootId;
    const base = id.slice(rootId.length + 1).replace(/[^A-Za-z0-9_]/g, "_");
    return MERMAID_RESERVED.has(base) ? `${base}_` : base;
  };
  const anyId = (id: string) => (id === rootId ? "any_state" : `${mid(id)}__any`);
  const anyLabel = (id: string) => (id === rootId ? `any state of ${rootId}` : `any state of ${p.byId.get(id)!.key}`);

  // The block that draws a state: its parent compound/parallel node; the root is the top level.
  // A parallel root is drawn as a composite (Mermaid regions only exist inside a composite).
  const rootIsParallel = p.outline.root.type === "parallel";
  const blockOf = (id: string): string => {
    const parent = p.parentOf.get(id);
    return parent ? parent.id : "";
  };
  const ancestorsOrSelf = (block: string): string[] => {
    const out: string[] = [];
    let current: string | undefined = block;
    while (current !== undefined) {
      out.push(current);
      if (current === "") break;
      const parent = p.parentOf.get(current);
      current = parent ? parent.id : current === rootId ? "" : undefined;
    }
    return out;
  };
  const commonBlock = (a: string, b: string): string => {
    const chainA = ancestorsOrSelf(a);
    const chainB = new Set(ancestorsOrSelf(b));
    return chainA.find((x) => chainB.has(x)) ?? "";
  };

  // Arrows grouped by the block they are written in.
  const arrows = new Map<string, string[]>();
  const addArrow = (block: string, line: string) => arrows.set(block, [...(arrows.get(block) ?? []), line]);
  for (const e of p.edges) {
    const { trigger, actions } = transitionText(e.t);
    const label = mermaidText(actions ? `${trigger} ${actions}` : trigger);
    if (e.fromAny) {
      // The "any state" box lives inside the source (or at the top for the root).
      const sourceBlock = e.t.source === rootId ? (rootIsParallel ? rootId : "") : e.t.source;
      const targetBlock = blockOf(e.target);
      const block = commonBlock(sourceBlock, targetBlock === rootId && !rootIsParallel ? "" : targetBlock);
      addArrow(block, `${anyId(e.t.source)} --> ${mid(e.target)} : ${label}`);
    } else {
      const sb = blockOf(e.t.source);
      const tb = blockOf(e.target);
      const norm = (b: string) => (b === rootId && !rootIsParallel ? "" : b);
      addArrow(commonBlock(norm(sb) || "", norm(tb) || ""), `${mid(e.t.source)} --> ${mid(e.target)} : ${label}`);
    }
  }

  const lines: string[] = [
    "stateDiagram-v2",
    `  %% Machine "${rootId}"${options.source ? ` (${options.source})` : ""}.`,
    "  %% Generated by `npm run diagrams` from the machine definition. Do not edit by hand.",
  ];

  const stateBoxLines = (s: OutlineState, pad: string): string[] => {
    const out: string[] = [];
    const extras = [
      ...(s.description ? [s.description] : []),
      ...s.entry.map((a) => `entry / ${a}`),
      ...s.exit.map((a) => `exit / ${a}`),
      ...s.invokes.map((i) => (i.id === i.src ? `invoke ${i.src}` : `invoke ${i.src} as ${i.id}`)),
      ...(s.children.length === 0 ? (p.internal.get(s.id) ?? []) : []),
    ];
    for (const x of extras) out.push(`${pad}${mid(s.id)} : ${mermaidText(x)}`);
    return out;
  };

  const anyBoxLines = (id: string, pad: string): string[] => {
    if (!p.anyBox.has(id)) return [];
    return [
      `${pad}state "${mermaidText(anyLabel(id))}" as ${anyId(id)}`,
      ...(p.internal.get(id) ?? []).map((l) => `${pad}${anyId(id)} : ${mermaidText(l)}`),
    ];
  };

  const finals = (s: OutlineState, pad: string): string[] =>
    s.children.filter((c) => c.type === "final").map((c) => `${pad}${mid(c.id)} --> [*]`);

  const writeChildren = (s: OutlineState, depth: number) => {
    const pad = "  ".repeat(depth);
    if (s.type === "parallel") {
      s.children.forEach((region, i) => {
        if (i > 0) lines.push(`${pad}--`);
        writeState(region, depth);
      });
      for (const a of arrows.get(s.id) ?? []) lines.push(`${pad}${a}`);
      return;
    }
    // Compound (or the root): states first, then the "any state" box, initial, arrows, finals,
    // so that no arrow mentions a state before its declaration.
    for (const c of s.children) writeState(c, depth);
    lines.push(...anyBoxLines(s.id, pad));
    for (const target of s.initial) lines.push(`${pad}[*] --> ${mid(target)}`);
    for (const a of arrows.get(s.id === rootId ? "" : s.id) ?? []) lines.push(`${pad}${a}`);
    lines.push(...finals(s, pad));
  };

  const writeState = (s: OutlineState, depth: number) => {
    const pad = "  ".repeat(depth);
    const label = mermaidText(s.type === "parallel" ? `${s.key} (parallel)` : s.key);
    if (s.children.length === 0) {
      lines.push(`${pad}state "${label}" as ${mid(s.id)}`);
      lines.push(...stateBoxLines(s, pad));
      return;
    }
    lines.push(`${pad}state "${label}" as ${mid(s.id)} {`);
    writeChildren(s, depth + 1);
    lines.push(`${pad}}`);
    lines.push(...stateBoxLines(s, pad));
  };

  if (rootIsParallel) {
    lines.push(`  state "${mermaidText(`${rootId} (parallel)`)}" as ${rootId} {`);
    writeChildren(p.outline.root, 2);
    lines.push("  }");
    lines.push(...anyBoxLines(rootId, "  "));
    lines.push(`  [*] --> ${rootId}`);
    for (const a of arrows.get("") ?? []) lines.push(`  ${a}`);
  } else {
    writeChildren(p.outline.root, 1);
  }
  return `${lines.join("\n")}\n`;
}

// ---------------------------------------------------------------------------------------------
// Graphviz DOT

function dotEscape(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}

function dotString(text: string): string {
  return `"${dotEscape(text)}"`;
}

function html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const COLORS = {
  text: "#1f2933",
  border: "#52606d",
  state: "#ffffff",
  stateFill: "#eef4fb",
  cluster: "#f8fafc",
  region: "#ffffff",
  edge: "#3e4c59",
  muted: "#616e7c",
  any: "#fff8e6",
};

const INITIAL_DOT = `[shape=circle, width=0.13, fixedsize=true, style=filled, fillcolor="${COLORS.text}", color="${COLORS.text}", label=""]`;

/**
 * Graphviz DOT: compound states and parallel regions are clusters (regions dashed), initial
 * states are dots, final states have a double border. Arrows to or from a compound state end at
 * its border (`lhead` / `ltail`).
 */
export function toDot(machine: AnyStateMachine, options: DiagramOptions = {}): string {
  const p = plan(machine);
  const rootId = p.outline.root.id;
  const q = dotString;
  const initialNode = (id: string) => `${id}::initial`;
  const anchorNode = (id: string) => `${id}::anchor`;
  const anyNode = (id: string) => `${id}::any`;
  const cluster = (id: string) => `cluster_${id}`;
  const isGroup = (id: string) => (p.byId.get(id)?.children.length ?? 0) > 0;

  const lines: string[] = [
    `// Machine "${rootId}"${options.source ? ` (${options.source})` : ""}.`,
    "// Generated by `npm run diagrams` from the machine definition. Do not edit by hand.",
    `digraph ${q(rootId)} {`,
    `  graph [compound=true, rankdir=${options.rankdir ?? "LR"}, nodesep=0.35, ranksep=0.45, fontname="Helvetica", fontsize=13, fontcolor=${q(COLORS.text)}, bgcolor="white", labelloc=t, labeljust=l, label=<<B>${html(rootId)}</B> machine${rootInvokes(outlineMachine(machine))}>];`,
    `  node [fontname="Helvetica", fontsize=11, fontcolor=${q(COLORS.text)}, shape=box, style="rounded,filled", fillcolor=${q(COLORS.stateFill)}, color=${q(COLORS.border)}, margin="0.14,0.06"];`,
    `  edge [fontname="Helvetica", fontsize=9, fontcolor=${q(COLORS.text)}, color=${q(COLORS.edge)}, arrowsize=0.7];`,
  ];

  const stateLabel = (s: OutlineState): string => {
    const rows = [
      ...(s.description ? [`<I>${html(s.description)}</I>`] : []),
      ...s.entry.map((a) => `entry / ${html(a)}`),
      ...s.exit.map((a) => `exit / ${html(a)}`),
      ...s.invokes.map((i) => `invoke ${html(i.src)}${i.id === i.src ? "" : ` as ${html(i.id)}`}`),
      ...(s.children.length === 0 ? (p.internal.get(s.id) ?? []).map(html) : []),
    ];
    if (!rows.length) return `<<B>${html(s.key)}</B>>`;
    return `<<B>${html(s.key)}</B><BR/><FONT POINT-SIZE="9">${rows.map((r) => `${r}<BR ALIGN="LEFT"/>`).join("")}</FONT>>`;
  };

  const anyLabel = (id: string): string => {
    const title = id === rootId ? `any state of ${rootId}` : `any state of ${p.byId.get(id)!.key}`;
    const rows = (p.internal.get(id) ?? []).map(html);
    return `<<I>${html(title)}</I>${rows.length ? `<BR/><FONT POINT-SIZE="9">${rows.map((r) => `${r}<BR ALIGN="LEFT"/>`).join("")}</FONT>` : ""}>`;
  };

  const writeAny = (id: string, pad: string) => {
    if (p.anyBox.has(id)) {
      lines.push(
        `${pad}${q(anyNode(id))} [label=${anyLabel(id)}, fillcolor=${q(COLORS.any)}, style="rounded,filled,dashed"];`,
      );
    }
  };

  const writeGroupContent = (s: OutlineState, pad: string) => {
    if (s.type === "parallel") {
      lines.push(`${pad}${q(anchorNode(s.id))} [shape=point, width=0.01, style=invis, label=""];`);
    } else {
      if (s.initial.length) lines.push(`${pad}${q(initialNode(s.id))} ${INITIAL_DOT};`);
    }
    writeAny(s.id, pad);
    for (const c of s.children) writeState(c, pad, s.type === "parallel");
  };

  const writeState = (s: OutlineState, pad: string, region: boolean) => {
    if (s.children.length === 0) {
      const attrs = [`label=${stateLabel(s)}`];
      if (s.type === "final") attrs.push("peripheries=2");
      lines.push(`${pad}${q(s.id)} [${attrs.join(", ")}];`);
      return;
    }
    const title = s.type === "parallel" ? `${s.key} (parallel)` : s.key;
    const extras = [
      ...s.entry.map((a) => `entry / ${a}`),
      ...s.exit.map((a) => `exit / ${a}`),
      ...s.invokes.map((i) => `invoke ${i.src}`),
    ];
    const label = `<<B>${html(title)}</B>${extras.length ? `<BR/><FONT POINT-SIZE="9">${extras.map(html).join("<BR/>")}</FONT>` : ""}>`;
    lines.push(`${pad}subgraph ${q(cluster(s.id))} {`);
    lines.push(
      `${pad}  graph [label=${label}, style=${q(region ? "rounded,dashed,filled" : "rounded,filled")}, fillcolor=${q(region ? COLORS.region : COLORS.cluster)}, color=${q(COLORS.border)}, margin=12];`,
    );
    writeGroupContent(s, `${pad}  `);
    lines.push(`${pad}}`);
  };

  // Top level: the root's own content (a parallel root becomes a cluster of regions).
  const root = p.outline.root;
  if (root.type === "parallel") {
    lines.push(`  ${q(initialNode(rootId))} ${INITIAL_DOT};`);
    writeAny(rootId, "  ");
    lines.push(`  subgraph ${q(cluster(rootId))} {`);
    lines.push(
      `    graph [label=<<B>${html(rootId)} (parallel)</B>>, style="rounded,filled", fillcolor=${q(COLORS.cluster)}, color=${q(COLORS.border)}, margin=12];`,
    );
    lines.push(`    ${q(anchorNode(rootId))} [shape=point, width=0.01, style=invis, label=""];`);
    for (const c of root.children) writeState(c, "    ", true);
    lines.push("  }");
  } else {
    if (root.initial.length) {
      lines.push(`  ${q(initialNode(rootId))} ${INITIAL_DOT};`);
    }
    writeAny(rootId, "  ");
    for (const c of root.children) writeState(c, "  ", false);
  }

  // Where an arrow starts or ends for a state: itself, or (for a compound state) a node inside
  // its cluster with ltail/lhead clipping the arrow at the border.
  const entryPoint = (id: string): { node: string; attr: string | null } => {
    if (!isGroup(id)) return { node: id, attr: null };
    const s = p.byId.get(id)!;
    const node = s.type === "parallel" ? anchorNode(id) : initialNode(id);
    return { node, attr: cluster(id) };
  };

  // Initial arrows.
  const initialArrows = (s: OutlineState) => {
    if (s.type === "parallel") return;
    const from = initialNode(s.id);
    for (const target of s.initial.slice(0, 1)) {
      const to = entryPoint(target);
      if (to.node === initialNode(target) || to.node === anchorNode(target)) {
        lines.push(`  ${q(from)} -> ${q(to.node)} [lhead=${q(to.attr!)}];`);
      } else {
        lines.push(`  ${q(from)} -> ${q(to.node)};`);
      }
    }
  };
  if (root.type === "parallel") {
    lines.push(`  ${q(initialNode(rootId))} -> ${q(anchorNode(rootId))} [lhead=${q(cluster(rootId))}];`);
  } else initialArrows(root);
  for (const s of p.outline.states) if (s.children.length) initialArrows(s);

  // Transitions with the same ends and the same kind share one arrow (one label line each).
  const arrows = new Map<string, { from: string; to: string; attrs: string[]; labels: string[] }>();
  for (const e of p.edges) {
    const { trigger, actions } = transitionText(e.t);
    const attrs: string[] = [];
    if (e.t.kind === "after") attrs.push('style="dashed"');
    if (e.t.kind === "always") attrs.push('style="dotted"');
    if (e.t.kind === "done" || e.t.kind === "error") attrs.push(`color=${q(COLORS.muted)}`);
    let from: string;
    if (e.fromAny) from = anyNode(e.t.source);
    else {
      const s = entryPoint(e.t.source);
      from = s.node;
      if (s.attr) attrs.push(`ltail=${q(s.attr)}`);
    }
    const to = entryPoint(e.target);
    // A target inside the source's own cluster cannot be clipped at the source's border.
    if (to.attr && !(e.fromAny && (e.t.source === e.target || isAncestor(e.target, e.t.source))))
      attrs.push(`lhead=${q(to.attr)}`);
    const key = JSON.stringify([from, to.node, attrs]);
    const arrow = arrows.get(key) ?? { from, to: to.node, attrs, labels: [] };
    arrow.labels.push(actions ? `${trigger} ${actions}` : trigger);
    arrows.set(key, arrow);
  }
  for (const a of arrows.values()) {
    // One left-justified line per transition ("\\l" ends a left-justified line in DOT).
    const label = `"${a.labels.map((l) => `${dotEscape(l)}\\l`).join("")}"`;
    lines.push(`  ${q(a.from)} -> ${q(a.to)} [label=${label}${a.attrs.length ? `, ${a.attrs.join(", ")}` : ""}];`);
  }
  lines.push("}");
  return `${lines.join("\n")}\n`;
}

// ---------------------------------------------------------------------------------------------
// SVG (Graphviz in WebAssembly)

type GraphvizInstance = { dot(source: string): string };
let graphviz: Promise<GraphvizInstance> | null = null;

/** Lays a DOT graph out to SVG with Graphviz (WebAssembly, offline, deterministic). */
export async function renderSvg(dot: string): Promise<string> {
  graphviz ??= import("@hpcc-js/wasm-graphviz").then((m) => m.Graphviz.load());
  const svg = (await graphviz).dot(dot);
  return svg.endsWith("\n") ? svg : `${svg}\n`;
}
