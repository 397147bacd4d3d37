/**
 * A page's lead, split for the calculator first (issue 54): its first sentence stands between the
 * title and the calculator; the rest follows the calculator. A sentence ends at ".", "!" or "?"
 * followed by a space and a capital letter, a digit, an opening quote or bracket, so "2.5 mL",
 * "e.g. 5 mL" and "i.e. a vial" do not end one.
 */
const SENTENCE_END = /(?<=[.!?])(?<!\b[ei]\.[ge]\.)\s+(?=[A-Z0-9“"(])/;

export interface SplitLead {
  readonly first: string;
  /** What follows the first sentence, as paragraphs (empty when the lead is one sentence). */
  readonly rest: readonly string[];
}

/** `paragraphs`: the lead's paragraphs; the first sentence of the first one leads. */
export function splitLead(paragraphs: readonly string[] | string): SplitLead {
  const [head = "", ...others] = typeof paragraphs === "string" ? [paragraphs] : paragraphs;
  const match = SENTENCE_END.exec(head);
  if (!match) return { first: head, rest: others };
  const first = head.slice(0, match.index);
  const after = head.slice(match.index + match[0].length);
  return { first, rest: [after, ...others] };
}
