/**
 * Pure arithmetic of the syringe drawing (no React, no browser API): which syringe fits a volume,
 * how its marks read it, the one syringe rule. The catalogue is syringe-catalogue.ts.
 *
 * Catalogue (product spec §9, decisions.md 'Syringe page', issue 27: the graduations real
 * syringes carry, SYRINGE_GRADUATIONS_SOURCE). Graduations vary by manufacturer: the text on the
 * page says to read the barrel of the syringe in hand.
 *
 *   oral 1 mL          marks every 0.01 mL  (oral syringes of 1 mL are graduated in hundredths)
 *   oral 3 mL          marks every 0.1 mL   (the "2.5 to 3 mL" oral syringe of children's doses)
 *   oral 5 mL          marks every 0.1 mL
 *   oral 10 mL         marks every 0.5 mL   (spec; real ones carry 0.2 or 0.5 mL marks)
 *   insulin 0.5 mL     U-100, marks every 1 unit = 0.01 mL (50-unit syringe)
 *   tuberculin 1 mL    marks every 0.01 mL
 *   3 mL               marks every 0.1 mL
 *   5 mL               marks every 0.2 mL
 *   10 mL              marks every 0.2 mL
 *
 * Volumes on the barrel are handled in hundredths of a mL (integers), so "is this on a mark"
 * and "the nearest mark" never suffer from binary floating point (0.3 / 0.1 ≠ 3 in JavaScript).
 */
import { formatNumber } from "~/domain/number/format";
import { decimalDifference, decimalProduct } from "~/domain/number/exact";
import type {
  AutoFamily,
  DoseAdvice,
  DoseCaution,
  FitStatus,
  Syringe,
  SyringeChoice,
  SyringeFamily,
  SyringeId,
  SyringeRecommendation,
  VolumeCaution,
} from "./syringe.types";
import { SYRINGES } from "./syringe-catalogue";

/** Allowance for binary floating point when comparing volumes (in hundredths of a mL). */
const EPSILON_CML = 1e-7;

export function isSyringeId(value: unknown): value is SyringeId {
  return SYRINGES.some((s) => s.id === value);
}

export function isAutoChoice(value: unknown): value is `auto-${AutoFamily}` {
  return value === "auto-oral" || value === "auto-injection";
}

export function isSyringeChoice(value: unknown): value is SyringeChoice {
  return isAutoChoice(value) || isSyringeId(value);
}

