/**
 * `npm run bench -- --fold` (issue 54, "The calculator first"): where each calculator page puts
 * its first field and its answer, straight after load, in CSS px from the top of the page:
 *
 *  - phone 390×844: the first field's top, and the bottom of the first result region;
 *  - laptop 1280×800: the bottom of the first result region after load, and after a value is
 *    typed in the first text field;
 *  - phone with the keyboard open (emulated by a 390×450 viewport): after typing in the first
 *    text field, whether any part of the first result region, or the compact answer line that
 *    stands for it, is in view.
 *
 * A route without a form control in its main content is not a calculator page and is left out.
 * Figures only: nothing here fails on a figure (issue 54's targets are printed beside them).
 */
import type { Browser, Page } from "@playwright/test";
import { launchChromium, urlOf, CONTEXT_OPTIONS } from "./browser";

/** Issue 54's targets. */
export const FOLD_TARGETS = { phoneFieldTop: 320, laptopResultBottom: 800 } as const;

export interface FoldFigures {
  readonly route: string;
  /** null: no form control in the main content (not a calculator page). */
  readonly phoneFieldTop: number | null;
  readonly phoneResultBottom: number | null;
  readonly laptopResultBottom: number | null;
  readonly laptopResultBottomTyped: number | null;
  /** With the keyboard open (390×450), after typing: some of the result region is in view. */
  readonly answerInViewTyping: boolean | null;
}

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
  keyboard: { width: 390, height: 450 },
} as const;

/** Reads, in the page: the first form control's top and the first result region's bottom (document px). */
function readFold() {
  const main = document.querySelector("main") ?? document.body;
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const field = [...main.querySelectorAll("input:not([type=hidden]), select, textarea")].find(visible);
  // The answer region (data-answer), or on a page without one the first status region.
  const result =
    [...main.querySelectorAll("[data-answer]")].find(visible) ??
    [...main.querySelectorAll('[role="status"]')].find((el) => el.id !== "site-announcer" && visible(el));
  // The compact answer line (issue 54), when it is drawn.
  const line = [...main.querySelectorAll('[data-testid="answer-line"]')].find(
    (el) => visible(el) && getComputedStyle(el).visibility === "visible",
  );
  const top = (el: Element | undefined) => (el ? Math.round(el.getBoundingClientRect().top + window.scrollY) : null);
  const bottom = (el: Element | undefined) =>
    el ? Math.round(el.getBoundingClientRect().bottom + window.scrollY) : null;
  const inView = (el: Element | undefined) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return r.top < window.innerHeight && r.bottom > 0;
  };
  return {
    fieldTop: top(field),
    resultBottom: bottom(result),
    resultInView: inView(result) || inView(line) === true,
  };
}

/** Opens a route at a viewport and waits for the islands to hydrate (when the page has any). */
async function open(browser: Browser, base: string, route: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, viewport });
  const page = await context.newPage();
  await page.goto(urlOf(base, route), { waitUntil: "networkidle" });
  await page
    .locator('[data-hydrated="true"]')
    .first()
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  return { page, close: () => context.close() };
}

/** Types a value in the first text field of the main content (as a person starting the form). */
async function typeFirst(page: Page): Promise<boolean> {
  const field = page.locator('main input[type="text"]:visible, main input:not([type]):visible').first();
  if ((await field.count()) === 0) return false;
  await field.click();
  await field.fill("");
  await field.pressSequentially("10");
  await page.waitForTimeout(400);
  return true;
}

export async function runFold(base: string, routes: readonly string[]): Promise<FoldFigures[]> {
  const browser = await launchChromium();
  const figures: FoldFigures[] = [];
  try {
    for (const route of routes) {
      const phone = await open(browser, base, route, VIEWPORTS.phone);
      const onPhone = await phone.page.evaluate(readFold);
      await phone.close();
      if (onPhone.fieldTop === null) continue;
      const laptop = await open(browser, base, route, VIEWPORTS.laptop);
      const onLaptop = await laptop.page.evaluate(readFold);
      const typed = (await typeFirst(laptop.page)) ? await laptop.page.evaluate(readFold) : null;
      await laptop.close();
      const keyboard = await open(browser, base, route, VIEWPORTS.keyboard);
      const typing = (await typeFirst(keyboard.page)) ? await keyboard.page.evaluate(readFold) : null;
      await keyboard.close();
      figures.push({
        route,
        phoneFieldTop: onPhone.fieldTop,
        phoneResultBottom: onPhone.resultBottom,
        laptopResultBottom: onLaptop.resultBottom,
        laptopResultBottomTyped: typed?.resultBottom ?? null,
        answerInViewTyping: typing?.resultInView ?? null,
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

const px = (n: number | null) => (n === null ? "–" : n.toLocaleString("en-US"));
const mark = (n: number | null, target: number) => (n === null ? "" : n <= target ? " ✓" : " ✗");

/** The table of issue 54, with the targets met (✓) or not (✗). */
export function foldTable(figures: readonly FoldFigures[]): string {
  const rows = figures.map(
    (f) =>
      `| \`${f.route}\` | ${px(f.phoneFieldTop)}${mark(f.phoneFieldTop, FOLD_TARGETS.phoneFieldTop)} | ${px(f.phoneResultBottom)} | ${px(f.laptopResultBottom)} | ${px(f.laptopResultBottomTyped)}${mark(f.laptopResultBottomTyped, FOLD_TARGETS.laptopResultBottom)} | ${f.answerInViewTyping === null ? "–" : f.answerInViewTyping ? "yes ✓" : "no ✗"} |`,
  );
  const met = (pick: (f: FoldFigures) => boolean) => figures.filter(pick).length;
  return [
    "| route | phone 390×844: first field top | phone: result bottom | laptop 1280×800: result bottom | laptop: after typing | phone, keyboard open (390×450): answer in view |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
    `Targets (issue 54): phone first field top ≤ ${FOLD_TARGETS.phoneFieldTop} px: ${met((f) => f.phoneFieldTop !== null && f.phoneFieldTop <= FOLD_TARGETS.phoneFieldTop)}/${figures.length}; laptop result bottom after typing ≤ ${FOLD_TARGETS.laptopResultBottom} px: ${met((f) => f.laptopResultBottomTyped !== null && f.laptopResultBottomTyped <= FOLD_TARGETS.laptopResultBottom)}/${figures.length}; answer in view with the keyboard open: ${met((f) => f.answerInViewTyping === true)}/${figures.length}.`,
  ].join("\n");
}
