/**
 * What the three clinical calculators share (issue 31: weight-based dose, infusion rate,
 * reconstitution): their statuses, and reading a field: a number with its unit words, a volume, an
 * amount of medicine, a label strength. Pure TypeScript: no machine, no view, no browser API. The
 * weight is read in weight.ts; figures are shown by clinical-display.ts.
 *
 * Every field is read by the one entry parser (lib/number/entry.ts), so an ambiguous number
 * (`1,200`, `2 500`), scientific notation, digit separators, odd digits and more than 15
 * significant digits are refused here exactly as in the converter, with the same hints. A unit
 * typed after the number may be a rate's whole unit ("5 mcg/kg/min", "13.1 mL/h"): each of its
 * words comes from the one units vocabulary (lib/units.ts, `lookupAnyUnit`); a word that is not
 * there, or that does not fit the field, is refused with a hint naming what the field takes. A
 * typed unit is never dropped: it is converted, with the conversion shown, or refused.
 *
 * Which figures are used as shown: a figure a person acts on is used exactly as it is shown, so
 * every line of working can be checked by hand or with the converter: the weight in kg (a weight
 * typed in lb is converted and rounded to 0.01 kg), the dose to give, and the pump rate to set.
 * Every other figure is computed from the entries with decimal-exact arithmetic (exact.ts) and
 * one rounding, and a concentration is carried as written (250 mg per 5 mL as [250, 5]), as the
 * converter carries it.
 */
import { ENTRY_MESSAGES, echoNumber, isPlainNumberText, readEntry, unitWordShown } from "~/domain/number/entry";
import { withLabelComma, type FieldKind } from "~/domain/number/field-kinds";
import { parseConcentration, type ConcentrationResult } from "~/domain/number/concentration";
import { decimalProduct, decimalQuotient, decimalRatio } from "~/domain/number/exact";
import { lookupAnyUnit, lookupUnit, type AnyUnit, type ClinicalUnit, type Unit } from "~/domain/units";
import {
  amountFactor,
  echo,
  echoAmount,
  formatStrength,
  kindOfAmountUnit,
  type AmountKind,
  type AmountUnit,
  type Strength,
} from "./clinical-display";

// ---------------------------------------------------------------------------------------------
// Statuses shared by the three calculators

/**
 * Why a field cannot be used: the entry parser's reasons ("empty", "invalid", "ambiguous",
 * "notation", "unit"), and the calculators' own: "negative", "zero" (0 where it cannot be),
 * "range" (outside what the field takes, e.g. 30 doses a day), "mismatch" (the entry says
 * something the choices contradict, e.g. "/min" with per hour chosen, units against mg),
 * "choice" (a choice the person must make is not made, e.g. per minute or per hour).
 */
export type InvalidReason =
  "empty" | "invalid" | "ambiguous" | "notation" | "unit" | "negative" | "zero" | "range" | "mismatch" | "choice";

export interface FieldIssue<F extends string> {
  readonly field: F;
  readonly reason: InvalidReason;
  readonly message: string;
}

/** Nothing typed yet in the fields a result needs: no hint, no result. */
export interface EmptyStatus<F extends string> {
  readonly kind: "empty";
  readonly notes: Notes<F>;
}

/** A field that cannot be used: the first in field order, with every issue for the form. */
export interface InvalidStatus<F extends string> {
  readonly kind: "invalid";
  readonly field: F;
  readonly reason: InvalidReason;
  readonly message: string;
  readonly issues: readonly FieldIssue<F>[];
  readonly notes: Notes<F>;
}

/** Valid entries whose result cannot be shown (too large to compute, or too small to show). */
export interface OffScaleStatus<F extends string> {
  readonly kind: "offScale";
  readonly message: string;
  readonly notes: Notes<F>;
}

/** How a field's entry was read, when that differs from what was typed ("22 lb = 9.98 kg"). */
export type Notes<F extends string> = Partial<Record<F, string>>;

/** One caution a person sees, with its words. Never worded as a success. */
export interface Caution<K extends string> {
  readonly kind: K;
  readonly text: string;
}

/**
 * The status for entries of which at least one cannot be used: "empty" when the fields a result
 * needs are all empty and nothing typed elsewhere is wrong (a choice not made yet is not wrong
 * before anything is typed), else "invalid" with the first issue in field order.
 */
