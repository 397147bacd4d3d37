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
  isDensityPercent,
  lookupConcentrationUnit,
  lookupDensityPercentUnit,
  lookupDensityUnit,
  lookupMolarMassUnit,
  type ConcentrationFamily,
  type ConcentrationSymbol,
  type MolarMassSymbol,
} from "~/domain/units";
import { REAGENT_SOURCES, reagentNamed, type Reagent } from "./reagents";
import { labInvalid } from "./lab-field";
import { echoFigure, labFigure, labSignificant, readLabNumber, type LabSource } from "./lab-reading";
import {
  aboveSolubility,
  aboveWater,
  LIGHTEST_MOLECULAR_WEIGHT,
  soluteOfMolecularWeight,
  COMMON_SOLUTES,
  SOLUBILITY_SOURCE,
  solubilityGramsPerLitre,
  soluteNamed,
  type CommonSolute,
} from "./solubility";

export { COMMON_SOLUTES, type CommonSolute };

export * from "./concentration-units.types";
export { convertConcentration, molecularWeightInGPerMol, toFamilyBase } from "./concentration-convert";
import { convertConcentration, molecularWeightInGPerMol, toFamilyBase } from "./concentration-convert";
export * from "./concentration-units.words";
import { CONCENTRATION_MESSAGES, WORDS } from "./concentration-units.words";
import {
  CONVERTER_UNITS,
  converterFamily,
  type ConcentrationCell,
  type ConcentrationInputs,
  type ConcentrationInvalidReason,
  type ConcentrationStatus,
  type ConcentrationTableField,
  type ConversionTable,
  type ConverterUnit,
  type ConcentrationReadyVariant,
} from "./concentration-units.types";

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
