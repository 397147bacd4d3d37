import type { Route } from "./+types/reconstitution-calculator";
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
import { ReconstitutionIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
import { reconstitutionPageView, type ReconstitutionExampleView } from "~/content/clinical-examples";
import { ISLANDS_ONLY } from "~/lib/page-handle";

const PATH = "/reconstitution-calculator";

const COLUMNS: readonly TableColumn<ReconstitutionExampleView>[] = [
  { heading: "Vial", cell: (ex) => ex.name },
  { heading: "Concentration", num: true, cell: (ex) => ex.concentration },
  { heading: "Diluent", num: true, cell: (ex) => ex.diluent },
  { heading: "Volume to draw", num: true, cell: (ex) => ex.volume },
  { heading: "Working", cell: (ex) => ex.working },
];

/** Runs at pre-render time: the page's <head> and its examples, computed by the calculator's own code. */
export function loader() {
  const view = reconstitutionPageView();
  return { meta: pageMeta(PATH, { faq: view.content.faq }), heading: findRoute(PATH)!.heading, ...view };
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content: c, examples, sources, heading } = loaderData;
  return (
    <PageLayout heading={heading} lead={c.lead}>
      <ReconstitutionIsland />
      <FormulaSection id="reconstitution-formula" text={c.formula} lines={c.formula.lines} />
      <ExamplesSection
        id="reconstitution-examples"
        text={c.examples}
        columns={COLUMNS}
        rows={examples}
        rowKey={(ex) => ex.name}
      />
      <ListSection id="reconstitution-safety" text={c.safety} />
      <FaqSection id="reconstitution-faq" heading={c.faqHeading} entries={c.faq} />
      <CalculatorPageEnd sources={sources} scope="reconstitution" />
    </PageLayout>
  );
}
