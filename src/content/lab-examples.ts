/**
 * Worked examples of the laboratory pages. Only the inputs are written here; every result is
 * computed by the calculators' own calc modules (through the same parser the forms use) and
 * formatted by their selectors, so a page can never show a number the calculator would not.
 */
import { calculateMolarity } from "~/machines/molarity/molarity.calc";
import {
  formatConcentration,
  formatMolarity,
  formatMolarityResult,
  type MolarityDisplay,
  type MolarityResultDisplay,
} from "~/machines/molarity/molarity.words";
import {
  COMMON_SOLUTES,
  DEFAULT_MOLARITY_UNITS,
  HYDRATE_NOTE,
  type MolarityMode,
  type MolarityResult,
  type MolarityUnits,
  type MolarityValues,
} from "~/machines/molarity/molarity.types";
import { calculateDilution } from "~/machines/dilution/dilution.calc";
import { dilutionShown, formatDilution, withUnit, type DilutionDisplay } from "~/machines/dilution/dilution.words";
import {
  DEFAULT_DILUTION_UNITS,
  type DilutionEntry,
  type DilutionResult,
  type DilutionUnits,
  type SolveFor,
} from "~/machines/dilution/dilution.types";
import { typeableNumber } from "~/domain/number/entry";
import { SOLUBILITY_SOURCE } from "~/machines/molarity/molarity.types";
import { MASS_PER_VOLUME_SOURCE, solubilityGramsPerLitre, solubilityMolar, soluteNamed } from "~/domain/lab/solubility";
import { BALANCE_SOURCE } from "~/domain/lab/balance";
import { formatNumber, formatSignificant } from "~/domain/number/format";
import { ABOVE_PIPETTES, PIPETTABLE_MINIMUM_UL, PIPETTES } from "~/domain/lab/dilution-units";
import type { FaqEntry } from "~/lib/meta";

function solveMolarity(
  values: Partial<MolarityValues>,
  mode: MolarityMode = "molarity",
  units: MolarityUnits = DEFAULT_MOLARITY_UNITS,
): MolarityResult {
  const full: MolarityValues = { mass: "", molecularWeight: "", volume: "", molarity: "", ...values };
  const outcome = calculateMolarity(full, mode, units);
  if (!outcome.ok) throw new Error(`Molarity example is invalid: ${JSON.stringify(values)} for ${mode}`);
  return outcome.result;
}

export interface MolarityExample {
  readonly solute: string;
  readonly mass: string;
  readonly molecularWeight: string;
  readonly volume: string;
  /** The values as typed into the calculator's fields. */
  readonly values: Partial<MolarityValues>;
  readonly result: MolarityResult;
  readonly display: MolarityDisplay;
}

/**
 * Every value is written as it is typed into the calculator's fields (the content test types each
 * one through the calculator's own parser), plain digits without grouping ("1000" mL). A
 * laboratory field reads a point as a decimal (5.844 g is read as written).
 */
const MOLARITY_EXAMPLE_INPUTS: ReadonlyArray<{ solute: string; values: Partial<MolarityValues> }> = [
  { solute: "Sodium chloride (NaCl)", values: { mass: "58.44", molecularWeight: "58.44", volume: "1000" } },
  { solute: "Glucose (C₆H₁₂O₆)", values: { mass: "1.8016", molecularWeight: "180.16", volume: "100" } },
  { solute: "Tris base", values: { mass: "60.57", molecularWeight: "121.14", volume: "1000" } },
  { solute: "Potassium chloride (KCl)", values: { mass: "0.7455", molecularWeight: "74.55", volume: "1000" } },
  { solute: "Caffeine", values: { mass: "0.0194", molecularWeight: "194.19", volume: "100" } },
];

export const MOLARITY_EXAMPLES: readonly MolarityExample[] = MOLARITY_EXAMPLE_INPUTS.map(({ solute, values }) => {
  const result = solveMolarity(values);
  return {
    solute,
    mass: `${values.mass} g`,
    molecularWeight: `${values.molecularWeight} g/mol`,
    volume: `${values.volume} mL`,
    values,
    result,
    display: formatMolarity(result.molar, result.significant, result.keepsZeros),
  };
});

/** The spec's placeholders as a check: 58.44 g NaCl (58.44 g/mol) in 1000 mL is 1 M. */
export const NACL_EXAMPLE = MOLARITY_EXAMPLES[0]!;

