/**
 * Worked examples: each with its situation and numbered steps computed from the example's
 * inputs (the same steps feed the page's HowTo structured data).
 */
import { workedSteps, type PageKind } from "~/content/compute";
import type { WorkedExample } from "~/content/types";
import { ExampleBox } from "./content-ui";

export function WorkedExamples({ kind, examples }: { kind: PageKind; examples: readonly WorkedExample[] }) {
  return (
    <>
      {examples.map((ex) => (
        <ExampleBox key={ex.title} data-example={ex.title}>
          <h3>{ex.title}</h3>
          <p>{ex.context}</p>
          <ol>
            {workedSteps(kind, ex, ex.measure).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {ex.note ? <p>{ex.note}</p> : null}
        </ExampleBox>
      ))}
    </>
  );
}
