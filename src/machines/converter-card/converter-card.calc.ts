/**
 * Pure helpers of the converter card: the messages it forwards to its children, built from the
 * converter's reported settings. No arithmetic of its own: the settings come from
 * src/domain/dose/conversion.ts `converterSettings`.
 */
import { converterSettings, type ConverterSettings } from "~/domain/dose/conversion";
import type { ConverterPreset } from "~/data/doses";
import type { BatchSettings } from "~/machines/batch/batch.types";
import { fieldText } from "~/domain/dose/conversion";

/** The settings of a page's preset, before the converter has reported anything. */
export function presetSettings(preset: ConverterPreset): ConverterSettings {
  return converterSettings({
    amountText: fieldText(preset.amount),
    concentrationText: fieldText(preset.concentration),
    direction: preset.direction,
  });
}

/** What Batch Convert needs of the converter's settings. */
export function batchSettingsOf(settings: ConverterSettings): BatchSettings {
  return { mgPerMl: settings.mgPerMl, ratio: settings.ratio, direction: settings.direction, family: settings.family };
}
