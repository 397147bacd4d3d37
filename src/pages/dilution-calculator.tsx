import { Figures } from "~/components/ui/figures";
import type { Route } from "./+types/dilution-calculator";
import { BehaviourSection } from "~/behaviour/behaviour-section";
import styled from "styled-components";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout, Section, Card } from "~/components/page/page-layout";
import * as Sections from "~/components/content/calculator-sections";
import { DilutionIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
import { DILUTION_HOW_TO_STEPS, dilutionPageView, type DilutionExampleView } from "~/content/lab-examples";
import { dilutionHowToName, dilutionTexts } from "~/content/lab-pages";
import { Prose } from "~/components/content/prose";
import { BulletList } from "~/components/content/bullet-list";

const PATH = "/dilution-calculator";

/** Runs at pre-render time: the page's <head> and its examples, computed by the calculator's calc module. */
export function loader() {
  const view = dilutionPageView(findRoute(PATH)!.heading);
  return {
    meta: pageMeta(PATH, { howTo: { name: dilutionHowToName(), steps: DILUTION_HOW_TO_STEPS } }),
    view,
    text: dilutionTexts(view),
  };
}

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

const HowToCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space(10)};
  max-width: 44rem;
  h2 { font-size: 1.5rem; margin: 0 0 ${({ theme }) => theme.space(3)}; }
  ol { margin: 0; padding-left: 1.4rem; }
  li + li { margin-top: ${({ theme }) => theme.space(2)}; }
`;

const ModeTag = styled.span`
  font-weight: 700;
`;

/**
 * Each value with its unit, as the calculator shows it: a known value as it is typed into its field
 * with the unit chosen beside it (issue 27: every worked example can be typed as written), the
 * unknown as the calculator gives it.
 */
const cellOf = (e: DilutionExampleView, field: "c1" | "v1" | "c2" | "v2"): string => e[field];

const EXAMPLE_COLUMNS: readonly TableColumn<DilutionExampleView>[] = [
  { heading: "Task", cell: (e) => e.title },
  { heading: "Solve for", cell: (e) => <ModeTag>{e.solveFor.toUpperCase()}</ModeTag> },
  { heading: "C1", num: true, cell: (e) => cellOf(e, "c1") },
  { heading: "V1", num: true, cell: (e) => cellOf(e, "v1") },
  { heading: "C2", num: true, cell: (e) => cellOf(e, "c2") },
  { heading: "V2", num: true, cell: (e) => cellOf(e, "v2") },
  { heading: "Diluent", num: true, cell: (e) => e.diluent },
  { heading: "Molecular weight", cell: (e) => e.molecularWeight || "—" },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view, text: c } = loaderData;
  return (
    <PageLayout heading={view.heading} lead={c.lead} calculator={<DilutionIsland />}>
      <HowToCard as="section" aria-labelledby="dilution-how-to">
        <h2 id="dilution-how-to">{c.howTo.heading}</h2>
        <ol>
          {view.howToSteps.map((step) => (
            <li key={step}>
              <Figures text={step} />
            </li>
          ))}
        </ol>
      </HowToCard>

      <Section aria-labelledby="dilution-explained">
        <h2 id="dilution-explained">{c.explained.heading}</h2>
        <p>
          <Figures text={c.explained.intro} />
        </p>
        <BulletList items={c.explained.formulas} />
        <p>
          <Prose text={c.explained.outro} />
        </p>
      </Section>

      <Sections.Examples text={c.examples} columns={EXAMPLE_COLUMNS} rows={view.examples} keyOf="title">
        <p>
          <Figures text={c.examples.note} />
        </p>
      </Sections.Examples>
      <Sections.Bullets text={c.tips} />

      {/* For auditors, after all of the page's own content (issue 28). */}
      <BehaviourSection scope="dilution" />
    </PageLayout>
  );
}
