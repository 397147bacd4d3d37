/**
 * The bench's options (`npm run bench -- --help`). Every route by default: the public routes of
 * the route table (src/data/route-table.ts, 50) and the Not-found page.
 */
import { PUBLIC_ENTRIES } from "~/data/route-table";
import { NOT_FOUND_PATH } from "../lib/sizes";

/** A mistake in what the bench was asked to do: reported as a sentence, without a stack. */
export class BenchInputError extends Error {}

export interface Options {
  routes: string[];
  lighthouse: boolean;
  /** Lighthouse runs per route and build; the figures are the median of the runs (issue 14: median of 3). */
  runs: number;
  keystrokes: number;
  batchRuns: number;
  /** Page loads for the first keystroke before hydration (median of the runs). */
  firstKeystrokeRuns: number;
  /** First port to try for the bench's servers; null: ports the system picks. */
  port: number | null;
  /** The build measured (its folder or its client folder); null: build/client, built if missing. */
  dir: string | null;
  /** A second build measured beside the first in the same interleaved run (`--against DIR`). */
  against: string | null;
  /** Only where each calculator page puts its first field and its answer (issue 54, ./fold.ts). */
  fold: boolean;
}

/** Every route the bench knows: each public route of the route table, then the Not-found page. */
export const ALL_ROUTES: readonly string[] = [...PUBLIC_ENTRIES.map((r) => r.path), NOT_FOUND_PATH];

/** Ports that fetch and Chromium refuse to connect to ("bad ports"), near the bench's range. */
export const BAD_PORTS = new Set([4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

export const USAGE = `npm run bench -- [options]

  --routes /,/20-mg-to-ml,404  only these routes (404 = the Not-found page); default: all ${ALL_ROUTES.length}
  --runs N                     Lighthouse runs per route, figures the median (1 to 9; default 3)
  --no-lighthouse              sizes and interaction timings only
  --quick                      no Lighthouse, short interaction runs (50 keystrokes, 3 batch runs,
                               3 first keystrokes before hydration)
  --against DIR                also measure the build in DIR (e.g. ../main/build), side by side in
                               one run: every figure for both, Lighthouse runs and interaction
                               rounds alternating between the two builds
  --fold                       only where each calculator page puts its first field and its answer,
                               on a phone, a laptop and a phone with the keyboard open (issue 54);
                               writes bench-results/fold.md
  --dir DIR                    the build measured first (default build, built when missing)
  --port N                     first port to try for the bench's servers (default: free ports the
                               system picks; ports browsers refuse, such as 4190, are skipped)`;

function normaliseRoute(route: string): string {
  if (/^\/?(404|not-found|404\.html)$/.test(route)) return NOT_FOUND_PATH;
  return route.startsWith("/") ? route : `/${route}`;
}

export function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    routes: [...ALL_ROUTES],
    lighthouse: true,
    runs: 3,
    keystrokes: 200,
    batchRuns: 5,
    firstKeystrokeRuns: 5,
    port: null,
    dir: null,
    against: null,
    fold: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = () => {
      const v = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[++i];
      if (v === undefined || v === "") throw new BenchInputError(`${arg} needs a value`);
      return v;
    };
    const name = arg.includes("=") ? arg.slice(0, arg.indexOf("=")) : arg;
    if (arg === "--") continue;
    else if (name === "--port") {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 1024 || port > 65_000)
        throw new BenchInputError("--port needs a number between 1024 and 65000");
      if (BAD_PORTS.has(port))
        throw new BenchInputError(`Browsers refuse port ${port} (a "bad port"); pick another, e.g. 4185`);
      options.port = port;
    } else if (arg === "--no-lighthouse") options.lighthouse = false;
    else if (arg === "--fold") options.fold = true;
    else if (name === "--runs") {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1 || options.runs > 9)
        throw new BenchInputError("--runs needs a whole number from 1 to 9");
    } else if (arg === "--quick") {
      options.lighthouse = false;
      options.keystrokes = 50;
      options.batchRuns = 3;
      options.firstKeystrokeRuns = 3;
    } else if (name === "--routes") {
      const known = new Set(ALL_ROUTES);
      options.routes = [
        ...new Set(
          value()
            .split(",")
            .map((r) => r.trim())
            .filter(Boolean)
            .map(normaliseRoute),
        ),
      ];
      const unknown = options.routes.filter((r) => !known.has(r));
      if (unknown.length > 0)
        throw new BenchInputError(`Unknown route(s): ${unknown.join(", ")}. Routes: ${ALL_ROUTES.join(", ")}`);
      if (options.routes.length === 0) throw new BenchInputError("--routes needs at least one route");
    } else if (name === "--against") options.against = value();
    else if (name === "--dir") options.dir = value();
    else if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else throw new BenchInputError(`Unknown option ${arg} (try --help)`);
  }
  return options;
}
