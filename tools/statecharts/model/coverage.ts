/**
 * Coverage per level: what the paths that passed covered, the table
 * `machine | level | states x/y | transitions x/y`, and the file every level merges into
 * (`test-results/model-coverage.json`, read by `npm run coverage:model`).
 *
 * A transient state (one left at once by an eventless transition) is never active in a snapshot:
 * it counts as covered when a transition leaves it.
 */
import fs from "node:fs";
import path from "node:path";
import type { CoverageEntry, CoverageLevel, CoverageTracker, MachineModel, ModelPath } from "./types";

export interface Covered {
  transitions: Set<string>;
  states: Set<string>;
}

/**
 * Adds to `into` what a path's start and `steps` cover: the states active at the start and after
 * each step, the transitions taken and their source states (`sourceOf`: by transition key).
 */
export function coverSteps(
  into: Covered,
  sourceOf: ReadonlyMap<string, string>,
  start: { initialStateNodes: readonly string[]; initialTransitions: readonly string[] },
  steps: ReadonlyArray<{ transitions: readonly string[]; stateNodes: readonly string[] }>,
): Covered {
  const cover = (k: string) => {
    into.transitions.add(k);
    const source = sourceOf.get(k);
    if (source) into.states.add(source);
  };
  start.initialStateNodes.forEach((s) => into.states.add(s));
  start.initialTransitions.forEach(cover);
  for (const st of steps) {
    st.transitions.forEach(cover);
    st.stateNodes.forEach((s) => into.states.add(s));
  }
  return into;
}

/** Where coverage entries are merged. Override with MODEL_COVERAGE_FILE. */
export function coverageFile(): string {
  return path.resolve(process.env.MODEL_COVERAGE_FILE ?? path.join("test-results", "model-coverage.json"));
}

export function createCoverageTracker(
  model: Pick<MachineModel, "name" | "states" | "transitions">,
  level: CoverageLevel,
): CoverageTracker {
  const covered: Covered = { transitions: new Set(), states: new Set() };
  const sourceOf = new Map(model.transitions.map((t) => [t.key, t.source]));
  const tracker: CoverageTracker = {
    level,
    recordPath(p) {
      tracker.recordSteps(p, p.steps.length);
    },
    recordSteps(p: ModelPath<unknown>, count) {
      coverSteps(covered, sourceOf, p, p.steps.slice(0, count));
    },
    summary() {
      const missingStates = model.states.filter((s) => !covered.states.has(s));
      const missingTransitions = model.transitions.filter((t) => !covered.transitions.has(t.key)).map((t) => t.label);
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
