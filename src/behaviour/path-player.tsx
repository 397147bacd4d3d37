/**
 * The path player of the Behaviour view (issue 17): one of the machine's test paths (the same the
 * model-based tests run, src/behaviour/paths/<machine>.json), done step by step on the page as a person
 * would, each step's expected state compared with the live machine's.
 *
 * What the player does and shows is the path-player machine's
 * (src/machines/path-player/path-player.machine.ts): this view renders its state, sends the
 * person's presses and choices, provides its actors (src/behaviour/player-dom.ts: loading the
 * path list, doing a step on the page), tells it when the page has been used (the island's
 * recorder) and does what it emits (loading a fresh page, clearing the address, handing the
 * page's timers held during a Run run when it ends).
 *
 * Every path starts from a fresh page: when the page is not fresh (or is another page), the
 * player offers to load it afresh. Previous loads the page afresh and replays up to the step
 * before. A mismatch stops the run and is said in words.
 */
import { PATH_PLAYER_CONTROLS } from "~/machines/path-player/path-player.controls";
import { useEffect, useMemo, useRef } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { pathPlayerMachine } from "~/machines/path-player/path-player.machine";
import { pathOptionLabel } from "~/machines/path-player/path-player.calc";
import { samePlayerView, selectPlayerView } from "~/machines/path-player/path-player.selectors";
import { hashTarget } from "./behaviour-data";
import { announce } from "~/lib/announce";
import { clearAddress, goFresh, playerActors, releaseClipboard, releaseHeld, watchPage } from "./player-dom";
import type { PageEffects } from "./page-effects";

const pathsFailed = (machine: string) =>
  `The test paths of ${machine} could not be loaded. Reload the page to try again.`;

export function PathPlayer({
  scopeName,
  machine,
  idBase,
  loadPage = goFresh,
  effects,
}: {
  scopeName: string;
  machine: string;
  idBase: string;
  /** The page's effects: the player stands in for its clipboard and printer and holds its clock. */
  effects: PageEffects;
  /** Loads a fresh page (tests replace it: jsdom cannot navigate). */
  loadPage?: (url: string) => void;
}) {
  // The player is created once per machine shown (the view keys it by machine); it finds the live
  // machine on the page when it does a step (one started on first use appears during a path).
  const logic = useMemo(
    () => pathPlayerMachine.provide({ actors: playerActors(scopeName, machine, effects) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once per machine shown (the view keys the player by machine)
    [],
  );
  const player = useActorRef(logic, {
    input: (() => {
      const asked = hashTarget(scopeName);
      return {
        machine,
        scope: scopeName,
        page: window.location.pathname,
        asked: asked && asked.machine === machine ? { path: asked.path, step: asked.step } : null,
      };
    })(),
  });

  useEffect(() => {
    const subscriptions = [
      player.on("page.load", (e) => loadPage(e.url)),
      player.on("address.clear", clearAddress),
      player.on("timers.release", () => releaseHeld(effects)),
    ];
    const unwatch = watchPage(scopeName, () => player.send({ type: "PAGE.USED" }));
    return () => {
      subscriptions.forEach((s) => s.unsubscribe());
      unwatch();
      releaseClipboard(effects);
      releaseHeld(effects);
    };
  }, [player, loadPage, scopeName, effects]);

  const {
    stage,
    paths,
    pathIndex,
    path,
    position,
    results,
    message,
    status,
    offer,
    canChoose,
    canNext,
    canRun,
    canPrevious,
  } = useSelector(player, selectPlayerView, samePlayerView);

  // What the player says after a step, a run or a failure to load: once, by the page's one
  // announcer (not the first message, shown as the player opens).
  const said = useRef<string | null>(null);
  useEffect(() => {
    const words = stage === "unavailable" ? pathsFailed(machine) : message;
    if (said.current !== null && words && words !== said.current) announce(words);
    said.current = words ?? "";
  }, [stage, message, machine]);

  if (stage === "loading") return <p>Loading the test paths of {machine}…</p>;
  if (stage === "unavailable") return <p>{pathsFailed(machine)}</p>;
  const id = `${idBase}-path`;

  return (
    <section aria-labelledby={`${id}-title`} data-behaviour-player="">
      <span className="title" id={`${id}-title`}>
        Path player: the test paths of the {machine} machine, replayed on this page
      </span>
      <p>
        <label htmlFor={id}>{PATH_PLAYER_CONTROLS.path} </label>
        <select
          id={id}
          value={pathIndex}
          disabled={!canChoose}
          onChange={(e) => player.send({ type: "PATH.SELECT", index: Number(e.target.value) })}
        >
          {paths.map((p) => (
            <option key={p.index} value={p.index}>
              {pathOptionLabel(p)}
            </option>
          ))}
        </select>
      </p>
      {offer ? (
        <p>
          {offer.text}
          <button type="button" onClick={() => player.send({ type: "FRESH.OPEN" })}>
            {offer.button}
          </button>
        </p>
      ) : null}
      <p>
        <button type="button" disabled={!canPrevious} onClick={() => player.send({ type: "STEP.PREVIOUS" })}>
          {PATH_PLAYER_CONTROLS.previous}
        </button>{" "}
        <button type="button" disabled={!canNext} onClick={() => player.send({ type: "STEP.NEXT" })}>
          {PATH_PLAYER_CONTROLS.next}
        </button>{" "}
        <button type="button" disabled={!canRun} onClick={() => player.send({ type: "RUN" })}>
          {PATH_PLAYER_CONTROLS.run}
        </button>
      </p>
      {/* Not live: the page's one announcer says each new message (see the effect above). */}
      <p role="status" aria-live="off" data-behaviour-status={status}>
        {message}
      </p>
      {path ? (
        <ol data-behaviour-steps="">
          {path.steps.map((s, i) => {
            const r = results[i];
            return (
              <li key={s.n} aria-current={i === position - 1 ? "step" : undefined}>
                {s.text} → expected <code>{s.state}</code>
                {r ? (
                  <>
                    {" "}
                    <strong>{r.ok ? "✓ as expected" : `✗ MISMATCH: page is in ${r.actual}`}</strong>
                    {r.note ? <> ({r.note})</> : null}
                  </>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
