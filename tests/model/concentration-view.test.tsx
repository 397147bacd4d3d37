// @vitest-environment jsdom
/**
 * Model-based tests of the concentration converter, view level: every path of the machine model is
 * played on the rendered converter with Testing Library (typing, clicking), and after every step
 * the page must show what the connect layer gives for that model state (the same object the view
 * spreads, so this checks what the page really renders).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import type { EventObject } from "xstate";
import { theme } from "~/styles/theme";
import { ConcentrationConverter } from "~/components/lab/concentration-converter";
import { concentrationControls } from "~/machines/concentration/concentration.controls";
import { controlOf } from "~/machines/controls";
import { copyText } from "~/machines/concentration/concentration.calc";
import { createPageEffects } from "~/behaviour/page-effects";
import {
  createConcentrationModel,
  expectedConcentrationView,
  type ConcentrationSnapshot,
} from "../../tools/statecharts/concentration.model";
import { checkPage } from "../view/stable-styles";
import { wholeText } from "../view/whole-text";

// Testing Library waits on the fake clock: the announce region's 800 ms pause is a model step.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

const model = createConcentrationModel().withStrategy("walk");
const tracker = model.coverage("view");

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.history.replaceState(null, "", window.location.pathname);
});

type User = ReturnType<typeof userEvent.setup>;

/** Does what the controls table says a person does for the event (src/machines/controls.ts). */
async function perform(user: User, event: EventObject, before: ConcentrationSnapshot) {
  const action = controlOf(concentrationControls, event, before, { delayOf: (e) => model.delayOf(e, before) });
  switch (action.kind) {
    case "type":
    case "clear": {
      const input = checkPage(() => screen.getByRole("textbox", { name: action.label }));
      await user.clear(input);
      if (action.kind === "type") {
        // A long number is pasted (one input event), a short one typed key by key.
        if (action.value.length > 20) {
          await user.click(input);
          await user.paste(action.value);
        } else await user.type(input, action.value);
      }
      return;
    }
    case "press": {
      const target = checkPage(() =>
        action.group
          ? within(screen.getByRole("radiogroup", { name: action.group })).getByRole(action.role, {
              name: action.name,
            })
          : screen.getByRole(action.role, { name: action.name }),
      );
      await user.click(target);
      return;
    }
    case "wait":
      void act(() => vi.advanceTimersByTime(action.ms));
      return;
    case "link":
      // As when a link is pasted in the address bar of this page: only the fragment changes.
      act(() => {
        window.history.replaceState(null, "", `${window.location.pathname}#${action.fragment.replace(/^#/, "")}`);
        window.dispatchEvent(new HashChangeEvent("hashchange"));
      });
      return;
    default:
      throw new Error(`no control for ${JSON.stringify(action)}`);
  }
}

