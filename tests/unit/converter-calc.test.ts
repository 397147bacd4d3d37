import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  amountLabel,
  convert,
  evaluateConverter,
  formulaLine,
  parseAmount,
  resultUnit,
} from "~/machines/converter/converter.calc";
import { formatDose, formatPlainNumber } from "~/lib/number/format";
import { parseNumber } from "~/lib/number/parse";
import { DOSE_PAGES, HOME_PRESET, MG_PAGES, ML_PAGES, SYRINGE_PRESET } from "~/data/doses";
import type { Direction } from "~/data/doses";

const resultOf = (amountText: string, concentrationText: string, direction: Direction = "mgToMl") =>
  evaluateConverter({ amountText, concentrationText, direction });

describe("convert: the formula", () => {
  it.each<[number, number, Direction, number]>([
    [20, 10, "mgToMl", 2],
    [2, 10, "mlToMg", 20],
    [0, 100, "mgToMl", 0],
    [1, 3, "mgToMl", 1 / 3],
  ])("convert(%s, %s, %s) = %s", (amount, c, d, expected) => {
    expect(convert(amount, c, d)).toBeCloseTo(expected, 12);
  });

  it("names units, labels and formula lines by direction", () => {
    expect(resultUnit("mgToMl")).toBe("mL");
    expect(resultUnit("mlToMg")).toBe("mg");
    expect(amountLabel("mgToMl")).toBe("Amount (mg)");
    expect(amountLabel("mlToMg")).toBe("Amount (mL)");
    expect(formulaLine("mgToMl")).toBe("mL = mg ÷ concentration (mg/mL)");
    expect(formulaLine("mlToMg")).toBe("mg = mL × concentration (mg/mL)");
  });
});

describe("the spec's own figures", () => {
  // Home chart, 250 mg/5 mL (50 mg/mL).
  it.each([
    [50, "1 mL"],
    [100, "2 mL"],
    [125, "2.5 mL"],
    [250, "5 mL"],
    [500, "10 mL"],
  ])("home chart at 250 mg/5 mL: %s mg = %s", (mg, text) => {
    const r = resultOf(String(mg), "250 mg/5 mL").result;
    expect(r.status === "ok" && r.text).toBe(text);
  });

  // Syringe table, 50 mg/mL.
  it.each([
    [2.5, "0.05 mL"],
    [10, "0.2 mL"],
    [25, "0.5 mL"],
    [100, "2 mL"],
    [250, "5 mL"],
  ])("syringe table at 50 mg/mL: %s mg = %s", (mg, text) => {
    const r = resultOf(String(mg), "50").result;
    expect(r.status === "ok" && r.text).toBe(text);
  });

  it("the 20 mg page: 20 mg at 10 mg/mL = 2 mL, with its worked line", () => {
    const r = resultOf("20", "10").result;
    expect(r).toMatchObject({ status: "ok", text: "2 mL", worked: "20 mg ÷ 10 mg/mL = 2 mL" });
  });

  it("mL to mg: 2 mL at 10 mg/mL = 20 mg", () => {
    expect(resultOf("2", "10", "mlToMg").result).toMatchObject({ text: "20 mg", worked: "2 mL × 10 mg/mL = 20 mg" });
  });

  it("every preset page has a result, and the home/syringe presets too", () => {
    for (const preset of [...DOSE_PAGES.map((p) => p.preset), HOME_PRESET, SYRINGE_PRESET]) {
      const r = evaluateConverter({
        amountText: String(preset.amount),
        concentrationText: String(preset.concentration),
        direction: preset.direction,
      }).result;
      expect(r.status).toBe("ok");
    }
    expect(MG_PAGES).toHaveLength(24);
    expect(ML_PAGES).toHaveLength(13);
  });
});

describe("display rules on results", () => {
  it.each<[string, string, Direction, string]>([
    ["1", "3", "mgToMl", "0.3333 mL"],
    ["2", "3", "mgToMl", "0.6667 mL"],
    ["1200", "1", "mgToMl", "1,200 mL"],
    ["0.333", "3", "mlToMg", "1 mg"],
    ["1,5", "3", "mlToMg", "4.5 mg"],
    ["1e3", "100", "mgToMl", "10 mL"],
    ["1 mg", "100", "mgToMl", "0.01 mL"],
    ["0", "100", "mgToMl", "0 mL"],
  ])("%s at %s (%s) → %s", (amount, c, d, text) => {
    const r = resultOf(amount, c, d).result;
    expect(r.status === "ok" && r.text).toBe(text);
  });

  it("a result too small to show says so instead of 0", () => {
    const e = resultOf("0.001", "100");
    expect(e.result).toMatchObject({ status: "too-small", text: "< 0.0001 mL" });
    expect(e.result.status === "too-small" && e.result.message).toMatch(/below 0.0001 mL/);
  });

  it("a result too large to calculate gives a message, never Infinity", () => {
    const e = resultOf("1e300", "1e-300");
    expect(e.result).toMatchObject({ status: "none" });
    expect(e.result.status === "none" && e.result.message).toMatch(/too large/);
  });
});

