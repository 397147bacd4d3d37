/**
 * Content pages in the built site: every page's sections are in the pre-rendered HTML (read
 * with request.get, before any script) and on screen; structured data is in the raw head; the
 * syringe drawing follows the converter and warns at the right volumes (model-based paths with
 * browser-level coverage, plus named scenarios); 'Last updated' shows today's date without a
 * hydration error.
 */
import { expect, test } from "@playwright/test";
import { DOSE_ROUTES, PUBLIC_ROUTES, findRoute, type SiteRoute } from "../../src/data/site-routes";
import { DOSE_CONTENT } from "../../src/content/dose-content";
import { amountText } from "../../src/content/compute";
import home from "../../src/content/pages/index";
import { createSyringeModel } from "../../tools/statecharts/syringe.model";
import { SYRINGE, openContentPage, runSyringePath } from "./support/syringe-driver";
import { watchConsole } from "./support/watch";

const open = openContentPage;

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/[^\S\u202f]+/g, " ")
    .trim();

/** The h1 and h2 texts of raw HTML, in order. */
function headingsOf(html: string, level: 1 | 2): string[] {
  return [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) => decode(m[1]!));
}

/** The sections a page must have, in order (h2 texts), from the same data the page renders. */
function expectedSections(route: SiteRoute): string[] {
  if (route.dose) {
    const c = DOSE_CONTENT.find((x) => x.path === route.path)!;
    const amount = amountText(route.dose.kind, route.dose.value);
    return [
      route.dose.kind === "mg" ? "mg to mL Converter" : "mL to mg Converter",
      ...(c.focus ? [c.focus.heading] : []),
      ...(c.formula ? [`The formula for ${amount}`] : []),
      `${amount} at common concentrations`,
      ...(c.medications ? ["Marketed strengths (examples only)"] : []),
      "Worked examples",
      ...(c.safety ? ["Safety checks"] : []),
      ...(c.errors ? ["Common errors"] : []),
      ...(c.pediatric ? ["Pediatric notes"] : []),
      ...(c.faq ? ["Frequently asked questions"] : []),
      "Related conversions",
      // Every dose page states a rule or a fact, so each names its sources (issue 13).
      "Sources",
    ];
  }
  const fixed: Record<string, string[]> = {
    "/": [
      "Dose converter",
      "How mg to mL conversion works",
      "Common conversions chart",
      "International standards",
      "Quick facts",
      "Why use this converter",
      "Popular conversions",
      "Syringe dose table",
      "Advanced calculators",
      "Frequently asked questions",
      "Conclusion",
      "Sources",
    ],
    "/mg-to-ml-syringe": [
      "Syringe dose calculator",
      "The dose on a syringe",
      "Guide to syringe sizes",
      "Syringe safety tips",
      "Worked examples",
      "Reference table",
      "Frequently asked questions",
      "Related conversions",
      "Sources",
    ],
    "/about": ["Who it is for", "What it does", "How results are shown", "Private by design", "What it is not"],
    "/contact": ["How to reach us", "Good to know"],
    "/privacy-policy": [
      "In short",
      "Calculations stay on your device",
      "Cookies, analytics and advertising",
      "Offline use",
      "Copying results",
      "Server logs",
      "Email",
      "Changes",
    ],
    "/terms-of-service": [
      "Using the site",
      "Educational use only",
      "Your responsibility",
      "Accuracy",
      "Limitation of liability",
      "Availability and changes",
      "Contact",
    ],
    "/disclaimer": [
      "Educational use only",
      "Verify every dose",
      "Limits of the calculators",
      "No professional relationship",
      "In an emergency",
    ],
  };
  return fixed[route.path]!;
}

const CONTENT_ROUTES = PUBLIC_ROUTES.filter((r) => r.group !== "tool" || r.path === "/mg-to-ml-syringe");

test.describe("sections in the pre-rendered HTML", () => {
  for (const route of CONTENT_ROUTES) {
    test(`${route.path}: h1 and every section heading before any script runs`, async ({ request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(headingsOf(html, 1)).toEqual([route.heading]);
      const h2 = headingsOf(html, 2);
      const expected = expectedSections(route);
      // Every expected section, in order (the footer's own headings come after).
      expect(h2.slice(0, expected.length)).toEqual(expected);
      if (route.dose) {
        expect(html).toContain('data-table="reference"');
        expect(html).toContain("data-disclaimer");
      }
    });
  }

  test("the home page's FAQPage and HowTo structured data are in the raw head", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { "@type": string; mainEntity?: { name: string }[]; offers?: unknown },
    );
    const faq = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faq?.mainEntity?.map((q) => q.name)).toEqual(home.faq.map((f) => f.question));
    expect(blocks.find((b) => b["@type"] === "HowTo")).toBeDefined();
    expect(blocks.find((b) => b["@type"] === "WebApplication")?.offers).toMatchObject({
      price: "0",
      priceCurrency: "USD",
    });
  });
});

