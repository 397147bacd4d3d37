/**
 * Model-based testing harness, shared by every machine of the site (converter, batch, tabs,
 * molarity, dilution, menu...). It does not depend on Vitest or Playwright, so the same paths run
 * at every level:
 *
 *   "machine"  the XState actor itself, in Node (see `runPathOnMachine`)
 *   "view"     the rendered React view with Testing Library (the test maps events to user actions)
 *   "browser"  the built site in Playwright (same, with page actions)
 *
 * One module per job:
 *
 *   definition.ts        the one walker of a machine definition (shared with the diagrams): every
 *                        state node except the root and every transition, each guarded branch,
 *                        `after` delay and invocation result its own
 *   capture.ts           pure steps that say which transitions they took, read from XState's own
 *                        `@xstate.microstep` inspection events (no guessing)
 *   explore.ts           the graph of abstract states the model's events reach, breadth first as
 *                        xstate/graph's `getAdjacencyMap`, each step recording what it covers.
 *                        Events the machine produces itself (`xstate.after.*` delays,
 *                        `xstate.done.actor.*` / `xstate.error.actor.*` of invoked actors) are
 *                        tried in every state that handles them, so delayed transitions stay in
 *                        the real machine and are walked like any other step
 *   bits.ts              coverage as bit sets, for comparing thousands of candidate paths
 *   cache.ts             explorations kept in the process and on disk for the other processes
 *   choose.ts            paths that together cover every reachable state and transition:
 *                        strategy "paths" (default): greedy set cover over "shortest path to a
 *                        state + one more event", so every path is short and a failure points at
 *                        one transition; strategy "walk": a few long walks that chain the nearest
 *                        uncovered transition (fewer page loads in a browser)
 *   model.ts             `createMachineModel`: the above put together; every chosen path is
 *                        replayed from the initial state
 *   coverage.ts          coverage per level: `tracker.recordPath(path)` after a path passed;
 *                        `tracker.assertComplete()` prints `machine | level | states x/y |
 *                        transitions x/y`, merges it into `test-results/model-coverage.json` (by
 *                        machine + level) and throws with what is missing when below 100 %
 *   run.ts               `runPathOnMachine`: a path on the real actor with a simulated clock
 *   describe.ts          paths for people: "1. Type 20 in Amount (mg)" (`npm run paths`)
 *   xstate-internals.ts  every use of XState internals, each with why nothing public does it
 *
 * Typical use (Vitest, machine level):
 *
 *   const model = createMachineModel(myMachine, { name: "molarity", events: () => [...] });
 *   const tracker = model.coverage("machine");
 *   describe.each(model.paths)("$title", (path) => {
 *     it("runs", async () => { await runPathOnMachine(model, path); tracker.recordPath(path); });
 *   });
 *   it("covers every state and transition", () => tracker.assertComplete());
 *
 * Keep `assertComplete()` in the last test of the file (Vitest runs a file's tests in order); a
 * failing path is not recorded, so it also fails the coverage test.
 *
 * Invoked actors are never started while exploring (the exploration uses pure `transition`
 * calls with an inert actor scope); at machine level `runPathOnMachine` runs the real actor and
 * asks you to settle each invocation (`onInvocation`), e.g. by resolving a fake promise.
 */
export type {
  CoverageEntry,
  CoverageLevel,
  CoverageTracker,
  MachineModel,
  ModelOptions,
  ModelPath,
  ModelStep,
} from "./types";
export type { TransitionInfo } from "./definition";
export { listStates, listTransitions, transitionKey } from "./definition";
export { activeStateNodes } from "./capture";
export { createMachineModel } from "./model";
export { coveringPaths, greedyCover } from "./choose";
export { coverageFile, formatCoverageTable, mergeCoverage } from "./coverage";
export { runPathOnMachine, stateValuesEqual, type RunOnMachineOptions } from "./run";
export { defaultStepDescription, describePath, stateLabel, type StepDescriber } from "./describe";
