import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CONCENTRATION_MESSAGES,
  formatConcentration,
  parseConcentration,
  sameRatio,
  type ConcentrationFailureReason,
} from "~/domain/number/concentration";

describe("parseConcentration: forms as written on a label", () => {
  it.each<[string, number, string]>([
    ["50", 50, "50 mg/mL"],
    ["2,5", 2.5, "2.5 mg/mL"],
    [".5", 0.5, "0.5 mg/mL"],
    ["250 mg per 5 mL", 50, "250 mg per 5 mL = 50 mg/mL"],
    ["1 000 mg per 10 mL", 100, "1\u202f000 mg per 10 mL = 100 mg/mL"],
    ["2 500 mg/mL", 2500, "2\u202f500 mg/mL"],
    ["250mg/5ml", 50, "250 mg per 5 mL = 50 mg/mL"],
    ["250 MG / 5 ML", 50, "250 mg per 5 mL = 50 mg/mL"],
    ["250 mg in 5 mL", 50, "250 mg per 5 mL = 50 mg/mL"],
    ["125 mg/5 mL", 25, "125 mg per 5 mL = 25 mg/mL"],
    ["5 mg/0.5 mL", 10, "5 mg per 0.5 mL = 10 mg/mL"],
    ["5 mg/0,5 mL", 10, "5 mg per 0.5 mL = 10 mg/mL"],
    ["1 g/10 mL", 100, "1 g per 10 mL = 100 mg/mL"],
    ["2 mg per mL", 2, "2 mg/mL"],
    ["2 mg/mL", 2, "2 mg/mL"],
    ["2 mg/ml", 2, "2 mg/mL"],
    ["500 mcg/mL", 0.5, "500 mcg/mL = 0.5 mg/mL"],
    ["500 µg/mL", 0.5, "500 mcg/mL = 0.5 mg/mL"],
    ["500 μg/ml", 0.5, "500 mcg/mL = 0.5 mg/mL"],
    ["500 ug/ml", 0.5, "500 mcg/mL = 0.5 mg/mL"],
    ["2 g/L", 2, "2 g/L = 2 mg/mL"],
    ["2 g/l", 2, "2 g/L = 2 mg/mL"],
    ["20 mg/dL", 0.2, "20 mg/dL = 0.2 mg/mL"],
    ["10 mg/cc", 10, "10 mg/mL"],
    // Every spelling of the one units module (src/domain/units.ts), as in the amount field (issue 18):
    ["250 mg per 5 millilitres", 50, "250 mg per 5 mL = 50 mg/mL"],
    ["250 milligrams per 5 milliliters", 50, "250 mg per 5 mL = 50 mg/mL"],
    ["250 mg in 5 cc", 50, "250 mg per 5 mL = 50 mg/mL"],
    ["2 grams/litre", 2, "2 g/L = 2 mg/mL"],
    ["1 gram per 1 liter", 1, "1 g per 1 L = 1 mg/mL"],
    ["500 micrograms/mL", 0.5, "500 mcg/mL = 0.5 mg/mL"],
    ["500 MCG per 1 ML", 0.5, "500 mcg per 1 mL = 0.5 mg/mL"],
    ["2,5 mg per 5 mL", 0.5, "2.5 mg per 5 mL = 0.5 mg/mL"],
    ["1%", 10, "1% (w/v) = 10 mg/mL"],
    ["0.9%", 9, "0.9% (w/v) = 9 mg/mL"],
    ["0,9 %", 9, "0.9% (w/v) = 9 mg/mL"],
    ["5% w/v", 50, "5% (w/v) = 50 mg/mL"],
    ["1:1,000", 1, "1:1\u202f000 = 1 g in 1\u202f000 mL = 1 mg/mL"],
    ["1:1000", 1, "1:1\u202f000 = 1 g in 1\u202f000 mL = 1 mg/mL"],
    ["1 : 10,000", 0.1, "1:10\u202f000 = 1 g in 10\u202f000 mL = 0.1 mg/mL"],
    ["1 in 1,000", 1, "1:1\u202f000 = 1 g in 1\u202f000 mL = 1 mg/mL"],
    ["1:100,000", 0.01, "1:100\u202f000 = 1 g in 100\u202f000 mL = 0.01 mg/mL"],
    // Thousands grouped by a space, as the site writes them (issue 51), any kind of space.
    ["1:1 000", 1, "1:1\u202f000 = 1 g in 1\u202f000 mL = 1 mg/mL"],
    ["1:1\u202f000", 1, "1:1\u202f000 = 1 g in 1\u202f000 mL = 1 mg/mL"],
    ["1 in 10 000", 0.1, "1:10\u202f000 = 1 g in 10\u202f000 mL = 0.1 mg/mL"],
    ["1 mcg/mL", 0.001, "1 mcg/mL = 0.001 mg/mL"],
    ["1 mcg/L", 0.000001, "1 mcg/L = 0.000001 mg/mL"],
    // A point is a decimal point wherever it cannot group thousands:
    ["1.0000", 1, "1 mg/mL"],
    ["0.125 mg/mL", 0.125, "0.125 mg/mL"],
    ["1.0000 mg per 10 mL", 0.1, "1 mg per 10 mL = 0.1 mg/mL"],
    ["1.50%", 15, "1.5% (w/v) = 15 mg/mL"],
    ["1:2.5", 400, "1:2.5 = 1 g in 2.5 mL = 400 mg/mL"],
    ["1:0.500", 2000, "1:0.5 = 1 g in 0.5 mL = 2\u202f000 mg/mL"],
    ["1:1.0000", 1000, "1:1 = 1 g in 1 mL = 1\u202f000 mg/mL"],
    ["1:1000.000", 1, "1:1\u202f000 = 1 g in 1\u202f000 mL = 1 mg/mL"],
    ["1:.500", 2000, "1:0.5 = 1 g in 0.5 mL = 2\u202f000 mg/mL"],
  ])("%j → %s mg/mL (%s)", (text, mgPerMl, description) => {
    const result = parseConcentration(text);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.mgPerMl).toBeCloseTo(mgPerMl, 12);
      expect(result.description).toBe(description);
      expect(result.normalized.endsWith(" mg/mL")).toBe(true);
    }
  });

  it("tells which form it read", () => {
    expect(parseConcentration("50")).toMatchObject({ form: "plain" });
    expect(parseConcentration("250 mg per 5 mL")).toMatchObject({ form: "mass-per-volume", read: "250 mg per 5 mL" });
    expect(parseConcentration("1%")).toMatchObject({ form: "percent", read: "1% (w/v)" });
    expect(parseConcentration("1:1,000")).toMatchObject({ form: "ratio" });
  });
});

