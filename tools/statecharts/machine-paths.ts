/**
 * Test paths of a machine for QA, from the same test model and the same path generation as the
 * model-based tests (tools/statecharts/model/ via the registry's `createModel`):
 *
 * - the test paths: together they take every transition and reach every state; each is a list of
 *   numbered steps in the words of the page ("1. Type 20 in Amount (mg)") with the state reached;
 * - the shortest way to reach each state (the shortest beginning of a test path that gets there);
 * - for each transition, the first path and step that takes it.
 *
 * `formatPathReport` prints it for people; the report object itself is the `--json` output.
 */
import type { ControlAction } from "../../src/machines/controls";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { defaultStepDescription, stateLabel, type MachineModel, type ModelPath } from "./model";
import type { MachineEntry, PathStrategy } from "./machine-registry";

export interface ReportStep {
  /** 1-based. */
  n: number;
  /** In words: "Type 20 in Amount (mg)". */
  text: string;
  /** What a person does, from the machine's controls table. */
  action: ControlAction;
  /** The event the step sends (for tools). */
  event: EventObject;
  /** Active leaf states after the step: "copy.copied". */
  state: string;
  /** Labels of the transitions the step takes. */
  transitions: string[];
}

export interface ReportPath {
  index: number;
  title: string;
  steps: ReportStep[];
  /** State where the path ends. */
  ends: string;
}

export interface PathReport {
  machine: string;
  strategy: PathStrategy;
  initialState: string;
  coverage: {
    states: { reached: number; total: number };
    transitions: { reached: number; total: number };
    unreachable: { states: string[]; transitions: string[] };
  };
  /** The test paths (covering every transition). */
  paths: ReportPath[];
  /** For every state id: the shortest beginning of a test path that reaches it. */
  states: Array<{ state: string; steps: ReportStep[] } | { state: string; steps: null }>;
  /** For every transition: where a test path takes it first. */
  transitions: Array<{ key: string; label: string; path: number | null; step: number | null }>;
}

export function reportSteps(
  entry: MachineEntry,
  model: MachineModel,
  p: ModelPath<AnyMachineSnapshot, EventObject>,
): ReportStep[] {
  return p.steps.map((st, i) => ({
    n: i + 1,
    action: entry.controlOf(st.event, st.before, model),
    text:
      entry.describeStep(st.event, { before: st.before, after: st.state, model }) ??
      defaultStepDescription(st.event, model, st.before),
    event: st.event,
    state: stateLabel(st.state),
    transitions: st.transitions.map((k) => model.labelOf(k)),
  }));
}

export function buildPathReport(entry: MachineEntry, requested: PathStrategy = "paths"): PathReport {
  // A test model that has no walk strategy gives its short paths: say so rather than pretend.
  const strategy: PathStrategy = requested === "walk" && entry.supportsWalk ? "walk" : "paths";
  const model = entry.createModel({ strategy });
  const paths = model.paths as Array<ModelPath<AnyMachineSnapshot, EventObject>>;
  const reportPaths: ReportPath[] = paths.map((p) => {
    const steps = reportSteps(entry, model, p);
    return {
      index: p.index,
      title: p.title,
      steps,
      ends: steps.length ? steps[steps.length - 1]!.state : stateLabel(p.initial),
    };
  });

  // Shortest beginning of a path that reaches each state. A transient state (left at once by an
  // eventless transition, as `evaluating`) is never active in a snapshot: it is reached by the
  // step (or the start) that takes a transition out of it.
  const sourceOf = new Map(model.transitions.map((t) => [t.key, t.source]));
  const leaves = (keys: string[], state: string) => keys.some((k) => sourceOf.get(k) === state);
  const states = model.states.map((state) => {
    let best: ReportStep[] | null = null;
    for (const [pi, p] of paths.entries()) {
      const atStart = p.initialStateNodes.includes(state) || leaves(p.initialTransitions, state);
      const reached = atStart
        ? 0
        : p.steps.findIndex((st) => st.stateNodes.includes(state) || leaves(st.transitions, state)) + 1;
      if (reached === 0 && !atStart) continue;
      if (best === null || reached < best.length) best = reportPaths[pi]!.steps.slice(0, reached);
    }
    return { state, steps: best };
  });

  const transitions = model.transitions.map((t) => {
    for (const p of paths) {
      if (p.initialTransitions.includes(t.key)) return { key: t.key, label: t.label, path: p.index, step: 0 };
      const i = p.steps.findIndex((st) => st.transitions.includes(t.key));
      if (i >= 0) return { key: t.key, label: t.label, path: p.index, step: i + 1 };
    }
    return { key: t.key, label: t.label, path: null, step: null };
  });

  const initial = paths[0]?.initial;
  return {
    machine: entry.name,
    strategy,
    initialState: initial ? stateLabel(initial) : "",
    coverage: {
      states: { reached: model.states.length - model.unreachable.states.length, total: model.states.length },
      transitions: {
        reached: model.transitions.length - model.unreachable.transitions.length,
        total: model.transitions.length,
      },
      unreachable: model.unreachable,
    },
    paths: reportPaths,
    states,
    transitions,
  };
}

/** One line: "1. Type 20 in Amount (mg) → 2. Press Swap direction". */
export function stepsInline(steps: ReportStep[]): string {
  return steps.length ? steps.map((s) => `${s.n}. ${s.text}`).join(" → ") : "(the starting state: nothing to do)";
}

export function formatPathReport(report: PathReport, entry: MachineEntry): string {
  const out: string[] = [];
  const { coverage } = report;
  out.push(
    `${entry.title} — machine "${report.machine}" (src/machines/${report.machine}/${report.machine}.machine.ts)`,
  );
  out.push(
    `${report.paths.length} test path${report.paths.length === 1 ? "" : "s"} (${report.strategy === "walk" ? "long walks" : "short paths"}) ` +
      `reach ${coverage.states.reached}/${coverage.states.total} states and take ${coverage.transitions.reached}/${coverage.transitions.total} transitions. ` +
      `Every path starts from a fresh page in state ${report.initialState}.`,
  );
  if (coverage.unreachable.states.length || coverage.unreachable.transitions.length) {
    out.push("", "NOT REACHED with the test model's events (the model-based tests fail on these):");
    coverage.unreachable.states.forEach((s) => out.push(`  state      ${s}`));
    coverage.unreachable.transitions.forEach((t) => out.push(`  transition ${t}`));
  }

  out.push(
    "",
    "Shortest way to reach each state along the test paths",
    "-----------------------------------------------------",
  );
  for (const s of report.states) {
    out.push(`${s.state}: ${s.steps ? stepsInline(s.steps) : "NOT REACHED"}`);
  }

  out.push("", "Test paths (together they take every transition)", "-------------------------------------------------");
  for (const p of report.paths) {
    out.push("", `Path ${p.index} (ends in ${p.ends})`);
    const width = Math.max(0, ...p.steps.map((s) => `${s.n}. ${s.text}`.length));
    for (const s of p.steps) out.push(`  ${`${s.n}. ${s.text}`.padEnd(width)}  → ${s.state}`);
  }

  out.push("", "Where each transition is tested", "-------------------------------");
  for (const t of report.transitions) {
    out.push(`${t.path === null ? "NOT TAKEN      " : `path ${t.path}, step ${t.step}`.padEnd(15)}  ${t.label}`);
  }
  return `${out.join("\n")}\n`;
}
