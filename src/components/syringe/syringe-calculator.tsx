/**
 * The syringe calculator of /mg-to-ml-syringe: the shared converter card (preset 2.5 mg at
 * 50 mg/mL) and the syringe panel, which draws the converter's current volume. Both are children
 * of one converter card actor (withSyringe), which forwards the volume to the syringe; the
 * syringe starts with the preset's volume, so the pre-rendered page already shows the fill.
 */
import { useSelector } from "@xstate/react";
import styled from "styled-components";
import type { ConverterPreset } from "~/data/doses";
import { ConverterCard, useConverterCardActor } from "~/components/converter/converter-card";
import type { PageEffects } from "~/behaviour/page-effects";
import { selectSyringeRef } from "~/machines/converter-card/converter-card.selectors";
import { prepareCard, type CardFeatureLoads, type ClipboardWriter } from "~/components/converter/use-converter-actor";
import { SyringePanel } from "./syringe-panel";
import { HydrateLater } from "~/components/hydrate-later";
import { preparedBy } from "~/components/prepare-island";

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
  /** Replaces where the card's features that load on first use come from (tests). */
  loadFeatures?: Partial<CardFeatureLoads>;
  /** The page's effects (see ConverterCardProps). */
  pageEffects?: PageEffects;
}

export function SyringeCalculator({ preset, writeClipboard, loadFeatures, pageEffects }: SyringeCalculatorProps) {
  const card = useConverterCardActor(preset, { writeClipboard, loadFeatures, withSyringe: true, pageEffects });
  const syringe = useSelector(card, selectSyringeRef);

  // The card's actor is made in one task and the page's calculator hydrated in the next
  // (HydrateLater, issue 33: no long task).
  return (
    <HydrateLater>
      <Grid>
        <ConverterCard
          preset={preset}
          actorRef={card}
          title="Syringe dose calculator"
          writeClipboard={writeClipboard}
          pageEffects={pageEffects}
        />
        {syringe ? <SyringePanel syringeRef={syringe} /> : null}
      </Grid>
    </HydrateLater>
  );
}

// Its machine runs once before it hydrates (src/components/prepare-island.ts).
preparedBy(SyringeCalculator, prepareCard(true));
