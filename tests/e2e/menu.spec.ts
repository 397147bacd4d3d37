/**
 * Site menu in the built site: every path of the menu model (tools/statecharts/machine-registry.ts,
 * `createMenuModel`) replayed in Chromium twice:
 *
 *   pointer   by mouse on a desktop viewport (dropdowns) and by touch on a 375 px phone viewport
 *             (side menu); the two steps with no pointer form, Arrow Down on a focused button and
 *             Escape, are pressed keys.
 *   keyboard  by the keyboard alone: Tab / Shift+Tab to the control, Enter or Space to press,
 *             Arrow Down to open a dropdown on its first link, Escape, Enter on a link.
 *
 * Viewport per step: dropdown steps need the desktop navigation (1280 px), Open menu needs the
 * phone layout (375 px); the other steps act on what is open and keep the current size. A path
 * that opens a dropdown and then the side menu (path "dropdown.toggle → side.open") is resized
 * in the middle, as a person turning a tablet or narrowing the window would.
 *
 * After each step: which panel is visible, aria-expanded of every menu button, where the focus is
 * (Escape and Close menu return it to the button that opened the panel; Arrow Down puts it on the
 * first link; a press or focus move outside leaves it where the person put it), that following a
 * link loaded the page it leads to (links are plain links) with every menu closed, and that the page went straight to the new state:
 * a recorder of the header's aria-expanded changes must show no in-between state (for example
 * the open dropdown closing first and the next one opening after, a visible flash).
 *
 * The keyboard run leaves out the paths with "click outside the side menu": the side menu is
 * modal (Tab cycles inside it, tested below), so the keyboard has no way outside it; Escape is
 * its keyboard way out and is in the keyboard run. It also leaves out a press on another menu
 * button while a dropdown is open: by keyboard, the focus reaching that button already closes
 * the dropdown (issue 19, the 'trigger.focus' steps, which both runs take by Tab).
 *
 * Coverage of both runs together is printed and must be 100 % (last test); each run's own share
 * is checked too.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { SnapshotFrom } from "xstate";
import type { ModelPath } from "../../tools/statecharts/model";
import { createMenuModel, describeStepOf } from "../../tools/statecharts/machine-registry";
import { describePath } from "../../tools/statecharts/model";
import type { menuMachine } from "../../src/machines/menu/menu.machine";
import type { DropdownId, MenuEvent } from "../../src/machines/menu/menu.types";
import { NAV_AFTER, NAV_DROPDOWNS, NAV_HOME, panelLinks } from "../../src/data/navigation";
import { waitForIslands, waitForPageIslands } from "./support/islands";

const describe_menu = describeStepOf("menu");

type MenuSnapshot = SnapshotFrom<typeof menuMachine>;
type MenuPath = ModelPath<MenuSnapshot>;
type Panel = DropdownId | "side" | null;
type Mode = "pointer" | "keyboard";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

// ---------------------------------------------------------------------------------------------
// The page

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const dropdown = (id: DropdownId) => NAV_DROPDOWNS.find((d) => d.id === id)!;
const trigger = (page: Page, id: DropdownId) =>
  page.locator("header").getByRole("button", { name: dropdown(id).label, exact: true, includeHidden: true });
const panelOf = async (page: Page, id: DropdownId) =>
  page.locator(`[id="${await trigger(page, id).getAttribute("aria-controls")}"]`);
const openMenu = (page: Page) => page.getByRole("button", { name: "Open menu", includeHidden: true });
const sideMenu = (page: Page) => page.getByRole("dialog", { name: "Site menu" });
const closeMenu = (page: Page) => sideMenu(page).getByRole("button", { name: "Close menu" });

function panelOfState(s: MenuSnapshot): Panel {
  if (s.matches("side")) return "side";
  return NAV_DROPDOWNS.find((d) => s.matches({ dropdown: d.id }))?.id ?? null;
}

/** Label of the header's expanded button for a panel, as the recorder writes it. */
function traceLabel(panel: Panel): string {
  if (panel === null) return "closed";
  return panel === "side" ? "Open menu" : dropdown(panel).label;
}

/**
 * Opens the home page at a size and waits until its islands (header, converter) have hydrated:
 * the header's wakes on a person's first intent (the pointer entering it, as waitForIslands does).
 */
