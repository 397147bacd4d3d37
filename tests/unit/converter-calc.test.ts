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
  adviceOf,
  amountUnit,
  convertExactly,
  converterSettings,
  evaluationOf,
  fieldText,
  flipDirection,
  presetConcentration,
  resultDecimals,
  volumeOf,
} from "~/domain/dose/conversion";
import {
  announcementOf,
  copiedResultText,
  copiedLineCautioned,
  copyLine,
  directionAnnouncement,
  readyKindOf,
  resultCaution,
  resultStatus,
} from "~/machines/converter/converter.calc";
import { cautionText } from "~/domain/syringe/syringe-words";
import { formatDose, formatPlainNumber } from "~/domain/number/format";
import { readEntry, typeableText } from "~/domain/number/entry";
import { DOSE_PAGES, HOME_PRESET, MG_PAGES, ML_PAGES, SYRINGE_PRESET } from "~/data/doses";
import type { Direction } from "~/data/doses";
import { RESULT_MESSAGES, SWAP_DIRECTION } from "~/domain/dose/conversion";

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
    ["1200", "1", "mgToMl", "1\u202f200 mL"],
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
    expect(e.result).toMatchObject({ status: "too-small", text: "less than 0.0001 mL" });
    expect(e.result.status === "too-small" && e.result.message).toMatch(
      /less than 0.0001 mL, the smallest amount shown/,
    );
  });

  it("a result too large to calculate gives a message, never Infinity", () => {
    // Typed entries can no longer reach it ("1e300" is refused as notation, issue 12); the
    // arithmetic still refuses it.
    const r = convertValue(1e300, 1e-300, "mgToMl");
    expect(r).toMatchObject({ status: "none" });
    expect(r.status === "none" && r.message).toMatch(/too large/);
  });

  it("the largest and smallest entries the parser accepts give a true result or say it is too large", () => {
    // 1,000 mg/g × 10^15 ÷ 10^-24 mg/mL: every digit past the 15th would be made up.
    const e = resultOf("999999999999999 g", "0.000000000000001 mcg per 999999999999999 L");
    expect(e.result).toEqual({ status: "none", message: RESULT_MESSAGES.tooLarge });
    // The exact product is 999,999,999,999,998,000,000,000,000,001 mg; a double cannot show it.
    expect(convertValue(999999999999999, 999999999999999, "mlToMg")).toEqual({
      status: "none",
      message: RESULT_MESSAGES.tooLarge,
    });
    // 15 digits with the 4 decimals of mL, the most a field takes: shown, and Swap can type it back.
    expect(resultOf("99999999999", "1").result).toMatchObject({
      status: "ok",
      text: "99\u202f999\u202f999\u202f999 mL",
    });
    expect(resultOf("100000000000", "3").result).toMatchObject({
      status: "ok",
      text: "33\u202f333\u202f333\u202f333.3333 mL",
    });
    expect(resultOf("100000000000", "1").result).toEqual({ status: "none", message: RESULT_MESSAGES.tooLarge });
    // mg have 2 decimals: up to 13 whole digits.
    expect(resultOf("999999999999", "10", "mlToMg").result).toMatchObject({
      text: "9\u202f999\u202f999\u202f999\u202f990 mg",
    });
    expect(resultOf("1000000000000", "10", "mlToMg").result).toEqual({
      status: "none",
      message: RESULT_MESSAGES.tooLarge,
    });
  });
});

