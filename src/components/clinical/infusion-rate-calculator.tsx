/**
 * The infusion rate calculator: a view of infusionRateMachine through its connect layer
 * (src/machines/infusion-rate/infusion-rate.connect.ts), in the clinical calculators' one card
 * (./clinical-card.tsx). It computes nothing the machine decides.
 */
import { infusionRateMachine } from "~/machines/infusion-rate/infusion-rate.machine";
import { CARD_ID, RESULT_LABEL, connectInfusionRate } from "~/machines/infusion-rate/infusion-rate.connect";
import { clinicalCalculator } from "./clinical-card";

export const InfusionRateCalculator = clinicalCalculator(infusionRateMachine, connectInfusionRate, {
  cardId: CARD_ID,
  resultLabel: RESULT_LABEL,
  title: "Infusion rate",
  hint: "Enter the ordered dose rate from the prescription, choose per minute or per hour as it is written, and enter what is in the bag. Choose a drop factor for a gravity set, and a volume for the time it takes. It never suggests a dose or a rate.",
});
