import type { Route } from "./+types/infusion-rate-calculator";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout } from "~/components/page/page-layout";
import * as Sections from "~/components/content/calculator-sections";
import { InfusionRateIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
import { infusionRatePageView, type InfusionExampleView } from "~/content/clinical-examples";

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

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content: c, examples, sources, heading } = loaderData;
  return (
    <PageLayout heading={heading} lead={c.lead}>
      <InfusionRateIsland />
      <Sections.Formula text={c.formula} lines={c.formula.lines} />
      <Sections.Examples text={c.examples} columns={COLUMNS} rows={examples} keyOf="name" />
      <Sections.Bullets text={c.safety} />
      <Sections.FaqList heading={c.faqHeading} entries={c.faq} />
      <Sections.End sources={sources} scope="infusion-rate" />
    </PageLayout>
  );
}
