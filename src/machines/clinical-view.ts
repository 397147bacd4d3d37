/**
 * The view model shared by the clinical calculators' connect layers (weight-dose, reconstitution,
 * infusion rate): text fields, radio groups, the result region, Copy and Reset, as the one card
 * view (src/components/clinical/clinical-card.tsx) renders them; `connectClinical` builds it from
 * a snapshot and the calculator's card words, and `clinicalControls` the controls table a person
 * uses for each event, in the same words. Pure: no React, no DOM.
 */
import type { EventObject } from "xstate";
import { typeOrClear, type ControlAction, type ControlsTable } from "~/machines/controls";
import type { ClinicalChoice, ClinicalChoices } from "./clinical-machine";
import type { UnitChangeContext } from "./clinical-unit-change";
import { resultReason, shareButton, type ReasonView, type ShareButtonView } from "./connect";
import { shareLinkControls } from "./share-link-region";
import type { ShareLink } from "~/domain/share/share-link";
import { noResultWords } from "~/domain/sentences";
import type { ClinicalFormShape } from "./clinical-form";
import type { FieldKind } from "~/domain/number/field-kinds";
import type { IncompleteStatus } from "~/domain/touched";

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
  /**
   * The phone keyboard the field needs: "decimal" for a number alone, "text" for what is written
   * on a label (a strength: "250 mg per 5 mL", "1:1000", "2%"), which a decimal keypad cannot type.
   */
  readonly keyboard: "decimal" | "text";
  readonly onChange: (value: string) => void;
  /** The person leaves the field (blur): from then on it is judged (issue 54). */
  readonly onLeave?: () => void;
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

export interface CopyView extends ReasonView {
  readonly label: string;
  readonly disabled: boolean;
  /** "Copied to the clipboard." while the copied indicator is on, else null. */
  readonly status: string | null;
  readonly onPress: () => void;
}

/**
 * A double check's step on the card (the weight-based dose's): the button that asks for it, and
 * the panel of the step it is at. While `blind`, the card shows the panel only: neither person's
 * entries nor the result.
 */
export interface CheckView {
  readonly step: "off" | "handover" | "entering" | "match" | "mismatch";
  readonly blind: boolean;
  /**
   * 'Ask for a double check'. Its own reason says why it is off while a check is open (without a
   * result it shares Copy's reason, which names it); null otherwise.
   */
  readonly request: ReasonView & { readonly label: string; readonly disabled: boolean; readonly onPress: () => void };
  readonly title: string | null;
  readonly lines: readonly string[];
  /** Every caution of an agreed dose, each starting "Caution: ". */
  readonly cautions: readonly string[];
  /** After a mismatch: the entries that differ, in form order. */
  readonly differing: readonly string[];
  /** The second entry's form (its step only). */
  readonly groups: readonly GroupView[];
  readonly fields: readonly FieldView[];
  /** Why Compare could not compare, or null. */
  readonly hint: string | null;
  /** The step's buttons, the first the main one. */
  readonly buttons: readonly { readonly label: string; readonly onPress: () => void }[];
}

export interface ClinicalView<F extends string = string, S extends string = string> {
  readonly fields: readonly FieldView<F>[];
  /**
   * The number conventions the fields on the form follow (field-kinds.ts), one line each under the
   * hint: "dose", then "label" while a field that takes what a label prints is on the form.
   */
  readonly numberRules: readonly FieldKind[];
  readonly groups: readonly GroupView[];
  readonly result: ResultView<S>;
  readonly copy: CopyView;
  /** 'Copy share link' (disabled while an entry cannot travel in a link) and the note of a link used or ignored. */
  readonly share: ShareButtonView;
  readonly reset: { readonly label: string; readonly onPress: () => void };
  /** The double check, on a card that offers one. */
  readonly check?: CheckView;
}

export const COPY_LABEL = "Copy result";
export const COPIED_TEXT = "Copied to the clipboard.";
export const RESET_LABEL = "Reset";
export const SHARE_LABEL = "Copy share link";
export { CAUTION_LEAD } from "~/domain/caution-lead";
import { CAUTION_LEAD } from "~/domain/caution-lead";

