/**
 * The path player of the Behaviour view (issue 17): it replays one of a machine's test paths
 * (`npm run paths`) on the page's own controls and says, step by step, whether the page reached
 * the expected state.
 *
 *   loading (invokes loadPaths) → placing → ready.elsewhere | ready.start.{fresh, used} | running
 *   ready.start.fresh / ready.played.paused → (STEP.NEXT, RUN) → stepping (invokes performStep)
 *   → comparing → running (more to play, at once) | ready.played.{paused, passed, mismatch, blocked}
 *   FRESH.OPEN, STEP.PREVIOUS → leaving (a fresh page loads: emits page.load)
 *   Back in ready.played, the focus returns to the player (emits focus.return): to Next while steps
 *   remain, else to the status line (issue 53: a step done never leaves the focus on the page).
 *
 * The page is driven by provided actors (src/behaviour/player-dom.ts): `loadPaths` loads the path
 * list, `performStep` does one step and reports the state the page is in; the view reports with
 * PAGE.USED when the page's controls have been used. This file never touches the page: loading a
 * fresh page and clearing the address leave as emitted events.
 */
import { assign, emit, fromPromise, setup } from "xstate";
import type { MachineDocs } from "~/machines/machine-docs";
import {
  allStepsDone,
  chosenPath,
  currentStep,
  freshAddress,
  hasStepsToGo,
  initialPathIndex,
  isKnownPath,
  isRunStep,
  lastVerdict,
  startsElsewhere,
} from "./path-player.calc";
import type {
  BehaviourPaths,
  PathPlayerContext,
  PathPlayerEmitted,
  PathPlayerEvent,
  PathPlayerInput,
  StepReport,
  StepRequest,
  StepVerdict,
} from "./path-player.types";

const docs = {
  title: "Path player (Behaviour view)",
  summary:
    "Replays one of a machine's test paths on the page's own controls: step by step (Next), to the end (Run), or up to the step before on a fresh page (Previous), and compares the page's state after each step with the expected one. The path passes, or stops at a mismatch or at a step the player cannot do. Every path starts from a fresh page: a page already used, or another page, is offered afresh.",
  usedOn:
    "The Behaviour view of every calculator and of the header menu (the 'Behaviour' disclosures), loaded only when one is opened.",
  events: {
    "xstate.done.actor.loadPaths":
      "The machine's test paths (src/behaviour/paths/<machine>.json) arrived from the site.",
    "xstate.error.actor.loadPaths": "The test paths could not be loaded (the site could not be reached).",
    "PATH.SELECT": "The person chooses a path in 'Test path'.",
    "STEP.NEXT": "The person presses Next: the player does the next step.",
    RUN: "The person presses Run: the player does every remaining step without pauses.",
    "STEP.PREVIOUS": "The person presses Previous: a fresh page loads and replays up to the step before.",
    "FRESH.OPEN":
      "The person presses 'Start from a fresh page', or 'Open <page> to play it' for a path that starts on another page.",
    "PAGE.USED":
      "The view reports that someone used the page's own controls (the island's recorder saw an event from the page): it is no longer as loaded.",
    "xstate.done.actor.performStep":
      "The player did one step on the page (or found it could not) and reports the state the page is in.",
    always:
      "On choosing a path: can it start here, or is a replay asked for? After a step: is it in the expected state, and is there more to play?",
  },
  guards: {
    hasAsked:
      "The address asked for this player (#behaviour_<scope>_<machine>_<path>_<step>): a fresh page loaded by Previous or 'Start from a fresh page'.",
    isKnownPath: "The chosen path is one of the machine's test paths.",
    pathElsewhere: "The chosen path starts on another page than this one.",
    stepsToGo:
      "The player has not yet played up to the step it aims at (Next: one more; Run: the last; a fresh page: the step asked for).",
    pageUsed:
      "The page has been used since it loaded (by a person, or by the player's own steps): a path starts from a fresh page.",
    lastStepIs: "The last step done ended so: not done (blocked) or done in another state than expected (mismatch).",
    allStepsDone: "Every step of the path has been done, each in its expected state.",
  },
  delays: {},
  actors: {
    loadPaths:
      "Loads the machine's test paths from the site (the view's import of src/behaviour/paths/<machine>.json); fails when the site cannot be reached.",
    performStep:
      "Does one step on the page as a person would (types, chooses, presses, waits for the page's own timer, stands in for the clipboard) and reports the page machine's state after it; a step it cannot do is reported, never thrown.",
  },
  clauses: {
    M20: [
      "path-player.loading",
      "path-player.unavailable",
      "path-player.placing",
      "path-player.ready",
      "path-player.ready.elsewhere",
      "path-player.ready.start",
      "path-player.ready.start.checking",
      "path-player.ready.start.fresh",
      "path-player.ready.start.used",
      "path-player:xstate.done.actor.loadPaths",
      "path-player:xstate.error.actor.loadPaths",
      "path-player:PAGE.USED",
      "path-player:PATH.SELECT",
      "path-player:always",
    ],
    M21: [
      "path-player.stepping",
      "path-player.running",
      "path-player.comparing",
      "path-player.ready.played",
      "path-player.ready.played.paused",
      "path-player.ready.played.passed",
      "path-player.ready.played.mismatch",
      "path-player.ready.played.blocked",
      "path-player:STEP.NEXT",
      "path-player:RUN",
      "path-player:xstate.done.actor.performStep",
    ],
    M22: ["path-player.leaving", "path-player:STEP.PREVIOUS", "path-player:FRESH.OPEN"],
  },
} satisfies MachineDocs;

