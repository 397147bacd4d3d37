/**
 * A calculator card's actor whose machine writes to the clipboard through its provided
 * `writeClipboard` actor (the shared copy region): the browser clipboard (or a test's, or the
 * Behaviour view's stand-in during a replay), the page's clock, the inspector of the Behaviour
 * view, the snapshot, and whether the card has hydrated. Used by the weight-based dose and the
 * serial dilution calculators.
 */
import { useEffect, useMemo, useState } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise, type AnyStateMachine } from "xstate";
import { inspectInto } from "~/behaviour/recorder";
import type { PageEffects } from "~/behaviour/page-effects";
import { browserClipboard, type ClipboardWriter } from "~/lib/clipboard";

export interface CalculatorActorOptions {
  /** The card's Behaviour scope (its machine's name in the recorder). */
  readonly scope: string;
  /** Replaces the browser clipboard (tests). */
  readonly writeClipboard?: ClipboardWriter | undefined;
  /** The page's clock and stand-ins (src/islands.client.tsx). */
  readonly pageEffects?: PageEffects | undefined;
}

export function useCalculatorActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { scope, writeClipboard, pageEffects }: CalculatorActorOptions,
) {
  const write: ClipboardWriter = (text) =>
    (pageEffects?.standIns.clipboard ?? writeClipboard ?? browserClipboard)(text);
  const logic = useMemo(
    () =>
      machine.provide({
        actors: { writeClipboard: fromPromise<void, { text: string }>(({ input }) => write(input.text)) },
      } as never) as TMachine,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actor is created once
    [],
  );
  const actor = useActorRef(logic, {
    inspect: inspectInto(scope),
    ...(pageEffects ? { clock: pageEffects.clock } : {}),
  });
  const snapshot = useSelector(actor, (s) => s);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return { actor, snapshot, hydrated, write };
}
