import type { Route } from "./+types/concentration-converter";
import { BehaviourSection } from "~/behaviour/behaviour-section";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout, Section } from "~/components/page/page-layout";
import { ConcentrationIsland } from "~/components/islands";
import { FormulaBox } from "~/components/lab/lab-ui";
import { LabTable } from "~/components/lab/lab-table";
import type { TableColumn } from "~/components/content/data-table";
import { Faq } from "~/components/content/faq";
import { Sources } from "~/components/content/sources";
import { BulletList } from "~/components/content/bullet-list";
import { concentrationPageView, type ConcentrationExampleView } from "~/content/concentration-examples";
import { concentrationTexts } from "~/content/lab-pages";
import { ISLANDS_ONLY } from "~/lib/page-handle";

const PATH = "/concentration-converter";

const EXAMPLE_COLUMNS: readonly TableColumn<ConcentrationExampleView>[] = [
  { heading: "Example", cell: (ex) => ex.title },
  { heading: "Concentration", num: true, cell: (ex) => ex.typed },
  { heading: "Molecular weight", num: true, cell: (ex) => ex.molecularWeight },
  { heading: "Converted", num: true, cell: (ex) => ex.answer },
  { heading: "Working", cell: (ex) => ex.working },
];

/** Runs at pre-render time: the page's <head> and its examples, computed by the converter's domain code. */
export function loader() {
  const view = concentrationPageView(findRoute(PATH)!.heading);
  return { meta: pageMeta(PATH, { faq: view.faq }), view, text: concentrationTexts() };
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view, text: c } = loaderData;
  return (
    <PageLayout heading={view.heading} lead={c.lead}>
      <ConcentrationIsland />

      <Section aria-labelledby="concentration-formula">
        <h2 id="concentration-formula">{c.formula.heading}</h2>
        <p>{c.formula.intro}</p>
        <FormulaBox>
          {view.formulas.map((line) => (
            <p key={line} className="formula">
              {line}
            </p>
          ))}
        </FormulaBox>
        <p>{view.ppm}</p>
      </Section>

      <Section aria-labelledby="concentration-examples">
        <h2 id="concentration-examples">{c.examples.heading}</h2>
        <LabTable
          caption={c.examples.caption}
          columns={EXAMPLE_COLUMNS}
          rows={view.examples}
          rowKey={(ex) => ex.title}
        />
      </Section>

      <Section aria-labelledby="concentration-faq">
        <h2 id="concentration-faq">{c.faqHeading}</h2>
        <Faq entries={view.faq} />
      </Section>

      <Section aria-labelledby="concentration-tips">
        <h2 id="concentration-tips">{c.tips.heading}</h2>
        <BulletList items={c.tips.items} />
      </Section>

      <Sources sources={view.sources} />
      {/* For auditors, after all of the page's own content (issue 28). */}
      <BehaviourSection scope="concentration" />
    </PageLayout>
  );
}
