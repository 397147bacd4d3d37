/**
 * The path player of the Behaviour view (issue 17): one of the test paths `npm run paths` prints
 * for the machine (src/behaviour/paths/<machine>.json), done step by step on the page as a person
 * would, each step's expected state compared with the live machine's.
 *
 * How a step is done (read from its words, src/behaviour/behaviour.calc.ts `planStep`):
 * - "Type 20 in Amount (mg)" / "Clear …": the field with that label gets the value (the browser's
 *   own value setter and an `input` event, as typing does); "Choose “…” in Syringe": the option;
 * - "Press Swap direction", "Press Mass under 'Solve for:'", "Click the Batch Convert tab": the
 *   button with that accessible name (in that group) is clicked; "Press ArrowLeft on the selected
 *   tab": that key is pressed on it;
 * - "The clipboard accepts / refuses the text": during a replay the player stands in for the
 *   clipboard (nothing is written to yours) and answers as the step says;
 * - "Wait 2 seconds (copiedTimeout)": the page's own timer runs; the player waits for it;
 * - anything else (e.g. "Press Escape", a menu on a small screen): no control on the page does it,
 *   so the player sends the step's event to the machine itself and says so on the step.
 *
 * Every path starts from a fresh page: when the page is not fresh (or is another page), the
 * player offers to load it afresh. Previous loads the page afresh and replays up to the step
 * before. A mismatch stops the run and is said in words.
 */
import { useEffect, useRef, useState } from "react";
import type { AnyActorRef, EventObject } from "xstate";
import { RAW_LIMIT, buffers, standIns, type RawEvent } from "./recorder";
import { isFresh, leafLabel, namesMatch, planStep, timersSince, type NodeLike, type Scope, type StepAction } from "./behaviour.calc";
import type { BehaviourPath, BehaviourPaths } from "./behaviour.types";
import { hashTarget, loadPaths } from "./behaviour-data";

interface StepResult {
  ok: boolean;
  /** The live state after the step. */
  actual: string;
  /** How the step was done when not by a control, or why it failed. */
  note: string | null;
}

const norm = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

function nameOf(el: Element): string {
  const labelledBy = el.getAttribute("aria-labelledby");
  if (labelledBy) return norm(labelledBy.split(" ").map((id) => document.getElementById(id)?.textContent).join(" "));
  return norm(el.getAttribute("aria-label") ?? el.textContent);
}

const shown = (el: Element) => !el.closest("[hidden], [data-behaviour]");

function findField(root: ParentNode, label: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null {
  for (const l of root.querySelectorAll("label")) {
    const text = norm(l.textContent);
    if ((text === label || text.startsWith(`${label} `)) && l.control && shown(l.control)) return l.control as HTMLInputElement;
  }
  for (const f of root.querySelectorAll<HTMLInputElement>("input, textarea, select")) {
    if (shown(f) && nameOf(f) === label) return f;
  }
  return null;
}

function findButton(root: ParentNode, name: string, group: string | null): HTMLElement | null {
  let scope: ParentNode | null = root;
  if (group) {
    scope = [...root.querySelectorAll("[role=group], [role=radiogroup], fieldset")].find((g) => shown(g) && nameOf(g) === group) ?? null;
    if (!scope) return null;
  }
  return [...scope.querySelectorAll<HTMLElement>("button, [role=tab], a")].find((b) => shown(b) && namesMatch(nameOf(b), name)) ?? null;
}

/**
 * Sets a field's value as typing does: the browser's own value setter, then an `input` event (a
 * select: `change`). A field that already holds the value (typing "20" over "20") still gets the
 * event a person's retyping ends with: React's record of the last value is cleared first, or it
 * would drop an event that changes nothing.
 */
function setValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const proto = Object.getPrototypeOf(field) as object;
  if (field.value === value) (field as unknown as { _valueTracker?: { setValue(v: string): void } })._valueTracker?.setValue("");
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/** Resolves on the actor's next snapshot, or after `ms` (then false). */
function nextSnapshot(actor: AnyActorRef, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      sub.unsubscribe();
      resolve(false);
    }, ms);
    const sub = actor.subscribe(() => {
      clearTimeout(timer);
      sub.unsubscribe();
      resolve(true);
    });
  });
}

