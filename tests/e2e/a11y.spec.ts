/**
 * Accessibility of the built site (WCAG 2.2 AA as axe-core checks it): every public route and the
 * Not-found page, at 1280 px and 375 px wide, in the light and the dark colour scheme, must have
 * no axe violation. Also checked in the states a first load does not show: the side menu open on
 * a small screen, a navigation dropdown open on a large one, and each calculator showing an
 * inline error hint and a result (converter, Batch Convert, syringe, molarity, dilution).
 *
 * One test per route runs its four width/scheme combinations in sequence on one loaded page
 * (the colour scheme and the width change without a reload, as they do for a visitor): every
 * WCAG rule at 1280 px in the light scheme; at 375 px the rules whose outcome depends on the
 * layout (contrast over what is drawn, target sizes, scrolling regions, reflow); and the colour
 * rules in the dark scheme at both widths (the only rules a colour scheme can change). The
 * elements that only a small screen shows are those of the page frame (the 'Open menu' button),
 * the same on every page: one page of each kind gets every rule at 375 px too. The opened menus
 * and the calculator states get every rule in both schemes.
 */
import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { PUBLIC_ROUTES } from "../../src/data/site-routes";
import { fillNaClExample } from "./support/lab-driver";
import { waitForIslands } from "./support/islands";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [1280, 375] as const;
const SCHEMES = ["light", "dark"] as const;
const NOT_FOUND_PATH = "/no-such-page-for-axe";

async function waitForHydration(page: Page) {
  await waitForIslands(page);
  await page.waitForLoadState("networkidle");
}

async function setView(page: Page, width: number, scheme: "light" | "dark") {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 740 });
  // Reduced motion: the side menu's slide-in must not be caught half way by the contrast check.
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
  // The scheme is applied by CSS alone; make sure the page has taken it before measuring.
  await expect
    .poll(() => page.evaluate(() => window.matchMedia("(prefers-color-scheme: dark)").matches))
    .toBe(scheme === "dark");
}

/**
 * The rules whose outcome depends on the colour scheme. Every other rule checks the DOM, names,
 * roles and sizes, which the scheme does not change, so the second scheme of a page only needs
 * these (this keeps 47 pages × 4 views affordable on a small machine).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The rules whose outcome can change with the width of the page for the same DOM: contrast and
 * overlap (what is drawn where), target size and spacing (WCAG 2.2), scrolling regions that
 * must be focusable, and the viewport and orientation rules.
 */
const LAYOUT_RULES = [...COLOUR_RULES, "target-size", "scrollable-region-focusable", "meta-viewport", "meta-viewport-large", "css-orientation-lock"];

/** One page of each kind gets every rule at 375 px as well (home, both dose templates, tools, a static page, 404). */
const FULL_SMALL_SCREEN = new Set(["/", "/20-mg-to-ml", "/0-5-ml-to-mg", "/mg-to-ml-syringe", "/molarity-calculator", "/dilution-calculator", "/about", NOT_FOUND_PATH]);

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** One readable line per violation: where, rule, impact, help and targets. */
function describe_(where: string, list: AxeViolation[]): string[] {
  return list.map(
    (v) =>
      `${where} — ${v.id} (${v.impact ?? "?"}): ${v.help}\n    ` +
      v.nodes.map((n) => `${n.target.join(" ")}${n.failureSummary ? ` → ${n.failureSummary.replace(/\s+/g, " ")}` : ""}`).join("\n    "),
  );
}

