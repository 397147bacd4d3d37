/**
 * The path lists the Behaviour view's player ships with (issue 17): for each machine, the same
 * test paths `npm run paths -- <machine>` prints (same registry entry, same test model, same step
 * wording: tools/statecharts/machine-paths.ts), with the page each path starts on. Written to
 * src/behaviour/paths/<machine>.json by `npm run behaviour-paths`; the view loads one file only
 * when it is opened. tests/unit/behaviour-paths.test.ts checks the committed files are fresh.
 */
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { pageOfInput } from "./converter.model";
import { greedyCover, stateLabel, type ModelPath } from "./model";

import { reportSteps } from "./machine-paths";
import type { MachineEntry } from "./machine-registry";
import type { BehaviourPath, BehaviourPaths, BehaviourStep } from "../../src/behaviour/behaviour.types";

export const BEHAVIOUR_PATHS_DIR = "src/behaviour/paths";

/** The page a path starts on, when its input names one (a preset); else null (any page). */
function startPage(input: unknown): string | null {
  const preset = (input as { preset?: unknown } | undefined)?.preset;
  return preset === undefined ? null : pageOfInput(input).path;
}

/**
 * An invoked actor's result event without its output: the player never sends it (the page's own
 * actor produces it), and the output can be large (the path player's model loads a path list).
 */
function withoutOutput(event: EventObject): EventObject {
  if (!("output" in event)) return event;
  const { output: _output, ...rest } = event;
  return rest;
}

export function behaviourPaths(entry: MachineEntry): BehaviourPaths {
  const model = entry.createModel({ strategy: "paths" });
  const paths = model.paths as Array<ModelPath<AnyMachineSnapshot, EventObject>>;
  return {
    machine: entry.name,
    ...(entry.reveal ? { reveal: entry.reveal } : {}),
    paths: paths.map((p) => {
      const steps = reportSteps(entry, model, p);
      return {
        index: p.index,
        start: startPage(p.input),
        initialState: stateLabel(p.initial),
        ends: steps.length ? steps[steps.length - 1]!.state : stateLabel(p.initial),
        steps: steps.map(({ n, text, action, event, state }) => ({
          n,
          text,
          action,
          event: withoutOutput(event),
          state,
        })),
      };
    }),
  };
}

export function behaviourPathsFile(entry: MachineEntry): { path: string; content: string } {
  return {
    path: `${BEHAVIOUR_PATHS_DIR}/${entry.name}.json`,
    content: `${JSON.stringify(behaviourPaths(entry), null, 1)}\n`,
  };
}

/**
 * What a stored step asks of the page, as one name: its kind of action and the control it uses
 * (role and name, or label, option and group, a delay, a clipboard answer), never what is typed,
 * its note or a link's fragment: '{"kind":"type","label":"Amount (mg)"}'.
 */
export function controlFeature(action: BehaviourStep["action"]): string {
  return JSON.stringify(action, (key, value: unknown) =>
    key === "value" || key === "note" || key === "fragment" ? undefined : value,
  );
}

/**
 * The paths of a machine the Behaviour view's player replays in the browser (issue 55): the
 * fewest that together use every control and every kind of step any of its paths uses, chosen by
 * the same greedy cover as the model tests' browser paths (`greedyCover`). Every stored path is
 * replayed step by step against its machine and controls table in Vitest
 * (tests/unit/behaviour-paths.test.ts); the browser shows that a stored path replays on the page.
 */
export function playerCover(file: BehaviourPaths): BehaviourPath[] {
  return greedyCover(file.paths, (p) => [
    "machine",
    ...p.steps.flatMap((s) => [`kind ${s.action.kind}`, `control ${controlFeature(s.action)}`]),
  ]);
}
