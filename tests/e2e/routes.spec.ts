/**
 * Every public route and the Not-found page, each loaded ONCE in the production build, with every
 * check that needs nothing but a loaded page. Before, five specs loaded each of the 47 pages on
 * their own (site, security (c) and (d), size budget, axe); the checks are the same, the page
 * loads are shared:
 *  - the raw HTML: status, the page's own <title>, canonical link and heading before any script
 *    runs, and on converter pages the preset's result already in the HTML;
 *  - after hydration: title, one h1, canonical link, description and keywords; on converter pages
 *    the preset's amount, concentration, result and worked formula (the calculator's own code
 *    gives the expected figures);
 *  - no console error or page error, no Content-Security-Policy violation (event or console), and
 *    no request to another origin;
 *  - all the JavaScript the page fetched until the network is idle, islands included, within its
 *    kind's budget (scripts/lib/sizes.ts, the figures `npm run bench` prints);
 *  - one live region, the page's announcer (issue 28);
 *  - axe (WCAG 2.2 A/AA and best practice) at 1280 px and 375 px in the light and the dark scheme
 *    (support/axe.ts); a dose page at 1280 px in both schemes, its template at 375 px on one page
 *    of each direction;
 *  - Chromium's own accessibility tree at 375 px and 1280 px: every heading and landmark a person
 *    can reach is in it with its role and name (issue 53; support/ax-tree.ts);
 *  - on a calculator page, the raw HTML opens with the calculator (issue 54;
 *    support/calculator-first.ts).
 * What needs more than a load stays in its own spec: the calculators used end to end
 * (security.spec.ts (d)), the opened menus and calculator states under axe (a11y.spec.ts), the
 * development build's hydration (site.spec.ts) and the offline visit (offline.spec.ts).
 */
import path from "node:path";
import { existsSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES, type SiteRoute } from "../../src/data/site-routes";
import { DOSE_PAGES, HOME_PRESET, SYRINGE_PRESET, type ConverterPreset } from "../../src/data/doses";
import { evaluateConverter } from "../../src/domain/dose/conversion";
import {
  ALL_JS_TARGETS,
  BUDGETS,
  NOT_FOUND_PATH as NOT_FOUND_FILE,
  SizeCache,
  kB,
  measurePage,
} from "../../scripts/lib/sizes";
import { FULL_SMALL_SCREEN, NOT_FOUND_PATH, WIDTHS, checkEveryView, setView } from "./support/axe";
import { escapeRegExp } from "./support/converter-driver";
import { FIGURE_CLASS, figureRuns } from "../../src/lib/figures";
import { waitForIslandsAndNetwork } from "./support/islands";
import { watchConsole, watchCsp, watchRequests } from "./support/watch";
import { liveRegions } from "./support/live-regions";
import { thousandsSeparatorsIn } from "./support/number-convention";
import { headingsAndLandmarks } from "./support/ax-tree";
import { expectCalculatorFirst } from "./support/calculator-first";
import { HOME_ENTRY, MG_ENTRIES, ML_ENTRIES, TOOL_ENTRIES } from "../../src/data/route-table";

/** The landmark roles a page may have (tests/e2e/support/ax-tree.ts reads them). */
const LANDMARKS = ["main", "navigation", "banner", "contentinfo", "region", "complementary"];

const CLIENT_DIR = path.resolve(import.meta.dirname, "../../build/client");
const sizeCache = new SizeCache(CLIENT_DIR);

/** The converter pages and the preset each starts with. */
const PRESETS = new Map<string, ConverterPreset>([
  ["/", HOME_PRESET],
  ["/mg-to-ml-syringe", SYRINGE_PRESET],
  ...DOSE_PAGES.map((p) => [p.path, p.preset] as const),
]);

/** The pages with a calculator (issue 54: each opens with it). */
const CALCULATOR_ROUTES = new Set([HOME_ENTRY, ...MG_ENTRIES, ...ML_ENTRIES, ...TOOL_ENTRIES].map((e) => e.path));

/** The dose pages: one template, the figures of each page its own. */
const DOSE_PATHS = new Set(DOSE_PAGES.map((p) => p.path));

/** What a preset shows, from the calculator's own code. */
function expectedFor(preset: ConverterPreset) {
  const e = evaluateConverter({
    amountText: String(preset.amount),
    concentrationText: String(preset.concentration),
    direction: preset.direction,
  });
  return { label: e.amountLabel, result: e.result.status === "ok" ? e.result.text : "", formula: e.formula };
}

interface Visit {
  /** The URL path loaded. */
  url: string;
  /** The page as measured in the build (scripts/lib/sizes.ts): its file, kind and first-load JS. */
  file: string;
  expectedStatus: 200 | 404;
  route?: SiteRoute;
}