/** A worked example of solving for the mass to weigh, as the calculator shows it. */
export interface MassExample {
  readonly solute: string;
  /** "0.15 M" as typed. */
  readonly molarity: string;
  readonly molecularWeight: string;
  /** "500 mL" or "1 L" as typed. */
  readonly volume: string;
  /** The typed values and units, to enter in the calculator. */
  readonly values: Partial<MolarityValues>;
  readonly units: MolarityUnits;
  readonly result: MolarityResult;
  readonly display: MolarityResultDisplay;
  /** The molarity the calculator gives back for the computed mass (Solve for: Molarity). */
  readonly check: string;
  /** The computed mass as it is typed back to check it (a laboratory field reads "4.383" as written), in g. */
  readonly checkMass: string;
}

const MASS_EXAMPLE_INPUTS: ReadonlyArray<{
  solute: string;
  values: Partial<MolarityValues>;
  units?: Partial<MolarityUnits>;
}> = [
  { solute: "Sodium chloride (NaCl)", values: { molarity: "0.15", molecularWeight: "58.44", volume: "500" } },
  { solute: "Tris base", values: { molarity: "1", molecularWeight: "121.14", volume: "1" }, units: { volume: "L" } },
  { solute: "Sodium hydroxide (NaOH)", values: { molarity: "0.5", molecularWeight: "40.00", volume: "250" } },
  {
    solute: "Glucose (C₆H₁₂O₆)",
    values: { molarity: "10", molecularWeight: "180.16", volume: "100" },
    units: { molarity: "mM" },
  },
  { solute: "EDTA disodium dihydrate", values: { molarity: "0.5", molecularWeight: "372.24", volume: "100" } },
];

export const MASS_EXAMPLES: readonly MassExample[] = MASS_EXAMPLE_INPUTS.map(({ solute, values, units: chosen }) => {
  const units = { ...DEFAULT_MOLARITY_UNITS, ...chosen };
  const result = solveMolarity(values, "mass", units);
  const n = result.numbers;
  const checkMass = typeableNumber(n.mass, 12, "lab");
  const back = solveMolarity({
    mass: checkMass,
    molecularWeight: typeableNumber(n.molecularWeight, 12, "lab"),
    volume: typeableNumber(n.volume, 12, "lab"),
  });
  return {
    solute,
    molarity: `${values.molarity} ${units.molarity}`,
    molecularWeight: `${values.molecularWeight} g/mol`,
    volume: `${values.volume} ${units.volume}`,
    values,
    units,
    result,
    display: formatMolarityResult(result),
    check: formatConcentration(back.molar, units.molarity, back.significant, back.keepsZeros),
    checkMass,
  };
});

/** Solving for the mass: 0.15 M NaCl in 500 mL needs 4.383 g. */
export const WEIGH_EXAMPLE = MASS_EXAMPLES[0]!;

/** A mass too small to weigh (issue 52): 10 µM NaCl in 10 mL is 5.844 µg, a stock and a dilution. */
export const STOCK_EXAMPLE = (() => {
  const units = { ...DEFAULT_MOLARITY_UNITS, molarity: "µM" as const };
  const result = solveMolarity({ molarity: "10", molecularWeight: "58.44", volume: "10" }, "mass", units);
  return { molarity: "10 µM", volume: "10 mL", result, display: formatMolarityResult(result) };
})();

