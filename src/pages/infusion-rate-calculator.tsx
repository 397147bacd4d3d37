import type { Route } from "./+types/infusion-rate-calculator";
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
import { InfusionRateIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
import { infusionRatePageView, type InfusionExampleView } from "~/content/clinical-examples";
import { ISLANDS_ONLY } from "~/lib/page-handle";

const PATH = "/infusion-rate-calculator";

const COLUMNS: readonly TableColumn<InfusionExampleView>[] = [
  { heading: "Order and bag", cell: (ex) => ex.name },
  { heading: "Result", num: true, cell: (ex) => ex.result },
  { heading: "Drops and time", cell: (ex) => ex.extra },
  { heading: "Working", cell: (ex) => ex.working },
];

/** Runs at pre-render time: the page's <head> and its examples, computed by the calculator's own code. */
export function loader() {
  const view = infusionRatePageView();
  return { meta: pageMeta(PATH, { faq: view.content.faq }), heading: findRoute(PATH)!.heading, ...view };
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content: c, examples, sources, heading } = loaderData;
  return (
    <PageLayout heading={heading} lead={c.lead}>
      <InfusionRateIsland />
      <FormulaSection id="infusion-rate-formula" text={c.formula} lines={c.formula.lines} />
      <ExamplesSection
        id="infusion-rate-examples"
        text={c.examples}
        columns={COLUMNS}
        rows={examples}
        rowKey={(ex) => ex.name}
      />
      <ListSection id="infusion-rate-safety" text={c.safety} />
      <FaqSection id="infusion-rate-faq" heading={c.faqHeading} entries={c.faq} />
      <CalculatorPageEnd sources={sources} scope="infusion-rate" />
    </PageLayout>
  );
}
