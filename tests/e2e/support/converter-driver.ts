/**
 * Drives the converter card's machines (converter, tabs, Batch Convert) through their
 * model-based paths on /20-mg-to-ml, with the pointer (click, fill: tests/e2e/converter.spec.ts)
 * or with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows: tests/e2e/keyboard.spec.ts).
 * Both modes check the same expected view after every step; the keyboard mode also checks that
 * the focus is visible and that a shown result is in a live region.
 *
 *   const model = createConverterModel();
 *   const tracker = model.coverage("browser");
 *   await runConverterPaths(page, "converter", model, tracker, { mode: "keyboard" });
 *   tracker.assertComplete();
 *
 * The clipboard is a controllable stub in both modes (the test accepts or refuses each write) and
 * the page's clock only moves when a path waits for the 2,000 ms delay.
 */
import { expect, test, type Page, type Route } from "@playwright/test";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { CONCENTRATION_PRESETS } from "../../../src/data/doses";
import type { ConverterSnapshot } from "../../../src/machines/converter/converter.selectors";
import type { BatchSnapshot } from "../../../src/machines/batch/batch.selectors";
import { selectActiveTab, type TabsSnapshot } from "../../../src/machines/tabs/tabs.selectors";
import { TABS } from "../../../src/machines/tabs/tabs.calc";
import {
  coveringPaths,
  type CoverageTracker,
  type MachineModel,
  type ModelPath,
  type ModelStep,
} from "../../../tools/statecharts/model";
import { CONVERTER_MODEL_PAGE, expectedScreen, pageOfInput } from "../../../tools/statecharts/converter.model";
import {
  tabShownAfter,
  stageOf,
  typedOn,
  type ConverterCardSnapshot,
} from "../../../tools/statecharts/converter-card.model";
import { FEATURE_FAILED_TEXT, FEATURE_RETRY } from "../../../src/machines/feature-region";
import { DOUBLE_CHECK_CONTROLS } from "../../../src/machines/double-check/double-check.controls";
import { CARD_LOADING_TEXT, PRINT_LOADING } from "../../../src/machines/converter-card/converter-card.controls";
import { readSyringe } from "../../../src/domain/syringe/syringe";
import { syringeTexts } from "../../../src/domain/syringe/syringe-words";
import { BATCH_MESSAGES, batchHeading } from "../../../src/machines/batch/batch.calc";
import { copiedLineCautioned, copiedResultText } from "../../../src/machines/converter/converter.calc";
import { fragmentOfLink, sharedInputsOf } from "../../../src/machines/converter/share-link.calc";
import { expectedBatchScreen } from "../../../tools/statecharts/batch.model";
import { TABS_KEYS } from "../../../tools/statecharts/tabs.model";
import {
  expectNoPointerInput,
  expectVisibleFocus,
  installPointerGuard,
  submitWithEnter,
  tabTo,
  typeText,
  type DriveMode,
  type StepOutcome,
} from "./keyboard";
import {
  attribute,
  byId,
  byTestId,
  control,
  count,
  describedAs,
  disabled,
  exactText,
  expectView,
  text,
  value,
  type Expectation,
  type ReadOptions,
} from "./view-reader";
import { CONVERTER_CONTROLS } from "../../../src/machines/converter/converter.controls";
import { findMachine } from "../../../tools/statecharts/machine-registry";
import { doActionInBrowser, doActionWithKeyboard } from "./control-driver";
import { BATCH_CONTROLS, batchControls } from "../../../src/machines/batch/batch.controls";
import type { BatchEvent } from "../../../src/machines/batch/batch.types";

/** The converter card in the registry: its controls table says what a person does for an event. */
const cardEntry = findMachine("converter-card")!;

export const MODEL_PAGE = CONVERTER_MODEL_PAGE.path; // "/20-mg-to-ml"

export type ConverterCardMachine = "converter" | "tabs" | "batch" | "converter-card";

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Waits until the converter card has hydrated (it marks itself). */
export async function openConverter(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * A clipboard the test controls: writes wait until the test accepts or refuses them. Installed
 * before the page's scripts run, so the site's own copy code calls it.
 */
export async function installControlledClipboard(page: Page) {
  await page.addInitScript(() => {
    const state = {
      pending: [] as Array<{ text: string; resolve: () => void; reject: (e: Error) => void }>,
      written: [] as string[],
    };
    (window as unknown as { __clipboard: typeof state }).__clipboard = state;
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: {
        writeText: (text: string) =>
          new Promise<void>((resolve, reject) => state.pending.push({ text, resolve, reject })),
      },
    });
  });
}

