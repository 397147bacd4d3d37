/**
 * The label convention (issue 56, principle 5; src/domain/number/field-kinds.ts): what a label or a
 * bag prints is read as printed. A comma before three digits whose decimal reading would end in a
 * zero groups thousands ("25,000 units": a label never prints 25.000), commas between every three
 * digits are read ("5,000,000 units"), and what was read is said; every other comma before three
 * digits is still asked, with both readings; a point before three digits and scientific notation
 * are treated as in a dose field, and dose fields are unchanged.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FIELD_RULES, LABEL_COMMA_READ } from "~/domain/number/field-kinds";
import { readAs, readEntry, typeableNumber } from "~/domain/number/entry";
import { formatNumber } from "~/domain/number/format";

/** "25", "000" → "25,000". */
const commaText = (whole: number, three: number) => `${whole},${String(three).padStart(3, "0")}`;

describe("a label field reads a comma a label prints", () => {
  it.each<[string, number]>([
    ["25,000", 25000],
    ["2,500", 2500],
    ["1,000", 1000],
    ["5,000", 5000],
    ["1,250", 1250],
    ["100,000", 100000],
    ["25,000,000", 25000000],
    ["5,000,000 mcg", 5000000],
    ["1,234,567", 1234567],
    ["1,000 mL", 1000],
    ["1,000mg", 1000],
  ])("%j is %d, its comma read as grouping thousands", (text, value) => {
    expect(readEntry(text, "label")).toMatchObject({ ok: true, value, groupedComma: true, decimalComma: false });
  });

  it.each<[string, number]>([
    ["2,5", 2.5],
    ["0,125", 0.125],
    ["0,500", 0.5],
    ["2 500", 2500],
    ["1.5", 1.5],
    ["0.125", 0.125],
    ["250", 250],
  ])("%j is read as in a dose field (%d), no label comma", (text, value) => {
    expect(readEntry(text, "label")).toMatchObject({ ok: true, value, groupedComma: false });
    expect(readEntry(text, "dose")).toMatchObject({ ok: true, value, groupedComma: false });
  });

  it.each<[string, string]>([
    ["4,383", "Type 4383 without the comma, or 4.3830 with a point for decimals"],
    ["1,234", "Type 1234 without the comma, or 1.2340 with a point for decimals"],
    ["2,125", "Type 2125 without the comma, or 2.1250 with a point for decimals"],
    ["25,001", "Type 25001 without the comma, or 25.0010 with a point for decimals"],
    ["1.000", "A point before three digits can group thousands: type 1000 without the point, or 1 for the decimal"],
    ["25.000", "A point before three digits can group thousands: type 25000 without the point, or 25 for the decimal"],
    // A comma with a point, or a comma grouping spaced digits, is not how a label groups: asked as before.
    ["1,000.5", "Type the number with a point for decimals, and a space or nothing between groups of thousands"],
    ["1 200,500", "Type 1200500 without the comma, or 1200.5 with a point for decimals"],
    ["1,00,000", "Type the number without commas, with a point for decimals"],
  ])("%j is asked: %j", (text, message) => {
    expect(readEntry(text, "label")).toEqual({ ok: false, reason: "ambiguous", message });
  });

  it("refuses scientific notation, as a dose field does", () => {
    expect(readEntry("1e3", "label")).toMatchObject({ ok: false, reason: "notation" });
    expect(readEntry("2.5×10^3", "label")).toMatchObject({ ok: false, reason: "notation" });
  });

  it("says how a label's comma was read", () => {
    expect(readAs("25,000 mg", "label")).toBe(`25000 mg ${LABEL_COMMA_READ}`);
    expect(readAs("2,5", "label")).toBe("2.5");
    expect(LABEL_COMMA_READ).toBe("(a label’s comma groups thousands)");
  });

  it("says its rule in words, naming what it reads and what it asks", () => {
    expect(FIELD_RULES.label.says).toMatch(/as a label prints them: “25,000” or “2,500” is 25\u202f000 or 2\u202f500/);
    expect(FIELD_RULES.label.says).toMatch(/“4,383” or “1\.000” is asked about/);
    expect(FIELD_RULES.label).toMatchObject({ pointBeforeThree: "ask", scientific: "refuse" });
  });
});

describe("properties of the label convention", () => {
  it("for any whole part of 1 to 3 digits, a three-digit group ending in a zero reads as thousands", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 99 }), (whole, tens) => {
        const typed = commaText(whole, tens * 10);
        expect(readEntry(typed, "label")).toMatchObject({
          ok: true,
          value: whole * 1000 + tens * 10,
          groupedComma: true,
        });
      }),
      { numRuns: 2000 },
    );
  });

  it("for any number grouped by commas every three digits, label fields read it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 999_999_999_999 }), (value) => {
        const typed = value.toLocaleString("en-US");
        expect(readEntry(typed, "label")).toMatchObject({ ok: true, value, groupedComma: true });
      }),
      { numRuns: 2000 },
    );
  });

  it("for any comma before three digits not ending in a zero, it asks, and both readings offered read back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (whole, three) => {
        fc.pre(three % 10 !== 0);
        const typed = commaText(whole, three);
        const answer = readEntry(typed, "label");
        expect(answer.ok).toBe(false);
        if (answer.ok) return;
        expect(answer.reason).toBe("ambiguous");
        const offered = /Type (\S+) without the comma, or (\S+) with a point/.exec(answer.message);
        const [, thousands = "", decimal = ""] = offered ?? [];
        expect(readEntry(thousands, "label")).toMatchObject({ ok: true, value: whole * 1000 + three });
        expect(readEntry(decimal, "label")).toMatchObject({ ok: true, value: Number(typed.replace(",", ".")) });
      }),
      { numRuns: 2000 },
    );
  });

  it("in a dose field, nothing changes: every comma before three digits is asked, with or without a trailing zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (whole, three) => {
        expect(readEntry(commaText(whole, three), "dose")).toMatchObject({ ok: false, reason: "ambiguous" });
        expect(readEntry(commaText(whole, three), "lab")).toMatchObject({ ok: false, reason: "ambiguous" });
      }),
      { numRuns: 2000 },
    );
    expect(readEntry("25,000,000", "dose")).toMatchObject({ ok: false, reason: "ambiguous" });
  });

  it("a label field reads what a dose field reads, as the dose field reads it, and asks what it asks but a label's comma", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,4}[.,]?[0-9]{0,4}( ?(mg|units|mL))?$/), (text) => {
        const dose = readEntry(text, "dose");
        const label = readEntry(text, "label");
        if (dose.ok) expect(label).toEqual({ ...dose, groupedComma: false });
        else if (!label.ok) expect(label).toEqual(dose);
        else {
          expect(dose.reason).toBe("ambiguous");
          expect(label.groupedComma).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("every figure the site writes into a label field reads back, plain or grouped as shown", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (value, decimals) => {
          // Only what an entry holds: 15 significant digits at most.
          fc.pre(typeableNumber(value, decimals, "label").replace(".", "").replace(/^0+/, "").length <= 15);
          const written = typeableNumber(value, decimals, "label");
          const back = readEntry(written, "label");
          expect(back).toMatchObject({ ok: true, groupedComma: false });
          if (back.ok) expect(typeableNumber(back.value, decimals, "label")).toBe(written);
          const shown = formatNumber(Math.round(value), 0);
          expect(readEntry(shown, "label")).toMatchObject({ ok: true, value: Math.round(value) });
        },
      ),
      { numRuns: 2000 },
    );
  });
});
