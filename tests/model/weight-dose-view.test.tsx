// @vitest-environment jsdom
/**
 * Model-based tests of the weight-based dose calculator, view level: every path of the machine
 * model is played on the rendered calculator with Testing Library, each step done as its controls
 * table says (tests/view/control-driver.ts); after every step the page must show the connect
 * layer's view model of the model state (the very object the view spreads).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";
import { WeightDoseCalculator } from "~/components/clinical/weight-dose-calculator";
import { RESULT_LABEL } from "~/machines/weight-dose/weight-dose.connect";
import { findMachine } from "../../tools/statecharts/machine-registry";
import {
  createWeightDoseModel,
  expectedWeightDoseView,
  type WeightDoseSnapshot,
} from "../../tools/statecharts/weight-dose.model";
import { expectClinicalView } from "../view/clinical-view";
import { doAction, flush, pendingClipboard } from "../view/control-driver";

(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

const model = createWeightDoseModel().withStrategy("walk", 14);
const tracker = model.coverage("view");
const entry = findMachine("weight-dose")!;

const expectView = (state: WeightDoseSnapshot) => expectClinicalView(expectedWeightDoseView(state), RESULT_LABEL);

describe("weight-dose view model", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe.each(model.paths)("$title", (path) => {
    it("the page shows each state", async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      const clipboard = pendingClipboard();
      render(
        <ThemeProvider theme={theme}>
          <WeightDoseCalculator writeClipboard={clipboard.write} />
        </ThemeProvider>,
      );
      expectView(path.initial);
      for (const step of path.steps) {
        await doAction(user, entry.controlOf(step.event, step.before, model), clipboard.pending);
        await flush();
        expectView(step.state);
      }
      tracker.recordPath(path);
    }, 180_000);
  });

  it("covers 100 % of states and transitions (view level)", () => {
    const covered = tracker.assertComplete();
    expect(covered.transitions.covered).toBe(covered.transitions.total);
  });
});
