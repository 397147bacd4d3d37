import { Figures } from "~/components/ui/figures";
import type { Route } from "./+types/home";
import styled from "styled-components";
import { Link } from "react-router";
import { homePageData } from "~/content/home-view";
import { PageLayout } from "~/components/page/page-layout";
import { ConverterIsland } from "~/components/islands";
import { PageSection } from "~/components/content/section";
import { DoseChart } from "~/components/content/dose-chart";
import { InfoCards } from "~/components/content/info-cards";
import { LinkGrid } from "~/components/content/link-grid";
import { Faq } from "~/components/content/faq";
import { ConverterPageEnd } from "~/components/content/page-end";

/** Runs at pre-render time: the page's <head> and its view, with every number computed. */
export function loader() {
  return homePageData();
}

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

const Steps = styled.ol`
  max-width: 52rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.95rem;
`;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <PageLayout
      heading={view.heading}
      lead={view.intro}
      calculator={<ConverterIsland preset={view.preset} title="Dose converter" />}
    >
      <PageSection heading={view.explanation.heading} id="how-it-works">
        {view.explanation.paragraphs.map((p) => (
          <p key={p}>
            <Figures text={p} />
          </p>
        ))}
        <h3>
          <Figures text={view.howTo.name} />
        </h3>
        <Steps data-howto="">
          {view.howTo.steps.map((s) => (
            <li key={s}>
              <Figures text={s} />
            </li>
          ))}
        </Steps>
      </PageSection>

      <PageSection heading="Common conversions chart" id="common-chart">
        <p>
          <Figures text={view.chartIntro} />
        </p>
        <DoseChart chart={view.chart} />
      </PageSection>

      <PageSection heading="International standards" id="standards" wide>
        <InfoCards cards={view.standards} name="standards" />
        <Muted>
          <Figures text={view.standardsNote} />
        </Muted>
      </PageSection>

      <PageSection heading="Quick facts" id="quick-facts" wide>
        <InfoCards cards={view.quickFacts} name="quick-facts" />
        <Muted>
          <Figures text={view.quickFactsNote} />
        </Muted>
      </PageSection>

      <PageSection heading="Why use this converter" id="reasons" wide>
        <InfoCards cards={view.reasons} name="reasons" />
      </PageSection>

      <PageSection heading="Popular conversions" id="popular" wide>
        <h3 id="popular-mg">mg to mL</h3>
        <LinkGrid label="Popular mg to mL conversions" links={view.popularMg} />
        <h3 id="popular-ml">mL to mg</h3>
        <LinkGrid label="Popular mL to mg conversions" links={view.popularMl} />
      </PageSection>

      <PageSection heading="Syringe dose table" id="syringe-table">
        <p>
          {view.syringeIntro} The <Link to="/mg-to-ml-syringe">syringe calculator</Link> draws any volume on a syringe.
        </p>
        <DoseChart chart={view.syringeChart} />
      </PageSection>

      <PageSection heading="Advanced calculators" id="advanced" wide>
        <InfoCards cards={view.advanced} name="advanced" />
      </PageSection>

      <PageSection heading="Frequently asked questions" id="faq">
        <Faq entries={view.faq} />
      </PageSection>

      <PageSection heading="Conclusion" id="conclusion">
        {view.conclusion.map((p) => (
          <p key={p}>
            <Figures text={p} />
          </p>
        ))}
      </PageSection>

      <ConverterPageEnd sources={view.sources} />
    </PageLayout>
  );
}
