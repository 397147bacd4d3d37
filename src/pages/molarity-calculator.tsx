import type { Route } from "./+types/molarity-calculator";
import styled from "styled-components";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageContainer, PageHeading, Lead, Section, Card } from "~/components/page/page-layout";
import { MolarityIsland } from "~/components/islands";
import { FormulaBox, TableWrap } from "~/components/lab/lab-ui";
import { molarityPageView } from "~/content/lab-examples";
import { ISLANDS_ONLY } from "~/lib/page-handle";

const SubCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};
  h3 { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  p { margin: 0; }
`;

const PATH = "/molarity-calculator";

/** Runs at pre-render time: the page's <head> and its examples, computed by the calculator's calc module. */
export function loader() {
  return { meta: pageMeta(PATH), view: molarityPageView(findRoute(PATH)!.heading) };
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const { nacl, weigh: WEIGH_EXAMPLE } = view;
  return (
    <PageContainer>
      <PageHeading>{view.heading}</PageHeading>
      <Lead>
        Work out the molar concentration of a solution from the mass of solute you weighed, its molecular weight
        and the final volume. The result is given in M (mol/L), mM and µM, and everything is calculated on your
        device.
      </Lead>

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
          gives {nacl.display.molar}, that is {nacl.display.millimolar} or {nacl.display.micromolar}.
        </p>
      </Section>

      <Section aria-labelledby="molarity-examples">
        <h2 id="molarity-examples">Worked examples</h2>
        <TableWrap tabIndex={0} role="region" aria-labelledby="molarity-examples">
          <table>
            <thead>
              <tr>
                <th scope="col">Solute</th>
                <th scope="col">Mass</th>
                <th scope="col">Molecular weight</th>
                <th scope="col">Volume</th>
                <th scope="col">Molarity</th>
                <th scope="col">Also</th>
              </tr>
            </thead>
            <tbody>
              {view.examples.map((ex) => (
                <tr key={ex.solute}>
                  <th scope="row">{ex.solute}</th>
                  <td className="num">{ex.mass}</td>
                  <td className="num">{ex.molecularWeight}</td>
                  <td className="num">{ex.volume}</td>
                  <td className="num">{ex.display.molar}</td>
                  <td className="num">
                    {ex.display.millimolar}; {ex.display.micromolar}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
        <SubCard>
          <h3>Working backwards: how much to weigh</h3>
          <p>
            To make {WEIGH_EXAMPLE.volume} of {WEIGH_EXAMPLE.molar} {WEIGH_EXAMPLE.solute} at{" "}
            {WEIGH_EXAMPLE.molecularWeightNumber} g/mol, multiply molarity × molecular weight × volume in litres:{" "}
            {WEIGH_EXAMPLE.molarNumber} × {WEIGH_EXAMPLE.molecularWeightNumber} × {WEIGH_EXAMPLE.litresNumber} ={" "}
            <strong>{WEIGH_EXAMPLE.mass}</strong>. Entering {WEIGH_EXAMPLE.mass}, {WEIGH_EXAMPLE.molecularWeightNumber}{" "}
            g/mol and {WEIGH_EXAMPLE.volume} in the calculator gives {WEIGH_EXAMPLE.check} back.
          </p>
        </SubCard>
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
          <li>Very dilute solutions are easier to read in mM or µM; the calculator shows all three.</li>
        </ul>
      </Section>
    </PageContainer>
  );
}
