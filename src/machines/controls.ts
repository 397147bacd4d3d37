/**
 * What a person does to a calculator, as data (issue 29): the one vocabulary every machine's
 * controls table (`src/machines/<name>/<name>.controls.ts`) is written in.
 *
 * A controls table says, for each event a machine takes from a person, which control sends it and
 * how: type in the field labelled "Amount (mg)", press the button named "Swap direction", choose
 * "mg" in the select labelled "Mass of solute unit". The machine's own delays and the clipboard's
 * answers are actions too (`wait`, `clipboard`), so a test path is a list of actions. Everything
 * that acts on a calculator reads that one answer and interprets it in its own medium:
 * - `npm run paths` and the Behaviour view word a step with `describeControl` (below);
 * - the paths the Behaviour view replays (src/behaviour/paths/*.json) store the action itself, and
 *   the in-page player does it (src/behaviour/player-dom.ts);
 * - the view tests do it with Testing Library, the browser tests with Playwright.
 * Renaming a control is one edit, where its words live. No code reads a step's English back.
 */
import type { EventObject } from "xstate";

/** The ARIA role of a control pressed by its accessible name. */
export type ControlRole = "button" | "radio" | "tab" | "link" | "menuitem" | "checkbox";

export type ControlAction =
  /**
   * Type `value` into the field labelled `label`, replacing what it held ("\n": a new line);
   * `note` says more for people ("= 0.5 mL", "in the Calculator tab").
   */
  | { readonly kind: "type"; readonly label: string; readonly value: string; readonly note?: string }
  /** Leave the field labelled `label` (it loses focus: Tab away, or click elsewhere). */
  | { readonly kind: "leave"; readonly label: string }
  /** Empty the field labelled `label`. */
  | { readonly kind: "clear"; readonly label: string; readonly note?: string }
  /**
   * Press (click, or Enter/Space on) the control with this role and accessible name; `group` names
   * the group it is in when the name alone is not unique ("Mass" under "Solve for:"). A name
   * matches an accessible name exactly, or its start up to a comma ("Pediatric" names
   * "Pediatric, 10 mg/mL"): `namesMatch`.
   */
  | { readonly kind: "press"; readonly role: ControlRole; readonly name: string; readonly group?: string }
  /** Pick the option whose text is `option` in the select labelled `label`. */
  | { readonly kind: "choose"; readonly label: string; readonly option: string; readonly note?: string }
  /** Press `key` ("ArrowRight", "Home") with the focus on the control with this role and name. */
  | { readonly kind: "key"; readonly key: string; readonly role: ControlRole; readonly name: string }
  /** Let the machine's own delay `delay` (`ms` long) run out. */
  | { readonly kind: "wait"; readonly delay: string; readonly ms: number }
  /** The clipboard answers the page's write of `what`: it accepts it or refuses it. */
  | { readonly kind: "clipboard"; readonly accept: boolean; readonly what: string }
  /**
   * The code of a part of the page that loads on first use (issue 33: src/machines/feature-region.ts)
   * arrives, or cannot be loaded (no connection); `what` names the part ("the double check").
   */
  | { readonly kind: "load"; readonly arrives: boolean; readonly what: string }
  /** The page's address now carries a share link's fragment (as when a link is opened). */
  | { readonly kind: "link"; readonly fragment: string; readonly label: string }
  /** Several actions in order, one event: the converter reports the settings typed in three fields. */
  | { readonly kind: "all"; readonly actions: readonly ControlAction[] }
  /** No control on the page sends this event; `said` is what happens (a test sends the event). */
  | { readonly kind: "send"; readonly said: string };

/** Press the button with this accessible name. */
export const button = (name: string): ControlAction => ({ kind: "press", role: "button", name });

/**
 * A machine's controls table: for each event type a person sends, the action that sends it, given
 * the snapshot before it (a field's label can name a unit chosen earlier). Rows for the machine's
 * own events (`xstate.done.actor.loadPaths`) are optional: without one, `controlOf` reads a delay
 * as `wait`, a clipboard writer's answer as `clipboard`, anything else as `send`.
 */
export type ControlsTable<TEvent extends EventObject, TSnapshot> = {
  readonly [K in TEvent["type"]]: (event: Extract<TEvent, { type: K }>, before: TSnapshot) => ControlAction;
} & { readonly [K in `xstate.${string}`]?: (event: EventObject, before: TSnapshot) => ControlAction };

