/**
 * The laboratory pages' texts (src/content/pages/molarity-calculator.ts, dilution-calculator.ts),
 * with every text that names a computed example filled in. Runs at pre-render time, in the
 * pages' loaders, so the route components render strings only and never import content.
 */
import { PAGE_CONTENT } from "./page-registry";
import type { DilutionContent, DilutionExamples, MolarityContent, MolarityExamples } from "./page-types";
import type { MolarityPageView } from "./lab-examples";

function molarityContent(): MolarityContent {
  const content = PAGE_CONTENT["/molarity-calculator"];
  if (content?.kind !== "molarity")
    throw new Error("src/content/pages/molarity-calculator.ts is not the molarity page's content");
  return content;
}

function dilutionContent(): DilutionContent {
  const content = PAGE_CONTENT["/dilution-calculator"];
  if (content?.kind !== "dilution")
    throw new Error("src/content/pages/dilution-calculator.ts is not the dilution page's content");
  return content;
}

/** The molarity page's texts as shown. */
export function molarityTexts(view: MolarityPageView) {
  const { kind: _kind, formula, weigh, ...rest } = molarityContent();
  // The last example is the most dilute one (caffeine).
  const v: MolarityExamples = { ...view, dilute: view.examples[view.examples.length - 1]! };
  return {
    ...rest,
    formula: { ...formula, example: formula.example(v) },
    weigh: { ...weigh, text: weigh.text(v), check: weigh.check(v) },
  };
}

/** The dilution page's texts as shown. */
export function dilutionTexts(view: DilutionExamples) {
  const { kind: _kind, examples, tips, ...rest } = dilutionContent();
  return { ...rest, examples: { ...examples, note: examples.note(view) }, tips: { ...tips, items: tips.items(view) } };
}

/** The name of the dilution page's HowTo structured data. */
export const dilutionHowToName = (): string => dilutionContent().howTo.name;

export type MolarityTexts = ReturnType<typeof molarityTexts>;
export type DilutionTexts = ReturnType<typeof dilutionTexts>;

/** A lab tool page's texts (its content file's, without the kind), checked to be of its kind. */
function labToolTexts<K extends "concentration" | "serialDilution">(path: string, kind: K) {
  const content = PAGE_CONTENT[path];
  if (content?.kind !== kind) throw new Error(`src/content/pages${path}.ts is not a ${kind} page's content`);
  const { kind: _kind, ...rest } = content;
  return rest;
}

/** The concentration converter page's texts. */
export const concentrationTexts = () => labToolTexts("/concentration-converter", "concentration");

/** The serial dilution calculator page's texts. */
export const serialDilutionTexts = () => labToolTexts("/serial-dilution-calculator", "serialDilution");
