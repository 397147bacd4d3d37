/**
 * The molarity calculator form with its solve-for mode and units: a view of molarityMachine
 * through its connect layer (src/machines/molarity/molarity.connect.ts). It spreads what connect
 * gives and computes nothing the machine decides.
 */
import styled from "styled-components";
import { Figures } from "~/components/ui/figures";
import { Reason, describedBy } from "~/components/ui/reason";
import { molarityMachine } from "~/machines/molarity/molarity.machine";
import { connectMolarity, type MolarityView } from "~/machines/molarity/molarity.connect";
import { MOLARITY_FIELDS } from "~/machines/molarity/molarity.types";
import { FieldGrid, FormulaBox, HelpText, LabField, NoWrap, ResultValue, SecondaryButton, ChoiceGroup } from "./lab-ui";
import { LabCard, labCalculator, useLabCalculator, type LabCardProps } from "./lab-card";

const Solutes = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  > p { margin: ${({ theme }) => theme.space(1)} 0 0; }
  > div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; margin-top: ${({ theme }) => theme.space(1)}; }
  button { min-height: 44px; }
  small { font-weight: 400; margin-left: ${({ theme }) => theme.space(1)}; }
`;

/** The result area's text for a result. */
function MolarityResult({ display }: { display: NonNullable<MolarityView["display"]> }) {
  return (
    <>
      <ResultValue>
        <Figures text={display.headline} />
      </ResultValue>
      {display.also.length > 0 && (
        <p>
          {display.also.map((text) => (
            <span key={text}>
              {" = "}
              <NoWrap>{text}</NoWrap>
            </span>
          ))}
        </p>
      )}
      {display.bench && (
        <p>
          <Figures text={display.bench} />
        </p>
      )}
      <p>
        <Figures text={display.working} />
      </p>
    </>
  );
}

function CommonSolutes({ solutes }: { solutes: MolarityView["solutes"] }) {
  return (
    <Solutes role="group" aria-labelledby="molarity-solutes-label">
      <p id="molarity-solutes-label">
        <strong>Common solutes</strong> (fill the molecular weight)
      </p>
      <div>
        {solutes.buttons.map((solute) => (
          <SecondaryButton
            key={solute.name}
            type="button"
            disabled={solutes.disabled}
            aria-describedby={describedBy(solutes)}
            aria-label={solute.label}
            onClick={solute.onPress}
          >
            {solute.name}
            <small>
              {solute.formula} · {solute.molecularWeight}
            </small>
          </SecondaryButton>
        ))}
      </div>
      <Reason {...solutes} />
      <p>
        <Figures text={solutes.note} />
      </p>
    </Solutes>
  );
}

export const MolarityCalculator = labCalculator(molarityMachine, "molarity", MolarityCard);

function MolarityCard(props: LabCardProps<typeof molarityMachine>) {
  const { view, hydrated, register } = useLabCalculator(props, connectMolarity);

  return (
    <LabCard
      view={view}
      name="molarity"
      title="Calculate molarity"
      hint="Enter the mass of solute, its molecular weight and the final volume of the solution, or choose under 'Solve for:' to calculate the mass, the volume or the molecular weight from the molarity."
      hydrated={hydrated}
      fields={
        <>
          <FieldGrid>
            {MOLARITY_FIELDS.map((field) => (
              <LabField key={field} {...view.fields[field]} inputRef={register(field)}>
                {field !== "molecularWeight" && <ChoiceGroup {...view.units[field]} compact />}
              </LabField>
            ))}
          </FieldGrid>
          <ChoiceGroup {...view.units.balance} compact />
          <HelpText>
            <Figures text={view.balanceNote} />
          </HelpText>
          <CommonSolutes solutes={view.solutes} />
        </>
      }
      result={view.display && <MolarityResult display={view.display} />}
      headline={view.display?.headline ?? null}
    >
      <FormulaBox>
        <p>
          Solving for {view.formula.solvingFor}: <code>{view.formula.formula}</code>
        </p>
      </FormulaBox>
      <HelpText>
        <Figures text={view.formula.rule} />
      </HelpText>
    </LabCard>
  );
}
