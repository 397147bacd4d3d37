/**
 * Issue 51: one number convention, in and out. Output groups thousands with a narrow no-break
 * space (U+202F), never a comma or a point; input reads what can be read one way and asks about
 * what could be read two ways, by the kind of field (src/domain/number/field-kinds.ts); every
 * figure the site writes into a field reads back to the same value by that field's rule.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FIELD_RULES, type FieldKind } from "~/domain/number/field-kinds";
import { readEntry, readAs, typeableNumber } from "~/domain/number/entry";
import {
  GROUP_SEPARATOR,
  formatDose,
  formatFixed,
  formatNumber,
  formatPlainNumber,
  formatSignificant,
  spokenText,
} from "~/domain/number/format";
import { significantFigures } from "~/domain/lab/lab-field";
import { evaluateConverter } from "~/domain/dose/conversion";
import { announcementOf, copyLine } from "~/machines/converter/converter.calc";
import { batchCopyText, batchCsv, batchSummary, convertBatch } from "~/machines/batch/batch.calc";
import type { Direction } from "~/data/doses";

const KINDS: readonly FieldKind[] = ["dose", "lab"];
/** Every kind, the label kind too (issue 56; its own reading of commas: number-label.test.ts). */
const ALL_KINDS = Object.keys(FIELD_RULES) as FieldKind[];