/**
 * Accepts or refuses a pending write: the oldest one, or the oldest share link ("link", an
 * address with "#v=") or the oldest other text ("text") when the converter has both under way.
 */
export async function settleClipboard(page: Page, outcome: "done" | "error", which?: "link" | "text"): Promise<string> {
  return page.evaluate(
    ([how, kind]) => {
      const state = (
        window as unknown as {
          __clipboard: {
            pending: Array<{ text: string; resolve: () => void; reject: (e: Error) => void }>;
            written: string[];
          };
        }
      ).__clipboard;
      const at = kind ? state.pending.findIndex((w) => w.text.includes("#v=") === (kind === "link")) : 0;
      const write = at < 0 ? undefined : state.pending.splice(at, 1)[0];
      if (!write) throw new Error("no clipboard write is pending");
      if (how === "done") {
        state.written.push(write.text);
        write.resolve();
      } else {
        write.reject(new Error("Permission denied"));
      }
      return write.text;
    },
    [outcome, which] as const,
  );
}

type Step<TSnapshot> = { before: TSnapshot; state: TSnapshot };
type Perform<TSnapshot> = (page: Page, event: EventObject, step: Step<TSnapshot>) => Promise<StepOutcome | void>;
type Check<TSnapshot> = (page: Page, state: TSnapshot, event: EventObject | null) => Promise<void>;

interface Driver<TSnapshot> {
  perform: Perform<TSnapshot>;
  check: Check<TSnapshot>;
  /** Run on the fresh page before the path's initial state is checked. */
  before?: (page: Page) => Promise<void>;
}

/**
 * Replays the paths of `model` from a fresh page each, checks the expected view after each step
 * and records each passed path in `tracker` (in keyboard mode, steps done with an equivalent input
 * record the states they reach but not the model's transitions). Only the paths that add coverage
 * are replayed (`coveringPaths`): the walks of a model with several inputs (the converter's mg
 * and mL pages) often cover from one page what another page's walks did, and each is a page load.
 */
