/**
 * Pieces every connect layer hands its view (in the manner of chakra-ui/zag's `*.connect.ts`): the
 * view spreads them onto its controls as they are, so the props are the view model. Pure: no React.
 */
import { readAs } from "~/domain/number/entry";
import { SHARE_VALUE_MAX, type ShareBlock } from "~/domain/share/share-fragment";

/**
 * The answer in one line (issue 54): what a calculator's compact answer line says while its full
 * answer is out of view on a phone (src/components/ui/answer-line.tsx).
 */
export interface AnswerSummary {
  /** The answer ("2 mL") or, without one, what the answer region says ("Enter the weight"). */
  readonly text: string;
  readonly tone: "empty" | "result" | "caution" | "error";
  /** The full answer says more than the line (a caution's words, the working, a syringe). */
  readonly more: boolean;
}

/** A result area in one line: its headline, or what the area says without one (its message). */
export function answerLineOf(
  area: { readonly tone: AnswerSummary["tone"]; readonly message: string | null },
  headline: string | null,
): AnswerSummary {
  return { text: headline ?? area.message ?? "", tone: area.tone, more: headline !== null };
}

/**
 * A lab result area's tone: a result (a caution when it carries one), else empty while it waits
 * for entries, else an error. A result with a caution is never styled as a success.
 */
export function resultToneOf(
  ready: { readonly caution: string | null } | null,
  waiting: boolean,
): AnswerSummary["tone"] {
  if (ready) return ready.caution ? "caution" : "result";
  return waiting ? "empty" : "error";
}

/** How a connect layer's handlers send their machine's events. */
export type Send<E> = (event: E) => void;

/** A text field, as the view's field takes it (the concentration converter, serial dilution). */
export interface ConnectedField {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  /** The hint under the field, or null. */
  readonly error: string | null;
  /** How the entry was read, when that is not obvious (a decimal comma: "Read as 2.5"), or null. */
  readonly note: string | null;
  readonly onChange: (value: string) => void;
  /** The person leaves the field (blur): from then on it is judged, even if empty (issue 54). */
  readonly onLeave?: () => void;
}

/**
 * The note of a field whose entry was read otherwise than written (decisions.md: a decimal comma is
 * accepted and the field shows how it was read), or null: "2,5" → "Read as 2.5", or with the
 * field's unit "Read as 2.5 g".
 */
export function readingNote(text: string, unit?: string | null): string | null {
  // Only the laboratory tools' fields use it: they read by the laboratory rule (field-kinds.ts).
  const shown = readAs(text, "lab");
  return shown === null ? null : unit ? `Read as ${shown} ${unit}` : `Read as ${shown}`;
}

/** A group of radio choices, as the view's ChoiceGroup takes it. */
export interface ChoiceGroupView<T extends string> {
  readonly id: string;
  readonly label: string;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  /** The option chosen now. */
  readonly value: T;
  /** A method, so a group of particular values is also a group of strings (the view's list of groups). */
  onChoose(value: T): void;
}

/** A choice group from its options as [value, words] pairs. */
export function choiceGroup<T extends string>(
  id: string,
  label: string,
  options: readonly (readonly [T, string])[],
  value: T,
  onChoose: (value: T) => void,
): ChoiceGroupView<T> {
  return { id, label, options: options.map(([v, words]) => ({ value: v, label: words })), value, onChoose };
}

/** Options that are shown as their own value ("mg/mL", "kDa"). */
export const named = <T extends string>(values: readonly T[]): (readonly [T, string])[] => values.map((v) => [v, v]);

/** The dotted path of a region's leaf state ("empty", "invalid.value.zero", "ready.complete"), from its state value. */
export function leafPath(value: unknown): string {
  const parts: string[] = [];
  let v = value;
  while (typeof v === "object" && v !== null) {
    const [key, inner] = Object.entries(v as Record<string, unknown>)[0]!;
    parts.push(key);
    v = inner;
  }
  parts.push(String(v));
  return parts.join(".");
}

/** The 'Copy share link' button and the note of a share link used or ignored (a machine with shareLinkRegion). */
export interface ShareButtonView extends ReasonView {
  readonly label: string;
  /** An entry too long (or with hidden characters) to travel in a link. */
  readonly disabled: boolean;
  /** Sends the page's address (the view reads it); the machine adds the entries. */
  readonly onPress: (pageUrl: string) => void;
  /** The note of a share link used or ignored, or null. */
  readonly note: string | null;
}

/** What shareButton reads of a snapshot: whether 'Copy share link' can be taken, and the `link` region's state. */
interface ShareLinkSnapshot {
  can(event: { type: "link.copy"; pageUrl: string }): boolean;
  matches(value: { link: "applied" | "ignored" }): boolean;
}

