/**
 * The Behaviour view (issue 17) in the built site: on every calculator (and for the header menu,
 * from the footer) the closed 'Behaviour' disclosure loads the view only when opened, shows the
 * machine's diagram with the initial state active (outlined, and as text), follows the page live
 * (a swap changes the direction state), lists the events received and copies them as JSON, and
 * its path player replays every generated path of every machine (the converter card's machines,
 * the menu, every calculator) on the page's own controls with no mismatch. Axe finds nothing with the view open, and no request leaves the site. The player's
 * own machine (path-player) is walked here at browser level: every state and transition of its
 * model, on /20-mg-to-ml.
 */
import type { ControlAction } from "../../src/machines/controls";
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { waitForIslands, waitForPageIslands } from "./support/islands";
import type { BehaviourPaths } from "../../src/behaviour/behaviour.types";
import type { EventObject } from "xstate";
import type { PathPlayerInput } from "../../src/machines/path-player/path-player.types";
import { coveringPaths, type ModelStep } from "../../tools/statecharts/model";
import { violations } from "./support/axe";
import {
  PAGE_USE_CONTROL,
  PLAYER_MODEL_PAGE,
  arrangementBefore,
  PLAYER_SETTLING,
  createPathPlayerModel,
  expectedFreshUrl,
  expectedPlayerScreen,
  type PathPlayerSnapshot,
} from "../../tools/statecharts/path-player.model";
import { CONVERTER_CONTROLS } from "../../src/machines/converter/converter.controls";
import { playerCover } from "../../tools/statecharts/behaviour-paths";

const paths = (machine: string) =>
  JSON.parse(fs.readFileSync(`src/behaviour/paths/${machine}.json`, "utf8")) as BehaviourPaths;

/** Every request the page makes that is not to the site itself. */
function watchRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const site = new URL(test.info().project.use.baseURL!).origin;
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== site) outside.push(request.url());
  });
  return outside;
}

async function openView(page: Page, scope: string) {
  const details = page.locator(`details[data-behaviour="${scope}"]`);
  await expect(details).not.toHaveAttribute("open");
  await details.locator("summary").click();
  await expect(details).toHaveAttribute("data-behaviour-loaded", "ready");
  return details;
}

async function expectActive(details: ReturnType<Page["locator"]>, machine: string, label: string) {
  await expect(details.locator("[data-behaviour-active]")).toHaveText(`Active state of ${machine}: ${label}`);
  // A screen reader hears each dotted id once (issue 53): in the list of meanings, not also in the
  // line above it.
  const spoken = await details.locator("[data-behaviour-active]").ariaSnapshot();
  expect(spoken).toContain(`Active state of ${machine}:`);
  const meanings = details.getByRole("list", { name: `The active states of ${machine} and what they mean` });
  for (const leaf of label.split(", ")) {
    expect(spoken).not.toContain(leaf);
    await expect(meanings.getByText(leaf, { exact: true })).toHaveCount(1);
  }
  const diagram = details.locator(`[data-behaviour-diagram="${machine}"]`);
  await expect(diagram.locator("svg")).toBeVisible();
  for (const leaf of label.split(", ")) {
    await expect(diagram.locator(`[data-state-id="${machine}.${leaf}"]`)).toHaveAttribute("data-active", "true");
  }
}

