/**
 * The one vocabulary of units people type (issue 18: one vocabulary per concept). The amount
 * field, the concentration field and every Batch Convert entry look their unit words up here, so
 * a spelling accepted in one place is accepted, with the same meaning, in all of them.
 *
 * Each unit has a dimension (mass or volume), the symbol it is shown with (decisions.md: mg, mL,
 * mcg, g, L; dL for labels written per decilitre) and its factor to the base unit of its
 * dimension: milligrams for mass, millilitres for volume.
 *
 * Spellings are matched case-insensitively ("MG", "Ml", "ML" are all understood), with the micro
 * sign (µ, U+00B5) and the Greek mu (μ, U+03BC) read as "u": `µg`, `μg` and `ug` are mcg. A word
 * not listed here is not a unit: callers refuse it with a hint, never drop it.
 */

export type Dimension = "mass" | "volume";

/** The symbols units are shown with. */
export type UnitSymbol = "mcg" | "mg" | "g" | "mL" | "dL" | "L";

export interface Unit {
  readonly symbol: UnitSymbol;
  readonly dimension: Dimension;
  /** How many base units (mg for mass, mL for volume) one of this unit is. */
  readonly factor: number;
  /** Every spelling accepted, lower case, with µ/μ written as "u". */
  readonly spellings: readonly string[];
}

export const UNITS: readonly Unit[] = [
  { symbol: "mcg", dimension: "mass", factor: 0.001, spellings: ["mcg", "ug", "microgram", "micrograms"] },
  { symbol: "mg", dimension: "mass", factor: 1, spellings: ["mg", "milligram", "milligrams"] },
  { symbol: "g", dimension: "mass", factor: 1000, spellings: ["g", "gram", "grams"] },
  {
    symbol: "mL",
    dimension: "volume",
    factor: 1,
    spellings: ["ml", "cc", "millilitre", "millilitres", "milliliter", "milliliters"],
  },
  {
    symbol: "dL",
    dimension: "volume",
    factor: 100,
    spellings: ["dl", "decilitre", "decilitres", "deciliter", "deciliters"],
  },
  { symbol: "L", dimension: "volume", factor: 1000, spellings: ["l", "litre", "litres", "liter", "liters"] },
];

const BY_SPELLING: ReadonlyMap<string, Unit> = new Map(
  UNITS.flatMap((unit) => unit.spellings.map((s) => [s, unit] as const)),
);

/** The base unit of each dimension: what the converter's fields are in. */
export const BASE_UNIT: Readonly<Record<Dimension, Unit>> = {
  mass: UNITS.find((u) => u.symbol === "mg")!,
  volume: UNITS.find((u) => u.symbol === "mL")!,
};

/** A typed word in the vocabulary's lookup form: lower case, µ and μ as "u". */
export function unitKey(word: string): string {
  return word.toLowerCase().replace(/[\u00b5\u03bc]/g, "u");
}

/** The unit a typed word names ("mcg", "µg", "Millilitres"), or undefined when it names none. */
export function lookupUnit(word: string): Unit | undefined {
  return BY_SPELLING.get(unitKey(word));
}

/** "mg, mcg or g" / "mL or L": the units a field of this dimension takes, for hints. */
export function unitsHint(dimension: Dimension): string {
  return dimension === "mass" ? "mg, mcg or g" : "mL or L";
}

// ---------------------------------------------------------------------------------------------
// The clinical calculators' units (issue 31: weight-based dose, infusion rate, reconstitution).
//
// They live in this one vocabulary too, but in a list of their own: `lookupUnit` above answers
// only for a medicine's mass and volume, because the converter's amount field, its concentration
// field and Batch Convert refuse every other word with their own hint ("10 units" is not a unit
// the amount field takes). The clinical fields look words up with `lookupAnyUnit`, which knows
// both lists; no spelling is in both (tests/unit/clinical-units.test.ts).
//
// ISMP's list of error-prone abbreviations: "U" and "IU" are misread (as 0, 4, 10 or "IV"), so
// "units" is written out and "u"/"iu" are not spellings of it; "µ"/"μ"/"u" before g still read as
// mcg (above). "cc" stays a spelling of mL for reading labels only; it is never shown.

/** Dimensions of the clinical calculators beyond a medicine's mass and volume. */
export type ClinicalDimension = "bodyWeight" | "activity" | "time" | "dose";

/** The symbols these units are shown with; a time unit is written out where a rate is shown. */
export type ClinicalUnitSymbol = "kg" | "lb" | "units" | "min" | "h" | "day" | "dose";

export interface ClinicalUnit {
  readonly symbol: ClinicalUnitSymbol;
  readonly dimension: ClinicalDimension;
  /**
   * How many base units one of this unit is: kg for body weight (1 lb = 0.45359237 kg exactly,
   * the international avoirdupois pound of 1959), minutes for time, 1 for units and doses.
   */
  readonly factor: number;
  /** Every spelling accepted, lower case. */
  readonly spellings: readonly string[];
  /** The unit written out after "per" in a rate: "per minute", "per hour", "per day", "per dose". */
  readonly perWords: string;
}

export const CLINICAL_UNITS: readonly ClinicalUnit[] = [
  {
    symbol: "kg",
    dimension: "bodyWeight",
    factor: 1,
    spellings: ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"],
    perWords: "per kg",
  },
  {
    symbol: "lb",
    dimension: "bodyWeight",
    factor: 0.45359237,
    spellings: ["lb", "lbs", "pound", "pounds"],
    perWords: "per lb",
  },
  { symbol: "units", dimension: "activity", factor: 1, spellings: ["unit", "units"], perWords: "per unit" },
  {
    symbol: "min",
    dimension: "time",
    factor: 1,
    spellings: ["min", "mins", "minute", "minutes"],
    perWords: "per minute",
  },
  { symbol: "h", dimension: "time", factor: 60, spellings: ["h", "hr", "hrs", "hour", "hours"], perWords: "per hour" },
  { symbol: "day", dimension: "time", factor: 1440, spellings: ["d", "day", "days"], perWords: "per day" },
  { symbol: "dose", dimension: "dose", factor: 1, spellings: ["dose", "doses"], perWords: "per dose" },
];

const CLINICAL_BY_SPELLING: ReadonlyMap<string, ClinicalUnit> = new Map(
  CLINICAL_UNITS.flatMap((unit) => unit.spellings.map((s) => [s, unit] as const)),
);

/** A clinical unit by its symbol. */
export function clinicalUnit(symbol: ClinicalUnitSymbol): ClinicalUnit {
  return CLINICAL_UNITS.find((u) => u.symbol === symbol)!;
}

/** A medicine's mass or volume unit by its symbol. */
export function doseUnit(symbol: UnitSymbol): Unit {
  return UNITS.find((u) => u.symbol === symbol)!;
}

/** Either kind of unit: a medicine's mass or volume, or a clinical unit. */
export type AnyUnit = Unit | ClinicalUnit;

/** The unit a typed word names in either list ("kg", "Pounds", "units", "mcg"), or undefined. */
export function lookupAnyUnit(word: string): AnyUnit | undefined {
  const key = unitKey(word);
  return BY_SPELLING.get(key) ?? CLINICAL_BY_SPELLING.get(key);
}
