import { Figures } from "~/components/ui/figures";
import type { Route } from "./+types/syringe-page";
import { BehaviourSection } from "~/behaviour/behaviour-section";
import { syringePageData } from "~/content/syringe";
import { PageLayout } from "~/components/page/page-layout";
import { SyringeIsland } from "~/components/islands";
import { SyringeGuide, SyringeReferenceTable } from "~/components/syringe/syringe-tables";
import { PageSection } from "~/components/content/section";
import { BulletList } from "~/components/content/bullet-list";
import { WorkedExamples } from "~/components/content/worked-examples";
import { Faq } from "~/components/content/faq";
import { DisclaimerNote } from "~/components/content/disclaimer-note";
import { LinkGrid } from "~/components/content/link-grid";
import { Sources } from "~/components/content/sources";
import { HighAlertLine, HighAlertWarnings } from "~/components/content/high-alert";

/** Runs at pre-render time: the page's <head> and its view, with every number computed. */
export function loader() {
  return syringePageData();
}

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <PageLayout
      heading={view.heading}
      lead={view.intro}
      beforeCalculator={<HighAlertLine warnings={view.highAlert} />}
      calculator={<SyringeIsland preset={view.preset} />}
    >
      <HighAlertWarnings warnings={view.highAlert} />

      <PageSection heading="Guide to syringe sizes" id="syringe-guide" wide>
        {view.guideText.map((p) => (
          <p key={p}>
            <Figures text={p} />
          </p>
        ))}
        <SyringeGuide guide={view.guide} />
      </PageSection>

      <PageSection heading="Syringe safety tips" id="syringe-safety">
        <BulletList items={view.safetyTips} name="safety" />
      </PageSection>

      <PageSection heading="Worked examples" id="worked-examples">
        <WorkedExamples examples={view.examples} />
      </PageSection>

      <PageSection heading="Reference table" id="syringe-reference" wide>
        <SyringeReferenceTable table={view.reference} />
      </PageSection>

      <PageSection heading="Frequently asked questions" id="faq">
        <Faq entries={view.faq} />
      </PageSection>

      <PageSection heading="Related conversions" id="related">
        <LinkGrid label="Related conversions" links={view.related} />
      </PageSection>

      <Sources sources={view.sources} />

      <DisclaimerNote />

      {/* For auditors, after all of the page's own content (issue 28). */}
      <BehaviourSection scope="converter" machine="syringe" />
    </PageLayout>
  );
}
