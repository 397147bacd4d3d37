/**
 * The path player's test model, shared by the machine (tests/model/path-player-machine.test.ts),
 * view (tests/model/path-player-view.test.tsx) and browser (tests/e2e/behaviour-view.spec.ts)
 * levels and by `npm run paths -- path-player`.
 *
 * The player plays the converter's own test paths on /20-mg-to-ml, as the site ships them
 * (src/behaviour/paths/converter.json). The model's list keeps up to four of them, chosen by what
 * they do (not by their length or position, so a change of the converter's path list does not
 * break the model): the first (chosen when the view opens), one on the page that types and then
 * presses a control that leaves the settle delay under way, as early in the path as any does (the
 * settling path; it may be the first), one on the page with a step after the first that types in or clears 'Amount (mg)', as
 * early in the path as any has one (the typing path), and one that starts on another page. What a
 * step reports is sampled where a person can make it happen:
 *
 * - a step done at once (the rest of a Run, a replay) or the first step on a fresh page: in the
 *   expected state;
 * - the step a press asks for after earlier steps (`stepping`), when the person changed the page
 *   before pressing (PLAYER_ARRANGEMENTS): on the settling path, its settling step once the settle
 *   delay fired (the press then leaves `announce.quiet`: a mismatch, the only outcome sampled
 *   there, since a person's pause decides it); on the typing path, its
 *   typing step after 'Swap direction' was pressed by hand (no 'Amount (mg)' any more: blocked),
 *   or as planned (the step types, so the settle delay starts again however long the pause).
 *
 * On the settling and typing paths a press is sampled only before its first step (a fresh page)
 * and at its arranged step (the typing step, which a fresh page reaches by the replay its address
 * asks for: the second input; the settling step, reached by pressing the first step on a fresh page
 * when it is the second, else by a replay too: the third input): a press at any other step would end as the person's pause decides
 * (the settle delay, the copied indicator's 2 s), which the model cannot say. On the first path
 * (when it is not the settling one) every press is sampled as matched: none of its steps expects
 * the result still settling after a press that does not type.
 */
import type { ControlAction } from "~/machines/controls";
import { connectPathPlayer } from "~/machines/path-player/path-player.connect";
import { PATH_PLAYER_CONTROLS } from "~/machines/path-player/path-player.controls";
import { CONVERTER_CONTROLS } from "~/machines/converter/converter.controls";
import fs from "node:fs";
import path from "node:path";
import type { EventObject, SnapshotFrom } from "xstate";
import { pathPlayerMachine } from "~/machines/path-player/path-player.machine";
import { chosenPath, currentStep, resultsOf, verdictOf } from "~/machines/path-player/path-player.calc";
import type {
  BehaviourPath,
  BehaviourPaths,
  BehaviourStep,
  PathPlayerInput,
  StepReport,
} from "~/machines/path-player/path-player.types";
import { CONVERTER_MODEL_PAGE } from "./converter.model";
import { createMachineModel } from "./model";

export type PathPlayerSnapshot = SnapshotFrom<typeof pathPlayerMachine>;

/** The page the player runs on, with the converter's Behaviour disclosure. */
export const PLAYER_MODEL_PAGE = CONVERTER_MODEL_PAGE.path;

function converterPaths(): BehaviourPaths {
  return JSON.parse(fs.readFileSync(path.resolve("src/behaviour/paths/converter.json"), "utf8")) as BehaviourPaths;
}

function pick(all: BehaviourPaths, what: string, test: (p: BehaviourPath) => boolean): BehaviourPath {
  const found = all.paths.find(test);
  if (!found)
    throw new Error(`The path player's test model needs a converter path ${what} (src/behaviour/paths/converter.json)`);
  return found;
}

/** Event types of the converter that type or choose, so that its settle delay starts again. */
const TYPING_EVENTS = new Set(["amount.change", "concentration.change", "preset.select"]);

/**
 * The step of a path where a person's pause before it changes how it ends (-1 when none): the
 * step before types (the settle delay starts) and this one does not type and expects the result
 * still settling (`announce.typing`). Waiting until the settle delay has fired then gives a
 * mismatch.
 */