/** Lets React render what the step changed before the next step looks for its control. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Answer = { resolve: () => void; reject: (e: Error) => void };

/** Does one step on the page; returns a note when it was not done by a control, or throws why it cannot be done. */
async function doStep(action: StepAction, event: EventObject, root: ParentNode, actor: AnyActorRef, clipboard: Answer[]): Promise<string | null> {
  switch (action.kind) {
    case "type":
    case "clear": {
      const field = findField(root, action.label);
      if (!field) throw new Error(`There is no field labelled "${action.label}" on the page.`);
      if (field.disabled) throw new Error(`The field "${action.label}" is disabled.`);
      setValue(field, action.kind === "type" ? action.value : "");
      await settle();
      return null;
    }
    case "choose": {
      const field = findField(root, action.label);
      const option = field instanceof HTMLSelectElement ? [...field.options].find((o) => norm(o.textContent) === action.option) : undefined;
      if (!field || !option) throw new Error(`There is no choice "${action.option}" in "${action.label}" on the page.`);
      setValue(field, option.value);
      await settle();
      return null;
    }
    case "press": {
      const button = findButton(root, action.name, action.group);
      if (!button) throw new Error(`There is no control named "${action.name}"${action.group ? ` in '${action.group}'` : ""} on the page.`);
      if ((button as HTMLButtonElement).disabled) throw new Error(`"${action.name}" is disabled: a person could not press it.`);
      button.click();
      await settle();
      return null;
    }
    case "key": {
      const target = root.querySelector<HTMLElement>("[role=tab][aria-selected=true]");
      if (!target) throw new Error(`There is no ${action.on} on the page.`);
      target.focus();
      target.dispatchEvent(new KeyboardEvent("keydown", { key: action.key, bubbles: true, cancelable: true }));
      await settle();
      return null;
    }
    case "clipboard": {
      const waiting = clipboard.shift();
      if (!waiting) throw new Error("No copy is waiting for the clipboard.");
      const changed = nextSnapshot(actor, 5000);
      if (action.accept) waiting.resolve();
      else waiting.reject(new Error("Refused by the path player"));
      await changed;
      await settle();
      return `The player stood in for the clipboard and ${action.accept ? "accepted" : "refused"} the text.`;
    }
    case "wait": {
      await nextSnapshot(actor, 10_000);
      await settle();
      return "The page's own timer ran; the player waited for it.";
    }
    case "link": {
      // As when a link is pasted in the address bar of this page: the fragment changes and the
      // page reads it (the view listens for hashchange); nothing is loaded.
      const changed = nextSnapshot(actor, 5000);
      window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}#${action.fragment.replace(/^#/, "")}`);
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      await changed;
      await settle();
      return "The player opened the share link on this page (the address's fragment changed).";
    }
    case "send":
      actor.send(event);
      await settle();
      return "No control on the page does this step: the player sent its event to the machine.";
  }
}

function islandRoot(scopeName: string): ParentNode {
  const details = document.querySelector(`[data-behaviour="${scopeName}"]`);
  return (scopeName === "menu" ? null : details?.closest("[data-island]")) ?? document;
}

function freshUrl(path: BehaviourPath, scopeName: string, machine: string, step: number): string {
  return `${path.start ?? window.location.pathname}#behaviour_${scopeName}_${machine}_${path.index}_${step}`;
}

function goFresh(url: string): void {
  const samePage = url.split("#")[0] === window.location.pathname;
  window.location.assign(url);
  if (samePage) window.location.reload();
}

