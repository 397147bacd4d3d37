/**
 * The path player's connect layer (issue 29, in the manner of chakra-ui/zag's `*.connect.ts`): the
 * player's snapshot → what the Behaviour view's player shows (the loading line, the failure, the
 * path choice, the offer to start afresh, Previous / Next / Run and whether each is enabled, the
 * status line, each step with its result) and the handlers that send its events. The player's
 * view (src/behaviour/path-player.tsx) spreads it; the player's view test expects the same.
 *
 * Pure: no React.
 */
import type { Send } from "~/machines/connect";
import { pathOptionLabel } from "./path-player.calc";
import { PATH_PLAYER_CONTROLS } from "./path-player.controls";
import {
  selectCanChoose,
  selectCanNext,
  selectCanPrevious,
  selectCanRun,
  selectFreshOffer,
  selectMessage,
  selectPath,
  selectPosition,
  selectResults,
  selectStage,
  selectStatus,
  type PathPlayerSnapshot,
  type PlayerStage,
} from "./path-player.selectors";
import type { PathPlayerEvent } from "./path-player.types";

/** What the player says when the machine's paths cannot be loaded. */
export const pathsFailed = (machine: string) =>
  `The test paths of ${machine} could not be loaded. Reload the page to try again.`;

/** A button of the player. */
export interface PlayerButton {
  readonly label: string;
  readonly disabled: boolean;
  readonly onPress: () => void;
}

export interface PathPlayerView {
  readonly stage: PlayerStage;
  /** The line while the paths load, or why they are not there; null once the player is shown. */
  readonly stageText: string | null;
  readonly title: string;
  /** What the page's announcer says now (the status line's message, or the failure). */
  readonly words: string;
  readonly choice: {
    readonly id: string;
    readonly label: string;
    readonly value: number;
    readonly disabled: boolean;
    readonly options: readonly { readonly value: number; readonly label: string }[];
    readonly onChoose: (index: number) => void;
  };
  /** The offer to start afresh, when the path cannot start on this page as it is. */
  readonly offer: { readonly text: string; readonly button: string; readonly onPress: () => void } | null;
  readonly previous: PlayerButton;
  readonly next: PlayerButton;
  readonly run: PlayerButton;
  /** The status line: its message and `data-behaviour-status`. */
  readonly status: { readonly kind: "mismatch" | "done" | "ready"; readonly message: string };
  /** The chosen path's steps, each with its expected state and, once done, its result. */
  readonly steps: readonly {
    readonly n: number;
    readonly text: string;
    readonly state: string;
    readonly current: boolean;
    /** "✓ as expected", "✗ MISMATCH: page is in …", with the step's note; null before it is done. */
    readonly result: { readonly ok: boolean; readonly words: string; readonly note: string | null } | null;
  }[];
}

export function connectPathPlayer(s: PathPlayerSnapshot, send: Send<PathPlayerEvent>, idBase: string): PathPlayerView {
  const stage = selectStage(s);
  const machine = s.context.machine;
  const message = selectMessage(s);
  const path = selectPath(s);
  const position = selectPosition(s);
  const results = selectResults(s);
  const offer = selectFreshOffer(s);
  const button = (label: string, enabled: boolean, event: PathPlayerEvent): PlayerButton => ({
    label,
    disabled: !enabled,
    onPress: () => send(event),
  });
  return {
    stage,
    stageText:
      stage === "loading"
        ? `Loading the test paths of ${machine}…`
        : stage === "unavailable"
          ? pathsFailed(machine)
          : null,
    title: `Path player: the test paths of the ${machine} machine, replayed on this page`,
    words: stage === "unavailable" ? pathsFailed(machine) : message,
    choice: {
      id: `${idBase}-path`,
      label: PATH_PLAYER_CONTROLS.path,
      value: s.context.pathIndex,
      disabled: !selectCanChoose(s),
      options: s.context.paths.map((p) => ({ value: p.index, label: pathOptionLabel(p) })),
      onChoose: (index) => send({ type: "PATH.SELECT", index }),
    },
    offer: offer ? { ...offer, onPress: () => send({ type: "FRESH.OPEN" }) } : null,
    previous: button(PATH_PLAYER_CONTROLS.previous, selectCanPrevious(s), { type: "STEP.PREVIOUS" }),
    next: button(PATH_PLAYER_CONTROLS.next, selectCanNext(s), { type: "STEP.NEXT" }),
    run: button(PATH_PLAYER_CONTROLS.run, selectCanRun(s), { type: "RUN" }),
    status: { kind: selectStatus(s), message },
    steps: (path?.steps ?? []).map((step, i) => {
      const r = results[i];
      return {
        n: step.n,
        text: step.text,
        state: step.state,
        current: i === position - 1,
        result: r
          ? { ok: r.ok, words: r.ok ? "✓ as expected" : `✗ MISMATCH: page is in ${r.actual}`, note: r.note ?? null }
          : null,
      };
    }),
  };
}
