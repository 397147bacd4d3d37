/**
 * A change of unit never moves a quantity unseen (issue 56, principle 4), for the clinical
 * calculators whose choices set the unit of a bare number typed in a field (the weight's kg or lb,
 * the order's mg/kg or mcg/kg, the powder's mg, g or units). When such a choice changes with a
 * number typed, the choice's `rewrites` (src/domain/dose/unit-change.ts, src/domain/weight.ts)
 * convert it to the unit chosen as the same quantity, or keep it with its own unit written and say
 * why; the field shows the text rewritten, a note under it says what happened, and the announcer
 * says it before the answer. The `unit` region is what a person sees: `none`, `converted`, `kept`.
 * Config and pure functions only: no React, no browser API.
 */
import { assign, emit, type EventObject } from "xstate";
import { inputsAfterChoice, type ClinicalChoices, type ClinicalContext } from "~/machines/clinical-machine";
import { describedStates } from "~/machines/described";
import { rewriteWords, unitChangeSentence, type Rewrite } from "~/domain/dose/unit-change";
import type { ResultSettled } from "~/machines/settle-region";

/** What a unit change did to the numbers typed: rewritten as the same quantity, or kept with their own unit. */
export type UnitChangeKind = "converted" | "kept";

/** What the last change of a unit did, kept until the next typing: its kind, each field's note, what is said. */
export interface UnitChangeNote {
  readonly kind: UnitChangeKind;
  readonly notes: Readonly<Partial<Record<string, string>>>;
  readonly announcement: string;
}

/** A machine's context with the last unit change (null: none since the last typing, Reset or link). */
export type UnitChangeContext<I> = ClinicalContext<I> & { readonly unitChange: UnitChangeNote | null };

/** Each field a unit choice rewrites: its text field, the name said ("Weight"), and the rewrite or null. */
export type FieldRewrite = readonly [field: string, name: string, rewrite: Rewrite | null];

/** The rewrites of a unit choice, from the inputs before it and the option chosen. */
export type UnitRewrites<I> = (inputs: I, option: never) => readonly FieldRewrite[];

export interface UnitChangeForm<I> {
  readonly choices: ClinicalChoices<I>;
  readonly textOf: Readonly<Record<string, keyof I>>;
  /** By choice event type: the choices that set a unit, and what each does to the numbers typed. */
  readonly rewrites: Readonly<Record<string, UnitRewrites<I>>>;
}

/** The inputs after a choice event, numbers rewritten by a unit choice, and what it did (or null). */
export function unitChangeOf<I extends object>(
  form: UnitChangeForm<I>,
  inputs: I,
  event: EventObject,
): { readonly inputs: I; readonly change: UnitChangeNote | null } {
  const chosen = inputsAfterChoice(form.choices, inputs, event);
  const rewrites = Object.hasOwn(form.rewrites, event.type) && chosen !== inputs ? form.rewrites[event.type]! : null;
  const option = rewrites ? (event as unknown as Record<string, unknown>)[form.choices[event.type]!.key] : null;
  const done = (rewrites?.(inputs, option as never) ?? []).filter(
    (r): r is readonly [string, string, Rewrite] => r[2] !== null,
  );
  if (done.length === 0) return { inputs: chosen, change: null };
  const texts = Object.fromEntries(done.map(([field, , r]) => [form.textOf[field], r.text] as const)) as Partial<I>;
  return {
    inputs: { ...chosen, ...texts },
    change: {
      kind: done.some(([, , r]) => r.kind === "kept") ? "kept" : "converted",
      notes: Object.fromEntries(done.map(([field, name, r]) => [field, `${rewriteWords(name, r)}.`])),
      announcement: unitChangeSentence(done.map(([, name, r]) => [name, r] as const)),
    },
  };
}

/** The words of the unit region's guard and states, for the machine's docs. */
export const UNIT_CHANGE_WORDS = {
  guard:
    "What the unit chosen does to the numbers typed in the fields it is the unit of (src/domain/dose/unit-change.ts): converted, kept, or nothing to move.",
  region:
    "What the last change of a unit did to a number typed (issue 56, principle 4): a change of unit never moves a quantity unseen. Typing, Reset or a share link forgets it.",
  none: "No number moved: no unit changed since the last typing, or nothing typed that the unit chosen reads (empty, refused, or with its own unit).",
  converted:
    "The numbers typed were rewritten in the unit chosen as the same quantities ('Weight 22 lb is 9.98 kg'): the fields show them, a note under each says so and the announcer says it before the answer.",
  kept: "A number could not be written in the unit chosen without changing it (a mass in units, a weight finer than the pound's 0.01 kg): it keeps its own unit, written after it ('500 mg'), and the note and the announcer say why.",
} as const;

/**
 * The guard (`unitChangeIs`, over the inputs before the event) and the actions: `setChoice`
 * (replacing the clinical one: the choice, the numbers rewritten and the note), `forgetUnitChange`,
 * and `emitSettled` (replacing the clinical one: what the unit change did, then the answer).
 */
export function unitChangeParts<I extends object, C extends UnitChangeContext<I>, E extends EventObject>(
  form: UnitChangeForm<I>,
  announcement: (context: C) => string,
) {
  return {
    guards: {
      unitChangeIs: ({ context, event }: { context: C; event: E }, params: { kind: UnitChangeKind }) =>
        unitChangeOf(form, context.inputs, event).change?.kind === params.kind,
    },
    actions: {
      setChoice: assign<C, E, undefined, E, never>(({ context, event }) => {
        const after = unitChangeOf(form, context.inputs, event);
        return (
          Object.hasOwn(form.rewrites, event.type)
            ? { inputs: after.inputs, unitChange: after.change }
            : { inputs: after.inputs }
        ) as Partial<C>;
      }),
      forgetUnitChange: assign<C, E, undefined, E, never>(() => ({ unitChange: null }) as Partial<C>),
      emitSettled: emit<C, E, undefined, E, ResultSettled>(({ context }) => ({
        type: "result.settled",
        announcement: [context.unitChange?.announcement, announcement(context)]
          .filter((s): s is string => typeof s === "string" && s !== "")
          .join(" "),
      })),
    },
  };
}

/**
 * The `unit` region: a unit choice (`events`, each with what it can do: a mass to a mass is always
 * converted) goes to `converted` or `kept` when it moved a number, else `none`; typing, Reset and a readable share link go back to `none`.
 */
export function unitChangeRegion<const U extends string>(events: { readonly [K in U]: readonly UnitChangeKind[] }) {
  const choice = (kinds: readonly UnitChangeKind[]) => [
    ...kinds.map((kind) => ({
      guard: { type: "unitChangeIs" as const, params: { kind } },
      target: `.${kind}` as const,
    })),
    { guard: "isKnownChoice" as const, target: ".none" as const },
  ];
  const forget = { target: ".none" as const, actions: "forgetUnitChange" as const };
  return {
    description: UNIT_CHANGE_WORDS.region,
    initial: "none" as const,
    on: {
      ...(Object.fromEntries(Object.entries(events).map(([type, kinds]) => [type, choice(kinds as never)])) as {
        [K in U]: ReturnType<typeof choice>;
      }),
      "field.change": forget,
      reset: forget,
      "link.open": { ...forget, guard: "isReadableLink" as const },
    },
    states: describedStates({
      none: UNIT_CHANGE_WORDS.none,
      converted: UNIT_CHANGE_WORDS.converted,
      kept: UNIT_CHANGE_WORDS.kept,
    }),
  };
}
