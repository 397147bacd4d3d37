import type { Route } from "./+types/weight-based-dose-calculator";
import { BehaviourSection } from "~/behaviour/behaviour-section";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout, Section } from "~/components/page/page-layout";
import { WeightDoseIsland } from "~/components/islands";
import { FormulaBox } from "~/components/lab/lab-ui";
import { LabTable } from "~/components/lab/lab-table";
import type { TableColumn } from "~/components/content/data-table";
import { Faq } from "~/components/content/faq";
import { Sources } from "~/components/content/sources";
import { BulletList } from "~/components/content/bullet-list";
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

      <Section aria-labelledby="weight-dose-formula">
        <h2 id="weight-dose-formula">{c.formula.heading}</h2>
        <p>{c.formula.intro}</p>
        <FormulaBox>
          {c.formula.lines.map((line) => (
            <p key={line} className="formula">
              {line}
            </p>
          ))}
        </FormulaBox>
      </Section>

      <Section aria-labelledby="weight-dose-examples">
        <h2 id="weight-dose-examples">{c.examples.heading}</h2>
        <LabTable caption={c.examples.caption} columns={COLUMNS} rows={examples} rowKey={(ex) => ex.name} />
      </Section>

      <Section aria-labelledby="weight-dose-safety">
        <h2 id="weight-dose-safety">{c.safety.heading}</h2>
        <BulletList items={c.safety.items} />
      </Section>

      <Section aria-labelledby="weight-dose-faq">
        <h2 id="weight-dose-faq">{c.faqHeading}</h2>
        <Faq entries={c.faq} />
      </Section>

      <Sources sources={sources} />
      {/* For auditors, after all of the page's own content (issue 28). */}
      <BehaviourSection scope="weight-dose" />
    </PageLayout>
  );
}
