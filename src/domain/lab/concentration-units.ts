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
  lookupConcentrationUnit,
  lookupMolarMassUnit,
  molarMassUnit,
  type ConcentrationFamily,
  type ConcentrationSymbol,
  type MolarMassSymbol,
} from "~/domain/units";
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

/** What was typed and chosen. `solute`: the name of a COMMON_SOLUTES entry chosen, or null. */
export interface ConcentrationInputs {
  readonly value: string;
  readonly unit: ConcentrationSymbol;
  readonly molecularWeight: string;
  readonly molecularWeightUnit: MolarMassSymbol;
  readonly solute: string | null;
}

export const DEFAULT_CONCENTRATION_INPUTS: ConcentrationInputs = {
  value: "",
  unit: "mg/mL",
  molecularWeight: "",
  molecularWeightUnit: "g/mol",
  solute: null,
};

export type ConcentrationField = "value" | "molecularWeight";

/** Why a field was refused: the lab tools' reasons, a molecular weight below 1 g/mol, a result out of range. */
export type ConcentrationInvalidReason = LabReadingReason | "below-hydrogen" | "too-large" | "too-small";

export interface ConcentrationCell {
  readonly unit: ConcentrationSymbol;
  readonly family: ConcentrationFamily;
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
  readonly unit: ConcentrationSymbol;
  /** Molecular weight in g/mol, or null when none was entered. */
  readonly molecularWeight: number | null;
  /** The chosen common solute, when the molecular weight is still its own. */
  readonly solute: CommonSolute | null;
  readonly significant: number;
  /** The nine units, in CONCENTRATION_UNITS order. */
  readonly cells: readonly ConcentrationCell[];
  /** The working, one line per step: "1 mg/mL = 1 g/L", "1 g/L ÷ 66,500 g/mol = 0.00001504 M". */
  readonly working: readonly string[];
  /** The line 'Copy' puts on the clipboard, caution included. */
  readonly copy: string;
}

export type ConcentrationStatus =
  | LabEmptyStatus
  | LabInvalidStatus<ConcentrationField, ConcentrationInvalidReason>
  | LabReadyStatus<
      "complete" | "massOnly" | "molarOnly",
      "cautionAboveWater" | "cautionAboveWaterMolarOnly" | "cautionAboveSolubility",
      { readonly table: ConversionTable }
    >;

export type ConcentrationReadyVariant = Extract<ConcentrationStatus, { kind: "ready" }>["variant"];

export const CONCENTRATION_MESSAGES = {
  empty: "Enter a concentration to see it in every unit.",
  belowHydrogen: BELOW_HYDROGEN,
  tooLarge: MESSAGE_TOO_LARGE,
  tooSmall: MESSAGE_TOO_SMALL,
  /** The text of a cell that needs the molecular weight. */
  needsMolecularWeight: (unit: ConcentrationSymbol) =>
    `No ${unit} without a molecular weight: enter it in g/mol or kDa, or choose a solute.`,
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
} as const;

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
function withUnit(figure: string, unit: ConcentrationSymbol): string {
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
  equivalenceLine("mass"),
  equivalenceLine("molar"),
  `1 kDa = ${echoFigure(molecularWeightInGPerMol(1, "kDa"))} g/mol`,
];

const invalid = labInvalid<ConcentrationField, ConcentrationInvalidReason>;

/** A molecular weight as typed (in its unit) and in g/mol. */
interface MolecularWeight {
  readonly typed: number;
  readonly unit: MolarMassSymbol;
  readonly gPerMol: number;
  readonly significant: number;
}

