import type { Route } from "./+types/home";
import styled from "styled-components";
import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import { findRoute, MG_ROUTES, ML_ROUTES } from "~/data/site-routes";
import { HOME_PRESET } from "~/data/doses";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";
import { ConverterCard } from "~/components/converter/converter-card";
import { PageSection } from "~/components/content/section";
import { DoseChart } from "~/components/content/dose-chart";
import { InfoCards } from "~/components/content/info-cards";
import { LinkGrid } from "~/components/content/link-grid";
import { Faq } from "~/components/content/faq";
import { DisclaimerNote } from "~/components/content/disclaimer-note";
import { strengthLabel } from "~/content/compute";
import {
  ADVANCED,
  COMMON_CHART,
  CONCLUSION,
  EXPLANATION,
  HOME_FAQ,
  HOME_INTRO,
  HOW_TO,
  QUICK_FACTS,
  QUICK_FACTS_NOTE,
  REASONS,
  STANDARDS,
  STANDARDS_NOTE,
  SYRINGE_TABLE,
} from "~/content/home";

const PATH = "/";
const route = findRoute(PATH)!;

export const meta: Route.MetaFunction = () => pageMeta(PATH, { faq: HOME_FAQ, howTo: HOW_TO });

const Steps = styled.ol`
  max-width: 52rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.95rem;
`;

const link = (r: { path: string; label: string }) => ({ to: r.path, label: r.label });

export default function Page() {
  return (
    <PageContainer>
      <PageHeading>{route.heading}</PageHeading>
      <Lead>{HOME_INTRO}</Lead>

      <ConverterCard preset={HOME_PRESET} title="Dose converter" description="Enter a dose in mg and the concentration on the label; swap to convert mL to mg." />

      <PageSection heading={EXPLANATION.heading} id="how-it-works">
        {EXPLANATION.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <h3>{HOW_TO.name}</h3>
        <Steps data-howto="">
          {HOW_TO.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </Steps>
      </PageSection>

      <PageSection heading="Common conversions chart" id="common-chart">
        <p>Volumes for common doses of a liquid labelled {strengthLabel(COMMON_CHART.strength)}.</p>
        <DoseChart
          doses={COMMON_CHART.doses}
          strength={COMMON_CHART.strength}
          caption={`Common doses at ${strengthLabel(COMMON_CHART.strength)}`}
        />
      </PageSection>

      <PageSection heading="International standards" id="standards" wide>
        <InfoCards cards={STANDARDS} name="standards" />
        <Muted>{STANDARDS_NOTE}</Muted>
      </PageSection>

      <PageSection heading="Quick facts" id="quick-facts" wide>
        <InfoCards cards={QUICK_FACTS} name="quick-facts" />
        <Muted>{QUICK_FACTS_NOTE}</Muted>
      </PageSection>

      <PageSection heading="Why use this converter" id="reasons" wide>
        <InfoCards cards={REASONS} name="reasons" />
      </PageSection>

      <PageSection heading="Popular conversions" id="popular" wide>
        <h3 id="popular-mg">mg to mL</h3>
        <LinkGrid label="Popular mg to mL conversions" links={MG_ROUTES.map(link)} />
        <h3 id="popular-ml">mL to mg</h3>
        <LinkGrid label="Popular mL to mg conversions" links={ML_ROUTES.map(link)} />
      </PageSection>

      <PageSection heading="Syringe dose table" id="syringe-table">
        <p>
          Small doses of a {strengthLabel(SYRINGE_TABLE.strength)} injection and the smallest injection syringe that
          holds each volume. The <Link to="/mg-to-ml-syringe">syringe calculator</Link> draws any volume on a syringe.
        </p>
        <DoseChart
          doses={SYRINGE_TABLE.doses}
          strength={SYRINGE_TABLE.strength}
          caption={`Syringe volumes at ${strengthLabel(SYRINGE_TABLE.strength)}`}
          syringeFamily="injection"
        />
      </PageSection>

      <PageSection heading="Advanced calculators" id="advanced" wide>
        <InfoCards cards={ADVANCED} name="advanced" />
      </PageSection>

      <PageSection heading="Frequently asked questions" id="faq">
        <Faq entries={HOME_FAQ} />
      </PageSection>

      <PageSection heading="Conclusion" id="conclusion">
        {CONCLUSION.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </PageSection>

      <DisclaimerNote />
    </PageContainer>
  );
}
