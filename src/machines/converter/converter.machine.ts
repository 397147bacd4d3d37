/**
 * The converter: mg ⇄ mL for a concentration in mg/mL (spec sections 3, 4, 5, 8, 9 and
 * decisions.md "Converter" and "Dose safety").
 *
 * Context keeps what the person typed (amount, concentration) and chose (direction); the states
 * say what it means. Four parallel regions:
 *
 *   direction  pageDefault → mgToMl ⇄ mlToMg      swap moves between them; reset returns to the
 *                                                 page's own default direction
 *   result     evaluating → empty | invalid.* | offScale | ready.*
 *              Every input event re-enters `evaluating`, whose guarded `always` transitions ask
 *              the pure `resultStatus` (converter.calc.ts) which state the inputs lead to; no
 *              arithmetic happens in an action.
 *   copy       idle → copying (invokes `writeClipboard`) → copied → idle after `copiedTimeout`
 *              (2000 ms), or at once when the result changes.
 *   announce   quiet ⇄ typing: a result is announced when typing pauses (`settleDelay`) or on
 *              Calculate, never per keystroke.
 *   link       none → applied | ignored: a share link (issue 16) opened with the page. The view
 *              passes the address's fragment (`link.open`); the guards read it with the strict
 *              codec of share-link.calc.ts: its inputs are used as if typed (applied), or it is
 *              ignored with a calm note (ignored). Reset returns to none.
 *   shareCopy  idle → copying (invokes `writeClipboard` as `writeShareLink`) → copied → idle:
 *              'Copy share link' writes the page's address with the inputs in its fragment.
 *   route      unstated | oral | injection: the route stated for the preparation card (issue 27);
 *              the syringe kind follows it (oral syringes unless an injection), so the result's
 *              cautions, Batch Convert's and the card's are about the syringe that fits the route.
 *              Reset clears it, with the medicine's name: the next preparation states its own.
 *   entry      example → typed: whether the person has typed a dose (or opened a share link). A
 *              page's example is not a preparation: 'Print preparation card' (`print`) is allowed
 *              only in `typed`, with a result; Reset returns to `example`.
 *
 * Side effects leave the machine: the clipboard is the provided `writeClipboard` actor; toasts,
 * focus and the announcer answer the emitted events; `notifySettings` tells a parent (the
 * converter card, which provides it) the settings Batch Convert and the syringe need; on its
 * own the machine emits them as `settings.changed`.
 */
import { assign, emit, setup } from "xstate";
import {
  COPIED_TIMEOUT_MS,
  clipboardErrorReason,
  copyRegion,
  copyRegionActions,
  initialCopyContext,
  writeClipboardActor,
} from "~/machines/copy-region/copy-region";
import { converterDocs as docs } from "./converter.docs";
import { describedChoice } from "~/machines/described";
import { evaluatedRegion, reevaluate } from "~/machines/transient";
import { SETTLE_DELAY_MS, settleRegion } from "~/machines/settle-region";
import { shareLinkRegion } from "~/machines/share-link-region";
import { LINK_COPIED_TEXT } from "~/domain/share/share-fragment";
import { typeableText } from "~/domain/number/entry";
import {
  converterSettings,
  evaluationOf,
  fieldText,
  flipDirection,
  isPreparation,
  presetConcentration,
  isRoute,
} from "~/domain/dose/conversion";
import {
  ALL_STATUSES,
  announcementOf,
  directionAnnouncement,
  resetAnnouncement,
  resultStatus,
  type ResultStatus,
} from "~/machines/converter/converter.calc";
import type { ConverterContext, ConverterEmitted, ConverterEvent, ConverterInput, Route } from "./converter.types";
import { CAUTION_SHORT } from "~/domain/syringe/syringe-words";
import {
  LINK_APPLIED_NOTE,
  LINK_IGNORED_NOTE,
  encodeShareFragment,
  fragmentOfLink,
  sharedInputsOf,
} from "./share-link.calc";
import { calculatedOf, copyableText, copyOutcomeEmitters, linkOfEvent, openedLink } from "./converter.outputs";

/** How long typing must pause before the result is announced (the announce region of every calculator). */
export { SETTLE_DELAY_MS };

