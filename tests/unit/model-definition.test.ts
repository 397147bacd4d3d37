/**
 * The one definition walker (tools/statecharts/model/definition.ts), read by the test harness and
 * the diagrams: every state depth first in definition order, every transition with its key,
 * kind, guard, `else` branch, actions and delay, XState's own timer actions left out, and the
 * keys of the transition definitions XState reports as taken.
 */
import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import { getStateNodes } from "xstate/graph";
import {
  delayOfEvent,
  invocationOfEvent,
  listStates,
  listTransitions,
  readDefinition,
  referenceName,
  transitionKey,
} from "../../tools/statecharts/model/definition";
import { toyMachine } from "./support/toy-machine";

describe("readDefinition", () => {
  const definition = readDefinition(toyMachine);

  it("lists every state but the root, depth first in definition order, as xstate/graph does", () => {
    expect(definition.states.map((s) => s.id)).toEqual(getStateNodes(toyMachine.root).map((n) => n.id));
    expect(listStates(toyMachine)).toEqual([
      "toy.start",
      "toy.idle",
      "toy.check",
      "toy.busy",
      "toy.wait",
      "toy.task",
      "toy.task.step",
      "toy.task.end",
      "toy.both",
      "toy.both.a",
      "toy.both.a.x",
      "toy.both.b",
      "toy.both.b.y",
      "toy.done",
    ]);
  });

  it("gives each state its type, initial children, invocations and actions, without XState's timer plumbing", () => {
    const byId = new Map(definition.states.map((s) => [s.id, s]));
    expect(definition.root).toMatchObject({ id: "toy", type: "compound", initial: ["toy.start"] });
    expect(byId.get("toy.task")).toMatchObject({ type: "compound", initial: ["toy.task.step"] });
    expect(byId.get("toy.task.end")?.type).toBe("final");
    expect(byId.get("toy.both")).toMatchObject({ type: "parallel", initial: [] });
    expect(byId.get("toy.both")?.children.map((c) => c.key)).toEqual(["a", "b"]);
    expect(byId.get("toy.busy")).toMatchObject({ entry: ["note"], invokes: [{ id: "job", src: "work" }] });
    // XState adds a raise on entry and a cancel on exit for the `after` timer of `wait`.
    expect(toyMachine.getStateNodeById("toy.wait").entry).toHaveLength(1);
    expect(byId.get("toy.wait")).toMatchObject({ entry: [], exit: [] });
  });

  it("lists every transition: each guarded branch, eventless ones, delays and invocation results", () => {
    expect(definition.transitions.map((t) => [t.key, t.kind, t.event, t.guard, t.otherwise, t.targets])).toEqual([
      ["toy|reset|0", "event", "reset", null, false, ["toy.idle"]],
      ["toy.start||0", "always", "always", null, false, ["toy.idle"]],
      ["toy.idle|go|0", "event", "go", "isBig", false, ["toy.busy"]],
      ["toy.idle|go|1", "event", "go", "isAt(1)", false, ["toy.task"]],
      ["toy.idle|go|2", "event", "go", null, true, ["toy.check"]],
      ["toy.idle|inc|0", "event", "inc", null, false, []],
      ["toy.idle|split|0", "event", "split", null, false, ["toy.both"]],
      ["toy.check||0", "always", "always", "and(isBig, not(isBig))", false, ["toy.done"]],
      ["toy.check||1", "always", "always", null, true, ["toy.wait"]],
      ["toy.busy|xstate.done.actor.job|0", "done", "onDone job", null, false, ["toy.wait"]],
      ["toy.busy|xstate.error.actor.job|0", "error", "onError job", null, false, ["toy.idle"]],
      ["toy.wait|xstate.after.shortWait.toy.wait|0", "after", "after shortWait (500 ms)", null, false, ["toy.done"]],
      ["toy.task.step|finish|0", "event", "finish", null, false, ["toy.task.end"]],
      ["toy.task.step|xstate.after.computed.toy.task.step|0", "after", "after computed", null, false, ["toy.idle"]],
      ["toy.both|xstate.after.1000.toy.both|0", "after", "after 1000 ms", null, false, ["toy.idle"]],
    ]);
    const byKey = new Map(definition.transitions.map((t) => [t.key, t]));
    expect(byKey.get("toy.idle|inc|0")?.actions).toEqual(["bump"]);
    expect(byKey.get("toy.wait|xstate.after.shortWait.toy.wait|0")?.delay).toEqual({ name: "shortWait", ms: 500 });
    expect(byKey.get("toy.both|xstate.after.1000.toy.both|0")?.delay).toEqual({ name: "1000 ms", ms: 1000 });
    expect(byKey.get("toy.task.step|xstate.after.computed.toy.task.step|0")?.delay).toEqual({
      name: "computed",
      ms: null,
    });
  });

  it("says a compound state's own onDone is a done transition", () => {
    const machine = createMachine({
      id: "m",
      initial: "a",
      states: { a: { initial: "b", states: { b: { type: "final" } }, onDone: "c" }, c: {} },
    });
    expect(readDefinition(machine).transitions).toMatchObject([
      { key: "m.a|xstate.done.state.m.a|0", kind: "done", event: "onDone", targets: ["m.c"] },
    ]);
  });

  it("is read once per machine", () => {
    expect(readDefinition(toyMachine)).toBe(definition);
  });
});

