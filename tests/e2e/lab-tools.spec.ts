/**
 * Laboratory tools in the built site: model-based paths of the molarity and dilution machines
 * replayed in Chromium (browser-level coverage printed and asserted at 100 %), keyboard-only
 * operation of both pages, content readable before hydration, no console errors, 320 px layout
 * and an axe check of both calculators.
 */
import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { createMolarityModel } from "../../tools/statecharts/molarity.model";
import { createDilutionModel } from "../../tools/statecharts/dilution.model";
import { HOW_TO_EXAMPLE, NACL_EXAMPLE, WEIGH_EXAMPLE } from "../../src/content/lab-examples";
import { LAB_DISCLAIMER_SHORT } from "../../src/data/site";
import { SERIAL_TEXT } from "../../src/machines/serial-dilution/serial-dilution.types";

/** The laboratory disclaimer as React writes it into HTML (an apostrophe escaped). */
const LAB_DISCLAIMER_HTML = LAB_DISCLAIMER_SHORT.replace(/'/g, "&#x27;");
import { DILUTION, MOLARITY, openLab as open, runLabPath } from "./support/lab-driver";
import { TAGS, violations } from "./support/axe";
import { expectAnnouncedNow } from "./support/keyboard";
import { printCount, printed } from "./support/print";

function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Model-based paths (the drivers live in support/lab-driver.ts; keyboard.spec.ts runs the same
// paths with the keyboard alone)

test.describe("molarity model paths in the browser", () => {
  // One worker, in order: the coverage tracker lives in this worker and is asserted last. Long
  // walks, not short paths (a page load per walk, no prefix replayed again; every step checked):
  // a walk of forty steps needs more than the default time limit on a busy machine.
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const model = createMolarityModel().withStrategy("walk");
  const tracker = model.coverage("browser");
  for (const path of model.paths) {
    test(path.title, async ({ page }) => {
      await runLabPath(page, "molarity", path, { mode: "pointer" });
      tracker.recordPath(path);
    });
  }
  test("covers 100 % of states and transitions (browser level)", () => {
    tracker.assertComplete();
  });
});

test.describe("dilution model paths in the browser", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const model = createDilutionModel().withStrategy("walk");
  const tracker = model.coverage("browser");
  for (const path of model.paths) {
    test(path.title, async ({ page }) => {
      await runLabPath(page, "dilution", path, { mode: "pointer" });
      tracker.recordPath(path);
    });
  }
  test("covers 100 % of states and transitions (browser level)", () => {
    tracker.assertComplete();
  });
});

// ---------------------------------------------------------------------------------------------
// Keyboard only

/** The element that has the focus, described by its accessible label or text. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return "";
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    return (label ?? el.getAttribute("aria-label") ?? el.textContent ?? "").trim();
  });
}

async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

/** Presses Tab until the element named `name` has the focus (at most `max` times). */
async function tabTo(page: Page, name: string, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe("dilution units", () => {
  test("dilution: units on every field, the conversion shown and said, a unit mismatch named, Reset restores the units", async ({
    page,
  }) => {
    await open(page, DILUTION);
    const unit = (group: string, name: string) =>
      page.getByRole("radiogroup", { name: group, exact: true }).getByRole("radio", { name, exact: true });
    const region = page.getByRole("status", { name: "Result" });
    await unit("C1 unit", "mM").click();
    await expectAnnouncedNow(page, "C1 in mM.");
    await unit("C2 unit", "µM").click();
    await unit("V1 unit", "µL").click();
    await expectAnnouncedNow(page, "V1 in µL.");
    // Each label names its unit.
    const c1 = page.getByRole("textbox", { name: "C1 - Initial Concentration (mM)", exact: true });
    const v1 = page.getByRole("textbox", { name: "V1 - Initial Volume (µL)", exact: true });
    await c1.fill("10");
    await page.getByRole("textbox", { name: "C2 - Final Concentration (µM)", exact: true }).fill("50");
    await page.getByRole("textbox", { name: "V2 - Final Volume (mL)", exact: true }).fill("1");
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    // 10 mM to 50 µM in 1 mL: 5 µL of stock, not 5 mL (no 1 000-fold slip).
    await expect(v1).toHaveValue("5");
    await expect(region).toContainText("V1 = 5 µL");
    await expect(region).toContainText(/C1 10 mM = 10\s000 µM/);
    await expect(region).toContainText("5 µL of the 10 mM stock, made up to 1 mL at 50 µM: add 0.995 mL diluent.");
    await expect(region).toContainText("Measure the stock (5 µL) with a P20; the diluent (995 µL) with a P1000.");
    await expectAnnouncedNow(page, "V1 = 5 µL. C1 10 mM = 10000 µM. 5 µL of the 10 mM stock");
    // A unit nothing links to µM: named, what to do, never a number.
    await unit("C1 unit", "×").click();
    await expectAnnouncedNow(page, "C1 in ×. The result was cleared: press Calculate.");
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(region).toHaveAttribute("data-kind", "unitMismatch");
    await expect(region).toContainText("C1 is in × (a stock's × strength) and C2 in µM (a molar concentration)");
    await expect(v1).toHaveValue("");
    await expectAnnouncedNow(page, "No result. C1 is in ×");
    // Molar and mass per volume: through the molecular weight.
    await unit("C1 unit", "M").click();
    await unit("C2 unit", "% w/v").click();
    await unit("V1 unit", "mL").click();
    await page.getByRole("textbox", { name: "C1 - Initial Concentration (M)", exact: true }).fill("1");
    await page.getByRole("textbox", { name: "C2 - Final Concentration (% w/v)", exact: true }).fill("0.9");
    await page.getByRole("textbox", { name: "V2 - Final Volume (mL)", exact: true }).fill("500");
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(region).toHaveAttribute("data-kind", "unitMismatch");
    await expect(region).toContainText("enter the molecular weight of the solute (g/mol)");
    await page.getByRole("textbox", { name: "Molecular weight (g/mol)" }).fill("58.44");
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(region).toContainText("V1 = 77 mL");
    await expect(region).toContainText("C1 1 M = 5.84 % w/v at 58.44 g/mol");
    // Reset: the page's units again.
    await page.getByRole("button", { name: "Reset", exact: true }).click();
    await expect(unit("C1 unit", "mg/mL")).toBeChecked();
    await expect(unit("C2 unit", "mg/mL")).toBeChecked();
    await expect(unit("V1 unit", "mL")).toBeChecked();
    await expect(page.getByRole("textbox", { name: "C1 - Initial Concentration (mg/mL)", exact: true })).toHaveValue(
      "",
    );
  });
});

test.describe("keyboard only", () => {
  test("molarity: skip link, type, Enter to calculate, fix an error, Reset", async ({ page }) => {
    await open(page, MOLARITY);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    // The 'Solve for:' choice comes before the fields it decides (issue 53, principle 7).
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("radiogroup", { name: "Solve for:" }).getByRole("radio", { name: "Molarity", exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    const mass = page.getByRole("textbox", { name: "Mass of solute (g)" });
    const mw = page.getByRole("textbox", { name: "Molecular weight (g/mol)" });
    const volume = page.getByRole("textbox", { name: "Volume of solution (mL)" });
    await expect(mass).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type("5.844");
    // Issue 15: each field is followed by its unit choice, a radio group (issue 28): Tab stops
    // on its checked radio once.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "g", exact: true })).toBeFocused();
    await tabTo(page, "Molecular weight (g/mol)");
    await expect(mw).toBeFocused();
    await page.keyboard.type("58.44");
    await tabTo(page, "Volume of solution (mL)");
    await expect(volume).toBeFocused();
    await page.keyboard.type("0");
    await page.keyboard.press("Enter");
    // The failed Calculate keeps the focus on the field to fix and says why (issue 15: the
    // dilution calculator's wording).
    await expect(volume).toBeFocused();
    await expect(volume).toHaveAccessibleDescription("Volume of solution can't be 0: enter a value above 0.");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("100");
    await tabTo(page, "Calculate Molarity");
    await expect(page.getByRole("button", { name: "Calculate Molarity" })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    const region = page.getByRole("status", { name: "Molarity" });
    await expect(region).toContainText(NACL_EXAMPLE.display.molar);
    await expect(region).toContainText("= 1 M");
    await expect(page.getByRole("textbox", { name: "Molarity (M)", exact: true })).toHaveValue("1");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Reset", exact: true })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(mass).toBeFocused();
    for (const input of [mass, mw, volume]) await expect(input).toHaveValue("");
    await expect(region).not.toContainText("= 1 M");
  });

  test("dilution: fields, the Solve for radio group with the arrow keys, Enter to calculate, Reset returns to the page's defaults", async ({
    page,
  }) => {
    await open(page, DILUTION);
    const c1 = page.getByRole("textbox", { name: "C1 - Initial Concentration" });
    const v1 = page.getByRole("textbox", { name: "V1 - Initial Volume (mL)" });
    const c2 = page.getByRole("textbox", { name: "C2 - Final Concentration" });
    const v2 = page.getByRole("textbox", { name: "V2 - Final Volume (mL)" });
    const unit = (group: string, name: string) =>
      page.getByRole("radiogroup", { name: group, exact: true }).getByRole("radio", { name, exact: true });
    await tabTo(page, "C1 - Initial Concentration (mg/mL)");
    await expect(c1).toBeFocused();
    await page.keyboard.type("100");
    // Each field is followed by its unit group, reached on its chosen unit; V1 is the unknown:
    // disabled, skipped.
    await page.keyboard.press("Tab");
    await expect(unit("C1 unit", "mg/mL")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(unit("V1 unit", "mL")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(c2).toBeFocused();
    await page.keyboard.type("10");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(v2).toBeFocused();
    await page.keyboard.type("50");
    await page.keyboard.press("Enter");
    const region = page.getByRole("status", { name: "Result" });
    await expect(v1).toHaveValue("5");
    await expect(region).toContainText(HOW_TO_EXAMPLE.display.headline);
    await expect(region).toContainText("5 mL of the 100 mg/mL stock, made up to 50 mL at 10 mg/mL: add 45 mL diluent.");

    // 'Solve for:' is a radio group: Tab reaches its checked radio, the arrow keys move the choice.
    const radio = (name: string) =>
      page.getByRole("radiogroup", { name: "Solve for:" }).getByRole("radio", { name, exact: true });
    // It comes before the fields (issue 53, principle 7): Shift+Tab goes back to it.
    for (let i = 0; i < 12 && !(await radio("V1").evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press("Shift+Tab");
    await expect(radio("V1")).toBeFocused();
    await expect(radio("V1")).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(radio("V2")).toBeFocused();
    await expectVisibleFocus(page);
    await expect(radio("V2")).toBeChecked();
    await expect(v2).toBeDisabled();
    await expect(v1).toBeEnabled();
    await page.keyboard.press("ArrowRight");
    await expect(radio("C2")).toBeChecked();
    // Tab leaves the group for the first field it decides.
    await page.keyboard.press("Tab");
    await expect(c1).toBeFocused();
    await tabTo(page, "Calculate");
    await expect(page.getByRole("button", { name: "Calculate", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    // V1 is empty now (it was the unknown before): the hint names it and takes the focus.
    await expect(v1).toBeFocused();
    await expect(v1).toHaveAccessibleDescription("Enter V1, the initial volume in mL.");
    await page.keyboard.type("5");
    // V1's unit, C2's unit (C2 is the unknown now), then V2.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(v2).toBeFocused();
    // What was typed in V2 before it became the unknown is still there.
    await expect(v2).toHaveValue("50");
    await page.keyboard.press("Enter");
    await expect(c2).toHaveValue("10");
    await expect(region).toContainText("C2 = 10 mg/mL");

    await tabTo(page, "Reset");
    await page.keyboard.press("Enter");
    await expect(c1).toBeFocused();
    for (const input of [c1, v1, c2, v2]) await expect(input).toHaveValue("");
    // Issue 52: Reset returns Solve for (and the units) to the page's defaults.
    await expect(radio("V1")).toBeChecked();
  });
});

test.describe("focus after a share link (issue 53, principle 4)", () => {
  /** A link for each card that solves for another field than the page's (its field is then disabled). */
  const LINKS = [
    {
      path: MOLARITY,
      fragment:
        "#v=1&solve=mass&mass=&molecularWeight=58.44&volume=500&molarity=0.15&massUnit=g&volumeUnit=mL&molarityUnit=M&balanceUnit=0.01%20g",
      unknown: "Mass of solute (g)",
      chosen: "Mass",
    },
    {
      path: DILUTION,
      fragment:
        "#v=1&solve=v2&c1=100&v1=5&c2=10&v2=&molecularWeight=&c1Unit=mg%2FmL&v1Unit=mL&c2Unit=mg%2FmL&v2Unit=mL",
      unknown: "V2 - Final Volume (mL)",
      chosen: "V2",
    },
  ] as const;

  /** What has the focus: "body" when nothing does, and whether it is disabled. */
  const focusNow = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      const lost = !el || el === document.body || el === document.documentElement;
      return {
        lost,
        disabled: !lost && (el as HTMLInputElement).disabled === true,
        what: lost ? "body" : `${el.tagName} ${el.getAttribute("name") ?? el.id ?? ""} ${el.textContent ?? ""}`.trim(),
        inCard: !lost && el.closest("[data-hydrated]") !== null,
      };
    });

  /** Tabs from where the focus is through the whole card: never lost, never on a disabled element. */
  async function walkCard(page: Page) {
    let left = false;
    let entered = false;
    for (let i = 0; i < 60 && !left; i += 1) {
      await page.keyboard.press("Tab");
      const now = await focusNow(page);
      expect(now.lost, `Tab ${i + 1} lost the focus`).toBe(false);
      expect(now.disabled, `Tab ${i + 1} landed on a disabled element: ${now.what}`).toBe(false);
      if (now.inCard) entered = true;
      else if (entered) left = true;
    }
    expect(left, "Tab walked through the whole card").toBe(true);
  }

  for (const link of LINKS) {
    test(`${link.path}: a link opened on the page, then a Tab walk through the card`, async ({ page }) => {
      await open(page, link.path + link.fragment);
      const unknown = page.getByRole("textbox", { name: link.unknown, exact: true });
      await expect(unknown).toBeDisabled();
      await walkCard(page);
    });

    test(`${link.path}: a link pasted while its unknown has the focus moves the focus to 'Solve for'`, async ({
      page,
    }) => {
      await open(page, link.path);
      const unknown = page.getByRole("textbox", { name: link.unknown, exact: true });
      // Focused as the keyboard does (a click would make Chromium hide the ring of the focus moved next).
      await unknown.focus();
      await expect(unknown).toBeFocused();
      // The link pasted into the address of the same page: only its fragment changes.
      await page.evaluate((fragment) => (window.location.hash = fragment), link.fragment);
      await expect(unknown).toBeDisabled();
      const chosen = page.getByRole("radiogroup", { name: "Solve for:" }).getByRole("radio", { name: link.chosen });
      await expect(chosen).toBeChecked();
      await expect(chosen).toBeFocused();
      await expectVisibleFocus(page);
      await walkCard(page);
    });
  }

  test("/serial-dilution-calculator: a link in the other mode, pasted while the field it removes has the focus, moves the focus to the mode's radio", async ({
    page,
  }) => {
    await open(page, "/serial-dilution-calculator");
    const factor = page.getByRole("textbox", { name: SERIAL_TEXT.fields.factor.label, exact: true });
    await factor.focus();
    await expect(factor).toBeFocused();
    await page.evaluate(
      (fragment) => (window.location.hash = fragment),
      "#v=1&mode=target&stock=1&stockUnit=mM&factor=&target=1&targetUnit=nM&steps=6&volume=1000&volumeUnit=%C2%B5L&convention=after",
    );
    await expect(factor).toHaveCount(0);
    const chosen = page
      .getByRole("radiogroup", { name: SERIAL_TEXT.mode })
      .getByRole("radio", { name: SERIAL_TEXT.modes.target });
    await expect(chosen).toBeChecked();
    await expect(chosen).toBeFocused();
    await expectVisibleFocus(page);
    await walkCard(page);
  });
});

// ---------------------------------------------------------------------------------------------
// Page quality

test.describe("lab pages", () => {
  test("the pre-rendered HTML already has the forms, the examples and the disclaimer", async ({ request }) => {
    const molarity = await (await request.get(MOLARITY)).text();
    for (const text of [
      "Mass of solute (g)",
      "Molecular weight (g/mol)",
      "Volume of solution (mL)",
      "Calculate Molarity",
      NACL_EXAMPLE.display.molar,
      LAB_DISCLAIMER_HTML,
    ]) {
      expect(molarity).toContain(text);
    }
    // Issue 15: the solve-for choice, the common solutes and the mass examples are in the HTML too.
    for (const text of [
      "Solve for:",
      "Molecular weight",
      "Tris base",
      "C₁₀H₁₄N₂Na₂O₈·2H₂O",
      WEIGH_EXAMPLE.display.bench!,
      "FAQPage",
    ]) {
      expect(molarity).toContain(text);
    }
    const dilution = await (await request.get(DILUTION)).text();
    for (const text of [
      "C1V1 = C2V2 Calculator",
      "Enter three values to calculate the fourth",
      "Initial Solution",
      "Final Solution",
      "Solve for:",
      "C1 × V1 = C2 × V2",
      "How to Use",
      LAB_DISCLAIMER_HTML,
    ]) {
      expect(dilution).toContain(text);
    }
    expect(dilution).toContain(
      `needs V1 = ${HOW_TO_EXAMPLE.v1}, i.e. ${HOW_TO_EXAMPLE.v1} stock plus ${HOW_TO_EXAMPLE.diluent} diluent`,
    );
  });

  for (const path of [MOLARITY, DILUTION]) {
    test(`${path}: no console errors, fits 320 px, no axe violations in the calculator`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 320, height: 740 });
      await open(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // Show the error state too, so hints are checked.
      await page
        .getByRole("button", { name: path === MOLARITY ? "Calculate Molarity" : "Calculate", exact: true })
        .click();
      const card = path === MOLARITY ? "#molarity-card-title" : "#dilution-card-title";
      const found = await violations(page, `${path} with hints @320px`, {
        include: `section:has(${card})`,
        tags: TAGS,
      });
      expect(found, found.join("\n")).toEqual([]);
      const buttons = await page
        .locator(`section:has(${card}) button`)
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
      for (const h of buttons) expect(h).toBeGreaterThanOrEqual(44);
      expect(problems).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// A record you can keep (issue 52, principle 6)

test.describe("notebook record", () => {
  /** A clipboard that keeps what the page writes (the page's own is the browser's). */
  async function keepCopies(page: Page) {
    await page.addInitScript(() => {
      const copies: string[] = [];
      (window as unknown as { copies: string[] }).copies = copies;
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: (text: string) => (copies.push(text), Promise.resolve()) },
      });
    });
  }
  const copies = (page: Page) => page.evaluate(() => (window as unknown as { copies: string[] }).copies);

  test("molarity: Copy record and Print record keep the entries with their units, the balance, the result, the bench step, the conventions and the date", async ({
    page,
  }) => {
    await keepCopies(page);
    await open(page, MOLARITY);
    const copy = page.getByRole("button", { name: "Copy record" });
    await expect(copy).toBeDisabled();
    await expect(page.getByRole("group", { name: "Keep a record" })).toHaveAccessibleDescription(
      "Copy record and Print record work once there is a result.",
    );
    await page.getByRole("radio", { name: "Mass" }).check();
    await page.getByRole("textbox", { name: "Molarity (M)" }).fill("0.15");
    await page.getByRole("textbox", { name: "Molecular weight (g/mol)" }).fill("58.443");
    await page.getByRole("textbox", { name: "Volume of solution (mL)" }).fill("500");
    await page.getByRole("button", { name: "Calculate Mass" }).click();
    await copy.click();
    await expect.poll(() => copies(page)).toHaveLength(1);
    const [text] = await copies(page);
    expect(text).toContain("Molarity calculator: solving for mass");
    expect(text).toContain("- Molarity: 0.15 M");
    expect(text).toContain("- Molecular weight: 58.443 g/mol");
    expect(text).toContain("- Volume of solution: 500 mL");
    expect(text).toContain("- Balance: reads 0.1 mg");
    expect(text).toContain("Mass: 4.38 g");
    expect(text).toContain("Dissolve 4.38 g");
    expect(text).toContain("Molarity (M) is moles of solute per litre of final solution");
    await expectAnnouncedNow(page, "Record copied");
    await page.getByRole("button", { name: "Print record" }).click();
    await expect.poll(() => printCount(page)).toBe(1);
    const { text: raw, pages } = await printed(page);
    const paper = raw.replace(/\s+/g, " ");
    expect(pages).toBe(1);
    for (const part of [
      "Molarity calculator: solving for mass",
      "Entries",
      "0.15 M",
      "58.443 g/mol",
      "Result",
      "Mass: 4.38 g",
      "Conventions",
      "Printed on this device:",
      "Checked by:",
    ])
      expect(paper).toContain(part);
    // Only the record prints: not the page's header, form or explanations.
    expect(paper).not.toContain("Calculate Mass");
  });

  test("dilution: the record names each entry's unit, C1 in the unit of C2, the diluent and the pipettes; an edit takes the record away", async ({
    page,
  }) => {
    await keepCopies(page);
    await open(page, DILUTION);
    await page.getByRole("radiogroup", { name: "C1 unit" }).getByRole("radio", { name: "mM" }).check();
    await page.getByRole("radiogroup", { name: "C2 unit" }).getByRole("radio", { name: "µM" }).check();
    await page.getByRole("textbox", { name: /^C1 - Initial Concentration/ }).fill("10");
    await page.getByRole("textbox", { name: /^C2 - Final Concentration/ }).fill("50");
    await page.getByRole("textbox", { name: /^V2 - Final Volume/ }).fill("1");
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await page.getByRole("button", { name: "Copy record" }).click();
    await expect.poll(() => copies(page)).toHaveLength(1);
    const [text] = await copies(page);
    expect(text).toContain("Dilution calculator (C1V1 = C2V2): solving for V1");
    expect(text).toContain("- C1: 10 mM");
    expect(text).toContain("- C2: 50 µM");
    expect(text).toContain("- V2: 1 mL");
    expect(text).toContain("V1 = ");
    expect(text).toMatch(/C1 10 mM = 10\s000 µM/);
    expect(text).toContain("C1 × V1 = C2 × V2");
    await page.getByRole("textbox", { name: /^V2 - Final Volume/ }).fill("2");
    await expect(page.getByRole("button", { name: "Copy record" })).toBeDisabled();
    await expect(page.locator("body > .lab-record")).toHaveCount(0);
  });
});
