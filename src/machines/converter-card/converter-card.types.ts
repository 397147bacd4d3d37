/**
 * Types of the converter card: the parent of the calculator (converter), the tabs, Batch Convert
 * and, on the syringe page, the syringe chooser.
 */
import type { ConverterPreset } from "~/data/doses";
import type { ConverterSettings } from "~/domain/dose/conversion";
import type { AutoFamily } from "~/domain/syringe/syringe.types";

export interface ConverterCardInput {
  /** The page's own defaults: amount, concentration, direction, whether the concentration is shown. */
  preset: ConverterPreset;
  /** Whether the card also draws the volume on a syringe (the syringe page). */
  withSyringe?: boolean;
}

export interface ConverterCardContext {
  readonly preset: ConverterPreset;
  readonly withSyringe: boolean;
  /** The syringe kind of the route last reported (the syringe chooser follows a change of it). */
  readonly family: AutoFamily;
}

/** The converter's report of its settings, sent to the card (its parent) after every change. */
export type ConverterCardEvent = { type: "settings.changed" } & ConverterSettings;
