/**
 * Pure arithmetic of the syringe drawing (no React, no browser API).
 *
 * Catalogue (product spec §9, decisions.md 'Syringe page'). Oral syringe marks are the spec's;
 * the medical syringes use common graduations (they vary by manufacturer: the text on the page
 * says to read the barrel of the syringe in hand):
 *
 *   oral 1 mL          marks every 0.1 mL  (spec)
 *   oral 5 mL          marks every 0.2 mL  (spec)
 *   oral 10 mL         marks every 0.5 mL  (spec)
 *   insulin 0.5 mL     U-100, marks every 1 unit = 0.01 mL (50-unit syringe)
 *   tuberculin 1 mL    marks every 0.01 mL
 *   3 mL               marks every 0.1 mL
 *   5 mL               marks every 0.2 mL
 *   10 mL              marks every 0.2 mL
 *
 * Volumes on the barrel are handled in hundredths of a mL (integers), so "is this on a mark"
 * and "the nearest mark" never suffer from binary floating point (0.3 / 0.1 ≠ 3 in JavaScript).
 */
import { formatDose, formatNumber } from "~/lib/number/format";
import { decimalDifference, decimalProduct, decimalQuotient, decimalRatio } from "~/lib/number/exact";
import type { AutoFamily, Syringe, SyringeChoice, SyringeFamily, SyringeId } from "./syringe.types";

export const SYRINGES: readonly Syringe[] = [
  { id: "oral-1", family: "oral", name: "1 mL oral syringe", capacityCml: 100, markCml: 10, majorCml: 50, labelCml: 10, unitsPerMl: null, use: "small oral doses of liquid medicine" },
  { id: "oral-5", family: "oral", name: "5 mL oral syringe", capacityCml: 500, markCml: 20, majorCml: 100, labelCml: 100, unitsPerMl: null, use: "children's oral liquid doses" },
  { id: "oral-10", family: "oral", name: "10 mL oral syringe", capacityCml: 1000, markCml: 50, majorCml: 100, labelCml: 100, unitsPerMl: null, use: "larger oral liquid doses" },
  { id: "insulin-0-5", family: "insulin", name: "0.5 mL insulin syringe (U-100)", capacityCml: 50, markCml: 1, majorCml: 5, labelCml: 10, unitsPerMl: 100, use: "insulin only, measured in units" },
  { id: "tuberculin-1", family: "injection", name: "1 mL tuberculin syringe", capacityCml: 100, markCml: 1, majorCml: 10, labelCml: 10, unitsPerMl: null, use: "small injection volumes to 0.01 mL" },
  { id: "injection-3", family: "injection", name: "3 mL syringe", capacityCml: 300, markCml: 10, majorCml: 50, labelCml: 50, unitsPerMl: null, use: "intramuscular and subcutaneous injections" },
  { id: "injection-5", family: "injection", name: "5 mL syringe", capacityCml: 500, markCml: 20, majorCml: 100, labelCml: 100, unitsPerMl: null, use: "drawing up and flushing medium volumes" },
  { id: "injection-10", family: "injection", name: "10 mL syringe", capacityCml: 1000, markCml: 20, majorCml: 100, labelCml: 100, unitsPerMl: null, use: "larger volumes, flushes and dilutions" },
];

export const AUTO_FAMILIES: readonly AutoFamily[] = ["oral", "injection"];

export const FAMILY_LABEL: Readonly<Record<SyringeFamily, string>> = {
  oral: "Oral syringes",
  injection: "Injection syringes",
  insulin: "Insulin syringe",
};

/** Option texts of the automatic choices (shown under the option group "Automatic"). */
export const AUTO_CHOICE_LABEL: Readonly<Record<AutoFamily, string>> = {
  oral: "Smallest oral syringe that fits",
  injection: "Smallest injection syringe that fits",
};

/** Allowance for binary floating point when comparing volumes (in hundredths of a mL). */
const EPSILON_CML = 1e-7;

