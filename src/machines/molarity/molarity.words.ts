/**
 * The molarity calculator's words for the person (split from molarity.selectors.ts, so the machine
 * and the selectors both read them and neither imports the other): the display of a result per
 * decisions.md 'Laboratory tools' (issue 27): every result to the significant figures of the most
 * precise value typed, at least 3 and at most 6, trailing zeros dropped; a molarity also in the
 * unit that suits it (0.0000856 M = 85.6 µM); the cautions, prompts, labels and formulas. Every
 * number goes through the shared formatter (src/domain/number/format.ts). Pure.
 */
import { formatSignificant } from "~/domain/number/format";
import { inSentence } from "~/domain/lab/concentration-units";
import { balanceOf, minimumMassG, type StockPlan } from "~/domain/lab/balance";
import { labVolume, labVolumeMl } from "~/domain/lab/bench-volume";
import {
  limitPerLitreOfWater,
  MAX_GRAMS_PER_ML,
  solubilityGramsPerLitre,
  solubilityMolar,
  type CommonSolute,
} from "~/domain/lab/solubility";
import { formatEcho } from "../lab-form/lab-form.selectors";
import { fromBaseUnit } from "./molarity.calc";
import {
  MAX_MOLARITY,
  MOLARITY_MODE_LABEL,
  type ConcentrationUnit,
  type MolarityBench,
  type MolarityCaution,
  type MolarityMode,
  type MolarityResult,
} from "./molarity.types";

/** Help text: which number-format rule the result follows. */
export const MOLARITY_FORMAT_RULE =
  "Results keep the significant figures of the least precise value you typed (0.0194 g has 3, so 999 µM; at least 3, so rounding never changes a value by more than 0.5 %); trailing zeros are dropped (1 M, 5 g, 500 mL) unless you typed a value with them (40.00 g/mol: 5.00 g). " +
  "a molarity is also given in the unit that suits it (0.0000856 M = 85.6 µM).";

const CONCENTRATION_UNITS: readonly ConcentrationUnit[] = ["M", "mM", "µM", "nM", "pM", "fM"];

/** The unit that writes a molarity as a number of at least 1: M, mM, µM, nM, pM or fM (the smallest). */
export function suitingUnit(molar: number): ConcentrationUnit {
  return CONCENTRATION_UNITS.find((unit) => fromBaseUnit(molar, unit) >= 1) ?? "fM";
}

/** A molarity in `unit`, without the unit, to `significant` figures: "1", "85.6", "0.0000856". */
export function concentrationNumber(
  molar: number,
  unit: ConcentrationUnit,
  significant: number,
  keepZeros = false,
): string {
  return formatSignificant(fromBaseUnit(molar, unit), significant, keepZeros);
}

/** A molarity in `unit` with the unit: "1 M", "85.6 µM". */
export function formatConcentration(
  molar: number,
  unit: ConcentrationUnit,
  significant: number,
  keepZeros = false,
): string {
  return `${concentrationNumber(molar, unit, significant, keepZeros)} ${unit}`;
}

export interface MolarityDisplay {
  /** e.g. "0.0000856 M" */
  readonly molar: string;
  /** The same in the unit that suits it, e.g. "85.6 µM" ("1 M" when M suits). */
  readonly suited: string;
}

export function formatMolarity(molar: number, significant: number, keepZeros = false): MolarityDisplay {
  return {
    molar: formatConcentration(molar, "M", significant, keepZeros),
    suited: formatConcentration(molar, suitingUnit(molar), significant, keepZeros),
  };
}

/** A computed mass, volume or molecular weight to `significant` figures, without unit. */
export function solvedNumber(value: number, significant: number): string {
  return formatSignificant(value, significant);
}

export interface MolarityResultDisplay {
  /** What the unknown's disabled field shows, in its chosen unit: "4.383", "1". */
  readonly fieldText: string;
  /** The answer with its unit: "4.383 g", "1 M". */
  readonly headline: string;
  /** The same answer in another unit that helps: ["85.6 µM"], ["292.2 mg"]. */
  readonly also: readonly string[];
  /** The working line in g, g/mol, mL and M. */
  readonly working: string;
  /**
   * For a mass: "Dissolve 4.383 g in less than 500 mL of solvent, then make up to 500 mL."; in any
   * mode, a stock and a dilution (a mass below the balance's minimum) or a solute's help (EDTA at
   * pH 8); null for a solution that cannot exist.
   */
  readonly bench: string | null;
  /** Why the solution cannot exist (the caution of the calculated.above* states), else null. */
  readonly caution: string | null;
}

/** A mass as the bench weighs it: in g from 1 g, in mg from 1 mg, else in µg, to 3 figures or more. */
export function benchMass(grams: number, significant = 3, keepZeros = false): string {
  if (grams >= 1) return `${formatSignificant(grams, significant, keepZeros)} g`;
  if (grams >= 0.001) return `${formatSignificant(grams * 1000, significant, keepZeros)} mg`;
  return `${formatSignificant(grams * 1e6, significant, keepZeros)} µg`;
}

