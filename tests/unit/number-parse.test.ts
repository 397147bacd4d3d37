import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ambiguousCommaMessage, parseNumber, plainNumberText, type ParseFailureReason } from "~/lib/number/parse";
import { formatPlainNumber } from "~/lib/number/format";
import { echoNumber, isPlainNumberText, readEntry, type EntryFailureReason } from "~/lib/number/entry";

describe("parseNumber accepts", () => {
  it.each<[string, number, string]>([
    ["2.5", 2.5, "2.5"],
    [".5", 0.5, "0.5"],
    ["5.", 5, "5"],
    ["2,5", 2.5, "2.5"],
    [",5", 0.5, "0.5"],
    ["0,250", 0.25, "0.25"],
    ["2,5000", 2.5, "2.5"],
    ["2,50", 2.5, "2.5"],
    ["1e3", 1000, "1000"],
    ["1.5E-2", 0.015, "0.015"],
    ["2,5e3", 2500, "2500"],
    ["  12 ", 12, "12"],
    ["\t12\n", 12, "12"],
    ["\u00a012\u202f", 12, "12"],
    ["+3", 3, "3"],
    ["-3", -3, "-3"],
    ["\u22123", -3, "-3"],
    ["-0", 0, "0"],
    ["0", 0, "0"],
    ["007", 7, "7"],
    ["1200", 1200, "1200"],
    ["1e-7", 1e-7, "0.0000001"],
    ["1e21", 1e21, "1e+21"],
    ["1e-999", 0, "0"],
  ])("%j → %s (read as %s)", (text, value, normalized) => {
    const result = parseNumber(text);
    expect(result).toEqual({ ok: true, value, normalized });
  });
});

