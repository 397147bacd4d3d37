/**
 * Batch Convert, pure part: split a pasted list into entries, then read each entry with the
 * calculator's own parseAmount (the one entry parser, domain/number/entry.ts) and convert it with the
 * calculator's arithmetic and the shared formatter, with the same "too small to show" and
 * "too large" rules as its convertValue; and write the copy text and the CSV.
 *
 * The list splitter only decides where entries begin and end; what an entry means is the
 * calculator's answer for the same text (a differential property test in fuzz.test.ts holds the
 * two to the same value or the same refusal for every generated entry). Separators: semicolons,
 * tabs, new lines, a comma that is not between two digits ("10, 25"), and spaces. Kept together:
 *
 *  - a number and the word after it (`10 mcg`, `0.5 g`, `10mcg`, `5 mL`): a unit is part of its
 *    entry, converted (10 mcg → 0.01 mg, noted on the line) or refused with a hint (mL in an mg
 *    list), never dropped, whatever separates it from its number (`10, mcg`, `10` and `mcg` on two
 *    lines); any other word after a number on the same line (`10 units`) is refused with it;
 *  - a comma between two digits (`1,200`, `2,5`, `1.200,5`): the entry is read like the field
 *    reads it, a decimal comma as a point ("2,5" → 2.5, noted), a possible thousands separator
 *    flagged, never guessed;
 *  - digits grouped by spaces as thousands are (`2 500`, `1 200 000`, with ordinary, no-break,
 *    narrow no-break or thin spaces): one entry, asked about, never split into 2 and 500 nor read
 *    as 2500. A single field reads `2 500` (a space is never a decimal mark), but in a list a space
 *    also separates values, so "50 100" may be one value or two (issue 51: what could be read two
 *    ways is asked); "50, 100" or one per line is two values, "2500" one.
 *
 * Limits: at most MAX_BATCH_VALUES entries are converted (the rest are counted and reported, never
 * silently dropped); the text itself is scanned in one linear pass, so even a megabyte of pasted
 * text is handled without freezing the page.
 */
import { perObject } from "~/domain/per-object";
import { belowSmallest, formatDose, formatNumber, formatPlainNumber } from "~/domain/number/format";
import { formatConcentration, type ConcentrationRatio } from "~/domain/number/concentration";
import { GROUP_SPACE, echoNumber, plainFitsAnEntry } from "~/domain/number/entry";
import { lookupUnit } from "~/domain/units";
import {
  RESULT_MESSAGES,
  amountUnit,
  convertExactly,
  mcgInstead,
  parseAmount,
  resultDecimals,
  resultUnit,
  type AmountResult,
} from "~/domain/dose/conversion";
import type { Direction } from "~/data/doses";
import type { BatchCaution, BatchCautionKind, BatchEntry, BatchOutcome, BatchShow } from "./batch.types";
import { groupAttention, type AttentionGroups, type AttentionItem } from "~/domain/attention-groups";
import type { AutoFamily } from "~/domain/syringe/syringe.types";
import { doseAdvice, doseCautionKind } from "~/domain/syringe/syringe";
import { CAUTION_SHORT, cautionShortText } from "~/domain/syringe/syringe-words";

/** The most entries converted in one go. 10 000 must stay responsive; this leaves headroom. */
export const MAX_BATCH_VALUES = 20_000;

