/**
 * The syringe rule's words for the person (split from syringe.ts, which reads the barrel): mark
 * descriptions, cautions about a dose volume, the line and texts a syringe reading shows.
 * Pure: no React, no browser API; every volume goes through the shared formatter.
 */
import { formatDose, formatNumber } from "~/domain/number/format";
import {
  LARGE_VOLUME_ML,
  SMALL_VOLUME_ML,
  capacityMl,
  formatPercent,
  markMl,
  readMarks,
  type SyringeReading,
} from "./syringe";
import type { DoseCaution, Syringe } from "./syringe.types";

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

/** "4.8% more" / "100% more" / "6.3% less". */
function differencePhrase(percent: number): string {
  return `${formatPercent(percent)} ${percent > 0 ? "more" : "less"}`;
}

/**
 * The words of one dose caution: calm, short, never worded as a success. Used by the syringe
 * panel, the converter card and the page texts.
 */
export function cautionText(c: DoseCaution): string {
  switch (c.kind) {
    case "small":
      return `Very small volume: ${mL(c.volumeMl)} is under ${mL(SMALL_VOLUME_ML)} and hard to measure reliably with any syringe. Ask the pharmacy whether a more dilute preparation is available.`;
    case "large":
      return c.family === "oral"
        ? `Check the dose: ${mL(c.volumeMl)} is more than any oral syringe here holds (${mL(LARGE_VOLUME_ML)}): measure it with the device supplied with the medicine, or ask the pharmacist how to measure it.`
        : `Check the dose: ${mL(c.volumeMl)} is more than any syringe here holds (${mL(LARGE_VOLUME_ML)}): ask the pharmacist how it is measured or given before going further.`;
    case "precision":
      // In the words the syringe page uses: too small to measure, halfway, between marks.
      if (c.nearestMl === 0) {
        return `Too small to measure: ${mL(c.volumeMl)} is less than half the smallest mark of the ${c.syringe.name} (${markDescription(c.syringe)}), the finest syringe here, so it cannot be measured. Ask a pharmacist.`;
      }
      if (c.halfway) {
        return `More precise than the recommended syringe can draw: ${mL(c.volumeMl)} is halfway between the ${mL(c.halfway.lowerMl)} and ${mL(c.halfway.upperMl)} marks of the ${c.syringe.name}, ${formatPercent(c.differencePercent)} away from either. Ask a pharmacist before rounding.`;
      }
      return `More precise than the recommended syringe can draw: ${mL(c.volumeMl)} falls between the marks of the ${c.syringe.name}; the nearest mark is ${mL(c.nearestMl)}, ${differencePhrase(c.differencePercent)}. Ask a pharmacist before rounding.`;
  }
}

/** The short name of each caution kind, wherever a caution is named in few words (batch rows, CSV, the print card's heading). */
export const CAUTION_SHORT: Readonly<Record<DoseCaution["kind"], string>> = {
  small: "under 0.1 mL, hard to measure",
  large: "over 10 mL, check the dose",
  precision: "between syringe marks",
};

/**
 * A caution in few words, for a line among many (Batch Convert's rows, Copy all, the CSV), with
 * what the converter's caution gives: a precision caution keeps the syringe, the nearest mark and
 * the difference in % (decisions.md 'Dose safety').
 */
export function cautionShortText(c: DoseCaution): string {
  if (c.kind !== "precision") return CAUTION_SHORT[c.kind];
  if (c.nearestMl === 0) return `too small to measure on the ${c.syringe.name}, the finest syringe here`;
  if (c.halfway)
    return `halfway between the ${mL(c.halfway.lowerMl)} and ${mL(c.halfway.upperMl)} marks of the ${c.syringe.name}, ${formatPercent(c.differencePercent)} away from either`;
  return `between the marks of the ${c.syringe.name}: nearest mark ${mL(c.nearestMl)}, ${differencePhrase(c.differencePercent)}`;
}

/**
 * The line a preparation card prints for the syringe a volume is measured with, in the words the
 * syringe page uses (issue 27): on the mark, between marks (with the nearest mark, never a
 * nearest of 0 mL nor a nearest that is not nearer), halfway, too small to measure, over capacity.
 */
