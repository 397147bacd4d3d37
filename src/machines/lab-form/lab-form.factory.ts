/**
 * The one shape of the laboratory calculators' machines (molarity, dilution). Each machine file
 * calls `createLabFormMachine` with its own fields, solve-for modes, calc function and words;
 * the behaviour is written once, here:
 *
 *   form                           parallel region: the form
 *   <mode>                         one compound state per solve-for mode (the unknown)
 *   ├─ editing                     no result; typing stays here
 *   ├─ calculated                  a result for the numbers on the form; with `resultKinds`, one
 *   │                              sub-state per kind of result (a caution is a state)
 *   └─ invalid                     hints instead of a result
 *
 *   CALCULATE [inputsValid(mode)] ▶ <mode>.calculated   (the pure calc function of the machine)
 *   CALCULATE                     ▶ <mode>.invalid      (hints; focus the first field to fix)
 *   RESET                         ▶ <initial mode>.editing (every value, hint and result cleared;
 *                                                        units and choices back to the page's
 *                                                        defaults; focus the first field that is
 *                                                        not the unknown; said)
 *   calculated ──edit▶ editing    (a result is never shown for other numbers)
 *   invalid ──edit [hintsRemainAfterEdit]▶ invalid, else ▶ editing
 *   SOLVE_FOR [choosesMode(other)] ▶ <other>.editing    (result and hints cleared, values kept)
 *   (a Solve-for choice or a link that changes the unknown emits `focus.offUnknown`: the field that
 *    is now computed, if it has the focus, gives it to the mode's 'Solve for' choice; issue 53)
 *
 *   calculated ──COPY▶ (emits `copy`: the record's text)   calculated ──PRINT▶ (emits `print.requested`)
 *   link.open [a readable link for <mode>] ▶ <mode>.calculated, or <mode>.invalid (its entries as if
 *                                             typed, and Calculate pressed)
 *   link.copy [every entry fits a link]     (emits `link.copy`: the page's address with the mode,
 *                                             the entries and the units, never the result)
 *
 *   link                           parallel region (share-link-region.ts): none / applied / ignored;
 *                                  Reset, an edit or a Solve-for choice after a link was applied
 *                                  return to none and take the link out of the address
 *
 * Calculate emits `calculated`, a Solve-for choice `mode.chosen`, Reset `form.reset`, and an edit
 * made with a control rather than typed (a unit choice, a common solute) `edited`, each with the
 * words the page's one announcer says (the machine's `announcements`): the result, or "No
 * result." and the hints; the new unknown and what to enter; what Reset cleared; what the control
 * set, and that the result was cleared when there was one. Typing says nothing.
 *
 * An "edit" is FIELD.CHANGE, or the machine's choice event (molarity: UNIT.CHANGE), which
 * changes what a field's number means. This file builds a machine and is not one: it has no
 * registry entry, no diagram of its own (each machine built with it has both).
 */
import { assign, emit, enqueueActions, setup, type EventObject } from "xstate";
import type { ShareLink } from "~/domain/share/share-link";
import { linkedInputs, shareLinkRegion } from "../share-link-region";
import type { MachineDocs } from "../machine-docs";
import { issuesAfterEdit, issuesAnnouncement } from "./lab-form.calc";
import { recordText, type LabRecord } from "~/domain/lab/lab-record";
import type {
  LabChoice,
  LabFormConfig,
  LabFormContextBase,
  LabFormEmitted,
  LabFormEvent,
  LabLinkInputs,
  LabOutcome,
  LabStatus,
  UnitsOf,
} from "./lab-form.types";

export type { LabChoice } from "./lab-form.types";

export interface LabFormSpec<
  F extends string,
  M extends string,
  R,
  C extends LabFormContextBase<F, R>,
  E extends EventObject,
