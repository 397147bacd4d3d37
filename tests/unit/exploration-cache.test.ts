/**
 * Explorations kept on disk (tools/statecharts/model/cache.ts): a model whose exploration
 * is read from the cache is the model explored afresh (the same paths, walks, steps, transitions
 * and reach), a damaged or foreign file is explored again and rewritten, and the file is keyed by
 * everything the exploration depends on.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMachineModel, type MachineModel } from "../../tools/statecharts/model";
import { cacheFile, hashOfSources, takeLock } from "../../tools/statecharts/model/cache";
import { spawnSync } from "node:child_process";
import { molarityMachine } from "~/machines/molarity/molarity.machine";
import { MOLARITY_SAMPLES } from "../../tools/statecharts/molarity.model";
import { MOLARITY_FIELDS, MOLARITY_MODES } from "~/machines/molarity/molarity.types";

let dir = "";
const saved = { dir: process.env.MODEL_CACHE_DIR, cache: process.env.MODEL_CACHE };
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "explorations-"));
  process.env.MODEL_CACHE_DIR = dir;
  delete process.env.MODEL_CACHE;
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [key, value] of [
    ["MODEL_CACHE_DIR", saved.dir],
    ["MODEL_CACHE", saved.cache],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/**
 * A molarity model with functions of its own each time: models given the same functions share
 * one exploration in a process, so each model here explores, or reads the file, by itself.
 */
function model(cacheAs?: string, strategy: "paths" | "walk" = "paths") {
  return createMachineModel(molarityMachine, {
    name: "molarity",
    strategy,
    cacheAs,
    events: (s) => [
      ...MOLARITY_FIELDS.map((field) => ({
        type: "FIELD.CHANGE",
        field,
        value: s.context.values[field] === MOLARITY_SAMPLES[field][0] ? "" : MOLARITY_SAMPLES[field][0]!,
      })),
      ...MOLARITY_MODES.map((mode) => ({ type: "SOLVE_FOR", mode })),
      { type: "CALCULATE" },
      { type: "RESET" },
    ],
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        values: s.context.values,
        issues: s.context.issues.map((i) => i.field),
        result: s.context.result !== null,
      }),
  });
}

/** Everything a test takes from a model: each path's title and steps (event, transitions, active states) and what it cannot reach. */
const summary = (m: MachineModel<typeof molarityMachine>) => ({
  paths: m.paths.map((p) => ({
    title: p.title,
    steps: p.steps.map((s) => ({ event: s.event, transitions: s.transitions, states: s.stateNodes })),
  })),
  unreachable: m.unreachable,
});
const files = () => fs.readdirSync(dir).filter((f) => f.endsWith(".json"));

describe("exploration cache", () => {
  it("a model read from the cache is the model explored afresh, for short paths and for walks", () => {
    const fresh = summary(model());
    const freshWalks = summary(model(undefined, "walk"));
    expect(files()).toEqual([]);
    const written = summary(model("test"));
    expect(files()).toHaveLength(1);
    const read = summary(model("test"));
    const readWalks = summary(model("test", "walk"));
    expect(written).toEqual(fresh);
    expect(read).toEqual(fresh);
    expect(readWalks).toEqual(freshWalks);
    expect(fresh.paths.length).toBeGreaterThan(3);
  });

  it("a damaged, foreign or unreadable file is explored again and rewritten", () => {
    const fresh = summary(model());
    const file = path.join(dir, files()[0]!);
    for (const content of [
      "{not json",
      JSON.stringify({ format: 2 }),
      JSON.stringify({
        format: 1,
        events: [],
        nodes: [[-1, -1, 0, []]],
        keys: ["another start"],
        edgeCount: 0,
        bits: [],
      }),
    ]) {
      fs.writeFileSync(file, content);
      expect(summary(model("test"))).toEqual(fresh);
      expect(JSON.parse(fs.readFileSync(file, "utf8"))).toMatchObject({ format: 1 });
    }
  });

  it("names a file by the machine, the model's cache name, the input, the limit and the sources", () => {
    const base = { machine: "molarity", cacheAs: "test", input: undefined, limit: 100_000 };
    const names = new Set([
      cacheFile(base),
      cacheFile({ ...base, machine: "dilution" }),
      cacheFile({ ...base, cacheAs: "keyboard" }),
      cacheFile({ ...base, input: { preset: { amount: 20 } } }),
      cacheFile({ ...base, limit: 10 }),
    ]);
    expect(names.size).toBe(5);
    expect(cacheFile(base)).toBe(cacheFile({ ...base }));
    expect(path.dirname(cacheFile(base))).toBe(dir);
    // The sources: every file of src and tools/statecharts, and the locked package versions.
    expect(hashOfSources()).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is off with MODEL_CACHE=off", () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir);
    process.env.MODEL_CACHE = "off";
    try {
      model("test");
      expect(files()).toEqual([]);
    } finally {
      delete process.env.MODEL_CACHE;
    }
  });

  it("one process explores: another waits for its file while it lives, and takes over its lock when it is gone", () => {
    const file = path.join(dir, "locked.json");
    // A live holder (this test's parent process): the wait ends when the file is there.
    fs.writeFileSync(`${file}.lock`, String(process.ppid));
    let asked = 0;
    expect(takeLock(file, () => ++asked === 3)).toBe(false);
    expect(asked).toBe(3);
    expect(fs.readFileSync(`${file}.lock`, "utf8")).toBe(String(process.ppid));
    // A holder that has exited: its lock is taken, and then held by this process.
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    fs.writeFileSync(`${file}.lock`, String(gone));
    expect(takeLock(file, () => false)).toBe(true);
    expect(fs.readFileSync(`${file}.lock`, "utf8")).toBe(String(process.pid));
    fs.rmSync(`${file}.lock`);
  });

  it("leaves no lock behind after exploring", () => {
    const before = files().length;
    expect(model("locks").paths.length).toBeGreaterThan(3);
    expect(files()).toHaveLength(before + 1);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".lock"))).toEqual([]);
  });
});
