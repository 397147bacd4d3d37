/**
 * Running a path on the real actor (tools/statecharts/model/run.ts) and describing it for people
 * (tools/statecharts/model/describe.ts): every path of the toy's model passes on its actor with
 * delays fired by a simulated clock and invocations settled by the test; a path whose expected
 * state or transitions are not what the actor does fails and says where; a timer that fires
 * early, or an invocation nobody settles, fails.
 */
import { describe, expect, it } from "vitest";
import { fromPromise, type EventObject } from "xstate";
import {
  defaultStepDescription,
  describePath,
  runPathOnMachine,
  stateValuesEqual,
  type ModelPath,
} from "../../tools/statecharts/model";
import { pathTitle } from "../../tools/statecharts/model/describe";
import { createToyModel, toyMachine, type ToySnapshot } from "./support/toy-machine";

const model = createToyModel();
/** A path with a step of this type (the machine's own events included). */
const pathWith = (type: string) =>
  model.paths.find((p) => p.steps.some((s) => (s.event as EventObject).type === type))!;
const withJob = pathWith("xstate.done.actor.job");
const withWait = pathWith("xstate.after.shortWait.toy.wait");

/** The toy with a job the test settles, and the options that settle it. */
function settled() {
  const pending: Array<{ resolve: (v: number) => void; reject: (e: Error) => void }> = [];
  return {
    machine: toyMachine.provide({
      actors: { work: fromPromise(() => new Promise<number>((resolve, reject) => pending.push({ resolve, reject }))) },
    }),
    onInvocation: ({ outcome }: { outcome: "done" | "error" }) => {
      const job = pending.shift();
      if (!job) throw new Error("no job is running");
      if (outcome === "done") job.resolve(1);
      else job.reject(new Error("failed"));
    },
  };
}

describe("runPathOnMachine", () => {
  it.each(model.paths.map((p) => [p.title, p] as const))("%s passes on the actor", async (_title, p) => {
    const seen: string[] = [];
    await runPathOnMachine<ToySnapshot>(model, p, {
      ...settled(),
      check: (actual, expected, step) => {
        expect(actual.context).toEqual(expected.context);
        seen.push(step ? step.event.type : "start");
      },
    });
    expect(seen).toEqual(["start", ...p.steps.map((s) => s.event.type)]);
  });

  it("fails where the actor is not in the state the path expects", async () => {
    const wrong = {
      ...withWait,
      steps: withWait.steps.map((s, i) => (i === 1 ? { ...s, state: { ...s.state, value: "idle" } } : s)),
    } as ModelPath<ToySnapshot>;
    await expect(runPathOnMachine(model, wrong)).rejects.toThrow(
      `${withWait.title}, step 2 (xstate.after.shortWait.toy.wait): state "done", expected "idle"`,
    );
  });

  it("fails where the actor takes other transitions than the path expects", async () => {
    const wrong = {
      ...withWait,
      steps: withWait.steps.map((s, i) => (i === 0 ? { ...s, transitions: ["toy.idle|go|2"] } : s)),
    } as ModelPath<ToySnapshot>;
    await expect(runPathOnMachine(model, wrong)).rejects.toThrow(
      "step 1 (go): took [toy.idle --go--> toy.check ; toy.check --(always)--> toy.wait], expected [toy.idle --go--> toy.check]",
    );
  });

  it("fails when a timer fires before its delay", async () => {
    const early = toyMachine.provide({ delays: { shortWait: 100 } });
    await expect(runPathOnMachine(model, withWait, { machine: early })).rejects.toThrow(
      "step 2 (xstate.after.shortWait.toy.wait): fired before 500 ms",
    );
  });

  it("fails when no one settles an invocation", async () => {
    await expect(runPathOnMachine(model, withJob, { machine: settled().machine })).rejects.toThrow(
      "no onInvocation to settle job",
    );
  });

  it("compares state values whatever their keys' order", () => {
    expect(stateValuesEqual({ a: "x", b: { c: "y" } }, { b: { c: "y" }, a: "x" })).toBe(true);
    expect(stateValuesEqual({ a: "x" }, { a: "y" })).toBe(false);
    expect(stateValuesEqual({ a: "x" }, "a")).toBe(false);
  });
});

describe("describing paths", () => {
  it("words delays, invocation results and plain events", () => {
    expect(defaultStepDescription({ type: "xstate.after.shortWait.toy.wait" }, model)).toBe(
      "Wait 0.5 seconds (shortWait)",
    );
    expect(defaultStepDescription({ type: "xstate.after.1000.toy.both" }, model)).toBe("Wait 1 second (1000)");
    expect(defaultStepDescription({ type: "xstate.done.actor.job" }, model)).toBe("job succeeds");
    expect(defaultStepDescription({ type: "xstate.error.actor.job" }, model)).toBe("job fails");
    expect(defaultStepDescription({ type: "inc", by: 2 } as never, model)).toBe('inc {"by":2}');
    expect(defaultStepDescription({ type: "go" }, model)).toBe("go");
  });

  it("numbers the steps, in a machine's words where it has them, with the state each reaches", () => {
    const lines = describePath(model, withWait, (event) => (event.type === "go" ? "Press Go" : undefined));
    expect(lines).toEqual([`${"1. Press Go".padEnd(31)}  → wait`, "2. Wait 0.5 seconds (shortWait)  → done"]);
    expect(describePath(model, withWait, undefined, { withStates: false })).toEqual([
      "1. go",
      "2. Wait 0.5 seconds (shortWait)",
    ]);
  });

  it("titles a path by its events and where it ends", () => {
    expect(withWait.title).toBe(
      pathTitle(
        withWait.index,
        withWait.steps.map((s) => s.event),
        withWait.steps.at(-1)!.state,
      ),
    );
    expect(
      pathTitle(
        3,
        [{ type: "go" }, { type: "xstate.after.shortWait.toy.wait" }, { type: "xstate.error.actor.job" }],
        withWait.initial,
      ),
    ).toBe("path 3: go → after shortWait → error.actor job (ends in idle)");
    expect(pathTitle(1, [], withWait.initial)).toBe("path 1: (initial state) (ends in idle)");
  });
});
