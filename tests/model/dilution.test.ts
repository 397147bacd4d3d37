/**
 * Model-based tests of the dilution machine, machine level: every generated path is replayed on
 * the real actor; after each step the context must agree with the pure calc module.
 */
import { MACHINES } from "../../tools/statecharts/machine-registry";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import { expectLabAnnouncements } from "./lab-announcements";
import { withoutLinkCleared } from "./link-cleared";
import {
  createDilutionModel,
  expectedDilutionView,
  type DilutionSnapshot,
} from "../../tools/statecharts/dilution.model";
import { dilutionMachine } from "~/machines/dilution/dilution.machine";
import { calculateDilution } from "~/machines/dilution/dilution.calc";
import { selectSolveFor, selectStatus } from "~/machines/dilution/dilution.selectors";
import { DEFAULT_DILUTION_UNITS, type DilutionField } from "~/machines/dilution/dilution.types";

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
            if (!e.type.startsWith("focus.")) said.push(e);
          });
        },
        check: (actual, expected, step) => {
          expect(actual.context).toEqual(expected.context);
          // What the announcer is asked to say in this step: exactly one event after Calculate
          // and after a 'Solve for' choice (with the words the model expects), none otherwise.
          expectLabAnnouncements(
            withoutLinkCleared(said.splice(0), step?.before, actual),
            expectedDilutionView(actual, step?.event ?? null).announcedContains,
            step?.event.type,
          );
          const mode = selectSolveFor(actual);
          const status = selectStatus(actual);
          if (status === "calculated") {
            const outcome = calculateDilution(actual.context.values, mode, actual.context.units);
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
      actor.send({ type: "FIELD.CHANGE", field: field as DilutionField, value });
    }
  };

  it("starts solving for V1 with empty values", () => {
    const s = start().getSnapshot();
    expect(s.value).toEqual({ form: { v1: "editing" }, link: "none" });
    expect(s.context.values).toEqual({ c1: "", v1: "", c2: "", v2: "", molecularWeight: "" });
    expect(s.context.units).toEqual(DEFAULT_DILUTION_UNITS);
  });

  it("Reset clears the values and the result, and returns the units and Solve for to the page's (issue 52)", () => {
    const actor = start();
    actor.send({ type: "SOLVE_FOR", mode: "c2" });
    actor.send({ type: "UNIT.CHANGE", field: "c1", unit: "mM" });
    actor.send({ type: "UNIT.CHANGE", field: "c2", unit: "µM" });
    actor.send({ type: "UNIT.CHANGE", field: "v1", unit: "µL" });
    fill(actor, { c1: "100", v1: "5", v2: "50" });
    actor.send({ type: "CALCULATE" });
    // 100 mM × 5 µL ÷ 50 mL = 0.01 mM = 10 µM.
    expect(actor.getSnapshot().context.result?.value).toBe(10);
    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().value).toEqual({ form: { v1: "editing" }, link: "none" });
    expect(actor.getSnapshot().context).toEqual({
      values: { c1: "", v1: "", c2: "", v2: "", molecularWeight: "" },
      units: DEFAULT_DILUTION_UNITS,
      issues: [],
      result: null,
    });
  });

  it("a unit button is an edit: it clears the result and says the field's new unit", () => {
    const actor = start();
    const said: string[] = [];
    actor.on("edited", (e) => said.push(e.announcement));
    fill(actor, { c1: "10", c2: "50", v2: "1" });
    actor.send({ type: "UNIT.CHANGE", field: "c1", unit: "mM" });
    expect(said).toEqual(["C1 in mM."]);
    actor.send({ type: "UNIT.CHANGE", field: "c2", unit: "µM" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toEqual({ form: { v1: { calculated: "measurable" } }, link: "none" });
    // 10 mM to 50 µM in 1 mL: 0.005 mL (5 µL), never 5 mL.
    expect(actor.getSnapshot().context.result?.value).toBe(0.005);
    actor.send({ type: "UNIT.CHANGE", field: "v1", unit: "µL" });
    expect(actor.getSnapshot().value).toEqual({ form: { v1: "editing" }, link: "none" });
    expect(said.at(-1)).toBe("V1 in µL. The result was cleared: press Calculate.");
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().context.result?.value).toBe(5);
  });

  it("C1 and C2 in units nothing links is a state of its own; the molecular weight links molar and mass", () => {
    const actor = start();
    fill(actor, { c1: "1", c2: "9", v2: "500" });
    actor.send({ type: "UNIT.CHANGE", field: "c1", unit: "M" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toEqual({ form: { v1: { invalid: "unitMismatch" } }, link: "none" });
    expect(actor.getSnapshot().context.issues[0]?.message).toContain("C1 is in M");
    expect(actor.getSnapshot().context.issues[0]?.message).toContain("C2 in mg/mL");
    // Another field's edit leaves the mismatch; the molecular weight answers it.
    actor.send({ type: "FIELD.CHANGE", field: "v2", value: "500" });
    expect(actor.getSnapshot().value).toEqual({ form: { v1: { invalid: "unitMismatch" } }, link: "none" });
    actor.send({ type: "FIELD.CHANGE", field: "molecularWeight", value: "58.44" });
    expect(actor.getSnapshot().value).toEqual({ form: { v1: "editing" }, link: "none" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toEqual({ form: { v1: { calculated: "measurable" } }, link: "none" });
    // 9 g/L of NaCl from 58.44 g/L in 500 mL: 77.0 mL.
    expect(actor.getSnapshot().context.result?.value).toBeCloseTo(77.0020533, 6);
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
    expect(actor.getSnapshot().value).toEqual({ form: { v2: "editing" }, link: "none" });
    expect(actor.getSnapshot().context.result).toBeNull();
    expect(actor.getSnapshot().context.values).toEqual({ c1: "100", v1: "7", c2: "10", v2: "50", molecularWeight: "" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().context.result?.value).toBe(70);
  });

  it("an impossible dilution is refused, and editing either involved field clears the hint", () => {
    const actor = start();
    const focused: string[] = [];
    actor.on("focus.field", (e) => focused.push(e.field));
    fill(actor, { c1: "10", c2: "100", v2: "50" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toEqual({ form: { v1: { invalid: "fields" } }, link: "none" });
    expect(actor.getSnapshot().context.issues[0]).toMatchObject({ field: "c2", involves: ["c1", "c2"] });
    expect(focused).toEqual(["c2"]);
    actor.send({ type: "FIELD.CHANGE", field: "c1", value: "1000" });
    expect(actor.getSnapshot().value).toEqual({ form: { v1: "editing" }, link: "none" });
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
