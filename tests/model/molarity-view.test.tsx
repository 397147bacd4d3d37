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
import { MOLARITY_FIELD_TEXT, type MolarityEvent } from "~/machines/molarity/molarity.types";
import { createMolarityModel, expectedMolarityView, type MolaritySnapshot } from "../../tools/statecharts/molarity.model";

const model = createMolarityModel();
const tracker = model.coverage("view");

afterEach(cleanup);

type User = ReturnType<typeof userEvent.setup>;

async function perform(user: User, event: EventObject) {
  const e = event as MolarityEvent;
  switch (e.type) {
    case "FIELD.CHANGE": {
      const input = screen.getByRole("textbox", { name: MOLARITY_FIELD_TEXT[e.field].label });
      await user.clear(input);
      if (e.value) await user.type(input, e.value);
      return;
    }
    case "CALCULATE":
      await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
      return;
    case "RESET":
      await user.click(screen.getByRole("button", { name: "Reset" }));
      return;
  }
}

function expectView(state: MolaritySnapshot, event: EventObject | null) {
  const expected = expectedMolarityView(state, event);
  for (const f of expected.fields) {
    const input = screen.getByRole("textbox", { name: f.label });
    expect(input).toHaveValue(f.value);
    if (f.hint) {
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(expect.stringContaining(f.hint));
    } else {
      expect(input).not.toHaveAttribute("aria-invalid");
    }
  }
  const region = screen.getByRole("status", { name: "Molarity" });
  for (const text of expected.resultContains) expect(region).toHaveTextContent(text, { normalizeWhitespace: true });
  if (!expected.hasResult) expect(within(region).queryByText(/\d M$/)).toBeNull();
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
      expectView(path.initial as MolaritySnapshot, null);
      for (const step of path.steps) {
        await perform(user, step.event);
        expectView(step.state as MolaritySnapshot, step.event);
      }
      tracker.recordPath(path);
    });
  });

  it("covers 100 % of states and transitions (view level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.states.covered).toBe(entry.states.total);
  });
});
