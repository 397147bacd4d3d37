/**
 * A lab calculator's page as the pre-render computes it (the concentration converter's and the
 * serial dilution calculator's): the formula and the notes under it, the worked examples computed
 * by the calculator's own code, the FAQ written from those examples, and the sources.
 */
import type { FaqEntry } from "~/lib/meta";

export interface LabPageView<T> {
  readonly heading: string;
  readonly formulas: readonly string[];
  /** Paragraphs under the formula: the conventions the calculator follows. */
  readonly notes: readonly string[];
  readonly examples: readonly T[];
  readonly faq: readonly FaqEntry[];
  readonly sources: readonly string[];
}

export function labPageView<T>(
  heading: string,
  parts: {
    formulas: readonly string[];
    notes: readonly string[];
    examples: readonly T[];
    faq: (examples: readonly T[]) => readonly FaqEntry[];
    sources: readonly { readonly text: string }[];
  },
): LabPageView<T> {
  const { examples } = parts;
  return { heading, ...parts, faq: parts.faq(examples), sources: parts.sources.map((s) => s.text) };
}
