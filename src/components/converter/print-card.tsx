/**
 * The preparation card of the converter card (issues 16, 27): what it prints is
 * src/machines/converter-card/preparation-card.calc.ts, how it looks
 * src/components/double-check/preparation-card.tsx. Its code loads the first time a person prints
 * a card (print-card-feature.tsx) or with the double check (double-check-feature.tsx), issue 33.
 */
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { PreparationCard } from "~/components/double-check/preparation-card";
import { preparationCard } from "~/machines/converter-card/preparation-card.calc";
import type { DoseEntry } from "~/machines/double-check/double-check.types";
import { selectChoice } from "~/machines/syringe/syringe.selectors";
import type { SyringeChoice } from "~/domain/syringe/syringe.types";
import type { syringeMachine } from "~/machines/syringe/syringe.machine";

export interface PrintCardProps {
  entry: DoseEntry;
  medicine: string;
  doubleChecked: boolean;
  /** On the syringe page: the syringe chooser, whose choice the card names. */
  syringeRef?: ActorRefFrom<typeof syringeMachine> | undefined;
}

/** The printed card of a calculation, with the rule's syringe for the route. */
function CardPrint({
  entry,
  medicine,
  doubleChecked,
  syringeChoice,
}: Omit<PrintCardProps, "syringeRef"> & { syringeChoice?: SyringeChoice }) {
  const lines = preparationCard({ entry, medicine, doubleChecked, syringeChoice });
  return lines ? <PreparationCard lines={lines} /> : null;
}

/** On the syringe page: the card names the syringe actually chosen in the syringe chooser. */
function SyringeCardPrint({
  syringeRef,
  ...props
}: Omit<PrintCardProps, "syringeRef"> & { syringeRef: ActorRefFrom<typeof syringeMachine> }) {
  const choice = useSelector(syringeRef, selectChoice);
  return <CardPrint {...props} syringeChoice={choice} />;
}

/** The preparation card of the calculation shown (the calculator's, or the agreed one). */
export function PrintCard({ syringeRef, ...props }: PrintCardProps) {
  return syringeRef ? <SyringeCardPrint syringeRef={syringeRef} {...props} /> : <CardPrint {...props} />;
}