/** The status of the converter for what was typed and chosen. */
export function evaluateConcentration(inputs: ConcentrationInputs): ConcentrationStatus {
  const valueBlank = inputs.value.trim() === "";
  const value = valueBlank
    ? null
    : readLabNumber(inputs.value, WORDS.value, { chosen: inputs.unit, lookup: lookupConcentrationUnit });
  if (value && !value.ok) return invalid("value", value.reason, value.message);

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
  if (!value) return { kind: "empty", message: CONCENTRATION_MESSAGES.empty };

  const from = concentrationUnit(inputs.unit);
  const gPerMol = mw?.gPerMol ?? null;
  const significant = labSignificant([value.significant, mw?.significant ?? 0]);
  const values = CONCENTRATION_UNITS.map((u) => convertConcentration(value.value, inputs.unit, u.symbol, gPerMol));
  if (values.some((v) => v !== null && !Number.isFinite(v)))
    return invalid("value", "too-large", CONCENTRATION_MESSAGES.tooLarge);
  if (values.some((v) => v === 0)) return invalid("value", "too-small", CONCENTRATION_MESSAGES.tooSmall);

  const candidate = soluteNamed(inputs.solute);
  const solute = candidate && gPerMol === Number(candidate.molecularWeight) ? candidate : null;
  // The solubility is checked for the solute chosen, or for the one whose molecular weight was
  // typed (58.44 g/mol is sodium chloride's), as the molarity calculator does: the same solution
  // gets the same caution however its molecular weight was entered.
  const soluble = solute ?? (gPerMol === null ? null : soluteOfMolecularWeight(gPerMol));
  const cells: ConcentrationCell[] = CONCENTRATION_UNITS.map((u, i) => {
    const v = values[i] ?? null;
    if (v === null) {
      const why = CONCENTRATION_MESSAGES.needsMolecularWeight(u.symbol);
      return { unit: u.symbol, family: u.family, value: null, figure: null, text: why, why, typed: false };
    }
    // Same family: an exact shift by a power of ten, every digit kept; else significant figures.
    const figure = u.family === from.family ? labFigure(v, 15) : labFigure(v, significant);
    return {
      unit: u.symbol,
      family: u.family,
      value: v,
      figure,
      text: withUnit(figure.text, u.symbol),
      why: null,
      typed: u.symbol === inputs.unit,
    };
  });

  const inUnit = (symbol: ConcentrationSymbol) =>
    values[CONCENTRATION_UNITS.findIndex((u) => u.symbol === symbol)] ?? null;
  const molar = inUnit("M");
  const gramsPerLitre = inUnit("g/L");

  let caution: string | null = null;
  let variant: ConcentrationReadyVariant = mw !== null ? "complete" : from.family === "mass" ? "massOnly" : "molarOnly";
  if (molar !== null && aboveWater(molar)) {
    variant = mw === null ? "cautionAboveWaterMolarOnly" : "cautionAboveWater";
    caution = mw === null ? CONCENTRATION_MESSAGES.aboveWaterMolarOnly : CONCENTRATION_MESSAGES.aboveWater;
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

  const table: ConversionTable = {
    value: value.value,
    unit: inputs.unit,
    molecularWeight: gPerMol,
    solute,
    significant,
    cells,
    working: workingLines(value.value, inputs.unit, mw, significant),
    copy: copyLine(value.value, inputs.unit, mw, solute, cells, caution),
  };
  return caution === null
    ? { kind: "ready", variant: variant as "complete" | "massOnly" | "molarOnly", table, caution: null }
    : {
        kind: "ready",
        variant: variant as "cautionAboveWater" | "cautionAboveWaterMolarOnly" | "cautionAboveSolubility",
        table,
        caution,
      };
}

/** "66.5 kDa (66,500 g/mol)" or "58.44 g/mol". */
function molecularWeightText(mw: MolecularWeight): string {
  const typed = `${echoFigure(mw.typed)} ${mw.unit}`;
  return mw.unit === "g/mol" ? typed : `${typed} (${echoFigure(mw.gPerMol)} g/mol)`;
}

/** The working, step by step, in the family's base unit (g/L or M). */
function workingLines(
  value: number,
  unit: ConcentrationSymbol,
  mw: MolecularWeight | null,
  significant: number,
): string[] {
  const family = concentrationUnit(unit).family;
  const base = family === "mass" ? "g/L" : "M";
  const baseValue = toFamilyBase(value, unit);
  const typed = withUnit(echoFigure(value), unit);
  const inBase = withUnit(echoFigure(baseValue), base);
  const lines: string[] = [];
  if (unit === "% w/v") lines.push(`${typed} = ${inBase} (1 % w/v is 1 g per 100 mL)`);
  else if (unit === "ppm") lines.push(`${typed} = ${echoFigure(value)} mg/L = ${inBase} (ppm read as mg/L)`);
  else if (unit !== base) lines.push(`${typed} = ${inBase}`);
  if (mw === null) return lines;
  const gPerMol = `${echoFigure(mw.gPerMol)} g/mol`;
  if (mw.unit !== "g/mol") lines.push(`${echoFigure(mw.typed)} ${mw.unit} = ${gPerMol}`);
  if (family === "mass") {
    lines.push(
      `${inBase} ÷ ${gPerMol} = ${withUnit(labFigure(decimalRatio([baseValue], [mw.gPerMol]), significant).text, "M")}`,
    );
  } else {
    lines.push(
      `${inBase} × ${gPerMol} = ${withUnit(labFigure(decimalRatio([baseValue, mw.gPerMol]), significant).text, "g/L")}`,
    );
  }
  return lines;
}

/** "1 mg/mL, molecular weight 66.5 kDa (66,500 g/mol) = 1,000 mcg/mL = … = 15.04 µM = 15,038 nM". */
function copyLine(
  value: number,
  unit: ConcentrationSymbol,
  mw: MolecularWeight | null,
  solute: CommonSolute | null,
  cells: readonly ConcentrationCell[],
  caution: string | null,
): string {
  const typed = withUnit(echoFigure(value), unit);
  const about =
    mw === null
      ? " (no molecular weight)"
      : `, molecular weight ${molecularWeightText(mw)}${solute ? ` (${solute.name}, ${solute.formula})` : ""}`;
  const shown = cells
    .filter((c) => !c.typed && c.value !== null)
    .map((c) => (c.unit === "ppm" ? `${c.text} (as mg/L)` : c.text));
  const missing = cells.filter((c) => c.value === null).map((c) => c.unit);
  const needs = missing.length > 0 ? `; ${listWords(missing)} need a molecular weight` : "";
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
  { id: "solubility", text: SOLUBILITY_SOURCE },
];