export function syringeLine(r: SyringeReading): string {
  const s = r.syringe;
  const v = r.volume ?? 0;
  const insulin = r.insulinForDose ? ` ${INSULIN_FOR_DOSE_WARNING}` : "";
  switch (r.status) {
    case "empty":
      return `${s.name}: no volume yet.`;
    case "zero":
      return "No syringe: the volume is 0 mL.";
    case "onMark":
      return `${s.name} (${markDescription(s)}): on the ${mL(r.nearestMl)} mark.${insulin}`;
    case "betweenMarks":
      return r.halfway
        ? `${s.name} (${markDescription(s)}): halfway between the ${mL(r.halfway.lowerMl)} and ${mL(r.halfway.upperMl)} marks, ${formatPercent(r.errorPercent ?? 0)} away from either; ask a pharmacist before rounding.${insulin}`
        : `${s.name} (${markDescription(s)}): between marks; the nearest mark is ${mL(r.nearestMl)}, ${differencePhrase(r.errorPercent ?? 0)} than ${mL(v)}; ask a pharmacist before rounding.${insulin}`;
    case "belowSmallestMark":
      return `${s.name} (${markDescription(s)}): too small to measure: ${mL(v)} is less than half its smallest mark.${insulin}`;
    case "exceeds":
      return `${s.name}: over capacity: ${mL(v)} is more than it holds (${mL(capacityMl(s))})${r.fittingSyringe ? `; the ${r.fittingSyringe.name} holds it` : "; no syringe here holds it: ask a pharmacist how to measure it"}.${insulin}`;
  }
}

/** A table cell's short form of the small-volume caution. */
export const SMALL_VOLUME_NOTE = "under 0.1 mL: hard to measure reliably; ask about a more dilute preparation";

/** The insulin-syringe warning for a dose in mL (prominent, first). */
export const INSULIN_FOR_DOSE_WARNING =
  "Insulin syringe: for insulin only, measured in units. Do not use it for this dose: choose an oral syringe for a medicine taken by mouth or an injection syringe marked in mL.";

/** The one syringe rule in words (the syringe page states it; recommendSyringe is it). */
export const SYRINGE_RULE_TEXT =
  "One rule picks the syringe: of the right kind (oral for a medicine taken by mouth, injection for an injection), the smallest syringe with a mark at the dose; if none has one, the syringe whose nearest mark comes closest. The insulin syringe is never picked: it is for insulin only, measured in units.";

/** The one sentence about doses between marks (the rule's own advice). */
export const BETWEEN_MARKS_ADVICE =
  "When a dose falls between two marks, the calculator shows the nearest measurable volume and the difference in %: ask a pharmacist before rounding, or about a strength that gives a measurable volume.";

export interface SyringeTexts {
  /** Title of the drawing: the syringe's name. */
  title: string;
  /** One visible sentence saying what the drawing shows (also the start of the text alternative). */
  summary: string;
  /** Insulin units line for U-100 syringes, else null. */
  unitsLine: string | null;
  /** Cautions and warnings for the polite live region: insulin first, then the volume, then the fit. */
  warnings: string[];
  /** Notes that are not warnings. */
  notes: string[];
  /** The one reassuring line, only for a volume on a mark with no caution at all; else null. */
  reassurance: string | null;
  /** The drawing's description (its name is `title`, not repeated here): capacity, marks, fill. */
  alt: string;
}

