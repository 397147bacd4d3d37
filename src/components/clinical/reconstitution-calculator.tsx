/**
 * The reconstitution calculator: a view of reconstitutionMachine through its connect layer
 * (src/machines/reconstitution/reconstitution.connect.ts), in the clinical calculators' one card
 * (./clinical-card.tsx). It computes nothing the machine decides.
 */
import { reconstitutionMachine } from "~/machines/reconstitution/reconstitution.machine";
import { CARD_ID, RESULT_LABEL, connectReconstitution } from "~/machines/reconstitution/reconstitution.connect";
import { clinicalCalculator } from "./clinical-card";

export const ReconstitutionCalculator = clinicalCalculator(reconstitutionMachine, connectReconstitution, {
  cardId: CARD_ID,
  resultLabel: RESULT_LABEL,
  title: "Reconstitution",
  hint: "Enter the powder in the vial as on its label, the diluent you add (or the concentration you want) and the displacement volume from the package insert; add a dose to see the volume to draw.",
});
