/**
 * The calculator first (issue 54), in the built site:
 *
 *  1. Every calculator page opens with its calculator: checked on each route's raw HTML by
 *     routes.spec.ts, in its one load of the route (support/calculator-first.ts).
 *  2. The answer is where the eyes are: on a laptop (1280×800), after a value is typed in the
 *     first field, the answer region is on screen, beside the fields; on a phone with its
 *     keyboard open (390×450), the compact answer line is on screen and says what the answer
 *     region says, hidden from assistive technology (the answer region is what is read); on a
 *     laptop the line is never drawn. A tap on the line goes to the full answer.
 *
 * Where each page puts its first field and its answer, in pixels, is measured by
 * `npm run bench -- --fold` (issue 54's targets are figures there, not pass/fail here).
 */
import { expect, test, type Page } from "@playwright/test";
import { TOOL_ENTRIES } from "../../src/data/route-table";
import { waitForPageIslands } from "./support/islands";

/** One page of each kind of calculator. */
const KINDS = ["/", "/25-mg-to-ml", "/5-ml-to-mg", ...TOOL_ENTRIES.map((e) => e.path)];

const LAPTOP = { width: 1280, height: 800 };
/** The page whose calculator card shares its width with something else (the syringe drawing). */
const SHARED_CARD = "/mg-to-ml-syringe";
const PHONE_KEYBOARD_OPEN = { width: 390, height: 450 };

/** Types "10" in the first text field of the calculator, as a person starting the form. */
async function typeInFirstField(page: Page) {
  const field = page.locator('main input[type="text"]:visible, main input:not([type]):visible').first();
  await field.click();
  await field.fill("");
  await field.pressSequentially("10");
}

/** The answer region's box in the viewport. */
const answerBox = (page: Page) =>
  page
    .locator("main [data-answer]")
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, height: window.innerHeight };
    });

test.describe("the answer is where the eyes are", () => {
  for (const route of KINDS) {
    test(`${route}: on a laptop, the answer is on screen beside the fields while typing; no answer line`, async ({
      page,
    }) => {
      await page.setViewportSize(LAPTOP);
      await page.goto(route);
      await waitForPageIslands(page);
      await typeInFirstField(page);
      const field = await page.locator("main input:focus").evaluate((el) => el.getBoundingClientRect());
      const box = await answerBox(page);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeLessThan(box.height);
      if (route === SHARED_CARD) {
        // The card shares the page with the syringe drawing: its answer stays under its fields.
        expect(box.top).toBeGreaterThan(field.bottom);
      } else {
        // Beside the fields: the answer starts to the right of the field typed in.
        expect(box.left).toBeGreaterThan(field.right);
      }
      await expect(page.getByTestId("answer-line")).toBeHidden();
    });

    test(`${route}: on a phone with the keyboard open, the compact answer line says the answer`, async ({ page }) => {
      await page.setViewportSize(PHONE_KEYBOARD_OPEN);
      await page.goto(route);
      await waitForPageIslands(page);
      await typeInFirstField(page);
      const line = page.getByTestId("answer-line");
      const answer = page.locator("main [data-answer]").first();
      const box = await answerBox(page);
      if (box.top >= box.height) {
        // The answer is below the screen: the line stands for it.
        await expect(line).toHaveAttribute("data-shown", "true");
        await expect(line).toBeInViewport();
        await expect(line).toHaveAttribute("aria-hidden", "true");
        const said = (await line.locator(".value").innerText()).trim();
        expect(said.length).toBeGreaterThan(0);
        // Each figure it says is in the answer region ("10 000 mcg/mL = 10 g/L": two of its cells).
        for (const part of said.replace(/\s+/g, " ").split(" = "))
          await expect(answer).toContainText(part.slice(0, 40));
        // A tap goes to the full answer.
        await line.click();
        await expect(answer).toBeInViewport();
      }
      // Once the answer is on screen the line is not drawn over the page.
      await answer.scrollIntoViewIfNeeded();
      await expect(line).toHaveAttribute("data-shown", "false");
    });
  }
});

test.describe("the layout does not shift when the calculator hydrates (CLS 0)", () => {
  for (const viewport of [{ width: 390, height: 844 }, LAPTOP]) {
    for (const route of KINDS) {
      test(`${route} at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript(() => {
          const w = window as unknown as { __shifts: number[] };
          w.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
              if (!entry.hadRecentInput) w.__shifts.push(entry.value);
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(route);
        await waitForPageIslands(page);
        await page.waitForLoadState("networkidle");
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
        expect(shifts).toEqual([]);
      });
    }
  }
});
