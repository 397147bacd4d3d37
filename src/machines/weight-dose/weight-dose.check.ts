/**
 * The weight-based dose calculator's double check (issue 31; decisions.md, "Double check"): the
 * `check` region of its machine, with the guards, actions and words it adds to the clinical setup.
 *
 *   off → (check.request [hasResult]) → handover → (check.start) → entering.editing
 *   → (check.compare) → entering.incomplete.<field | result> | match.{clear, cautioned} | mismatch
 *   mismatch → (check.restart) → entering (second entry cleared); check.cancel → off;
 *   match → (check.close) → off; a change to the first entry, Reset or a share link → off.
 *
 * The first person's entries are taken when they ask; the second person types the whole
 * calculation (weight and its unit, the order per kg per dose or per day, the maximum, the
 * strength) on their own. `handover`, `entering` and `mismatch` carry the tag "blind": the card
 * shows neither person's entries nor the result, only the step. The comparison is the pure
 * src/domain/weight-dose-check.ts over the calculator's own evaluation.
 */
import { and, assign, emit, stateIn, type EventObject } from "xstate";
import {
  CHECK_ENTRIES,
  CHECK_ENTRY_WORDS,
  CHECK_INCOMPLETE_AT,
  checkIncomplete,
  differingEntries,
  entriesAgree,
  mismatchSentence,
  type CheckEntry,
  type CheckIncompleteAt,
} from "~/domain/weight-dose-check";
import { weightDoseStatusOf } from "~/domain/weight-dose";
import { CAUTION_LEAD } from "~/domain/caution-lead";
import { chosen, inputsAfterChoice, inputsAfterField } from "~/machines/clinical-machine";
import { CHOICES, EMPTY_INPUTS, TEXT_OF } from "./weight-dose.types";
import type { WeightDoseContext, WeightDoseEvent, WeightDoseInputs } from "./weight-dose.types";

/** The choices the second person makes (the syringe is the first person's: it judges the volume, not the calculation). */
export const CHECK_CHOICES = {
  "check.weightUnit.select": CHOICES["weightUnit.select"]!,
  "check.orderUnit.select": CHOICES["orderUnit.select"]!,
  "check.basis.select": CHOICES["basis.select"]!,
};
export type CheckChoiceEvent = keyof typeof CHECK_CHOICES;
const CHECK_CHOICE_EVENTS = Object.keys(CHECK_CHOICES) as CheckChoiceEvent[];
/** A check choice as the form's own choice event ("check.basis.select" → "basis.select"). */
const formChoice = (event: EventObject): EventObject => ({ ...event, type: event.type.replace(/^check\./, "") });

/** What the page says as the check moves on (the converter's double check's words where they are the same). */
export const CHECK_WORDS = {
  handover: "First entry hidden. Hand the device to the second person.",
  entering: "Second person: enter the calculation from the order and the label.",
  incomplete: "Cannot compare yet.",
  match: "Double check: the two entries match.",
  mismatch: "Double check: no match.",
  cancelled: "Double check cancelled. Back to the calculator.",
  finished: "Back to the calculator. The two entries matched.",
} as const;

/** Where the focus goes as the check moves on: the step's title, or the second entry's field that needs attention. */
export type CheckFocus = "title" | CheckIncompleteAt;

export type CheckEmitted = { type: "check.announce"; announcement: string; focus: CheckFocus };

/** The agreed dose's sentence, with its cautions: an agreed dose that carries a caution is agreed and cautioned, never plain. */
export function matchAnnouncement(first: WeightDoseInputs): string {
  const status = weightDoseStatusOf(first);
  if (status.kind !== "ready") return CHECK_WORDS.match;
  // The dose to give first (capped, if it is); how it was capped is its caution, said after.
  const agreed = `${CHECK_WORDS.match} Agreed dose ${status.dose.text}${status.volume ? `, ${status.volume.text}` : ""}.`;
  return status.cautions.length > 0
    ? `${agreed} ${CAUTION_LEAD}${status.cautions.map((c) => c.text).join(" ")}`
    : agreed;
}

const firstOf = (context: WeightDoseContext) => context.check.first ?? EMPTY_INPUTS;

type Args = { context: WeightDoseContext; event: WeightDoseEvent };

