/** The types of the model-based testing harness (see ./index.ts for how the modules fit together). */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom } from "xstate";
import type { TransitionInfo } from "./definition";

export type CoverageLevel = "machine" | "view" | "browser";

export type EventFromMachine<TMachine extends AnyStateMachine> = Parameters<TMachine["transition"]>[1];

export interface ModelStep<TSnapshot = AnyMachineSnapshot, TEvent extends EventObject = EventObject> {
  event: TEvent;
  /** The snapshot before the event. */
  before: TSnapshot;
  /** The snapshot after the event (and any eventless transitions it caused). */
  state: TSnapshot;
  /** Keys of the transitions this step takes, in order. */
  transitions: string[];
  /** Ids of the state nodes active after the step. */
  stateNodes: string[];
}

export interface ModelPath<TSnapshot = AnyMachineSnapshot, TEvent extends EventObject = EventObject> {
  /** 1-based number, stable for one machine definition and one events generator. */
  index: number;
  /** The input the path starts from (the model's `input`, or one of its `inputs`). */
  input?: unknown;
  /** "path 3: copy → xstate.done.actor.writeClipboard → ... (ends in copy.copied)". */
  title: string;
  initial: TSnapshot;
  initialStateNodes: string[];
  /** Keys of the eventless transitions taken while the machine starts (transient initial states). */
  initialTransitions: string[];
  steps: Array<ModelStep<TSnapshot, TEvent>>;
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Name in the coverage table and the JSON file, e.g. "converter". */
  name: string;
  /** Input for the machine (`createActor(machine, { input })`). */
  input?: InputFrom<TMachine>;
  /**
   * Several inputs (e.g. an mg page and an mL page): the machine is explored from each, the
   * paths of all are offered together (each path carries its `input`) and a state or transition
   * counts as reachable when one of them reaches it. `input` is then the first.
   */
  inputs?: ReadonlyArray<InputFrom<TMachine>>;
  /**
   * Events to try in a state, with sample values for parameterised events. Only event types the
   * state handles are used. Event types the state handles but that you do not list are tried
   * bare (`{ type }`); delays and invocation results are added for you. A pure function of the
   * snapshot: models of one machine and input given the same `events` and `serializeState`
   * functions (and limit) share one exploration in a process, whatever their strategy.
   */
  events: (snapshot: ReturnType<TMachine["transition"]>) => Array<EventObject>;
  /**
   * Event types a state handles that are not to be tried there at all (not even bare): a press
   * whose outcome the model cannot say in that state, say. A pure function of the snapshot, like
   * `events`.
   */
  withheld?: (snapshot: ReturnType<TMachine["transition"]>) => readonly string[];
  /**
   * What makes two snapshots the same node of the explored graph. Default: state value plus the
   * whole context (xstate/graph's `serializeSnapshot`: sound, possibly large). An abstraction is
   * fine: paths are always replayed from the initial state, so coverage reflects what really happens.
   */
  serializeState?: (snapshot: ReturnType<TMachine["transition"]>) => string;
  /** Maximum number of traversal steps (queue pops) while exploring (default 100,000). */
  limit?: number;
  /**
   * Keep the exploration on disk for the other processes of a run (./cache.ts): a name for this
   * model's `events`, `withheld` and `serializeState`, unique among the models of its machine.
   * For models that take seconds to explore; the others explore in each process.
   */
  cacheAs?: string;
  /** "paths" (default): many short paths; "walk": a few long walks. */
  strategy?: "paths" | "walk";
  /** For "walk": the longest walk before starting again from the initial state (default 40). */
  maxWalkSteps?: number;
}

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  machine: TMachine;
  input: InputFrom<TMachine> | undefined;
  /** Ids of all state nodes except the root. */
  states: string[];
  transitions: TransitionInfo[];
  paths: Array<ModelPath<ReturnType<TMachine["transition"]>, EventFromMachine<TMachine>>>;
  /** States and transitions no path reaches (with the given events): the tests will fail on them. */
  unreachable: { states: string[]; transitions: string[] };
  /** Delay of an `xstate.after.*` event: its name and milliseconds; null for other events. */
  delayOf(event: EventObject, snapshot?: AnyMachineSnapshot): { name: string; ms: number } | null;
  /** Invocation result event (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), else null. */
  invocationOf(event: EventObject): { id: string; outcome: "done" | "error" } | null;
  /** A coverage tracker for one level. */
  coverage(level: CoverageLevel): CoverageTracker;
  /** Label of a transition key. */
  labelOf: (key: string) => string;
  /**
   * The same model (same machine, events, inputs) with other paths: "walk" gives a few long walks
   * that together still cover every reachable state and transition (fewer page loads in a
   * browser, where a fresh page costs far more than a step); "paths" the short paths.
   */
  withStrategy(strategy: "paths" | "walk", maxWalkSteps?: number): MachineModel<TMachine>;
}

export interface CoverageEntry {
  machine: string;
  level: CoverageLevel;
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  missing: { states: string[]; transitions: string[] };
  updatedAt: string;
}

export interface CoverageTracker {
  level: CoverageLevel;
  /** Record a whole path as passed at this level. */
  recordPath(path: ModelPath<unknown, EventObject>): void;
  /** Record the first `count` steps of a path as passed (for partial progress). */
  recordSteps(path: ModelPath<unknown, EventObject>, count: number): void;
  /** The current figures. */
  summary(): CoverageEntry;
  /** Print the table, merge into the JSON file, throw when anything is below 100 %. */
  assertComplete(): CoverageEntry;
}
