/**
 * Types of the converter card: the parent of the calculator (converter), the tabs and, on the
 * syringe page, the syringe chooser; and, once their code has arrived (issue 33), of Batch Convert
 * and the double check.
 */
import type { ConverterPreset } from "~/data/doses";
import type { ConverterSettings } from "~/domain/dose/conversion";
import type { DoseEntry } from "~/machines/double-check/double-check.types";
import type { batchMachine } from "~/machines/batch/batch.machine";
import type { doubleCheckMachine } from "~/machines/double-check/double-check.machine";

export interface ConverterCardInput {
  /** The page's own defaults: amount, concentration, direction, whether the concentration is shown. */
  preset: ConverterPreset;
  /** Whether the card also draws the volume on a syringe (the syringe page). */
  withSyringe?: boolean;
}

export interface ConverterCardContext {
  readonly preset: ConverterPreset;
  readonly withSyringe: boolean;
  /** The converter's settings last reported: Batch Convert starts with them when its code arrives. */
  readonly settings: ConverterSettings;
  /** The calculation the first person asked to have checked (kept while the double check's code loads). */
  readonly checkEntry: DoseEntry | null;
}

/** The code of Batch Convert and of the double check, as their loads give it (src/machines/feature-region.ts). */
export type BatchLogic = typeof batchMachine;
export type DoubleCheckLogic = typeof doubleCheckMachine;

export type ConverterCardEvent =
  /** The converter's report of its settings, sent to the card (its parent) after every change. */
  | ({ type: "settings.changed" } & ConverterSettings)
  /** 'Ask for a double check': the card hands the calculation on the calculator to the double check. */
  | { type: "check.request" }
  /** The double check reports that the check is over (its `notifyClosed`, provided by the card). */
  | { type: "check.closed" }
  /** 'Try again' after the double check's code could not be loaded. */
  | { type: "check.retry" }
  /** 'Cancel double check' while its code loads, or 'Back to the calculator' after it could not. */
  | { type: "check.cancel" }
  /** The Batch Convert tab is shown (the tabs machine tells the card, which provides that action). */
  | { type: "batch.open" }
  /** 'Try again' after Batch Convert's code could not be loaded. */
  | { type: "batch.retry" }
  /** 'Print preparation card' on the Calculator tab (and 'Try again' after the card could not load). */
  | { type: "print.request" };

/**
 * The double check's machine has started (its code arrived): emitted before it gets the request
 * that was waiting, so the view listens to what it says from its first words.
 */
export type ConverterCardEmitted =
  | { type: "doubleCheck.started" }
  /** A check is over or was given up while its code loaded: the focus returns to 'Ask for a double check'. */
  | { type: "check.ended" };