export function statusOfIssues<F extends string>(
  issues: readonly FieldIssue<F>[],
  requiredEmpty: boolean,
  notes: Notes<F>,
): EmptyStatus<F> | InvalidStatus<F> {
  const shown = requiredEmpty ? issues.filter((i) => i.reason !== "empty" && i.reason !== "choice") : issues;
  const first = shown[0];
  if (!first) return { kind: "empty", notes };
  return { kind: "invalid", field: first.field, reason: first.reason, message: first.message, issues: shown, notes };
}

/** The line 'Copy result' writes for a status, or null when there is no result. */
export function copyLineOf(
  status: { readonly kind: string } | { readonly kind: "ready"; readonly copyLine: string },
): string | null {
  return status.kind === "ready" && "copyLine" in status ? status.copyLine : null;
}

// ---------------------------------------------------------------------------------------------
// Reading a number with its unit words

/** A number with the unit typed after it: "5 mcg/kg/min" → 5, mcg, [kg, min]; "4" → 4, null, []. */
export type Measure =
  | {
      readonly ok: true;
      readonly value: number;
      /** The unit before any "/" or "per" (mcg in "5 mcg/kg/min"), or null. */
      readonly unit: AnyUnit | null;
      /** The units after each "/" or "per", in order ([kg, min]). */
      readonly per: readonly AnyUnit[];
      /** The number as typed, without its unit ("2,5" in "2,5 kg"). */
      readonly numberText: string;
      /** Whether a comma was read as a label's thousands separator ("25,000", label fields only). */
      readonly groupedComma: boolean;
    }
  | {
      readonly ok: false;
      readonly reason: "empty" | "invalid" | "ambiguous" | "notation" | "unit";
      readonly message: string;
      readonly word: string;
    };

/** Separators of a rate's unit words: "/" or the word "per". */
const PER = /\s*\/\s*|\s+per\s+|^per\s+/i;

/**
 * Reads "number [unit][/unit…]" with the one entry parser. A single unit word is the entry
 * parser's own reading; a rate ("mcg/kg/min", "mL per hour") is split after the number, whose
 * text the entry parser reads again, so its refusals (ambiguous, notation…) come first. The number
 * is read by the convention of the field's kind (field-kinds.ts: dose unless told; label for what
 * a label prints).
 */
export function readMeasure(text: string, kind: FieldKind = "dose"): Measure {
  const whole = readEntry(text, kind);
  const trimmed = (typeof text === "string" ? text : "").trim();
  const split = /^([^\p{L}/]*)(.*)$/su.exec(trimmed);
  const numberText = split?.[1] ?? "";
  if (whole.ok)
    return {
      ok: true,
      value: whole.value,
      unit: whole.unit,
      per: [],
      numberText: numberText.trim(),
      groupedComma: whole.groupedComma,
    };
  if (whole.reason !== "unit" && whole.reason !== "invalid")
    return { ok: false, reason: whole.reason, message: whole.message, word: "" };
  const unitText = (split?.[2] ?? "").trim();
  // No number before the words, or no words after it: the entry parser's own answer.
  if (!/[0-9]/.test(numberText) || unitText === "")
    return { ok: false, reason: whole.reason, message: whole.message, word: "" };
  // Digits among the words ("1/2", "250 mg/5 mL"): not one quantity.
  if (/[0-9]/.test(unitText)) return { ok: false, reason: "invalid", message: ENTRY_MESSAGES.invalid, word: "" };
  const number = readEntry(numberText, kind);
  if (!number.ok) return { ok: false, reason: number.reason, message: number.message, word: "" };
  const words = unitText.split(PER);
  const units: (AnyUnit | null)[] = [];
  for (const [i, word] of words.entries()) {
    if (word === "" && i === 0) {
      units.push(null);
      continue;
    }
    const unit = lookupAnyUnit(word);
    if (!unit) return { ok: false, reason: "unit", message: ENTRY_MESSAGES.unknownUnit(word), word };
    units.push(unit);
  }
  const [first = null, ...rest] = units;
  return {
    ok: true,
    value: number.value,
    unit: first,
    per: rest as AnyUnit[],
    numberText: numberText.trim(),
    groupedComma: number.groupedComma,
  };
}

/**
 * How a calculator's field reads its number (field-kinds.ts): "label" for the fields that take
 * what a label or a bag prints (each calculator lists them), "dose" for every other.
 */
export const numbersOf = <F extends string>(labelNumbers: readonly F[], field: F): FieldKind =>
  labelNumbers.includes(field) ? "label" : "dose";