describe("parseConcentration refuses, with a calm message", () => {
  it.each<[string, ConcentrationFailureReason, RegExp]>([
    ["", "empty", /above 0/],
    ["   ", "empty", /above 0/],
    // Reasons renamed (issue 12): "zero" (was not-positive), "ambiguous" (was ambiguous-comma and
    // ambiguous-point), "notation" (was not-finite, and now also scientific notation and the rest).
    ["0", "zero", /above 0/],
    ["-5", "zero", /above 0/],
    ["0 mg/mL", "zero", /above 0/],
    ["-250 mg per 5 mL", "zero", /above 0/],
    ["250 mg per 0 mL", "zero", /volume must be above 0/],
    ["0%", "zero", /above 0/],
    ["0:1000", "zero", /above 0/],
    // A label field (issue 56): only a comma whose decimal reading could be printed on a label is asked.
    ["1,234", "ambiguous", /^Type 1234 without the comma, or 1\.2340 with a point for decimals$/],
    // A point before exactly three digits can group thousands too (issue 27).
    [
      "1.000",
      "ambiguous",
      /^A point before three digits can group thousands: type 1000 without the point, or 1 for the decimal$/,
    ],
    ["1.000 mg per 10 mL", "ambiguous", /without the point/],
    ["250 mg per 2.500 mL", "ambiguous", /type 2500 without the point, or 2.5 for the decimal/],
    ["1.500%", "ambiguous", /type 1500 without the point, or 1.5 for the decimal/],
    ["4,383 mg per 10 mL", "ambiguous", /^Type 4383 without the comma, or 4\.3830 with a point for decimals$/],
    ["250 mg per 1,125 mL", "ambiguous", /without the comma/],
    ["1,000.5 mg per 10 mL", "ambiguous", /with a point for decimals, and a space or nothing/],
    ["1,00,000 mg per 10 mL", "ambiguous", /^Type the number without commas, with a point for decimals$/],
    ["1.200,5", "ambiguous", /with a point for decimals, and a space or nothing between groups of thousands/],
    ["1:1,5", "invalid", /ratio/],
    ["1:1.000", "ambiguous", /^1:1\.000 is ambiguous: write 1:1000 or 1:1\u202f000$/],
    ["1 in 1.000", "ambiguous", /^1 in 1\.000 is ambiguous: write 1 in 1000 or 1 in 1\u202f000$/],
    ["1:10.000", "ambiguous", /^1:10\.000 is ambiguous: write 1:10000 or 1:10\u202f000$/],
    ["1 : 100.000", "ambiguous", /^1:100\.000 is ambiguous: write 1:100000 or 1:100\u202f000$/],
    ["1:1.000.000", "ambiguous", /^1:1\.000\.000 is ambiguous: write 1:1000000 or 1:1\u202f000\u202f000$/],
    ["1.000:1000", "ambiguous", /^1\.000:1000 is ambiguous: write 1000:1000 or 1\u202f000:1000$/],
    ["1:2.500", "ambiguous", /write 1:2500 or 1:2\u202f500/],
    // Behaviour change (issue 12): scientific notation is refused ("1e3" was read as 1,000 mg/mL).
    ["1e3", "notation", /no e notation/],
    ["1E-2", "notation", /no e notation/],
    ["2.5e1 mg/mL", "notation", /no e notation/],
    ["0x10", "notation", /decimal number/],
    ["1_000 mg/mL", "notation", /_/],
    ["١٢", "notation", /digits 0 to 9/],
    ["１２ mg/mL", "notation", /digits 0 to 9/],
    ["1234567890123456", "notation", /15 significant digits/],
    ["50 mg per 1.234567890123456 mL", "notation", /15 significant digits/],
    ["1:10,00", "invalid", /ratio/],
    ["abc", "invalid", /250 mg per 5 mL/],
    ["mg/mL", "invalid", /250 mg per 5 mL/],
    ["50 mg", "unit", /Add the volume/],
    ["50 units/mL", "unit", /250 mg per 5 mL/],
    ["50 mg/kg", "unit", /250 mg per 5 mL/],
    ["1e999", "notation", /no e notation/],
    ["1e306 g/mL", "notation", /no e notation/],
    ["50 mL", "unit", /250 mg per 5 mL/],
    ["5 mL per 250 mg", "unit", /250 mg per 5 mL/],
    ["250 mg per 5 spoons", "unit", /250 mg per 5 mL/],
    ["Infinity", "invalid", /250 mg per 5 mL/],
    ["NaN", "invalid", /250 mg per 5 mL/],
    // Issue 18 (test strength): each refusal of each form, with its own reason and words.
    ["1:0", "zero", /^Enter a concentration above 0$/],
    ["0:0", "zero", /^Enter a concentration above 0$/],
    [
      "1,5:1000",
      "invalid",
      /^Write a ratio as 1:1000 or 1:1 000 \(a space or a comma only between groups of three digits\)$/,
    ],
    [
      "1:1,0005",
      "invalid",
      /^Write a ratio as 1:1000 or 1:1 000 \(a space or a comma only between groups of three digits\)$/,
    ],
    [
      "1:1234,000",
      "invalid",
      /^Write a ratio as 1:1000 or 1:1 000 \(a space or a comma only between groups of three digits\)$/,
    ],
    [
      "1:.",
      "invalid",
      /^Write a ratio as 1:1000 or 1:1 000 \(a space or a comma only between groups of three digits\)$/,
    ],
    ["-1%", "zero", /^Enter a concentration above 0$/],
    ["5 mg%", "unit", /^Write the concentration as 50, 250 mg per 5 mL/],
    ["1,125%", "ambiguous", /^Type 1125 without the comma, or 1\.1250 with a point for decimals$/],
    ["1e2%", "notation", /no e notation/],
    ["\u200b%", "invalid", /^Write the concentration as 50, 250 mg per 5 mL/],
    ["0 mg per 0 mL", "zero", /^Enter a concentration above 0$/],
    ["-5 mg per -1 mL", "zero", /^Enter a concentration above 0$/],
    ["5 mg per -1 mL", "zero", /^The volume must be above 0$/],
    ["50/mL", "unit", /^Write the concentration as 50, 250 mg per 5 mL/],
    ["50 mg/5", "unit", /^Write the concentration as 50, 250 mg per 5 mL/],
    ["5 mL/mL", "unit", /^Write the concentration as 50, 250 mg per 5 mL/],
    ["250 mg per spoon", "unit", /^Write the concentration as 50, 250 mg per 5 mL/],
    ["mg per 5 mL", "invalid", /^Write the concentration as 50, 250 mg per 5 mL/],
    ["5 mcg", "unit", /^Add the volume too, for example 250 mg per 5 mL$/],
    ["-0", "zero", /^Enter a concentration above 0$/],
    // Ratios are not read by the entry parser: a ratio too large for a double is refused, not Infinity.
    [`${"9".repeat(400)}:1`, "unit", /has no units/],
  ])("%j (%s)", (text, reason, message) => {
    const result = parseConcentration(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe(reason);
      expect(result.message).toMatch(message);
    }
  });
});

