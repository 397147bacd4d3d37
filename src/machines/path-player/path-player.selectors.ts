/** Narrow selectors of the path player for its view (src/behaviour/path-player.tsx). */
import type { SnapshotFrom } from "xstate";
import type { pathPlayerMachine } from "./path-player.machine";
import { chosenPath, freshOffer, playerMessage, resultsOf } from "./path-player.calc";
import type { BehaviourPath, StepResult } from "./path-player.types";

export type PathPlayerSnapshot = SnapshotFrom<typeof pathPlayerMachine>;

/** What the player shows: the loading line, the 'could not be loaded' alert, or the player. */
export type PlayerStage = "loading" | "unavailable" | "player";

export function selectStage(s: PathPlayerSnapshot): PlayerStage {
  if (s.matches("loading")) return "loading";
  if (s.matches("unavailable")) return "unavailable";
  return "player";
}

export const selectMachine = (s: PathPlayerSnapshot): string => s.context.machine;
export const selectPaths = (s: PathPlayerSnapshot): readonly BehaviourPath[] => s.context.paths;
export const selectPathIndex = (s: PathPlayerSnapshot): number => s.context.pathIndex;
export const selectPath = (s: PathPlayerSnapshot): BehaviourPath | null => chosenPath(s.context);
/** How many steps have been done on this page (the current step of the list is the last of them). */
export const selectPosition = (s: PathPlayerSnapshot): number => s.context.reports.length;
export const selectResults = (s: PathPlayerSnapshot): StepResult[] => resultsOf(s.context);
export const selectMessage = (s: PathPlayerSnapshot): string => playerMessage(s.context);

/** The status line's `data-behaviour-status`: "mismatch" (or a step not done), "done", else "ready". */
export function selectStatus(s: PathPlayerSnapshot): "mismatch" | "done" | "ready" {
  if (s.matches({ ready: { played: "mismatch" } }) || s.matches({ ready: { played: "blocked" } })) return "mismatch";
  if (s.matches({ ready: { played: "passed" } })) return "done";
  return "ready";
}

/** The offer to start afresh (its words and button), when the path cannot start on this page as it is. */
export function selectFreshOffer(s: PathPlayerSnapshot): { text: string; button: string } | null {
  if (s.matches({ ready: "elsewhere" })) return freshOffer("elsewhere", chosenPath(s.context));
  if (s.matches({ ready: { start: "used" } })) return freshOffer("used", chosenPath(s.context));
  return null;
}

export const selectCanNext = (s: PathPlayerSnapshot): boolean => s.can({ type: "STEP.NEXT" });
export const selectCanRun = (s: PathPlayerSnapshot): boolean => s.can({ type: "RUN" });
export const selectCanPrevious = (s: PathPlayerSnapshot): boolean => s.can({ type: "STEP.PREVIOUS" });
/** Whether another path can be chosen now (not while a step is under way). */
export const selectCanChoose = (s: PathPlayerSnapshot): boolean =>
  s.can({ type: "PATH.SELECT", index: s.context.pathIndex });