async function runModel<TSnapshot extends AnyMachineSnapshot>(
  page: Page,
  model: MachineModel,
  tracker: CoverageTracker,
  driver: Driver<TSnapshot>,
  mode: DriveMode,
) {
  const { perform, check, before } = driver;
  await installControlledClipboard(page);
  if (mode === "keyboard") await installPointerGuard(page);
  // The page's timers only move when the test says so (the 2,000 ms delay of the machines).
  await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") });
  await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"));
  for (const path of coveringPaths(model, model.paths as Array<ModelPath<TSnapshot, EventObject>>)) {
    await test.step(path.title, async () => {
      // A path starts on the page of its input (the converter's paths start on an mg or an mL page).
      await openConverter(page, path.input === undefined ? MODEL_PAGE : pageOfInput(path.input).path);
      await before?.(page);
      await check(page, path.initial, null);
      const done: Array<ModelStep<TSnapshot, EventObject>> = [];
      for (const [i, step] of path.steps.entries()) {
        const delay = model.delayOf(step.event, step.before);
        let outcome: StepOutcome | void = "exact";
        if (delay) {
          await page.clock.runFor(delay.ms - 1);
          await check(page, step.before, null); // one millisecond early, nothing has changed
          await page.clock.runFor(1);
        } else {
          outcome = await perform(page, step.event, step);
        }
        await check(page, step.state, step.event);
        // Opening a share link is done in the address bar, not on the page: the focus stays where
        // it was (nowhere, on a fresh page).
        if (mode === "keyboard" && step.event.type !== "link.open") {
          await expectVisibleFocus(page, `${path.title}, step ${i + 1} (${step.event.type})`);
        }
        done.push(outcome === "equivalent" ? { ...step, transitions: [] } : step);
      }
      if (mode === "keyboard") await expectNoPointerInput(page, path.title);
      tracker.recordPath(mode === "pointer" ? path : { ...path, steps: done });
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Converter

/** What a converter view check reads: the card's fields, buttons and result, and its marks. */
const CONVERTER_READ: ReadOptions = {
  roles: ["textbox", "button", "status"],
  attributes: ["aria-invalid", "aria-pressed", "aria-busy", "data-status", "data-copied", "data-kind"],
  testIds: ["worked-line", "result-box", "result-caution", "copied-indicator", "link-note", "link-copied-indicator"],
  ids: ["converter-amount", "converter-route", "converter-medicine"],
};

/**
 * The whole expected screen in one read (support/view-reader.ts), then the formula line (found
 * by its text, as a reader sees it).
 */
async function checkConverter(page: Page, state: ConverterSnapshot, mode: DriveMode) {
  const want = expectedScreen(state);
  const amount = byId("converter-amount");
  const concentration = control("textbox", "Concentration (mg/mL)");
  const checks: Expectation[] = [
    value(control("textbox", want.amountLabel), want.amount),
    value(amount, want.amount),
    value(concentration, want.concentration),
    exactText(control("status", "Result", { exact: false }), want.result),
    ...(want.worked ? [text(byTestId("worked-line"), want.worked)] : [count(byTestId("worked-line"), 0)]),
  ];
  for (const [input, hint] of [
    [amount, want.amountHint],
    [concentration, want.concentrationHint],
  ] as const) {
    // The hint is read with the field (the concentration field also says its preset is an example).
    if (hint) checks.push(attribute(input, "aria-invalid", "true"), describedAs(input, hint));
    else checks.push(attribute(input, "aria-invalid", null));
  }
  for (const p of CONCENTRATION_PRESETS) {
    checks.push(attribute(presetControl(p.name), "aria-pressed", String(want.activePreset === p.name)));
  }
  // The result region is in the machine's result state; a caution shows exactly in its states,
  // framed as a caution; the direction line names the direction state.
  checks.push(attribute(byTestId("result-box"), "data-status", want.status));
  checks.push(
    want.caution ? text(byTestId("result-caution"), `Caution: ${want.caution}`) : count(byTestId("result-caution"), 0),
  );
  checks.push(disabled(control("button", CONVERTER_CONTROLS.copy, { exact: false }), !want.copyEnabled));
  // Off, it says why (issue 53), in the connect layer's words for the result's state.
  if (want.copyReason)
    checks.push(describedAs(control("button", CONVERTER_CONTROLS.copy, { exact: false }), want.copyReason));
  checks.push(attribute(byTestId("copied-indicator"), "data-copied", String(want.copied)));
  // The share link (issue 16): its note, 'Copy share link' and its indicator.
  if (want.linkNote) {
    checks.push(
      text(byTestId("link-note"), want.linkNote.text),
      attribute(byTestId("link-note"), "data-kind", want.linkNote.kind),
    );
  } else checks.push(count(byTestId("link-note"), 0));
  const share = control("button", "Copy share link", { exact: false });
  if (state.matches({ shareCopy: "copying" })) checks.push(attribute(share, "aria-busy", "true"));
  else checks.push(disabled(share, !want.shareEnabled));
  checks.push(attribute(byTestId("link-copied-indicator"), "data-copied", String(want.linkCopied)));
  // Issue 27: the card's route and medicine, and Print only once a dose was typed.
  checks.push(value(byId("converter-route"), want.route), value(byId("converter-medicine"), want.medicine));
  checks.push(disabled(control("button", "Print preparation card"), !want.printEnabled));
  await expectView(page.locator("#converter"), CONVERTER_READ, checks);
  await expect(page.locator("#converter").getByText(want.formula, { exact: true })).toBeVisible();
  // The result is spoken by the page's one announcer when typing pauses or on Calculate (never
  // per keystroke): tests/e2e/a11y-beyond-axe.spec.ts checks what it says.
  void mode;
}

/** A preset button in a view read, named with its strength ("Water, 1 000 mg/mL"). */
const presetControl = (name: string) => control("button", new RegExp(`^${escapeRegExp(name)}, `));

/** A preset button, named with its strength ("Water, 1 000 mg/mL"). */
const presetButton = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}, `) });

async function performConverter(page: Page, event: EventObject, mode: DriveMode): Promise<StepOutcome | void> {
  const e = event as { type: string; value?: string; name?: string };
  const button = (name: string) => page.getByRole("button", { name, exact: true });
  const concentration = page.getByRole("textbox", { name: "Concentration (mg/mL)", exact: true });
  if (mode === "keyboard") {
    switch (e.type) {
      case "amount.change":
        await tabTo(page, page.locator("#converter-amount"));
        return typeText(page, e.value ?? "");
      case "concentration.change":
        await tabTo(page, concentration);
        return typeText(page, e.value ?? "");
      case "preset.select":
        await tabTo(page, presetButton(page, e.name ?? ""));
        return page.keyboard.press("Space");
      case "calculate":
        return submitWithEnter(page, button("Calculate"));
      case "swap":
      case "reset":
      case "copy":
      case "link.copy":
        await tabTo(
          page,
          button(
            {
              swap: CONVERTER_CONTROLS.swap,
              reset: "Reset",
              copy: CONVERTER_CONTROLS.copy,
              "link.copy": "Copy share link",
            }[e.type],
          ),
        );
        return page.keyboard.press("Enter");
      case "route.select": {
        // A closed select moves with the arrow keys (letters would join the last one typed within a second).
        const select = page.locator("#converter-route");
        await tabTo(page, select);
        const from = ROUTE_ORDER.indexOf((await select.inputValue()) as (typeof ROUTE_ORDER)[number]);
        const to = ROUTE_ORDER.indexOf(
          ((event as { route?: string }).route ?? "unstated") as (typeof ROUTE_ORDER)[number],
        );
        if (from < 0 || to < 0) throw new Error(`No Route option for ${JSON.stringify(event)}`);
        for (let i = from; i !== to; i += to > from ? 1 : -1)
          await page.keyboard.press(to > from ? "ArrowDown" : "ArrowUp");
        return;
      }
      case "medicine.change":
        await tabTo(page, page.locator("#converter-medicine"));
        return typeText(page, e.value ?? "");
      case "print":
        await stubPrint(page);
        await tabTo(page, button("Print preparation card"));
        await page.keyboard.press("Enter");
        return expectPrinted(page);
      default:
        // Only the clipboard's answers (no user input) are done the same way in both modes.
        if (!e.type.startsWith("xstate.") && e.type !== "link.open")
          throw new Error(`No keyboard action for ${e.type}`);
    }
  }
  switch (e.type) {
    case "amount.change":
      return page.locator("#converter-amount").fill(e.value ?? "");
    case "concentration.change":
      return concentration.fill(e.value ?? "");
    case "preset.select":
      return presetButton(page, e.name ?? "").click();
    case "calculate":
      return page.getByRole("button", { name: "Calculate" }).click();
    case "swap":
      return page.getByRole("button", { name: CONVERTER_CONTROLS.swap }).click();
    case "reset":
      return page.getByRole("button", { name: "Reset", exact: true }).click();
    case "copy":
      return page.getByRole("button", { name: CONVERTER_CONTROLS.copy }).click();
    case "link.open": {
      // A link pasted in the address bar of the same page: only the fragment changes (no reload).
      // Emptied first, so the same link twice is still a change.
      const fragment = (event as { fragment?: string }).fragment ?? "";
      await page.evaluate((f) => {
        window.location.hash = "";
        window.location.hash = f;
      }, fragment);
      return;
    }
    case "link.copy":
      return page.getByRole("button", { name: "Copy share link" }).click();
    case "route.select":
      await page.locator("#converter-route").selectOption((event as { route?: string }).route ?? "unstated");
      return;
    case "medicine.change":
      return page.locator("#converter-medicine").fill(e.value ?? "");
    case "print":
      await stubPrint(page);
      await page.getByRole("button", { name: "Print preparation card" }).click();
      return expectPrinted(page);
    case "xstate.done.actor.writeShareLink": {
      // The page's own address with the entries (never the result) in the fragment.
      const link = await settleClipboard(page, "done", "link");
      expect(link.startsWith(`${new URL(page.url()).origin}${new URL(page.url()).pathname}#v=1&`)).toBe(true);
      expect(sharedInputsOf(fragmentOfLink(link))).not.toBeNull();
      await expect(page.getByText("Link copied!")).toBeVisible();
      return;
    }
    case "xstate.error.actor.writeShareLink":
      await settleClipboard(page, "error", "link");
      await expect(page.getByText("Copy failed")).toBeVisible();
      return;
    case "xstate.done.actor.writeClipboard": {
      // The clipboard gets the whole line ("20 mg at 10 mg/mL = 2 mL"); the toast names the result.
      const line = await settleClipboard(page, "done", "text");
      expect(line).toMatch(/ at .* = /);
      // A caution travels with its result (issue 27), and the toast is then not a success toast.
      if (copiedLineCautioned(line)) {
        await expect(page.getByText("Copied, with its caution", { exact: true })).toBeVisible();
        await expect(
          page.getByText(`Result ${copiedResultText(line)} and its caution copied to clipboard`),
        ).toBeVisible();
      } else {
        await expect(page.getByText("Copied!", { exact: true })).toBeVisible();
        await expect(page.getByText(`Result ${copiedResultText(line)} copied to clipboard`)).toBeVisible();
      }
      return;
    }
    case "xstate.error.actor.writeClipboard":
      await settleClipboard(page, "error", "text");
      await expect(page.getByText("Copy failed")).toBeVisible();
      return;
    default:
      throw new Error(`No browser action for ${e.type}`);
  }
}

