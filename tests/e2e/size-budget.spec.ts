/**
 * Size budgets of the production build (build/client, as `npm test` builds it before Playwright
 * runs), issue 14 ('Fast on a phone') and issue 7:
 *  - all the JavaScript a page loads, islands included, within BUDGETS (calculator pages, with a
 *    converter, syringe, molarity or dilution island, and text pages, whose only island is the
 *    header's menus, each have their own budget): checked in tests/e2e/routes.spec.ts, in the one
 *    load of each page it shares with the page's other checks;
 *  - the page itself loads only the islands entry, one file at low priority: no module preloads,
 *    no router, no loader data;
 *    first-load JavaScript within its budget on every page (every public route and the Not-found
 *    page);
 *  - pre-rendered HTML + CSS of the heaviest page ≤ 30 kB gzip;
 *  - all the JavaScript a converter card's page has loaded after a visitor used every feature of
 *    the card (scripts/lib/card-features.ts), within its budget (issue 33).
 * The figures come from scripts/lib/sizes.ts and scripts/lib/loaded-js.ts, the same code
 * `npm run bench` prints, so the test and the benchmark never disagree. Which files a page loads is
 * fixed by its HTML and the build (nothing is pressed or hovered), so the figures are
 * deterministic. Issue 14's targets (ALL_JS_TARGETS) are printed beside them (routes.spec.ts).
 */
import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "../../src/data/site-routes";
import { BUDGETS, NOT_FOUND_PATH, kB, measurePages, sizeLine, type PageSizes } from "../../scripts/lib/sizes";
import { measureLoadedJs } from "../../scripts/lib/loaded-js";
import { CARD_ROUTES, tryEveryCardFeature } from "../../scripts/lib/card-features";

const CLIENT_DIR = path.resolve(import.meta.dirname, "../../build/client");
const PATHS = [...PUBLIC_ROUTES.map((r) => r.path), NOT_FOUND_PATH];

test.describe("size budgets of the production build", () => {
  let pages: PageSizes[] = [];

  test.beforeAll(() => {
    expect(existsSync(path.join(CLIENT_DIR, "index.html")), "build/client is missing: run npm run build first").toBe(
      true,
    );
    pages = measurePages(CLIENT_DIR, PATHS);
    console.log(
      `Sizes per page (gzip level 6, brotli quality 11; 1 kB = 1,000 bytes):\n${pages.map(sizeLine).join("\n")}`,
    );
  });

  test("every page is measured and loads only the islands entry: no preloads, no router, no loader data", () => {
    expect(pages.map((p) => p.path)).toEqual(PATHS);
    for (const p of pages) {
      // A page that loads no script would make the JS budgets pass trivially: its islands hydrate.
      expect(
        p.js.files.some((f) => /^assets\/entry\.client-[^/]+\.js$/.test(f)),
        `${p.path} loads the islands entry`,
      ).toBe(true);
      expect(p.islands, `${p.path} has the header's island`).toContain("header");
      const html = readFileSync(path.join(CLIENT_DIR, p.file), "utf8");
      expect(html, `${p.path} preloads no module`).not.toMatch(/rel="modulepreload"/);
      expect(html, `${p.path} carries no router context`).not.toContain("__reactRouterContext");
      expect(p.js.inlineScripts, `${p.path} runs no inline script`).toBe(0);
      // One request before the entry holds presses and starts the islands (vite.config.ts, ENTRY),
      // at low priority: nothing the first paint needs waits for it (src/root.tsx).
      expect(p.js.files, `${p.path} loads its entry as one file, with no static imports`).toHaveLength(1);
      expect(html, `${p.path} fetches its entry at low priority`).toMatch(
        /<script type="module" src="\/assets\/entry\.client-[^"]+\.js" fetchpriority="low">/i,
      );
      expect(p.html.gzip).toBeGreaterThan(0);
    }
    // The calculators are where the spec puts them, so both budgets below are in use.
    const kindOf = (route: string) => pages.find((p) => p.path === route)!.kind;
    expect(
      ["/", "/20-mg-to-ml", "/mg-to-ml-syringe", "/molarity-calculator", "/dilution-calculator"].map(kindOf),
    ).toEqual(Array(5).fill("calculator"));
    expect(["/about", "/contact", NOT_FOUND_PATH].map(kindOf)).toEqual(Array(3).fill("text"));
  });

  test(`first-load JavaScript is at most ${kB(BUDGETS.firstLoadJsGzip)} gzip on every page`, () => {
    const over = pages
      .filter((p) => p.js.gzip > BUDGETS.firstLoadJsGzip)
      .map((p) => `${p.path}: ${kB(p.js.gzip)} gzip (${p.js.gzip} B)`);
    const heaviest = pages.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a));
    console.log(
      `Heaviest first-load JS: ${heaviest.path} ${kB(heaviest.js.gzip)} gzip, budget ${kB(BUDGETS.firstLoadJsGzip)}`,
    );
    expect(over, `pages over the ${kB(BUDGETS.firstLoadJsGzip)} gzip JavaScript budget`).toEqual([]);
  });

  test(`pre-rendered HTML + CSS of the heaviest page is at most ${kB(BUDGETS.htmlPlusCssGzip)} gzip`, () => {
    const heaviest = pages.reduce((a, b) => (b.htmlPlusCss.gzip > a.htmlPlusCss.gzip ? b : a));
    console.log(
      `Heaviest HTML + CSS: ${heaviest.path} ${kB(heaviest.htmlPlusCss.gzip)} gzip, budget ${kB(BUDGETS.htmlPlusCssGzip)}`,
    );
    expect(heaviest.htmlPlusCss.gzip, `${heaviest.path} HTML + CSS gzip bytes`).toBeLessThanOrEqual(
      BUDGETS.htmlPlusCssGzip,
    );
  });

  for (const route of CARD_ROUTES) {
    test(`${route}: after using every feature of the converter card, at most ${kB(BUDGETS.allJsAfterEveryCardFeatureGzip)} of JavaScript gzip`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ serviceWorkers: "block" });
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      try {
        const loaded = await measureLoadedJs(
          context,
          new URL(route, baseURL).href,
          CLIENT_DIR,
          undefined,
          tryEveryCardFeature,
        );
        const after = loaded.files.join(", ");
        console.log(`${route} after every feature of the card: ${kB(loaded.gzip)} gzip (${loaded.files.length} files)`);
        // The features' own files were loaded, so the figure is the one asked about.
        for (const feature of [
          "double-check-feature",
          "batch-feature",
          "print-card-feature",
          "toaster.client",
          "site-header",
        ])
          expect(after, `${feature} was loaded`).toContain(feature);
        expect(loaded.gzip).toBeLessThanOrEqual(BUDGETS.allJsAfterEveryCardFeatureGzip);
      } finally {
        await context.close();
      }
    });
  }
});
