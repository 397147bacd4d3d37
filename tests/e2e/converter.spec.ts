/**
 * The converter in the built site (Chromium):
 * - model-based paths of the converter, tabs and Batch Convert machines replayed on /20-mg-to-ml
 *   (browser-level coverage printed and asserted at 100 %), with a controllable clipboard and
 *   Playwright's clock for the 2,000 ms delay;
 * - every dose page, the home page and the syringe page: preset amount, concentration, direction
 *   and result right after hydration, and already in the pre-rendered HTML;
 * - the real clipboard receives the formatted value, the indicator clears after 2 s;
 * - a batch of 10,000 values converts; keyboard-only use; no axe violations; 320 px wide.
 */
import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { DOSE_PAGES, HOME_PRESET, SYRINGE_PRESET, CONCENTRATION_PRESETS, type ConverterPreset } from "../../src/data/doses";
import { evaluateConverter } from "../../src/machines/converter/converter.calc";
import type { ConverterSnapshot } from "../../src/machines/converter/converter.selectors";
import type { BatchSnapshot } from "../../src/machines/batch/batch.selectors";
import { selectActiveTab, type TabsSnapshot } from "../../src/machines/tabs/tabs.selectors";
import { TABS } from "../../src/machines/tabs/tabs.calc";
import type { MachineModel, ModelPath } from "../model/model-harness";
import { CONVERTER_MODEL_PAGE, createConverterModel, expectedScreen } from "../model/converter.model";
import { createBatchModel, expectedBatchScreen } from "../model/batch.model";
import { createTabsModel, TABS_KEYS } from "../model/tabs.model";

const MODEL_PAGE = CONVERTER_MODEL_PAGE.path; // "/20-mg-to-ml"

