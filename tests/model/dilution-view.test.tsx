// @vitest-environment jsdom
/**
 * Model-based tests of the dilution calculator, view level: every path of the machine model is
 * played on the rendered form with Testing Library (typing, clicking), and after every step the
 * page must show what the model state says.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import type { EventObject } from "xstate";
import { theme } from "~/styles/theme";
import { DilutionCalculator } from "~/components/lab/dilution-calculator";
import { SOLVE_FOR_MODES } from "~/machines/dilution/dilution.types";
import {
  createDilutionModel,
  expectedDilutionView,
  type DilutionSnapshot,
} from "../../tools/statecharts/dilution.model";
import { checkPage } from "../view/stable-styles";
import { doAction } from "../view/control-driver";
import { MACHINES } from "../../tools/statecharts/machine-registry";
import type { AnyMachineSnapshot } from "xstate";

const controlOfStep = MACHINES.find((m) => m.name === "dilution")!.controlOf;

// Long walks, not the short paths the machine level runs (tests/model/dilution.test.ts): together they
// still take every state and transition (asserted last), with fewer steps and renders.
const model = createDilutionModel().withStrategy("walk");
const tracker = model.coverage("view");

afterEach(cleanup);

type User = ReturnType<typeof userEvent.setup>;

/** Does the step's action from the dilution controls table, as a person would (tests/view/control-driver.ts). */
async function perform(user: User, event: EventObject, before: AnyMachineSnapshot) {
  const action = controlOfStep(event, before, model);
  await doAction(user, action);
}

/** The checks below, read at one moment of the page (see tests/view/stable-styles.ts). */
function expectView(state: DilutionSnapshot, event: EventObject | null) {
  checkPage(() => expectViewNow(state, event));
}

function expectViewNow(state: DilutionSnapshot, event: EventObject | null) {
  const expected = expectedDilutionView(state, event);
  // A radio group: exactly one mode is checked (issue 28).
  const radios = within(screen.getByRole("radiogroup", { name: "Solve for:" })).getAllByRole("radio");
  expect(radios.map((r) => [r.closest("label")!.textContent, (r as HTMLInputElement).checked])).toEqual(
    SOLVE_FOR_MODES.map((mode) => [mode.toUpperCase(), mode === expected.solveFor]),
  );
  for (const f of expected.fields) {
    const input = screen.getByRole("textbox", { name: f.label });
    expect(input).toHaveValue(f.value);
    if (f.disabled) expect(input).toBeDisabled();
    else expect(input).toBeEnabled();
    if (f.invalid) expect(input).toHaveAttribute("aria-invalid", "true");
    else expect(input).not.toHaveAttribute("aria-invalid");
    if (f.hint) expect(input).toHaveAccessibleDescription(expect.stringContaining(f.hint));
  }
  const region = screen.getByRole("status", { name: "Result" });
  for (const text of expected.resultContains) expect(region).toHaveTextContent(text, { normalizeWhitespace: true });
  if (!expected.hasResult) expect(region).not.toHaveTextContent(/ = /);
  if (expected.focusedLabel) expect(screen.getByRole("textbox", { name: expected.focusedLabel })).toHaveFocus();
}

describe("dilution view model", () => {
  describe.each(model.paths)("$title", (path) => {
    it("the page shows each state", async () => {
      const user = userEvent.setup();
      render(
        <ThemeProvider theme={theme}>
          <DilutionCalculator />
        </ThemeProvider>,
      );
      expectView(path.initial, null);
      for (const step of path.steps) {
        await perform(user, step.event, step.before);
        expectView(step.state, step.event);
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
