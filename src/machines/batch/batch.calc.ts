/**
 * Batch Convert, pure part: split a pasted list into entries, convert each with the calculator's
 * concentration and direction (the calculator's own parseAmount and convert, and the shared
 * formatter, with the same "too small to show" and "too large" rules as its convertValue), and
 * write the copy text and the CSV.
 *
 * Separators: commas, semicolons, spaces, tabs and new lines. So a decimal comma is NOT accepted
 * here (`2,5` is two values, 2 and 5): write decimals with a point. The hint under the field
 * says so. A unit after a value is accepted when it is the list's own unit (`20mg`, `20 mg`).
 *
 * A comma that could be a thousands separator is never guessed (decisions.md, "Converter"): a
 * comma directly between digits and followed by exactly three digits (`1,200`, `12,500`,
 * `1,200,000`, `1,200.5`) does not separate values. The whole entry stays together and is flagged
 * on its own line, asking for `1200`, or a space after the comma for two values; the rest of the
 * list still converts. `10, 250` (a space after the comma) and `10,25` are lists of two values.
 *
 * Limits: at most MAX_BATCH_VALUES entries are converted (the rest are counted and reported, never
 * silently dropped); the text itself is scanned in one linear pass, so even a megabyte of pasted
 * text is handled without freezing the page.
 */
import { formatDose, formatNumber, formatPlainNumber, smallestShown } from "~/lib/number/format";
import { formatConcentration, type ConcentrationRatio } from "~/lib/number/concentration";
import {
  RESULT_MESSAGES,
  amountUnit,
  convertExactly,
  parseAmount,
  resultDecimals,
  resultUnit,
  type AmountResult,
} from "~/machines/converter/converter.calc";
import type { Direction } from "~/data/doses";
import type { BatchEntry, BatchOutcome } from "./batch.types";

/** The most entries converted in one go. 10,000 must stay responsive; this leaves headroom. */
export const MAX_BATCH_VALUES = 20_000;