export const BATCH_MESSAGES = {
  hint: "Separate values with a comma and a space, semicolons or new lines, for example 10, 25, 50, 100. A unit after a value is read with it (10 mcg). Use a point for decimals (2.5) and no thousands separator (1200).",
  /** The empty list's hint (an example, never a value that looks typed: issue 53). */
  placeholder: "e.g. 10, 25, 50, 100",
  /** Why 'Copy all' and 'Download CSV' are off (issue 53), by the list's state. */
  notConverted: "Copy all and Download CSV work once the list is converted: press Convert All first.",
  noneConverted: "Copy all works once an entry converts: every entry of this list was refused.",
  noValues: "Paste or type some values first, for example 10, 25, 50, 100",
  noConcentration: "Enter a valid concentration in the Calculator tab first",
  waitingForConcentration: "The Calculator tab has no valid concentration yet, so nothing can be converted.",
  /** Added to the hint of an entry that holds a comma between digits: it may be two values. */
  listComma: "; to list two values, put a space after the comma",
  /** Added to the hint of an entry that holds spaces between digits: it may be two values. */
  listSpace: "; to list two values, put a comma between them",
  /** "50 100" in a list: one value grouped by a space, or two values? Both readings, each typeable. */
  spacedInList: (joined: string, parts: readonly string[]) =>
    `In a list a space also separates values: type ${joined} for one value, or ${parts.join(", ")} for ${parts.length} values`,
  /** What the announcer says after Clear (issue 28: every action says what it did). */
  cleared: "List cleared.",
  clearedWithResults: "List and results cleared.",
  alreadyEmpty: "The list is already empty.",
  /**
   * The title of what needs attention, before the results (issue 53): the entries not converted,
   * then those converted with a caution. "Needs attention: 2 entries not converted, 8 900 with a caution".
   */
  attention: (failed: number, cautioned: number) => {
    const parts = [
      ...(failed > 0 ? [`${entryCount(failed)} not converted`] : []),
      ...(cautioned > 0 ? [`${failed > 0 ? formatNumber(cautioned, 0) : entryCount(cautioned)} with a caution`] : []),
    ];
    return `Needs attention: ${parts.join(", ")}`;
  },
  /** One line of the attention list for a caution kind: how many, what, where the first is. */
  cautionGroup: (kind: BatchCautionKind, count: number, firstIndex: number) =>
    `${entryCount(count)} with a caution: ${CAUTION_SHORT[kind]} (first at row ${formatNumber(firstIndex, 0)})`,
  capped: (found: number) =>
    `Only the first ${formatNumber(MAX_BATCH_VALUES, 0)} of ${formatNumber(found, 0)} values were converted. Convert the rest in another batch.`,
} as const;

/** "1 entry", "8 900 entries". */
function entryCount(count: number): string {
  return `${formatNumber(count, 0)} ${count === 1 ? "entry" : "entries"}`;
}

/** The caution kinds, in the order the attention list and the filter name them. */
export const BATCH_CAUTION_KINDS: readonly BatchCautionKind[] = ["small", "large", "precision"];

function* attentionItems(outcome: BatchOutcome): Iterable<AttentionItem<BatchCautionKind>> {
  for (const e of outcome.entries)
    yield { index: e.index, failed: !e.ok, kind: e.ok && e.caution ? e.caution.kind : null };
}

/**
 * What needs attention in a converted list (issue 53): the entries not converted, and the
 * cautioned ones grouped by kind (src/domain/attention-groups.ts). Worked out once per outcome.
 */
export const batchAttentionGroups: (outcome: BatchOutcome) => AttentionGroups<BatchCautionKind> = perObject(
  (outcome: BatchOutcome) => groupAttention(attentionItems(outcome), BATCH_CAUTION_KINDS),
);

/** How many rows the results list shows with a choice of 'Show rows' (0: the choice shows none). */
export function batchShownCount(outcome: BatchOutcome, show: BatchShow): number {
  if (show === "all") return outcome.entries.length;
  const { failed, groups, cautioned } = batchAttentionGroups(outcome);
  if (show === "attention") return failed.length + cautioned;
  return groups.find((g) => g.kind === show)?.count ?? 0;
}

export interface Tokenized {
  /** Entries (a value, its unit word, its digit groups), at most `max`. */
  tokens: string[];
  /** All entries found. */
  found: number;
}

/** A word: characters other than separators, and commas between two digits ("1,200", "2,5"). */
const WORD = /(?:[^\s,;]|(?<=\p{Nd}),(?=\p{Nd}))+/gu;
const ONLY_GROUP_SPACE = new RegExp(`^${GROUP_SPACE}+$`);
/** An entry that digit groups may continue: "2", "-12", "1 200". */
const GROUP_LEAD = /^[+\-\u2212\u2013]?\p{Nd}{1,3}$/u;
/** A word that continues a group: exactly three digits first ("500", "500.5", "500mg"). */
const GROUP_NEXT = /^\p{Nd}{3}(?!\p{Nd})/u;
const THREE_DIGITS = /^\p{Nd}{3}$/u;
const ENDS_WITH_VALUE = /\p{Nd}\.?$/u;
const STARTS_WITH_LETTER = /^\p{L}/u;
/** Spaces or tabs only: the word after them is on the same line, in the same list item. */
const ON_ONE_LINE = /^[^\S\n\r\u2028\u2029]+$/;

/**
 * Splits a list into entries (see the module comment): words are found by one regular expression
 * scan, and each word either continues the current entry (a digit group after spaces, or the word
 * after a number) or starts a new one. Linear in the text length; keeps at most `max` entries.
 */
