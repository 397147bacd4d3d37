/**
 * The one way a view hears what its machine emits (issue 29): every emitted event that carries an
 * `announcement` is said by the page's one announcer (src/lib/announce.ts) in the machine's words,
 * so no view writes a sentence of its own; `effects` adds only what the page itself must do for an
 * event (move the focus, show a toast, save a file, print), and runs before the announcement (a
 * field is focused before its hint is said).
 *
 *   useEmitted(batchRef, {
 *     "convert.refused": () => valuesRef.current?.focus(),
 *     "download.csv": ({ filename, csv }) => downloadCsv(filename, csv),
 *   });
 *
 * One subscription per actor, made when the view mounts: the effects are those of the first
 * render (they reach the page through refs and stable functions).
 */
import { useEffect } from "react";
import { announce } from "~/lib/announce";

/** An actor, as far as this hook reads it: what it emits. */
export interface Emitter<E extends { type: string }> {
  on(type: "*", handler: (event: E) => void): { unsubscribe(): void };
}

/** What the page does for an emitted event, by its type. */
export type EmittedEffects<E extends { type: string }> = {
  readonly [K in E["type"]]?: (event: Extract<E, { type: K }>) => void;
};

/** Runs an emitted event's effect, then says its announcement, if it has one. */
export function hearEmitted<E extends { type: string }>(event: E, effects: EmittedEffects<E>): void {
  (effects[event.type as E["type"]] as ((e: E) => void) | undefined)?.(event);
  const said = (event as { announcement?: unknown }).announcement;
  if (typeof said === "string") announce(said);
}

export function useEmitted<E extends { type: string }>(
  actor: Emitter<E> | null | undefined,
  effects: EmittedEffects<E> = {},
): void {
  useEffect(() => {
    if (!actor) return;
    const sub = actor.on("*", (event) => hearEmitted(event, effects));
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one subscription per actor; the effects of the first render (see above)
  }, [actor]);
}
