/**
 * What a balance can weigh, and the bench's answer when a mass is below it (issue 52, principle 3;
 * decisions.md 'Bench conventions': "a mass below the chosen balance's minimum is answered with a
 * stock and a dilution"). Pure.
 *
 * A balance that reads 0.1 mg weighs 0.05 mg to ±100 %: nobody can weigh it. The laboratory rule
 * kept here is that the balance's readability is at most 1 % of the mass weighed, so its minimum is
 * 100 × readability (10 mg on an analytical balance). Pharmacopoeial weighing asks more (USP <41>:
 * 0.10 %, a minimum of about 820 × readability); the page says so.
 *
 * Below the minimum the answer is a concentrated stock, weighed at or above the minimum into a
 * volumetric flask, and one dilution of it to the concentration asked for:
 *
 *   target c = mass ÷ volume                stock = c × F, F = 10, 100, 1 000 … (the smallest that
 *   flask: the smallest of 10, 25, 50, 100 mL (then 250, 500, 1 000 mL) whose c × F × flask
 *   reaches the minimum; aliquot = volume ÷ F; an aliquot under 10 µL (below what a P20 measures
 *   well) makes more of the final solution instead: final = 10 µL × F, of which the volume asked is used.
 */
import { decimalProduct, decimalRatio } from "~/domain/number/exact";

/** A class of balance by its readability. */
export interface Balance {
  /** What the choice says: "0.1 mg". */
  readonly readability: string;
  /** Its readability in g. */
  readonly readabilityG: number;
  /** Its name at the bench: "analytical balance". */
  readonly name: string;
}

export const BALANCES: readonly Balance[] = [
  { readability: "0.001 mg", readabilityG: 0.000001, name: "microbalance" },
  { readability: "0.01 mg", readabilityG: 0.00001, name: "semi-micro balance" },
  { readability: "0.1 mg", readabilityG: 0.0001, name: "analytical balance" },
  { readability: "1 mg", readabilityG: 0.001, name: "precision balance" },
  { readability: "0.01 g", readabilityG: 0.01, name: "top-loading balance" },
];

export type BalanceReadability = (typeof BALANCES)[number]["readability"];

/** The default: an analytical balance reading 0.1 mg. */
export const DEFAULT_BALANCE = "0.1 mg";

/** The balance's readability is at most this fraction of the mass weighed (1 %). */
export const READABILITY_SHARE = 0.01;

export const BALANCE_SOURCE =
  "Minimum mass to weigh: the balance's readability at most 1 % of the mass (100 × readability: 10 mg on a 0.1 mg analytical balance), a common laboratory rule; pharmacopoeial weighing asks 0.10 % (USP General Chapter <41> Balances: a minimum weight of about 820 × readability, 82 mg on a 0.1 mg balance). Names of the balance classes by readability (microbalance 0.001 mg, semi-micro balance 0.01 mg, analytical balance 0.1 mg, precision balance 1 mg, top-loading balance 0.01 g): the manufacturers' usage (Mettler Toledo, Sartorius); OIML R 76-1, Non-automatic weighing instruments, sets the legal accuracy classes (I special, II high, III medium) by verification interval, not by these names.";

/** The balance of readability `readability`, or the default one for an unknown text. */
export function balanceOf(readability: string): Balance {
  return (
    BALANCES.find((b) => b.readability === readability) ?? BALANCES.find((b) => b.readability === DEFAULT_BALANCE)!
  );
}

/** The smallest mass (g) worth weighing on `balance`: 100 × its readability. */
export function minimumMassG(balance: Balance): number {
  return decimalRatio([balance.readabilityG], [READABILITY_SHARE]);
}

/** True when `massG` is above 0 and below what `balance` weighs to 1 %. */
export function belowBalance(massG: number, balance: Balance): boolean {
  return massG > 0 && massG < minimumMassG(balance);
}

/** Volumetric flasks, smallest first: the small ones are tried before the large. */
export const FLASKS_ML: readonly number[] = [10, 25, 50, 100, 250, 500, 1000];
/** The smallest volume a P20 measures well (mL): a smaller aliquot makes more final solution. */
export const SMALLEST_ALIQUOT_ML = 0.01;

/** A concentrated stock and one dilution of it, for a mass too small to weigh. */
export interface StockPlan {
  /** What to weigh (g): at least the balance's minimum. */
  readonly stockMassG: number;
  /** The flask it is made up to (mL). */
  readonly stockVolumeMl: number;
  /** How many times the target the stock is (10, 100, …). */
  readonly factor: number;
  /** The stock's concentration (g/mL). */
  readonly stockGPerMl: number;
  /** How much stock to take (mL). */
  readonly aliquotMl: number;
  /** What it is made up to (mL): the volume asked, or more when that aliquot would be under 10 µL. */
  readonly finalVolumeMl: number;
  /** True when the final volume is larger than the volume asked (use only what is needed). */
  readonly moreThanAsked: boolean;
}

/**
 * The stock and dilution that give `volumeMl` mL holding `massG` g, weighing at least
 * `minimumG` g; null when the mass can be weighed directly (or no plan fits, which cannot happen
 * for a mass above 0: F grows until the smallest flask holds the minimum).
 */
export function stockPlan(massG: number, volumeMl: number, minimumG: number): StockPlan | null {
  if (!(massG > 0 && volumeMl > 0 && massG < minimumG)) return null;
  const perMl = decimalRatio([massG], [volumeMl]);
  for (let power = 1; power <= 15; power += 1) {
    const factor = 10 ** power;
    const stockGPerMl = decimalProduct(perMl, factor);
    // Prefer flasks up to 100 mL; a larger one only when no factor fits a small flask.
    const flask = FLASKS_ML.filter((f) => f <= 100).find((f) => decimalProduct(stockGPerMl, f) >= minimumG);
    if (flask === undefined) continue;
    const aliquot = decimalRatio([volumeMl], [factor]);
    const finalVolumeMl = aliquot >= SMALLEST_ALIQUOT_ML ? volumeMl : decimalProduct(SMALLEST_ALIQUOT_ML, factor);
    return {
      stockMassG: decimalProduct(stockGPerMl, flask),
      stockVolumeMl: flask,
      factor,
      stockGPerMl,
      aliquotMl: decimalRatio([finalVolumeMl], [factor]),
      finalVolumeMl,
      moreThanAsked: finalVolumeMl !== volumeMl,
    };
  }
  return null;
}
