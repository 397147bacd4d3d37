/**
 * The serial dilution calculator's domain (issue 32, `/serial-dilution-calculator`): a stock, a
 * dilution factor per step (or a final concentration, from which the factor is solved), a number
 * of steps and a final volume per tube → the transfer and the diluent per tube and the tubes'
 * concentrations, with copy text and CSV.
 *
 * What "final volume per tube" means is an explicit choice (VolumeConvention), both computed:
 *   beforeTransfer  what a tube holds after mixing, before its transfer on:
 *                   transfer = V ÷ F, diluent = V − transfer; afterwards the tube holds the diluent
 *                   volume, and the last tube (nothing carried on) keeps V.
 *   afterTransfer   what a tube holds at the end, after its transfer on:
 *                   diluent = V, transfer = V ÷ (F − 1); mixed volume = V + transfer; the last tube
 *                   keeps V + transfer unless that much is removed from it.
 * Tube i holds stock ÷ F^i (tube 0 is the stock). From a final concentration C after n steps,
 * F = (stock ÷ C)^(1/n).
 *
 * `evaluateSerialDilution` returns one status; a machine's guarded `always` transitions map each
 * to one state:
 *   empty                       nothing typed yet
 *   invalid.<field>             a field's hint (reason: see SerialInvalidReason)
 *   unreachable                 the final concentration is not below the stock
 *   ready.measurable            every volume at least 1 µL
 *   ready.cautionTransferBelowPipette   the transfer is under 1 µL
 *   ready.cautionDiluentBelowPipette    the diluent is under 1 µL
 *   ready.cautionVolumesBelowPipette    both are
 *   ready.cautionStockAboveWater        the stock is above 55 M (no solution can be), with any
 *                                       pipette caution after it
 */
import { decimalDifference, decimalProduct, decimalQuotient, decimalRatio } from "~/domain/number/exact";
import {
  concentrationUnit,
  lookupConcentrationUnit,
  lookupLabVolumeUnit,
  type ConcentrationFamily,
  type ConcentrationSymbol,
} from "~/domain/units";
import { labInvalid, MESSAGE_TOO_LARGE, MESSAGE_TOO_SMALL } from "./lab-field";
import { addingUp, DOUBLE_DIGITS } from "./shown-sum";
import { convertConcentration } from "./concentration-convert";
import { aboveWater, MAX_MOLARITY } from "./water-limit";
import { echoFigure, LAB_MAX_DECIMALS, labFigure, labSignificant, readLabNumber } from "./lab-reading";
import {
  conventionLine,
  instructionLine,
  SERIAL_CAUTION_TEXT,
  serialCsv,
  VOLUME_CONVENTION_TEXT,
  workingLines,
} from "./serial-dilution-output";

export {
  SERIAL_CAUTION_TEXT,
  SERIAL_CSV_FILENAME,
  SERIAL_FORMULA,
  SOURCES,
  TARGET_FORMULA,
  VOLUME_CONVENTION_TEXT,
} from "./serial-dilution-output";

export * from "./serial-dilution.types";
import {
  MAX_STEPS,
  PIPETTE_MINIMUM_UL,
  type SerialField,
  type SerialInputs,
  type SerialInvalidReason,
  type SerialMode,
  type SerialPlan,
  type SerialReadyVariant,
  type SerialStatus,
  type SerialTube,
  type VolumeConvention,
} from "./serial-dilution.types";

const FAMILY_WORDS: Record<ConcentrationFamily, string> = { mass: "a mass per volume or %", molar: "a molar unit" };

