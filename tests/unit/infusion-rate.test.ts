/**
 * Infusion rate, pure part (src/domain/infusion-rate.ts): the textbook cases in both directions,
 * drops per minute and time, the time unit of the order as an explicit choice (a per-minute order
 * read as per hour is a 60-fold error), every status with the words a person sees, and properties:
 * dose rate → mL/h → dose rate is the identity; the rate set round-trips within its rounding; no
 * display string ever holds NaN, Infinity or undefined.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DROP_FACTORS,
  SOURCES,
  doseRateFor,
  evaluateInfusion,
  infusionCopyLine,
  infusionStatusOf,
  mlPerHourFor,
  type InfusionInputs,
} from "~/domain/infusion-rate";
import { readStrength, type Strength } from "~/domain/clinical";
import { anyTypedText, expectNoBadText } from "./clinical-arbitraries";

const BASE: InfusionInputs = {
  direction: "doseToRate",
  doseText: "5",
  doseUnit: "mcg",
  perKg: true,
  per: "min",
  weightText: "70",
  weightUnit: "kg",
  bagText: "400 mg in 250 mL",
  rateText: "",
  dropFactor: null,
  volumeText: "",
  durationText: "",
  durationUnit: null,
  startText: "",
};
const evaluate = (changes: Partial<InfusionInputs>) => evaluateInfusion({ ...BASE, ...changes });
function ready(changes: Partial<InfusionInputs>) {
  const status = evaluate(changes);
  if (status.kind !== "ready" || !("doseRate" in status))
    throw new Error(`expected a result from an order, got ${JSON.stringify(status)}`);
  return status;
}
const strength = (text: string): Strength => {
  const r = readStrength(text, /units/.test(text) ? "units" : "mass");
  if (!r.ok) throw new Error(text);
  return r.strength;
};

describe("infusion rate: textbook cases", () => {
  it("5 mcg/kg/min for 70 kg with 400 mg in 250 mL = 13.1 mL/h, every step shown", () => {
    const r = ready({});
    expect(r.rate).toEqual({ value: 13.1, exact: 13.125, text: "13.1 mL/h" });
    expect(r.doseRate.text).toBe("5 mcg/kg per minute");
    expect(r.basis).toEqual([
      "Weight: 70 kg",
      "Bag: 400 mg per 250 mL = 1.6 mg/mL",
      "5 mcg/kg per minute × 70 kg = 350 mcg per minute",
      "350 mcg per minute × 60 = 21\u202f000 mcg per hour",
      "21\u202f000 mcg per hour = 21 mg per hour",
      "21 mg per hour ÷ 1.6 mg/mL = 13.125 mL/h, rounded to 13.1 mL/h",
    ]);
    expect(r.copyLine).toBe("5 mcg/kg per minute for 70 kg with a bag of 400 mg per 250 mL (1.6 mg/mL) = 13.1 mL/h");
    expect([r.variant, r.aspects]).toEqual([
      "plain",
      { weight: "inRange", rate: "asWorkedOut", drops: "notAsked", time: "notAsked", clock: "notAsked" },
    ]);
  });

  it("the reverse: 13.1 mL/h of the same bag for 70 kg = 4.99 mcg/kg per minute", () => {
    const r = ready({ direction: "rateToDose", rateText: "13.1", doseText: "" });
    expect(r.doseRate.text).toBe("4.99 mcg/kg per minute");
    expect(r.basis.slice(2)).toEqual([
      "13.1 mL/h × 1.6 mg/mL = 20.96 mg per hour",
      "20.96 mg per hour = 20\u202f960 mcg per hour",
      "20\u202f960 mcg per hour ÷ 60 = 349.33 mcg per minute",
      "349.33 mcg per minute ÷ 70 kg = 4.99 mcg/kg per minute",
    ]);
    expect(r.copyLine).toBe("13.1 mL/h with a bag of 400 mg per 250 mL (1.6 mg/mL) for 70 kg = 4.99 mcg/kg per minute");
  });

  it.each<[Partial<InfusionInputs>, string, string]>([
    [{ doseText: "2", doseUnit: "mg", perKg: false, per: "h", bagText: "50 mg in 50 mL" }, "2 mg per hour", "2 mL/h"],
    [
      { doseText: "2", doseUnit: "mg", perKg: false, per: "min", bagText: "2 g in 500 mL" },
      "2 mg per minute",
      "30 mL/h",
    ],
    [
      { doseText: "10", doseUnit: "mcg", perKg: false, per: "min", bagText: "50 mg in 250 mL" },
      "10 mcg per minute",
      "3 mL/h",
    ],
    [
      { doseText: "1000", doseUnit: "units", perKg: false, per: "h", bagText: "25000 units in 500 mL" },
      "1\u202f000 units per hour",
      "20 mL/h",
    ],
    [
      { doseText: "18", doseUnit: "units", perKg: true, per: "h", weightText: "80", bagText: "25000 units in 500 mL" },
      "18 units/kg per hour",
      "28.8 mL/h",
    ],
    [
      { doseText: "0.1", doseUnit: "mcg", perKg: true, per: "min", weightText: "176 lb", bagText: "4 mg in 250 mL" },
      "0.1 mcg/kg per minute",
      "29.9 mL/h",
    ],
  ])("%j: %s → %s", (changes, dose, rate) => {
    const r = ready(changes);
    expect([r.doseRate.text, r.rate.text]).toEqual([dose, rate]);
  });

  it("reads the same order per minute as 60 times the rate per hour: the time unit is never guessed", () => {
    const perMinute = ready({ doseUnit: "mg", perKg: false, doseText: "1", bagText: "1000 mg in 1000 mL", per: "min" });
    const perHour = ready({ doseUnit: "mg", perKg: false, doseText: "1", bagText: "1000 mg in 1000 mL", per: "h" });
    expect([perMinute.rate.text, perHour.rate.text]).toEqual(["60 mL/h", "1 mL/h"]);
    expect(evaluate({ per: null })).toMatchObject({
      kind: "invalid",
      field: "per",
      reason: "choice",
      message: "Choose per minute or per hour, as the order is written",
    });
  });
});

describe("drops per minute and time, from the rate set", () => {
  it("counts whole drops: 125 mL/h at 15 drops/mL = 31.25, counted as 31", () => {
    const r = ready({
      direction: "rateToDose",
      rateText: "125",
      doseUnit: "mg",
      perKg: false,
      per: "h",
      dropFactor: 15,
      volumeText: "1 L",
    });
    expect(r.drops).toEqual({ factor: 15, exact: 31.25, whole: 31, text: "31 drops per minute" });
    expect(r.time).toEqual({ volumeMl: 1000, volumeText: "1\u202f000 mL", minutes: 480, text: "8 hours" });
    expect(r.basis.slice(-2)).toEqual([
      "125 mL/h × 15 drops/mL ÷ 60 = 31.25 drops per minute, counted as 31",
      "1\u202f000 mL ÷ 125 mL/h = 8 hours",
    ]);
    expect(r.notes.volume).toBe("1 L = 1\u202f000 mL");
    expect(r.copyLine).toBe(
      "125 mL/h with a bag of 400 mg per 250 mL (1.6 mg/mL) = 200 mg per hour; 31 drops per minute at 15 drops/mL; 1\u202f000 mL in 8 hours",
    );
  });

  it("uses the rate as set for the time: 250 mL at 13.1 mL/h takes 19 hours 5 minutes", () => {
    const r = ready({ dropFactor: 60, volumeText: "250" });
    expect(r.time?.text).toBe("19 hours 5 minutes");
    expect(r.drops?.text).toBe("13 drops per minute");
    expect(r.aspects).toMatchObject({ drops: "countable", time: "shown" });
  });

  it("says when drops are too slow to count", () => {
    const r = ready({ direction: "rateToDose", rateText: "1", perKg: false, doseUnit: "mg", per: "h", dropFactor: 20 });
    expect([r.variant, r.aspects.drops, r.drops?.whole]).toEqual(["dropsTooSlow", "tooSlow", 0]);
    expect(r.cautions[0]?.text).toBe(
      "Under 1 drop per minute (0.33 drops per minute): too slow to count on a gravity set. Use an infusion pump.",
    );
    expect(DROP_FACTORS).toEqual([10, 15, 20, 60]);
    expect(SOURCES[0]).toMatch(/10, 15 or 20 drops per mL, microdrip tubing 60/);
  });

  it("says drops far below 1 per minute as 'less than 0.01', never 0, and a tiny volume as typed", () => {
    // 0.01 mL/h at 20 drops/mL is 0.0033 drops per minute; 0.00004 mL to infuse is echoed, not "0 mL".
    const r = ready({
      direction: "rateToDose",
      rateText: "0.01",
      perKg: false,
      doseUnit: "mg",
      per: "h",
      dropFactor: 20,
      volumeText: "0.00004",
    });
    expect(r.basis).toContain("0.01 mL/h × 20 drops/mL ÷ 60 = less than 0.01 drops per minute, less than 1 to count");
    expect(r.cautions[0]?.text).toBe(
      "Under 1 drop per minute (less than 0.01 drops per minute): too slow to count on a gravity set. Use an infusion pump.",
    );
    expect(r.time?.volumeText).toBe("0.00004 mL");
    expect(r.copyLine).toContain("0.00004 mL in under 1 minute");
    expect(JSON.stringify(r)).not.toMatch(/(?<![\d.,])0 (mL|drops)\b/);
  });

  it("says when whole drops are more than 10 % from the drops worked out (1.5 counted as 2 runs a third fast)", () => {
    const macrodrip = ready({
      direction: "rateToDose",
      rateText: "9",
      perKg: false,
      doseUnit: "mg",
      per: "h",
      dropFactor: 10,
    });
    expect([macrodrip.variant, macrodrip.aspects.drops, macrodrip.drops?.text]).toEqual([
      "dropsRoughlyCounted",
      "roughlyCounted",
      "2 drops per minute",
    ]);
    expect(macrodrip.cautions[0]?.text).toBe(
      "Counted in whole drops: 1.5 drops per minute worked out, counted as 2, runs the set 33.3% faster than 9 mL/h. Use an infusion pump, or a microdrip set (60 drops/mL), whose 9 drops per minute count more closely.",
    );
    // Counted down, on a microdrip set (no finer set to name): slower.
    const microdrip = ready({ dropFactor: 60, doseText: "0.5" });
    expect(microdrip.drops).toMatchObject({ exact: 1.31, whole: 1 });
    expect(microdrip.cautions.map((c) => c.text)).toEqual([
      "Counted in whole drops: 1.31 drops per minute worked out, counted as 1, runs the set 23.7% slower than 1.31 mL/h. Use an infusion pump.",
    ]);
    // 10 % exactly is within (4.5 counted as 5 is 11 %; 13.1 counted as 13 is 0.8 %).
    for (const [rateText, aspect] of [
      ["10", "countable"],
      ["4.5", "roughlyCounted"],
      ["13.1", "countable"],
    ] as const) {
      const r = ready({ direction: "rateToDose", rateText, perKg: false, doseUnit: "mg", per: "h", dropFactor: 60 });
      expect([rateText, r.aspects.drops]).toEqual([rateText, aspect]);
    }
  });

  it("counts 0.5 to 0.99 drops per minute as under 1, never as 1 drop (the set would run up to twice as fast)", () => {
    const r = ready({
      direction: "rateToDose",
      rateText: "0.6",
      perKg: false,
      doseUnit: "mg",
      per: "h",
      dropFactor: 60,
    });
    expect([r.variant, r.aspects.drops, r.drops?.text]).toEqual([
      "dropsTooSlow",
      "tooSlow",
      "less than 1 drop per minute",
    ]);
    expect(r.basis.at(-1)).toBe("0.6 mL/h × 60 drops/mL ÷ 60 = 0.6 drops per minute, less than 1 to count");
    // Exactly 1 drop a minute is countable, and said in the singular.
    const one = ready({
      direction: "rateToDose",
      rateText: "1",
      perKg: false,
      doseUnit: "mg",
      per: "h",
      dropFactor: 60,
    });
    expect([one.aspects.drops, one.drops?.text, one.basis.at(-1)]).toEqual([
      "countable",
      "1 drop per minute",
      "1 mL/h × 60 drops/mL ÷ 60 = 1 drop per minute",
    ]);
  });
});

describe("cautions", () => {
  it("gives the exact figure when rounding moves the rate by more than 1 %", () => {
    const r = ready({ doseText: "1", perKg: false, bagText: "400 mg in 250 mL" });
    expect([r.rate.text, r.variant, r.aspects.rate]).toEqual(["0.04 mL/h", "rateRounded", "rounded"]);
    expect(r.cautions[0]?.text).toBe(
      "Rounded rate: the rate works out at 0.0375 mL/h; set at 0.04 mL/h it is 6.7% more. Check the steps your pump can be set in, or ask the pharmacy about a bag of another strength.",
    );
    expect(r.copyLine).toContain(r.cautions[0]!.text);
  });

  const mgPerHour = { perKg: false, per: "h", doseUnit: "mg", bagText: "250 mg in 250 mL" } as const;

  it("says a rate above 999 mL/h is faster than many pumps can be set, worked out or typed, and does not refuse it", () => {
    expect(ready({ ...mgPerHour, doseText: "999" }).aspects.rate).toBe("asWorkedOut");
    // 999.04 mL/h is set at 999 mL/h: the rate set is what is compared.
    expect(ready({ ...mgPerHour, doseText: "999.04" }).aspects.rate).toBe("asWorkedOut");
    const fast = ready({ doseText: "500" });
    expect([fast.rate.text, fast.variant, fast.aspects.rate]).toEqual([
      "1\u202f312.5 mL/h",
      "rateAboveMostPumps",
      "aboveMostPumps",
    ]);
    expect(fast.cautions.map((c) => c.text)).toEqual([
      "Very fast rate: 1\u202f312.5 mL/h is above 999 mL/h, faster than many infusion pumps can be set. Check the order, its unit (mg or mcg, per minute or per hour) and the bag's strength before setting it.",
    ]);
    expect(fast.copyLine).toContain(fast.cautions[0]!.text);
    const typed = ready({ direction: "rateToDose", rateText: "1000" });
    expect([typed.aspects.rate, typed.cautions[0]?.text]).toEqual([
      "aboveMostPumps",
      "Very fast rate: 1\u202f000 mL/h is above 999 mL/h, faster than many infusion pumps can be set. Check the rate you typed against the pump.",
    ]);
    expect(ready({ direction: "rateToDose", rateText: "999" }).aspects.rate).toBe("asWorkedOut");
  });

  it("says a volume that takes longer than 24 hours outlasts how long a bag usually hangs", () => {
    // 240 mL at 10 mL/h is 24 hours exactly: shown, no caution.
    const day = ready({ ...mgPerHour, doseText: "10", volumeText: "240" });
    expect([day.aspects.time, day.time?.text, day.cautions]).toEqual(["shown", "24 hours", []]);
    const longer = ready({ ...mgPerHour, doseText: "10", volumeText: "240.5" });
    expect([longer.variant, longer.aspects.time, longer.time?.text]).toEqual([
      "timeOverADay",
      "overADay",
      "24 hours 3 minutes",
    ]);
    expect(longer.cautions.map((c) => c.text)).toEqual([
      "Over 24 hours: 240.5 mL at 10 mL/h takes 24 hours 3 minutes. Many policies replace an infusion bag within 24 hours of hanging it: check the volume, the rate and how long this bag may hang.",
    ]);
    expect(longer.copyLine).toContain(longer.cautions[0]!.text);
    // With a rounded rate, both cautions, the rounding first.
    const slow = ready({ perKg: false, volumeText: "250" });
    expect(slow.cautions.map((c) => c.kind)).toEqual(["rateRounded", "timeOverADay"]);
    expect(slow.time?.text).toBe("1\u202f315 hours 47 minutes");
  });

  it("uses a weight outside the plausible range, with the caution", () => {
    expect(ready({ weightText: "7000" })).toMatchObject({
      variant: "implausibleWeight",
      aspects: { weight: "outsideRange" },
    });
    expect(ready({ perKg: false, weightText: "7000" }).aspects.weight).toBe("notUsed");
  });
});

describe("bad input: a calm message per field, never a guess", () => {
  it.each<[Partial<InfusionInputs>, string, string, string]>([
    [{ doseText: "" }, "dose", "empty", "Enter the ordered dose rate"],
    [{ doseText: "0" }, "dose", "zero", "Enter a dose rate above 0"],
    [{ doseText: "5e1" }, "dose", "notation", "Write the number out in full, for example 1000 or 0.01 (no e notation)"],
    [
      { doseText: "5 mL/h" },
      "dose",
      "unit",
      "mL is not a dose: type the ordered dose in mg, mcg or units; the mL/h is the result",
    ],
    [
      { doseText: "5 units/kg/min" },
      "dose",
      "mismatch",
      "You typed units, but mcg is chosen: choose the unit the order is written in",
    ],
    [
      { doseText: "5 mcg/kg/min", per: "h" },
      "dose",
      "mismatch",
      "The order you typed is per minute, but per hour is chosen: choose the one the order says",
    ],
    [{ doseText: "5 mcg/kg/min", per: null }, "per", "choice", "Choose per minute, as the order you typed says"],
    [
      { doseText: "5 mcg/min" },
      "dose",
      "mismatch",
      "The order you typed is not per kg: choose the order without per kg",
    ],
    [
      { doseText: "5 mcg/kg/min", perKg: false },
      "dose",
      "mismatch",
      "The order you typed is per kg: choose per kg and enter the weight",
    ],
    [
      { doseText: "5 mcg/kg/day" },
      "dose",
      "unit",
      "An infusion order is per minute or per hour, for example 5 mcg/kg/min or 2 mg/h",
    ],
    [{ doseText: "5 mcg/lb/min" }, "dose", "unit", "Enter the order per kg, for example 5 mcg/kg/min"],
    [{ weightText: "" }, "weight", "empty", "Enter the weight in kg or lb"],
    [{ bagText: "" }, "bag", "empty", "Enter what is in the bag, for example 400 mg in 250 mL"],
    [
      { bagText: "25000 units in 500 mL" },
      "bag",
      "mismatch",
      "The order is a mass: enter the bag as a mass, for example 400 mg in 250 mL",
    ],
    [
      { doseUnit: "units", perKg: false, doseText: "1000", per: "h" },
      "bag",
      "mismatch",
      "The order is in units: enter the bag in units too, for example 25000 units in 500 mL",
    ],
    [{ bagText: "400 mg" }, "bag", "unit", "Add the volume too, for example 250 mg per 5 mL"],
    [{ direction: "rateToDose", rateText: "" }, "rate", "empty", "Enter the rate in mL/h"],
    [
      { direction: "rateToDose", rateText: "13.1 mL" },
      "rate",
      "unit",
      "This field takes a rate in mL/h, for example 13.1",
    ],
    [{ direction: "rateToDose", rateText: "-2" }, "rate", "negative", "Enter a rate above 0"],
    [{ dropFactor: 12 as never }, "dropFactor", "range", "Choose a drop factor of 10, 15, 20 or 60 drops/mL"],
    [{ volumeText: "0" }, "volume", "zero", "Enter a volume above 0, or leave it empty"],
    [{ volumeText: "250 mg" }, "volume", "unit", "Enter a volume in mL or L, for example 250"],
  ])("%j → invalid %s (%s): %s", (changes, field, reason, message) => {
    expect(evaluate(changes)).toMatchObject({ kind: "invalid", field, reason, message });
  });

  it("reads a typed rate unit with the conversion shown", () => {
    const r = ready({ direction: "rateToDose", rateText: "2 mL/min", doseUnit: "mg", perKg: false, per: "h" });
    expect([r.rate.text, r.notes.rate]).toEqual(["120 mL/h", "2 mL per minute = 120 mL/h"]);
    expect(ready({ doseText: "0.005 mg/kg/min" }).notes.dose).toBe("0.005 mg = 5 mcg");
  });

  it("is empty, with no hint, until the order (or the rate) or the bag is typed", () => {
    expect(evaluate({ doseText: "", bagText: "", per: null })).toEqual({ kind: "empty", notes: {} });
    expect(evaluate({ direction: "rateToDose", rateText: "", bagText: "" })).toEqual({ kind: "empty", notes: {} });
    expect(evaluate({ doseText: "", bagText: "", volumeText: "-1" })).toMatchObject({
      kind: "invalid",
      field: "volume",
    });
  });

  it("says when the result cannot be shown", () => {
    expect(evaluate({ doseText: "0.001", perKg: false })).toMatchObject({
      kind: "offScale",
      message: "The rate is below 0.01 mL/h, the smallest shown: check the order and the bag",
    });
    expect(evaluate({ direction: "rateToDose", rateText: "0.000001", perKg: false, doseUnit: "mg" })).toMatchObject({
      kind: "offScale",
      message: "The dose rate is too small to show: check the rate and the bag",
    });
    // A step of the working that would read "less than 0.000001 mg" is not built on: 0.001 mg/kg
    // per hour for 0.0001 kg is 0.0000001 mg per hour (the weight has its own caution too).
    const step = "A step of the working is too small to show: check the dose, the weight, the bag and their units";
    expect(
      evaluate({ doseText: "0.001", doseUnit: "mg", per: "h", weightText: "0.0001", bagText: "1 mg in 100000 mL" }),
    ).toMatchObject({ kind: "offScale", message: step });
    expect(
      evaluate({
        direction: "rateToDose",
        rateText: "0.0001",
        perKg: false,
        doseUnit: "mcg",
        per: "h",
        bagText: "0.001 mg in 1 mL",
      }),
    ).toMatchObject({ kind: "offScale", message: step });
  });

  it("says a result is too large rather than show digits that cannot be true or typed back", () => {
    const tooLarge = {
      kind: "offScale",
      message: "The result is too large to calculate with: check the order and the bag",
    };
    const perHour = { perKg: false, per: "h", doseUnit: "mg" } as const;
    // 15 digits with its decimal (0.1 mL/h) is the most a field takes: shown, and it reads back.
    expect(ready({ ...perHour, doseText: "9999999999999", bagText: "1 mg in 10 mL" }).rate.value).toBe(99999999999990);
    expect(evaluate({ ...perHour, doseText: "9999999999999", bagText: "1 mg in 100 mL" })).toMatchObject(tooLarge);
    // The order itself, a dose rate with 2 decimals, up to 13 whole digits.
    expect(evaluate({ ...perHour, doseText: "99999999999999", bagText: "1000 mg in 1 mL" })).toMatchObject(tooLarge);
    // Found by the round-trip property (seed -764091658): 1,118,816,942,715,000 mL/h was shown.
    expect(
      evaluate({ doseText: "902724", doseUnit: "mg", weightText: "330501", bagText: "4 mg/250 mL", per: "min" }),
    ).toMatchObject(tooLarge);
    // A step of the working too large to be true, even when the rate is not.
    expect(
      evaluate({
        doseText: "999999999999",
        doseUnit: "mg",
        weightText: "999999",
        bagText: "999999999999999 mg in 1 mL",
        per: "h",
      }),
    ).toMatchObject(tooLarge);
    // A dose rate has 2 decimals: up to 13 whole digits.
    expect(
      evaluate({ ...perHour, direction: "rateToDose", rateText: "99999999999999", bagText: "1 mg in 1 mL" }),
    ).toMatchObject(tooLarge);
    expect(
      ready({ ...perHour, direction: "rateToDose", rateText: "9999999999999", bagText: "1 mg in 1 mL" }).doseRate.value,
    ).toBe(9999999999999);
  });

  it("copies nothing without a result, and evaluates each inputs object once", () => {
    expect(infusionCopyLine(evaluate({ bagText: "" }))).toBeNull();
    const inputs = { ...BASE };
    expect(infusionStatusOf(inputs)).toBe(infusionStatusOf(inputs));
  });
});

describe("properties", () => {
  const decimal = fc
    .integer({ min: 1, max: 999999 })
    .chain((n) => fc.integer({ min: 0, max: 4 }).map((d) => n / 10 ** d));
  const bag = fc.constantFrom(
    "400 mg in 250 mL",
    "2 g in 500 mL",
    "50 mg in 50 mL",
    "1:1,000",
    "4 mg/250 mL",
    "25000 units in 500 mL",
    "100 units/mL",
  );
  const order = fc.record({
    unit: fc.constantFrom<"mg" | "mcg">("mg", "mcg"),
    perKg: fc.boolean(),
    per: fc.constantFrom<"min" | "h">("min", "h"),
  });

  it("dose rate → mL/h → dose rate is the identity (exact arithmetic, before the rate is rounded)", () => {
    fc.assert(
      fc.property(decimal, decimal, bag, order, (dose, kg, bagText, o) => {
        const b = strength(bagText);
        const unit = b.kind === "units" ? "units" : o.unit;
        const back = doseRateFor(mlPerHourFor(dose, unit, o.perKg, o.per, kg, b), unit, o.perKg, o.per, kg, b);
        expect(Math.abs(back - dose) / dose).toBeLessThanOrEqual(2 ** -50);
      }),
    );
  });

  it("the rate set round-trips to the order within its rounding, and the caution says when that is over 1 %", () => {
    fc.assert(
      fc.property(decimal, decimal, bag, order, (dose, kg, bagText, o) => {
        const unit = strength(bagText).kind === "units" ? "units" : o.unit;
        const inputs = {
          doseText: String(dose),
          weightText: String(kg),
          bagText,
          doseUnit: unit,
          perKg: o.perKg,
          per: o.per,
        } as const;
        const forward = evaluate(inputs);
        if (forward.kind !== "ready") return;
        const back = evaluate({ ...inputs, direction: "rateToDose", rateText: String(forward.rate.value) });
        expect(back.kind).toBe("ready");
        if (back.kind !== "ready" || !("doseRate" in back)) return;
        const off = Math.abs(back.doseRate.value - dose) / dose;
        if (forward.aspects.rate === "rounded") expect(forward.cautions.map((c) => c.kind)).toContain("rateRounded");
        else expect(off).toBeLessThanOrEqual(0.01 + 1e-9);
      }),
    );
  });

  it("never shows NaN, Infinity or undefined, and never throws, whatever is typed", () => {
    const typed = anyTypedText(
      "5 mcg/kg/min",
      "13.1 mL/h",
      "400 mg in 250 mL",
      "25000 units in 500 mL",
      "2 L/min",
      "70 kg",
      "250 mL",
    );
    fc.assert(
      fc.property(
        fc.record({
          direction: fc.constantFrom<InfusionInputs["direction"]>(
            "doseToRate",
            "rateToDose",
            "volumeOverTime",
            "volumeAndRate",
          ),
          doseText: typed,
          doseUnit: fc.constantFrom<"mg" | "mcg" | "units">("mg", "mcg", "units"),
          perKg: fc.boolean(),
          per: fc.constantFrom<"min" | "h" | null>("min", "h", null),
          weightText: typed,
          weightUnit: fc.constantFrom<"kg" | "lb">("kg", "lb"),
          bagText: typed,
          rateText: typed,
          dropFactor: fc.constantFrom(null, ...DROP_FACTORS),
          volumeText: typed,
          durationText: typed,
          durationUnit: fc.constantFrom<"min" | "h" | null>("min", "h", null),
          startText: typed,
        }),
        (inputs) => {
          expectNoBadText(evaluateInfusion(inputs));
        },
      ),
      { numRuns: 1500 },
    );
  });
});
