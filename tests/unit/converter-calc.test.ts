import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  amountLabel,
  convert,
  evaluateConverter,
  formulaLine,
  convertValue,
  parseAmount,
  resultUnit,
  type AmountFailureReason,
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
    ["1 mg", "100", "mgToMl", "0.01 mL"],
    // A unit of the field's dimension is converted (issue 12).
    ["10 mcg", "10", "mgToMl", "0.001 mL"],
    ["0.5 g", "100", "mgToMl", "5 mL"],
    ["0.005 L", "10", "mlToMg", "50 mg"],
    ["10 cc", "10", "mlToMg", "100 mg"],
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
    // Typed entries can no longer reach it ("1e300" is refused as notation, issue 12); the
    // arithmetic still refuses it.
    const r = convertValue(1e300, 1e-300, "mgToMl");
    expect(r).toMatchObject({ status: "none" });
    expect(r.status === "none" && r.message).toMatch(/too large/);
  });

  it("the largest and smallest entries the parser accepts still give a finite result", () => {
    const e = resultOf("999999999999999 g", "0.000000000000001 mcg per 999999999999999 L");
    expect(e.result.status).toBe("ok");
    if (e.result.status === "ok") expect(Number.isFinite(e.result.value)).toBe(true);
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
    // Behaviour change (issue 12): an unknown unit word gets its own hint (was "Enter a number").
    ["20 kg", "10", "mgToMl", "amount", /"kg" is not a unit this field takes: type the amount in mg, mcg or g/],
    ["1e3", "10", "mgToMl", "amount", /no e notation/],
    ["2 500", "10", "mgToMl", "amount", /Type 2500 without the space/],
    ["10 mcg", "10", "mlToMg", "amount", /This field takes mL.*Swap direction/],
    ["20", "1e3", "mgToMl", "concentration", /no e notation/],
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

  it.each<[string, Direction, number, string, string | null]>([
    // A number with a unit is one entry; the field's own unit is taken as is.
    ["2 mg", "mgToMl", 2, "2 mg", null],
    ["20mg", "mgToMl", 20, "20 mg", "Read as 20 mg"],
    ["20 MG", "mgToMl", 20, "20 mg", "Read as 20 mg"],
    ["20 milligrams", "mgToMl", 20, "20 mg", "Read as 20 mg"],
    ["5 mL", "mlToMg", 5, "5 mL", null],
    ["5 cc", "mlToMg", 5, "5 mL", "Read as 5 mL"],
    ["5 millilitres", "mlToMg", 5, "5 mL", "Read as 5 mL"],
    // Another unit of the same dimension is converted, and the note says so.
    ["10 mcg", "mgToMl", 0.01, "0.01 mg", "10 mcg = 0.01 mg"],
    ["10mcg", "mgToMl", 0.01, "0.01 mg", "10 mcg = 0.01 mg"],
    ["10 µg", "mgToMl", 0.01, "0.01 mg", "10 mcg = 0.01 mg"],
    ["10 ug", "mgToMl", 0.01, "0.01 mg", "10 mcg = 0.01 mg"],
    ["10 micrograms", "mgToMl", 0.01, "0.01 mg", "10 mcg = 0.01 mg"],
    ["0.5 g", "mgToMl", 500, "500 mg", "0.5 g = 500 mg"],
    ["1.5 grams", "mgToMl", 1500, "1,500 mg", "1.5 g = 1,500 mg"],
    ["0.005 L", "mlToMg", 5, "5 mL", "0.005 L = 5 mL"],
    ["0.005 litres", "mlToMg", 5, "5 mL", "0.005 L = 5 mL"],
    ["1 l", "mlToMg", 1000, "1,000 mL", "1 L = 1,000 mL"],
    ["0.35 mcg", "mgToMl", 0.00035, "0.00035 mg", "0.35 mcg = 0.00035 mg"],
    ["2,5 g", "mgToMl", 2500, "2,500 mg", "2.5 g = 2,500 mg"],
    // How the number was read.
    [".5", "mgToMl", 0.5, "0.5 mg", "Read as 0.5 mg"],
    ["2,5", "mgToMl", 2.5, "2.5 mg", "Read as 2.5 mg"],
    ["0,250", "mgToMl", 0.25, "0.25 mg", "Read as 0.25 mg"],
    ["1200", "mgToMl", 1200, "1,200 mg", null],
    ["  12 ", "mgToMl", 12, "12 mg", null],
    ["0.0000000000001", "mgToMl", 1e-13, "0.0000000000001 mg", null],
    ["-0", "mgToMl", 0, "0 mg", "Read as 0 mg"],
  ])("%j (%s) → %s, read %j, note %j", (text, direction, value, read, note) => {
    expect(parseAmount(text, direction)).toMatchObject({ ok: true, value, read, note });
  });

  it.each<[string, Direction, AmountFailureReason, RegExp]>([
    ["", "mgToMl", "empty", /^Enter an amount in mg$/],
    ["  ", "mlToMg", "empty", /^Enter an amount in mL$/],
    ["abc", "mgToMl", "invalid", /Enter a number/],
    ["1..2", "mgToMl", "invalid", /Enter a number/],
    ["Infinity", "mgToMl", "invalid", /Enter a number/],
    ["-Infinity", "mgToMl", "invalid", /Enter a number/],
    ["NaN", "mgToMl", "invalid", /Enter a number/],
    ["12 5", "mgToMl", "invalid", /without spaces inside/],
    ["- 5", "mgToMl", "invalid", /without spaces inside/],
    ["mg 20", "mgToMl", "invalid", /Enter a number/],
    ["-1", "mgToMl", "negative", /0 or more/],
    ["\u22125", "mgToMl", "negative", /0 or more/],
    ["-10 mcg", "mgToMl", "negative", /0 or more/],
    ["1,200", "mgToMl", "ambiguous", /^Type 1200 without the comma, or 1.2 with a point for decimals$/],
    ["1.200,5", "mgToMl", "ambiguous", /without thousands separators/],
    ["1,200.5", "mgToMl", "ambiguous", /without thousands separators/],
    ["1,200,000", "mgToMl", "ambiguous", /^Type 1200000 without the comma$/],
    ["2 500", "mgToMl", "ambiguous", /^Type 2500 without the space$/],
    ["1 200", "mgToMl", "ambiguous", /^Type 1200 without the space$/],
    ["1\u00a0200", "mgToMl", "ambiguous", /^Type 1200 without the space$/],
    ["1\u202f200", "mgToMl", "ambiguous", /^Type 1200 without the space$/],
    ["1\u2009200 mg", "mgToMl", "ambiguous", /^Type 1200 without the space$/],
    ["1 200 000,5", "mgToMl", "ambiguous", /without thousands separators/],
    ["1e3", "mgToMl", "notation", /no e notation/],
    ["1E-2", "mgToMl", "notation", /no e notation/],
    ["2.5e1 mg", "mgToMl", "notation", /no e notation/],
    ["0x10", "mgToMl", "notation", /decimal number/],
    ["1_000", "mgToMl", "notation", /_/],
    ["١٢", "mgToMl", "notation", /digits 0 to 9/],
    ["۱۲", "mgToMl", "notation", /digits 0 to 9/],
    ["１２", "mgToMl", "notation", /digits 0 to 9/],
    ["१२", "mgToMl", "notation", /digits 0 to 9/],
    ["1234567890123456", "mgToMl", "notation", /15 significant digits/],
    ["1.234567890123456", "mgToMl", "notation", /15 significant digits/],
    ["1000000000000000", "mgToMl", "notation", /15 significant digits/],
    [`0.${"0".repeat(400)}1`, "mgToMl", "notation", /15 significant digits/],
    ["5 mL", "mgToMl", "unit", /^This field takes mg. To convert from mL, use Swap direction$/],
    ["5 L", "mgToMl", "unit", /Swap direction/],
    ["2 mg", "mlToMg", "unit", /^This field takes mL. To convert from mg, use Swap direction$/],
    ["10 mcg", "mlToMg", "unit", /Swap direction/],
    ["10 units", "mgToMl", "unit", /^"units" is not a unit this field takes: type the amount in mg, mcg or g$/],
    ["10 tsp", "mlToMg", "unit", /^"tsp" is not a unit this field takes: type the amount in mL or L$/],
    ["10 mg/mL", "mgToMl", "unit", /^That is not a unit this field takes: type the amount in mg, mcg or g$/],
    ["10 NaN", "mgToMl", "unit", /^That is not a unit/],
  ])("%j (%s) is refused: %s", (text, direction, reason, message) => {
    const result = parseAmount(text, direction);
    expect(result).toMatchObject({ ok: false, reason });
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it("never drops a unit: an entry with a unit word is never read as the bare number in the field's unit", () => {
    for (const [text, direction] of [["10 mcg", "mgToMl"], ["0.5 g", "mgToMl"], ["0.005 L", "mlToMg"], ["10 kg", "mgToMl"], ["5 mL", "mgToMl"]] as const) {
      const result = parseAmount(text, direction);
      expect(result.ok && result.value === Number(text.split(" ")[0]), text).toBe(false);
    }
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
