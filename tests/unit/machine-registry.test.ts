/**
 * The machine registry (tools/statecharts/machine-registry.ts) is what the diagrams, the test-path
 * command, the coverage report and the traceability table read. A machine cannot be left out
 * and nothing in it may go undescribed.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { EventObject } from "xstate";
import {
  MACHINES,
  entryProblems,
  handledEvents,
  machineFile,
  machineFiles,
  registryProblems,
} from "../../tools/statecharts/machine-registry";
import { defaultStepDescription } from "../../tools/statecharts/model";

describe("machine registry", () => {
  it("lists every machine file in src/machines, and only those", () => {
    expect(registryProblems()).toEqual([]);
    expect(MACHINES.map(machineFile).sort()).toEqual(machineFiles());
  });

  it("finds a machine added to src/machines without an entry", () => {
    const root = fs.mkdtempSync(path.join(fs.realpathSync("/tmp"), "registry-"));
    for (const file of [...machineFiles(), "src/machines/extra/extra.machine.ts"]) {
      fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), "");
    }
    expect(registryProblems(root)).toEqual([
      "src/machines/extra/extra.machine.ts is not in tools/statecharts/machine-registry.ts: add an entry (events, guards, test model, step wording)",
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  describe.each(MACHINES.map((m) => [m.name, m] as const))("%s", (name, entry) => {
    let cached: ReturnType<typeof entry.createModel> | null = null;
    const model = () => (cached ??= entry.createModel());

    it("is the machine its file exports", async () => {
      const module = (await import(/* @vite-ignore */ path.resolve(machineFile(entry)))) as Record<string, unknown>;
      expect(Object.values(module)).toContain(entry.machine);
      expect(entry.machine.id).toBe(name);
    });

    it("describes every event, guard, delay and invoked actor in plain language", () => {
      expect(entryProblems(entry)).toEqual([]);
      for (const text of [...Object.values(entry.events), ...Object.values(entry.guards)]) {
        expect(text.length).toBeGreaterThan(10);
      }
    });

    it("names test files that exist", () => {
      for (const file of Object.values(entry.tests)) expect(fs.existsSync(file), file).toBe(true);
    });

    it("has a test model whose paths reach every state and transition", () => {
      expect(model().name).toBe(name);
      expect(model().machine).toBe(entry.machine);
      expect(model().unreachable).toEqual({ states: [], transitions: [] });
      // Exploring the converter (six regions) takes a while on a busy machine: a time limit, not a check.
    }, 180_000);

    it("words every step of its test paths as an action on the page, not an event name", () => {
      const seen = new Set<string>();
      for (const p of model().paths) {
        for (const st of p.steps) {
          const event = st.event as EventObject;
          const text =
            entry.describeStep(event, { before: st.before, after: st.state, model: model() }) ??
            defaultStepDescription(event, model(), st.before);
          seen.add(event.type);
          expect(text, `step ${event.type}`).not.toBe(event.type);
          expect(text).not.toMatch(/undefined|\[object Object\]|^xstate\./);
        }
      }
      // Every event the machine handles by name appears in some path.
      const named = handledEvents(entry.machine).filter((e) => !e.startsWith("xstate.") && e !== "always");
      for (const e of named) expect(seen, e).toContain(e);
    });
  });
});
