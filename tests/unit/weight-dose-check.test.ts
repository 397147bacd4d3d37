/**
 * The weight-based dose double check's comparison (src/domain/weight-dose-check.ts): entries are
 * compared by what was read, never how they were written; a mismatch always names an entry; the
 * comparison is symmetric (it never says which person is right).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkIncomplete, differingEntries, entriesAgree, mismatchSentence } from "~/domain/weight-dose-check";
import { EMPTY_INPUTS } from "~/machines/weight-dose/weight-dose.types";
import type { WeightDoseInputs } from "~/domain/weight-dose";
import { matchAnnouncement } from "~/machines/weight-dose/weight-dose.check";

const form = (over: Partial<WeightDoseInputs>): WeightDoseInputs => ({ ...EMPTY_INPUTS, ...over });
const BASE = form({ weightText: "10", orderText: "15", strengthText: "50 mg/mL" });

describe("weight-dose double check comparison", () => {
  it("the same calculation written another way agrees: g for mg in the strength, mcg/kg for mg/kg, 250 mg per 5 mL", () => {
    expect(entriesAgree(BASE, form({ ...BASE, strengthText: "250 mg per 5 mL" }))).toBe(true);
    expect(entriesAgree(BASE, form({ ...BASE, orderUnit: "mcg", orderText: "15000" }))).toBe(true);
    expect(entriesAgree(BASE, form({ ...BASE, orderText: "15 mg/kg" }))).toBe(true);
  });

  it("a weight in lb where the first was in kg differs; the pounds that make the same kg agree", () => {
    expect(differingEntries(BASE, form({ ...BASE, weightUnit: "lb" }))).toEqual(["weight"]);
    // 22.05 lb is 10.00 kg to the nearest 0.01 kg, the weight the dose is worked from.
    expect(entriesAgree(BASE, form({ ...BASE, weightUnit: "lb", weightText: "22.05" }))).toBe(true);
  });

  it("per day is not per dose; a maximum one person entered and the other did not differs", () => {
    expect(differingEntries(BASE, form({ ...BASE, basis: "perDay", dosesPerDayText: "1" }))).toEqual([
      "order",
      "dosesPerDay",
    ]);
    expect(differingEntries(BASE, form({ ...BASE, maximumText: "500" }))).toEqual(["maximum"]);
    expect(mismatchSentence(["weight", "maximum", "strength"])).toBe(
      "Weight, maximum single dose and label strength differ between the two entries.",
    );
  });

  it("an entry that cannot be compared says where, in the calculator's own words", () => {
    expect(checkIncomplete(EMPTY_INPUTS)).toEqual({
      at: "weight",
      message: "Enter the weight and the ordered dose per kg.",
    });
    expect(checkIncomplete(form({ ...BASE, strengthText: "x" }))?.at).toBe("strength");
    expect(checkIncomplete(form({ ...BASE, orderText: "0.00000001" }))?.at).toBe("result");
    expect(checkIncomplete(BASE)).toBeNull();
  });

  const entry = fc.record({
    weightText: fc.constantFrom("10", "10.0", "22", "9.98"),
    weightUnit: fc.constantFrom("kg" as const, "lb" as const),
    orderText: fc.constantFrom("15", "15.0", "20"),
    orderUnit: fc.constantFrom("mg" as const, "mcg" as const),
    basis: fc.constantFrom("perDose" as const, "perDay" as const),
    dosesPerDayText: fc.constantFrom("1", "4"),
    maximumText: fc.constantFrom("", "100", "0.1 g"),
    strengthText: fc.constantFrom("", "50 mg/mL", "250 mg per 5 mL", "100 mg/mL"),
  });

  it("property: symmetric, agreeing exactly when no entry differs, and every entry agrees with itself", () => {
    fc.assert(
      fc.property(entry, entry, (a0, b0) => {
        const a = form(a0);
        const b = form(b0);
        expect(differingEntries(a, b)).toEqual(differingEntries(b, a));
        expect(entriesAgree(a, b)).toBe(differingEntries(a, b).length === 0);
        expect(entriesAgree(a, a)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("weight-dose double check: the agreed dose", () => {
  it("is the dose to give (capped), with how it was capped as its caution after it", () => {
    const first = form({ weightText: "20", orderText: "25", maximumText: "400", strengthText: "250 mg per 5 mL" });
    expect(matchAnnouncement(first)).toBe(
      "Double check: the two entries match. Agreed dose 400 mg, 8 mL. Caution: 500 mg by weight; capped at your maximum, 400 mg.",
    );
  });
});
