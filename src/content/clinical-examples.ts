/**
 * The clinical calculators' pages, computed when the page is built: each worked example is the
 * calculator's own evaluation of its inputs (src/domain/*), never a number typed in the content.
 */
import { PAGE_CONTENT } from "./page-registry";
import type { InfusionRateContent, PageContent, ReconstitutionContent, WeightDoseContent } from "./page-types";
import { evaluateWeightDose } from "~/domain/weight-dose";
import { SOURCES as WEIGHT_DOSE_SOURCES } from "~/domain/weight-dose";
import { evaluateReconstitution, SOURCES as RECONSTITUTION_SOURCES } from "~/domain/reconstitution";
import { evaluateInfusion, SOURCES as INFUSION_SOURCES } from "~/domain/infusion-rate";

export interface ClinicalExampleView {
  readonly name: string;
  /** The dose to give, or why there is none. */
  readonly dose: string;
  readonly volume: string;
  readonly working: string;
}

export interface ReconstitutionExampleView {
  readonly name: string;
  readonly concentration: string;
  /** The diluent added or to add. */
  readonly diluent: string;
  /** The volume to draw for the dose, or "—" without one. */
  readonly volume: string;
  /** The working, then any caution's words. */
  readonly working: string;
}

/** A clinical page's content, checked to be of its kind. */
function clinicalContent<K extends PageContent["kind"]>(path: string, kind: K): Extract<PageContent, { kind: K }> {
  const content = PAGE_CONTENT[path];
  if (content?.kind !== kind) throw new Error(`src/content/pages${path}.ts is not the ${kind} page's content`);
  return content as Extract<PageContent, { kind: K }>;
}

/** Examples as the calculator computes them; an example without a result fails the build. */
function computed<I, S extends { kind: string }, V>(
  inputs: readonly { readonly name: string; readonly inputs: I }[],
  evaluate: (i: I) => S,
  view: (name: string, s: Extract<S, { kind: "ready" }>) => V,
): V[] {
  return inputs.map(({ name, inputs: i }) => {
    const s = evaluate(i);
    if (s.kind !== "ready") throw new Error(`The worked example '${name}' has no result: ${JSON.stringify(s)}`);
    return view(name, s as Extract<S, { kind: "ready" }>);
  });
}

/** The weight-based dose page: its texts and its examples as the calculator computes them. */
export function weightDosePageView() {
  const content: WeightDoseContent = clinicalContent("/weight-based-dose-calculator", "weightDose");
  const examples = computed(content.examples.inputs, evaluateWeightDose, (name, s): ClinicalExampleView => ({
    name,
    dose: s.doseLine,
    volume: s.volume?.text ?? "—",
    working: s.basis.join("; "),
  }));
  return { content, examples, sources: WEIGHT_DOSE_SOURCES };
}

/** The reconstitution page: its texts and its examples as the calculator computes them. */
export function reconstitutionPageView() {
  const content: ReconstitutionContent = clinicalContent("/reconstitution-calculator", "reconstitution");
  const examples = computed(content.examples.inputs, evaluateReconstitution, (name, s): ReconstitutionExampleView => ({
    name,
    concentration: s.concentration.text,
    diluent: s.diluent.text,
    volume: s.volume?.text ?? "—",
    working: [...s.basis, ...s.cautions.map((c) => `Caution: ${c.text}`)].join("; "),
  }));
  return { content, examples, sources: RECONSTITUTION_SOURCES };
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
  const content: InfusionRateContent = clinicalContent("/infusion-rate-calculator", "infusionRate");
  const examples = computed(content.examples.inputs, evaluateInfusion, (name, s): InfusionExampleView => {
    const extra = [
      ...(s.drops ? [`${s.drops.text} at ${s.drops.factor} drops/mL`] : []),
      ...(s.time ? [s.time.text] : []),
    ];
    return {
      name,
      result:
        s.direction === "rateToDose" ? s.doseRate.text : s.direction === "volumeAndRate" ? s.time.text : s.rate.text,
      extra: extra.length > 0 ? extra.join("; ") : "—",
      working: s.basis.join("; "),
    };
  });
  const published = content.examples.inputs.flatMap((e) =>
    e.source ? [`Worked example “${e.name}” (${e.source.answer}): ${e.source.name}, ${e.source.url}`] : [],
  );
  return { content, examples, sources: [...INFUSION_SOURCES, ...published] };
}
