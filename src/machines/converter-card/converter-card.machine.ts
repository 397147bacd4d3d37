/**
 * The converter card: the parent that wires the machines of the card together, so every link
 * between them is a transition in a diagram and a step in a path (never a React effect).
 *
 *   invokes   converter (the calculator), tabs (Calculator | Batch Convert)
 *   layout    choosing → calculatorOnly | withSyringe (the syringe page also invokes the syringe)
 *   forwards  the converter reports its settings after every change (`settings.changed`, sent to
 *             its parent by the `notifySettings` action this card provides); the card keeps them
 *             and sends the concentration and direction to Batch Convert (`settings.change`) and,
 *             with a syringe, the volume to draw (`volume.change`) and the route stated
 *             (`route.change`: the syringe chooser follows the route's syringe kind, issue 27, and
 *             cautions a syringe chosen by hand that does not suit the route).
 *   loads on first use (issue 33: src/machines/feature-region.ts), each a region of its own:
 *   doubleCheck  idle → (check.request) loading → ready: the double check's machine is spawned
 *             and gets the request; failed → (check.retry) loading; check.cancel → idle
 *   batch     idle → (batch.open: the tabs machine shows the Batch Convert tab) loading → ready:
 *             Batch Convert is spawned with the settings last reported; failed → (batch.retry or
 *             the tab shown again) loading
 *   printCard idle → (print.request) loading → ready: the converter gets `print` (the view then
 *             prints the card, whose code has arrived); failed → (print.request) loading
 *
 * The views talk to the children directly (`snapshot.children.converter`, …); the clipboard
 * reaches both copy regions and the loads come from the page through `provideCard`.
 */
import {
  assign,
  emit,
  enqueueActions,
  fromPromise,
  sendParent,
  sendTo,
  setup,
  type AnyActorLogic,
  type AnyActorRef,
} from "xstate";
import type { MachineDocs } from "~/machines/machine-docs";
import { converterMachine } from "~/machines/converter/converter.machine";
import { calculatedOf, copyableText } from "~/machines/converter/converter.outputs";
import { CAUTION_LEAD, converterSettings, evaluationOf } from "~/domain/dose/conversion";
import { announcementOf } from "~/machines/converter/converter.calc";
import { answerWithReading, lineWithSyringeWarnings } from "~/machines/syringe/syringe.spoken";
import type { SyringeContext } from "~/machines/syringe/syringe.types";
import { tabsMachine } from "~/machines/tabs/tabs.machine";
import { syringeMachine } from "~/machines/syringe/syringe.machine";
import { hasResult } from "~/machines/double-check/double-check.entry";
import type { ConverterContext, WriteClipboardInput } from "~/machines/converter/converter.types";
import { featureDocs, featureRegion } from "~/machines/feature-region";
import { batchSettingsOf, presetSettings } from "./converter-card.calc";
import type {
  BatchLogic,
  ConverterCardContext,
  ConverterCardEmitted,
  ConverterCardEvent,
  ConverterCardInput,
  DoubleCheckLogic,
} from "./converter-card.types";

/** The system id of the syringe chooser, when the card has one (the syringe page). */
export const SYRINGE_SYSTEM_ID = "syringe";

/** The syringe's context, when the card's system has a syringe (the syringe page), else null. */
function syringeContextIn(system: { get: (id: string) => AnyActorRef | undefined }): SyringeContext | null {
  const syringe = system.get(SYRINGE_SYSTEM_ID);
  return syringe ? (syringe.getSnapshot() as { context: SyringeContext }).context : null;
}

/**
 * Whether the card (the converter's parent) has a double check under way, asked for or running:
 * the calculator and its result are hidden (its `doubleCheck` region is neither idle nor closed).
 */
function checkUnderWay(card: AnyActorRef | undefined): boolean {
  const snapshot = card?.getSnapshot() as { matches?: (value: unknown) => boolean } | undefined;
  if (!snapshot?.matches) return false;
  return !snapshot.matches({ doubleCheck: "idle" }) && !snapshot.matches({ doubleCheck: { ready: "closed" } });
}

/**
 * The converter as a child of the card: it reports its settings to the card, and on the syringe
 * page its answer (when typing settles, and on Calculate) also says where the volume falls on the
 * syringe drawn: one announcement for the page, never one per region. There, a copied line also
 * carries the warnings of the syringe chosen (the insulin syringe for a dose in mg), as the print
 * card does: a warning travels with the result.
 */