/** The guards the check adds to the weight-dose machine's setup. */
export const checkGuards = {
  checkIncompleteAt: ({ context }: Args, params: { at: CheckIncompleteAt }) =>
    checkIncomplete(context.check.second)?.at === params.at,
  checkAgrees: ({ context }: Args) => entriesAgree(firstOf(context), context.check.second),
  checkEntryDiffers: ({ context }: Args, params: { entry: CheckEntry }) =>
    differingEntries(firstOf(context), context.check.second).includes(params.entry),
  checkCautioned: ({ context }: Args) => {
    const status = weightDoseStatusOf(firstOf(context));
    return status.kind === "ready" && status.cautions.length > 0;
  },
  isKnownCheckChoice: ({ event }: Args) => chosen(CHOICES, formChoice(event)).known,
  /** The request the check region takes (its `off` with a result): other regions follow only that one. */
  mayAskCheck: and(["hasResult", stateIn({ check: "off" })]),
};

const setCheck = (next: (context: WeightDoseContext, event: WeightDoseEvent) => WeightDoseContext["check"]) =>
  assign<WeightDoseContext, WeightDoseEvent, undefined, WeightDoseEvent, never>(({ context, event }) => ({
    check: next(context, event),
  }));

const say = (text: (context: WeightDoseContext) => string, focus: (context: WeightDoseContext) => CheckFocus) =>
  emit<WeightDoseContext, WeightDoseEvent, undefined, WeightDoseEvent, CheckEmitted>(({ context }) => ({
    type: "check.announce",
    announcement: text(context),
    focus: focus(context),
  }));
/** Says a step's fixed words, the focus on the step's title. */
const sayTitled = (words: string) =>
  say(
    () => words,
    () => "title",
  );

/** The actions the check adds: take the first entry, keep the second, say each step. */
export const checkActions = {
  takeFirst: setCheck((context) => ({
    first: context.inputs,
    // The second person starts from an empty form with the first person's syringe (it is not part of the calculation).
    second: { ...EMPTY_INPUTS, syringe: context.inputs.syringe },
  })),
  setSecondField: setCheck((context, event) => ({
    ...context.check,
    second: inputsAfterField(TEXT_OF, context.check.second, formField(event)),
  })),
  setSecondChoice: setCheck((context, event) => ({
    ...context.check,
    second: inputsAfterChoice(CHOICES, context.check.second, formChoice(event)),
  })),
  dropCheck: setCheck(() => ({ first: null, second: EMPTY_INPUTS })),
  clearSecond: setCheck((context) => ({
    ...context.check,
    second: { ...EMPTY_INPUTS, syringe: context.check.second.syringe },
  })),
  sayHandover: sayTitled(CHECK_WORDS.handover),
  sayEntering: sayTitled(CHECK_WORDS.entering),
  sayIncomplete: say(
    (context) => `${CHECK_WORDS.incomplete} ${checkIncomplete(context.check.second)?.message ?? ""}`.trim(),
    (context) => checkIncomplete(context.check.second)?.at ?? "title",
  ),
  sayMatch: say(
    (context) => matchAnnouncement(firstOf(context)),
    () => "title",
  ),
  sayMismatch: say(
    (context) =>
      `${CHECK_WORDS.mismatch} ${mismatchSentence(differingEntries(firstOf(context), context.check.second))}`,
    () => "title",
  ),
  sayCancelled: sayTitled(CHECK_WORDS.cancelled),
  sayFinished: sayTitled(CHECK_WORDS.finished),
};

/** A second-entry field's change as the form's own field change. */
function formField(event: WeightDoseEvent): EventObject {
  return event.type === "check.field.change" ? { ...event, type: "field.change" } : event;
}

/** The words of the check's incomplete states. */
const INCOMPLETE_WORDS: Readonly<Record<CheckIncompleteAt, string>> = {
  weight: "Compare: the second entry's weight is missing or refused; its hint says why, nothing is compared.",
  order: "Compare: the second entry's order per kg is missing or refused; its hint says why, nothing is compared.",
  dosesPerDay:
    "Compare: the second entry's doses a day are missing or refused; its hint says why, nothing is compared.",
  maximum: "Compare: the second entry's maximum is refused; its hint says why, nothing is compared.",
  strength: "Compare: the second entry's strength cannot be read; its hint says why, nothing is compared.",
  result: "Compare: the second entry's dose is too large or too small to show; nothing is compared.",
};

