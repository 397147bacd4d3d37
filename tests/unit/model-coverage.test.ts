/**
 * Coverage per level (tools/statecharts/model/coverage.ts): what passed paths covered, transient
 * states counted by the transitions that leave them, partial progress, the failure that lists
 * what is missing, and the file every level merges into.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { coverageFile, formatCoverageTable, mergeCoverage, type CoverageEntry } from "../../tools/statecharts/model";
import { createToyModel } from "./support/toy-machine";

let dir = "";
const saved = process.env.MODEL_COVERAGE_FILE;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "model-coverage-"));
  process.env.MODEL_COVERAGE_FILE = path.join(dir, "coverage.json");
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  if (saved === undefined) delete process.env.MODEL_COVERAGE_FILE;
  else process.env.MODEL_COVERAGE_FILE = saved;
});

const model = createToyModel();
const pathEndingIn = (state: string) => model.paths.find((p) => p.title.endsWith(`(ends in ${state})`))!;

describe("a coverage tracker", () => {
  it("counts the transient states a path passes through by the transitions that leave them", () => {
    const tracker = model.coverage("machine");
    // `start` and `check` are left at once by eventless transitions: never active in a snapshot.
    const p = model.paths.find((x) => x.steps.some((s) => s.transitions.includes("toy.check||1")))!;
    tracker.recordPath(p);
    const { missing } = tracker.summary();
    expect(missing.states).not.toContain("toy.start");
    expect(missing.states).not.toContain("toy.check");
    expect(missing.transitions).not.toContain("toy.check --(always)--> toy.wait");
  });

  it("records part of a path", () => {
    const p = pathEndingIn("task.end");
    const tracker = model.coverage("view");
    tracker.recordSteps(p, p.steps.length - 1);
    expect(tracker.summary().missing.states).toContain("toy.task.end");
    tracker.recordPath(p);
    expect(tracker.summary().missing.states).not.toContain("toy.task.end");
  });

  it("fails with the list of what no passed path covered, and merges its figures into the file", () => {
    const tracker = model.coverage("browser");
    model.paths.forEach((p) => tracker.recordPath(p));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      expect(() => tracker.assertComplete()).toThrow(
        "Model coverage of toy at browser level is below 100 %:\n  transition toy.check --(always) [and(isBig, not(isBig))]--> toy.done",
      );
      expect(log.mock.calls[0]![0]).toMatch(/^toy +\| browser \| 14\/14 +\| 14\/15 +← this run$/m);
    } finally {
      log.mockRestore();
    }
    const written = JSON.parse(fs.readFileSync(coverageFile(), "utf8")) as CoverageEntry[];
    expect(written).toMatchObject([
      { machine: "toy", level: "browser", states: { covered: 14, total: 14 }, transitions: { covered: 14, total: 15 } },
    ]);
  });
});

describe("the coverage file", () => {
  const entry = (machine: string, level: CoverageEntry["level"], covered: number): CoverageEntry => ({
    machine,
    level,
    states: { covered, total: 4 },
    transitions: { covered, total: 4 },
    missing: { states: [], transitions: [] },
    updatedAt: "2025-01-01T00:00:00.000Z",
  });

  it("keeps one entry per machine and level, sorted by machine then machine, view, browser", () => {
    fs.rmSync(coverageFile(), { force: true });
    mergeCoverage(entry("b", "browser", 1));
    mergeCoverage(entry("b", "machine", 2));
    mergeCoverage(entry("a", "view", 3));
    const all = mergeCoverage(entry("b", "browser", 4));
    expect(all.map((e) => [e.machine, e.level, e.states.covered])).toEqual([
      ["a", "view", 3],
      ["b", "machine", 2],
      ["b", "browser", 4],
    ]);
    expect(JSON.parse(fs.readFileSync(coverageFile(), "utf8"))).toEqual(all);
    expect(fs.existsSync(`${coverageFile()}.lock`)).toBe(false);
  });

  it("prints the table with the current entry marked", () => {
    const entries = [entry("a", "view", 3), entry("bb", "machine", 4)];
    expect(formatCoverageTable(entries, entries[1]).split("\n")).toEqual([
      "Model-based coverage (states covered/total, transitions covered/total)",
      "machine | level   | states | transitions",
      "--------|---------|--------|------------",
      "a       | view    | 3/4    | 3/4        ",
      "bb      | machine | 4/4    | 4/4          ← this run",
    ]);
  });
});
