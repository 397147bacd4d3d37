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
import { SCHEMES, WIDTHS, checkEveryView, setView, violations } from "./support/axe";
import { fillNaClExample } from "./support/lab-driver";
import { waitForIslandsAndNetwork } from "./support/islands";

test("the checks can fail: a contrast and a target-size defect are reported in every view", async ({ page }) => {
  await page.goto("/about");
  await waitForIslandsAndNetwork(page);
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

test.describe("axe on states a first load does not show", () => {
  for (const scheme of SCHEMES) {
    test(`side menu open at 375 px and a dropdown open at 1280 px, ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      await setView(page, 375, scheme);
      await page.goto("/20-mg-to-ml");
      await waitForIslandsAndNetwork(page);
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
