/**
 * What the clinical calculators' connect layers have in common (in the manner of chakra-ui/zag's
 * `tabs.connect.ts`): the shape of the view model a clinical card spreads (fields, choice groups,
 * result, Copy and Reset) and the helpers that build its parts from a snapshot. Pure: no React, no DOM.
 */

export const COPY_LABEL = "Copy result";
export const COPIED_TEXT = "Copied to the clipboard.";
export const RESET_LABEL = "Reset";
export const CAUTION_LEAD = "Caution: ";

export interface FieldView<F extends string = string> {
  readonly field: F;
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  /** Why the entry is refused, or null. */
  readonly hint: string | null;
  /** How the entry was read, when that differs from what was typed ("22 lb = 9.98 kg"), or null. */
  readonly note: string | null;
  readonly onChange: (value: string) => void;
}

export interface ChoiceView {
  readonly value: string;
  readonly label: string;
  readonly checked: boolean;
}

export interface GroupView {
  readonly id: string;
  readonly name: string;
  readonly options: readonly ChoiceView[];
  /** Why the form cannot go on without this choice ("Choose per minute or per hour…"), or none. */
  readonly hint?: string | null;
  readonly onChoose: (value: string) => void;
}

export interface ResultView<S extends string = string> {
  /** The machine's result state: empty, invalid, offScale or ready. */
  readonly status: S;
  readonly tone: "empty" | "result" | "caution" | "error";
  /** The region's data-state: "ready.capped", "invalid.order"… for tests and styling. */
  readonly kind: string;
  /** The figure the result is about ("150 mg", "13.1 mL/h"), or null without a result. */
  readonly headline: string | null;
  /** Lines under the headline. */
  readonly lines: readonly string[];
  /** Every caution, each starting "Caution: ". */
  readonly cautions: readonly string[];
  /** The working, one line per step. */
  readonly working: readonly string[];
  /** Without a result: what to do. */
  readonly message: string | null;
}

export interface ClinicalView<F extends string = string, S extends string = string> {
  readonly fields: readonly FieldView<F>[];
  readonly groups: readonly GroupView[];
  readonly result: ResultView<S>;
  readonly copy: {
    readonly label: string;
    readonly disabled: boolean;
    /** "Copied to the clipboard." while the copied indicator is on, else null. */
    readonly status: string | null;
    readonly onPress: () => void;
  };
  readonly reset: { readonly label: string; readonly onPress: () => void };
}

/** A field's element id: `<card>-<field in kebab case>`. */
export const fieldId = (cardId: string, field: string) =>
  `${cardId}-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** A radio group of the card: its options as `[value, label]`, the one chosen (or none), the handler. */
export const choiceGroup = (
  cardId: string,
  id: string,
  name: string,
  options: readonly (readonly [string, string])[],
  chosen: string | null,
  onChoose: (value: string) => void,
): GroupView => ({
  id: `${cardId}-${id}`,
  name,
  options: options.map(([value, label]) => ({ value, label, checked: value === chosen })),
  onChoose,
});

/** The result region's data-kind: its state value as text ("empty", '{"invalid":"dose"}'). */
export function resultKind(value: unknown): string {
  const state = (value as { result: unknown }).result;
  return typeof state === "string" ? state : JSON.stringify(state);
}

/** A result without a figure: empty (a prompt), invalid ("No result: …") or off scale. */
export function noResultView<S extends string>(
  status: { readonly kind: S; readonly message?: string },
  kind: string,
  emptyPrompt: string,
): ResultView<S> {
  const none = { headline: null, lines: [], cautions: [], working: [] };
  if (status.kind === "empty") return { status: status.kind, tone: "empty", kind, ...none, message: emptyPrompt };
  const message = status.kind === "invalid" ? `No result: ${status.message}.` : (status.message ?? "");
  return { status: status.kind, tone: "error", kind, ...none, message };
}

/** A ready result: its headline, lines, cautions (each led by "Caution: ") and working. */
export function readyView<S extends string>(
  status: S,
  kind: string,
  headline: string,
  lines: readonly string[],
  cautions: readonly { readonly text: string }[],
  working: readonly string[],
): ResultView<S> {
  return {
    status,
    tone: cautions.length > 0 ? "caution" : "result",
    kind,
    headline,
    lines,
    cautions: cautions.map((c) => `${CAUTION_LEAD}${c.text}`),
    working,
    message: null,
  };
}

/** Copy result and Reset, from the snapshot: Copy is enabled when the machine takes `copy`. */
export function copyAndReset(
  snapshot: { matches: (v: { copy: "copied" }) => boolean; can: (e: { type: "copy" }) => boolean },
  send: (event: { type: "copy" } | { type: "reset" }) => void,
): Pick<ClinicalView, "copy" | "reset"> {
  return {
    copy: {
      label: COPY_LABEL,
      status: snapshot.matches({ copy: "copied" }) ? COPIED_TEXT : null,
      disabled: !snapshot.can({ type: "copy" }),
      onPress: () => send({ type: "copy" }),
    },
    reset: { label: RESET_LABEL, onPress: () => send({ type: "reset" }) },
  };
}
