/**
 * A small machine with one of everything the harness and the diagrams read from a definition:
 * guarded branches (named, parameterised, higher-order, `else`), an eventless choice, a transient
 * initial state, an actions-only transition, named, numeric and computed delays (one timer a
 * state: the model tries each as if it fired first), an invoked actor
 * with onDone/onError, a compound state with a final child, a parallel state, entry actions and a
 * transition on the root. A guard that never holds (`and(isBig, not(isBig))`) leaves one transition
 * no path can take. Used by the tests of tools/statecharts/model/.
 */
import { and, assign, fromPromise, not, setup, type SnapshotFrom } from "xstate";
import { createMachineModel } from "../../../tools/statecharts/model";

export type ToyEvent =
  { type: "go" } | { type: "inc"; by: number } | { type: "reset" } | { type: "finish" } | { type: "split" };

export const toyMachine = setup({
  types: { context: {} as { n: number }, events: {} as ToyEvent },
  guards: {
    isBig: ({ context }) => context.n > 2,
    isAt: ({ context }, params: { n: number }) => context.n === params.n,
  },
  delays: {
    shortWait: 500,
    computed: ({ context }) => (context.n + 1) * 100,
  },
  actors: { work: fromPromise(async () => 1) },
  actions: {
    bump: assign({ n: ({ context, event }) => context.n + (event.type === "inc" ? event.by : 0) }),
    note: () => {},
  },
}).createMachine({
  id: "toy",
  initial: "start",
  context: { n: 0 },
  on: { reset: { target: ".idle" } },
  states: {
    start: { always: { target: "idle" } },
    idle: {
      on: {
        go: [
          { guard: "isBig", target: "busy" },
          { guard: { type: "isAt", params: { n: 1 } }, target: "task" },
          { target: "check" },
        ],
        inc: { actions: "bump" },
        split: { target: "both" },
      },
    },
    check: { always: [{ guard: and(["isBig", not("isBig")]), target: "done" }, { target: "wait" }] },
    busy: { entry: "note", invoke: { id: "job", src: "work", onDone: "wait", onError: "idle" } },
    wait: { after: { shortWait: "done" } },
    task: {
      initial: "step",
      states: { step: { on: { finish: "end" }, after: { computed: "#toy.idle" } }, end: { type: "final" } },
    },
    both: {
      type: "parallel",
      after: { 1000: "idle" },
      states: {
        a: { initial: "x", states: { x: {} } },
        b: { initial: "y", states: { y: {} } },
      },
    },
    done: { type: "final" },
  },
});

export type ToySnapshot = SnapshotFrom<typeof toyMachine>;

/** Events for a model of the toy: `inc` by 1 and by 2 (the others are tried bare). */
export const toyEvents = (): ToyEvent[] => [
  { type: "inc", by: 1 },
  { type: "inc", by: 2 },
];

/** The toy's states, with every count above 2 alike. */
export const toyStateKey = (s: ToySnapshot) => JSON.stringify({ value: s.value, n: Math.min(s.context.n, 3) });

export const createToyModel = (options: { strategy?: "paths" | "walk"; maxWalkSteps?: number } = {}) =>
  createMachineModel(toyMachine, { name: "toy", events: toyEvents, serializeState: toyStateKey, ...options });
