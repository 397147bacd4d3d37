/**
 * A machine's connect layer, live (issue 29): the view model of `connect(snapshot, send, …rest)`
 * for the actor's latest snapshot, re-computed whenever it changes. A view spreads what this gives.
 *
 *   const view = useConnected(batchRef, connectBatch, idPrefix);
 */
import { useSelector } from "@xstate/react";
import type { AnyActorRef, SnapshotFrom } from "xstate";

export function useConnected<A extends AnyActorRef, V, R extends unknown[]>(
  actor: A,
  connect: (snapshot: SnapshotFrom<A>, send: (event: Parameters<A["send"]>[0]) => void, ...rest: R) => V,
  ...rest: R
): V {
  const snapshot = useSelector(actor, (s) => s) as SnapshotFrom<A>;
  return connect(snapshot, (event) => actor.send(event), ...rest);
}