describe("parseConcentration: value, read and note for the views", () => {
  it("whatever it is given, an answer: a value that is not text is an empty field", () => {
    for (const v of [undefined, null, 5, {}]) {
      expect(parseConcentration(v as string)).toEqual({
        ok: false,
        reason: "empty",
        message: CONCENTRATION_MESSAGES.empty,
      });
    }
  });

  it("shows up to 4 decimals, and tiny values in full rather than as 0", () => {
    expect(formatConcentration(50)).toBe("50 mg/mL");
    expect(formatConcentration(1.23456)).toBe("1.2346 mg/mL");
    expect(formatConcentration(0.0001)).toBe("0.0001 mg/mL");
    expect(formatConcentration(0.00005)).toBe("0.00005 mg/mL");
    expect(formatConcentration(1e-7)).toBe("0.0000001 mg/mL");
    expect(formatConcentration(1234.5)).toBe("1\u202f234.5 mg/mL");
    expect(parseConcentration("1 mcg/10 L")).toMatchObject({
      ok: true,
      mgPerMl: 1e-7,
      description: "1 mcg per 10 L = 0.0000001 mg/mL",
    });
  });

  it("reads a label's comma grouping thousands, and says so in the note (issue 56)", () => {
    expect(parseConcentration("1,000 mg per 10 mL")).toMatchObject({
      ok: true,
      ratio: [1000, 10],
      mgPerMl: 100,
      note: "1\u202f000 mg per 10 mL = 100 mg/mL (a label’s comma groups thousands)",
    });
    expect(parseConcentration("250 mg per 1,000 mL")).toMatchObject({ ok: true, ratio: [250, 1000] });
    // "1,000 mg/mL" is its own normalized form: the note still says how the comma was read.
    expect(parseConcentration("1,000 mg/mL")).toMatchObject({
      ok: true,
      mgPerMl: 1000,
      note: "1\u202f000 mg/mL (a label’s comma groups thousands)",
    });
    expect(parseConcentration("2,500")).toMatchObject({
      ok: true,
      mgPerMl: 2500,
      note: "Read as 2\u202f500 mg/mL (a label’s comma groups thousands)",
    });
    expect(parseConcentration("1,200%")).toMatchObject({ ok: true, mgPerMl: 12000 });
    // A decimal comma is still a decimal comma, and says nothing of labels.
    expect(parseConcentration("2,5 mg/mL")).toMatchObject({ ok: true, mgPerMl: 2.5, note: "2.5 mg/mL" });
  });

  it("sameRatio: the same concentration as written, not merely the same mg/mL", () => {
    expect(sameRatio(null, null)).toBe(true);
    expect(sameRatio([100, 3], [100, 3])).toBe(true);
    expect(sameRatio([100, 3], null)).toBe(false);
    expect(sameRatio(null, [100, 3])).toBe(false);
    expect(sameRatio([100, 3], [100, 4])).toBe(false);
    expect(sameRatio([100, 3], [101, 3])).toBe(false);
    expect(sameRatio([250, 5], [50, 1])).toBe(false);
  });

  it("a ratio is 1 part in n: two numbers without units otherwise are refused, never read as grams in mL", () => {
    for (const typed of ["250 in 5", "400 in 250", "250:5", "2 in 10,000", "0.5:1000"]) {
      expect(parseConcentration(typed)).toMatchObject({ ok: false, reason: "unit" });
    }
    expect(parseConcentration("250 in 5")).toMatchObject({
      message:
        "250 in 5 has no units: for an amount in a volume, write them (250 mg in 5 mL); a ratio strength is 1 in n (1:1000)",
    });
    expect(parseConcentration("250 mg in 5 mL")).toMatchObject({ ok: true, mgPerMl: 50 });
    expect(parseConcentration("1:1,000")).toMatchObject({ ok: true, mgPerMl: 1 });
  });

  it("ratios with 'in' and grouped thousands read as grams in millilitres", () => {
    expect(parseConcentration("1 in 10,000")).toMatchObject({
      ok: true,
      mgPerMl: 0.1,
      ratio: [1000, 10000],
      read: "1:10\u202f000 = 1 g in 10\u202f000 mL",
      form: "ratio",
    });
    expect(parseConcentration("1:5.")).toMatchObject({ ok: true, mgPerMl: 200, read: "1:5 = 1 g in 5 mL" });
  });

  it.each<[string, number, string, string | null]>([
    ["50", 50, "50 mg/mL", null],
    ["2,5", 2.5, "2.5 mg/mL", "Read as 2.5 mg/mL"],
    [".5", 0.5, "0.5 mg/mL", "Read as 0.5 mg/mL"],
    [" 50 ", 50, "50 mg/mL", null],
    ["50 mg/mL", 50, "50 mg/mL", "50 mg/mL"],
    ["250 mg per 5 millilitres", 50, "250 mg per 5 mL", "250 mg per 5 mL = 50 mg/mL"],
    ["1%", 10, "1% (w/v)", "1% (w/v) = 10 mg/mL"],
  ])("%j → value %s, read %j, note %j", (text, value, read, note) => {
    expect(parseConcentration(text)).toMatchObject({ ok: true, value, mgPerMl: value, read, note });
  });
});

