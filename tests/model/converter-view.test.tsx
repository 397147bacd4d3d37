// @vitest-environment jsdom
/**
 * Model-based test, view level: every path of the converter model runs on the rendered
 * ConverterCard with Testing Library (user-event), a fake clipboard whose writes the test settles,
 * and Vitest's fake timers for the machine's own 2,000 ms delay. After each step the screen must
 * show what the model says for that state.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import toast from "react-hot-toast";
import { theme } from "~/styles/theme";
import { ConverterCard } from "~/components/converter/converter-card";
import { CONCENTRATION_PRESETS, type ConverterPreset } from "~/data/doses";
import { copiedLineCautioned, copiedResultText } from "~/machines/converter/converter.calc";
import { selectIsCopying, selectIsLinkCopying, type ConverterSnapshot } from "~/machines/converter/converter.selectors";
import { fragmentOfLink, sharedInputsOf } from "~/machines/converter/share-link.calc";
import { LINK_COPIED_TEXT } from "~/domain/share/share-fragment";
import type { ModelStep } from "../../tools/statecharts/model";
import { CONVERTER_MODEL_PRESET, createConverterModel, expectedScreen } from "../../tools/statecharts/converter.model";
import { checkPage } from "../view/stable-styles";
import { CONVERTER_CONTROLS } from "~/machines/converter/converter.controls";
import { FEATURES_AT_ONCE } from "../view/card-features";

// Testing Library flushes React work with setTimeout(0) and only advances fake timers for Jest;
// this shim lets it do the same with Vitest's fake timers (otherwise every await hangs).
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

// Walks of at most 14 steps: each test stays well within the 30 s timeout on a loaded machine
// (the walks still take every state and transition together, asserted last).
const model = createConverterModel().withStrategy("walk", 14);
const tracker = model.coverage("view");

interface PendingWrite {
  text: string;
  resolve: () => void;
  reject: (e: Error) => void;
}

function setup(preset: ConverterPreset = CONVERTER_MODEL_PRESET) {
  const pending: PendingWrite[] = [];
  const writeClipboard = (text: string) =>
    new Promise<void>((resolve, reject) => pending.push({ text, resolve, reject }));
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <ThemeProvider theme={theme}>
      <ConverterCard preset={preset} writeClipboard={writeClipboard} loadFeatures={FEATURES_AT_ONCE} />
    </ThemeProvider>,
  );
  return { user, pending };
}

/** A text as Testing Library reads the page: every space (U+202F in a figure included) one ordinary space. */
const asRead = (text: string) => text.replace(/\s+/g, " ");
const amountInput = () => document.getElementById("converter-amount") as HTMLInputElement;
const concentrationInput = () => screen.getByLabelText<HTMLInputElement>("Concentration (mg/mL)");

/** Replaces a field's text in one input event, as a paste over the selected text does. */
async function replaceText(user: UserEvent, input: HTMLInputElement, value: string) {
  input.focus();
  input.select();
  if (value === "") await user.keyboard("{Backspace}");
  else await user.paste(value);
}

/** Lets promise callbacks and React updates run. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

/** The checks below, read at one moment of the page (see tests/view/stable-styles.ts). */
function assertScreen(expected: ConverterSnapshot) {
  checkPage(() => assertScreenNow(expected));
}