describe("output: digits grouped by a narrow no-break space, never a comma or a point", () => {
  it.each<[string, string]>([
    [formatNumber(1350, 4), "1\u202f350"],
    [formatDose(1200, "mg"), "1\u202f200 mg"],
    [formatNumber(154004.107, 0), "154\u202f004"],
    [formatNumber(12345678.5, 4), "12\u202f345\u202f678.5"],
    [formatFixed(1234.5, 2), "1\u202f234.50"],
    [formatSignificant(154004107, 3), "154\u202f004\u202f107"],
    [formatNumber(999.5, 4), "999.5"],
    [formatNumber(0.000125, 6), "0.000125"],
  ])("%j is %j", (shown, expected) => {
    expect(shown).toBe(expected);
  });

  it("no shown figure holds a comma, and every group after the first has three digits", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e14, max: 1e14, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (value, decimals) => {
          const shown = formatNumber(value, decimals);
          expect(shown).not.toContain(",");
          const whole = shown.replace(/^-/, "").split(".")[0] ?? "";
          expect(whole).toMatch(new RegExp(`^\\d{1,3}(?:${GROUP_SEPARATOR}\\d{3})*$`));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("CSV cells and field texts carry plain digits: no grouping, a point for decimals", () => {
    expect(formatPlainNumber(1350.25, 4)).toBe("1350.25");
    expect(typeableNumber(1200)).toBe("1200");
  });

  it("the announcer says a grouped figure as one number", () => {
    expect(spokenText("Add 1\u202f350 mL of diluent, 12\u202f345\u202f678 mg")).toBe(
      "Add 1350 mL of diluent, 12345678 mg",
    );
    // A space between two figures that are not one number stays.
    expect(spokenText("2 mL at 10 mg/mL")).toBe("2 mL at 10 mg/mL");
  });
});

describe("input: what can be read one way is read, what could be read two ways is asked", () => {
  it.each<[string, FieldKind, number]>([
    // A space between groups of three digits, any kind of space: never a decimal mark.
    ["2 500", "dose", 2500],
    ["2 500", "lab", 2500],
    ["1\u202f350.5", "dose", 1350.5],
    ["1\u00a0350.5 mL", "lab", 1350.5],
    // A decimal comma that cannot group thousands.
    ["2,5", "dose", 2.5],
    ["0,125", "dose", 0.125],
    ["0,125", "lab", 0.125],
    // A point before three digits: a decimal in a laboratory field.
    ["4.383", "lab", 4.383],
    ["58.443", "lab", 58.443],
    ["1.000", "lab", 1],
    ["2.500 g", "lab", 2.5],
    // Scientific notation, in laboratory fields only.
    ["1e-3", "lab", 0.001],
    ["1.5E-6", "lab", 0.0000015],
    ["1.5×10⁻⁶", "lab", 0.0000015],
    ["1.5x10^-6", "lab", 0.0000015],
    ["1.5 × 10^-6", "lab", 0.0000015],
    ["2.5e3 mL", "lab", 2500],
    ["-1e-3", "lab", -0.001],
    // Plain decimals everywhere.
    ["0.125", "dose", 0.125],
    ["1.5", "dose", 1.5],
    ["1234.567", "dose", 1234.567],
  ])("%j in a %s field is %d", (text, kind, value) => {
    expect(readEntry(text, kind)).toMatchObject({ ok: true, value });
  });

  it.each<[string, FieldKind, string]>([
    ["1,350", "dose", "Type 1350 without the comma, or 1.35 with a point for decimals"],
    ["1,350", "lab", "Type 1350 without the comma, or 1.35 with a point for decimals"],
    ["1,000", "dose", "Type 1000 without the comma, or 1 with a point for decimals"],
    // Each reading offered is typeable in that very field.
    ["4,383", "dose", "Type 4383 without the comma, or 4.3830 with a point for decimals"],
    ["4,383", "lab", "Type 4383 without the comma, or 4.383 with a point for decimals"],
    [
      "1.000",
      "dose",
      "A point before three digits can group thousands: type 1000 without the point, or 1 for the decimal",
    ],
    [
      "2.500",
      "dose",
      "A point before three digits can group thousands: type 2500 without the point, or 2.5 for the decimal",
    ],
    [
      "1.250",
      "dose",
      "A point before three digits can group thousands: type 1250 without the point, or 1.25 for the decimal",
    ],
  ])("%j in a %s field is asked: %j", (text, kind, message) => {
    expect(readEntry(text, kind)).toEqual({ ok: false, reason: "ambiguous", message });
  });

  it("every reading a question offers is read by that field as the number it names", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom(...KINDS),
        (whole, three, kind) => {
          const typed = `${whole},${String(three).padStart(3, "0")}`;
          const answer = readEntry(typed, kind);
          expect(answer.ok).toBe(false);
          if (answer.ok) return;
          const offered = /Type (\S+) without the comma, or (\S+) with a point/.exec(answer.message);
          expect(offered).not.toBeNull();
          const [, thousands = "", decimal = ""] = offered ?? [];
          expect(readEntry(thousands, kind)).toMatchObject({ ok: true, value: Number(typed.replace(",", "")) });
          expect(readEntry(decimal, kind)).toMatchObject({ ok: true, value: Number(typed.replace(",", ".")) });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each(["1e-3", "1.5E-6", "1.5×10⁻⁶", "1.5x10^-6", "2.5e3 mg"])(
    "%j in a dose field is refused with the hint to write it out",
    (text) => {
      expect(readEntry(text, "dose")).toEqual({
        ok: false,
        reason: "notation",
        message: "Write the number out in full, for example 1000 or 0.01 (no e notation)",
      });
    },
  );

  it("a power of ten beyond what can be calculated is refused calmly in a laboratory field", () => {
    expect(readEntry("1e-40", "lab")).toMatchObject({ ok: false, reason: "notation" });
    expect(readEntry("1e20", "lab")).toMatchObject({ ok: false, reason: "notation" });
    expect(readEntry("1e", "lab")).toMatchObject({ ok: false });
  });

  it("significant figures follow what was typed, the power of ten aside", () => {
    expect(significantFigures("4.383")).toBe(4);
    expect(significantFigures("1.000")).toBe(4);
    expect(significantFigures("1.50e-3")).toBe(3);
    expect(significantFigures("1.5×10⁻⁶")).toBe(2);
    expect(significantFigures("2 500")).toBe(2);
  });

  it("a laboratory field says how a power of ten or a grouped number was read", () => {
    expect(readAs("1e-3", "lab")).toBe("0.001");
    expect(readAs("2 500", "lab")).toBe("2500");
    expect(readAs("4.383", "lab")).toBeNull();
  });

  it("each kind says its rule in words", () => {
    expect(FIELD_RULES.dose.says).toMatch(/“1\.000” is asked about/);
    expect(FIELD_RULES.lab.says).toMatch(/point always marks decimals \(4\.383\).*1e-3/);
  });
});

describe("round trip: every figure the site writes into a field reads back to the same value", () => {
  it.each(ALL_KINDS)("10 000 random values in a %s field", (kind) => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 1e-12, max: 1e13, noNaN: true }),
          fc.integer({ min: 0, max: 999_999_999 }).map((n) => n / 1000),
          fc.integer({ min: 1, max: 999_999 }),
        ),
        fc.integer({ min: 0, max: 12 }),
        (value, decimals) => {
          const plain = formatPlainNumber(value, decimals);
          // Only what an entry holds: 15 significant digits at most.
          fc.pre(plain.replace(".", "").replace(/^0+/, "").length <= 15);
          const written = typeableNumber(value, decimals, kind);
          expect(readEntry(written, kind)).toMatchObject({ ok: true, value: Number(plain) });
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it.each(ALL_KINDS)("a grouped figure as the site shows it reads back in a %s field", (kind) => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999_999_999 }), (value) => {
        expect(readEntry(formatNumber(value, 0), kind)).toMatchObject({ ok: true, value });
      }),
      { numRuns: 2000 },
    );
  });
});

describe("every output kind writes thousands with U+202F (copy line, announcement, batch copy, CSV)", () => {
  /** A comma or a point between groups of three digits: what no output may hold. */
  const COMMA_GROUP = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d])/;
  const POINT_GROUPS = /(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d])/;
  const clean = (text: string | null) => {
    expect(text ?? "").not.toMatch(COMMA_GROUP);
    expect(text ?? "").not.toMatch(POINT_GROUPS);
  };

  it("for random doses and strengths, in both directions", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom<Direction>("mgToMl", "mlToMg"),
        (amount, strength, direction) => {
          const e = evaluateConverter({
            amountText: String(amount),
            concentrationText: `${strength} mg per 5 mL`,
            direction,
          });
          clean(copyLine(e));
          clean(announcementOf(e));
          const outcome = convertBatch(`${amount}, ${amount * 3}; 2500`, strength / 5, direction);
          clean(batchCopyText(outcome));
          clean(batchSummary(outcome));
          // CSV cells carry plain digits: no grouping at all, a point for decimals.
          const csv = batchCsv(outcome);
          expect(csv).not.toContain("\u202f");
          expect(csv).toContain(`${amount}`);
        },
      ),
      { numRuns: 500 },
    );
  });
});
