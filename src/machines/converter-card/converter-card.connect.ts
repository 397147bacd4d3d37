/**
 * The converter card's connect layer (issue 29, in the manner of chakra-ui/zag's `*.connect.ts`):
 * the card's snapshot, with what its children say that the card shows (the double check's step,
 * whether the converter's dose can be printed), becomes what the card's view shows and the
 * handlers of its own controls. The card machine decides (which part loads, whether a check is
 * open, which calculation is checked); this reads its states and never reaches into a child to
 * send it anything: every press goes to the card, which wires its children.
 *
 * Pure: no React.
 */
import { DOUBLE_CHECK_CONTROLS } from "~/machines/double-check/double-check.controls";
import type { DoseEntry } from "~/machines/double-check/double-check.types";
import type { CheckStep } from "~/machines/double-check/double-check.selectors";
import { controlList, needsResult, type WithoutResult } from "~/machines/connect";
import { PRINT_LOADING } from "./converter-card.controls";
import type { ConverterCardEvent } from "./converter-card.types";
import type { ConverterCardSnapshot, FeatureStage } from "./converter-card.selectors";

/** Why 'Print preparation card' is not offered yet: the page's example is not a preparation. */
export const PRINT_NOT_YET =
  "Type a dose above 0 in the amount field to print a preparation card: the page's example is not a preparation.";
/** The print button's description once a typed dose has a result. */
export const PRINT_READY = "Prints one page to keep with the preparation.";
/** The note under 'Ask for a double check'. */
export const ASK_CHECK_NOTE = "Hides this result while a second person works it out from the label.";

/** Why a dose cannot be printed or checked, as the converter's selectDoseMissing says it (issue 53). */
export function doseMissingReason(control: string, missing: WithoutResult | "zero"): string {
  return missing === "zero"
    ? `${controlList([control])} works once the amount is above 0: a dose of 0 is not a preparation.`
    : needsResult([control], missing);
}

/** What the children say that the card shows (read by the view through their own selectors). */
export interface CardChildren {
  /** The double check's step once its code is here ("calculator" before, and between checks). */
  readonly checkStep: CheckStep;
  /** Whether the double check hides the page's answers (its `blind` tag). */
  readonly checkBlind: boolean;
  /** Whether the converter's dose was typed and has a result (its `print` is allowed). */
  readonly canPrint: boolean;
  /** What the converter's dose lacks to be printed or checked (its selectDoseMissing), or null. */
  readonly doseMissing: WithoutResult | "zero" | null;
  /** Whether a dose was typed (the converter's entry region): the page's example is not printed. */
  readonly doseTyped: boolean;
}

export interface ConverterCardView {
  readonly stages: { readonly [K in "doubleCheck" | "batch" | "printCard"]: FeatureStage };
  /**
   * What the card shows in place of the tabs: the double check's loading or failure ('checkStatus'),
   * the double check's steps ('check'), or the tabs ('tabs').
   */
  readonly shows: "checkStatus" | "check" | "tabs";
  /** Whether the page hides its own answers (the double check works blind, or its code loads for a check). */
  readonly blind: boolean;
  /**
   * Whether the card's title stands for the page's h1 (issue 53, principle 7): from the request
   * until the check is closed, through every step, so the card's title is an h1 and each step's
   * title an h2 in every step; the page's own title is out of sight meanwhile (it names the dose).
   */
  readonly titleIsPage: boolean;
  readonly askCheck: {
    readonly label: string;
    readonly note: string;
    readonly disabled: boolean;
    readonly onPress: () => void;
  };
  readonly print: {
    readonly label: string;
    readonly note: string;
    readonly disabled: boolean;
    /** The card's code loads for its first print. */
    readonly busy: boolean;
    readonly onPress: () => void;
  };
  /** The card to print: the agreed calculation after a match, else the calculator's typed dose, else none. */
  readonly printCard: { readonly entry: DoseEntry; readonly doubleChecked: boolean } | null;
  readonly onRetryCheck: () => void;
  /** 'Cancel double check' while its code loads, 'Back to the calculator' after it could not load. */
  readonly cancelCheck: { readonly label: string; readonly onPress: () => void };
  readonly onRetryBatch: () => void;
  readonly onRetryPrint: () => void;
}

/** Where a feature's region is: its top state ('ready' whatever the feature shows then). */
export function stageOf(value: unknown): FeatureStage {
  return typeof value === "string" ? (value as FeatureStage) : "ready";
}

export function connectConverterCard(
  card: ConverterCardSnapshot,
  send: (event: ConverterCardEvent) => void,
  children: CardChildren,
): ConverterCardView {
  const stages = {
    doubleCheck: stageOf(card.value.doubleCheck),
    batch: stageOf(card.value.batch),
    printCard: stageOf(card.value.printCard),
  };
  const checkBusy = stages.doubleCheck === "loading" || stages.doubleCheck === "failed";
  const checkOpen = card.matches({ doubleCheck: { ready: "open" } });
  const match = checkOpen && children.checkStep === "match";
  const { checkEntry, settings } = card.context;
  const askDisabled = !card.can({ type: "check.request" });
  return {
    stages,
    shows: checkBusy ? "checkStatus" : checkOpen ? "check" : "tabs",
    // While the check's code loads, the result is already hidden: the page is marked blind too.
    blind: stages.doubleCheck === "loading" || (checkOpen && children.checkBlind),
    titleIsPage: stages.doubleCheck === "loading" || checkOpen,
    askCheck: {
      label: DOUBLE_CHECK_CONTROLS.request,
      note:
        askDisabled && children.doseMissing
          ? doseMissingReason(DOUBLE_CHECK_CONTROLS.request, children.doseMissing)
          : ASK_CHECK_NOTE,
      disabled: askDisabled,
      onPress: () => send({ type: "check.request" }),
    },
    print: {
      label: DOUBLE_CHECK_CONTROLS.print,
      note:
        stages.printCard === "loading"
          ? PRINT_LOADING
          : children.canPrint
            ? PRINT_READY
            : children.doseTyped && children.doseMissing
              ? doseMissingReason(DOUBLE_CHECK_CONTROLS.print, children.doseMissing)
              : PRINT_NOT_YET,
      disabled: !children.canPrint,
      busy: stages.printCard === "loading",
      onPress: () => send({ type: "print.request" }),
    },
    // What a printed page shows (issue 27): the agreed calculation after a match; else the
    // calculator's own once a dose was typed and there is a result; else nothing: a page's example
    // is not a preparation.
    printCard:
      match && checkEntry
        ? { entry: checkEntry, doubleChecked: true }
        : !checkOpen && children.canPrint
          ? { entry: settings.entry, doubleChecked: false }
          : null,
    onRetryCheck: () => send({ type: "check.retry" }),
    cancelCheck: {
      label: stages.doubleCheck === "failed" ? DOUBLE_CHECK_CONTROLS.back : DOUBLE_CHECK_CONTROLS.cancel,
      onPress: () => send({ type: "check.cancel" }),
    },
    onRetryBatch: () => send({ type: "batch.retry" }),
    onRetryPrint: () => send({ type: "print.request" }),
  };
}
