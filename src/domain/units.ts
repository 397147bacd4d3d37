/**
 * The one vocabulary of units people type (issue 18: one vocabulary per concept). The amount
 * field, the concentration field and every Batch Convert entry look their unit words up here, so
 * a spelling accepted in one place is accepted, with the same meaning, in all of them.
 *
 * Each unit has a dimension (mass or volume), the symbol it is shown with (decisions.md: mg, mL,
 * mcg, g, L; dL for labels written per decilitre) and its factor to the base unit of its
 * dimension: milligrams for mass, millilitres for volume. The laboratory tools' own units (µL,
 * concentrations, molecular weights) are at the end of this file: the dose fields do not read them.
 *
 * Spellings are matched case-insensitively ("MG", "Ml", "ML" are all understood), with the micro
 * sign (µ, U+00B5) and the Greek mu (μ, U+03BC) read as "u": `µg`, `μg` and `ug` are mcg. A word
 * not listed here is not a unit: callers refuse it with a hint, never drop it.
 */

export type Dimension = "mass" | "volume";

/** The symbols units are shown with. */
export type UnitSymbol = "mcg" | "mg" | "g" | "µL" | "mL" | "dL" | "L";

/** A unit of a vocabulary: its symbol, its dimension, its size in its dimension's base unit, its spellings. */
export interface UnitOf<S extends string, D extends string> {
  readonly symbol: S;
  readonly dimension: D;
  /** How many base units of its dimension one of this unit is. */
  readonly factor: number;
  /** Every spelling accepted, lower case, with µ/μ written as "u". */
  readonly spellings: readonly string[];
}

/** A medicine's mass or volume unit; base units mg for mass, mL for volume. */
export type Unit = UnitOf<UnitSymbol, Dimension>;

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

/*
 * Laboratory units (issue 32): the concentrations of the concentration converter and the serial
 * dilution calculator, and the molecular weight's units. Each field of those tools has a unit
 * chosen with buttons; a unit typed after a number is looked up here (the field's own unit is
 * accepted, another one is refused with a hint naming it, never converted silently).
 */

/**
 * The microlitre, for pipetting volumes. Not in UNITS: the dose fields take the units a dose is
 * written in (decisions.md: mg, mL, mcg, g, L) and refuse "µL" with their unit hint.
 */
export const MICROLITRE: Unit = {
  symbol: "µL",
  dimension: "volume",
  factor: 0.001,
  spellings: ["ul", "microlitre", "microlitres", "microliter", "microliters"],
};

/** A volume unit of the laboratory tools (µL, mL, dL, L) a typed word names, or undefined. */
export function lookupLabVolumeUnit(word: string): Unit | undefined {
  if (MICROLITRE.spellings.includes(unitKey(word))) return MICROLITRE;
  const unit = lookupUnit(word);
  return unit?.dimension === "volume" ? unit : undefined;
}

/** Mass per volume (base g/L) or amount of substance per volume (base M = mol/L). */
export type ConcentrationFamily = "mass" | "molar";

/** The symbols concentrations are shown with. */
export type ConcentrationSymbol = "mg/mL" | "mcg/mL" | "g/L" | "% w/v" | "ppm" | "M" | "mM" | "µM" | "nM";

export interface ConcentrationUnit {
  readonly symbol: ConcentrationSymbol;
  readonly family: ConcentrationFamily;
  /** How many base units (g/L for mass, M for molar) one of this unit is. */
  readonly factor: number;
  /** The unit in words, for labels and hints. */
  readonly words: string;
  /** Every spelling accepted after a number, in lookup form (unitKey, spaces removed). */
  readonly spellings: readonly string[];
}

/**
 * The nine concentration units, in the order the converter shows them. % w/v is grams per
 * 100 mL (1 % = 10 g/L). ppm is read as mg/L, which equals parts per million by mass only for a
 * dilute aqueous solution (density about 1 g/mL): the words say so wherever it is shown.
 */
const concentrationUnitOf = (
  symbol: ConcentrationSymbol,
  family: ConcentrationFamily,
  factor: number,
  words: string,
  ...spellings: string[]
): ConcentrationUnit => ({ symbol, family, factor, words, spellings });

export const CONCENTRATION_UNITS: readonly ConcentrationUnit[] = [
  concentrationUnitOf("mg/mL", "mass", 1, "milligrams per millilitre", "mg/ml"),
  concentrationUnitOf("mcg/mL", "mass", 0.001, "micrograms per millilitre", "mcg/ml", "ug/ml"),
  concentrationUnitOf("g/L", "mass", 1, "grams per litre", "g/l"),
  concentrationUnitOf("% w/v", "mass", 10, "percent weight per volume (g per 100 mL)", "%", "%w/v"),
  concentrationUnitOf("ppm", "mass", 0.001, "parts per million, as mg/L of a dilute aqueous solution", "ppm"),
  concentrationUnitOf("M", "molar", 1, "molar (mol/L)", "m", "mol/l", "molar"),
  concentrationUnitOf("mM", "molar", 0.001, "millimolar (mmol/L)", "mm", "mmol/l", "millimolar"),
  concentrationUnitOf("µM", "molar", 0.000001, "micromolar (µmol/L)", "um", "umol/l", "micromolar"),
  concentrationUnitOf("nM", "molar", 0.000000001, "nanomolar (nmol/L)", "nm", "nmol/l", "nanomolar"),
];

