/**
 * Hydration keeps the pre-rendered page (issue 33): every element of a calculator island that the
 * pre-render drew is still the same element once the island has hydrated. None is removed and
 * drawn again, so focus, selection and text typed before hydration cannot be lost to it, whatever
 * renders the islands in the browser. The elements are remembered by a script that runs before any
 * of the page's own.
 */
import { expect, test } from "@playwright/test";
import { CONVERTER_CONTROLS } from "../../src/machines/converter/converter.controls";
import { holdIslandRenderer } from "./support/islands";

const CALCULATOR_PAGES = [
  "/",
  "/20-mg-to-ml",
  "/mg-to-ml-syringe",
  "/molarity-calculator",
  "/dilution-calculator",
  "/concentration-converter",
  "/serial-dilution-calculator",
  "/weight-based-dose-calculator",
  "/reconstitution-calculator",
  "/infusion-rate-calculator",
];

for (const path of CALCULATOR_PAGES) {
  test(`${path}: hydration keeps every pre-rendered element of its calculator`, async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const kept = [...document.querySelectorAll("[data-island]")]
          .filter((island) => island.getAttribute("data-island") !== "header")
          .flatMap((island) => [...island.querySelectorAll("*")]);
        (window as unknown as { __preRendered: Element[] }).__preRendered = kept;
      });
    });
    await page.goto(path);
    await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
    const { total, replaced } = await page.evaluate(() => {
      const kept = (window as unknown as { __preRendered: Element[] }).__preRendered;
      const gone = kept.filter((el) => !el.isConnected);
      return {
        total: kept.length,
        replaced: gone.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}#${el.id}.${el.className}`),
      };
    });
    expect(total, "the pre-render drew the calculator").toBeGreaterThan(20);
    expect(replaced, "elements drawn again by hydration").toEqual([]);
  });
}

test("a press made before the calculator hydrates is not lost: it takes effect once it has", async ({ page }) => {
  // The islands' shared file (the renderer) is held back, so the converter cannot hydrate yet.
  const release = await holdIslandRenderer(page);
  await page.goto("/20-mg-to-ml");
  const card = page.locator("#converter");
  await expect(card.getByRole("textbox", { name: "Amount (mg)" })).toBeVisible();
  await card.getByRole("button", { name: CONVERTER_CONTROLS.swap }).click();
  await card.getByRole("button", { name: CONVERTER_CONTROLS.swap }).click();
  await card.getByRole("button", { name: CONVERTER_CONTROLS.swap }).click();
  await expect(card).toHaveAttribute("data-hydrated", "false");
  release();
  await expect(card).toHaveAttribute("data-hydrated", "true");
  // Three presses: mg → mL → mg → mL, in order, none lost and none doubled.
  await expect(card.getByRole("textbox", { name: "Amount (mL)" })).toBeVisible();
  await expect(card.getByRole("textbox", { name: "Amount (mg)" })).toHaveCount(0);
});

test("a unit chosen before a calculator hydrates is kept: what was typed is read in it", async ({ page }) => {
  // The islands' renderer is held back, so the calculator cannot hydrate while the person works.
  const release = await holdIslandRenderer(page);
  await page.goto("/weight-based-dose-calculator");
  const lb = page.locator('input[name="weight-dose-weight-unit"][value="lb"]');
  await lb.check();
  await page.locator("#weight-dose-weight").fill("22");
  await page.locator("#weight-dose-order").fill("15");
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(0);
  release();
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
  // 22 lb = 9.98 kg; 15 mg/kg × 9.98 kg = 149.7 mg, never 15 × 22 = 330 mg.
  await expect(lb).toBeChecked();
  await expect(page.getByRole("status", { name: "Dose to give" })).toContainText("149.7 mg");
  await expect(page.getByRole("status", { name: "Dose to give" })).not.toContainText("330 mg");
});

test("an arrow key pressed in the header's menus while their code arrives is not lost", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The header's file is held back, so the header wakes (the focus is an intent) but cannot hydrate yet.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/site-header-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.locator("html[data-islands='ready']")).toHaveCount(1);
  const nav = page.getByRole("navigation", { name: "Main" });
  // Asleep, the menu button is the native disclosure's summary.
  await page.locator('header summary[data-menu-trigger="mg"]').focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator('header[data-menu-ready="true"]')).toHaveCount(0);
  release();
  await expect(page.locator('header[data-menu-ready="true"]')).toHaveCount(1);
  // The menu opened and the focus is on its first link, as if the key had come after.
  await expect(nav.getByRole("link", { name: "1 mg to mL", exact: true })).toBeFocused();
});
