/**
 * Accessibility that axe does not check (issue 19), in the built site in Chromium:
 *
 * - Borders: every text field, text area and select of the calculators (/, the syringe page,
 *   molarity, dilution) has a border of at least 3:1 against the field's own fill and against
 *   the surface behind it, computed from the computed styles, in the light and the dark scheme.
 * - Forced colours (`forced-colors: active`): a selected tab, a pressed preset and the chosen
 *   'Solve for' radio look different from the same control unselected. Screenshots of the same
 *   element in both states are reduced to ink and paper (luminance below or above one half), as
 *   a person sees the system's two colours, and a sizeable share of the pixels must differ: a
 *   change of hue alone (all forced colours allow) does not count.
 * - Menu: an open dropdown closes when the focus moves to the next menu button, whose Arrow Down
 *   and Escape then work.
 * - The one announcer: a polite live region in the pre-rendered HTML, present and silent at
 *   load, that says the new page's title after a link of the menu was followed (with the focus
 *   on the new page's main heading), read from the accessibility tree.
 * - What the announcer says after each event the machines emit for it: a result once typing
 *   paused (and never an intermediate result while typing), "No result." and the hint on
 *   Calculate with the focus on the field, copy succeeded and failed, the new direction after
 *   Swap, Batch Convert's summary and its hint on an empty list (focus on the list), the lab
 *   calculators' result, hint and 'Solve for' choice. The converter's and Batch Convert's tests
 *   run on the page's clock, paused and moved by the test, so no real delay decides anything.
 * - Preset buttons are named with their strength.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { NAV_DROPDOWNS, panelLinks } from "../../src/data/navigation";
import { CONCENTRATION_PRESETS } from "../../src/data/doses";
import { SETTLE_DELAY_MS } from "../../src/machines/converter/converter.machine";
import { ANNOUNCE_DELAY_MS } from "../../src/lib/announce";
import { BATCH_MESSAGES } from "../../src/machines/batch/batch.calc";
import { installControlledClipboard, openConverter, settleClipboard } from "./support/converter-driver";
import { fillDilutionExample } from "./support/lab-driver";
import { wakeHeader } from "./support/islands";
import { CONVERTER_CONTROLS } from "../../src/machines/converter/converter.controls";
import { BATCH_CONTROLS } from "../../src/machines/batch/batch.controls";

const DESKTOP = { width: 1280, height: 900 };
const ANNOUNCER = "#site-announcer";

async function openPage(page: Page, path: string) {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await wakeHeader(page);
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
  const parts = m[1]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
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
    const controls = [...document.querySelectorAll<HTMLElement>("main input, main select, main textarea")].filter(
      (el) => {
        const type = el.getAttribute("type") ?? "text";
        if (
          el instanceof HTMLInputElement &&
          ["hidden", "checkbox", "radio", "submit", "button", "reset", "range", "color"].includes(type)
        )
          return false;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === "visible";
      },
    );
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
async function expectStatesDiffer(
  page: Page,
  control: Locator,
  attribute: "aria-selected" | "aria-pressed" | "data-checked",
  switchOff: () => Promise<void>,
  switchOn?: () => Promise<void>,
) {
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
  expect(share, `${attribute}="true" vs "false": share of pixels that changed between ink and paper`).toBeGreaterThan(
    0.1,
  );
}

test.describe("borders of text fields and selects: at least 3:1 against their background", () => {
  const pages = [
    {
      path: "/",
      minimum: 3,
      extra: async (page: Page) => {
        // The Batch Convert tab's list of values too.
        await page.getByRole("tab", { name: "Batch Convert" }).click();
        await expect(page.getByRole("textbox", { name: /Values to convert/ })).toBeVisible();
      },
    },
    { path: "/mg-to-ml-syringe", minimum: 3 },
    { path: "/molarity-calculator", minimum: 3 },
    { path: "/dilution-calculator", minimum: 4 },
  ];
  for (const { path, minimum, extra } of pages) {
    // One load for both schemes: the scheme is CSS alone (no colour transitions), the page takes
    // it without a reload, and the computed colours are those a load in that scheme shows.
    test(`${path} in the light and the dark scheme`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openPage(page, path);
      await calculatorReady(page);
      const checks = { light: [] as ControlColours[], dark: [] as ControlColours[] };
      const inEachScheme = async () => {
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
          expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(scheme === "dark");
          checks[scheme].push(...(await controlColours(page)));
        }
      };
      await inEachScheme();
      if (extra) {
        await extra(page);
        await inEachScheme();
      }
      const failures: string[] = [];
      for (const scheme of ["light", "dark"] as const) {
        const controls = checks[scheme];
        expect(controls.length, `text fields and selects found, ${scheme}`).toBeGreaterThanOrEqual(minimum);
        if (path === "/mg-to-ml-syringe") expect(controls.some((c) => c.name.startsWith("select"))).toBe(true);
        for (const c of controls) {
          const surface = surfaceBehind(c.behind);
          const fill = over(parseColor(c.fill), surface);
          for (const border of new Set(c.borders)) {
            const colour = over(parseColor(border), fill);
            const ratios = { fill: contrast(colour, fill), surface: contrast(colour, surface) };
            if (ratios.fill < 3 || ratios.surface < 3) {
              failures.push(
                `${scheme}: ${c.name}: border ${border} is ${ratios.fill.toFixed(2)}:1 against its fill, ${ratios.surface.toFixed(2)}:1 against the surface`,
              );
            }
          }
        }
        const lowest = Math.min(
          ...controls.flatMap((c) => {
            const surface = surfaceBehind(c.behind);
            const fill = over(parseColor(c.fill), surface);
            return c.borders.flatMap((b) => [
              contrast(over(parseColor(b), fill), fill),
              contrast(over(parseColor(b), fill), surface),
            ]);
          }),
        );
        console.log(`${path} ${scheme}: ${controls.length} controls, lowest border contrast ${lowest.toFixed(2)}:1`);
      }
      expect(failures).toEqual([]);
    });
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
    await expectStatesDiffer(page, calculator, "aria-selected", () =>
      page.getByRole("tab", { name: "Batch Convert" }).click(),
    );
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

  test("the chosen 'Solve for' radio of the dilution calculator", async ({ page }) => {
    await openPage(page, "/dilution-calculator");
    await calculatorReady(page);
    const group = page.getByRole("radiogroup", { name: "Solve for:" });
    // The whole pill (the radio and its label) as a person sees it.
    const pill = (name: string) =>
      group.locator("label").filter({ has: page.getByRole("radio", { name, exact: true }) });
    await expectStatesDiffer(page, pill("V1"), "data-checked", () =>
      group.getByRole("radio", { name: "V2", exact: true }).check(),
    );
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
    for (let i = 0; i <= panelLinks(NAV_DROPDOWNS[0]!).length; i += 1) {
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

  test("the announcer is in the pre-rendered HTML and silent at load; after a menu link it says the new page's title, with the focus on its heading", async ({
    page,
    request,
  }) => {
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

    const sameDocument = await page.evaluate(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
    );
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

// ---------------------------------------------------------------------------------------------
// What the one announcer says

/**
 * Records every text the announcer takes from now on (a MutationObserver on the region), so a
 * test can check what was said in between, not only the last words.
 */
