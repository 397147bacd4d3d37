/**
 * A machine's test model: its definition (states and transitions to cover), explored with the
 * model's events, paths chosen to cover everything reachable, and each chosen path replayed from
 * the initial state with the transitions each step really takes. See ./index.ts.
 */
import type { AnyStateMachine, EventObject, InputFrom } from "xstate";
import { serializeSnapshot } from "xstate/graph";
import { createCoverIndex, coverBits, type CoverIndex } from "./bits";
import { cacheEnabled, cacheFile, explorationOf, loadExploration, type StoredExploration } from "./cache";
import { activeStateNodes, createCapture } from "./capture";
import { chooseShortPaths, chooseWalks, withoutPrefixes } from "./choose";
import { coverSteps, createCoverageTracker, type Covered } from "./coverage";
import { delayOfEvent, invocationOfEvent, listStates, listTransitions } from "./definition";
import { pathTitle } from "./describe";
import { exploreGraph, type Exploration, type ExploredGraph } from "./explore";
import type { EventFromMachine, MachineModel, ModelOptions, ModelPath } from "./types";
import { ownEventTypes } from "./xstate-internals";

const DEFAULT_LIMIT = 100_000;

/**
 * The events to try in a state: for each event type the state handles (but a wildcard and the
 * withheld ones), the model's events of that type, or the bare type when it gives none.
 */
export function eventsToTry<TMachine extends AnyStateMachine>(
  options: Pick<ModelOptions<TMachine>, "events" | "withheld">,
): (snapshot: ReturnType<TMachine["transition"]>) => Array<EventFromMachine<TMachine>> {
  return (snapshot) => {
    const given = options.events(snapshot);
    const withheld = options.withheld?.(snapshot) ?? [];
    const handled = ownEventTypes(snapshot).filter((t) => t !== "*" && !withheld.includes(t));
    return handled.flatMap((type) => {
      const matching = given.filter((e) => e.type === type);
      // tsc cannot see that a bare `{ type }` of a type the state handles is one of the machine's
      // events (typescript-eslint can), so the assertion stays.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      return (matching.length ? matching : [{ type }]) as Array<EventFromMachine<TMachine>>;
    });
  };
}

/**
 * How far the search goes on once everything is covered: it expands this many times the nodes it
 * had expanded when the last state or transition was first met. Walks (`chooseWalks`) go on from
 * where the last one ended, and a node reached but not expanded has no way on. Stopped at once,
 * they started again from the start far more often (reconstitution: 10 walks against 2, 97 steps
 * against 78), and each new walk is a page load in the browser: the browser suite took 7 % longer.
 * With four times the nodes the walks are those over the whole graph but for molarity (7 walks
 * against 4, one step more) and the syringe (4 against 1, two more), at a quarter of the CPU.
 */
const BEYOND_COVER = 4;

/**
 * When the search may stop (issue 55): once the steps explored cover every state and transition
 * of the machine's definition (the start covering its own), breadth first, nothing further can
 * add to what a path covers. Each bit is first met by a shortest path, so the paths chosen from
 * the explored part still cover everything, each still as short as it can be. Exploring on to the
 * model's limit met the last of them within the first 1 to 15 % of the edges (60 % for the
 * concentration converter) and spent the rest (up to 200,000 edges, 20 s of CPU for one model)
 * on forms that add nothing: exploring every model took 144 s of CPU, now 48 s (31 s for the
 * models explored once in a test run, against 82 s). A model that
 * cannot cover everything (a state its events never reach, or one of several inputs) explores to
 * the end, as before, and reports what it missed.
 */
function untilCovered(
  coverIndex: CoverIndex,
  states: readonly string[],
  transitions: ReadonlyArray<{ key: string; source: string }>,
  start: { initialStateNodes: readonly string[]; initialTransitions: readonly string[] },
) {
  const startNames = new Set([
    ...start.initialStateNodes.map((s) => `s ${s}`),
    ...start.initialTransitions.map((t) => `t ${t}`),
  ]);
  const remaining = new Set(
    [...states.map((s) => `s ${s}`), ...transitions.map((t) => `t ${t.key}`)].filter((n) => !startNames.has(n)),
  );
  let seen = 0;
  let expanded = 0;
  let coveredAt = 0;
  return {
    done: () => {
      expanded += 1;
      if (coveredAt > 0) return expanded >= coveredAt * BEYOND_COVER;
      const size = coverIndex.size();
      if (size > seen) {
        const names = coverIndex.names();
        for (let b = seen; b < size; b += 1) remaining.delete(names[b]!);
        seen = size;
      }
      if (remaining.size === 0) coveredAt = expanded;
      return coveredAt > 0 && expanded >= coveredAt * BEYOND_COVER;
    },
  };
}

