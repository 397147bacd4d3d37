/**
 * Size budgets of issue 7, enforced on the production build (build/client, as `npm test` builds
 * it before Playwright runs):
 *  - first-load JavaScript ≤ 145 kB gzip on every page (every public route and the Not-found page);
 *  - pre-rendered HTML + CSS of the heaviest page ≤ 30 kB gzip.
 * The figures come from scripts/lib/sizes.ts, the same code `npm run bench` prints, so the test and
 * the benchmark never disagree. No browser is needed: the built files are read from disk.
 */
import path from "node:path";
import { existsSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "../../src/data/site-routes";
import { BUDGETS, NOT_FOUND_PATH, kB, measurePages, sizeLine, type PageSizes } from "../../scripts/lib/sizes";

const CLIENT_DIR = path.resolve(import.meta.dirname, "../../build/client");
const PATHS = [...PUBLIC_ROUTES.map((r) => r.path), NOT_FOUND_PATH];

test.describe("size budgets of the production build", () => {
  let pages: PageSizes[] = [];

  test.beforeAll(() => {
    expect(existsSync(path.join(CLIENT_DIR, "index.html")), "build/client is missing: run npm run build first").toBe(true);
    pages = measurePages(CLIENT_DIR, PATHS);
    console.log(`Sizes per page (gzip level 6, brotli quality 11; 1 kB = 1,000 bytes):\n${pages.map(sizeLine).join("\n")}`);
  });

  test("every public route and the Not-found page is measured, with its JavaScript", () => {
    expect(pages.map((p) => p.path)).toEqual(PATHS);
    for (const p of pages) {
      // A page that loads no script would make the JS budget pass trivially: the site hydrates.
      expect(p.js.files.length, `${p.path} loads no JavaScript file`).toBeGreaterThan(0);
      expect(p.js.files.some((f) => /entry\.client/.test(f)), `${p.path} does not load the client entry`).toBe(true);
      expect(p.html.gzip).toBeGreaterThan(0);
    }
  });

  test(`first-load JavaScript is at most ${kB(BUDGETS.firstLoadJsGzip)} gzip on every page`, () => {
    const over = pages
      .filter((p) => p.js.gzip > BUDGETS.firstLoadJsGzip)
      .map((p) => `${p.path}: ${kB(p.js.gzip)} gzip (${p.js.gzip} B)`);
    const heaviest = pages.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a));
    console.log(`Heaviest first-load JS: ${heaviest.path} ${kB(heaviest.js.gzip)} gzip, budget ${kB(BUDGETS.firstLoadJsGzip)}`);
    expect(over, `pages over the ${kB(BUDGETS.firstLoadJsGzip)} gzip JavaScript budget`).toEqual([]);
  });

  test(`pre-rendered HTML + CSS of the heaviest page is at most ${kB(BUDGETS.htmlPlusCssGzip)} gzip`, () => {
    const heaviest = pages.reduce((a, b) => (b.htmlPlusCss.gzip > a.htmlPlusCss.gzip ? b : a));
    console.log(`Heaviest HTML + CSS: ${heaviest.path} ${kB(heaviest.htmlPlusCss.gzip)} gzip, budget ${kB(BUDGETS.htmlPlusCssGzip)}`);
    expect(heaviest.htmlPlusCss.gzip, `${heaviest.path} HTML + CSS gzip bytes`).toBeLessThanOrEqual(BUDGETS.htmlPlusCssGzip);
  });
});
