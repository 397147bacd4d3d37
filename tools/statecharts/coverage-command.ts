/**
 * `npm run coverage:model` — the model-based coverage table.
 *
 * Reads test-results/model-coverage.json (written by tools/statecharts/model/coverage.ts at every
 * level: machine and view in Vitest, browser in Playwright), prints a per-machine table of states
 * and transitions covered at each level, writes the same as Markdown to
 * test-results/model-coverage.md, and exits 1 when any machine at any level present is below
 * 100 % (or when nothing was recorded).
 *
 * The command itself (scripts/coverage-report.ts only runs it), so tests can run it in process.
 *
 *   --file <path>        coverage JSON (default: $MODEL_COVERAGE_FILE or test-results/model-coverage.json)
 *   --out <path>         Markdown output (default: test-results/model-coverage.md)
 *   --require <levels>   also fail when a registered machine has no entry at one of these levels,
 *                        e.g. --require machine,view,browser
 */
import fs from "node:fs";
import { PROCESS_IO, type CommandIo } from "./command-io";
import path from "node:path";
import { coverageFile, type CoverageEntry, type CoverageLevel } from "./model";
import { MACHINES } from "./machine-registry";

const LEVELS: CoverageLevel[] = ["machine", "view", "browser"];

interface Options {
  file: string;
  out: string;
  require: CoverageLevel[];
}

function parseArgs(argv: string[]): Options | string {
  const options: Options = {
    file: coverageFile(),
    out: path.resolve("test-results", "model-coverage.md"),
    require: [],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === "--file") options.file = path.resolve(value() ?? "");
    else if (flag === "--out") options.out = path.resolve(value() ?? "");
    else if (flag === "--require") {
      const levels = (value() ?? "")
        .split(",")
        .map((l) => l.trim())
        .filter(Boolean);
      const bad = levels.filter((l) => !LEVELS.includes(l as CoverageLevel));
      if (bad.length) return `Unknown level ${bad.join(", ")}: use ${LEVELS.join(", ")}.`;
      options.require = levels as CoverageLevel[];
    } else if (flag === "--help" || flag === "-h") return "help";
    else return `Unknown option ${arg}.`;
  }
  return options;
}

const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);
const complete = (e: CoverageEntry) =>
  e.states.covered === e.states.total && e.transitions.covered === e.transitions.total;
const figures = (e: CoverageEntry | undefined) =>
  e
    ? `${e.states.covered}/${e.states.total} states, ${e.transitions.covered}/${e.transitions.total} transitions${complete(e) ? "" : " ✗"}`
    : "not run";

/** Runs `npm run coverage:model` with `argv` (after "--"), writing to `io`; returns the exit code. */
export function coverageCommand(argv: string[], io: CommandIo = PROCESS_IO): number {
  const parsed = parseArgs(argv);
  if (parsed === "help") {
    io.out(
      `${fs
        .readFileSync(new URL(import.meta.url), "utf8")
        .split("*/")[0]!
        .replace(/^\/\*\*\n?| ?\* ?/gm, "")}\n`,
    );
    return 0;
  }
  if (typeof parsed === "string") {
    io.err(`${parsed}\nUsage: coverage-report [--file <json>] [--out <md>] [--require machine,view,browser]\n`);
    return 2;
  }
  const options = parsed;
  let entries: CoverageEntry[];
  try {
    entries = JSON.parse(fs.readFileSync(options.file, "utf8")) as CoverageEntry[];
    if (!Array.isArray(entries)) throw new Error("not a list");
  } catch (error) {
    io.err(
      `No model-based coverage recorded in ${path.relative(process.cwd(), options.file)} (${error instanceof Error ? error.message : String(error)}).\nRun the model-based tests first (npm run test:unit, npm run test:e2e).\n`,
    );
    return 1;
  }

  const registered = MACHINES.map((m) => m.name);
  const names = [...new Set([...registered, ...entries.map((e) => e.machine)])].sort();
  const find = (machine: string, level: CoverageLevel) =>
    entries.find((e) => e.machine === machine && e.level === level);

  const failures: string[] = [];
  for (const e of entries) {
    if (!complete(e)) {
      failures.push(
        `${e.machine} at ${e.level} level: ${figures(e)}` +
          [
            ...e.missing.states.map((s) => `\n    state      ${s}`),
            ...e.missing.transitions.map((t) => `\n    transition ${t}`),
          ].join(""),
      );
    }
  }
  for (const machine of registered) {
    for (const level of options.require) {
      if (!find(machine, level)) failures.push(`${machine} at ${level} level: not run (required)`);
    }
  }
  for (const e of entries) {
    if (!registered.includes(e.machine))
      failures.push(`${e.machine}: recorded, but no such machine is registered (stale entry?)`);
  }

  // Plain text table.
  const header = ["machine", ...LEVELS.map((l) => `${l} level`)];
  const rows = names.map((n) => [n, ...LEVELS.map((l) => figures(find(n, l)))]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join(" | ")
      .trimEnd();
  const text = [
    `Model-based coverage (${path.relative(process.cwd(), options.file)})`,
    line(header),
    widths.map((w) => "-".repeat(w)).join("-|-"),
    ...rows.map(line),
  ].join("\n");
  io.out(`${text}\n`);

  // Markdown.
  const md: string[] = [
    "# Model-based test coverage",
    "",
    "States and transitions of each machine covered by the model-based tests at each level: the machine",
    "itself (XState actor in Node), the rendered view (Testing Library) and the built site (Playwright).",
    "",
    "| Machine | Machine level | View level | Browser level |",
    "|---|---|---|---|",
    ...names.map((n) => {
      const cells = LEVELS.map((l) => {
        const e = find(n, l);
        if (!e) return "not run";
        return `${e.states.covered}/${e.states.total} states (${percent(e.states.covered, e.states.total)} %), ${e.transitions.covered}/${e.transitions.total} transitions (${percent(e.transitions.covered, e.transitions.total)} %)${complete(e) ? "" : " **incomplete**"}`;
      });
      return `| ${n} | ${cells.join(" | ")} |`;
    }),
    "",
  ];
  if (failures.length) md.push("## Below 100 %", "", ...failures.map((f) => `- ${f.replace(/\n\s+/g, "; ")}`), "");
  const times = entries.map((e) => e.updatedAt).sort();
  if (times.length) md.push(`Recorded between ${times[0]} and ${times[times.length - 1]}.`, "");
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  fs.writeFileSync(options.out, md.join("\n"));
  io.out(`Written to ${path.relative(process.cwd(), options.out)}\n`);

  if (failures.length) {
    io.err(`\nModel-based coverage is below 100 %:\n${failures.map((f) => `  - ${f}`).join("\n")}\n`);
    return 1;
  }
  return 0;
}
