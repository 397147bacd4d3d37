/**
 * The infusion rate machine's unit changes (issue 56, principle 4: a change of unit never moves a
 * quantity unseen): the guard that asks what a unit choice does to what is typed, the actions that
 * make it so and say it, and the `unitChange` region that shows it. The pure decision is
 * src/domain/infusion-rate-units.ts. Config and pure functions only.
 */
import { assign, emit } from "xstate";
import { UNIT_CHANGE_KINDS, unitChangeOf, type UnitChange, type UnitChangeKind } from "~/domain/infusion-rate-units";
import type { ClinicalContext } from "~/machines/clinical-machine";
import { CALC } from "./infusion-rate.calc";
import {
  FORM,
  TEXT_OF,
  UNIT_EVENTS,
  unitChoiceOf,
  type InfusionEvent,
  type InfusionInputs,
} from "./infusion-rate.types";

type Context = ClinicalContext<InfusionInputs>;
type UnitEvent = (typeof UNIT_EVENTS)[number];

/** What the announcer hears after a unit choice: what happened to the entry, then the answer now. */
export interface UnitChanged {
  readonly type: "unit.changed";
  readonly kind: UnitChangeKind;
  readonly announcement: string;
}

/** What a unit choice event does to the inputs, or null for an option the form does not offer. */
export function unitChangeFor(inputs: InfusionInputs, event: InfusionEvent): UnitChange | null {
  const choice = unitChoiceOf(event);
  return choice ? unitChangeOf(inputs, choice) : null;
}

/** The answer, in the announcer's words, for the inputs (a refused field named by its label). */
const answerOf = (inputs: InfusionInputs): string =>
  CALC.announcementOf(inputs, (field) =>
    Object.hasOwn(TEXT_OF, field) ? FORM.fieldLabel(field as keyof typeof TEXT_OF, inputs) : null,
  );

/** The words of a unit change: what happened to the entry, then the answer. */
export function unitChangeWords(change: UnitChange): string {
  return [change.words, answerOf(change.inputs)].filter(Boolean).join(" ");
}

export const unitGuards = {
  unitChangeIs: ({ context, event }: { context: Context; event: InfusionEvent }, params: { kind: UnitChangeKind }) =>
    unitChangeFor(context.inputs, event)?.kind === params.kind,
};

export const unitActions = {
  /** Say what the choice does to the entry, and the answer, from the inputs before it. */
  emitUnitChange: emit<Context, InfusionEvent, undefined, InfusionEvent, UnitChanged>(({ context, event }) => {
    const change = unitChangeFor(context.inputs, event)!;
    return { type: "unit.changed", kind: change.kind, announcement: unitChangeWords(change) };
  }),
  /** The choice made, with the entry converted, written with its unit or cleared. */
  setUnitChoice: assign<Context, InfusionEvent, undefined, InfusionEvent, never>(({ context, event }) => ({
    inputs: unitChangeFor(context.inputs, event)?.inputs ?? context.inputs,
  })),
};

/** A unit choice's transition in the result region: said (from the inputs before), then made. */
export const unitTransitions = Object.fromEntries(
  UNIT_EVENTS.map((type) => [
    type,
    { target: ".evaluating" as const, guard: "isKnownChoice" as const, actions: ["emitUnitChange", "setUnitChoice"] },
  ]),
) as {
  [K in UnitEvent]: {
    target: ".evaluating";
    guard: "isKnownChoice";
    actions: ["emitUnitChange", "setUnitChoice"];
  };
};

const UNIT_CHANGE_WORDS: Readonly<Record<UnitChangeKind, string>> = {
  none: "No unit changed with a value typed in the field it reads since the last entry: nothing to say of units.",
  converted:
    "The value typed was converted exactly into the unit just chosen (a time 90 with minutes chosen, then hours: 1.5); the quantity is the same, and the announcer says so: 'Time 90 min is 1.5 h: converted.'",
  kept: "The value typed could not be converted exactly (100 minutes is 1.666… hours) or carries its own unit: it is written with the unit it was typed in ('100 min', '22 lb', '5 mg/min'), so its quantity is the same; where it disagrees with the new choice, the field's hint asks which is meant. The announcer says 'kept as typed, with its unit'.",
  cleared:
    "An order typed without '/' when per kg is chosen and no time unit is: no writing of it keeps its meaning, so the field is emptied and the announcer says so ('cleared: it is not per kg').",
};

/** The guarded transitions of a unit choice to the states of what it can do. */
const to = <const K extends UnitChangeKind>(kinds: readonly K[]) =>
  kinds.map((kind) => ({ guard: { type: "unitChangeIs" as const, params: { kind } }, target: `.${kind}` as const }));

/**
 * The `unitChange` region: what the last unit choice did to what was typed. A unit choice goes to
 * the state its guard names (the same decision the result region's action makes); typing, Reset
 * and a share link go back to `none`.
 */
export const unitChangeRegion = {
  description:
    "What the last change of a unit choice (the order's unit, the order's time unit, the weight's unit, the time's unit) did to the value typed in the field it reads: never a silent re-reading.",
  initial: "none" as const,
  on: {
    "orderUnit.select": to(UNIT_CHANGE_KINDS),
    "per.select": to(["none", "kept"]),
    "weightUnit.select": to(["none", "kept"]),
    "durationUnit.select": to(["none", "converted", "kept"]),
    "field.change": ".none" as const,
    reset: ".none" as const,
    "link.open": ".none" as const,
  },
  states: Object.fromEntries(UNIT_CHANGE_KINDS.map((kind) => [kind, { description: UNIT_CHANGE_WORDS[kind] }])) as {
    [K in UnitChangeKind]: { description: string };
  },
};