/** The unit of a symbol. */
export function concentrationUnit(symbol: ConcentrationSymbol): ConcentrationUnit {
  return CONCENTRATION_UNITS.find((u) => u.symbol === symbol)!;
}

/** A typed word in lookup form without spaces ("% w/v" → "%w/v", "µM" → "um"). */
function compactKey(word: string): string {
  return unitKey(word).replace(/\s+/g, "");
}

const CONCENTRATION_BY_SPELLING: ReadonlyMap<string, ConcentrationUnit> = new Map(
  CONCENTRATION_UNITS.flatMap((unit) => unit.spellings.map((s) => [s, unit] as const)),
);

/** The concentration unit a typed word names ("mM", "µM", "% w/v", "ppm"), or undefined. */
export function lookupConcentrationUnit(word: string): ConcentrationUnit | undefined {
  return CONCENTRATION_BY_SPELLING.get(compactKey(word));
}

/**
 * Percentages that need a density (issue 52, the concentration converter only): % w/w is grams of
 * solute per 100 g of solution, so g/L = % × the solution's density (g/mL) × 10; % v/v is mL of the
 * pure liquid per 100 mL of solution, so g/L = % × the pure liquid's density (g/mL) × 10. Neither
 * is ever read as % w/v: a bare "%" is not one of their spellings.
 */
export type DensityPercentSymbol = "% w/w" | "% v/v";

export interface DensityPercentUnit {
  readonly symbol: DensityPercentSymbol;
  /** Whose density turns it into grams per litre: the solution's (w/w) or the pure liquid's (v/v). */
  readonly density: "solution" | "liquid";
  readonly words: string;
  readonly spellings: readonly string[];
}

export const DENSITY_PERCENT_UNITS: readonly DensityPercentUnit[] = [
  {
    symbol: "% w/w",
    density: "solution",
    words: "percent weight per weight (g per 100 g of solution)",
    spellings: ["%w/w"],
  },
  {
    symbol: "% v/v",
    density: "liquid",
    words: "percent volume per volume (mL of the pure liquid per 100 mL of solution)",
    spellings: ["%v/v"],
  },
];

/** The unit of a density-percent symbol. */
export function densityPercentUnit(symbol: DensityPercentSymbol): DensityPercentUnit {
  return DENSITY_PERCENT_UNITS.find((u) => u.symbol === symbol)!;
}

/** Whether a symbol is % w/w or % v/v. */
export function isDensityPercent(symbol: string): symbol is DensityPercentSymbol {
  return DENSITY_PERCENT_UNITS.some((u) => u.symbol === symbol);
}

/** The density-percent unit a typed word names ("% w/w", "%v/v"), or undefined. */
export function lookupDensityPercentUnit(word: string): DensityPercentUnit | undefined {
  const key = compactKey(word);
  return DENSITY_PERCENT_UNITS.find((u) => u.spellings.includes(key));
}

/** The density's one unit: g/mL (the same number as kg/L and g/cm³). */
export type DensitySymbol = "g/mL";

export const DENSITY_UNIT = { symbol: "g/mL" as DensitySymbol, spellings: ["g/ml", "g/cm3", "g/cm³", "kg/l"] } as const;

/** Density units a field in g/mL refuses by name (a 1,000-fold slip): g/L and kg/m³. */
const OTHER_DENSITY_UNITS: ReadonlyMap<string, string> = new Map([
  ["g/l", "g/L"],
  ["kg/m3", "kg/m³"],
  ["kg/m³", "kg/m³"],
]);

/** The density unit a typed word names ("g/mL", "g/cm3", "kg/L"; "g/L" and "kg/m³" to refuse them), or undefined. */
export function lookupDensityUnit(word: string): { readonly symbol: string } | undefined {
  const key = compactKey(word);
  if ((DENSITY_UNIT.spellings as readonly string[]).includes(key)) return DENSITY_UNIT;
  const other = OTHER_DENSITY_UNITS.get(key);
  return other === undefined ? undefined : { symbol: other };
}

/** Units of a molecular weight (molar mass): 1 Da is 1 g/mol, so 1 kDa is 1,000 g/mol. */
export type MolarMassSymbol = "g/mol" | "kDa";

export interface MolarMassUnit {
  readonly symbol: MolarMassSymbol;
  /** How many g/mol one of this unit is. */
  readonly factor: number;
  readonly spellings: readonly string[];
}

export const MOLAR_MASS_UNITS: readonly MolarMassUnit[] = [
  { symbol: "g/mol", factor: 1, spellings: ["g/mol", "da"] },
  { symbol: "kDa", factor: 1000, spellings: ["kda"] },
];

/** The unit of a symbol. */
export function molarMassUnit(symbol: MolarMassSymbol): MolarMassUnit {
  return MOLAR_MASS_UNITS.find((u) => u.symbol === symbol)!;
}

/** The molecular-weight unit a typed word names ("g/mol", "Da", "kDa"), or undefined. */
export function lookupMolarMassUnit(word: string): MolarMassUnit | undefined {
  const key = compactKey(word);
  return MOLAR_MASS_UNITS.find((u) => u.spellings.includes(key));
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

/**
 * A unit of the clinical calculators. Base units: kg for body weight (1 lb = 0.45359237 kg exactly,
 * the international avoirdupois pound of 1959), minutes for time, 1 for units and doses.
 */
export interface ClinicalUnit extends UnitOf<ClinicalUnitSymbol, ClinicalDimension> {
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