/** The Route select's options in order (the keyboard moves through them with the arrow keys). */
const ROUTE_ORDER = ["unstated", "oral", "injection"] as const;

/**
 * Stands in for the printer: the page's window.print counts its calls instead of opening a dialog
 * (the card itself is printed to PDF in tests/e2e/safety.spec.ts).
 */
export async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __printed?: number; print: () => void };
    w.__printed ??= 0;
    w.print = () => {
      w.__printed = (w.__printed ?? 0) + 1;
    };
  });
}

/** Print was asked for once since the last check, with the preparation card in the page. */
export async function expectPrinted(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed?: number }).__printed ?? 0)).toBe(1);
  await page.evaluate(() => {
    (window as unknown as { __printed?: number }).__printed = 0;
  });
  await expect(page.locator("body > .prep-card")).toHaveCount(1);
}

// ---------------------------------------------------------------------------------------------
// Tabs

/** The selected tab: the only one in the Tab order (roving tabindex). */
const selectedTab = (page: Page) => page.getByRole("tab", { selected: true });

async function performTabs(page: Page, event: EventObject, mode: DriveMode): Promise<StepOutcome | void> {
  const e = event as { type: string; tab?: string };
  if (mode === "keyboard") {
    await tabTo(page, selectedTab(page));
    if (e.type === "tab.select") {
      // A click on the other tab. With automatic activation (WAI-ARIA tabs) only the selected tab
      // is in the Tab order, so a keyboard selects the other tab with Home/End instead: same
      // state, another event.
      await page.keyboard.press(e.tab === "batch" ? "End" : "Home");
      return "equivalent";
    }
    await page.keyboard.press(TABS_KEYS[e.type]!);
    return;
  }
  if (e.type === "tab.select") {
    await page.getByRole("tab", { name: e.tab === "batch" ? "Batch Convert" : "Calculator" }).click();
  } else {
    await selectedTab(page).focus();
    await page.keyboard.press(TABS_KEYS[e.type]!);
  }
}

