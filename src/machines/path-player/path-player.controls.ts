/**
 * The path player's controls (issue 29; src/machines/controls.ts): the names its view shows
 * (src/behaviour/path-player.tsx reads them) and which control sends which event. Loading the test
 * paths is the machine's own invoked actor, worded here; how a step the player did ended is worded
 * by its test model (tools/statecharts/path-player.model.ts), which knows how each path was arranged.
 */
import type { SnapshotFrom } from "xstate";
import { button, type ControlsTable } from "~/machines/controls";
import type { pathPlayerMachine } from "./path-player.machine";
import { chosenPath, freshOffer, pathOptionLabel } from "./path-player.calc";
import type { PathPlayerEvent } from "./path-player.types";

export const PATH_PLAYER_CONTROLS = {
  path: "Test path",
  previous: "Previous",
  next: "Next",
  run: "Run",
  /** The page's own control the model uses to use the page (its Calculator tab: no state changes). */
  pageUse: "Calculator",
} as const;

type PathPlayerSnapshot = SnapshotFrom<typeof pathPlayerMachine>;
const C = PATH_PLAYER_CONTROLS;

export const pathPlayerControls: ControlsTable<PathPlayerEvent, PathPlayerSnapshot> = {
  "PATH.SELECT": (e, before) => {
    const p = before.context.paths.find((x) => x.index === e.index);
    return p
      ? { kind: "choose", label: C.path, option: pathOptionLabel(p) }
      : { kind: "send", said: `A path the list does not hold (${e.index})` };
  },
  "STEP.NEXT": () => button(C.next),
  RUN: () => button(C.run),
  "STEP.PREVIOUS": () => button(C.previous),
  "FRESH.OPEN": (_e, before) =>
    button(
      freshOffer(before.matches({ ready: "elsewhere" }) ? "elsewhere" : "used", chosenPath(before.context)).button,
    ),
  "PAGE.USED": () => ({ kind: "press", role: "tab", name: C.pageUse }),
  "xstate.done.actor.loadPaths": (_e, before) => ({
    kind: "send",
    said: before.context.asked
      ? `The test paths of ${before.context.machine} load; the address asks for path ${before.context.asked.path} up to step ${before.context.asked.step}`
      : `Open the Behaviour disclosure: the test paths of ${before.context.machine} load`,
  }),
  "xstate.error.actor.loadPaths": (_e, before) => ({
    kind: "send",
    said: `Open the Behaviour disclosure while the site cannot be reached: the test paths of ${before.context.machine} do not load`,
  }),
};
