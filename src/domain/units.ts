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
