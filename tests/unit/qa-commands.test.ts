/**
 * The QA commands: `npm run paths` (test paths from the machines) and `npm run coverage:model`
 * (the model-based coverage table). Each command is run once as QA runs it (vite-node, as in
 * package.json: its script, its output and its exit code); its other uses run the same command in
 * process (tools/statecharts/paths-command.ts, coverage-command.ts), without a process of its own.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { MACHINES, findMachine, type MachineEntry } from "../../tools/statecharts/machine-registry";
import { buildPathReport, formatPathReport, type PathReport } from "../../tools/statecharts/machine-paths";
import type { CoverageEntry } from "../../tools/statecharts/model";
import { CONVERTER_CONTROLS } from "~/machines/converter/converter.controls";
import type { CommandIo } from "../../tools/statecharts/command-io";
import { pathsCommand } from "../../tools/statecharts/paths-command";
import { coverageCommand } from "../../tools/statecharts/coverage-command";

const VITE_NODE = path.resolve("node_modules/vite-node/vite-node.mjs");

function run(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [VITE_NODE, "--config", "vitest.config.ts", script, "--", ...args],
      { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A command run in process, as its script runs it: its exit code and what it wrote. */
function inProcess(command: (argv: string[], io: CommandIo) => number, args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = command(args, { out: (t) => void (stdout += t), err: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

// Each machine's report (short paths) is built once for the whole file.
const reports = new Map<string, PathReport>();
const shortPaths = (entry: MachineEntry): PathReport => {
  let report = reports.get(entry.name);
  if (!report) reports.set(entry.name, (report = buildPathReport(entry)));
  return report;
};

describe("test path reports", () => {
  describe.each(MACHINES.map((m) => [m.name, m] as const))("%s", (_name, entry) => {
    let report: PathReport;
    // Exploring the converter (six regions, two pages) takes a few seconds, longer on a busy machine.
    beforeAll(() => {
      report = shortPaths(entry);
    }, 300_000);

    it("reaches every state and takes every transition", () => {
      expect(report.coverage.unreachable).toEqual({ states: [], transitions: [] });
      expect(report.states.every((s) => s.steps !== null)).toBe(true);
      expect(report.transitions.every((t) => t.path !== null && t.step !== null)).toBe(true);
    });

    it("gives each state a way to reach it that is the beginning of a test path", () => {
      for (const s of report.states) {
        const steps = s.steps!;
        const texts = steps.map((x) => x.text);
        const prefixOf = report.paths.some((p) => texts.every((t, i) => p.steps[i]?.text === t));
        expect(prefixOf, s.state).toBe(true);
      }
    });

    it("numbers the steps and says them in the words of the page", () => {
      const text = formatPathReport(report, entry);
      expect(text).toContain(`machine "${entry.name}"`);
      for (const p of report.paths) p.steps.forEach((st, i) => expect(st.n).toBe(i + 1));
      expect(text).not.toMatch(/NOT REACHED|NOT TAKEN|undefined/);
    });
  });

  it("uses the controls' accessible names for the converter", () => {
    const report = shortPaths(findMachine("converter")!);
    const text = formatPathReport(report, findMachine("converter")!);
    // A path swaps mg → mL → mg; each result state is reached by a path (issue 11).
    expect(
      report.paths.some((p) => p.steps.filter((s) => s.text === `Press ${CONVERTER_CONTROLS.swap}`).length >= 2),
    ).toBe(true);
    for (const state of [
      "empty",
      "invalid.amount",
      "invalid.ambiguous",
      "invalid.notation",
      "invalid.unit",
      "offScale",
      "ready.cautionSmall",
      "ready.cautionLarge",
      "ready.cautionPrecision",
    ]) {
      expect(report.states.find((s) => s.state === `converter.result.${state}`)?.steps?.length).toBeGreaterThan(0);
    }
    expect(text).toContain("statusIs(ready.cautionPrecision)");
    expect(text).toMatch(/Type "20" in Amount \((mg|mL)\)/);
    expect(text).toContain(`Press ${CONVERTER_CONTROLS.swap}`);
    expect(text).toContain("Press Copy result");
    expect(text).toContain("Wait 2 seconds (copiedTimeout)");
  }, 300_000); // run alone, this test builds the converter's report itself

  it("offers the walk strategy of the same harness where the test model has one", () => {
    const entry = findMachine("converter")!;
    const walk = buildPathReport(entry, "walk");
    const short = shortPaths(entry);
    expect(walk.strategy).toBe("walk");
    expect(walk.coverage.unreachable).toEqual({ states: [], transitions: [] });
    expect(walk.transitions.every((t) => t.path !== null)).toBe(true);
    // Walks chain many steps; short paths start again from the page's start each time.
    const longest = (r: typeof walk) => Math.max(...r.paths.map((p) => p.steps.length));
    expect(longest(walk)).toBeGreaterThan(longest(short));
    // A test model without walks reports its short paths as such.
    expect(buildPathReport(findMachine("molarity")!, "walk").strategy).toBe("paths");
  }, 300_000); // the walks share the exploration of the short paths, but on a busy machine
});

describe("npm run paths", () => {
  it("prints numbered steps for a machine", async () => {
    const { code, stdout } = await run("scripts/paths.ts", ["converter"]);
    expect(code).toBe(0);
    expect(stdout).toContain("Shortest way to reach each state");
    // Each step ends in the state it leads to, all regions named (direction, result, copy, announce).
    expect(stdout).toMatch(/\n {2}1\. .+→ direction\.(mgToMl|mlToMg), result\.[a-zA-Z.]+, copy\./);
    expect(stdout).toContain("Where each transition is tested");
  }, 240_000);

  it("prints JSON for tools", async () => {
    const { code, stdout } = inProcess(pathsCommand, ["dilution", "--json"]);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as ReturnType<typeof buildPathReport>;
    expect(report.machine).toBe("dilution");
    expect(report.paths.length).toBeGreaterThan(0);
    const anyString: unknown = expect.any(String); // Vitest types its asymmetric matchers `any`
    expect(report.paths[0]!.steps[0]).toMatchObject({ n: 1, text: anyString, event: { type: anyString } });
  });

  it("explains itself with --help", async () => {
    const { code, stdout } = inProcess(pathsCommand, ["--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("npm run paths -- <machine>");
    for (const m of MACHINES) expect(stdout).toContain(m.name);
  });

  it("lists the machines and exits 2 for an unknown name", async () => {
    const { code, stderr } = inProcess(pathsCommand, ["conveter"]);
    expect(code).toBe(2);
    expect(stderr).toContain("Unknown machine: conveter");
    for (const m of MACHINES) expect(stderr).toContain(m.name);
  });
});

describe("npm run coverage:model", () => {
  const entry = (
    machine: string,
    level: CoverageEntry["level"],
    states: [number, number],
    transitions: [number, number],
    missing: string[] = [],
  ): CoverageEntry => ({
    machine,
    level,
    states: { covered: states[0], total: states[1] },
    transitions: { covered: transitions[0], total: transitions[1] },
    missing: { states: [], transitions: missing },
    updatedAt: "2025-01-01T00:00:00.000Z",
  });

  it("prints the table, writes Markdown and passes at 100 %", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coverage-"));
    const file = path.join(dir, "model-coverage.json");
    const out = path.join(dir, "model-coverage.md");
    fs.writeFileSync(
      file,
      JSON.stringify([entry("molarity", "machine", [3, 3], [7, 7]), entry("molarity", "view", [3, 3], [7, 7])]),
    );
    const { code, stdout } = await run("scripts/coverage-report.ts", ["--file", file, "--out", out]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /molarity\s+\| 3\/3 states, 7\/7 transitions\s+\| 3\/3 states, 7\/7 transitions\s+\| not run/,
    );
    expect(fs.readFileSync(out, "utf8")).toContain("| molarity | 3/3 states (100 %), 7/7 transitions (100 %) |");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("fails below 100 % and says what is missing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coverage-"));
    const file = path.join(dir, "model-coverage.json");
    fs.writeFileSync(
      file,
      JSON.stringify([
        entry(
          "converter",
          "browser",
          [4, 4],
          [11, 12],
          ["converter.copy.copied --after copiedTimeout--> converter.copy.idle"],
        ),
      ]),
    );
    const { code, stderr } = inProcess(coverageCommand, ["--file", file, "--out", path.join(dir, "out.md")]);
    expect(code).toBe(1);
    expect(stderr).toContain("converter at browser level: 4/4 states, 11/12 transitions");
    expect(stderr).toContain("after copiedTimeout");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("fails when nothing was recorded, or a required level is missing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coverage-"));
    const none = inProcess(coverageCommand, [
      "--file",
      path.join(dir, "absent.json"),
      "--out",
      path.join(dir, "out.md"),
    ]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("No model-based coverage recorded");
    const file = path.join(dir, "model-coverage.json");
    fs.writeFileSync(file, JSON.stringify([entry("tabs", "machine", [2, 2], [10, 10])]));
    const required = inProcess(coverageCommand, [
      "--file",
      file,
      "--out",
      path.join(dir, "out.md"),
      "--require",
      "machine",
    ]);
    expect(required.code).toBe(1);
    expect(required.stderr).toContain("converter at machine level: not run (required)");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