export function tokenize(text: string, max: number = MAX_BATCH_VALUES): Tokenized {
  const tokens: string[] = [];
  let found = 0;
  // What the current entry may take next (nothing before the first entry): a digit group, a word.
  // After its word an entry takes nothing more, so "10 mg mg" is two entries.
  let groupable = false;
  let endsWithValue = false;
  let previousEnd = 0;
  const source = typeof text === "string" ? text : "";
  const re = new RegExp(WORD);
  for (let m = re.exec(source); m !== null; m = re.exec(source)) {
    const word = m[0];
    const separator = source.slice(previousEnd, m.index);
    previousEnd = m.index + word.length;
    // Past the cap, entries are counted, not kept (nor their groups and words).
    const keep = found <= max;
    if (groupable && ONLY_GROUP_SPACE.test(separator) && GROUP_NEXT.test(word)) {
      if (keep) tokens[tokens.length - 1] += `${separator}${word}`;
      groupable = THREE_DIGITS.test(word);
      endsWithValue = ENDS_WITH_VALUE.test(word);
      continue;
    }
    if (endsWithValue && STARTS_WITH_LETTER.test(word) && (ON_ONE_LINE.test(separator) || lookupUnit(word))) {
      if (keep) tokens[tokens.length - 1] += ` ${word}`;
      groupable = false;
      endsWithValue = false;
      continue;
    }
    found += 1;
    if (found <= max) tokens.push(word);
    groupable = GROUP_LEAD.test(word);
    endsWithValue = ENDS_WITH_VALUE.test(word);
  }
  return { tokens, found };
}

/** True when the text holds at least one entry. */
export function hasValues(text: string): boolean {
  return /[^\s,;]/.test(text);
}

/**
 * A plain decimal as formatPlainNumber writes it: no sign, no leading or trailing zero, at most
 * 15 digits ("20", "0.25").
 */
const PLAIN_DECIMAL = /^(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{0,14}[1-9])?$/;
/** Digits grouped by spaces at the start of an entry ("50 100", "2 500.5 mg"): one value or several? */
const SPACED_DIGITS = new RegExp(
  `^([+\\-\\u2212\\u2013]?[1-9]\\p{Nd}{0,2}(?:${GROUP_SPACE}+\\p{Nd}{3})+)(?=(?:[.,]\\p{Nd}*)?\\s*(?:\\p{L}.*)?$)`,
  "u",
);
/** "1.000", "2.125": a point that may group thousands, refused by the entry parser (never read here). */
const POINT_BEFORE_THREE = /^[1-9][0-9]{0,2}\.[0-9]{3}$/;

/**
 * One entry read as the calculator's amount field reads it (parseAmount). The common plain
 * decimal ("20", "0.25") is read directly: for it parseAmount's answer is always its Number value,
 * written "20 mg", with no note (the differential test in fuzz.test.ts compares the two on every
 * generated entry); everything else, units, commas, spaces, signs and mistakes, goes through
 * parseAmount.
 */
function readAmount(input: string, direction: Direction, unit: string): AmountResult {
  const spaced = SPACED_DIGITS.exec(input);
  if (spaced) {
    const groups = (spaced[1] ?? "").split(new RegExp(`${GROUP_SPACE}+`));
    const rest = input.slice(spaced[0].length);
    return {
      ok: false,
      reason: "ambiguous",
      message: BATCH_MESSAGES.spacedInList(
        `${groups.join("")}${rest}`,
        groups.map((g, i) => (i === groups.length - 1 ? `${g}${rest}` : g)),
      ),
    };
  }
  if (PLAIN_DECIMAL.test(input) && !POINT_BEFORE_THREE.test(input) && input.replace(".", "").length <= 15) {
    const value = Number(input);
    return { ok: true, value, read: `${echoNumber(value)} ${unit}`, note: null, converted: false, decimalComma: false };
  }
  return parseAmount(input, direction);
}

/** The hint of a refused entry: the field's hint, and when the entry may be two values, how to list them. */
function entryMessage(amount: Extract<AmountResult, { ok: false }>, input: string): string {
  if (amount.reason !== "ambiguous" && amount.reason !== "invalid") return amount.message;
  if (SPACED_DIGITS.test(input)) return amount.message;
  if (/\p{Nd},\p{Nd}/u.test(input)) return `${amount.message}${BATCH_MESSAGES.listComma}`;
  if (new RegExp(`\\p{Nd}${GROUP_SPACE}+\\p{Nd}`, "u").test(input))
    return `${amount.message}${BATCH_MESSAGES.listSpace}`;
  return amount.message;
}

