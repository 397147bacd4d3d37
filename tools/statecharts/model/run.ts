/** Running a path against the real actor (machine level). */
import {
  SimulatedClock,
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from "xstate";
import { keysOf } from "./capture";
import { ownMicrosteps } from "./xstate-internals";
import type { MachineModel, ModelPath, ModelStep } from "./types";

export function stateValuesEqual(a: StateValue, b: StateValue): boolean {
  if (a === b) return true;
  if (typeof a === "string" || typeof b === "string") return false;
  const ak = Object.keys(a);
  const bk = Object.keys(b);
  return ak.length === bk.length && ak.every((k) => b[k] !== undefined && stateValuesEqual(a[k]!, b[k]));
}

/** A snapshot's state value (`AnyMachineSnapshot` types it `any`). */
const valueOf = (snapshot: AnyMachineSnapshot): StateValue => snapshot.value as StateValue;

export interface RunOnMachineOptions<TSnapshot> {
  /** The machine to run, e.g. `model.machine.provide({ actors: { writeClipboard: fake } })`. */
  machine?: AnyStateMachine;
  /** Settles an invoked actor for a `xstate.done.actor.*` / `xstate.error.actor.*` step. */
  onInvocation?: (invocation: { id: string; outcome: "done" | "error"; event: EventObject }) => void | Promise<void>;
  /** Called once with the started actor, e.g. to listen to emitted events. */
  onActor?: (actor: ReturnType<typeof createActor<AnyStateMachine>>) => void;
  /** Extra checks after each step (and once for the initial state, with step = null). */
  check?: (actual: TSnapshot, expected: TSnapshot, step: ModelStep<TSnapshot> | null) => void;
}

/**
 * Runs a path on a real actor with a simulated clock:
 * - normal events are sent;
 * - `xstate.after.<delay>` steps advance the clock by the delay (and check that 1 ms earlier
 *   nothing had happened yet), so the machine's own timer fires;
 * - invocation results are produced by `onInvocation` (e.g. resolving a fake promise).
 * After every step it checks the state value and that the actor took exactly the transitions
 * the model predicted (from XState's inspection events), then runs `check`.
 */
export async function runPathOnMachine<TSnapshot extends AnyMachineSnapshot>(
  model: MachineModel,
  p: ModelPath<TSnapshot, EventObject>,
  options: RunOnMachineOptions<TSnapshot> = {},
): Promise<void> {
  const clock = new SimulatedClock();
  let taken: string[] = [];
  const logic = options.machine ?? model.machine;
  // Microsteps of this actor only; the initial ones come while it is being created.
  const microsteps = ownMicrosteps((defs) => taken.push(...keysOf(defs)));
  const actor: ReturnType<typeof createActor<AnyStateMachine>> = createActor(logic, {
    input: (p.input ?? model.input) as never,
    clock,
    inspect: microsteps.inspect,
  });
  microsteps.setActor(actor);
  const failures: string[] = [];
  actor.subscribe({ error: (err) => failures.push(String(err)) });
  options.onActor?.(actor);
  actor.start();
  const took = (keys: string[]) => keys.map(model.labelOf).join(" ; ");
  try {
    const first = actor.getSnapshot() as TSnapshot;
    if (!stateValuesEqual(valueOf(first), valueOf(p.initial))) {
      throw new Error(`Initial state ${JSON.stringify(first.value)}, expected ${JSON.stringify(p.initial.value)}`);
    }
    if (taken.join(" ; ") !== p.initialTransitions.join(" ; ")) {
      throw new Error(`${p.title}, start: took [${took(taken)}], expected [${took(p.initialTransitions)}]`);
    }
    options.check?.(first, p.initial, null);
    for (const [i, st] of p.steps.entries()) {
      taken = [];
      const where = `${p.title}, step ${i + 1} (${st.event.type})`;
      const delay = model.delayOf(st.event, st.before);
      const invocation = model.invocationOf(st.event);
      if (delay) {
        if (delay.ms > 0) {
          clock.increment(delay.ms - 1);
          if (taken.length) throw new Error(`${where}: fired before ${delay.ms} ms`);
        }
        clock.increment(delay.ms > 0 ? 1 : 0);
      } else if (invocation) {
        if (!options.onInvocation) throw new Error(`${where}: no onInvocation to settle ${invocation.id}`);
        await options.onInvocation({ ...invocation, event: st.event });
        for (let tick = 0; tick < 20 && taken.length === 0; tick += 1) {
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      } else {
        actor.send(st.event);
      }
      if (failures.length) throw new Error(`${where}: actor error ${failures.join("; ")}`);
      const actual = actor.getSnapshot() as TSnapshot;
      if (!stateValuesEqual(valueOf(actual), valueOf(st.state))) {
        throw new Error(`${where}: state ${JSON.stringify(actual.value)}, expected ${JSON.stringify(st.state.value)}`);
      }
      if (taken.join(" ; ") !== st.transitions.join(" ; ")) {
        throw new Error(`${where}: took [${took(taken)}], expected [${took(st.transitions)}]`);
      }
      options.check?.(actual, st.state, st);
    }
  } finally {
    actor.stop();
  }
}
