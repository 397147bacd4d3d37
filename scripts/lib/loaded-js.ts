/**
 * All the JavaScript a page loads, islands included: every script file the page fetches in
 * Chromium until the network is idle (the islands entry, its imports, and each island's files,
 * which the entry requests as soon as it runs). Nothing is pressed or hovered, so code loaded
 * only on a visitor's intent (the side menu's file) is not counted. Inline scripts are not counted
 * here (scripts/lib/sizes.ts counts them in first-load JS). Sizes are those of the built files,
 * each compressed on its own (scripts/lib/sizes.ts).
 *
 * Shared by `npm run bench` (scripts/bench/) and the size-budget test
 * (tests/e2e/size-budget.spec.ts), so the two never disagree. The files a page fetches are fixed by
 * its HTML and the build (no timing decides them), so the figures are deterministic.
 */
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { SizeCache, type ByteSizes } from "./sizes";

export interface LoadedJs extends ByteSizes {
  /** The script files fetched, as URL paths ("/assets/vendor-….js"), in the order fetched. */
  files: string[];
}

/**
 * Loads `url` in a new page of `context` and adds up the script files it fetched; with `visit`,
 * also those fetched while `visit` does what a visitor does (scripts/lib/card-features.ts).
 */
export async function measureLoadedJs(
  context: BrowserContext,
  url: string,
  clientDir: string,
  cache = new SizeCache(clientDir),
  visit?: (page: Page) => Promise<void>,
): Promise<LoadedJs> {
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const files: string[] = [];
  page.on("response", (response) => {
    const u = new URL(response.url());
    if (u.origin === origin && u.pathname.endsWith(".js") && !files.includes(u.pathname)) files.push(u.pathname);
  });
  try {
    // The pointer rests away from the header: its entering the header would wake the header's
    // island (issue 33), which is not what a page loads by itself.
    await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    if (visit) await visit(page);
  } finally {
    await page.close();
  }
  const total: LoadedJs = { raw: 0, gzip: 0, brotli: 0, files };
  for (const f of files) {
    const sizes = cache.fileSizes(path.join(clientDir, decodeURIComponent(f)));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}
