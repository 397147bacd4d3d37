import { Figures } from "~/components/ui/figures";
import type { ReactNode } from "react";
import type { Route } from "./+types/lab-calculator";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout } from "~/components/page/page-layout";
import * as Sections from "~/components/content/calculator-sections";
import { ConcentrationIsland, SerialDilutionIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
import type { LabPageView } from "~/content/lab-page-view";
import {
  concentrationPageView,
  reagentTableText,
  type ConcentrationExampleView,
  type ConcentrationPageView,
  type ReagentRowView,
} from "~/content/concentration-examples";
import { serialPageView, type SerialExampleView } from "~/content/serial-dilution-examples";
import { concentrationTexts, serialDilutionTexts } from "~/content/lab-pages";

type Texts = ReturnType<typeof concentrationTexts> | ReturnType<typeof serialDilutionTexts>;

/** Each lab converter's island, by its scope (the name its machine and its page share). */
const ISLANDS = {
  concentration: <ConcentrationIsland />,
  "serial-dilution": <SerialDilutionIsland />,
} satisfies Record<string, ReactNode>;

/** What a lab converter's page is made of: its scope (and so its island), its view and texts (computed at build time), its examples' columns. */
function labPage<T extends { readonly title: string }>(
  scope: keyof typeof ISLANDS,
  view: (heading: string) => LabPageView<T>,
  texts: () => Texts,
  columns: readonly TableColumn<T>[],
  /** A section of the page's own after the worked examples (the concentration converter's reagent table). */
  extra?: (view: LabPageView<unknown>) => ReactNode,
) {
  return {
    load: (path: string) => {
      const text = texts();
      const computed = view(findRoute(path)!.heading);
      // The computed answers first, then those in prose (the page's content file).
      const v = { ...computed, faq: [...computed.faq, ...text.faq] };
      return { meta: pageMeta(path, { faq: v.faq }), path, view: v as LabPageView<unknown>, text };
    },
    render: ({ view: v, text: c }: { view: LabPageView<unknown>; text: Texts }) => (
      <PageLayout heading={v.heading} lead={c.lead} calculator={ISLANDS[scope]}>
        <Sections.Formula text={c.formula} lines={v.formulas}>
          {v.notes.map((line) => (
            <p key={line}>
              <Figures text={line} />
            </p>
          ))}
        </Sections.Formula>
        <Sections.Examples
          text={c.examples}
          columns={columns}
          rows={v.examples as readonly T[]}
          keyOf={"title" as Sections.NamingKey<T>}
        />
        {extra?.(v)}
        <Sections.FaqList heading={c.faqHeading} entries={v.faq} />
        <Sections.Bullets text={c.tips} />
        <Sections.End sources={v.sources} scope={scope} />
      </PageLayout>
    ),
  };
}

/** The concentration converter's examples: what was typed, the molecular weight, the converted value. */
const CONCENTRATION_COLUMNS: readonly TableColumn<ConcentrationExampleView>[] = [
  { heading: "Example", cell: (ex) => ex.title },
  { heading: "Concentration", num: true, cell: (ex) => ex.typed },
  { heading: "Molecular weight", num: true, cell: (ex) => ex.molecularWeight },
  { heading: "Converted", num: true, cell: (ex) => ex.answer },
  { heading: "Working", cell: (ex) => ex.working },
];

/** The concentration converter's reagent table: the label's figures, the converter's molarity, the source's, mL for 1 L of 1 M. */
const REAGENT_COLUMNS: readonly TableColumn<ReagentRowView>[] = [
  { heading: "Reagent", cell: (r) => r.name },
  { heading: "Assay (% w/w)", num: true, cell: (r) => r.percent },
  { heading: "Density", num: true, cell: (r) => r.density },
  { heading: "Molecular weight", num: true, cell: (r) => r.molecularWeight },
  { heading: "Molarity (this converter)", num: true, cell: (r) => r.molarity },
  { heading: "Molarity (source)", num: true, cell: (r) => r.stated },
  { heading: "mL for 1 L of 1 M", num: true, cell: (r) => r.perLitre },
];

function ReagentTable({ view }: { view: LabPageView<unknown> }) {
  const text = reagentTableText();
  return (
    <Sections.Examples
      text={text}
      columns={REAGENT_COLUMNS}
      rows={(view as ConcentrationPageView).reagents}
      keyOf="name"
    >
      {text.notes.map((line) => (
        <p key={line}>
          <Figures text={line} />
        </p>
      ))}
    </Sections.Examples>
  );
}

/** The serial dilution calculator's examples: the transfer, the diluent per tube, the last tube. */
const SERIAL_COLUMNS: readonly TableColumn<SerialExampleView>[] = [
  { heading: "Example", cell: (ex) => ex.title },
  { heading: "Typed", cell: (ex) => ex.typed },
  { heading: "Transfer", num: true, cell: (ex) => ex.transfer },
  { heading: "Diluent per tube", num: true, cell: (ex) => ex.diluent },
  { heading: "Last tube", num: true, cell: (ex) => ex.last },
  { heading: "Working", cell: (ex) => ex.working },
];

/** The lab converters by route (texts in src/content/pages/<url>.ts, examples computed by src/content/*-examples.ts). */
const PAGES = {
  "/concentration-converter": labPage(
    "concentration",
    concentrationPageView,
    concentrationTexts,
    CONCENTRATION_COLUMNS,
    (v) => <ReagentTable view={v} />,
  ),
  "/serial-dilution-calculator": labPage("serial-dilution", serialPageView, serialDilutionTexts, SERIAL_COLUMNS),
};

function pageAt(path: string) {
  if (!(path in PAGES)) throw new Error(`${path} is not a lab converter's route`);
  return PAGES[path as keyof typeof PAGES];
}

/** Runs at pre-render time: the page's <head> and its examples, computed by the calculator's domain code. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return pageAt(pathname).load(pathname);
}

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

/** The concentration converter's and the serial dilution calculator's pages. */
export default function LabCalculatorPage({ loaderData }: Route.ComponentProps) {
  return pageAt(loaderData.path).render(loaderData);
}
