// @vitest-environment jsdom
/**
 * Model-based test, view level, of the converter card: every path of the card model runs on the
 * rendered card (the /20-mg-to-ml card, or the syringe calculator for the syringe page). A step is
 * what a person does: types in the Calculator tab (then Batch Convert, once its code is here,
 * converts with the new concentration and direction, and on the syringe page the drawing shows the
 * new volume), asks for a double check, shows the Batch Convert tab, prints a card, or presses
 * 'Try again' or 'Back to the calculator'; or the test answers a load it holds (issue 33: the
 * feature's file arrives, or cannot be loaded). After each step the card shows its regions' state:
 * 'Loading …' where the part will be, the calm failure with 'Try again', or the part itself.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { doAction } from "../view/control-driver";
import { wholeText } from "../view/whole-text";
import { findMachine } from "../../tools/statecharts/machine-registry";
import { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";
import { ConverterCard } from "~/components/converter/converter-card";
import { CARD_LOADING_TEXT, PRINT_LOADING } from "~/machines/converter-card/converter-card.controls";
import { SyringeCalculator } from "~/components/syringe/syringe-calculator";
import * as doubleCheckFile from "~/components/converter/double-check-feature";
import * as batchFile from "~/components/converter/batch-feature";
import * as printCardFile from "~/components/converter/print-card-feature";
import type { ConverterPreset } from "~/data/doses";
import { BATCH_MESSAGES, batchHeading } from "~/machines/batch/batch.calc";
import { readSyringe } from "~/domain/syringe/syringe";
import { syringeTexts } from "~/domain/syringe/syringe-words";
import type { ConverterSettings } from "~/domain/dose/conversion";
import { FEATURE_FAILED_TEXT, FEATURE_RETRY } from "~/machines/feature-region";
import { DOUBLE_CHECK_CONTROLS } from "~/machines/double-check/double-check.controls";
import type { ConverterCardSnapshot } from "~/machines/converter-card/converter-card.selectors";
import {
  createConverterCardModel,
  heldLoads,
  stageOf,
  tabShownAfter,
  typedOn,
} from "../../tools/statecharts/converter-card.model";

const model = createConverterCardModel();
const tracker = model.coverage("view");

afterEach(cleanup);

const card = findMachine("converter-card")!;

/** Lets a settled load and React's updates run. */
const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });

/** What Batch Convert says it converts with. */
function expectedSettingsLine(settings: ConverterSettings): string {
  if (settings.mgPerMl === null) return BATCH_MESSAGES.waitingForConcentration;
  return `Converting ${batchHeading({ mgPerMl: settings.mgPerMl, direction: settings.direction })}, the concentration and direction of the Calculator tab.`;
}

const button = (name: string) => screen.getByRole("button", { name });
const tab = (name: "Calculator" | "Batch Convert") => screen.getByRole("tab", { name });

