/**
 * The path player's hands on the page (issue 17): the provided actors of the path-player machine
 * (src/machines/path-player/path-player.machine.ts), which decides everything else.
 *
 * - `loadPaths`: the machine's path list (src/behaviour/paths/<machine>.json), a chunk of the build.
 * - `performStep`: does one step of a path on the page as a person would, and reports the state
 *   the page machine is in after it. How a step is done is read from its words
 *   (src/behaviour/behaviour.calc.ts `planStep`):
 *   - "Type 20 in Amount (mg)" / "Clear …": the field with that label gets the value (the browser's
 *     own value setter and an `input` event, as typing does); "Choose “…” in Syringe": the option;
 *   - "Press Swap direction", "Choose Mass under 'Solve for:'", "Click the Batch Convert tab": the
 *     button, radio button or tab with that accessible name (in that group) is clicked; "Press ArrowLeft on the selected
 *     tab": that key is pressed on it;
 *   - "The clipboard accepts / refuses the text": during a replay the player stands in for the
 *     clipboard (nothing is written to yours) and answers as the step says;
 *   - "Wait 2 seconds (copiedTimeout)": the page's own timer runs; the player waits for it. During
 *     a Run the page's timers are held (the page's clock, src/behaviour/page-effects.ts): the held one of the step's
 *     delay runs at once, as in the path's model, where no time passes between steps;
 *   - "Open the share link … on this page": the address's fragment changes, as when a link is pasted;
 *   - anything else (e.g. "Press Escape", a menu on a small screen): no control on the page does it,
 *     so the player sends the step's event to the machine itself and says so on the step.
 *   A step it cannot do is reported (`failure`), never thrown.
 * - `watchPage`: tells the view once the page's controls have been used (the recorder's buffer is
 *   no longer fresh); the view sends PAGE.USED.
 * - `goFresh`, `clearAddress`: what the view does with the machine's emitted `page.load` and
 *   `address.clear`.
 */
import { fromPromise, type AnyActorRef, type EventObject } from "xstate";
import type { BehaviourPaths, StepReport, StepRequest } from "~/machines/path-player/path-player.types";
import { RAW_LIMIT, buffers, type RawEvent } from "./recorder";
import type { PageEffects } from "./page-effects";
import { isFresh, leafLabel, recordsOf, timersSince, type NodeLike } from "./behaviour.calc";
import { loadPaths } from "./behaviour-data";
import { describeControl, namesMatch, type ControlAction, type ControlRole } from "~/machines/controls";

// ---------------------------------------------------------------------------------------------
// Who is told of each new inspection event of an island (the view and the player)

const watchers: Record<string, Set<() => void>> = {};

/** Calls `listener` on every inspection event the recorder keeps for the island; returns the unsubscribe. */
export function subscribeScope(scopeName: string, listener: () => void): () => void {
  const set = (watchers[scopeName] ??= new Set());
  const buffer = (buffers[scopeName] ??= { events: [] });
  set.add(listener);
  buffer.notify = () => set.forEach((f) => f());
  return () => {
    set.delete(listener);
  };
}

const rawOf = (scopeName: string): RawEvent[] => buffers[scopeName]?.events ?? [];

// ---------------------------------------------------------------------------------------------
// Finding the page's controls by their accessible names

const norm = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

function nameOf(el: Element): string {
  // A radio button is named by its label ("V2" under 'Solve for:').
  if (el instanceof HTMLInputElement && el.labels && el.labels.length > 0) return norm(el.labels[0]!.textContent);
  const labelledBy = el.getAttribute("aria-labelledby");
  if (labelledBy)
    return norm(
      labelledBy
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" "),
    );
  return norm(el.getAttribute("aria-label") ?? el.textContent);
}

const shown = (el: Element) => !el.closest("[hidden], [data-behaviour]");