const copiedLineIn = (context: ConverterContext, system: { get: (id: string) => AnyActorRef | undefined }) =>
  lineWithSyringeWarnings(copyableText(context), syringeContextIn(system), CAUTION_LEAD);

const cardConverter = converterMachine.provide({
  actions: {
    // The clipboard gets the line with the warnings; the copied indicator follows the result's own
    // line (`copiedText`, what resultChangedSinceCopy compares), so it stays on while the result does.
    rememberCopyingText: assign(({ context, system }) => ({
      copyingText: copiedLineIn(context, system),
      copiedText: copyableText(context),
    })),
    rememberCopiedText: assign({ copyingText: null }),
    notifySettings: sendParent(({ context }) => ({
      type: "settings.changed" as const,
      ...converterSettings(context),
    })),
    // Not while a double check is under way: the result is hidden from the second person, and a
    // pause in typing just before 'Ask for a double check' must not say it after.
    emitSettled: enqueueActions(({ context, system, self, enqueue }) => {
      if (checkUnderWay(self._parent)) return;
      enqueue.emit({
        type: "result.settled" as const,
        announcement: answerWithReading(announcementOf(evaluationOf(context)), syringeContextIn(system)),
      });
    }),
    emitCalculated: emit(({ context, system }) => {
      const calculated = calculatedOf(context);
      return { ...calculated, announcement: answerWithReading(calculated.announcement, syringeContextIn(system)) };
    }),
  },
});

/** The features that load on first use, with their loads (the page provides them: `provideCard`). */
export const CARD_FEATURES = {
  doubleCheck: { load: "loadDoubleCheck", words: "the double check", file: "double-check-feature.tsx" },
  batch: { load: "loadBatch", words: "Batch Convert", file: "batch-feature.tsx" },
  printCard: { load: "loadPrintCard", words: "the preparation card", file: "print-card-feature.tsx" },
} as const;

const features = [CARD_FEATURES.doubleCheck, CARD_FEATURES.batch, CARD_FEATURES.printCard].map((f) =>
  featureDocs(f.load, f.words, `src/components/converter/${f.file}`),
);
const featureEvents = features.reduce<Record<string, string>>((all, f) => ({ ...all, ...f.events }), {});
const featureActors = features.reduce<Record<string, string>>((all, f) => ({ ...all, ...f.actors }), {});

/** The tabs as a child of the card: showing Batch Convert tells the card (which loads its code the first time). */
const cardTabs = tabsMachine.provide({
  actions: { notifyBatchShown: sendParent({ type: "batch.open" as const }) },
});

const docs = {
  title: "Converter card",
  summary:
    "The parent of the converter card's machines: it invokes the converter and the tabs (and, on the syringe page, the syringe chooser), forwards the converter's settings (concentration and direction to Batch Convert, the volume to the syringe), and loads the double check, Batch Convert and the preparation card the first time a person asks for each (issue 33), then starts what was asked for. No two children talk to each other except through it.",
  usedOn: "The converter card of the home page, the 37 dose pages and the syringe page.",
  events: {
    "settings.changed":
      "The converter reports its settings after every change of its inputs (direction, concentration in mg/mL and as written, the volume in mL).",
    always: "At start: the card chooses its layout (with or without the syringe) from its input.",
    "check.request":
      "The first person presses 'Ask for a double check' with a result on the calculator; the card takes the calculation from the converter's last report (the view sends nothing but the press).",
    "check.closed":
      "The double check reports that the check is over: 'Cancel double check', or 'Back to the calculator' after a match.",
    "check.retry": "'Try again' after the double check's code could not be loaded.",
    "check.cancel": "'Cancel double check' while its code loads, or 'Back to the calculator' after it could not load.",
    "batch.open": "The Batch Convert tab is shown (by a click or a key: the tabs machine tells the card).",
    "batch.retry": "'Try again' in the Batch Convert tab after its code could not be loaded.",
    "print.request":
      "The person presses 'Print preparation card' on the Calculator tab (or 'Try again' after the card's code could not load).",
    ...featureEvents,
  },
  guards: {
    hasSyringe: "The card was created for the syringe page (input withSyringe).",
    firstHasResult:
      "The calculation on the calculator (the converter's last report) gives a result: there is something to check.",
  },
  delays: {},
  actors: {
    converter: "The converter machine (the Calculator tab), with its settings reported to the card.",
    tabs: "The tabs machine (Calculator | Batch Convert); it tells the card when the Batch Convert tab is shown.",
    syringe:
      "The syringe chooser (syringe page only, system id 'syringe'): the converter's answer, when typing settles and on Calculate, also says where the volume falls on the syringe drawn.",
    ...featureActors,
  },
  clauses: {
    M14: [
      "converter-card.layout",
      "converter-card.layout.choosing",
      "converter-card.layout.calculatorOnly",
      "converter-card.layout.withSyringe",
      "converter-card:always",
      "converter-card:settings.changed",
    ],
    M24: ["converter-card:settings.changed"],
    L1: [
      "converter-card.doubleCheck",
      "converter-card.doubleCheck.idle",
      "converter-card.doubleCheck.loading",
      "converter-card.doubleCheck.ready",
      "converter-card.doubleCheck.ready.open",
      "converter-card.doubleCheck.ready.closed",
      "converter-card:check.closed",
      "converter-card.batch",
      "converter-card.batch.idle",
      "converter-card.batch.loading",
      "converter-card.batch.ready",
      "converter-card.printCard",
      "converter-card.printCard.idle",
      "converter-card.printCard.loading",
      "converter-card.printCard.ready",
      "converter-card:check.request",
      "converter-card:batch.open",
      "converter-card:print.request",
      "converter-card:xstate.done.actor.loadDoubleCheck",
      "converter-card:xstate.done.actor.loadBatch",
      "converter-card:xstate.done.actor.loadPrintCard",
    ],
    L2: [
      "converter-card.doubleCheck.failed",
      "converter-card.batch.failed",
      "converter-card.printCard.failed",
      "converter-card:check.retry",
      "converter-card:check.cancel",
      "converter-card:batch.retry",
      "converter-card:xstate.error.actor.loadDoubleCheck",
      "converter-card:xstate.error.actor.loadBatch",
      "converter-card:xstate.error.actor.loadPrintCard",
    ],
  },
} satisfies MachineDocs;

