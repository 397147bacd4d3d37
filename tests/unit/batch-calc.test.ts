import { doseAdvice } from "~/domain/syringe/syringe";
import { describe, expect, it } from "vitest";
import { cautionShortText } from "~/domain/syringe/syringe-words";
import fc from "fast-check";
import { convertValue, evaluateConverter, parseAmount } from "~/domain/dose/conversion";
import { parseConcentration } from "~/domain/number/concentration";
import type { Direction } from "~/data/doses";
import type { BatchEntry } from "~/machines/batch/batch.types";
import { formatNumber } from "~/domain/number/format";
import {
  BATCH_MESSAGES,
  MAX_BATCH_VALUES,
  batchAttentionGroups,
  batchCaution,
  batchConvertedAnnouncement,
  batchCopiedText,
  batchCopyText,
  batchCsv,
  batchFilename,
  batchShownCount,
  batchSummary,
  hasValues,
  convertBatch,
  csvCell,
  tokenize,
} from "~/machines/batch/batch.calc";
import { SWAP_DIRECTION } from "~/domain/dose/conversion";
import { batchAttention, batchRowId } from "~/machines/batch/batch.connect";

describe("tokenize", () => {
  it.each<[string, string[]]>([
    ["10, 25, 50, 100", ["10", "25", "50", "100"]],
    ["10;25;50", ["10", "25", "50"]],
    ["10\n25\r\n50\t100", ["10", "25", "50", "100"]],
    ["  10   25  ", ["10", "25"]],
    // A comma between two digits is part of the entry, read as the field reads it (2,5 → 2.5);
    // a comma followed by a space separates values.
    ["2,5", ["2,5"]],
    ["2, 5", ["2", "5"]],
    ["20 mg, 30mg", ["20 mg", "30mg"]],
    ["20 mg mg", ["20 mg", "mg"]],
    ["mg 20", ["mg", "20"]],
    ["", []],
    [",,;;\n", []],
    // A comma that could group thousands stays in its entry (never guessed):
    ["1,200", ["1,200"]],
    ["12,500", ["12,500"]],
    ["1,200,000", ["1,200,000"]],
    ["1,200.5", ["1,200.5"]],
    // European notation: a thousands point and a decimal comma stay one (flagged) entry.
    ["1.200,5; 2.5,3", ["1.200,5", "2.5,3"]],
    ["1,200 mg", ["1,200 mg"]],
    ["10,250,30", ["10,250,30"]],
    ["5,100,2", ["5,100,2"]],
    ["10,25", ["10,25"]],
    ["10,2500", ["10,2500"]],
    // ... but a space after the comma separates values.
    ["10, 250", ["10", "250"]],
    ["10 ,250", ["10", "250"]],
    ["mg,200", ["mg", "200"]],
    [",200", ["200"]],
    ["1;200,5", ["1", "200,5"]],
    // A number and its unit are one entry, whatever separates them; another word only on the same line.
    ["10 mcg", ["10 mcg"]],
    ["10mcg, 0.5 g; 2 mg\n5 mL", ["10mcg", "0.5 g", "2 mg", "5 mL"]],
    ["10\nmcg", ["10 mcg"]],
    ["10, µg", ["10 µg"]],
    ["10 units, 20", ["10 units", "20"]],
    ["50, abc", ["50", "abc"]],
    ["50\nabc", ["50", "abc"]],
    // Digits grouped by spaces as thousands are one entry (flagged), never 2 and 500.
    ["2 500", ["2 500"]],
    ["1 200 000.5", ["1 200 000.5"]],
    ["2\u00a0500; 2\u202f500, 2\u2009500", ["2\u00a0500", "2\u202f500", "2\u2009500"]],
    ["2 500 mg", ["2 500 mg"]],
    ["7 123,456", ["7 123,456"]],
    ["10 25 50 100", ["10", "25", "50 100"]],
    // Not a thousands group: four digits before, or not exactly three after, or a tab.
    ["1000 250", ["1000", "250"]],
    ["2 5000", ["2", "5000"]],
    ["2.5 100", ["2.5", "100"]],
    ["2\t500", ["2", "500"]],
  ])("%j → %j", (text, tokens) => {
    expect(tokenize(text).tokens).toEqual(tokens);
  });

  it("caps the entries kept but counts them all", () => {
    const text = Array.from({ length: 30 }, (_, i) => String(i + 1)).join(", ");
    expect(tokenize(text, 10)).toEqual({ tokens: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], found: 30 });
  });
});