/** The questions of the molarity page; every number is the calculator's own answer. */
export function molarityFaq(): FaqEntry[] {
  const [nacl, tris, , glucose, edta] = MASS_EXAMPLES as [
    MassExample,
    MassExample,
    MassExample,
    MassExample,
    MassExample,
  ];
  const saltLimit = soluteNamed("Sodium chloride")!;
  const spec = NACL_EXAMPLE;
  return [
    {
      question: `How many grams of NaCl do I need for ${nacl.volume} of a ${nacl.molarity} solution?`,
      answer: `${nacl.display.headline}: molarity × molecular weight × volume in litres (${nacl.display.working}). ${nacl.display.bench} In the calculator, choose Solve for: Mass.`,
    },
    {
      question: `How do I make ${tris.volume} of ${tris.molarity} Tris base?`,
      answer: `${tris.display.bench} (${tris.display.working}.) Adjust the pH before making up to the final volume.`,
    },
    {
      question: "What if the mass is less than 1 g?",
      answer: `The calculator also gives it in mg, the unit a balance reads: ${glucose.volume} of ${glucose.molarity} glucose needs ${glucose.display.headline} (${glucose.display.also.join(", ")}). ${glucose.display.bench}`,
    },
    {
      question: "What if the mass is too small to weigh?",
      answer: `A balance that reads 0.1 mg weighs 0.05 mg only to ±100 %: below 100 × its readability (10 mg on that balance) the calculator gives a concentrated stock and one dilution instead of a mass to weigh. For ${STOCK_EXAMPLE.volume} of ${STOCK_EXAMPLE.molarity} NaCl (${STOCK_EXAMPLE.display.headline}): ${STOCK_EXAMPLE.display.bench} Choose what your balance reads under 'Balance reads'.`,
    },
    {
      question: `How do I make ${edta.volume} of ${edta.molarity} EDTA?`,
      answer: `${edta.display.headline} of the disodium dihydrate. ${edta.display.bench} It is the usual stock: the calculator does not call it impossible, though water alone dissolves only about 100 g per litre.`,
    },
    {
      question: "Why is 6 M sodium chloride refused when 36 g dissolve in 100 mL of water?",
      answer: `Solubility is quoted per 100 g of water, but a solution is measured per litre of solution, which is larger than the water in it. A saturated NaCl solution is 26.45 % w/w at a density of 1.197 g/mL: ${formatSignificant(solubilityGramsPerLitre(saltLimit), 3)} g per litre of solution, ${formatSignificant(solubilityMolar(saltLimit), 3)} M. Anything above that, or above 2 g of any solute per mL, gets a caution that it cannot be made.`,
    },
    {
      question: "How do I check a solution I already made?",
      answer: `Keep Solve for: Molarity and enter the mass you weighed, the molecular weight and the final volume: ${spec.mass} of NaCl (${spec.molecularWeight}) made up to ${spec.volume} is ${spec.display.molar}. A mass read off the balance as 4.383 g is typed as it reads, 4.383: in the laboratory calculators a point is always a decimal point, never a thousands separator.`,
    },
    {
      question: "Why does the hydrate have a different molecular weight?",
      answer: `${HYDRATE_NOTE} Weighing the dihydrate with the anhydrous molecular weight gives a solution about 10% weaker than intended.`,
    },
  ];
}

export interface DilutionExample {
  readonly title: string;
  readonly solveFor: SolveFor;
  /** The values as typed into the calculator's fields, in `units`. */
  readonly values: DilutionEntry;
  readonly units: DilutionUnits;
  /** Each value with its unit, as the calculator shows it ("10 mM", "5 µL"). */
  readonly c1: string;
  readonly v1: string;
  readonly c2: string;
  readonly v2: string;
  /** The diluent to add with its unit (V2 − V1, in the unit of V2). */
  readonly diluent: string;
  /** The molecular weight that linked a molar and a mass concentration ("58.44 g/mol"), or "". */
  readonly molecularWeight: string;
  /** What measures each volume, from the calculator's words. */
  readonly pipettes: string;
  readonly result: DilutionResult;
  readonly display: DilutionDisplay;
}

interface DilutionExampleInput {
  readonly title: string;
  readonly units: DilutionUnits;
  readonly solveFor: SolveFor;
  readonly values: DilutionEntry;
}

/**
 * A worked dilution that asks for `solveFor`: the three known values as typed, in `units` (the
 * page's unless given); the unknown's field is left empty, as the calculator's form has it.
 */
function asking<S extends SolveFor>(
  solveFor: S,
  title: string,
  units: Partial<DilutionUnits>,
  known: Omit<DilutionEntry, S>,
): DilutionExampleInput {
  return {
    title,
    units: { ...DEFAULT_DILUTION_UNITS, ...units },
    solveFor,
    values: { c1: "", v1: "", c2: "", v2: "", ...known },
  };
}