test.describe("Behaviour view", () => {
  test("is not loaded before it is opened", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/20-mg-to-ml");
    await waitForIslands(page);
    await page.waitForLoadState("networkidle");
    const before = scripts.length;
    expect(scripts.some((s) => /behaviour-view/.test(s))).toBe(false);
    await openView(page, "converter");
    expect(scripts.length).toBeGreaterThan(before);
  });

  const calculators = [
    { name: "converter card", path: "/20-mg-to-ml", scope: "converter", machine: "converter", start: "/20-mg-to-ml" },
    { name: "syringe", path: "/mg-to-ml-syringe", scope: "converter", machine: "syringe", start: null },
    { name: "molarity", path: "/molarity-calculator", scope: "molarity", machine: "molarity", start: null },
    { name: "dilution", path: "/dilution-calculator", scope: "dilution", machine: "dilution", start: null },
    {
      name: "concentration",
      path: "/concentration-converter",
      scope: "concentration",
      machine: "concentration",
      start: null,
    },
    {
      name: "reconstitution",
      path: "/reconstitution-calculator",
      scope: "reconstitution",
      machine: "reconstitution",
      start: null,
    },
    {
      name: "serial dilution",
      path: "/serial-dilution-calculator",
      scope: "serial-dilution",
      machine: "serial-dilution",
      start: null,
    },
    {
      name: "double check",
      path: "/20-mg-to-ml",
      scope: "converter",
      machine: "double-check",
      start: null,
      choose: true,
      firstUse: true,
    },
    { name: "header menu (footer)", path: "/about", scope: "menu", machine: "menu", start: null },
  ];
  for (const c of calculators) {
    test(`${c.name}: its diagram with the initial state active`, async ({ page }) => {
      const outside = watchRequests(page);
      await page.goto(c.path);
      await waitForIslands(page);
      const details = await openView(page, c.scope);
      if (c.choose) await details.getByLabel("Machine", { exact: true }).selectOption(c.machine);
      if (c.firstUse) {
        // Started only when first asked for (issue 33): offered, its diagram shown, not running yet.
        await expect(details.locator("[data-behaviour-active]")).toHaveText(
          `The ${c.machine} machine is not running on this page yet.`,
        );
        await expect(details.locator(`[data-behaviour-diagram="${c.machine}"] svg`)).toBeVisible();
        await expect(details.locator("[data-behaviour-trace] > li")).toHaveCount(0);
        expect(outside).toEqual([]);
        return;
      }
      const initial = paths(c.machine).paths.find((p) => p.start === c.start)!.initialState;
      await expectActive(details, c.machine, initial);
      await expect(details.locator("[data-behaviour-trace] > li").last()).toContainText("xstate.init");
      expect(outside).toEqual([]);
    });
  }

  test("follows the page: a swap changes the direction state, newest event first, copied as JSON", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const outside = watchRequests(page);
    await page.goto("/20-mg-to-ml");
    await waitForIslands(page);
    const details = await openView(page, "converter");
    await expect(details.locator("[data-behaviour-active]")).toContainText("direction.mgToMl");
    await page.getByRole("button", { name: CONVERTER_CONTROLS.swap }).click();
    await expect(details.locator("[data-behaviour-active]")).toContainText("direction.mlToMg");
    await expect(details.locator('[data-state-id="converter.direction.mlToMg"]')).toHaveAttribute(
      "data-active",
      "true",
    );
    await expect(details.locator('[data-state-id="converter.direction.mgToMl"]')).toHaveAttribute(
      "data-active",
      "false",
    );
    const newest = details.locator("[data-behaviour-trace] > li").first();
    await expect(newest).toContainText("swap");
    await expect(newest).toContainText("converter.direction.mgToMl → converter.direction.mlToMg");

    await details.getByRole("button", { name: "Copy the trace as JSON" }).click();
    await expect(details.getByText(/Copied \d+ events as JSON/)).toBeVisible();
    // The site's Permissions-Policy forbids reading the clipboard from script: paste it, as a person does.
    const amount = page.locator("#converter-amount");
    await amount.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("ControlOrMeta+v");
    const copied = JSON.parse(await amount.inputValue()) as {
      machine: string;
      events: Array<{ event: { type: string } }>;
    };
    expect(copied.machine).toBe("converter");
    expect(copied.events[0]!.event.type).toBe("swap");
    expect(outside).toEqual([]);
  });

  test("axe finds no violation with the view open (converter after a replay, and the menu's)", async ({ page }) => {
    await page.goto("/20-mg-to-ml");
    await waitForIslands(page);
    const details = await openView(page, "converter");
    await details
      .getByLabel("Test path", { exact: true })
      .selectOption(String(paths("converter").paths.find((p) => p.start === "/20-mg-to-ml")!.index));
    await details.getByRole("button", { name: "Run" }).click();
    await expect(details.locator("[data-behaviour-status]")).toHaveAttribute("data-behaviour-status", "done");
    await openView(page, "menu");
    await expect(page.locator('[data-behaviour="menu"] [data-behaviour-diagram="menu"] svg')).toBeVisible();
    const found = await violations(page, "/20-mg-to-ml with both Behaviour views open");
    expect(found, found.join("\n")).toEqual([]);
  });
});