const VISITS: Visit[] = [
  ...PUBLIC_ROUTES.map((route) => ({ url: route.path, file: route.path, expectedStatus: 200 as const, route })),
  { url: NOT_FOUND_PATH, file: NOT_FOUND_FILE, expectedStatus: 404 as const },
];

test.describe("every route, loaded once: head, hydration, console, CSP, requests, JavaScript size, axe", () => {
  test.beforeAll(() => {
    expect(existsSync(path.join(CLIENT_DIR, "index.html")), "build/client is missing: run npm run build first").toBe(
      true,
    );
  });

  for (const visit of VISITS) {
    const title = visit.route ? visit.url : "Not-found page (unknown path)";
    test(title, async ({ page, context, request, baseURL }) => {
      test.setTimeout(120_000);
      const { route } = visit;
      const preset = PRESETS.get(visit.url);
      const want = preset && expectedFor(preset);

      // The raw HTML, before any script runs.
      const raw = await request.get(visit.url);
      expect(raw.status()).toBe(visit.expectedStatus);
      const html = await raw.text();
      // Issue 51: every figure groups thousands with U+202F, never a comma or a point.
      expect(thousandsSeparatorsIn(html), "figures grouped with a comma or a point").toEqual([]);
      if (route) {
        expect(html).toContain(`<title>${route.title.replace(/&/g, "&amp;")}</title>`);
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${route.path === "/" ? "/" : route.path}"`));
        expect(html).toContain(route.heading);
      } else {
        expect(html).toContain("Oops! Page not found");
      }
      if (want) {
        expect(html).toContain('id="converter-amount"');
        // Each number with its unit in a span that keeps them on one line (issue 53).
        const resultHtml = figureRuns(want.result)
          .map((r) =>
            r.figure ? `<span class="${FIGURE_CLASS}">${escapeRegExp(r.text)}</span>` : escapeRegExp(r.text),
          )
          .join("");
        expect(html).toMatch(new RegExp(`aria-label="Result"[^>]*>${resultHtml}<`));
      }

      // One load, watched from its first request.
      const siteOrigin = new URL(baseURL!).origin;
      const problems = watchConsole(page);
      const csp = await watchCsp(context);
      const requests = watchRequests(context, siteOrigin);
      const scripts: string[] = [];
      page.on("response", (response) => {
        const u = new URL(response.url());
        if (u.origin === siteOrigin && u.pathname.endsWith(".js") && !scripts.includes(u.pathname))
          scripts.push(u.pathname);
      });
      // The pointer rests away from the header: Chromium sends a resting pointer's enter events to
      // whatever is drawn under it, and the pointer entering the header wakes its island (issue 33).
      await page.mouse.move(1, page.viewportSize()!.height - 1);
      const response = await page.goto(visit.url);
      expect(response?.status()).toBe(visit.expectedStatus);
      // Every file the islands request as soon as they run (the size below counts them all).
      // Nothing pressed or hovered: the header stays asleep (issue 33), so the size below is what
      // a page loads by itself, and axe reads the header's disclosures as drawn before it hydrates.
      await waitForIslandsAndNetwork(page, { wake: false });

      // A calculator page opens with its calculator (issue 54), in the HTML as sent, before any
      // script (read from the raw HTML above: no second load with JavaScript off).
      if (CALCULATOR_ROUTES.has(visit.url)) await expectCalculatorFirst(page, html, visit.url);

      // Head and heading after hydration.
      await expect(page.locator("h1")).toHaveCount(1);
      if (route) {
        await expect(page).toHaveTitle(route.title);
        await expect(page.locator("h1")).toHaveText(route.heading);
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", route.description);
        await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", route.keywords.join(", "));
      } else {
        await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
      }

      // A converter page starts with its preset.
      if (preset && want) {
        await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
        await expect(page.getByRole("textbox", { name: want.label, exact: true })).toHaveValue(String(preset.amount));
        await expect(page.getByRole("textbox", { name: "Concentration (mg/mL)" })).toHaveValue(
          String(preset.concentration),
        );
        await expect(page.getByRole("status", { name: "Result" })).toHaveText(want.result);
        await expect(page.locator("#converter").getByText(want.formula, { exact: true })).toBeVisible();
      }

      // Console, policy and origin. The Not-found page's own 404 response is reported by Chromium
      // as a failed resource load: that one line is expected, nothing else.
      const consoleProblems =
        visit.expectedStatus === 404 ? problems.filter((p) => !/status of 404/.test(p)) : problems;
      expect(consoleProblems, "console errors and page errors").toEqual([]);
      const cspViolations = [...(await csp.violationsIn(page)), ...csp.consoleMessages];
      expect(cspViolations, cspViolations.join("\n")).toEqual([]);
      expect(
        requests.seen.some((u) => u.startsWith(`${siteOrigin}/assets/`)),
        "the request watcher saw the page's own assets",
      ).toBe(true);
      expect(requests.foreign, requests.foreign.join("\n")).toEqual([]);

      // All the JavaScript the page loaded (nothing pressed or hovered yet), against its budget.
      const measured = measurePage(CLIENT_DIR, visit.file, sizeCache);
      let gzip = 0;
      for (const f of scripts) gzip += sizeCache.fileSizes(path.join(CLIENT_DIR, decodeURIComponent(f))).gzip;
      const budget = measured.kind === "calculator" ? BUDGETS.allJsCalculatorPageGzip : BUDGETS.allJsTextPageGzip;
      const target = measured.kind === "calculator" ? ALL_JS_TARGETS.calculatorPageGzip : ALL_JS_TARGETS.textPageGzip;
      console.log(
        `${visit.url.padEnd(22)} ${measured.kind.padEnd(10)} all JavaScript ${kB(gzip).padStart(9)} gzip (${scripts.length} files; budget ${kB(budget)}, issue 33 target ${kB(target)})`,
      );
      // Everything the HTML loads itself is among the files, and the islands add their own.
      for (const f of measured.js.files) expect(scripts, `${visit.url} fetched ${f}`).toContain(`/${f}`);
      // A calculator's island adds to first-load JS; a text page loads nothing more (its header
      // hydrates on intent, 'Last updated' needs no React).
      if (measured.kind === "calculator")
        expect(gzip, `${visit.url}: the islands add to first-load JS`).toBeGreaterThan(measured.js.gzip);
      else {
        const wokenBy = await page.locator('[data-island="header"]').getAttribute("data-woken-by");
        expect(gzip, `${visit.url}: only the islands entry (header woken by ${wokenBy ?? "nothing"})`).toBe(
          measured.js.gzip,
        );
      }
      expect(
        gzip,
        `${visit.url} (${measured.kind}): all JavaScript in gzip bytes, budget ${kB(budget)}`,
      ).toBeLessThanOrEqual(budget);

      // One announcer per page (issue 28): the page's only live region is #site-announcer.
      expect(await liveRegions(page), `${visit.url}: live regions`).toEqual(["#site-announcer"]);

      // Axe in both schemes, last: it changes the width and the colour scheme. A dose page is one
      // of many built from the same template with other figures: it is checked at 1280 px, and
      // its template at 375 px on one page of each direction (FULL_SMALL_SCREEN: /20-mg-to-ml and
      // /0-5-ml-to-mg, every rule); every other route in all four views (issue 55).
      const sameTemplate = DOSE_PATHS.has(visit.url) && !FULL_SMALL_SCREEN.has(visit.url);
      const found = await checkEveryView(page, visit.url, visit.url, sameTemplate ? [1280] : WIDTHS);
      expect(found, found.join("\n")).toEqual([]);

      // Nothing withheld from assistive technology (issue 53, principle 1): every heading and
      // landmark a person can reach, on the screen or not, is in Chromium's own accessibility tree
      // with its role and its name, on a phone (375 px: the review found content missing on a
      // phone) and on a wide screen (read last: reading the tree turns the page's accessibility
      // on, which the views above need not carry). Before, tests/e2e/ax-tree.spec.ts loaded every
      // route again for the phone (issue 55).
      for (const width of [375, 1280] as const) {
        await setView(page, width, "light");
        const reached = await headingsAndLandmarks(page);
        const headings = reached.filter((e) => e.role === "heading");
        const landmarks = reached.filter((e) => e.role !== "heading");
        const at = `${visit.url} @${width}px`;
        // Every page has its h1, its main, banner, content info and navigation.
        expect(headings.length, `${at}: headings`).toBeGreaterThan(0);
        for (const role of ["main", "banner", "contentinfo", "navigation"])
          expect(
            landmarks.map((l) => l.role),
            `${at}: landmarks`,
          ).toContain(role);
        const missing = reached
          .filter((e) => e.treeRole !== e.role)
          .map((e) => `${e.role} "${e.text}": the tree has ${e.treeRole ?? "nothing"}`);
        expect(missing, `${at}: missing from the accessibility tree`).toEqual([]);
        // A heading is read with its own words; a named region with its name.
        for (const e of reached.filter((x) => x.role === "heading" || x.role === "region"))
          expect(e.treeName, `${at}: ${e.role} "${e.text}"`).toBe(e.text);
        expect(LANDMARKS).toEqual(expect.arrayContaining([...new Set(landmarks.map((l) => l.role))]));
      }
    });
  }
});
