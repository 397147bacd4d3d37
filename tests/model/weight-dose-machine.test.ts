/**
 * Model-based tests of the weight-based dose machine, machine level: every generated path is
 * replayed on the real actor with a fake clipboard (a promise the test settles) and a simulated
 * clock; after each step the state must be what the pure evaluation says (src/domain/weight-dose.ts)
 * and the connect layer's view model must hold no NaN, Infinity or undefined.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { runPathOnMachine } from "../../tools/statecharts/model";
import {
  createWeightDoseModel,
  expectedWeightDoseView,
  type WeightDoseSnapshot,
} from "../../tools/statecharts/weight-dose.model";
import { weightDoseMachine } from "~/machines/weight-dose/weight-dose.machine";
import { RESET_ANNOUNCEMENT, statusOf, copyableLine } from "~/machines/weight-dose/weight-dose.calc";
import { EMPTY_INPUTS } from "~/machines/weight-dose/weight-dose.types";

const model = createWeightDoseModel();
const tracker = model.coverage("machine");

function fakeClipboard() {
  const pending: Array<{ text: string; resolve: () => void; reject: (e: Error) => void }> = [];
  const actor = fromPromise<void, { text: string }>(
    ({ input }) => new Promise<void>((resolve, reject) => pending.push({ text: input.text, resolve, reject })),
  );
  return { actor, pending };
}

/** The state value the evaluation of the inputs leads to, region `result`. */
function expectedResultValue(s: WeightDoseSnapshot): unknown {
  const status = statusOf(s.context.inputs);
  if (status.kind === "invalid") return { invalid: status.field };
  if (status.kind === "ready") return { ready: status.aspects };
  return status.kind;
}

describe("weight-dose machine model", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor; each state is the evaluation's", async () => {
      const clipboard = fakeClipboard();
      const emitted: Array<{ type: string; announcement?: string; line?: string }> = [];
      await runPathOnMachine<WeightDoseSnapshot>(model, path, {
        machine: weightDoseMachine.provide({ actors: { writeClipboard: clipboard.actor } }),
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
          const view = expectedWeightDoseView(actual);
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

describe("weight-dose machine details", () => {
  const typed = (events: Parameters<ReturnType<typeof createActor<typeof weightDoseMachine>>["send"]>[0][]) => {
    const actor = createActor(weightDoseMachine).start();
    for (const e of events) actor.send(e);
    return actor.getSnapshot();
  };

  it("starts empty: no dose is ever suggested", () => {
    const s = typed([]);
    expect(s.value).toEqual({ result: "empty", copy: "idle" });
    expect(expectedWeightDoseView(s).result.message).toBe(
      "Enter the weight and the ordered dose per kg to see the dose.",
    );
  });

  it("15 mg/kg for 22 lb: 9.98 kg, 149.7 mg, the weight in kg always shown", () => {
    const s = typed([
      { type: "weightUnit.select", unit: "lb" },
      { type: "field.change", field: "weight", value: "22" },
      { type: "field.change", field: "order", value: "15" },
    ]);
    const view = expectedWeightDoseView(s);
    expect(view.result.headline).toBe("149.7 mg");
    expect(view.result.lines[0]).toBe("Weight: 9.98 kg");
    expect(view.fields.find((f) => f.field === "weight")?.note).toContain("22 lb = 9.98 kg");
  });

  it("capped at the maximum, said plainly (the issue's own example)", () => {
    const s = typed([
      { type: "field.change", field: "weight", value: "30" },
      { type: "field.change", field: "order", value: "20" },
      { type: "field.change", field: "maximum", value: "500" },
    ]);
    expect(s.matches({ result: { ready: { dose: "capped" } } })).toBe(true);
    const view = expectedWeightDoseView(s);
    expect(view.result.headline).toBe("500 mg");
    expect(view.result.cautions).toContain("Caution: 600 mg by weight; capped at your maximum, 500 mg.");
    expect(view.result.tone).toBe("caution");
  });

  it("ignores a choice the form does not offer", () => {
    const s = typed([{ type: "weightUnit.select", unit: "st" as never }]);
    expect(s.context.inputs.weightUnit).toBe("kg");
  });
});
