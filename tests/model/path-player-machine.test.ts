/**
 * Model-based test, machine level, of the Behaviour view's path player: every generated path runs
 * on the real actor with its provided actors replaced by promises the test settles (the path list
 * arrives or not, each step reports what the model says); after every step the player's words,
 * buttons and step marks (its selectors) must be the model's, and what it emits (a fresh page to
 * load, the address to clear) must be said exactly when the model says so.
 */
import { describeStepOf } from "../../tools/statecharts/machine-registry";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, type AnyActorRef, type EventObject } from "xstate";
import { pathPlayerMachine } from "~/machines/path-player/path-player.machine";
import { selectMessage, selectStatus } from "~/machines/path-player/path-player.selectors";
import type {
  BehaviourPaths,
  BehaviourStep,
  PathPlayerEmitted,
  StepReport,
  StepRequest,
} from "~/machines/path-player/path-player.types";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import {
  PLAYER_MODEL_PATHS,
  createPathPlayerModel,
  expectedFreshUrl,
  expectedPlayerScreen,
  type PathPlayerSnapshot,
} from "../../tools/statecharts/path-player.model";

const describe_path_player = describeStepOf("path-player");

const model = createPathPlayerModel();
const tracker = model.coverage("machine");

/** Provided actors whose outcomes wait until the test says how they end. */
function fakePage() {
  const loads: Array<{ resolve: (d: BehaviourPaths) => void; reject: (e: Error) => void }> = [];
  const steps: Array<{ step: BehaviourStep; hold: boolean; resolve: (r: StepReport) => void }> = [];
  const machine = pathPlayerMachine.provide({
    actors: {
      loadPaths: fromPromise<BehaviourPaths, { machine: string }>(
        () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
      ),
      performStep: fromPromise<StepReport, StepRequest>(
        ({ input }) => new Promise((resolve) => steps.push({ ...input, resolve })),
      ),
    },
  });
  return { machine, loads, steps };
}

describe("path-player machine: model-based paths", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor", async () => {
      const page = fakePage();
      const emitted: PathPlayerEmitted[] = [];
      await runPathOnMachine<PathPlayerSnapshot>(model, path, {
        machine: page.machine,
        onActor: (actor: AnyActorRef) => {
          actor.on("*", (e: PathPlayerEmitted) => emitted.push(e));
        },
        onInvocation: ({ id, outcome, event }) => {
          const output = (event as EventObject & { output?: unknown }).output;
          if (id === "loadPaths") {
            const load = page.loads.shift();
            if (!load) throw new Error("no path list is loading");
            if (outcome === "done") load.resolve(output as BehaviourPaths);
            else load.reject(new Error("The site could not be reached"));
            return;
          }
          const step = page.steps.shift();
          if (!step) throw new Error("no step is under way");
          step.resolve(output as StepReport);
        },
        check: (actual, expected, step) => {
          expect(expectedPlayerScreen(actual)).toEqual(expectedPlayerScreen(expected));
          expect(actual.context.reports).toEqual(expected.context.reports);
          // A step under way is the one the model expects, and only one at a time.
          if (actual.matches("stepping") || actual.matches("running")) {
            expect(page.steps.map((s) => s.step)).toEqual([
              expected.context.paths.find((p) => p.index === expected.context.pathIndex)!.steps[
                expected.context.reports.length
              ],
            ]);
            // A step of a Run (more steps follow at once) holds the page's timers; a single Next does not.
            const runStep = actual.matches("running") || expected.context.target - expected.context.reports.length > 1;
            expect(page.steps[0]!.hold).toBe(runStep);
          }
          // Whenever nothing is under way, the page's timers are back on the wall clock.
          if (actual.matches("ready")) expect(emitted.at(-1)).toEqual({ type: "timers.release" });
          // What it emits: a fresh page exactly on entering `leaving`, the address cleared once a replay was asked.
          const loads = emitted.filter((e) => e.type === "page.load");
          if (step && actual.matches("leaving"))
            expect(loads).toEqual([{ type: "page.load", url: expectedFreshUrl(step.before, step.event) }]);
          else expect(loads).toEqual([]);
          const asked = path.input as { asked: unknown } | undefined;
          const loaded = !actual.matches("loading") && !actual.matches("unavailable");
          expect(emitted.filter((e) => e.type === "address.clear")).toHaveLength(asked?.asked && loaded ? 1 : 0);
        },
      });
      tracker.recordPath(path);
    });
  });
});