/** The provided actors' defaults: no page here (tests and the view provide their own). */
export const loadPathsActor = fromPromise<BehaviourPaths, { machine: string }>(async ({ input }) => {
  throw new Error(`No test paths of ${input.machine} here`);
});
export const performStepActor = fromPromise<StepReport, StepRequest>(async () => ({
  actual: "(no page)",
  note: null,
  failure: "There is no page to play on.",
  timers: [],
}));

const toStepping = { target: "#path-player.stepping" } as const;
const toLeaving = { target: "#path-player.leaving" } as const;
/**
 * Both ways of doing a step invoke the page's `performStep` and compare what it reports. A step of
 * a Run (`running`, or the first one when Run was pressed) holds the page's timers.
 */
const doStep = (run: boolean) =>
  ({
    id: "performStep",
    src: "performStep",
    input: ({ context }: { context: PathPlayerContext }): StepRequest => ({
      step: currentStep(context)!,
      hold: run || isRunStep(context),
    }),
    onDone: { target: "comparing", actions: "recordStep" },
  }) as const;

export const pathPlayerMachine = setup({
  types: {
    context: {} as PathPlayerContext,
    events: {} as PathPlayerEvent,
    emitted: {} as PathPlayerEmitted,
    input: {} as PathPlayerInput,
  },
  actors: {
    loadPaths: loadPathsActor,
    performStep: performStepActor,
  },
  guards: {
    hasAsked: ({ context }) => context.asked !== null,
    isKnownPath: ({ context, event }) => event.type === "PATH.SELECT" && isKnownPath(context.paths, event.index),
    pathElsewhere: ({ context }) => startsElsewhere(chosenPath(context), context.page),
    stepsToGo: ({ context }) => hasStepsToGo(context),
    pageUsed: ({ context }) => context.pageUsed,
    lastStepIs: ({ context }, params: { verdict: Exclude<StepVerdict, "matched"> }) =>
      lastVerdict(context) === params.verdict,
    allStepsDone: ({ context }) => allStepsDone(context),
  },
  actions: {
    storePaths: assign(({ context, event }) => {
      const paths = (event as unknown as { output: BehaviourPaths }).output.paths;
      return { paths, pathIndex: initialPathIndex(paths, context.asked) };
    }),
    takeAsked: assign(({ context }) => ({ target: context.asked?.step ?? 0, asked: null })),
    clearAddress: emit({ type: "address.clear" } as const),
    releaseTimers: emit({ type: "timers.release" } as const),
    focusNext: emit({ type: "focus.return", to: "next" } as const),
    focusStatus: emit({ type: "focus.return", to: "status" } as const),
    choosePath: assign(({ event }) =>
      event.type === "PATH.SELECT" ? { pathIndex: event.index, reports: [], target: 0 } : {},
    ),
    notePageUsed: assign({ pageUsed: true }),
    aimNext: assign(({ context }) => ({ target: context.reports.length + 1, pageUsed: true })),
    aimEnd: assign(({ context }) => ({ target: chosenPath(context)?.steps.length ?? 0, pageUsed: true })),
    recordStep: assign(({ context, event }) => ({
      reports: [...context.reports, (event as unknown as { output: StepReport }).output],
    })),
    loadStartPage: emit(({ context }) => ({ type: "page.load" as const, url: freshAddress(context, 0) })),
    loadPreviousStep: emit(({ context }) => ({
      type: "page.load" as const,
      url: freshAddress(context, context.reports.length - 1),
    })),
  },
}).createMachine({
  id: "path-player",
  meta: { docs },
  context: ({ input }) => ({
    ...input,
    paths: [],
    pathIndex: input.asked?.path ?? 1,
    reports: [],
    target: 0,
    pageUsed: false,
  }),
  initial: "loading",
  states: {
    loading: {
      description: "The machine's test paths are loading: 'Loading the test paths of <machine>…'.",
      invoke: {
        id: "loadPaths",
        src: "loadPaths",
        input: ({ context }) => ({ machine: context.machine }),
        onDone: [
          {
            guard: "hasAsked",
            target: "placing",
            actions: ["storePaths", "takeAsked", "clearAddress"],
            description:
              "The asked path is chosen, to be replayed up to the asked step; the address's #behaviour_… is removed.",
          },
          { target: "placing", actions: "storePaths", description: "The first path is chosen." },
        ],
        onError: { target: "unavailable" },
      },
      on: { "PAGE.USED": { actions: "notePageUsed", description: "The page was used before the view opened." } },
    },
    unavailable: {
      description: "The test paths could not be loaded: the player says so and offers nothing to play.",
    },
    placing: {
      description: "A path is chosen: can it start on this page as it is, or is a replay asked for?",
      always: [
        { guard: "pathElsewhere", target: "ready.elsewhere" },
        {
          guard: "stepsToGo",
          target: "running",
          actions: "notePageUsed",
          description: "A fresh page asked for a replay: it starts at once.",
        },
        { target: "ready.start" },
      ],
    },
    ready: {
      description:
        "A path is chosen and nothing is under way: the person may choose another path; timers held during a Run have run, and the page's timers run on the wall clock again.",
      initial: "start",
      entry: "releaseTimers",
      on: {
        "PATH.SELECT": {
          guard: "isKnownPath",
          target: "placing",
          actions: "choosePath",
          description: "Another path, from step 0.",
        },
        "PAGE.USED": { actions: "notePageUsed" },
      },
      states: {
        elsewhere: {
          description:
            "The path starts on another page: 'This path starts on <page>.' with 'Open <page> to play it'; Next and Run are off.",
          on: { "FRESH.OPEN": { ...toLeaving, actions: "loadStartPage" } },
        },
        start: {
          description: "Step 0 of the chosen path on its page: 'Step 0 of N: the page should be in …'.",
          initial: "checking",
          states: {
            checking: {
              description: "Is the page still as loaded?",
              always: [{ guard: "pageUsed", target: "used" }, { target: "fresh" }],
            },
            fresh: {
              description: "The page is as loaded: Next and Run play the path.",
              on: {
                "STEP.NEXT": { ...toStepping, actions: "aimNext" },
                RUN: { ...toStepping, actions: "aimEnd" },
                "PAGE.USED": { target: "used", actions: "notePageUsed" },
              },
            },
            used: {
              description:
                "The page has been used: 'Every path starts from a fresh page, and this page has been used.' with 'Start from a fresh page'; Next and Run are off.",
              on: { "FRESH.OPEN": { ...toLeaving, actions: "loadStartPage" } },
            },
          },
        },
        played: {
          description:
            "Some steps of the path have been done on this page, each listed with its result; Previous is on.",
          initial: "paused",
          on: { "STEP.PREVIOUS": { ...toLeaving, actions: "loadPreviousStep" } },
          states: {
            paused: {
              description: "Every step done so far is in its expected state and steps remain: Next and Run go on.",
              on: {
                "STEP.NEXT": { ...toStepping, actions: "aimNext" },
                RUN: { ...toStepping, actions: "aimEnd" },
              },
            },
            passed: {
              description: "Every step of the path ended in its expected state: 'Path k done: …'.",
            },
            mismatch: {
              description:
                "The last step ended in another state than expected: 'MISMATCH', both states named; Next and Run are off.",
            },
            blocked: {
              description:
                "The player could not do the last step (no such control, or it is disabled): 'MISMATCH', and why; Next and Run are off.",
            },
          },
        },
      },
    },
    stepping: {
      description:
        "The player does the step a press asked for (Next, or the first step of Run), however long the person paused before it; its controls are off.",
      invoke: doStep(false),
    },
    running: {
      description:
        "The player does the next step of a Run, or of a replay on a fresh page, at once: no pause before it, and the page's timers wait for the path's own 'Wait' steps.",
      invoke: doStep(true),
    },
    comparing: {
      description: "A step is done: is the page in the expected state, and is there more to play?",
      always: [
        {
          guard: { type: "lastStepIs", params: { verdict: "blocked" } },
          target: "ready.played.blocked",
          actions: "focusStatus",
          description: "The step could not be done: the focus goes to the status line, which says why.",
        },
        {
          guard: { type: "lastStepIs", params: { verdict: "mismatch" } },
          target: "ready.played.mismatch",
          actions: "focusStatus",
          description: "Another state than expected: the focus goes to the status line, which names both.",
        },
        { guard: "stepsToGo", target: "running" },
        {
          guard: "allStepsDone",
          target: "ready.played.passed",
          actions: "focusStatus",
          description: "The path is done (Next and Run are off): the focus goes to the status line.",
        },
        {
          target: "ready.played.paused",
          actions: "focusNext",
          description: "Steps remain: the focus goes back to Next.",
        },
      ],
    },
    leaving: {
      type: "final",
      description:
        "A fresh page is loading (this page or the path's start page, replaying up to the step asked); this player ends with the page.",
    },
  },
});