export function createMachineModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): MachineModel<TMachine> {
  if (options.inputs && options.inputs.length > 0) return createMultiInputModel(machine, options, options.inputs);
  type TSnapshot = ReturnType<TMachine["transition"]>;
  type TEvent = EventFromMachine<TMachine>;
  const serialize = options.serializeState ?? ((s: TSnapshot) => serializeSnapshot(s));
  const serializeEvent = (e: EventObject) => JSON.stringify(e);
  const states = listStates(machine);
  const transitions = listTransitions(machine);
  const labels = new Map(transitions.map((t) => [t.key, t.label]));
  const sourceOf = new Map(transitions.map((t) => [t.key, t.source]));

  const eventsFor = eventsToTry(options);

  const capture = createCapture<TSnapshot, TEvent>(machine);
  const { initial, initialTransitions } = capture.start(options.input);
  const start = { initialStateNodes: activeStateNodes(initial), initialTransitions };

  // Explore: every abstract state reachable with the model's events, and what each step covers
  // (the start's own coverage and each step's, as bit sets: the choice below compares thousands
  // of candidates).
  const limit = options.limit ?? DEFAULT_LIMIT;
  const withBits = (graph: ExploredGraph<TEvent>, coverIndex: CoverIndex): Exploration<TEvent> => ({
    graph,
    coverIndex,
    bits: coverBits(graph, coverIndex, coverIndex.of(initialTransitions, start.initialStateNodes)),
  });
  const onDisk =
    options.cacheAs && cacheEnabled()
      ? {
          file: () => cacheFile({ machine: machine.id, cacheAs: options.cacheAs!, input: options.input, limit }),
          load: (stored: StoredExploration) => {
            const graph = loadExploration<TEvent>(stored);
            // The stored start must be this start (the same abstraction of the same machine).
            return graph && graph.index.get(serialize(initial)) === 0
              ? withBits(graph, createCoverIndex(sourceOf, stored.bits))
              : null;
          },
        }
      : undefined;
  const exploration = explorationOf(
    machine,
    [options.input, options.events, options.withheld, options.serializeState, options.limit],
    () => {
      const coverIndex = createCoverIndex(sourceOf);
      const covering = untilCovered(coverIndex, states, transitions, start);
      const graph = exploreGraph({
        initial,
        eventsFor,
        probe: (before, event) => {
          const { state, taken } = capture.probe(before, event);
          return { state, bits: coverIndex.ofStep(taken, state) };
        },
        serialize,
        serializeEvent,
        limit,
        done: covering.done,
      });
      return withBits(graph, coverIndex);
    },
    onDisk,
  );

  // Choose: what the start covers, then short paths or walks.
  const covered: Covered = coverSteps({ transitions: new Set(), states: new Set() }, sourceOf, start, []);
  const chosen =
    (options.strategy ?? "paths") === "paths"
      ? chooseShortPaths(
          exploration,
          exploration.bits.of(exploration.coverIndex.of(covered.transitions, covered.states, "known")),
        )
      : chooseWalks(
          { exploration, initial, covered, sourceOf, start, serialize, replayFrom: capture.replay },
          options.maxWalkSteps ?? 40,
        );

  // Replay every chosen path from the start: its steps are what really happens.
  const paths: Array<ModelPath<TSnapshot, TEvent>> = withoutPrefixes(chosen, serializeEvent).map((events, i) => {
    const steps = capture.replay(initial, events);
    const end = steps.length ? steps[steps.length - 1]!.state : initial;
    return {
      index: i + 1,
      title: pathTitle(i + 1, events, end),
      initial,
      initialStateNodes: [...start.initialStateNodes],
      initialTransitions,
      steps,
    };
  });
  const reached = paths.reduce<Covered>((c, p) => coverSteps(c, sourceOf, start, p.steps), {
    transitions: new Set(),
    states: new Set(),
  });

  const model: MachineModel<TMachine> = {
    name: options.name,
    machine,
    input: options.input,
    states,
    transitions,
    paths: paths,
    unreachable: {
      states: states.filter((s) => !reached.states.has(s)),
      transitions: transitions.filter((t) => !reached.transitions.has(t.key)).map((t) => t.label),
    },
    delayOf: (event, snapshot) => delayOfEvent(machine, event, snapshot),
    invocationOf: invocationOfEvent,
    coverage: (level) => createCoverageTracker(model, level),
    labelOf: (key) => labels.get(key) ?? key,
    withStrategy: (strategy, maxWalkSteps) =>
      createMachineModel(machine, { ...options, strategy, maxWalkSteps: maxWalkSteps ?? options.maxWalkSteps }),
  };
  return model;
}

/** One model over several inputs: the union of the paths of a model per input. */
function createMultiInputModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
  inputs: ReadonlyArray<InputFrom<TMachine>>,
): MachineModel<TMachine> {
  const models = inputs.map((input) => createMachineModel(machine, { ...options, input, inputs: undefined }));
  const first = models[0]!;
  const paths = models.flatMap((m, i) =>
    m.paths.map((p) => ({ ...p, input: inputs[i] })),
  ) as MachineModel<TMachine>["paths"];
  paths.forEach((p, i) => {
    p.index = i + 1;
    p.title = p.title.replace(/^path \d+:/, `path ${i + 1}:`);
  });
  const model: MachineModel<TMachine> = {
    ...first,
    paths,
    unreachable: {
      states: first.unreachable.states.filter((s) => models.every((m) => m.unreachable.states.includes(s))),
      transitions: first.unreachable.transitions.filter((t) =>
        models.every((m) => m.unreachable.transitions.includes(t)),
      ),
    },
    coverage: (level) => createCoverageTracker(model, level),
    withStrategy: (strategy, maxWalkSteps) =>
      createMachineModel(machine, { ...options, strategy, maxWalkSteps: maxWalkSteps ?? options.maxWalkSteps }),
  };
  return model;
}