describe("convertBatch", () => {
  it("converts each value with the concentration and direction, flagging invalid entries in place", () => {
    const outcome = convertBatch("50, 100, abc; -5\n125\t250, 1e3, 20 mL", 50, "mgToMl");
    expect(
      outcome.entries.map((e) => (e.ok ? `${e.amountText} = ${e.resultText}` : `! ${e.input}: ${e.message}`)),
    ).toEqual([
      "50 mg = 1 mL",
      "100 mg = 2 mL",
      "! abc: Enter a number, for example 2.5",
      "! -5: Enter an amount of 0 or more",
      "125 mg = 2.5 mL",
      "250 mg = 5 mL",
      // Behaviour change (issue 12): scientific notation is refused, as in the field.
      "! 1e3: Write the number out in full, for example 1000 or 0.01 (no e notation)",
      `! 20 mL: This field takes mg. To convert from mL, use ${SWAP_DIRECTION}`,
    ]);
    expect(outcome.entries.map((e) => (e.ok ? "ok" : e.reason))).toEqual([
      "ok",
      "ok",
      "invalid",
      "negative",
      "ok",
      "ok",
      "notation",
      "unit",
    ]);
    expect(outcome).toMatchObject({ converted: 4, invalid: 4, found: 8, capped: false });
    expect(batchSummary(outcome)).toBe("4 converted, 4 need attention (mg to mL at 50 mg/mL)");
  });

  it("converts a unit of the list's dimension, with the conversion on the line; refuses the other dimension (issue 12)", () => {
    // The audit's example: at 10 mg/mL, 10 mcg is 0.01 mg, 0.001 mL (it was "10 mg = 1 mL").
    const outcome = convertBatch("10 mcg, 0.5 g, 2 mg, 5 mL, 10mcg, 10 units", 10, "mgToMl");
    expect(
      outcome.entries.map((e) =>
        e.ok ? `${e.amountText} = ${e.resultText} (${e.note})` : `! ${e.input}: ${e.reason}`,
      ),
    ).toEqual([
      "0.01 mg = 0.001 mL (10 mcg = 0.01 mg)",
      "500 mg = 50 mL (0.5 g = 500 mg)",
      "2 mg = 0.2 mL (null)",
      "! 5 mL: unit",
      "0.01 mg = 0.001 mL (10 mcg = 0.01 mg)",
      "! 10 units: unit",
    ]);
    const ml = convertBatch("0.005 L, 5 mL, 2 mg", 10, "mlToMg");
    expect(
      ml.entries.map((e) => (e.ok ? `${e.amountText} = ${e.resultText} (${e.note})` : `! ${e.input}: ${e.reason}`)),
    ).toEqual(["5 mL = 50 mg (0.005 L = 5 mL)", "5 mL = 50 mg (null)", "! 2 mg: unit"]);
  });

  it("reads a decimal comma as the field does, and says so on the line", () => {
    const [entry] = convertBatch("2,5", 10, "mgToMl").entries;
    expect(entry).toMatchObject({
      ok: true,
      amount: 2.5,
      amountText: "2.5 mg",
      resultText: "0.25 mL",
      note: "Read as 2.5 mg",
    });
  });

  it("asks about digits grouped by spaces in a list (one value or several?), never 2 and 500 nor 2500", () => {
    const outcome = convertBatch("2 500, 1\u202f200; 10; 50 100 250 mg", 10, "mgToMl");
    expect(outcome.entries.map((e) => (e.ok ? e.resultText : `! ${e.input}: ${e.reason}: ${e.message}`))).toEqual([
      "! 2 500: ambiguous: In a list a space also separates values: type 2500 for one value, or 2, 500 for 2 values",
      "! 1\u202f200: ambiguous: In a list a space also separates values: type 1200 for one value, or 1, 200 for 2 values",
      "1 mL",
      "! 50 100 250 mg: ambiguous: In a list a space also separates values: type 50100250 mg for one value, or 50, 100, 250 mg for 3 values",
    ]);
  });

  it("flags an entry whose comma could group thousands on its own line; the rest convert", () => {
    const outcome = convertBatch("10, 1,200, 250\n12,500 mg; 1,200,000, 1,200.5", 50, "mgToMl");
    expect(
      outcome.entries.map((e) => (e.ok ? `${e.amountText} = ${e.resultText}` : `! ${e.input}: ${e.message}`)),
    ).toEqual([
      "10 mg = 0.2 mL",
      "! 1,200: Type 1200 without the comma, or 1.2 with a point for decimals; to list two values, put a space after the comma",
      "250 mg = 5 mL",
      "! 12,500 mg: Type 12500 without the comma, or 12.5 with a point for decimals; to list two values, put a space after the comma",
      "! 1,200,000: Type 1200000 without the comma; to list two values, put a space after the comma",
      "! 1,200.5: Type the number with a point for decimals, and a space or nothing between groups of thousands; to list two values, put a space after the comma",
    ]);
    expect(outcome).toMatchObject({ converted: 2, invalid: 4, found: 6 });
    expect(batchSummary(outcome)).toBe("2 converted, 4 need attention (mg to mL at 50 mg/mL)");
    // Listed with a space after the comma, they are two values each.
    expect(convertBatch("1, 200", 50, "mgToMl").entries.map((e) => e.ok && e.resultText)).toEqual(["0.02 mL", "4 mL"]);
  });

  it("flags European notation (a thousands point and a decimal comma) without proposing a number", () => {
    const outcome = convertBatch("1.200,5 10", 50, "mgToMl");
    expect(outcome.entries[0]).toMatchObject({
      ok: false,
      input: "1.200,5",
      reason: "ambiguous",
      message:
        "Type the number with a point for decimals, and a space or nothing between groups of thousands; to list two values, put a space after the comma",
    });
    // Never "1.2005" (the text without its comma, a thousand times too small).
    expect(outcome.entries[0]!.ok ? "" : outcome.entries[0]!.message).not.toMatch(/1\.2005/);
    expect(outcome.entries[1]).toMatchObject({ ok: true, resultText: "0.2 mL" });
  });

  it("never reads a thousands comma as a list, whatever is around it (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 3 }),
        // (A space before "123,456" would join "7" as a group of its own: "7 123,456", tested above.)
        fc.constantFrom("\n", ", ", "; ", "\t"),
        fc.constantFrom(" ", "\n", ", ", "; ", "\t"),
        (head, groups, before, after) => {
          const grouped = [head, ...groups.map((g) => String(g).padStart(3, "0"))].join(",");
          const outcome = convertBatch(`7${before}${grouped}${after}9`, 10, "mgToMl");
          expect(outcome.entries.map((e) => e.input)).toEqual(["7", grouped, "9"]);
          expect(outcome.entries[1]).toMatchObject({ ok: false, reason: "ambiguous" });
          const message = outcome.entries[1]!.ok ? "" : outcome.entries[1]!.message;
          expect(message).toContain(`Type ${grouped.replace(/[,\u202f]/g, "")} without the comma`);
          expect(message).toContain(BATCH_MESSAGES.listComma);
        },
      ),
    );
  });

  it("the hint under the field says how to separate values, that units are read, and that no thousands separator is used", () => {
    expect(BATCH_MESSAGES.hint).toContain("no thousands separator (1200)");
    expect(BATCH_MESSAGES.hint).toContain("a comma and a space");
    expect(BATCH_MESSAGES.hint).toContain("10 mcg");
  });

  it("scans a megabyte of thousands commas (timing printed, not asserted)", () => {
    // Linear: about 10 ms on a laptop; a quadratic scan of a megabyte would take minutes.
    const lists: [string, number][] = [
      ["1,200, ".repeat(150_000), 150_000],
      [`1${",000".repeat(250_000)}`, 1],
      ["1,20".repeat(250_000), 1],
      [",000".repeat(250_000), 1],
    ];
    for (const [text, found] of lists) {
      expect(text.length).toBeGreaterThan(999_999);
      const started = performance.now();
      const outcome = convertBatch(text, 10, "mgToMl");
      console.log(
        `convertBatch: ${text.slice(0, 12)}… (${text.length} characters) in ${Math.round(performance.now() - started)} ms`,
      );
      expect(outcome.found).toBe(found);
      expect(outcome.entries).toHaveLength(Math.min(found, MAX_BATCH_VALUES));
      expect(outcome.entries.every((e) => !e.ok && e.reason === "ambiguous")).toBe(true);
    }
  });

  it("converts mL to mg", () => {
    const outcome = convertBatch("0.255 0.5 1", 10, "mlToMg");
    expect(outcome.entries.map((e) => e.ok && e.resultText)).toEqual(["2.55 mg", "5 mg", "10 mg"]);
    // 0.255 mL falls between the 0.01 mL marks of the 1 mL oral syringe: a caution, counted.
    expect(batchSummary(outcome)).toBe("3 converted, 1 with a caution (mL to mg at 10 mg/mL)");
    expect(outcome.entries.map((e) => e.ok && e.caution?.kind)).toEqual(["precision", undefined, undefined]);
  });

  it("reports values too small to show", () => {
    const [entry] = convertBatch("0.001", 100, "mgToMl").entries;
    expect(entry).toMatchObject({ ok: true, resultText: "less than 0.0001 mL", resultPlain: "" });
  });

  it("caps a huge paste and says so; a megabyte does not crash", () => {
    const text = "1.5, ".repeat(210_000); // ~1 MB
    expect(text.length).toBeGreaterThan(1_000_000);
    const outcome = convertBatch(text, 10, "mgToMl");
    expect(outcome.entries).toHaveLength(MAX_BATCH_VALUES);
    expect(outcome).toMatchObject({ found: 210_000, capped: true, converted: MAX_BATCH_VALUES });
    expect(BATCH_MESSAGES.capped(outcome.found)).toBe(
      "Only the first 20\u202f000 of 210\u202f000 values were converted. Convert the rest in another batch.",
    );
  });

  it("converts 10,000 values (timing printed, not asserted)", () => {
    const text = Array.from({ length: 10_000 }, (_, i) => String((i % 500) + 0.5)).join("\n");
    const started = performance.now();
    const outcome = convertBatch(text, 50, "mgToMl");
    const ms = performance.now() - started;
    console.log(`convertBatch: 10,000 values in ${Math.round(ms)} ms`);
    expect(outcome.converted).toBe(10_000);
  });
});