describe("invalid input clears the result and explains", () => {
  it.each<[string, string, Direction, "amount" | "concentration", RegExp]>([
    ["", "10", "mgToMl", "amount", /Enter an amount in mg/],
    ["", "10", "mlToMg", "amount", /Enter an amount in mL/],
    ["-5", "10", "mgToMl", "amount", /Enter an amount of 0 or more/],
    ["abc", "10", "mgToMl", "amount", /Enter a number/],
    ["1,200", "10", "mgToMl", "amount", /1200 without the comma/],
    ["20 mL", "10", "mgToMl", "amount", new RegExp(`This field takes mg.*${SWAP_DIRECTION}`)],
    // Behaviour change (issue 12): an unknown unit word gets its own hint (was "Enter a number").
    ["20 kg", "10", "mgToMl", "amount", /"kg" is not a unit this field takes: type the amount in mg, mcg or g/],
    ["1e3", "10", "mgToMl", "amount", /no e notation/],
    ["2,500", "10", "mgToMl", "amount", /Type 2500 without the comma, or 2.5 with a point/],
    ["10 mcg", "10", "mlToMg", "amount", new RegExp(`This field takes mL.*${SWAP_DIRECTION}`)],
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
    ["1.5 grams", "mgToMl", 1500, "1\u202f500 mg", "1.5 g = 1\u202f500 mg"],
    ["0.005 L", "mlToMg", 5, "5 mL", "0.005 L = 5 mL"],
    ["0.005 litres", "mlToMg", 5, "5 mL", "0.005 L = 5 mL"],
    ["1 l", "mlToMg", 1000, "1\u202f000 mL", "1 L = 1\u202f000 mL"],
    ["0.35 mcg", "mgToMl", 0.00035, "0.00035 mg", "0.35 mcg = 0.00035 mg"],
    ["2,5 g", "mgToMl", 2500, "2\u202f500 mg", "2.5 g = 2\u202f500 mg"],
    // How the number was read.
    [".5", "mgToMl", 0.5, "0.5 mg", "Read as 0.5 mg"],
    ["2,5", "mgToMl", 2.5, "2.5 mg", "Read as 2.5 mg"],
    ["0,250", "mgToMl", 0.25, "0.25 mg", "Read as 0.25 mg"],
    ["1200", "mgToMl", 1200, "1\u202f200 mg", null],
    // Thousands grouped by a space, any kind of space (issue 51): one reading, said under the field.
    ["2 500", "mgToMl", 2500, "2\u202f500 mg", "Read as 2\u202f500 mg"],
    ["1\u00a0200", "mgToMl", 1200, "1\u202f200 mg", "Read as 1\u202f200 mg"],
    ["1\u202f200", "mgToMl", 1200, "1\u202f200 mg", "Read as 1\u202f200 mg"],
    ["1\u2009200 mg", "mgToMl", 1200, "1\u202f200 mg", "Read as 1\u202f200 mg"],
    ["1 200 000,5", "mgToMl", 1200000.5, "1\u202f200\u202f000.5 mg", "Read as 1\u202f200\u202f000.5 mg"],
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
    ["1.200,5", "mgToMl", "ambiguous", /with a point for decimals, and a space or nothing between groups/],
    ["1,200.5", "mgToMl", "ambiguous", /with a point for decimals, and a space or nothing between groups/],
    ["1,200,000", "mgToMl", "ambiguous", /^Type 1200000 without the comma$/],
    ["1 200,500", "mgToMl", "ambiguous", /^Type 1200500 without the comma, or 1200.5 with a point for decimals$/],
    ["1.500", "mgToMl", "ambiguous", /^A point before three digits can group thousands/],
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
    ["5 mL", "mgToMl", "unit", new RegExp(`^This field takes mg. To convert from mL, use ${SWAP_DIRECTION}$`)],
    ["5 L", "mgToMl", "unit", new RegExp(SWAP_DIRECTION)],
    ["2 mg", "mlToMg", "unit", new RegExp(`^This field takes mL. To convert from mg, use ${SWAP_DIRECTION}$`)],
    ["10 mcg", "mlToMg", "unit", new RegExp(SWAP_DIRECTION)],
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
    for (const [text, direction] of [
      ["10 mcg", "mgToMl"],
      ["0.5 g", "mgToMl"],
      ["0.005 L", "mlToMg"],
      ["10 kg", "mgToMl"],
      ["5 mL", "mgToMl"],
    ] as const) {
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
        const back = resultOf(typeableText(ml.plain), String(c), "mlToMg").result;
        // The mL rounding error is at most 0.00005 mL, i.e. 0.00005 × c mg: below half of
        // 0.01 mg whenever c ≤ 100 mg/mL, so the mg shown is exactly the mg typed.
        if (back.status === "too-small") {
          // Under 0.5 mg, an mg figure 2 decimals would move by more than 1 % is said in mcg.
          expect([mg < 0.5, back.text.endsWith(" mcg")]).toEqual([true, true]);
          expect(Math.abs(back.value - mg)).toBeLessThanOrEqual(c * 0.00005 + 1e-9);
        } else if (c <= 100) {
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
        const back = resultOf(typeableText(mg.plain), String(c), "mgToMl").result;
        expect(back.status).toBe("ok");
        // mg keeps 2 decimals, so the way back is exact to within 0.005 mg ÷ c.
        if (back.status === "ok") expect(Math.abs(back.value - ml)).toBeLessThanOrEqual(0.005 / c + 0.00005 + 1e-12);
      }),
      { numRuns: 3000 },
    );
  });

  it("never shows NaN, Infinity or undefined whatever is typed", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        fc.constantFrom<Direction>("mgToMl", "mlToMg"),
        (a, c, d) => {
          const e = resultOf(a, c, d);
          const shown = JSON.stringify(e);
          expect(shown).not.toMatch(/NaN|Infinity|undefined/);
          if (e.result.status === "ok") {
            // Swap types it back into the amount field: the one parser reads it ("2.1250", never "2.125").
            expect(readEntry(typeableText(e.result.plain)).ok).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe("the result region: one status per state, and the words said (issue 18: test strength)", () => {
  const status = (amount: string, c: string, d: Direction = "mgToMl") => resultStatus(resultOf(amount, c, d));

  it("directions, units and precision", () => {
    expect(flipDirection("mgToMl")).toBe("mlToMg");
    expect(flipDirection("mlToMg")).toBe("mgToMl");
    expect(amountUnit("mgToMl")).toBe("mg");
    expect(amountUnit("mlToMg")).toBe("mL");
    expect(resultDecimals("mgToMl")).toBe(4);
    expect(resultDecimals("mlToMg")).toBe(2);
  });

  it("computes with the concentration as written, in both directions", () => {
    expect(convertExactly(0.025, 100 / 3, "mgToMl", [100, 3])).toBe(0.00075);
    expect(convertExactly(3, 100 / 3, "mlToMg", [100, 3])).toBe(100);
    expect(convertExactly(20, 10, "mgToMl")).toBe(2);
    expect(convertExactly(2, 10, "mlToMg")).toBe(20);
    expect(convertValue(0.025, 100 / 3, "mgToMl", "0.025 mg", [100, 3])).toMatchObject({
      status: "ok",
      text: "0.0008 mL",
      plain: "0.0008",
    });
  });

  it("the worked line names the amount read, the operation and the concentration", () => {
    expect(convertValue(20, 10, "mgToMl")).toEqual({
      status: "ok",
      value: 2,
      text: "2 mL",
      plain: "2",
      worked: "20 mg ÷ 10 mg/mL = 2 mL",
    });
    expect(convertValue(2, 10, "mlToMg")).toEqual({
      status: "ok",
      value: 20,
      text: "20 mg",
      plain: "20",
      worked: "2 mL × 10 mg/mL = 20 mg",
    });
    expect(convertValue(1234.5, 1, "mlToMg")).toMatchObject({ text: "1\u202f234.5 mg", plain: "1234.5" });
    expect(convertValue(0.00000001, 100, "mlToMg")).toEqual({
      status: "too-small",
      value: 0.000001,
      text: "less than 0.01 mg",
      plain: "0",
      message:
        "Too small to show: the result is less than 0.01 mg, the smallest amount shown. Check the amount and the concentration",
    });
    // An mg figure 2 decimals would move by more than 1 % is said in mcg, never as the mg figure.
    expect(convertValue(0.00001, 100, "mlToMg")).toEqual({
      status: "too-small",
      value: 0.001,
      text: "1 mcg",
      plain: "0",
      message:
        "It is 1 mcg (0.001 mg), less than 0.01 mg, the smallest amount shown in mg. Check the amount and the concentration",
    });
    expect(convertValue(0.25, 0.05, "mlToMg")).toEqual({
      status: "too-small",
      value: 0.0125,
      text: "12.5 mcg",
      plain: "0",
      message:
        "It is 12.5 mcg (0.0125 mg): to 2 decimals of a mg it would read 0.01 mg, 20% less. Check the amount and the concentration",
    });
    expect(convertValue(1, 0.495, "mlToMg")).toMatchObject({ status: "too-small", text: "495 mcg" });
    expect(convertValue(1, 0.5, "mlToMg")).toMatchObject({ status: "ok", text: "0.5 mg" });
    expect(convertValue(1, 0.505, "mlToMg")).toMatchObject({ status: "ok", text: "0.51 mg" });
    expect(convertValue(0.001, 100, "mgToMl")).toMatchObject({
      status: "too-small",
      text: "less than 0.0001 mL",
      message:
        "Too small to measure: the volume is less than 0.0001 mL, the smallest amount shown, and no syringe here can measure it. Check the amount and the concentration, and ask the pharmacy whether a more dilute preparation is available",
    });
    expect(convertValue(1, 0, "mgToMl")).toEqual({
      status: "none",
      message: "The result is too large to show. Check the amount and the concentration",
    });
  });

  it("no result, and no result message, while a field is refused (the field's hint says why)", () => {
    for (const [amount, c] of [
      ["abc", "10"],
      ["20", "ten"],
      ["", ""],
      ["-1", "0"],
    ]) {
      expect(resultOf(amount!, c!).result).toEqual({ status: "none", message: null });
    }
    // The refused word is named as typed, whatever is around it.
    expect(parseAmount(" 10 units ", "mgToMl")).toMatchObject({
      ok: false,
      reason: "unit",
      message: '"units" is not a unit this field takes: type the amount in mg, mcg or g',
    });
  });

  it("empty until an amount is typed; a refused concentration shows at once", () => {
    expect(status("", "")).toBe("empty");
    expect(status("", "10")).toBe("empty");
    expect(status("  ", "10")).toBe("empty");
    expect(status("", "ten")).toBe("invalid.concentration");
    expect(status("", "1,234")).toBe("invalid.ambiguous");
    // A bare strength keeps the dose rule (decisions.md "Converter"): "1,200" alone is asked; with
    // its units, as a label prints it, it is read (issue 56).
    expect(status("", "1,200")).toBe("invalid.ambiguous");
    expect(status("", "1,200 mg/mL")).toBe("empty");
    expect(status("", "1e3")).toBe("invalid.notation");
    expect(status("", "50 mg")).toBe("invalid.unit");
    expect(status("", "0")).toBe("invalid.concentration");
  });

  it("an invalid field: by what must be corrected, the amount first", () => {
    expect(status("abc", "10")).toBe("invalid.amount");
    expect(status("-1", "10")).toBe("invalid.amount");
    expect(status("1,200", "10")).toBe("invalid.ambiguous");
    expect(status("1e3", "10")).toBe("invalid.notation");
    expect(status("5 mL", "10")).toBe("invalid.unit");
    expect(status("abc", "1,200")).toBe("invalid.amount");
    expect(status("20", "")).toBe("invalid.concentration");
    expect(status("20", "ten")).toBe("invalid.concentration");
    expect(status("20", "1:1.000")).toBe("invalid.ambiguous");
    expect(status("20", "0x10")).toBe("invalid.notation");
    expect(status("20", "5 mL/mL")).toBe("invalid.unit");
  });

  it("off the scale, or ready by how safely the volume can be measured (oral syringes)", () => {
    expect(status("0.00001", "100", "mlToMg")).toBe("offScale");
    expect(status("0.0001", "1000")).toBe("offScale");
    expect(status("20", "10")).toBe("ready.measurable");
    expect(status("0", "10")).toBe("ready.measurable");
    expect(status("2.5", "50")).toBe("ready.cautionSmall");
    expect(status("600", "50")).toBe("ready.cautionLarge");
    expect(status("24.5", "10")).toBe("ready.cautionPrecision");
    // mL to mg: the volume is the amount typed.
    expect(status("0.05", "10", "mlToMg")).toBe("ready.cautionSmall");
    expect(status("12", "10", "mlToMg")).toBe("ready.cautionLarge");
    expect(status("2", "10", "mlToMg")).toBe("ready.measurable");
  });

  it("the volume, the advice and the caution under the result", () => {
    expect(volumeOf(resultOf("20", "10"))).toBe(2);
    expect(volumeOf(resultOf("2", "10", "mlToMg"))).toBe(2);
    expect(volumeOf(resultOf("", "10"))).toBeNull();
    expect(volumeOf(resultOf("20", "ten", "mlToMg"))).toBeNull();
    expect(adviceOf(resultOf("0", "10"))).toBeNull();
    expect(adviceOf(resultOf("", "10"))).toBeNull();
    expect(adviceOf(resultOf("20", "10"))).toMatchObject({ volumeMl: 2, family: "oral", cautions: [] });
    expect(readyKindOf(null)).toBe("measurable");
    expect(resultCaution(resultOf("20", "10"))).toBeNull();
    expect(resultCaution(resultOf("", "10"))).toBeNull();
    expect(resultCaution(resultOf("2.5", "50"))).toEqual({
      kind: "cautionSmall",
      text: cautionText({ kind: "small", volumeMl: 0.05 }),
    });
    expect(resultCaution(resultOf("600", "50"))).toEqual({
      kind: "cautionLarge",
      text: cautionText({ kind: "large", volumeMl: 12, family: "oral" }),
    });
    expect(resultCaution(resultOf("24.5", "10"))?.kind).toBe("cautionPrecision");
    expect(resultCaution(resultOf("24.5", "10"))?.text).toMatch(
      /^More precise than the recommended syringe can draw: 2.45 mL is halfway between the 2.4 mL and 2.5 mL marks of the 3 mL oral syringe/,
    );
  });

  it("the copied line and the toast's part of it", () => {
    expect(copyLine(resultOf("20", "10"))).toBe("20 mg at 10 mg/mL = 2 mL");
    // A caution travels with its result (issue 27): every caution, in the screen's words.
    expect(copyLine(resultOf("10 mcg", "250 mg per 5 mL"))).toBe(
      `0.01 mg at 50 mg/mL = 0.0002 mL. Caution: ${cautionText({ kind: "small", volumeMl: 0.0002 })} Too small to measure: 0.0002 mL is less than half the smallest mark of the 1 mL oral syringe (marked every 0.01 mL), the finest syringe here, so it cannot be measured. Ask a pharmacist.`,
    );
    expect(copyLine(resultOf("5", "100"))).toBe(
      `5 mg at 100 mg/mL = 0.05 mL. Caution: ${cautionText({ kind: "small", volumeMl: 0.05 })}`,
    );
    expect(copiedResultText(copyLine(resultOf("5", "100"))!)).toBe("0.05 mL");
    expect(copiedLineCautioned(copyLine(resultOf("5", "100"))!)).toBe(true);
    expect(copiedLineCautioned(copyLine(resultOf("20", "10"))!)).toBe(false);
    // The route chooses the syringe kind, so the caution: 7.3 mL by mouth is between the 10 mL oral
    // syringe's 0.5 mL marks; by injection, the 10 mL syringe's 0.2 mL marks too.
    expect(copyLine({ ...resultOf("73", "10"), ...{} })).toMatch(/10 mL oral syringe/);
    expect(
      copyLine(
        evaluateConverter({ amountText: "73", concentrationText: "10", direction: "mgToMl", route: "injection" }),
      ),
    ).toMatch(/of the 10 mL syringe/);
    expect(copyLine(resultOf("2", "10", "mlToMg"))).toBe("2 mL at 10 mg/mL = 20 mg");
    expect(copyLine(resultOf("0.0001", "1000"))).toBeNull();
    expect(copyLine(resultOf("", "10"))).toBeNull();
    expect(copyLine(resultOf("20", ""))).toBeNull();
    expect(copiedResultText("20 mg at 10 mg/mL = 2 mL")).toBe("2 mL");
    expect(copiedResultText("a = b = 1\u202f000 mg")).toBe("1\u202f000 mg");
    expect(copiedResultText("2 mL")).toBe("2 mL");
  });

  it("what Batch Convert and the syringe are told", () => {
    expect(converterSettings({ amountText: "20", concentrationText: "100 mg per 3 mL", direction: "mgToMl" })).toEqual({
      entry: { amountText: "20", concentrationText: "100 mg per 3 mL", direction: "mgToMl", route: "unstated" },
      direction: "mgToMl",
      family: "oral",
      mgPerMl: 100 / 3,
      ratio: [100, 3],
      volume: 0.6,
    });
    expect(converterSettings({ amountText: "", concentrationText: "ten", direction: "mlToMg" })).toEqual({
      entry: { amountText: "", concentrationText: "ten", direction: "mlToMg", route: "unstated" },
      direction: "mlToMg",
      family: "oral",
      mgPerMl: null,
      ratio: null,
      volume: null,
    });
    expect(
      converterSettings({ amountText: "20", concentrationText: "10", direction: "mgToMl", route: "injection" }).family,
    ).toBe("injection");
  });

  it("one evaluation per context object", () => {
    const inputs = { amountText: "20", concentrationText: "10", direction: "mgToMl" as const };
    const first = evaluationOf(inputs);
    expect(evaluationOf(inputs)).toBe(first);
    expect(first).toEqual(evaluateConverter(inputs));
    const other = evaluationOf({ ...inputs });
    expect(other).not.toBe(first);
    expect(other).toEqual(first);
  });

  it("what the announcer says", () => {
    expect(announcementOf(resultOf("20", "10"))).toBe("Result 2 mL.");
    expect(announcementOf(resultOf("2.5", "50"))).toBe(
      `Result 0.05 mL. ${cautionText({ kind: "small", volumeMl: 0.05 })}`,
    );
    expect(announcementOf(resultOf("0.0001", "1000"))).toBe(
      "Result less than 0.0001 mL. Too small to measure: the volume is less than 0.0001 mL, the smallest amount shown, and no syringe here can measure it. Check the amount and the concentration, and ask the pharmacy whether a more dilute preparation is available.",
    );
    // Each refused field is named by its label, both when both are refused.
    expect(announcementOf(resultOf("", "10"))).toBe("No result. Amount (mg): Enter an amount in mg.");
    expect(announcementOf(resultOf("20", ""))).toBe("No result. Concentration (mg/mL): Enter a concentration above 0.");
    expect(announcementOf(resultOf("abc", "ten"))).toBe(
      "No result. Amount (mg): Enter a number, for example 2.5. Concentration (mg/mL): Write the concentration as 50, 250 mg per 5 mL, 500 mcg/mL, 2 g/L, 1% or 1:1000.",
    );
    // No field to blame: the result's own reason is said.
    expect(announcementOf(resultOf("999999999999999", "0.000001"))).toBe(`No result. ${RESULT_MESSAGES.tooLarge}.`);
    expect(announcementOf(resultOf("0.0001", "ten"))).toBe(
      "No result. Concentration (mg/mL): Write the concentration as 50, 250 mg per 5 mL, 500 mcg/mL, 2 g/L, 1% or 1:1000.",
    );
    expect(directionAnnouncement(resultOf("2", "10", "mlToMg"))).toBe("Now converting mL to mg. Result 20 mg.");
    expect(directionAnnouncement(resultOf("", "10"))).toBe(
      "Now converting mg to mL. No result. Amount (mg): Enter an amount in mg.",
    );
  });

  it("presets and field texts", () => {
    expect(presetConcentration("Standard")).toBe(100);
    expect(presetConcentration("Nothing")).toBeUndefined();
    expect(fieldText(2.5)).toBe("2.5");
    expect(fieldText(1000)).toBe("1000");
    expect(fieldText(0.1 + 0.2)).toBe("0.3");
  });
});
