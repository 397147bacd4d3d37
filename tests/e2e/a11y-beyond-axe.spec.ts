/**
 * Accessibility that axe does not check (issue 19), in the built site in Chromium:
 *
 * - Borders: every text field, text area and select of the calculators (/, the syringe page,
 *   molarity, dilution) has a border of at least 3:1 against the field's own fill and against
 *   the surface behind it, computed from the computed styles, in the light and the dark scheme.
 * - Forced colours (`forced-colors: active`): a selected tab, a pressed preset and the chosen
 *   'Solve for' button look different from the same control unselected. Screenshots of the same
 *   element in both states are reduced to ink and paper (luminance below or above one half), as
 *   a person sees the system's two colours, and a sizeable share of the pixels must differ: a
 *   change of hue alone (all forced colours allow) does not count.
 * - Menu: an open dropdown closes when the focus moves to the next menu button, whose Arrow Down
 *   and Escape then work.
 * - The one announcer: a polite live region in the pre-rendered HTML, present and silent at
 *   load, that says the new page's title after a link of the menu was followed (with the focus
 *   on the new page's main heading), read from the accessibility tree.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { NAV_DROPDOWNS } from "../../src/data/navigation";

const DESKTOP = { width: 1280, height: 900 };
const ANNOUNCER = "#site-announcer";

async function openPage(page: Page, path: string) {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await expect(page.locator('header[data-menu-ready="true"]')).toBeAttached();
}

/** Waits for the calculator of the page to have hydrated (its controls then respond). */
async function calculatorReady(page: Page) {
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
}

// ---------------------------------------------------------------------------------------------
// Colour arithmetic (WCAG 2.x relative luminance and contrast ratio)

type Rgba = [number, number, number, number];

function parseColor(css: string): Rgba {
  const m = /^rgba?\(([^)]+)\)$/.exec(css.trim());
  if (!m) throw new Error(`unexpected computed colour ${css}`);
  const parts = m[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const f = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface ControlColours {
  name: string;
  /** Computed border colours of the four sides. */
  borders: string[];
  /** The control's own background colour. */
  fill: string;
  /** Background colours from the parent up to the root, nearest first (the page's canvas last). */
  behind: string[];
}

/** Every visible text field, text area and select of the page's main content, with its colours. */
async function controlColours(page: Page): Promise<ControlColours[]> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>("main input, main select, main textarea")].filter((el) => {
      const type = el.getAttribute("type") ?? "text";
      if (el instanceof HTMLInputElement && ["hidden", "checkbox", "radio", "submit", "button", "reset", "range", "color"].includes(type)) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === "visible";
    });
    return controls.map((el) => {
      const s = getComputedStyle(el);
      const behind: string[] = [];
      for (let p = el.parentElement; p; p = p.parentElement) behind.push(getComputedStyle(p).backgroundColor);
      behind.push("rgb(255, 255, 255)"); // the canvas under a transparent root (never the case here)
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return {
        name: `${el.tagName.toLowerCase()}#${el.id || "?"} (${(label ?? el.getAttribute("aria-label") ?? "").trim()})`,
        borders: [s.borderTopColor, s.borderRightColor, s.borderBottomColor, s.borderLeftColor],
        fill: s.backgroundColor,
        behind,
      };
    });
  });
}

/** The colour of the surface behind a control: its ancestors' backgrounds composited. */
function surfaceBehind(behind: string[]): Rgba {
  const layers = behind.map(parseColor);
  let colour = layers.pop()!;
  while (layers.length) colour = over(layers.pop()!, colour);
  return colour;
}

// ---------------------------------------------------------------------------------------------
// Forced-colours screenshots, reduced to ink (dark) and paper (light) in the page's own canvas

async function inkDifference(page: Page, a: Buffer, b: Buffer): Promise<{ share: number; pixels: number }> {
  return page.evaluate(
    async ([pngA, pngB]) => {
      const load = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, canvas.width, canvas.height);
      };
      const [x, y] = [await load(pngA), await load(pngB)];
      if (x.width !== y.width || x.height !== y.height) return { share: 1, pixels: x.width * x.height };
      const ink = (d: Uint8ClampedArray, i: number) => 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]! < 128;
      let differ = 0;
      for (let i = 0; i < x.data.length; i += 4) if (ink(x.data, i) !== ink(y.data, i)) differ += 1;
      const pixels = x.width * x.height;
      return { share: differ / pixels, pixels };
    },
    [a.toString("base64"), b.toString("base64")] as const,
  );
}