async function checkTabs(page: Page, state: TabsSnapshot, event: EventObject | null) {
  const active = selectActiveTab(state);
  for (const t of TABS) {
    const tab = page.getByRole("tab", { name: t.label });
    await expect(tab).toHaveAttribute("aria-selected", String(t.id === active));
    await expect(tab).toHaveAttribute("tabindex", t.id === active ? "0" : "-1");
    if (t.id === active && event && event.type !== "tab.select") await expect(tab).toBeFocused();
  }
  await expect(page.getByRole("tabpanel")).toHaveCount(1); // hidden panels are not exposed
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", `converter-tab-${active}`);
}

// ---------------------------------------------------------------------------------------------
// Batch Convert

/** Keyboard: from anywhere in the card to the given tab (Tab to the selected tab, then Home/End). */
async function selectTabByKeyboard(page: Page, tab: "calculator" | "batch") {
  await tabTo(page, selectedTab(page));
  await page.keyboard.press(tab === "batch" ? "End" : "Home");
  await expect(page.getByRole("tab", { name: tab === "batch" ? "Batch Convert" : "Calculator" })).toBeFocused();
}

async function performBatch(
  page: Page,
  event: EventObject,
  mode: DriveMode,
  before: BatchSnapshot,
): Promise<StepOutcome | void> {
  const e = event as { type: string; value?: string; mgPerMl?: number | null };
  // 'Show rows' (issue 53): the radio its controls table names, clicked or reached with the arrow keys.
  if (e.type === "filter.change") {
    const action = batchControls["filter.change"](event as Extract<BatchEvent, { type: "filter.change" }>, before);
    return mode === "keyboard" ? doActionWithKeyboard(page, action) : doActionInBrowser(page, action);
  }
  const field = page.getByRole("textbox", { name: "Values to convert" });
  const concentration = page.getByRole("textbox", { name: "Concentration (mg/mL)" });
  const button = (name: string) => page.getByRole("button", { name, exact: true });
  const settingsText = e.mgPerMl === null ? "0" : String(e.mgPerMl);
  if (mode === "keyboard") {
    switch (e.type) {
      case "input.change":
        await tabTo(page, field);
        return typeText(page, e.value ?? "");
      case "settings.change":
        await selectTabByKeyboard(page, "calculator");
        await tabTo(page, concentration);
        await typeText(page, settingsText);
        await selectTabByKeyboard(page, "batch");
        return;
      case "convert":
        // Enter in the text area starts a new line: Tab to Convert All.
        await tabTo(page, button(BATCH_CONTROLS.convert));
        return page.keyboard.press("Enter");
      case "clear":
      case "copy":
        await tabTo(page, button(e.type === "clear" ? "Clear" : "Copy all"));
        return page.keyboard.press("Enter");
      case "download": {
        await tabTo(page, button("Download CSV"));
        const download = page.waitForEvent("download");
        await page.keyboard.press("Enter");
        const file = await download;
        expect(file.suggestedFilename()).toBe("mg-to-ml-batch.csv");
        return;
      }
      default:
        // Only the clipboard's answers (no user input) are done the same way in both modes.
        if (!e.type.startsWith("xstate.")) throw new Error(`No keyboard action for ${e.type}`);
    }
  }
  switch (e.type) {
    case "input.change":
      return field.fill(e.value ?? "");
    case "settings.change":
      await page.getByRole("tab", { name: "Calculator" }).click();
      await concentration.fill(settingsText);
      await page.getByRole("tab", { name: "Batch Convert" }).click();
      return;
    case "convert":
      return page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
    case "clear":
      return page.getByRole("button", { name: "Clear", exact: true }).click();
    case "copy":
      return page.getByRole("button", { name: "Copy all" }).click();
    case "download": {
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download CSV" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe("mg-to-ml-batch.csv");
      return;
    }
    case "xstate.done.actor.writeClipboard":
      // The toast shows while the list copied is still the one shown (checkBatch: issue 53).
      await settleClipboard(page, "done");
      return;
    case "xstate.error.actor.writeClipboard":
      await settleClipboard(page, "error");
      await expect(page.getByText("Copy failed")).toBeVisible();
      return;
    default:
      throw new Error(`No browser action for ${e.type}`);
  }
}

