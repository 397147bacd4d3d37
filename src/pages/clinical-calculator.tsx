import type { ReactNode } from "react";
import type { Route } from "./+types/clinical-calculator";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout } from "~/components/page/page-layout";
import * as Sections from "~/components/content/calculator-sections";
import { InfusionRateIsland, ReconstitutionIsland, WeightDoseIsland } from "~/components/islands";
import type { TableColumn } from "~/components/content/data-table";
import type { FaqEntry } from "~/lib/meta";
import {
  infusionRatePageView,
  reconstitutionPageView,
  weightDosePageView,
  type ClinicalExampleView,
  type InfusionExampleView,
  type ReconstitutionExampleView,
} from "~/content/clinical-examples";

type PageContent = Parameters<typeof Sections.ClinicalPage>[0]["content"] & { lead: string; faq: readonly FaqEntry[] };

/** Each clinical calculator's island, by its scope (the name its machine and its page share). */
const ISLANDS = {
  "weight-dose": <WeightDoseIsland />,
  reconstitution: <ReconstitutionIsland />,
  "infusion-rate": <InfusionRateIsland />,
} satisfies Record<string, ReactNode>;

/** What a clinical calculator's page is made of: its scope (and so its island), its view (computed at build time), its examples' columns. */
function clinicalPage<T extends { readonly name: string }>(
  scope: keyof typeof ISLANDS,
  view: () => { content: PageContent; examples: readonly T[]; sources: readonly string[] },
  columns: readonly TableColumn<T>[],
) {
  return {
    load: (path: string) => {
      const v = view();
      return { meta: pageMeta(path, { faq: v.content.faq }), heading: findRoute(path)!.heading, path, ...v };
    },
    render: (data: {
      heading: string;
      content: PageContent;
      examples: readonly unknown[];
      sources: readonly string[];
    }) => (
      <PageLayout heading={data.heading} lead={data.content.lead} calculator={ISLANDS[scope]}>
        <Sections.ClinicalPage
          content={data.content}
          columns={columns}
          examples={data.examples as readonly T[]}
          sources={data.sources}
          scope={scope}
        />
      </PageLayout>
    ),
  };
}

/** The weight-based dose page's examples: the order and weight, the dose, the volume, the working. */
const WEIGHT_DOSE_COLUMNS: readonly TableColumn<ClinicalExampleView>[] = [
  { heading: "Order and weight", cell: (ex) => ex.name },
  { heading: "Dose to give", num: true, cell: (ex) => ex.dose },
  { heading: "Volume", num: true, cell: (ex) => ex.volume },
  { heading: "Working", cell: (ex) => ex.working },
];

/** The reconstitution page's examples: the vial, the concentration, the diluent, the volume to draw. */
const RECONSTITUTION_COLUMNS: readonly TableColumn<ReconstitutionExampleView>[] = [
  { heading: "Vial", cell: (ex) => ex.name },
  { heading: "Concentration", num: true, cell: (ex) => ex.concentration },
  { heading: "Diluent", num: true, cell: (ex) => ex.diluent },
  { heading: "Volume to draw", num: true, cell: (ex) => ex.volume },
  { heading: "Working", cell: (ex) => ex.working },
];

/** The infusion rate page's examples: the order and bag, the rate or dose rate, drops and time. */
const INFUSION_COLUMNS: readonly TableColumn<InfusionExampleView>[] = [
  { heading: "Order and bag", cell: (ex) => ex.name },
  { heading: "Result", num: true, cell: (ex) => ex.result },
  { heading: "Drops and time", cell: (ex) => ex.extra },
  { heading: "Working", cell: (ex) => ex.working },
];

/** The clinical calculators by route (texts in src/content/pages/<url>.ts, examples computed by src/content/clinical-examples.ts). */
const PAGES = {
  "/weight-based-dose-calculator": clinicalPage("weight-dose", weightDosePageView, WEIGHT_DOSE_COLUMNS),
  "/reconstitution-calculator": clinicalPage("reconstitution", reconstitutionPageView, RECONSTITUTION_COLUMNS),
  "/infusion-rate-calculator": clinicalPage("infusion-rate", infusionRatePageView, INFUSION_COLUMNS),
};
type ClinicalPath = keyof typeof PAGES;

function pageAt(path: string) {
  if (!(path in PAGES)) throw new Error(`${path} is not a clinical calculator's route`);
  return PAGES[path as ClinicalPath];
}

/** Runs at pre-render time: the page's <head> and its examples, computed by the calculator's own code. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return pageAt(pathname).load(pathname);
}

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

/** The weight-based dose, reconstitution and infusion rate calculators' pages. */
export default function ClinicalCalculatorPage({ loaderData }: Route.ComponentProps) {
  return pageAt(loaderData.path).render(loaderData);
}
