/**
 * The weight of the clinical calculators (issue 31): always given in kg, whatever was typed; a
 * weight in lb is converted with the conversion shown and rounded to 0.01 kg, and that figure is
 * the one used (so every line of working can be checked by hand); a weight outside the range of
 * weights recorded for people is used with a caution that names the range and its sources.
 */
import { echoNumber, typeableText } from "~/domain/number/entry";
import { formatPlainNumber } from "~/domain/number/format";
import { decimalProduct, decimalQuotient } from "~/domain/number/exact";
import { measureIssue, readAsNote, readMeasure, type InvalidReason } from "./clinical";
import { echo } from "./clinical-display";
import { bareNumberOf, type Rewrite } from "./dose/unit-change";

export type WeightUnitChoice = "kg" | "lb";

/**
 * The range of body weights this product treats as plausible for a person, in kg: from the
 * smallest newborns known to have survived (about 0.2 kg; the University of Iowa's Tiniest Babies
 * Registry lists survivors from 212 g) to the heaviest person on record (about 635 kg, Guinness
 * World Records). A weight outside it is still used, with a caution: it is almost always a typing
 * slip (grams typed as kg, a digit too many). Sources: WEIGHT_SOURCES.
 */
export const PLAUSIBLE_WEIGHT_KG = { min: 0.2, max: 635 } as const;

/** 1 lb in kg, exactly (the international avoirdupois pound, 1959). */
export const KG_PER_LB = 0.45359237;

export const WEIGHT_SOURCES: readonly string[] = [
  "Bell EF, Zumbach DK. The Tiniest Babies: a registry of survivors with birth weight less than 400 grams. Pediatrics 2011;127(1):58–61; and the University of Iowa's Tiniest Babies Registry, which lists survivors from 212 g.",
  "Guinness World Records, Heaviest man ever: Jon Brower Minnoch (USA), about 635 kg (1\u202f400 lb) in 1978.",
  "NIST Handbook 44, Appendix C (General Tables of Units of Measurement): 1 pound (avoirdupois) = 0.453 592 37 kg exactly.",
];

export interface Weight {
  /** The weight used, in kg: as typed in kg, or converted from lb and rounded to 0.01 kg. */
  readonly kg: number;
  /** "9.98 kg". */
  readonly text: string;
  /** The weight as typed in another unit ("22 lb", "3,500 g"), or null when it was typed in kg. */
  readonly typed: string | null;
  /** How the weight was read when another unit was typed: "22 lb = 9.98 kg (22 × 0.45359237 kg per lb, to the nearest 0.01 kg)". */
  readonly conversion: string | null;
  /** The note under the field: the conversion, or "Read as 2.5 kg", or null. */
  readonly note: string | null;
  readonly plausible: boolean;
}

export const WEIGHT_MESSAGES = {
  empty: "Enter the weight in kg or lb",
  notPositive: "Enter a weight above 0",
  unitHint: "type the weight in kg or lb",
  notAWeight: (symbol: string) => `${symbol} is not a weight: type the weight in kg or lb`,
  weightOnly: "Type the weight only, in kg or lb",
  underHundredth: "That weight is under 0.01 kg: check the number and its unit",
  keptInKg:
    "a weight in lb is read to the nearest 0.01 kg, so this one cannot be written in lb without changing it; it stays in kg",
} as const;

export type WeightResult =
  | { readonly ok: true; readonly weight: Weight }
  | { readonly ok: false; readonly reason: InvalidReason; readonly message: string };

/**
 * Reads a weight. A bare number is in the chosen unit; a typed unit (kg, lb, or g for a newborn)
 * is the entry's own and wins over the choice. The weight is always given in kg.
 */
