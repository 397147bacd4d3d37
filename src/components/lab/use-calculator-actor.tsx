/**
 * A calculator card's actor whose machine writes to the clipboard through its provided
 * `writeClipboard` actor (the shared copy region): the browser clipboard (or a test's, or the
 * Behaviour view's stand-in during a replay), the page's clock, the inspector of the Behaviour
 * view, the snapshot, and whether the card has hydrated. Used by the serial dilution calculator,
 * the concentration converter and the clinical calculators (src/components/clinical/clinical-card.tsx).
 */
import { useEffect, useMemo, useState, type ComponentType } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise, type Actor, type AnyStateMachine, type SnapshotFrom } from "xstate";
import { inspectInto } from "~/behaviour/recorder";
import type { PageEffects } from "~/behaviour/page-effects";
import { browserClipboard, type ClipboardWriter } from "~/lib/clipboard";
import { HydrateLater } from "~/components/hydrate-later";
import { preparedBy, runOnce } from "~/components/prepare-island";

export interface CalculatorActorOptions {
  /** The card's Behaviour scope (its machine's name in the recorder). */
  readonly scope: string;
  /** Replaces the browser clipboard (tests). */
  readonly writeClipboard?: ClipboardWriter | undefined;
  /** The page's clock and stand-ins (src/islands.client.tsx). */
  readonly pageEffects?: PageEffects | undefined;
}

/**
 * The machine's actor, made in the island's first task, and the clipboard writer it was given (the
 * card's share link uses it too).
 */
function useCalculatorActorRef<TMachine extends AnyStateMachine>(
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
  return { actor, write };
}

/** What a calculator's card is given besides its own props: the actor and its clipboard writer. */
export interface CalculatorCardProps<TMachine extends AnyStateMachine> {
  readonly actor: Actor<TMachine>;
  readonly write: ClipboardWriter;
}

/**
 * A calculator whose machine's actor is made in the island's first task and whose `Card` (which
 * reads it: useCalculatorSnapshot, its emitted events, its share link) hydrates in the next
 * (HydrateLater, issue 33: neither a long task). Everything that reads or moves the machine is in
 * the card, so nothing moves before the card has hydrated and its first render is the
 * pre-rendered HTML (Preact writes no attribute while it hydrates).
 */
export function calculatorWithActor<TMachine extends AnyStateMachine, P extends Omit<CalculatorActorOptions, "scope">>(
  machine: TMachine,
  scope: string,
  Card: ComponentType<P & CalculatorCardProps<TMachine>>,
) {
  function Calculator(props: P) {
    const { actor, write } = useCalculatorActorRef(machine, {
      scope,
      writeClipboard: props.writeClipboard,
      pageEffects: props.pageEffects,
    });
    return (
      <HydrateLater>
        <Card {...props} actor={actor} write={write} />
      </HydrateLater>
    );
  }
  // Its machine runs once before it hydrates (src/components/prepare-island.ts).
  return preparedBy(Calculator, () => runOnce(machine));
}

/** The card's snapshot of its machine, and whether the card has hydrated. */
export function useCalculatorSnapshot<TMachine extends AnyStateMachine>(actor: Actor<TMachine>) {
  const snapshot = useSelector<Actor<TMachine>, SnapshotFrom<TMachine>>(actor, (s) => s);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return { snapshot, hydrated };
}