export function PathPlayer({ scope, scopeName, machine, actor, idBase }: { scope: Scope; scopeName: string; machine: string; actor: AnyActorRef; idBase: string }) {
  const [data, setData] = useState<BehaviourPaths | null>(null);
  const [pathIndex, setPathIndex] = useState<number>(() => hashTarget(scopeName)?.path ?? 1);
  const [results, setResults] = useState<StepResult[]>([]);
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState("");
  const [started, setStarted] = useState(false);
  const clipboard = useRef<Answer[]>([]);
  const mark = useRef<RawEvent | undefined>(undefined);
  const raw = () => buffers[scopeName]?.events ?? [];

  useEffect(() => {
    let live = true;
    void loadPaths(machine)?.then((d) => live && setData(d));
    return () => {
      live = false;
      standIns.clipboard = undefined;
    };
  }, [machine]);

  const path = data?.paths.find((p) => p.index === pathIndex) ?? null;
  const onItsPage = path !== null && (path.start === null || path.start === window.location.pathname);
  const position = results.length;
  const mismatch = results.some((r) => !r.ok);
  const canStartHere = onItsPage && (started || isFresh(raw(), RAW_LIMIT));

  /** Does steps position+1 … upTo; stops at a mismatch. */
  const play = async (upTo: number) => {
    if (!path || running) return;
    setRunning(true);
    setStarted(true);
    // During a replay the player answers for the clipboard ("The clipboard accepts the text").
    standIns.clipboard = () => new Promise<void>((resolve, reject) => clipboard.current.push({ resolve, reject }));
    const root = islandRoot(scopeName);
    const done = [...results];
    for (let i = done.length; i < Math.min(upTo, path.steps.length); i += 1) {
      const step = path.steps[i]!;
      const timers = timersSince(raw(), mark.current, machine);
      let note: string | null = null;
      let failed: string | null = null;
      try {
        note = await doStep(planStep(step.text, step.event), step.event, root, actor, clipboard.current);
      } catch (error) {
        failed = error instanceof Error ? error.message : String(error);
      }
      mark.current = raw()[raw().length - 1];
      const actual = leafLabel((actor.getSnapshot() as { _nodes: NodeLike[] })._nodes);
      const ok = failed === null && actual === step.state;
      const why = failed ?? (ok || !timers.length ? note : `${note ? `${note} ` : ""}Between the steps the page's own timer fired (${timers.join(", ")}): Run replays without pauses.`);
      done.push({ ok, actual, note: why });
      setResults([...done]);
      setMessage(
        ok
          ? `Step ${step.n} of ${path.steps.length}: ${step.text}. The page is in ${actual}, as expected.`
          : failed !== null
            ? `Step ${step.n} of ${path.steps.length}: MISMATCH. ${step.text}: the player could not do it. ${failed} The page is in ${actual}; expected ${step.state}.`
            : `Step ${step.n} of ${path.steps.length}: MISMATCH. ${step.text}: expected ${step.state}, page is in ${actual}.${why ? ` ${why}` : ""}`,
      );
      if (!ok) break;
      if (i === path.steps.length - 1) setMessage(`Path ${path.index} done: all ${path.steps.length} steps in the expected state; it ends in ${actual}.`);
    }
    setRunning(false);
  };

  // Asked from a fresh page (Previous, or 'Start from a fresh page'): replay up to that step.
  const asked = useRef(hashTarget(scopeName));
  useEffect(() => {
    const target = asked.current;
    if (!target || !path || target.machine !== machine || target.path !== path.index) return;
    asked.current = null;
    window.history.replaceState(null, "", window.location.pathname);
    if (target.step > 0) void play(target.step);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  if (!data) return <p>Loading the test paths of {machine}…</p>;
  const id = `${idBase}-path`;

  return (
    <section aria-labelledby={`${id}-title`} data-behaviour-player="">
      <span className="title" id={`${id}-title`}>
        Path player: the test paths of <code>npm run paths -- {machine}</code>
      </span>
      <p>
        <label htmlFor={id}>Test path </label>
        <select
          id={id}
          value={pathIndex}
          disabled={running}
          onChange={(e) => {
            setPathIndex(Number(e.target.value));
            setResults([]);
            setMessage("");
          }}
        >
          {data.paths.map((p) => (
            <option key={p.index} value={p.index}>
              {`Path ${p.index}: ${p.steps.length} steps${p.start ? ` on ${p.start}` : ""}, ends in ${p.ends}`}
            </option>
          ))}
        </select>
      </p>
      {path && !canStartHere && position === 0 ? (
        <p>
          {onItsPage
            ? "Every path starts from a fresh page, and this page has been used. "
            : `This path starts on ${path.start}. `}
          <button type="button" onClick={() => goFresh(freshUrl(path, scopeName, machine, 0))}>
            {onItsPage ? "Start from a fresh page" : `Open ${path.start} to play it`}
          </button>
        </p>
      ) : null}
      <p>
        <button
          type="button"
          disabled={running || position === 0 || !path}
          onClick={() => path && goFresh(freshUrl(path, scopeName, machine, position - 1))}
        >
          Previous
        </button>{" "}
        <button type="button" disabled={running || !path || !canStartHere || mismatch || position >= path.steps.length} onClick={() => void play(position + 1)}>
          Next
        </button>{" "}
        <button type="button" disabled={running || !path || !canStartHere || mismatch || position >= path.steps.length} onClick={() => void play(Infinity)}>
          Run
        </button>
      </p>
      <p role="status" data-behaviour-status={mismatch ? "mismatch" : path && position === path.steps.length ? "done" : "ready"}>
        {message || (path ? `Step 0 of ${path.steps.length}: the page should be in ${path.initialState}.` : "")}
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