describe("concentration properties (fast-check)", () => {
  it("a ratio with a point before exactly three digits is never read (1:1.000 could be 1:1\u202f000)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 2 }),
        fc.constantFrom(":", " : ", " in ", "in"),
        (head, groups, sep) => {
          const pointed = [head, ...groups.map((g) => String(g).padStart(3, "0"))].join(".");
          const result = parseConcentration(`1${sep}${pointed}`);
          expect(result).toMatchObject({ ok: false, reason: "ambiguous" });
          // The hint proposes the thousands reading, written both ways, and nothing else.
          const plain = pointed.replace(/\./g, "");
          if (!result.ok)
            expect(result.message).toMatch(new RegExp(`write 1(:| in )${plain} or 1(:| in )[\\d\u202f]+$`));
          const comma = parseConcentration(`1:${pointed.replace(/\./g, ",")}`);
          expect(comma.ok && comma.mgPerMl).toBeCloseTo(1000 / Number(plain), 12);
        },
      ),
    );
  });

  it("any text gives a finite positive concentration or a message, never a throw", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const result = parseConcentration(text);
        if (result.ok) {
          expect(Number.isFinite(result.mgPerMl)).toBe(true);
          expect(result.mgPerMl).toBeGreaterThan(0);
          expect(result.description).not.toMatch(/NaN|Infinity|undefined/);
        } else {
          expect(result.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("mass per volume equals the plain division", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 500 }), (mg, ml) => {
        const result = parseConcentration(`${mg} mg per ${ml} mL`);
        expect(result.ok && result.mgPerMl).toBeCloseTo(mg / ml, 10);
      }),
    );
  });
});