async function checkBatch(page: Page, state: BatchSnapshot, mode: DriveMode) {
  const want = expectedBatchScreen(state);
  await expect(page.getByRole("tab", { name: "Batch Convert" })).toHaveAttribute("aria-selected", "true");
  const field = page.getByRole("textbox", { name: "Values to convert" });
  await expect(field).toHaveValue(want.input);
  await expect(page.getByRole("status", { name: "Batch summary" })).toHaveText(
    want.summary === "" ? /^$/ : want.summary,
  );
  await expect(page.getByText(want.settingsLine)).toBeVisible();
  if (want.hint) await expect(field).toHaveAttribute("aria-invalid", "true");
  else await expect(field).not.toHaveAttribute("aria-invalid");
  const copy = page.getByRole("button", { name: "Copy all" });
  if (want.copyEnabled) await expect(copy).toBeEnabled();
  else await expect(copy).toBeDisabled();
  const download = page.getByRole("button", { name: "Download CSV" });
  if (want.downloadEnabled) await expect(download).toBeEnabled();
  else await expect(download).toBeDisabled();
  // Off, they say why (issue 53), in the connect layer's words.
  if (want.actionsReason) await expect(copy).toHaveAccessibleDescription(want.actionsReason);
  await expect(page.getByTestId("batch-copied-indicator")).toHaveAttribute("data-copied", String(want.copied));
  // While the copied list is the one shown, the toast says so (when it changed, the toast went).
  if (want.copied) await expect(page.getByText("Copied!", { exact: true })).toBeVisible();
  const items = page.getByRole("list", { name: "Batch results" }).getByRole("listitem");
  await expect(page.getByRole("status", { name: "Batch summary" })).toHaveAttribute(
    "data-cautions",
    String(want.cautions),
  );
  if (want.lines === null) await expect(page.getByText("Results will appear here")).toBeVisible();
  // The rows 'Show rows' shows (all of them unless a choice narrows the list).
  else await expect(items).toHaveText(want.filter?.shown ?? want.lines);
  const show = page.getByRole("radiogroup", { name: BATCH_CONTROLS.show, exact: true });
  if (want.filter === null) await expect(show).toHaveCount(0);
  else {
    await expect(show.getByRole("radio")).toHaveCount(want.filter.choices.length);
    await expect(show.getByRole("radio", { checked: true })).toHaveAccessibleName(want.filter.checked);
  }
  // The summary is spoken by the page's one announcer after Convert All (the region itself is
  // not live): tests/e2e/a11y-beyond-axe.spec.ts checks what it says.
  void mode;
}