/** A screenshot of the control alone, not hovered, not focused. */
async function still(page: Page, control: Locator): Promise<Buffer> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return control.screenshot({ animations: "disabled" });
}

/** Screenshots of `control` in both states (selected/pressed `on`, then not) compared as ink. */
async function expectStatesDiffer(page: Page, control: Locator, attribute: "aria-selected" | "aria-pressed", switchOff: () => Promise<void>, switchOn?: () => Promise<void>) {
  if (switchOn) await switchOn();
  await expect(control).toHaveAttribute(attribute, "true");
  const on = await still(page, control);
  await switchOff();
  await expect(control).toHaveAttribute(attribute, "false");
  const off = await still(page, control);
  const { share, pixels } = await inkDifference(page, on, off);
  expect(pixels).toBeGreaterThan(400);
  console.log(`${attribute}: ${(share * 100).toFixed(1)} % of ${pixels} pixels change between ink and paper`);
  // The selected/pressed control must differ in ink over a sizeable part of it (a filled
  // selection, an underline, a thicker border), not only in a hue the system may not show.
  expect(share, `${attribute}="true" vs "false": share of pixels that changed between ink and paper`).toBeGreaterThan(0.1);
}

test.describe("borders of text fields and selects: at least 3:1 against their background", () => {
  const pages = [
    { path: "/", minimum: 3, extra: async (page: Page) => {
      // The Batch Convert tab's list of values too.
      await page.getByRole("tab", { name: "Batch Convert" }).click();
      await expect(page.getByRole("textbox", { name: /Values to convert/ })).toBeVisible();
    } },
    { path: "/mg-to-ml-syringe", minimum: 3 },
    { path: "/molarity-calculator", minimum: 3 },
    { path: "/dilution-calculator", minimum: 4 },
  ];
  for (const { path, minimum, extra } of pages) {
    for (const scheme of ["light", "dark"] as const) {
      test(`${path} in the ${scheme} scheme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
        await openPage(page, path);
        await calculatorReady(page);
        expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(scheme === "dark");
        const checks = [await controlColours(page)];
        if (extra) {
          await extra(page);
          checks.push(await controlColours(page));
        }
        const controls = checks.flat();
        expect(controls.length, "text fields and selects found").toBeGreaterThanOrEqual(minimum);
        if (path === "/mg-to-ml-syringe") expect(controls.some((c) => c.name.startsWith("select"))).toBe(true);
        const failures: string[] = [];
        for (const c of controls) {
          const surface = surfaceBehind(c.behind);
          const fill = over(parseColor(c.fill), surface);
          for (const border of new Set(c.borders)) {
            const colour = over(parseColor(border), fill);
            const ratios = { fill: contrast(colour, fill), surface: contrast(colour, surface) };
            if (ratios.fill < 3 || ratios.surface < 3) {
              failures.push(`${c.name}: border ${border} is ${ratios.fill.toFixed(2)}:1 against its fill, ${ratios.surface.toFixed(2)}:1 against the surface`);
            }
          }
        }
        const lowest = Math.min(
          ...controls.flatMap((c) => {
            const surface = surfaceBehind(c.behind);
            const fill = over(parseColor(c.fill), surface);
            return c.borders.flatMap((b) => [contrast(over(parseColor(b), fill), fill), contrast(over(parseColor(b), fill), surface)]);
          }),
        );
        console.log(`${path} ${scheme}: ${controls.length} controls, lowest border contrast ${lowest.toFixed(2)}:1`);
        expect(failures).toEqual([]);
      });
    }
  }
});

test.describe("forced colours: selected and pressed differ by more than a background colour", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" });
  });

  test("the selected tab of the converter card", async ({ page }) => {
    await openPage(page, "/");
    await calculatorReady(page);
    expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
    const calculator = page.getByRole("tab", { name: "Calculator" });
    await expectStatesDiffer(page, calculator, "aria-selected", () => page.getByRole("tab", { name: "Batch Convert" }).click());
  });

  test("the pressed concentration preset", async ({ page }) => {
    await openPage(page, "/");
    await calculatorReady(page);
    const water = page.getByRole("group", { name: "Concentration presets" }).getByRole("button").first();
    await expect(water).toContainText("Water");
    await expectStatesDiffer(
      page,
      water,
      "aria-pressed",
      () => page.getByRole("group", { name: "Concentration presets" }).getByRole("button").nth(1).click(),
      () => water.click(),
    );
  });

  test("the chosen 'Solve for' button of the dilution calculator", async ({ page }) => {
    await openPage(page, "/dilution-calculator");
    await calculatorReady(page);
    const group = page.getByRole("group", { name: "Solve for:" });
    const v1 = group.getByRole("button", { name: "V1", exact: true });
    await expectStatesDiffer(page, v1, "aria-pressed", () => group.getByRole("button", { name: "V2", exact: true }).click());
  });
});

test.describe("menu and focus", () => {
  test("an open dropdown closes when the focus moves to the next menu button", async ({ page }) => {
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const [first, second] = NAV_DROPDOWNS.map((d) => nav.getByRole("button", { name: d.label, exact: true }));
    await first!.focus();
    await page.keyboard.press("Enter");
    await expect(first!).toHaveAttribute("aria-expanded", "true");
    // Tab through the open panel's links (it stays open) onto the next menu button.
    for (let i = 0; i <= NAV_DROPDOWNS[0]!.links.length; i += 1) {
      if (await second!.evaluate((el) => el === document.activeElement)) break;
      await expect(first!).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
    }
    await expect(second!).toBeFocused();
    await expect(first!).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: NAV_DROPDOWNS[0]!.links[0]!.label, exact: true })).toBeHidden();
    // That button's keys work at once: Arrow Down opens its dropdown on the first link ...
    await page.keyboard.press("ArrowDown");
    await expect(second!).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: NAV_DROPDOWNS[1]!.links[0]!.label, exact: true })).toBeFocused();
    // ... and Escape closes it and returns the focus to it.
    await page.keyboard.press("Escape");
    await expect(second!).toHaveAttribute("aria-expanded", "false");
    await expect(second!).toBeFocused();
    // Shift+Tab back onto the first button: nothing is open, nothing opens.
    await page.keyboard.press("Shift+Tab");
    await expect(first!).toBeFocused();
    await expect(page.locator('header [aria-expanded="true"]')).toHaveCount(0);
  });

  test("the announcer is in the pre-rendered HTML and silent at load; after a menu link it says the new page's title, with the focus on its heading", async ({ page, request }) => {
    // In the static HTML, before any script: one polite live region.
    const html = await (await request.get("/")).text();
    const regions = html.match(/<div[^>]*id="site-announcer"[^>]*>/g) ?? [];
    expect(regions).toHaveLength(1);
    expect(regions[0]).toContain('role="status"');
    expect(regions[0]).toContain('aria-live="polite"');

    await openPage(page, "/");
    const region = page.locator(ANNOUNCER);
    await expect(region).toHaveCount(1);
    await expect(region).toHaveAttribute("role", "status");
    await expect(region).toHaveText("");
    await expect(region).toHaveAttribute("aria-live", "polite");
    expect(await region.ariaSnapshot()).toBe("- status");

    // Follow the first link of the first dropdown by keyboard.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const nav = page.getByRole("navigation", { name: "Main" });
    const link = NAV_DROPDOWNS[0]!.links[0]!;
    await nav.getByRole("button", { name: NAV_DROPDOWNS[0]!.label, exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: link.label, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${link.to}$`));
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();

    const sameDocument = await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
    if (sameDocument) {
      // A navigation without a page load: focus on the new page's main heading, and the
      // announcer says the new title (read from the accessibility tree).
      await expect(heading).toBeFocused();
      const title = await page.title();
      expect(title.length).toBeGreaterThan(5);
      await expect(region).toHaveText(title);
      await expect.poll(() => region.ariaSnapshot()).toContain(title);
      await expect(page.getByRole("status").filter({ hasText: title })).toHaveCount(1);
    } else {
      // A fresh page load (links may be plain page loads): the new document starts at its top,
      // with the announcer present and silent.
      await expect(region).toHaveCount(1);
      await expect(region).toHaveText("");
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    }
  });
});
