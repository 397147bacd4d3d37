/**
 * Text can grow (issue 53, principle 6), as Chromium grows it: on a 375 px phone with the
 * browser's own text size doubled (the standard font size 32 px instead of 16, set through the
 * DevTools protocol's Page.setFontSizes, as the browser's text-size setting does), and at 400 %
 * zoom (a 1280 px window is 320 CSS px wide). Nothing is wider than the screen and no number
 * splits from itself or from its unit: every figure element (`figure`, a batch row's result) and
 * every number with its unit inside a text node is drawn on one line. A sample of the routes: the
 * home page, dose pages of both directions, every calculator page (the lab ones also opened with
 * a share link, so their result is on screen), a text page and the Not-found page; on the home
 * page a long result and Batch Convert's tab, its attention list and its rows.
 */
import { expect, test, type Page } from "@playwright/test";
import { TOOL_ENTRIES } from "../../src/data/route-table";
import { BATCH_CONTROLS } from "../../src/machines/batch/batch.controls";
import { FIGURE_CLASS } from "../../src/lib/figures";
import { NOT_FOUND_PATH } from "./support/axe";
import { openConverter } from "./support/converter-driver";
import { DILUTION, MOLARITY } from "./support/lab-driver";

/**
 * A number with its unit in a text node (a unit of the site's, not any word after a number): the
 * figures that must never split. "12 345 678 mL", "250 mg/5 mL", "0.1 %", "1 000 g/mol".
 */
const NUMBER_WITH_UNIT =
  /\d(?:[\d\u202f.,:]*\d)?(?: ?%| (?:mg|mL|mcg|µg|µL|µM|g|kg|L|M|mM|nM|pM|mol|mmol|IU|units?|ppm|ppb|kDa|°C|drops)(?![A-Za-z])(?:\/[\d.]*\s?[A-Za-zµ]+)*)/
    .source;

/** The two ways text grows: the browser's text size on a phone, and 400 % zoom. */
const GROWTHS = [
  { name: "a 375 px phone with the browser's text at 200 %", viewport: { width: 375, height: 740 }, fontSize: 32 },
  { name: "400 % zoom (320 CSS px)", viewport: { width: 320, height: 256 }, fontSize: 16 },
] as const;

/** Chromium's own text size (its settings' font size), not a style the page is given. */
async function setBrowserTextSize(page: Page, standard: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard, fixed: Math.round((standard * 13) / 16) } });
}

/**
 * What does not fit: the page wider than the screen, each text whose right edge is past it outside
 * a box that scrolls (a wide table scrolls in its own box), every figure element drawn over more
 * than one line, and every number with its unit in a text node drawn over more than one line.
 */
async function whatDoesNotFit(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ figureClass, figureSource }) => {
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
      const linesOf = (rects: DOMRectList) =>
        new Set([...rects].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n as Text;
        if (!text.data.trim() || !text.parentElement?.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const box = range.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 0.5 && !inScrollBox(text.parentElement))
          found.push(`"${text.data.trim().slice(0, 40)}" reaches ${Math.round(box.right)} px`);
        if (inScrollBox(text.parentElement)) continue;
        for (const m of text.data.matchAll(new RegExp(figureSource, "g"))) {
          range.setStart(text, m.index);
          range.setEnd(text, m.index + m[0].length);
          const lines = linesOf(range.getClientRects());
          if (lines > 1) found.push(`"${m[0]}" in "${text.data.trim().slice(0, 60)}" is split over ${lines} lines`);
        }
      }
      for (const figure of document.querySelectorAll(`.${figureClass}, [aria-label="Batch results"] li > strong`)) {
        if (!figure.checkVisibility()) continue;
        const lines = linesOf(figure.getClientRects());
        if (lines > 1) found.push(`"${figure.textContent}" is split over ${lines} lines`);
      }
      return found;
    },
    { figureClass: FIGURE_CLASS, figureSource: NUMBER_WITH_UNIT },
  );
}

/** The lab calculators opened with a share link: their result, working and cautions on screen. */
const LAB_LINKS = [
  `${MOLARITY}#v=1&solve=mass&mass=&molecularWeight=58.44&volume=500&molarity=0.15&massUnit=g&volumeUnit=mL&molarityUnit=M&balanceUnit=0.01%20g`,
  `${DILUTION}#v=1&solve=v2&c1=100&v1=5&c2=10&v2=&molecularWeight=&c1Unit=mg%2FmL&v1Unit=mL&c2Unit=mg%2FmL&v2Unit=mL`,
];

const SAMPLE = [
  "/",
  "/20-mg-to-ml",
  "/0-5-ml-to-mg",
  "/250-mg-to-ml",
  ...TOOL_ENTRIES.map((e) => e.path),
  ...LAB_LINKS,
  "/about",
  NOT_FOUND_PATH,
];

for (const growth of GROWTHS) {
  test.describe(growth.name, () => {
    test.use({ viewport: growth.viewport });
    test.beforeEach(async ({ page }) => setBrowserTextSize(page, growth.fontSize));

    for (const url of SAMPLE) {
      test(`${url}: nothing wider than the screen, no number split`, async ({ page }) => {
        await page.goto(url);
        await expect(page.locator("h1")).toBeVisible();
        expect(await whatDoesNotFit(page)).toEqual([]);
      });
    }

    test("a long result and Batch Convert: the tab on screen, numbers whole", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await openConverter(page, "/");
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
  });
}

test("the browser's text setting reaches the page: its text is twice as large", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/about");
  const before = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  await setBrowserTextSize(page, 32);
  await page.reload();
  const after = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  expect(after).toBeCloseTo(before * 2, 0);
});
