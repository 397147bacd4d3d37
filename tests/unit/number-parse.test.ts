import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  PARSE_MESSAGES,
  ambiguousCommaMessage,
  ambiguousPointMessage,
  decimalSpelling,
  plainNumberText,
} from "~/domain/number/parse";
import { formatPlainNumber } from "~/domain/number/format";
import type { FieldKind } from "~/domain/number/field-kinds";
import {
  echoNumber,
  isPlainNumberText,
  readEntry,
  typeableNumber,
  type EntryFailureReason,
} from "~/domain/number/entry";

/** The hint for a point and a comma together: which is the decimal mark cannot be known. */
const POINT_AND_COMMA = "Type the number with a point for decimals, and a space or nothing between groups of thousands";

/**
 * One parser everywhere (issue 27): the laboratory tools read their fields with the same entry
 * parser as the dose calculators (domain/number/entry.ts); domain/number/parse.ts only words its hints.
 */
describe("a point or a comma before exactly three digits is never guessed (issue 27)", () => {
  it.each<[string, string]>([
    ["1.000", "A point before three digits can group thousands: type 1000 without the point, or 1 for the decimal"],
    ["2.500", "A point before three digits can group thousands: type 2500 without the point, or 2.5 for the decimal"],
    [
      "4.383",
      "A point before three digits can group thousands: type 4383 without the point, or 4.3830 for the decimal",
    ],
    [
      "12.345",
      "A point before three digits can group thousands: type 12345 without the point, or 12.3450 for the decimal",
    ],
    [
      "999.999",
      "A point before three digits can group thousands: type 999999 without the point, or 999.9990 for the decimal",
    ],
    ["-1.000", "A point before three digits can group thousands: type -1000 without the point, or -1 for the decimal"],
    ["1.000 mg", "A point before three digits can group thousands: type 1000 without the point, or 1 for the decimal"],
    ["1,000", "Type 1000 without the comma, or 1 with a point for decimals"],
    ["2,500", "Type 2500 without the comma, or 2.5 with a point for decimals"],
    // The decimal reading offered is itself typeable: 4.383 would be refused again.
    ["4,383", "Type 4383 without the comma, or 4.3830 with a point for decimals"],
  ])("%j asks which was meant: %j", (text, message) => {
    expect(readEntry(text)).toEqual({ ok: false, reason: "ambiguous", message });
  });

  it.each<[string, number]>([
    ["0.125", 0.125],
    ["0.500", 0.5],
    ["1.5", 1.5],
    ["1.25", 1.25],
    ["1.2500", 1.25],
    ["1234.567", 1234.567],
    ["01.234", 1.234],
    [".125", 0.125],
    ["58.44", 58.44],
    ["0.0194", 0.0194],
  ])("%j is a plain decimal (%s): no whole part of 1 to 3 digits, or not exactly three decimals", (text, value) => {
    expect(readEntry(text)).toMatchObject({ ok: true, value });
  });

  it("decimalSpelling and ambiguousPointMessage offer only typeable, plausible readings", () => {
    expect(decimalSpelling("1", "000")).toBe("1");
    expect(decimalSpelling("2", "500")).toBe("2.5");
    expect(decimalSpelling("4", "383")).toBe("4.3830");
    expect(decimalSpelling("1234", "567")).toBe("1234.567");
    expect(decimalSpelling("0", "125")).toBe("0.125");
    expect(ambiguousPointMessage("1.5")).toBe(PARSE_MESSAGES.pointAndComma);
  });

  it("typeableNumber writes what the parser reads back as the same number", () => {
    expect(typeableNumber(2.125)).toBe("2.1250");
    expect(typeableNumber(1)).toBe("1");
    expect(typeableNumber(0.125)).toBe("0.125");
    expect(typeableNumber(1234.567)).toBe("1234.567");
    expect(typeableNumber(2.12549, 4)).toBe("2.1255");
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 6 }),
        (x, d) => {
          const value = Number(x.toPrecision(12));
          const text = typeableNumber(value, d);
          const read = readEntry(text);
          expect(read.ok, text).toBe(true);
          if (read.ok) expect(formatPlainNumber(read.value, d)).toBe(formatPlainNumber(value, d));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("the hints of a possible thousands separator", () => {
  it.each<[string, string]>([
    ["1,200", "Type 1200 without the comma, or 1.2 with a point for decimals"],
    ["-1,200", "Type -1200 without the comma, or -1.2 with a point for decimals"],
    ["1,200,000", "Type 1200000 without the comma"],
    // A point and a comma: 1.200,5 is 1200.5 in much of Europe, 1,200.5 is 1200.5 in English.
    // Removing the comma from 1.200,5 would give 1.2005, a thousandth of what was meant.
    ["1.200,5", POINT_AND_COMMA],
    ["1,200.5", POINT_AND_COMMA],
    ["1.000.000,25", POINT_AND_COMMA],
    ["1,20,000", "Type the number without commas, with a point for decimals"],
    ["1,2,3", "Type the number without commas, with a point for decimals"],
  ])("the hint for %j proposes no number that is not a plausible reading: %j", (text, message) => {
    expect(readEntry(text)).toEqual({ ok: false, reason: "ambiguous", message });
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
  if (/^\d{1,3}(,\d{3})*(\.\d+)?$/.test(body)) readings.push(sign * Number(body.replace(/[,\u202f]/g, "")));
  if (/^\d{1,3}(\.\d{3})*(,\d+)?$/.test(body)) readings.push(sign * Number(body.replace(/\./g, "").replace(",", ".")));
  if (/^\d*,\d+$/.test(body)) readings.push(sign * Number(body.replace(",", ".")));
  return readings;
}

describe("parse properties (fast-check)", () => {
  it("an ambiguous hint only ever proposes a plausible reading of what was typed", () => {
    const group = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, "0"));
    const text = fc.oneof(
      // European: 1.200,5 / 12.500,75 / 1.000.000,5
      fc
        .tuple(
          fc.integer({ min: 1, max: 999 }),
          fc.array(group, { minLength: 1, maxLength: 3 }),
          fc.integer({ min: 0, max: 99 }),
        )
        .map(([h, g, d]) => `${h}.${g.join(".")},${d}`),
      // English: 1,200.5 / 1,000,000.25
      fc
        .tuple(
          fc.integer({ min: 1, max: 999 }),
          fc.array(group, { minLength: 1, maxLength: 3 }),
          fc.integer({ min: 0, max: 99 }),
        )
        .map(([h, g, d]) => `${h},${g.join(",")}.${d}`),
      // A point or a comma before exactly three digits: 1.000, 4,383.
      fc
        .tuple(fc.integer({ min: 1, max: 999 }), fc.constantFrom(".", ","), group)
        .map(([h, sep, g]) => `${h}${sep}${g}`),
      // Commas only, well formed or not.
      fc
        .tuple(
          fc.integer({ min: 1, max: 999 }),
          fc.array(fc.integer({ min: 0, max: 9999 }).map(String), { minLength: 1, maxLength: 3 }),
        )
        .map(([h, g]) => `${h},${g.join(",")}`),
      fc.stringOf(fc.constantFrom(..."0123456789.,".split("")), { minLength: 1, maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.constantFrom("", "-"), text, (sign, t) => {
        const typed = `${sign}${t}`;
        const result = readEntry(typed);
        if (result.ok || result.reason !== "ambiguous") return;
        const proposed = [...result.message.matchAll(/-?\d[\d.]*/g)].map((m) => Number(m[0]));
        const readings = plausibleReadings(typed);
        for (const value of proposed) {
          expect(readings, `${typed}: "${result.message}" proposes ${value}`).toContainEqual(value);
        }
        // Every number offered can be typed as offered.
        for (const m of result.message.matchAll(/-?\d[\d.]*/g))
          expect(readEntry(m[0]).ok, `${typed}: offers ${m[0]}`).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("reads back every plainly written finite number of up to 15 digits, as the site types it", () => {
    fc.assert(
      fc.property(
        fc
          .double({ noNaN: true, noDefaultInfinity: true, min: -1e14, max: 1e14 })
          .filter((x) => x === 0 || Math.abs(x) > 1e-20),
        (x) => {
          const value = Number(x.toPrecision(15));
          const result = readEntry(typeableNumber(value));
          expect(result.ok).toBe(true);
          if (result.ok) expect(result.value).toBe(Object.is(value, -0) ? 0 : value);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

/**
 * The one entry parser of the dose calculators (domain/number/entry.ts): the amount field, the
 * concentration's numbers, every Batch Convert entry and every laboratory field read their text
 * with it: decisions.md 'Converter' and 'Dose safety'.
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
    // A space between groups of exactly three digits groups thousands (issue 51): never a decimal mark.
    ["2 500", 2500, null, false],
    ["1 200", 1200, null, false],
    ["1  200", 1200, null, false],
    ["1\u00a0200", 1200, null, false],
    ["1\u202f200", 1200, null, false],
    ["1\u2009200", 1200, null, false],
    ["1 200 000", 1200000, null, false],
    ["1 200.5", 1200.5, null, false],
    ["1 200,5", 1200.5, null, true],
    ["2 500 mg", 2500, "mg", false],
    [",5", 0.5, null, true],
    ["1.25", 1.25, null, false], // a point is this product's decimal point (but see "1.000" below)
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
    ["1,200.5", "ambiguous", POINT_AND_COMMA],
    ["1.200,5", "ambiguous", POINT_AND_COMMA],
    ["1,2,3", "ambiguous", "Type the number without commas, with a point for decimals"],
    // A comma before three digits stays a question after space groups too.
    ["1 200,500", "ambiguous", "Type 1200500 without the comma, or 1200.5 with a point for decimals"],
    ["0 250", "invalid", "Enter one number without spaces inside it"],
    ["1 20", "invalid", "Enter one number without spaces inside it"],
    ["1 2000", "invalid", "Enter one number without spaces inside it"],
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
    [
      "0.1234567890123456",
      "notation",
      "Use at most 15 significant digits: a longer number cannot be calculated exactly",
    ],
    ["1000000000000000", "notation", "Use at most 15 significant digits: a longer number cannot be calculated exactly"],
    [
      `0.${"0".repeat(330)}1`,
      "notation",
      "Use at most 15 significant digits: a longer number cannot be calculated exactly",
    ],
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
      fc.property(
        fc.nat({ max: 99999 }),
        fc.stringMatching(/^\d{1,6}$/).filter((f) => f.length !== 3),
        (int, frac) => {
          const comma = readEntry(`${int},${frac}`);
          const point = readEntry(`${int}.${frac}`);
          expect(comma.ok && point.ok && comma.value === point.value).toBe(true);
        },
      ),
    );
  });

  /** One to three groups of exactly three digits ("005", "250"). */
  const threeDigitGroups = fc.array(
    fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, "0")),
    { minLength: 1, maxLength: 3 },
  );
  const unitWords = fc.constantFrom("", " mg", "mcg", " mL");
  const kinds = fc.constantFrom<FieldKind>("dose", "lab");

  it("never guesses a comma group, with or without a unit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), threeDigitGroups, unitWords, kinds, (head, groups, unit, kind) => {
        expect(readEntry(`${head},${groups.join(",")}${unit}`, kind)).toMatchObject({
          ok: false,
          reason: "ambiguous",
        });
      }),
    );
  });

  it("reads thousands grouped by any space as the one number they can be, with or without a unit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        threeDigitGroups,
        fc.constantFrom(" ", "\u00a0", "\u202f", "\u2009", "\u2007"),
        unitWords,
        kinds,
        (head, groups, separator, unit, kind) => {
          expect(readEntry(`${head}${separator}${groups.join(separator)}${unit}`, kind)).toMatchObject({
            ok: true,
            value: Number(`${head}${groups.join("")}`),
          });
        },
      ),
    );
  });

  it("reads back every number of up to 15 significant digits written plainly", () => {
    fc.assert(
      // Down to 1e-20: formatPlainNumber writes at most 40 decimals.
      fc.property(
        fc
          .double({ noNaN: true, noDefaultInfinity: true, min: -1e14, max: 1e14 })
          .filter((x) => x === 0 || Math.abs(x) > 1e-20),
        (x) => {
          const value = Number(x.toPrecision(15));
          const result = readEntry(formatPlainNumber(value, 40));
          expect(result.ok && result.value).toBe(Object.is(value, -0) ? 0 : value);
        },
      ),
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

describe("edges of the parser (issue 18: test strength)", () => {
  it("readEntry: grouping needs 1 to 3 leading digits not starting with 0; leading and trailing zeros are not significant", () => {
    expect(readEntry("01,234")).toMatchObject({ ok: true, value: 1.234, decimalComma: true });
    expect(readEntry("1234,567")).toMatchObject({ ok: true, value: 1234.567, decimalComma: true });
    expect(readEntry("00123456789012345")).toMatchObject({ ok: true, value: 123456789012345 });
    expect(readEntry("1.0000000000000000")).toMatchObject({ ok: true, value: 1 });
    expect(readEntry("10 -mg")).toEqual({ ok: false, reason: "invalid", message: "Enter a number, for example 2.5" });
    expect(readEntry(undefined as unknown as string)).toEqual({
      ok: false,
      reason: "empty",
      message: "Enter a number",
    });
  });

  it("echoes an entry exactly, grouped, and knows a plainly written number", () => {
    expect(echoNumber(1200.5)).toBe("1\u202f200.5");
    expect(echoNumber(1e-13)).toBe("0.0000000000001");
    expect(isPlainNumberText(" 2.5 ", 2.5)).toBe(true);
    expect(isPlainNumberText("2,5", 2.5)).toBe(false);
    expect(isPlainNumberText(".5", 0.5)).toBe(false);
    expect(isPlainNumberText("1,200", 1200)).toBe(false);
    expect(isPlainNumberText("1 200", 1200)).toBe(false);
  });

  it("readEntry: spaces, stray characters with commas, a point before three digits", () => {
    expect(readEntry("1 2")).toEqual({
      ok: false,
      reason: "invalid",
      message: "Enter one number without spaces inside it",
    });
    expect(readEntry("1.234")).toMatchObject({ ok: false, reason: "ambiguous" });
    for (const text of ["a1,2,3", "1,2,3x"]) expect(readEntry(text)).toMatchObject({ ok: false });
    for (const text of ["1,2,3", "-1,2,3"]) expect(readEntry(text)).toMatchObject({ ok: false, reason: "ambiguous" });
  });

  it("the comma hint keeps the exponent as typed", () => {
    expect(ambiguousCommaMessage("1,200e-12")).toBe(
      "Type 1200e-12 without the comma, or 1.200e-12 with a point for decimals",
    );
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
