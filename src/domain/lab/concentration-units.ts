/**
 * The concentration converter's domain (issue 32, `/concentration-converter`): one value typed in
 * any of mg/mL, mcg/mL, g/L, % w/v, ppm, M, mM, µM or nM, shown in all nine at once.
 *
 *   mass ↔ mass, molar ↔ molar   a power of ten (% w/v = g per 100 mL; ppm = mg/L, see below)
 *   molar (M) = mass concentration (g/L) ÷ molecular weight (g/mol)      1 kDa = 1,000 g/mol
 *
 * Each conversion is one decimal-exact ratio (exact.ts), rounded once. Units and their factors
 * are the one vocabulary's (src/domain/units.ts). ppm is read as mg/L, which is parts per million by
 * mass only for a dilute aqueous solution (about 1 g/mL): the ppm cell says so.
 *
 * `evaluateConcentration` takes what was typed and chosen and returns one status; a machine's
 * guarded `always` transitions map each status to one state:
 *
 *   empty                                   nothing typed in the value field
 *   invalid.{value, molecularWeight}        a field's hint (reason: see ConcentrationInvalidReason)
 *   ready.complete                          all nine units
 *   ready.massOnly / ready.molarOnly        no molecular weight: the other family's cells each
 *                                           say why they are empty
 *   ready.cautionAboveWater(MolarOnly)      above 55 M: no solution can exist
 *   ready.cautionAboveSolubility            above a listed solute's solubility at 25 °C
 *
 * Figures: a cell of the value's own family is an exact power-of-ten shift, shown with every
 * digit typed; a cell reached through the molecular weight keeps significant figures as the
 * molarity calculator does (at least 3, at most 6), trailing zeros dropped (lab-reading.ts).
 */
import { decimalRatio } from "~/domain/number/exact";
import {
  CONCENTRATION_UNITS,
  concentrationUnit,
  DENSITY_PERCENT_UNITS,
  densityPercentUnit,
  isDensityPercent,
  lookupConcentrationUnit,
  lookupDensityPercentUnit,
  lookupDensityUnit,
  lookupMolarMassUnit,
  molarMassUnit,
  type ConcentrationFamily,
  type ConcentrationSymbol,
  type DensityPercentSymbol,
  type MolarMassSymbol,
} from "~/domain/units";
import { REAGENT_SOURCES, reagentNamed, type Reagent } from "./reagents";
import {
  labInvalid,
  MESSAGE_TOO_LARGE,
  MESSAGE_TOO_SMALL,
  type LabEmptyStatus,
  type LabInvalidStatus,
  type LabReadyStatus,
} from "./lab-field";
import {
  echoFigure,
  labFigure,
  labSignificant,
  readLabNumber,
  type LabFigure,
  type LabReadingReason,
  type LabSource,
} from "./lab-reading";
import {
  aboveSolubility,
  aboveWater,
  BELOW_HYDROGEN,
  LIGHTEST_MOLECULAR_WEIGHT,
  soluteOfMolecularWeight,
  COMMON_SOLUTES,
  MAX_MOLARITY,
  SOLUBILITY_SOURCE,
  solubilityGramsPerLitre,
  soluteNamed,
  type CommonSolute,
} from "./solubility";

export { COMMON_SOLUTES, type CommonSolute };

/** A unit the converter reads a value in: the nine of the vocabulary, % w/w and % v/v. */
export type ConverterUnit = ConcentrationSymbol | DensityPercentSymbol;

/** The converter's units, in the order its table shows them (the percentages by density after the mass units). */
export const CONVERTER_UNITS: readonly ConverterUnit[] = [
  ...CONCENTRATION_UNITS.filter((u) => u.family === "mass").map((u) => u.symbol),
  ...DENSITY_PERCENT_UNITS.map((u) => u.symbol),
  ...CONCENTRATION_UNITS.filter((u) => u.family === "molar").map((u) => u.symbol),
];

/** A converter unit's kind: mass per volume, amount per volume, or a percentage that needs a density. */
export type ConverterFamily = ConcentrationFamily | "percent";

