/**
 * Model-based tests of the infusion rate machine, machine level: every generated path is replayed
 * on the real actor with a fake clipboard (a promise the test settles) and a simulated clock;
 * after each step the result state must be what the pure evaluation says
 * (src/domain/infusion-rate.ts), the mode and the time unit what was chosen, and the connect
 * layer's view model must hold no NaN, Infinity or undefined.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { runPathOnMachine } from "../../tools/statecharts/model";
import {
  createInfusionRateModel,
  expectedInfusionView,
  type InfusionSnapshot,
} from "../../tools/statecharts/infusion-rate.model";
import { infusionRateMachine } from "~/machines/infusion-rate/infusion-rate.machine";
import { RESET_ANNOUNCEMENT, statusOf, copyableLine } from "~/machines/infusion-rate/infusion-rate.calc";
import { EMPTY_INPUTS } from "~/machines/infusion-rate/infusion-rate.types";

const model = createInfusionRateModel();
const tracker = model.coverage("machine");

function fakeClipboard() {
  const pending: Array<{ text: string; resolve: () => void; reject: (e: Error) => void }> = [];
  const actor = fromPromise<void, { text: string }>(
    ({ input }) => new Promise<void>((resolve, reject) => pending.push({ text: input.text, resolve, reject })),
  );
  return { actor, pending };
}

/** The state value the evaluation of the inputs leads to, region `result`. */
function expectedResultValue(s: InfusionSnapshot): unknown {
  const status = statusOf(s.context.inputs);
  if (status.kind === "invalid") return { invalid: status.field };
  if (status.kind === "ready") return { ready: status.aspects };
  return status.kind;
}

const TIME_STATE = { min: "perMinute", h: "perHour" } as const;