/** What the announcer says when the balance is chosen: its class and the smallest mass it weighs. */
export function balanceWords(readability: string): string {
  const balance = balanceOf(readability);
  return `Balance reads ${balance.readability} (${balance.name}): the smallest mass to weigh on it is ${benchMass(minimumMassG(balance))}.`;
}

/** The solubility limit of a solute per litre of solution: "about 317 g/L (5.42 M)". */
function limitWords(solute: CommonSolute): string {
  const perWater = limitPerLitreOfWater(solute) ? " of water, so a litre of solution holds less" : " of solution";
  return `about ${formatSignificant(solubilityGramsPerLitre(solute), 3)} g per litre${perWater} (${formatSignificant(solubilityMolar(solute), 3)} M) at ${solute.saturated.celsius} °C`;
}

/** The words of a molarity caution (one source: the states calculated.aboveWater / aboveMassPerVolume / aboveSolubility). */
export function molarityCautionText(caution: MolarityCaution, result: MolarityResult): string {
  const molar = formatConcentration(result.numbers.molarity, "M", result.significant);
  if (caution.kind === "aboveWater") {
    return `This solution cannot exist: ${molar} is more than ${MAX_MOLARITY} M, and even pure water is only about 55.5 mol/L. Check the value and unit of each field.`;
  }
  // The unknown to its significant figures, an entry as it was read (never a raw double).
  const show = (field: "mass" | "volume") =>
    result.solveFor === field
      ? formatSignificant(result.numbers[field], result.significant, result.keepsZeros)
      : formatEcho(result.numbers[field]);
  const perMl = `${show("mass")} g in ${show("volume")} mL`;
  if (caution.kind === "aboveMassPerVolume") {
    const gPerMl = formatSignificant(result.numbers.mass / result.numbers.volume, 3);
    return `This solution cannot exist: ${perMl} is ${gPerMl} g per mL, more solute than the volume can hold (no solution in water holds more than ${MAX_GRAMS_PER_ML} g per mL). Check the value and unit of each field.`;
  }
  const { solute } = caution;
  const help = solute.dissolvesWith
    ? ` Even ${solute.dissolvesWith.until.replace(/^until /, "when ")} with ${solute.dissolvesWith.what}, ${solute.dissolvesWith.upToMolar} M is the usual strongest stock.`
    : "";
  return `This solution cannot be made: ${perMl} is more ${inSentence(solute.name)} than dissolves; a saturated solution holds ${limitWords(solute)}.${help} Check the value and unit of each field.`;
}

/**
 * A stock and one dilution of it, as bench steps. `asked`: the volume asked for as the result
 * writes it (askedVolume), the final volume when the plan makes just that much.
 */
export function stockPlanText(plan: StockPlan, asked = labVolumeMl(plan.finalVolumeMl)): string {
  const stock = `Make a stock instead: weigh ${benchMass(plan.stockMassG)} and make up to ${labVolumeMl(plan.stockVolumeMl)} in a volumetric flask (${benchMass(plan.stockGPerMl)} per mL, ${formatSignificant(plan.factor, 1)} × the strength you need).`;
  const final = plan.moreThanAsked ? labVolumeMl(plan.finalVolumeMl) : asked;
  const dilute = `Then take ${labVolumeMl(plan.aliquotMl)} of the stock with a pipette and make up to ${final}`;
  return plan.moreThanAsked
    ? `${stock} ${dilute}, and use the volume you need of it (a smaller share of stock is too little to pipette well).`
    : `${stock} ${dilute}.`;
}

/**
 * The volume asked for, for the bench (bench-volume.ts): as it was typed, in its unit, when it
 * was an entry ("12.345 mL", "1 000 mL (1 L)"); to the result's figures when it was solved for.
 */
export function askedVolume(result: MolarityResult): string {
  const { numbers: n, units } = result;
  return result.solveFor === "volume"
    ? labVolume(formatSignificant(result.value, result.significant, result.keepsZeros), units.volume)
    : labVolume(formatEcho(fromBaseUnit(n.volume, units.volume)), units.volume);
}

/** The words of a bench status (one source: the states calculated.belowBalance / dissolvesWithHelp). */
export function molarityBenchText(bench: MolarityBench, result: MolarityResult): string {
  const n = result.numbers;
  const volume = askedVolume(result);
  if (bench.kind === "dissolvesWithHelp") {
    const help = bench.solute.dissolvesWith!;
    return `${benchMass(n.mass, result.significant)} of ${inSentence(bench.solute.name)} does not dissolve in water alone at this strength: stir it into water (about 80 % of the final volume), add ${help.what} (about ${benchMass(bench.helperG)}) ${help.until}, then make up to ${volume}.`;
  }
  return `${benchMass(n.mass, result.significant)} is less than a balance that reads ${bench.balance.readability} weighs well (${benchMass(bench.minimumG)} at least: its readability is then 1 % of the mass). ${stockPlanText(bench.plan, volume)}`;
}

