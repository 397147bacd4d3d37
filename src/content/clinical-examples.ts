/**
 * The clinical calculators' pages, computed when the page is built: each worked example is the
 * calculator's own evaluation of its inputs (src/domain/*), never a number typed in the content.
 */
import { PAGE_CONTENT } from "./page-registry";
import type { WeightDoseContent } from "./page-types";
import { evaluateWeightDose } from "~/domain/weight-dose";
import { SOURCES as WEIGHT_DOSE_SOURCES } from "~/domain/weight-dose";

export interface ClinicalExampleView {
  readonly name: string;
  /** The dose to give, or why there is none. */
  readonly dose: string;
  readonly volume: string;
  readonly working: string;
}

function weightDoseContent(): WeightDoseContent {
  const content = PAGE_CONTENT["/weight-based-dose-calculator"];
  if (content?.kind !== "weightDose")
    throw new Error("src/content/pages/weight-based-dose-calculator.ts is not the weight-based dose page's content");
  return content;
}

/** The weight-based dose page: its texts and its examples as the calculator computes them. */
export function weightDosePageView() {
  const content = weightDoseContent();
  const examples = content.examples.inputs.map(({ name, inputs }): ClinicalExampleView => {
    const s = evaluateWeightDose(inputs);
    if (s.kind !== "ready") throw new Error(`The worked example '${name}' has no result: ${JSON.stringify(s)}`);
    return { name, dose: s.doseLine, volume: s.volume?.text ?? "—", working: s.basis.join("; ") };
  });
  return { content, examples, sources: WEIGHT_DOSE_SOURCES };
}
