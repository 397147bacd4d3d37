/**
 * A dilution of the concentration converter's solution (issue 52, principle 1: "mL of 37 % HCl
 * for 1 L of 1 M" answered directly): split from concentration-units.ts, whose status it reads.
 * Pure.
 */
import { labVolume } from "./bench-volume";
import { decimalRatio } from "~/domain/number/exact";
import { isDensityPercent, lookupConcentrationUnit } from "~/domain/units";
import { labInvalid, type LabInvalidStatus } from "./lab-field";
import { echoFigure, labFigure, labSignificant, readLabNumber, type LabReadingReason } from "./lab-reading";
import {
  WORDS,
  type ConcentrationInputs,
  type ConcentrationStatus,
  type PreparationField,
} from "./concentration-units";

// ---------------------------------------------------------------------------------------------
// A dilution of this solution: "To make 1000 mL of 1 M: take 82.8 mL and make up to 1000 mL".

/** What the preparation line says and cautions. */
export const PREPARATION_MESSAGES = {
  /** Always with the answer: the bench's rule for concentrated reagents. */
  benchCaution:
    "Always add acid to water, never water to acid: diluting a concentrated acid or base releases heat. The volumes are not additive, so make up to the mark in a volumetric flask; never add a calculated volume of water.",
  aboveStock: (target: string, stock: string) =>
    `A ${target} M solution cannot be made by diluting this one: it is only ${stock} M. Enter a target below ${stock} M.`,
} as const;

/** The target (M) and the final volume (mL) when their fields are blank: "1 L of 1 M". */
export const PREPARATION_DEFAULTS = { target: 1, finalVolume: 1000 } as const;

/**
 * The dilution asked of the solution shown:
 *
 *   off                 no molarity to dilute (no table, or no molecular weight), or nothing asks
 *                       for it (not a % w/w or % v/v, no reagent chosen, no target nor final volume typed)
 *   invalid             the target's or the final volume's hint
 *   aboveStock          the target is stronger than this solution
 *   ready               how much of it to take, and what to make it up to, with the bench caution
 */
export type PreparationStatus =
  | { readonly kind: "off" }
  | LabInvalidStatus<PreparationField, LabReadingReason>
  | { readonly kind: "aboveStock"; readonly message: string }
  | {
      readonly kind: "ready";
      /** The stock's molarity, as the table shows it: "12.1 M". */
      readonly stock: string;
      /** "To make 1000 mL (1 L) of 1 M: take 82.8 mL of the reagent and make up to 1000 mL with water." */
      readonly line: string;
      /** The volume to take, in mL. */
      readonly take: number;
      readonly caution: string;
    };

/** "1 000 mL (1 L)", "0.5 mL (500 µL)": the volume typed, also in the unit that suits it (bench-volume.ts). */
function volumeText(ml: number): string {
  return labVolume(echoFigure(ml), "mL");
}

export function evaluatePreparation(inputs: ConcentrationInputs, status: ConcentrationStatus): PreparationStatus {
  if (status.kind !== "ready" || status.table.molar === null) return { kind: "off" };
  const asked =
    isDensityPercent(inputs.unit) ||
    status.table.reagent !== null ||
    inputs.target.trim() !== "" ||
    inputs.finalVolume.trim() !== "";
  if (!asked) return { kind: "off" };
  const read = (field: PreparationField, unit: string, lookup: (w: string) => { symbol: string } | undefined) => {
    const text = inputs[field];
    return text.trim() === ""
      ? { ok: true as const, value: PREPARATION_DEFAULTS[field], significant: 0 }
      : readLabNumber(text, WORDS[field], { chosen: unit, lookup });
  };
  const target = read("target", "M", (w) => (lookupConcentrationUnit(w)?.symbol === "M" ? { symbol: "M" } : undefined));
  if (!target.ok) return labInvalid<PreparationField, LabReadingReason>("target", target.reason, target.message);
  const volume = read("finalVolume", "mL", (w) => (/^m[lL]$/.test(w.trim()) ? { symbol: "mL" } : undefined));
  if (!volume.ok) return labInvalid<PreparationField, LabReadingReason>("finalVolume", volume.reason, volume.message);
  const stock = status.table.molar;
  const stockText = labFigure(stock, status.table.significant).text;
  const targetText = echoFigure(target.value);
  if (target.value > stock)
    return { kind: "aboveStock", message: PREPARATION_MESSAGES.aboveStock(targetText, stockText) };
  const significant = labSignificant([status.table.significant, target.significant, volume.significant]);
  const take = decimalRatio([target.value, volume.value], [stock]);
  const what = status.table.reagent ? "the reagent" : "this solution";
  const final = volumeText(volume.value);
  return {
    kind: "ready",
    stock: `${stockText} M`,
    take,
    line: `This solution is ${stockText} M. To make ${final} of ${targetText} M: take ${labFigure(take, significant).text} mL of ${what} and make up to ${echoFigure(volume.value)} mL with water.`,
    caution: PREPARATION_MESSAGES.benchCaution,
  };
}