export const BATCH_MESSAGES = {
  hint: "Separate values with commas, semicolons, spaces or new lines, for example 10, 25, 50, 100. Use a point for decimals (2.5) and no thousands comma (1200): here a comma separates values.",
  noValues: "Paste or type some values first, for example 10, 25, 50, 100",
  noConcentration: "Enter a valid concentration in the Calculator tab first",
  waitingForConcentration: "The Calculator tab has no valid concentration yet, so nothing can be converted.",
  /**
   * An entry whose comma could group thousands ("1,200"): one reading (digits only) when the
   * entry has no point; with a point ("1.200,500") no number is proposed.
   */
  thousandsComma: (input: string) =>
    /^[^.]*$/.test(input)
      ? `${input} is ambiguous: write ${input.replace(/,/g, "")}, or put a space after the comma to list two values`
      : /\.\d{3},/.test(input)
        ? // "1.200,5": a point grouping thousands and a decimal comma; "without the comma" would be 1.2005.
          `${input} is ambiguous: write the number with a point for decimals and no thousands separator, or put a space after the comma to list two values`
        : `${input} is ambiguous: write it without the comma, or put a space after the comma to list two values`,
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
 * One entry: characters other than separators, commas that could group thousands (a comma right
 * after a digit and before exactly three digits: "1,200"), and a decimal comma after a thousands
 * point ("1.200,5", European for 1200.5). Each position is looked at a fixed number of times (five
 * characters behind, four ahead), so the scan stays linear in the text length.
 */
const ENTRY = /(?:[^\s,;]|(?<=\d),(?=\d{3}(?!\d))|(?<=\d\.\d{3}),(?=\d))+/g;

/**
 * Splits a list on commas, semicolons and whitespace; a comma that could group thousands
 * ("1,200") stays inside its entry (see the module comment). A unit word standing alone after a
 * value ("20 mg") is attached to it. Linear in the text length; keeps at most `max` entries.
 */
export function tokenize(text: string, max: number = MAX_BATCH_VALUES): Tokenized {
  const tokens: string[] = [];
  let found = 0;
  let previousWasValue = false;
  const re = new RegExp(ENTRY);
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

/** A plain decimal without sign, exponent or unit, short enough to be read exactly: "20", "2.5". */
const PLAIN_DECIMAL = /^\d{1,15}(?:\.\d{1,15})?$/;

/**
 * One entry read as the calculator's amount field reads it (parseAmount). The common plain
 * decimal ("20", "0.25") is read directly: for it parseAmount's answer is always its Number value,
 * written "20 mg" (a unit test compares the two on generated entries); everything else, units,
 * commas, exponents, signs and mistakes, goes through parseAmount.
 */
function readAmount(input: string, direction: Direction, unit: string): AmountResult {
  if (PLAIN_DECIMAL.test(input)) {
    const value = Number(input);
    return { ok: true, value, read: `${formatNumber(value, 12)} ${unit}` };
  }
  return parseAmount(input, direction);
}

/**
 * Converts every entry of a list, in one pass over the entries, with the calculator's own
 * arithmetic: `ratio` is the concentration as written (ConcentrationResult.ratio, e.g. [100, 3]
 * for "100 mg per 3 mL"), divided exactly as the calculator does, so 0.025 mg at 100 mg per 3 mL
 * is 0.00075 mL, shown 0.0008 mL, not 0.0007 mL from the rounded 33.333333333333336 mg/mL.
 * Without a ratio, `mgPerMl` is the concentration as typed (a plain mg/mL value).
 *
 * Speed (10,000 values must be converted and shown within 200 ms): each value is read as the
 * calculator's parseAmount reads it (readAmount) and converted by its convertExactly(); the result is
 * formatted twice (plain, and with unit and thousands commas). The calculator's convertValue is not called per value: it
 * also builds a worked line with the concentration, which a batch row does not show, and rounds
 * once more to detect "too small". The outcome is the same as convertValue's (a unit test checks
 * it on generated values): a finite result that rounds to 0 is "too small to show", a non-finite
 * one is "too large".
 */
export function convertBatch(
  text: string,
  mgPerMl: number,
  direction: Direction,
  ratio?: ConcentrationRatio | null,
): BatchOutcome {
  const { tokens, found } = tokenize(text);
  const unit = resultUnit(direction);
  const decimals = resultDecimals(direction);
  const tooSmallText = `< ${smallestShown(decimals)} ${unit}`;
  const tooSmallNote = RESULT_MESSAGES.tooSmall(direction);
  const fromUnit = amountUnit(direction);
  const entries: BatchEntry[] = new Array<BatchEntry>(tokens.length);
  let converted = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const input = tokens[i] as string;
    const index = i + 1;
    // Only a comma that could group thousands stays inside an entry (tokenize).
    if (input.includes(",")) {
      entries[i] = { ok: false, index, input, message: BATCH_MESSAGES.thousandsComma(input) };
      continue;
    }
    const amount = readAmount(input, direction, fromUnit);
    if (!amount.ok) {
      entries[i] = { ok: false, index, input, message: amount.message };
      continue;
    }
    const value = convertExactly(amount.value, mgPerMl, direction, ratio ?? undefined);
    if (!Number.isFinite(value)) {
      entries[i] = { ok: false, index, input, message: RESULT_MESSAGES.tooLarge };
      continue;
    }
    // Rounded to the displayed precision; "0" for a non-zero value means it is too small to show
    // (a value rounding to zero never carries a minus sign, so this equals roundsToZero()).
    const plain = formatPlainNumber(value, decimals);
    const tooSmall = value !== 0 && plain === "0";
    converted += 1;
    entries[i] = {
      ok: true,
      index,
      input,
      amountText: amount.read,
      amount: amount.value,
      resultText: tooSmall ? tooSmallText : formatDose(value, unit),
      resultPlain: tooSmall ? "" : plain,
      note: tooSmall ? tooSmallNote : null,
    };
  }
  return {
    entries,
    converted,
    invalid: entries.length - converted,
    found,
    capped: found > tokens.length,
    mgPerMl,
    ratio: ratio ?? null,
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

/** Copy texts already written, per outcome (an outcome is never changed once made). */
const copyTexts = new WeakMap<BatchOutcome, string>();

/**
 * The text of 'Copy all': a heading line, then one line per entry. Written once per outcome:
 * the machine's guards compare it after every event while the copied mark shows.
 */
export function batchCopyText(outcome: BatchOutcome): string {
  const known = copyTexts.get(outcome);
  if (known !== undefined) return known;
  const lines = outcome.entries.map((e) =>
    e.ok ? `${e.amountText} = ${e.resultText}` : `${e.input}: not converted (${e.message})`,
  );
  const text = [batchHeading(outcome), ...lines].join("\n");
  copyTexts.set(outcome, text);
  return text;
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