/** How an event the machine makes itself reads as an action: its delays, its invoked actors' answers. */
export interface MachineTiming {
  /** The delay an `xstate.after.*` event waited for (name and ms), or null for other events. */
  delayOf: (event: EventObject) => { name: string; ms: number } | null;
}

/**
 * The action of one step: the table's, or for a delay `wait`, for a clipboard writer's answer
 * `clipboard` (`clipboardWrites` names each writing actor's id and what it writes), for any other
 * event `send`.
 */
export function controlOf<TEvent extends EventObject, TSnapshot>(
  table: ControlsTable<TEvent, TSnapshot>,
  event: TEvent | EventObject,
  before: TSnapshot,
  timing: MachineTiming,
  clipboardWrites: Readonly<Record<string, string>> = {},
): ControlAction {
  const row = (table as unknown as Record<string, ((e: EventObject, s: TSnapshot) => ControlAction) | undefined>)[
    event.type
  ];
  if (row) return row(event, before);
  const delay = timing.delayOf(event);
  if (delay) return { kind: "wait", delay: delay.name, ms: delay.ms };
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer) {
    const id = Object.keys(clipboardWrites).find((k) => answer[2] === k || answer[2]!.startsWith(`${k}.`));
    if (id) return { kind: "clipboard", accept: answer[1] === "done", what: clipboardWrites[id]! };
    return { kind: "send", said: `${answer[2]} ${answer[1] === "done" ? "succeeds" : "fails"}` };
  }
  return { kind: "send", said: event.type };
}

/** Typing a value in the field labelled `label`, or emptying it when the value is "". */
export const typeOrClear = (label: string, value: string): ControlAction =>
  value === "" ? { kind: "clear", label } : { kind: "type", label, value };

/**
 * Typing `value` in a field that may already hold it (`holdsIt`): emptied first then, as a person
 * retypes it (pasting the same text over itself changes nothing, so the page would hear no event).
 * "" empties the field. `note` is said with the step ("in the Calculator tab", "= 0.5 mL").
 */
export function typeOver(label: string, value: string, holdsIt: boolean, note?: string): ControlAction {
  if (value === "") return { kind: "clear", label };
  const type: ControlAction = { kind: "type", label, value, ...(note ? { note } : {}) };
  return holdsIt ? { kind: "all", actions: [{ kind: "clear", label }, type] } : type;
}

const quoted = (value: string) => JSON.stringify(value);

/** A step in words, as `npm run paths` prints it and the Behaviour view lists it. */
export function describeControl(action: ControlAction): string {
  switch (action.kind) {
    case "type":
      return `Type ${quoted(action.value)} in ${action.label}${noted(action.note)}`;
    case "clear":
      return `Clear ${action.label}${noted(action.note)}`;
    case "leave":
      return `Leave ${action.label}`;
    case "press":
      return action.group
        ? `Press ${action.name} under '${action.group}'`
        : `Press ${action.name}${roleWord(action.role)}`;
    case "choose":
      return `Choose ${quoted(action.option)} in ${action.label}${noted(action.note)}`;
    case "key":
      return `Press ${action.key} on the ${action.name}${roleWord(action.role)}`;
    case "wait": {
      const seconds = action.ms / 1000;
      return `Wait ${seconds} second${seconds === 1 ? "" : "s"} (${action.delay})`;
    }
    case "clipboard":
      return `The clipboard ${action.accept ? "accepts" : "refuses"} ${action.what}`;
    case "load":
      return action.arrives
        ? `The code of ${action.what} arrives`
        : `The code of ${action.what} cannot be loaded (no connection)`;
    case "link":
      return `Open ${action.label} on this page`;
    case "all":
      return action.actions
        .map((one, i) => (i === 0 ? describeControl(one) : lowerFirst(describeControl(one))))
        .join(", then ");
    case "send":
      return action.said;
  }
}

const noted = (note: string | undefined) => (note ? ` (${note})` : "");
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function roleWord(role: ControlRole): string {
  return role === "tab" ? " tab" : role === "link" ? " link" : "";
}

/** Whether a control's accessible name is the one an action names ("Pediatric" names "Pediatric, 10 mg/mL"). */
export function namesMatch(accessibleName: string, wanted: string): boolean {
  const a = accessibleName.replace(/\s+/g, " ").trim();
  return a === wanted || a.startsWith(`${wanted}, `);
}