/** Runs axe through @axe-core/playwright (which injects axe-core into the page) and describes what it found. */
async function violations(page: Page, where: string, options: { include?: string; rules?: readonly string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  builder = options.rules ? builder.withRules([...options.rules]) : builder.withTags(TAGS);
  if (options.include) builder = builder.include(options.include);
  const result = await builder.analyze();
  return describe_(where, result.violations);
}

/**
 * Runs axe-core again in a page where @axe-core/playwright has injected it (same page, same
 * document: only the width or the colour scheme changed). Injecting axe-core anew for each view
 * costs more than the checks themselves; the engine and its rules are the same.
 */
async function violationsAgain(page: Page, where: string, rules: readonly string[] | undefined): Promise<string[]> {
  const list = await page.evaluate(
    async ({ rules, tags }) => {
      const axe = (window as unknown as { axe?: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      if (!axe) throw new Error("axe-core is not in the page: run violations() first");
      const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: tags };
      return (await axe.run(document, { runOnly })).violations;
    },
    { rules: rules ? [...rules] : null, tags: TAGS },
  );
  return describe_(where, list);
}

/**
 * Checks a loaded page at every width in both colour schemes and collects what axe reports (see
 * the file's comment for which rules run in which view).
 */
async function checkEveryView(page: Page, label: string, path: string): Promise<string[]> {
  const found: string[] = [];
  let first = true;
  for (const width of WIDTHS) {
    for (const scheme of SCHEMES) {
      await setView(page, width, scheme);
      const rules =
        scheme === "dark" ? COLOUR_RULES : width === 1280 || FULL_SMALL_SCREEN.has(path) ? undefined : LAYOUT_RULES;
      const where = `${label} @${width}px ${scheme}`;
      found.push(...(first ? await violations(page, where, { rules }) : await violationsAgain(page, where, rules)));
      first = false;
    }
  }
  return found;
}

test("the checks can fail: a contrast and a target-size defect are reported in every view", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => {
    const p = document.createElement("p");
    p.textContent = "Faint text for the control check";
    p.style.cssText = "color:#bbb;background:#fff";
    const b = document.createElement("button");
    b.textContent = "x";
    b.style.cssText = "width:10px;height:10px;padding:0;font-size:6px;position:absolute;top:300px;left:5px";
    const b2 = b.cloneNode(true) as HTMLButtonElement;
    b2.style.left = "17px";
    document.querySelector("main")!.append(p, b, b2);
  });
  const found = await checkEveryView(page, "/about (with defects)", "/about-defects");
  for (const view of ["@1280px light", "@375px light", "@1280px dark", "@375px dark"]) {
    expect(found.some((f) => f.includes(view) && f.includes("color-contrast")), `contrast found ${view}`).toBe(true);
  }
  expect(found.some((f) => f.includes("@375px light") && f.includes("target-size")), "target size found at 375 px").toBe(true);
});

test.describe("axe on every route, 1280 px and 375 px, light and dark", () => {
  for (const route of PUBLIC_ROUTES) {
    test(route.path, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.locator("h1")).toHaveText(route.heading);
      const found = await checkEveryView(page, route.path, route.path);
      expect(found, found.join("\n")).toEqual([]);
    });
  }

  test("Not-found page (unknown path)", async ({ page }) => {
    test.setTimeout(120_000);
    const response = await page.goto(NOT_FOUND_PATH);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    const found = await checkEveryView(page, NOT_FOUND_PATH, NOT_FOUND_PATH);
    expect(found, found.join("\n")).toEqual([]);
  });
});

