/**
 * One dose page (mg to mL or mL to mg), rendered from its content module: intro, the converter
 * preset to the page, the sections the content provides, related links and the disclaimer.
 */
import styled from "styled-components";
import type { SiteRoute } from "~/data/site-routes";
import type { DoseContent } from "~/content/types";
import { relatedLinks } from "~/content/dose-content";
import { amountText } from "~/content/compute";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";
import { ConverterCard } from "~/components/converter/converter-card";
import { PageSection } from "./section";
import { ReferenceTable } from "./reference-table";
import { FormulaBox } from "./formula-box";
import { MedicationList } from "./medication-list";
import { WorkedExamples } from "./worked-examples";
import { BulletList } from "./bullet-list";
import { Faq } from "./faq";
import { RelatedLinks } from "./related-links";
import { DisclaimerNote } from "./disclaimer-note";

const IntroMore = styled.p`
  max-width: 48rem;
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(6)};
`;

export function DosePageView({ route, content }: { route: SiteRoute; content: DoseContent }) {
  const dose = route.dose!;
  const kind = dose.kind;
  const amount = amountText(kind, dose.value);
  const [first, ...rest] = content.intro;
  return (
    <PageContainer>
      <PageHeading>{route.heading}</PageHeading>
      <Lead>{first}</Lead>
      {rest.map((p) => (
        <IntroMore key={p}>{p}</IntroMore>
      ))}

      <ConverterCard preset={dose.preset} />

      {content.focus ? (
        <PageSection heading={content.focus.heading}>
          {content.focus.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </PageSection>
      ) : null}

      {content.formula ? (
        <PageSection heading={`The formula for ${amount}`} id="formula">
          <FormulaBox dose={dose.value} strength={{ mg: dose.preset.concentration, ml: 1 }} />
        </PageSection>
      ) : null}

      <PageSection heading={`${amount} at common concentrations`} id="reference-table">
        <ReferenceTable
          kind={kind}
          amount={dose.value}
          rows={content.table}
          caption={kind === "mg" ? `${amount} in mL at common concentrations` : `${amount} in mg at common concentrations`}
        />
      </PageSection>

      {content.medications ? (
        <PageSection heading="Marketed strengths (examples only)" id="medications">
          <MedicationList dose={dose.value} items={content.medications} />
        </PageSection>
      ) : null}

      <PageSection heading="Worked examples" id="worked-examples">
        <WorkedExamples kind={kind} examples={content.examples} />
      </PageSection>

      {content.safety ? (
        <PageSection heading="Safety checks" id="safety">
          <BulletList items={content.safety} name="safety" />
        </PageSection>
      ) : null}

      {content.errors ? (
        <PageSection heading="Common errors" id="errors">
          <BulletList items={content.errors} name="errors" />
        </PageSection>
      ) : null}

      {content.pediatric ? (
        <PageSection heading="Pediatric notes" id="pediatric">
          <BulletList items={content.pediatric} name="pediatric" />
        </PageSection>
      ) : null}

      {content.faq ? (
        <PageSection heading="Frequently asked questions" id="faq">
          <Faq entries={content.faq} />
        </PageSection>
      ) : null}

      <PageSection heading="Related conversions" id="related">
        <RelatedLinks links={relatedLinks(dose, content)} />
      </PageSection>

      <DisclaimerNote />
    </PageContainer>
  );
}
