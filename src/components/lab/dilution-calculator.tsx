/**
 * The C1V1 = C2V2 dilution calculator: a view of dilutionMachine through its connect layer
 * (src/machines/dilution/dilution.connect.ts). It spreads what connect gives and computes nothing
 * the machine decides.
 */
import { dilutionMachine } from "~/machines/dilution/dilution.machine";
import { connectDilution } from "~/machines/dilution/dilution.connect";
import { ChoiceGroup, FieldGrid, FieldSet, FormulaBox, LabField, ResultValue } from "./lab-ui";
import { Figures } from "~/components/ui/figures";
import { LabCard, labCalculator, useLabCalculator, type LabCardProps } from "./lab-card";

/** How the units of C1 and C2 meet (its figures kept whole, issue 53). */
const UNITS_NOTE =
  "Each value has its unit: C1 and C2 of one kind are converted exactly (10 mM = 10\u202f000 µM); between a molar and a mass per volume unit, with the molecular weight.";

export const DilutionCalculator = labCalculator(dilutionMachine, "dilution", DilutionCard);

function DilutionCard(props: LabCardProps<typeof dilutionMachine>) {
  const { view, hydrated, register } = useLabCalculator(props, connectDilution);

  return (
    <LabCard
      view={view}
      name="dilution"
      title="C1V1 = C2V2 Calculator"
      hint="Enter three values to calculate the fourth"
      hydrated={hydrated}
      fields={view.groups.map(({ legend, fields }) => (
        <FieldSet key={legend}>
          <legend>{legend}</legend>
          <FieldGrid>
            {fields.map((field) => (
              <LabField key={field} {...view.fields[field]} inputRef={register(field)}>
                {field !== "molecularWeight" && <ChoiceGroup {...view.units[field]} compact />}
              </LabField>
            ))}
          </FieldGrid>
        </FieldSet>
      ))}
      headline={view.display?.headline ?? null}
      result={
        view.display && (
          <>
            <ResultValue>
              <Figures text={view.display.headline} />
            </ResultValue>
            {[view.display.conversion, view.display.instruction, view.display.pipettes].map(
              (line, i) =>
                line && (
                  <p key={i}>
                    <Figures text={line} />
                  </p>
                ),
            )}
          </>
        )
      }
    >
      <FormulaBox>
        <p className="formula">C1 × V1 = C2 × V2</p>
        <p>
          Solving for {view.formula.solvingFor}: <code>{view.formula.formula}</code>. <Figures text={UNITS_NOTE} />
        </p>
      </FormulaBox>
    </LabCard>
  );
}
