/**
 * Requirement traceability (issue 29): a clause of the product spec or of decisions.md, what
 * implements it and the tests that check it. Which states and transitions implement a clause is
 * not written here: each machine says it in its own `meta.docs.clauses` (src/machines/machine-docs.ts),
 * and tools/trace/trace.ts joins the two. Types and one constructor; data in ./clauses/.
 */

/** "S4.1" (spec section 4, clause 1), "D12" (decisions.md), "M3" (further machine behaviour). */
export type ClauseId = string;

export interface Clause {
  readonly id: ClauseId;
  /** The clause, in the spec's words or close to them. */
  readonly clause: string;
  /** What implements it, in plain language (Markdown). */
  readonly implementedBy: string;
  /** How it is checked: "`tests/<file>` › \"<test name>\"" entries, or prose that names a test file. */
  readonly checkedBy: readonly string[];
}

export interface ClauseSection {
  readonly heading: string;
  /** Paragraphs under the heading, before the table (Markdown). */
  readonly intro: readonly string[];
  readonly clauses: readonly Clause[];
}

export const section = (heading: string, intro: readonly string[], clauses: readonly Clause[]): ClauseSection => ({
  heading,
  intro,
  clauses,
});

/** The tests a "Checked by" entry names: `tests/…` files, each with the quoted test name after it if any. */
export function testsNamed(entry: string): { file: string; name: string | null }[] {
  return [...entry.matchAll(/`(tests\/[^`]+)`(?:\s*›\s*"([^"]+)")?/g)].map((m) => ({
    file: m[1]!,
    name: m[2] ?? null,
  }));
}
