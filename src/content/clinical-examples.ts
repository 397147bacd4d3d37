/**
 * The clinical calculators' pages, computed when the page is built: each worked example is the
 * calculator's own evaluation of its inputs (src/domain/*), never a number typed in the content.
 */
import { PAGE_CONTENT } from "./page-registry";
import type { InfusionRateContent, PageContent, WeightDoseContent } from "./page-types";
import { evaluateWeightDose } from "~/domain/weight-dose";
import { SOURCES as WEIGHT_DOSE_SOURCES } from "~/domain/weight-dose";
import { evaluateInfusion, SOURCES as INFUSION_SOURCES } from "~/domain/infusion-rate";

export interface ClinicalExampleView {
  readonly name: string;
  /** The dose to give, or why there is none. */
  readonly dose: string;
  readonly volume: string;
  readonly working: string;
}

/** The content of a clinical calculator's page, checked to be of its kind. */
function contentOf<C extends PageContent>(path: string, kind: C["kind"]): C {
  const content = PAGE_CONTENT[path];
  if (content?.kind !== kind) throw new Error(`src/content/pages${path}.ts is not the ${kind} page's content`);
  return content as C;
}

/** A worked example's evaluation, which must be a result. */
function readyOf<S extends { kind: string }>(name: string, status: S): Extract<S, { kind: "ready" }> {
  if (status.kind !== "ready") throw new Error(`The worked example '${name}' has no result: ${JSON.stringify(status)}`);
  return status as Extract<S, { kind: "ready" }>;
}

/** The weight-based dose page: its texts and its examples as the calculator computes them. */
export function weightDosePageView() {
  const content = contentOf<WeightDoseContent>("/weight-based-dose-calculator", "weightDose");
  const examples = content.examples.inputs.map(({ name, inputs }): ClinicalExampleView => {
    const s = readyOf(name, evaluateWeightDose(inputs));
    return { name, dose: s.doseLine, volume: s.volume?.text ?? "—", working: s.basis.join("; ") };
  });
  return { content, examples, sources: WEIGHT_DOSE_SOURCES };
}

export interface InfusionExampleView {
  readonly name: string;
  /** The rate in mL/h, or the dose rate for a rate. */
  readonly result: string;
  /** Drops per minute and the time, when asked for, or "—". */
  readonly extra: string;
  readonly working: string;
}

/** The infusion rate page: its texts and its examples as the calculator computes them. */
export function infusionRatePageView() {
  const content = contentOf<InfusionRateContent>("/infusion-rate-calculator", "infusionRate");
  const examples = content.examples.inputs.map(({ name, inputs }): InfusionExampleView => {
    const s = readyOf(name, evaluateInfusion(inputs));
    const extra = [
      ...(s.drops ? [`${s.drops.text} at ${s.drops.factor} drops/mL`] : []),
      ...(s.time ? [s.time.text] : []),
    ];
    return {
      name,
      result: s.direction === "doseToRate" ? s.rate.text : s.doseRate.text,
      extra: extra.length > 0 ? extra.join("; ") : "—",
      working: s.basis.join("; "),
    };
  });
  return { content, examples, sources: INFUSION_SOURCES };
}
