/**
 * The builds the bench measures: build/client (built first when missing) or `--dir`, and the
 * `--against` build beside it; each served by the project's own server (scripts/lib/serve-build.mjs,
 * `node scripts/serve.mjs` as `npm start`) for the length of the run.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveBuild, type ServedBuild } from "../lib/serve-build.mjs";
import { htmlFileFor } from "../lib/sizes";
import { BAD_PORTS, BenchInputError } from "./args";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Build {
  /** "A" (the build measured) or "B" (`--against`). */
  label: string;
  /** How the report names it: its client folder relative to the project ("build/client"). */
  name: string;
  /** Its client folder, absolute. */
  clientDir: string;
}

export interface ServedBuilds {
  /** Each build's base URL, in the order of the builds. */
  bases: string[];
  stop(): Promise<void>;
}

/** A build's client folder: DIR/client when it holds the pages, else DIR itself. */
export function clientDirOf(dir: string, option: string): string {
  const full = path.resolve(ROOT, dir);
  for (const candidate of [path.join(full, "client"), full]) {
    if (existsSync(path.join(candidate, "index.html"))) return candidate;
  }
  throw new BenchInputError(
    `${option} ${dir}: no build there (neither ${path.join(full, "client", "index.html")} nor ${path.join(full, "index.html")})`,
  );
}

/** Relative to the project when inside it ("build/client"), else the absolute path. */
const nameOf = (clientDir: string) => {
  const relative = path.relative(ROOT, clientDir);
  return relative === "" ? "." : relative.startsWith("..") ? clientDir : relative;
};

/** The builds of this run; runs `npm run build` when the default build/client is missing. */
export function resolveBuilds(dir: string | null, against: string | null): Build[] {
  let first: string;
  if (dir !== null) first = clientDirOf(dir, "--dir");
  else {
    first = path.join(ROOT, "build", "client");
    if (!existsSync(path.join(first, "index.html"))) {
      console.log("build/client is missing: running npm run build …");
      const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
      if (build.status !== 0) throw new Error("npm run build failed");
    }
  }
  const builds: Build[] = [{ label: "A", name: nameOf(first), clientDir: first }];
  if (against !== null) {
    const second = clientDirOf(against, "--against");
    if (second === first)
      throw new BenchInputError(`--against ${against} is the build measured first (${nameOf(first)})`);
    builds.push({ label: "B", name: nameOf(second), clientDir: second });
  }
  return builds;
}

/** Fails at once, before any measurement, when a build lacks a route's pre-rendered page. */
export function checkRoutes(builds: readonly Build[], routes: readonly string[]): void {
  for (const build of builds) {
    const missing = routes.filter(
      (route) => !existsSync(path.join(build.clientDir, htmlFileFor(build.clientDir, route))),
    );
    if (missing.length > 0) {
      throw new BenchInputError(
        `${build.name} has no pre-rendered page for ${missing.join(", ")} (measure the others with --routes)`,
      );
    }
  }
}

/** "A build/client" in a comparison, "build/client" alone. */
export const buildTitle = (build: Build, builds: readonly Build[]) =>
  builds.length > 1 ? `${build.label} ${build.name}` : build.name;

/** 4173 and 4174 belong to the long-running servers of the test suite. */
const TEST_SUITE_PORTS = new Set([4173, 4174]);

/** Serves one build: on a port the system picks, or the first free one from `firstPort` up. */
async function serveOne(clientDir: string, firstPort: number | null, taken: Set<number>): Promise<ServedBuild> {
  if (firstPort === null) return serveBuild(clientDir);
  for (let port = firstPort; port < firstPort + 20; port += 1) {
    if (TEST_SUITE_PORTS.has(port) || BAD_PORTS.has(port) || taken.has(port)) continue;
    try {
      return await serveBuild(clientDir, { port });
    } catch (error) {
      if ((error as { code?: string }).code !== "EADDRINUSE") throw error;
    }
  }
  throw new Error(`No free port between ${firstPort} and ${firstPort + 19}`);
}

/** Serves every build until `stop()`. */
export async function serveBuilds(builds: readonly Build[], firstPort: number | null): Promise<ServedBuilds> {
  const servers: ServedBuild[] = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
  try {
    for (const build of builds) {
      servers.push(await serveOne(build.clientDir, firstPort, new Set(servers.map((s) => s.port))));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { bases: servers.map((s) => s.url), stop };
}
