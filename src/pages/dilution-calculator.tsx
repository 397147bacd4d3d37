import type { Route } from "./+types/dilution-calculator";
import { BehaviourSection } from "~/behaviour/behaviour-section";
import styled from "styled-components";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageLayout, Section, Card } from "~/components/page/page-layout";
import { DilutionIsland } from "~/components/islands";
import { LabTable } from "~/components/lab/lab-table";
import type { TableColumn } from "~/components/content/data-table";
import { DILUTION_HOW_TO_STEPS, dilutionPageView, type DilutionExampleView } from "~/content/lab-examples";
import { ISLANDS_ONLY } from "~/lib/page-handle";

const PATH = "/dilution-calculator";

/** Runs at pre-render time: the page's <head> and its examples, computed by the calculator's calc module. */
export function loader() {
  return {
    meta: pageMeta(PATH, { howTo: { name: "How to use the C1V1 = C2V2 dilution calculator", steps: DILUTION_HOW_TO_STEPS } }),
    view: dilutionPageView(findRoute(PATH)!.heading),
  };
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const HowToCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space(10)};
  max-width: 44rem;
  h2 { font-size: 1.5rem; margin: 0 0 ${({ theme }) => theme.space(3)}; }
  ol { margin: 0; padding-left: 1.4rem; }
  li + li { margin-top: ${({ theme }) => theme.space(2)}; }
`;

const ModeTag = styled.span`
  font-weight: 700;
`;

/**
 * A known value as it is typed into its field (issue 27: every worked example can be typed as
 * written; a volume may carry its field's unit, mL), the unknown as the calculator gives it.
 */
function cellOf(e: DilutionExampleView, field: "c1" | "v1" | "c2" | "v2"): string {
  const volume = field === "v1" || field === "v2";
  if (field === e.solveFor) return e[field];
  return volume ? `${e.values[field]} mL` : e.values[field];
}

const EXAMPLE_COLUMNS: readonly TableColumn<DilutionExampleView>[] = [
  { heading: "Task", cell: (e) => e.title },
  { heading: "Solve for", cell: (e) => <ModeTag>{e.solveFor.toUpperCase()}</ModeTag> },
  { heading: "C1", num: true, cell: (e) => cellOf(e, "c1") },
  { heading: "V1", num: true, cell: (e) => cellOf(e, "v1") },
  { heading: "C2", num: true, cell: (e) => cellOf(e, "c2") },
  { heading: "V2", num: true, cell: (e) => cellOf(e, "v2") },
  { heading: "Unit of C1 and C2", cell: (e) => e.unit },
  { heading: "Diluent", num: true, cell: (e) => e.diluent },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const ex = view.howTo;
  return (
    <PageLayout
      heading={view.heading}
      lead={
        <>
          Work out how much stock solution to take, how far to make it up, or what concentration you will get,
          with C1 × V1 = C2 × V2. The result also tells you how much diluent to add. Everything is calculated on your
          device.
        </>
      }
    >
      <DilutionIsland />

      <HowToCard as="section" aria-labelledby="dilution-how-to">
        <h2 id="dilution-how-to">How to Use</h2>
        <ol>
          {view.howToSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </HowToCard>

      <Section aria-labelledby="dilution-explained">
        <h2 id="dilution-explained">What C1V1 = C2V2 means</h2>
        <p>
          Diluting a solution does not change the amount of solute, only the volume it is spread through. The
          amount in the stock you take (C1 × V1) equals the amount in the final solution (C2 × V2). Knowing any three
          of the four values gives the fourth:
        </p>
        <ul>
          <li>V1 = C2 × V2 ÷ C1: how much stock to take.</li>
          <li>V2 = C1 × V1 ÷ C2: the final volume to make it up to.</li>
          <li>C2 = C1 × V1 ÷ V2: the concentration you end up with.</li>
        </ul>
        <p>
          V2 is the <em>total</em> final volume, not the volume of diluent: the diluent to add is V2 − V1. A dilution
          can only lower the concentration, so the calculator refuses a C2 above C1, or a V1 above V2.
        </p>
      </Section>

      <Section aria-labelledby="dilution-examples">
        <h2 id="dilution-examples">Worked examples</h2>
        <LabTable caption="Dilutions worked out with C1 × V1 = C2 × V2" columns={EXAMPLE_COLUMNS} rows={view.examples} rowKey={(e) => e.title} />
        <p>
          Results keep the significant figures of the most precise value you typed, at least three, so rounding never
          changes them by more than 0.5 %, with trailing zeros dropped ({view.rounded.v1}, {ex.v1}). A volume under
          1 mL is also given in µL: {view.small.title.toLowerCase()} needs V1 = {view.small.v1}, under{" "}
          {view.smallVolume} mL, so the result carries a caution.
        </p>
      </Section>

      <Section aria-labelledby="dilution-tips">
        <h2 id="dilution-tips">Tips for accurate dilutions</h2>
        <ul>
          <li>Write C1 and C2 in the same unit; convert first if the label and your target differ (1 M = 1000 mM).</li>
          <li>
            If V1 or the diluent comes out below {view.smallVolume} mL, it is too small to measure accurately with a
            syringe: use a micropipette, a larger final volume or a two-step (serial) dilution.
          </li>
          <li>Add the stock to part of the diluent, mix, then make up to the final volume V2.</li>
          <li>Decimal commas are accepted (2,5 reads as 2.5); a comma that could separate thousands (1,200) is not.</li>
        </ul>
      </Section>

      {/* For auditors, after all of the page's own content (issue 28). */}
      <BehaviourSection scope="dilution" />
    </PageLayout>
  );
}