describe("invalid input clears the result and explains", () => {
  it.each<[string, string, Direction, "amount" | "concentration", RegExp]>([
    ["", "10", "mgToMl", "amount", /Enter an amount in mg/],
    ["", "10", "mlToMg", "amount", /Enter an amount in mL/],
    ["-5", "10", "mgToMl", "amount", /Enter an amount of 0 or more/],
    ["abc", "10", "mgToMl", "amount", /Enter a number/],
    ["1,200", "10", "mgToMl", "amount", /1200 without the comma/],
    ["20 mL", "10", "mgToMl", "amount", /This field takes mg.*Swap direction/],
    ["20 kg", "10", "mgToMl", "amount", /Enter a number/],
    ["20", "", "mgToMl", "concentration", /Enter a concentration above 0/],
    ["20", "0", "mgToMl", "concentration", /Enter a concentration above 0/],
    ["20", "-10", "mgToMl", "concentration", /Enter a concentration above 0/],
    ["20", "ten", "mgToMl", "concentration", /250 mg per 5 mL/],
  ])("amount %j, concentration %j (%s): %s hint", (amount, c, d, field, message) => {
    const e = resultOf(amount, c, d);
    expect(e.result.status).toBe("none");
    const part = field === "amount" ? e.amount : e.concentration;
    expect(part.ok).toBe(false);
    if (!part.ok) expect(part.message).toMatch(message);
  });
});

describe("notes: how a field was read", () => {
  it("shows the normalized concentration and the decimal comma reading", () => {
    expect(resultOf("20", "250 mg per 5 mL").concentrationNote).toBe("250 mg per 5 mL = 50 mg/mL");
    expect(resultOf("20", "2,5").concentrationNote).toBe("Read as 2.5 mg/mL");
    expect(resultOf("20", "10").concentrationNote).toBeNull();
    expect(resultOf("2,5", "10").amountNote).toBe("Read as 2.5 mg");
    expect(resultOf(".5", "10").amountNote).toBe("Read as 0.5 mg");
    expect(resultOf("20", "10").amountNote).toBeNull();
    expect(resultOf("20 mg", "10").amountNote).toBeNull();
  });

  it("marks the preset whose concentration is entered, in any form", () => {
    expect(resultOf("1", "100").activePreset).toBe("Standard");
    expect(resultOf("1", "1 g/mL").activePreset).toBe("Water");
    expect(resultOf("1", "250 mg per 5 mL").activePreset).toBe("Pediatric");
    expect(resultOf("1", "250").activePreset).toBe("High Dose");
    expect(resultOf("1", "10").activePreset).toBeNull();
  });
});

describe("parseAmount", () => {
  it("accepts the field's own unit and refuses negatives", () => {
    expect(parseAmount("20mg", "mgToMl")).toMatchObject({ ok: true, value: 20 });
    expect(parseAmount("2.5 mL", "mlToMg")).toMatchObject({ ok: true, value: 2.5 });
    expect(parseAmount("2.5 ml", "mlToMg")).toMatchObject({ ok: true, value: 2.5 });
    expect(parseAmount("-1", "mgToMl")).toMatchObject({ ok: false, reason: "negative" });
  });
});

describe("conversion properties (fast-check)", () => {
  const concentrations = fc.constantFrom(1, 2, 5, 10, 20, 25, 40, 50, 60, 70, 80, 100, 125, 200, 250, 1000);

  it("mg → mL → mg returns the input at displayed precision", () => {
    // Doses in 0.01 mg steps; at these concentrations 4 decimals of mL hold 2 decimals of mg.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), concentrations, (hundredths, c) => {
        const mg = hundredths / 100;
        const ml = resultOf(formatPlainNumber(mg, 2), String(c), "mgToMl").result;
        if (ml.status !== "ok") return; // too small to show (e.g. 0.01 mg at 1000 mg/mL)
        const back = resultOf(ml.plain, String(c), "mlToMg").result;
        // The mL rounding error is at most 0.00005 mL, i.e. 0.00005 × c mg: below half of
        // 0.01 mg whenever c ≤ 100 mg/mL, so the mg shown is exactly the mg typed.
        if (c <= 100) {
          expect(back.status === "ok" && back.text).toBe(formatDose(mg, "mg"));
        } else {
          // Above 100 mg/mL, 0.0001 mL holds more than 0.01 mg: within one mL step of rounding.
          expect(back.status === "ok" && Math.abs(back.value - mg)).toBeLessThanOrEqual(c * 0.00005 + 1e-9);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("mL → mg → mL returns the input at displayed precision", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), concentrations, (tenThousandths, c) => {
        const ml = tenThousandths / 10000;
        const mg = resultOf(formatPlainNumber(ml, 4), String(c), "mlToMg").result;
        if (mg.status !== "ok") return;
        const back = resultOf(mg.plain, String(c), "mgToMl").result;
        expect(back.status).toBe("ok");
        // mg keeps 2 decimals, so the way back is exact to within 0.005 mg ÷ c.
        if (back.status === "ok") expect(Math.abs(back.value - ml)).toBeLessThanOrEqual(0.005 / c + 0.00005 + 1e-12);
      }),
      { numRuns: 3000 },
    );
  });

  it("never shows NaN, Infinity or undefined whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), fc.constantFrom<Direction>("mgToMl", "mlToMg"), (a, c, d) => {
        const e = resultOf(a, c, d);
        const shown = JSON.stringify(e);
        expect(shown).not.toMatch(/NaN|Infinity|undefined/);
        if (e.result.status === "ok") {
          expect(parseNumber(e.result.plain).ok).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
