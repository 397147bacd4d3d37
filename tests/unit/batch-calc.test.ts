import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { convertValue, parseAmount } from "~/machines/converter/converter.calc";
import type { Direction } from "~/data/doses";
import type { BatchEntry } from "~/machines/batch/batch.types";
import {
  BATCH_MESSAGES,
  MAX_BATCH_VALUES,
  batchCopyText,
  batchCsv,
  batchSummary,
  convertBatch,
  csvCell,
  tokenize,
} from "~/machines/batch/batch.calc";

describe("tokenize", () => {
  it.each<[string, string[]]>([
    ["10, 25, 50, 100", ["10", "25", "50", "100"]],
    ["10;25;50", ["10", "25", "50"]],
    ["10\n25\r\n50\t100", ["10", "25", "50", "100"]],
    ["  10   25  ", ["10", "25"]],
    ["2,5", ["2", "5"]], // a comma separates values here
    ["20 mg, 30mg", ["20 mg", "30mg"]],
    ["20 mg mg", ["20 mg", "mg"]],
    ["mg 20", ["mg", "20"]],
    ["", []],
    [",,;;\n", []],
  ])("%j → %j", (text, tokens) => {
    expect(tokenize(text).tokens).toEqual(tokens);
  });

  it("caps the entries kept but counts them all", () => {
    const text = Array.from({ length: 30 }, (_, i) => String(i + 1)).join(",");
    expect(tokenize(text, 10)).toEqual({ tokens: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], found: 30 });
  });
});

describe("convertBatch", () => {
  it("converts each value with the concentration and direction, flagging invalid entries in place", () => {
    const outcome = convertBatch("50, 100, abc; -5\n125 250, 1e3, 20 mL", 50, "mgToMl");
    expect(outcome.entries.map((e) => (e.ok ? `${e.amountText} = ${e.resultText}` : `! ${e.input}: ${e.message}`))).toEqual([
      "50 mg = 1 mL",
      "100 mg = 2 mL",
      "! abc: Enter a number, for example 2.5",
      "! -5: Enter an amount of 0 or more",
      "125 mg = 2.5 mL",
      "250 mg = 5 mL",
      "1,000 mg = 20 mL",
      "! 20 mL: This field takes mg. To convert from mL, use Swap direction",
    ]);
    expect(outcome).toMatchObject({ converted: 5, invalid: 3, found: 8, capped: false });
    expect(batchSummary(outcome)).toBe("5 converted, 3 need attention (mg to mL at 50 mg/mL)");
  });

  it("converts mL to mg", () => {
    const outcome = convertBatch("0.25 0.5 1", 10, "mlToMg");
    expect(outcome.entries.map((e) => e.ok && e.resultText)).toEqual(["2.5 mg", "5 mg", "10 mg"]);
    expect(batchSummary(outcome)).toBe("3 converted (mL to mg at 10 mg/mL)");
  });

  it("reports values too small to show", () => {
    const [entry] = convertBatch("0.001", 100, "mgToMl").entries;
    expect(entry).toMatchObject({ ok: true, resultText: "< 0.0001 mL", resultPlain: "" });
  });

  it("caps a huge paste and says so; a megabyte does not crash", () => {
    const text = "1.5, ".repeat(210_000); // ~1 MB
    expect(text.length).toBeGreaterThan(1_000_000);
    const outcome = convertBatch(text, 10, "mgToMl");
    expect(outcome.entries).toHaveLength(MAX_BATCH_VALUES);
    expect(outcome).toMatchObject({ found: 210_000, capped: true, converted: MAX_BATCH_VALUES });
    expect(BATCH_MESSAGES.capped(outcome.found)).toBe(
      "Only the first 20,000 of 210,000 values were converted. Convert the rest in another batch.",
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
  if (!amount.ok) return { ok: false, index, input, message: amount.message };
  const result = convertValue(amount.value, mgPerMl, direction, amount.read);
  if (result.status === "none") return { ok: false, index, input, message: result.message ?? "" };
  return {
    ok: true,
    index,
    input,
    amountText: amount.read,
    amount: amount.value,
    resultText: result.text,
    resultPlain: result.status === "ok" ? result.plain : "",
    note: result.status === "too-small" ? result.message : null,
  };
}

describe("convertBatch answers as the calculator does for every entry (fast-check)", () => {
  const digits = (min: number, max: number) =>
    fc.array(fc.constantFrom(..."0123456789".split("")), { minLength: min, maxLength: max }).map((d) => d.join(""));
  /** Plain decimals (the fast path), up to and past its 15 + 15 digit limit. */
  const plain = fc.tuple(digits(1, 18), fc.option(digits(0, 18))).map(([i, f]) => (f === null ? i : `${i}.${f}`));
  /** Everything else an entry can be: signs, exponents, units, leading or trailing points, junk. */
  const other = fc.oneof(
    fc.tuple(fc.constantFrom("", "+", "-", "−"), plain, fc.constantFrom("", "e3", "E-2", "e-400", "e400", "mg", "mL", "cc", "kg")).map(
      ([sign, n, suffix]) => `${sign}${n}${suffix}`,
    ),
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
      fc.property(fc.array(entry, { minLength: 1, maxLength: 30 }), concentration, direction, (inputs, mgPerMl, dir) => {
        const outcome = convertBatch(inputs.join("\n"), mgPerMl, dir);
        const { tokens } = tokenize(inputs.join("\n"));
        expect(outcome.entries).toEqual(tokens.map((t, i) => calculatorEntry(t, i + 1, mgPerMl, dir)));
        expect(outcome.converted + outcome.invalid).toBe(tokens.length);
        expect(outcome.converted).toBe(outcome.entries.filter((e) => e.ok).length);
      }),
      { numRuns: 2000 },
    );
  });

  it("examples at the edges of the direct reading", () => {
    for (const input of ["0", "000", "007", "0.000000000000001", "999999999999999.999999999999999", "1234567890123456", "0.0000000000000001", "1.50", "1000"]) {
      for (const dir of ["mgToMl", "mlToMg"] as const) {
        expect(convertBatch(input, 50, dir).entries[0], `${input} ${dir}`).toEqual(calculatorEntry(input, 1, 50, dir));
      }
    }
  });
});

describe("copy text and CSV", () => {
  const outcome = convertBatch("50, abc, 1200", 50, "mgToMl");

  it("writes the copy text once per outcome (the machine compares it after every event)", () => {
    const text = batchCopyText(outcome);
    expect(batchCopyText(outcome)).toBe(text);
    expect(batchCopyText(convertBatch("50, abc, 1200", 50, "mgToMl"))).toBe(text);
  });

  it("copies a heading and one line per entry", () => {
    expect(batchCopyText(outcome)).toBe(
      ["mg to mL at 50 mg/mL", "50 mg = 1 mL", "abc: not converted (Enter a number, for example 2.5)", "1,200 mg = 24 mL"].join("\n"),
    );
  });

  it("writes RFC 4180 CSV with plain numbers", () => {
    expect(batchCsv(outcome)).toBe(
      [
        "Entry,Input,Amount (mg),Concentration (mg/mL),Result (mL),Note",
        "1,50,50,50,1,",
        '2,abc,,50,,"Enter a number, for example 2.5"',
        "3,1200,1200,50,24,",
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