/** After a mismatch: whether one entry differs (a region of `mismatch`). */
const entryRegion = (entry: CheckEntry) => ({
  initial: "comparing" as const,
  description: `Whether the ${CHECK_ENTRY_WORDS[entry].toLowerCase()} differs.`,
  states: {
    comparing: {
      always: [
        { guard: { type: "checkEntryDiffers" as const, params: { entry } }, target: "differs" as const },
        { target: "same" as const },
      ],
    },
    differs: { description: `${CHECK_ENTRY_WORDS[entry]}: named as differing.` },
    same: { description: `${CHECK_ENTRY_WORDS[entry]}: the same in both entries.` },
  },
});

/** The `check` region of the weight-dose machine. */
export const weightDoseCheckRegion = {
  description:
    "The independent double check: the first person's entries are hidden, a second person types the calculation on their own, and the machine compares the two entry by entry (by what was read: 22 lb is 9.98 kg). A mismatch names the entries that differ, never which person is right.",
  initial: "off",
  // A change to the first entry, Reset or a share link ends a check: what was compared is gone.
  on: {
    ...(Object.fromEntries(
      ["field.change", "reset", "link.open"].map((type) => [type, { target: ".off", actions: "dropCheck" }]),
    ) as Record<"field.change" | "reset" | "link.open", { target: ".off"; actions: "dropCheck" }>),
    // A choice the form does not offer changes nothing, so it ends nothing.
    ...(Object.fromEntries(
      Object.keys(CHOICES).map((type) => [type, { guard: "isKnownChoice", target: ".off", actions: "dropCheck" }]),
    ) as Record<
      "weightUnit.select" | "orderUnit.select" | "basis.select" | "syringe.select",
      { guard: "isKnownChoice"; target: ".off"; actions: "dropCheck" }
    >),
  },
  states: {
    off: {
      description: "No double check: 'Ask for a double check' is offered with a result.",
      on: {
        "check.request": {
          guard: "hasResult",
          target: "handover",
          actions: ["takeFirst", "sayHandover"],
          description: "With a result, the first person asks: their entries are taken and hidden.",
        },
      },
    },
    handover: {
      tags: ["blind"],
      description:
        "A neutral screen: 'First entry hidden. Hand the device to the second person.' Neither the entries nor the result are shown.",
      on: {
        "check.start": { target: "entering", actions: "sayEntering" },
        "check.cancel": { target: "off", actions: ["dropCheck", "sayCancelled"] },
      },
    },
    entering: {
      tags: ["blind"],
      description:
        "The second person types the weight with its unit, the order per kg (per dose, or per day with the doses a day), the maximum and the strength, from the order and the label.",
      initial: "editing",
      on: {
        "check.field.change": { target: ".editing", actions: "setSecondField" },
        ...(Object.fromEntries(
          CHECK_CHOICE_EVENTS.map((type) => [
            type,
            { guard: "isKnownCheckChoice", target: ".editing", actions: "setSecondChoice" },
          ]),
        ) as Record<CheckChoiceEvent, { guard: "isKnownCheckChoice"; target: ".editing"; actions: "setSecondChoice" }>),
        "check.compare": [
          ...CHECK_INCOMPLETE_AT.map((at) => ({
            guard: { type: "checkIncompleteAt" as const, params: { at } },
            target: `.incomplete.${at}` as const,
            actions: "sayIncomplete" as const,
            description: INCOMPLETE_WORDS[at],
          })),
          { guard: "checkAgrees", target: "match", actions: "sayMatch" },
          { target: "mismatch", actions: "sayMismatch" },
        ],
        "check.cancel": { target: "off", actions: ["dropCheck", "sayCancelled"] },
      },
      states: {
        editing: { description: "The second entry as typed; nothing compared yet." },
        incomplete: {
          description: "Compare found no dose in the second entry: a calm hint, the field marked and focused.",
          initial: "weight",
          states: Object.fromEntries(
            CHECK_INCOMPLETE_AT.map((at) => [at, { description: INCOMPLETE_WORDS[at] }]),
          ) as Record<CheckIncompleteAt, { description: string }>,
        },
      },
    },
    match: {
      description: "The two entries are the same calculation: the agreed dose is shown with its cautions.",
      initial: "checking",
      on: { "check.close": { target: "off", actions: ["dropCheck", "sayFinished"] } },
      states: {
        checking: {
          always: [{ guard: "checkCautioned", target: "cautioned" }, { target: "clear" }],
        },
        clear: { description: "'Double checked: the two entries match'; the agreed dose." },
        cautioned: {
          description:
            "'Double checked: the two entries match, with a caution': an agreed dose that carries a caution is never shown as plain success.",
        },
      },
    },
    mismatch: {
      tags: ["blind"],
      type: "parallel",
      description:
        "The entries differ: the entries that differ are named ('Weight differs between the two entries.'), never which person is right; neither entry is shown.",
      on: {
        "check.restart": { target: "entering", actions: ["clearSecond", "sayEntering"] },
        "check.cancel": { target: "off", actions: ["dropCheck", "sayCancelled"] },
      },
      states: Object.fromEntries(CHECK_ENTRIES.map((entry) => [entry, entryRegion(entry)])) as Record<
        CheckEntry,
        ReturnType<typeof entryRegion>
      >,
    },
  },
} as const;

