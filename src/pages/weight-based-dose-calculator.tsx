import type { Route } from "./+types/weight-based-dose-calculator";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout } from "~/components/page/page-layout";
import * as Sections from "~/components/content/calculator-sections";
import { WeightDoseIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
import { weightDosePageView, type ClinicalExampleView } from "~/content/clinical-examples";

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

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, examples, sources, heading } = loaderData;
  return (
    <PageLayout heading={heading} lead={content.lead}>
      <Sections.ClinicalPage
        island={<WeightDoseIsland />}
        content={content}
        columns={COLUMNS}
        examples={examples}
        sources={sources}
        scope="weight-dose"
      />
    </PageLayout>
  );
}
