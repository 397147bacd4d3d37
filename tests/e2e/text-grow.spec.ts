/**
 * Text can grow (issue 53, principle 6): at 320 CSS px (a 1280 px window at 400 % zoom) with the
 * text at 200 % (the root font size doubled, as a phone's text-size setting does), nothing is wider
 * than the screen and no number splits from itself or from its unit. A sample of the routes: the
 * home page, a dose page of each direction, every calculator page, a text page and the Not-found
 * page; on the home page a long result and Batch Convert's tab, its attention list and its rows.
 */
import { expect, test, type Page } from "@playwright/test";
import { TOOL_ENTRIES } from "../../src/data/route-table";
import { BATCH_CONTROLS } from "../../src/machines/batch/batch.controls";
import { FIGURE_CLASS } from "../../src/lib/figures";
import { NOT_FOUND_PATH } from "./support/axe";
import { openConverter } from "./support/converter-driver";

const NARROW = { width: 320, height: 640 };

async function growText(page: Page) {
  await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
}

/**
 * What does not fit: the page wider than the screen, each element (or text) whose right edge is
 * past it outside a box that scrolls (a wide table scrolls in its own box), and every number with
 * its unit (a `figure`, or a batch row's result) drawn over more than one line.
 */
async function whatDoesNotFit(page: Page): Promise<string[]> {
  return page.evaluate((figureClass) => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scrolling = document.scrollingElement!.scrollWidth;
    if (scrolling > width) found.push(`the page is ${scrolling} px wide on a ${width} px screen`);
    // A box that scrolls or clips (a wide table's own box; a visually hidden label).
    const inScrollBox = (el: Element) => {
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== "visible") return true;
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n as Text;
      if (!text.data.trim() || !text.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5 && !inScrollBox(text.parentElement))
        found.push(`"${text.data.trim().slice(0, 40)}" reaches ${Math.round(box.right)} px`);
    }
    for (const figure of document.querySelectorAll(`.${figureClass}, [aria-label="Batch results"] li > strong`)) {
      if (!figure.checkVisibility()) continue;
      const lines = new Set([...figure.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) found.push(`"${figure.textContent}" is split over ${lines.size} lines`);
    }
    return found;
  }, FIGURE_CLASS);
}

test.use({ viewport: NARROW });

const SAMPLE = ["/", "/20-mg-to-ml", "/0-5-ml-to-mg", ...TOOL_ENTRIES.map((e) => e.path), "/about", NOT_FOUND_PATH];

for (const url of SAMPLE) {
  test(`${url} at 320 px with 200 % text: nothing wider than the screen, no number split`, async ({ page }) => {
    await page.goto(url);
    await growText(page);
    expect(await whatDoesNotFit(page)).toEqual([]);
  });
}

test("a long result and Batch Convert at 320 px with 200 % text: the tab on screen, numbers whole", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openConverter(page, "/");
  await growText(page);
  await page.locator("#converter-amount").fill("12345678");
  await page.getByRole("textbox", { name: "Concentration (mg/mL)" }).fill("1");
  await expect(page.getByRole("status", { name: "Result" })).toHaveText("12\u202f345\u202f678 mL");
  expect(await whatDoesNotFit(page)).toEqual([]);

  // The tab is on the screen once scrolled to (it was pushed off its right side).
  const tab = page.getByRole("tab", { name: "Batch Convert" });
  await tab.scrollIntoViewIfNeeded();
  await expect(tab).toBeInViewport({ ratio: 1 });
  await tab.click();
  const field = page.getByRole("textbox", { name: "Values to convert" });
  await page.evaluate(() => navigator.clipboard.writeText("12345678\n0.5\nabc\n1234567.5 mcg"));
  await field.focus();
  await page.keyboard.press("ControlOrMeta+v");
  await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
  await expect(page.getByRole("list", { name: "Batch results" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("region", { name: /^Needs attention/ })).toBeVisible();
  expect(await whatDoesNotFit(page)).toEqual([]);
});
