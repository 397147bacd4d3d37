/**
 * The converter card's controls (issue 29; src/machines/controls.ts). The card takes the settings
 * its converter reports (a person sends them by typing the amount and the concentration and
 * choosing the route in the Calculator tab) and the requests for the parts whose code loads on
 * first use (issue 33): 'Ask for a double check', the Batch Convert tab, 'Print preparation card',
 * and after a failed load 'Try again' (or 'Back to the calculator'). The loads' answers are the
 * code arriving or not (`load`).
 */
import type { SnapshotFrom } from "xstate";
import { button, typeOver, type ControlAction, type ControlsTable } from "~/machines/controls";
import { ROUTE_LABEL, amountLabel } from "~/domain/dose/conversion";
import { CONVERTER_CONTROLS } from "~/machines/converter/converter.controls";
import { DOUBLE_CHECK_CONTROLS } from "~/machines/double-check/double-check.controls";
import { FEATURE_RETRY, featureControls } from "~/machines/feature-region";
import { TABS } from "~/machines/tabs/tabs.calc";
import { CARD_FEATURES, type converterCardMachine } from "./converter-card.machine";
import type { ConverterCardEvent } from "./converter-card.types";

/** What a part shows while its code loads (issue 33; the view's words, read by the tests). */
export const CARD_LOADING_TEXT = {
  doubleCheck: "Loading the double check…",
  batch: "Loading Batch Convert…",
} as const;

/** The print button's description while the preparation card's code loads for its first print. */
export const PRINT_LOADING = "Loading the preparation card to print…";

const tab = (id: "calculator" | "batch"): ControlAction => ({
  kind: "press",
  role: "tab",
  name: TABS.find((t) => t.id === id)!.label,
});

/** The Calculator tab first (Batch Convert may be shown), then the control. */
const onCalculator = (action: ControlAction): ControlAction => ({ kind: "all", actions: [tab("calculator"), action] });

export const converterCardControls: ControlsTable<ConverterCardEvent, SnapshotFrom<typeof converterCardMachine>> = {
  "settings.changed": (e, before) => ({
    kind: "all",
    actions: [
      tab("calculator"),
      typeOver(
        amountLabel(e.direction),
        e.entry.amountText,
        e.entry.amountText === before.context.settings.entry.amountText,
        "in the Calculator tab",
      ),
      typeOver(
        CONVERTER_CONTROLS.concentration,
        e.entry.concentrationText,
        e.entry.concentrationText === before.context.settings.entry.concentrationText,
      ),
      {
        kind: "choose",
        label: CONVERTER_CONTROLS.route,
        option: ROUTE_LABEL[e.entry.route],
        note: "the converter reports its settings to the card",
      },
    ],
  }),
  "check.request": () => onCalculator(button(DOUBLE_CHECK_CONTROLS.request)),
  // The double check's own control: its machine reports to the card that the check is over.
  "check.closed": () => button(DOUBLE_CHECK_CONTROLS.cancel),
  "check.retry": () => button(FEATURE_RETRY),
  "check.cancel": (_e, before) =>
    button(before.matches({ doubleCheck: "failed" }) ? DOUBLE_CHECK_CONTROLS.back : DOUBLE_CHECK_CONTROLS.cancel),
  "batch.open": () => tab("batch"),
  "batch.retry": () => button(FEATURE_RETRY),
  "print.request": (_e, before) =>
    before.matches({ printCard: "failed" }) ? button(FEATURE_RETRY) : onCalculator(button(DOUBLE_CHECK_CONTROLS.print)),
  ...featureControls(CARD_FEATURES.doubleCheck.load, CARD_FEATURES.doubleCheck.words),
  ...featureControls(CARD_FEATURES.batch.load, CARD_FEATURES.batch.words),
  ...featureControls(CARD_FEATURES.printCard.load, CARD_FEATURES.printCard.words),
};
