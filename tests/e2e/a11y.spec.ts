/**
 * Accessibility of the built site (WCAG 2.2 AA as axe-core checks it) in the states a first load
 * does not show: the side menu open on a small screen, a navigation dropdown open on a large one,
 * and each calculator showing an inline error hint and a result (converter, Batch Convert,
 * syringe, molarity, dilution), in the light and the dark colour scheme. Every public route and the
 * Not-found page are checked as first loaded, at 1280 px and 375 px in both schemes, in
 * tests/e2e/routes.spec.ts (one load per page shared with its other checks); the control check
 * here proves those four views can fail. The views and the rules each runs: support/axe.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { SCHEMES, checkEveryView, checkStateInEveryView, setView, violations } from "./support/axe";
import { fillDilutionExample, fillNaClExample, NACL_MOLAR } from "./support/lab-driver";
import { waitForIslandsAndNetwork } from "./support/islands";

test("the checks can fail: a contrast and a target-size defect are reported in every view, an image without alt where the scan looks", async ({ page }) => {
  await page.goto("/about");
  await waitForIslandsAndNetwork(page);
  await page.evaluate(() => {
    const control = document.createElement("div");
    control.id = "axe-control";
    const p = document.createElement("p");
    p.textContent = "Faint text for the control check";
    p.style.cssText = "color:#bbb;background:#fff";
    const b = document.createElement("button");
    b.textContent = "x";
    b.style.cssText = "width:10px;height:10px;padding:0;font-size:6px;position:absolute;top:300px;left:5px";
    const b2 = b.cloneNode(true) as HTMLButtonElement;
    b2.style.left = "17px";
    control.append(p, b, b2, document.createElement("img"));
    document.querySelector("main")!.append(control);
  });
  const found = await checkEveryView(page, "/about (with defects)", "/about-defects");
  for (const view of ["@1280px light", "@375px light", "@1280px dark", "@375px dark"]) {
    expect(found.some((f) => f.includes(view) && f.includes("color-contrast")), `contrast found ${view}`).toBe(true);
  }
  expect(found.some((f) => f.includes("@375px light") && f.includes("target-size")), "target size found at 375 px").toBe(true);
  // The scan's part of the page and its rules (violations(), as content, share-link, double-check
  // and lab-tools call it), and the message a failing test prints: where, rule, impact, help, the
  // element and what to fix.
  const inside = await violations(page, "control", { include: "#axe-control", tags: ["wcag2a"] });
  expect(inside.map((f) => f.split(" (")[0])).toEqual(["control — image-alt"]);
  expect(inside[0]).toMatch(/^control — image-alt \(critical\): Images must have alternative text\n {4}img → .*does not have an alt attribute/);
  expect((await violations(page, "control, one rule", { include: "main", rules: ["image-alt"] })).length).toBe(1);
  expect(await violations(page, "main without the control", { include: "main", exclude: "#axe-control" })).toEqual([]);
});

test.describe("axe on states a first load does not show", () => {
  test("side menu open at 375 px and a dropdown open at 1280 px, light and dark", async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    await setView(page, 375, "light");
    await page.goto("/20-mg-to-ml");
    await waitForIslandsAndNetwork(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    for (const scheme of SCHEMES) {
      await setView(page, 375, scheme);
      await expect(dialog).toBeVisible();
      found.push(...(await violations(page, `side menu open @375px ${scheme}`)));
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const nav = page.getByRole("navigation", { name: "Main" });
    for (const scheme of SCHEMES) {
      await setView(page, 1280, scheme);
      await expect(nav).toBeVisible();
      for (const name of ["mg to mL", "Advanced"]) {
        const trigger = nav.getByRole("button", { name });
        await trigger.click();
        await expect(trigger).toHaveAttribute("aria-expanded", "true");
        found.push(...(await violations(page, `dropdown '${name}' open @1280px ${scheme}`)));
        await page.keyboard.press("Escape");
        await expect(trigger).toHaveAttribute("aria-expanded", "false");
      }
    }
    expect(found, found.join("\n")).toEqual([]);
  });

  /** The page at 1280 px in the light scheme, its calculator hydrated. */
  async function openHydrated(page: Page, url: string) {
    await setView(page, 1280, "light");
    await page.goto(url);
    await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
  }

  // Each calculator brought once into each state, which is then checked in all four views
  // (every rule in each: checkStateInEveryView).
  test("converter and Batch Convert with error hints, a result and a flagged value, in every view", async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    await openHydrated(page, "/");
    const amount = page.locator("#converter-amount");
    await amount.fill("abc");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("textbox", { name: "Concentration (mg/mL)" }).fill("0");
    found.push(...(await checkStateInEveryView(page, "converter error hints")));
    await page.getByRole("textbox", { name: "Concentration (mg/mL)" }).fill("250 mg per 5 mL");
    await amount.fill("125");
    await expect(page.getByRole("status", { name: "Result" })).toHaveText("2.5 mL");
    found.push(...(await checkStateInEveryView(page, "converter result")));
    await page.getByRole("tab", { name: "Batch Convert" }).click();
    await page.getByRole("textbox", { name: "Values to convert" }).fill("10, abc, 25");
    await page.getByRole("button", { name: "Convert All" }).click();
    await expect(page.getByRole("list", { name: "Batch results" }).getByRole("listitem")).toHaveCount(3);
    found.push(...(await checkStateInEveryView(page, "batch with a flagged value")));
    expect(found, found.join("\n")).toEqual([]);
  });

  test("syringe with a volume beyond the syringe and with an error hint, in every view", async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    await openHydrated(page, "/mg-to-ml-syringe");
    const syringeAmount = page.getByRole("textbox", { name: "Amount (mg)" });
    await syringeAmount.fill("600");
    await expect(page.getByRole("img")).toHaveAttribute("data-status", "exceeds");
    found.push(...(await checkStateInEveryView(page, "syringe exceeds")));
    await syringeAmount.fill("-1");
    await expect(syringeAmount).toHaveAttribute("aria-invalid", "true");
    found.push(...(await checkStateInEveryView(page, "syringe error hint")));
    expect(found, found.join("\n")).toEqual([]);
  });

  test("molarity with error hints and with a result, in every view", async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    await openHydrated(page, "/molarity-calculator");
    await page.getByRole("button", { name: "Calculate Molarity" }).click();
    await expect(page.getByRole("textbox", { name: "Mass of solute (g)" })).toHaveAttribute("aria-invalid", "true");
    found.push(...(await checkStateInEveryView(page, "molarity error hints")));
    await fillNaClExample(page);
    await page.getByRole("button", { name: "Calculate Molarity" }).click();
    await expect(page.getByRole("status", { name: "Molarity" })).toContainText(NACL_MOLAR);
    found.push(...(await checkStateInEveryView(page, "molarity result")));
    expect(found, found.join("\n")).toEqual([]);
  });

  test("dilution with an impossible input and with a result, in every view", async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    await openHydrated(page, "/dilution-calculator");
    await page.getByRole("textbox", { name: "C1 - Initial Concentration" }).fill("10");
    await page.getByRole("textbox", { name: "C2 - Final Concentration" }).fill("100");
    await page.getByRole("textbox", { name: "V2 - Final Volume (mL)" }).fill("50");
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    found.push(...(await checkStateInEveryView(page, "dilution error hint")));
    await fillDilutionExample(page);
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.getByRole("status", { name: "Result" })).toContainText("Add 45 mL of diluent to 5 mL of stock");
    found.push(...(await checkStateInEveryView(page, "dilution result")));
    expect(found, found.join("\n")).toEqual([]);
  });
});