describe("parseNumber refuses", () => {
  it.each<[string, ParseFailureReason]>([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "invalid"],
    ["1..2", "invalid"],
    ["1.2.3", "invalid"],
    ["Infinity", "invalid"],
    ["-Infinity", "invalid"],
    ["NaN", "invalid"],
    ["0x10", "invalid"],
    ["1_000", "invalid"],
    ["--1", "invalid"],
    ["+-1", "invalid"],
    ["-", "invalid"],
    [".", "invalid"],
    [",", "invalid"],
    ["e5", "invalid"],
    ["1e", "invalid"],
    ["1 200", "invalid"],
    ["12mg", "invalid"],
    ["1,200", "ambiguous-comma"],
    ["-1,200", "ambiguous-comma"],
    ["12,500", "ambiguous-comma"],
    ["999,999", "ambiguous-comma"],
    ["1,200,000", "ambiguous-comma"],
    ["1,200.5", "ambiguous-comma"],
    ["1.200,5", "ambiguous-comma"],
    ["1,200e3", "ambiguous-comma"],
    ["1e999", "not-finite"],
    ["-1e400", "not-finite"],
  ])("%j (%s) with a message", (text, reason) => {
    const result = parseNumber(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe(reason);
      expect(result.message.length).toBeGreaterThan(5);
      expect(result.message).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it("asks for the number without the comma when the comma is ambiguous", () => {
    const result = parseNumber("1,200");
    expect(result).toMatchObject({
      ok: false,
      message: "Type 1200 without the comma, or 1.2 with a point for decimals",
    });
    expect(parseNumber("1,200,000")).toMatchObject({ ok: false, message: "Type 1200000 without the comma" });
  });

  it.each<[string, string]>([
    ["1,200", "Type 1200 without the comma, or 1.2 with a point for decimals"],
    ["-1,200", "Type -1200 without the comma, or -1.2 with a point for decimals"],
    ["1,200e3", "Type 1200e3 without the comma, or 1.200e3 with a point for decimals"],
    ["1,200,000", "Type 1200000 without the comma"],
    // A point and a comma: 1.200,5 is 1200.5 in much of Europe, 1,200.5 is 1200.5 in English.
    // Removing the comma from 1.200,5 would give 1.2005, a thousandth of what was meant.
    ["1.200,5", "Type the number without thousands separators, with a point for decimals"],
    ["1,200.5", "Type the number without thousands separators, with a point for decimals"],
    ["1.000.000,25", "Type the number without thousands separators, with a point for decimals"],
    ["1,20,000", "Type the number without commas, with a point for decimals"],
    ["1,2,3", "Type the number without commas, with a point for decimals"],
  ])("the hint for %j proposes no number that is not a plausible reading: %j", (text, message) => {
    expect(parseNumber(text)).toEqual({ ok: false, reason: "ambiguous-comma", message });
  });

  it("never throws on non-string input", () => {
    expect(parseNumber(undefined as unknown as string)).toMatchObject({ ok: false, reason: "empty" });
  });
});

describe("plainNumberText", () => {
  it.each<[number, string]>([
    [2.5, "2.5"],
    [1e-7, "0.0000001"],
    [1.25e-7, "0.000000125"],
    [1.2345678901234566e-7, "0.00000012345678901234566"],
    [-0, "0"],
    [1e21, "1e+21"],
    [Number.NaN, ""],
  ])("%s → %s", (value, text) => expect(plainNumberText(value)).toBe(text));
});

/**
 * The values a person can have meant by a number written with commas (and points): the English
 * reading (commas group thousands, the point is decimal), the European one (points group
 * thousands, the comma is decimal), each only when the text is well formed that way, and for a
 * single comma the plain decimal comma.
 */
function plausibleReadings(text: string): number[] {
  const readings: number[] = [];
  const body = text.replace(/^[+-]/, "");
  const sign = text.startsWith("-") ? -1 : 1;
  if (/^\d{1,3}(,\d{3})*(\.\d+)?$/.test(body)) readings.push(sign * Number(body.replace(/,/g, "")));
  if (/^\d{1,3}(\.\d{3})*(,\d+)?$/.test(body)) readings.push(sign * Number(body.replace(/\./g, "").replace(",", ".")));
  if (/^\d*,\d+$/.test(body)) readings.push(sign * Number(body.replace(",", ".")));
  return readings;
}

describe("parse properties (fast-check)", () => {
  it("an ambiguous-comma hint only ever proposes a plausible reading of what was typed", () => {
    const group = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, "0"));
    const text = fc.oneof(
      // European: 1.200,5 / 12.500,75 / 1.000.000,5
      fc.tuple(fc.integer({ min: 1, max: 999 }), fc.array(group, { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 99 })).map(
        ([h, g, d]) => `${h}.${g.join(".")},${d}`,
      ),
      // English: 1,200.5 / 1,000,000.25
      fc.tuple(fc.integer({ min: 1, max: 999 }), fc.array(group, { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 99 })).map(
        ([h, g, d]) => `${h},${g.join(",")}.${d}`,
      ),
      // Commas only, well formed or not.
      fc.tuple(fc.integer({ min: 1, max: 999 }), fc.array(fc.integer({ min: 0, max: 9999 }).map(String), { minLength: 1, maxLength: 3 })).map(
        ([h, g]) => `${h},${g.join(",")}`,
      ),
      fc.stringOf(fc.constantFrom(..."0123456789.,".split("")), { minLength: 1, maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.constantFrom("", "-"), text, (sign, t) => {
        const typed = `${sign}${t}`;
        const result = parseNumber(typed);
        if (result.ok || result.reason !== "ambiguous-comma") return;
        const proposed = [...result.message.matchAll(/-?\d[\d.]*(?:e-?\d+)?/g)].map((m) => Number(m[0]));
        const readings = plausibleReadings(typed);
        for (const value of proposed) {
          expect(readings, `${typed}: "${result.message}" proposes ${value}`).toContainEqual(value);
        }
      }),
      { numRuns: 3000 },
    );
  });


  it("reads back every plainly written finite number exactly", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e20, max: 1e20 }), (value) => {
        const text = plainNumberText(value);
        const result = parseNumber(text);
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.value).toBe(Object.is(value, -0) ? 0 : value);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a decimal comma exactly like a decimal point when it cannot be a thousands separator", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 99999 }),
        fc.stringMatching(/^\d{1,6}$/).filter((f) => f.length !== 3),
        (int, frac) => {
          const viaComma = parseNumber(`${int},${frac}`);
          const viaPoint = parseNumber(`${int}.${frac}`);
          expect(viaComma).toEqual(viaPoint);
        },
      ),
    );
  });

  it("never answers with NaN, Infinity or a throw, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const result = parseNumber(text);
        if (result.ok) {
          expect(Number.isFinite(result.value)).toBe(true);
          expect(result.normalized).not.toMatch(/NaN|Infinity/);
        } else {
          expect(result.message).toBeTruthy();
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("parses what formatPlainNumber writes to the shown precision", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 4 }), (value, d) => {
        const text = formatPlainNumber(value, d);
        const result = parseNumber(text);
        expect(result.ok).toBe(true);
        if (result.ok) expect(formatPlainNumber(result.value, d)).toBe(text);
      }),
    );
  });
});

