import type { Route } from "./+types/syringe-page";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { SYRINGE_PRESET } from "~/data/doses";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";
import { SyringeCalculator } from "~/components/syringe/syringe-calculator";
import { SyringeGuide, SyringeReferenceTable } from "~/components/syringe/syringe-tables";
import { PageSection } from "~/components/content/section";
import { BulletList } from "~/components/content/bullet-list";
import { WorkedExamples } from "~/components/content/worked-examples";
import { Faq } from "~/components/content/faq";
import { DisclaimerNote } from "~/components/content/disclaimer-note";
import { LinkGrid } from "~/components/content/link-grid";
import {
  GUIDE_TEXT,
  SAFETY_TIPS,
  SYRINGE_EXAMPLES,
  SYRINGE_FAQ,
  SYRINGE_HOW_TO,
  SYRINGE_INTRO,
  SYRINGE_REFERENCE,
  SYRINGE_RELATED,
} from "~/content/syringe";

const PATH = "/mg-to-ml-syringe";
const route = findRoute(PATH)!;

export const meta: Route.MetaFunction = () => pageMeta(PATH, { faq: SYRINGE_FAQ, howTo: SYRINGE_HOW_TO });

export default function Page() {
  return (
    <PageContainer>
      <PageHeading>{route.heading}</PageHeading>
      <Lead>{SYRINGE_INTRO}</Lead>

      <SyringeCalculator preset={SYRINGE_PRESET} />

      <PageSection heading="Guide to syringe sizes" id="syringe-guide" wide>
        {GUIDE_TEXT.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <SyringeGuide />
      </PageSection>

      <PageSection heading="Syringe safety tips" id="syringe-safety">
        <BulletList items={SAFETY_TIPS} name="safety" />
      </PageSection>

      <PageSection heading="Worked examples" id="worked-examples">
        <WorkedExamples kind="mg" examples={SYRINGE_EXAMPLES} />
      </PageSection>

      <PageSection heading="Reference table" id="syringe-reference" wide>
        <SyringeReferenceTable doses={SYRINGE_REFERENCE.doses} strength={SYRINGE_REFERENCE.strength} />
      </PageSection>

      <PageSection heading="Frequently asked questions" id="faq">
        <Faq entries={SYRINGE_FAQ} />
      </PageSection>

      <PageSection heading="Related conversions" id="related">
        <LinkGrid
          label="Related conversions"
          links={SYRINGE_RELATED.map((to) => ({ to, label: to === "/" ? "Home" : findRoute(to)!.label }))}
        />
      </PageSection>

      <DisclaimerNote />
    </PageContainer>
  );
}
