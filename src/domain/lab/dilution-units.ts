/**
 * The units of the dilution calculator's fields, as data (issue 52, principle 2; decisions.md
 * 'Bench conventions'): each concentration unit has a family and its factor to the family's base
 * unit, each volume unit its factor to mL. The words and factors of the units the converter also
 * knows (M, mM, µM, nM, g/L, mg/mL, % w/v) are taken from the site's one vocabulary,
 * src/domain/units.ts; the others (pM, fM, µg/mL, ng/mL, % v/v, ×) are the bench's and only the
 * dilution fields offer them. Conversions are exact decimal arithmetic (src/domain/number/exact.ts).
 * Pure.
 */
import { concentrationUnit, UNITS, type ConcentrationSymbol } from "~/domain/units";
import { decimalRatio } from "~/domain/number/exact";

/**
 * A concentration's family: amount per volume (base M), mass per volume (base g/L; % w/v is g per
 * 100 mL, 1 % w/v = 10 g/L), volume per volume (base % v/v) and a stock's strength (base 1×).
 * Units of one family convert by their factors alone; molar ↔ mass needs a molecular weight;
 * nothing links % v/v or × to any other family.
 */
export type DilutionFamily = "molar" | "mass" | "volumePercent" | "times";

export const DILUTION_CONCENTRATION_SYMBOLS = [
  "M",
  "mM",
  "µM",
  "nM",
  "pM",
  "fM",
  "g/L",
  "mg/mL",
  "µg/mL",
  "ng/mL",
  "ppm",
  "ppb",
  "% w/v",
  "% v/v",
  "×",
] as const;
export type DilutionConcentrationSymbol = (typeof DILUTION_CONCENTRATION_SYMBOLS)[number];

export const DILUTION_VOLUME_SYMBOLS = ["nL", "µL", "mL", "L"] as const;
export type DilutionVolumeSymbol = (typeof DILUTION_VOLUME_SYMBOLS)[number];

export interface DilutionConcentrationUnit {
  readonly symbol: DilutionConcentrationSymbol;
  readonly family: DilutionFamily;
  /** How many of the family's base unit (M, g/L, % v/v, ×) one of this unit is. */
  readonly factor: number;
  /** The unit in words. */
  readonly words: string;
}

/** A unit the site's vocabulary already has: its factor and words from there. */
const shared = (symbol: DilutionConcentrationSymbol & ConcentrationSymbol): DilutionConcentrationUnit => {
  const unit = concentrationUnit(symbol);
  return { symbol, family: unit.family, factor: unit.factor, words: unit.words };
};

export const DILUTION_CONCENTRATION_UNITS: readonly DilutionConcentrationUnit[] = [
  shared("M"),
  shared("mM"),
  shared("µM"),
  shared("nM"),
  { symbol: "pM", family: "molar", factor: 1e-12, words: "picomolar (pmol/L)" },
  { symbol: "fM", family: "molar", factor: 1e-15, words: "femtomolar (fmol/L)" },
  shared("g/L"),
  shared("mg/mL"),
  { symbol: "µg/mL", family: "mass", factor: 0.001, words: "micrograms per millilitre" },
  { symbol: "ng/mL", family: "mass", factor: 0.000001, words: "nanograms per millilitre" },
  // ppm and ppb as a water laboratory uses them: mg/L and µg/L of a dilute aqueous solution (about
  // 1 g/mL), as the concentration converter reads ppm (PPM_CONVENTION).
  { symbol: "ppm", family: "mass", factor: 0.001, words: "parts per million, read as mg/L (dilute aqueous)" },
  { symbol: "ppb", family: "mass", factor: 0.000001, words: "parts per billion, read as µg/L (dilute aqueous)" },
  shared("% w/v"),
  { symbol: "% v/v", family: "volumePercent", factor: 1, words: "percent volume per volume (mL per 100 mL)" },
  { symbol: "×", family: "times", factor: 1, words: "times strength of a stock (10× buffer, 1× working)" },
];

export function dilutionConcentrationUnit(symbol: DilutionConcentrationSymbol): DilutionConcentrationUnit {
  return DILUTION_CONCENTRATION_UNITS.find((u) => u.symbol === symbol)!;
}

/** How many mL one of each volume unit is (µL is the lab's own: the converter's list stops at mL). */
export const DILUTION_VOLUME_FACTOR: Readonly<Record<DilutionVolumeSymbol, number>> = {
  nL: 0.000001,
  µL: 0.001,
  mL: UNITS.find((u) => u.symbol === "mL")!.factor,
  L: UNITS.find((u) => u.symbol === "L")!.factor,
};

/** A volume in `from` in `to`, exactly: 0.05 mL is 50 µL. */
export function convertVolume(value: number, from: DilutionVolumeSymbol, to: DilutionVolumeSymbol): number {
  return from === to ? value : decimalRatio([value, DILUTION_VOLUME_FACTOR[from]], [DILUTION_VOLUME_FACTOR[to]]);
}