function assertScreenNow(expected: ConverterSnapshot) {
  const want = expectedScreen(expected);
  const amount = amountInput();
  expect(screen.getByLabelText(want.amountLabel)).toBe(amount);
  expect(amount.value).toBe(want.amount);
  expect(concentrationInput().value).toBe(want.concentration);
  expect(screen.getByRole("status", { name: "Result" }).textContent).toBe(want.result);
  const worked = screen.queryByTestId("worked-line");
  expect(worked?.textContent ?? null).toBe(want.worked);
  expect(screen.getByText(want.formula)).toBeInTheDocument();
  for (const [input, hint] of [
    [amount, want.amountHint],
    [concentrationInput(), want.concentrationHint],
  ] as const) {
    if (hint) {
      expect(input).toHaveAttribute("aria-invalid", "true");
      // The hint is read with the field (the concentration field also says its preset is an example).
      expect(input).toHaveAccessibleDescription(expect.stringContaining(hint));
    } else {
      expect(input).not.toHaveAttribute("aria-invalid");
    }
  }
  const presets = within(screen.getByRole("group", { name: "Concentration presets" }));
  for (const p of CONCENTRATION_PRESETS) {
    expect(presets.getByRole("button", { name: new RegExp(`^${p.name}, `) })).toHaveAttribute(
      "aria-pressed",
      String(want.activePreset === p.name),
    );
  }
  const copy = screen.getByRole("button", { name: CONVERTER_CONTROLS.copy });
  if (selectIsCopying(expected)) {
    // While copying, 'Copy result' keeps the focus: aria-disabled (and busy) instead of disabled.
    expect(copy).not.toHaveAttribute("disabled");
    expect(copy).toHaveAttribute("aria-disabled", "true");
    expect(copy).toHaveAttribute("aria-busy", "true");
  } else {
    if (want.copyEnabled) expect(copy).toBeEnabled();
    else expect(copy).toBeDisabled();
    // Off, it says why (issue 53): the connect layer's reason for the result's state.
    if (want.copyReason) expect(copy).toHaveAccessibleDescription(want.copyReason);
    else expect(copy).not.toHaveAttribute("aria-describedby");
    expect(copy).not.toHaveAttribute("aria-disabled");
  }
  expect(screen.getByTestId("copied-indicator")).toHaveAttribute("data-copied", String(want.copied));
  // The share link (issue 16): its note, 'Copy share link' and its indicator.
  const note = screen.queryByTestId("link-note");
  expect(note ? { kind: note.getAttribute("data-kind"), text: note.textContent } : null).toEqual(want.linkNote);
  const share = screen.getByRole("button", { name: "Copy share link" });
  expect(share).toHaveAccessibleDescription(
    "The link holds the entries, not the result: it recomputes where it opens.",
  );
  if (selectIsLinkCopying(expected)) expect(share).toHaveAttribute("aria-busy", "true");
  else if (want.shareEnabled) expect(share).toBeEnabled();
  else expect(share).toBeDisabled();
  expect(screen.getByTestId("link-copied-indicator")).toHaveAttribute("data-copied", String(want.linkCopied));
  // The result region shows the machine's result state; a caution is shown exactly in its states.
  expect(screen.getByTestId("result-box")).toHaveAttribute("data-status", want.status);
  expect(screen.queryByTestId("result-caution")?.textContent ?? null).toBe(
    want.caution === null ? null : `Caution: ${want.caution}`,
  );
  expect(screen.getByText(want.direction === "mgToMl" ? "mg" : "mL", { selector: "strong" })).toBeInTheDocument();
  // Issue 27: the preparation card's route and medicine, and Print only once a dose was typed.
  expect(screen.getByLabelText<HTMLSelectElement>("Route").value).toBe(want.route);
  expect(screen.getByLabelText<HTMLInputElement>("Medicine").value).toBe(want.medicine);
  const print = screen.getByRole("button", { name: "Print preparation card" });
  if (want.printEnabled) expect(print).toBeEnabled();
  else expect(print).toBeDisabled();
  expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
}

