import { Figures } from "~/components/ui/figures";
import type { Route } from "./+types/molarity-calculator";
import styled from "styled-components";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout, Section, Card } from "~/components/page/page-layout";
import { MolarityIsland } from "~/components/islands";
import { FormulaBox } from "~/components/lab/lab-ui";
import { LabTable } from "~/components/lab/lab-table";
import type { TableColumn } from "~/components/content/data-table";
import { molarityFaq, molarityPageView, type MassExampleView, type MolarityExampleView } from "~/content/lab-examples";
import { molarityTexts } from "~/content/lab-pages";
import * as Sections from "~/components/content/calculator-sections";

const SubCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};
  h3 { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  p { margin: 0; }
`;

const PATH = "/molarity-calculator";

const EXAMPLE_COLUMNS: readonly TableColumn<MolarityExampleView>[] = [
  { heading: "Solute", cell: (ex) => ex.solute },
  { heading: "Mass", num: true, cell: (ex) => ex.mass },
  { heading: "Molecular weight", num: true, cell: (ex) => ex.molecularWeight },
  { heading: "Volume", num: true, cell: (ex) => ex.volume },
  { heading: "Molarity", num: true, cell: (ex) => ex.display.molar },
  { heading: "In the unit that suits it", num: true, cell: (ex) => ex.display.suited },
];

const MASS_COLUMNS: readonly TableColumn<MassExampleView>[] = [
  { heading: "Solute", cell: (ex) => ex.solute },
  { heading: "Molarity", num: true, cell: (ex) => ex.molarity },
  { heading: "Molecular weight", num: true, cell: (ex) => ex.molecularWeight },
  { heading: "Volume", num: true, cell: (ex) => ex.volume },
  { heading: "Mass to weigh", num: true, cell: (ex) => [ex.display.headline, ...ex.display.also].join(" = ") },
  {
    heading: "At the bench",
    cell: (ex) => (ex.display.caution ? `${ex.display.bench} Caution: ${ex.display.caution}` : ex.display.bench),
  },
];

/** Runs at pre-render time: the page's <head> and its examples, computed by the calculator's calc module. */
export function loader() {
  const view = molarityPageView(findRoute(PATH)!.heading);
  return { meta: pageMeta(PATH, { faq: molarityFaq() }), view, text: molarityTexts(view) };
}

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view, text: c } = loaderData;
  return (
    <PageLayout heading={view.heading} lead={c.lead} calculator={<MolarityIsland />}>
      <Section aria-labelledby="molarity-formula">
        <h2 id="molarity-formula">{c.formula.heading}</h2>
        <p>
          <Figures text={c.formula.intro} />
        </p>
        <FormulaBox>
          <p className="formula">
            <Figures text={c.formula.formula} />
          </p>
          <p>
            <Figures text={c.formula.units} />
          </p>
        </FormulaBox>
        <p>
          <Figures text={c.formula.example} />
        </p>
      </Section>

      <Sections.Examples text={c.examples} columns={EXAMPLE_COLUMNS} rows={view.examples} keyOf="solute" />
      <Section aria-labelledby="molarity-weigh">
        <h2 id="molarity-weigh">{c.weigh.heading}</h2>
        <p>
          <Figures text={c.weigh.text} />
        </p>
        <LabTable
          caption={c.weigh.caption}
          columns={MASS_COLUMNS}
          rows={view.massExamples}
          rowKey={(ex) => ex.solute}
        />
        <SubCard>
          <h3>
            <Figures text={c.weigh.checkHeading} />
          </h3>
          <p>
            <Figures text={c.weigh.check} />
          </p>
        </SubCard>
      </Section>

      <Section aria-labelledby="molarity-solutes">
        <h2 id="molarity-solutes">{c.solutes.heading}</h2>
        <p>
          <Figures text={c.solutes.intro} />
        </p>
        <ul>
          {view.solutes.map((solute) => (
            <li key={solute.name}>
              {solute.name} ({solute.formula}): {solute.molecularWeight} g/mol
            </li>
          ))}
        </ul>
      </Section>

      <Sections.FaqList heading={c.faqHeading} entries={view.faq} />
      <Sections.Bullets text={c.tips} />
      <Sections.End sources={view.sources} scope="molarity" />
    </PageLayout>
  );
}
