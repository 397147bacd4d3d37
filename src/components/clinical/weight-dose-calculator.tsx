/**
 * The weight-based dose calculator: a view of weightDoseMachine. It spreads what the connect layer
 * (src/machines/weight-dose/weight-dose.connect.ts) gives, in the clinical calculators' one card,
 * and computes nothing the machine decides.
 */
import { weightDoseMachine } from "~/machines/weight-dose/weight-dose.machine";
import { CARD_ID, RESULT_LABEL, connectWeightDose } from "~/machines/weight-dose/weight-dose.connect";
import { ClinicalCard, useClinicalActor, type ClinicalCalculatorProps } from "./clinical-card";

export type WeightDoseCalculatorProps = ClinicalCalculatorProps;

export const WEIGHT_DOSE_TITLE = "Weight-based dose";
export const WEIGHT_DOSE_HINT =
  "Enter the weight, the ordered dose per kg from the prescription and, if you like, your maximum single dose and the label strength. It never suggests a dose.";

export function WeightDoseCalculator(props: WeightDoseCalculatorProps) {
  const { snapshot, send, hydrated } = useClinicalActor(weightDoseMachine, CARD_ID, props);
  return (
    <ClinicalCard
      cardId={CARD_ID}
      title={WEIGHT_DOSE_TITLE}
      hint={WEIGHT_DOSE_HINT}
      resultLabel={RESULT_LABEL}
      view={connectWeightDose(snapshot, send)}
      hydrated={hydrated}
    />
  );
}
