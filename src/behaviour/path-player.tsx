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
import { Fragment, useEffect, useMemo, useRef } from "react";
import { useActorRef } from "@xstate/react";
import { pathPlayerMachine } from "~/machines/path-player/path-player.machine";
import { connectPathPlayer } from "~/machines/path-player/path-player.connect";
import { useConnected } from "~/components/use-connected";
import { hashTarget } from "./behaviour-data";
import { announce } from "~/lib/announce";
import { clearAddress, goFresh, playerActors, releaseClipboard, releaseHeld, watchPage } from "./player-dom";
import type { PageEffects } from "./page-effects";

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

  const nextButton = useRef<HTMLButtonElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const focusAsked = useRef<"next" | "status" | null>(null);
  useEffect(() => {
    const subscriptions = [
      player.on("page.load", (e) => loadPage(e.url)),
      player.on("address.clear", clearAddress),
      player.on("timers.release", () => releaseHeld(effects)),
      // A step or a Run is over: the focus comes back to the player (Next, or the status line),
      // once the player shows it (Next is still disabled when the event comes).
      player.on("focus.return", (e) => {
        focusAsked.current = e.to;
      }),
    ];
    const unwatch = watchPage(scopeName, () => player.send({ type: "PAGE.USED" }));
    return () => {
      subscriptions.forEach((s) => s.unsubscribe());
      unwatch();
      releaseClipboard(effects);
      releaseHeld(effects);
    };
  }, [player, loadPage, scopeName, effects]);

  // Everything shown, from the player's connect layer (re-rendered only when its snapshot changes).
  const view = useConnected(player, connectPathPlayer, idBase);
  const { words, choice, offer, previous, next, run, status } = view;

  useEffect(() => {
    const to = focusAsked.current;
    if (to === null) return;
    focusAsked.current = null;
    (to === "next" ? nextButton : statusLine).current?.focus();
  });

  // What the player says after a step, a run or a failure to load: once, by the page's one
  // announcer (not the first message, shown as the player opens).
  const said = useRef<string | null>(null);
  useEffect(() => {
    if (said.current !== null && words && words !== said.current) announce(words);
    said.current = words;
  }, [words]);

  if (view.stageText !== null) return <p>{view.stageText}</p>;

  return (
    <section aria-labelledby={`${choice.id}-title`} data-behaviour-player="">
      <span className="title" id={`${choice.id}-title`}>
        {view.title}
      </span>
      <p>
        <label htmlFor={choice.id}>{choice.label} </label>
        <select
          id={choice.id}
          value={choice.value}
          disabled={choice.disabled}
          onChange={(e) => choice.onChoose(Number(e.target.value))}
        >
          {choice.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </p>
      {offer ? (
        <p>
          {offer.text}
          <button type="button" onClick={offer.onPress}>
            {offer.button}
          </button>
        </p>
      ) : null}
      <p>
        {[previous, next, run].map((b, i) => (
          <Fragment key={b.label}>
            {i > 0 ? " " : null}
            <button type="button" ref={b === next ? nextButton : undefined} disabled={b.disabled} onClick={b.onPress}>
              {b.label}
            </button>
          </Fragment>
        ))}
      </p>
      {/* Not live: the page's one announcer says each new message (see the effect above). */}
      <p ref={statusLine} tabIndex={-1} role="status" aria-live="off" data-behaviour-status={status.kind}>
        {status.message}
      </p>
      {view.steps.length > 0 ? (
        <ol data-behaviour-steps="">
          {view.steps.map((s) => (
            <li key={s.n} aria-current={s.current ? "step" : undefined}>
              {s.text} → expected <code>{s.state}</code>
              {s.result ? (
                <>
                  {" "}
                  <strong>{s.result.words}</strong>
                  {s.result.note ? <> ({s.result.note})</> : null}
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