/** Whether a unit is a medicine's mass unit (mcg, mg, g). */
export const isMass = (u: AnyUnit | null): u is Unit => u !== null && u.dimension === "mass";
/** Whether a unit is a volume unit (mL, dL, L). */
export const isVolume = (u: AnyUnit | null): u is Unit => u !== null && u.dimension === "volume";
/** Whether a unit is "units" (activity). */
export const isUnits = (u: AnyUnit | null): u is ClinicalUnit => u !== null && u.symbol === "units";

/** "“stone” is not a unit here: type the weight in kg or lb" (a long or odd word is "That"). */
export function unknownUnitMessage(word: string, hint: string): string {
  return `${unitWordShown(word)} is not a unit here: ${hint}`;
}

/** A refused Measure as a field issue, with the field's own words for "empty" and unknown units. */
export function measureIssue<F extends string>(
  field: F,
  m: Extract<Measure, { ok: false }>,
  empty: string,
  unitHint: string,
): FieldIssue<F> {
  if (m.reason === "empty") return { field, reason: "empty", message: empty };
  if (m.reason === "unit") return { field, reason: "unit", message: unknownUnitMessage(m.word, unitHint) };
  return { field, reason: m.reason, message: m.message };
}

/**
 * "Read as 2.5 kg" when the number was not written plainly ("2,5", ".5"), "Read as 25 000 units
 * (a label’s comma groups thousands)" when a label's comma was read, else null.
 */
export function readAsNote(m: Extract<Measure, { ok: true }>, shown: string): string | null {
  return isPlainNumberText(m.numberText, m.value) ? null : withLabelComma(`Read as ${shown}`, m.groupedComma);
}

// ---------------------------------------------------------------------------------------------
// Volumes typed: "250", "250 mL", "0.5 L"

export const VOLUME_MESSAGES = {
  unitHint: "type the volume in mL or L",
  volumeOnly: "Enter a volume in mL or L, for example 250",
} as const;

/**
 * A volume field in mL: a bare number is mL, another volume unit is converted with the
 * conversion shown. `empty` null makes the field optional (an empty one reads as null);
 * `zeroAllowed` takes 0 (a displacement the label gives as nil).
 */
export function readMl<F extends string>(
  field: F,
  text: string,
  words: { readonly empty: string | null; readonly notPositive: string; readonly zeroAllowed?: boolean },
): { value: number; note: string | null } | null | FieldIssue<F> {
  const m = readMeasure(text);
  if (!m.ok && m.reason === "empty" && words.empty === null) return null;
  if (!m.ok) return measureIssue(field, m, words.empty ?? "", VOLUME_MESSAGES.unitHint);
  if ((m.unit !== null && !isVolume(m.unit)) || m.per.length > 0)
    return { field, reason: "unit", message: VOLUME_MESSAGES.volumeOnly };
  if (m.value < 0) return { field, reason: "negative", message: words.notPositive };
  if (m.value === 0 && !words.zeroAllowed) return { field, reason: "zero", message: words.notPositive };
  const value = m.unit ? decimalProduct(m.value, m.unit.factor) : m.value;
  const shown = echo(value, "mL");
  return {
    value,
    note: m.unit && m.unit.symbol !== "mL" ? `${echo(m.value, m.unit.symbol)} = ${shown}` : readAsNote(m, shown),
  };
}

/** Whether a reader's answer is a field issue (every reader returns its value object or an issue). */
export const isFieldIssue = <F extends string>(r: unknown): r is FieldIssue<F> =>
  typeof r === "object" && r !== null && "reason" in r && "field" in r && "message" in r;

// ---------------------------------------------------------------------------------------------
// Amounts of medicine: mass or units

/** A unit typed or chosen, as an amount unit, or null when it is not one. */
export function amountUnitOf(u: AnyUnit | null): AmountUnit | null {
  if (isUnits(u)) return "units";
  if (isMass(u) && (u.symbol === "mcg" || u.symbol === "mg" || u.symbol === "g")) return u.symbol;
  return null;
}

/** The words of an amount field (a powder, a dose, a maximum). */
export interface AmountWords {
  /** What an empty field says; null makes the field optional (an empty one reads as null). */
  readonly empty: string | null;
  readonly notPositive: string;
  /** After "“word” is not a unit here: ". */
  readonly unitHint: string;
  /** For a unit of another kind: a volume, or units where a mass is taken (and the reverse). */
  readonly otherKind: string;
  /** For a rate typed ("500 mg/day"). */
  readonly perSomething: string;
  /** Whether "per dose" may follow the unit ("500 mg/dose"). */
  readonly perDoseAllowed?: boolean;
  /**
   * Whose unit a bare number is read in ("the order's unit"), for a field whose unit is chosen
   * elsewhere on the form: its note then always says how it was read ("Read as 200 mcg (the
   * order's unit)"), so a change of that unit never changes what it means unseen.
   */
  readonly bareNumberIn?: string;
  /** How the number is read (field-kinds.ts): "label" for what a label prints (a vial's powder); dose unless told. */
  readonly numbers?: FieldKind;
}

