/**
 * Issue 56, principle 4: a change of unit never moves a quantity unseen. The rule
 * (src/domain/dose/unit-change.ts, src/domain/weight.ts): a bare number is rewritten in the unit
 * chosen as the same quantity, or kept with its own unit, or (nothing typed that the unit reads)
 * left alone.
 */
import { describe, expect, it } from "vitest";
import { rewriteAmount, unitChangeSentence, bareNumberOf } from "~/domain/dose/unit-change";
import { readWeight, rewriteWeight, type WeightUnitChoice } from "~/domain/weight";

const kgOf = (text: string, unit: WeightUnitChoice) => {
  const r = readWeight(text, unit);
  return r.ok ? r.weight.kg : null;
};

describe("a weight's unit changed with a number typed", () => {
  it("22 lb becomes 9.98 kg, the very kg the pound was read as, and back to 22 lb", () => {
    const toKg = rewriteWeight("22", "lb", "kg");
    expect(toKg).toEqual({ kind: "converted", text: "9.98", from: "22 lb", to: "9.98 kg" });
    expect(kgOf(toKg!.text, "kg")).toBe(kgOf("22", "lb"));
    expect(rewriteWeight(toKg!.text, "kg", "lb")).toEqual({
      kind: "converted",
      text: "22",
      from: "9.98 kg",
      to: "22 lb",
    });
  });

  it("never drifts: every weight from 0.2 kg to 200 kg at 0.01 kg goes to lb and back to the same kg", () => {
    const drifted: string[] = [];
    for (let hundredths = 20; hundredths <= 20000; hundredths += 7) {
      const kg = (hundredths / 100).toString();
      const lb = rewriteWeight(kg, "kg", "lb");
      if (lb?.kind !== "converted" || kgOf(lb.text, "lb") !== Number(kg)) {
        drifted.push(kg);
        continue;
      }
      const back = rewriteWeight(lb.text, "lb", "kg");
      if (back?.kind !== "converted" || Number(back.text) !== Number(kg)) drifted.push(kg);
    }
    expect(drifted).toEqual([]);
  });

  it("lb is written with the fewest decimals that read back as the same kg (10 kg is 22.05 lb)", () => {
    expect(rewriteWeight("10", "kg", "lb")?.text).toBe("22.05");
    expect(rewriteWeight("1000", "kg", "lb")).toMatchObject({ kind: "converted", text: "2204.62" });
  });

  it("a kg finer than the pound's 0.01 kg is kept in kg, said why", () => {
    const kept = rewriteWeight("3.4565", "kg", "lb");
    expect(kept).toMatchObject({ kind: "kept", text: "3.4565 kg", from: "3.4565 kg" });
    expect(kgOf(kept!.text, "lb")).toBe(3.4565);
  });

  it("nothing moves when nothing typed is read in the unit: empty, refused, zero, its own unit, the same unit", () => {
    for (const text of ["", "x", "0", "-3", "22 lb", "3500 g", "1,350"])
      expect(rewriteWeight(text, "kg", "lb")).toBeNull();
    expect(rewriteWeight("22", "kg", "kg")).toBeNull();
  });
});

describe("an amount's unit changed with a number typed", () => {
  it("a mass to a mass is exact: 15 mg/kg is 15000 mcg/kg, 0.5 g is 500 mg, and back", () => {
    expect(rewriteAmount("15", "mg", "mcg", "/kg")).toEqual({
      kind: "converted",
      text: "15000",
      from: "15 mg/kg",
      to: "15\u202f000 mcg/kg",
    });
    expect(rewriteAmount("15000", "mcg", "mg", "/kg")?.text).toBe("15");
    expect(rewriteAmount("0.5", "g", "mg")?.text).toBe("500");
    expect(rewriteAmount("0.001", "mg", "g")?.text).toBe("0.000001");
    // A number a dose field would ask about is written so that it reads back as itself.
    expect(rewriteAmount("2125", "mg", "g")?.text).toBe("2.1250");
  });

  it("a mass has no equivalent in units: kept with its unit, and asked for in units", () => {
    expect(rewriteAmount("500", "mg", "units")).toEqual({
      kind: "kept",
      text: "500 mg",
      from: "500 mg",
      why: "units are not a mass, so it cannot be converted: type it in units from the label",
    });
    expect(rewriteAmount("5000", "units", "g")).toMatchObject({ kind: "kept", text: "5000 units" });
  });

  it("a typed unit wins over the choice: nothing is re-read", () => {
    expect(rewriteAmount("15 mg/kg", "mg", "mcg", "/kg")).toBeNull();
    expect(rewriteAmount("", "mg", "g")).toBeNull();
    expect(bareNumberOf("2,5")).toEqual({ value: 2.5, numberText: "2,5" });
  });

  it("says what moved: the conversions, then each number kept and why", () => {
    const order = rewriteAmount("15", "mg", "mcg", "/kg")!;
    const maximum = rewriteAmount("500", "mg", "mcg")!;
    expect(unitChangeSentence([["Weight", rewriteWeight("22", "lb", "kg")!]])).toBe(
      "Weight 22 lb is 9.98 kg: converted, the quantity is unchanged.",
    );
    expect(
      unitChangeSentence([
        ["Ordered dose", order],
        ["Your maximum", maximum],
      ]),
    ).toBe(
      "Ordered dose 15 mg/kg is 15\u202f000 mcg/kg; Your maximum 500 mg is 500\u202f000 mcg: converted, the quantities are unchanged.",
    );
    expect(unitChangeSentence([["Powder", rewriteAmount("500", "mg", "units")!]])).toBe(
      "Powder 500 mg kept as typed: units are not a mass, so it cannot be converted: type it in units from the label.",
    );
  });
});