function settleStepOf(p: BehaviourPath): number {
  return p.steps.findIndex(
    (st, i) =>
      i > 0 &&
      TYPING_EVENTS.has(p.steps[i - 1]!.event.type) &&
      p.steps[i - 1]!.state.includes("announce.typing") &&
      st.state.includes("announce.typing") &&
      !TYPING_EVENTS.has(st.event.type) &&
      // A press of the person's (not an actor's answer, such as the clipboard's).
      !st.event.type.startsWith("xstate."),
  );
}

/** The converter paths the model plays, and the step of the typing path a person arranges. */
function samples() {
  const all = converterPaths();
  const onPage = (p: BehaviourPath) => p.start === PLAYER_MODEL_PAGE && p.steps.length >= 2;
  const first = all.paths[0]!;
  if (!onPage(first)) {
    throw new Error(
      "The path player's test model expects the first converter path (chosen when the view opens) to start on /20-mg-to-ml",
    );
  }
  // The path where a pause before a step gives a mismatch, at the earliest such step (on the
  // first path, when it is so): the fewer steps before it, the fewer a fresh page replays.
  const settleSteps = all.paths.map((p) => (onPage(p) ? settleStepOf(p) : -1));
  const settleStep = Math.min(...settleSteps.filter((i) => i > 0));
  const settling = pick(
    all,
    "on /20-mg-to-ml that types, then presses a control that leaves the settle delay under way",
    (p) => onPage(p) && settleStepOf(p) === settleStep,
  );
  const typesInAmount = (st: BehaviourStep) => st.action.kind === "type" && st.action.label === "Amount (mg)";
  // The typing step as early as can be (its second step, if a path has one there): a fresh page
  // reaches it by replaying the steps before it at once, and the fewer they are, the less a slow
  // machine's own timers (the settle delay) can get in between.
  const typingStepOf = (p: BehaviourPath) =>
    p !== first && p !== settling && onPage(p) ? p.steps.findIndex((st, i) => i > 0 && typesInAmount(st)) : -1;
  const earliest = Math.min(...all.paths.map(typingStepOf).filter((i) => i > 0));
  const typing = pick(
    all,
    "on /20-mg-to-ml with a step after the first that types in Amount (mg)",
    (p) => typingStepOf(p) === earliest,
  );
  const elsewhere = pick(all, "that starts on another page", (p) => p.start !== null && p.start !== PLAYER_MODEL_PAGE);
  return { all, first, settling, settleStep, typing, typingStep: earliest, elsewhere };
}

const SAMPLES = samples();

/** The settling path's index and the step a pause before it changes (the browser tests use it too). */
export const PLAYER_SETTLING = { index: SAMPLES.settling.index, step: SAMPLES.settleStep } as const;

/** The path list the model's player loads: three of the converter's paths, in the site's order. */
export const PLAYER_MODEL_PATHS: BehaviourPaths = {
  machine: "converter",
  paths: [...new Set([SAMPLES.first, SAMPLES.settling, SAMPLES.typing, SAMPLES.elsewhere])].sort(
    (a, b) => a.index - b.index,
  ),
};

/** How a person makes the step a press asks for end otherwise, on each path where the model samples it. */
export interface Arrangement {
  verdict: "mismatch" | "blocked";
  /** The only outcome sampled there (a person's pause decides it), or one of two. */
  only: boolean;
  /**
   * The step (0-based, the number of steps done before the press) where a press is sampled, or
   * "any": every step after the first.
   */
  step: number | "any";
  /** What the person does on the page before pressing Next or Run. */
  act: "waitForSettle" | "pressSwap";
  /** The same in words. */
  words: string;
}

export const PLAYER_ARRANGEMENTS: Readonly<Record<number, Arrangement>> = {
  [SAMPLES.settling.index]: {
    verdict: "mismatch",
    only: true,
    step: SAMPLES.settleStep,
    act: "waitForSettle",
    words: "the person waits until the page's own settle delay (0.8 s) has fired",
  },
  [SAMPLES.typing.index]: {
    verdict: "blocked",
    only: false,
    step: SAMPLES.typingStep,
    act: "pressSwap",
    words: `the person presses ${CONVERTER_CONTROLS.swap}, so there is no 'Amount (mg)' any more`,
  },
};

const WITHHELD_PRESSES = ["STEP.NEXT", "RUN"] as const;

