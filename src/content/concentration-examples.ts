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
} from "~/domain/lab/concentration-units";
import type { ConcentrationSymbol, MolarMassSymbol } from "~/domain/units";
import type { FaqEntry } from "~/lib/meta";
import { labPageView, type LabPageView } from "./lab-page-view";

export interface ConcentrationExampleView {
  readonly title: string;
  /** As typed: "1 mg/mL". */
  readonly typed: string;
  /** As typed: "66.5 kDa", or "none". */
  readonly molecularWeight: string;
  /** The unit asked for and the converter's answer: "15 µM". */
  readonly answer: string;
  /** The converter's working, joined. */
  readonly working: string;
}

interface ExampleInput {
  readonly title: string;
  readonly value: string;
  readonly unit: ConcentrationSymbol;
  readonly molecularWeight?: string;
  readonly molecularWeightUnit?: MolarMassSymbol;
  readonly to: ConcentrationSymbol;
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
  { title: "Glucose 5 %", value: "5", unit: "% w/v", molecularWeight: "180.16", to: "mM" },
  { title: "A trace in water, no molecular weight", value: "2.5", unit: "ppm", to: "mcg/mL" },
];

function compute(ex: ExampleInput) {
  const inputs: ConcentrationInputs = {
    ...DEFAULT_CONCENTRATION_INPUTS,
    value: ex.value,
    unit: ex.unit,
    molecularWeight: ex.molecularWeight ?? "",
    molecularWeightUnit: ex.molecularWeightUnit ?? "g/mol",
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
      molecularWeight: ex.molecularWeight ? `${ex.molecularWeight} ${ex.molecularWeightUnit ?? "g/mol"}` : "none",
      answer: table.cells.find((c) => c.unit === ex.to)!.text,
      working: table.working.join("; "),
    };
  });
}

export function concentrationFaq(examples: readonly ConcentrationExampleView[]): FaqEntry[] {
  const [bsa, saline, igg] = examples as [ConcentrationExampleView, ConcentrationExampleView, ConcentrationExampleView];
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
      question: "What is 0.9 % saline in mM?",
      answer: `0.9 % w/v is 0.9 g per 100 mL, 9 g/L; divided by 58.44 g/mol that is ${saline.answer} (${saline.working}).`,
    },
    {
      question: "Is ppm the same as mg/L?",
      answer: PPM_CONVENTION,
    },
  ];
}

export type ConcentrationPageView = LabPageView<ConcentrationExampleView>;

export const concentrationPageView = (heading: string): ConcentrationPageView =>
  labPageView(heading, {
    formulas: CONCENTRATION_FORMULA,
    notes: [PPM_CONVENTION],
    examples: concentrationExamples(),
    faq: concentrationFaq,
    sources: SOURCES,
  });