export function converterFamily(unit: ConverterUnit): ConverterFamily {
  return isDensityPercent(unit) ? "percent" : concentrationUnit(unit).family;
}

/** A converter unit in words, for the announcer: "percent weight per weight (g per 100 g of solution)". */
export function converterUnitWords(unit: ConverterUnit): string {
  return isDensityPercent(unit) ? densityPercentUnit(unit).words : concentrationUnit(unit).words;
}

/**
 * What was typed and chosen. `solute`: the name of a COMMON_SOLUTES entry chosen, or null;
 * `reagent`: the name of a REAGENTS entry chosen (src/domain/lab/reagents.ts), or null. `density`
 * (g/mL) is the solution's for % w/w and the pure liquid's for % v/v; `purity` (% of the weighed
 * product that is the compound, 100 when blank) multiplies a mass concentration typed; `target` (M)
 * and `finalVolume` (mL) ask how much of this solution makes a dilution (1 M and 1000 mL when blank).
 */
export interface ConcentrationInputs {
  readonly value: string;
  readonly unit: ConverterUnit;
  readonly molecularWeight: string;
  readonly molecularWeightUnit: MolarMassSymbol;
  readonly solute: string | null;
  readonly density: string;
  readonly purity: string;
  readonly target: string;
  readonly finalVolume: string;
  readonly reagent: string | null;
}

export const DEFAULT_CONCENTRATION_INPUTS: ConcentrationInputs = {
  value: "",
  unit: "mg/mL",
  molecularWeight: "",
  molecularWeightUnit: "g/mol",
  solute: null,
  density: "",
  purity: "",
  target: "",
  finalVolume: "",
  reagent: null,
};

/** The fields the table reads. */
export type ConcentrationTableField = "value" | "molecularWeight" | "density" | "purity";
/** The fields of the dilution asked of this solution ("To make … take …"). */
export type PreparationField = "target" | "finalVolume";
export type ConcentrationField = ConcentrationTableField | PreparationField;

/**
 * Why a field was refused: the lab tools' reasons, a molecular weight below 1 g/mol, a result out
 * of range, a percentage above 100, a density no liquid has, a purity with a unit it does not apply to.
 */
export type ConcentrationInvalidReason =
  | LabReadingReason
  | "below-hydrogen"
  | "too-large"
  | "too-small"
  | "above-100"
  | "implausible-density"
  | "purity-not-for-unit";

export interface ConcentrationCell {
  readonly unit: ConverterUnit;
  readonly family: ConverterFamily;
  /** The concentration in `unit`; null when it needs the molecular weight. */
  readonly value: number | null;
  readonly figure: LabFigure | null;
  /** "15.04 µM", "1,000 ppm", or why the cell is empty. */
  readonly text: string;
  /** Why the cell is empty ("No µM without a molecular weight: …"), else null. */
  readonly why: string | null;
  /** The unit the value was typed in. */
  readonly typed: boolean;
}

export interface ConversionTable {
  readonly value: number;
  readonly unit: ConverterUnit;
  /** Molecular weight in g/mol, or null when none was entered. */
  readonly molecularWeight: number | null;
  /** The chosen common solute, when the molecular weight is still its own. */
  readonly solute: CommonSolute | null;
  /** The chosen reagent, while the value, unit, molecular weight and density are still its own. */
  readonly reagent: Reagent | null;
  /** The compound's molarity (M), unrounded, or null without a molecular weight. */
  readonly molar: number | null;
  readonly significant: number;
  /** The eleven units, in CONVERTER_UNITS order. */
  readonly cells: readonly ConcentrationCell[];
  /** The working, one line per step: "1 mg/mL = 1 g/L", "1 g/L ÷ 66,500 g/mol = 0.00001504 M". */
  readonly working: readonly string[];
  /** The line 'Copy' puts on the clipboard, caution included. */
  readonly copy: string;
}