/**
 * Converts every entry of a list, in one pass over the entries, with the calculator's own
 * arithmetic: `ratio` is the concentration as written (ConcentrationResult.ratio, e.g. [100, 3]
 * for "100 mg per 3 mL"), divided exactly as the calculator does, so 0.025 mg at 100 mg per 3 mL
 * is 0.00075 mL, shown 0.0008 mL, not 0.0007 mL from the rounded 33.333333333333336 mg/mL.
 * Without a ratio, `mgPerMl` is the concentration as typed (a plain mg/mL value).
 *
 * Speed (10 000 values must be converted and shown within 200 ms): each value is read as the
 * calculator's parseAmount reads it (readAmount) and converted by its convertExactly(); the result is
 * formatted twice (plain, and with unit and grouped thousands). The calculator's convertValue is not called per value: it
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
  /** The syringe kind of the calculator's route (oral unless an injection). */
  family: AutoFamily = "oral",
): BatchOutcome {
  const { tokens, found } = tokenize(text);
  const unit = resultUnit(direction);
  const decimals = resultDecimals(direction);
  const tooSmallText = belowSmallest(decimals, unit);
  const tooSmallNote = RESULT_MESSAGES.tooSmall(direction);
  const fromUnit = amountUnit(direction);
  const entries: BatchEntry[] = [];
  let converted = 0;
  let cautioned = 0;
  const cautions = new Map<number, BatchCaution | null>();
  for (let i = 0; i < tokens.length; i += 1) {
    const input = tokens[i] as string;
    const index = i + 1;
    const amount = readAmount(input, direction, fromUnit);
    if (!amount.ok) {
      entries[i] = { ok: false, index, input, reason: amount.reason, message: entryMessage(amount, input) };
      continue;
    }
    const value = convertExactly(amount.value, mgPerMl, direction, ratio ?? undefined);
    // Rounded to the displayed precision; "0" for a non-zero value means it is too small to show
    // (a value rounding to zero never carries a minus sign, so this equals roundsToZero()).
    const plain = formatPlainNumber(value, decimals);
    // Not finite, or more digits than can be true: too large, as convertValue says.
    if (!plainFitsAnEntry(plain, decimals)) {
      entries[i] = { ok: false, index, input, reason: "too-large", message: RESULT_MESSAGES.tooLarge };
      continue;
    }
    // A unit conversion or a decimal comma is said on the line; "20mg" read as "20 mg" needs no note.
    const amountNote = amount.converted || amount.decimalComma ? amount.note : null;
    // An mg figure 2 decimals would move by more than 1 % is said in mcg, as the calculator does.
    const inMcg = direction === "mlToMg" ? mcgInstead(value) : null;
    const tooSmall = inMcg === null && value !== 0 && plain === "0";
    converted += 1;
    // The volume of the entry: its result (mg to mL) or its amount (mL to mg).
    const volume = direction === "mgToMl" ? value : amount.value;
    // A volume met before in this list has the same caution: worked out once (long lists repeat).
    let caution = cautions.get(volume);
    if (caution === undefined) cautions.set(volume, (caution = batchCaution(volume, family)));
    if (caution) cautioned += 1;
    entries[i] = {
      ok: true,
      index,
      input,
      amountText: amount.read,
      amount: amount.value,
      resultText: inMcg ? inMcg.text : tooSmall ? tooSmallText : formatDose(value, unit),
      resultPlain: tooSmall || inMcg ? "" : plain,
      amountNote,
      note: inMcg ? withNote(amountNote, inMcg.message) : tooSmall ? withNote(amountNote, tooSmallNote) : amountNote,
      caution,
    };
  }
  return {
    entries,
    converted,
    invalid: entries.length - converted,
    cautioned,
    found,
    capped: found > tokens.length,
    mgPerMl,
    ratio: ratio ?? null,
    direction,
    family,
  };
}

/** A line's note: how the amount was read, then what the result says. */
const withNote = (amountNote: string | null, said: string): string =>
  amountNote === null ? said : `${amountNote}. ${said}`;

/**
 * The caution on an entry's volume, of the same kind the converter's result would carry
 * (domain/syringe/syringe.ts `doseCautionKind`, the one syringe rule, with the syringe kind of the
 * calculator's route: oral unless an injection).
 */