export function syringeById(id: SyringeId): Syringe {
  const found = SYRINGES.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown syringe ${id}`);
  return found;
}

/** Capacity in mL. */
export const capacityMl = (s: Syringe): number => s.capacityCml / 100;
/** Smallest graduation in mL. */
export const markMl = (s: Syringe): number => s.markCml / 100;

/** The syringes of a family, smallest first (SYRINGES lists each family smallest first). */
export function familySyringes(family: SyringeFamily): Syringe[] {
  return SYRINGES.filter((s) => s.family === family);
}

/** A usable volume: finite and not negative; anything else counts as 'no volume'. */
export function cleanVolume(volume: number | null | undefined): number | null {
  return typeof volume === "number" && Number.isFinite(volume) && volume >= 0 ? volume : null;
}

/** Whether the volume fits in the syringe. */
export function fitsIn(volume: number, s: Syringe): boolean {
  return volume * 100 <= s.capacityCml + EPSILON_CML;
}

/**
 * The smallest syringe of the family that holds the volume (named when a chosen syringe is too
 * small). With no volume, the smallest of the family; when none holds it, null. The automatic
 * choice is recommendSyringe, not this.
 */
export function smallestFitting(volume: number | null, family: SyringeFamily): Syringe | null {
  // No volume holds like 0 mL: the smallest of the family.
  return familySyringes(family).find((s) => fitsIn(volume ?? 0, s)) ?? null;
}

export interface MarkReading {
  /** The volume in marks of this syringe (e.g. 0.05 mL on 0.1 mL marks → 0.5). */
  marks: number;
  /** Index of the nearest mark (halves go up), limited to the barrel. */
  nearestIndex: number;
  /** The nearest measurable volume in mL. */
  nearestMl: number;
  /** Whether the volume is on a mark. */
  onMark: boolean;
  /** Whether the volume is exactly halfway between two marks (both are equally near). */
  halfway: boolean;
  /** The marks just below and just above the volume, in mL (equal when on a mark). */
  lowerMl: number;
  upperMl: number;
}

/** Where a volume falls on the marks of a syringe. */
export function readMarks(volume: number, s: Syringe): MarkReading {
  // Round away binary noise below a billionth of a mark before deciding anything.
  const marks = Math.round(((volume * 100) / s.markCml) * 1e9) / 1e9;
  const maxIndex = s.capacityCml / s.markCml;
  const nearestIndex = Math.min(maxIndex, Math.floor(marks + 0.5));
  const lowerIndex = Math.min(maxIndex, Math.floor(marks));
  const upperIndex = Math.min(maxIndex, Math.ceil(marks));
  return {
    marks,
    nearestIndex,
    nearestMl: (nearestIndex * s.markCml) / 100,
    onMark: Number.isInteger(marks) && marks <= maxIndex,
    // Halfway between a mark and the empty barrel is not a choice of two doses: the first mark is the nearest.
    halfway: marks - Math.floor(marks) === 0.5 && upperIndex > lowerIndex && lowerIndex > 0,
    lowerMl: (lowerIndex * s.markCml) / 100,
    upperMl: (upperIndex * s.markCml) / 100,
  };
}

export { formatPercent, roundingErrorPercent } from "~/domain/number/percent";
import { roundingErrorPercent } from "~/domain/number/percent";

/** Under this volume (mL) a dose is hard to measure reliably with any syringe (decisions.md). */
export const SMALL_VOLUME_ML = 0.1;

/**
 * Above this volume (mL) a dose is "large": more than the largest syringe here holds (oral and
 * injection alike: 10 mL). It also stands for "implausibly large for one dose": a single dose
 * above 10 mL is not measured with one of these syringes, so it is worth checking the dose and
 * the strength with a pharmacist before anything else. One threshold, documented once.
 */
export const LARGE_VOLUME_ML = Math.max(...SYRINGES.filter((s) => s.family !== "insulin").map((s) => capacityMl(s)));

/** The caution a volume carries by itself (see VolumeCaution). */
export function volumeCaution(volumeMl: number | null | undefined): VolumeCaution {
  const v = cleanVolume(volumeMl);
  if (v === null || v === 0) return "none";
  if (v < SMALL_VOLUME_ML) return "small";
  if (v * 100 > LARGE_VOLUME_ML * 100 + EPSILON_CML) return "large";
  return "none";
}

/**
 * How far the nearest mark of a syringe is from the volume, in mL, decimal-exact (exact.ts), so
 * that equal distances compare equal: 2.45 mL is 0.05 mL from the 2.4 mL mark of a syringe marked
 * every 0.2 mL and from the 2.5 mL mark of one marked every 0.5 mL.
 */
function markDistanceMl(volume: number, s: Syringe): number {
  return Math.abs(decimalDifference(readMarks(volume, s).nearestMl, volume));
}

/**
 * THE ONE SYRINGE RULE (decisions.md 'Dose safety'), used by the syringe page's automatic choice
 * and by every page text that recommends a syringe:
 *   1. the smallest syringe of the family on which the volume falls exactly on a mark;
 *   2. if none, among the syringes that hold it, the one whose nearest mark is closest
 *      (ties: the smaller syringe);
 *   3. if none holds it, the largest of the family, with the outcome "exceeds".
 * The insulin syringe is never chosen: it is not in either family. A volume that is not a usable
 * number counts as 0 (the smallest syringe, on its 0 mark).
 */
/**
 * Step 1 of the one syringe rule alone: the smallest syringe of the family on which the volume
 * falls exactly on a mark, or null. Cheap (no distances), for long lists (Batch Convert).
 */
export function onMarkSyringe(volumeMl: number, family: AutoFamily): Syringe | null {
  const volume = cleanVolume(volumeMl) ?? 0;
  return familySyringes(family).find((s) => fitsIn(volume, s) && readMarks(volume, s).onMark) ?? null;
}

/**
 * The kind of the first caution doseAdvice gives for a volume (the same order: the volume's own
 * caution, then precision), without computing the advice's figures; "none" when there is none.
 */
export function doseCautionKind(volumeMl: number, family: AutoFamily): DoseCaution["kind"] | "none" {
  const volume = cleanVolume(volumeMl) ?? 0;
  const own = volumeCaution(volume);
  if (own !== "none") return own;
  // 0 mL is on the 0 mark; a volume with no caution of its own is at most 10 mL, so a syringe holds it.
  return onMarkSyringe(volume, family) ? "none" : "precision";
}

export function recommendSyringe(volumeMl: number | null, family: AutoFamily): SyringeRecommendation {
  const volume = cleanVolume(volumeMl) ?? 0;
  const list = familySyringes(family);
  const fitting = list.filter((s) => fitsIn(volume, s));
  const on = onMarkSyringe(volume, family);
  if (on)
    return {
      family,
      volumeMl: volume,
      syringe: on,
      outcome: "onMark",
      onMark: true,
      nearestMl: readMarks(volume, on).nearestMl,
      differencePercent: 0,
    };
  if (fitting.length === 0) {
    const largest = list[list.length - 1]!;
    const cap = capacityMl(largest);
    return {
      family,
      volumeMl: volume,
      syringe: largest,
      outcome: "exceeds",
      onMark: false,
      nearestMl: cap,
      differencePercent: roundingErrorPercent(volume, cap),
    };
  }
  let best = fitting[0]!;
  let bestDistance = markDistanceMl(volume, best);
  for (const s of fitting.slice(1)) {
    const d = markDistanceMl(volume, s);
    if (d < bestDistance) {
      best = s;
      bestDistance = d;
    }
  }
  const nearestMl = readMarks(volume, best).nearestMl;
  return {
    family,
    volumeMl: volume,
    syringe: best,
    outcome: "nearest",
    onMark: false,
    nearestMl,
    differencePercent: roundingErrorPercent(volume, nearestMl),
  };
}

/**
 * What to say about measuring a dose volume with the family's recommended syringe (the converter
 * card): the rule's syringe, the volume caution, and, when the result is more precise than that
 * syringe can draw, the exact figure and the nearest measurable volume with the difference in %.
 */
export function doseAdvice(volumeMl: number, family: AutoFamily): DoseAdvice {
  const recommendation = recommendSyringe(volumeMl, family);
  const volume = recommendation.volumeMl;
  const caution = volumeCaution(volume);
  const cautions: DoseCaution[] = [];
  if (caution === "small") cautions.push({ kind: "small", volumeMl: volume });
  if (caution === "large") cautions.push({ kind: "large", volumeMl: volume, family });
  // "nearest" is never 0 mL (0 mL is on the 0 mark).
  if (recommendation.outcome === "nearest") {
    const marks = readMarks(volume, recommendation.syringe);
    cautions.push({
      kind: "precision",
      volumeMl: volume,
      syringe: recommendation.syringe,
      nearestMl: recommendation.nearestMl,
      differencePercent: recommendation.differencePercent,
      halfway: marks.halfway ? { lowerMl: marks.lowerMl, upperMl: marks.upperMl } : null,
    });
  }
  return { volumeMl: volume, family, recommendation, volumeCaution: caution, cautions };
}

export interface SyringeReading {
  /** The syringe drawn. */
  syringe: Syringe;
  /** Whether it was picked automatically (by recommendSyringe). */
  automatic: boolean;
  /** The family automatic mode picked from (or the chosen syringe's family). */
  family: SyringeFamily;
  volume: number | null;
  /** The FIT of the volume on the syringe shown. */
  status: FitStatus;
  /** The volume's own caution, whatever the syringe (independent of the fit). */
  volumeCaution: VolumeCaution;
  /** The insulin syringe was chosen by hand for a dose in mL: insulin only, measured in units. */
  insulinForDose: boolean;
  /** The nearest measurable volume on this syringe (limited to its capacity). */
  nearestMl: number;
  /** The volume the drawing fills to: the nearest measurable mark, at most the capacity. */
  fillMl: number;
  /** Signed rounding error in % when the volume is not on a mark, else null. */
  errorPercent: number | null;
  /** When the volume is exactly halfway between two marks: those two marks (mL). */
  halfway: { lowerMl: number; upperMl: number } | null;
  /** Insulin units of the volume and of the nearest mark (U-100 syringes), else null. */
  units: { exact: number; nearest: number } | null;
  /** A syringe that holds the volume when this one does not. */
  fittingSyringe: Syringe | null;
  /** A syringe of the same family that measures the volume more closely, when there is one. */
  closerSyringe: Syringe | null;
}

/** Among syringes of a family that hold the volume, the one that measures it most closely. */
function closestMeasuring(volume: number, family: SyringeFamily, current: Syringe): Syringe | null {
  let best: Syringe | null = null;
  let bestDistance = markDistanceMl(volume, current);
  for (const s of familySyringes(family)) {
    // The current syringe itself is never strictly closer than itself.
    if (!fitsIn(volume, s)) continue;
    const d = markDistanceMl(volume, s);
    if (d < bestDistance) {
      best = s;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Everything the drawing and its text need, for a volume on the current choice.
 * `choice` is "auto-oral", "auto-injection" (the one syringe rule) or a syringe id.
 */
export function readSyringe(volumeIn: number | null, choice: SyringeChoice): SyringeReading {
  const volume = cleanVolume(volumeIn);
  const automatic = isAutoChoice(choice);
  const autoFamily: AutoFamily | null = automatic ? (choice === "auto-oral" ? "oral" : "injection") : null;
  const syringe = autoFamily ? automaticSyringe(volume, autoFamily) : syringeById(choice as SyringeId);
  const family: SyringeFamily = autoFamily ?? syringe.family;

  const base = {
    syringe,
    automatic,
    family,
    volume,
    volumeCaution: volumeCaution(volume),
    insulinForDose: syringe.family === "insulin",
    errorPercent: null,
    halfway: null,
    units: null,
    fittingSyringe: null,
    closerSyringe: null,
  };
  if (volume === null) return { ...base, status: "empty", nearestMl: 0, fillMl: 0 };
  if (volume === 0) {
    return {
      ...base,
      status: "zero",
      nearestMl: 0,
      fillMl: 0,
      units: syringe.unitsPerMl ? { exact: 0, nearest: 0 } : null,
    };
  }

  const marks = readMarks(volume, syringe);
  const units = syringe.unitsPerMl
    ? {
        exact: decimalProduct(volume, syringe.unitsPerMl),
        nearest: decimalProduct(marks.nearestMl, syringe.unitsPerMl),
      }
    : null;

  if (!fitsIn(volume, syringe)) {
    return {
      ...base,
      status: "exceeds",
      nearestMl: capacityMl(syringe),
      fillMl: capacityMl(syringe),
      units,
      fittingSyringe: smallestFitting(volume, syringe.family),
    };
  }

  const errorPercent = marks.onMark ? null : roundingErrorPercent(volume, marks.nearestMl);
  const status: FitStatus = marks.onMark ? "onMark" : marks.nearestIndex === 0 ? "belowSmallestMark" : "betweenMarks";
  return {
    ...base,
    status,
    nearestMl: marks.nearestMl,
    fillMl: marks.nearestMl,
    errorPercent,
    halfway: !marks.onMark && marks.halfway ? { lowerMl: marks.lowerMl, upperMl: marks.upperMl } : null,
    units,
    closerSyringe: marks.onMark ? null : closestMeasuring(volume, syringe.family, syringe),
  };
}

// ---------------------------------------------------------------------------------------------
// Drawing geometry (marks along the barrel)

export interface SyringeTick {
  /** Position on the barrel, in hundredths of a mL from the tip end (0) to the capacity. */
  cml: number;
  kind: "minor" | "major" | "label";
  /** The number printed at labelled marks: mL, or units on insulin syringes. */
  label: string | null;
}

/** Every graduation of a syringe, from 0 to its capacity. */
export function syringeTicks(s: Syringe): SyringeTick[] {
  const ticks: SyringeTick[] = [];
  for (let cml = 0; cml <= s.capacityCml; cml += s.markCml) {
    const labelled = cml > 0 && cml % s.labelCml === 0;
    const major = cml % s.majorCml === 0;
    const label = labelled
      ? s.unitsPerMl
        ? formatNumber((cml * s.unitsPerMl) / 100, 0)
        : formatNumber(cml / 100, 2)
      : null;
    ticks.push({ cml, kind: labelled ? "label" : major ? "major" : "minor", label });
  }
  return ticks;
}

/** The syringe an automatic choice shows for a volume: the one syringe rule (exported for tables). */
export function automaticSyringe(volume: number | null, family: AutoFamily): Syringe {
  // No volume: the rule for 0 mL, the smallest syringe of the family (on its 0 mark).
  return recommendSyringe(volume, family).syringe;
}
