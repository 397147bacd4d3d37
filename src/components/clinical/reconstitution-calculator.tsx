/**
 * The reconstitution calculator: a view of reconstitutionMachine. It spreads what the connect
 * layer (src/machines/reconstitution/reconstitution.connect.ts) gives, in the clinical
 * calculators' one card, and computes nothing the machine decides.
 */
import { reconstitutionMachine } from "~/machines/reconstitution/reconstitution.machine";
import { CARD_ID, RESULT_LABEL, connectReconstitution } from "~/machines/reconstitution/reconstitution.connect";
import { ClinicalCard, useClinicalActor, type ClinicalCalculatorProps } from "./clinical-card";

export type ReconstitutionCalculatorProps = ClinicalCalculatorProps;

export const RECONSTITUTION_TITLE = "Reconstitution";
export const RECONSTITUTION_HINT =
  "Enter the powder in the vial as on its label, the diluent you add (or the concentration you want) and the displacement volume from the package insert; add a dose to see the volume to draw.";

export function ReconstitutionCalculator(props: ReconstitutionCalculatorProps) {
  const { snapshot, send, hydrated } = useClinicalActor(reconstitutionMachine, CARD_ID, props);
  return (
    <ClinicalCard
      cardId={CARD_ID}
      title={RECONSTITUTION_TITLE}
      hint={RECONSTITUTION_HINT}
      resultLabel={RESULT_LABEL}
      view={connectReconstitution(snapshot, send)}
      hydrated={hydrated}
    />
  );
}