async function recordAnnouncer(page: Page) {
  await page.evaluate((selector) => {
    const region = document.querySelector(selector)!;
    const w = window as unknown as { __said: string[]; __saidObserver?: MutationObserver };
    w.__said = [];
    w.__saidObserver?.disconnect();
    w.__saidObserver = new MutationObserver(() => {
      const text = (region.textContent ?? "").trim();
      if (text) w.__said.push(text);
    });
    w.__saidObserver.observe(region, { childList: true, characterData: true, subtree: true });
  }, ANNOUNCER);
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { __said: string[] }).__said);

/** The announcer says exactly `text` now: its text and its node in the accessibility tree. */
async function expectSaid(page: Page, text: string | RegExp) {
  const region = page.locator(ANNOUNCER);
  await expect(region).toHaveText(text);
  const now = (await region.textContent())!.trim();
  await expect.poll(() => region.ariaSnapshot()).toContain(now.slice(0, 40));
  return now;
}

/** Opens a converter page on a paused clock: the page's timers move only with `tick`. */
async function openConverterPaused(page: Page, path: string) {
  await installControlledClipboard(page);
  await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") });
  await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"));
  await page.setViewportSize(DESKTOP);
  await openConverter(page, path);
}

const tick = (page: Page, ms: number) => page.clock.runFor(ms);