/** A control a person types in or picks from (not a radio button or a checkbox, which are pressed). */
const typable = (el: Element | null): el is HTMLInputElement =>
  el !== null && !(el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox"));

function findField(root: ParentNode, label: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null {
  // A label that is the name exactly first; then one that starts with it ("Time" is not the
  // radio button "Time from a volume and mL/h": only a field to type in is taken).
  const labels = [...root.querySelectorAll("label")];
  for (const exact of [true, false]) {
    for (const l of labels) {
      const text = norm(l.textContent);
      const named = exact ? text === label : text.startsWith(`${label} `);
      if (named && typable(l.control) && shown(l.control)) return l.control;
    }
  }
  for (const f of root.querySelectorAll<HTMLInputElement>("input, textarea, select")) {
    if (shown(f) && nameOf(f) === label) return f;
  }
  return null;
}

/** The control with this role and accessible name (a tab, a button), shown on the page. */
function findControl(root: ParentNode, role: ControlRole, name: string): HTMLElement | null {
  const selector =
    role === "tab"
      ? "[role=tab]"
      : role === "radio"
        ? "input[type=radio], [role=radio]"
        : role === "link"
          ? "a"
          : "button";
  return [...root.querySelectorAll<HTMLElement>(selector)].find((c) => shown(c) && namesMatch(nameOf(c), name)) ?? null;
}

function findButton(root: ParentNode, name: string, group: string | undefined): HTMLElement | null {
  let scope: ParentNode | null = root;
  if (group) {
    scope =
      [...root.querySelectorAll("[role=group], [role=radiogroup], fieldset")].find(
        (g) => shown(g) && nameOf(g) === group,
      ) ?? null;
    if (!scope) return null;
  }
  return (
    [...scope.querySelectorAll<HTMLElement>("button, [role=tab], input[type=radio], a")].find(
      (b) => shown(b) && namesMatch(nameOf(b), name),
    ) ?? null
  );
}

/**
 * Sets a field's value as typing does: the browser's own value setter, then an `input` event (a
 * select: `change`). A field that already holds the value (typing "20" over "20") still gets the
 * event a person's retyping ends with: React's record of the last value is cleared first, or it
 * would drop an event that changes nothing.
 */
function setValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const proto = Object.getPrototypeOf(field) as object;
  if (field.value === value)
    (field as unknown as { _valueTracker?: { setValue(v: string): void } })._valueTracker?.setValue("");
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

/**
 * Runs the held timer of the step's delay ("xstate.after.copiedTimeout…": the page machine's
 * `copiedTimeout`, 2,000 ms), the first set of them; false when none is held (it was set before
 * the Run: the player waits for it).
 */
function fireHeld(event: EventObject, actor: AnyActorRef, { hold }: PageEffects): boolean {
  const name = event.type.split(".")[2] ?? "";
  const ms = (actor as unknown as { logic?: { implementations?: { delays?: Record<string, unknown> } } }).logic
    ?.implementations?.delays?.[name];
  const i = hold.timers?.findIndex((h) => h.ms === ms) ?? -1;
  if (i < 0) return false;
  hold.timers!.splice(i, 1)[0]!.fire();
  return true;
}

/** Ends a Run's hold: what is still held runs now, the shortest delay first. */
export function releaseHeld({ hold }: PageEffects): void {
  const held = hold.timers ?? [];
  hold.timers = undefined;
  for (const h of held.sort((a, b) => a.ms - b.ms)) h.fire();
}

/** Lets React render what the step changed before the next step looks for its control. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The control `find` finds, waiting up to `ms` for it: a control whose code loads on first use
 * (the side menu) is on the page a moment after the step that shows it.
 */
async function appearing<T>(find: () => T | null, ms = 2000): Promise<T | null> {
  const until = performance.now() + ms;
  for (;;) {
    const found = find();
    if (found || performance.now() >= until) return found;
    await new Promise<void>((resolve) => setTimeout(resolve, 50));
  }
}

type Answer = { resolve: () => void; reject: (e: Error) => void };

/** A load held during a replay (issue 33): the real load, and how the held one ends. */
type HeldLoad = { load: () => Promise<unknown>; resolve: (file: unknown) => void; reject: (e: Error) => void };

/** Does one step on the page; returns a note when it was not done by a control, or throws why it cannot be done. */
async function doStep(
  action: ControlAction,
  event: EventObject,
  root: ParentNode,
  actorOf: () => AnyActorRef | undefined,
  clipboard: Answer[],
  effects: PageEffects,
  loads: HeldLoad[] = [],
): Promise<string | null> {
  const actor = actorOf() ?? missing();
  switch (action.kind) {
    case "type":
    case "clear": {
      const field = await appearing(() => findField(root, action.label));
      if (!field) throw new Error(`There is no field labelled "${action.label}" on the page.`);
      if (field.disabled) throw new Error(`The field "${action.label}" is disabled.`);
      setValue(field, action.kind === "type" ? action.value : "");
      await settle();
      return null;
    }
    case "leave": {
      const field = await appearing(() => findField(root, action.label));
      if (!field) throw new Error(`There is no field labelled "${action.label}" on the page.`);
      field.focus();
      field.blur();
      await settle();
      return null;
    }
    case "choose": {
      const field = await appearing(() => findField(root, action.label));
      const option =
        field instanceof HTMLSelectElement
          ? [...field.options].find((o) => norm(o.textContent) === action.option)
          : undefined;
      if (!field || !option) throw new Error(`There is no choice "${action.option}" in "${action.label}" on the page.`);
      setValue(field, option.value);
      await settle();
      return null;
    }
    case "press": {
      const button = await appearing(() => findButton(root, action.name, action.group));
      if (!button)
        throw new Error(
          `There is no control named "${action.name}"${action.group ? ` in '${action.group}'` : ""} on the page.`,
        );
      if ((button as HTMLButtonElement).disabled)
        throw new Error(`"${action.name}" is disabled: a person could not press it.`);
      button.click();
      await settle();
      return null;
    }
    case "key": {
      const target = await appearing(() => findControl(root, action.role, action.name));
      if (!target) throw new Error(`There is no ${action.role} named "${action.name}" on the page.`);
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
      const changed = nextSnapshot(actor, 10_000);
      const due = fireHeld(event, actor, effects);
      await changed;
      await settle();
      return due
        ? "The page's own timer ran at once: during a Run the page's timers wait for the path's Wait steps."
        : "The page's own timer ran; the player waited for it.";
    }
    case "load": {
      // The code of a part that loads on first use arrives (the real file, held until now) or not.
      const waiting = loads.shift();
      if (!waiting) throw new Error(`No code of ${action.what} is waiting to load.`);
      const changed = nextSnapshot(actor, 5000);
      if (action.arrives) waiting.load().then(waiting.resolve, waiting.reject);
      else waiting.reject(new Error("Not loaded: the path player stood in for a lost connection"));
      await changed;
      await settle();
      return `The player held the code of ${action.what} until this step${action.arrives ? ", then let it arrive" : " and answered as a lost connection would"}.`;
    }
    case "link": {
      // As when a link is pasted in the address bar of this page: the fragment changes and the
      // page reads it (the view listens for hashchange); nothing is loaded.
      const changed = nextSnapshot(actor, 5000);
      window.history.replaceState(
        null,
        "",
        `${window.location.pathname}${window.location.search}#${action.fragment.replace(/^#/, "")}`,
      );
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      await changed;
      await settle();
      return "The player opened the share link on this page (the address's fragment changed).";
    }
    case "all": {
      const notes: string[] = [];
      for (const one of action.actions) {
        const note = await doStep(one, event, root, actorOf, clipboard, effects, loads);
        if (note) notes.push(note);
      }
      return notes.length ? notes.join(" ") : null;
    }
    case "send":
      actor.send(event);
      await settle();
      return "No control on the page does this step: the player sent its event to the machine.";
  }
}

/**
 * Where a scope's controls are: the island holding the calculator that carries
 * `data-behaviour-scope` (the converter card with, on the syringe page, the syringe beside it);
 * the whole page for the header menu. The Behaviour disclosure itself is at the end of the page.
 */
function islandRoot(scopeName: string): ParentNode {
  if (scopeName === "menu") return document;
  const calculator = document.querySelector(`[data-behaviour-scope="${scopeName}"]`);
  return calculator?.closest("[data-island]") ?? calculator ?? document;
}

const liveState = (actor: AnyActorRef) => leafLabel((actor.getSnapshot() as { _nodes: NodeLike[] })._nodes);

/** An actor that is not running (yet): a machine the page starts when a person first asks for it. */
function missing(): AnyActorRef {
  const none = () => ({ unsubscribe: () => undefined });
  return {
    getSnapshot: () => ({ _nodes: [] }),
    subscribe: none,
    send: () => undefined,
    on: none,
  } as unknown as AnyActorRef;
}

// ---------------------------------------------------------------------------------------------
// The provided actors

/**
 * The path-player machine's actors for one island and one of its machines (`actor`, the live
 * machine the steps are compared with). Between steps they keep what only the page knows: the
 * copies waiting for the clipboard stand-in, and the last inspection event seen (to name the
 * page's own timers that fired in between).
 */
export function playerActors(scopeName: string, machine: string, effects: PageEffects) {
  // The live machine, as the island's recorder knows it now (one started on first use appears
  // during a path, when its code has arrived).
  const actorOf = (): AnyActorRef | undefined => recordsOf(rawOf(scopeName)).actors[machine];
  const { hold, standIns } = effects;
  const clipboard: Answer[] = [];
  const loads: HeldLoad[] = [];
  /** Whether the machine's paths say when a part's code arrives (the converter card's): then the player holds it. */
  let holdsLoads = false;
  let mark: RawEvent | undefined;
  let reveal: ControlAction | undefined;
  return {
    loadPaths: fromPromise<BehaviourPaths, { machine: string }>(async ({ input }) => {
      const data = await (loadPaths(input.machine) ?? Promise.reject(new Error(`No test paths of ${input.machine}`)));
      if (!data.paths.length) throw new Error(`No test paths of ${input.machine}`);
      reveal = data.reveal;
      holdsLoads = data.paths.some((p) => p.steps.some((st) => hasLoad(st.action)));
      return data;
    }),
    performStep: fromPromise<StepReport, StepRequest>(async ({ input }) => {
      const { step } = input;
      // A Run holds the page's timers until the player's machine says nothing is under way.
      if (input.hold) hold.timers ??= [];
      // During a replay the player answers for the clipboard ("The clipboard accepts the text").
      standIns.clipboard = () => new Promise<void>((resolve, reject) => clipboard.push({ resolve, reject }));
      // …and for the printer: a replayed 'Print preparation card' opens no print dialog.
      standIns.print = () => undefined;
      // …and, when the path says when a part's code arrives, for its load (issue 33).
      standIns.load = holdsLoads
        ? (_feature, load) => new Promise((resolve, reject) => loads.push({ load, resolve, reject }))
        : undefined;
      const timers = timersSince(rawOf(scopeName), mark, machine);
      let note: string | null = null;
      let failure: string | null = null;
      try {
        // Before a path's first step, what a person does for the machine's controls to be there.
        const shown =
          step.n === 1 && reveal
            ? await doStep(reveal, step.event, islandRoot(scopeName), actorOf, clipboard, effects, loads)
            : null;
        note = await doStep(step.action, step.event, islandRoot(scopeName), actorOf, clipboard, effects, loads);
        if (step.n === 1 && reveal)
          note = [`First the player did: ${describeControl(reveal)}.`, shown, note].filter(Boolean).join(" ");
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      // A machine the page starts when first asked for (the double check) runs a moment after the
      // step that asked, once its code has arrived.
      const actor = actorOf() ?? (await appearing(actorOf, 5000)) ?? missing();
      const raw = rawOf(scopeName);
      mark = raw[raw.length - 1];
      return { actual: liveState(actor), note, failure, timers };
    }),
  };
}

/**
 * Tells the player once the page's controls have been used (the island's recorder is no longer
 * fresh), at once when they already have been; returns the unsubscribe.
 */
export function watchPage(scopeName: string, used: () => void): () => void {
  let told = false;
  const check = () => {
    if (told || isFresh(rawOf(scopeName), RAW_LIMIT)) return;
    told = true;
    used();
  };
  const unsubscribe = subscribeScope(scopeName, check);
  check();
  return unsubscribe;
}

/** The player no longer stands in for the clipboard (the view closes or shows another machine). */
export function releaseClipboard({ standIns }: PageEffects): void {
  standIns.clipboard = undefined;
  standIns.print = undefined;
  standIns.load = undefined;
}

/** Whether an action is (or holds) a load's answer. */
function hasLoad(action: ControlAction): boolean {
  return action.kind === "load" || (action.kind === "all" && action.actions.some(hasLoad));
}

/** Loads an address afresh: another page, or this page again (a new fragment alone loads nothing). */
export function goFresh(url: string): void {
  const samePage = url.split("#")[0] === window.location.pathname;
  window.location.assign(url);
  if (samePage) window.location.reload();
}

/** Removes the player's `#behaviour_…` from the address once it has been read. */
export function clearAddress(): void {
  window.history.replaceState(null, "", window.location.pathname);
}