function expectView(state: ConcentrationSnapshot) {
  checkPage(() => {
    const v = expectedConcentrationView(state);
    const card = document.querySelector("[data-behaviour-scope=concentration]")!;
    expect(card.getAttribute("data-state")).toBe(v.state);
    for (const f of [
      v.value,
      v.molecularWeight,
      v.density,
      v.purity,
      v.preparation.target,
      v.preparation.finalVolume,
    ]) {
      const input = screen.getByRole("textbox", { name: f.label });
      expect(input).toHaveValue(f.value);
      if (f.error) {
        expect(input).toHaveAttribute("aria-invalid", "true");
        expect(input).toHaveAccessibleDescription(expect.stringContaining(f.error));
      } else expect(input).not.toHaveAttribute("aria-invalid");
    }
    for (const group of [v.unit, v.weightUnit]) {
      const checked = within(screen.getByRole("radiogroup", { name: group.label }))
        .getAllByRole("radio")
        .filter((r) => (r as HTMLInputElement).checked);
      expect(checked.map((r) => (r as HTMLInputElement).value)).toEqual([group.value]);
    }
    for (const s of [...v.solutes, ...v.reagents])
      expect(screen.getByRole("button", { name: s.name })).toHaveAttribute("aria-pressed", String(s.pressed));
    // What the density means follows the unit chosen (the solution's, or the pure liquid's for % v/v).
    expect(screen.getByText(wholeText(v.help.density))).toBeInTheDocument();
    // The dilution asked: its answer and the bench caution, or nothing.
    const preparation = screen.queryByTestId("concentration-preparation");
    if (v.preparation.line) expect(preparation).toHaveTextContent(v.preparation.line, { normalizeWhitespace: true });
    else expect(preparation).toBeNull();
    const prepCaution = screen.queryByTestId("concentration-preparation-caution");
    if (v.preparation.caution) expect(prepCaution).toHaveTextContent(`Caution: ${v.preparation.caution}`);
    else expect(prepCaution).toBeNull();
    const copy = screen.getByRole("button", { name: v.copy.label });
    if (v.copy.enabled) expect(copy).toBeEnabled();
    else expect(copy).toBeDisabled();
    const print = screen.getByRole("button", { name: v.print.label });
    if (v.print.enabled) expect(print).toBeEnabled();
    else expect(print).toBeDisabled();
    // Off, both say why (issue 53), in the connect layer's words for the status.
    const { reason } = v.actionsReason;
    for (const button of [copy, print]) {
      if (reason) expect(button).toHaveAccessibleDescription(reason);
      else expect(button).not.toHaveAttribute("aria-describedby");
    }
    const share = screen.getByRole("button", { name: v.share.label });
    if (v.share.disabled) expect(share).toBeDisabled();
    else expect(share).toBeEnabled();
    // Off, it says why (an entry that cannot travel in a link); on, nothing.
    if (v.share.reason) expect(share).toHaveAccessibleDescription(v.share.reason);
    else expect(share).not.toHaveAttribute("aria-describedby");
    expect(Boolean(v.share.reason)).toBe(v.share.disabled);
    if (v.share.note) expect(screen.getByText(wholeText(v.share.note))).toBeInTheDocument();
    else expect(screen.queryByText(wholeText(/shared link|This link's concentration/))).toBeNull();
    const region = screen.getByRole("status", { name: v.result.label });
    if (v.result.message) expect(region).toHaveTextContent(v.result.message, { normalizeWhitespace: true });
    if (v.result.caution) expect(region).toHaveTextContent(`Caution: ${v.result.caution}`);
    const rows = within(region).queryAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(v.result.cells.map((c) => `${c.unit}${c.text}`));
    for (const line of v.result.working) expect(region).toHaveTextContent(line, { normalizeWhitespace: true });
    expect(region.textContent).not.toMatch(/undefined|NaN|Infinity/);
  });
}

describe("concentration view model", () => {
  describe.each(model.paths)("$title", (path) => {
    it("the page shows each state", async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      // The page's clipboard, given to the card (it never writes the browser's on its own).
      const written: string[] = [];
      // The page's printer, stood in for: 'Print record' reaches it.
      let prints = 0;
      const printer = { ...createPageEffects(), standIns: { print: () => void prints++ } };
      const writeClipboard = (text: string) => {
        written.push(text);
        return Promise.resolve();
      };
      render(
        <ThemeProvider theme={theme}>
          <ConcentrationConverter writeClipboard={writeClipboard} pageEffects={printer} />
        </ThemeProvider>,
      );
      expectView(path.initial);
      for (const step of path.steps) {
        await perform(user, step.event, step.before);
        expectView(step.state);
        // 'Copy all units' writes the table's copy line to the clipboard it was given, and only that.
        const copied = written.splice(0).filter((text) => !text.includes("#v="));
        if (step.event.type === "COPY") {
          const status = step.before.context.status;
          expect(copied).toEqual(status.kind === "ready" ? [copyText(step.before.context)] : []);
        } else expect(copied).toEqual([]);
        const printed = prints;
        prints = 0;
        expect(printed).toBe(step.event.type === "PRINT" ? 1 : 0);
      }
      tracker.recordPath(path);
    }, 180_000);
  });

  it("covers 100 % of states and transitions (view level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.states.covered).toBe(entry.states.total);
  });
});
