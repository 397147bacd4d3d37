/**
 * Explorations kept on disk, so that the processes of one test run share them: the converter's
 * model (two pages, six regions) takes seconds to explore, and Vitest's files, `npm run paths` and
 * each Playwright worker asked for it anew (about six times in Vitest alone, on two cores).
 *
 * A model opts in with `cacheAs` (ModelOptions): a name for its events and its abstraction of
 * state, unique among the models of its machine. The file's name is a hash of that name, the
 * machine's id, the input, the limit and the content of every file the exploration can depend on:
 * the site's source (`src`), the models and the harness (`tools/statecharts`) and the locked
 * versions of the packages (`package-lock.json`). A change to any of them explores afresh; an
 * unreadable or foreign file is ignored and written again. `MODEL_CACHE=off` turns it off.
 *
 * Only what exploring produced is kept: the graph (each node's edges: event, target, the bits of
 * what the step covers) and the names of the bits. The paths are still chosen, and every chosen
 * path is still replayed on the real machine, in the process that asks.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

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
