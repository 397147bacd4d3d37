/**
 * Weight-based dose, pure part (src/domain/weight-dose.ts): the textbook cases, every status a
 * machine will map to a state with the words a person sees in it, and properties: a per-day order
 * divided into N doses is the per-dose order of a Nth of it; the volume is the converter's own
 * answer for the dose shown; no display string ever holds NaN, Infinity or undefined.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  evaluateWeightDose,
  weightDoseCopyLine,
  weightDoseStatusOf,
  SOURCES,
  type WeightDoseInputs,
} from "~/domain/weight-dose";
import { evaluateConverter } from "~/domain/dose/conversion";
import { decimalProduct } from "~/domain/number/exact";
import { anyTypedText, expectNoBadText, typedNumber } from "./clinical-arbitraries";

const BASE: WeightDoseInputs = {
  weightText: "10",
  weightUnit: "kg",
  orderText: "15",
  orderUnit: "mg",
  basis: "perDose",
  dosesPerDayText: "",
  maximumText: "",
  strengthText: "",
  syringe: "oral",
};
const evaluate = (changes: Partial<WeightDoseInputs>) => evaluateWeightDose({ ...BASE, ...changes });
function ready(changes: Partial<WeightDoseInputs>) {
  const status = evaluate(changes);
  if (status.kind !== "ready") throw new Error(`expected a result, got ${JSON.stringify(status)}`);
  return status;
}

describe("weight-based dose: textbook cases", () => {
  it("15 mg/kg for 10 kg = 150 mg", () => {
    const r = ready({});
    expect(r.dose).toEqual({ value: 150, text: "150 mg", plain: "150" });
    expect(r.basis).toEqual(["Weight: 10 kg", "15 mg/kg × 10 kg = 150 mg"]);
    expect(r.copyLine).toBe("15 mg/kg per dose × 10 kg = 150 mg");
    expect([r.variant, r.aspects]).toEqual(["plain", { weight: "inRange", dose: "byWeight", volume: "noStrength" }]);
  });

  it("15 mg/kg for 22 lb = 9.98 kg = 149.7 mg, the conversion shown and the kg used as shown", () => {
    const r = ready({ weightText: "22", weightUnit: "lb" });
    expect(r.weight.text).toBe("9.98 kg");
    expect(r.dose.text).toBe("149.7 mg");
    expect(r.basis).toEqual([
      "Weight: 22 lb = 9.98 kg (22 × 0.45359237 kg per lb, to the nearest 0.01 kg)",
      "15 mg/kg × 9.98 kg = 149.7 mg",
    ]);
    expect(r.notes.weight).toBe("22 lb = 9.98 kg (22 × 0.45359237 kg per lb, to the nearest 0.01 kg)");
    expect(r.copyLine).toBe("15 mg/kg per dose × 9.98 kg (22 lb) = 149.7 mg");
    expect(ready({ weightText: "22 lb" }).dose.text).toBe("149.7 mg");
  });

  it("a per-day order capped per dose: what is given a day is the capped doses, beside the daily dose by weight", () => {
    // 100 mg/kg/day × 40 kg = 4,000 mg a day in 4 doses = 1,000 mg per dose, capped at 500 mg.
    const r = ready({ weightText: "40", orderText: "100", basis: "perDay", dosesPerDayText: "4", maximumText: "500" });
    expect(r.dose.text).toBe("500 mg");
    expect(r.daily).toEqual({ value: 4000, text: "4\u202f000 mg per day", doses: 4, asGiven: "2\u202f000 mg per day" });
  });

  it("60 mg/kg per day in 4 doses for 10 kg = 600 mg per day = 150 mg per dose", () => {
    const r = ready({ orderText: "60", basis: "perDay", dosesPerDayText: "4" });
    expect(r.daily).toEqual({ value: 600, text: "600 mg per day", doses: 4, asGiven: null });
    expect(r.dose.text).toBe("150 mg");
    expect(r.basis).toEqual([
      "Weight: 10 kg",
      "60 mg/kg per day × 10 kg = 600 mg per day",
      "600 mg per day ÷ 4 doses = 150 mg per dose",
    ]);
    expect(r.copyLine).toBe("60 mg/kg per day × 10 kg = 600 mg per day ÷ 4 doses = 150 mg");
    expect(ready({ orderText: "60 mg/kg/day", basis: "perDay", dosesPerDayText: "4 doses" }).dose.text).toBe("150 mg");
  });

  it("an order in mcg/kg gives the dose in mcg, and the strength in mcg/mL for its volume", () => {
    const r = ready({
      weightText: "3.5",
      orderText: "5",
      orderUnit: "mcg",
      strengthText: "0.1 mg/mL",
      syringe: "injection",
    });
    expect(r.dose.text).toBe("17.5 mcg");
    expect(r.volume?.text).toBe("0.175 mL");
    expect(r.basis.slice(2)).toEqual(["Strength: 0.1 mg/mL = 100 mcg/mL", "17.5 mcg ÷ 100 mcg/mL = 0.175 mL"]);
    expect(r.copyLine).toContain("17.5 mcg at 100 mcg/mL = 0.175 mL");
    // A strength typed in mcg/mL is said once in each unit, never back to where it started.
    const mcg = ready({ weightText: "3.5", orderText: "7", orderUnit: "mcg", strengthText: "500 mcg/mL" });
    expect(mcg.basis.slice(2)).toEqual(["Strength: 500 mcg/mL = 0.5 mg/mL", "24.5 mcg ÷ 500 mcg/mL = 0.049 mL"]);
  });

  it("a dose under 1 mg keeps 3 significant figures: 0.02 mg/kg × 3.3 kg = 0.066 mg, never 0.07 mg", () => {
    expect(ready({ weightText: "3.3", orderText: "0.02" }).dose.text).toBe("0.066 mg");
  });
});

describe("the maximum single dose caps the dose visibly", () => {
  it("says it plainly: '600 mg by weight; capped at your maximum, 500 mg'", () => {
    const r = ready({ weightText: "40", maximumText: "500", strengthText: "100 mg/mL" });
    expect(r.doseLine).toBe("600 mg by weight; capped at your maximum, 500 mg");
    expect(r.dose.value).toBe(500);
    expect(r.volume?.text).toBe("5 mL");
    expect([r.variant, r.aspects.dose]).toEqual(["capped", "capped"]);
    expect(r.cautions).toEqual([{ kind: "capped", text: "600 mg by weight; capped at your maximum, 500 mg." }]);
    expect(r.copyLine).toBe(
      "15 mg/kg per dose × 40 kg = 600 mg by weight; capped at your maximum, 500 mg; 500 mg at 100 mg/mL = 5 mL",
    );
  });

  it("a maximum in another unit is converted with the conversion shown; one at or above the dose does not cap", () => {
    expect(ready({ weightText: "40", maximumText: "0.5 g" })).toMatchObject({
      doseLine: "600 mg by weight; capped at your maximum, 500 mg",
      notes: { maximum: "0.5 g = 500 mg" },
    });
    const within = ready({ maximumText: "150 mg/dose" });
    expect([within.aspects.dose, within.doseLine, within.cautions]).toEqual(["withinMaximum", "150 mg", []]);
    expect(within.basis).toContain("150 mg is not above your maximum, 150 mg");
  });

  it("a bare maximum is read in the order's unit, and says so: a change of that unit never changes it unseen", () => {
    expect(ready({ weightText: "40", maximumText: "500" }).notes.maximum).toBe("Read as 500 mg (the order's unit)");
    const mcg = ready({ weightText: "10", orderUnit: "mcg", maximumText: "200" });
    expect(mcg.notes.maximum).toBe("Read as 200 mcg (the order's unit)");
    expect(mcg.doseLine).toBe("150 mcg");
  });

  it("caps at the maximum exactly as typed, every digit", () => {
    const r = ready({ maximumText: "0.12345", strengthText: "1 mg/mL", syringe: "injection" });
    expect([r.dose.text, r.dose.plain, r.volume?.text]).toEqual(["0.12345 mg", "0.12345", "0.1235 mL"]);
  });
});

describe("cautions: each is its own aspect, with its words, and travels in the copy line", () => {
  it("a weight outside 0.2 to 635 kg is used, with the range said", () => {
    const r = ready({ weightText: "3500" });
    expect([r.variant, r.aspects.weight]).toEqual(["implausibleWeight", "outsideRange"]);
    const text =
      "Check the weight: 3\u202f500 kg is outside 0.2 kg to 635 kg, the range of weights recorded for people (the smallest surviving newborns to the heaviest person on record). Check the number and its unit (kg or lb) before using this result.";
    expect(r.cautions).toEqual([{ kind: "implausibleWeight", text }]);
    expect(r.copyLine).toBe(`15 mg/kg per dose × 3\u202f500 kg = 52\u202f500 mg. ${text}`);
    expect(SOURCES.join(" ")).toMatch(/Tiniest Babies.*Guinness.*NIST/s);
  });

  it.each([
    ["measurable", "15", "250 mg per 5 mL", "oral", "3 mL", null],
    ["cautionPrecision", "15", "50 mg/mL", "injection", "3 mL", null],
    ["cautionSmall", "0.5", "100 mg/mL", "oral", "0.05 mL", "Very small volume: 0.05 mL is under 0.1 mL"],
    [
      "cautionLarge",
      "15",
      "10 mg/mL",
      "oral",
      "15 mL",
      "Check the dose: 15 mL is more than any oral syringe here holds",
    ],
    ["tooSmallToShow", "0.0001", "1000 mg/mL", "oral", "less than 0.0001 mL", "The volume is below 0.0001 mL"],
  ] as const)("volume %s", (aspect, orderText, strengthText, syringe, volumeText, caution) => {
    const r = ready({ orderText, strengthText, syringe, weightText: aspect === "cautionPrecision" ? "10.1" : "10" });
    expect(r.aspects.volume).toBe(aspect);
    if (aspect !== "cautionPrecision") expect(r.volume?.text).toBe(volumeText);
    if (aspect === "measurable") expect(r.cautions).toEqual([]);
    else expect(r.cautions.map((c) => c.kind)).toEqual([aspect]);
    if (caution) expect(r.cautions[0]?.text).toContain(caution);
    if (aspect !== "measurable") expect(r.copyLine).toContain(r.cautions[0]!.text);
  });

  it("every caution shown is named by an aspect, in order: weight, cap, volume", () => {
    const r = ready({ weightText: "700", maximumText: "5000", strengthText: "10 mg/mL" });
    expect(r.cautions.map((c) => c.kind)).toEqual(["implausibleWeight", "capped", "cautionLarge"]);
    expect(r.aspects).toEqual({ weight: "outsideRange", dose: "capped", volume: "cautionLarge" });
    expect(r.variant).toBe("implausibleWeight");
  });
});

describe("bad input: a calm message per field, never a guess", () => {
  it.each<[Partial<WeightDoseInputs>, string, string, string]>([
    [{ weightText: "" }, "weight", "empty", "Enter the weight in kg or lb"],
    [{ weightText: "1,200" }, "weight", "ambiguous", "Type 1200 without the comma, or 1.2 with a point for decimals"],
    [
      { weightText: "1e2" },
      "weight",
      "notation",
      "Write the number out in full, for example 1000 or 0.01 (no e notation)",
    ],
    [{ weightText: "-10" }, "weight", "negative", "Enter a weight above 0"],
    [{ weightText: "10 mL" }, "weight", "unit", "mL is not a weight: type the weight in kg or lb"],
    [{ orderText: "" }, "order", "empty", "Enter the ordered dose in mg/kg"],
    [{ orderText: "0" }, "order", "zero", "Enter an ordered dose above 0"],
    [
      { orderText: "15 mg" },
      "order",
      "unit",
      "This field takes a dose per kg, for example 15 mg/kg. For a fixed dose, use the mg to mL converter",
    ],
    [{ orderText: "15 mg/lb" }, "order", "unit", "Enter the order per kg, for example 15 mg/kg"],
    [{ orderText: "15 units/kg" }, "order", "unit", "This calculator takes an order in mg/kg or mcg/kg"],
    [
      { orderText: "15 mg/kg/h" },
      "order",
      "unit",
      "This calculator takes a dose per kg per dose or per day; for a rate per minute or per hour, use the infusion rate calculator",
    ],
    [
      { orderText: "60 mg/kg/day" },
      "order",
      "mismatch",
      "The order you typed is per day: choose per day and enter the number of doses",
    ],
    [
      { orderText: "15 mg/kg/dose", basis: "perDay", dosesPerDayText: "4" },
      "order",
      "mismatch",
      "The order you typed is per dose: choose per dose",
    ],
    [{ basis: "perDay" }, "dosesPerDay", "empty", "Enter how many doses the daily dose is divided into, for example 4"],
    [
      { basis: "perDay", dosesPerDayText: "2.5" },
      "dosesPerDay",
      "range",
      "Enter a whole number of doses a day, from 1 to 24",
    ],
    [
      { basis: "perDay", dosesPerDayText: "25" },
      "dosesPerDay",
      "range",
      "Enter a whole number of doses a day, from 1 to 24",
    ],
    [{ maximumText: "-5" }, "maximum", "negative", "Enter a maximum above 0, or leave it empty"],
    [{ maximumText: "500 mg/day" }, "maximum", "unit", "This is the maximum single dose: type it without “per day”"],
    [{ maximumText: "5 mL" }, "maximum", "unit", "Enter the maximum single dose in mg, mcg or g"],
    [
      { strengthText: "100 units/mL" },
      "strength",
      "mismatch",
      "The order is a mass per kg: enter the strength as a mass, for example 250 mg per 5 mL",
    ],
    [{ strengthText: "0 mg/mL" }, "strength", "zero", "Enter a concentration above 0"],
    [{ strengthText: "250 mg" }, "strength", "unit", "Add the volume too, for example 250 mg per 5 mL"],
  ])("%j → invalid %s (%s): %s", (changes, field, reason, message) => {
    expect(evaluate(changes)).toMatchObject({ kind: "invalid", field, reason, message });
  });

  it("is empty, with no hint, until the weight or the order is typed; a wrong entry elsewhere still speaks", () => {
    expect(evaluate({ weightText: "", orderText: "" })).toEqual({ kind: "empty", notes: {} });
    expect(evaluate({ weightText: "", orderText: "", maximumText: "abc" })).toMatchObject({
      kind: "invalid",
      field: "maximum",
      reason: "invalid",
    });
    expect(evaluate({ weightText: "", orderText: "15" })).toMatchObject({
      kind: "invalid",
      field: "weight",
      reason: "empty",
    });
  });

  it("lists every issue in field order, the first one as the status", () => {
    const s = evaluate({
      weightText: "x",
      orderText: "1,5",
      basis: "perDay",
      dosesPerDayText: "0",
      maximumText: "2e3",
      strengthText: "abc",
    });
    expect(s.kind === "invalid" && s.issues.map((i) => i.field)).toEqual([
      "weight",
      "dosesPerDay",
      "maximum",
      "strength",
    ]);
    expect(s).toMatchObject({ field: "weight", notes: { order: "Read as 1.5 mg/kg" } });
  });

  it("says when the dose cannot be shown", () => {
    expect(evaluate({ orderText: "0.00000001" })).toMatchObject({
      kind: "offScale",
      message:
        "The dose is too small to show: check the weight and the order (an order in mcg/kg gives the dose in mcg)",
    });
  });

  it("says a dose or volume is too large rather than show digits that cannot be true or typed back", () => {
    const tooLarge = {
      kind: "offScale",
      message: "The dose is too large to calculate with: check the weight and the order",
    };
    // A dose has 2 decimals: up to 13 whole digits, 15 with them, the most a field takes.
    expect(ready({ orderText: "99999999999" }).dose.text).toBe("999\u202f999\u202f999\u202f990 mg");
    expect(evaluate({ orderText: "9999999999999" })).toMatchObject(tooLarge);
    expect(evaluate({ orderText: "99999999999", basis: "perDay", dosesPerDayText: "1" })).toMatchObject({
      kind: "ready",
    });
    // Each dose would fit; the day's total shown in the working would not.
    expect(evaluate({ orderText: "9999999999999", basis: "perDay", dosesPerDayText: "12" })).toMatchObject(tooLarge);
    expect(evaluate({ orderText: "1", strengthText: "0.000000000000001 mg/mL" })).toMatchObject(tooLarge);
  });

  it("copies nothing without a result, and evaluates each inputs object once", () => {
    expect(weightDoseCopyLine(evaluate({ weightText: "" }))).toBeNull();
    const inputs = { ...BASE };
    expect(weightDoseStatusOf(inputs)).toBe(weightDoseStatusOf(inputs));
  });
});

describe("properties", () => {
  const short = (max: number) =>
    fc.integer({ min: 1, max }).chain((n) => fc.integer({ min: 0, max: 3 }).map((d) => n / 10 ** d));

  it("a per-day order divided into N doses is the per-dose order of a Nth of it", () => {
    fc.assert(
      fc.property(short(5000), fc.integer({ min: 1, max: 24 }), short(200000), (perDose, n, kg) => {
        const perDay = decimalProduct(perDose, n);
        const a = evaluate({ weightText: typedNumber(kg), orderText: typedNumber(perDose) });
        const b = evaluate({
          weightText: typedNumber(kg),
          orderText: typedNumber(perDay),
          basis: "perDay",
          dosesPerDayText: String(n),
        });
        expect(b.kind).toBe(a.kind);
        if (a.kind === "ready" && b.kind === "ready") expect(b.dose).toEqual(a.dose);
      }),
    );
  });

  it("the volume is the converter's own answer for the dose shown and the same strength", () => {
    const strength = fc.constantFrom(
      "250 mg per 5 mL",
      "100 mg/mL",
      "2%",
      "1:1,000",
      "40 mg/mL",
      "125 mg/5 mL",
      "7.55 mg/L",
    );
    fc.assert(
      fc.property(
        short(300),
        short(2000),
        strength,
        fc.constantFrom("oral", "injection"),
        (order, kg, strengthText, syringe) => {
          const r = evaluate({
            weightText: typedNumber(kg),
            orderText: typedNumber(order),
            strengthText,
            syringe: syringe as "oral" | "injection",
          });
          if (r.kind !== "ready" || !r.volume) return;
          const c = evaluateConverter({
            amountText: r.dose.plain,
            concentrationText: strengthText,
            direction: "mgToMl",
          });
          if (c.result.status === "ok") expect(r.volume.text).toBe(c.result.text);
          else expect(r.volume.aspect).toBe("tooSmallToShow");
        },
      ),
    );
  });

  it("never shows NaN, Infinity or undefined, and never throws, whatever is typed", () => {
    const typed = anyTypedText("22 lb", "15 mg/kg", "15 mg/kg/day", "250 mg per 5 mL", "2%", "1:1,000", "500 mg");
    fc.assert(
      fc.property(
        typed,
        typed,
        typed,
        typed,
        typed,
        fc.constantFrom("kg", "lb"),
        fc.constantFrom("mg", "mcg"),
        fc.constantFrom("perDose", "perDay"),
        (w, o, d, m, s, wu, ou, b) => {
          const status = evaluate({
            weightText: w,
            orderText: o,
            dosesPerDayText: d,
            maximumText: m,
            strengthText: s,
            weightUnit: wu as "kg",
            orderUnit: ou as "mg",
            basis: b as "perDay",
          });
          expectNoBadText(status);
        },
      ),
      { numRuns: 1500 },
    );
  });
});

describe("what is said without a result names every refused field", () => {
  it("two refused fields: both named by their labels, each with the hint the page shows under it", async () => {
    const { settledWords } = await import("~/machines/clinical-machine");
    const status = evaluate({ weightText: "abc", orderText: "1e3" });
    if (status.kind !== "invalid") throw new Error(`expected a refusal, got ${status.kind}`);
    const labels: Record<string, string> = { weight: "Weight (kg)", order: "Ordered dose (mg/kg per dose)" };
    const issues = (status as unknown as { issues: { field: string; message: string }[] }).issues;
    expect(issues.map((i) => i.field)).toEqual(["weight", "order"]);
    const stop = (m: string) => (/[.!?]$/.test(m) ? m : `${m}.`);
    expect(settledWords(status, null, (f) => labels[f] ?? null)).toBe(
      `No result: Weight (kg): ${stop(issues[0]!.message)} Ordered dose (mg/kg per dose): ${stop(issues[1]!.message)}`,
    );
    // One refused field: named alone, as before.
    const one = evaluate({ weightText: "abc" });
    expect(settledWords(one, null, (f) => labels[f] ?? null)).toMatch(/^No result: Weight \(kg\): /);
  });
});
