import type { Route } from "./+types/reconstitution-calculator";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout } from "~/components/page/page-layout";
import * as Sections from "~/components/content/calculator-sections";
import { ReconstitutionIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
import { reconstitutionPageView, type ReconstitutionExampleView } from "~/content/clinical-examples";

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

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, examples, sources, heading } = loaderData;
  return (
    <PageLayout heading={heading} lead={content.lead}>
      <Sections.ClinicalPage
        island={<ReconstitutionIsland />}
        content={content}
        columns={COLUMNS}
        examples={examples}
        sources={sources}
        scope="reconstitution"
      />
    </PageLayout>
  );
}
