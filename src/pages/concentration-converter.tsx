import type { Route } from "./+types/concentration-converter";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout } from "~/components/page/page-layout";
import {
  CalculatorPageEnd,
  ExamplesSection,
  FaqSection,
  FormulaSection,
  ListSection,
} from "~/components/content/calculator-sections";
import { ConcentrationIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
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
      <FormulaSection id="concentration-formula" text={c.formula} lines={view.formulas}>
        <p>{view.ppm}</p>
      </FormulaSection>
      <ExamplesSection
        id="concentration-examples"
        text={c.examples}
        columns={EXAMPLE_COLUMNS}
        rows={view.examples}
        rowKey={(ex) => ex.title}
      />
      <FaqSection id="concentration-faq" heading={c.faqHeading} entries={view.faq} />
      <ListSection id="concentration-tips" text={c.tips} />
      <CalculatorPageEnd sources={view.sources} scope="concentration" />
    </PageLayout>
  );
}
