/**
 * The infusion calculator from a volume (issue 56, principle 6) and what a change of unit does to a
 * typed value (principle 4): the cases, properties (rate × time = volume, whole drops), the
 * calm hints for a blank or zero entry, and each unit choice converting or keeping the quantity.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluateInfusion, type InfusionInputs } from "~/domain/infusion-rate";
import { endOfInfusion, readClockTime, type ReadyVolumeInfusion } from "~/domain/infusion-volume";
import { unitChangeOf } from "~/domain/infusion-rate-units";
import { decimalRatio } from "~/domain/number/exact";
import { EMPTY_INPUTS } from "~/machines/infusion-rate/infusion-rate.types";
import { expectNoBadText } from "./clinical-arbitraries";

const overTime = (changes: Partial<InfusionInputs>): InfusionInputs => ({
  ...EMPTY_INPUTS,
  direction: "volumeOverTime",
  ...changes,
});
const atRate = (changes: Partial<InfusionInputs>): InfusionInputs => ({
  ...EMPTY_INPUTS,
  direction: "volumeAndRate",
  ...changes,
});
function ready(inputs: InfusionInputs): ReadyVolumeInfusion {
  const s = evaluateInfusion(inputs);
  if (s.kind !== "ready" || !("end" in s)) throw new Error(`expected a result from a volume: ${JSON.stringify(s)}`);
  return s;
}

describe("volume over time (the issue's cases)", () => {
  it("1 000 mL over 8 hours = 125 mL/h", () => {
    const r = ready(overTime({ volumeText: "1000", durationText: "8", durationUnit: "h" }));
    expect(r.rate.text).toBe("125 mL/h");
    expect(r.basis).toEqual(["8 hours × 60 = 480 minutes", "1\u202f000 mL × 60 ÷ 480 minutes = 125 mL/h"]);
    expect(r.copyLine).toBe("1\u202f000 mL over 8 hours = 125 mL/h");
    expect(r.aspects).toEqual({
      weight: "notUsed",
      rate: "asWorkedOut",
      drops: "notAsked",
      time: "shown",
      clock: "notAsked",
    });
  });

  it("1 000 mL over 180 minutes at 15 drops/mL = 83 drops per minute (83.33 worked out), what the rounding changes", () => {
    const r = ready(overTime({ volumeText: "1000", durationText: "180", durationUnit: "min", dropFactor: 15 }));
    expect(r.drops).toMatchObject({ whole: 83, text: "83 drops per minute" });
    expect(r.drops!.exact).toBeCloseTo(83.333, 3);
    expect(r.basis).toContain(
      "1\u202f000 mL × 15 drops/mL ÷ 180 minutes = 83.33 drops per minute, counted as 83 (0.4% slower)",
    );
    expect(r.rate.text).toBe("333.3 mL/h");
  });

  it("a time typed with its unit is read in it, whatever is chosen, and says how", () => {
    const r = ready(overTime({ volumeText: "1000", durationText: "180 min", durationUnit: "h" }));
    expect(r.rate.text).toBe("333.3 mL/h");
    expect(r.notes.duration).toBe("180 minutes = 3 hours");
  });

  it("blank or zero: a calm hint, never NaN or Infinity", () => {
    expect(evaluateInfusion(overTime({})).kind).toBe("empty");
    const zero = evaluateInfusion(overTime({ volumeText: "1000", durationText: "0", durationUnit: "h" }));
    expect(zero).toMatchObject({ kind: "invalid", field: "duration", message: "Enter a time above 0" });
    const noVolume = evaluateInfusion(overTime({ volumeText: "0", durationText: "8", durationUnit: "h" }));
    expect(noVolume).toMatchObject({ kind: "invalid", field: "volume", message: "Enter a volume above 0" });
    const noUnit = evaluateInfusion(overTime({ volumeText: "1000", durationText: "8" }));
    expect(noUnit).toMatchObject({ kind: "invalid", field: "durationUnit" });
  });

  it("cautions: above 999 mL/h, too fast to count by eye, not whole drops, over 24 hours", () => {
    const fast = ready(overTime({ volumeText: "1000", durationText: "30", durationUnit: "min", dropFactor: 60 }));
    expect(fast.aspects).toMatchObject({ rate: "aboveMostPumps", drops: "tooFast" });
    expect(fast.cautions.map((c) => c.kind)).toEqual(["rateAboveMostPumps", "dropsTooFast"]);
    const slow = ready(overTime({ volumeText: "100", durationText: "24", durationUnit: "h", dropFactor: 20 }));
    expect(slow.aspects.drops).toBe("roughlyCounted");
    const long = ready(overTime({ volumeText: "1000", durationText: "30", durationUnit: "h" }));
    expect(long.aspects.time).toBe("overADay");
  });
});

describe("volume and rate: the time it takes and the clock time it ends", () => {
  it("1 000 mL at 125 mL/h takes 8 hours; from 20:00 it ends at 04:00 the next day", () => {
    const r = ready(atRate({ volumeText: "1000", rateText: "125", startText: "20:00" }));
    expect(r.time.text).toBe("8 hours");
    expect(r.end).toEqual({ text: "04:00 the next day", days: 1 });
    expect(r.aspects.clock).toBe("laterDay");
  });

  it("the same day, two days later, and a start that is not a clock time", () => {
    expect(ready(atRate({ volumeText: "500", rateText: "100", startText: "08:00" })).end?.text).toBe(
      "13:00 the same day",
    );
    expect(endOfInfusion(23 * 60, 25 * 60)).toEqual({ text: "00:00 2 days later", days: 2 });
    expect(readClockTime("24:00")).toBeNull();
    expect(evaluateInfusion(atRate({ volumeText: "500", rateText: "100", startText: "8 am" }))).toMatchObject({
      kind: "invalid",
      field: "start",
    });
  });
});

describe("properties", () => {
  const volume = fc.integer({ min: 1, max: 5000 });
  it("rate × time = volume (from a volume over a time, before the pump's rounding)", () => {
    fc.assert(
      fc.property(volume, fc.integer({ min: 1, max: 48 * 60 }), (ml, minutes) => {
        const r = ready(overTime({ volumeText: String(ml), durationText: String(minutes), durationUnit: "min" }));
        expect(decimalRatio([r.rate.exact, minutes], [60])).toBeCloseTo(ml, 6);
      }),
    );
  });

  it("the time a volume takes at a rate, times the rate, is the volume", () => {
    fc.assert(
      fc.property(volume, fc.integer({ min: 1, max: 999 }), (ml, rate) => {
        const r = ready(atRate({ volumeText: String(ml), rateText: String(rate) }));
        expect(decimalRatio([r.time.minutes, rate], [60])).toBeCloseTo(ml, 6);
      }),
    );
  });

  it("whole drops are the drops worked out rounded to the nearest drop, never 0 for a flow", () => {
    fc.assert(
      fc.property(volume, fc.integer({ min: 1, max: 48 * 60 }), fc.constantFrom(10, 15, 20, 60), (ml, min, factor) => {
        const r = ready(
          overTime({
            volumeText: String(ml),
            durationText: String(min),
            durationUnit: "min",
            dropFactor: factor as 10,
          }),
        );
        const d = r.drops!;
        expect(Math.abs(d.whole - d.exact)).toBeLessThanOrEqual(0.5);
        expect(Number.isInteger(d.whole)).toBe(true);
        expect(d.text).not.toMatch(/^0 drops/);
        expectNoBadText(r);
      }),
    );
  });
});

describe("a change of unit never re-reads a typed value (principle 4)", () => {
  it("Time 90 min is 1.5 h: converted; 100 min is kept with its unit", () => {
    const converted = unitChangeOf(overTime({ durationText: "90", durationUnit: "min" }), {
      choice: "durationUnit",
      unit: "h",
    });
    expect(converted).toMatchObject({ kind: "converted", words: "Time 90 min is 1.5 h: converted." });
    expect(converted.inputs).toMatchObject({ durationText: "1.5", durationUnit: "h" });
    const kept = unitChangeOf(overTime({ durationText: "100", durationUnit: "min" }), {
      choice: "durationUnit",
      unit: "h",
    });
    expect(kept).toMatchObject({ kind: "kept", inputs: { durationText: "100 min", durationUnit: "h" } });
  });

  it("the quantity is the same after every unit change: the rate from a volume over a time does not move", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.constantFrom<"min" | "h">("min", "h"), (n, from) => {
        const before = overTime({ volumeText: "1000", durationText: String(n), durationUnit: from });
        const after = unitChangeOf(before, { choice: "durationUnit", unit: from === "min" ? "h" : "min" }).inputs;
        expect(ready(after).rate.exact).toBeCloseTo(ready(before).rate.exact, 9);
      }),
    );
  });

  it("the order's unit: 5 mg is 5 000 mcg, converted; mg to units or to per kg is kept or cleared, never re-read", () => {
    const order = { ...EMPTY_INPUTS, doseText: "5", doseUnit: "mg", per: "h", bagText: "400 mg in 250 mL" } as const;
    const mcg = unitChangeOf(order, { choice: "orderUnit", doseUnit: "mcg", perKg: false });
    expect(mcg).toMatchObject({ kind: "converted", inputs: { doseText: "5000", doseUnit: "mcg" } });
    expect(mcg.words).toBe("Ordered dose rate 5 mg is 5\u202f000 mcg: converted.");
    const units = unitChangeOf(order, { choice: "orderUnit", doseUnit: "units", perKg: false });
    expect(units).toMatchObject({ kind: "kept", inputs: { doseText: "5 mg/h" } });
    expect(evaluateInfusion(units.inputs)).toMatchObject({ kind: "invalid", field: "dose" });
    const perKg = unitChangeOf(order, { choice: "orderUnit", doseUnit: "mg", perKg: true });
    expect(perKg).toMatchObject({ kind: "kept", inputs: { doseText: "5 mg/h", perKg: true } });
    expect(evaluateInfusion({ ...perKg.inputs, weightText: "70" })).toMatchObject({ kind: "invalid", field: "dose" });
    const noTime = unitChangeOf({ ...order, per: null }, { choice: "orderUnit", doseUnit: "mg", perKg: true });
    expect(noTime).toMatchObject({ kind: "cleared", inputs: { doseText: "" } });
  });

  it("the order's time unit and the weight's unit keep what was typed with its unit, and the form asks", () => {
    const order = {
      ...EMPTY_INPUTS,
      doseText: "5",
      doseUnit: "mcg",
      perKg: true,
      per: "min",
      weightText: "22",
      weightUnit: "lb",
      bagText: "400 mg in 250 mL",
    } as const;
    const per = unitChangeOf(order, { choice: "per", per: "h" });
    expect(per).toMatchObject({ kind: "kept", inputs: { doseText: "5 mcg/kg/min", per: "h" } });
    expect(evaluateInfusion(per.inputs)).toMatchObject({ kind: "invalid", field: "dose" });
    const weight = unitChangeOf(order, { choice: "weightUnit", unit: "kg" });
    expect(weight).toMatchObject({ kind: "kept", inputs: { weightText: "22 lb", weightUnit: "kg" } });
    const before = evaluateInfusion(order);
    const after = evaluateInfusion(weight.inputs);
    expect(after.kind === "ready" && before.kind === "ready" && after.rate.value).toBe(
      before.kind === "ready" && before.rate.value,
    );
  });

  it("nothing typed, or no unit chosen before: nothing to re-read", () => {
    expect(unitChangeOf(overTime({}), { choice: "durationUnit", unit: "h" }).kind).toBe("none");
    expect(unitChangeOf(overTime({ durationText: "8" }), { choice: "durationUnit", unit: "h" }).kind).toBe("none");
  });
});