/** Whether a press is sampled on a path after `done` steps (see the top of this file). */
function pressSampled(pathIndex: number, done: number): boolean {
  const how = PLAYER_ARRANGEMENTS[pathIndex];
  return done === 0 || !how || how.step === "any" || how.step === done;
}

/** The step's report when it ends in the expected state. */
function matchedReport(step: BehaviourStep): StepReport {
  return { actual: step.state, note: null, failure: null, timers: [] };
}

/** The step's report after the person's arrangement (the states the converter then reaches). */
function arrangedReport(step: BehaviourStep, previous: BehaviourStep | undefined, how: Arrangement): StepReport {
  switch (how.act) {
    case "waitForSettle":
      return {
        actual: step.state.replace("announce.typing", "announce.quiet"),
        note: null,
        failure: null,
        timers: ["xstate.after.settleDelay"],
      };
    case "pressSwap":
      return {
        actual: (previous?.state ?? step.state).replace("direction.mgToMl", "direction.mlToMg"),
        note: null,
        failure: 'There is no field labelled "Amount (mg)" on the page.',
        timers: [],
      };
  }
}

/**
 * What the person does before the press of `step` (Next or Run), when the step the press asks for
 * (`next`) is sampled to end otherwise; null when nothing is to be done.
 */
export function arrangementBefore(
  step: { before: PathPlayerSnapshot },
  next: { event: EventObject; before: PathPlayerSnapshot } | undefined,
): Arrangement | null {
  const event: (EventObject & { output?: StepReport }) | undefined = next?.event;
  const output = event?.output;
  const planned = next && currentStep(next.before.context);
  if (
    !next ||
    next.event.type !== "xstate.done.actor.performStep" ||
    !output ||
    !planned ||
    verdictOf(planned, output) === "matched"
  )
    return null;
  return PLAYER_ARRANGEMENTS[step.before.context.pathIndex] ?? null;
}

const done = (output: StepReport) => ({ type: "xstate.done.actor.performStep", output });

/** What the step under way may report (see the top of this file). */
function stepOutcomes(s: PathPlayerSnapshot): EventObject[] {
  const step = currentStep(s.context);
  const p = chosenPath(s.context);
  if (!step || !p) return [];
  const at = s.context.reports.length;
  const how = PLAYER_ARRANGEMENTS[p.index];
  if (s.matches("running") || at === 0 || !how || (how.step !== "any" && how.step !== at))
    return [done(matchedReport(step))];
  const arranged = done(arrangedReport(step, p.steps[at - 1], how));
  return how.only ? [arranged] : [done(matchedReport(step)), arranged];
}

/**
 * The model's inputs: the page as loaded, the typing path replayed up to its typing step (as
 * Previous loads it), and, when its step is not the second, the settling path replayed up to it
 * (a fresh page presses only a path's first step).
 */
export const PLAYER_MODEL_INPUTS: readonly PathPlayerInput[] = [
  { machine: "converter", scope: "converter", page: PLAYER_MODEL_PAGE, asked: null },
  {
    machine: "converter",
    scope: "converter",
    page: PLAYER_MODEL_PAGE,
    asked: { path: SAMPLES.typing.index, step: SAMPLES.typingStep },
  },
  ...(SAMPLES.settleStep > 1
    ? [
        {
          machine: "converter",
          scope: "converter",
          page: PLAYER_MODEL_PAGE,
          asked: { path: SAMPLES.settling.index, step: SAMPLES.settleStep },
        } as const,
      ]
    : []),
];