async function openHome(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto("/");
  await waitForIslands(page);
  await recordHeader(page);
}

/** Records the set of expanded menu buttons after each batch of DOM changes (in this page). */
async function recordHeader(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __menuTrace: string[] };
    w.__menuTrace = [];
    const header = document.querySelector("header")!;
    const now = () =>
      [...header.querySelectorAll("[aria-expanded]")]
        .filter((b) => b.getAttribute("aria-expanded") === "true")
        .map((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim())
        .join(" + ") || "closed";
    new MutationObserver(() => {
      const state = now();
      if (w.__menuTrace.at(-1) !== state) w.__menuTrace.push(state);
    }).observe(header, { attributes: true, subtree: true, attributeFilter: ["aria-expanded"] });
  });
}

async function takeTrace(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __menuTrace: string[] };
    return w.__menuTrace.splice(0);
  });
}

function isPhone(page: Page) {
  return page.viewportSize()!.width === PHONE.width;
}

async function ensureSize(page: Page, size: { width: number; height: number }) {
  if (page.viewportSize()!.width !== size.width) await page.setViewportSize(size);
}

/** Moves the focus with Tab / Shift+Tab only, towards `target`. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i += 1) {
    const where = await target.evaluate((el) => {
      const active = document.activeElement;
      if (active === el) return "here";
      if (!active || active === document.body) return "forward";
      return active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING ? "forward" : "backward";
    });
    if (where === "here") return;
    await page.keyboard.press(where === "forward" ? "Tab" : "Shift+Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** A point of the page with nothing to press on: beside the main content, above the footer. */
async function neutralPoint(page: Page): Promise<{ x: number; y: number }> {
  const point = { x: 8, y: page.viewportSize()!.height - 8 };
  const hit = await page.evaluate(({ x, y }) => {
    const el = document.elementFromPoint(x, y);
    return {
      interactive: Boolean(el?.closest("a, button, input, select, textarea, label, summary, [role=button]")),
      inHeader: Boolean(el?.closest("header")),
    };
  }, point);
  expect(hit, "the outside click lands on nothing interactive").toEqual({ interactive: false, inHeader: false });
  return point;
}

/** The link a 'navigate' step follows in each run, and where it leads. */
function linkToFollow(open: DropdownId | "side", mode: Mode): { name: string; to: string } {
  if (open !== "side") {
    const first = dropdown(open).links[0]!;
    return { name: first.label, to: first.to };
  }
  // By touch: Home, the page already shown (a same-page navigation must close the menu too);
  // by keyboard: About, another page.
  return mode === "pointer"
    ? { name: NAV_HOME.label, to: NAV_HOME.to }
    : { name: NAV_AFTER[0]!.label, to: NAV_AFTER[0]!.to };
}

const pathname = (to: string) => new RegExp(`^[^?#]*//[^/]+${to === "/" ? "/" : to}(#.*)?$`);

// ---------------------------------------------------------------------------------------------
// Steps

/** What the step left for the check: where focus must be after an 'outside' step. */
interface StepNote {
  outsideFocus?: Locator | "body";
  /** A link was followed: a new page was loaded (links are plain links). */
  newPage?: boolean;
}