/** The screen of a state, with the tab the person is on. */
function expectScreen(state: ConverterCardSnapshot, shown: "calculator" | "batch") {
  const check = stageOf(state, "doubleCheck");
  const section = document.querySelector("#converter [data-check-step]");
  // The double check: asked for, the calculator is hidden at once (and the page marked blind).
  if (check === "loading" || check === "failed") {
    expect(section?.getAttribute("data-check-step")).toBe(check);
    expect(screen.queryByRole("tab", { name: "Calculator" })).toBeNull();
    const box = within(section as HTMLElement);
    if (check === "loading") {
      expect(box.getByText(CARD_LOADING_TEXT.doubleCheck)).toBeInTheDocument();
      expect(box.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.cancel })).toBeEnabled();
      expect(document.documentElement.getAttribute("data-double-check")).toBe("blind");
    } else {
      expect(box.getByText(FEATURE_FAILED_TEXT)).toBeInTheDocument();
      expect(box.getByRole("button", { name: FEATURE_RETRY })).toHaveFocus();
      expect(box.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.back })).toBeEnabled();
      expect(document.documentElement.hasAttribute("data-double-check")).toBe(false);
    }
    return;
  }
  if (state.matches({ doubleCheck: { ready: "open" } })) {
    // The check started with the calculation asked for: its first screen, the handover.
    expect(section?.getAttribute("data-check-step")).toBe("handover");
    expect(screen.queryByRole("tab", { name: "Calculator" })).toBeNull();
    return;
  }
  expect(section).toBeNull();
  expect(tab(shown === "batch" ? "Batch Convert" : "Calculator")).toHaveAttribute("aria-selected", "true");
  const settings = state.context.settings;
  if (shown === "batch") {
    const batch = stageOf(state, "batch");
    const status = document.getElementById("converter-batch-status");
    if (batch === "ready") {
      expect(status).toBeNull();
      expect(screen.getByText(wholeText(expectedSettingsLine(settings)))).toBeInTheDocument();
      expect(screen.getByLabelText("Values to convert")).toBeInTheDocument();
    } else if (batch === "failed") {
      expect(status).toHaveTextContent(FEATURE_FAILED_TEXT);
      expect(within(status!).getByRole("button", { name: FEATURE_RETRY })).toBeEnabled();
    } else {
      expect(status).toHaveTextContent(CARD_LOADING_TEXT.batch);
      expect(status).toHaveAttribute("aria-busy", "true");
    }
    return;
  }
  // The Calculator tab: Print is busy while its card's code loads, says so after a failure, and
  // the card to print is on the page once its code is here (and the dose typed).
  const print = stageOf(state, "printCard");
  const printButton = button(DOUBLE_CHECK_CONTROLS.print);
  if (print === "loading") expect(printButton).toHaveAttribute("aria-busy", "true");
  else expect(printButton).not.toHaveAttribute("aria-busy");
  if (print === "loading") expect(printButton).toHaveAccessibleDescription(PRINT_LOADING);
  const failure = document.getElementById("converter-print-status");
  if (print === "failed") expect(failure).toHaveTextContent(FEATURE_FAILED_TEXT);
  else expect(failure).toBeNull();
  const card = screen.queryByTestId("preparation-card");
  if (print === "ready" && typedOn(state)) expect(card).toBeInTheDocument();
  if (print !== "ready") expect(card).toBeNull();
  // The batch region's own state shows in its tab only; here, nothing of it is on screen.
  expect(document.getElementById("converter-batch-status")).toBeNull();
}

describe("converter card view: model-based paths", () => {
  describe.each(model.paths)("$title", (path) => {
    it("runs on the rendered card", async () => {
      const input = path.input as { preset: ConverterPreset; withSyringe: boolean };
      const held = heldLoads({
        doubleCheck: () => doubleCheckFile,
        batch: () => batchFile,
        printCard: () => printCardFile,
      });
      const printed = vi.spyOn(window, "print").mockImplementation(() => undefined);
      const user = userEvent.setup();
      render(
        <ThemeProvider theme={theme}>
          {input.withSyringe ? (
            <SyringeCalculator preset={input.preset} writeClipboard={async () => {}} loadFeatures={held.loads} />
          ) : (
            <ConverterCard preset={input.preset} writeClipboard={async () => {}} loadFeatures={held.loads} />
          )}
        </ThemeProvider>,
      );
      expect(screen.queryByTestId("syringe-panel") !== null).toBe(input.withSyringe);
      let shown: "calculator" | "batch" = "calculator";
      try {
        expectScreen(path.initial, shown);
        for (const step of path.steps) {
          const before = step.before;
          const event = step.event as { type: string };
          const invocation = model.invocationOf(event);
          printed.mockClear();
          if (invocation) {
            held.settle(invocation.id, invocation.outcome);
            await flush();
          } else {
            // What a person does for the event, as the card's controls table says (the one table
            // the step wording, the browser driver and the Behaviour view's player also read).
            const action = card.controlOf(event, before, model);
            await doAction(user, action);
            shown = tabShownAfter(action, shown);
          }
          await flush();
          expectScreen(step.state, shown);
          // Back from a check, or from its loading given up: the keyboard is on the button that asked.
          if (event.type === "check.cancel" || event.type === "check.closed")
            expect(button(DOUBLE_CHECK_CONTROLS.request)).toHaveFocus();
          // The card prints when its code is here, as asked: once, never before.
          const prints =
            (event.type === "print.request" && stageOf(before, "printCard") === "ready") ||
            event.type === "xstate.done.actor.loadPrintCard";
          expect(printed).toHaveBeenCalledTimes(prints ? 1 : 0);
          if (input.withSyringe && stageOf(step.state, "doubleCheck") === "idle") {
            const settings = step.state.context.settings;
            const summary = syringeTexts(readSyringe(settings.volume, `auto-${settings.family}`)).summary;
            expect(screen.getByTestId("syringe-summary")).toHaveTextContent(summary, { normalizeWhitespace: true });
          }
        }
      } finally {
        printed.mockRestore();
      }
      tracker.recordPath(path);
    });
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});