export function isSyringeId(value: unknown): value is SyringeId {
  return typeof value === "string" && SYRINGES.some((s) => s.id === value);
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

/** The syringes of a family, smallest first (then finest marks first). */
export function familySyringes(family: SyringeFamily): Syringe[] {
  return SYRINGES.filter((s) => s.family === family).sort((a, b) => a.capacityCml - b.capacityCml || a.markCml - b.markCml);
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
 * Automatic choice: the smallest syringe of the family that holds the volume. With no volume,
 * the smallest of the family; when none holds it, null.
 */
export function smallestFitting(volume: number | null, family: SyringeFamily): Syringe | null {
  const list = familySyringes(family);
  if (volume === null) return list[0] ?? null;
  return list.find((s) => fitsIn(volume, s)) ?? null;
}

/** The largest syringe of a family. */
export function largestOf(family: SyringeFamily): Syringe {
  const list = familySyringes(family);
  return list[list.length - 1]!;
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

/**
 * Signed rounding error of measuring `nearest` instead of `volume`, in % of the volume, on the
 * decimal values (exact.ts): 0.32 mL measured as 0.3 mL is exactly −6.25%.
 */
export function roundingErrorPercent(volume: number, nearest: number): number {
  if (volume === 0) return 0;
  return decimalRatio([decimalDifference(nearest, volume), 100], [volume]);
}

/** "100%", "4.8%", "0.33%", "less than 0.01%" (absolute value). */
export function formatPercent(percent: number): string {
  const abs = Math.abs(percent);
  const text = formatNumber(abs, abs < 1 ? 2 : 1);
  return text === "0" ? "less than 0.01%" : `${text}%`;
}

export type ReadingStatus = "empty" | "zero" | "on-mark" | "between-marks" | "below-smallest-mark" | "exceeds";

export interface SyringeReading {
  /** The syringe drawn. */
  syringe: Syringe;
  /** Whether it was picked automatically. */
  automatic: boolean;
  /** The family automatic mode picked from (or the chosen syringe's family). */
  family: SyringeFamily;
  volume: number | null;
  status: ReadingStatus;
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
  /** A syringe of the same use that measures the volume more closely, when there is one. */
  closerSyringe: Syringe | null;
  /** When no syringe of the family holds the volume: equal parts on the largest one. */
  split: { parts: number; eachMl: number; syringe: Syringe } | null;
}

/** The family to look for alternatives in: insulin syringes stay insulin, others their own. */
function alternativesFamily(s: Syringe): SyringeFamily {
  return s.family;
}

/** Among syringes of a family that hold the volume, the one that measures it most closely. */
function closestMeasuring(volume: number, family: SyringeFamily, current: Syringe): Syringe | null {
  const currentError = Math.abs(readMarks(volume, current).nearestMl - volume);
  let best: Syringe | null = null;
  let bestError = currentError;
  for (const s of familySyringes(family)) {
    if (s.id === current.id || !fitsIn(volume, s)) continue;
    const error = Math.abs(readMarks(volume, s).nearestMl - volume);
    if (error < bestError - 1e-12) {
      best = s;
      bestError = error;
    }
  }
  return best;
}

/**
 * Everything the drawing and its text need, for a volume on the current choice.
 * `choice` is "auto-oral", "auto-injection" or a syringe id.
 */
export function readSyringe(volumeIn: number | null, choice: SyringeChoice): SyringeReading {
  const volume = cleanVolume(volumeIn);
  const automatic = isAutoChoice(choice);
  const family: SyringeFamily = automatic ? (choice === "auto-oral" ? "oral" : "injection") : syringeById(choice).family;
  const syringe = automatic ? (smallestFitting(volume, family) ?? largestOf(family)) : syringeById(choice);

  const base = {
    syringe,
    automatic,
    family,
    volume,
    errorPercent: null,
    halfway: null,
    units: null,
    fittingSyringe: null,
    closerSyringe: null,
    split: null,
  };
  if (volume === null) return { ...base, status: "empty", nearestMl: 0, fillMl: 0 };
  if (volume === 0) {
    return { ...base, status: "zero", nearestMl: 0, fillMl: 0, units: syringe.unitsPerMl ? { exact: 0, nearest: 0 } : null };
  }

  const marks = readMarks(volume, syringe);
  const units = syringe.unitsPerMl
    ? { exact: decimalProduct(volume, syringe.unitsPerMl), nearest: (marks.nearestIndex * syringe.markCml * syringe.unitsPerMl) / 100 }
    : null;

  if (!fitsIn(volume, syringe)) {
    const fitting = smallestFitting(volume, alternativesFamily(syringe));
    const largest = largestOf(alternativesFamily(syringe));
    const parts = Math.ceil((volume * 100 - EPSILON_CML) / largest.capacityCml);
    // Splitting only makes sense for a countable number of parts (not for 1e300 mL).
    const split = fitting || !Number.isSafeInteger(parts) ? null : { parts, eachMl: decimalQuotient(volume, parts), syringe: largest };
    return {
      ...base,
      status: "exceeds",
      nearestMl: capacityMl(syringe),
      fillMl: capacityMl(syringe),
      units,
      fittingSyringe: fitting,
      split,
    };
  }

  const errorPercent = marks.onMark ? null : roundingErrorPercent(volume, marks.nearestMl);
  const status: ReadingStatus = marks.onMark ? "on-mark" : marks.nearestIndex === 0 ? "below-smallest-mark" : "between-marks";
  return {
    ...base,
    status,
    nearestMl: marks.nearestMl,
    fillMl: marks.nearestMl,
    errorPercent,
    halfway: !marks.onMark && marks.halfway ? { lowerMl: marks.lowerMl, upperMl: marks.upperMl } : null,
    units,
    closerSyringe: marks.onMark ? null : closestMeasuring(volume, alternativesFamily(syringe), syringe),
  };
}

// ---------------------------------------------------------------------------------------------
// Words

const mL = (v: number) => formatDose(v, "mL");

/** "marked every 0.1 mL" / "marked every 0.01 mL (1 unit)". */
export function markDescription(s: Syringe): string {
  const unit = s.unitsPerMl ? ` (${formatNumber((s.markCml * s.unitsPerMl) / 100, 2)} unit)` : "";
  return `marked every ${mL(markMl(s))}${unit}`;
}

/** "5 units" / "1 unit" / "5.5 units". */
export function formatUnits(units: number): string {
  const text = formatNumber(units, 2);
  return `${text} ${text === "1" ? "unit" : "units"}`;
}

export interface SyringeTexts {
  /** Title of the drawing: the syringe's name. */
  title: string;
  /** One visible sentence saying what to draw up (also the start of the text alternative). */
  summary: string;
  /** Insulin units line for U-100 syringes, else null. */
  unitsLine: string | null;
  /** Warnings for the polite live region (exceeds, between marks, too small). */
  warnings: string[];
  /** Notes that are not warnings (insulin syringes are for insulin only). */
  notes: string[];
  /** The drawing's text alternative: syringe, marks, fill. */
  alt: string;
}

/** The words for a reading. Pure: the view only renders them. */
export function syringeTexts(r: SyringeReading): SyringeTexts {
  const s = r.syringe;
  const title = s.name;
  const how = r.automatic ? `the smallest ${r.family} syringe that holds it` : "the syringe you chose";
  const notes: string[] = [];
  if (s.family === "insulin") {
    notes.push("Insulin syringes are marked in units and are meant for insulin only; for other medicines use an oral or a tuberculin syringe.");
  }
  if (r.family === "oral") {
    notes.push("Oral syringes are for medicines taken by mouth; they do not fit needles.");
  }
  const warnings: string[] = [];
  let summary: string;
  let unitsLine: string | null = null;
  let fillText: string;

  switch (r.status) {
    case "empty":
      summary = `No volume yet: enter a dose and a concentration to see it on the ${s.name}.`;
      fillText = "empty";
      break;
    case "zero":
      summary = "The volume is 0 mL: there is nothing to draw up.";
      fillText = "empty";
      break;
    case "on-mark":
      summary = `Draw up to the ${mL(r.nearestMl)} mark on the ${s.name} (${how}).`;
      fillText = `filled to the ${mL(r.fillMl)} mark`;
      break;
    case "between-marks": {
      const v = r.volume!;
      summary = `${mL(v)} falls between the marks of the ${s.name} (${markDescription(s)}); ${nearestPhrase(r)}.`;
      warnings.push(
        r.halfway
          ? `Between marks: ${mL(v)} is halfway between the ${mL(r.halfway.lowerMl)} and ${mL(r.halfway.upperMl)} marks, so the nearest measurable volume is ${formatPercent(r.errorPercent ?? 0)} less or more than ${mL(v)}.`
          : `Between marks: the nearest measurable volume is ${mL(r.nearestMl)}, ${formatPercent(r.errorPercent ?? 0)} ${(r.errorPercent ?? 0) > 0 ? "more" : "less"} than ${mL(v)}.`,
      );
      warnings.push(closerAdvice(r));
      fillText = `filled to the nearest mark, ${mL(r.fillMl)}, for a volume of ${mL(v)}`;
      break;
    }
    case "below-smallest-mark": {
      const v = r.volume!;
      summary = `${mL(v)} is less than half of the smallest mark of the ${s.name} (${markDescription(s)}): it cannot be measured on it.`;
      warnings.push(`Too small to measure: the nearest mark is 0 mL, so the whole dose (${mL(v)}) would be lost to rounding.`);
      warnings.push(closerAdvice(r));
      fillText = `empty, because ${mL(v)} is below its smallest mark`;
      break;
    }
    case "exceeds": {
      const v = r.volume!;
      summary = `${mL(v)} is more than the ${s.name} holds (${mL(capacityMl(s))}).`;
      if (r.fittingSyringe) {
        warnings.push(`Exceeds the syringe: ${mL(v)} does not fit in the ${s.name}. The ${r.fittingSyringe.name} holds it.`);
      } else if (r.split) {
        warnings.push(
          `Exceeds the syringe: no ${r.family} syringe here holds ${mL(v)}. Measure it in ${r.split.parts} equal parts of ${mL(r.split.eachMl)} with the ${r.split.syringe.name}, or ask a pharmacist for a suitable measuring device.`,
        );
      }
      fillText = `filled to its full capacity of ${mL(capacityMl(s))}, which is less than the ${mL(v)} needed`;
      break;
    }
  }

  if (r.units && r.volume !== null && r.status !== "empty") {
    unitsLine =
      r.status === "on-mark" || r.status === "zero"
        ? `On this U-100 syringe ${mL(r.volume)} is ${formatUnits(r.units.exact)} (100 units = 1 mL).`
        : `On this U-100 syringe ${mL(r.volume)} is ${formatUnits(r.units.exact)}; the nearest mark is ${formatUnits(r.units.nearest)} (100 units = 1 mL).`;
  }

  const alt = `${s.name}, ${mL(capacityMl(s))} capacity, ${markDescription(s)}, ${fillText}.`;
  return { title, summary, unitsLine, warnings, notes, alt };
}

/** "the nearest mark is 1.6 mL, 6.7% more than the exact volume" or the halfway wording. */
export function nearestPhrase(r: SyringeReading): string {
  const e = r.errorPercent ?? 0;
  if (r.halfway) {
    return `it is halfway between the ${mL(r.halfway.lowerMl)} and ${mL(r.halfway.upperMl)} marks, ${formatPercent(e)} away from either`;
  }
  return `the nearest mark is ${mL(r.nearestMl)}, ${formatPercent(e)} ${e > 0 ? "more" : "less"} than the exact volume`;
}

export function closerAdvice(r: SyringeReading): string {
  const v = r.volume ?? 0;
  if (r.closerSyringe) {
    const closer = readMarks(v, r.closerSyringe);
    return closer.onMark
      ? `The ${r.closerSyringe.name} (${markDescription(r.closerSyringe)}) measures ${mL(v)} exactly.`
      : `The ${r.closerSyringe.name} (${markDescription(r.closerSyringe)}) comes closer: ${mL(closer.nearestMl)}.`;
  }
  if (r.family === "oral") {
    return "None of the oral syringes listed here measures it more closely: ask a pharmacist for an oral syringe with finer marks or a more dilute liquid.";
  }
  if (r.family === "insulin") {
    return "Insulin syringes with half-unit marks exist; ask the prescriber or pharmacist which syringe to use.";
  }
  return "No syringe listed here measures it more closely: check the dose and concentration with a pharmacist, or ask about a more dilute preparation.";
}

/** A short cell text for tables: "on a mark", "nearest mark 0.1 mL (100% more)", "2 parts of 6 mL". */
export function shortStatus(r: SyringeReading): string {
  switch (r.status) {
    case "on-mark":
      return "on a mark";
    case "between-marks":
      return r.halfway
        ? `between ${mL(r.halfway.lowerMl)} and ${mL(r.halfway.upperMl)} (${formatPercent(r.errorPercent ?? 0)} either way)`
        : `nearest mark ${mL(r.nearestMl)} (${formatPercent(r.errorPercent ?? 0)} ${(r.errorPercent ?? 0) > 0 ? "more" : "less"})`;
    case "below-smallest-mark":
      return "too small to measure";
    case "exceeds":
      return r.split ? `${r.split.parts} parts of ${mL(r.split.eachMl)}` : `use the ${r.fittingSyringe?.name ?? "larger syringe"}`;
    default:
      return "";
  }
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
    const label = labelled ? (s.unitsPerMl ? formatNumber((cml * s.unitsPerMl) / 100, 0) : formatNumber(cml / 100, 2)) : null;
    ticks.push({ cml, kind: labelled ? "label" : major ? "major" : "minor", label });
  }
  return ticks;
}

/** The syringe an automatic choice shows for a volume (exported for tables). */
export function automaticSyringe(volume: number | null, family: AutoFamily): Syringe {
  return smallestFitting(cleanVolume(volume), family) ?? largestOf(family);
}
