/**
 * The C1V1 = C2V2 dilution calculator: a view of dilutionMachine through its connect layer
 * (src/machines/dilution/dilution.connect.ts). It spreads what connect gives and computes nothing
 * the machine decides.
 */
import { dilutionMachine } from "~/machines/dilution/dilution.machine";
import { connectDilution } from "~/machines/dilution/dilution.connect";
import { FieldGrid, FieldSet, FormulaBox, LabField, ResultValue } from "./lab-ui";
import type { Actor } from "xstate";
import { LabCard, labCalculator, useLabCalculator } from "./lab-card";

export const DilutionCalculator = labCalculator(dilutionMachine, "dilution", DilutionCard);

function DilutionCard({ actor }: { actor: Actor<typeof dilutionMachine> }) {
  const { view, hydrated, register } = useLabCalculator(actor, connectDilution);

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
              <LabField key={field} {...view.fields[field]} inputRef={register(field)} />
            ))}
          </FieldGrid>
        </FieldSet>
      ))}
      result={
        view.display && (
          <>
            <ResultValue>{view.display.headline}</ResultValue>
            <p>{view.display.instruction}</p>
          </>
        )
      }
    >
      <FormulaBox>
        <p className="formula">C1 × V1 = C2 × V2</p>
        <p>
          Solving for {view.formula.solvingFor}: <code>{view.formula.formula}</code>. Use the same unit for C1 and C2
          (for example mg/mL, % or M); volumes are in mL.
        </p>
      </FormulaBox>
    </LabCard>
  );
}