/** Everything the page shows for a result. */
export function formatMolarityResult(result: MolarityResult): MolarityResultDisplay {
  const { numbers: n, units, significant, solveFor } = result;
  const echoMolar = `${formatEcho(n.molarity)} M`;
  const echoMass = `${formatEcho(n.mass)} g`;
  const echoMw = `${formatEcho(n.molecularWeight)} g/mol`;
  const echoVolume = `${formatEcho(n.volume)} mL`;
  const caution = result.caution ? molarityCautionText(result.caution, result) : null;
  // A stock and dilution, or a solute's help: said in every mode (the mode's own line otherwise).
  const benchLine = result.bench ? molarityBenchText(result.bench, result) : null;
  const zeros = result.keepsZeros;
  const sig = (value: number) => formatSignificant(value, significant, zeros);
  switch (solveFor) {
    case "molarity": {
      const unit = units.molarity;
      const fieldText = concentrationNumber(n.molarity, unit, significant, zeros);
      const suits = suitingUnit(n.molarity);
      return {
        fieldText,
        headline: `${fieldText} ${unit}`,
        also: suits !== unit && n.molarity > 0 ? [formatConcentration(n.molarity, suits, significant, zeros)] : [],
        working: `(${echoMass} ÷ ${echoMw}) ÷ (${echoVolume} ÷ 1000) = ${formatConcentration(n.molarity, "M", significant, zeros)}`,
        bench: benchLine,
        caution,
      };
    }
    case "mass": {
      const unit = units.mass;
      const fieldText = sig(result.value);
      const massInG = `${sig(n.mass)} g`;
      // As a balance reads it: g from 1 g, mg from 1 mg, else µg.
      const weigh = benchMass(n.mass, significant, zeros);
      const volume = `${formatEcho(fromBaseUnit(n.volume, units.volume))} ${units.volume}`;
      return {
        fieldText,
        headline: `${fieldText} ${unit}`,
        also: [...new Set([weigh, massInG])].filter((text) => text !== `${fieldText} ${unit}`),
        working: `${echoMolar} × ${echoMw} × (${echoVolume} ÷ 1000) = ${massInG}`,
        bench: benchLine
          ? benchLine
          : caution
            ? null
            : `Dissolve ${weigh} in less than ${volume} of solvent, then make up to ${volume}.`,
        caution,
      };
    }
    case "volume": {
      const unit = units.volume;
      const fieldText = sig(result.value);
      const other = unit === "mL" ? "L" : "mL";
      return {
        fieldText,
        headline: `${fieldText} ${unit}`,
        also: [`${sig(fromBaseUnit(n.volume, other))} ${other}`],
        working: `(${echoMass} ÷ ${echoMw}) ÷ ${echoMolar} × 1000 = ${sig(n.volume)} mL`,
        bench: benchLine,
        caution,
      };
    }
    case "molecularWeight": {
      const fieldText = sig(result.value);
      return {
        fieldText,
        headline: `${fieldText} g/mol`,
        also: [],
        working: `${echoMass} ÷ (${echoMolar} × ${echoVolume} ÷ 1000) = ${fieldText} g/mol`,
        bench: benchLine,
        caution,
      };
    }
  }
}

/** The working line of a molarity result: "(5.844 g ÷ 58.44 g/mol) ÷ (100 mL ÷ 1000) = 1.0000 M". */
export function formatMolarityWorking(result: MolarityResult): string {
  return formatMolarityResult(result).working;
}

/** What the result area says in each mode before a result: the known values and the button. */
export const MOLARITY_MODE_PROMPT: Record<MolarityMode, string> = {
  molarity: "Enter the mass, molecular weight and volume, then press Calculate Molarity.",
  mass: "Enter the molecular weight, volume and molarity, then press Calculate Mass.",
  volume: "Enter the mass, molecular weight and molarity, then press Calculate Volume.",
  molecularWeight: "Enter the mass, volume and molarity, then press Calculate Molecular weight.",
};

/** The submit button's name in each mode: 'Calculate Molarity' in the spec's form. */
export const calculateLabel = (mode: MolarityMode): string => `Calculate ${MOLARITY_MODE_LABEL[mode]}`;

/** The rearranged formula for each mode. */
export const MOLARITY_FORMULA: Record<MolarityMode, string> = {
  molarity: "Molarity (M) = (mass ÷ molecular weight) ÷ (volume ÷ 1000)",
  mass: "mass (g) = molarity × molecular weight × (volume ÷ 1000)",
  volume: "volume (mL) = (mass ÷ molecular weight) ÷ molarity × 1000",
  molecularWeight: "molecular weight (g/mol) = mass ÷ (molarity × volume ÷ 1000)",
};
