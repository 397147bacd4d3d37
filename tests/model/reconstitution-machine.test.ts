/**
 * Model-based tests of the reconstitution machine, machine level: every generated path is
 * replayed on the real actor with a fake clipboard (a promise the test settles) and a simulated
 * clock; after each step the state must be what the pure evaluation says (src/domain/reconstitution.ts), the mode region the mode chosen,
 * and the connect layer's view model must hold no NaN, Infinity or undefined.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { runPathOnMachine } from "../../tools/statecharts/model";
import {
  createReconstitutionModel,
  expectedReconstitutionView,
  type ReconstitutionSnapshot,
} from "../../tools/statecharts/reconstitution.model";
import { reconstitutionMachine } from "~/machines/reconstitution/reconstitution.machine";
import { RESET_ANNOUNCEMENT, statusOf, copyableLine } from "~/machines/reconstitution/reconstitution.calc";
import { EMPTY_INPUTS } from "~/machines/reconstitution/reconstitution.types";

const model = createReconstitutionModel();
const tracker = model.coverage("machine");

function fakeClipboard() {
  const pending: Array<{ text: string; resolve: () => void; reject: (e: Error) => void }> = [];
  const actor = fromPromise<void, { text: string }>(
    ({ input }) => new Promise<void>((resolve, reject) => pending.push({ text: input.text, resolve, reject })),
  );
  return { actor, pending };
}

/** The state value the evaluation of the inputs leads to, region `result`. */
function expectedResultValue(s: ReconstitutionSnapshot): unknown {
  const status = statusOf(s.context.inputs);
  if (status.kind === "invalid") return { invalid: status.reason === "mismatch" ? "unitMismatch" : status.field };
  if (status.kind === "ready") return { ready: status.aspects };
  return status.kind;
}

describe("reconstitution machine model", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor; each state is the evaluation's", async () => {
      const clipboard = fakeClipboard();
      const emitted: Array<{ type: string; announcement?: string; line?: string }> = [];
      await runPathOnMachine<ReconstitutionSnapshot>(model, path, {
        machine: reconstitutionMachine.provide({ actors: { writeClipboard: clipboard.actor } }),
        onActor: (actor) => actor.on("*", (e: { type: string }) => emitted.push(e)),
        onInvocation: ({ outcome }) => {
          const write = clipboard.pending.shift();
          if (!write) throw new Error("no clipboard write is pending");
          // What is written is the result's line, cautions included.
          expect(write.text).not.toBe("");
          if (outcome === "done") write.resolve();
          else write.reject(new Error("Permission denied"));
        },
        check: (actual, _expected, step) => {
          expect((actual.value as { result: unknown }).result).toEqual(expectedResultValue(actual));
          expect((actual.value as { mode: unknown }).mode).toBe(actual.context.inputs.mode);
          const view = expectedReconstitutionView(actual);
          expect(JSON.stringify(view)).not.toMatch(/NaN|Infinity|undefined/);
          expect(view.copy.disabled).toBe(
            copyableLine(actual.context.inputs) === null || actual.matches({ copy: "copying" }),
          );
          if (step?.event.type === "reset") {
            expect(actual.context.inputs).toEqual(EMPTY_INPUTS);
            expect(emitted.filter((e) => e.type === "form.reset").at(-1)?.announcement).toBe(RESET_ANNOUNCEMENT);
          }
        },
      });
      tracker.recordPath(path);
    });
  });

  it("covers 100 % of states and transitions (machine level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.transitions.covered).toBe(entry.transitions.total);
  });
});

