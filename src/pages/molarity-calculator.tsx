import type { Route } from "./+types/molarity-calculator";
import { BehaviourSection } from "~/behaviour/behaviour-section";
import styled from "styled-components";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout, Section, Card } from "~/components/page/page-layout";
import { MolarityIsland } from "~/components/islands";
import { FormulaBox } from "~/components/lab/lab-ui";
import { LabTable } from "~/components/lab/lab-table";
import type { TableColumn } from "~/components/content/data-table";
import { Faq } from "~/components/content/faq";
import { Sources } from "~/components/content/sources";
import { molarityFaq, molarityPageView, type MassExampleView, type MolarityExampleView } from "~/content/lab-examples";
import { ISLANDS_ONLY } from "~/lib/page-handle";

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
  return { meta: pageMeta(PATH, { faq: molarityFaq() }), view: molarityPageView(findRoute(PATH)!.heading) };
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const { nacl, weigh: WEIGH } = view;
  // The last example is the most dilute one (caffeine).
  const dilute = view.examples[view.examples.length - 1]!;
  return (
    <PageLayout
      heading={view.heading}
      lead={
        <>
          Work out the molar concentration of a solution from the mass of solute you weighed, its molecular weight
          and the final volume, or solve for the mass to weigh, the volume to make or the molecular weight. Mass in g
          or mg, volume in mL or L, molarity in M, mM, µM or nM; everything is calculated on your device.
        </>
      }
    >
      <MolarityIsland />

      <Section aria-labelledby="molarity-formula">
        <h2 id="molarity-formula">How molarity is calculated</h2>
        <p>
          Molarity is the number of moles of solute per litre of solution. Divide the mass by the molecular weight
          to get moles, and divide the volume in millilitres by 1000 to get litres:
        </p>
        <FormulaBox>
          <p className="formula">Molarity (M) = (mass ÷ molecular weight) ÷ (volume ÷ 1000)</p>
          <p>mass in g, molecular weight in g/mol, volume of solution in mL.</p>
        </FormulaBox>
        <p>
          For example, {nacl.mass} of {nacl.solute} ({nacl.molecularWeight}) dissolved and made up to {nacl.volume}{" "}
          gives {nacl.display.molar}. A very dilute result is also given in the unit that suits it: {dilute.mass} of{" "}
          {dilute.solute.toLowerCase()} ({dilute.molecularWeight}) in {dilute.volume} is {dilute.display.molar}, that
          is {dilute.display.suited}.
        </p>
      </Section>

      <Section aria-labelledby="molarity-examples">
        <h2 id="molarity-examples">Worked examples</h2>
        <LabTable caption="Molarity worked out from mass, molecular weight and volume" columns={EXAMPLE_COLUMNS} rows={view.examples} rowKey={(ex) => ex.solute} />
      </Section>

      <Section aria-labelledby="molarity-weigh">
        <h2 id="molarity-weigh">Solving for the mass: how much to weigh</h2>
        <p>
          Choose Solve for: Mass, enter the molarity you want, the molecular weight and the final volume. The
          calculator multiplies molarity × molecular weight × volume in litres and says how to prepare it. For
          example, {WEIGH.volume} of {WEIGH.molarity} {WEIGH.solute}: {WEIGH.display.working}.
        </p>
        <LabTable caption="Mass to weigh for a molarity and a final volume" columns={MASS_COLUMNS} rows={view.massExamples} rowKey={(ex) => ex.solute} />
        <SubCard>
          <h3>Check it the other way round</h3>
          <p>
            Entering {WEIGH.display.headline} (typed {WEIGH.checkMass}), {WEIGH.molecularWeight} and {WEIGH.volume} with
            Solve for: Molarity gives {WEIGH.check} back.
          </p>
        </SubCard>
      </Section>

      <Section aria-labelledby="molarity-solutes">
        <h2 id="molarity-solutes">Common solutes</h2>
        <p>The calculator's common solutes fill the molecular weight with these values:</p>
        <ul>
          {view.solutes.map((solute) => (
            <li key={solute.name}>
              {solute.name} ({solute.formula}): {solute.molecularWeight} g/mol
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="molarity-faq">
        <h2 id="molarity-faq">Frequently asked questions</h2>
        <Faq entries={view.faq} />
      </Section>

      <Section aria-labelledby="molarity-tips">
        <h2 id="molarity-tips">Tips for preparing a solution</h2>
        <ul>
          <li>
            The volume is the final volume of the <em>solution</em>: dissolve the solute in less solvent, then make
            it up to the mark in a volumetric flask.
          </li>
          <li>
            Use the molecular weight of the exact form on the label: a hydrate (for example CaCl₂·2H₂O) weighs more
            per mole than the anhydrous salt.
          </li>
          <li>
            Decimal commas are accepted (2,5 reads as 2.5). A comma that could separate thousands (1,200) is not
            guessed: type 1200 instead.
          </li>
          <li>
            Very dilute solutions are easier to read in mM or µM: the calculator also gives every molarity in the unit
            that suits it.
          </li>
          <li>
            A solution above a listed solute's solubility at 25 °C, or above 55 M (pure water is about 55.5 mol/L),
            cannot exist: the calculator says so with the result.
          </li>
        </ul>
      </Section>

      <Sources sources={view.sources} />
      {/* For auditors, after all of the page's own content (issue 28). */}
      <BehaviourSection scope="molarity" />
    </PageLayout>
  );
}
