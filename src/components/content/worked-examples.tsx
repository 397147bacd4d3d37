/**
 * Worked examples: each with its situation and numbered steps (computed at pre-render time; the
 * same steps feed the page's HowTo structured data).
 */
import { Figures } from "~/components/ui/figures";
import type { ExampleView } from "~/content/view-types";
import { ExampleBox } from "./content-ui";
import { slug } from "./section";

export function WorkedExamples({ examples }: { examples: readonly ExampleView[] }) {
  return (
    <>
      {examples.map((ex) => (
        <ExampleBox key={ex.title} data-example={ex.title} aria-labelledby={`example-${slug(ex.title)}`}>
          <h3 id={`example-${slug(ex.title)}`}>
            <Figures text={ex.title} />
          </h3>
          <p>
            <Figures text={ex.context} />
          </p>
          <ol aria-label={`Steps: ${ex.title}`}>
            {ex.steps.map((step) => (
              <li key={step}>
                <Figures text={step} />
              </li>
            ))}
          </ol>
          {ex.note ? (
            <p>
              <Figures text={ex.note} />
            </p>
          ) : null}
        </ExampleBox>
      ))}
    </>
  );
}
