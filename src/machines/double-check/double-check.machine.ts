/**
 * The independent double check of one converter calculation (issue 16): the first person asks
 * for a check, their result and entries are hidden behind a neutral screen, the second person
 * types the calculation from the label on their own, and the machine compares the two.
 *
 *   calculator → (check.request [firstHasResult]) → checking.handover → (second.start)
 *   → checking.entering.editing → (second.compare) → match | mismatch
 *   | entering.incomplete.{amount, strength, result} (every field to fix is marked, the first focused)
 *   mismatch → (check.restart) → entering (second entry cleared); check.cancel from any step of
 *   checking → calculator (the calculator itself is another actor: nothing there is touched).
 *
 * Issue 27: `handover`, `entering` and `mismatch` carry the tag "blind": while the second person
 * works, and after a mismatch (neither entry is shown), the page hides its own answer sentences,
 * tables, examples and the syringe drawn too (the view marks the document); the page comes back
 * after a match or Cancel. `match` is `clear` or `cautioned`: an agreed result
 * that carries a caution is shown as agreed and cautioned, never as plain success; `print` there
 * prints the agreed calculation's preparation card.
 *
 * Nothing is stored or sent. The comparison is double-check.calc.ts (the converter's own code).
 */
import { assign, emit, setup } from "xstate";
import type { MachineDocs } from "~/machines/machine-docs";
import {
  agreedCautions,
  CHECK_ANNOUNCEMENTS,
  differingEntries,
  EMPTY_ENTRY,
  entriesAgree,
  hasResult,
  incompleteAt,
  matchAnnouncement,
  mismatchAnnouncement,
  secondEntryHint,
} from "./double-check.calc";
import { describedChoice } from "~/machines/described";
import type {
  DoubleCheckContext,
  DoubleCheckEmitted,
  DoubleCheckEvent,
  EntryField,
  IncompleteAt,
} from "./double-check.types";

/** The words of each incomplete Compare (the transitions into `entering.incomplete.*`). */
const INCOMPLETE_DESCRIPTIONS: Readonly<Record<IncompleteAt, string>> = {
  amount: "No result from the second entry: the amount needs attention (a calm hint, nothing compared).",
  strength: "No result from the second entry: the strength needs attention (a calm hint, nothing compared).",
  result: "No result from the second entry: its result cannot be shown (a calm hint, nothing compared).",
};

const docs = {
  title: "Double check",
  summary:
    "An independent double check of one calculation: the first person's result and entries are hidden, a second person enters the amount, the strength from the label and the direction on their own, and the two are compared by their parsed values and their results at displayed precision. A mismatch names which entry differs, never which person is right. Nothing is stored or sent.",
  usedOn:
    "The converter card (home page, dose pages, syringe page): 'Ask for a double check' under the Calculator, a child of the converter card.",
  events: {
    "check.request":
      "The first person presses 'Ask for a double check' with a result on the calculator; the event carries their entry.",
    "second.start": "The second person presses 'Start the second entry' on the neutral screen.",
    "second.amount.change": "The second person types in the double check's Amount field.",
    "second.strength.change": "The second person types in the double check's Strength field (as on the label).",
    "second.direction.change": "The second person chooses the direction (mg → mL or mL → mg).",
    "second.compare": "The second person presses 'Compare'.",
    "check.restart": "After a mismatch, 'Start again': the second entry is cleared and typed again.",
    always: "On entering a mismatch: each entry's region asks whether that entry differs.",
    "check.cancel":
      "Either person presses 'Cancel double check' (or 'Back to the calculator' after a match, which says the check is finished, not cancelled).",
    print: "After a match, 'Print preparation card': the view prints the agreed calculation's card.",
  },
  guards: {
    firstHasResult: "The first person's entry gives a result (there is something to check).",
    secondIncompleteAt:
      "The second entry gives no result, for the given reason: the amount is empty or refused, the strength is empty or refused, or both are read but the result is too small or too large to show.",
    entriesAgree:
      "Both entries are the same calculation (amount, strength in mg/mL, direction) with the same result at displayed precision.",
    entryDiffers: "After a mismatch: this entry (amount, strength or direction) is not the same in the two entries.",
    agreedCautioned:
      "After a match: the agreed result carries a caution (under 0.1 mL, over 10 mL, between syringe marks), by the converter's own cautions.",
  },
  delays: {},
  actors: {},
  clauses: {
    M16: [
      "double-check.calculator",
      "double-check.checking",
      "double-check.checking.handover",
      "double-check.checking.entering",
      "double-check.checking.entering.editing",
      "double-check.checking.entering.incomplete",
      "double-check:check.request",
      "double-check:second.start",
      "double-check:second.amount.change",
      "double-check:second.strength.change",
      "double-check:second.direction.change",
      "double-check:second.compare",
    ],
    M17: [
      "double-check.checking.match",
      "double-check.checking.mismatch",
      "double-check.checking.mismatch.amount",
      "double-check.checking.mismatch.amount.comparing",
      "double-check.checking.mismatch.amount.differs",
      "double-check.checking.mismatch.amount.same",
      "double-check.checking.mismatch.strength",
      "double-check.checking.mismatch.strength.comparing",
      "double-check.checking.mismatch.strength.differs",
      "double-check.checking.mismatch.strength.same",
      "double-check.checking.mismatch.direction",
      "double-check.checking.mismatch.direction.comparing",
      "double-check.checking.mismatch.direction.differs",
      "double-check.checking.mismatch.direction.same",
      "double-check:always",
      "double-check:check.restart",
      "double-check:check.cancel",
    ],
    M25: ["double-check:print"],
    M26: [
      "double-check.checking.match.checking",
      "double-check.checking.match.clear",
      "double-check.checking.match.cautioned",
    ],
    M27: ["double-check.checking.handover", "double-check.checking.entering"],
    M29: [
      "double-check.checking.entering.incomplete.amount",
      "double-check.checking.entering.incomplete.strength",
      "double-check.checking.entering.incomplete.result",
      "double-check:check.cancel",
    ],
  },
} satisfies MachineDocs;