describe("names", () => {
  it("names guards and actions by reference, with parameters, operands or the function's name", () => {
    expect(referenceName("isBig")).toBe("isBig");
    expect(referenceName({ type: "isAt", params: { n: 1 } })).toBe("isAt(1)");
    expect(referenceName({ type: "show", params: { at: { x: 1 } } })).toBe('show({"at":{"x":1}})');
    expect(referenceName({ type: "show", params: () => ({}) })).toBe("show(…)");
    expect(referenceName(function namedGuard() {})).toBe("namedGuard");
    expect(referenceName(() => {})).toBe("inline");
  });

  it("labels each transition for the coverage reports", () => {
    expect(listTransitions(toyMachine).map((t) => t.label)).toEqual([
      "toy --reset--> toy.idle",
      "toy.start --(always)--> toy.idle",
      "toy.idle --go [isBig]--> toy.busy",
      "toy.idle --go [isAt(1)]--> toy.task",
      "toy.idle --go--> toy.check",
      "toy.idle --inc--> (self)",
      "toy.idle --split--> toy.both",
      "toy.check --(always) [and(isBig, not(isBig))]--> toy.done",
      "toy.check --(always)--> toy.wait",
      "toy.busy --xstate.done.actor.job--> toy.wait",
      "toy.busy --xstate.error.actor.job--> toy.idle",
      "toy.wait --after shortWait--> toy.done",
      "toy.task.step --finish--> toy.task.end",
      "toy.task.step --after computed--> toy.idle",
      "toy.both --after 1000--> toy.idle",
    ]);
  });
});

describe("events the machine makes itself", () => {
  it("reads a delay from its event: named, numeric, or computed from the context", () => {
    expect(delayOfEvent(toyMachine, { type: "xstate.after.shortWait.toy.wait" })).toEqual({
      name: "shortWait",
      ms: 500,
    });
    expect(delayOfEvent(toyMachine, { type: "xstate.after.1000.toy.both" })).toEqual({ name: "1000", ms: 1000 });
    const snapshot = toyMachine.resolveState({ value: { task: "step" }, context: { n: 4 } });
    expect(delayOfEvent(toyMachine, { type: "xstate.after.computed.toy.task.step" }, snapshot)).toEqual({
      name: "computed",
      ms: 500,
    });
    expect(delayOfEvent(toyMachine, { type: "go" })).toBeNull();
  });

  it("reads an invocation result from its event", () => {
    expect(invocationOfEvent({ type: "xstate.done.actor.job" })).toEqual({ id: "job", outcome: "done" });
    expect(invocationOfEvent({ type: "xstate.error.actor.job" })).toEqual({ id: "job", outcome: "error" });
    expect(invocationOfEvent({ type: "go" })).toBeNull();
  });
});

describe("transitionKey", () => {
  it("keys a transition definition by its state, event and branch, in a provided copy of the machine too", () => {
    for (const machine of [toyMachine, toyMachine.provide({ guards: { isBig: () => true } })]) {
      const idle = machine.getStateNodeById("toy.idle");
      expect(idle.on.go?.map(transitionKey)).toEqual(["toy.idle|go|0", "toy.idle|go|1", "toy.idle|go|2"]);
      expect(machine.getStateNodeById("toy.check").always!.map(transitionKey)).toEqual([
        "toy.check||0",
        "toy.check||1",
      ]);
    }
  });
});