/**
 * An amount of medicine in the field's unit: a bare number is in `unit`; a typed unit of the same
 * kind (mass, or units) is converted to it with the conversion shown ("1 g = 1,000 mg"); a unit of
 * the other kind is refused ("mismatch"), as is any other word.
 */
export function readAmount<F extends string>(
  field: F,
  text: string,
  unit: AmountUnit,
  words: AmountWords,
): { value: number; note: string | null } | null | FieldIssue<F> {
  const m = readMeasure(text, words.numbers);
  if (!m.ok && m.reason === "empty" && words.empty === null) return null;
  if (!m.ok) return measureIssue(field, m, words.empty ?? "", words.unitHint);
  const typed = m.unit === null ? unit : amountUnitOf(m.unit);
  if (typed === null) return { field, reason: "unit", message: words.otherKind };
  if (kindOfAmountUnit(typed) !== kindOfAmountUnit(unit))
    return { field, reason: "mismatch", message: words.otherKind };
  const perDose = m.per.length === 1 && m.per[0]?.symbol === "dose" && words.perDoseAllowed === true;
  if (m.per.length > 0 && !perDose) return { field, reason: "unit", message: words.perSomething };
  if (m.value < 0) return { field, reason: "negative", message: words.notPositive };
  if (m.value === 0) return { field, reason: "zero", message: words.notPositive };
  const value = typed === unit ? m.value : decimalRatio([m.value, amountFactor(typed)], [amountFactor(unit)]);
  const note =
    typed !== unit
      ? withLabelComma(`${echo(m.value, typed)} = ${echo(value, unit)}`, m.groupedComma)
      : m.unit === null && words.bareNumberIn
        ? withLabelComma(`Read as ${echo(value, unit)} (${words.bareNumberIn})`, m.groupedComma)
        : readAsNote(m, echo(value, unit));
  return { value, note };
}

// ---------------------------------------------------------------------------------------------
// Label strength (mass per volume, or units per volume)

export type { Strength } from "./clinical-display";

export type StrengthResult =
  | { readonly ok: true; readonly strength: Strength }
  | { readonly ok: false; readonly reason: InvalidReason; readonly message: string };

export const STRENGTH_MESSAGES = {
  unitsForm: "Write a strength in units as 25000 units in 500 mL or 50 units/mL",
  /**
   * A number alone, in a field whose label names no unit: mg/mL or mcg/mL (units/mL) is never
   * guessed, since reading a label's 16 mcg/mL as 16 mg/mL is a 1,000-fold error.
   */
  bareMass: (typed: string) =>
    `Write the strength with its unit: ${typed} mg/mL, ${typed} mcg/mL, or an amount in a volume such as 400 mg in 250 mL`,
  bareUnits: (typed: string) =>
    `Write the strength with its unit: ${typed} units/mL, or an amount in a volume such as 25000 units in 500 mL`,
  unitsMissingVolume: "Add the volume too, for example 25000 units in 500 mL",
  notPositive: "Enter a strength above 0",
} as const;

function fromConcentration(c: ConcentrationResult): StrengthResult {
  if (!c.ok) return { ok: false, reason: c.reason, message: c.message };
  return {
    ok: true,
    strength: {
      kind: "mass",
      perMl: c.mgPerMl,
      ratio: c.ratio,
      normalized: c.normalized,
      read: c.read,
      description: c.description,
      note: c.note,
    },
  };
}

/** Separator of an amount and its volume: "/", "per", "in" (as the concentration parser takes them). */
const AMOUNT_PER_VOLUME = /^(.+?)\s*(?:\/|\s(?:per|in)\s)\s*(.+)$/i;

/**
 * Reads a strength as written on the label or the bag, its numbers by the label convention
 * (field-kinds.ts: "25,000 units in 250 mL" is 25 000 units, said in the note). A strength in mass ("250 mg per 5 mL",
 * "2%", "1:1,000") is the converter's own reading (concentration.ts). A strength in units
 * ("25000 units in 500 mL", "100 units/mL") is read here with the same entry parser. A number
 * alone is refused with a hint naming the units it could be (`plain`: the order's kind): these
 * fields' labels name no unit, unlike the converter's "Concentration (mg/mL)".
 */
