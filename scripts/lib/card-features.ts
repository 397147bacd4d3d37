/**
 * What a visitor does to use every feature of the converter card (issue 33: "after using every
 * feature of the converter card, ≤ 150 kB"): the header's menus, Copy result, Copy share link,
 * Print preparation card, Batch Convert (its tab, a list, Convert All) and a double check (asked,
 * started, cancelled). Each step waits until the page shows it took effect, so every file it loads
 * has been requested. The controls' names come from the machines' controls tables.
 *
 * Shared by `npm run bench` (scripts/bench/page-js.ts) and the size test
 * (tests/e2e/size-budget.spec.ts), through measureLoadedJs (scripts/lib/loaded-js.ts).
 */
import type { Page } from "@playwright/test";
import { CONVERTER_CONTROLS } from "../../src/machines/converter/converter.controls";
import { BATCH_CONTROLS } from "../../src/machines/batch/batch.controls";
import { DOUBLE_CHECK_CONTROLS } from "../../src/machines/double-check/double-check.controls";
import { TABS } from "../../src/machines/tabs/tabs.calc";
import { amountLabel } from "../../src/domain/dose/conversion";

const tabLabel = (id: string) => TABS.find((t) => t.id === id)!.label;

/** The routes whose page has the converter card: the figures are taken there. */
export const CARD_ROUTES = ["/", "/mg-to-ml-syringe"] as const;

/** Uses every feature of the converter card on `page` (already loaded): see the file's comment. */
export async function tryEveryCardFeature(page: Page): Promise<void> {
  // The print dialog would wait for a person; the page's own print call is all that is needed.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  const card = page.locator('#converter[data-hydrated="true"]');
  await card.waitFor();
  // The header's menus, woken by the focus coming into the header.
  await page.locator("header a[href]").first().focus();
  await page.locator('header[data-menu-ready="true"]').waitFor();

  // A dose typed (a page's example is not a preparation: nothing prints before one is).
  await card.getByRole("textbox", { name: amountLabel("mgToMl") }).fill("12.5");
  await card.getByRole("button", { name: CONVERTER_CONTROLS.copy }).click();
  await card.getByRole("button", { name: CONVERTER_CONTROLS.shareLink }).click();
  await card.getByRole("button", { name: CONVERTER_CONTROLS.print }).click();
  await page.locator('[data-testid="preparation-card"]').first().waitFor({ state: "attached" });

  await card.getByRole("tab", { name: tabLabel("batch") }).click();
  await card.getByRole("textbox", { name: BATCH_CONTROLS.values }).fill("10, 25");
  await card.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
  await card.getByRole("button", { name: BATCH_CONTROLS.copy }).waitFor();

  await card.getByRole("tab", { name: tabLabel("calculator") }).click();
  await card.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.request }).click();
  await card.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.start }).click();
  await card.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.cancel }).click();
  await card.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.request }).waitFor();
  await page.waitForLoadState("networkidle");
}