const DILUTION_EXAMPLE_INPUTS: readonly DilutionExampleInput[] = [
  asking("v1", "Stock 100 mg/mL to 10 mg/mL, 50 mL final", {}, { c1: "100", c2: "10", v2: "50" }),
  asking(
    "v1",
    "10 mM stock to 50 µM in 1 mL",
    { c1: "mM", c2: "µM", v1: "µL", v2: "µL" },
    {
      c1: "10",
      c2: "50",
      v2: "1000",
    },
  ),
  asking("v1", "10× PBS to 1×, 500 mL final", { c1: "×", c2: "×" }, { c1: "10", c2: "1", v2: "500" }),
  asking("v1", "1 M stock to 50 mM, 200 mL final", { c1: "M", c2: "mM" }, { c1: "1", c2: "50", v2: "200" }),
  asking(
    "v1",
    "95 % v/v ethanol to 70 % v/v, 100 mL final",
    { c1: "% v/v", c2: "% v/v" },
    {
      c1: "95",
      c2: "70",
      v2: "100",
    },
  ),
  asking(
    "v1",
    "1 M NaCl to 0.9 % w/v saline, 500 mL final",
    { c1: "M", c2: "% w/v" },
    {
      c1: "1",
      c2: "0.9",
      v2: "500",
      molecularWeight: "58.44",
    },
  ),
  asking("v2", "2 mL of 50 mg/mL diluted to 5 mg/mL", {}, { c1: "50", v1: "2", c2: "5" }),
  asking("c2", "5 mL of 20 mg/mL made up to 25 mL", {}, { c1: "20", v1: "5", v2: "25" }),
  asking("v1", "70 mg/mL stock to 1 mg/mL, 1 mL final", {}, { c1: "70", c2: "1", v2: "1" }),
];

function solveDilutionExample({ values, solveFor, units }: DilutionExampleInput): DilutionResult {
  const outcome = calculateDilution(values, solveFor, units);
  if (!outcome.ok) throw new Error(`Dilution example is invalid: ${JSON.stringify(values)} for ${solveFor}`);
  return outcome.result;
}

export const DILUTION_EXAMPLES: readonly DilutionExample[] = DILUTION_EXAMPLE_INPUTS.map((input) => {
  const { title, units, solveFor, values } = input;
  const result = solveDilutionExample(input);
  // As the calculator shows them: each value with its unit, the diluent to the decimals of its inputs.
  const shown = dilutionShown(result);
  const display = formatDilution(result);
  return {
    title,
    solveFor,
    values,
    units,
    c1: withUnit(shown.text.c1, units.c1),
    v1: withUnit(shown.text.v1, units.v1),
    c2: withUnit(shown.text.c2, units.c2),
    v2: withUnit(shown.text.v2, units.v2),
    diluent: withUnit(shown.diluent, units.v2),
    molecularWeight: result.molecularWeight === null ? "" : `${values.molecularWeight} g/mol`,
    pipettes: display.pipettes ?? "",
    result,
    display,
  };
});

/** The spec's 'How to Use' example: 100 mg/mL to 10 mg/mL in a final 50 mL. */
export const HOW_TO_EXAMPLE = DILUTION_EXAMPLES[0]!;

/** The units example: 10 mM to 50 µM in 1 mL (5 µL of stock, not 5 mL: no 1 000-fold slip). */
export const UNITS_EXAMPLE = DILUTION_EXAMPLES[1]!;

/** The ethanol example: % v/v by C1V1 = C2V2 is approximate (ethanol and water contract on mixing). */
export const ETHANOL_EXAMPLE = DILUTION_EXAMPLES[4]!;

/** The molecular-weight example: 1 M NaCl to 0.9 % w/v saline. */
export const SALINE_EXAMPLE = DILUTION_EXAMPLES[5]!;

/** The pipette example: 70 mg/mL to 1 mg/mL in 1 mL, 14.3 µL of stock. */
export const PIPETTE_EXAMPLE = DILUTION_EXAMPLES[8]!;

// ---------------------------------------------------------------------------------------------
// Page views (built at pre-render time by the lab pages' loaders): the examples as text only.

/** A molarity example as the page shows it. */
export type MolarityExampleView = Omit<MolarityExample, "result">;
/** A dilution example as the page shows it. */
export type DilutionExampleView = Omit<DilutionExample, "result">;

function withoutResult<T extends { result: unknown }>({ result: _result, ...rest }: T): Omit<T, "result"> {
  return rest;
}

/** A mass example as the page shows it. */
export type MassExampleView = Omit<MassExample, "result">;

export interface MolarityPageView {
  readonly heading: string;
  readonly nacl: MolarityExampleView;
  readonly examples: readonly MolarityExampleView[];
  readonly weigh: MassExampleView;
  readonly massExamples: readonly MassExampleView[];
  readonly faq: readonly FaqEntry[];
  readonly solutes: typeof COMMON_SOLUTES;
  /** Plain-text sources of the solubilities behind the calculator's caution. */
  readonly sources: readonly string[];
}