export function readWeight(text: string, choice: WeightUnitChoice): WeightResult {
  const m = readMeasure(text);
  if (!m.ok) {
    const issue = measureIssue("weight", m, WEIGHT_MESSAGES.empty, WEIGHT_MESSAGES.unitHint);
    return { ok: false, reason: issue.reason, message: issue.message };
  }
  if (m.per.length > 0) return { ok: false, reason: "unit", message: WEIGHT_MESSAGES.weightOnly };
  const unit = m.unit;
  const symbol = unit === null ? choice : unit.symbol;
  if (symbol !== "kg" && symbol !== "lb" && symbol !== "g")
    return { ok: false, reason: "unit", message: WEIGHT_MESSAGES.notAWeight(symbol) };
  if (m.value < 0) return { ok: false, reason: "negative", message: WEIGHT_MESSAGES.notPositive };
  if (m.value === 0) return { ok: false, reason: "zero", message: WEIGHT_MESSAGES.notPositive };

  let kg: number;
  let conversion: string | null = null;
  const typed = symbol === "kg" ? null : echo(m.value, symbol);
  if (symbol === "kg") {
    kg = m.value;
  } else if (symbol === "g") {
    kg = decimalQuotient(m.value, 1000);
    conversion = `${typed} = ${echo(kg, "kg")}`;
  } else {
    kg = Number(formatPlainNumber(decimalProduct(m.value, KG_PER_LB), 2));
    conversion = `${typed} = ${echo(kg, "kg")} (${echoNumber(m.value)} × ${echoNumber(KG_PER_LB)} kg per lb, to the nearest 0.01 kg)`;
  }
  if (kg === 0) return { ok: false, reason: "range", message: WEIGHT_MESSAGES.underHundredth };
  const shown = echo(kg, "kg");
  const note = conversion ?? readAsNote(m, shown);
  const plausible = kg >= PLAUSIBLE_WEIGHT_KG.min && kg <= PLAUSIBLE_WEIGHT_KG.max;
  return { ok: true, weight: { kg, text: shown, typed, conversion, note, plausible } };
}

/** The caution for a weight outside the plausible range. */
export function implausibleWeightText(w: Weight): string {
  const { min, max } = PLAUSIBLE_WEIGHT_KG;
  return `Check the weight: ${w.text} is outside ${echo(min, "kg")} to ${echo(max, "kg")}, the range of weights recorded for people (the smallest surviving newborns to the heaviest person on record). Check the number and its unit (kg or lb) before using this result.`;
}

/**
 * A bare weight typed in `from`, after the weight's unit becomes `to` (issue 56, principle 4;
 * src/domain/dose/unit-change.ts): lb → kg is written as the 0.01 kg the pound was already read
 * to (22 lb → 9.98 kg: exactly the weight used); kg → lb with the fewest decimals (at most 2) that
 * read back as the same kg (9.98 kg → 22 lb, 10 kg → 22.05 lb), so lb → kg → lb never drifts. A
 * weight in kg finer than 0.01 kg (3.4565 kg) has no such lb figure: it is kept in kg, and said.
 */
export function rewriteWeight(text: string, from: WeightUnitChoice, to: WeightUnitChoice): Rewrite | null {
  const bare = from === to ? null : bareNumberOf(text);
  const read = bare === null ? null : readWeight(text, from);
  if (bare === null || read === null || !read.ok) return null;
  const typed = echo(bare.value, from);
  const kg = read.weight.kg;
  if (to === "kg")
    return { kind: "converted", text: typeableText(formatPlainNumber(kg, 2)), from: typed, to: echo(kg, "kg") };
  const lb = [0, 1, 2]
    .map((decimals) => formatPlainNumber(kg / KG_PER_LB, decimals))
    .find((figure) => {
      const back = readWeight(figure, "lb");
      return back.ok && back.weight.kg === kg;
    });
  return lb === undefined
    ? { kind: "kept", text: `${bare.numberText} kg`, from: typed, why: WEIGHT_MESSAGES.keptInKg }
    : { kind: "converted", text: lb, from: typed, to: echo(Number(lb), "lb") };
}
