/**
 * What a clinical calculator's machine asks of its one evaluation (its .calc.ts): the status as
 * judged against the fields touched (src/domain/touched.ts), the refused entry, a ready region's
 * aspect, the copy line, and what the announcer says once typing settles. Pure: no XState.
 */
import { noResultWords, withStop } from "~/domain/sentences";
import { judgedStatus, type IncompleteStatus } from "~/domain/touched";

/**
 * What a clinical machine asks of its inputs (its .calc.ts), each from the one evaluation; with
 * `touched` (the fields the person has had their say on), as judged (src/domain/touched.ts).
 */
export interface ClinicalCalc<I, S extends string, R extends string> {
  readonly resultStatusOf: (inputs: I, touched?: readonly string[]) => S;
  /** Which refused entry the invalid state names (a field, or a kind of mismatch), or null. */
  readonly invalidStateOf: (inputs: I, touched?: readonly string[]) => string | null;
  readonly aspectOf: (inputs: I, region: R) => string | null;
  readonly copyableLine: (inputs: I) => string | null;
  /**
   * What the page's announcer says once typing settles: the answer with its cautions, or why there
   * is none (a refused field named by `labelOf`, its label on the form).
   */
  readonly announcementOf: (
    inputs: I,
    labelOf?: (field: string) => string | null,
    touched?: readonly string[],
  ) => string;
}

/**
 * What the announcer says of a clinical status once typing settles: the copy line (the answer, its
 * working and every caution) after "Result:", or what the result region says instead of a result.
 */
export function settledWords<S extends { readonly kind: string }>(
  status: S,
  line: string | null,
  labelOf: (field: string) => string | null = () => null,
): string {
  if (status.kind === "ready") return line ? `Result: ${withStop(line)}` : "Result.";
  const { message, issues } = status as {
    readonly message?: unknown;
    readonly issues?: readonly { field: string; message?: string }[];
  };
  if (typeof message !== "string" || message === "") return "No result.";
  if (status.kind !== "invalid") return withStop(message);
  // Each field to fix, by its label on the form, as a screen reader names it, with the hint the
  // page shows under it: all of them (the one just typed in may not be the first).
  const named = (issues ?? []).flatMap((issue) => {
    const label = labelOf(issue.field);
    return label && issue.message ? [`${label}: ${withStop(issue.message)}`] : [];
  });
  if (named.length > 1 && named.length === issues?.length) return `No result: ${named.join(" ")}`;
  const label = issues?.[0] ? labelOf(issues[0].field) : null;
  return noResultWords(label ? `${label}: ${message}` : message);
}

/**
 * A calculator's .calc.ts from its one evaluation (memoised per inputs object, so every guard of
 * a snapshot reads the same evaluation) and its copy line: the status, the result's status, the
 * refused entry the invalid state names (`invalidState`: the first refused field unless said
 * otherwise), what a ready region shows, the line 'Copy result' writes.
 */
export function clinicalCalc<I, S extends { readonly kind: string }, R extends string>(
  statusOf: (inputs: I) => S,
  copyLine: (status: S) => string | null,
  invalidState: (status: S) => string = (s) => (s as unknown as { field: string }).field,
) {
  // Judged against the fields touched, when given (src/domain/touched.ts); else every issue shows.
  const judged = (inputs: I, touched?: readonly string[]): S | IncompleteStatus =>
    touched ? judgedStatus(statusOf(inputs) as never, touched) : statusOf(inputs);
  return {
    statusOf: judged,
    resultStatusOf: (inputs: I, touched?: readonly string[]): S["kind"] | "incomplete" => judged(inputs, touched).kind,
    invalidStateOf: (inputs: I, touched?: readonly string[]): string | null => {
      const s = judged(inputs, touched);
      return s.kind === "invalid" ? invalidState(s) : null;
    },
    aspectOf: (inputs: I, region: R): string | null => {
      const s = statusOf(inputs);
      return s.kind === "ready" ? (s as unknown as { aspects: Readonly<Record<R, string>> }).aspects[region] : null;
    },
    copyableLine: (inputs: I): string | null => copyLine(statusOf(inputs)),
    announcementOf: (inputs: I, labelOf?: (field: string) => string | null, touched?: readonly string[]): string => {
      const status = judged(inputs, touched);
      // Waiting for fields not yet touched: nothing to say of them (issue 54).
      return status.kind === "incomplete" ? "" : settledWords(status, copyLine(status as S), labelOf);
    },
  };
}
