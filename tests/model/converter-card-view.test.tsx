// @vitest-environment jsdom
/**
 * Model-based test, view level, of the converter card: every path of the card model runs on the
 * rendered card (the /20-mg-to-ml card, or the syringe calculator for the syringe page). A step is
 * what a person types in the Calculator tab; after it, Batch Convert says it converts with the
 * new concentration and direction, and on the syringe page the drawing shows the new volume.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";
import { ConverterCard } from "~/components/converter/converter-card";
import { SyringeCalculator } from "~/components/syringe/syringe-calculator";
import type { ConverterPreset } from "~/data/doses";
import { batchHeading } from "~/machines/batch/batch.calc";
import { BATCH_MESSAGES } from "~/machines/batch/batch.calc";
import { readSyringe } from "~/domain/syringe/syringe";
import { syringeTexts } from "~/domain/syringe/syringe-words";
import type { ConverterSettings } from "~/domain/dose/conversion";
import { createConverterCardModel, sampleOf, sampleSettings } from "../../tools/statecharts/converter-card.model";

const model = createConverterCardModel();
const tracker = model.coverage("view");

afterEach(cleanup);

async function replaceText(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** What Batch Convert says it converts with. */
function expectedSettingsLine(settings: ConverterSettings): string {
  if (settings.mgPerMl === null) return BATCH_MESSAGES.waitingForConcentration;
  return `Converting ${batchHeading({ mgPerMl: settings.mgPerMl, direction: settings.direction })}, the concentration and direction of the Calculator tab.`;
}

async function expectForwarded(user: UserEvent, settings: ConverterSettings, withSyringe: boolean) {
  await user.click(screen.getByRole("tab", { name: "Batch Convert" }));
  expect(screen.getByText(expectedSettingsLine(settings))).toBeInTheDocument();
  await user.click(screen.getByRole("tab", { name: "Calculator" }));
  if (withSyringe) {
    const summary = syringeTexts(readSyringe(settings.volume, `auto-${settings.family}`)).summary;
    expect(screen.getByTestId("syringe-summary")).toHaveTextContent(summary, { normalizeWhitespace: true });
  }
}

describe("converter card view: model-based paths", () => {
  describe.each(model.paths)("$title", (path) => {
    it("runs on the rendered card", async () => {
      const input = path.input as { preset: ConverterPreset; withSyringe: boolean };
      const user = userEvent.setup();
      render(
        <ThemeProvider theme={theme}>
          {input.withSyringe ? (
            <SyringeCalculator preset={input.preset} writeClipboard={async () => {}} />
          ) : (
            <ConverterCard preset={input.preset} writeClipboard={async () => {}} />
          )}
        </ThemeProvider>,
      );
      expect(screen.queryByTestId("syringe-panel") !== null).toBe(input.withSyringe);
      for (const step of path.steps) {
        const sample = sampleOf(input.preset, step.event);
        await replaceText(user, screen.getByRole("textbox", { name: "Amount (mg)" }), sample.amount);
        await replaceText(user, screen.getByRole("textbox", { name: "Concentration (mg/mL)" }), sample.concentration);
        await user.selectOptions(screen.getByRole("combobox", { name: "Route" }), sample.route ?? "unstated");
        await expectForwarded(user, sampleSettings(input.preset, sample), input.withSyringe);
      }
      tracker.recordPath(path);
    });
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});