/** A field's element id in a card: "weight-dose-doses-per-day". */
export const fieldIdOf = (cardId: string, field: string): string =>
  `${cardId}-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** What a clinical evaluation says: a status of src/domain/clinical.ts, or the calculator's ready one. */
export type ClinicalStatus<F extends string = string> =
  | { readonly kind: "empty" | "incomplete"; readonly notes: Partial<Record<F, string>> }
  | {
      readonly kind: "invalid";
      readonly message: string;
      readonly issues: readonly { readonly field: string; readonly message: string }[];
      readonly notes: Partial<Record<F, string>>;
    }
  | { readonly kind: "offScale" | "impossible"; readonly message: string; readonly notes: Partial<Record<F, string>> }
  | {
      readonly kind: "ready";
      readonly cautions: readonly { readonly text: string }[];
      readonly basis: readonly string[];
      readonly notes: Partial<Record<F, string>>;
    };

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
export function clinicalResult<S extends ClinicalStatus>(
  status: S,
  stateValue: unknown,
  emptyPrompt: string,
  readyWords: (ready: Extract<S, { kind: "ready" }>) => { headline: string; lines: readonly string[] },
): ResultView<S["kind"]> {
  const kind = resultKindOf(stateValue);
  const none = { headline: null, lines: [], cautions: [], working: [] };
  // Waiting for fields not yet touched: the same prompt as an empty form, nothing marked (issue 54).
  if (status.kind === "empty" || status.kind === "incomplete")
    return { status: status.kind, tone: "empty", kind, ...none, message: emptyPrompt };
  if (status.kind !== "ready") {
    const { message } = status as Extract<S, { message: string }>;
    return {
      status: status.kind,
      tone: "error",
      kind,
      ...none,
      message: status.kind === "invalid" ? noResultWords(message) : message,
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

/** A choice's option as its radio value, and as the words on its radio button. */
type OptionWords = Pick<ClinicalChoice<never>, "label" | "value">;
const radioValue = (choice: OptionWords, option: unknown) =>
  choice.value ? choice.value(option as never) : String(option);
const radioLabel = (choice: OptionWords, option: unknown) =>
  choice.label ? choice.label(option as never) : String(option);

/**
 * The card's radio groups, one per choice of the form that is on it, in the choices' order: each
 * option with its words, the one chosen checked, the hint of the field the group answers for.
 */
export function choiceGroups<I>(
  cardId: string,
  choices: ClinicalChoices<I>,
  inputs: I,
  send: (event: EventObject) => void,
  hintOf: (field: string) => string | null,
): GroupView[] {
  return Object.entries(choices)
    .filter(([, choice]) => choice.shown?.(inputs) ?? true)
    .map(([type, choice]) => {
      const now = choice.chosen ? choice.chosen(inputs) : choice.input ? inputs[choice.input] : undefined;
      return {
        id: `${cardId}-${choice.id}`,
        name: choice.group,
        options: choice.options.map((o) => ({
          value: radioValue(choice, o),
          label: radioLabel(choice, o),
          checked: o === now,
        })),
        onChoose: (value: string) =>
          send({ type, [choice.key]: choice.options.find((o) => radioValue(choice, o) === value) }),
        ...(choice.hintOf === undefined ? {} : { hint: hintOf(choice.hintOf) }),
      };
    });
}

/** The keyboard of a card's field: a text keyboard for a strength as written on a label. */
export const keyboardOf = <F extends string>(card: { readonly labelFields: readonly F[] }, field: F) =>
  card.labelFields.includes(field) ? ("text" as const) : ("decimal" as const);

/** A clinical calculator's card: what its connect layer says beyond the machine's state. */
export interface ClinicalCard<I, F extends string, S extends ClinicalStatus<F>> extends ClinicalFormShape<I, F> {
  readonly cardId: string;
  readonly placeholder: Readonly<Record<F, string>>;
  /** The fields that take a strength as written on a label (a text keyboard); the others take a number. */
  readonly labelFields: readonly F[];
  /** The fields read as a label prints them ("25,000 units": field-kinds.ts), from the calculator's domain. */
  readonly labelNumbers: readonly F[];
  /** The evaluation, judged against the fields touched (src/domain/touched.ts). */
  readonly statusOf: (inputs: I, touched?: readonly string[]) => S | IncompleteStatus<string>;
  readonly emptyPrompt: (inputs: I) => string;
  readonly readyWords: (ready: Extract<S, { kind: "ready" }>) => { headline: string; lines: readonly string[] };
  /** A field's hint beyond a refused entry's (a target that cannot be made), or null. */
  readonly otherHint?: (field: F, status: S) => string | null;
  /** The calculator's share link (its `<name>.share.ts`). */
  readonly share: ShareLink<I>;
  /**
   * The buttons that wait for a result, as the reason beside them names them (issue 53): 'Copy
   * result', and 'Ask for a double check' on a card that offers one.
   */
  readonly resultControls?: readonly string[];
}

interface ClinicalSnapshot<I> {
  readonly context: { readonly inputs: I; readonly touched: readonly string[] };
  readonly value: unknown;
  matches(value: { copy: "copied" } | { link: "applied" | "ignored" }): boolean;
  can(event: { type: "copy" } | { type: "link.copy"; pageUrl: string }): boolean;
}

/**
 * The whole view model of a clinical card from its machine's snapshot: the fields on the form
 * (labels in the state they are in, values as typed, each refused entry's hint, how an entry was
 * read), the radio groups, the result region, Copy (enabled when the machine takes `copy`), 'Copy
 * share link' (enabled when every entry can travel in a link) with the note of a link used or
 * ignored, and Reset, with their handlers sending the machine's events.
 */
export function connectClinical<I, F extends string, S extends ClinicalStatus<F>, E extends EventObject>(
  card: ClinicalCard<I, F, S>,
  snapshot: ClinicalSnapshot<I>,
  send: (event: E) => void,
): ClinicalView<F, S["kind"] | "incomplete"> {
  const { inputs, touched } = snapshot.context;
  const status = card.statusOf(inputs, touched);
  const issues = status.kind === "invalid" ? status.issues : [];
  const hintOf = (field: string) => issues.find((i) => i.field === field)?.message ?? null;
  const post = send as unknown as (event: EventObject) => void;
  const unitNotes = (snapshot.context as Partial<UnitChangeContext<I>>).unitChange?.notes;
  const fields = (Object.keys(card.textOf) as F[])
    .filter((field) => card.fieldShown(field, inputs))
    .map((field) => ({
      field,
      id: fieldIdOf(card.cardId, field),
      label: card.fieldLabel(field, inputs),
      placeholder: card.placeholder[field],
      value: inputs[card.textOf[field]] as string,
      hint: hintOf(field) ?? (status.kind === "incomplete" ? null : card.otherHint?.(field, status)) ?? null,
      // What a change of unit did to the number typed (clinical-unit-change.ts), else how it was read.
      note: unitNotes?.[field] ?? status.notes[field] ?? null,
      keyboard: keyboardOf(card, field),
      onChange: (value: string) => post({ type: "field.change", field, value } as EventObject),
      onLeave: () => post({ type: "field.leave", field } as EventObject),
    }));
  return {
    fields,
    numberRules: fields.some((f) => card.labelNumbers.includes(f.field)) ? ["dose", "label"] : ["dose"],
    groups: choiceGroups(card.cardId, card.choices, inputs, post, hintOf),
    result: clinicalResult<S | IncompleteStatus>(status, snapshot.value, card.emptyPrompt(inputs), card.readyWords),
    copy: {
      label: COPY_LABEL,
      status: snapshot.matches({ copy: "copied" }) ? COPIED_TEXT : null,
      disabled: !snapshot.can({ type: "copy" }),
      onPress: () => post({ type: "copy" }),
      ...resultReason(
        card.resultControls ?? [COPY_LABEL],
        !snapshot.can({ type: "copy" }),
        status.kind,
        `${card.cardId}-result-reason`,
      ),
    },
    share: shareButton(snapshot, post, SHARE_LABEL, card.share, inputs, `${card.cardId}-share-reason`),
    reset: { label: RESET_LABEL, onPress: () => post({ type: "reset" }) },
  };
}

export const press = (name: string, group?: string): ControlAction =>
  group === undefined ? { kind: "press", role: "button", name } : { kind: "press", role: "radio", name, group };

/** The controls of a form's choices: press the option the event carries, in its radio group. */
export function choicePresses<I>(choices: ClinicalChoices<I>) {
  return Object.fromEntries(
    Object.entries(choices).map(([type, choice]) => [
      type,
      (e: EventObject): ControlAction =>
        press(radioLabel(choice, (e as unknown as Record<string, unknown>)[choice.key]), choice.group),
    ]),
  );
}

/**
 * A clinical calculator's controls table (src/machines/controls.ts): type in (or clear) the field
 * labelled as it is in the state before, press an option in its radio group, press Copy, Reset or
 * 'Copy share link', open a share link.
 */
export function clinicalControls<
  I,
  E extends EventObject,
  TSnapshot extends { readonly context: { readonly inputs: I } },
>(
  card: Pick<ClinicalCard<I, never, never>, "choices" | "share"> & { fieldLabel: (field: never, inputs: I) => string },
): ControlsTable<E, TSnapshot> {
  type Row = (e: EventObject & { field: never; value: string }, before: TSnapshot) => ControlAction;
  const table: Record<string, Row> = {
    "field.change": (e, before) => typeOrClear(card.fieldLabel(e.field, before.context.inputs), e.value),
    "field.leave": (e, before) => ({ kind: "leave", label: card.fieldLabel(e.field, before.context.inputs) }),
  };
  Object.assign(table, choicePresses(card.choices));
  table.reset = () => press(RESET_LABEL);
  table.copy = () => press(COPY_LABEL);
  Object.assign(table, shareLinkControls(card.share, SHARE_LABEL));
  return table as unknown as ControlsTable<E, TSnapshot>;
}