async function openBatch(page: Page, mode: DriveMode) {
  if (mode === "keyboard") await selectTabByKeyboard(page, "batch");
  else await page.getByRole("tab", { name: "Batch Convert" }).click();
}

// ---------------------------------------------------------------------------------------------
// The card (parent): the converter's report reaches Batch Convert and the syringe; the parts that
// load on first use (issue 33) load when asked for, their files held by the test until the path
// says they arrive or cannot be loaded

/** The file each of the card's loads requests (src/components/converter/*-feature.tsx). */
const FEATURE_FILES: Readonly<Record<string, string>> = {
  loadDoubleCheck: "double-check-feature",
  loadBatch: "batch-feature",
  loadPrintCard: "print-card-feature",
};

/**
 * Holds the requests of the features' files until a step answers them: the file arrives (the
 * request goes on to the site) or the connection is lost (the request fails, as offline).
 * Routing turns Playwright's HTTP cache off, so each page load requests each file again.
 */
async function holdFeatureFiles(page: Page) {
  const held = new Map<string, Route[]>();
  await page.route(/\/assets\/(double-check|batch|print-card)-feature-[^/]+\.js$/, (route) => {
    const name = /\/assets\/([a-z-]+-feature)-/.exec(route.request().url())![1]!;
    held.set(name, [...(held.get(name) ?? []), route]);
  });
  return {
    reset: () => held.clear(),
    async answer(id: string, outcome: "done" | "error") {
      const name = FEATURE_FILES[id]!;
      await expect.poll(() => held.get(name)?.length ?? 0, { message: `a request of ${name}` }).toBeGreaterThan(0);
      for (const route of held.get(name)!.splice(0)) {
        if (outcome === "done") await route.continue();
        else await route.abort("internetdisconnected");
      }
    },
  };
}

