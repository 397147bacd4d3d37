/**
 * Model-based tests of the infusion rate machine, machine level: every generated path is replayed
 * on the real actor with a fake clipboard (a promise the test settles) and a simulated clock;
 * after each step the result state must be what the pure evaluation says
 * (src/domain/infusion-rate.ts), the mode and the time unit what was chosen, and the connect
 * layer's view model must hold no NaN, Infinity or undefined.
 */
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  createInfusionRateModel,
  expectedInfusionView,
  type InfusionSnapshot,
} from "../../tools/statecharts/infusion-rate.model";
import { infusionRateMachine } from "~/machines/infusion-rate/infusion-rate.machine";
import {
  RESET_ANNOUNCEMENT,
  statusOf,
  copyableLine,
  invalidStateOf,
} from "~/machines/infusion-rate/infusion-rate.calc";
import { EMPTY_INPUTS } from "~/machines/infusion-rate/infusion-rate.types";
import { infusionShare } from "~/machines/infusion-rate/infusion-rate.share";
import { describeClinicalMachine, resultValueOf } from "./clinical-model";

const TIME_STATE = { min: "perMinute", h: "perHour" } as const;

describeClinicalMachine<InfusionSnapshot["context"]["inputs"], InfusionSnapshot>({
  name: "infusion-rate",
  model: createInfusionRateModel(),
  machine: infusionRateMachine,
  expectedResult: (inputs) => resultValueOf(statusOf(inputs), invalidStateOf(inputs)),
  expectedView: expectedInfusionView,
  copyableLine,
  emptyInputs: EMPTY_INPUTS,
  resetAnnouncement: RESET_ANNOUNCEMENT,
  share: infusionShare,
  alsoCheck: (s) => {
    const { inputs } = s.context;
    const value = s.value as { mode: string; timeUnit: string };
    expect(value.mode).toBe(inputs.direction);
    expect(value.timeUnit).toBe(inputs.per === null ? "notChosen" : TIME_STATE[inputs.per]);
  },
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
    expect(s.value).toEqual({
      mode: "doseToRate",
      timeUnit: "notChosen",
      result: "empty",
      copy: "idle",
      link: "none",
      announce: "quiet",
    });
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
