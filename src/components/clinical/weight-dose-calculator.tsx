/**
 * The weight-based dose calculator: a view of weightDoseMachine through its connect layer
 * (src/machines/weight-dose/weight-dose.connect.ts), in the clinical calculators' one card
 * (./clinical-card.tsx). It computes nothing the machine decides.
 */
import { weightDoseMachine } from "~/machines/weight-dose/weight-dose.machine";
import { CARD_ID, RESULT_LABEL, connectWeightDose } from "~/machines/weight-dose/weight-dose.connect";
import { clinicalCalculator } from "./clinical-card";

export const WeightDoseCalculator = clinicalCalculator(weightDoseMachine, connectWeightDose, {
  cardId: CARD_ID,
  resultLabel: RESULT_LABEL,
  title: "Weight-based dose",
  hint: "Enter the weight, the ordered dose per kg from the prescription and, if you like, your maximum single dose and the label strength. It never suggests a dose.",
});