test.describe("axe on states a first load does not show", () => {
  for (const scheme of SCHEMES) {
    test(`side menu open at 375 px and a dropdown open at 1280 px, ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      await setView(page, 375, scheme);
      await page.goto("/20-mg-to-ml");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Open menu" }).click();
      const dialog = page.getByRole("dialog", { name: "Site menu" });
      await expect(dialog).toBeVisible();
      found.push(...(await violations(page, `side menu open @375px ${scheme}`)));
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await setView(page, 1280, scheme);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      for (const name of ["mg to mL", "Advanced"]) {
        const trigger = nav.getByRole("button", { name });
        await trigger.click();
        await expect(trigger).toHaveAttribute("aria-expanded", "true");
        found.push(...(await violations(page, `dropdown '${name}' open @1280px ${scheme}`)));
        await page.keyboard.press("Escape");
        await expect(trigger).toHaveAttribute("aria-expanded", "false");
      }
      expect(found, found.join("\n")).toEqual([]);
    });

    for (const width of WIDTHS) {
      test(`calculators with an error hint and with a result, ${width} px, ${scheme}`, async ({ page }) => {
        test.setTimeout(180_000);
        const found: string[] = [];
        await setView(page, width, scheme);
        const at = `@${width}px ${scheme}`;

        // Converter: an error hint, then a result, then Batch Convert with a flagged line.
        await page.goto("/");
        await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
        const amount = page.locator("#converter-amount");
        await amount.fill("abc");
        await expect(amount).toHaveAttribute("aria-invalid", "true");
        await page.getByRole("textbox", { name: "Concentration (mg/mL)" }).fill("0");
        found.push(...(await violations(page, `converter error hints ${at}`)));
        await page.getByRole("textbox", { name: "Concentration (mg/mL)" }).fill("250 mg per 5 mL");
        await amount.fill("125");
        await expect(page.getByRole("status", { name: "Result" })).toHaveText("2.5 mL");
        found.push(...(await violations(page, `converter result ${at}`)));
        await page.getByRole("tab", { name: "Batch Convert" }).click();
        await page.getByRole("textbox", { name: "Values to convert" }).fill("10, abc, 25");
        await page.getByRole("button", { name: "Convert All" }).click();
        await expect(page.getByRole("list", { name: "Batch results" }).getByRole("listitem")).toHaveCount(3);
        found.push(...(await violations(page, `batch with a flagged value ${at}`)));

        // Syringe: a volume that exceeds the syringe (warning) and one between marks.
        await page.goto("/mg-to-ml-syringe");
        await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
        const syringeAmount = page.getByRole("textbox", { name: "Amount (mg)" });
        await syringeAmount.fill("600");
        await expect(page.getByRole("img")).toHaveAttribute("data-status", "exceeds");
        found.push(...(await violations(page, `syringe exceeds ${at}`)));
        await syringeAmount.fill("-1");
        await expect(syringeAmount).toHaveAttribute("aria-invalid", "true");
        found.push(...(await violations(page, `syringe error hint ${at}`)));

        // Molarity: Calculate with empty fields (hints), then a result.
        await page.goto("/molarity-calculator");
        await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
        await page.getByRole("button", { name: "Calculate Molarity" }).click();
        await expect(page.getByRole("textbox", { name: "Mass of solute (g)" })).toHaveAttribute("aria-invalid", "true");
        found.push(...(await violations(page, `molarity error hints ${at}`)));
        await fillNaClExample(page);
        await page.getByRole("button", { name: "Calculate Molarity" }).click();
        await expect(page.getByRole("status", { name: "Molarity" })).toContainText("1.0000 M");
        found.push(...(await violations(page, `molarity result ${at}`)));

        // Dilution: an impossible input (C2 > C1), then a result.
        await page.goto("/dilution-calculator");
        await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
        await page.getByRole("textbox", { name: "C1 - Initial Concentration" }).fill("10");
        await page.getByRole("textbox", { name: "C2 - Final Concentration" }).fill("100");
        await page.getByRole("textbox", { name: "V2 - Final Volume (mL)" }).fill("50");
        await page.getByRole("button", { name: "Calculate", exact: true }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        found.push(...(await violations(page, `dilution error hint ${at}`)));
        await page.getByRole("textbox", { name: "C1 - Initial Concentration" }).fill("100");
        await page.getByRole("textbox", { name: "C2 - Final Concentration" }).fill("10");
        await page.getByRole("button", { name: "Calculate", exact: true }).click();
        await expect(page.getByRole("status", { name: "Result" })).toContainText("Add 45 mL of diluent to 5 mL of stock");
        found.push(...(await violations(page, `dilution result ${at}`)));
        expect(found, found.join("\n")).toEqual([]);
      });
    }
  }
});