export const SERIAL_MESSAGES = {
  empty: (mode: SerialMode) =>
    `Enter the stock concentration, ${mode === "factor" ? "the dilution factor" : "the final concentration"}, the number of steps and the final volume per tube.`,
  ratio: (typed: string, parts: string, plusOne: string) =>
    `Dilution factor: type one number. If ${typed} means 1 part in ${parts} parts in all, type ${parts}; if it means 1 part plus ${parts} parts of diluent, type ${plusOne}.`,
  ratioUnread: "Dilution factor: type one number, for example 10 for 1 part in 10 parts in all.",
  factorOne: "A factor of 1 does not dilute: enter a factor above 1, for example 10 for 1 part in 10 parts in all.",
  factorBelowOne: (typed: string, inverse: string) =>
    `Dilution factor must be above 1: ${typed} would concentrate. For 1 part in ${inverse} parts in all, type ${inverse}.`,
  notWhole: "Number of steps: enter a whole number of tubes, for example 6.",
  tooManySteps: `Number of steps: at most ${MAX_STEPS} (a row of a 384-well plate). Pipetting errors add up along a series: for more, make an intermediate stock.`,
  otherFamily: (stockFamily: ConcentrationFamily) =>
    `Final concentration: choose a unit of the same kind as the stock's (${FAMILY_WORDS[stockFamily]}). Between mass and molar units a molecular weight is needed: use the concentration converter first.`,
  unreachable: (target: string, stock: string) =>
    `The final concentration (${target}) is not below the stock (${stock}): a dilution only lowers a concentration. Enter a final concentration below the stock.`,
  transferBelowPipette: (transfer: string) =>
    `Each transfer is ${transfer}, under ${PIPETTE_MINIMUM_UL} µL: below what a common pipette measures reliably. Use a larger final volume per tube, or more steps with a smaller factor.`,
  volumesBelowPipette: (transfer: string, diluent: string) =>
    `The transfer (${transfer}) and the diluent (${diluent}) are both under ${PIPETTE_MINIMUM_UL} µL: too little to pipette reliably. Use a larger final volume per tube.`,
  stockAboveWater: (stock: string) =>
    `The stock (${stock}) is above ${MAX_MOLARITY} M: no solution can be this concentrated (pure water itself is about 55 M). Check the value and its unit.`,
  diluentBelowPipette: (diluent: string) =>
    `The diluent per tube is ${diluent}, under ${PIPETTE_MINIMUM_UL} µL: too little to pipette reliably. The factor per step is close to 1: use fewer steps or a larger final volume per tube.`,
} as const;

const WORDS: Record<SerialField, { name: string; prompt: string }> = {
  stock: { name: "Stock concentration", prompt: "the stock concentration" },
  factor: { name: "Dilution factor", prompt: "the dilution factor per step, for example 10" },
  target: { name: "Final concentration", prompt: "the final concentration to reach" },
  steps: { name: "Number of steps", prompt: "the number of steps (tubes)" },
  volume: { name: "Final volume per tube", prompt: "the final volume per tube" },
};

/** "1:10", "1/10", "1 in 10". */
const RATIO = /^\s*1\s*(?::|\/|in)\s*(\S+)\s*$/i;

/** Each tube holds stock ÷ F^i: the concentrations of tubes 1 to `steps`, in the stock's unit. */
export function tubeConcentrations(stock: number, factor: number, steps: number): number[] {
  const out: number[] = [];
  let power = 1;
  for (let i = 1; i <= steps; i++) {
    power = decimalProduct(power, factor);
    out.push(decimalQuotient(stock, power));
  }
  return out;
}

/** The factor per step that takes `stock` to `target` (same unit) in `steps` steps, to 12 significant digits. */
export function factorForTarget(stock: number, target: number, steps: number): number {
  const raw = Math.pow(decimalQuotient(stock, target), 1 / steps);
  if (!Number.isFinite(raw) || raw <= 0) return raw;
  // 10 from (1 mM ÷ 1 nM)^(1/6), not 9.999999999999998: rounded to 12 significant digits.
  const e = Math.floor(Math.log10(raw)) - 11;
  return decimalProduct(Math.round(raw / 10 ** e), 10 ** e);
}

/** Transfer, diluent and mixed volume per tube for a final volume `v` (any unit) and factor `f`. */
export function tubeVolumes(
  v: number,
  f: number,
  convention: VolumeConvention,
): { transfer: number; diluent: number; mixed: number } {
  if (convention === "beforeTransfer") {
    const transfer = decimalQuotient(v, f);
    return { transfer, diluent: decimalDifference(v, transfer), mixed: v };
  }
  const transfer = decimalQuotient(v, decimalDifference(f, 1));
  return { transfer, diluent: v, mixed: decimalDifference(v, -transfer) };
}

