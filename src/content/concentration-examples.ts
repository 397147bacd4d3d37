/**
 * The concentration converter page's worked examples and FAQ, each computed at pre-render time by
 * the converter's own domain code (src/domain/lab/concentration-units.ts): no figure on the page is
 * typed by hand. Every example is typed into the converter exactly as the table shows it.
 */
import {
  CONCENTRATION_FORMULA,
  evaluateConcentration,
  PPM_CONVENTION,
  SOURCES,
  DEFAULT_CONCENTRATION_INPUTS,
  type ConcentrationInputs,
  type ConverterUnit,
} from "~/domain/lab/concentration-units";
import { evaluatePreparation, PREPARATION_MESSAGES } from "~/domain/lab/reagent-preparation";
import { REAGENTS, type Reagent } from "~/domain/lab/reagents";
import { labFigure } from "~/domain/lab/lab-reading";
import type { MolarMassSymbol } from "~/domain/units";
import type { FaqEntry } from "~/lib/meta";
import { labPageView, type LabPageView } from "./lab-page-view";

export interface ConcentrationExampleView {
  readonly title: string;
  /** As typed: "1 mg/mL". */
  readonly typed: string;
  /** As typed: "66.5 kDa", or "none"; with a density: "36.46 g/mol, 1.19 g/mL". */
  readonly molecularWeight: string;
  /** The unit asked for and the converter's answer: "15 µM". */
  readonly answer: string;
  /** The converter's working, joined. */
  readonly working: string;
}

interface ExampleInput {
  readonly title: string;
  readonly value: string;
  readonly unit: ConverterUnit;
  readonly molecularWeight?: string;
  readonly molecularWeightUnit?: MolarMassSymbol;
  readonly density?: string;
  readonly to: ConverterUnit;
}

const EXAMPLES: readonly ExampleInput[] = [
  {
    title: "BSA, a 66.5 kDa protein",
    value: "1",
    unit: "mg/mL",
    molecularWeight: "66.50",
    molecularWeightUnit: "kDa",
    to: "µM",
  },
  { title: "Normal saline (NaCl)", value: "0.9", unit: "% w/v", molecularWeight: "58.44", to: "mM" },
  {
    title: "An IgG antibody, 150 kDa",
    value: "1",
    unit: "µM",
    molecularWeight: "150",
    molecularWeightUnit: "kDa",
    to: "mg/mL",
  },
  { title: "Tris base buffer", value: "10", unit: "mM", molecularWeight: "121.14", to: "g/L" },
  { title: "Glucose 5 % w/v", value: "5", unit: "% w/v", molecularWeight: "180.16", to: "mM" },
  {
    title: "Hydrochloric acid 37 % w/w, as the bottle says",
    value: "37",
    unit: "% w/w",
    molecularWeight: "36.46",
    density: "1.19",
    to: "M",
  },
  { title: "A trace in water, no molecular weight", value: "2.5", unit: "ppm", to: "mcg/mL" },
];

function compute(ex: ExampleInput) {
  const inputs: ConcentrationInputs = {
    ...DEFAULT_CONCENTRATION_INPUTS,
    value: ex.value,
    unit: ex.unit,
    molecularWeight: ex.molecularWeight ?? "",
    molecularWeightUnit: ex.molecularWeightUnit ?? "g/mol",
    density: ex.density ?? "",
  };
  const status = evaluateConcentration(inputs);
  if (status.kind !== "ready")
    throw new Error(`worked example "${ex.title}" is not converted: ${JSON.stringify(status)}`);
  return status.table;
}

export function concentrationExamples(): ConcentrationExampleView[] {
  return EXAMPLES.map((ex) => {
    const table = compute(ex);
    return {
      title: ex.title,
      typed: `${ex.value} ${ex.unit}`,
      molecularWeight: [
        ex.molecularWeight ? `${ex.molecularWeight} ${ex.molecularWeightUnit ?? "g/mol"}` : "none",
        ...(ex.density ? [`density ${ex.density} g/mL`] : []),
      ].join(", "),
      answer: table.cells.find((c) => c.unit === ex.to)!.text,
      working: table.working.join("; "),
    };
  });
}

/** A reagent as its bottle is labelled, typed into the converter (as its button fills it). */
const inputsOf = (r: Reagent): ConcentrationInputs => ({
  ...DEFAULT_CONCENTRATION_INPUTS,
  value: r.percent,
  unit: "% w/w",
  molecularWeight: r.molecularWeight,
  density: r.density,
  reagent: r.name,
});

/** One row of the page's reagent table: the label's figures, then the converter's answers. */
export interface ReagentRowView {
  /** "Hydrochloric acid (HCl)". */
  readonly name: string;
  readonly percent: string;
  /** "1.19 g/mL at 20 °C": the density at the temperature its source gives. */
  readonly density: string;
  readonly molecularWeight: string;
  /** The converter's molarity for the label's figures: "12.08 M". */
  readonly molarity: string;
  /** What the source states: "12.1 M". */
  readonly stated: string;
  /** mL of the reagent made up to 1 L for 1 M: "82.81 mL". */
  readonly perLitre: string;
}

