/**
 * Types shared by the laboratory calculators' machines (molarity, dilution): a form of decimal
 * text fields, a solve-for choice of the unknown, Calculate and Reset. Each machine names its own
 * fields (F), modes (M) and result (R); src/machines/lab-form/lab-form.factory.ts builds the
 * machine from them.
 */

import type { EventObject } from "xstate";
import type { ShareLinkEmitted, ShareLinkEvent } from "../share-link-region";

/** The name of the radio group that picks the unknown, and of the button that clears the form. */
export const SOLVE_FOR_GROUP = "Solve for:";
export const RESET_LABEL = "Reset";

/** Id of a field's inline hint element (for aria-describedby from other fields). */
export const hintId = (fieldId: string) => `${fieldId}-hint`;

/** What a lab form shows in the result area within a solve-for mode. */
export type LabStatus = "editing" | "calculated" | "invalid";

/**
 * One inline hint. `field` is where it is shown (null: the whole form); `involves` lists the
 * fields whose edit makes it out of date (a cross-field check involves both fields).
 */
export interface LabIssue<F extends string> {
  readonly field: F | null;
  readonly message: string;
  readonly involves: readonly F[];
}

export type LabOutcome<F extends string, R> =
  { readonly ok: true; readonly result: R } | { readonly ok: false; readonly issues: readonly LabIssue<F>[] };

/** The text of each field exactly as typed. */
export type LabValues<F extends string> = Record<F, string>;

/** Each field's quantity as a number (full precision: rounding is for display only). */
export type LabNumbers<F extends string> = Readonly<Record<F, number>>;

/**
 * What every lab form's result holds: the mode it was solved in, all the quantities (the unknown
 * computed, full precision: rounding is for display only), the unknown, and the significant
 * figures the computed numbers are shown with (each calculator's result type says its rule).
 */
export interface LabResultBase<F extends string, M extends string> {
  readonly solveFor: M;
  readonly numbers: LabNumbers<F>;
  readonly value: number;
  /** Figures of the result: those of the least precise entry, 3 to 6 (lab-field.ts). */
  readonly significant: number;
  /** True when an entry was typed with trailing zeros (40.00): the result keeps its own (5.000 g). */
  readonly keepsZeros: boolean;
}

/** What every lab form holds: the text of each field as typed, the hints and the result. */
export interface LabFormContextBase<F extends string, R> {
  readonly values: Readonly<Record<F, string>>;
  readonly issues: readonly LabIssue<F>[];
  readonly result: R | null;
}

/** A choice that changes what a field means (a unit): stored in the context, handled as an edit. */
export interface LabChoice<C, E extends EventObject> {
  /** The event type, e.g. "UNIT.CHANGE". */
  readonly type: E["type"];
  /** The field whose hints the choice makes out of date. */
  readonly field: (event: E) => string;
  /** The context after the choice (only what changes). */
  readonly apply: (context: C, event: E) => Partial<C>;
}

/** The events every lab form handles (with the share link's: the address's fragment, 'Copy share link'). */
export type LabFormEvent<F extends string, M extends string> =
  | ShareLinkEvent
  /** `source`: the control that filled the field when it was not typed (a common solute's name). */
  | { type: "FIELD.CHANGE"; field: F; value: string; source?: string }
  | { type: "SOLVE_FOR"; mode: M }
  | { type: "CALCULATE" }
  | { type: "RESET" }
  /** 'Copy record' (with a result): the record's text goes to the clipboard (issue 52). */
  | { type: "COPY" }
  /** 'Print record' (with a result): the page prints the record with the device's date. */
  | { type: "PRINT" };

/**
 * Side effects leave the machine as emitted events: the view moves the focus, and says
 * `announcement` through the page's one announcer (src/lib/announce.ts).
 */
export type LabFormEmitted<F extends string, M extends string = string> =
  | ShareLinkEmitted
  | { type: "focus.field"; field: F }
  /**
   * The unknown changed (a Solve-for choice, a share link): `field` is now computed and disabled.
   * If it has the focus, the focus moves to the 'Solve for' choice of `mode`, never left on a
   * disabled field or dropped to the page (issue 53, principle 4); elsewhere, it stays.
   */
  | { type: "focus.offUnknown"; field: F; mode: M }
  /** Calculate pressed: the result in words, or "No result." and the hints (focus moves too). */
  | { type: "calculated"; ok: boolean; mode: M; announcement: string }
  /** A 'Solve for' choice: the new unknown and what to enter. */
  | { type: "mode.chosen"; mode: M; announcement: string }
  /** Reset: the fields were cleared; the mode (kept) and what to enter. */
  | { type: "form.reset"; mode: M; announcement: string }
  /** An edit made with a control (a unit, a common solute): what it set; a result cleared by it. */
  | { type: "edited"; announcement: string }
  /** 'Copy record': the text the view writes to the clipboard (and says whether it could). */
  | { type: "copy"; text: string }
  /** 'Print record': the view prints the page, of which only the record is printed. */
  | { type: "print.requested" };

/** How a field is named in its hints (src/domain/lab/lab-field.ts). */
export type { LabFieldWords } from "~/domain/lab/lab-field";

/**
 * What a lab form's share link holds (issue 52, principle 6): the 'Solve for' mode, the text of
 * every field as typed (the unknown's blank: it is calculated) and the unit choices; never the
 * result. Each calculator's `<name>.share.ts` builds its link with labFormShare (lab-form.share.ts).
 */
export interface LabLinkInputs<F extends string, M extends string, U> {
  readonly mode: M;
  readonly values: Readonly<Record<F, string>>;
  readonly units: U;
}

/** The units of a lab form's context (molarity's, dilution's). */
export type UnitsOf<C> = C extends { readonly units: infer U } ? U : never;

/** The shape TypeScript sees of a lab form's config: the form (a mode, then a status) beside the link. */
export interface LabFormConfig<C> {
  id: string;
  type: "parallel";
  context: C;
  states: {
    form: { initial: string; states: Record<string, { initial: "editing"; states: Record<LabStatus, object> }> };
    link: { initial: "none"; states: { none: object; applied: object; ignored: object } };
  };
}