test.describe("pages on screen", () => {
  const sample = [
    "/",
    "/20-mg-to-ml",
    "/1200-mg-to-ml",
    "/5-ml-to-mg",
    "/mg-to-ml-syringe",
    "/about",
    "/contact",
    "/disclaimer",
  ];
  for (const path of sample) {
    test(`${path}: sections visible, no console errors, usable at 320 px`, async ({ page }) => {
      const route = findRoute(path)!;
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 320, height: 800 });
      await open(page, path);
      await expect(page.locator("h1")).toHaveText(route.heading);
      for (const heading of expectedSections(route)) {
        await expect(page.getByRole("heading", { level: 2, name: heading, exact: true }).first()).toBeAttached();
      }
      // Nothing overflows the viewport horizontally (tables scroll inside their own region).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  }

  test("dose pages: the converter starts at the page's preset and the table matches the page's dose", async ({
    page,
  }) => {
    for (const path of ["/2-5-mg-to-ml", "/0-25-ml-to-mg"]) {
      const route = DOSE_ROUTES.find((r) => r.path === path)!;
      await open(page, path);
      const unit = route.dose!.kind === "mg" ? "mg" : "mL";
      await expect(page.getByRole("textbox", { name: `Amount (${unit})` })).toHaveValue(String(route.dose!.value));
      await expect(page.locator('table[data-table="reference"] thead')).toContainText(
        amountText(route.dose!.kind, route.dose!.value),
      );
    }
  });

  test("contact page: three cards, email links, no form or address", async ({ page }) => {
    await open(page, "/contact");
    const cards = page.locator('[data-cards="contact"] > li');
    await expect(cards).toHaveCount(3);
    await expect(cards.locator("h3")).toHaveText(["Email support", "Feedback", "Technical help"]);
    for (const href of await cards.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(/^mailto:/);
    await expect(page.locator("main form, main address")).toHaveCount(0);
  });
});

// Axe on the content of each page (home, the dose pages, the syringe page, the static pages), light
// and dark: tests/e2e/routes.spec.ts checks every route's whole document with every rule at 1280 px
// in the light scheme and the colour rules in the dark (issue 55: this spec checked <main> of four
// of them again, the same rules on the same first load).

test.describe("Last updated", () => {
  for (const path of ["/privacy-policy", "/terms-of-service"]) {
    test(`${path} shows today's date, not a build date, without hydration errors`, async ({ page, request }) => {
      const raw = await (await request.get(path)).text();
      const rawLine = /data-testid="last-updated"[^>]*>([\s\S]*?)<\/p>/.exec(raw)?.[1] ?? "";
      expect(decode(rawLine)).toBe("Last updated:");
      const problems = watchConsole(page);
      await open(page, path);
      const today = await page.evaluate(() => {
        const d = new Date();
        const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
        return { iso, text: d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }) };
      });
      const line = page.getByTestId("last-updated");
      await expect(line).toHaveText(`Last updated: ${today.text}`);
      await expect(line.locator("time")).toHaveAttribute("datetime", today.iso);
      expect(problems).toEqual([]);
    });
  }

  test("a date set in the browser's clock is what the page shows", async ({ page }) => {
    await page.clock.setFixedTime(new Date(2031, 1, 3, 10, 0, 0));
    await open(page, "/privacy-policy");
    await expect(page.getByTestId("last-updated")).toHaveText("Last updated: February 3, 2031");
    await expect(page.getByTestId("last-updated").locator("time")).toHaveAttribute("datetime", "2031-02-03");
  });
});

// ---------------------------------------------------------------------------------------------
// Syringe drawing

// The drivers live in support/syringe-driver.ts; keyboard.spec.ts runs the same paths with the
// keyboard alone.

test.describe("syringe model paths in the browser", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  // One long walk, not short paths: fewer page loads, every state and transition still covered.
  const model = createSyringeModel().withStrategy("walk");
  const tracker = model.coverage("browser");
  for (const path of model.paths) {
    test(path.title, async ({ page }) => {
      await runSyringePath(page, path, { mode: "pointer" });
      tracker.recordPath(path);
    });
  }
  test("covers 100 % of states and transitions (browser level)", () => {
    tracker.assertComplete();
  });
});