async function perform(page: Page, mode: Mode, step: MenuPath["steps"][number]): Promise<StepNote> {
  const e = step.event as MenuEvent;
  const before = panelOfState(step.before);
  switch (e.type) {
    case "dropdown.toggle": {
      await ensureSize(page, DESKTOP);
      const button = trigger(page, e.menu);
      if (mode === "pointer") await button.click();
      else {
        await tabTo(page, button);
        // Enter opens or switches, Space closes the open one: both keys are used.
        await page.keyboard.press(before === e.menu ? "Space" : "Enter");
      }
      return {};
    }
    case "dropdown.open": {
      await ensureSize(page, DESKTOP);
      const button = trigger(page, e.menu);
      if (mode === "pointer")
        await button.focus(); // no pointer form: Arrow Down on the focused button
      else await tabTo(page, button);
      await page.keyboard.press("ArrowDown");
      return {};
    }
    case "side.open":
      await ensureSize(page, PHONE);
      if (mode === "pointer") await openMenu(page).tap();
      else {
        await tabTo(page, openMenu(page));
        await page.keyboard.press("Enter");
      }
      return {};
    case "side.close":
      if (mode === "pointer") await closeMenu(page).tap();
      else {
        await tabTo(page, closeMenu(page));
        await page.keyboard.press("Space");
      }
      return {};
    case "escape":
      await page.keyboard.press("Escape");
      return {};
    case "outside":
      if (mode === "keyboard") {
        const away = keyboardWayOutside(page, before);
        if (!away)
          throw new Error(
            `no keyboard way outside ${before} that crosses no other menu button (left out of the keyboard run)`,
          );
        await tabTo(page, away);
        return { outsideFocus: away };
      }
      if (before === "side") {
        // The dimmed backdrop left of the side menu, measured once the panel has slid in (measured
        // mid-slide, the panel's left edge is further right than where it stops, and the tap
        // could land on the panel itself).
        await sideMenu(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        const box = (await sideMenu(page).boundingBox())!;
        expect(box.x).toBeGreaterThan(20);
        const point = { x: box.x / 2, y: box.y + box.height / 2 };
        const onBackdrop = await page.evaluate(
          ({ x, y }) => !document.elementFromPoint(x, y)?.closest("[role=dialog], a, button"),
          point,
        );
        expect(onBackdrop, "the tap lands on the backdrop, not the panel").toBe(true);
        await page.touchscreen.tap(point.x, point.y);
      } else {
        const { x, y } = await neutralPoint(page);
        await page.mouse.click(x, y);
      }
      // The press lands on the page's <main> (focusable, tabindex -1) or on nothing focusable.
      return { outsideFocus: "body" };
    case "trigger.focus": {
      // No pointer form (a press is dropdown.toggle / side.open): Tab or Shift+Tab in both runs.
      if (e.trigger === "side") {
        await ensureSize(page, PHONE);
        await tabTo(page, openMenu(page));
      } else {
        await ensureSize(page, DESKTOP);
        await tabTo(page, trigger(page, e.trigger));
      }
      return {};
    }
    case "navigate": {
      const link = linkToFollow(before!, mode);
      const scope = before === "side" ? sideMenu(page) : await panelOf(page, before!);
      const target = scope.getByRole("link", { name: link.name, exact: true });
      // A plain link: the browser loads the next page (also the page already shown: a reload).
      const loaded = page.waitForEvent("load");
      if (mode === "keyboard") {
        await tabTo(page, target);
        await page.keyboard.press("Enter");
      } else if (before === "side") await target.tap();
      else await target.click();
      await loaded;
      await expect(page).toHaveURL(pathname(link.to));
      await waitForIslands(page);
      await recordHeader(page);
      return { newPage: true };
    }
  }
}

async function expectPage(
  page: Page,
  state: MenuSnapshot,
  step: MenuPath["steps"][number] | null,
  mode: Mode,
  note: StepNote,
) {
  const open = panelOfState(state);
  const phone = isPhone(page);
  // The layout of the size: desktop navigation or Open menu, never both.
  if (phone) {
    await expect(mainNav(page)).toBeHidden();
    await expect(openMenu(page)).toBeVisible();
  } else {
    await expect(mainNav(page)).toBeVisible();
    await expect(openMenu(page)).toBeHidden();
  }
  for (const d of NAV_DROPDOWNS) {
    const isOpen = open === d.id;
    await expect(trigger(page, d.id)).toHaveAttribute("aria-expanded", String(isOpen));
    const panel = await panelOf(page, d.id);
    if (isOpen && !phone) {
      await expect(panel).toBeVisible();
      await expect(panel.getByText(d.title, { exact: true })).toBeVisible();
      await expect(panel.getByRole("link")).toHaveCount(panelLinks(d).length);
    } else {
      await expect(panel).toBeHidden();
    }
  }
  await expect(openMenu(page)).toHaveAttribute("aria-expanded", String(open === "side"));
  if (open === "side") {
    await expect(sideMenu(page)).toBeVisible();
    for (const d of NAV_DROPDOWNS) await expect(sideMenu(page).getByRole("region", { name: d.title })).toBeVisible();
  } else {
    await expect(sideMenu(page)).toHaveCount(0);
  }
  if (!step) return;

  // The header went straight from the state before to this one (on a new page: it starts in it).
  expect(
    await takeTrace(page),
    `${describe_menu(step.event, { before: step.before, after: state, model })}: header states seen`,
  ).toEqual(note.newPage ? [] : [traceLabel(open)]);

  const e = step.event as MenuEvent;
  const before = panelOfState(step.before);
  switch (e.type) {
    case "dropdown.toggle":
      await expect(trigger(page, e.menu)).toBeFocused();
      break;
    case "dropdown.open":
      await expect((await panelOf(page, e.menu)).getByRole("link").first()).toBeFocused();
      await expect((await panelOf(page, e.menu)).getByRole("link").first()).toHaveText(
        dropdown(e.menu).links[0]!.label,
      );
      break;
    case "side.open":
      await expect(closeMenu(page)).toBeFocused();
      break;
    case "side.close":
      await expect(openMenu(page)).toBeFocused();
      break;
    case "escape":
      await expect(before === "side" ? openMenu(page) : trigger(page, before!)).toBeFocused();
      break;
    case "outside":
      if (note.outsideFocus === "body") {
        // Nothing in the header took the focus: it is on the page (<main>) or nowhere.
        const where = await page.evaluate(() =>
          document.activeElement?.closest("header") ? "header" : document.activeElement?.tagName,
        );
        expect(["BODY", "MAIN"]).toContain(where);
      } else {
        await expect(note.outsideFocus!).toBeFocused();
      }
      break;
    case "trigger.focus":
      // The focus stays on the button it reached; that button's own keys then work (checked in
      // tests/e2e/a11y-beyond-axe.spec.ts).
      await expect(e.trigger === "side" ? openMenu(page) : trigger(page, e.trigger)).toBeFocused();
      break;
    case "navigate":
      await expect(page).toHaveURL(pathname(linkToFollow(before!, mode).to));
      break;
  }
}

// ---------------------------------------------------------------------------------------------
// Paths

const model = createMenuModel();

/**
 * Where the keyboard goes to leave an open dropdown without passing another menu button (which
 * would close it as 'trigger.focus', another transition): Shift+Tab from 'mg to mL' to Home,
 * Tab from 'Advanced' past its links to the next link of the bar. Between two menu buttons
 * ('mL to mg') and in the modal side menu there is none.
 */
function keyboardWayOutside(page: Page, open: Panel): Locator | null {
  const first = NAV_DROPDOWNS[0]!.id;
  const last = NAV_DROPDOWNS.at(-1)!.id;
  if (open === first) return mainNav(page).getByRole("link", { name: NAV_HOME.label, exact: true });
  if (open === last) return mainNav(page).getByRole("link", { name: NAV_AFTER[0]!.label, exact: true });
  return null;
}

/**
 * Steps the keyboard cannot take as the model takes them:
 * - a press on another menu button while a dropdown is open (switch to another dropdown, or Open
 *   menu after the window narrowed): by keyboard the focus reaches that button first, which
 *   already closes the open dropdown ('trigger.focus'), so the press then opens from closed;
 * - a press outside the modal side menu (Tab cycles inside it; Escape is its keyboard way out)
 *   or outside a dropdown whose neighbours are both menu buttons.
 */
function isKeyboardless(step: MenuPath["steps"][number]): boolean {
  const before = panelOfState(step.before);
  const e = step.event as MenuEvent;
  const dropdownOpen = before !== null && before !== "side";
  if (e.type === "dropdown.toggle") return dropdownOpen && before !== e.menu;
  if (e.type === "side.open") return dropdownOpen;
  if (e.type === "outside")
    return (
      before === "side" ||
      (dropdownOpen && !NAV_DROPDOWNS.some((d, i) => d.id === before && (i === 0 || i === NAV_DROPDOWNS.length - 1)))
    );
  return false;
}
const hasKeyboardlessStep = (path: MenuPath) => path.steps.some(isKeyboardless);

test.describe("menu model paths in the browser", () => {
  // One worker, in order: the coverage trackers live in this worker and are asserted last.
  test.describe.configure({ mode: "serial" });
  test.use({ hasTouch: true });

  const all = model.coverage("browser");
  const byMode: Record<Mode, ReturnType<typeof model.coverage>> = {
    pointer: model.coverage("browser"),
    keyboard: model.coverage("browser"),
  };
  // The pointer run replays the model as one long walk (every step checked as in a path, one
  // page load instead of one per path); the keyboard run keeps the short paths, because it leaves
  // out the paths with a step that has no keyboard form and a walk would lose what else it covers.
  const runs: Record<Mode, MenuPath[]> = {
    pointer: model.withStrategy("walk").paths,
    keyboard: model.paths,
  };

  for (const mode of ["pointer", "keyboard"] as const) {
    for (const path of runs[mode]) {
      if (mode === "keyboard" && hasKeyboardlessStep(path)) continue;
      test(`${mode}: ${path.title}`, async ({ page }) => {
        const errors: string[] = [];
        page.on("pageerror", (err) => errors.push(String(err)));
        page.on("console", (m) => {
          if (m.type() === "error") errors.push(m.text());
        });
        test
          .info()
          .annotations.push({ type: "steps", description: describePath(model, path, describe_menu).join("\n") });
        const first = path.steps[0]!.event.type;
        await openHome(page, first === "side.open" ? PHONE : DESKTOP);
        await expectPage(page, path.initial, null, mode, {});
        for (const [i, step] of path.steps.entries()) {
          // Each step a step of the report: a failure names the step it happened at.
          await test.step(`${i + 1}. ${step.event.type}`, async () => {
            const note = await perform(page, mode, step);
            await expectPage(page, step.state, step, mode, note);
          });
        }
        expect(errors).toEqual([]);
        all.recordPath(path);
        byMode[mode].recordPath(path);
      });
    }
  }

  test("keyboard: the side menu is modal, Tab and Shift+Tab stay inside it; Escape is the way out", async ({
    page,
  }) => {
    await openHome(page, PHONE);
    await tabTo(page, openMenu(page));
    await page.keyboard.press("Enter");
    await expect(closeMenu(page)).toBeFocused();
    const focusables = await sideMenu(page).locator("a, button").count();
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i <= focusables; i += 1) {
        await page.keyboard.press(key);
        expect(await sideMenu(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
    }
    await expect(openMenu(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(openMenu(page)).toBeFocused();
  });

  test("covers 100 % of states and transitions (browser level)", () => {
    // Each run on its own: the pointer run takes every transition; the keyboard run every one
    // except those a press on another menu button takes while a dropdown is open (by keyboard,
    // reaching that button closes the dropdown first: 'trigger.focus', which the keyboard run
    // takes) and the press outside the side menu, which has no keyboard form.
    const pointer = byMode.pointer.summary();
    expect(pointer.missing).toEqual({ states: [], transitions: [] });
    const keyboard = byMode.keyboard.summary();
    const switches = NAV_DROPDOWNS.flatMap((from) =>
      NAV_DROPDOWNS.filter((to) => to.id !== from.id).map(
        (to) => `menu.dropdown.${from.id} --dropdown.toggle [isMenu(${to.id})]--> menu.dropdown.${to.id}`,
      ),
    );
    expect(keyboard.missing.states).toEqual([]);
    expect([...keyboard.missing.transitions].sort()).toEqual(
      [...switches, "menu.dropdown --side.open--> menu.side", "menu.side --outside--> menu.closed"].sort(),
    );
    for (const t of model.transitions.filter((x) => x.eventType === "trigger.focus")) {
      expect(
        keyboard.missing.transitions,
        "the keyboard run closes every dropdown by Tab onto another button",
      ).not.toContain(t.label);
    }
    const entry = all.assertComplete();
    expect(entry.transitions.covered).toBe(entry.transitions.total);
  });
});

// ---------------------------------------------------------------------------------------------
// Before the header hydrates (issue 33): native disclosures, then the machine takes over

/** The header's file held back until `release()`: the header stays as pre-rendered until then. */
async function holdHeader(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/site-header-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const summaryOf = (page: Page, id: DropdownId | "side") => page.locator(`header summary[data-menu-trigger="${id}"]`);
const menuReady = (page: Page) => page.locator('header[data-menu-ready="true"]');

test.describe("menus before the header's island hydrates", () => {
  test.use({ hasTouch: true });

  test("pointer: the dropdowns open as disclosures, one at a time; a link is followed; the open one is taken over on hydration", async ({
    page,
  }) => {
    const release = await holdHeader(page);
    await page.setViewportSize(DESKTOP);
    await page.goto("/about");
    await waitForPageIslands(page);
    await expect(menuReady(page)).toHaveCount(0);
    for (const d of NAV_DROPDOWNS) await expect(page.locator(`#nav-panel-${d.id}`)).toBeHidden();

    await summaryOf(page, "mg").click();
    const mg = page.locator("#nav-panel-mg");
    await expect(mg).toBeVisible();
    await expect(mg.getByRole("link")).toHaveCount(panelLinks(dropdown("mg")).length);
    // Another disclosure closes the open one (one group).
    await summaryOf(page, "advanced").click();
    await expect(mg).toBeHidden();
    await expect(page.locator("#nav-panel-advanced")).toBeVisible();
    // Escape closes it (the island loader, before React), the focus on its button.
    await page.keyboard.press("Escape");
    await expect(page.locator("#nav-panel-advanced")).toBeHidden();
    await expect(summaryOf(page, "advanced")).toBeFocused();
    // Opened while the header's code is on its way: taken over when it arrives.
    await summaryOf(page, "ml").click();
    await expect(page.locator("#nav-panel-ml")).toBeVisible();
    release();
    await expect(menuReady(page)).toHaveCount(1);
    await expect(trigger(page, "ml")).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#nav-panel-ml")).toBeVisible();
    await expect(trigger(page, "ml")).toBeFocused();
    await expect(page.locator("header details")).toHaveCount(0);
    // The machine has it now: Escape closes it and returns the focus to its button.
    await page.keyboard.press("Escape");
    await expect(trigger(page, "ml")).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#nav-panel-ml")).toBeHidden();
    await expect(trigger(page, "ml")).toBeFocused();
    // A link of a dropdown, after hydration: a plain page load.
    await trigger(page, "mg").click();
    const first = dropdown("mg").links[0]!;
    await page.locator("#nav-panel-mg").getByRole("link", { name: first.label, exact: true }).click();
    await expect(page).toHaveURL(pathname(first.to));
  });

  test("touch: a tap on Open menu before the header's code arrives is not lost: the side menu opens", async ({
    page,
  }) => {
    const release = await holdHeader(page);
    await page.setViewportSize(PHONE);
    await page.goto("/contact");
    await waitForPageIslands(page);
    await summaryOf(page, "side").tap();
    const list = page.locator("header").getByRole("navigation", { name: "Site menu links" });
    await expect(list).toBeVisible();
    for (const d of NAV_DROPDOWNS) await expect(list.getByRole("region", { name: d.title })).toBeVisible();
    release();
    await expect(menuReady(page)).toHaveCount(1);
    await expect(sideMenu(page)).toBeVisible();
    await expect(openMenu(page)).toHaveAttribute("aria-expanded", "true");
    await expect(closeMenu(page)).toBeFocused();
    await closeMenu(page).tap();
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(openMenu(page)).toBeFocused();
  });

  test("keyboard: Tab, Enter and a link of the open disclosure; the focus stays on that link on hydration", async ({
    page,
  }) => {
    const release = await holdHeader(page);
    await page.setViewportSize(DESKTOP);
    await page.goto("/privacy-policy");
    await waitForPageIslands(page);
    await tabTo(page, summaryOf(page, "mg"));
    await page.keyboard.press("Enter");
    const second = page.locator("#nav-panel-mg").getByRole("link").nth(1);
    await tabTo(page, second);
    await expect(second).toBeFocused();
    release();
    await expect(menuReady(page)).toHaveCount(1);
    await expect(trigger(page, "mg")).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#nav-panel-mg").getByRole("link").nth(1)).toBeFocused();
    // The machine's keys now: Arrow Up to the first link, Escape back to the button.
    await page.keyboard.press("ArrowUp");
    await expect(page.locator("#nav-panel-mg").getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger(page, "mg")).toBeFocused();
    await expect(trigger(page, "mg")).toHaveAttribute("aria-expanded", "false");
  });

  test("without JavaScript: the disclosures open and their links work", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto("/about");
    await summaryOf(page, "advanced").click();
    const link = dropdown("advanced").links[0]!;
    await page.locator("#nav-panel-advanced").getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(pathname(link.to));
    await page.setViewportSize(PHONE);
    await summaryOf(page, "side").click();
    await expect(page.locator("header").getByRole("navigation", { name: "Site menu links" })).toBeVisible();
    await context.close();
  });
});
