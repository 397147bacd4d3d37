/**
 * A text whose numbers stay on one line with their units (src/lib/figures.ts): each figure in a
 * span of the `figure` class (white-space: nowrap), the rest as it is. The text is unchanged, so
 * what is copied or read aloud is the same (issue 53, principle 6). Nothing for no text.
 */
import { FIGURE_CLASS, figureRuns } from "~/lib/figures";

export function Figures({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return figureRuns(text).map((run, i) =>
    run.figure ? (
      <span key={i} className={FIGURE_CLASS}>
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}
