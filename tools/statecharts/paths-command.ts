/**
 * `npm run paths -- <machine> [more machines] [--json] [--walk]`
 *
 * Prints the test paths of a machine for QA: the shortest way to reach every state and the
 * paths that together take every transition, as numbered steps with the accessible names of
 * the controls ('1. Type 20 in Amount (mg) → 2. Press Swap direction → …'), or as JSON.
 * The paths come from the same test models and the same path generation as the model-based
 * tests (tools/statecharts/machine-registry.ts → tools/statecharts/model/).
 *
 * The command itself (scripts/paths.ts only runs it), so tests can run it in process.
 *
 * Exit codes: 0 printed; 1 a machine has states or transitions its test model cannot reach;
 * 2 usage error (unknown machine, unknown option).
 */
import { PROCESS_IO, type CommandIo } from "./command-io";
import { MACHINES, findMachine, type PathStrategy } from "./machine-registry";
import { buildPathReport, formatPathReport } from "./machine-paths";

const names = () => MACHINES.map((m) => m.name).sort();

const HELP = `Test paths generated from the site's XState machines (the same paths the model-based tests run).

Usage
  npm run paths -- <machine> [<machine> ...] [--json] [--walk]
  npm run paths -- all [--json]
  npm run paths -- --list | --help

For each machine it prints
  - the shortest way to reach every state, as numbered steps on the page;
  - the test paths that together take every transition (each from a fresh page), with the
    state reached after each step;
  - for every transition, the path and step that takes it.

Options
  --json   machine-readable output for tools: one report per machine, with each step's event
           object, its wording, the state reached and the transitions taken
  --walk   the "walk" strategy (a few long walks, as the browser tests may use) instead of
           many short paths, for the machines whose test model offers it
           (${MACHINES.filter((m) => m.supportsWalk)
             .map((m) => m.name)
             .sort()
             .join(", ")})
  --list   the machine names
  --help   this text

Machines: ${names().join(", ")}

Examples
  npm run paths -- converter
  npm run paths -- dilution --json > dilution-paths.json
`;

/** Runs `npm run paths` with `argv` (after "--"), writing to `io`; returns the exit code. */
export function pathsCommand(argv: string[], io: CommandIo = PROCESS_IO): number {
  const flags = new Set(argv.filter((a) => a.startsWith("-")));
  const args = argv.filter((a) => !a.startsWith("-"));
  const known = new Set(["--json", "--walk", "--help", "-h", "--list"]);
  const unknownFlags = [...flags].filter((f) => !known.has(f));
  if (flags.has("--help") || flags.has("-h")) {
    io.out(HELP);
    return 0;
  }
  if (flags.has("--list")) {
    io.out(`${names().join("\n")}\n`);
    return 0;
  }
  if (unknownFlags.length) {
    io.err(`Unknown option ${unknownFlags.join(", ")}.\n\n${HELP}`);
    return 2;
  }
  if (!args.length) {
    io.err(`Name a machine.\n\n${HELP}`);
    return 2;
  }
  const wanted = args.includes("all") ? names() : args;
  const unknown = wanted.filter((n) => !findMachine(n));
  if (unknown.length) {
    io.err(
      `Unknown machine${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}.\nMachines: ${names().join(", ")}\n`,
    );
    return 2;
  }
  const strategy: PathStrategy = flags.has("--walk") ? "walk" : "paths";
  let incomplete = false;
  const reports = wanted.map((name) => {
    const entry = findMachine(name)!;
    const report = buildPathReport(entry, strategy);
    if (report.strategy !== strategy) {
      io.err(`Note: the ${name} test model has no walk strategy; these are its short paths.\n`);
    }
    if (report.coverage.unreachable.states.length || report.coverage.unreachable.transitions.length) incomplete = true;
    return { entry, report };
  });
  if (flags.has("--json")) {
    const json = reports.length === 1 ? reports[0]!.report : reports.map((r) => r.report);
    io.out(`${JSON.stringify(json, null, 2)}\n`);
  } else {
    io.out(reports.map(({ entry, report }) => formatPathReport(report, entry)).join("\n\n"));
  }
  return incomplete ? 1 : 0;
}
