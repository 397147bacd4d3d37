/**
 * The connect layer every lab-form calculator shares (molarity, dilution; in the manner of
 * chakra-ui/zag's `connect`): from a snapshot of a machine built with createLabFormMachine and
 * `send`, each field as its input shows it (the text typed, or the calculated unknown; its hint;
 * how it was read), the 'Solve for:' choice, Calculate and Reset, and the result area's tone and
 * words. Each calculator's connect (molarity.connect.ts, dilution.connect.ts) gives its words and
 * adds its own parts; the view spreads the output and the view-level tests read the same output.
 * Pure: no React, no DOM.
 */
import {
  choiceGroup,
  leafPath,
  readingNote,
  shareButton,
  type ChoiceGroupView,
  type ShareButtonView,
} from "~/machines/connect";
import { SHARE_LINK_LABEL, type ShareBlock } from "~/domain/share/share-fragment";
import type { ShareLinkNotes } from "~/domain/share/share-link";
import { formValueOf, modeOf, resultKindOf, statusOf } from "./lab-form.selectors";
import { COPY_RECORD_LABEL, PRINT_RECORD_LABEL, RECORD_WAITS_NOTE, type LabRecord } from "~/domain/lab/lab-record";
import {
  hintId,
  RESET_LABEL,
  SOLVE_FOR_GROUP,
  type LabFormContextBase,
  type LabFormEvent,
  type LabLinkInputs,
} from "./lab-form.types";

/** What a lab form's connect reads of a snapshot. */
export interface LabFormSnapshot<F extends string, R> {
  readonly value: unknown;
  readonly context: LabFormContextBase<F, R>;
  can(event: { type: "link.copy"; pageUrl: string }): boolean;
  matches(value: { link: "applied" | "ignored" }): boolean;
}

/** How a field names itself: its label and placeholder, and its words in its notes. */
export interface LabFieldText {
  readonly label: string;
  readonly placeholder: string;
  /** Starts "… will be calculated": "C2", "Mass of solute". */
  readonly name: string;
  /** Follows "Calculated ": "C2", "mass of solute". */
  readonly calculatedName: string;
  /** Follows a reading that differs from what was typed ("Read as 2.5 g"), if any. */
  readonly unit: string | null;
}

/** One field as its input shows it (the props of the view's LabField). */
export interface LabFieldView {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  /** The text typed, or, as the unknown, the calculated value ("" before a result). */
  readonly value: string;
  /** The unknown: its input is disabled and shows the result. */
  readonly disabled: boolean;
  /** The hint under this field, or null. */
  readonly error: string | null;
  /** The id of a hint under another field that also describes this one (C2 > C1 marks C1), or null. */
  readonly alsoDescribedBy: string | null;
  /** How the text was read, or that the field is calculated, or null. */
  readonly note: string | null;
  readonly onChange: (value: string) => void;
}

/** The words a calculator gives the shared lab-form connect. */
export interface LabFormWords<F extends string, M extends string, R> {
  /**
   * Prefixes the ids ("dilution" → "dilution-card-title", "dilution-result", "dilution-solve-for";
   * a field's: "molarity-molecular-weight").
   */
  readonly name: string;
  readonly fields: readonly F[];
  /** A field's words in the snapshot's state. */
  readonly fieldText: (field: F) => LabFieldText;
  /** The unknown's text in its input, from the result. */
  readonly resultFieldText: (result: R) => string;
  /** Marks a field also described by a hint under another field (cross-field checks). */
  readonly linkedHints: boolean;
  /** The 'Solve for:' options as [mode, words]. */
  readonly modes: readonly (readonly [M, string])[];
  readonly calculateName: string;
  /** The name of the result area. */
  readonly resultLabel: string;
  /** What the result area says before the first Calculate. */
  readonly prompt: string;
  /** The plain kind of result (the first of the machine's result kinds); any other is a caution. */
  readonly plainKind: string;
  /** The notebook record of the result shown (the machine's `record`), or null without one. */
  readonly record: LabRecord | null;
  /** The calculator's share link (its `<name>.share.ts`): its notes, and why entries cannot travel in it. */
  readonly link: {
    readonly notes: ShareLinkNotes;
    blocks(inputs: LabLinkInputs<F, M, never>): readonly ShareBlock[];
  };
}

