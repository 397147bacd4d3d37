/**
 * The view model shared by the clinical calculators' connect layers (weight-dose.connect.ts,
 * reconstitution.connect.ts): a text field, a radio group, the result region, Copy and Reset, as
 * the one card view (src/components/clinical/clinical-card.tsx) renders them. Pure: no React, no DOM.
 */

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
  readonly onChoose: (value: string) => void;
  /** Why the choice is needed now ("Choose per minute or per hour, as the order is written"), or none. */
  readonly hint?: string | null;
}

export interface ResultView<S extends string = string> {
  /** The machine's result state: empty, invalid, offScale, ready… */
  readonly status: S;
  readonly tone: "empty" | "result" | "caution" | "error";
  /** The region's data-state: "ready.capped", "invalid.order"… for tests and styling. */
  readonly kind: string;
  /** The result's headline ("150 mg", "100 mg/mL"), or null without a result. */
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

export interface CopyView {
  readonly label: string;
  readonly disabled: boolean;
  /** "Copied to the clipboard." while the copied indicator is on, else null. */
  readonly status: string | null;
  readonly onPress: () => void;
}

export interface ClinicalView<F extends string = string, S extends string = string> {
  readonly fields: readonly FieldView<F>[];
  readonly groups: readonly GroupView[];
  readonly result: ResultView<S>;
  readonly copy: CopyView;
  readonly reset: { readonly label: string; readonly onPress: () => void };
}

export const COPY_LABEL = "Copy result";
export const COPIED_TEXT = "Copied to the clipboard.";
export const RESET_LABEL = "Reset";
export const CAUTION_LEAD = "Caution: ";

/** A field's element id in a card: "weight-dose-doses-per-day". */
export const fieldIdOf = (cardId: string, field: string): string =>
  `${cardId}-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** What a card's fields show, each from the machine's inputs and the evaluation's issues and notes. */
export function fieldViews<F extends string>(
  cardId: string,
  fields: readonly F[],
  words: {
    readonly label: (field: F) => string;
    readonly placeholder: Readonly<Record<F, string>>;
    readonly value: (field: F) => string;
    readonly hint: (field: F) => string | null;
    readonly note: (field: F) => string | null;
    readonly onChange: (field: F, value: string) => void;
  },
): FieldView<F>[] {
  return fields.map((field) => ({
    field,
    id: fieldIdOf(cardId, field),
    label: words.label(field),
    placeholder: words.placeholder[field],
    value: words.value(field),
    hint: words.hint(field),
    note: words.note(field),
    onChange: (value) => words.onChange(field, value),
  }));
}

/** A radio group of a card: its options ([value, label]) with the chosen one checked. */
export function choiceGroup(
  cardId: string,
  id: string,
  name: string,
  options: readonly (readonly [string, string])[],
  chosen: string,
  onChoose: (v: string) => void,
): GroupView {
  return {
    id: `${cardId}-${id}`,
    name,
    options: options.map(([value, label]) => ({ value, label, checked: value === chosen })),
    onChoose,
  };
}

/** The result region's data-kind: the state value of the machine's `result` region, as text. */
export function resultKindOf(value: unknown): string {
  const state = (value as { result: unknown }).result;
  return typeof state === "string" ? state : JSON.stringify(state);
}

/**
 * The result region from a clinical evaluation's status: without a result, the prompt (empty), the
 * refused entry's words (invalid) or the status's own message; with one, the calculator's headline
 * and lines (`readyWords`), every caution led by "Caution: ", and the working.
 */
export function clinicalResult<
  S extends
    | { readonly kind: "empty" }
    | { readonly kind: "invalid" | "offScale" | "impossible"; readonly message: string }
    | {
        readonly kind: "ready";
        readonly cautions: readonly { readonly text: string }[];
        readonly basis: readonly string[];
      },
>(
  status: S,
  stateValue: unknown,
  emptyPrompt: string,
  readyWords: (ready: Extract<S, { kind: "ready" }>) => { headline: string; lines: readonly string[] },
): ResultView<S["kind"]> {
  const kind = resultKindOf(stateValue);
  const none = { headline: null, lines: [], cautions: [], working: [] };
  if (status.kind === "empty") return { status: status.kind, tone: "empty", kind, ...none, message: emptyPrompt };
  if (status.kind !== "ready") {
    const { message } = status as Extract<S, { message: string }>;
    return {
      status: status.kind,
      tone: "error",
      kind,
      ...none,
      message: status.kind === "invalid" ? `No result: ${message}.` : message,
    };
  }
  const ready = status as Extract<S, { kind: "ready" }>;
  return {
    status: status.kind,
    tone: ready.cautions.length > 0 ? "caution" : "result",
    kind,
    ...readyWords(ready),
    cautions: ready.cautions.map((c) => `${CAUTION_LEAD}${c.text}`),
    working: ready.basis,
    message: null,
  };
}

/** Copy and Reset: Copy is enabled when the machine takes 'copy', its status on while copied. */
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
