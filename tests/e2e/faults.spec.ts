/**
 * Faults a visitor's browser can bring, each answered calmly:
 * - JavaScript disabled: the pre-rendered pages are still readable — h1, main content, tables,
 *   the disclaimer, and each converter's preset result already computed in the HTML;
 * - no service worker (blocked, API missing, registration refused): pages work, no console error;
 * - clipboard refused by the browser itself (Permissions-Policy denies clipboard-write; no
 *   Clipboard API and the copy command refused): an error toast, no copied state, the result
 *   stays. The copy.failed transitions of the converter and Batch Convert machines are already
 *   replayed in the browser with a controlled clipboard by tests/e2e/converter.spec.ts
 *   ("model-based paths in the browser"); this file covers the real browser refusals instead;
 * - an island's file that cannot be loaded (network error, or a deployment replaced it): only
 *   that part of the page says so calmly and offers 'Try again', which loads it once the file is
 *   reachable; the rest of the page keeps working;
 * - a visitor faster than the network: text typed (or a syringe chosen) in a pre-rendered
 *   calculator before its script has arrived is kept and computed once it arrives;
 * - very long pasted input: a megabyte of a list in Batch Convert is covered by
 *   tests/e2e/converter.spec.ts ("a batch of 10,000 values converts, and a megabyte of text is
 *   answered calmly"); this file adds a megabyte with no separator (one huge entry) in Batch
 *   Convert and a megabyte pasted into the single-value amount field.
 */
import { expect, test, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";
import { HOME_PRESET, SYRINGE_PRESET, DOSE_PAGES, type ConverterPreset } from "../../src/data/doses";
import { wakeHeader } from "./support/islands";
import { followFooterLink } from "./support/links";
import { findRoute } from "../../src/data/site-routes";
import { evaluateConverter } from "../../src/domain/dose/conversion";
import { DISCLAIMER_SHORT, LAB_DISCLAIMER_SHORT } from "../../src/data/site";
import { fillNaClExample, NACL_MOLAR } from "./support/lab-driver";
import { CONVERTER_CONTROLS } from "../../src/machines/converter/converter.controls";
import { BATCH_CONTROLS } from "../../src/machines/batch/batch.controls";

function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error") problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${page.url()}: ${String(e)}`));
  return problems;
}

function presetResult(preset: ConverterPreset) {
  const e = evaluateConverter({
    amountText: String(preset.amount),
    concentrationText: String(preset.concentration),
    direction: preset.direction,
  });
  expect(e.result.status).toBe("ok");
  return { label: e.amountLabel, result: e.result.status === "ok" ? e.result.text : "" };
}

// ---------------------------------------------------------------------------------------------
// JavaScript disabled

const DOSE = DOSE_PAGES.find((d) => d.path === "/20-mg-to-ml")!;

const NO_JS_PAGES: Array<{
  path: string;
  preset?: ConverterPreset;
  tables: boolean;
  disclaimer: "calculator" | "lab" | "note" | "footer";
}> = [
  { path: "/", preset: HOME_PRESET, tables: true, disclaimer: "calculator" },
  { path: DOSE.path, preset: DOSE.preset, tables: true, disclaimer: "calculator" },
  { path: "/mg-to-ml-syringe", preset: SYRINGE_PRESET, tables: true, disclaimer: "calculator" },
  { path: "/molarity-calculator", tables: true, disclaimer: "lab" },
  { path: "/dilution-calculator", tables: true, disclaimer: "lab" },
  { path: "/about", tables: false, disclaimer: "note" },
  { path: "/disclaimer", tables: false, disclaimer: "footer" },
];