/** A % w/w or % v/v typed without the density it needs: no table, a prompt for the density. */
export interface NeedsDensityStatus {
  readonly kind: "needsDensity";
  /** Whose density: the solution's (% w/w) or the pure liquid's (% v/v). */
  readonly density: "solution" | "liquid";
  readonly message: string;
}

export type ConcentrationStatus =
  | LabEmptyStatus
  | NeedsDensityStatus
  | LabInvalidStatus<ConcentrationTableField, ConcentrationInvalidReason>
  | LabReadyStatus<
      "complete" | "massOnly" | "molarOnly",
      "cautionAboveWater" | "cautionAboveWaterMolarOnly" | "cautionAboveSolubility" | "cautionAboveWhole",
      { readonly table: ConversionTable }
    >;

export type ConcentrationReadyVariant = Extract<ConcentrationStatus, { kind: "ready" }>["variant"];

export const CONCENTRATION_MESSAGES = {
  empty: "Enter a concentration to see it in every unit.",
  belowHydrogen: BELOW_HYDROGEN,
  tooLarge: MESSAGE_TOO_LARGE,
  tooSmall: MESSAGE_TOO_SMALL,
  /** The text of a cell that needs the molecular weight. */
  needsMolecularWeight: (unit: ConverterUnit) =>
    `No ${unit} without a molecular weight: enter it in g/mol or kDa, or choose a solute or a reagent.`,
  /** A % w/w typed without a density: nothing is converted (a % w/w is never read as % w/v). */
  needsSolutionDensity:
    "A % w/w needs the solution's density to be converted: enter it in Density (g/mL) (on the bottle's label or its certificate), or choose a reagent. A % w/w is never read as % w/v.",
  /** A % v/v typed without a density. */
  needsLiquidDensity:
    "A % v/v needs the density of the pure liquid (ethanol is 0.789 g/mL at 20 °C) to be converted to a mass: enter it in Density (g/mL).",
  /** The % w/w cell without the solution's density. */
  wwNeedsDensity: "No % w/w without the solution's density: enter it in Density (g/mL), or choose a reagent.",
  /** The % w/w cell when a % v/v was typed: the density field holds the pure liquid's then. */
  wwFromVv:
    "No % w/w from a % v/v: that needs the solution's density too (with % v/v chosen, Density is the pure liquid's).",
  /** The % v/v cell, unless a % v/v was typed. */
  vvNeedsLiquid:
    "No % v/v: it needs the pure liquid's density. Choose % v/v and type the value with that liquid's density.",
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
  "ppm here is mg/L: parts per million by mass only for a dilute aqueous solution (density about 1 g/mL). Above about 1 % w/v (10\u202f000 ppm) a solution's density differs from 1 g/mL, and ppm by mass differs from mg/L.";

const WORDS = {
  value: { name: "Concentration", prompt: "a concentration" },
  molecularWeight: { name: "Molecular weight", prompt: "the molecular weight" },
  density: { name: "Density", prompt: "the density in g/mL" },
  purity: { name: "Purity", prompt: "the purity in %" },
  target: { name: "Target", prompt: "the target molarity" },
  finalVolume: { name: "Final volume", prompt: "the final volume in mL" },
} as const;

/** The densities read as a liquid's, in g/mL (below and above them: a unit slip, 1190 for 1.19). */
export const DENSITY_RANGE = { min: 0.5, max: 3 } as const;

/** A unit word after a value: the chosen unit's spellings; a bare "%" is the chosen percentage's, never another's. */
function lookupConverterUnit(chosen: ConverterUnit) {
  return (word: string): { readonly symbol: string } | undefined => {
    if (word.trim() === "%" && chosen.startsWith("%")) return { symbol: chosen };
    return lookupDensityPercentUnit(word) ?? lookupConcentrationUnit(word);
  };
}

const PERCENT_SIGN = (word: string) => (word.trim() === "%" ? { symbol: "%" } : undefined);

/** A value in `symbol` in its family's base unit: g/L (mass) or M (molar). */
export function toFamilyBase(value: number, symbol: ConcentrationSymbol): number {
  return decimalRatio([value, concentrationUnit(symbol).factor]);
}

/** A molecular weight in g/mol: 66.5 kDa → 66,500. */
export function molecularWeightInGPerMol(value: number, unit: MolarMassSymbol): number {
  return decimalRatio([value, molarMassUnit(unit).factor]);
}

/**
 * `value` in `from` converted to `to`, rounded once; `molecularWeight` in g/mol is needed only
 * between a mass and a molar unit (null is returned when it is missing).
 */
export function convertConcentration(
  value: number,
  from: ConcentrationSymbol,
  to: ConcentrationSymbol,
  molecularWeight: number | null,
): number | null {
  const f = concentrationUnit(from);
  const t = concentrationUnit(to);
  if (f.family === t.family) return decimalRatio([value, f.factor], [t.factor]);
  if (molecularWeight === null) return null;
  return f.family === "mass"
    ? decimalRatio([value, f.factor], [molecularWeight, t.factor])
    : decimalRatio([value, f.factor, molecularWeight], [t.factor]);
}

/** "15.04 µM", "0.9 % w/v", "1,000 ppm". */
function withUnit(figure: string, unit: ConverterUnit | "g/L" | "M"): string {
  return `${figure} ${unit}`;
}

/** The equivalences a page's formula box shows, computed: "1 mg/mL = 1,000 mcg/mL = 1 g/L = 0.1 % w/v = 1,000 ppm". */
export function equivalenceLine(family: ConcentrationFamily): string {
  const units = CONCENTRATION_UNITS.filter((u) => u.family === family);
  const first = units[0]!.symbol;
  return units.map((u) => withUnit(echoFigure(convertConcentration(1, first, u.symbol, null)!), u.symbol)).join(" = ");
}

export const CONCENTRATION_FORMULA: readonly string[] = [
  "molarity (M) = mass concentration (g/L) ÷ molecular weight (g/mol)",
  "mass concentration (g/L) = molarity (M) × molecular weight (g/mol)",
  "mass concentration (g/L) = % w/w × the solution's density (g/mL) × 10",
  "mass concentration (g/L) = % v/v × the pure liquid's density (g/mL) × 10",
  "volume to take (mL) = target (M) × final volume (mL) ÷ the solution's molarity (M), made up to the final volume",
  equivalenceLine("mass"),
  equivalenceLine("molar"),
  `1 kDa = ${echoFigure(molecularWeightInGPerMol(1, "kDa"))} g/mol`,
];

const invalid = labInvalid<ConcentrationTableField, ConcentrationInvalidReason>;

/** A molecular weight as typed (in its unit) and in g/mol. */
interface MolecularWeight {
  readonly typed: number;
  readonly unit: MolarMassSymbol;
  readonly gPerMol: number;
  readonly significant: number;
}

/** A positive number read from a field, with its significant figures. */
interface Reading {
  readonly value: number;
  readonly significant: number;
}

/** The status of the converter for what was typed and chosen. */
export function evaluateConcentration(inputs: ConcentrationInputs): ConcentrationStatus {
  const valueBlank = inputs.value.trim() === "";
  const value = valueBlank
    ? null
    : readLabNumber(inputs.value, WORDS.value, { chosen: inputs.unit, lookup: lookupConverterUnit(inputs.unit) });
  if (value && !value.ok) return invalid("value", value.reason, value.message);
  if (value && isDensityPercent(inputs.unit) && value.value > 100)
    return invalid("value", "above-100", CONCENTRATION_MESSAGES.above100(inputs.unit));

  let mw: MolecularWeight | null = null;
  if (inputs.molecularWeight.trim() !== "") {
    const unit = inputs.molecularWeightUnit;
    const read = readLabNumber(inputs.molecularWeight, WORDS.molecularWeight, {
      chosen: unit,
      lookup: lookupMolarMassUnit,
    });
    if (!read.ok) return invalid("molecularWeight", read.reason, read.message);
    mw = {
      typed: read.value,
      unit,
      gPerMol: molecularWeightInGPerMol(read.value, unit),
      significant: read.significant,
    };
    if (mw.gPerMol < LIGHTEST_MOLECULAR_WEIGHT)
      return invalid("molecularWeight", "below-hydrogen", CONCENTRATION_MESSAGES.belowHydrogen);
  }

  let density: Reading | null = null;
  if (inputs.density.trim() !== "") {
    const read = readLabNumber(inputs.density, WORDS.density, { chosen: "g/mL", lookup: lookupDensityUnit });
    if (!read.ok)
      return invalid(
        "density",
        read.reason,
        read.reason === "other-unit" ? CONCENTRATION_MESSAGES.densityOtherUnit : read.message,
      );
    if (read.value < DENSITY_RANGE.min || read.value > DENSITY_RANGE.max)
      return invalid("density", "implausible-density", CONCENTRATION_MESSAGES.implausibleDensity);
    density = read;
  }

  let purity: Reading | null = null;
  if (inputs.purity.trim() !== "") {
    const read = readLabNumber(inputs.purity, WORDS.purity, { chosen: "%", lookup: PERCENT_SIGN });
    if (!read.ok) return invalid("purity", read.reason, read.message);
    if (read.value > 100) return invalid("purity", "above-100", CONCENTRATION_MESSAGES.purityAbove100);
    if (converterFamily(inputs.unit) !== "mass")
      return invalid("purity", "purity-not-for-unit", CONCENTRATION_MESSAGES.purityNotForUnit);
    purity = read;
  }
  if (!value) return { kind: "empty", message: CONCENTRATION_MESSAGES.empty };

  const family = converterFamily(inputs.unit);
  if (family === "percent" && density === null) {
    const liquid = inputs.unit === "% v/v";
    return {
      kind: "needsDensity",
      density: liquid ? "liquid" : "solution",
      message: liquid ? CONCENTRATION_MESSAGES.needsLiquidDensity : CONCENTRATION_MESSAGES.needsSolutionDensity,
    };
  }
  const gPerMol = mw?.gPerMol ?? null;
  const significant = labSignificant([
    value.significant,
    mw?.significant ?? 0,
    density?.significant ?? 0,
    purity?.significant ?? 0,
  ]);

  // The compound's concentration in g/L and in M, each one decimal-exact ratio of what was typed
  // (numerators and denominators), so that every cell is rounded once.
  const v = value.value;
  type Ratio = readonly [readonly number[], readonly number[]];
  let grams: Ratio | null;
  let moles: Ratio | null;
  if (family === "percent") {
    grams = [[v, density!.value, 10], []];
    moles = gPerMol === null ? null : [[v, density!.value, 10], [gPerMol]];
  } else if (family === "mass") {
    const f = concentrationUnit(inputs.unit as ConcentrationSymbol).factor;
    const p = purity ? [purity.value] : [];
    const per = purity ? [100] : [];
    grams = [[v, f, ...p], per];
    moles =
      gPerMol === null
        ? null
        : [
            [v, f, ...p],
            [gPerMol, ...per],
          ];
  } else {
    const f = concentrationUnit(inputs.unit as ConcentrationSymbol).factor;
    moles = [[v, f], []];
    grams = gPerMol === null ? null : [[v, f, gPerMol], []];
  }
  const per = (ratio: Ratio | null, ...by: number[]) => (ratio ? decimalRatio(ratio[0], [...ratio[1], ...by]) : null);
  const gramsPerLitre = per(grams);
  const molar = per(moles);
  // The solution's density gives % w/w; with % v/v chosen the density is the pure liquid's.
  const solutionDensity = inputs.unit === "% v/v" ? null : density;

  // A cell of the typed unit's own family, reached without a density or a purity, is an exact
  // shift by a power of ten: every digit kept; any other cell keeps significant figures.
  const exactFamily = family !== "percent" && purity === null ? family : null;
  const values: (number | null)[] = CONVERTER_UNITS.map((unit) => {
    if (unit === inputs.unit && purity === null) return v;
    if (unit === "% v/v") return null;
    if (unit === "% w/w") return solutionDensity === null ? null : per(grams, solutionDensity.value, 10);
    const u = concentrationUnit(unit);
    return u.family === "mass" ? per(grams, u.factor) : per(moles, u.factor);
  });
  if (values.some((x) => x !== null && !Number.isFinite(x)))
    return invalid("value", "too-large", CONCENTRATION_MESSAGES.tooLarge);
  if (values.some((x) => x === 0)) return invalid("value", "too-small", CONCENTRATION_MESSAGES.tooSmall);

  const candidate = soluteNamed(inputs.solute);
  const solute = candidate && gPerMol === Number(candidate.molecularWeight) ? candidate : null;
  const reagentCandidate = reagentNamed(inputs.reagent);
  const reagent =
    reagentCandidate &&
    inputs.unit === "% w/w" &&
    v === Number(reagentCandidate.percent) &&
    gPerMol === Number(reagentCandidate.molecularWeight) &&
    density?.value === Number(reagentCandidate.density)
      ? reagentCandidate
      : null;
  // The solubility is checked for the solute chosen, or for the one whose molecular weight was
  // typed (58.44 g/mol is sodium chloride's), as the molarity calculator does: the same solution
  // gets the same caution however its molecular weight was entered.
  const soluble = solute ?? (gPerMol === null ? null : soluteOfMolecularWeight(gPerMol));
  const cells: ConcentrationCell[] = CONVERTER_UNITS.map((unit, i) => {
    const x = values[i] ?? null;
    const cellFamily = converterFamily(unit);
    if (x === null) {
      const why =
        unit === "% v/v"
          ? CONCENTRATION_MESSAGES.vvNeedsLiquid
          : unit === "% w/w" && inputs.unit === "% v/v"
            ? CONCENTRATION_MESSAGES.wwFromVv
            : unit === "% w/w" && gramsPerLitre !== null
              ? CONCENTRATION_MESSAGES.wwNeedsDensity
              : CONCENTRATION_MESSAGES.needsMolecularWeight(unit);
      return { unit, family: cellFamily, value: null, figure: null, text: why, why, typed: false };
    }
    const exact = (unit === inputs.unit && purity === null) || cellFamily === exactFamily;
    const figure = exact ? labFigure(x, 15) : labFigure(x, significant);
    return {
      unit,
      family: cellFamily,
      value: x,
      figure,
      text: withUnit(figure.text, unit),
      why: null,
      typed: unit === inputs.unit,
    };
  });
  const wholePercent = values[CONVERTER_UNITS.indexOf("% w/w")] ?? null;

  let caution: string | null = null;
  let variant: ConcentrationReadyVariant = mw !== null ? "complete" : family === "molar" ? "molarOnly" : "massOnly";
  if (molar !== null && aboveWater(molar)) {
    variant = mw === null ? "cautionAboveWaterMolarOnly" : "cautionAboveWater";
    caution = mw === null ? CONCENTRATION_MESSAGES.aboveWaterMolarOnly : CONCENTRATION_MESSAGES.aboveWater;
  } else if (wholePercent !== null && wholePercent > 100) {
    variant = "cautionAboveWhole";
    caution = CONCENTRATION_MESSAGES.aboveWhole(labFigure(wholePercent, significant).text);
  } else if (soluble && gramsPerLitre !== null && aboveSolubility(soluble, gramsPerLitre)) {
    const limit = solubilityGramsPerLitre(soluble);
    variant = "cautionAboveSolubility";
    // The limit to 3 figures, as every lab figure (5.42 M, not 5.4 M next to a typed 5.4 M).
    caution = CONCENTRATION_MESSAGES.aboveSolubility(
      soluble,
      labFigure(decimalRatio([limit], [gPerMol!]), 3).text,
      labFigure(limit, 3).text,
    );
  }

  const entries: Entries = { value: v, unit: inputs.unit, mw, density, purity, solute, reagent };
  const table: ConversionTable = {
    value: v,
    unit: inputs.unit,
    molecularWeight: gPerMol,
    solute,
    reagent,
    molar,
    significant,
    cells,
    working: workingLines(entries, gramsPerLitre, molar, significant),
    copy: copyLine(entries, cells, caution),
  };
  return caution === null
    ? { kind: "ready", variant: variant as "complete" | "massOnly" | "molarOnly", table, caution: null }
    : {
        kind: "ready",
        variant: variant as
          "cautionAboveWater" | "cautionAboveWaterMolarOnly" | "cautionAboveSolubility" | "cautionAboveWhole",
        table,
        caution,
      };
}

/** What was read, for the working and the copy line. */
interface Entries {
  readonly value: number;
  readonly unit: ConverterUnit;
  readonly mw: MolecularWeight | null;
  readonly density: Reading | null;
  readonly purity: Reading | null;
  readonly solute: CommonSolute | null;
  readonly reagent: Reagent | null;
}

/** "66.5 kDa (66,500 g/mol)" or "58.44 g/mol". */
function molecularWeightText(mw: MolecularWeight): string {
  const typed = `${echoFigure(mw.typed)} ${mw.unit}`;
  return mw.unit === "g/mol" ? typed : `${typed} (${echoFigure(mw.gPerMol)} g/mol)`;
}

/** The working, step by step, through g/L (and M with a molecular weight). */
function workingLines(e: Entries, gramsPerLitre: number | null, molar: number | null, significant: number): string[] {
  const typed = withUnit(echoFigure(e.value), e.unit);
  const lines: string[] = [];
  const gl = (x: number) => withUnit(labFigure(x, significant).text, "g/L");
  const family = converterFamily(e.unit);
  if (family === "percent") {
    const d = `${echoFigure(e.density!.value)} g/mL`;
    lines.push(
      e.unit === "% w/w"
        ? `${typed} × ${d} (the solution's density) × 10 = ${gl(gramsPerLitre!)} (1 % w/w is 1 g per 100 g of solution)`
        : `${typed} × ${d} (the pure liquid's density) × 10 = ${gl(gramsPerLitre!)} (1 % v/v is 1 mL of the liquid per 100 mL of solution)`,
    );
  } else {
    const base = family === "mass" ? "g/L" : "M";
    const baseValue = toFamilyBase(e.value, e.unit as ConcentrationSymbol);
    const inBase = withUnit(echoFigure(baseValue), base);
    if (e.unit === "% w/v") lines.push(`${typed} = ${inBase} (1 % w/v is 1 g per 100 mL)`);
    else if (e.unit === "ppm") lines.push(`${typed} = ${echoFigure(e.value)} mg/L = ${inBase} (ppm read as mg/L)`);
    else if (e.unit !== base) lines.push(`${typed} = ${inBase}`);
    if (e.purity)
      lines.push(
        `${inBase} of the product × ${echoFigure(e.purity.value)} % purity = ${gl(gramsPerLitre!)} of the compound`,
      );
  }
  if (e.mw !== null) {
    const gPerMol = `${echoFigure(e.mw.gPerMol)} g/mol`;
    if (e.mw.unit !== "g/mol") lines.push(`${echoFigure(e.mw.typed)} ${e.mw.unit} = ${gPerMol}`);
    if (family === "molar") {
      lines.push(`${withUnit(echoFigure(molar!), "M")} × ${gPerMol} = ${gl(gramsPerLitre!)}`);
    } else {
      const from = family === "percent" || e.purity ? gl(gramsPerLitre!) : withUnit(echoFigure(gramsPerLitre!), "g/L");
      lines.push(`${from} ÷ ${gPerMol} = ${withUnit(labFigure(molar!, significant).text, "M")}`);
    }
  }
  if (e.density && e.unit !== "% v/v" && e.unit !== "% w/w" && gramsPerLitre !== null)
    lines.push(
      `${gl(gramsPerLitre)} ÷ (${echoFigure(e.density.value)} g/mL × 10) = ${withUnit(labFigure(decimalRatio([gramsPerLitre], [e.density.value, 10]), significant).text, "% w/w")}`,
    );
  return lines;
}

/** "1 mg/mL, molecular weight 66.5 kDa (66,500 g/mol) = 1,000 mcg/mL = … = 15.04 µM = 15,038 nM". */
function copyLine(e: Entries, cells: readonly ConcentrationCell[], caution: string | null): string {
  const typed = withUnit(echoFigure(e.value), e.unit);
  const about = [
    e.reagent ? ` (${e.reagent.name}, ${e.reagent.formula})` : "",
    e.mw === null
      ? " (no molecular weight)"
      : `, molecular weight ${molecularWeightText(e.mw)}${e.solute ? ` (${e.solute.name}, ${e.solute.formula})` : ""}`,
    e.density ? `, density ${echoFigure(e.density.value)} g/mL` : "",
    e.purity ? `, purity ${echoFigure(e.purity.value)} %` : "",
  ].join("");
  const shown = cells
    .filter((c) => !(c.typed && e.purity === null) && c.value !== null)
    .map((c) => (c.unit === "ppm" ? `${c.text} (as mg/L)` : c.text));
  // The empty cells that need a molecular weight, as before issue 52; the percentages by density
  // only when a density was given (an ordinary conversion does not list them).
  const missing = cells.filter((c) => c.value === null && c.family !== "percent").map((c) => c.unit);
  const needs = [
    missing.length > 0 ? `; ${listWords(missing)} ${missing.length > 1 ? "need" : "needs"} a molecular weight` : "",
    e.density && e.unit === "% v/v" ? "; % w/w needs the solution's density too" : "",
  ].join("");
  return `${typed}${about} = ${shown.join(" = ")}${needs}${caution ? `. Caution: ${caution}` : ""}`;
}

/** "M, mM, µM and nM". */
function listWords(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The sources the converter page cites. */
export const SOURCES: readonly LabSource[] = [
  {
    id: "percent-w-v",
    text: "United States Pharmacopeia, General Notices 8.140 'Percentage concentrations': percent weight in volume (% w/v) is grams of a constituent in 100 mL of solution, so 1 % w/v = 10 g/L = 10 mg/mL.",
  },
  {
    id: "ppm",
    text: "IUPAC, Quantities, Units and Symbols in Physical Chemistry (the Green Book), 3rd ed. (2007): ppm stands for the number 10⁻⁶ and does not say of what; this page states that it reads ppm as mg/L. US EPA, National Primary Drinking Water Regulations: concentrations in mg/L, equal to ppm for dilute aqueous solutions (1 L of water is about 1 kg).",
  },
  {
    id: "dalton",
    text: "BIPM, The International System of Units (SI Brochure), 9th ed. (2019), Table 8: the dalton (Da); a molar mass in g/mol is numerically equal to the molecule's mass in Da, so 66.5 kDa is 66\u202f500 g/mol.",
  },
  {
    id: "molarity",
    text: "IUPAC Gold Book, 'amount concentration': amount of substance per volume of solution, mol/L (M); mass concentration = amount concentration × molar mass.",
  },
  {
    id: "percent-w-w",
    text: "IUPAC Gold Book, 'mass fraction': a percentage by mass (% w/w) is grams of solute per 100 g of solution; its mass concentration is the mass fraction × the solution's density (g/L = % w/w × density in g/mL × 10). A percentage by volume (% v/v) is mL of the pure liquid per 100 mL of solution: g/L = % v/v × the pure liquid's density × 10.",
  },
  { id: "solubility", text: SOLUBILITY_SOURCE },
  ...REAGENT_SOURCES,
];

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

/** "1000 mL (1 L)": a volume of a litre or more also in litres. */
function volumeText(ml: number): string {
  const text = `${echoFigure(ml)} mL`;
  return ml >= 1000 ? `${text} (${echoFigure(decimalRatio([ml], [1000]))} L)` : text;
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
