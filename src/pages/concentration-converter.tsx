import type { Route } from "./+types/concentration-converter";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout } from "~/components/page/page-layout";
import * as Sections from "~/components/content/calculator-sections";
import { ConcentrationIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
import { concentrationPageView, type ConcentrationExampleView } from "~/content/concentration-examples";
import { concentrationTexts } from "~/content/lab-pages";

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

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view, text: c } = loaderData;
  return (
    <PageLayout heading={view.heading} lead={c.lead}>
      <ConcentrationIsland />
      <Sections.Formula text={c.formula} lines={view.formulas}>
        <p>{view.ppm}</p>
      </Sections.Formula>
      <Sections.Examples text={c.examples} columns={EXAMPLE_COLUMNS} rows={view.examples} keyOf="title" />
      <Sections.FaqList heading={c.faqHeading} entries={view.faq} />
      <Sections.Bullets text={c.tips} />
      <Sections.End sources={view.sources} scope="concentration" />
    </PageLayout>
  );
}
