/**
 * Explorations kept, in the process and on disk.
 *
 * In the process: an exploration depends only on the machine, the input, the model's `events`,
 * `withheld` and `serializeState` (pure functions of a snapshot) and the limit, so models that
 * differ only in how they choose paths (short paths or walks, `withStrategy`) and are given the
 * same functions share one (`explorationOf`).
 *
 * On disk, so that the processes of one test run share them: the converter's
 * model (two pages, six regions) takes seconds to explore, and Vitest's files, `npm run paths` and
 * each Playwright worker asked for it anew (about six times in Vitest alone, on two cores).
 *
 * A model opts in with `cacheAs` (ModelOptions): a name for its events and its abstraction of
 * state, unique among the models of its machine. The file's name is a hash of that name, the
 * machine's id, the input, the limit and the content of every file the exploration can depend on:
 * the site's source (`src`), the models and the harness (`tools/statecharts`) and the locked
 * versions of the packages (`package-lock.json`). A change to any of them explores afresh; an
 * unreadable or foreign file is ignored and written again. `MODEL_CACHE=off` turns it off.
 * While one process explores, it holds a lock file beside it, and the others (Vitest's and
 * Playwright's workers start together) wait for its file instead of exploring the same again.
 *
 * Only what exploring produced is kept: the graph (each node's edges: event, target, the bits of
 * what the step covers) and the names of the bits. The paths are still chosen, and every chosen
 * path is still replayed on the real machine, in the process that asks.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AnyStateMachine } from "xstate";
import { graphOf, type Exploration, type ExploredGraph, type GraphEdge, type GraphNode } from "./explore";

/** Where the files go (npm's conventional cache folder, removed by a clean install). */
export function cacheDir(): string {
  return process.env.MODEL_CACHE_DIR ?? path.join(process.cwd(), "node_modules", ".cache", "model-explorations");
}

export const cacheEnabled = (): boolean => process.env.MODEL_CACHE !== "off";

/** The folders and files an exploration can depend on, from the project root. */
const INPUTS = ["src", "tools/statecharts", "package-lock.json"];

let sourcesHash: string | null = null;

/** One hash of every file the exploration can depend on (read once per process). */
export function hashOfSources(): string {
  if (sourcesHash !== null) return sourcesHash;
  const root = process.cwd();
  const files: string[] = [];
  for (const rel of INPUTS) {
    const full = path.join(root, rel);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isFile()) files.push(rel);
    else {
      for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
      }
    }
  }
  const hash = createHash("sha256");
  for (const file of files.sort())
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  return (sourcesHash = hash.digest("hex"));
}

/** The file of one exploration. */
export function cacheFile(parts: { machine: string; cacheAs: string; input: unknown; limit: number }): string {
  const key = createHash("sha256")
    .update(JSON.stringify([hashOfSources(), parts.machine, parts.cacheAs, parts.input ?? null, parts.limit]))
    .digest("hex")
    .slice(0, 32);
  return path.join(cacheDir(), `${parts.machine}-${key}.json`);
}

/** A stored exploration, or null when there is none (or it cannot be read). */
export function readCached<T>(file: string, isValid: (data: unknown) => data is T): T | null {
  try {
    const data: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return isValid(data) ? data : null;
  } catch {
    return null;
  }
}

/** Stores an exploration; a second process writing the same file at once is harmless (rename). */
export function writeCached(file: string, data: unknown): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(data));
    fs.renameSync(temp, file);
  } catch {
    // A read-only tree: the next process explores again, as it would without a cache.
  }
}

// ---------------------------------------------------------------------------------------------
// The stored form of an exploration

/**
 * An exploration as stored on disk: events once each (by their JSON), nodes as
 * `[via node, via edge id, depth, edges]` with edges as `[event, target, id, bits]`, the
 * serialized state of each node, and the names of the bits.
 */
export interface StoredExploration {
  format: 1;
  events: string[];
  nodes: Array<[number, number, number, Array<[number, number, number, number[]]>]>;
  keys: string[];
  edgeCount: number;
  bits: string[];
}

export function storeExploration<TEvent>(graph: ExploredGraph<TEvent>, names: string[]): StoredExploration {
  const events: string[] = [];
  const eventIndex = new Map<string, number>();
  const eventOf = (event: TEvent) => {
    const json = JSON.stringify(event);
    let i = eventIndex.get(json);
    if (i === undefined) eventIndex.set(json, (i = events.push(json) - 1));
    return i;
  };
  const keys = new Array<string>(graph.nodes.length);
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

export function isStoredExploration(data: unknown): data is StoredExploration {
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
export function loadExploration<TEvent>(stored: StoredExploration): ExploredGraph<TEvent> | null {
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

// ---------------------------------------------------------------------------------------------
// One process explores, the others of the run wait for its file

const lockOf = (file: string) => `${file}.lock`;
const LOCK_WAIT_MS = 15 * 60_000;

/** Sleeps synchronously (exploring is synchronous too). */
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Takes the lock of `file` (a file created only if absent, holding this process's id) and returns
 * true; or, while another live process holds it, waits until `done()` (its exploration is on
 * disk) and returns false. A lock whose process is gone, or a wait longer than any exploration, is
 * taken over; a folder that cannot be written is explored without a lock.
 */
export function takeLock(file: string, done: () => boolean): boolean {
  const lock = lockOf(file);
  const until = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      // The holder before may have written the file just now, then let go of its lock.
      if (!done()) return true;
      fs.rmSync(lock, { force: true });
      return false;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") return false;
    }
    const holder = Number(readText(lock));
    if (done()) return false;
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) fs.rmSync(lock, { force: true });
    else if (Date.now() > until) return false;
    else sleep(200);
  }
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

// ---------------------------------------------------------------------------------------------
// Explorations of this process, and the disk

const explorations = new WeakMap<AnyStateMachine, Array<{ key: unknown[]; exploration: Exploration<never> }>>();

/**
 * The exploration of `machine` for `key` (the input, the model's functions and the limit): made
 * already in this process, else read from `stored.file()` when there is one, else `explore()`d
 * (and written there).
 */
export function explorationOf<TEvent>(
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
  const fromDisk = () => {
    const read = file ? readCached(file, isStoredExploration) : null;
    return read ? stored!.load(read) : null;
  };
  let fresh = fromDisk();
  if (!fresh && file) {
    // Another process of the run may be exploring it now: wait for its file rather than explore twice.
    const mine = takeLock(file, () => (fresh = fromDisk()) !== null);
    if (!fresh) {
      try {
        fresh = explore();
        writeCached(file, storeExploration(fresh.graph, fresh.coverIndex.names()));
      } finally {
        if (mine) fs.rmSync(lockOf(file), { force: true });
      }
    }
  }
  fresh ??= explore();
  made.push({ key, exploration: fresh as unknown as Exploration<never> });
  return fresh;
}