/**
 * The tube's volumes as the plan shows them, so that they check by hand (addingUp): transfer +
 * diluent = the final volume (before the transfer on), or final volume + transfer = the mixed
 * volume (after it). 100 µL at a factor of 1.0106 is 98.9511 µL carried and 1.0489 µL of diluent,
 * not "100 µL − 99 µL = 1.05 µL". `digits`: the significant figures that write them (every digit
 * they have, or `significant` where the sum would need more decimals than a lab figure shows or a
 * double holds).
 */
export function shownTubeVolumes(
  v: number,
  exact: { transfer: number; diluent: number; mixed: number },
  convention: VolumeConvention,
  significant: number,
): { transfer: number; diluent: number; mixed: number; digits: number } {
  const before = convention === "beforeTransfer";
  const made = before ? exact.diluent : exact.mixed;
  const shown = addingUp(v, { exact: exact.transfer, made }, before ? -1 : 1, significant, LAB_MAX_DECIMALS);
  if (shown === null) return { ...exact, digits: significant };
  return before
    ? { transfer: shown.part, diluent: shown.made, mixed: v, digits: DOUBLE_DIGITS }
    : { transfer: shown.part, diluent: v, mixed: shown.made, digits: DOUBLE_DIGITS };
}

/** The unit a tube's concentration reads best in: the largest of its ladder in which it is at least 1. */
export function suitedUnit(
  value: number,
  unit: ConcentrationSymbol,
  significant = 15,
): { value: number; unit: ConcentrationSymbol } {
  const ladder: readonly ConcentrationSymbol[] =
    concentrationUnit(unit).family === "molar"
      ? ["M", "mM", "µM", "nM"]
      : unit === "mg/mL" || unit === "mcg/mL"
        ? ["mg/mL", "mcg/mL"]
        : [unit];
  for (const step of ladder) {
    const v = convertConcentration(value, unit, step, null)!;
    // As shown: 0.99999 µM at 3 figures reads 1.00 µM, not 1,000 nM.
    if (Number(labFigure(v, significant).plain) >= 1 || step === ladder[ladder.length - 1])
      return { value: v, unit: step };
  }
  return { value, unit };
}

/** The shown figures of a plan. */

const invalid = labInvalid<SerialField, SerialInvalidReason>;

/**
 * A factor worked out from a target (target mode), to the significant figures the concentrations
 * have, or more, until the factor shown, applied over every step, stays within 0.5 % of the factor
 * used (the bound the shown figures keep): so the working checks by hand. A factor near 1 over many
 * steps would otherwise read "1.01" while 1.0106 is used (0.6 % off after 10 steps).
 */
function workedFactor(factor: number, steps: number, significant: number): string {
  for (let s = significant; s < 15; s += 1) {
    const shown = labFigure(factor, s);
    if (Math.abs((Number(shown.plain) / factor) ** steps - 1) <= 0.005) return shown.text;
  }
  return labFigure(factor, 15).text;
}

