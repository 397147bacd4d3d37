/**
 * Accessibility of the built site (WCAG 2.2 A/AA and best practice as axe-core checks them) in the
 * states a first load does not show: the side menu open on a small screen, a navigation dropdown open on a large one,
 * and every state each calculator can show (its hints, cautions, results, copied, each step of the
 * double check, each syringe choice, each solve-for mode), in the light and the dark colour scheme. Every public route and the
 * Not-found page are checked as first loaded, in both schemes (at 1280 px and 375 px; a dose
 * page's template at 375 px on one page of each direction), in tests/e2e/routes.spec.ts (one load
 * per page shared with its other checks); the control check
 * here proves those four views can fail. The views and the rules each runs: support/axe.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { SCHEMES, checkEveryView, checkStateInEveryView, setView, violations, type AxeColour } from "./support/axe";
import { waitForIslandsAndNetwork } from "./support/islands";
import { installControlledClipboard, settleClipboard } from "./support/converter-driver";
import { liveRegions } from "./support/live-regions";
import { CONVERTER_CONTROLS } from "../../src/machines/converter/converter.controls";
import { BATCH_CONTROLS } from "../../src/machines/batch/batch.controls";
import { DOUBLE_CHECK_CONTROLS } from "../../src/machines/double-check/double-check.controls";

test("the checks can fail: a contrast and a target-size defect are reported in every view, an image without alt where the scan looks", async ({
  page,
}) => {
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
    expect(
      found.some((f) => f.includes(view) && f.includes("color-contrast")),
      `contrast found ${view}`,
    ).toBe(true);
  }
  expect(
    found.some((f) => f.includes("@375px light") && f.includes("target-size")),
    "target size found at 375 px",
  ).toBe(true);
  // The scan's part of the page and its rules (violations(), as content, share-link, double-check
  // and lab-tools call it), and the message a failing test prints: where, rule, impact, help, the
  // element and what to fix.
  const inside = await violations(page, "control", { include: "#axe-control", tags: ["wcag2a"] });
  expect(inside.map((f) => f.split(" (")[0])).toEqual(["control — image-alt"]);
  expect(inside[0]).toMatch(
    /^control — image-alt \(critical\): Images must have alternative text\n {4}img → .*does not have an alt attribute/,
  );
  expect((await violations(page, "control, one rule", { include: "main", rules: ["image-alt"] })).length).toBe(1);
  // axe-core's own default rule set (tags: null, as a bare AxeBuilder runs: converter.spec.ts).
  const byDefault = await violations(page, "control, default rules", { include: "#axe-control", tags: null });
  expect(byDefault.map((f) => f.split(" (")[0])).toContain("control, default rules — image-alt");
  expect(await violations(page, "main without the control", { include: "main", exclude: "#axe-control" })).toEqual([]);
  // The colour parser the scans remember (support/axe.ts) gives what axe-core's own gives, the
  // first time and from memory, for every colour the page draws with in either scheme.
  for (const scheme of SCHEMES) {
    await setView(page, 1280, scheme);
    const compared = await page.evaluate(() => {
      const w = window as unknown as {
        axe: { commons: { color: { Color: new () => AxeColour } } };
        __axeParseColour: AxeColour["parseString"];
      };
      const { Color } = w.axe.commons.color;
      const props = ["color", "background-color", "border-top-color", "border-bottom-color", "outline-color"];
      const texts = new Set<string>();
      for (const el of document.querySelectorAll("*")) {
        const style = getComputedStyle(el);
        for (const prop of props) texts.add(style.getPropertyValue(prop));
      }
      const channels = (c: AxeColour) => [c.r, c.g, c.b, c.alpha];
      const differ = [...texts].filter((text) => {
        const own = channels(w.__axeParseColour.call(new Color(), text));
        return [0, 1].some(() => JSON.stringify(channels(new Color().parseString(text))) !== JSON.stringify(own));
      });
      return { count: texts.size, differ };
    });
    expect(compared.differ, `${scheme}: colours parsed otherwise from memory`).toEqual([]);
    expect(compared.count, `${scheme}: colours compared`).toBeGreaterThan(5);
  }
});

test("a state's check scans what a state can change: a defect in the calculator's island is reported in every view, the page's static HTML is left to the route's check", async ({
  page,
}) => {
  await page.goto("/molarity-calculator");
  await waitForIslandsAndNetwork(page);
  await page.evaluate(() => {
    const faint = () => {
      const p = document.createElement("p");
      p.textContent = "Faint text for the control check";
      p.style.cssText = "color:#bbb;background:#fff";
      return p;
    };
    const inIsland = faint();
    inIsland.id = "in-island";
    document.querySelector('[data-island]:not([data-island="header"]) form')!.append(inIsland);
    const outside = faint();
    outside.id = "outside-islands";
    document.querySelector("main")!.append(outside);
  });
  const found = await checkStateInEveryView(page, "molarity (with defects)");
  for (const view of ["@1280px light", "@375px light", "@1280px dark", "@375px dark"])
    expect(
      found.some((f) => f.includes(view) && f.includes("color-contrast") && f.includes("#in-island")),
      `the island's defect found ${view}`,
    ).toBe(true);
  expect(found.join("\n")).not.toContain("#outside-islands");
  // The route's own check (every rule on the whole page as loaded) is the one that reports it.
  const whole = await violations(page, "whole page", { rules: ["color-contrast"] });
  expect(whole.join("\n")).toContain("#outside-islands");
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

  // The calculators' error hints and results are checked once each, in "axe on every live state"
  // below, which brings each calculator into every state it can show (issue 55: before, the
  // converter's hint and result, Batch Convert's flagged value, the syringe beyond its volume and
  // its hint, and molarity's and dilution's hints and results were also checked here, the same
  // states with the same rules in the same four views).
});

// ---------------------------------------------------------------------------------------------
// Every live state (issue 28): errors, cautions, copied, Batch Convert, each step of the double
// check, each syringe choice, each solve-for mode, a share link. Each state is checked with every
// rule (WCAG 2.2 A/AA and best practice) at 1280 px and 375 px, in the light and the dark scheme,
// and in each the page's one announcer is its only live region.

test.describe("axe on every live state, light and dark (issue 28)", () => {
  test.describe.configure({ timeout: 300_000 });

  /** Opens a page on the paused clock a test moves, with a clipboard the test answers. */
  async function openAt(page: Page, url: string) {
    await installControlledClipboard(page);
    await setView(page, 1280, "light");
    await page.goto(url);
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
  }

  /** Every rule in the four views, and the announcer as the only live region, for the state now. */
  async function checkState(page: Page, label: string, found: string[]) {
    const live = await liveRegions(page);
    if (live.join() !== "#site-announcer") found.push(`${label}: live regions ${JSON.stringify(live)}`);
    found.push(...(await checkStateInEveryView(page, label)));
    await setView(page, 1280, "light");
  }

  test("converter: each kind of refused entry, each caution, too small to show", async ({ page }) => {
    const found: string[] = [];
    await openAt(page, "/20-mg-to-ml");
    const amount = page.locator("#converter-amount");
    const strength = page.getByRole("textbox", { name: "Concentration (mg/mL)" });
    const result = page.getByTestId("result-box");
    for (const [typed, status] of [
      ["abc", "invalid.amount"],
      ["1,200", "invalid.ambiguous"],
      ["1e3", "invalid.notation"],
      ["5 mL", "invalid.unit"],
      ["0.5", "ready.cautionSmall"],
      ["200", "ready.cautionLarge"],
      ["21.85", "ready.cautionPrecision"],
      ["0.0001", "offScale"],
    ] as const) {
      await amount.fill(typed);
      await expect(result).toHaveAttribute("data-status", status);
      await checkState(page, `converter ${status}`, found);
    }
    await amount.fill("20");
    await strength.fill("1:1,000");
    await expect(result).toHaveAttribute("data-status", /^ready\./);
    await strength.fill("abc");
    await expect(result).toHaveAttribute("data-status", "invalid.concentration");
    await checkState(page, "converter invalid.concentration", found);
    expect(found, found.join("\n")).toEqual([]);
  });

  test("converter: copied, share link copied, a share link applied and one ignored", async ({ page }) => {
    const found: string[] = [];
    await openAt(page, "/20-mg-to-ml");
    await page.getByRole("button", { name: CONVERTER_CONTROLS.copy }).click();
    await settleClipboard(page, "done");
    await expect(page.getByTestId("copied-indicator")).toHaveAttribute("data-copied", "true");
    await checkState(page, "converter copied (indicator and toast)", found);
    await page.getByRole("button", { name: "Copy share link" }).click();
    await settleClipboard(page, "done", "link");
    await expect(page.getByTestId("link-copied-indicator")).toHaveAttribute("data-copied", "true");
    await checkState(page, "converter share link copied", found);
    await page.goto("/20-mg-to-ml#v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL");
    await expect(page.getByTestId("link-note")).toHaveAttribute("data-kind", "applied");
    await checkState(page, "share link applied", found);
    await page.goto("/30-mg-to-ml#v=9&dir=mg-ml&amount=1");
    await expect(page.getByTestId("link-note")).toHaveAttribute("data-kind", "ignored");
    await checkState(page, "share link ignored", found);
    expect(found, found.join("\n")).toEqual([]);
  });

  test("Batch Convert: a hint, results with cautions and a flagged entry, copied", async ({ page }) => {
    const found: string[] = [];
    await openAt(page, "/20-mg-to-ml");
    await page.getByRole("tab", { name: "Batch Convert" }).click();
    await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
    await expect(page.getByRole("textbox", { name: "Values to convert" })).toHaveAttribute("aria-invalid", "true");
    await checkState(page, "batch hint", found);
    await page.getByRole("textbox", { name: "Values to convert" }).fill("0.5, 20, 200, abc");
    await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
    await expect(page.getByRole("status", { name: "Batch summary" })).toHaveAttribute("data-cautions", "true");
    await checkState(page, "batch with cautions and a flagged entry", found);
    await page.getByRole("button", { name: "Copy all" }).click();
    await settleClipboard(page, "done");
    await expect(page.getByTestId("batch-copied-indicator")).toHaveAttribute("data-copied", "true");
    await checkState(page, "batch copied", found);
    expect(found, found.join("\n")).toEqual([]);
  });

  test("the double check at each step", async ({ page }) => {
    const found: string[] = [];
    await openAt(page, "/20-mg-to-ml");
    const card = page.locator("#converter");
    const step = card.locator("[data-check-step]");
    const press = (name: string) => page.getByRole("button", { name, exact: true }).click();
    await press(DOUBLE_CHECK_CONTROLS.request);
    await expect(step).toHaveAttribute("data-check-step", "handover");
    await checkState(page, "double check handover", found);
    await press("Start the second entry");
    await expect(step).toHaveAttribute("data-check-step", "entering");
    await checkState(page, "double check entering", found);
    await press("Compare");
    await expect(card.getByLabel("Amount (mg)")).toHaveAttribute("aria-invalid", "true");
    await checkState(page, "double check incomplete (amount)", found);
    await card.getByLabel("Amount (mg)").fill("20");
    await press("Compare");
    await expect(card.getByLabel("Strength as on the label")).toHaveAttribute("aria-invalid", "true");
    await checkState(page, "double check incomplete (strength)", found);
    await card.getByLabel("Amount (mg)").fill("0.00001");
    await card.getByLabel("Strength as on the label").fill("10");
    await press("Compare");
    await expect(step).toHaveAttribute("data-check-step", "incomplete");
    await expect(card.getByLabel("Amount (mg)")).toBeFocused();
    await checkState(page, "double check incomplete (result)", found);
    await card.getByLabel("Amount (mg)").fill("25");
    await press("Compare");
    await expect(step).toHaveAttribute("data-check-step", "mismatch");
    await checkState(page, "double check mismatch", found);
    await press("Start again");
    await card.getByLabel("Amount (mg)").fill("20");
    await card.getByLabel("Strength as on the label").fill("10");
    await press("Compare");
    await expect(step).toHaveAttribute("data-check-step", "match");
    // The entries side by side are a table with a name of its own.
    await expect(card.getByRole("table")).toHaveAccessibleName("Both entries, as each person read the label");
    await checkState(page, "double check match", found);
    expect(found, found.join("\n")).toEqual([]);
  });

  test("the syringe: each choice, on a mark, between marks, below the smallest mark, more than it holds", async ({
    page,
  }) => {
    const found: string[] = [];
    await openAt(page, "/mg-to-ml-syringe");
    const amount = page.getByRole("textbox", { name: "Amount (mg)" });
    const chooser = page.getByRole("combobox", { name: "Syringe" });
    const drawing = page.getByRole("img");
    for (const [typed, choice, status] of [
      ["125", "auto-oral", "onMark"],
      ["125", "auto-injection", "onMark"],
      ["16.25", "oral-1", "betweenMarks"],
      ["1", "oral-5", "belowSmallestMark"],
      ["125", "tuberculin-1", "exceeds"],
      ["10", "insulin-0-5", "onMark"],
    ] as const) {
      await amount.fill(typed);
      await chooser.selectOption(choice);
      await expect(drawing).toHaveAttribute("data-status", status);
      await checkState(page, `syringe ${choice} ${status}`, found);
    }
    // The amount refused: its hint, and the syringe drawn empty.
    await amount.fill("-1");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(drawing).toHaveAttribute("data-status", "empty");
    await checkState(page, "syringe with the amount's hint", found);
    expect(found, found.join("\n")).toEqual([]);
  });

  test("molarity: each solve-for mode with hints and with a result, other units", async ({ page }) => {
    const found: string[] = [];
    await openAt(page, "/molarity-calculator");
    const solveFor = page.getByRole("radiogroup", { name: "Solve for:" });
    const samples: Record<string, string> = {
      "Mass of solute": "5.8440",
      "Molecular weight": "58.44",
      "Volume of solution": "100",
      Molarity: "1",
    };
    for (const mode of ["Molarity", "Mass", "Volume", "Molecular weight"]) {
      // Reset returns Solve for to the page's default (issue 52): clear first, then choose.
      await page.getByRole("button", { name: "Reset", exact: true }).click();
      await solveFor.getByRole("radio", { name: mode, exact: true }).check();
      await page.getByRole("button", { name: `Calculate ${mode}`, exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await checkState(page, `molarity solving for ${mode}, hints`, found);
      for (const [label, value] of Object.entries(samples)) {
        const field = page.getByRole("textbox", { name: new RegExp(`^${label} \\(`) });
        if (await field.isEnabled()) await field.fill(value);
      }
      await page.getByRole("button", { name: `Calculate ${mode}`, exact: true }).click();
      await expect(page.getByRole("status", { name: mode })).toContainText(" = ");
      await checkState(page, `molarity solving for ${mode}, result`, found);
    }
    await page
      .getByRole("radiogroup", { name: "Mass of solute unit" })
      .getByRole("radio", { name: "mg", exact: true })
      .check();
    await page
      .getByRole("radiogroup", { name: "Volume of solution unit" })
      .getByRole("radio", { name: "L", exact: true })
      .check();
    await checkState(page, "molarity in mg and L", found);
    expect(found, found.join("\n")).toEqual([]);
  });

  test("dilution: each solve-for mode with hints and with a result", async ({ page }) => {
    const found: string[] = [];
    await openAt(page, "/dilution-calculator");
    const solveFor = page.getByRole("radiogroup", { name: "Solve for:" });
    const values: Record<string, string> = {
      "C1 - Initial Concentration (mg/mL)": "100",
      "V1 - Initial Volume (mL)": "5",
      "C2 - Final Concentration (mg/mL)": "10",
      "V2 - Final Volume (mL)": "50",
    };
    for (const mode of ["V1", "V2", "C2"]) {
      // Reset returns Solve for to the page's default (issue 52): clear first, then choose.
      await page.getByRole("button", { name: "Reset", exact: true }).click();
      await solveFor.getByRole("radio", { name: mode, exact: true }).check();
      await page.getByRole("button", { name: "Calculate", exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await checkState(page, `dilution solving for ${mode}, hints`, found);
      for (const [label, value] of Object.entries(values)) {
        const field = page.getByRole("textbox", { name: label, exact: true });
        if (await field.isEnabled()) await field.fill(value);
      }
      await page.getByRole("button", { name: "Calculate", exact: true }).click();
      await expect(page.getByRole("status", { name: "Result" })).toContainText(`${mode} = `);
      await checkState(page, `dilution solving for ${mode}, result`, found);
    }
    // An impossible entry: a final concentration above the stock's.
    await page.getByRole("button", { name: "Reset", exact: true }).click();
    await page.getByRole("textbox", { name: "C1 - Initial Concentration" }).fill("10");
    await page.getByRole("textbox", { name: "C2 - Final Concentration" }).fill("100");
    await page.getByRole("textbox", { name: "V2 - Final Volume (mL)" }).fill("50");
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await checkState(page, "dilution with an impossible entry", found);
    expect(found, found.join("\n")).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Names, roles and keyboards that axe does not check (issue 28)

test.describe("names, roles and keyboards", () => {
  test("every table and every region of each kind of page has a name of its own", async ({ page }) => {
    const failures: string[] = [];
    for (const path of [
      "/",
      "/20-mg-to-ml",
      "/0-5-ml-to-mg",
      "/mg-to-ml-syringe",
      "/molarity-calculator",
      "/dilution-calculator",
      "/about",
    ]) {
      await page.goto(path);
      await waitForIslandsAndNetwork(page);
      // Accessible names as the accessibility tree gives them (Playwright's snapshot).
      const tree = await page.locator("body").ariaSnapshot();
      for (const role of ["table", "region"]) {
        const names = [...tree.matchAll(new RegExp(`^\\s*- ${role}(?: "((?:[^"\\\\]|\\\\.)*)")?(?=[ :]|$)`, "gm"))].map(
          (m) => m[1] ?? "",
        );
        const counts = new Map<string, number>();
        for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
        for (const [name, count] of counts) {
          if (name === "") failures.push(`${path}: ${count} ${role}(s) without a name`);
          else if (count > 1) failures.push(`${path}: ${count} ${role}s named "${name}"`);
        }
      }
      const tables = await page.locator("table").count();
      expect(tables, `${path} has tables to check`).toBeGreaterThanOrEqual(path === "/about" ? 0 : 1);
    }
    expect(failures).toEqual([]);
  });

  test("the syringe drawing has one short name and a description that does not repeat it", async ({ page }) => {
    await page.goto("/mg-to-ml-syringe");
    await waitForIslandsAndNetwork(page);
    const drawing = page.getByRole("img");
    await expect(drawing).toHaveAccessibleName("1 mL oral syringe");
    await expect(drawing).toHaveAccessibleDescription(/^Holds 1 mL, marked every/);
    expect(await drawing.evaluate((el) => el.getAttribute("aria-describedby"))).not.toBeNull();
    const description = await drawing.evaluate(
      (el) => document.getElementById(el.getAttribute("aria-describedby")!)!.textContent,
    );
    expect(description).not.toContain("oral syringe");
  });

  test("solve-for is a radio group: one of four checked, the arrow keys move the choice, Tab leaves the group", async ({
    page,
  }) => {
    await page.goto("/molarity-calculator");
    await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
    const group = page.getByRole("radiogroup", { name: "Solve for:" });
    const radios = group.getByRole("radio");
    await expect(radios).toHaveCount(4);
    await expect(group.getByRole("radio", { checked: true })).toHaveCount(1);
    // "1 of 4" is what a screen reader says of a radio in a group of four of the same name.
    expect(await radios.evaluateAll((els) => new Set(els.map((el) => (el as HTMLInputElement).name)).size)).toBe(1);
    await radios.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(group.getByRole("radio", { name: "Mass", exact: true })).toBeFocused();
    await expect(group.getByRole("radio", { name: "Mass", exact: true })).toBeChecked();
    await expect(group.getByRole("radio", { checked: true })).toHaveCount(1);
    // Tab leaves the group: the next control is not one of its radios (the form's fields, and
    // their unit choices, follow the group: issue 53, principle 7).
    const name = await radios.first().evaluate((el) => (el as HTMLInputElement).name);
    await page.keyboard.press("Tab");
    const active = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return { tag: el?.tagName ?? "", name: el?.name ?? "", inMain: !!el?.closest("main") };
    });
    expect(active.inMain, "focus stays in the calculator").toBe(true);
    expect(active.tag).toBe("INPUT");
    expect(active.name, "a control after the group, not one of its radios").not.toBe(name);
  });

  test("keyboards fit the content: a decimal keypad only where nothing but a number goes", async ({ page }) => {
    /** Every text field of the calculator: its label, its inputmode and its autocorrect attributes. */
    const fields = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("main input[type=text], main textarea")]
          .filter((el) => !el.closest("[data-behaviour]"))
          .map((el) => ({
            label: (el.labels?.[0]?.textContent ?? "").trim(),
            inputmode: el.getAttribute("inputmode"),
            autocapitalize: el.getAttribute("autocapitalize"),
            autocorrect: el.getAttribute("autocorrect"),
            spellcheck: el.getAttribute("spellcheck"),
          })),
      );
    const text = { inputmode: null, autocapitalize: "off", autocorrect: "off", spellcheck: "false" };
    await page.goto("/20-mg-to-ml");
    await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
    // The amount may carry its unit ("500 mcg"); the strength is written as on the label.
    expect(await fields()).toEqual([
      { label: "Amount (mg)", ...text },
      { label: "Concentration (mg/mL)", ...text },
    ]);
    await page.getByRole("tab", { name: "Batch Convert" }).click();
    // Batch Convert's code loads on first use: its field is there once it has arrived.
    await expect(page.getByRole("textbox", { name: "Values to convert" })).toBeVisible();
    expect(await fields()).toEqual([{ label: "Values to convert", ...text }]);
    await page.getByRole("tab", { name: "Calculator" }).click();
    await page.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.request }).click();
    await page.getByRole("button", { name: "Start the second entry" }).click();
    await expect(page.getByRole("textbox", { name: "Strength as on the label" })).toBeVisible();
    expect(await fields()).toEqual([
      { label: "Amount (mg)", ...text },
      { label: "Strength as on the label", ...text },
    ]);
    // The laboratory tools' fields take one number each: the decimal keypad.
    for (const path of ["/molarity-calculator", "/dilution-calculator"]) {
      await page.goto(path);
      await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
      const found = await fields();
      expect(found.length).toBeGreaterThanOrEqual(4);
      for (const f of found) expect(f, `${path} ${f.label}`).toMatchObject({ inputmode: "decimal" });
    }
    // The clinical calculators: a number alone gets the keypad, a strength as on the label the
    // text keyboard ("250 mg per 5 mL", "1:1,000" and "2%" cannot be typed on a keypad).
    for (const [path, strength] of [
      ["/weight-based-dose-calculator", "Label strength (optional)"],
      ["/reconstitution-calculator", "Target concentration"],
      ["/infusion-rate-calculator", "In the bag (amount in volume)"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
      if (path === "/reconstitution-calculator") await page.getByRole("radio", { name: /diluent to add/i }).check();
      const found = await fields();
      expect(
        found.map((f) => f.label),
        path,
      ).toContain(strength);
      for (const f of found)
        expect(f, `${path} ${f.label}`).toMatchObject(f.label === strength ? text : { inputmode: "decimal" });
    }
  });

  test("the Behaviour view comes after the page's own content, headed for auditors, with no command lines", async ({
    page,
  }) => {
    for (const [path, scope] of [
      ["/20-mg-to-ml", "converter"],
      ["/mg-to-ml-syringe", "converter"],
      ["/molarity-calculator", "molarity"],
      ["/dilution-calculator", "dilution"],
    ] as const) {
      await page.goto(path);
      await waitForIslandsAndNetwork(page);
      const section = page.locator(`[data-behaviour-section="${scope}"]`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(
        "For auditors and testers: how the calculator works inside",
      );
      await expect(section).toContainText("You do not need this part to use the calculator.");
      // Last in the page's main content: nothing of the page's own comes after it.
      expect(await section.evaluate((el) => el.nextElementSibling === null && el.closest("main") !== null)).toBe(true);
      // Not inside the calculator.
      expect(await section.evaluate((el) => el.closest("[data-island]") === null)).toBe(true);
      await section.locator("summary").click();
      await expect(section.locator("details")).toHaveAttribute("data-behaviour-loaded", "ready");
      await expect(section.locator("[data-behaviour-meanings] li").first()).toBeVisible();
      await expect(section).not.toContainText(/npm |npx |--\s/);
      expect(await liveRegions(page)).toEqual(["#site-announcer"]);
    }
  });
});
