/** Words of the concentration converter's domain (split from concentration-units.ts). */
import { type DensityPercentSymbol } from "~/domain/units";
import { MESSAGE_TOO_LARGE, MESSAGE_TOO_SMALL } from "./lab-field";
import { BELOW_HYDROGEN, MAX_MOLARITY, type CommonSolute } from "./solubility";

import type { ConverterUnit } from "./concentration-units.types";

function noneWithoutMolecularWeight(units: string): string {
  return `No ${units} without a molecular weight: enter it, or choose a solute or a reagent.`;
}

export const CONCENTRATION_MESSAGES = {
  empty: "Enter a concentration to see it in every unit.",
  belowHydrogen: BELOW_HYDROGEN,
  tooLarge: MESSAGE_TOO_LARGE,
  tooSmall: MESSAGE_TOO_SMALL,
  /** The text of a cell that needs the molecular weight. */
  needsMolecularWeight: (unit: ConverterUnit) => noneWithoutMolecularWeight(unit),
  /** One row's text for several units that each need it ("No M, mM, µM or nM without …"). */
  needMolecularWeight: (units: readonly ConverterUnit[]) =>
    noneWithoutMolecularWeight(
      units.length === 1 ? units[0]! : `${units.slice(0, -1).join(", ")} or ${units[units.length - 1]}`,
    ),
  /** A % w/w typed without a density: nothing is converted (a % w/w is never read as % w/v). */
  needsSolutionDensity:
    "A % w/w needs the solution's density to be converted: enter it in Density (g/mL) (on the bottle's label or its certificate), or choose a reagent. A % w/w is never read as % w/v.",
  /** A % v/v typed without a density. */
  needsLiquidDensity:
    "A % v/v needs the density of the pure liquid (ethanol is 0.789 g/mL at 20 °C) to be converted to a mass: enter it in Density (g/mL).",
  /** The % w/w cell without the solution's density. */
  wwNeedsDensity: "No % w/w without the solution's density: enter it, or choose a reagent.",
  /** The % w/w cell when a % v/v was typed: the density field holds the pure liquid's then. */
  wwFromVv:
    "No % w/w from a % v/v: that needs the solution's density too (with % v/v chosen, Density is the pure liquid's).",
  /** The % v/v cell, unless a % v/v was typed. */
  vvNeedsLiquid: "No % v/v: it needs the pure liquid's density (type the value in % v/v).",
  above100: (unit: DensityPercentSymbol) =>
    `Concentration can't be above 100 ${unit}: a solution is at most all solute. Check the value and its unit.`,
  implausibleDensity:
    "Density: no liquid solution is below 0.5 or above 3 g/mL (water is 1.00 g/mL, 96 % w/w sulfuric acid 1.84 g/mL). Type it in g/mL, not kg/m³ or g/L.",
  densityOtherUnit:
    "Density: this field takes g/mL (the same number as kg/L or g/cm³); 1.19 g/mL is 1190 g/L or 1190 kg/m³. Type the density in g/mL.",
  purityAbove100: "Purity can't be above 100 %: it is the share of the weighed product that is the compound.",
  purityNotForUnit:
    "Purity applies to a mass concentration of a weighed product (mg/mL, mcg/mL, g/L, % w/v or ppm): a % w/w, % v/v or molarity is already of the compound. Clear Purity, or choose a mass unit.",
  aboveWhole: (percent: string) =>
    `At this density the solution would be ${percent} % w/w: more than all solute. Check the value, its unit and the density.`,
  aboveWater: `Above ${MAX_MOLARITY} M: no solution can be this concentrated (pure water itself is about 55 M). Check the value, its unit and the molecular weight.`,
  aboveWaterMolarOnly: `Above ${MAX_MOLARITY} M: no solution can be this concentrated (pure water itself is about 55 M). Check the value and its unit.`,
  aboveSolubility: (solute: CommonSolute, molar: string, gramsPerLitre: string) =>
    `Above the solubility of ${inSentence(solute.name)}: a saturated solution holds about ${molar} M, ${gramsPerLitre} g per litre of solution${solute.saturated.densityGPerMl === null ? " or less (a figure per litre of water)" : ""} at ${solute.saturated.celsius} °C. This solution cannot be made at room temperature. Check the value and its unit.`,
} as const;

/** A name inside a sentence: "Sodium chloride" → "sodium chloride", "EDTA disodium" stays. */
export function inSentence(name: string): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** What the ppm cell and the page say about ppm. */
export const PPM_CONVENTION =
  "ppm here is mg/L, which is ppm by mass only for a dilute aqueous solution (about 1 g/mL): above about 1 % w/v (10\u202f000 ppm) the two differ.";

/** The fields' names and prompts, for their hints. */
export const WORDS = {
  value: { name: "Concentration", prompt: "a concentration" },
  molecularWeight: { name: "Molecular weight", prompt: "the molecular weight" },
  density: { name: "Density", prompt: "the density in g/mL" },
  purity: { name: "Purity", prompt: "the purity in %" },
  target: { name: "Target", prompt: "the target molarity" },
  finalVolume: { name: "Final volume", prompt: "the final volume in mL" },
} as const;
