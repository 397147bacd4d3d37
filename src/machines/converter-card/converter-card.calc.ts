/**
 * Pure helpers of the converter card: the messages it forwards to its children, built from the
 * converter's reported settings. No arithmetic of its own: the settings come from
 * converter.calc.ts `converterSettings`.
 */
import { converterSettings, evaluateConverter, type ConverterSettings } from "~/machines/converter/converter.calc";
import type { ConverterPreset } from "~/data/doses";
import type { BatchSettings } from "~/machines/batch/batch.types";
import { fieldText } from "~/machines/converter/converter.calc";

/** The settings of a page's preset, before the converter has reported anything. */
export function presetSettings(preset: ConverterPreset): ConverterSettings {
  return converterSettings(
    evaluateConverter({
      amountText: fieldText(preset.amount),
      concentrationText: fieldText(preset.concentration),
      direction: preset.direction,
    }),
  );
}

/** What Batch Convert needs of the converter's settings. */
export function batchSettingsOf(settings: ConverterSettings): BatchSettings {
  return { mgPerMl: settings.mgPerMl, ratio: settings.ratio, direction: settings.direction, family: settings.family };
}
