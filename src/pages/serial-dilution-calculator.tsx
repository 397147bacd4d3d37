import type { Route } from "./+types/serial-dilution-calculator";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout } from "~/components/page/page-layout";
import * as Sections from "~/components/content/calculator-sections";
import { SerialDilutionIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
import { serialPageView, type SerialExampleView } from "~/content/serial-dilution-examples";
import { serialDilutionTexts } from "~/content/lab-pages";

const PATH = "/serial-dilution-calculator";

const EXAMPLE_COLUMNS: readonly TableColumn<SerialExampleView>[] = [
  { heading: "Example", cell: (ex) => ex.title },
  { heading: "Typed", cell: (ex) => ex.typed },
  { heading: "Transfer", num: true, cell: (ex) => ex.transfer },
  { heading: "Diluent per tube", num: true, cell: (ex) => ex.diluent },
  { heading: "Last tube", num: true, cell: (ex) => ex.last },
  { heading: "Working", cell: (ex) => ex.working },
];

/** Runs at pre-render time: the page's <head> and its examples, computed by the calculator's domain code. */
export function loader() {
  const view = serialPageView(findRoute(PATH)!.heading);
  return { meta: pageMeta(PATH, { faq: view.faq }), view, text: serialDilutionTexts() };
}

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view, text: c } = loaderData;
  return (
    <PageLayout heading={view.heading} lead={c.lead}>
      <SerialDilutionIsland />
      <Sections.Formula text={c.formula} lines={view.formulas}>
        {view.conventions.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Sections.Formula>
      <Sections.Examples text={c.examples} columns={EXAMPLE_COLUMNS} rows={view.examples} keyOf="title" />
      <Sections.FaqList heading={c.faqHeading} entries={view.faq} />
      <Sections.Bullets text={c.tips} />
      <Sections.End sources={view.sources} scope="serial-dilution" />
    </PageLayout>
  );
}