/** The screen of the card's regions (the browser twin of tests/model/converter-card-view.test.tsx). */
async function checkCardRegions(page: Page, state: ConverterCardSnapshot, shown: "calculator" | "batch") {
  const card = page.locator("#converter");
  const check = stageOf(state, "doubleCheck");
  const section = card.locator("[data-check-step]");
  if (check === "loading" || check === "failed") {
    await expect(section).toHaveAttribute("data-check-step", check);
    await expect(card.getByRole("tab")).toHaveCount(0);
    if (check === "loading") {
      await expect(section.getByText(CARD_LOADING_TEXT.doubleCheck)).toBeVisible();
      await expect(section.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.cancel })).toBeEnabled();
      await expect(page.locator("html")).toHaveAttribute("data-double-check", "blind");
    } else {
      await expect(section.getByText(FEATURE_FAILED_TEXT)).toBeVisible();
      await expect(section.getByRole("button", { name: FEATURE_RETRY })).toBeFocused();
      await expect(section.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.back })).toBeEnabled();
      await expect(page.locator("html")).not.toHaveAttribute("data-double-check");
    }
    return;
  }
  if (state.matches({ doubleCheck: { ready: "open" } })) {
    await expect(section).toHaveAttribute("data-check-step", "handover");
    await expect(card.getByRole("tab")).toHaveCount(0);
    return;
  }
  await expect(section).toHaveCount(0);
  await expect(page.getByRole("tab", { name: shown === "batch" ? "Batch Convert" : "Calculator" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const status = page.locator("#converter-batch-status");
  if (shown === "batch") {
    const batch = stageOf(state, "batch");
    if (batch === "ready") {
      await expect(status).toHaveCount(0);
      const settings = state.context.settings;
      const line =
        settings.mgPerMl === null
          ? BATCH_MESSAGES.waitingForConcentration
          : `Converting ${batchHeading({ mgPerMl: settings.mgPerMl, direction: settings.direction })}, the concentration and direction of the Calculator tab.`;
      await expect(card.getByText(line, { exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Values to convert" })).toBeVisible();
    } else if (batch === "failed") {
      await expect(status).toContainText(FEATURE_FAILED_TEXT);
      await expect(status.getByRole("button", { name: FEATURE_RETRY })).toBeEnabled();
    } else {
      await expect(status).toContainText(CARD_LOADING_TEXT.batch);
      await expect(status).toHaveAttribute("aria-busy", "true");
    }
    return;
  }
  const print = stageOf(state, "printCard");
  const printButton = page.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.print });
  if (print === "loading") {
    await expect(printButton).toHaveAttribute("aria-busy", "true");
    await expect(printButton).toHaveAccessibleDescription(PRINT_LOADING);
  } else await expect(printButton).not.toHaveAttribute("aria-busy");
  const failure = page.locator("#converter-print-status");
  if (print === "failed") await expect(failure).toContainText(FEATURE_FAILED_TEXT);
  else await expect(failure).toHaveCount(0);
  if (print === "ready" && typedOn(state)) await expect(page.locator("body > .prep-card")).toHaveCount(1);
  if (print !== "ready") await expect(page.locator("body > .prep-card")).toHaveCount(0);
  await expect(status).toHaveCount(0);
}

/** The card's driver: its steps, checks and the files it holds, for one test. */
async function cardDriver(page: Page, model: MachineModel): Promise<Driver<ConverterCardSnapshot>> {
  const files = await holdFeatureFiles(page);
  let shown: "calculator" | "batch" = "calculator";
  const printed = () => page.evaluate(() => (window as unknown as { __printed?: number }).__printed ?? 0);
  return {
    before: async (p) => {
      files.reset();
      shown = "calculator";
      await stubPrint(p);
    },
    perform: async (p, event, step) => {
      const before = step.before;
      const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (answer) await files.answer(answer[2]!, answer[1] as "done" | "error");
      else {
        // What a person does for the event, as the card's controls table says (the one table the
        // step wording, the view test and the Behaviour view's player also read).
        const action = cardEntry.controlOf(event, before, model);
        await doActionInBrowser(p, action);
        shown = tabShownAfter(action, shown);
      }
      // The card prints when its code is here, as asked: once, never before.
      const prints =
        (event.type === "print.request" && stageOf(before, "printCard") === "ready") ||
        event.type === "xstate.done.actor.loadPrintCard";
      if (prints) await expectPrinted(p);
      else expect(await printed()).toBe(0);
      // Back from a check, or from its loading given up: the keyboard is on the button that asked.
      if (event.type === "check.cancel" || event.type === "check.closed")
        await expect(p.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.request })).toBeFocused();
    },
    check: async (p, state, event) => {
      await expect(p.getByTestId("syringe-panel")).toHaveCount(state.context.withSyringe ? 1 : 0);
      await checkCardRegions(p, state, shown);
      if (event && state.context.withSyringe && stageOf(state, "doubleCheck") === "idle") {
        const settings = state.context.settings;
        await expect(p.getByTestId("syringe-summary")).toHaveText(
          syringeTexts(readSyringe(settings.volume, `auto-${settings.family}`)).summary,
        );
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------

/**
 * Runs every path of one of the card's machines in `mode` and records each passed path in
 * `tracker`. The caller asserts the coverage (pointer: `tracker.assertComplete()`).
 */
export async function runConverterPaths(
  page: Page,
  machine: ConverterCardMachine,
  model: MachineModel,
  tracker: CoverageTracker,
  { mode }: { mode: DriveMode },
): Promise<void> {
  switch (machine) {
    case "converter":
      return runModel<ConverterSnapshot>(
        page,
        model,
        tracker,
        { perform: (p, e) => performConverter(p, e, mode), check: (p, s) => checkConverter(p, s, mode) },
        mode,
      );
    case "tabs":
      return runModel<TabsSnapshot>(
        page,
        model,
        tracker,
        { perform: (p, e) => performTabs(p, e, mode), check: (p, s, e) => checkTabs(p, s, e) },
        mode,
      );
    case "converter-card":
      return runModel<ConverterCardSnapshot>(page, model, tracker, await cardDriver(page, model), mode);
    case "batch":
      return runModel<BatchSnapshot>(
        page,
        model,
        tracker,
        {
          perform: (p, e, step) => performBatch(p, e, mode, step.before),
          check: (p, s) => checkBatch(p, s, mode),
          before: (p) => openBatch(p, mode),
        },
        mode,
      );
  }
}