test.describe("the one announcer: the converter", () => {
  test("a result is said once typing pauses, never per keystroke", async ({ page }) => {
    // /20-mg-to-ml: 20 mg at 10 mg/mL.
    await openConverterPaused(page, "/20-mg-to-ml");
    const amount = page.locator("#converter-amount");
    await amount.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await recordAnnouncer(page);
    // "12.5" typed quickly: 150 ms between keys (the page's clock), each key a new result
    // (0.1 mL, 1.2 mL, 1.2 mL, 1.25 mL) on screen.
    for (const key of "12.5") {
      await page.keyboard.type(key);
      await tick(page, 150);
    }
    await expect(page.getByRole("status", { name: "Result" })).toHaveText("1.25 mL");
    await tick(page, SETTLE_DELAY_MS - 150 - 1);
    await tick(page, ANNOUNCE_DELAY_MS);
    expect(await said(page), "nothing is said while typing").toEqual([]);
    // The pause is long enough: the settled result is said, once.
    await tick(page, 1);
    await tick(page, ANNOUNCE_DELAY_MS);
    const words = await expectSaid(page, /^Result 1\.25 mL\./);
    expect(await said(page)).toEqual([words]);
    expect(words).not.toMatch(/NaN|Infinity|undefined/);
  });

  test("'abc' then Enter: the focus is on the amount and its hint is said", async ({ page }) => {
    await openConverterPaused(page, "/20-mg-to-ml");
    const amount = page.locator("#converter-amount");
    await amount.fill("abc");
    await page.getByRole("button", { name: CONVERTER_CONTROLS.swap }).focus();
    await amount.focus();
    await page.keyboard.press("End");
    await recordAnnouncer(page);
    await page.keyboard.press("Enter");
    await tick(page, ANNOUNCE_DELAY_MS);
    await expect(amount).toBeFocused();
    const words = await expectSaid(page, /^No result\. Amount \(mg\): .+/);
    // The field is named by its label; the hint said is the one the field shows (its accessible description).
    const hint = words.replace(/^No result\. Amount \(mg\): /, "").replace(/\.$/, "");
    expect(hint.length).toBeGreaterThan(5);
    await expect(amount).toHaveAccessibleDescription(new RegExp(hint.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    expect(await said(page)).toEqual([words]);
  });

  test("Swap says the new direction; Copy result says it copied, or that it could not", async ({ page }) => {
    await openConverterPaused(page, "/20-mg-to-ml");
    await expect(page.getByRole("status", { name: "Result" })).toHaveText("2 mL");
    await page.getByRole("button", { name: CONVERTER_CONTROLS.copy }).click();
    await settleClipboard(page, "done");
    await tick(page, ANNOUNCE_DELAY_MS);
    await expectSaid(page, "Copied. Result 2 mL copied to clipboard.");

    await page.getByRole("button", { name: CONVERTER_CONTROLS.swap }).click();
    await tick(page, ANNOUNCE_DELAY_MS);
    await expectSaid(page, /^Now converting mL to mg\. Result 20 mg\./);

    await page.getByRole("button", { name: CONVERTER_CONTROLS.copy }).click();
    await settleClipboard(page, "error");
    await tick(page, ANNOUNCE_DELAY_MS);
    await expectSaid(page, /^Could not copy/);
  });

  test("preset buttons are named with their strength", async ({ page }) => {
    await openPage(page, "/");
    await calculatorReady(page);
    const group = page.getByRole("group", { name: "Concentration presets" });
    const names = ["Water, 1 000 mg/mL", "Standard, 100 mg/mL", "Pediatric, 50 mg/mL", "High Dose, 250 mg/mL"];
    expect(CONCENTRATION_PRESETS.map((p) => p.name)).toEqual(names.map((n) => n.split(",")[0]));
    const tree = await group.ariaSnapshot();
    for (const name of names) {
      await expect(group.getByRole("button", { name, exact: true })).toHaveCount(1);
      expect(tree).toContain(`button "${name}"`);
    }
  });
});

test.describe("the one announcer: Batch Convert", () => {
  const values = (page: Page) => page.getByRole("textbox", { name: "Values to convert" });

  test("Convert All says the summary; Copy all says it copied, or that it could not", async ({ page }) => {
    await openConverterPaused(page, "/20-mg-to-ml");
    await page.getByRole("tab", { name: "Batch Convert" }).click();
    await values(page).fill("10, 25; abc\n50");
    await recordAnnouncer(page);
    await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
    await tick(page, ANNOUNCE_DELAY_MS);
    const summary = "3 converted, 1 needs attention (mg to mL at 10 mg/mL)";
    await expect(page.getByRole("status", { name: "Batch summary" })).toHaveText(summary);
    await expectSaid(page, summary);

    await page.getByRole("button", { name: "Copy all" }).click();
    await settleClipboard(page, "done");
    await tick(page, ANNOUNCE_DELAY_MS);
    await expectSaid(page, "Copied. 3 results copied to clipboard.");
    await tick(page, 2000); // the copied indicator turns off

    await page.getByRole("button", { name: "Copy all" }).click();
    await settleClipboard(page, "error");
    await tick(page, ANNOUNCE_DELAY_MS);
    await expectSaid(
      page,
      "Copy failed. Could not copy to the clipboard (Permission denied). Download the CSV instead.",
    );
    expect(await said(page)).toEqual([
      summary,
      "Copied. 3 results copied to clipboard.",
      "Copy failed. Could not copy to the clipboard (Permission denied). Download the CSV instead.",
    ]);
  });

  test("Convert All on an empty list says the hint and moves the focus to the list", async ({ page }) => {
    await openConverterPaused(page, "/20-mg-to-ml");
    await page.getByRole("tab", { name: "Batch Convert" }).click();
    const convert = page.getByRole("button", { name: BATCH_CONTROLS.convert });
    await convert.focus();
    await page.keyboard.press("Enter");
    await tick(page, ANNOUNCE_DELAY_MS);
    await expect(values(page)).toBeFocused();
    await expect(values(page)).toHaveAccessibleDescription(new RegExp(BATCH_MESSAGES.noValues));
    await expectSaid(page, BATCH_MESSAGES.noValues);
  });

  test("Convert All without a valid concentration says the hint and moves the focus to the list", async ({ page }) => {
    await openConverterPaused(page, "/20-mg-to-ml");
    await page.getByRole("textbox", { name: "Concentration (mg/mL)", exact: true }).fill("0");
    await page.getByRole("tab", { name: "Batch Convert" }).click();
    await values(page).fill("10, 20");
    await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
    await tick(page, ANNOUNCE_DELAY_MS);
    await expect(values(page)).toBeFocused();
    await expectSaid(page, BATCH_MESSAGES.noConcentration);
  });
});

test.describe("the one announcer: the lab calculators", () => {
  async function openLabPage(page: Page, path: string) {
    await openPage(page, path);
    await calculatorReady(page);
    await recordAnnouncer(page);
  }

  test("dilution: the result on Calculate, the hint (focus on the field), the 'Solve for' choice", async ({ page }) => {
    await openLabPage(page, "/dilution-calculator");
    await fillDilutionExample(page);
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expectSaid(
      page,
      "V1 = 5 mL. 5 mL of the 100 mg/mL stock, made up to 50 mL at 10 mg/mL: add 45 mL diluent. Measure the stock (5 mL) and the diluent (45 mL) with a serological pipette or a graduated cylinder.",
    );

    const c1 = page.getByRole("textbox", { name: "C1 - Initial Concentration" });
    await c1.fill("abc");
    await c1.press("Enter");
    await expect(c1).toBeFocused();
    const words = await expectSaid(page, /^No result\. C1: /);
    const description = (
      await c1.evaluate((el) => {
        const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
        return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
      })
    ).trim();
    expect(description.length).toBeGreaterThan(3);
    expect(words).toContain(description.replace(/^.*?(C1: )/, "$1"));

    const group = page.getByRole("radiogroup", { name: "Solve for:" });
    await group.getByRole("radio", { name: "V2", exact: true }).check();
    await expectSaid(page, "Solving for V2, the final volume. Enter the three known values, then press Calculate.");
    expect(await said(page)).toHaveLength(3);
  });

  test("molarity: the result on Calculate, the hint (focus on the field), the 'Solve for' choice", async ({ page }) => {
    await openLabPage(page, "/molarity-calculator");
    await page.getByRole("textbox", { name: "Mass of solute (g)" }).fill("58.44");
    await page.getByRole("textbox", { name: "Molecular weight (g/mol)" }).fill("58.44");
    await page.getByRole("textbox", { name: "Volume of solution (mL)" }).fill("1000");
    await page.getByRole("button", { name: "Calculate Molarity" }).click();
    await expectSaid(page, "Molarity: 1 M.");

    const group = page.getByRole("radiogroup", { name: "Solve for:" });
    await group.getByRole("radio", { name: "Mass", exact: true }).check();
    await expectSaid(
      page,
      "Solving for mass. Enter the molecular weight, volume and molarity, then press Calculate Mass.",
    );

    // Molarity is empty in this mode: Calculate Mass says the hint and focuses that field.
    await page.getByRole("button", { name: "Calculate Mass" }).click();
    const molarity = page.getByRole("textbox", { name: /^Molarity/ });
    await expect(molarity).toBeFocused();
    await expectSaid(page, /^No result\. Enter /);
    expect(await said(page)).toHaveLength(3);
  });
});
