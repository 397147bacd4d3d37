/**
 * The converter card: the parent that wires the machines of the card together, so every link
 * between them is a transition in a diagram and a step in a path (never a React effect).
 *
 *   invokes   converter (the calculator), tabs (Calculator | Batch Convert), batch (Batch Convert),
 *             doubleCheck (the independent double check of the calculator's result)
 *   layout    choosing → calculatorOnly | withSyringe (the syringe page also invokes the syringe)
 *   forwards  the converter reports its settings after every change (`settings.changed`, sent to
 *             its parent by the `notifySettings` action this card provides); the card sends the
 *             concentration and direction to Batch Convert (`settings.change`) and, with a syringe,
 *             the volume to draw (`volume.change`); when the route's syringe kind changes, the
 *             syringe chooser goes back to the rule's syringe of that kind (issue 27: the syringe
 *             drawn and printed fits the route).
 *
 * The views talk to the children directly (`snapshot.children.converter`, …); the clipboard
 * reaches both copy regions through `provideClipboard`.
 */
import { assign, emit, sendParent, sendTo, setup, type AnyActorLogic, type AnyActorRef } from "xstate";
import type { MachineDocs } from "~/machines/machine-docs";
import { converterMachine } from "~/machines/converter/converter.machine";
import { calculatedOf } from "~/machines/converter/converter.outputs";
import { converterSettings, evaluationOf } from "~/domain/dose/conversion";
import { announcementOf } from "~/machines/converter/converter.calc";
import { answerWithReading } from "~/machines/syringe/syringe.spoken";
import type { SyringeContext } from "~/machines/syringe/syringe.types";
import { tabsMachine } from "~/machines/tabs/tabs.machine";
import { batchMachine } from "~/machines/batch/batch.machine";
import { syringeMachine } from "~/machines/syringe/syringe.machine";
import { doubleCheckMachine } from "~/machines/double-check/double-check.machine";
import type { WriteClipboardInput } from "~/machines/converter/converter.types";
import { batchSettingsOf, presetSettings } from "./converter-card.calc";
import type { ConverterCardContext, ConverterCardEvent, ConverterCardInput } from "./converter-card.types";

/** The system id of the syringe chooser, when the card has one (the syringe page). */
export const SYRINGE_SYSTEM_ID = "syringe";

/** The syringe's context, when the card's system has a syringe (the syringe page), else null. */
function syringeContextIn(system: { get: (id: string) => AnyActorRef | undefined }): SyringeContext | null {
  const syringe = system.get(SYRINGE_SYSTEM_ID);
  return syringe ? (syringe.getSnapshot() as { context: SyringeContext }).context : null;
}

/**
 * The converter as a child of the card: it reports its settings to the card, and on the syringe
 * page its answer (when typing settles, and on Calculate) also says where the volume falls on the
 * syringe drawn: one announcement for the page, never one per region.
 */
const cardConverter = converterMachine.provide({
  actions: {
    notifySettings: sendParent(({ context }) => ({
      type: "settings.changed" as const,
      ...converterSettings(evaluationOf(context)),
    })),
    emitSettled: emit(({ context, system }) => ({
      type: "result.settled" as const,
      announcement: answerWithReading(announcementOf(evaluationOf(context)), syringeContextIn(system)),
    })),
    emitCalculated: emit(({ context, system }) => {
      const calculated = calculatedOf(context);
      return { ...calculated, announcement: answerWithReading(calculated.announcement, syringeContextIn(system)) };
    }),
  },
});

