import type { Page } from "@playwright/test";

/**
 * Waits until the page's islands (src/components/islands.tsx) have hydrated, or shown their calm
 * fallback: the islands entry (src/entry.client.tsx) then sets data-islands="ready" on <html>.
 * Pages are otherwise static HTML; no router hydrates them.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
}

/**
 * The islands are ready and every file they asked for has arrived (no request for 500 ms): for
 * checks that read the whole page as a visitor finally sees it (axe, CSP, what was fetched).
 */
export async function waitForIslandsAndNetwork(page: Page): Promise<void> {
  await waitForIslands(page);
  await page.waitForLoadState("networkidle");
}
