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
const TIME_FIELD_STATE = { min: "minutes", h: "hours" } as const;

describeClinicalMachine<InfusionSnapshot["context"]["inputs"], InfusionSnapshot>({
  name: "infusion-rate",
  model: createInfusionRateModel(),
  machine: infusionRateMachine,
  expectedResult: (inputs, touched) => resultValueOf(statusOf(inputs, touched), invalidStateOf(inputs, touched)),
  expectedView: expectedInfusionView,
  copyableLine,
  emptyInputs: EMPTY_INPUTS,
  resetAnnouncement: RESET_ANNOUNCEMENT,
  share: infusionShare,
  alsoCheck: (s) => {
    const { inputs } = s.context;
    const value = s.value as { mode: string; timeUnit: string; timeFieldUnit: string };
    expect(value.mode).toBe(inputs.direction);
    expect(value.timeUnit).toBe(inputs.per === null ? "notChosen" : TIME_STATE[inputs.per]);
    expect(value.timeFieldUnit).toBe(
      inputs.durationUnit === null ? "notChosen" : TIME_FIELD_STATE[inputs.durationUnit],
    );
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
      timeFieldUnit: "notChosen",
      unitChange: "none",
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

  it("1 000 mL over 8 hours is 125 mL/h; over 180 minutes at 15 drops/mL, 83 drops per minute (83.33 worked out)", () => {
    const hours = typed([
      { type: "direction.select", direction: "volumeOverTime" },
      { type: "field.change", field: "volume", value: "1000" },
      { type: "durationUnit.select", durationUnit: "h" },
      { type: "field.change", field: "duration", value: "8" },
    ]);
    expect(hours.value).toMatchObject({
      mode: "volumeOverTime",
      timeFieldUnit: "hours",
      result: { ready: { rate: "asWorkedOut" } },
    });
    expect(expectedInfusionView(hours).result.headline).toBe("125 mL/h");
    const drops = typed([
      { type: "direction.select", direction: "volumeOverTime" },
      { type: "field.change", field: "volume", value: "1000" },
      { type: "durationUnit.select", durationUnit: "min" },
      { type: "field.change", field: "duration", value: "180" },
      { type: "dropFactor.select", factor: 15 },
    ]);
    const view = expectedInfusionView(drops);
    expect(view.result.lines).toContain("Drops: 83 drops per minute at 15 drops/mL");
    expect(view.result.working).toContain(
      "1\u202f000 mL × 15 drops/mL ÷ 180 minutes = 83.33 drops per minute, counted as 83 (0.4% slower)",
    );
  });

  it("1 000 mL at 125 mL/h from 20:00 takes 8 hours and ends at 04:00 the next day", () => {
    const s = typed([
      { type: "direction.select", direction: "volumeAndRate" },
      { type: "field.change", field: "volume", value: "1000" },
      { type: "field.change", field: "rate", value: "125" },
      { type: "field.change", field: "start", value: "20:00" },
    ]);
    expect(s.value).toMatchObject({ result: { ready: { clock: "laterDay", time: "shown" } } });
    const view = expectedInfusionView(s);
    expect(view.result.headline).toBe("8 hours");
    expect(view.result.lines).toContain("Ends: 04:00 the next day");
  });

  it("a unit change converts the typed time and says so: 'Time 90 min is 1.5 h: converted.'", () => {
    const actor = createActor(infusionRateMachine).start();
    const said: string[] = [];
    actor.on("unit.changed", (e) => said.push(e.announcement));
    for (const e of [
      { type: "direction.select", direction: "volumeOverTime" },
      { type: "field.change", field: "volume", value: "1000" },
      { type: "durationUnit.select", durationUnit: "min" },
      { type: "field.change", field: "duration", value: "90" },
      { type: "durationUnit.select", durationUnit: "h" },
    ] as const)
      actor.send(e);
    const s = actor.getSnapshot();
    expect(s.value).toMatchObject({ unitChange: "converted", timeFieldUnit: "hours" });
    expect(s.context.inputs.durationText).toBe("1.5");
    expect(said.at(-1)).toBe("Time 90 min is 1.5 h: converted. Result: 1\u202f000 mL over 1.5 hours = 666.7 mL/h.");
  });

  it("a heparin bag typed as its label prints it is read, its note says so, and the form says the label rule while the bag is on it (issue 56)", () => {
    const heparin = [
      { type: "orderUnit.select", unit: "units" },
      { type: "per.select", per: "h" },
      { type: "field.change", field: "dose", value: "1000" },
      { type: "field.change", field: "bag", value: "25,000 units in 250 mL" },
    ] as const;
    const s = typed([...heparin]);
    expect(s.matches({ result: "ready" })).toBe(true);
    const view = expectedInfusionView(s);
    expect(view.result.headline).toBe("10 mL/h");
    expect(view.fields.find((f) => f.field === "bag")?.note).toBe(
      "25\u202f000 units in 250 mL = 100 units/mL (a label’s comma groups thousands)",
    );
    expect(view.numberRules).toEqual(["dose", "label"]);
    // Without the bag on the form, only the dose rule.
    expect(
      expectedInfusionView(typed([{ type: "direction.select", direction: "volumeOverTime" }])).numberRules,
    ).toEqual(["dose"]);
    // The order is a dose field: "1,000" units/h is still asked.
    const asked = typed([...heparin, { type: "field.change", field: "dose", value: "1,000" }]);
    expect(asked.value).toMatchObject({ result: { invalid: "dose" } });
  });

  it("a unit change that cannot convert keeps the value with its unit, and the form asks", () => {
    const s = typed([...issueCase, { type: "per.select", per: "min" }, { type: "per.select", per: "h" }]);
    expect(s.value).toMatchObject({ unitChange: "kept", result: { invalid: "dose" } });
    expect(s.context.inputs.doseText).toBe("5 mcg/kg/min");
    const weight = typed([...issueCase, { type: "weightUnit.select", unit: "lb" }]);
    expect(weight.context.inputs.weightText).toBe("70 kg");
    expect(weight.value).toMatchObject({ unitChange: "kept" });
  });
});
