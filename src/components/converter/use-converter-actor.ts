/**
 * Creating the converter card's actor in the browser: the card machine (which invokes the
 * converter, the tabs and, on the syringe page, the syringe chooser, and loads the double check,
 * Batch Convert and the preparation card on first use: issue 33) with the real clipboard, the
 * page's clock and the loads of its features, all provided by the page
 * (src/behaviour/page-effects.ts, `pageEffects`): the clipboard and the loads ask the page's
 * stand-ins first (the Behaviour view's path player during a replay). Without a page (a view
 * test): the window's timers and the given clipboard and loads.
 *
 * Each feature's load brings its machine and its view in one file (double-check-feature.tsx,
 * batch-feature.tsx, print-card-feature.tsx): the machine goes to the card, which starts it; the
 * view is kept with the card's actor (`featuresOf`) and rendered once the card's region says the
 * code is here.
 */
import { useMemo } from "react";
import { fromPromise, type ActorRefFrom } from "xstate";
import { useActorRef } from "@xstate/react";
import type { ConverterPreset } from "~/data/doses";
import { converterCardMachine, provideCard } from "~/machines/converter-card/converter-card.machine";
import { runOnce } from "~/components/prepare-island";
import type { converterMachine } from "~/machines/converter/converter.machine";
import type { batchMachine } from "~/machines/batch/batch.machine";
import { inspectInto } from "~/behaviour/recorder";
import type { PageEffects } from "~/behaviour/page-effects";
import { browserClipboard, type ClipboardWriter } from "~/lib/clipboard";

export type ConverterCardActorRef = ActorRefFrom<typeof converterCardMachine>;
export type ConverterActorRef = ActorRefFrom<typeof converterMachine>;
export type BatchActorRef = ActorRefFrom<typeof batchMachine>;
// (batch-panel.tsx names the same type itself: this file names the feature files' types.)

// The clipboard writer lives in src/lib/clipboard.ts (so a calculator that uses it does not load
// the converter card's machines with it, issue 33); named here too for the converter's views.
export { browserClipboard, type ClipboardWriter };

/** The files of the card's features, each with its machine (if any) and its view. */
export interface CardFeatureFiles {
  doubleCheck: typeof import("./double-check-feature");
  batch: typeof import("./batch-feature");
  printCard: typeof import("./print-card-feature");
}

/** Where each feature's file comes from: the site's own chunks, or what a test gives. */
export type CardFeatureLoads = { [K in keyof CardFeatureFiles]: () => Promise<CardFeatureFiles[K]> };

export const SITE_FEATURE_LOADS: CardFeatureLoads = {
  doubleCheck: () => import("./double-check-feature"),
  batch: () => import("./batch-feature"),
  printCard: () => import("./print-card-feature"),
};

/** The features' files that have arrived, per card actor. */
const loadedFiles = new WeakMap<object, Partial<CardFeatureFiles>>();

/** The features of a card whose code has arrived (empty before). */
export function featuresOf(card: ConverterCardActorRef): Partial<CardFeatureFiles> {
  return loadedFiles.get(card) ?? {};
}

export interface ConverterCardOptions {
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
  /** Replaces where the features' files come from (tests: at once, later, never). */
  loadFeatures?: Partial<CardFeatureLoads>;
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
  const { logic, files } = useMemo(
    () => {
      const arrived: Partial<CardFeatureFiles> = {};
      const from = { ...SITE_FEATURE_LOADS, ...options.loadFeatures };
      // A feature's file, through the page's stand-in while the Behaviour view's player replays a path.
      const load =
        <K extends keyof CardFeatureFiles>(feature: K) =>
        async (): Promise<CardFeatureFiles[K]> => {
          const file = (await (effects?.standIns.load?.(feature, from[feature]) ??
            from[feature]())) as CardFeatureFiles[K];
          arrived[feature] = file;
          return file;
        };
      return {
        files: arrived,
        logic: provideCard({
          clipboard: fromPromise<void, { text: string }>(({ input }) =>
            (effects?.standIns.clipboard ?? write)(input.text),
          ),
          loads: {
            doubleCheck: () => load("doubleCheck")().then((f) => f.machine),
            batch: () => load("batch")().then((f) => f.machine),
            printCard: load("printCard"),
          },
        }),
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actor is created once; a later writer is not picked up, on purpose
    [],
  );
  const card = useActorRef(logic, {
    input: { preset, withSyringe: options.withSyringe === true },
    inspect: inspectInto("converter"),
    ...(effects ? { clock: effects.clock } : {}),
  });
  loadedFiles.set(card, files);
  return card;
}

/**
 * An island's `prepare` for a converter card (src/components/prepare-island.ts): the card's machine,
 * run once from the island's preset, with or without the syringe.
 */
export const prepareCard =
  (withSyringe: boolean) =>
  (props: object): void =>
    runOnce(converterCardMachine, { preset: (props as { preset: ConverterPreset }).preset, withSyringe });
