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

export type ConverterCardActorRef = ActorRefFrom<typeof converterCardMachine>;
export type ConverterActorRef = ActorRefFrom<typeof converterMachine>;
export type BatchActorRef = ActorRefFrom<typeof batchMachine>;

/** Writes text to the clipboard; rejects when the browser refuses. */
export type ClipboardWriter = (text: string) => Promise<void>;

/**
 * The browser clipboard: the async Clipboard API, or (on pages not served over HTTPS, where it
 * does not exist) the older copy command on a temporary text field.
 */
export const browserClipboard: ClipboardWriter = async (text) => {
  if (typeof navigator !== "undefined" && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  if (typeof document === "undefined") throw new Error("No clipboard available");
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  document.body.appendChild(field);
  field.select();
  const ok = document.execCommand("copy");
  field.remove();
  if (!ok) throw new Error("The browser refused to copy");
};

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
