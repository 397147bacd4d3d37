/**
 * One dose page (mg to mL or mL to mg), rendered from its view (built at pre-render time by
 * src/content/dose-content.ts): the intro's first sentence, the converter preset to the page (issue
 * 54: the calculator first), the rest of the intro, the sections the content provides, related
 * links and the disclaimer.
 */
import { Figures } from "~/components/ui/figures";
import type { DoseView } from "~/content/view-types";
import { PageLayout } from "~/components/page/page-layout";
import { ConverterIsland } from "~/components/islands";
import { MaybeSection, PageSection } from "./section";
import { ReferenceTable } from "./reference-table";
import { FormulaBox } from "./formula-box";
import { MedicationList } from "./medication-list";
import { WorkedExamples } from "./worked-examples";
import { BulletList } from "./bullet-list";
import { Faq } from "./faq";
import { LinkGrid } from "./link-grid";
import { HighAlertLine, HighAlertWarnings } from "./high-alert";
import { ConverterPageEnd } from "./page-end";

/** The sections that are lists of short points, in page order: each shown when the content has it. */
const POINT_SECTIONS = [
  { name: "safety", heading: "Safety checks" },
  { name: "errors", heading: "Common errors" },
  { name: "pediatric", heading: "Pediatric notes" },
] as const;

export function DosePageView({ view }: { view: DoseView }) {
  const amount = view.amountText;
  return (
    <PageLayout
      heading={view.heading}
      lead={view.intro}
      beforeCalculator={<HighAlertLine warnings={view.highAlert} />}
      calculator={<ConverterIsland preset={view.preset} />}
    >
      <HighAlertWarnings warnings={view.highAlert} />

      {view.focus ? (
        <PageSection heading={view.focus.heading}>
          {view.focus.paragraphs.map((p) => (
            <p key={p}>
              <Figures text={p} />
            </p>
          ))}
        </PageSection>
      ) : null}

      <MaybeSection content={view.formula} heading={`The formula for ${amount}`} id="formula">
        {(formula) => <FormulaBox formula={formula} />}
      </MaybeSection>

      <PageSection heading={`${amount} at common concentrations`} id="reference-table">
        <ReferenceTable table={view.table} />
      </PageSection>

      <MaybeSection content={view.medications} heading="Marketed strengths (examples only)" id="medications">
        {(list) => <MedicationList list={list} />}
      </MaybeSection>

      <PageSection heading="Worked examples" id="worked-examples">
        <WorkedExamples examples={view.examples} />
      </PageSection>

      {POINT_SECTIONS.map(({ name, heading }) => {
        const points = view[name];
        return points ? (
          <PageSection key={name} heading={heading} id={name}>
            <BulletList items={points} name={name} />
          </PageSection>
        ) : null;
      })}

      <MaybeSection content={view.faq} heading="Frequently asked questions" id="faq">
        {(entries) => <Faq entries={entries} />}
      </MaybeSection>

      <PageSection heading="Related conversions" id="related">
        <LinkGrid label="Related conversions" className="related" links={view.related} />
      </PageSection>

      <ConverterPageEnd sources={view.sources} />
    </PageLayout>
  );
}