test.describe("syringe drawing follows the converter", () => {
  test("fill line and warnings at the right volumes", async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, SYRINGE);
    const amount = page.getByRole("textbox", { name: "Amount (mg)" });
    const img = page.getByRole("img");
    const warnings = page.getByRole("status", { name: "Syringe check" });
    const fillRatio = () =>
      img.evaluate((svg) => {
        const fill = svg.querySelector('[data-part="fill"]');
        const xs = [...svg.querySelectorAll("line.tick")].slice(1).map((l) => Number(l.getAttribute("x1")));
        return fill ? Number(fill.getAttribute("width")) / (Math.max(...xs) - Math.min(...xs)) : 0;
      });

    // Preset: 2.5 mg at 50 mg/mL = 0.05 mL: on a mark of the 1 mL oral syringe (every 0.01 mL), still under 0.1 mL.
    await expect(page.getByRole("status", { name: "Result" })).toHaveText("0.05 mL");
    await expect(img).toHaveAttribute("data-syringe", "oral-1");
    await expect(img).toHaveAttribute("data-status", "onMark");
    await expect(warnings).toContainText("Very small volume: 0.05 mL is under 0.1 mL");
    await expect(warnings).not.toContainText("nearest measurable volume");
    await expect(warnings).not.toContainText("no rounding needed");
    expect(await fillRatio()).toBeCloseTo(0.05, 5);

    await amount.fill("100"); // 2 mL: on a mark of the 3 mL oral syringe, the smallest that measures it
    await expect(img).toHaveAttribute("data-status", "onMark");
    await expect(img).toHaveAttribute("data-syringe", "oral-3");
    await expect(warnings.getByRole("listitem")).toHaveCount(0);
    expect(await fillRatio()).toBeCloseTo(2 / 3, 5);

    await amount.fill("131"); // 2.62 mL: nearest mark 2.6 mL, 0.76% less
    await expect(warnings).toContainText("the nearest measurable volume is 2.6 mL, 0.76% less than 2.62 mL");
    expect(await fillRatio()).toBeCloseTo(2.6 / 3, 5);

    await amount.fill("600"); // 12 mL: more than any oral syringe
    await expect(img).toHaveAttribute("data-status", "exceeds");
    await expect(warnings).toContainText("Check the dose: 12 mL is more than any oral syringe here holds (10 mL)");
    await expect(warnings).not.toContainText("equal parts");
    expect(await fillRatio()).toBeCloseTo(1, 5);

    // The route chooses the syringe kind: Injection moves the chooser to the rule's injection syringe.
    await page.getByRole("combobox", { name: "Route" }).selectOption("injection");
    await expect(page.getByRole("combobox", { name: "Syringe" })).toHaveValue("auto-injection");
    await expect(img).toHaveAttribute("data-syringe", "injection-10");
    await amount.fill("10"); // 0.2 mL on the tuberculin syringe
    await expect(img).toHaveAttribute("data-syringe", "tuberculin-1");
    await expect(page.getByTestId("syringe-summary")).toHaveText(
      "Draw up to the 0.2 mL mark on the 1 mL tuberculin syringe, the smallest injection syringe here with a mark at this volume.",
    );
    await page.getByRole("combobox", { name: "Syringe" }).selectOption("insulin-0-5");
    await expect(page.getByTestId("syringe-units")).toHaveText(
      "On this U-100 syringe 0.2 mL is 20 units (100 units = 1 mL).",
    );
    await expect(warnings.getByRole("listitem").first()).toContainText(
      "Insulin syringe: for insulin only, measured in units.",
    );
    await expect(warnings).not.toContainText("no rounding needed");
    expect(problems).toEqual([]);
  });

  test("the pre-rendered page already shows the preset on the syringe", async ({ request }) => {
    const html = await (await request.get(SYRINGE)).text();
    expect(html).toMatch(/data-syringe="oral-1"/);
    // The page's text, its figures kept whole in spans of their own (issue 53).
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("Draw up to the 0.05 mL mark on the 1 mL oral syringe");
  });
});

test.describe("content a pharmacist would sign (issue 13)", () => {
  test("the 262 mg page names the real liquid with its Reye's syndrome caution, lists its sources, and names its worked examples", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await open(page, "/262-mg-to-ml");
    const table = page.locator('table[data-table="reference"]');
    await expect(table).toContainText("bismuth subsalicylate (regular strength) oral suspension");
    await expect(table).not.toContainText("injection");
    await expect(page.getByRole("main")).toContainText("Reye's syndrome");
    const sources = page.getByRole("region", { name: "Sources" });
    await expect(sources.getByRole("listitem").filter({ hasText: "Reye's syndrome warning" })).toHaveCount(1);
    await expect(sources).not.toContainText("http");
    const example = page.getByRole("article", { name: "262 mg of bismuth subsalicylate liquid, 262 mg per 15 mL" });
    await expect(example).toBeVisible();
    await expect(
      example.getByRole("list", { name: "Steps: 262 mg of bismuth subsalicylate liquid, 262 mg per 15 mL" }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the home page's syringe table flags the volume under 0.1 mL and its static claims are commonly cited figures", async ({
    page,
  }) => {
    await open(page, "/");
    const row = page.locator('table[data-table="chart"]').nth(1).locator("tbody tr").first();
    await expect(row).toContainText("1 mL tuberculin syringe");
    await expect(row).toContainText("under 0.1 mL: hard to measure reliably");
    await expect(page.getByRole("region", { name: "Quick facts" })).toContainText("commonly cited figure");
    await expect(page.getByRole("region", { name: "Sources" })).toContainText("ISO 7886-1");
  });
});
