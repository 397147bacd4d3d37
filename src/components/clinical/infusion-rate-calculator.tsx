/**
 * The infusion rate calculator: a view of infusionRateMachine. It spreads what the connect layer
 * (src/machines/infusion-rate/infusion-rate.connect.ts) gives and computes nothing the machine decides.
 */
import { infusionRateMachine } from "~/machines/infusion-rate/infusion-rate.machine";
import { CARD_ID, RESULT_LABEL, connectInfusionRate } from "~/machines/infusion-rate/infusion-rate.connect";
import { ClinicalCard, useClinicalActor, type ClinicalCalculatorProps } from "./clinical-card";

export const INFUSION_RATE_TITLE = "Infusion rate";
export const INFUSION_RATE_HINT =
  "Enter the ordered dose rate from the prescription, choose per minute or per hour as it is written, and enter what is in the bag. Choose a drop factor for a gravity set, and a volume for the time it takes. It never suggests a dose or a rate.";

export function InfusionRateCalculator(props: ClinicalCalculatorProps) {
  const { snapshot, send, hydrated } = useClinicalActor(infusionRateMachine, CARD_ID, props);
  return (
    <ClinicalCard
      cardId={CARD_ID}
      title={INFUSION_RATE_TITLE}
      hint={INFUSION_RATE_HINT}
      resultLabel={RESULT_LABEL}
      view={connectInfusionRate(snapshot, send)}
      hydrated={hydrated}
    />
  );
}