/** The families a molecular weight links (g/L = M × g/mol). */
const linkedByMolecularWeight = (a: DilutionFamily, b: DilutionFamily) =>
  a !== b && (a === "molar" || a === "mass") && (b === "molar" || b === "mass");

/** What it takes to compare a concentration in `a` with one in `b`. */
export type UnitLink = "same" | "molecularWeight" | "none";

export function unitLink(a: DilutionConcentrationSymbol, b: DilutionConcentrationSymbol): UnitLink {
  const fa = dilutionConcentrationUnit(a).family;
  const fb = dilutionConcentrationUnit(b).family;
  if (fa === fb) return "same";
  return linkedByMolecularWeight(fa, fb) ? "molecularWeight" : "none";
}

/**
 * A concentration in `from` expressed in `to`, exactly (one rounding): 10 mM is 10 000 µM; with a
 * molecular weight in g/mol, 1 M is 58.44 g/L of NaCl (g/L = M × g/mol) and 58.44 mg/mL. null
 * when nothing links the two units (different families without a molecular weight, % v/v, ×).
 */
export function convertConcentration(
  value: number,
  from: DilutionConcentrationSymbol,
  to: DilutionConcentrationSymbol,
  molecularWeight?: number,
): number | null {
  if (from === to) return value;
  const a = dilutionConcentrationUnit(from);
  const b = dilutionConcentrationUnit(to);
  const link = unitLink(from, to);
  if (link === "same") return decimalRatio([value, a.factor], [b.factor]);
  if (link === "none" || molecularWeight === undefined || !(molecularWeight > 0)) return null;
  // molar → mass: × g/mol; mass → molar: ÷ g/mol.
  return a.family === "molar"
    ? decimalRatio([value, a.factor, molecularWeight], [b.factor])
    : decimalRatio([value, a.factor], [b.factor, molecularWeight]);
}

/**
 * The unit of the same family that shows `value` (given in `unit`) between 1 and 1000, when it is
 * not `unit` itself: 0.05 mM → µM (50 µM); g/L and mg/mL are the same size, and mg/mL is kept.
 * null for % and × (one unit each) and when `unit` already suits.
 */
export function suitedConcentrationUnit(
  value: number,
  unit: DilutionConcentrationSymbol,
): DilutionConcentrationSymbol | null {
  const family = dilutionConcentrationUnit(unit).family;
  const ladder: readonly DilutionConcentrationSymbol[] =
    family === "molar" ? ["M", "mM", "µM", "nM", "pM", "fM"] : family === "mass" ? ["mg/mL", "µg/mL", "ng/mL"] : [];
  if (ladder.length === 0 || !(value > 0)) return null;
  for (const candidate of ladder) {
    const inCandidate = convertConcentration(value, unit, candidate)!;
    if (inCandidate >= 1) {
      const same = dilutionConcentrationUnit(candidate).factor === dilutionConcentrationUnit(unit).factor;
      return same ? null : candidate;
    }
  }
  const smallest = ladder[ladder.length - 1]!;
  return smallest === unit ? null : smallest;
}

/** The volume unit that shows a volume of `ml` mL best: µL under 1 mL, L from 1000 mL, else mL. */
export function suitedVolumeUnit(ml: number): DilutionVolumeSymbol {
  if (ml > 0 && ml < 1) return "µL";
  return ml >= 1000 ? "L" : "mL";
}

// ---------------------------------------------------------------------------------------------
// Pipettes: what a bench person measures a volume with (issue 52, principle 7).

/** Under this many µL no pipette measures reliably: an intermediate dilution first. */
export const PIPETTABLE_MINIMUM_UL = 0.2;

/** The common air-displacement pipettes and the largest volume each takes, in µL. */
export const PIPETTES: readonly { readonly name: string; readonly maxUl: number }[] = [
  { name: "P2", maxUl: 2 },
  { name: "P20", maxUl: 20 },
  { name: "P200", maxUl: 200 },
  { name: "P1000", maxUl: 1000 },
];

/** Above 1 mL: what measures it (the final volume itself is best made up in a volumetric flask). */
export const ABOVE_PIPETTES = "a serological pipette or a graduated cylinder";

/**
 * What measures a volume of `ul` µL: "a P20" for 14.3 µL; above 1 mL a serological pipette or
 * glassware; null under 0.2 µL (no pipette measures it reliably) and for no volume at all.
 */
export function pipetteFor(ul: number): string | null {
  if (!(ul >= PIPETTABLE_MINIMUM_UL)) return null;
  const pipette = PIPETTES.find((p) => ul <= p.maxUl);
  return pipette ? `a ${pipette.name}` : ABOVE_PIPETTES;
}