> {
  readonly id: string;
  readonly modes: readonly M[];
  readonly initialMode: M;
  readonly context: C;
  readonly emptyValues: Readonly<Record<F, string>>;
  /** The pure calculation of the machine (its calc module). */
  readonly calculate: (context: C, mode: M) => LabOutcome<F, R>;
  /** The fields in form order: after Reset the first one that is not the unknown takes the focus. */
  readonly fields: readonly F[];
  readonly docs: MachineDocs;
  readonly modeDescriptions: Readonly<Record<M, string>>;
  readonly statusDescriptions: Readonly<Record<LabStatus, string>>;
  /** Optional choice event (molarity's units). */
  readonly choice?: LabChoice<C, E>;
  /**
   * Optional kinds of result, each a sub-state of `calculated` (issue 27: a caution is a state):
   * the transient `calculated.checking` asks `kindOf(result)` and enters the state of that name.
   * The first kind is the plain result; the others are cautions the view shows with the result.
   */
  readonly resultKinds?: {
    readonly kinds: readonly string[];
    readonly kindOf: (result: R) => string;
    readonly descriptions: Readonly<Record<string, string>>;
  };
  /**
   * Optional kinds of "no result", each a sub-state of `invalid` (issue 52: a unit mismatch is a
   * state): the transient `invalid.checking` asks `kindOf(context)` and enters the state of that
   * name, as `resultKinds` does for `calculated`.
   */
  readonly invalidKinds?: {
    readonly kinds: readonly string[];
    readonly kindOf: (context: C) => string;
    readonly descriptions: Readonly<Record<string, string>>;
  };
  /**
   * The notebook record of a result (issue 52, principle 6): 'Copy record' (COPY) emits its text,
   * 'Print record' (PRINT) asks the view to print it; both only with a result.
   */
  readonly record: (result: R, context: C) => LabRecord;
  /**
   * The share link (issue 52, principle 6): the mode, the entries and the units
   * (lab-form.share.ts), and the machine's `<name>.share.ts` for its docs.
   */
  readonly share: { readonly link: ShareLink<LabLinkInputs<F, M, UnitsOf<C>>>; readonly file: string };
  /** What the page's announcer says, in the machine's words (formatted by the shared formatter). */
  readonly announcements: {
    /** A result after Calculate: "V1 = 5 mL. Add 45 mL of diluent …". */
    readonly result: (result: R, context: C) => string;
    /** A 'Solve for' choice: "Solving for V2, the final volume. Enter …". */
    readonly mode: (mode: M) => string;
    /**
     * An edit made with a control, not typed (a unit choice, a common solute): what it set, in
     * the context after it ("Mass of solute in mg."); null for typing, which says nothing.
     */
    readonly edited?: (context: C, event: LabFormEvent<F, M> | E) => string | null;
    /** Added after `edited` when the edit cleared a result: "The result was cleared: press Calculate Mass." */
    readonly resultCleared: (mode: M) => string;
  };
}

type ModeParams<M> = { mode: M };

export function createLabFormMachine<
  F extends string,
  M extends string,
  R,
  C extends LabFormContextBase<F, R>,
  E extends EventObject = LabFormEvent<F, M>,