describe("reconstitution machine details", () => {
  const typed = (events: Parameters<ReturnType<typeof createActor<typeof reconstitutionMachine>>["send"]>[0][]) => {
    const actor = createActor(reconstitutionMachine).start();
    for (const e of events) actor.send(e);
    return actor.getSnapshot();
  };
  const textbook = [
    { type: "powderUnit.select", unit: "g" },
    { type: "field.change", field: "powder", value: "1" },
    { type: "field.change", field: "diluent", value: "9.3" },
    { type: "field.change", field: "displacement", value: "0.7" },
  ] as const;

  it("starts empty, in the concentration mode", () => {
    const s = typed([]);
    expect(s.value).toEqual({ mode: "concentration", result: "empty", copy: "idle" });
    expect(expectedReconstitutionView(s).result.message).toBe(
      "Enter the powder in the vial and the diluent added to see the concentration.",
    );
  });

  it("1 g powder + 9.3 mL diluent with 0.7 mL displacement = 100 mg/mL (the issue's own example)", () => {
    const s = typed([...textbook, { type: "field.change", field: "dose", value: "0.25" }]);
    expect(s.matches({ result: { ready: { displacement: "given", draw: "measurable" } } })).toBe(true);
    const view = expectedReconstitutionView(s);
    expect(view.result.headline).toBe("100 mg/mL");
    expect(view.result.lines).toEqual([
      "Final volume: 10 mL",
      "Displacement: 0.7 mL",
      "Volume to draw for 0.25 g: 2.5 mL",
      "Syringe: 3 mL syringe",
    ]);
    expect(view.result.cautions).toEqual([]);
    expect(view.result.working[0]).toBe("Powder: 1 g = 1,000 mg");
  });

  it("no displacement entered: said plainly, as its own state, with its caution", () => {
    const s = typed([...textbook, { type: "field.change", field: "displacement", value: "" }]);
    expect(s.matches({ result: { ready: { displacement: "notGiven" } } })).toBe(true);
    const view = expectedReconstitutionView(s);
    expect(view.result.lines).toContain("Displacement: not entered, counted as 0 mL");
    expect(view.result.cautions[0]).toMatch(
      /^Caution: No displacement volume entered: the powder's own volume is counted as 0 mL/,
    );
    expect(view.result.tone).toBe("caution");
  });

  it("the diluent to add for a target: 1 g to 100 mg/mL with 0.7 mL displacement is 9.3 mL", () => {
    const s = typed([
      ...textbook,
      { type: "mode.select", mode: "diluent" },
      { type: "field.change", field: "target", value: "100 mg/mL" },
    ]);
    expect(s.matches({ mode: "diluent", result: "ready" })).toBe(true);
    const view = expectedReconstitutionView(s);
    expect(view.result.headline).toBe("Add 9.3 mL of diluent");
    expect(view.fields.map((f) => f.field)).toEqual(["powder", "target", "displacement", "dose"]);
  });

  it("a dose in mg for a powder in units is a unit mismatch, said plainly", () => {
    const s = typed([
      { type: "powderUnit.select", unit: "units" },
      { type: "field.change", field: "powder", value: "5000000" },
      { type: "field.change", field: "diluent", value: "8" },
      { type: "field.change", field: "dose", value: "250 mg" },
    ]);
    expect(s.matches({ result: { invalid: "unitMismatch" } })).toBe(true);
    const view = expectedReconstitutionView(s);
    expect(view.result.message).toBe("No result: The powder is in units: enter the dose in units.");
    expect(view.fields.find((f) => f.field === "dose")?.hint).toBe("The powder is in units: enter the dose in units");
  });

  it("a target that cannot be made names the field and the most concentrated solution possible", () => {
    const s = typed([
      ...textbook,
      { type: "mode.select", mode: "diluent" },
      { type: "field.change", field: "target", value: "2000 mg/mL" },
    ]);
    expect(s.matches({ result: "impossible" })).toBe(true);
    const view = expectedReconstitutionView(s);
    expect(view.fields.find((f) => f.field === "target")?.hint).toMatch(/cannot be made from 1 g/);
    expect(view.copy.disabled).toBe(true);
  });

  it("Reset goes back to the concentration mode", () => {
    const s = typed([{ type: "mode.select", mode: "diluent" }, { type: "reset" }]);
    expect(s.value).toEqual({ mode: "concentration", result: "empty", copy: "idle" });
  });

  it("ignores a choice the form does not offer", () => {
    const s = typed([
      { type: "powderUnit.select", unit: "mcg" as never },
      { type: "mode.select", mode: "x" as never },
    ]);
    expect(s.context.inputs).toEqual(EMPTY_INPUTS);
    expect(s.matches({ mode: "concentration" })).toBe(true);
  });
});