async function runStep(user: UserEvent, pending: PendingWrite[], step: ModelStep<ConverterSnapshot>): Promise<void> {
  const event = step.event as { type: string; value?: string; name?: string };
  const delay = model.delayOf(step.event, step.before);
  if (delay) {
    void act(() => vi.advanceTimersByTime(delay.ms - 1));
    // One millisecond early, the copied indicator is still on.
    if (delay.name === "copiedTimeout") {
      const indicator = step.event.type.includes("shareCopy") ? "link-copied-indicator" : "copied-indicator";
      expect(screen.getByTestId(indicator)).toHaveAttribute("data-copied", "true");
    }
    void act(() => vi.advanceTimersByTime(1));
    return;
  }
  switch (event.type) {
    case "amount.change":
      return replaceText(user, amountInput(), event.value ?? "");
    case "concentration.change":
      return replaceText(user, concentrationInput(), event.value ?? "");
    case "preset.select":
      return user.click(screen.getByRole("button", { name: new RegExp(`^${event.name}, `) }));
    case "calculate":
      return user.click(screen.getByRole("button", { name: "Calculate" }));
    case "swap":
      return user.click(screen.getByRole("button", { name: CONVERTER_CONTROLS.swap }));
    case "reset":
      return user.click(screen.getByRole("button", { name: "Reset" }));
    case "copy":
      return user.click(screen.getByRole("button", { name: CONVERTER_CONTROLS.copy }));
    case "route.select":
      return user.selectOptions(screen.getByLabelText("Route"), (event as { route?: string }).route ?? "");
    case "medicine.change":
      return replaceText(user, screen.getByLabelText<HTMLInputElement>("Medicine"), event.value ?? "");
    case "print": {
      const printed = vi.spyOn(window, "print").mockImplementation(() => undefined);
      await user.click(screen.getByRole("button", { name: "Print preparation card" }));
      // The converter allowed it (a typed dose, a result): the card is there to print.
      expect(printed).toHaveBeenCalledTimes(1);
      expect(document.querySelector("body > .prep-card")).not.toBeNull();
      printed.mockRestore();
      return;
    }
    case "xstate.done.actor.writeClipboard": {
      const at = pending.findIndex((w) => !w.text.includes("#v="));
      const write = at < 0 ? undefined : pending.splice(at, 1)[0];
      expect(write).toBeDefined();
      write!.resolve();
      await flush();
      // The clipboard gets the whole line ("20 mg at 10 mg/mL = 2 mL", with its cautions); the
      // toast names the result, and a cautioned one is not a success toast (issue 27).
      expect(write!.text).toMatch(/ at .* = /);
      if (copiedLineCautioned(write!.text)) {
        expect(await screen.findByText("Copied, with its caution")).toBeInTheDocument();
        expect(
          screen.getByText(asRead(`Result ${copiedResultText(write!.text)} and its caution copied to clipboard`)),
        ).toBeInTheDocument();
      } else {
        expect(await screen.findByText("Copied!")).toBeInTheDocument();
        expect(
          screen.getByText(asRead(`Result ${copiedResultText(write!.text)} copied to clipboard`)),
        ).toBeInTheDocument();
      }
      return;
    }
    case "link.open": {
      // The address's fragment changes on the same page (a link pasted in the address bar).
      const fragment = (event as { fragment?: string }).fragment ?? "";
      act(() => {
        window.history.replaceState(null, "", `${window.location.pathname}${fragment}`);
        window.dispatchEvent(new HashChangeEvent("hashchange"));
      });
      return;
    }
    case "link.copy":
      return user.click(screen.getByRole("button", { name: "Copy share link" }));
    case "xstate.done.actor.writeShareLink": {
      const at = pending.findIndex((w) => w.text.includes("#v="));
      expect(at).toBeGreaterThanOrEqual(0);
      const write = pending.splice(at, 1)[0]!;
      write.resolve();
      await flush();
      // The page's own address with the entries (never a result) in the fragment.
      expect(write.text.startsWith(`${window.location.origin}${window.location.pathname}#`)).toBe(true);
      expect(sharedInputsOf(fragmentOfLink(write.text))).not.toBeNull();
      expect(await screen.findByText("Link copied!")).toBeInTheDocument();
      expect(screen.getByText(LINK_COPIED_TEXT)).toBeInTheDocument();
      return;
    }
    case "xstate.error.actor.writeShareLink": {
      const at = pending.findIndex((w) => w.text.includes("#v="));
      expect(at).toBeGreaterThanOrEqual(0);
      pending.splice(at, 1)[0]!.reject(new Error("Permission denied"));
      await flush();
      expect(await screen.findByText("Copy failed")).toBeInTheDocument();
      return;
    }
    case "xstate.error.actor.writeClipboard": {
      const at = pending.findIndex((w) => !w.text.includes("#v="));
      const write = at < 0 ? undefined : pending.splice(at, 1)[0];
      expect(write).toBeDefined();
      write!.reject(new Error("Permission denied"));
      await flush();
      expect(await screen.findByText("Copy failed")).toBeInTheDocument();
      return;
    }
    default:
      throw new Error(`No user action for ${event.type}`);
  }
}

describe("converter view: model-based paths", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
    window.history.replaceState(null, "", window.location.pathname);
    vi.useRealTimers();
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the rendered card", async () => {
      const { user, pending } = setup((path.input as { preset?: ConverterPreset } | undefined)?.preset);
      assertScreen(path.initial);
      for (const step of path.steps) {
        await runStep(user, pending, step);
        await flush();
        assertScreen(step.state);
      }
      tracker.recordPath(path);
    });
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});
