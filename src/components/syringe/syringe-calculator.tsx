/**
 * The syringe calculator of /mg-to-ml-syringe: the shared converter (preset 2.5 mg at
 * 50 mg/mL) and the syringe panel, which draws the converter's current volume. The syringe
 * machine starts with the preset's volume, so the pre-rendered page already shows the fill.
 */
import { useEffect } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import styled from "styled-components";
import type { ConverterPreset } from "~/data/doses";
import { ConverterCard, useConverterActor } from "~/components/converter/converter-card";
import { syringeMachine } from "~/machines/syringe/syringe.machine";
import { selectConverterVolume } from "~/machines/syringe/syringe.selectors";
import type { ClipboardWriter } from "~/components/converter/use-converter-actor";
import { SyringePanel } from "./syringe-panel";

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr));
  align-items: start;
`;

export interface SyringeCalculatorProps {
  preset: ConverterPreset;
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
}

export function SyringeCalculator({ preset, writeClipboard }: SyringeCalculatorProps) {
  const converter = useConverterActor(preset, { writeClipboard });
  const syringe = useActorRef(syringeMachine, { input: { volume: selectConverterVolume(converter.getSnapshot()) } });
  const volume = useSelector(converter, selectConverterVolume);

  // The converter's result drives the drawing.
  useEffect(() => {
    syringe.send({ type: "volume.change", volume });
  }, [syringe, volume]);

  return (
    <Grid>
      <ConverterCard preset={preset} actorRef={converter} title="Syringe dose calculator" writeClipboard={writeClipboard} />
      <SyringePanel syringeRef={syringe} />
    </Grid>
  );
}