const docs = {
  title: "Converter card",
  summary:
    "The parent of the converter card's machines: it invokes the converter, the tabs and Batch Convert (and, on the syringe page, the syringe chooser), and forwards the converter's settings: concentration and direction to Batch Convert, the volume to the syringe. No two children talk to each other except through it.",
  usedOn: "The converter card of the home page, the 37 dose pages and the syringe page.",
  events: {
    "settings.changed":
      "The converter reports its settings after every change of its inputs (direction, concentration in mg/mL and as written, the volume in mL).",
    always: "At start: the card chooses its layout (with or without the syringe) from its input.",
  },
  guards: {
    hasSyringe: "The card was created for the syringe page (input withSyringe).",
    routeKindChanged:
      "The converter's report names another syringe kind than before (the Route changed between by mouth or not stated, oral, and injection).",
  },
  delays: {},
  actors: {
    converter: "The converter machine (the Calculator tab), with its settings reported to the card.",
    tabs: "The tabs machine (Calculator | Batch Convert).",
    batch: "The Batch Convert machine.",
    syringe:
      "The syringe chooser (syringe page only, system id 'syringe'): the converter's answer, when typing settles and on Calculate, also says where the volume falls on the syringe drawn.",
    doubleCheck:
      "The double-check machine: 'Ask for a double check' hides the calculator for an independent second entry.",
  },
  clauses: {
    M14: [
      "converter-card.choosing",
      "converter-card.calculatorOnly",
      "converter-card.withSyringe",
      "converter-card:always",
      "converter-card:settings.changed",
    ],
    M24: ["converter-card:settings.changed"],
  },
} satisfies MachineDocs;

export const converterCardMachine = setup({
  types: {
    context: {} as ConverterCardContext,
    events: {} as ConverterCardEvent,
    input: {} as ConverterCardInput,
  },
  actors: {
    converter: cardConverter,
    tabs: tabsMachine,
    batch: batchMachine,
    syringe: syringeMachine,
    doubleCheck: doubleCheckMachine,
  },
  guards: {
    hasSyringe: ({ context }) => context.withSyringe,
    routeKindChanged: ({ context, event }) => event.family !== context.family,
  },
  actions: {
    forwardToBatch: sendTo("batch", ({ event }) => ({ type: "settings.change" as const, ...batchSettingsOf(event) })),
    forwardToSyringe: sendTo("syringe", ({ event }) => ({ type: "volume.change" as const, volume: event.volume })),
    followRoute: sendTo("syringe", ({ event }) => ({
      type: "choice.select" as const,
      choice: `auto-${event.family}` as const,
    })),
    rememberKind: assign({ family: ({ event }) => event.family }),
  },
}).createMachine({
  id: "converter-card",
  meta: { docs },
  context: ({ input }) => ({
    preset: input.preset,
    withSyringe: input.withSyringe === true,
    family: presetSettings(input.preset).family,
  }),
  invoke: [
    { id: "converter", src: "converter", input: ({ context }) => ({ preset: context.preset }) },
    { id: "tabs", src: "tabs" },
    { id: "batch", src: "batch", input: ({ context }) => batchSettingsOf(presetSettings(context.preset)) },
    { id: "doubleCheck", src: "doubleCheck" },
  ],
  initial: "choosing",
  states: {
    choosing: {
      description: "At start: the card takes its layout from its input.",
      always: [{ guard: "hasSyringe", target: "withSyringe" }, { target: "calculatorOnly" }],
    },
    calculatorOnly: {
      description: "Calculator and Batch Convert: the converter's settings go to Batch Convert.",
      on: {
        "settings.changed": {
          actions: "forwardToBatch",
          description: "Batch Convert converts with the new concentration and direction.",
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
        "settings.changed": [
          {
            guard: "routeKindChanged",
            actions: ["forwardToBatch", "forwardToSyringe", "followRoute", "rememberKind"],
            description:
              "The route now calls for the other syringe kind: the syringe chooser goes to the rule's syringe of that kind, so the syringe drawn and printed fits the route.",
          },
          {
            actions: ["forwardToBatch", "forwardToSyringe"],
            description: "Batch Convert gets the concentration and direction; the syringe the volume to draw.",
          },
        ],
      },
    },
  },
});

/**
 * The card with a clipboard for both copy regions (the view passes the browser's; tests a fake).
 * `clipboard` is the promise logic of `writeClipboard` (fromPromise).
 */
export function provideClipboard(clipboard: AnyActorLogic) {
  return converterCardMachine.provide({
    actors: {
      converter: cardConverter.provide({ actors: { writeClipboard: clipboard as never } }),
      batch: batchMachine.provide({ actors: { writeClipboard: clipboard as never } }),
    },
  });
}

export type { WriteClipboardInput };