/**
 * The share button's view model, for a connect layer:
 * `share: shareButton(snapshot, send, "Copy share link", doseShare, inputs, "dose-share-reason")`
 * (the calculator's `<name>.share.ts`, src/domain/share/share-link.ts, and the entries it holds).
 */
export function shareButton<I>(
  snapshot: ShareLinkSnapshot,
  send: (event: { type: "link.copy"; pageUrl: string }) => void,
  label: string,
  link: {
    readonly notes: { readonly applied: string; readonly ignored: string };
    blocks(inputs: I): readonly ShareBlock[];
  },
  inputs: I,
  reasonId: string,
): ShareButtonView {
  const { notes } = link;
  const disabled = !snapshot.can({ type: "link.copy", pageUrl: "https://example.org/" });
  return {
    label,
    disabled,
    ...shareReason(label, disabled ? link.blocks(inputs) : null, reasonId),
    onPress: (pageUrl) => send({ type: "link.copy", pageUrl }),
    note: snapshot.matches({ link: "applied" })
      ? notes.applied
      : snapshot.matches({ link: "ignored" })
        ? notes.ignored
        : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Why a control is off (issue 53, principle 2): a disabled control says why, in words a person
// can act on, one sentence per state of what it waits for, never a wrong one. Most wait for a
// result; the sentence names the controls and what the state without a result asks for. Connect
// layers choose the state from their machine's; views show the sentence beside the controls and
// tie it to each with aria-describedby (src/components/ui/reason.tsx).

/** The states a calculator is in without a result. */
export type WithoutResult = "empty" | "invalid" | "offScale" | "impossible";

/** What each state without a result asks of a person. */
export const WITHOUT_RESULT_ADVICE: Readonly<Record<WithoutResult, string>> = {
  empty: "fill in the fields first",
  invalid: "correct the highlighted field first",
  offScale: "this one is out of the range that can be shown",
  impossible: "what was asked cannot be made",
};

/** "Copy plan, Download CSV and Print record" (controls named as on their buttons). */
export function controlList(controls: readonly string[]): string {
  if (controls.length <= 1) return controls[0] ?? "";
  return `${controls.slice(0, -1).join(", ")} and ${controls.at(-1)!}`;
}

/**
 * "Copy result works once there is a result: fill in the fields first." — the controls, and what
 * the state asks for.
 */
export function needsResult(controls: readonly string[], state: WithoutResult): string {
  return needsResultSaying(controls, WITHOUT_RESULT_ADVICE[state]);
}

/** As needsResult, with a calculator's own advice where it can name what is missing ("enter the density"). */
export function needsResultSaying(controls: readonly string[], advice: string): string {
  const verb = controls.length === 1 ? "works" : "work";
  return `${controlList(controls)} ${verb} once there is a result: ${advice}.`;
}

/** A state without a result from a status kind ("ready" and anything with a result give null). */
export function withoutResultOf(kind: string): WithoutResult | null {
  if (kind.startsWith("invalid")) return "invalid";
  if (kind === "empty" || kind === "offScale" || kind === "impossible") return kind;
  return null;
}

/** The reason a control is off, and the id of the line that says it (for aria-describedby). */
export interface ReasonView {
  /** Why the controls are off, or null when they are on. */
  readonly reason: string | null;
  readonly reasonId: string;
}

/**
 * The reason of controls that wait for a result: while they are `off` and the status (a state's
 * name: "empty", "invalid.amount", "offScale", …) has no result, what it asks for; else null (on,
 * or off for a moment of their own, such as a copy under way).
 */
export function resultReason(controls: readonly string[], off: boolean, status: string, reasonId: string): ReasonView {
  const missing = off ? withoutResultOf(status) : null;
  return { reason: missing ? needsResult(controls, missing) : null, reasonId };
}

/** What each reason an entry cannot travel in a link asks of a person. */
export const SHARE_BLOCK_ADVICE: Readonly<Record<ShareBlock, string>> = {
  long: `an entry is longer than ${SHARE_VALUE_MAX} characters; shorten it`,
  hidden: "an entry holds a hidden character (such as a zero-width space); type it again",
};

/**
 * The reason 'Copy share link' is off: `blocks` are why the entries cannot travel in a link (null
 * while it is on). "Copy share link works once every entry fits in a link: an entry is longer than
 * 64 characters; shorten it."
 */
export function shareReason(label: string, blocks: readonly ShareBlock[] | null, reasonId: string): ReasonView {
  if (blocks === null) return { reason: null, reasonId };
  const advice =
    blocks.length > 0 ? blocks.map((b) => SHARE_BLOCK_ADVICE[b]).join(", and ") : "an entry cannot be put in a link";
  return { reason: `${label} works once every entry fits in a link: ${advice}.`, reasonId };
}
