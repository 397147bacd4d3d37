// @vitest-environment jsdom
/**
 * Model-based tests of the molarity calculator, view level: every path of the machine model is
 * played on the rendered form with Testing Library (typing, clicking), and after every step the
 * page must show what the model state says.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import type { EventObject } from "xstate";
import { theme } from "~/styles/theme";
import { MolarityCalculator } from "~/components/lab/molarity-calculator";
import {
  MOLARITY_MODE_LABEL,
  MOLARITY_MODES,
  UNIT_CHOICES,
  UNIT_FIELDS,
  UNIT_GROUP_LABEL,
} from "~/machines/molarity/molarity.types";
import {
  createMolarityModel,
  expectedMolarityView,
  type MolaritySnapshot,
} from "../../tools/statecharts/molarity.model";
import { checkPage } from "../view/stable-styles";
import { doAction } from "../view/control-driver";
import { MACHINES } from "../../tools/statecharts/machine-registry";
import type { AnyMachineSnapshot } from "xstate";

const controlOfStep = MACHINES.find((m) => m.name === "molarity")!.controlOf;

// Walks of at most 12 steps (a step here re-reads a large form): each test stays within the 30 s timeout on a loaded machine
// (the walks still take every state and transition together, asserted last).
const model = createMolarityModel().withStrategy("walk", 12);
const tracker = model.coverage("view");

afterEach(cleanup);

type User = ReturnType<typeof userEvent.setup>;

/** Does the step's action from the molarity controls table, as a person would (tests/view/control-driver.ts). */
async function perform(user: User, event: EventObject, before: AnyMachineSnapshot) {
  const action = controlOfStep(event, before, model);
  await doAction(user, action);
}

/** The checks below, read at one moment of the page (see tests/view/stable-styles.ts). */
function expectView(state: MolaritySnapshot, event: EventObject | null) {
  checkPage(() => expectViewNow(state, event));
}

function expectViewNow(state: MolaritySnapshot, event: EventObject | null) {
  const expected = expectedMolarityView(state, event);
  // Radio groups: exactly one option of each is checked (issue 28). Each group's radios are read
  // once, by their labels (a name query per radio costs a name computation of every radio).
  const checkedIn = (group: string) =>
    within(screen.getByRole("radiogroup", { name: group }))
      .getAllByRole("radio")
      .map((radio) => [radio.closest("label")!.textContent, (radio as HTMLInputElement).checked] as const);
  expect(checkedIn("Solve for:")).toEqual(
    MOLARITY_MODES.map((mode) => [MOLARITY_MODE_LABEL[mode], mode === expected.solveFor]),
  );
  for (const field of UNIT_FIELDS) {
    expect(checkedIn(UNIT_GROUP_LABEL[field])).toEqual(
      (UNIT_CHOICES[field] as readonly string[]).map((unit) => [unit, unit === expected.units[field]]),
    );
  }
  for (const f of expected.fields) {
    const input = screen.getByRole("textbox", { name: f.label });
    expect(input).toHaveValue(f.value);
    if (f.disabled) expect(input).toBeDisabled();
    else expect(input).toBeEnabled();
    if (f.hint) {
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(expect.stringContaining(f.hint));
    } else {
      expect(input).not.toHaveAttribute("aria-invalid");
    }
  }
  expect(screen.getByRole("button", { name: expected.calculateName })).toHaveAttribute("type", "submit");
  const region = screen.getByRole("status", { name: expected.regionName });
  for (const text of expected.resultContains) expect(region).toHaveTextContent(text, { normalizeWhitespace: true });
  if (!expected.hasResult) expect(region).not.toHaveTextContent(/ = /);
  if (expected.focusedLabel) expect(screen.getByRole("textbox", { name: expected.focusedLabel })).toHaveFocus();
}

describe("molarity view model", () => {
  describe.each(model.paths)("$title", (path) => {
    it("the page shows each state", async () => {
      const user = userEvent.setup();
      render(
        <ThemeProvider theme={theme}>
          <MolarityCalculator />
        </ThemeProvider>,
      );
      expectView(path.initial, null);
      for (const step of path.steps) {
        await perform(user, step.event, step.before);
        expectView(step.state, step.event);
      }
      tracker.recordPath(path);
      // A walk is dozens of steps (every kind of result in every mode, issue 27): the time limit
      // is about the work, not a figure checked.
    }, 180_000);
  });

  it("covers 100 % of states and transitions (view level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.states.covered).toBe(entry.states.total);
  });
});