/** The words of the check's events and guards, for the machine's docs. */
export const CHECK_DOCS = {
  events: {
    "check.request": "The first person presses 'Ask for a double check' with a result.",
    "check.start": "The second person presses 'Start the second entry' on the neutral screen.",
    "check.field.change": "The second person types in a field of the second entry.",
    "check.weightUnit.select": "The second person picks the weight's unit.",
    "check.orderUnit.select": "The second person picks the order's unit.",
    "check.basis.select": "The second person says whether the order is per dose or per day.",
    "check.compare": "The second person presses 'Compare'.",
    "check.restart": "After a mismatch, 'Start again': the second entry is cleared and typed again.",
    "check.cancel": "Either person presses 'Cancel double check'.",
    "check.close": "After a match, 'Back to the calculator': the check is finished.",
    always: "On entering a match or a mismatch: the agreed dose's cautions, or each entry's region, are asked.",
  },
  guards: {
    checkIncompleteAt:
      "The second entry gives no dose, for this reason: a field missing or refused (the first in form order), or a dose too large or too small to show.",
    checkAgrees:
      "Both entries are the same calculation, entry by entry as read (weight in kg, order in mg/kg and what it is per, doses a day, maximum in mg, strength in mg/mL), with the same dose and volume as shown.",
    checkEntryDiffers: "After a mismatch: this entry was read differently in the two entries.",
    checkCautioned: "After a match: the agreed dose carries a caution.",
    isKnownCheckChoice: "The second entry's choice is one the form offers.",
    mayAskCheck:
      "There is a result and no double check is open: 'Ask for a double check' starts one (while one is open it is off and says why).",
  },
} as const;

/** The states and events of the check, by the clause each implements (tools/trace/clauses/further-calculators.ts). */
export const CHECK_CLAUSES = {
  M48: [
    "weight-dose.check",
    "weight-dose.check.off",
    "weight-dose.check.handover",
    "weight-dose.check.entering",
    "weight-dose.check.entering.editing",
    "weight-dose.check.entering.incomplete",
    ...CHECK_INCOMPLETE_AT.map((at) => `weight-dose.check.entering.incomplete.${at}`),
    "weight-dose:check.request",
    "weight-dose:check.start",
    "weight-dose:check.field.change",
    "weight-dose:check.weightUnit.select",
    "weight-dose:check.orderUnit.select",
    "weight-dose:check.basis.select",
    "weight-dose:check.compare",
    "weight-dose:check.cancel",
  ],
  M49: [
    "weight-dose.check.match",
    "weight-dose.check.match.checking",
    "weight-dose.check.match.clear",
    "weight-dose.check.match.cautioned",
    "weight-dose.check.mismatch",
    ...CHECK_ENTRIES.flatMap((entry) =>
      ["", ".comparing", ".differs", ".same"].map((sub) => `weight-dose.check.mismatch.${entry}${sub}`),
    ),
    "weight-dose:check.close",
    "weight-dose:check.restart",
  ],
};