/** The loads the machine has on its own: the machines' files (a page also loads their views: `provideCard`). */
const loadDoubleCheck = fromPromise<DoubleCheckLogic>(() =>
  import("~/machines/double-check/double-check.machine").then((m) => m.doubleCheckMachine),
);
const loadBatch = fromPromise<BatchLogic>(() => import("~/machines/batch/batch.machine").then((m) => m.batchMachine));
/** The preparation card is the view's alone: the machine needs no code of it. */
const loadPrintCard = fromPromise<null>(() => Promise.resolve(null));

/** The output of a load's done event (the code that arrived). */
const outputOf = <T>(event: { type: string }) => (event as unknown as { output: T }).output;

export const converterCardMachine = setup({
  types: {
    context: {} as ConverterCardContext,
    events: {} as ConverterCardEvent,
    input: {} as ConverterCardInput,
    emitted: {} as ConverterCardEmitted,
  },
  actors: {
    converter: cardConverter,
    tabs: cardTabs,
    syringe: syringeMachine,
    loadDoubleCheck,
    loadBatch,
    loadPrintCard,
  },
  guards: {
    hasSyringe: ({ context }) => context.withSyringe,
    firstHasResult: ({ context }) => hasResult(context.settings.entry),
  },
  actions: {
    rememberSettings: assign({
      settings: ({ context, event }) => {
        if (event.type !== "settings.changed") return context.settings;
        const { type: _type, ...settings } = event;
        return settings;
      },
    }),
    forwardToBatch: sendTo("batch", ({ context, event }) => ({
      type: "settings.change" as const,
      ...batchSettingsOf(event.type === "settings.changed" ? event : context.settings),
    })),
    forwardToSyringe: sendTo("syringe", ({ event }) => ({
      type: "volume.change" as const,
      volume: event.type === "settings.changed" ? event.volume : null,
    })),
    forwardRouteToSyringe: sendTo("syringe", ({ context, event }) => ({
      type: "route.change" as const,
      route: event.type === "settings.changed" ? event.entry.route : context.settings.entry.route,
    })),
    /** The calculation on the calculator (as the converter last reported it) is the one to check. */
    rememberCheck: assign({ checkEntry: ({ context }) => ({ ...context.settings.entry }) }),
    /** A new check, with the double check's code already here: it gets the calculation on the calculator. */
    forwardCheck: sendTo("doubleCheck", ({ context }) => ({
      type: "check.request" as const,
      entry: { ...context.settings.entry },
    })),
    /** The check is over or given up: the view returns the focus to 'Ask for a double check'. */
    emitCheckEnded: emit({ type: "check.ended" as const }),
    /** The double check's code is here: its machine starts and gets the request that was waiting. */
    startDoubleCheck: enqueueActions(({ enqueue, context, event }) => {
      // The machine is the one that arrived (its type is known, its code was not: no static import);
      // it tells the card when a check is over.
      const logic = outputOf<DoubleCheckLogic>(event).provide({
        actions: { notifyClosed: sendParent({ type: "check.closed" as const }) },
      });
      enqueue.spawnChild(logic as never, { id: "doubleCheck" });
      // Said before the request reaches it, so the view hears the check's first words.
      enqueue.emit({ type: "doubleCheck.started" });
      if (context.checkEntry) enqueue.sendTo("doubleCheck", { type: "check.request", entry: context.checkEntry });
    }),
    /** Batch Convert's code is here: it starts with the settings last reported. */
    startBatch: enqueueActions(({ enqueue, context, event }) => {
      enqueue.spawnChild(outputOf<BatchLogic>(event) as never, {
        id: "batch",
        input: batchSettingsOf(context.settings),
      });
    }),
    /** The preparation card's code is here (or was): the converter prints, as asked. */
    forwardPrint: sendTo("converter", { type: "print" as const }),
  },
}).createMachine({
  id: "converter-card",
  meta: { docs },
  type: "parallel",
  context: ({ input }) => ({
    preset: input.preset,
    withSyringe: input.withSyringe === true,
    settings: presetSettings(input.preset),
    checkEntry: null,
  }),
  invoke: [
    { id: "converter", src: "converter", input: ({ context }) => ({ preset: context.preset }) },
    { id: "tabs", src: "tabs" },
  ],
  states: {
    layout: {
      description: "Which children the card has: the calculator alone, or with the syringe drawn.",
      initial: "choosing",
      states: {
        choosing: {
          description: "At start: the card takes its layout from its input.",
          always: [{ guard: "hasSyringe", target: "withSyringe" }, { target: "calculatorOnly" }],
        },
        calculatorOnly: {
          description: "Calculator and Batch Convert: the converter's settings are kept for Batch Convert.",
          on: {
            "settings.changed": {
              actions: "rememberSettings",
              description: "The card keeps the new concentration and direction for Batch Convert.",
            },
          },
        },
        withSyringe: {
          description: "The syringe page: the converter's volume is also drawn on the syringe.",
          invoke: {
            id: "syringe",
            systemId: SYRINGE_SYSTEM_ID,
            src: "syringe",
            input: ({ context }) => ({ volume: presetSettings(context.preset).volume }),
          },
          on: {
            "settings.changed": {
              actions: ["rememberSettings", "forwardToSyringe", "forwardRouteToSyringe"],
              description:
                "The card keeps the concentration and direction for Batch Convert; the syringe gets the volume to draw and the route stated (it follows the route's syringe kind, and cautions a syringe that does not suit it).",
            },
          },
        },
      },
    },
    doubleCheck: featureRegion({
      load: CARD_FEATURES.doubleCheck.load,
      ask: { event: "check.request", guard: "firstHasResult", actions: "rememberCheck" },
      arrived: ["startDoubleCheck"],
      retry: "check.retry",
      cancel: "check.cancel",
      cancelActions: "emitCheckEnded",
      readyStates: {
        initial: "open",
        states: {
          open: {
            description:
              "A check runs (its machine has the calculation): the calculator and its result are hidden, the double check's steps are shown.",
            on: {
              "check.closed": {
                target: "closed",
                actions: "emitCheckEnded",
                description:
                  "The double check reports the check is over (cancelled, or finished after a match): the calculator is back and the focus returns to 'Ask for a double check'.",
              },
            },
          },
          closed: {
            description: "No check under way: the calculator is shown with 'Ask for a double check'.",
            on: {
              "check.request": {
                target: "open",
                guard: "firstHasResult",
                actions: ["rememberCheck", "forwardCheck"],
                description:
                  "'Ask for a double check' again: the card hands the calculation on the calculator to the double check, which starts at once (its code is here).",
              },
            },
          },
        },
      },
      words: {
        region:
          "The double check's code (issue 33): loaded the first time a person asks for a check, then the check takes the request.",
        idle: "Nobody has asked for a double check on this page: its code is not loaded.",
        loading:
          "A double check was asked for and its code is loading: the calculator's result is already hidden, 'Loading the double check…' is shown.",
        failed:
          "The double check's code could not be loaded: a calm message with 'Try again' and 'Back to the calculator'.",
        ready: "The double check's code is here: its machine runs and takes every request from now on.",
        asked: "The first person asks for a check of a calculation with a result: its code starts loading.",
        arrived: "The code has arrived: the double check starts with the calculation that was asked for.",
        notArrived: "The code could not be loaded (no connection): a calm message, nothing is lost.",
        retried: "'Try again': the code is loaded again, for the same calculation.",
        cancelled: "The person goes back to the calculator: nothing was checked.",
      },
    }),
    batch: featureRegion({
      load: CARD_FEATURES.batch.load,
      ask: { event: "batch.open" },
      arrived: ["startBatch"],
      retry: "batch.retry",
      readyOn: {
        "settings.changed": {
          actions: "forwardToBatch",
          description: "Batch Convert converts with the new concentration and direction.",
        },
      },
      words: {
        region: "Batch Convert's code (issue 33): loaded the first time its tab is shown.",
        idle: "The Batch Convert tab has not been shown on this page: its code is not loaded.",
        loading: "The Batch Convert tab is shown and its code is loading: 'Loading Batch Convert…' in the tab.",
        failed: "Batch Convert's code could not be loaded: a calm message with 'Try again' in its tab.",
        ready: "Batch Convert's code is here: its machine runs and gets every new concentration and direction.",
        asked: "The Batch Convert tab is shown for the first time: its code starts loading.",
        arrived: "The code has arrived: Batch Convert starts with the calculator's concentration and direction.",
        notArrived: "The code could not be loaded (no connection): a calm message in the tab.",
        retried: "'Try again': the code is loaded again.",
      },
    }),
    printCard: featureRegion({
      load: CARD_FEATURES.printCard.load,
      ask: { event: "print.request" },
      arrived: ["forwardPrint"],
      retry: "print.request",
      readyOn: {
        "print.request": {
          actions: "forwardPrint",
          description: "'Print preparation card' with its code here: the converter prints at once.",
        },
      },
      words: {
        region: "The preparation card's code (issue 33): loaded the first time a person prints one.",
        idle: "Nobody has printed a preparation card on this page: its code is not loaded.",
        loading: "'Print preparation card' was pressed and the card's code is loading: the button says so.",
        failed: "The preparation card's code could not be loaded: a calm message with 'Try again'.",
        ready: "The preparation card's code is here: 'Print preparation card' prints at once.",
        asked: "The first 'Print preparation card' of the page: the card's code starts loading.",
        arrived: "The code has arrived: the page prints the card, as asked.",
        notArrived: "The code could not be loaded (no connection): nothing is printed, a calm message says so.",
        retried: "'Try again' (or 'Print preparation card' again): the code is loaded again.",
      },
    }),
  },
});

