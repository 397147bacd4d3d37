/**
 * Hydration keeps the pre-rendered page (issue 33): every element of a calculator island that the
 * pre-render drew is still the same element once the island has hydrated. None is removed and
 * drawn again, so focus, selection and text typed before hydration cannot be lost to it, whatever
 * renders the islands in the browser. The elements are remembered by a script that runs before any
 * of the page's own.
 */
import { expect, test } from "@playwright/test";

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
