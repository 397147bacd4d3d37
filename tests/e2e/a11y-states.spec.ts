/**
 * Issue 53, principles 2, 4 and 5, where only a browser can tell (computed styles of the real
 * cascade; the contrast of the palette itself is a unit test, tests/unit/contrast.test.ts):
 * - a disabled button looks different from an enabled one in light, dark and forced colours
 *   (in forced colours: GrayText and a dashed outline), and so does a pressed solute;
 * - in forced colours an invalid field has another border than a valid one;
 * - a placeholder is an "e.g." hint with at least 4.5:1 on its field in both schemes, and the
 *   unknown of molarity shows none;
 * - the focus ring on a chosen chip has at least 3:1 against the chip.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { contrast, type Rgb } from "../../src/styles/contrast";

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
}

/** The computed styles that make a control look as it does. */
const looks = (control: Locator) =>
  control.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      color: s.color,
      background: s.backgroundColor,
      borderStyle: s.borderTopStyle,
      borderColor: s.borderTopColor,
      borderWidth: s.borderTopWidth,
    };
  });

function rgb(css: string): Rgb {
  const m = /^rgba?\(([^)]+)\)$/.exec(css.trim());
  if (!m) throw new Error(`unexpected computed colour ${css}`);
  const [r, g, b] = m[1]!.split(/[\s,/]+/).map(Number);
  return [r!, g!, b!];
}

for (const scheme of ["light", "dark"] as const) {
  test(`${scheme}: a disabled button and a pressed solute look unlike the others`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await ready(page, "/molarity-calculator");
    const disabled = await looks(page.getByRole("button", { name: "Copy record" }));
    const enabled = await looks(page.getByRole("button", { name: "Reset" }));
    await expect(page.getByRole("button", { name: "Copy record" })).toBeDisabled();
    expect(disabled.borderStyle).toBe("dashed");
    expect(enabled.borderStyle).toBe("solid");
    expect(disabled.background).not.toBe(enabled.background);
    expect(disabled.color).not.toBe(enabled.color);

    await ready(page, "/concentration-converter");
    // A solute is chosen for a concentration shown in every unit.
    await page.getByRole("textbox", { name: "Concentration", exact: true }).fill("1");
    const solutes = page.getByRole("group", { name: "Common solutes:" }).getByRole("button");
    await solutes.first().click();
    await expect(solutes.first()).toHaveAttribute("aria-pressed", "true");
    const pressed = await looks(solutes.first());
    const other = await looks(solutes.nth(1));
    expect(pressed.background).not.toBe(other.background);
    expect(pressed.color).not.toBe(other.color);
  });

  test(`${scheme}: placeholders are "e.g." hints at 4.5:1, and the unknown shows none`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [path, name] of [
      ["/", "Amount (mg)"],
      ["/molarity-calculator", "Mass of solute (g)"],
      ["/dilution-calculator", "C1 - Initial Concentration (mg/mL)"],
    ] as const) {
      await ready(page, path);
      const field = page.getByRole("textbox", { name, exact: true });
      const placeholder = await field.getAttribute("placeholder");
      if (placeholder) expect(placeholder, `${path} ${name}`).toMatch(/^e\.g\. /);
      const colours = await field.evaluate((el) => ({
        text: getComputedStyle(el, "::placeholder").color,
        fill: getComputedStyle(el).backgroundColor,
        opacity: getComputedStyle(el, "::placeholder").opacity,
      }));
      expect(colours.opacity).toBe("1");
      const ratio = contrast(rgb(colours.text), rgb(colours.fill));
      expect(ratio, `${path} ${name}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
    }
    await ready(page, "/molarity-calculator");
    const unknown = page.getByRole("textbox", { name: "Molarity (M)" });
    await expect(unknown).toBeDisabled();
    expect((await unknown.getAttribute("placeholder")) ?? "").toBe("");
  });

  test(`${scheme}: the focus ring on a chosen chip has at least 3:1 against it`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await ready(page, "/dilution-calculator");
    const chosen = page.getByRole("radiogroup", { name: "Solve for:" }).getByRole("radio", { checked: true });
    // The keyboard enters the group on its chosen radio: focus it as the keyboard does.
    await chosen.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    const focused = page.locator("input[type=radio]:focus-visible");
    await expect(focused).toHaveCount(1);
    const { ring, chip } = await focused.evaluate((el) => ({
      ring: getComputedStyle(el).outlineColor,
      chip: getComputedStyle(el.closest("label")!).backgroundColor,
    }));
    const ratio = contrast(rgb(ring), rgb(chip));
    expect(ratio, `${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
  });
}

test.describe("forced colours", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
  });

  test("a disabled button is drawn in GrayText with a dashed outline, an enabled one is not", async ({ page }) => {
    await ready(page, "/molarity-calculator");
    expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
    const grayText = await page.evaluate(() => {
      const probe = document.createElement("span");
      probe.style.color = "GrayText";
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    const disabled = await looks(page.getByRole("button", { name: "Copy record" }));
    const enabled = await looks(page.getByRole("button", { name: "Reset" }));
    expect(disabled.color).toBe(grayText);
    expect(disabled.borderStyle).toBe("dashed");
    expect(enabled.color).not.toBe(grayText);
    expect(enabled.borderStyle).toBe("solid");
  });

  test("an invalid field has another border than a valid one", async ({ page }) => {
    await ready(page, "/molarity-calculator");
    const mass = page.getByRole("textbox", { name: "Mass of solute (g)" });
    const weight = page.getByRole("textbox", { name: "Molecular weight (g/mol)" });
    await mass.fill("abc");
    await weight.fill("58.44");
    await page.getByRole("textbox", { name: "Volume of solution (mL)" }).fill("1000");
    await page.getByRole("button", { name: "Calculate Molarity" }).click();
    await expect(mass).toHaveAttribute("aria-invalid", "true");
    await expect(weight).not.toHaveAttribute("aria-invalid", "true");
    const invalid = await looks(mass);
    const valid = await looks(weight);
    expect([invalid.borderStyle, invalid.borderWidth]).not.toEqual([valid.borderStyle, valid.borderWidth]);
    expect(invalid.borderStyle).toBe("double");
  });
});