/** The status of the calculator for what was typed and chosen. */
export function evaluateSerialDilution(inputs: SerialInputs): SerialStatus {
  const ratioField: SerialField = inputs.mode === "factor" ? "factor" : "target";
  const needed: SerialField[] = ["stock", ratioField, "steps", "volume"];
  if (needed.every((f) => inputs[f].trim() === ""))
    return { kind: "empty", message: SERIAL_MESSAGES.empty(inputs.mode) };

  const stock = readLabNumber(inputs.stock, WORDS.stock, { chosen: inputs.stockUnit, lookup: lookupConcentrationUnit });
  if (!stock.ok) return invalid("stock", stock.reason, stock.message);

  let factor: number;
  let ratioSignificant: number;
  let targetInStockUnit: number | null = null;
  let targetText = "";
  if (inputs.mode === "factor") {
    const ratio = RATIO.exec(inputs.factor);
    if (ratio) {
      const parts = readLabNumber(ratio[1]!, WORDS.factor);
      const message =
        parts.ok && parts.value > 1
          ? SERIAL_MESSAGES.ratio(
              inputs.factor.trim(),
              echoFigure(parts.value),
              echoFigure(decimalDifference(parts.value, -1)),
            )
          : SERIAL_MESSAGES.ratioUnread;
      return invalid("factor", "ratio", message);
    }
    const read = readLabNumber(inputs.factor, WORDS.factor);
    if (!read.ok) return invalid("factor", read.reason, read.message);
    if (read.value === 1) return invalid("factor", "factor-one", SERIAL_MESSAGES.factorOne);
    if (read.value < 1) {
      return invalid(
        "factor",
        "factor-below-one",
        SERIAL_MESSAGES.factorBelowOne(echoFigure(read.value), echoFigure(decimalQuotient(1, read.value))),
      );
    }
    factor = read.value;
    ratioSignificant = read.significant;
  } else {
    const read = readLabNumber(inputs.target, WORDS.target, {
      chosen: inputs.targetUnit,
      lookup: lookupConcentrationUnit,
    });
    if (!read.ok) return invalid("target", read.reason, read.message);
    const stockFamily = concentrationUnit(inputs.stockUnit).family;
    if (concentrationUnit(inputs.targetUnit).family !== stockFamily)
      return invalid("target", "other-family", SERIAL_MESSAGES.otherFamily(stockFamily));
    targetInStockUnit = convertConcentration(read.value, inputs.targetUnit, inputs.stockUnit, null)!;
    targetText = `${echoFigure(read.value)} ${inputs.targetUnit}`;
    ratioSignificant = read.significant;
    factor = NaN; // solved below, once the steps are known
  }

  const steps = readLabNumber(inputs.steps, WORDS.steps);
  if (!steps.ok) return invalid("steps", steps.reason, steps.message);
  if (!Number.isInteger(steps.value)) return invalid("steps", "not-whole", SERIAL_MESSAGES.notWhole);
  if (steps.value > MAX_STEPS) return invalid("steps", "too-many-steps", SERIAL_MESSAGES.tooManySteps);
  const n = steps.value;

  const volume = readLabNumber(inputs.volume, WORDS.volume, { chosen: inputs.volumeUnit, lookup: lookupLabVolumeUnit });
  if (!volume.ok) return invalid("volume", volume.reason, volume.message);

  const concentrationSig = labSignificant([stock.significant, ratioSignificant]);
  const stockText = `${echoFigure(stock.value)} ${inputs.stockUnit}`;
  if (targetInStockUnit !== null) {
    if (targetInStockUnit >= stock.value) {
      return { kind: "unreachable", message: SERIAL_MESSAGES.unreachable(targetText, stockText) };
    }
    factor = factorForTarget(stock.value, targetInStockUnit, n);
  }

  const { transfer, diluent, mixed } = tubeVolumes(volume.value, factor, inputs.convention);
  const concentrations = tubeConcentrations(stock.value, factor, n);
  const last = concentrations[n - 1]!;
  const numbers = [factor, transfer, diluent, mixed, last];
  if (numbers.some((x) => !Number.isFinite(x))) return invalid(ratioField, "too-large", MESSAGE_TOO_LARGE);
  if (numbers.some((x) => x <= 0)) return invalid(ratioField, "too-small", MESSAGE_TOO_SMALL);

  const volumeSig = labSignificant([volume.significant, ratioSignificant]);
  const shown = shownTubeVolumes(volume.value, { transfer, diluent, mixed }, inputs.convention, volumeSig);
  const vol = (x: number) => `${labFigure(x, shown.digits).text} ${inputs.volumeUnit}`;
  const inMicrolitres = (x: number) => decimalRatio([x, inputs.volumeUnit === "mL" ? 1000 : 1]);
  let variant: SerialReadyVariant = "measurable";
  // A CSV row's words for a caution besides the state's own (the pipette's, under the stock's).
  const notes: string[] = [];
  let caution: string | null = null;
  const transferBelow = inMicrolitres(transfer) < PIPETTE_MINIMUM_UL;
  const diluentBelow = inMicrolitres(diluent) < PIPETTE_MINIMUM_UL;
  if (transferBelow && diluentBelow) {
    variant = "cautionVolumesBelowPipette";
    caution = SERIAL_MESSAGES.volumesBelowPipette(vol(shown.transfer), vol(shown.diluent));
  } else if (transferBelow) {
    variant = "cautionTransferBelowPipette";
    caution = SERIAL_MESSAGES.transferBelowPipette(vol(shown.transfer));
  } else if (diluentBelow) {
    variant = "cautionDiluentBelowPipette";
    caution = SERIAL_MESSAGES.diluentBelowPipette(vol(shown.diluent));
  }
  // A stock no solution can be (decisions.md: above 55 M gets a caution): said first, the
  // pipette's caution after it.
  if (concentrationUnit(inputs.stockUnit).family === "molar") {
    const molar = convertConcentration(stock.value, inputs.stockUnit, "M", null);
    if (molar !== null && aboveWater(molar)) {
      if (variant !== "measurable") notes.push(SERIAL_CAUTION_TEXT[variant]);
      variant = "cautionStockAboveWater";
      caution = [SERIAL_MESSAGES.stockAboveWater(stockText), caution].filter(Boolean).join(" ");
    }
  }

  const tubes: SerialTube[] = concentrations.map((c, i) => {
    const suited = suitedUnit(c, inputs.stockUnit, concentrationSig);
    return {
      tube: i + 1,
      concentration: c,
      value: suited.value,
      unit: suited.unit,
      text: `${labFigure(suited.value, concentrationSig).text} ${suited.unit}`,
      from: i === 0 ? "the stock" : `tube ${i}`,
      volumeAtEnd: i === n - 1 ? shown.mixed : decimalDifference(shown.mixed, shown.transfer),
    };
  });

  const text = {
    factor: inputs.mode === "factor" ? labFigure(factor, 15).text : workedFactor(factor, n, concentrationSig),
    transfer: vol(shown.transfer),
    diluent: vol(shown.diluent),
    mixed: vol(shown.mixed),
    stock: stockText,
  };
  const lastTube = tubes[n - 1]!;
  const summary = `Factor ${text.factor} per step (1 part in ${text.factor}), ${n} ${n === 1 ? "step" : "steps"} from ${stockText}: tube ${n} is ${lastTube.text}.`;
  const convention = conventionLine(inputs.convention, vol(volume.value), text, n);
  const instruction = instructionLine(text, n);
  const working = workingLines(inputs, text, vol(volume.value), n, lastTube.text, targetInStockUnit);
  const plan: SerialPlan = {
    mode: inputs.mode,
    convention: inputs.convention,
    stock: stock.value,
    stockUnit: inputs.stockUnit,
    factor,
    steps: n,
    volumeUnit: inputs.volumeUnit,
    finalVolume: volume.value,
    transfer,
    diluent,
    mixedVolume: mixed,
    tubes,
    text,
    summary,
    conventionText: convention,
    instruction,
    working,
    copy: [
      summary,
      convention,
      instruction,
      ...tubes.map((t) => `Tube ${t.tube}: ${t.text}`),
      ...(caution ? [`Caution: ${caution}`] : []),
    ].join("\n"),
    csv: serialCsv(inputs, stock.value, shown, tubes, concentrationSig, shown.digits, variant, notes, [
      ["Stock", stockText],
      ["Dilution factor per step", text.factor],
      [
        "Factor from",
        inputs.mode === "factor"
          ? "typed"
          : `worked out from the final tube's concentration, ${inputs.target.trim()} ${inputs.targetUnit}`,
      ],
      ["Steps (tubes)", String(n)],
      ["Final volume per tube", vol(volume.value)],
      ["Volume convention", VOLUME_CONVENTION_TEXT[inputs.convention]],
    ]),
  };
  return caution === null
    ? { kind: "ready", variant: "measurable", plan, caution: null }
    : { kind: "ready", variant: variant as Exclude<SerialReadyVariant, "measurable">, plan, caution };
}
