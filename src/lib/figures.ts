/**
 * A number never splits from itself or from its unit (issue 53): the runs of a text, each number
 * with the word that follows it (its unit: "12 345 678 mL", "100 mg/mL", "2.5 %" as "2.5%"; a
 * strength per a volume, "250 mg/5 mL", whole) as one
 * run the views keep on one line (the `figure` class: white-space: nowrap). Digits are grouped by
 * U+202F, a no-break space already; the space before the unit is an ordinary one, kept as typed.
 */
const FIGURE = /\d(?:[\d\u202f.,:]*\d)?(?:%|(?: [A-Za-zµ%][^\s,;()]*(?:(?<=\/[\d.]+) [A-Za-zµ]+)?))?/g;

export interface TextRun {
  readonly text: string;
  /** True for a number with its unit. */
  readonly figure: boolean;
}

export function figureRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const m of text.matchAll(FIGURE)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), figure: false });
    runs.push({ text: m[0], figure: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), figure: false });
  return runs;
}

/** The class of a figure's span (src/styles/global-style.ts keeps it on one line). */
export const FIGURE_CLASS = "figure";
