/**
 * Model-based tests of the molarity machine, machine level: every generated path is replayed on
 * the real actor; after each step the context must match what the pure calc module says.
 */
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model-harness";
import { createMolarityModel, describeMolarityEvent, type MolaritySnapshot } from "../../tools/statecharts/molarity.model";
import { molarityMachine } from "~/machines/molarity/molarity.machine";
import { calculateMolarity } from "~/machines/molarity/molarity.calc";
import { selectFieldIssue, selectStatus } from "~/machines/molarity/molarity.selectors";

const model = createMolarityModel();
const tracker = model.coverage("machine");

describe("molarity machine model", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
    expect(model.paths.length).toBeGreaterThan(0);
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor with consistent context", async () => {
      await runPathOnMachine<MolaritySnapshot>(model, path, {
        check: (actual, expected) => {
          expect(actual.context).toEqual(expected.context);
          const outcome = calculateMolarity(actual.context.values);
          const status = selectStatus(actual);
          if (status === "calculated") {
            // A result is only ever shown for the numbers on the form.
            expect(outcome.ok).toBe(true);
            expect(actual.context.result).toEqual(outcome.ok ? outcome.result : null);
            expect(actual.context.issues).toEqual([]);
          } else {
            expect(actual.context.result).toBeNull();
          }
          if (status === "editing") expect(actual.context.issues).toEqual([]);
          if (status === "invalid") {
            expect(actual.context.issues.length).toBeGreaterThan(0);
            for (const issue of actual.context.issues) {
              if (issue.field) expect(selectFieldIssue(issue.field)(actual)).toBe(issue.message);
            }
          }
        },
      });
      tracker.recordPath(path);
    });
  });
});

describe("molarity machine details", () => {
  it("starts empty, with no result", () => {
    const s = createActor(molarityMachine).start().getSnapshot();
    expect(s.value).toBe("editing");
    expect(s.context).toEqual({ values: { mass: "", molecularWeight: "", volume: "" }, issues: [], result: null });
  });

  it("emits focus on the first invalid field after a failed Calculate, and on the first field after Reset", () => {
    const actor = createActor(molarityMachine).start();
    const focused: string[] = [];
    actor.on("focus.field", (e) => focused.push(e.field));
    actor.send({ type: "FIELD.CHANGE", field: "mass", value: "5" });
    actor.send({ type: "CALCULATE" });
    actor.send({ type: "RESET" });
    expect(focused).toEqual(["molecularWeight", "mass"]);
  });

  it("a failed Calculate clears an earlier result; Reset clears everything", () => {
    const actor = createActor(molarityMachine).start();
    actor.send({ type: "FIELD.CHANGE", field: "mass", value: "5.844" });
    actor.send({ type: "FIELD.CHANGE", field: "molecularWeight", value: "58.44" });
    actor.send({ type: "FIELD.CHANGE", field: "volume", value: "100" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().context.result?.molar).toBeCloseTo(1, 12);
    actor.send({ type: "FIELD.CHANGE", field: "volume", value: "0" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toBe("invalid");
    expect(actor.getSnapshot().context.result).toBeNull();
    expect(selectFieldIssue("volume")(actor.getSnapshot())).toBe("Enter a volume of solution above 0 mL.");
    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.values).toEqual({ mass: "", molecularWeight: "", volume: "" });
    expect(actor.getSnapshot().context.issues).toEqual([]);
  });

  it("prints the paths in words", () => {
    const lines = model.paths.flatMap((p) => [p.title, ...describePath(model, p, (e) => describeMolarityEvent(e))]);
    console.log(lines.join("\n"));
    expect(lines.some((l) => l.includes("Press Calculate Molarity"))).toBe(true);
  });

  it("covers 100 % of states and transitions (machine level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.states.covered).toBe(entry.states.total);
    expect(entry.transitions.covered).toBe(entry.transitions.total);
  });
});