/** The table of concentrated reagents, each row computed by the converter's own code (no figure typed). */
export function reagentRows(): ReagentRowView[] {
  return REAGENTS.map((r) => {
    const inputs = inputsOf(r);
    const status = evaluateConcentration(inputs);
    const preparation = evaluatePreparation(inputs, status);
    if (status.kind !== "ready" || preparation.kind !== "ready")
      throw new Error(`reagent "${r.name}" is not converted: ${JSON.stringify(status)}`);
    const take = preparation.line.match(/take (.+?) mL/)![1]!;
    return {
      name: `${r.name} (${r.formula})`,
      percent: `${r.percent} % w/w`,
      density: `${r.density} g/mL at ${r.temperature} °C`,
      molecularWeight: `${r.molecularWeight} g/mol`,
      molarity: preparation.stock,
      stated: `${r.statedMolarity} M`,
      perLitre: `${take} mL`,
    };
  });
}

/**
 * The slip the table prevents, computed: 37 % w/w hydrochloric acid read as % w/v ("10.1 M"), and
 * how much too strong a "1 M" made from that reading is ("19 %").
 */
export function wvMisreading(r: Reagent = REAGENTS[0]!): { molarity: string; tooStrong: string } {
  const asWv = evaluateConcentration({ ...inputsOf(r), unit: "% w/v", density: "", reagent: null });
  const asWw = evaluateConcentration(inputsOf(r));
  if (asWv.kind !== "ready" || asWw.kind !== "ready") throw new Error(`reagent "${r.name}" is not converted`);
  const wrong = asWv.table.molar!;
  const right = asWw.table.molar!;
  return {
    molarity: `${labFigure(wrong, 3).text} M`,
    tooStrong: `${labFigure((right / wrong - 1) * 100, 2).text} %`,
  };
}

/** The reagent table's words: computed here, next to its rows. */
export const reagentTableText = () => {
  const slip = wvMisreading();
  const hcl = reagentRows()[0]!;
  return {
    heading: "Concentrated reagents: molarity and mL for 1 L of 1 M",
    caption:
      "Common concentrated reagents by their labelled % w/w and density (at the temperature their source gives), converted by this converter",
    notes: [
      `A bottle's percentage is % w/w (grams of reagent per 100 g of solution), not % w/v: its molarity needs the solution's density. Read as % w/v, ${hcl.percent} hydrochloric acid looks like ${slip.molarity} instead of ${hcl.molarity}, so a '1 M' solution made from that reading is ${slip.tooStrong} too strong.`,
      "Molarity = % w/w × density (g/mL) × 10 ÷ molecular weight (g/mol). 'mL for 1 L of 1 M' is 1000 mL × 1 M ÷ that molarity: take it and make up to 1 L; for another target, type it in Target (M) and Final volume (mL).",
      PREPARATION_MESSAGES.benchCaution,
      "Assays vary by grade and lot (ammonia 25–30 % w/w, sulfuric acid 95–98 % w/w): use the figures on your bottle's label or certificate of analysis, and press a reagent only when they match.",
    ],
  } as const;
};

export function concentrationFaq(examples: readonly ConcentrationExampleView[]): FaqEntry[] {
  const [bsa, saline, igg] = examples as [ConcentrationExampleView, ConcentrationExampleView, ConcentrationExampleView];
  const hcl = reagentRows()[0]!;
  const hclExample = examples.find((ex) => ex.typed.endsWith("% w/w"))!;
  const slip = wvMisreading();
  return [
    {
      question: "How do I convert mg/mL to µM?",
      answer: `Divide the mass concentration in g/L (1 mg/mL is 1 g/L) by the molecular weight in g/mol, which gives M; then multiply by 1\u202f000\u202f000 for µM. ${bsa.typed} of a ${bsa.molecularWeight} protein is ${bsa.answer} (${bsa.working}).`,
    },
    {
      question: "How do I convert µM to mg/mL for a protein in kDa?",
      answer: `1 kDa is 1\u202f000 g/mol. Multiply the molarity in M by the molecular weight in g/mol to get g/L, which is mg/mL: ${igg.typed} of a ${igg.molecularWeight} antibody is ${igg.answer}.`,
    },
    {
      question: "What is 0.9 % w/v saline in mM?",
      answer: `0.9 % w/v is 0.9 g per 100 mL, 9 g/L; divided by 58.44 g/mol that is ${saline.answer} (${saline.working}).`,
    },
    {
      question: "How many mL of 37 % w/w HCl make 1 L of 1 M?",
      answer: `The bottle's ${hcl.percent} is by weight, and the solution's density is ${hcl.density}: ${hclExample.working}. Take ${hcl.perLitre} and make up to 1 L with water, adding the acid to the water. Choose % w/w (or press the reagent's button) and the converter does this for any target and volume.`,
    },
    {
      question: "Is the % on a reagent bottle % w/v?",
      answer: `No: concentrated acids, bases and other reagents are labelled in % w/w (grams per 100 g of solution). Converting them needs the solution's density; read as % w/v, ${hcl.percent} hydrochloric acid would look like ${slip.molarity} instead of ${hcl.molarity}. % v/v (mL per 100 mL, as for ethanol) needs the pure liquid's density to become a mass.`,
    },
    {
      question: "Is ppm the same as mg/L?",
      answer: PPM_CONVENTION,
    },
  ];
}

export interface ConcentrationPageView extends LabPageView<ConcentrationExampleView> {
  readonly reagents: readonly ReagentRowView[];
}

export const concentrationPageView = (heading: string): ConcentrationPageView => ({
  ...labPageView(heading, {
    formulas: CONCENTRATION_FORMULA,
    notes: [PPM_CONVENTION],
    examples: concentrationExamples(),
    faq: concentrationFaq,
    sources: SOURCES,
  }),
  reagents: reagentRows(),
});
