/**
 * The serial dilution page's worked examples and FAQ, each computed at pre-render time by the
 * calculator's own domain code (src/domain/lab/serial-dilution.ts): no figure on the page is typed
 * by hand. Every example is typed into the calculator exactly as the table shows it.
 */
import {
  DEFAULT_SERIAL_INPUTS,
  evaluateSerialDilution,
  SERIAL_FORMULA,
  SOURCES,
  TARGET_FORMULA,
  VOLUME_CONVENTION_TEXT,
  type SerialInputs,
  type SerialPlan,
} from "~/domain/lab/serial-dilution";
import type { FaqEntry } from "~/lib/meta";
import { labPageView, type LabPageView } from "./lab-page-view";

export interface SerialExampleView {
  readonly title: string;
  /** As typed: "1 mM, factor 10, 6 steps, 1000 µL before the transfer out". */
  readonly typed: string;
  readonly transfer: string;
  readonly diluent: string;
  /** The last tube's concentration: "1 nM". */
  readonly last: string;
  readonly summary: string;
  readonly conventionText: string;
  readonly working: string;
}

type ExampleInput = { readonly title: string } & Partial<SerialInputs>;

const EXAMPLES: readonly ExampleInput[] = [
  { title: "Ten-fold series, 1 mM to 1 nM", stock: "1", stockUnit: "mM", factor: "10", steps: "6", volume: "1000" },
  {
    title: "The same, 1\u202f000 µL left after the transfer out",
    stock: "1",
    stockUnit: "mM",
    factor: "10",
    steps: "6",
    volume: "1000",
    convention: "afterTransfer",
  },
  { title: "Two-fold series in a plate", stock: "128", stockUnit: "mcg/mL", factor: "2", steps: "8", volume: "200" },
  {
    title: "From a final concentration: 10 mg/mL to 1 mcg/mL in 4 steps",
    stock: "10",
    stockUnit: "mg/mL",
    mode: "target",
    target: "1",
    targetUnit: "mcg/mL",
    steps: "4",
    volume: "1",
    volumeUnit: "mL",
  },
];

const CONVENTION_WORDS = { beforeTransfer: "before the transfer out", afterTransfer: "after the transfer out" };

function compute(ex: ExampleInput): { inputs: SerialInputs; plan: SerialPlan } {
  const { title, ...typed } = ex;
  const inputs: SerialInputs = { ...DEFAULT_SERIAL_INPUTS, ...typed };
  const status = evaluateSerialDilution(inputs);
  if (status.kind !== "ready") throw new Error(`worked example "${title}" has no plan: ${JSON.stringify(status)}`);
  return { inputs, plan: status.plan };
}

export function serialExamples(): SerialExampleView[] {
  return EXAMPLES.map((ex) => {
    const { inputs, plan } = compute(ex);
    const ratio =
      inputs.mode === "factor"
        ? `factor ${inputs.factor}`
        : `final concentration ${inputs.target} ${inputs.targetUnit}`;
    return {
      title: ex.title,
      typed: `${inputs.stock} ${inputs.stockUnit}, ${ratio}, ${inputs.steps} steps, ${inputs.volume} ${inputs.volumeUnit} ${CONVENTION_WORDS[inputs.convention]}`,
      transfer: plan.text.transfer,
      diluent: plan.text.diluent,
      last: plan.tubes[plan.tubes.length - 1]!.text,
      summary: plan.summary,
      conventionText: plan.conventionText,
      working: plan.working.join("; "),
    };
  });
}

export function serialFaq(examples: readonly SerialExampleView[]): FaqEntry[] {
  const [tenfold, after, twofold, target] = examples as [
    SerialExampleView,
    SerialExampleView,
    SerialExampleView,
    SerialExampleView,
  ];
  return [
    {
      question: "How do I make a 1:10 serial dilution?",
      answer: `Put 9 parts of diluent in each tube, carry 1 part of the stock into the first tube, mix, and carry 1 part of each tube into the next. For 1\u202f000 µL per tube that is ${tenfold.transfer} into ${tenfold.diluent} of diluent; six steps from 1 mM end at ${tenfold.last}.`,
    },
    {
      question: "Is the final volume per tube before or after the transfer out?",
      answer: `You choose, and the calculator says which in a sentence. Before the transfer out (the usual way): ${tenfold.conventionText} After the transfer out: ${after.conventionText}`,
    },
    {
      question: "How do I find the dilution factor for a final concentration?",
      answer: `The factor per step is the n-th root of the total dilution: ${TARGET_FORMULA}. ${target.title}: ${target.working}.`,
    },
    {
      question: "What does a two-fold serial dilution give?",
      answer: `Each tube holds half the concentration of the one before: ${twofold.summary} Each transfer is ${twofold.transfer} into ${twofold.diluent} of diluent.`,
    },
  ];
}

export type SerialPageView = LabPageView<SerialExampleView>;

export const serialPageView = (heading: string): SerialPageView =>
  labPageView(heading, {
    formulas: [...SERIAL_FORMULA.beforeTransfer, TARGET_FORMULA],
    notes: [VOLUME_CONVENTION_TEXT.beforeTransfer, VOLUME_CONVENTION_TEXT.afterTransfer],
    examples: serialExamples(),
    faq: serialFaq,
    sources: SOURCES,
  });