/** The code of the features that load on first use, as a page loads it (its views come with it). */
export interface CardLoads {
  readonly doubleCheck: () => Promise<DoubleCheckLogic>;
  readonly batch: () => Promise<BatchLogic>;
  readonly printCard: () => Promise<unknown>;
}

/**
 * The card with what the page gives it: a clipboard for both copy regions (the view passes the
 * browser's; tests a fake: the promise logic of `writeClipboard`, fromPromise) and the loads of its
 * features (the view loads each feature's machine with its view; tests give loads that arrive at
 * once, later or never). Batch Convert, once loaded, writes to the same clipboard.
 */
export function provideCard({ clipboard, loads = {} }: { clipboard?: AnyActorLogic; loads?: Partial<CardLoads> }) {
  const writing = <T extends BatchLogic>(logic: T): T =>
    clipboard ? (logic.provide({ actors: { writeClipboard: clipboard as never } }) as T) : logic;
  return converterCardMachine.provide({
    actors: {
      ...(clipboard ? { converter: cardConverter.provide({ actors: { writeClipboard: clipboard as never } }) } : {}),
      loadBatch: fromPromise<BatchLogic>(async () =>
        writing(await (loads.batch ?? (() => import("~/machines/batch/batch.machine").then((m) => m.batchMachine)))()),
      ),
      ...(loads.doubleCheck ? { loadDoubleCheck: fromPromise<DoubleCheckLogic>(() => loads.doubleCheck!()) } : {}),
      ...(loads.printCard ? { loadPrintCard: fromPromise<null>(() => loads.printCard!().then(() => null)) } : {}),
    },
  });
}

/** The card with a clipboard for both copy regions (`provideCard` with the page's own loads). */
export function provideClipboard(clipboard: AnyActorLogic) {
  return provideCard({ clipboard });
}

export type { WriteClipboardInput };