describe("infusion-rate machine model", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor; each state is the evaluation's", async () => {
      const clipboard = fakeClipboard();
      const emitted: Array<{ type: string; announcement?: string; line?: string }> = [];
      await runPathOnMachine<InfusionSnapshot>(model, path, {
        machine: infusionRateMachine.provide({ actors: { writeClipboard: clipboard.actor } }),
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
          const { inputs } = actual.context;
          const value = actual.value as { result: unknown; mode: string; timeUnit: string };
          expect(value.result).toEqual(expectedResultValue(actual));
          expect(value.mode).toBe(inputs.direction);
          expect(value.timeUnit).toBe(inputs.per === null ? "notChosen" : TIME_STATE[inputs.per]);
          const view = expectedInfusionView(actual);
          expect(JSON.stringify(view)).not.toMatch(/NaN|Infinity|undefined/);
          expect(view.copy.disabled).toBe(copyableLine(inputs) === null || actual.matches({ copy: "copying" }));
          if (step?.event.type === "reset") {
            expect(inputs).toEqual(EMPTY_INPUTS);
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

describe("infusion-rate machine details", () => {
  const typed = (events: Parameters<ReturnType<typeof createActor<typeof infusionRateMachine>>["send"]>[0][]) => {
    const actor = createActor(infusionRateMachine).start();
    for (const e of events) actor.send(e);
    return actor.getSnapshot();
  };
  const issueCase = [
    { type: "orderUnit.select", unit: "mcg/kg" },
    { type: "field.change", field: "dose", value: "5" },
    { type: "field.change", field: "weight", value: "70" },
    { type: "field.change", field: "bag", value: "400 mg in 250 mL" },
  ] as const;

  it("starts empty, with no time unit chosen: no rate is ever suggested", () => {
    const s = typed([]);
    expect(s.value).toEqual({ mode: "doseToRate", timeUnit: "notChosen", result: "empty", copy: "idle" });
    expect(expectedInfusionView(s).result.message).toBe(
      "Enter the ordered dose rate and what is in the bag to see the rate in mL/h.",
    );
  });

  it("the time unit is never guessed: without it there is no result, and the choice says so", () => {
    const s = typed([...issueCase]);
    expect(s.value).toMatchObject({ timeUnit: "notChosen", result: { invalid: "per" } });
    const view = expectedInfusionView(s);
    expect(view.result.message).toBe("No result: Choose per minute or per hour, as the order is written.");
    expect(view.groups.find((g) => g.name === "The order is")?.hint).toBe(
      "Choose per minute or per hour, as the order is written",
    );
    expect(view.copy.disabled).toBe(true);
  });

  it("5 mcg/kg per minute for 70 kg with 400 mg in 250 mL = 13.1 mL/h (the issue's case)", () => {
    const s = typed([...issueCase, { type: "per.select", per: "min" }]);
    expect(s.value).toMatchObject({ timeUnit: "perMinute", result: { ready: { rate: "asWorkedOut" } } });
    const view = expectedInfusionView(s);
    expect(view.result.headline).toBe("13.1 mL/h");
    expect(view.result.working).toContain("21 mg per hour ÷ 1.6 mg/mL = 13.125 mL/h, rounded to 13.1 mL/h");
  });

  it("an order typed per hour with per minute chosen is refused, said plainly (a 60-fold error)", () => {
    const s = typed([
      ...issueCase,
      { type: "per.select", per: "min" },
      { type: "field.change", field: "dose", value: "5 mcg/kg/h" },
    ]);
    expect(s.value).toMatchObject({ result: { invalid: "dose" } });
    expect(expectedInfusionView(s).fields.find((f) => f.field === "dose")?.hint).toBe(
      "The order you typed is per hour, but per minute is chosen: choose the one the order says",
    );
  });

  it("a units order with a mg bag: the mismatch is said plainly", () => {
    const s = typed([
      { type: "orderUnit.select", unit: "units" },
      { type: "per.select", per: "h" },
      { type: "field.change", field: "dose", value: "1000" },
      { type: "field.change", field: "bag", value: "400 mg in 250 mL" },
    ]);
    expect(s.value).toMatchObject({ result: { invalid: "bag" } });
    expect(expectedInfusionView(s).fields.find((f) => f.field === "bag")?.hint).toBe(
      "The order is in units: enter the bag in units too, for example 25000 units in 500 mL",
    );
  });

  it("the reverse: 13.1 mL/h of 400 mg in 250 mL for 70 kg is 4.99 mcg/kg per minute", () => {
    const s = typed([
      ...issueCase,
      { type: "per.select", per: "min" },
      { type: "direction.select", direction: "rateToDose" },
      { type: "field.change", field: "rate", value: "13.1" },
    ]);
    expect(s.value).toMatchObject({ mode: "rateToDose", result: { ready: { weight: "inRange" } } });
    expect(expectedInfusionView(s).result.headline).toBe("4.99 mcg/kg per minute");
  });

  it("drops and time: 4 drops per minute at 20 drops/mL, 250 mL in 19 hours 5 minutes", () => {
    const s = typed([
      ...issueCase,
      { type: "per.select", per: "min" },
      { type: "dropFactor.select", factor: 20 },
      { type: "field.change", field: "volume", value: "250" },
    ]);
    expect(s.value).toMatchObject({ result: { ready: { drops: "countable", time: "shown" } } });
    expect(expectedInfusionView(s).result.lines).toEqual([
      "Order: 5 mcg/kg per minute",
      "Weight: 70 kg",
      "Bag: 400 mg per 250 mL (1.6 mg/mL)",
      "Drops: 4 drops per minute at 20 drops/mL",
      "Time: 250 mL in 19 hours 5 minutes",
    ]);
  });

  it("ignores a choice the form does not offer", () => {
    const s = typed([
      { type: "dropFactor.select", factor: 12 as never },
      { type: "per.select", per: "s" as never },
      { type: "orderUnit.select", unit: "g" as never },
    ]);
    expect(s.context.inputs).toEqual(EMPTY_INPUTS);
    expect(s.value).toMatchObject({ timeUnit: "notChosen" });
  });
});