/** The words for a reading. Pure: the view only renders them. */
export function syringeTexts(r: SyringeReading): SyringeTexts {
  const s = r.syringe;
  const title = s.name;
  const notes: string[] = [];
  if (r.family === "oral") {
    notes.push("Oral syringes are for medicines taken by mouth; they do not fit needles.");
  }
  const warnings: string[] = [];
  if (r.insulinForDose && r.status !== "empty") warnings.push(INSULIN_FOR_DOSE_WARNING);
  const v = r.volume ?? 0;
  if (r.volumeCaution === "small") warnings.push(cautionText({ kind: "small", volumeMl: v }));
  // The syringe's own kind (an automatic choice draws a syringe of its family); insulin speaks as injection.
  if (r.volumeCaution === "large")
    warnings.push(cautionText({ kind: "large", volumeMl: v, family: s.family === "oral" ? "oral" : "injection" }));

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
    case "onMark":
      summary = r.insulinForDose
        ? `${mL(v)} would be the ${formatUnits(r.units!.exact)} mark on the ${s.name}, a syringe marked in insulin units.`
        : r.automatic
          ? `Draw up to the ${mL(r.nearestMl)} mark on the ${s.name}, the smallest ${r.family} syringe here with a mark at this volume.`
          : `Draw up to the ${mL(r.nearestMl)} mark on the ${s.name} (the syringe you chose).`;
      fillText = `filled to the ${mL(r.fillMl)} mark`;
      break;
    case "betweenMarks": {
      summary = `${mL(v)} falls between the marks of the ${s.name} (${markDescription(s)}); ${nearestPhrase(r)}.`;
      warnings.push(
        r.halfway
          ? `Between marks: ${mL(v)} is halfway between the ${mL(r.halfway.lowerMl)} and ${mL(r.halfway.upperMl)} marks, so the nearest measurable volume is ${formatPercent(r.errorPercent ?? 0)} less or more than ${mL(v)}.`
          : `Between marks: the nearest measurable volume is ${mL(r.nearestMl)}, ${differencePhrase(r.errorPercent ?? 0)} than ${mL(v)}.`,
      );
      const advice = closerAdvice(r);
      if (advice) warnings.push(advice);
      fillText = `filled to the nearest mark, ${mL(r.fillMl)}, for a volume of ${mL(v)}`;
      break;
    }
    case "belowSmallestMark": {
      summary = `${mL(v)} is less than half of the smallest mark of the ${s.name} (${markDescription(s)}): it cannot be measured on it.`;
      warnings.push(
        `Too small to measure: the nearest mark is 0 mL, so the whole dose (${mL(v)}) would be lost to rounding.`,
      );
      const advice = closerAdvice(r);
      if (advice) warnings.push(advice);
      fillText = `empty, because ${mL(v)} is below its smallest mark`;
      break;
    }
    case "exceeds": {
      summary = `${mL(v)} is more than the ${s.name} holds (${mL(capacityMl(s))}).`;
      if (r.fittingSyringe) {
        warnings.push(
          `Exceeds the syringe: ${mL(v)} does not fit in the ${s.name}. The ${r.fittingSyringe.name} holds it.`,
        );
      } else if (r.volumeCaution !== "large") {
        warnings.push(
          `Exceeds the syringe: no ${r.family} syringe here holds ${mL(v)}. Ask a pharmacist how to measure it.`,
        );
      }
      fillText = `filled to its full capacity of ${mL(capacityMl(s))}, which is less than the ${mL(v)} needed`;
      break;
    }
  }

  // Units are read only for a volume (none when empty).
  if (r.units) {
    unitsLine =
      r.status === "onMark" || r.status === "zero"
        ? `On this U-100 syringe ${mL(v)} is ${formatUnits(r.units.exact)} (100 units = 1 mL).`
        : `On this U-100 syringe ${mL(v)} is ${formatUnits(r.units.exact)}; the nearest mark is ${formatUnits(r.units.nearest)} (100 units = 1 mL).`;
  }

  const reassurance =
    r.status === "onMark" && warnings.length === 0 && !r.insulinForDose
      ? "The volume is on a mark of this syringe: no rounding needed."
      : null;
  // The drawing's name is its title (the syringe's name); this describes it without repeating it.
  const alt = `Holds ${mL(capacityMl(s))}, ${markDescription(s)}, ${fillText}.`;
  return { title, summary, unitsLine, warnings, notes, reassurance, alt };
}

/** "the nearest mark is 1.6 mL, 6.7% more than the exact volume" or the halfway wording. */
export function nearestPhrase(r: SyringeReading): string {
  const e = r.errorPercent ?? 0;
  if (r.halfway) {
    return `it is halfway between the ${mL(r.halfway.lowerMl)} and ${mL(r.halfway.upperMl)} marks, ${formatPercent(e)} away from either`;
  }
  return `the nearest mark is ${mL(r.nearestMl)}, ${differencePhrase(e)} than the exact volume`;
}

/**
 * What to do when the syringe shown cannot measure the volume on a mark: a syringe of the same
 * family that does better, or where to turn. Null when the small-volume caution already says it.
 */
export function closerAdvice(r: SyringeReading): string | null {
  const v = r.volume ?? 0;
  if (r.closerSyringe) {
    const closer = readMarks(v, r.closerSyringe);
    return closer.onMark
      ? `The ${r.closerSyringe.name} (${markDescription(r.closerSyringe)}) measures ${mL(v)} exactly.`
      : `The ${r.closerSyringe.name} (${markDescription(r.closerSyringe)}) comes closer: ${mL(closer.nearestMl)}.`;
  }
  if (r.volumeCaution === "small" || r.insulinForDose) return null;
  if (r.family === "oral") {
    return "None of the oral syringes listed here measures it more closely: ask a pharmacist before rounding.";
  }
  return "No syringe listed here measures it more closely: ask a pharmacist before rounding.";
}

/** A short cell text for tables: "on a mark", "nearest mark 0.1 mL (100% more)", "more than any syringe here holds". */
export function shortStatus(r: SyringeReading): string {
  const small = r.volumeCaution === "small" ? `; ${SMALL_VOLUME_NOTE}` : "";
  switch (r.status) {
    case "onMark":
      return `on a mark${small}`;
    case "betweenMarks":
      return (
        (r.halfway
          ? `between ${mL(r.halfway.lowerMl)} and ${mL(r.halfway.upperMl)} (${formatPercent(r.errorPercent ?? 0)} either way)`
          : `nearest mark ${mL(r.nearestMl)} (${differencePhrase(r.errorPercent ?? 0)})`) + small
      );
    case "belowSmallestMark":
      return "too small to measure";
    case "exceeds":
      return r.fittingSyringe ? `use the ${r.fittingSyringe.name}` : "more than any syringe here holds: check the dose";
    default:
      return "";
  }
}