/** Waits until the converter card has hydrated (it marks itself). */
async function openConverter(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * A clipboard the test controls: writes wait until the test accepts or refuses them. Installed
 * before the page's scripts run, so the site's own copy code calls it.
 */
async function installControlledClipboard(page: Page) {
  await page.addInitScript(() => {
    const state = { pending: [] as Array<{ text: string; resolve: () => void; reject: (e: Error) => void }>, written: [] as string[] };
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

async function settleClipboard(page: Page, outcome: "done" | "error"): Promise<string> {
  return page.evaluate((how) => {
    const state = (window as unknown as { __clipboard: { pending: Array<{ text: string; resolve: () => void; reject: (e: Error) => void }>; written: string[] } }).__clipboard;
    const write = state.pending.shift();
    if (!write) throw new Error("no clipboard write is pending");
    if (how === "done") {
      state.written.push(write.text);
      write.resolve();
    } else {
      write.reject(new Error("Permission denied"));
    }
    return write.text;
  }, outcome);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// ---------------------------------------------------------------------------------------------
// Model-based paths

async function runModel<TSnapshot extends AnyMachineSnapshot>(
  page: Page,
  model: MachineModel,
  perform: (page: Page, event: EventObject, step: { before: TSnapshot; state: TSnapshot }) => Promise<void>,
  check: (page: Page, state: TSnapshot, event: EventObject | null) => Promise<void>,
  before?: (page: Page) => Promise<void>,
) {
  const tracker = model.coverage("browser");
  await installControlledClipboard(page);
  // The page's timers only move when the test says so (the 2,000 ms delay of the machines).
  await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") });
  await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"));
  for (const path of model.paths as Array<ModelPath<TSnapshot, EventObject>>) {
    await test.step(path.title, async () => {
      await openConverter(page, MODEL_PAGE);
      await before?.(page);
      await check(page, path.initial, null);
      for (const step of path.steps) {
        const delay = model.delayOf(step.event, step.before);
        if (delay) {
          await page.clock.runFor(delay.ms - 1);
          await check(page, step.before, null); // one millisecond early, nothing has changed
          await page.clock.runFor(1);
        } else {
          await perform(page, step.event, step);
        }
        await check(page, step.state, step.event);
      }
      tracker.recordPath(path);
    });
  }
  tracker.assertComplete();
}

async function checkConverter(page: Page, state: ConverterSnapshot) {
  const want = expectedScreen(state);
  const amount = page.locator("#converter-amount");
  await expect(page.getByRole("textbox", { name: want.amountLabel, exact: true })).toHaveValue(want.amount);
  await expect(amount).toHaveValue(want.amount);
  const concentration = page.getByRole("textbox", { name: "Concentration (mg/mL)", exact: true });
  await expect(concentration).toHaveValue(want.concentration);
  await expect(page.getByRole("status", { name: "Result" })).toHaveText(want.result === "" ? /^$/ : new RegExp(`^${escapeRegExp(want.result)}$`));
  if (want.worked) await expect(page.getByTestId("worked-line")).toHaveText(want.worked);
  else await expect(page.getByTestId("worked-line")).toHaveCount(0);
  await expect(page.locator("#converter").getByText(want.formula, { exact: true })).toBeVisible();
  for (const [input, hint] of [
    [amount, want.amountHint],
    [concentration, want.concentrationHint],
  ] as const) {
    if (hint) {
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(hint);
    } else {
      await expect(input).not.toHaveAttribute("aria-invalid");
    }
  }
  for (const p of CONCENTRATION_PRESETS) {
    await expect(page.getByRole("button", { name: p.name, exact: true })).toHaveAttribute("aria-pressed", String(want.activePreset === p.name));
  }
  const copy = page.getByRole("button", { name: "Copy result" });
  if (want.copyEnabled) await expect(copy).toBeEnabled();
  else await expect(copy).toBeDisabled();
  await expect(page.getByTestId("copied-indicator")).toHaveAttribute("data-copied", String(want.copied));
}

async function performConverter(page: Page, event: EventObject) {
  const e = event as { type: string; value?: string; name?: string };
  switch (e.type) {
    case "amount.change":
      return page.locator("#converter-amount").fill(e.value ?? "");
    case "concentration.change":
      return page.getByRole("textbox", { name: "Concentration (mg/mL)", exact: true }).fill(e.value ?? "");
    case "preset.select":
      return page.getByRole("button", { name: e.name, exact: true }).click();
    case "calculate":
      return page.getByRole("button", { name: "Calculate" }).click();
    case "swap":
      return page.getByRole("button", { name: "Swap direction" }).click();
    case "reset":
      return page.getByRole("button", { name: "Reset", exact: true }).click();
    case "copy":
      return page.getByRole("button", { name: "Copy result" }).click();
    case "xstate.done.actor.writeClipboard": {
      const text = await settleClipboard(page, "done");
      await expect(page.getByText("Copied!")).toBeVisible();
      await expect(page.getByText(`Result ${text} copied to clipboard`)).toBeVisible();
      return;
    }
    case "xstate.error.actor.writeClipboard":
      await settleClipboard(page, "error");
      await expect(page.getByText("Copy failed")).toBeVisible();
      return;
    default:
      throw new Error(`No browser action for ${e.type}`);
  }
}

test.describe("model-based paths in the browser", () => {
  test("converter", async ({ page }) => {
    await runModel<ConverterSnapshot>(
      page,
      createConverterModel(),
      (p, e) => performConverter(p, e),
      (p, s) => checkConverter(p, s),
    );
  });

  test("tabs", async ({ page }) => {
    await runModel<TabsSnapshot>(
      page,
      createTabsModel(),
      async (p, event) => {
        const e = event as { type: string; tab?: string };
        if (e.type === "tab.select") {
          await p.getByRole("tab", { name: e.tab === "batch" ? "Batch Convert" : "Calculator" }).click();
        } else {
          await p.getByRole("tab", { selected: true }).focus();
          await p.keyboard.press(TABS_KEYS[e.type]!);
        }
      },
      async (p, state, event) => {
        const active = selectActiveTab(state);
        for (const t of TABS) {
          const tab = p.getByRole("tab", { name: t.label });
          await expect(tab).toHaveAttribute("aria-selected", String(t.id === active));
          await expect(tab).toHaveAttribute("tabindex", t.id === active ? "0" : "-1");
          if (t.id === active && event && event.type !== "tab.select") await expect(tab).toBeFocused();
        }
        await expect(p.getByRole("tabpanel")).toHaveCount(1); // hidden panels are not exposed
        await expect(p.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", `converter-tab-${active}`);
      },
    );
  });

  test("batch", async ({ page }) => {
    await runModel<BatchSnapshot>(
      page,
      createBatchModel(),
      async (p, event) => {
        const e = event as { type: string; value?: string; mgPerMl?: number | null };
        switch (e.type) {
          case "input.change":
            return p.getByRole("textbox", { name: "Values to convert" }).fill(e.value ?? "");
          case "settings.change":
            await p.getByRole("tab", { name: "Calculator" }).click();
            await p.getByRole("textbox", { name: "Concentration (mg/mL)" }).fill(e.mgPerMl === null ? "0" : String(e.mgPerMl));
            await p.getByRole("tab", { name: "Batch Convert" }).click();
            return;
          case "convert":
            return p.getByRole("button", { name: "Convert All" }).click();
          case "clear":
            return p.getByRole("button", { name: "Clear", exact: true }).click();
          case "copy":
            return p.getByRole("button", { name: "Copy all" }).click();
          case "download": {
            const download = p.waitForEvent("download");
            await p.getByRole("button", { name: "Download CSV" }).click();
            const file = await download;
            expect(file.suggestedFilename()).toBe("mg-to-ml-batch.csv");
            return;
          }
          case "xstate.done.actor.writeClipboard":
            await settleClipboard(p, "done");
            await expect(p.getByText("Copied!")).toBeVisible();
            return;
          case "xstate.error.actor.writeClipboard":
            await settleClipboard(p, "error");
            await expect(p.getByText("Copy failed")).toBeVisible();
            return;
          default:
            throw new Error(`No browser action for ${e.type}`);
        }
      },
      async (p, state) => {
        const want = expectedBatchScreen(state);
        await expect(p.getByRole("tab", { name: "Batch Convert" })).toHaveAttribute("aria-selected", "true");
        const field = p.getByRole("textbox", { name: "Values to convert" });
        await expect(field).toHaveValue(want.input);
        await expect(p.getByRole("status", { name: "Batch summary" })).toHaveText(want.summary === "" ? /^$/ : want.summary);
        await expect(p.getByText(want.settingsLine)).toBeVisible();
        if (want.hint) await expect(field).toHaveAttribute("aria-invalid", "true");
        else await expect(field).not.toHaveAttribute("aria-invalid");
        const copy = p.getByRole("button", { name: "Copy all" });
        if (want.copyEnabled) await expect(copy).toBeEnabled();
        else await expect(copy).toBeDisabled();
        const download = p.getByRole("button", { name: "Download CSV" });
        if (want.downloadEnabled) await expect(download).toBeEnabled();
        else await expect(download).toBeDisabled();
        await expect(p.getByTestId("batch-copied-indicator")).toHaveAttribute("data-copied", String(want.copied));
        const items = p.getByRole("list", { name: "Batch results" }).getByRole("listitem");
        if (want.lines === null) await expect(p.getByText("Results will appear here")).toBeVisible();
        else await expect(items).toHaveText(want.lines);
      },
      async (p) => {
        await p.getByRole("tab", { name: "Batch Convert" }).click();
      },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Every converter page

const PAGES: Array<{ path: string; preset: ConverterPreset }> = [
  { path: "/", preset: HOME_PRESET },
  { path: "/mg-to-ml-syringe", preset: SYRINGE_PRESET },
  ...DOSE_PAGES.map((p) => ({ path: p.path, preset: p.preset })),
];

function expectedFor(preset: ConverterPreset) {
  const e = evaluateConverter({
    amountText: String(preset.amount),
    concentrationText: String(preset.concentration),
    direction: preset.direction,
  });
  return { label: e.amountLabel, result: e.result.status === "ok" ? e.result.text : "", formula: e.formula };
}

test.describe("every converter page starts with its preset", () => {
  for (const { path, preset } of PAGES) {
    test(path, async ({ page, request }) => {
      const want = expectedFor(preset);
      // In the pre-rendered HTML, before any script runs.
      const html = await (await request.get(path)).text();
      expect(html).toContain('id="converter-amount"');
      expect(html).toMatch(new RegExp(`aria-label="Result"[^>]*>${escapeRegExp(want.result)}<`));
      // After hydration.
      await openConverter(page, path);
      await expect(page.getByRole("textbox", { name: want.label, exact: true })).toHaveValue(String(preset.amount));
      await expect(page.getByRole("textbox", { name: "Concentration (mg/mL)" })).toHaveValue(String(preset.concentration));
      await expect(page.getByRole("status", { name: "Result" })).toHaveText(want.result);
      await expect(page.locator("#converter").getByText(want.formula, { exact: true })).toBeVisible();
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Real clipboard, batch at scale, keyboard, accessibility, small screens

/**
 * Pastes text as a person does (one paste event). Playwright's fill() inserts multi-line text
 * line by line, which is not what a paste of a long list does.
 */
async function pasteInto(page: Page, field: ReturnType<Page["getByRole"]>, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("ControlOrMeta+v");
}

test("copy writes the formatted value to the clipboard and the indicator clears after 2 s", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  await openConverter(page, MODEL_PAGE);
  await page.clock.pauseAt(Date.now() + 1000); // page time stands still until runFor
  await page.getByRole("button", { name: "Copy result" }).click();
  await expect(page.getByText("Copied!")).toBeVisible();
  await expect(page.getByText("Result 2 mL copied to clipboard")).toBeVisible();
  const indicator = page.getByTestId("copied-indicator");
  await expect(indicator).toHaveText("✓ Copied");
  await page.clock.runFor(1999);
  await expect(indicator).toHaveText("✓ Copied");
  await page.clock.runFor(1);
  await expect(indicator).toHaveText("");
  await expect(indicator).toHaveAttribute("data-copied", "false");
  // The site's Permissions-Policy forbids reading the clipboard from script (clipboard-read=()),
  // so read it the way a person does: paste it into a field.
  const amount = page.locator("#converter-amount");
  await amount.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("ControlOrMeta+v");
  await expect(amount).toHaveValue("2 mL");
});

test("a batch of 10,000 values converts, and a megabyte of text is answered calmly", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openConverter(page, "/50-mg-to-ml");
  await page.getByRole("tab", { name: "Batch Convert" }).click();
  const field = page.getByRole("textbox", { name: "Values to convert" });
  const values = Array.from({ length: 10_000 }, (_, i) => String((i % 1000) + 1)).join("\n");
  await pasteInto(page, field, values);
  await expect(field).toHaveValue(values);
  const started = Date.now();
  await page.getByRole("button", { name: "Convert All" }).click();
  const items = page.getByRole("list", { name: "Batch results" }).getByRole("listitem");
  await expect(items).toHaveCount(10_000);
  console.log(`Batch Convert in Chromium: 10,000 values converted and shown in ${Date.now() - started} ms`);
  await expect(items.first()).toHaveText("1 mg = 0.02 mL");
  await expect(items.last()).toHaveText("1,000 mg = 20 mL");
  await expect(page.getByRole("status", { name: "Batch summary" })).toHaveText("10,000 converted (mg to mL at 50 mg/mL)");

  await pasteInto(page, field, "2.5; ".repeat(220_000));
  await page.getByRole("button", { name: "Convert All" }).click();
  await expect(
    page.getByText("Only the first 20,000 of 220,000 values were converted. Convert the rest in another batch."),
  ).toBeVisible();
  await expect(items).toHaveCount(20_000);

  // The page still answers after the big list.
  await page.getByRole("tab", { name: "Calculator" }).click();
  await page.locator("#converter-amount").fill("100");
  await expect(page.getByRole("status", { name: "Result" })).toHaveText("2 mL");
});

test("the converter works by keyboard alone", async ({ page }) => {
  await openConverter(page, "/");
  // Tab from the top of the page to the amount field.
  for (let i = 0; i < 60; i += 1) {
    if (await page.locator("#converter-amount").evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(page.locator("#converter-amount")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("125");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Concentration (mg/mL)" })).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("250 mg per 5 mL");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status", { name: "Result" })).toHaveText("2.5 mL");
  // Presets: Tab to 'Water' and press Space.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Water", exact: true })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("status", { name: "Result" })).toHaveText("0.125 mL");
  // Swap direction by keyboard.
  await page.getByRole("button", { name: "Swap direction" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Amount (mL)" })).toHaveValue("0.125");
  // Tabs by arrow keys.
  await page.getByRole("tab", { name: "Calculator" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Batch Convert" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Values to convert" })).toBeFocused();
});

test("no accessibility violations in the converter card", async ({ page }) => {
  await openConverter(page, MODEL_PAGE);
  const calculator = await new AxeBuilder({ page }).include("#converter").analyze();
  expect(calculator.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  await page.locator("#converter-amount").fill("abc");
  const invalid = await new AxeBuilder({ page }).include("#converter").analyze();
  expect(invalid.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("tab", { name: "Batch Convert" }).click();
  await page.getByRole("textbox", { name: "Values to convert" }).fill("10, abc, 25");
  await page.getByRole("button", { name: "Convert All" }).click();
  const batch = await new AxeBuilder({ page }).include("#converter").analyze();
  expect(batch.violations.map((v) => v.id)).toEqual([]);
});

test("fits a 320 px screen and the result does not move the layout", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openConverter(page, MODEL_PAGE);
  const card = page.locator("#converter");
  const fits = await card.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  // Position in the document (not the viewport: filling a field may scroll the page).
  const resetBox = async () =>
    page
      .getByRole("button", { name: "Reset", exact: true })
      .evaluate((el) => ({ y: el.getBoundingClientRect().top + window.scrollY }));
  const before = await resetBox();
  await page.locator("#converter-amount").fill("");
  await expect(page.getByRole("status", { name: "Result" })).toHaveText("");
  const after = await resetBox();
  expect(after?.y).toBe(before?.y);
});