export function molarityPageView(heading: string): MolarityPageView {
  return {
    heading,
    nacl: withoutResult(NACL_EXAMPLE),
    examples: MOLARITY_EXAMPLES.map(withoutResult),
    weigh: withoutResult(WEIGH_EXAMPLE),
    massExamples: MASS_EXAMPLES.map(withoutResult),
    faq: molarityFaq(),
    solutes: COMMON_SOLUTES,
    sources: [SOLUBILITY_SOURCE, MASS_PER_VOLUME_SOURCE, BALANCE_SOURCE],
  };
}

/** The 'How to Use' steps of the dilution page; the example's numbers come from the calculator's calc module. */
export const DILUTION_HOW_TO_STEPS: readonly string[] = [
  "Choose what to solve for: V1 (the stock volume, selected at first), V2 (the final volume) or C2 (the final concentration). Its field is calculated and cannot be typed in.",
  "Enter the other three values and choose each one's unit with the buttons beside it: C1 and C2 in M to fM, g/L to ng/mL, ppm or ppb (mg/L, µg/L), % w/v, % v/v or × (mg/mL at first); V1 and V2 in nL, µL, mL or L (mL at first). C1 and C2 of one kind are converted exactly; between molar and mass units, enter the molecular weight.",
  "Press Calculate. The unknown appears in its field and below the form, in its unit, with the volume of diluent to add (V2 − V1) and the pipette for each volume.",
  `Example: a stock of ${HOW_TO_EXAMPLE.c1} diluted to ${HOW_TO_EXAMPLE.c2} in a final ${HOW_TO_EXAMPLE.v2} needs V1 = ${HOW_TO_EXAMPLE.v1}, i.e. ${HOW_TO_EXAMPLE.v1} stock plus ${HOW_TO_EXAMPLE.diluent} diluent.`,
  `With units: a ${UNITS_EXAMPLE.c1} stock diluted to ${UNITS_EXAMPLE.c2} in ${UNITS_EXAMPLE.v2} needs ${UNITS_EXAMPLE.v1} of stock plus ${UNITS_EXAMPLE.diluent} of diluent (${UNITS_EXAMPLE.display.conversion}).`,
];

export interface DilutionPageView {
  readonly heading: string;
  readonly howToSteps: readonly string[];
  readonly howTo: DilutionExampleView;
  /** An example whose unknown is rounded (95 % v/v to 70 % v/v), and approximate (ethanol). */
  readonly rounded: DilutionExampleView;
  /** 10 mM to 50 µM in 1 mL: units converted. */
  readonly units: DilutionExampleView;
  /** 1 M NaCl to 0.9 % w/v: through the molecular weight. */
  readonly saline: DilutionExampleView;
  /** An example whose stock volume is a pipette's (70 mg/mL to 1 mg/mL in 1 mL: 14.3 µL, a P20). */
  readonly small: DilutionExampleView;
  readonly examples: readonly DilutionExampleView[];
  /** "0.2": under this many µL no pipette measures a volume (a caution). */
  readonly belowPipette: string;
  /** Each pipette and the volumes it takes, from the calculator's table: "a P2 for 0.2–2 µL, a P20 for 2–20 µL, …". */
  readonly pipetteRanges: string;
  /** What measures a volume above the largest pipette (1 mL). */
  readonly abovePipettes: string;
}

/** The pipettes' ranges in words, from the one table the calculator uses (dilution-units.ts). */
function pipetteRanges(): string {
  return PIPETTES.map((p, i) => {
    const from = i === 0 ? PIPETTABLE_MINIMUM_UL : PIPETTES[i - 1]!.maxUl;
    return `a ${p.name} for ${formatNumber(from, 3)}–${formatNumber(p.maxUl, 3)} µL`;
  }).join(", ");
}

export function dilutionPageView(heading: string): DilutionPageView {
  return {
    heading,
    howToSteps: DILUTION_HOW_TO_STEPS,
    howTo: withoutResult(HOW_TO_EXAMPLE),
    rounded: withoutResult(ETHANOL_EXAMPLE),
    units: withoutResult(UNITS_EXAMPLE),
    saline: withoutResult(SALINE_EXAMPLE),
    small: withoutResult(PIPETTE_EXAMPLE),
    examples: DILUTION_EXAMPLES.map(withoutResult),
    belowPipette: String(PIPETTABLE_MINIMUM_UL),
    pipetteRanges: pipetteRanges(),
    abovePipettes: ABOVE_PIPETTES,
  };
}
