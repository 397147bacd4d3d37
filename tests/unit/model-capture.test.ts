/**
 * Capture (tools/statecharts/model/capture.ts) and the XState internals it reads
 * (tools/statecharts/model/xstate-internals.ts): a pure step tells which transition definitions it
 * took and which states are active after it, actions and invoked actors are not run, and a live
 * actor's own microsteps are told from its children's. When an upgrade of XState changes one of
 * its internals, a test here fails.
 */
import { describe, expect, it } from "vitest";
import { assign, createActor, createMachine, fromPromise, setup, type AnyTransitionDefinition } from "xstate";
import { activeStateNodes, createCapture, keysOf } from "../../tools/statecharts/model/capture";
import { stateLabel } from "../../tools/statecharts/model/describe";
import {
  builtInParts,
  isTimerPlumbing,
  ownEventTypes,
  ownMicrosteps,
} from "../../tools/statecharts/model/xstate-internals";
import { toyMachine, type ToyEvent, type ToySnapshot } from "./support/toy-machine";

describe("capture", () => {
  const capture = createCapture<ToySnapshot, ToyEvent>(toyMachine);
  const { initial, initialTransitions } = capture.start(undefined);

  it("starts with the eventless transitions out of a transient initial state", () => {
    expect(initial.value).toBe("idle");
    expect(initialTransitions).toEqual(["toy.start||0"]);
    expect(activeStateNodes(initial)).toEqual(["toy.idle"]);
  });

  it("tells which branch a step took, the eventless ones it caused, and the states active after it", () => {
    const [toCheck] = capture.replay(initial, [{ type: "go" }]);
    expect(toCheck).toMatchObject({ transitions: ["toy.idle|go|2", "toy.check||1"], stateNodes: ["toy.wait"] });
    const steps = capture.replay(initial, [{ type: "inc", by: 1 }, { type: "go" }]);
    expect(steps.map((s) => s.transitions)).toEqual([["toy.idle|inc|0"], ["toy.idle|go|1"]]);
    expect(steps[0]!.state.context.n).toBe(1);
    expect(steps[1]).toMatchObject({
      before: steps[0]!.state,
      event: { type: "go" },
      stateNodes: ["toy.task", "toy.task.step"],
    });
    const parallel = capture.step(initial, { type: "split" });
    expect(parallel.stateNodes).toEqual(["toy.both", "toy.both.a", "toy.both.a.x", "toy.both.b", "toy.both.b.y"]);
    expect(stateLabel(parallel.state)).toBe("both.a.x, both.b.y");
  });

  it("takes the transition definitions themselves, and runs no action and no invoked actor", () => {
    let ran = 0;
    const machine = setup({
      actions: { count: () => (ran += 1) },
      actors: { work: fromPromise(async () => (ran += 1)) },
    }).createMachine({
      initial: "a",
      states: { a: { on: { go: { target: "b", actions: "count" } } }, b: { entry: "count", invoke: { src: "work" } } },
    });
    const pure = createCapture(machine);
    const start = pure.start(undefined);
    const { state, taken } = pure.probe(start.initial, { type: "go" });
    expect(taken).toEqual([machine.getStateNodeById("(machine).a").on.go![0]]);
    expect(keysOf(taken)).toEqual(["(machine).a|go|0"]);
    expect(state.value).toBe("b");
    expect(ran).toBe(0);
  });
});

describe("XState internals", () => {
  it("lists the event types the active states handle, delays and invocation results included", () => {
    const capture = createCapture<ToySnapshot, ToyEvent>(toyMachine);
    const { initial } = capture.start(undefined);
    expect(ownEventTypes(initial).sort()).toEqual(["go", "inc", "reset", "split"]);
    const wait = capture.step(initial, { type: "go" }).state;
    expect(ownEventTypes(wait).sort()).toEqual(["reset", "xstate.after.shortWait.toy.wait"]);
    const busy = toyMachine.resolveState({ value: "busy", context: { n: 3 } });
    expect(ownEventTypes(busy).sort()).toEqual(["reset", "xstate.done.actor.job", "xstate.error.actor.job"]);
  });

  it("reports a live actor's own microsteps, from its creation on, and not its children's", () => {
    const child = createMachine({ id: "child", initial: "a", states: { a: { always: "b" }, b: {} } });
    const parent = setup({ types: { context: {} as { n: number } }, actors: { child } }).createMachine({
      id: "parent",
      initial: "start",
      context: { n: 0 },
      states: {
        start: { always: "running" },
        running: {
          invoke: { id: "kid", src: "child" },
          on: { bump: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
        },
      },
    });
    const taken: AnyTransitionDefinition[][] = [];
    const microsteps = ownMicrosteps((defs) => taken.push(defs));
    const actor = createActor(parent, { inspect: microsteps.inspect });
    microsteps.setActor(actor);
    actor.start();
    actor.send({ type: "bump" });
    actor.stop();
    // The child's own eventless step (child.a → child.b) is not among them.
    expect(taken.flatMap(keysOf)).toEqual(["parent.start||0", "parent.running|bump|0"]);
  });

  it("tells XState's timer plumbing from declared actions, and reads built-in guards' operands", () => {
    const entry = toyMachine.getStateNodeById("toy.wait").entry;
    const exit = toyMachine.getStateNodeById("toy.wait").exit;
    expect(entry.every(isTimerPlumbing)).toBe(true);
    expect(exit.every(isTimerPlumbing)).toBe(true);
    expect(toyMachine.getStateNodeById("toy.busy").entry.some(isTimerPlumbing)).toBe(false);
    const guard = toyMachine.getStateNodeById("toy.check").always![0]!.guard as () => boolean;
    expect(builtInParts(guard).operands).toHaveLength(2);
    expect(builtInParts(() => {})).toEqual({ operands: null, type: null });
    expect(builtInParts(assign({}) as never).type).toBe("xstate.assign");
  });
});
