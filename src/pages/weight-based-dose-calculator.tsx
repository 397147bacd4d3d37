import type { Route } from "./+types/weight-based-dose-calculator";
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
import { WeightDoseIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
import { weightDosePageView, type ClinicalExampleView } from "~/content/clinical-examples";
import { ISLANDS_ONLY } from "~/lib/page-handle";

const PATH = "/weight-based-dose-calculator";

const COLUMNS: readonly TableColumn<ClinicalExampleView>[] = [
  { heading: "Order and weight", cell: (ex) => ex.name },
  { heading: "Dose to give", num: true, cell: (ex) => ex.dose },
  { heading: "Volume", num: true, cell: (ex) => ex.volume },
  { heading: "Working", cell: (ex) => ex.working },
];

/** Runs at pre-render time: the page's <head> and its examples, computed by the calculator's own code. */
export function loader() {
  const view = weightDosePageView();
  return { meta: pageMeta(PATH, { faq: view.content.faq }), heading: findRoute(PATH)!.heading, ...view };
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content: c, examples, sources, heading } = loaderData;
  return (
    <PageLayout heading={heading} lead={c.lead}>
      <WeightDoseIsland />
      <FormulaSection id="weight-dose-formula" text={c.formula} lines={c.formula.lines} />
      <ExamplesSection
        id="weight-dose-examples"
        text={c.examples}
        columns={COLUMNS}
        rows={examples}
        rowKey={(ex) => ex.name}
      />
      <ListSection id="weight-dose-safety" text={c.safety} />
      <FaqSection id="weight-dose-faq" heading={c.faqHeading} entries={c.faq} />
      <CalculatorPageEnd sources={sources} scope="weight-dose" />
    </PageLayout>
  );
}