describe("path-player machine details", () => {
  const paths = PLAYER_MODEL_PATHS;
  const [first] = paths.paths;

  async function started(
    report: (step: BehaviourStep) => StepReport,
    asked: { path: number; step: number } | null = null,
  ) {
    const machine = pathPlayerMachine.provide({
      actors: {
        loadPaths: fromPromise(async () => paths),
        performStep: fromPromise<StepReport, StepRequest>(async ({ input }) => report(input.step)),
      },
    });
    const actor = createActor(machine, {
      input: { machine: "converter", scope: "converter", page: "/20-mg-to-ml", asked },
    }).start();
    await new Promise((r) => setTimeout(r, 0));
    return actor;
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it("Run plays every step at once and says the path is done in the words of the path", async () => {
    const actor = await started((step) => ({ actual: step.state, note: null, failure: null, timers: [] }));
    expect(selectMessage(actor.getSnapshot())).toBe(
      `Step 0 of ${first!.steps.length}: the page should be in ${first!.initialState}.`,
    );
    actor.send({ type: "RUN" });
    for (let i = 0; i < 40 && !actor.getSnapshot().matches({ ready: { played: "passed" } }); i += 1) await settle();
    expect(selectStatus(actor.getSnapshot())).toBe("done");
    expect(selectMessage(actor.getSnapshot())).toBe(
      `Path ${first!.index} done: all ${first!.steps.length} steps in the expected state; it ends in ${first!.ends}.`,
    );
  });

  it("a timer between two steps is named in the mismatch, a step it cannot do says why", async () => {
    const actor = await started((step) =>
      step.n === 1
        ? { actual: step.state, note: null, failure: null, timers: [] }
        : {
            actual: "direction.mlToMg, announce.quiet",
            note: null,
            failure: null,
            timers: ["xstate.after.settleDelay"],
          },
    );
    actor.send({ type: "STEP.NEXT" });
    await settle();
    actor.send({ type: "STEP.NEXT" });
    await settle();
    expect(actor.getSnapshot().matches({ ready: { played: "mismatch" } })).toBe(true);
    expect(selectMessage(actor.getSnapshot())).toBe(
      `Step 2 of ${first!.steps.length}: MISMATCH. ${first!.steps[1]!.text}: expected ${first!.steps[1]!.state}, page is in direction.mlToMg, announce.quiet. Between the steps the page's own timer fired (xstate.after.settleDelay): Run replays without pauses.`,
    );
    const blocked = await started((step) => ({
      actual: "x",
      note: null,
      failure: `"${step.text}" is disabled: a person could not press it.`,
      timers: [],
    }));
    blocked.send({ type: "STEP.NEXT" });
    await settle();
    expect(blocked.getSnapshot().matches({ ready: { played: "blocked" } })).toBe(true);
    expect(selectMessage(blocked.getSnapshot())).toBe(
      `Step 1 of ${first!.steps.length}: MISMATCH. ${first!.steps[0]!.text}: the player could not do it. "${first!.steps[0]!.text}" is disabled: a person could not press it. The page is in x; expected ${first!.steps[0]!.state}.`,
    );
  });

  it("a path chosen after the player's own steps needs a fresh page, even one never played", async () => {
    const actor = await started((step) => ({ actual: step.state, note: null, failure: null, timers: [] }));
    actor.send({ type: "STEP.NEXT" });
    await settle();
    const other = paths.paths.find((p) => p.index !== first!.index && p.start === "/20-mg-to-ml")!;
    actor.send({ type: "PATH.SELECT", index: other.index });
    expect(actor.getSnapshot().matches({ ready: { start: "used" } })).toBe(true);
    expect(actor.getSnapshot().can({ type: "STEP.NEXT" })).toBe(false);
    actor.send({ type: "PATH.SELECT", index: 999 });
    expect(actor.getSnapshot().context.pathIndex).toBe(other.index);
  });

  it("prints the paths in words", () => {
    const lines = model.paths.flatMap((p) => [p.title, ...describePath(model, p, describe_path_player)]);
    console.log(lines.join("\n"));
    expect(lines.some((l) => l.includes("Press Previous"))).toBe(true);
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});
