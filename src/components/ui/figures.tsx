/** A text whose numbers stay on one line with their units (src/lib/figures.ts). */
import { FIGURE_CLASS, figureRuns } from "~/lib/figures";

export function Figures({ text }: { text: string }) {
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