export function readStrength(text: string, plain: AmountKind = "mass"): StrengthResult {
  const trimmed = (typeof text === "string" ? text : "").trim();
  const alone = readEntry(trimmed, "label");
  if (alone.ok && alone.unit === null) {
    if (!(alone.value > 0)) return { ok: false, reason: "zero", message: STRENGTH_MESSAGES.notPositive };
    const typed = echoNumber(alone.value);
    return {
      ok: false,
      reason: "unit",
      message: plain === "units" ? STRENGTH_MESSAGES.bareUnits(typed) : STRENGTH_MESSAGES.bareMass(typed),
    };
  }
  const words = trimmed.match(/\p{L}+/gu) ?? [];
  const hasUnits = words.some((w) => isUnits(lookupAnyUnit(w) ?? null));
  // No units word (a number alone was refused above): the converter's reading of a mass strength.
  if (!hasUnits) {
    const read = fromConcentration(parseConcentration(trimmed));
    // Where units are taken, a text that is no strength at all gets the units form as its hint.
    if (plain === "units" && !read.ok && (read.reason === "invalid" || read.reason === "unit"))
      return { ok: false, reason: read.reason, message: STRENGTH_MESSAGES.unitsForm };
    return read;
  }

  const parts = AMOUNT_PER_VOLUME.exec(trimmed);
  const amount = readMeasure(parts ? (parts[1] ?? "") : trimmed, "label");
  if (!amount.ok)
    return {
      ok: false,
      reason: amount.reason === "empty" ? "invalid" : amount.reason,
      message: amount.reason === "unit" || amount.reason === "empty" ? STRENGTH_MESSAGES.unitsForm : amount.message,
    };
  if (amount.per.length > 0 || (amount.unit !== null && !isUnits(amount.unit)))
    return { ok: false, reason: "unit", message: STRENGTH_MESSAGES.unitsForm };
  if (!parts) {
    // "100 units" alone lacks its volume; a plain number where units are taken is units/mL.
    if (amount.unit !== null) return { ok: false, reason: "unit", message: STRENGTH_MESSAGES.unitsMissingVolume };
    if (!(amount.value > 0)) return { ok: false, reason: "zero", message: STRENGTH_MESSAGES.notPositive };
    const perMl = amount.value;
    const normalized = formatStrength(perMl, "units");
    return {
      ok: true,
      strength: {
        kind: "units",
        perMl,
        ratio: [perMl, 1],
        normalized,
        read: normalized,
        description: normalized,
        note: readAsNote(amount, normalized),
      },
    };
  }
  const volumeText = (parts[2] ?? "").trim();
  const unitAlone = lookupUnit(volumeText);
  if (!unitAlone && /^\p{L}/u.test(volumeText))
    return { ok: false, reason: "unit", message: STRENGTH_MESSAGES.unitsForm };
  const volume = unitAlone
    ? ({ ok: true, value: 1, unit: unitAlone, per: [], numberText: "1", groupedComma: false } as const)
    : readMeasure(volumeText, "label");
  if (!volume.ok)
    return {
      ok: false,
      reason: volume.reason === "empty" ? "invalid" : volume.reason,
      message: volume.reason === "unit" ? STRENGTH_MESSAGES.unitsForm : volume.message,
    };
  if (!isVolume(volume.unit) || volume.per.length > 0)
    return { ok: false, reason: "unit", message: STRENGTH_MESSAGES.unitsForm };
  if (!(amount.value > 0) || !(volume.value > 0))
    return { ok: false, reason: "zero", message: STRENGTH_MESSAGES.notPositive };
  const ratio = [amount.value, decimalProduct(volume.value, volume.unit.factor)] as const;
  const perMl = decimalQuotient(ratio[0], ratio[1]);
  if (!Number.isFinite(perMl) || perMl === 0)
    return { ok: false, reason: "notation", message: "That strength is too large to calculate with" };
  const normalized = formatStrength(perMl, "units");
  const read = `${echoAmount(amount.value, "units")}${unitAlone ? `/${volume.unit.symbol}` : ` in ${echo(volume.value, volume.unit.symbol)}`}`;
  const description = read === normalized ? normalized : `${read} = ${normalized}`;
  const grouped = amount.groupedComma || volume.groupedComma;
  return {
    ok: true,
    strength: {
      kind: "units",
      perMl,
      ratio,
      normalized,
      read,
      description,
      // A label's comma read is always said, even where the strength reads as its own normalized form.
      note: grouped ? withLabelComma(description, true) : description === normalized ? null : description,
    },
  };
}
