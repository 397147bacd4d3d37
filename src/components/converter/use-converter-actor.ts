/**
 * Creating the converter's actors in the browser: the machines with the real clipboard.
 * A page that needs the converter's result (the syringe page) creates the actor itself with
 * `useConverterActor(preset)`, passes it to <ConverterCard actorRef={...} /> and reads the
 * result with `useSelector(actorRef, selectResultValue)`.
 */
import { useMemo } from "react";
import { fromPromise, type ActorRefFrom } from "xstate";
import { useActorRef } from "@xstate/react";
import { converterMachine } from "~/machines/converter/converter.machine";
import { batchMachine } from "~/machines/batch/batch.machine";
import type { ConverterPreset } from "~/data/doses";
import type { BatchSettings } from "~/machines/batch/batch.types";

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

function clipboardActor(write: ClipboardWriter) {
  return fromPromise<void, { text: string }>(({ input }) => write(input.text));
}

export interface ConverterActorOptions {
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
}

/** The converter actor for a page's preset, with the browser clipboard (or the given writer). */
export function useConverterActor(preset: ConverterPreset, options: ConverterActorOptions = {}): ConverterActorRef {
  const write = options.writeClipboard ?? browserClipboard;
  const logic = useMemo(
    () => converterMachine.provide({ actors: { writeClipboard: clipboardActor(write) } }),
    // The actor is created once; later changes of the writer are not picked up on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return useActorRef(logic, { input: { preset } });
}

/** The Batch Convert actor, starting with the calculator's current settings. */
export function useBatchActor(settings: BatchSettings, options: ConverterActorOptions = {}): BatchActorRef {
  const write = options.writeClipboard ?? browserClipboard;
  const logic = useMemo(
    () => batchMachine.provide({ actors: { writeClipboard: clipboardActor(write) } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return useActorRef(logic, { input: settings });
}
