// @vitest-environment jsdom
/**
 * Model-based tests of the dilution calculator, view level: every path of the machine model is
 * played on the rendered form with Testing Library (typing, clicking), and after every step the
 * page must show what the connect layer gives for that model state (the object the view spreads).
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import type { EventObject } from "xstate";
import { theme } from "~/styles/theme";
import { DilutionCalculator } from "~/components/lab/dilution-calculator";
import { createDilutionModel, expectedDilutionView } from "../../tools/statecharts/dilution.model";
import { expectLabScreen, recordStandIns } from "../view/lab-screen";
import { doAction } from "../view/control-driver";
import { MACHINES } from "../../tools/statecharts/machine-registry";
import type { AnyMachineSnapshot } from "xstate";

const controlOfStep = MACHINES.find((m) => m.name === "dilution")!.controlOf;

// Long walks, not the short paths the machine level runs (tests/model/dilution.test.ts): together they
// still take every state and transition (asserted last), with fewer steps and renders.
const model = createDilutionModel().withStrategy("walk");
const tracker = model.coverage("view");

afterEach(() => {
  cleanup();
  // A share link opened in one path stays in jsdom's address: the next page would open with it.
  window.history.replaceState(null, "", window.location.pathname);
});

// The page's clipboard and printer, stood in for: 'Copy record' and 'Print record' reach them.
const record = recordStandIns();

type User = ReturnType<typeof userEvent.setup>;

/** Does the step's action from the dilution controls table, as a person would (tests/view/control-driver.ts). */
async function perform(user: User, event: EventObject, before: AnyMachineSnapshot) {
  const action = controlOfStep(event, before, model);
  await doAction(user, action);
}

describe("dilution view model", () => {
  describe.each(model.paths)("$title", (path) => {
    it("the page shows each state", async () => {
      const user = userEvent.setup();
      render(
        <ThemeProvider theme={theme}>
          <DilutionCalculator {...record.props} />
        </ThemeProvider>,
      );
      expectLabScreen(expectedDilutionView(path.initial, null));
      for (const step of path.steps) {
        await perform(user, step.event, step.before);
        expectLabScreen(expectedDilutionView(step.state, step.event));
        // 'Copy record' wrote the record to the clipboard, 'Print record' printed; nothing else did.
        record.expectStep(step.event.type);
      }
      tracker.recordPath(path);
      // A walk is up to 40 steps: the time limit is about the work, not a figure checked.
    }, 180_000);
  });

  it("covers 100 % of states and transitions (view level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.states.covered).toBe(entry.states.total);
  });
});