export function batchCaution(volumeMl: number, family: AutoFamily = "oral"): BatchCaution | null {
  // 0 mL, a negative or an unusable volume has no caution (doseCautionKind: "none"); the rule's
  // whole advice is worked out only for an entry that has one (10 000 entries stay fast).
  const kind = doseCautionKind(volumeMl, family);
  if (kind === "none") return null;
  // Every caution of the volume, as the converter says them, in few words: "caution: under 0.1 mL,
  // hard to measure; between the marks of the 1 mL oral syringe: nearest mark 0.05 mL, 2% more".
  const cautions = doseAdvice(volumeMl, family).cautions;
  return { kind, text: `caution: ${cautions.map(cautionShortText).join("; ")}` };
}

/** "mg to mL at 50 mg/mL". */
export function batchHeading(outcome: Pick<BatchOutcome, "direction" | "mgPerMl">): string {
  return `${amountUnit(outcome.direction)} to ${resultUnit(outcome.direction)} at ${formatConcentration(outcome.mgPerMl)}`;
}

/** "12 converted, 2 need attention (mg to mL at 50 mg/mL)". */
export function batchSummary(outcome: BatchOutcome): string {
  const parts = [`${formatNumber(outcome.converted, 0)} converted`];
  if (outcome.invalid > 0)
    parts.push(`${formatNumber(outcome.invalid, 0)} ${outcome.invalid === 1 ? "needs" : "need"} attention`);
  if (outcome.cautioned > 0) parts.push(`${formatNumber(outcome.cautioned, 0)} with a caution`);
  return `${parts.join(", ")} (${batchHeading(outcome)})`;
}

/** What the announcer says after Convert All: the summary as shown, and the cap note when capped. */
export function batchConvertedAnnouncement(outcome: BatchOutcome): string {
  const summary = batchSummary(outcome);
  return outcome.capped ? `${summary}. ${BATCH_MESSAGES.capped(outcome.found)}` : summary;
}

/** The words of the toast and the announcer after 'Copy all': "12 results copied to clipboard". */
export function batchCopiedText(count: number): string {
  return count === 1 ? "1 result copied to clipboard" : `${formatNumber(count, 0)} results copied to clipboard`;
}

/**
 * The text of 'Copy all': a heading line, then one line per entry. Written once per outcome (an
 * outcome is never changed once made): the machine's guards compare it after every event while
 * the copied mark shows.
 */
export const batchCopyText: (outcome: BatchOutcome) => string = perObject((outcome: BatchOutcome) => {
  const lines = outcome.entries.map((e) =>
    e.ok
      ? `${e.amountText} = ${e.resultText}${e.note ? ` (${e.note})` : ""}${e.caution ? ` [${e.caution.text}]` : ""}`
      : `${e.input}: not converted (${e.message})`,
  );
  return [batchHeading(outcome), ...lines].join("\n");
});

export { csvCell } from "~/domain/csv";
import { csvCell } from "~/domain/csv";

/** CSV (RFC 4180, CRLF line ends): numbers written plainly (no grouping of thousands). */
export function batchCsv(outcome: BatchOutcome): string {
  const from = amountUnit(outcome.direction);
  const to = resultUnit(outcome.direction);
  const header = ["Entry", "Input", `Amount (${from})`, "Concentration (mg/mL)", `Result (${to})`, "Note", "Caution"];
  const concentration = formatPlainNumber(outcome.mgPerMl, 12);
  const rows = outcome.entries.map((e) =>
    e.ok
      ? [
          String(e.index),
          e.input,
          formatPlainNumber(e.amount, 12),
          concentration,
          e.resultPlain,
          e.note ?? "",
          e.caution?.text ?? "",
        ]
      : [String(e.index), e.input, "", concentration, "", e.message, ""],
  );
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** "mg-to-ml-batch.csv" / "ml-to-mg-batch.csv". */
/** What the announcer says after Download CSV: "Downloading mg-to-ml-batch.csv: 12 rows." */
export function batchDownloadAnnouncement(filename: string, rows: number): string {
  return `Downloading ${filename}: ${formatNumber(rows, 0)} ${rows === 1 ? "row" : "rows"}.`;
}

export function batchFilename(direction: Direction): string {
  return direction === "mgToMl" ? "mg-to-ml-batch.csv" : "ml-to-mg-batch.csv";
}
