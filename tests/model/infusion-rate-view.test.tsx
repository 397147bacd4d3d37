// @vitest-environment jsdom
/**
 * Model-based tests of the infusion rate calculator, view level: every path of the machine model
 * is played on the rendered calculator with Testing Library, each step done as its controls table
 * says (tests/view/control-driver.ts); after every step the page must show the connect layer's
 * view model of the model state (the very object the view spreads).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";
import { InfusionRateCalculator } from "~/components/clinical/infusion-rate-calculator";
import { COPIED_TEXT, RESULT_LABEL } from "~/machines/infusion-rate/infusion-rate.connect";
import { findMachine } from "../../tools/statecharts/machine-registry";
import {
  createInfusionRateModel,
  expectedInfusionView,
  type InfusionSnapshot,
} from "../../tools/statecharts/infusion-rate.model";
import { checkPage } from "../view/stable-styles";
import { doAction, flush, pendingClipboard } from "../view/control-driver";

(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

const model = createInfusionRateModel().withStrategy("walk", 14);
const tracker = model.coverage("view");
const entry = findMachine("infusion-rate")!;

function expectView(state: InfusionSnapshot) {
  checkPage(() => {
    const want = expectedInfusionView(state);
    expect(screen.getAllByRole("radiogroup").length).toBe(want.groups.length);
    for (const g of want.groups) {
      const radios = within(screen.getByRole("radiogroup", { name: g.name })).getAllByRole("radio");
      expect(radios.map((r) => [r.closest("label")!.textContent, (r as HTMLInputElement).checked])).toEqual(
        g.options.map((o) => [o.label, o.checked]),
      );
      const hint = document.querySelector(`[data-group-hint="${g.id}"]`);
      if (g.hint) expect(hint).toHaveTextContent(g.hint);
      else expect(hint).toBeNull();
    }
    expect(screen.getAllByRole("textbox").map((t) => (t as HTMLInputElement).id)).toEqual(want.fields.map((f) => f.id));
    for (const f of want.fields) {
      const input = screen.getByRole("textbox", { name: f.label });
      expect(input).toHaveValue(f.value);
      if (f.hint) {
        expect(input).toHaveAttribute("aria-invalid", "true");
        expect(input).toHaveAccessibleDescription(expect.stringContaining(f.hint));
      } else expect(input).not.toHaveAttribute("aria-invalid");
      if (f.note) expect(input).toHaveAccessibleDescription(expect.stringContaining(f.note));
    }
    const region = screen.getByRole("status", { name: RESULT_LABEL });
    const r = want.result;
    expect(region).toHaveAttribute("data-kind", r.kind);
    for (const text of [r.headline, ...r.lines, ...r.cautions, ...r.working, r.message]) {
      if (text) expect(region).toHaveTextContent(text, { normalizeWhitespace: true });
    }
    const copy = screen.getByRole("button", { name: want.copy.label });
    if (want.copy.disabled) expect(copy).toBeDisabled();
    else expect(copy).toBeEnabled();
    if (want.copy.status) expect(screen.getByText(want.copy.status)).toBeInTheDocument();
    else expect(screen.queryByText(COPIED_TEXT)).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });
}

describe("infusion-rate view model", () => {
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
          <InfusionRateCalculator writeClipboard={clipboard.write} />
        </ThemeProvider>,
      );
      expectView(path.initial);
      for (const step of path.steps) {
        await doAction(user, entry.controlOf(step.event, step.before, model), clipboard.pending);
        await flush();
        expectView(step.state);
      }
      tracker.recordPath(path);
    }, 300_000);
  });

  it("covers 100 % of states and transitions (view level)", () => {
    const covered = tracker.assertComplete();
    expect(covered.transitions.covered).toBe(covered.transitions.total);
  });
});
