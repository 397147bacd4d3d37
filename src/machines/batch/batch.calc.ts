/**
 * Batch Convert, pure part: split a pasted list into entries, convert each with the calculator's
 * concentration and direction (the same code as the calculator: parseAmount + convertValue),
 * and write the copy text and the CSV.
 *
 * Separators: commas, semicolons, spaces, tabs and new lines. So a decimal comma is NOT accepted
 * here (`2,5` is two values, 2 and 5): write decimals with a point. The hint under the field
 * says so. A unit after a value is accepted when it is the list's own unit (`20mg`, `20 mg`).
 *
 * Limits: at most MAX_BATCH_VALUES entries are converted (the rest are counted and reported, never
 * silently dropped); the text itself is scanned in one linear pass, so even a megabyte of pasted
 * text is handled without freezing the page.
 */
import { formatNumber, formatPlainNumber } from "~/lib/number/format";
import { formatConcentration } from "~/lib/number/concentration";
import { amountUnit, convertValue, parseAmount, resultUnit } from "~/machines/converter/converter.calc";
import type { Direction } from "~/data/doses";
import type { BatchEntry, BatchOutcome } from "./batch.types";

/** The most entries converted in one go. 10,000 must stay responsive; this leaves headroom. */
export const MAX_BATCH_VALUES = 20_000;

export const BATCH_MESSAGES = {
  hint: "Separate values with commas, semicolons, spaces or new lines, for example 10, 25, 50, 100. Use a point for decimals (2.5): here a comma separates values.",
  noValues: "Paste or type some values first, for example 10, 25, 50, 100",
  noConcentration: "Enter a valid concentration in the Calculator tab first",
  waitingForConcentration: "The Calculator tab has no valid concentration yet, so nothing can be converted.",
  capped: (found: number) =>
    `Only the first ${formatNumber(MAX_BATCH_VALUES, 0)} of ${formatNumber(found, 0)} values were converted. Convert the rest in another batch.`,
} as const;

const UNIT_WORD = /^(mg|milligrams?|ml|cc|millilit(?:er|re)s?)$/i;

export interface Tokenized {
  /** Entries (value plus an attached unit word), at most `max`. */
  tokens: string[];
  /** All entries found. */
  found: number;
}

/**
 * Splits a list on commas, semicolons and whitespace. A unit word standing alone after a value
 * ("20 mg") is attached to it. Linear in the text length; keeps at most `max` entries.
 */
export function tokenize(text: string, max: number = MAX_BATCH_VALUES): Tokenized {
  const tokens: string[] = [];
  let found = 0;
  let previousWasValue = false;
  const re = /[^\s,;]+/g;
  const source = typeof text === "string" ? text : "";
  for (let m = re.exec(source); m !== null; m = re.exec(source)) {
    const word = m[0];
    if (previousWasValue && UNIT_WORD.test(word)) {
      if (found <= max && tokens.length > 0) tokens[tokens.length - 1] += ` ${word}`;
      previousWasValue = false;
      continue;
    }
    found += 1;
    if (found <= max) tokens.push(word);
    previousWasValue = /\d\.?$/.test(word);
  }
  return { tokens, found };
}

/** True when the text holds at least one entry. */
export function hasValues(text: string): boolean {
  return /[^\s,;]/.test(text);
}

/** Converts every entry of a list. */
export function convertBatch(text: string, mgPerMl: number, direction: Direction): BatchOutcome {
  const { tokens, found } = tokenize(text);
  let converted = 0;
  const entries: BatchEntry[] = tokens.map((input, i) => {
    const index = i + 1;
    const amount = parseAmount(input, direction);
    if (!amount.ok) return { ok: false, index, input, message: amount.message };
    const result = convertValue(amount.value, mgPerMl, direction, amount.read);
    if (result.status === "none") {
      return { ok: false, index, input, message: result.message ?? "Could not convert this value" };
    }
    converted += 1;
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
  });
  return {
    entries,
    converted,
    invalid: entries.length - converted,
    found,
    capped: found > tokens.length,
    mgPerMl,
    direction,
  };
}

/** "mg to mL at 50 mg/mL". */
export function batchHeading(outcome: Pick<BatchOutcome, "direction" | "mgPerMl">): string {
  return `${amountUnit(outcome.direction)} to ${resultUnit(outcome.direction)} at ${formatConcentration(outcome.mgPerMl)}`;
}

/** "12 converted, 2 need attention (mg to mL at 50 mg/mL)". */
export function batchSummary(outcome: BatchOutcome): string {
  const parts = [`${formatNumber(outcome.converted, 0)} converted`];
  if (outcome.invalid > 0) parts.push(`${formatNumber(outcome.invalid, 0)} ${outcome.invalid === 1 ? "needs" : "need"} attention`);
  return `${parts.join(", ")} (${batchHeading(outcome)})`;
}

/** The text of 'Copy all': a heading line, then one line per entry. */
export function batchCopyText(outcome: BatchOutcome): string {
  const lines = outcome.entries.map((e) =>
    e.ok ? `${e.amountText} = ${e.resultText}` : `${e.input}: not converted (${e.message})`,
  );
  return [batchHeading(outcome), ...lines].join("\n");
}

/** A CSV cell: quoted when needed; a leading = + - @ is neutralised (spreadsheet formula injection). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV (RFC 4180, CRLF line ends): numbers written plainly (no thousands commas). */
export function batchCsv(outcome: BatchOutcome): string {
  const from = amountUnit(outcome.direction);
  const to = resultUnit(outcome.direction);
  const header = ["Entry", "Input", `Amount (${from})`, "Concentration (mg/mL)", `Result (${to})`, "Note"];
  const concentration = formatPlainNumber(outcome.mgPerMl, 12);
  const rows = outcome.entries.map((e) =>
    e.ok
      ? [String(e.index), e.input, formatPlainNumber(e.amount, 12), concentration, e.resultPlain, e.note ?? ""]
      : [String(e.index), e.input, "", concentration, "", e.message],
  );
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** "mg-to-ml-batch.csv" / "ml-to-mg-batch.csv". */
export function batchFilename(direction: Direction): string {
  return direction === "mgToMl" ? "mg-to-ml-batch.csv" : "ml-to-mg-batch.csv";
}