>(spec: LabFormSpec<F, M, R, C, E>) {
  const choiceType = spec.choice?.type;
  /** The first field a person can type in when solving for `mode`. */
  const firstKnownField = (mode: M): F =>
    spec.fields.find((f) => (f as string) !== (mode as string)) ?? spec.fields[0]!;
  /** The field an edit event changes, or null for other events. */
  const editedField = (event: EventObject): F | null => {
    if (event.type === "FIELD.CHANGE") return (event as unknown as { field: F }).field;
    if (spec.choice && event.type === choiceType) return spec.choice.field(event as E) as F;
    return null;
  };
  const remainingIssues = (context: C, event: EventObject) => {
    const field = editedField(event);
    return field === null ? context.issues : issuesAfterEdit(context.issues, field);
  };

  // The share link: what a link's entries make of the form, and what they calculate.
  const link = spec.share.link;
  type Inputs = LabLinkInputs<F, M, UnitsOf<C>>;
  const linkedContext = (inputs: Inputs): C => ({ ...spec.context, values: inputs.values, units: inputs.units });
  const linkedOutcome = (inputs: Inputs) => spec.calculate(linkedContext(inputs), inputs.mode);
  const inputsIn = (context: C, mode: M): Inputs => ({
    mode,
    values: context.values,
    units: (context as unknown as { units: UnitsOf<C> }).units,
  });
  const linkFor = (event: EventObject, mode: M): Inputs | null => {
    const inputs = linkedInputs(link, event);
    return inputs !== null && inputs.mode === mode ? inputs : null;
  };
  const copiedLink = (context: C, event: EventObject, mode: M): string | null => {
    const pageUrl = (event as { pageUrl?: unknown }).pageUrl;
    return event.type === "link.copy" && typeof pageUrl === "string"
      ? link.linkOf(pageUrl, inputsIn(context, mode))
      : null;
  };
  // What the announcer says after the link's note: the result, or "No result." and the hints.
  const linkAnswer = (inputs: Inputs) => {
    const outcome = linkedOutcome(inputs);
    return outcome.ok
      ? spec.announcements.result(outcome.result, { ...linkedContext(inputs), result: outcome.result })
      : issuesAnnouncement(outcome.issues);
  };

  const machineSetup = setup({
    types: {
      context: {} as C,
      events: {} as LabFormEvent<F, M> | E,
      emitted: {} as LabFormEmitted<F, M>,
    },
    actions: {
      setValue: assign(({ context, event }) =>
        event.type === "FIELD.CHANGE"
          ? ({
              values: {
                ...context.values,
                [(event as LabFormEvent<F, M> & { type: "FIELD.CHANGE" }).field]: (
                  event as LabFormEvent<F, M> & { type: "FIELD.CHANGE" }
                ).value,
              },
            } as unknown as Partial<C>)
          : {},
      ),
      setChoice: assign(({ context, event }) =>
        spec.choice && event.type === choiceType ? spec.choice.apply(context, event as E) : {},
      ),
      dropEditedIssues: assign(
        ({ context, event }) => ({ issues: remainingIssues(context, event) }) as unknown as Partial<C>,
      ),
      clearResult: assign(() => ({ result: null }) as unknown as Partial<C>),
      clearIssues: assign(() => ({ issues: [] }) as unknown as Partial<C>),
      clearOutcome: assign(() => ({ result: null, issues: [] }) as unknown as Partial<C>),
      // Reset returns the whole form to the page's defaults: values, units and choices (issue 52:
      // a unit kept from before is the next entry's 1 000-fold slip).
      clearValues: assign(() => ({ ...spec.context, values: spec.emptyValues, issues: [], result: null })),
      storeResult: assign(({ context }, { mode }: ModeParams<M>) => {
        const outcome = spec.calculate(context, mode);
        return (outcome.ok
          ? { result: outcome.result, issues: [] }
          : { result: null, issues: outcome.issues }) as unknown as Partial<C>;
      }),
      storeIssues: assign(({ context }, { mode }: ModeParams<M>) => {
        const outcome = spec.calculate(context, mode);
        return { result: null, issues: outcome.ok ? [] : outcome.issues } as unknown as Partial<C>;
      }),
      focusFirstInvalid: emit(({ context }, { mode }: ModeParams<M>) => ({
        type: "focus.field" as const,
        field:
          context.issues.find((i) => i.field !== null)?.field ??
          context.issues[0]?.involves[0] ??
          firstKnownField(mode),
      })),
      focusFirstField: emit((_, { mode }: ModeParams<M>) => ({
        type: "focus.field" as const,
        field: firstKnownField(mode),
      })),
      /** The mode changed: its unknown, now computed and disabled, gives up the focus if it has it. */
      focusOffUnknown: emit((_, { mode }: ModeParams<M>) => ({
        type: "focus.offUnknown" as const,
        field: mode as string as F,
        mode,
      })),
      emitCalculated: emit(({ context }, { mode }: ModeParams<M>) => ({
        type: "calculated" as const,
        ok: context.result !== null,
        mode,
        announcement:
          context.result !== null
            ? spec.announcements.result(context.result as R, context)
            : issuesAnnouncement(context.issues),
      })),
      emitModeChosen: emit((_, { mode }: ModeParams<M>) => ({
        type: "mode.chosen" as const,
        mode,
        announcement: spec.announcements.mode(mode),
      })),
      /** Reset: what it cleared, and what the mode (kept) asks for. */
      emitReset: emit((_, { mode }: ModeParams<M>) => ({
        type: "form.reset" as const,
        mode,
        announcement: `Fields cleared; units and Solve for back to the page's defaults. ${spec.announcements.mode(mode)}`,
      })),
      emitCopy: emit(({ context }) => ({
        type: "copy" as const,
        text: context.result === null ? "" : recordText(spec.record(context.result as R, context)),
      })),
      emitPrint: emit({ type: "print.requested" as const }),
      // The share link's notes (written here rather than taken from shareLinkSetup, whose typed
      // actions TypeScript cannot infer together with this setup's).
      emitLinkApplied: emit(({ event }) => {
        const inputs = linkedInputs(link, event);
        return {
          type: "link.applied" as const,
          announcement: inputs === null ? link.notes.applied : `${link.notes.applied} ${linkAnswer(inputs)}`,
        };
      }),
      emitLinkIgnored: emit({ type: "link.ignored" as const, announcement: link.notes.ignored }),
      emitLinkCleared: emit({ type: "link.cleared" as const }),
      /** A link's entries and units, as if typed (the result is then calculated: storeResult). */
      openLink: assign(({ event }) => {
        const inputs = linkedInputs(link, event);
        return (inputs === null ? {} : { values: inputs.values, units: inputs.units }) as unknown as Partial<C>;
      }),
      /** 'Copy share link': the page's address with the mode, the entries and the units. */
      // Params read inside: typed in the signature, TypeScript's inference of emitEdited loops.
      emitLink: emit(({ context, event }, params: unknown) => ({
        type: "link.copy" as const,
        link: copiedLink(context, event, (params as ModeParams<M>).mode) ?? "",
      })),
      /** An edit made with a control (never typing): what it set, and whether a result went. */
      emitEdited: enqueueActions(
        ({ context, event, enqueue }, { mode, cleared }: ModeParams<M> & { cleared: boolean }) => {
          const words = spec.announcements.edited?.(context, event) ?? null;
          if (words === null) return;
          enqueue.emit({
            type: "edited" as const,
            announcement: cleared ? `${words} ${spec.announcements.resultCleared(mode)}` : words,
          });
        },
      ),
    },
    guards: {
      inputsValid: ({ context }, { mode }: ModeParams<M>) => spec.calculate(context, mode).ok,
      hintsRemainAfterEdit: ({ context, event }) => remainingIssues(context, event).length > 0,
      resultIs: ({ context }, { kind }: { kind: string }) =>
        context.result !== null &&
        spec.resultKinds !== undefined &&
        spec.resultKinds.kindOf(context.result as R) === kind,
      invalidIs: ({ context }, { kind }: { kind: string }) => spec.invalidKinds?.kindOf(context) === kind,
      choosesMode: ({ event }, { mode }: ModeParams<M>) =>
        event.type === "SOLVE_FOR" && (event as { mode: M }).mode === mode,
      isReadableLink: ({ event }) => linkedInputs(link, event) !== null,
      isUnreadableLink: ({ event }) =>
        event.type === "link.open" && link.read((event as { fragment?: unknown }).fragment).kind === "unreadable",
      linkOpens: ({ event }, { mode }: ModeParams<M>) => linkFor(event, mode) !== null,
      linkCalculates: ({ event }, { mode }: ModeParams<M>) => {
        const inputs = linkFor(event, mode);
        return inputs !== null && linkedOutcome(inputs).ok;
      },
      canShareLink: ({ context, event }, { mode }: ModeParams<M>) => copiedLink(context, event, mode) !== null,
    },
  });

  /**
   * The edit transitions of a status in a mode: FIELD.CHANGE and the choice event. Each also says
   * an edit made with a control (emitEdited: nothing for typing).
   */
  const edits = (status: LabStatus, mode: M) => {
    const on: Record<string, unknown> = {};
    const kinds: Array<[string, string]> = [["FIELD.CHANGE", "setValue"]];
    if (choiceType) kinds.push([choiceType, "setChoice"]);
    const say = { type: "emitEdited", params: { mode, cleared: status === "calculated" } };
    for (const [type, store] of kinds) {
      if (status === "editing") on[type] = { actions: [store, say] };
      else if (status === "calculated") on[type] = { target: "editing", actions: [store, "clearResult", say] };
      else
        on[type] = [
          { guard: "hintsRemainAfterEdit", target: "invalid", actions: [store, "dropEditedIssues", say] },
          { target: "editing", actions: [store, "clearIssues", say] },
        ];
    }
    return on;
  };

  /**
   * A status with one sub-state per kind, when the spec lists kinds: a transient `checking` whose
   * guarded transitions (`guard` with the kind) pick the kind's state.
   */
  const withKinds = (
    base: { description: string; on: Record<string, unknown> },
    kinds: { readonly kinds: readonly string[]; readonly descriptions: Readonly<Record<string, string>> } | undefined,
    guard: "resultIs" | "invalidIs",
    checking: string,
  ) =>
    kinds
      ? {
          ...base,
          initial: "checking",
          states: {
            checking: {
              description: checking,
              always: kinds.kinds.map((kind) => ({ guard: { type: guard, params: { kind } }, target: kind })),
            },
            ...Object.fromEntries(kinds.kinds.map((kind) => [kind, { description: kinds.descriptions[kind] }])),
          },
        }
      : base;

  /** `calculated`: atomic, or with one sub-state per kind of result (spec.resultKinds). */
  const calculatedState = (mode: M) =>
    withKinds(
      {
        description: spec.statusDescriptions.calculated,
        on: {
          ...edits("calculated", mode),
          COPY: {
            actions: "emitCopy",
            description: "'Copy record': the record (entries, result, cautions, conventions) goes to the clipboard.",
          },
          PRINT: {
            actions: "emitPrint",
            description: "'Print record': the page prints the record, with the device's date and time.",
          },
        },
      },
      spec.resultKinds,
      "resultIs",
      "Transient: a result was just calculated; the guarded transitions pick its kind.",
    );

  /** `invalid`: atomic, or with one sub-state per kind of "no result" (spec.invalidKinds). */
  const invalidState = (mode: M) =>
    withKinds(
      { description: spec.statusDescriptions.invalid, on: edits("invalid", mode) },
      spec.invalidKinds,
      "invalidIs",
      "Transient: Calculate or an edit left hints; the guarded transitions pick their kind.",
    );

  const modeState = (mode: M) => ({
    description: spec.modeDescriptions[mode],
    initial: "editing",
    on: {
      ...(spec.modes.length > 1
        ? {
            SOLVE_FOR: spec.modes
              .filter((other) => other !== mode)
              .map((other) => ({
                guard: { type: "choosesMode", params: { mode: other } },
                target: other,
                actions: [
                  "clearOutcome",
                  { type: "focusOffUnknown", params: { mode: other } },
                  { type: "emitModeChosen", params: { mode: other } },
                ],
              })),
          }
        : {}),
      CALCULATE: [
        {
          guard: { type: "inputsValid", params: { mode } },
          target: ".calculated",
          actions: [
            { type: "storeResult", params: { mode } },
            { type: "emitCalculated", params: { mode } },
          ],
        },
        {
          target: ".invalid",
          actions: [
            { type: "storeIssues", params: { mode } },
            { type: "focusFirstInvalid", params: { mode } },
            { type: "emitCalculated", params: { mode } },
          ],
        },
      ],
      "link.copy": {
        guard: { type: "canShareLink", params: { mode } },
        actions: { type: "emitLink", params: { mode } },
      },
      RESET: {
        target: `#${spec.id}.form.${spec.initialMode}.editing`,
        actions: [
          "clearValues",
          { type: "focusFirstField", params: { mode: spec.initialMode } },
          { type: "emitReset", params: { mode: spec.initialMode } },
        ],
      },
    },
    states: {
      editing: { description: spec.statusDescriptions.editing, on: edits("editing", mode) },
      calculated: calculatedState(mode),
      invalid: invalidState(mode),
    },
  });

  const states = Object.fromEntries(spec.modes.map((mode) => [mode, modeState(mode)]));

  /**
   * A readable link for a mode: its entries and units as if typed, then as if Calculate were
   * pressed (its result, or its hints); the link region says where the entries came from.
   */
  const opened = spec.modes.flatMap((mode) => [
    {
      guard: { type: "linkCalculates", params: { mode } },
      target: `.${mode}.calculated`,
      actions: ["openLink", { type: "storeResult", params: { mode } }, { type: "focusOffUnknown", params: { mode } }],
      description: "A share link with entries that calculate: they fill the form and its result is shown.",
    },
    {
      guard: { type: "linkOpens", params: { mode } },
      target: `.${mode}.invalid`,
      actions: ["openLink", { type: "storeIssues", params: { mode } }, { type: "focusOffUnknown", params: { mode } }],
      description: "A share link whose entries do not calculate: they fill the form, with their hints.",
    },
  ]);
  const form = {
    description: "The form: the 'Solve for' mode (the unknown), then whether a result is shown.",
    initial: spec.initialMode,
    on: { "link.open": opened },
    states,
  };
  // An edit, a unit or a Solve-for choice after a link was opened: the entries are the person's.
  const linkEdits = ["FIELD.CHANGE", "SOLVE_FOR", ...(choiceType ? [choiceType] : [])];

  // The config is built from data: TypeScript is told its shape (the form beside the link), and
  // the actions, guards and events it names are the ones declared in setup() above.
  const config = {
    id: spec.id,
    type: "parallel",
    meta: { docs: spec.docs },
    context: spec.context,
    states: { form, link: shareLinkRegion("RESET", link.notes, linkEdits) },
  };
  return machineSetup.createMachine(config as unknown as LabFormConfig<C>);
}