/**
 * What the calculator says about one entry (its parseAmount + convertValue), written as a batch
 * entry: convertBatch reads plain decimals directly and skips convertValue's worked line for
 * speed, and must still answer exactly this.
 */
function calculatorEntry(input: string, index: number, mgPerMl: number, direction: Direction): BatchEntry {
  const amount = parseAmount(input, direction);
  // The batch may add how to list two values to the field's hint; it starts with the field's hint.
  const startsWith = (message: string) =>
    expect.stringMatching(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)) as string;
  if (!amount.ok) return { ok: false, index, input, reason: amount.reason, message: startsWith(amount.message) };
  const result = convertValue(amount.value, mgPerMl, direction, amount.read);
  if (result.status === "none") return { ok: false, index, input, reason: "too-large", message: result.message ?? "" };
  // A unit conversion or a decimal comma is said on the line (batch.calc.ts).
  const amountNote = amount.converted || amount.decimalComma ? amount.note : null;
  const notes = [amountNote, result.status === "too-small" ? result.message : null].filter((n) => n !== null);
  return {
    ok: true,
    index,
    input,
    amountText: amount.read,
    amount: amount.value,
    resultText: result.text,
    resultPlain: result.status === "ok" ? result.plain : "",
    amountNote,
    note: notes.length > 0 ? notes.join(". ") : null,
    // The converter's caution for the same volume (the full advice of the one syringe rule).
    caution: referenceCaution(direction === "mgToMl" ? result.value : amount.value),
  };
}