test.describe("JavaScript disabled: the pre-rendered pages are readable", () => {
  let context: BrowserContext;
  test.beforeAll(async ({ browser, baseURL }) => {
    context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const p of NO_JS_PAGES) {
    test(p.path, async () => {
      const page = await context.newPage();
      const route = findRoute(p.path)!;
      await page.goto(p.path);
      // Scripts really did not run: the page has islands, and none of them hydrated.
      expect(await page.locator("[data-island]").count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBeUndefined();
      await expect(page.locator('header[data-menu-ready="true"]')).toHaveCount(0);

      await expect(page.locator("h1")).toHaveText(route.heading);
      const main = page.locator("main");
      await expect(main).toBeVisible();
      const words = (await main.innerText()).split(/\s+/).filter(Boolean).length;
      expect(words, "main has real content").toBeGreaterThan(100);
      await expect(main.locator("h2").first()).toBeVisible();
      if (p.tables) {
        const table = main.locator("table").first();
        await expect(table).toBeVisible();
        expect(await table.locator("tbody tr").count()).toBeGreaterThan(1);
      }
      // Styles are in the HTML: the page is laid out, not bare text.
      const styled = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(styled).toContain("system-ui");

      const footer = page.locator("footer");
      await expect(footer).toContainText("not medical advice");
      if (p.disclaimer === "calculator") await expect(main.getByText(DISCLAIMER_SHORT)).toBeVisible();
      if (p.disclaimer === "lab") {
        // A laboratory page speaks of protocols and safety data sheets, not doses (issue 52).
        await expect(main.getByText(LAB_DISCLAIMER_SHORT)).toBeVisible();
        await expect(main).not.toContainText(DISCLAIMER_SHORT);
      }
      if (p.disclaimer === "note") await expect(page.getByRole("note", { name: "Medical disclaimer" })).toBeVisible();

      if (p.preset) {
        // The converter's preset and its result are already computed in the HTML.
        const want = presetResult(p.preset);
        await expect(page.getByRole("textbox", { name: want.label, exact: true })).toHaveValue(String(p.preset.amount));
        await expect(page.getByRole("textbox", { name: "Concentration (mg/mL)" })).toHaveValue(
          String(p.preset.concentration),
        );
        await expect(page.getByRole("status", { name: "Result" })).toHaveText(want.result);
        // Only the Calculator tab's panel is shown.
        await expect(page.getByRole("tabpanel")).toHaveCount(1);
      }
      if (p.path === "/mg-to-ml-syringe") {
        await expect(page.getByRole("img")).toHaveAttribute("data-syringe", "oral-1");
        await expect(page.getByTestId("syringe-summary")).toBeVisible();
      }
      // The site's links are plain links: the footer leads on without scripts.
      await expect(footer.getByRole("link", { name: "Molarity Calculator" })).toHaveAttribute(
        "href",
        "/molarity-calculator",
      );
      await followFooterLink(page, "Molarity Calculator");
      await expect(page.locator("h1")).toHaveText("Molarity Calculator");
      await page.close();
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Service worker unavailable

/** Loads a converter page and a lab page and uses them; returns the console errors. */
async function useSite(page: Page) {
  const problems = watchConsole(page);
  await page.goto("/20-mg-to-ml");
  await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
  await page.locator("#converter-amount").fill("50");
  await expect(page.getByRole("status", { name: "Result" })).toHaveText("5 mL");
  await followFooterLink(page, "Molarity Calculator");
  await expect(page.locator("h1")).toHaveText("Molarity Calculator");
  await fillNaClExample(page);
  await page.getByRole("button", { name: "Calculate Molarity" }).click();
  await expect(page.getByRole("status", { name: "Molarity" })).toContainText(NACL_MOLAR);
  await page.goto("/");
  await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  return problems;
}

test.describe("service worker unavailable", () => {
  test("blocked by the browser (serviceWorkers: block)", async ({ page }) => {
    const problems = await useSite(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(problems).toEqual([]);
  });

  test("no Service Worker API at all", async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as unknown as { serviceWorker?: unknown }).serviceWorker;
    });
    const problems = await useSite(page);
    expect(await page.evaluate(() => "serviceWorker" in navigator)).toBe(false);
    expect(problems).toEqual([]);
  });

  test("registration refused (as in some private modes)", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __registerCalls: number };
      w.__registerCalls = 0;
      Object.defineProperty(ServiceWorkerContainer.prototype, "register", {
        configurable: true,
        value: () => {
          w.__registerCalls += 1;
          return Promise.reject(new DOMException("The user denied permission to use Service Worker.", "SecurityError"));
        },
      });
    });
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    const problems = await useSite(page);
    // The site did try, was refused, and said so quietly (a warning, not an error).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __registerCalls: number }).__registerCalls))
      .toBeGreaterThan(0);
    expect(warnings.some((w) => w.includes("Offline support is not available"))).toBe(true);
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Clipboard refused by the browser

async function openConverter(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Text in the toast, not in the page's announcer (#site-announcer), which says the same words for
 * screen readers (issue 19) for as long as its message stays.
 */
function toastText(page: Page, text: string | RegExp) {
  return page.getByText(text).and(page.locator(":not(#site-announcer)"));
}

async function expectCopyRefused(page: Page) {
  const problems = watchConsole(page);
  await openConverter(page, "/20-mg-to-ml");
  await page.getByRole("button", { name: CONVERTER_CONTROLS.copy }).click();
  await expect(toastText(page, "Copy failed")).toBeVisible();
  await expect(toastText(page, /Select the result and copy it by hand/)).toBeVisible();
  await expect(page.getByText("Copied!")).toHaveCount(0);
  await expect(page.getByTestId("copied-indicator")).toHaveAttribute("data-copied", "false");
  await expect(page.getByTestId("copied-indicator")).toHaveText("");
  // The result is still there, and copying can be tried again.
  await expect(page.getByRole("status", { name: "Result" })).toHaveText("2 mL");
  await expect(page.getByRole("button", { name: CONVERTER_CONTROLS.copy })).toBeEnabled();
  // Batch Convert: Copy all refused the same way.
  await page.getByRole("tab", { name: "Batch Convert" }).click();
  await page.getByRole("textbox", { name: "Values to convert" }).fill("10, 20");
  await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
  await expect(page.getByRole("list", { name: "Batch results" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Copy all" }).click();
  await expect(toastText(page, "Copy failed")).toBeVisible();
  await expect(page.getByTestId("batch-copied-indicator")).toHaveAttribute("data-copied", "false");
  await expect(page.getByRole("list", { name: "Batch results" }).getByRole("listitem")).toHaveCount(2);
  return problems;
}

test.describe("clipboard refused by the browser", () => {
  test("the page's Permissions-Policy forbids clipboard-write (NotAllowedError)", async ({ page }) => {
    // Serve the page with clipboard-write=() so that Chromium itself refuses the write.
    await page.route("**/20-mg-to-ml", async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      headers["permissions-policy"] = (headers["permissions-policy"] ?? "").replace(
        "clipboard-write=(self)",
        "clipboard-write=()",
      );
      expect(headers["permissions-policy"]).toContain("clipboard-write=()");
      await route.fulfill({ response, headers });
    });
    const refusals: string[] = [];
    await page.exposeFunction("__recordRefusal", (name: string) => refusals.push(name));
    await page.addInitScript(() => {
      const original = navigator.clipboard?.writeText?.bind(navigator.clipboard);
      if (!original) return;
      Object.defineProperty(navigator.clipboard, "writeText", {
        configurable: true,
        value: (text: string) =>
          original(text).catch((e: unknown) => {
            void (window as unknown as { __recordRefusal: (n: string) => void }).__recordRefusal(
              e instanceof DOMException ? e.name : String(e),
            );
            throw e;
          }),
      });
    });
    const problems = await expectCopyRefused(page);
    // The refusal came from the browser's own clipboard (not a stand-in).
    expect(refusals[0]).toBe("NotAllowedError");
    expect(problems.filter((p) => !/clipboard|NotAllowed/i.test(p))).toEqual([]);
  });

  test("no Clipboard API (plain HTTP page) and the copy command refused", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { configurable: true, get: () => undefined });
      Document.prototype.execCommand = () => false;
    });
    const problems = await expectCopyRefused(page);
    await expect(page.getByText(/The browser refused to copy/).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A megabyte pasted where one value is expected

test.describe("very long pasted input (what converter.spec.ts does not cover)", () => {
  test("a megabyte in the amount field and a megabyte without separators in Batch Convert", async ({ page }) => {
    const problems = watchConsole(page);
    await openConverter(page, "/20-mg-to-ml");
    const megabyte = "9".repeat(1_000_000);
    const amount = page.locator("#converter-amount");
    // One paste-like input event with the whole text.
    await amount.evaluate((el, text) => {
      const input = el as HTMLInputElement;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(input) below
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setter.call(input, text);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }, megabyte);
    // 10^1000000 mg is not a finite number: a calm hint, no result, nothing broken.
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("status", { name: "Result" })).toHaveText("");
    const screen = await page.locator("#converter").innerText();
    expect(screen).not.toMatch(/NaN|Infinity|undefined/);
    await amount.fill("50");
    await expect(page.getByRole("status", { name: "Result" })).toHaveText("5 mL");

    await page.getByRole("tab", { name: "Batch Convert" }).click();
    const field = page.getByRole("textbox", { name: "Values to convert" });
    const junk = "x".repeat(1_000_000);
    await field.evaluate((el, text) => {
      const area = el as HTMLTextAreaElement;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(area) below
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
      setter.call(area, text);
      area.dispatchEvent(new Event("input", { bubbles: true }));
    }, junk);
    await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
    const items = page.getByRole("list", { name: "Batch results" }).getByRole("listitem");
    await expect(items).toHaveCount(1);
    // The one entry is flagged on its own line with the reason; nothing is computed from it.
    // (Booleans, so that a failure does not print a megabyte.)
    const line = await items.first().innerText();
    expect(/^x+ — not converted: \S.*$/.test(line), `flagged line ends '${line.slice(-80)}'`).toBe(true);
    expect(/NaN|Infinity|undefined/.test(line)).toBe(false);
    await expect(page.getByRole("status", { name: "Batch summary" })).toContainText("needs attention");
    await expect(page.getByRole("button", { name: "Download CSV" })).toBeVisible();
    // The long line stays inside the results box: the page does not become wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The page still answers.
    await field.fill("10");
    await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
    await expect(items).toHaveText(["10 mg = 1 mL"]);
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// An island's file cannot be loaded

test.describe("an island's file cannot be loaded", () => {
  test("the converter says so calmly and loads on 'Try again'; the page keeps working", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    let block = true;
    await page.route(/\/assets\/converter-card-[^/]+\.js$/, (route) =>
      block ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.goto("/20-mg-to-ml");
    const failed = page.locator("[data-island-failed]").filter({ hasText: "The calculator could not be loaded." });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText("Check your internet connection, then try again.");
    // The page around it is still there and still works: its text, tables and menus.
    await expect(page.locator("h1")).toHaveText(findRoute("/20-mg-to-ml")!.heading);
    await expect(page.locator('table[data-table="reference"]')).toBeVisible();
    await wakeHeader(page);
    await expect(page.locator("body")).not.toContainText(/NaN|Infinity|undefined/);

    // 'Try again' loads the page again (a browser keeps a failed script as failed for the page's life).
    block = false;
    await failed.getByRole("button", { name: "Try again" }).click();
    await page.waitForLoadState("load");
    await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
    await expect(failed).toHaveCount(0);
    await page.locator("#converter-amount").fill("50");
    await expect(page.getByRole("status", { name: "Result" })).toHaveText("5 mL");
    expect(errors).toEqual([]);
  });

  test("the header's menus keep working as disclosures when its script cannot be loaded", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.route(/\/assets\/site-header-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(header).toContainText("Medical Dosage Converter");
    // The first intent asks for the header's file, which does not come: the header stays as drawn.
    const asked = page.waitForEvent("requestfailed", (r) => /site-header-/.test(r.url()));
    await header.hover();
    await asked;
    await expect(page.locator('header[data-menu-ready="true"]')).toHaveCount(0);
    await header.locator('summary[data-menu-trigger="advanced"]').click();
    await expect(page.locator("#nav-panel-advanced")).toBeVisible();
    await header.getByRole("link", { name: "Contact" }).click();
    await expect(page.locator("h1")).toHaveText(findRoute("/contact")!.heading);
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Typing before a calculator's script has arrived

test.describe("typing before the calculator's script has arrived", () => {
  /** Holds back the files matching `pattern` until `release()` is called. */
  async function holdBack(page: Page, pattern: RegExp) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("converter: the typed amount and concentration are kept and computed", async ({ page }) => {
    const release = await holdBack(page, /\/assets\/converter-card-[^/]+\.js$/);
    await page.goto("/20-mg-to-ml");
    await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(0);
    await page.locator("#converter-amount").fill("50");
    await page.getByRole("textbox", { name: "Concentration (mg/mL)" }).fill("250 mg per 5 mL");
    // Calculate pressed before the script has arrived: no page load, the typed values are not
    // sent to the server in the address (as a plain form would).
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/20-mg-to-ml$/);
    release();
    await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator("#converter-amount")).toHaveValue("50");
    await expect(page.getByRole("status", { name: "Result" })).toHaveText("1 mL");
    // And it goes on working from there.
    await page.locator("#converter-amount").fill("100");
    await expect(page.getByRole("status", { name: "Result" })).toHaveText("2 mL");
  });

  test("molarity: the typed fields are kept and calculated", async ({ page }) => {
    // The calculator island's file (molarity-calculator-*.js) is held; the page itself is static
    // HTML and loads no page module of its own.
    const release = await holdBack(page, /\/assets\/molarity-calculator-[^/]+\.js$/);
    await page.goto("/molarity-calculator", { waitUntil: "domcontentloaded" });
    await fillNaClExample(page);
    // Pressed before the script has arrived: no page load, nothing sent anywhere.
    await page.getByRole("button", { name: "Calculate Molarity" }).click();
    await expect(page).toHaveURL(/\/molarity-calculator$/);
    release();
    await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: "Mass of solute (g)" })).toHaveValue("58.44");
    await page.getByRole("button", { name: "Calculate Molarity" }).click();
    await expect(page.getByRole("status", { name: "Molarity" })).toContainText(NACL_MOLAR);
  });

  test("syringe: a syringe chosen early is kept", async ({ page }) => {
    const release = await holdBack(page, /\/assets\/syringe-calculator-[^/]+\.js$/);
    await page.goto("/mg-to-ml-syringe");
    await page.getByRole("combobox", { name: "Syringe" }).selectOption("auto-injection");
    release();
    await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole("combobox", { name: "Syringe" })).toHaveValue("auto-injection");
    // 0.05 mL: the smallest oral syringe would be the 1 mL oral one; the injection family gives the 1 mL tuberculin.
    await expect(page.getByRole("img")).toHaveAttribute("data-syringe", "tuberculin-1");
  });
});
