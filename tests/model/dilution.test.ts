/**
 * Model-based tests of the dilution machine, machine level: every generated path is replayed on
 * the real actor; after each step the context must agree with the pure calc module.
 */
import { MACHINES } from "../../tools/statecharts/machine-registry";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import { expectLabAnnouncements } from "./lab-announcements";
import {
  createDilutionModel,
  expectedDilutionView,
  type DilutionSnapshot,
} from "../../tools/statecharts/dilution.model";
import { dilutionMachine } from "~/machines/dilution/dilution.machine";
import { calculateDilution } from "~/machines/dilution/dilution.calc";
import { selectSolveFor, selectStatus } from "~/machines/dilution/dilution.selectors";

const model = createDilutionModel();
const tracker = model.coverage("machine");

describe("dilution machine model", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor with consistent context", async () => {
      const said: Array<{ type: string; announcement?: string }> = [];
      await runPathOnMachine<DilutionSnapshot>(model, path, {
        onActor: (actor) => {
          actor.on("*", (e: { type: string; announcement?: string }) => {
            if (e.type !== "focus.field") said.push(e);
          });
        },
        check: (actual, expected, step) => {
          expect(actual.context).toEqual(expected.context);
          // What the announcer is asked to say in this step: exactly one event after Calculate
          // and after a 'Solve for' choice (with the words the model expects), none otherwise.
          expectLabAnnouncements(
            said.splice(0),
            expectedDilutionView(actual, step?.event ?? null).announcedContains,
            step?.event.type,
          );
          const mode = selectSolveFor(actual);
          const status = selectStatus(actual);
          if (status === "calculated") {
            const outcome = calculateDilution(actual.context.values, mode);
            expect(outcome.ok).toBe(true);
            expect(actual.context.result).toEqual(outcome.ok ? outcome.result : null);
            expect(actual.context.result?.solveFor).toBe(mode);
          } else {
            expect(actual.context.result).toBeNull();
          }
          if (status === "editing") expect(actual.context.issues).toEqual([]);
          if (status === "invalid") expect(actual.context.issues.length).toBeGreaterThan(0);
        },
      });
      tracker.recordPath(path);
    });
  });
});

describe("dilution machine details", () => {
  const start = () => createActor(dilutionMachine).start();
  const fill = (actor: ReturnType<typeof start>, values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: "FIELD.CHANGE", field: field as "c1" | "v1" | "c2" | "v2", value });
    }
  };

  it("starts solving for V1 with empty values", () => {
    const s = start().getSnapshot();
    expect(s.value).toEqual({ v1: "editing" });
    expect(s.context.values).toEqual({ c1: "", v1: "", c2: "", v2: "" });
  });

  it("Reset clears the four values and the result and keeps the mode", () => {
    const actor = start();
    actor.send({ type: "SOLVE_FOR", mode: "c2" });
    fill(actor, { c1: "100", v1: "5", v2: "50" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().context.result?.value).toBe(10);
    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().value).toEqual({ c2: "editing" });
    expect(actor.getSnapshot().context).toEqual({
      values: { c1: "", v1: "", c2: "", v2: "" },
      issues: [],
      result: null,
    });
  });

  it("choosing the mode already chosen changes nothing", () => {
    const actor = start();
    fill(actor, { c1: "100", c2: "10", v2: "50" });
    actor.send({ type: "CALCULATE" });
    const before = actor.getSnapshot();
    actor.send({ type: "SOLVE_FOR", mode: "v1" });
    expect(actor.getSnapshot()).toBe(before);
  });

  it("switching mode clears the result but keeps what was typed", () => {
    const actor = start();
    fill(actor, { c1: "100", v1: "7", c2: "10", v2: "50" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().context.result?.value).toBe(5);
    actor.send({ type: "SOLVE_FOR", mode: "v2" });
    expect(actor.getSnapshot().value).toEqual({ v2: "editing" });
    expect(actor.getSnapshot().context.result).toBeNull();
    expect(actor.getSnapshot().context.values).toEqual({ c1: "100", v1: "7", c2: "10", v2: "50" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().context.result?.value).toBe(70);
  });

  it("an impossible dilution is refused, and editing either involved field clears the hint", () => {
    const actor = start();
    const focused: string[] = [];
    actor.on("focus.field", (e) => focused.push(e.field));
    fill(actor, { c1: "10", c2: "100", v2: "50" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toEqual({ v1: "invalid" });
    expect(actor.getSnapshot().context.issues[0]).toMatchObject({ field: "c2", involves: ["c1", "c2"] });
    expect(focused).toEqual(["c2"]);
    actor.send({ type: "FIELD.CHANGE", field: "c1", value: "1000" });
    expect(actor.getSnapshot().value).toEqual({ v1: "editing" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().context.result?.value).toBe(5);
  });

  it("prints the paths in words", () => {
    const lines = model.paths.flatMap((p) => [
      p.title,
      ...describePath(model, p, MACHINES.find((m) => m.name === "dilution")!.describeStep),
    ]);
    console.log(lines.join("\n"));
    expect(lines.some((l) => l.includes("Press Calculate"))).toBe(true);
  });

  it("covers 100 % of states and transitions (machine level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.transitions.covered).toBe(entry.transitions.total);
  });
});