export const converterMachine = setup({
  types: {
    context: {} as ConverterContext,
    events: {} as ConverterEvent,
    input: {} as ConverterInput,
    emitted: {} as ConverterEmitted,
  },
  actors: {
    /** Writes text to the clipboard. Provided by the view (navigator.clipboard) and by tests. */
    writeClipboard: writeClipboardActor,
  },
  delays: {
    copiedTimeout: COPIED_TIMEOUT_MS,
    settleDelay: SETTLE_DELAY_MS,
  },
  guards: {
    statusIs: ({ context }, params: { status: ResultStatus }) => resultStatus(evaluationOf(context)) === params.status,
    startsMlToMg: ({ context }) => context.defaults.direction === "mlToMg",
    hasResult: ({ context }) => copyableText(context) !== null,
    hasDose: ({ context }) => isPreparation(evaluationOf(context)),
    isKnownPreset: ({ event }) => event.type === "preset.select" && presetConcentration(event.name) !== undefined,
    resultChangedSinceCopy: ({ context }) => copyableText(context) !== context.copiedText,
    isReadableLink: ({ event }) => openedLink(event).kind === "link",
    isUnreadableLink: ({ event }) => openedLink(event).kind === "unreadable",
    linkOpensMgToMl: ({ event }) =>
      sharedInputsOf(event.type === "link.open" ? event.fragment : "")?.direction === "mgToMl",
    linkOpensMlToMg: ({ event }) =>
      sharedInputsOf(event.type === "link.open" ? event.fragment : "")?.direction === "mlToMg",
    canShareLink: ({ context, event }) => linkOfEvent(context, event) !== null,
    linkChangedSinceCopy: ({ context }) =>
      context.linkCopiedText === null || fragmentOfLink(context.linkCopiedText) !== encodeShareFragment(context),
    routeIs: ({ event }, params: { route: Route }) => event.type === "route.select" && event.route === params.route,
    linkStatesRoute: ({ event }, params: { route: Route }) =>
      sharedInputsOf(event.type === "link.open" ? event.fragment : "")?.route === params.route,
    isKnownRoute: ({ event }) => event.type === "route.select" && isRoute(event.route),
  },
  actions: {
    setAmount: assign({
      amountText: ({ event }) => (event.type === "amount.change" && typeof event.value === "string" ? event.value : ""),
    }),
    setConcentration: assign({
      concentrationText: ({ event }) =>
        event.type === "concentration.change" && typeof event.value === "string" ? event.value : "",
    }),
    selectPreset: assign({
      concentrationText: ({ context, event }) => {
        const value = event.type === "preset.select" ? presetConcentration(event.name) : undefined;
        return value === undefined ? context.concentrationText : fieldText(value);
      },
    }),
    /** Flip the direction and move the current result (number only, "0" when none) into the amount. */
    swap: assign(({ context }) => {
      const { result } = evaluationOf(context);
      return {
        amountText: result.status === "none" ? "0" : typeableText(result.plain),
        direction: flipDirection(context.direction),
      };
    }),
    setRoute: assign({
      route: ({ context, event }) =>
        event.type === "route.select" && isRoute(event.route) ? event.route : context.route,
    }),
    setMedicine: assign({
      medicineText: ({ event }) =>
        event.type === "medicine.change" && typeof event.value === "string" ? event.value : "",
    }),
    emitPrint: emit({ type: "print.requested" as const }),
    /**
     * Back to the page's own defaults (decisions.md), and the preparation card's medicine and
     * route cleared: a card printed after Reset never carries the previous preparation's medicine
     * or route, and the next medicine's syringe kind is not chosen by the last one's route.
     */
    reset: assign(({ context }) => ({
      amountText: fieldText(context.defaults.amount),
      concentrationText: fieldText(context.defaults.concentration),
      direction: context.defaults.direction,
      medicineText: "",
      route: "unstated" as const,
    })),
    /** The inputs of a readable share link, as if typed (the guard checked it is readable). */
    loadLinkInputs: assign(({ context, event }) => {
      const inputs = sharedInputsOf(event.type === "link.open" ? event.fragment : "");
      return inputs
        ? {
            amountText: inputs.amountText,
            concentrationText: inputs.concentrationText,
            direction: inputs.direction,
            route: inputs.route,
          }
        : { amountText: context.amountText };
    }),
    // The landing note, then the answer the link's entries give, so it is heard, not only seen.
    emitLinkApplied: emit(({ context, event }) => {
      const inputs = sharedInputsOf(event.type === "link.open" ? event.fragment : "");
      return {
        type: "link.applied" as const,
        announcement: `${LINK_APPLIED_NOTE} ${announcementOf(evaluationOf(inputs ? { ...context, ...inputs } : context))}`,
      };
    }),
    emitLinkIgnored: emit({ type: "link.ignored" as const, announcement: LINK_IGNORED_NOTE }),
    // Reset: the link leaves the address (use-share-link.ts / converter-card.tsx), so a reload
    // never brings the link's numbers back.
    emitLinkCleared: emit({ type: "link.cleared" as const }),
    rememberLinkCopying: assign({ linkCopyingText: ({ context, event }) => linkOfEvent(context, event) }),
    rememberLinkCopied: assign(({ context }) => ({ linkCopiedText: context.linkCopyingText, linkCopyingText: null })),
    forgetLinkCopy: assign({ linkCopyingText: null, linkCopiedText: null }),
    emitLinkCopied: emit(({ context }) => ({
      type: "link.copied" as const,
      announcement: LINK_COPIED_TEXT,
      link: context.linkCopyingText ?? "",
    })),
    emitLinkCopyFailed: emit(({ event }) => {
      const message = `Could not copy the share link${clipboardErrorReason("error" in event ? event.error : undefined)}. Copy the entries by hand.`;
      return { type: "link.copyFailed" as const, message, announcement: message };
    }),
    emitCalculated: emit(({ context }) => calculatedOf(context)),
    emitSwapped: emit(({ context }) => ({
      type: "direction.swapped" as const,
      announcement: directionAnnouncement(evaluationOf(context)),
    })),
    emitSettled: emit(({ context }) => ({
      type: "result.settled" as const,
      announcement: announcementOf(evaluationOf(context)),
    })),
    /** Reset: the page's example is back; the announcer says so and what the result region says. */
    emitReset: emit(({ context }) => ({
      type: "converter.reset" as const,
      announcement: resetAnnouncement(evaluationOf(context)),
    })),
    /** Tells whoever wires this converter what Batch Convert and the syringe need. */
    notifySettings: emit(({ context }) => ({
      type: "settings.changed" as const,
      ...converterSettings(context),
    })),
    ...copyRegionActions<ConverterContext, ConverterEvent>(copyableText),
    ...copyOutcomeEmitters<ConverterContext, ConverterEvent>(),
  },
}).createMachine({
  id: "converter",
  meta: { docs },
  context: ({ input }) => ({
    defaults: input.preset,
    amountText: fieldText(input.preset.amount),
    concentrationText: fieldText(input.preset.concentration),
    direction: input.preset.direction,
    route: "unstated",
    medicineText: "",
    ...initialCopyContext,
    linkCopyingText: null,
    linkCopiedText: null,
  }),
  type: "parallel",
  on: {
    "medicine.change": { actions: "setMedicine", description: "The medicine's name for the card is kept as typed." },
  },
  states: {
    direction: {
      description: "Which way the converter works: mg to mL (result in mL) or mL to mg (result in mg).",
      initial: "pageDefault",
      on: {
        "link.open": [
          { guard: "linkOpensMlToMg", target: ".mlToMg", description: "A share link in mL to mg opened." },
          { guard: "linkOpensMgToMl", target: ".mgToMl", description: "A share link in mg to mL opened." },
        ],
      },
      states: {
        pageDefault: {
          description: "At start: the page's own default direction is taken (mL to mg pages start in mL to mg).",
          always: [{ guard: "startsMlToMg", target: "mlToMg" }, { target: "mgToMl" }],
        },
        mgToMl: {
          description:
            "Converting mg to mL: 'Amount (mg)', ml = mg ÷ concentration, result in mL to at most 4 decimals.",
          on: {
            swap: {
              target: "mlToMg",
              actions: ["swap", "emitSwapped"],
              description: "The result (mL) becomes the amount; now mL to mg.",
            },
            reset: [
              { guard: "startsMlToMg", target: "mlToMg", description: "Back to the page's default direction." },
              { target: "mgToMl", reenter: true, description: "The page's default direction is this one." },
            ],
          },
        },
        mlToMg: {
          description:
            "Converting mL to mg: 'Amount (mL)', mg = mL × concentration, result in mg to at most 2 decimals.",
          on: {
            swap: {
              target: "mgToMl",
              actions: ["swap", "emitSwapped"],
              description: "The result (mg) becomes the amount; now mg to mL.",
            },
            reset: [
              {
                guard: "startsMlToMg",
                target: "mlToMg",
                reenter: true,
                description: "The page's default direction is this one.",
              },
              { target: "mgToMl", description: "Back to the page's default direction." },
            ],
          },
        },
      },
    },
    result: evaluatedRegion({
      description: "What the Result region shows, decided from the inputs by resultStatus (converter.calc.ts).",
      // Every form event leads the result region back through `evaluating`.
      on: {
        "amount.change": { ...reevaluate, actions: "setAmount" },
        "concentration.change": { ...reevaluate, actions: "setConcentration" },
        "preset.select": { ...reevaluate, guard: "isKnownPreset", actions: "selectPreset" },
        // The direction region changes the inputs on swap and reset; this one re-reads them.
        swap: reevaluate,
        reset: { ...reevaluate, actions: ["reset", "emitReset"] },
        "link.open": { ...reevaluate, guard: "isReadableLink", actions: "loadLinkInputs" },
        // The route changes the syringe kind, so whether the volume falls on a mark.
        "route.select": { ...reevaluate, guard: "isKnownRoute", actions: "setRoute" },
      },
      evaluating: {
        description: "Transient: the inputs just changed; the guarded transitions below pick the state they lead to.",
        entry: "notifySettings",
      },
      guard: "statusIs",
      param: "status",
      statuses: ALL_STATUSES,
      states: {
        empty: {
          description:
            "No result yet: the amount field is empty. The field's hint asks for an amount; nothing is computed.",
        },
        invalid: describedChoice(
          "No result: an input is refused. The result is cleared and the field says why in a short inline hint.",
          {
            amount: "The amount is not a number, or is negative.",
            concentration: "The concentration is missing, not readable, or not above 0.",
            ambiguous:
              "A number could be read two ways (“1,200”, or “1.000” in a dose field): never guessed, the field asks, offering both readings.",
            notation:
              "A number in a notation nobody writes a dose in (1e3, 0x10, 1_000, non-ASCII digits, more than 15 digits): refused with a hint.",
            unit: "A unit typed with the number that this field cannot take (mL in the mg field, an unknown word): refused, never dropped.",
          },
        ),
        offScale: {
          description:
            "A result too small to show at the displayed precision: below 0.0001 mL ('less than 0.0001 mL'), or an amount in mg that its 2 decimals would move by more than 1 % (under 0.5 mg), said in mcg instead ('12.5 mcg': 0.01 mg would be 20% less), or 'less than 0.01 mg'; with a caution and a note to check the inputs; nothing to copy.",
        },
        ready: describedChoice(
          "A result, with the worked line; it can be copied. Its sub-state says how safely the volume can be measured.",
          {
            measurable:
              "The volume falls on a mark of the syringe the one syringe rule recommends for the route: no caution.",
            cautionSmall: `Caution (${CAUTION_SHORT.small}): under 0.1 mL, hard to measure reliably; ask the pharmacy about a more dilute preparation. It travels with the result: the copy line, the print card, a double check's outcome.`,
            cautionLarge: `Caution (${CAUTION_SHORT.large}): more than any syringe here holds, or implausibly large for one dose; check the dose and the strength. It travels with the result.`,
            cautionPrecision: `Caution (${CAUTION_SHORT.precision}): more precise than the recommended syringe can draw, in the syringe page's words: between marks with the nearest mark and the difference in %, halfway between two marks, or too small to measure. It travels with the result.`,
          },
        ),
      },
    }),
    copy: copyRegion(
      { canCopy: "hasResult", changedSinceCopy: "resultChangedSinceCopy" },
      {
        region: "The copy region: whether a copy is being written or was just made.",
        idle: "Nothing being copied; 'Copy result' is enabled while there is a result.",
        copying: "The checked line is being written to the clipboard.",
        copied: "The copied indicator is on for 2\u202f000 ms, while the result is still the copied one.",
      },
    ),
    announce: settleRegion({
      description:
        "When the result is spoken by the page's announcer: after a pause in typing or on Calculate, never per keystroke.",
      changes: ["amount.change", "concentration.change", { event: "preset.select", guard: "isKnownPreset" }],
      // Swap and Reset say their own sentence (with the result): nothing more to say when typing had not paused.
      quiet: {
        calculate: { description: "Calculate announces at once.", actions: "emitCalculated" },
        swap: { description: "Swap says the new direction and the result at once: no second announcement." },
        reset: { description: "Reset says the page's example and the result at once: no second announcement." },
      },
      typing: "The inputs are changing; the result is announced when they stop for 800 ms.",
    }),
    link: shareLinkRegion("reset", {
      region: "Whether the entries came from a share link (issue 16): the note under the buttons says so.",
      none: "No share link in use: the entries are the page's own or the person's.",
      applied:
        "The entries came from a share link: a note says they are someone's calculation, to check against the label.",
      ignored:
        "A share link could not be read and was ignored: a calm note says the calculator started with the page's own example.",
      opened: "The link's entries are used as if typed; the note asks to check them against the label.",
      notOpened: "Nothing of the link is used; the note says so, once announced.",
      resetApplied: "Reset brings back the page's own example.",
      resetIgnored: "Reset: the note goes.",
    }),
    shareCopy: {
      description: "Copy share link: whether the link is being written or was just copied.",
      initial: "idle",
      states: {
        idle: {
          description: "Nothing being copied; 'Copy share link' is enabled while the entries fit in a link.",
          on: { "link.copy": { guard: "canShareLink", target: "copying", actions: "rememberLinkCopying" } },
        },
        copying: {
          description: "The share link is being written to the clipboard.",
          invoke: {
            id: "writeShareLink",
            src: "writeClipboard",
            input: ({ context }) => ({ text: context.linkCopyingText ?? "" }),
            onDone: { target: "copied", actions: ["emitLinkCopied", "rememberLinkCopied"] },
            onError: { target: "idle", actions: ["emitLinkCopyFailed", "forgetLinkCopy"] },
          },
        },
        copied: {
          description:
            "The 'Link copied' indicator is on for 2\u202f000 ms, while the entries are still the copied ones.",
          always: { guard: "linkChangedSinceCopy", target: "idle", actions: "forgetLinkCopy" },
          after: { copiedTimeout: { target: "idle", actions: "forgetLinkCopy" } },
          on: { "link.copy": { guard: "canShareLink", target: "copying", actions: "rememberLinkCopying" } },
        },
      },
    },
    route: {
      description: "The route stated for the preparation card; the syringe kind follows it (issue 27).",
      initial: "unstated",
      on: {
        "route.select": [
          {
            guard: { type: "routeIs", params: { route: "unstated" } },
            target: ".unstated",
            description: "Route: not stated.",
          },
          { guard: { type: "routeIs", params: { route: "oral" } }, target: ".oral", description: "Route: by mouth." },
          {
            guard: { type: "routeIs", params: { route: "injection" } },
            target: ".injection",
            description: "Route: injection.",
          },
        ],
        reset: {
          target: ".unstated",
          description: "Reset clears the route with the medicine: the next preparation states its own.",
        },
        "link.open": [
          {
            guard: { type: "linkStatesRoute", params: { route: "unstated" } },
            target: ".unstated",
            description: "A share link opened with no route stated (or made before links carried one).",
          },
          {
            guard: { type: "linkStatesRoute", params: { route: "oral" } },
            target: ".oral",
            description: "A share link opened with the route by mouth.",
          },
          {
            guard: { type: "linkStatesRoute", params: { route: "injection" } },
            target: ".injection",
            description: "A share link opened with the route injection.",
          },
        ],
      },
      states: {
        unstated: {
          description:
            "No route stated: the card has a line to write it on; the volume is measured with oral syringes, as a medicine taken by mouth.",
        },
        oral: { description: "By mouth: oral syringes (they do not fit needles); the card prints 'By mouth'." },
        injection: {
          description: "Injection: injection syringes (tuberculin 1 mL, 3, 5, 10 mL); the card prints 'Injection'.",
        },
      },
    },
    entry: {
      description:
        "Whether a dose was typed: a page's example is not a preparation, so nothing is printable before (issue 27).",
      initial: "example",
      states: {
        example: {
          description:
            "The amount is the page's example (or Reset brought it back): 'Print preparation card' is disabled.",
          on: {
            "amount.change": { target: "typed", description: "The person typed a dose." },
            "link.open": {
              guard: "isReadableLink",
              target: "typed",
              description: "A share link's entries are someone's calculation, not the page's example.",
            },
          },
        },
        typed: {
          description:
            "The person typed a dose (or opened a share link): the card can be printed while there is a result of an amount above 0 (0 mg, or 0 mL, is not a preparation).",
          on: {
            reset: { target: "example", description: "Reset brings back the page's example." },
            print: {
              guard: "hasDose",
              actions: "emitPrint",
              description:
                "The view prints the preparation card (its lines come from the converter, the double check and the syringe).",
            },
          },
        },
      },
    },
  },
});