export function createPathPlayerModel(options: { strategy?: "paths" | "walk" } = {}) {
  return createMachineModel(pathPlayerMachine, {
    name: "path-player",
    inputs: PLAYER_MODEL_INPUTS,
    strategy: options.strategy,
    events: (s): EventObject[] => {
      if (s.matches("loading")) {
        return [
          { type: "xstate.done.actor.loadPaths", output: PLAYER_MODEL_PATHS } as EventObject,
          { type: "xstate.error.actor.loadPaths", error: "The site could not be reached" } as EventObject,
          { type: "PAGE.USED" },
        ];
      }
      if (s.matches("stepping") || s.matches("running")) return stepOutcomes(s);
      return [
        // Choosing the path already chosen changes nothing a browser reports: not tried.
        ...PLAYER_MODEL_PATHS.paths
          .filter((p) => p.index !== s.context.pathIndex)
          .map((p) => ({ type: "PATH.SELECT", index: p.index })),
        { type: "STEP.NEXT" },
        { type: "RUN" },
        { type: "STEP.PREVIOUS" },
        { type: "FRESH.OPEN" },
        { type: "PAGE.USED" },
      ];
    },
    // A press only where its outcome does not hang on the person's pause.
    withheld: (s) =>
      s.matches("ready") && !pressSampled(s.context.pathIndex, s.context.reports.length) ? WITHHELD_PRESSES : [],
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        path: s.context.pathIndex,
        steps: resultsOf(s.context).map((r) => r.ok),
        target: s.context.target,
        used: s.context.pageUsed,
        asked: s.context.asked,
        loaded: s.context.paths.length > 0,
      }),
  });
}

/** The control a person uses on the page to use it (the selected tab: no machine state changes). */
export const PAGE_USE_CONTROL = PATH_PLAYER_CONTROLS.pageUse;

/**
 * How a step the player did ended, in words that name how the path was arranged (the controls
 * table's other rows are the machine's own: src/machines/path-player/path-player.controls.ts).
 */
export const pathPlayerModelRows = {
  "xstate.done.actor.performStep": (event: EventObject, before: PathPlayerSnapshot): ControlAction => {
    const said = performedWords(event, before);
    return said ? { kind: "send", said } : { kind: "send", said: event.type };
  },
};

function performedWords(event: EventObject, s: PathPlayerSnapshot): string | undefined {
  const e = event as EventObject & { output?: StepReport };
  const step = currentStep(s.context);
  const p = chosenPath(s.context);
  if (!step || !p || !e.output) return undefined;
  const verdict = verdictOf(step, e.output);
  if (verdict === "matched") return `The player does step ${step.n} (${step.text}): the page is in the expected state`;
  const how = PLAYER_ARRANGEMENTS[p.index];
  const arranged = how ? ` (before the press, ${how.words})` : "";
  return verdict === "blocked"
    ? `The player cannot do step ${step.n} (${step.text})${arranged}`
    : `The player does step ${step.n} (${step.text}): the page is in another state${arranged}`;
}

/** What the player shows in a model state (the view and browser levels compare it with the page). */
export interface ExpectedPlayerScreen {
  stage: "loading" | "unavailable" | "player";
  status: "mismatch" | "done" | "ready";
  pathIndex: number;
  /** The status line exactly, or (after a step that did not end as expected) how it starts. */
  message: { exact: string } | { startsWith: string };
  offer: string | null;
  canChoose: boolean;
  canPrevious: boolean;
  canNext: boolean;
  canRun: boolean;
  /** One mark per step done: "✓" or "✗". */
  marks: string[];
}

export function expectedPlayerScreen(s: PathPlayerSnapshot): ExpectedPlayerScreen {
  // What the player renders: its connect layer's view model of the state (handlers unused).
  const view = connectPathPlayer(s, () => undefined, "model");
  const done = view.steps.filter((step) => step.result !== null);
  const last = done[done.length - 1];
  return {
    stage: view.stage,
    status: view.status.kind,
    pathIndex: view.choice.value,
    message:
      last && !last.result!.ok
        ? { startsWith: `Step ${last.n} of ${view.steps.length}: MISMATCH. ${last.text}` }
        : { exact: view.status.message },
    offer: view.offer?.button ?? null,
    canChoose: !view.choice.disabled,
    canPrevious: !view.previous.disabled,
    canNext: !view.next.disabled,
    canRun: !view.run.disabled,
    marks: done.map((step) => (step.result!.ok ? "✓" : "✗")),
  };
}

/** The address a press of Previous or of the fresh-page offer loads, written out (not the machine's own function). */
export function expectedFreshUrl(s: PathPlayerSnapshot, event: EventObject): string {
  const p = chosenPath(s.context)!;
  const step = event.type === "STEP.PREVIOUS" ? s.context.reports.length - 1 : 0;
  return `${p.start ?? PLAYER_MODEL_PAGE}#behaviour_converter_converter_${p.index}_${step}`;
}