function referenceCaution(
  volume: number,
): BatchEntry extends infer E ? (E extends { ok: true; caution: infer C } ? C : never) : never {
  if (!(volume > 0)) return null;
  // The converter's cautions, each in few words (with a precision caution's nearest mark and %).
  const cautions = doseAdvice(volume, "oral").cautions;
  const first = cautions[0];
  return first ? { kind: first.kind, text: `caution: ${cautions.map(cautionShortText).join("; ")}` } : null;
}

describe("convertBatch answers as the calculator does for every entry (fast-check)", () => {
  const digits = (min: number, max: number) =>
    fc.array(fc.constantFrom(..."0123456789".split("")), { minLength: min, maxLength: max }).map((d) => d.join(""));
  /** Plain decimals (the fast path), up to and past its 15 + 15 digit limit. */
  const plain = fc.tuple(digits(1, 18), fc.option(digits(0, 18))).map(([i, f]) => (f === null ? i : `${i}.${f}`));
  /** Everything else an entry can be: signs, exponents, units, leading or trailing points, junk. */
  const other = fc.oneof(
    fc
      .tuple(
        fc.constantFrom("", "+", "-", "−"),
        plain,
        fc.constantFrom("", "e3", "E-2", "e-400", "e400", "mg", "mL", "cc", "kg", "mcg", " g", " L", ",5", ",500"),
      )
      .map(([sign, n, suffix]) => `${sign}${n}${suffix}`),
    digits(1, 4).map((d) => `.${d}`),
    digits(1, 4).map((d) => `${d}.`),
    fc.string({ minLength: 1, maxLength: 8 }).filter((t) => !/[\s,;]/.test(t)),
  );
  const entry = fc.oneof(plain, other);
  const concentration = fc.oneof(
    fc.constantFrom(50, 100, 0.1, 7.5, 1e-9, 1e300),
    fc.double({ min: 1e-6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
  );
  const direction = fc.constantFrom<Direction>("mgToMl", "mlToMg");

  it("same amount, result, note or message, entry by entry", () => {
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 30 }),
        concentration,
        direction,
        (inputs, mgPerMl, dir) => {
          const outcome = convertBatch(inputs.join("\n"), mgPerMl, dir);
          const { tokens } = tokenize(inputs.join("\n"));
          expect(outcome.entries).toEqual(tokens.map((t, i) => calculatorEntry(t, i + 1, mgPerMl, dir)));
          expect(outcome.converted + outcome.invalid).toBe(tokens.length);
          expect(outcome.converted).toBe(outcome.entries.filter((e) => e.ok).length);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("examples at the edges of the direct reading", () => {
    for (const input of [
      "0",
      "000",
      "007",
      "0.000000000000001",
      "999999999999999.999999999999999",
      "1234567890123456",
      "0.0000000000000001",
      "1.50",
      "1000",
    ]) {
      for (const dir of ["mgToMl", "mlToMg"] as const) {
        expect(convertBatch(input, 50, dir).entries[0], `${input} ${dir}`).toEqual(calculatorEntry(input, 1, 50, dir));
      }
    }
  });
});

describe("convertBatch answers as the calculator does at label-form concentrations (fast-check)", () => {
  const LABELS = [
    "100 mg per 3 mL",
    "250 mg per 7 mL",
    "1:3,000",
    "1 in 7,000",
    "40 mg/3 mL",
    "2 g per 30 mL",
    "7.55 mg/L",
    "1.5%",
    "500 mcg per 3 mL",
  ];

  /** The calculator's result for one amount typed with this concentration: its result text, or why there is none. */
  function calculatorSays(amountText: string, concentrationText: string, direction: Direction): string {
    const e = evaluateConverter({ amountText, concentrationText, direction });
    if (!e.amount.ok) return `! ${e.amount.message}`;
    return e.result.status === "none" ? `! ${e.result.message}` : e.result.text;
  }

  function batchSays(amountText: string, concentrationText: string, direction: Direction): string {
    const c = parseConcentration(concentrationText);
    if (!c.ok) throw new Error(`${concentrationText}: ${c.message}`);
    const [entry] = convertBatch(amountText, c.mgPerMl, direction, c.ratio).entries;
    if (!entry) throw new Error("no entry");
    return entry.ok ? entry.resultText : `! ${entry.message}`;
  }

  it("the audit's example: 0.025 mg at 100 mg per 3 mL is 0.0008 mL in both", () => {
    expect(calculatorSays("0.025", "100 mg per 3 mL", "mgToMl")).toBe("0.0008 mL");
    expect(batchSays("0.025", "100 mg per 3 mL", "mgToMl")).toBe("0.0008 mL");
  });

  it("same result text for generated amounts, both directions", () => {
    const amount = fc.oneof(
      fc
        .tuple(fc.nat(9999), fc.nat(9999), fc.integer({ min: 0, max: 5 }))
        .map(([i, f, d]) => (d === 0 ? String(i) : `${i}.${String(f).padStart(4, "0").slice(0, d)}`)),
      fc.double({ min: 1e-6, max: 1e6, noNaN: true }).map((x) => String(x)),
      fc.tuple(fc.integer({ min: 1, max: 99 }), fc.constantFrom("e-3", "e2", "e-6")).map(([n, e]) => `${n}${e}`),
    );
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(...LABELS),
        fc.constantFrom<Direction>("mgToMl", "mlToMg"),
        (a, label, dir) => {
          expect(batchSays(a, label, dir), `${a} at ${label}, ${dir}`).toBe(calculatorSays(a, label, dir));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("a generated list converts entry by entry as the calculator does", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.nat(999), fc.nat(999)).map(([i, f]) => `${i}.${String(f).padStart(3, "0")}`),
          { minLength: 1, maxLength: 40 },
        ),
        fc.constantFrom(...LABELS),
        fc.constantFrom<Direction>("mgToMl", "mlToMg"),
        (amounts, label, dir) => {
          const c = parseConcentration(label);
          if (!c.ok) throw new Error(label);
          const outcome = convertBatch(amounts.join("\n"), c.mgPerMl, dir, c.ratio);
          expect(outcome.entries.map((e) => (e.ok ? e.resultText : `! ${e.message}`))).toEqual(
            amounts.map((a) => calculatorSays(a, label, dir)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("copy text and CSV", () => {
  const outcome = convertBatch("50, abc, 1200", 50, "mgToMl");

  it("writes the copy text once per outcome (the machine compares it after every event)", () => {
    const text = batchCopyText(outcome);
    expect(batchCopyText(outcome)).toBe(text);
    expect(batchCopyText(convertBatch("50, abc, 1200", 50, "mgToMl"))).toBe(text);
  });

  it("carries the strength and each line's conversion in the copy text and the CSV", () => {
    const converted = convertBatch("10 mcg, 2,55", 10, "mgToMl");
    expect(batchCopyText(converted)).toBe(
      [
        "mg to mL at 10 mg/mL",
        "0.01 mg = 0.001 mL (10 mcg = 0.01 mg) [caution: under 0.1 mL, hard to measure; too small to measure on the 1 mL oral syringe, the finest syringe here]",
        "2.55 mg = 0.255 mL (Read as 2.55 mg) [caution: halfway between the 0.25 mL and 0.26 mL marks of the 1 mL oral syringe, 2% away from either]",
      ].join("\n"),
    );
    expect(batchCsv(converted)).toBe(
      [
        "Entry,Input,Amount (mg),Concentration (mg/mL),Result (mL),Note,Caution",
        '1,10 mcg,0.01,10,0.001,10 mcg = 0.01 mg,"caution: under 0.1 mL, hard to measure; too small to measure on the 1 mL oral syringe, the finest syringe here"',
        '2,"2,55",2.55,10,0.255,Read as 2.55 mg,"caution: halfway between the 0.25 mL and 0.26 mL marks of the 1 mL oral syringe, 2% away from either"',
        "",
      ].join("\r\n"),
    );
  });

  it("copies a heading and one line per entry", () => {
    expect(batchCopyText(outcome)).toBe(
      [
        "mg to mL at 50 mg/mL",
        "50 mg = 1 mL",
        "abc: not converted (Enter a number, for example 2.5)",
        "1\u202f200 mg = 24 mL [caution: over 10 mL, check the dose]",
      ].join("\n"),
    );
  });

  it("writes RFC 4180 CSV with plain numbers", () => {
    expect(batchCsv(outcome)).toBe(
      [
        "Entry,Input,Amount (mg),Concentration (mg/mL),Result (mL),Note,Caution",
        "1,50,50,50,1,,",
        '2,abc,,50,,"Enter a number, for example 2.5",',
        '3,1200,1200,50,24,,"caution: over 10 mL, check the dose"',
        "",
      ].join("\r\n"),
    );
  });

  it("quotes and neutralises spreadsheet formulas", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(batchCsv(convertBatch("=1+1", 10, "mgToMl"))).toContain("1,'=1+1,,10,,");
  });
});

describe("summary, announcer, copy and CSV words (issue 18: test strength)", () => {
  it("the summary counts converted entries, entries that need attention (one 'needs', several 'need') and cautions", () => {
    const mixed = convertBatch("10, abc, 0.00001, 600, 2.45, 2,5 g", 10, "mgToMl");
    expect(mixed).toMatchObject({ converted: 5, invalid: 1, cautioned: 4, found: 6, capped: false, ratio: null });
    expect(batchSummary(mixed)).toBe("5 converted, 1 needs attention, 4 with a caution (mg to mL at 10 mg/mL)");
    expect(batchConvertedAnnouncement(mixed)).toBe(batchSummary(mixed));
    expect(batchCopyText(mixed)).toBe(
      [
        "mg to mL at 10 mg/mL",
        "10 mg = 1 mL",
        "abc: not converted (Enter a number, for example 2.5)",
        "0.00001 mg = less than 0.0001 mL (Too small to measure: the volume is less than 0.0001 mL, the smallest amount shown, and no syringe here can measure it. Check the amount and the concentration, and ask the pharmacy whether a more dilute preparation is available) [caution: under 0.1 mL, hard to measure; too small to measure on the 1 mL oral syringe, the finest syringe here]",
        "600 mg = 60 mL [caution: over 10 mL, check the dose]",
        "2.45 mg = 0.245 mL [caution: halfway between the 0.24 mL and 0.25 mL marks of the 1 mL oral syringe, 2% away from either]",
        "2\u202f500 mg = 250 mL (2.5 g = 2\u202f500 mg) [caution: over 10 mL, check the dose]",
      ].join("\n"),
    );
    expect(convertBatch("3", 100, "mgToMl", [100, 3]).ratio).toEqual([100, 3]);
    expect(batchSummary(convertBatch("abc, x", 10, "mgToMl"))).toBe(
      "0 converted, 2 need attention (mg to mL at 10 mg/mL)",
    );
    expect(batchSummary(convertBatch("1, 2, 3", 10, "mgToMl"))).toBe("3 converted (mg to mL at 10 mg/mL)");
    expect(batchSummary(convertBatch("2", 10, "mlToMg"))).toBe("1 converted (mL to mg at 10 mg/mL)");
  });

  it("a capped batch says how many were converted of how many", () => {
    const many = Array.from({ length: MAX_BATCH_VALUES + 2 }, () => "1").join("\n");
    const outcome = convertBatch(many, 10, "mgToMl");
    expect(outcome).toMatchObject({ capped: true, found: MAX_BATCH_VALUES + 2, converted: MAX_BATCH_VALUES });
    expect(batchConvertedAnnouncement(outcome)).toBe(
      `${formatNumber(MAX_BATCH_VALUES, 0)} converted (mg to mL at 10 mg/mL). Only the first 20\u202f000 of 20\u202f002 values were converted. Convert the rest in another batch.`,
    );
  });

  it("the copied toast, the file name and whether there is anything to convert", () => {
    expect(convertBatch(" , ;\n", 10, "mgToMl")).toMatchObject({
      entries: [],
      converted: 0,
      invalid: 0,
      cautioned: 0,
      found: 0,
      capped: false,
    });
    expect(batchCopiedText(1)).toBe("1 result copied to clipboard");
    expect(batchCopiedText(0)).toBe("0 results copied to clipboard");
    expect(batchCopiedText(1234)).toBe("1\u202f234 results copied to clipboard");
    expect(batchFilename("mgToMl")).toBe("mg-to-ml-batch.csv");
    expect(batchFilename("mlToMg")).toBe("ml-to-mg-batch.csv");
    expect(hasValues("")).toBe(false);
    expect(hasValues(" ,;\n\t")).toBe(false);
    expect(hasValues(" , 5")).toBe(true);
  });

  it("cautions only on a volume above 0, by the converter's one syringe rule (oral syringes)", () => {
    for (const v of [0, -1, NaN]) expect(batchCaution(v)).toBeNull();
    expect(batchCaution(2)).toBeNull();
    expect(batchCaution(0.05)).toEqual({ kind: "small", text: "caution: under 0.1 mL, hard to measure" });
    expect(batchCaution(12)).toEqual({ kind: "large", text: "caution: over 10 mL, check the dose" });
    expect(batchCaution(2.45)).toEqual({
      kind: "precision",
      text: "caution: halfway between the 2.4 mL and 2.5 mL marks of the 3 mL oral syringe, 2% away from either",
    });
    // Between marks, not halfway: the nearest mark and the difference in %, as the converter says.
    expect(batchCaution(2.62)?.text).toBe(
      "caution: between the marks of the 3 mL oral syringe: nearest mark 2.6 mL, 0.76% less",
    );
    // mL to mg: the volume is the amount.
    expect(convertBatch("0.05, 2, 12", 10, "mlToMg").entries.map((e) => e.ok && e.caution?.kind)).toEqual([
      "small",
      undefined,
      "large",
    ]);
  });

  it("a result too small to show: the note says so, after the entry's own note", () => {
    const [plain, converted] = convertBatch("0.00001, 0.01 mcg", 10, "mgToMl").entries;
    const tooSmall =
      "Too small to measure: the volume is less than 0.0001 mL, the smallest amount shown, and no syringe here can measure it. Check the amount and the concentration, and ask the pharmacy whether a more dilute preparation is available";
    expect(plain).toMatchObject({
      ok: true,
      resultText: "less than 0.0001 mL",
      resultPlain: "",
      amountNote: null,
      note: tooSmall,
    });
    expect(converted).toMatchObject({
      ok: true,
      resultText: "less than 0.0001 mL",
      amountNote: "0.01 mcg = 0.00001 mg",
      note: `0.01 mcg = 0.00001 mg. ${tooSmall}`,
    });
    expect(batchCsv(convertBatch("2, 0.00001", 10, "mlToMg"))).toBe(
      [
        "Entry,Input,Amount (mL),Concentration (mg/mL),Result (mg),Note,Caution",
        "1,2,2,10,20,,",
        '2,0.00001,0.00001,10,,"It is 0.1 mcg (0.0001 mg), less than 0.01 mg, the smallest amount shown in mg. Check the amount and the concentration","caution: under 0.1 mL, hard to measure; too small to measure on the 1 mL oral syringe, the finest syringe here"',
        "",
      ].join("\r\n"),
    );
  });

  it("an entry that may be two values says how to list them; other refusals keep the field's hint", () => {
    const messages = convertBatch(
      "1 200; 1,200; 1.2.3; 5 mL; 1e3; 2,5e3; 1,5 units; 1 234.5.6",
      10,
      "mgToMl",
    ).entries.map((e) => (e.ok ? null : e.message));
    expect(messages).toEqual([
      "In a list a space also separates values: type 1200 for one value, or 1, 200 for 2 values",
      "Type 1200 without the comma, or 1.2 with a point for decimals; to list two values, put a space after the comma",
      "Enter a number, for example 2.5",
      `This field takes mg. To convert from mL, use ${SWAP_DIRECTION}`,
      "Write the number out in full, for example 1000 or 0.01 (no e notation)",
      "Write the number out in full, for example 1000 or 0.01 (no e notation)",
      '"units" is not a unit this field takes: type the amount in mg, mcg or g',
      "Enter one number without spaces inside it; to list two values, put a comma between them",
    ]);
    // The plain-decimal shortcut stops at 15 digits, as the field does.
    expect(convertBatch("1234567890123456", 10, "mgToMl").entries[0]).toMatchObject({ ok: false, reason: "notation" });
    expect(convertBatch("123456789012345", 100000, "mgToMl").entries[0]).toMatchObject({
      ok: true,
      amount: 123456789012345,
      amountText: "123\u202f456\u202f789\u202f012\u202f345 mg",
      amountNote: null,
    });
  });

  it("a unit word on the next line belongs to its value only when it is a unit; one word per value", () => {
    expect(tokenize("10\nmcg").tokens).toEqual(["10 mcg"]);
    expect(tokenize("10.\nmg").tokens).toEqual(["10. mg"]);
    expect(tokenize("10\nunits").tokens).toEqual(["10", "units"]);
    expect(tokenize("10 mg mg").tokens).toEqual(["10 mg", "mg"]);
    expect(tokenize("1 200 500").tokens).toEqual(["1 200 500"]);
    expect(tokenize("-12 500").tokens).toEqual(["-12 500"]);
    expect(tokenize("1 2000").tokens).toEqual(["1", "2000"]);
    expect(tokenize("1,5 2").tokens).toEqual(["1,5", "2"]);
    expect(tokenize("1, 2, 3, 4", 2)).toEqual({ tokens: ["1", "2"], found: 4 });
    expect(tokenize("1 mg, 2 200, 3", 1)).toEqual({ tokens: ["1 mg"], found: 3 });
    expect(tokenize("1, 2 mg", 1)).toEqual({ tokens: ["1"], found: 2 });
    expect(tokenize("10 mg 500").tokens).toEqual(["10 mg", "500"]);
    expect(tokenize(" 500 mg").tokens).toEqual(["500 mg"]);
    expect(tokenize(" mg 5")).toEqual({ tokens: ["mg", "5"], found: 2 });
    expect(tokenize("\n1\n200")).toEqual({ tokens: ["1", "200"], found: 2 });
    expect(tokenize(undefined as unknown as string)).toEqual({ tokens: [], found: 0 });
  });

  it("CSV cells: every formula lead neutralised, every special character quoted", () => {
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("a\rb")).toBe('"a\rb"');
    expect(csvCell("1=1")).toBe("1=1");
    expect(csvCell("plain")).toBe("plain");
  });
});

describe("what needs attention (issue 53): entries not converted one by one, cautions one line per kind", () => {
  it("lists every failed entry, then one line per caution kind with its count and its first row", () => {
    const mixed = convertBatch("10, abc, 0.00001, 600, x, 24.5, 700, 0.2", 10, "mgToMl");
    const attention = batchAttention(mixed, "t")!;
    expect(attention.title).toBe("Needs attention: 2 entries not converted, 5 with a caution");
    expect(attention.entries.map((e) => [e.kind, e.rowId])).toEqual([
      ["failed", batchRowId("t", 2)],
      ["failed", batchRowId("t", 5)],
      ["small", batchRowId("t", 3)],
      ["large", batchRowId("t", 4)],
      ["precision", batchRowId("t", 6)],
    ]);
    expect(attention.entries[0]!.text).toBe("Row 2: abc — not converted: Enter a number, for example 2.5");
    expect(attention.entries.slice(2).map((e) => e.text)).toEqual([
      "2 entries with a caution: under 0.1 mL, hard to measure (first at row 3)",
      "2 entries with a caution: over 10 mL, check the dose (first at row 4)",
      "1 entry with a caution: between syringe marks (first at row 6)",
    ]);
    // Its links lead to these rows only: the failed ones and the first of each kind.
    expect([...attention.targets].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
    // The same object for the same outcome (the view memoises on it).
    expect(batchAttention(mixed, "t")).toBe(attention);
  });

  it("titles cautions alone, failures alone, and is absent when every entry converted plainly", () => {
    expect(batchAttention(convertBatch("600", 10, "mgToMl"), "t")!.title).toBe(
      "Needs attention: 1 entry with a caution",
    );
    expect(batchAttention(convertBatch("abc", 10, "mgToMl"), "t")!.title).toBe(
      "Needs attention: 1 entry not converted",
    );
    expect(batchAttention(convertBatch("1, 2, 3", 10, "mgToMl"), "t")).toBeNull();
  });

  it("10 000 entries with 8 900 cautions stay a handful of lines, the rows each choice shows counted", () => {
    const values = Array.from({ length: 10_000 }, (_, i) =>
      (i + 1) % 1000 === 0 ? `x${i + 1}` : String((i % 900) + 1),
    );
    const outcome = convertBatch(values.join("\n"), 50, "mgToMl", [50, 1]);
    const attention = batchAttention(outcome, "t")!;
    const groups = batchAttentionGroups(outcome);
    expect(attention.entries).toHaveLength(10 + groups.groups.length);
    expect(groups.groups.length).toBeLessThanOrEqual(3);
    expect(batchShownCount(outcome, "all")).toBe(10_000);
    expect(batchShownCount(outcome, "attention")).toBe(10 + outcome.cautioned);
    expect(groups.groups.reduce((n, g) => n + batchShownCount(outcome, g.kind), 0)).toBe(outcome.cautioned);
    expect(attention.title).toBe(
      `Needs attention: 10 entries not converted, ${formatNumber(outcome.cautioned, 0)} with a caution`,
    );
  });
});
