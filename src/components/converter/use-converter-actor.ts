/**
 * Creating the converter card's actor in the browser: the card machine (which invokes the
 * converter, the tabs, Batch Convert and, on the syringe page, the syringe chooser) with the
 * real clipboard and the page's clock, both provided by the page (src/behaviour/page-effects.ts,
 * `pageEffects`): the clipboard asks the page's stand-in first (the Behaviour view's path player
 * during a replay). Without a page (a view test): the window's timers and the given clipboard.
 */
import { useMemo } from "react";
import { fromPromise, type ActorRefFrom } from "xstate";
import { useActorRef } from "@xstate/react";
import type { ConverterPreset } from "~/data/doses";
import { provideClipboard, type converterCardMachine } from "~/machines/converter-card/converter-card.machine";
import type { converterMachine } from "~/machines/converter/converter.machine";
import type { batchMachine } from "~/machines/batch/batch.machine";
import { inspectInto } from "~/behaviour/recorder";
import type { PageEffects } from "~/behaviour/page-effects";
import { browserClipboard, type ClipboardWriter } from "~/lib/clipboard";

export type ConverterCardActorRef = ActorRefFrom<typeof converterCardMachine>;
export type ConverterActorRef = ActorRefFrom<typeof converterMachine>;
export type BatchActorRef = ActorRefFrom<typeof batchMachine>;

// The clipboard writer lives in src/lib/clipboard.ts (so a calculator that uses it does not load
// the converter card's machines with it, issue 33); named here too for the converter's views.
export { browserClipboard, type ClipboardWriter };

export interface ConverterCardOptions {
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
  /** The syringe page: the card also invokes the syringe chooser. */
  withSyringe?: boolean;
  /** The page's clock and stand-ins (src/islands.client.tsx gives them to its islands). */
  pageEffects?: PageEffects | undefined;
}

/** The converter card's actor for a page's preset, with the browser clipboard (or the given writer). */
export function useConverterCardActor(
  preset: ConverterPreset,
  options: ConverterCardOptions = {},
): ConverterCardActorRef {
  const write = options.writeClipboard ?? browserClipboard;
  const effects = options.pageEffects;
  const logic = useMemo(
    () =>
      provideClipboard(
        fromPromise<void, { text: string }>(({ input }) => (effects?.standIns.clipboard ?? write)(input.text)),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actor is created once; a later writer is not picked up, on purpose
    [],
  );
  return useActorRef(logic, {
    input: { preset, withSyringe: options.withSyringe === true },
    inspect: inspectInto("converter"),
    ...(effects ? { clock: effects.clock } : {}),
  });
}