test.describe("Behaviour view: the path player step by step", () => {
  // The path player's model's settling path (tools/statecharts/path-player.model.ts): on
  // /20-mg-to-ml, a step that types (in a field, or a preset: the result starts settling), then a
  // press that does not type and leaves the result still settling, so a pause in between matters.
  // `at` is that press (0-based), as early as any path has one.
  const settling = () => {
    const path = paths("converter").paths.find((p) => p.index === PLAYER_SETTLING.index);
    expect(path, "the converter path the player's model settles on").toBeDefined();
    return { path: path!, at: PLAYER_SETTLING.step };
  };
  const isTypedAmount = (a: ControlAction) => a.kind === "type" && a.label === "Amount (mg)";
  const typed = (a: ControlAction) => (a.kind === "type" ? a.value : "");
  /**
   * The page's clock paused and moved only 20 ms at a time while waiting, enough for the player's
   * own steps, never for the 800 ms settle delay (Next does not hold the page's timers).
   */
  async function pausedClock(page: Page) {
    await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") });
    await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"));
    return async (what: () => Promise<boolean>) => {
      await expect
        .poll(
          async () => {
            await page.clock.runFor(20);
            return what();
          },
          { intervals: [50], timeout: 15_000 },
        )
        .toBe(true);
    };
  }

  test("a mismatch is said plainly: the page's own timer fired between two steps", async ({ page }) => {
    const { path, at } = settling();
    const until = await pausedClock(page);
    await page.goto("/20-mg-to-ml");
    await waitForIslands(page);
    const details = await openView(page, "converter");
    await details.getByLabel("Test path", { exact: true }).selectOption(String(path.index));
    const status = details.locator("[data-behaviour-status]");
    for (let i = 0; i < at; i++) {
      await details.getByRole("button", { name: "Next" }).click();
      const said = `Step ${i + 1} of ${path.steps.length}: ${path.steps[i]!.text}. The page is in ${path.steps[i]!.state}, as expected.`;
      await until(async () => (await status.textContent()) === said);
    }
    // Said by the page's one announcer too (the status line is not a live region).
    const said = `Step ${at} of ${path.steps.length}: ${path.steps[at - 1]!.text}. The page is in ${path.steps[at - 1]!.state}, as expected.`;
    // (It fills its region 100 ms after emptying it: well within the settle delay's 800 ms.)
    await page.clock.runFor(100);
    await expect(page.locator("#site-announcer")).toHaveText(said);
    // A person waits longer than the settle delay (800 ms) before the next step.
    await page.clock.runFor(1000);
    await details.getByRole("button", { name: "Next" }).click();
    await until(async () => (await status.getAttribute("data-behaviour-status")) === "mismatch");
    const actual = path.steps[at]!.state.replace("announce.typing", "announce.quiet");
    await expect(status).toContainText(
      `Step ${at + 1} of ${path.steps.length}: MISMATCH. ${path.steps[at]!.text}: expected ${path.steps[at]!.state}, page is in ${actual}.`,
    );
    await expect(status).toContainText("xstate.after.settleDelay");
    await expect(details.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  test("Previous loads the page afresh and replays up to the step before", async ({ page }) => {
    const { path, at } = settling();
    const until = await pausedClock(page);
    await page.goto("/20-mg-to-ml");
    await waitForIslands(page);
    let details = await openView(page, "converter");
    await details.getByLabel("Test path", { exact: true }).selectOption(String(path.index));
    const steps = () => details.locator("[data-behaviour-steps] > li");
    // Up to the press after typing, each as expected.
    for (let i = 0; i <= at; i++) {
      await details.getByRole("button", { name: "Next" }).click();
      await until(async () => /✓|✗/.test((await steps().nth(i).textContent()) ?? ""));
      await expect(steps().nth(i)).toContainText("✓ as expected");
    }
    await details.getByRole("button", { name: "Previous" }).click();
    await page.waitForURL(/20-mg-to-ml$/);
    await waitForIslands(page);
    details = page.locator('details[data-behaviour="converter"]');
    await until(async () => (await details.getAttribute("data-behaviour-loaded")) === "ready");
    await until(async () =>
      ((await details.locator("[data-behaviour-status]").textContent()) ?? "").includes(
        `Step ${at} of ${path.steps.length}: ${path.steps[at - 1]!.text}.`,
      ),
    );
    // The replay typed what the steps before typed, the last of them last.
    const lastTyped = path.steps
      .slice(0, at)
      .filter((st) => isTypedAmount(st.action))
      .at(-1);
    expect(lastTyped, "the path types in Amount (mg) before the press").toBeDefined();
    await expect(page.locator("#converter-amount")).toHaveValue(typed(lastTyped!.action));
    await expect(details.getByRole("button", { name: "Previous" })).toBeEnabled();
  });
});

/**
 * Every machine whose paths the player replays, the page (and Behaviour view) it lives in, and
 * the screen it needs: the side menu's Close menu button is there on a small screen only. (Batch
 * Convert's form is behind its tab: its paths say so, `reveal`, and the player presses the tab.)
 */
const REPLAYED = [
  { machine: "converter", page: "/20-mg-to-ml", scope: "converter" },
  { machine: "tabs", page: "/20-mg-to-ml", scope: "converter" },
  { machine: "batch", page: "/20-mg-to-ml", scope: "converter" },
  { machine: "double-check", page: "/20-mg-to-ml", scope: "converter" },
  { machine: "converter-card", page: "/20-mg-to-ml", scope: "converter" },
  { machine: "syringe", page: "/mg-to-ml-syringe", scope: "converter" },
  { machine: "menu", page: "/about", scope: "menu", width: 375 },
  { machine: "molarity", page: "/molarity-calculator", scope: "molarity" },
  { machine: "dilution", page: "/dilution-calculator", scope: "dilution" },
  { machine: "concentration", page: "/concentration-converter", scope: "concentration" },
  { machine: "serial-dilution", page: "/serial-dilution-calculator", scope: "serial-dilution" },
  { machine: "weight-dose", page: "/weight-based-dose-calculator", scope: "weight-dose" },
  { machine: "reconstitution", page: "/reconstitution-calculator", scope: "reconstitution" },
  { machine: "infusion-rate", page: "/infusion-rate-calculator", scope: "infusion-rate" },
] as const satisfies readonly { machine: string; page: string; scope: string; width?: number }[];

test.describe("Behaviour view: the path player replays its covering paths of every machine", () => {
  test("every machine with paths is replayed here (the player's own paths are its model test's)", () => {
    const withPaths = fs
      .readdirSync("src/behaviour/paths")
      .map((f) => f.replace(/\.json$/, ""))
      .filter((m) => m !== "path-player");
    expect(REPLAYED.map((r) => r.machine).sort()).toEqual(withPaths.sort());
  });

  for (const r of REPLAYED) {
    // The paths that together use every control and kind of step of the machine (issue 55: every
    // stored path is replayed step by step in Vitest, tests/unit/behaviour-paths.test.ts; here the
    // browser shows that a stored path replays on the page, with each control a path uses).
    const cover = playerCover(paths(r.machine));
    test(`${r.machine}: its covering paths end in their expected states with no mismatch (${cover.map((p) => p.index).join(", ")})`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const outside = watchRequests(page);
      if ("width" in r) await page.setViewportSize({ width: r.width, height: 800 });
      const failures: string[] = [];
      for (const p of cover) {
        await page.goto(p.start ?? r.page);
        // The header's island wakes on a person's intent: only the menu's paths need it awake.
        await (r.machine === "menu" ? waitForIslands(page) : waitForPageIslands(page));
        const details = await openView(page, r.scope);
        const chooser = details.getByLabel("Machine", { exact: true });
        if (await chooser.count()) await chooser.selectOption(r.machine);
        await details.getByLabel("Test path", { exact: true }).selectOption(String(p.index));
        await details.getByRole("button", { name: "Run" }).click({ timeout: 10_000 });
        const status = details.locator("[data-behaviour-status]");
        await expect(status).not.toHaveAttribute("data-behaviour-status", "ready", { timeout: 30_000 });
        if ((await status.getAttribute("data-behaviour-status")) !== "done")
          failures.push(`path ${p.index}: ${await status.textContent()}`);
        else await expect(status).toContainText(`ends in ${p.ends}`);
      }
      expect(failures).toEqual([]);
      expect(outside).toEqual([]);
    });
  }
});

test.describe("Behaviour view: a Run on a slow device", () => {
  test("a Run replays the same states however slow the page is: the page's timers wait for the path's Wait steps", async ({
    page,
  }) => {
    // A path that expects the result still settling ('announce.typing') one step after typing:
    // on a slow device the 800 ms settle delay passes between those steps.
    const path = paths("converter").paths.find(
      (p) =>
        p.start === "/20-mg-to-ml" &&
        p.steps.some(
          (s, i) =>
            i > 0 &&
            p.steps[i - 1]!.action.kind === "type" &&
            s.action.kind !== "type" &&
            s.state.includes("announce.typing"),
        ),
    );
    expect(path, "a converter path with a step after typing that expects the result still settling").toBeDefined();
    await page.goto(path!.start!);
    await waitForIslands(page);
    const details = await openView(page, "converter");
    await details.getByLabel("Test path", { exact: true }).selectOption(String(path!.index));
    // A slow device: every keystroke keeps the page busy for 1 s after the page has handled it,
    // longer than the 800 ms settle delay the typing started.
    await page.evaluate(() => {
      window.addEventListener("input", () => {
        const until = performance.now() + 1000;
        while (performance.now() < until);
      });
    });
    await details.getByRole("button", { name: "Run" }).click();
    const status = details.locator("[data-behaviour-status]");
    await expect(status).not.toHaveAttribute("data-behaviour-status", "ready", { timeout: 60_000 });
    await expect(status).toHaveAttribute("data-behaviour-status", "done");
    await expect(status).toContainText(`ends in ${path!.ends}`);
    // Once the Run is over what was held has run: the result has settled.
    await expect
      .poll(() => details.locator("[data-behaviour-active]").textContent(), { timeout: 5000 })
      .toContain("announce.quiet");
  });
});

test.describe("Behaviour view: the path player's own machine, model-based", () => {
  type Step = ModelStep<PathPlayerSnapshot, EventObject>;
  type Details = ReturnType<Page["locator"]>;
  const PATHS_CHUNK = /\/assets\/converter-[\w-]+\.js$/;

  /** What the person does on the page before pressing Next or Run, so that the step ends otherwise. */
  async function arrange(page: Page, details: Details, step: Step, next: Step | undefined) {
    switch (arrangementBefore(step, next)?.act) {
      case "waitForSettle":
        return expect(details.locator("[data-behaviour-active]")).toContainText("announce.quiet");
      case "pressSwap":
        return page.getByRole("button", { name: CONVERTER_CONTROLS.swap }).click();
    }
  }

  async function perform(page: Page, details: Details, step: Step, next: Step | undefined) {
    const e = step.event as EventObject & { index?: number };
    const player = details.locator("[data-behaviour-player]");
    switch (e.type) {
      case "PAGE.USED":
        return page.getByRole("tab", { name: PAGE_USE_CONTROL, exact: true }).click();
      case "PATH.SELECT":
        return details.getByLabel("Test path", { exact: true }).selectOption(String(e.index));
      case "STEP.NEXT":
      case "RUN":
        await arrange(page, details, step, next);
        return player.getByRole("button", { name: e.type === "RUN" ? "Run" : "Next", exact: true }).click();
      case "STEP.PREVIOUS":
      case "FRESH.OPEN":
        return player
          .getByRole("button", {
            name: e.type === "STEP.PREVIOUS" ? "Previous" : expectedPlayerScreen(step.before).offer!,
            exact: true,
          })
          .click();
      default:
        return; // the player's own actors: the path list arrives (or not), a step is done
    }
  }

  async function expectPlayer(details: Details, expected: PathPlayerSnapshot) {
    const want = expectedPlayerScreen(expected);
    if (want.stage === "unavailable") {
      await expect(
        details.getByText("The test paths of converter could not be loaded. Reload the page to try again."),
      ).toBeVisible();
      await expect(details.page().locator("#site-announcer")).toHaveText(
        "The test paths of converter could not be loaded. Reload the page to try again.",
      );
      return;
    }
    const player = details.locator("[data-behaviour-player]");
    const select = player.getByLabel("Test path", { exact: true });
    await expect(select).toHaveValue(String(want.pathIndex));
    await (want.canChoose ? expect(select).toBeEnabled() : expect(select).toBeDisabled());
    for (const [name, enabled] of [
      ["Previous", want.canPrevious],
      ["Next", want.canNext],
      ["Run", want.canRun],
    ] as const) {
      const button = player.getByRole("button", { name, exact: true });
      await (enabled ? expect(button).toBeEnabled() : expect(button).toBeDisabled());
    }
    await expect(player.getByRole("button")).toHaveCount(want.offer ? 4 : 3);
    if (want.offer) await expect(player.getByRole("button", { name: want.offer, exact: true })).toBeVisible();
    const status = player.locator("[data-behaviour-status]");
    await expect(status).toHaveAttribute("data-behaviour-status", want.status);
    if ("exact" in want.message) await expect(status).toHaveText(want.message.exact);
    else
      await expect(status).toHaveText(new RegExp(`^${want.message.startsWith.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    await expect(player.locator("[data-behaviour-steps] > li strong")).toHaveText(
      want.marks.map((m) => new RegExp(`^${m}`)),
    );
  }

  test("path-player: model-based walk in the browser", async ({ page }) => {
    test.setTimeout(120_000);
    const outside = watchRequests(page);
    // A few long walks. On a fresh page the player asked for (#behaviour_…) the view opens at once,
    // so there the page cannot be used before it opens: such walks are left out, and of the rest
    // only those that add coverage are walked (each is a page load).
    const model = createPathPlayerModel().withStrategy("walk");
    const walks = coveringPaths(
      model,
      model.paths,
      (p) => !((p.input as PathPlayerInput).asked && p.steps[0]?.event.type === "PAGE.USED"),
    );
    const tracker = model.coverage("browser");
    const details = page.locator('details[data-behaviour="converter"]');
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      const u = new URL(frame.url());
      visited.push(`${u.pathname}${u.hash}`);
    });
    for (const walk of walks) {
      const input = walk.input as PathPlayerInput;
      const steps = walk.steps as Step[];
      // The site cannot be reached for the path list: its request fails.
      const offline = steps.some((st) => st.event.type === "xstate.error.actor.loadPaths");
      if (offline) {
        await page.route(PATHS_CHUNK, async (route) => {
          const response = await route.fetch();
          if (/machine:.converter.,paths:/.test(await response.text())) await route.abort();
          else await route.fulfill({ response });
        });
      }
      // A new fragment alone loads nothing: a fresh page the player asked for comes from elsewhere.
      if (input.asked) await page.goto("about:blank");
      await page.goto(
        `${PLAYER_MODEL_PAGE}${input.asked ? `#behaviour_converter_converter_${input.asked.path}_${input.asked.step}` : ""}`,
      );
      await waitForIslands(page);
      let at = 0;
      // Used before the view opens.
      for (; steps[at]?.before.matches("loading") && steps[at]!.event.type === "PAGE.USED"; at += 1)
        await perform(page, details, steps[at]!, steps[at + 1]);
      if (!input.asked) await details.locator("summary").click();
      await expect(details).toHaveAttribute("data-behaviour-loaded", "ready");
      for (; at < steps.length; at += 1) {
        const step = steps[at]!;
        const before = visited.length;
        await perform(page, details, step, steps[at + 1]);
        // A step under way ends by itself: the state it leads to is checked.
        if (step.state.matches("stepping") || step.state.matches("running")) continue;
        if (step.state.matches("leaving")) {
          // The address it loads: the fragment changes, then the page reloads (and the new player clears it).
          await expect
            .poll(() => visited.slice(before), { timeout: 15_000 })
            .toContain(expectedFreshUrl(step.before, step.event));
          continue;
        }
        await expectPlayer(details, step.state);
      }
      // Waits for a request still in the handler (another converter chunk passed through), so it
      // is not answered after the route is gone (Playwright then fails it as handled twice).
      if (offline) await page.unrouteAll({ behavior: "wait" });
      tracker.recordPath(walk);
    }
    tracker.assertComplete();
    expect(outside).toEqual([]);
  });
});