/**
 * One entry's region of `mismatch`: the transient `comparing` asks `entryDiffers(field)` and enters
 * `differs` or `same`, so the view shows the differing entries by state, not by recomputing.
 */
function fieldRegion(field: EntryField, label: string) {
  return {
    description: `${label}: the same in both entries, or not.`,
    initial: "comparing" as const,
    states: {
      comparing: {
        description: `At a mismatch: is ${label.toLowerCase()} the same in both entries?`,
        always: [
          { guard: { type: "entryDiffers" as const, params: { field } }, target: "differs" },
          { target: "same" },
        ],
      },
      differs: { description: `${label} differs between the two entries; the view names it.` },
      same: { description: `${label} is the same in both entries.` },
    },
  };
}

export const doubleCheckMachine = setup({
  types: {
    context: {} as DoubleCheckContext,
    events: {} as DoubleCheckEvent,
    emitted: {} as DoubleCheckEmitted,
  },
  guards: {
    firstHasResult: ({ event }) => event.type === "check.request" && hasResult(event.entry),
    secondIncompleteAt: ({ context }, params: { at: IncompleteAt }) => incompleteAt(context.second) === params.at,
    entriesAgree: ({ context }) => entriesAgree(context.first, context.second),
    entryDiffers: ({ context }, params: { field: EntryField }) =>
      context.first !== null && differingEntries(context.first, context.second).includes(params.field),
    agreedCautioned: ({ context }) => agreedCautions(context.first).length > 0,
  },
  actions: {
    takeFirst: assign(({ event }) =>
      event.type === "check.request" ? { first: { ...event.entry }, second: EMPTY_ENTRY } : {},
    ),
    clearSecond: assign({ second: () => EMPTY_ENTRY }),
    forgetBoth: assign({ first: () => null, second: () => EMPTY_ENTRY }),
    setAmount: assign({
      second: ({ context, event }) =>
        event.type === "second.amount.change" ? { ...context.second, amountText: event.value } : context.second,
    }),
    setStrength: assign({
      second: ({ context, event }) =>
        event.type === "second.strength.change"
          ? { ...context.second, concentrationText: event.value }
          : context.second,
    }),
    setDirection: assign({
      second: ({ context, event }) =>
        event.type === "second.direction.change" ? { ...context.second, direction: event.direction } : context.second,
    }),
    announceHandover: emit({ type: "check.announce", announcement: CHECK_ANNOUNCEMENTS.handover } as const),
    announceEntering: emit({ type: "check.announce", announcement: CHECK_ANNOUNCEMENTS.entering } as const),
    announceIncomplete: emit(({ context }) => ({
      type: "check.announce" as const,
      announcement: `${CHECK_ANNOUNCEMENTS.incomplete} ${secondEntryHint(context.second)}`,
    })),
    announceMatch: emit(({ context }) => ({
      type: "check.announce" as const,
      announcement: context.first ? matchAnnouncement(context.first) : "",
    })),
    announceMismatch: emit(({ context }) => ({
      type: "check.announce" as const,
      announcement: context.first ? mismatchAnnouncement(context.first, context.second) : "",
    })),
    announceCancelled: emit({ type: "check.announce", announcement: CHECK_ANNOUNCEMENTS.cancelled } as const),
    emitPrint: emit({ type: "print.requested" } as const),
    /**
     * The check is over: said to whoever started it (emitted here; the converter card provides a
     * report to itself instead, `check.closed`, and returns the focus to 'Ask for a double check').
     */
    notifyClosed: emit({ type: "check.closed" } as const),
    announceFinished: emit({ type: "check.announce", announcement: CHECK_ANNOUNCEMENTS.finished } as const),
    /** The view moves the focus to the second entry's field that needs attention. */
    focusField: emit((_, params: { field: "amount" | "strength" }) => ({
      type: "check.focus" as const,
      field: params.field,
    })),
  },
}).createMachine({
  id: "double-check",
  meta: { docs },
  context: { first: null, second: EMPTY_ENTRY },
  initial: "calculator",
  states: {
    calculator: {
      description: "No check under way: the calculator is shown with its result and 'Ask for a double check'.",
      on: {
        "check.request": {
          guard: "firstHasResult",
          target: "checking",
          actions: ["takeFirst", "announceHandover"],
          description: "The first entry is kept and hidden; the neutral screen is shown.",
        },
      },
    },
    checking: {
      description: "A check is under way: the calculator and its result are hidden.",
      initial: "handover",
      on: {
        "check.cancel": {
          target: "calculator",
          actions: ["forgetBoth", "announceCancelled", "notifyClosed"],
          description: "Back to the calculator, as it was; both entries of the check are forgotten.",
        },
      },
      states: {
        handover: {
          description:
            "The neutral screen: no entry and no result, only 'Hand the device to the second person'. Blind: the page's own answer sentences, tables and examples are hidden too.",
          tags: ["blind"],
          on: {
            "second.start": {
              target: "entering",
              actions: "announceEntering",
              description: "The second person begins.",
            },
          },
        },
        entering: {
          description:
            "The second person types the amount, the strength from the label and the direction. Blind: nothing on the page shows the first result, its own answer sentences, tables and examples included.",
          tags: ["blind"],
          initial: "editing",
          on: {
            "second.amount.change": { target: ".editing", actions: "setAmount" },
            "second.strength.change": { target: ".editing", actions: "setStrength" },
            "second.direction.change": { target: ".editing", actions: "setDirection" },
            "second.compare": [
              {
                guard: { type: "secondIncompleteAt", params: { at: "amount" } },
                target: ".incomplete.amount",
                actions: ["announceIncomplete", { type: "focusField", params: { field: "amount" } }],
                description: INCOMPLETE_DESCRIPTIONS.amount,
              },
              {
                guard: { type: "secondIncompleteAt", params: { at: "strength" } },
                target: ".incomplete.strength",
                actions: ["announceIncomplete", { type: "focusField", params: { field: "strength" } }],
                description: INCOMPLETE_DESCRIPTIONS.strength,
              },
              {
                guard: { type: "secondIncompleteAt", params: { at: "result" } },
                target: ".incomplete.result",
                actions: ["announceIncomplete", { type: "focusField", params: { field: "amount" } }],
                description: INCOMPLETE_DESCRIPTIONS.result,
              },
              {
                guard: "entriesAgree",
                target: "match",
                actions: "announceMatch",
                description: "Same calculation, same result.",
              },
              {
                target: "mismatch",
                actions: "announceMismatch",
                description: "The entries differ: which ones is named.",
              },
            ],
          },
          states: {
            editing: { description: "Typing; nothing compared yet." },
            incomplete: describedChoice(
              "'Compare' was pressed without a complete entry: the hint says what is missing, every field that cannot be read is marked (issue 53: both when neither can), and the focus is on the first of them.",
              {
                amount:
                  "The amount is empty or refused: the Amount field is marked invalid, described by the hint and focused; the Strength field too when it cannot be read either.",
                strength:
                  "The strength is empty or refused (the amount is read): the Strength field is marked invalid and described by the hint.",
                result:
                  "Both entries are read but give no result to compare (too small or too large to show): the hint says so; no field is marked, the focus is on the amount.",
              },
            ),
          },
        },
        match: {
          description:
            "Both entries side by side and the agreed result; the page comes back. Its sub-state says whether the agreed result carries a caution.",
          initial: "checking",
          on: {
            print: {
              actions: "emitPrint",
              description: "The agreed calculation's preparation card is printed (double checked: yes).",
            },
            "check.cancel": {
              target: "#double-check.calculator",
              actions: ["forgetBoth", "announceFinished", "notifyClosed"],
              description:
                "'Back to the calculator': the check is finished (said as such, not as cancelled); both entries are forgotten.",
            },
          },
          states: {
            checking: {
              description: "Transient: the entries match; does the agreed result carry a caution?",
              always: [{ guard: "agreedCautioned", target: "cautioned" }, { target: "clear" }],
            },
            clear: { description: "Agreed, with no caution: the agreed result in the result's own styling." },
            cautioned: {
              description:
                "Agreed and cautioned (issue 27): the agreed result is shown with every caution it carries, in caution styling, never as plain success; the announcement says the caution.",
            },
          },
        },
        mismatch: {
          description:
            "Which entries differ (amount, strength, direction), without saying which one is right; 'Start again'. Blind: neither entry is shown, nor the page's own answers (the syringe drawn included), until the two go back to the label together.",
          tags: ["blind"],
          type: "parallel",
          states: {
            amount: fieldRegion("amount", "The amount"),
            strength: fieldRegion("strength", "The strength (in mg/mL, as read from the label)"),
            direction: fieldRegion("direction", "The direction"),
          },
          on: {
            "check.restart": {
              target: "entering",
              actions: ["clearSecond", "announceEntering"],
              description: "The second entry is cleared; the second person types it again.",
            },
          },
        },
      },
    },
  },
});