export interface LabFormView<F extends string, M extends string> {
  /** The form's state path, for the tests ("mass.calculated.possible"). */
  readonly state: string;
  /**
   * 'Copy share link' (the mode, the entries and the units, never the result) and the note of a
   * link used or ignored (the machine's `link` region).
   */
  readonly share: ShareButtonView & { readonly noteId: string };
  readonly titleId: string;
  readonly fields: Readonly<Record<F, LabFieldView>>;
  readonly solveFor: ChoiceGroupView<M>;
  readonly calculate: { readonly label: string; readonly onSubmit: () => void };
  readonly reset: { readonly label: string; readonly onReset: () => void };
  /**
   * 'Copy record' and 'Print record' (issue 52): on with a result (the machine's `calculated`);
   * off otherwise, with `waiting` saying why beside them.
   */
  readonly record: {
    readonly enabled: boolean;
    readonly copyLabel: string;
    readonly printLabel: string;
    readonly onCopy: () => void;
    readonly onPrint: () => void;
    /** Why they are off, or null when they are on. */
    readonly waiting: string | null;
    /** The record the page prints, or null without a result. */
    readonly lines: LabRecord | null;
  };
  readonly result: {
    readonly id: string;
    readonly label: string;
    readonly tone: "empty" | "result" | "caution" | "error";
    /** The kind of result (the state within `calculated`), or null without one. */
    readonly kind: string | null;
    /** Without a result: the form-wide hint, the prompt to correct the fields, or what to enter; else null. */
    readonly message: string | null;
    /** A result's caution, or null (the calculator's connect fills it in). */
    readonly caution: string | null;
    readonly cautionId: string;
  };
}

/** A field's input id: "molarity" and "molecularWeight" → "molarity-molecular-weight". */
export const labFieldId = (name: string, field: string) =>
  `${name}-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export function connectLabForm<F extends string, M extends string, R>(
  snapshot: LabFormSnapshot<F, R>,
  send: (event: LabFormEvent<F, M>) => void,
  words: LabFormWords<F, M, R>,
): LabFormView<F, M> {
  const { values, issues, result } = snapshot.context;
  const mode = modeOf<M>(snapshot);
  const status = statusOf(snapshot);
  const kind = resultKindOf(snapshot);
  const fieldView = (field: F): LabFieldView => {
    const text = words.fieldText(field);
    const id = labFieldId(words.name, field);
    const unknown = (mode as string) === field;
    const linked = words.linkedHints
      ? (issues.find((i) => i.field !== null && i.involves.includes(field))?.field ?? null)
      : null;
    return {
      id,
      label: text.label,
      // The unknown shows nothing until it holds a result: an example there would look like one.
      placeholder: unknown ? "" : text.placeholder,
      value: unknown ? (result ? words.resultFieldText(result) : "") : values[field],
      disabled: unknown,
      error: unknown ? null : (issues.find((i) => i.field === field)?.message ?? null),
      alsoDescribedBy: linked && linked !== field ? hintId(labFieldId(words.name, linked)) : null,
      note: unknown
        ? result
          ? `Calculated ${text.calculatedName}`
          : `${text.name} will be calculated`
        : readingNote(values[field], text.unit),
      onChange: (value) => send({ type: "FIELD.CHANGE", field, value }),
    };
  };
  const cautioned = kind !== null && kind !== words.plainKind;
  const resultId = `${words.name}-result`;
  return {
    state: leafPath(formValueOf(snapshot)),
    share: {
      ...shareButton(
        snapshot,
        send,
        SHARE_LINK_LABEL,
        words.link,
        { mode, values, units: (snapshot.context as unknown as { units: never }).units },
        `${words.name}-share-reason`,
      ),
      noteId: `${words.name}-link-note`,
    },
    titleId: `${words.name}-card-title`,
    fields: Object.fromEntries(words.fields.map((f) => [f, fieldView(f)])) as Record<F, LabFieldView>,
    solveFor: choiceGroup(`${words.name}-solve-for`, SOLVE_FOR_GROUP, words.modes, mode, (m) =>
      send({ type: "SOLVE_FOR", mode: m }),
    ),
    calculate: { label: words.calculateName, onSubmit: () => send({ type: "CALCULATE" }) },
    reset: { label: RESET_LABEL, onReset: () => send({ type: "RESET" }) },
    record: {
      enabled: status === "calculated",
      copyLabel: COPY_RECORD_LABEL,
      printLabel: PRINT_RECORD_LABEL,
      onCopy: () => send({ type: "COPY" }),
      onPrint: () => send({ type: "PRINT" }),
      waiting: status === "calculated" ? null : RECORD_WAITS_NOTE,
      lines: status === "calculated" ? words.record : null,
    },
    result: {
      id: resultId,
      label: words.resultLabel,
      tone: result !== null ? (cautioned ? "caution" : "result") : status === "invalid" ? "error" : "empty",
      kind,
      message:
        result !== null
          ? null
          : status === "invalid"
            ? (issues.find((i) => i.field === null)?.message ??
              `No result: correct the highlighted field, then press ${words.calculateName}.`)
            : words.prompt,
      caution: null,
      cautionId: `${words.name}-caution`,
    },
  };
}