/**
 * The one entry parser of the dose calculators (lib/number/entry.ts): the amount field, the
 * concentration's numbers and every Batch Convert entry read their text with it. Stricter than
 * parseNumber (which the laboratory tools keep): decisions.md 'Converter' and 'Dose safety'.
 */
describe("readEntry: one entry, a number and an optional unit word", () => {
  it.each<[string, number, string | null, boolean]>([
    ["2.5", 2.5, null, false],
    [".5", 0.5, null, false],
    ["5.", 5, null, false],
    ["+3", 3, null, false],
    ["-3", -3, null, false],
    ["\u22123", -3, null, false],
    ["\u20133", -3, null, false],
    ["-0", 0, null, false],
    ["007", 7, null, false],
    ["  12 ", 12, null, false],
    ["\u200b12\ufeff", 12, null, false],
    ["2,5", 2.5, null, true],
    ["0,250", 0.25, null, true],
    [",5", 0.5, null, true],
    ["1.200", 1.2, null, false], // a point is this product's decimal point
    ["123456789012345", 123456789012345, null, false],
    ["0.000000000000000000001", 1e-21, null, false],
    ["10 mcg", 10, "mcg", false],
    ["10mcg", 10, "mcg", false],
    ["10\u00a0µg", 10, "mcg", false],
    ["0.5 g", 0.5, "g", false],
    ["2 mg", 2, "mg", false],
    ["5 mL", 5, "mL", false],
    ["5\tcc", 5, "mL", false],
    ["0.005 L", 0.005, "L", false],
    ["2,5 Millilitres", 2.5, "mL", true],
  ])("%j → %s %s (decimal comma: %s)", (text, value, unit, decimalComma) => {
    const result = readEntry(text);
    expect(result).toMatchObject({ ok: true, value, decimalComma });
    if (result.ok) expect(result.unit?.symbol ?? null).toBe(unit);
  });

  it.each<[string, EntryFailureReason, string]>([
    ["", "empty", "Enter a number"],
    [" \t\n", "empty", "Enter a number"],
    ["abc", "invalid", "Enter a number, for example 2.5"],
    ["Infinity", "invalid", "Enter a number, for example 2.5"],
    ["-Infinity", "invalid", "Enter a number, for example 2.5"],
    ["NaN", "invalid", "Enter a number, for example 2.5"],
    ["∞", "invalid", "Enter a number, for example 2.5"],
    ["--1", "invalid", "Enter a number, for example 2.5"],
    ["1..2", "invalid", "Enter a number, for example 2.5"],
    [".", "invalid", "Enter a number, for example 2.5"],
    ["mg", "invalid", "Enter a number, for example 2.5"],
    ["1/2", "invalid", "Enter a number, for example 2.5"],
    ["10²", "invalid", "Enter a number, for example 2.5"],
    ["12 5", "invalid", "Enter one number without spaces inside it"],
    ["1234 567", "invalid", "Enter one number without spaces inside it"],
    // A group that can be a thousands separator is never guessed.
    ["1,200", "ambiguous", "Type 1200 without the comma, or 1.2 with a point for decimals"],
    ["12,500", "ambiguous", "Type 12500 without the comma, or 12.5 with a point for decimals"],
    ["1,200,000", "ambiguous", "Type 1200000 without the comma"],
    ["1,200.5", "ambiguous", "Type the number without thousands separators, with a point for decimals"],
    ["1.200,5", "ambiguous", "Type the number without thousands separators, with a point for decimals"],
    ["1,2,3", "ambiguous", "Type the number without commas, with a point for decimals"],
    ["2 500", "ambiguous", "Type 2500 without the space"],
    ["1 200", "ambiguous", "Type 1200 without the space"],
    ["1  200", "ambiguous", "Type 1200 without the space"],
    ["1\u00a0200", "ambiguous", "Type 1200 without the space"],
    ["1\u202f200", "ambiguous", "Type 1200 without the space"],
    ["1\u2009200", "ambiguous", "Type 1200 without the space"],
    ["1 200 000", "ambiguous", "Type 1200000 without the space"],
    ["1 200.5", "ambiguous", "Type 1200.5 without the space"],
    ["1 200,5", "ambiguous", "Type the number without thousands separators, with a point for decimals"],
    ["2 500 mg", "ambiguous", "Type 2500 without the space"],
    // Notations nobody writes a dose in, and numbers a double cannot carry exactly.
    ["1e3", "notation", "Write the number out in full, for example 1000 or 0.01 (no e notation)"],
    ["1E-2", "notation", "Write the number out in full, for example 1000 or 0.01 (no e notation)"],
    ["2,5e3", "notation", "Write the number out in full, for example 1000 or 0.01 (no e notation)"],
    [".5e1", "notation", "Write the number out in full, for example 1000 or 0.01 (no e notation)"],
    ["1e999", "notation", "Write the number out in full, for example 1000 or 0.01 (no e notation)"],
    ["1e3 mg", "notation", "Write the number out in full, for example 1000 or 0.01 (no e notation)"],
    ["0x10", "notation", "Enter a decimal number, for example 2.5"],
    ["-0X1f", "notation", "Enter a decimal number, for example 2.5"],
    ["1_000", "notation", "Type the number without _ between digits, for example 1000"],
    ["١٢", "notation", "Type the number with the digits 0 to 9, for example 2.5"],
    ["۱۲", "notation", "Type the number with the digits 0 to 9, for example 2.5"],
    ["१२", "notation", "Type the number with the digits 0 to 9, for example 2.5"],
    ["１２", "notation", "Type the number with the digits 0 to 9, for example 2.5"],
    ["1２", "notation", "Type the number with the digits 0 to 9, for example 2.5"],
    ["1234567890123456", "notation", "Use at most 15 significant digits: a longer number cannot be calculated exactly"],
    ["0.1234567890123456", "notation", "Use at most 15 significant digits: a longer number cannot be calculated exactly"],
    ["1000000000000000", "notation", "Use at most 15 significant digits: a longer number cannot be calculated exactly"],
    [`0.${"0".repeat(330)}1`, "notation", "Use at most 15 significant digits: a longer number cannot be calculated exactly"],
    // A word after the number that is not a unit is refused, never dropped.
    ["10 units", "unit", '"units" is not a unit here: use mg, mcg, g, mL or L'],
    ["10 kg", "unit", '"kg" is not a unit here: use mg, mcg, g, mL or L'],
    ["10 mg/mL", "unit", "That is not a unit here: use mg, mcg, g, mL or L"],
    ["10 NaN", "unit", "That is not a unit here: use mg, mcg, g, mL or L"],
  ])("%j is refused (%s): %j", (text, reason, message) => {
    expect(readEntry(text)).toEqual({ ok: false, reason, message });
  });

  it("reads a decimal comma exactly as the point, where it cannot group thousands", () => {
    fc.assert(
      fc.property(fc.nat({ max: 99999 }), fc.stringMatching(/^\d{1,6}$/).filter((f) => f.length !== 3), (int, frac) => {
        const comma = readEntry(`${int},${frac}`);
        const point = readEntry(`${int}.${frac}`);
        expect(comma.ok && point.ok && comma.value === point.value).toBe(true);
      }),
    );
  });

  it("never guesses a thousands group, with a comma or any space, with or without a unit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.array(fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, "0")), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(",", " ", "\u00a0", "\u202f", "\u2009", "\u2007"),
        fc.constantFrom("", " mg", "mcg", " mL"),
        (head, groups, separator, unit) => {
          expect(readEntry(`${head}${separator}${groups.join(separator)}${unit}`)).toMatchObject({ ok: false, reason: "ambiguous" });
        },
      ),
    );
  });

  it("reads back every number of up to 15 significant digits written plainly", () => {
    fc.assert(
      // Down to 1e-20: formatPlainNumber writes at most 40 decimals.
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e14, max: 1e14 }).filter((x) => x === 0 || Math.abs(x) > 1e-20), (x) => {
        const value = Number(x.toPrecision(15));
        const result = readEntry(formatPlainNumber(value, 40));
        expect(result.ok && result.value).toBe(Object.is(value, -0) ? 0 : value);
      }),
      { numRuns: 2000 },
    );
  });

  it("never answers with NaN, Infinity or a throw, and never shows those words", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const result = readEntry(text);
        if (result.ok) expect(Number.isFinite(result.value)).toBe(true);
        else expect(result.message).not.toMatch(/NaN|Infinity|undefined/);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("edges of the two parsers (issue 18: test strength)", () => {
  it("readEntry: grouping needs 1 to 3 leading digits not starting with 0; leading and trailing zeros are not significant", () => {
    expect(readEntry("01,234")).toMatchObject({ ok: true, value: 1.234, decimalComma: true });
    expect(readEntry("1234,567")).toMatchObject({ ok: true, value: 1234.567, decimalComma: true });
    expect(readEntry("00123456789012345")).toMatchObject({ ok: true, value: 123456789012345 });
    expect(readEntry("1.0000000000000000")).toMatchObject({ ok: true, value: 1 });
    expect(readEntry("10 -mg")).toEqual({ ok: false, reason: "invalid", message: "Enter a number, for example 2.5" });
    expect(readEntry(undefined as unknown as string)).toEqual({ ok: false, reason: "empty", message: "Enter a number" });
  });

  it("echoes an entry exactly, grouped, and knows a plainly written number", () => {
    expect(echoNumber(1200.5)).toBe("1,200.5");
    expect(echoNumber(1e-13)).toBe("0.0000000000001");
    expect(isPlainNumberText(" 2.5 ", 2.5)).toBe(true);
    expect(isPlainNumberText("2,5", 2.5)).toBe(false);
    expect(isPlainNumberText(".5", 0.5)).toBe(false);
    expect(isPlainNumberText("1,200", 1200)).toBe(false);
  });

  it("parseNumber: spaces, stray characters with commas, a point before three digits", () => {
    expect(parseNumber("1 2")).toEqual({ ok: false, reason: "invalid", message: "Enter one number without spaces inside it" });
    expect(parseNumber("1.234")).toMatchObject({ ok: true, value: 1.234 });
    for (const text of ["1,2,x", "a1,2,3", "1,2,3x", "1,2,3e", "1,2,3ex"]) expect(parseNumber(text)).toMatchObject({ ok: false, reason: "invalid" });
    for (const text of ["1,2,3", "1,2,3e5", "1,2,3e-5", "1,2,3e12", "-1,2,3"]) expect(parseNumber(text)).toMatchObject({ ok: false, reason: "ambiguous-comma" });
  });

  it("the comma hint keeps the exponent as typed", () => {
    expect(ambiguousCommaMessage("1,200e-12")).toBe("Type 1200e-12 without the comma, or 1.200e-12 with a point for decimals");
    expect(ambiguousCommaMessage("1,200,000e12")).toBe("Type 1200000e12 without the comma");
    expect(ambiguousCommaMessage("1,200,000e-3")).toBe("Type 1200000e-3 without the comma");
    expect(ambiguousCommaMessage("12,345,678")).toBe("Type 12345678 without the comma");
    expect(ambiguousCommaMessage("1,200,000ex")).toBe("Type the number without commas, with a point for decimals");
  });

  it("plainNumberText: empty for what is not a number, 0 without a sign, plain from 1e-12", () => {
    expect(plainNumberText(NaN)).toBe("");
    expect(plainNumberText(Infinity)).toBe("");
    expect(plainNumberText(-0)).toBe("0");
    expect(plainNumberText(1e-12)).toBe("0.000000000001");
    expect(plainNumberText(1e-13)).toBe("1e-13");
  });
});
