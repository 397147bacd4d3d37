import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_ROUTES } from "../../src/data/site-routes";
import { NAV_DROPDOWNS, panelLinks } from "../../src/data/navigation";
import { DEV_BASE_URL } from "../../playwright.config";
import { waitForIslands, waitForIslandsAndNetwork } from "./support/islands";
import { watchConsole } from "./support/watch";

test.describe("every route", () => {
  // A third of the routes a test, one for each worker (one test of all of them could run alone for
  // minutes at the end of a run); together the chunks are every route, each in a page of its own
  // watched throughout. Not smaller: each new page loads the development build's code afresh.
  const CHUNK = Math.ceil(PUBLIC_ROUTES.length / 3);
  const chunks = Array.from({ length: Math.ceil(PUBLIC_ROUTES.length / CHUNK) }, (_, i) =>
    PUBLIC_ROUTES.slice(i * CHUNK, (i + 1) * CHUNK),
  );
  for (const [i, routes] of chunks.entries()) {
    test(`every route hydrates without a mismatch in a development-mode build (routes ${i * CHUNK + 1}–${i * CHUNK + routes.length} of ${PUBLIC_ROUTES.length})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const problems = watchConsole(page);
      for (const route of routes) {
        await page.goto(DEV_BASE_URL + route.path);
        // React reports a mismatch while it hydrates, before the islands say they are ready; files
        // fetched later (a menu's code on intent) hydrate nothing on load, so no wait for them.
        await waitForIslands(page);
        await expect(page.locator("h1")).toHaveText(route.heading);
      }
      expect(problems.filter((p) => !p.includes("Download the React DevTools"))).toEqual([]);
    });
  }
});

test.describe("what a newcomer's browser asks for, served as npm start serves it", () => {
  test("/favicon.ico is the site's icon", async ({ request }) => {
    const icon = await request.get("/favicon.ico");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect((await icon.body()).equals(readFileSync(path.join(import.meta.dirname, "../../public/favicon.ico")))).toBe(
      true,
    );
  });

  test("/index.html is one redirect to /, and a route in capitals one redirect to its lowercase route", async ({
    request,
  }) => {
    for (const [from, to] of <Array<[string, string]>>[
      ["/index.html", "/"],
      ["/20-MG-TO-ML", "/20-mg-to-ml"],
      ["/Mg-To-Ml-Syringe", "/mg-to-ml-syringe"],
      ["/ABOUT", "/about"],
    ]) {
      const answer = await request.get(from, { maxRedirects: 0 });
      expect(answer.status(), from).toBe(301);
      expect(answer.headers().location, from).toBe(to);
      expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
    }
    for (const miss of ["/NO-SUCH-PAGE", "/20-MG-TO-LITRE"])
      expect((await request.get(miss, { maxRedirects: 0 })).status(), miss).toBe(404);
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the Not-found page and logs the path", async ({ page, request }) => {
    const raw = await request.get("/no-such-page");
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain("Oops! Page not found");

    const logged: string[] = [];
    page.on("console", (m) => logged.push(m.text()));
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await waitForIslandsAndNetwork(page);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    expect(logged.some((l) => l.includes("/no-such-page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("h1")).toHaveText("mg to mL Converter");
  });

  test("a link to an unknown path leads to the same page", async ({ page }) => {
    await page.goto("/about");
    await waitForIslandsAndNetwork(page);
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/also-missing";
      a.textContent = "missing";
      a.id = "probe";
      document.body.append(a);
    });
    // Links are plain links (a full page load): the server answers 404 with the Not-found page.
    const response = page.waitForResponse((r) => r.url().endsWith("/also-missing"));
    await page.locator("#probe").click();
    expect((await response).status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });

  test("/404 itself is not a page", async ({ request }) => {
    expect((await request.get("/404")).status()).toBe(404);
    expect((await request.get("/404.html")).status()).toBe(404);
  });
});

test.describe("page frame", () => {
  test("header, tagline, footer lists and copyright", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toContainText("mg to mL Converter");
    await expect(header).toContainText("Medical Dosage Converter");
    const footer = page.locator("footer");
    await expect(footer.getByRole("navigation", { name: "mg to mL" }).getByRole("link")).toHaveCount(10);
    await expect(footer.getByRole("navigation", { name: "mL to mg" }).getByRole("link")).toHaveCount(10);
    await expect(footer).toContainText("© 2025");
    await expect(footer).toContainText("not medical advice");
  });

  test("dropdowns open and close by mouse", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await waitForIslandsAndNetwork(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const d of NAV_DROPDOWNS) {
      const trigger = nav.getByRole("button", { name: d.label });
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByText(d.title)).toBeVisible();
      await expect(nav.getByRole("link", { name: d.links[0]!.label, exact: true })).toBeVisible();
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    }
    // Opening one closes another; a click outside closes it; following a link closes it.
    await nav.getByRole("button", { name: "mg to mL" }).click();
    await nav.getByRole("button", { name: "mL to mg" }).click();
    await expect(nav.getByRole("button", { name: "mg to mL" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("button", { name: "mL to mg" })).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(5, 600);
    await expect(nav.getByRole("button", { name: "mL to mg" })).toHaveAttribute("aria-expanded", "false");
    await nav.getByRole("button", { name: "Advanced" }).click();
    await nav.getByRole("link", { name: "Dilution Calculator", exact: true }).click();
    await expect(page).toHaveURL(/\/dilution-calculator$/);
    // The next page starts with its header asleep (issue 33): every disclosure closed.
    await expect(page.locator('header summary[data-menu-trigger="advanced"]')).toBeVisible();
    await expect(page.locator("header details[open]")).toHaveCount(0);
  });

  test("dropdowns work by keyboard: Enter, arrows, Escape returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await waitForIslandsAndNetwork(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "mg to mL" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "1 mg to mL", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "2 mg to mL", exact: true })).toBeFocused();
    // End: the panel's last link, in its second group (the clinical calculators, beside the converters).
    await page.keyboard.press("End");
    const last = panelLinks(NAV_DROPDOWNS[0]!).at(-1)!;
    expect(last.label).toBe("Infusion Rate Calculator");
    await expect(nav.getByRole("link", { name: last.label, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/1-mg-to-ml$/);
    // The next page starts with its header asleep (issue 33): every disclosure closed.
    await expect(page.locator('header summary[data-menu-trigger="mg"]')).toBeVisible();
    await expect(page.locator("header details[open]")).toHaveCount(0);
  });

  test("side menu on a small screen: touch, keyboard, closes on navigation", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto("/");
    await waitForIslandsAndNetwork(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.tap();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeVisible();
    for (const d of NAV_DROPDOWNS) await expect(dialog.getByText(d.title)).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(dialog).toBeHidden();
    await open.tap();
    await dialog.getByRole("link", { name: "20 mL to mg", exact: true }).tap();
    await expect(page).toHaveURL(/\/20-ml-to-mg$/);
    await expect(dialog).toBeHidden();
    await context.close();
  });

  test("Get Started takes the visitor to the home converter", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
    await waitForIslandsAndNetwork(page);
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/#converter$/);
    await expect(page.locator("#converter-amount")).toBeFocused();
  });

  test("Get Started in the small screens' side menu focuses the amount field too, from another page and from home", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const from of ["/about", "/"]) {
      await page.goto(from);
      await waitForIslandsAndNetwork(page);
      await page.getByRole("button", { name: "Open menu" }).click();
      const dialog = page.getByRole("dialog", { name: "Site menu" });
      await dialog.getByRole("link", { name: "Get Started" }).click();
      await expect(page).toHaveURL(/\/#converter$/);
      await expect(page.locator("#converter-amount"), from).toBeFocused();
      await expect(dialog).toBeHidden();
    }
  });

  test("sitemap lists every public route and robots.txt points at it", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const r of PUBLIC_ROUTES) expect(xml).toContain(`${r.path === "/" ? "/" : r.path}</loc>`);
    expect(xml.match(/<loc>/g)).toHaveLength(PUBLIC_ROUTES.length);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap:");
  });
});
