/**
 * Drives the syringe machine of /mg-to-ml-syringe through one model-based path, with the pointer
 * (fill, selectOption: tests/e2e/content.spec.ts) or with the keyboard alone
 * (tests/e2e/keyboard.spec.ts). The volume comes from the converter's Amount (mg) at the page's
 * 50 mg/mL; the route from the card's Route select; the syringe from the native select. Both modes check the same expected view after
 * every step; the keyboard mode also checks that the focus is visible and what the page's one
 * announcer says: the syringe chosen and where the volume falls on it after a choice, and the
 * reading after the converter's answer once typing has paused (the panel's regions are not live).
 *
 *   await runSyringePath(page, path, { mode: "keyboard" });
 *   tracker.recordPath(path);
 */
import { expect, type Page } from "@playwright/test";
import type { EventObject } from "xstate";
import type { ModelPath } from "../../../tools/statecharts/model";
import type { SyringeEvent } from "../../../src/machines/syringe/syringe.types";
import { amountForVolume, expectedSyringeView, type SyringeSnapshot } from "../../../tools/statecharts/syringe.model";
import {
  choiceAnnouncement,
  routeAnnouncement,
  routeCautionOf,
  spokenReading,
} from "../../../src/machines/syringe/syringe.spoken";
import { waitForIslands } from "./islands";
import {
  expectAnnouncedNow,
  expectNoPointerInput,
  expectVisibleFocus,
  installPointerGuard,
  tabTo,
  typeText,
  type DriveMode,
} from "./keyboard";
import {
  attribute,
  byTestId,
  control,
  describedAs as description,
  expectView,
  text,
  texts,
  value,
  type ReadOptions,
} from "./view-reader";

export const SYRINGE = "/mg-to-ml-syringe";

/** Opens a page and waits until it has hydrated and loaded everything. */
export async function openContentPage(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
  await page.waitForLoadState("networkidle");
}

/** What a syringe view check reads: the panel's select, drawing and live regions. */
const SYRINGE_READ: ReadOptions = {
  roles: ["combobox", "img", "status", "listitem"],
  attributes: ["data-syringe", "data-status", "data-fill-ml"],
  testIds: ["syringe-summary"],
};

/**
 * The select, the drawing (named by its title, described by its alt text) and its marks, the
 * summary and the warnings in one read (support/view-reader.ts); the keyboard mode then checks
 * what the page's one announcer says after the step (`event`): the choice, or the reading after
 * the converter's answer.
 */
async function expectSyringe(
  page: Page,
  state: SyringeSnapshot,
  mode: DriveMode,
  event: EventObject | null = null,
  before: SyringeSnapshot | null = null,
) {
  const want = expectedSyringeView(state);
  const img = control("img", want.title);
  await expect(page.getByTestId("syringe-panel")).toHaveAttribute("data-route-fit", want.routeFit);
  await expectView(page.getByTestId("syringe-panel"), SYRINGE_READ, [
    value(control("combobox", "Syringe", { exact: false }), want.choice),
    attribute(img, "data-syringe", want.syringeId),
    attribute(img, "data-status", want.status),
    attribute(img, "data-fill-ml", String(want.fillMl)),
    description(img, want.alt),
    text(byTestId("syringe-summary"), want.summary),
    texts(
      control("listitem", "", { exact: false, within: [{ role: "status", name: "Syringe check" }] }),
      want.warnings,
    ),
  ]);
  if (mode === "keyboard" && event) {
    const e = event as SyringeEvent;
    const reading = spokenReading(state.context);
    // A route of the other syringe kind brings the rule's syringe, said as a choice; a route that
    // leaves the syringe drawn unsuitable says the caution; otherwise a route says nothing here.
    const followed = e.type === "route.change" && before !== null && before.context.choice !== state.context.choice;
    if (e.type === "choice.select" || followed) await expectAnnouncedNow(page, choiceAnnouncement(state.context));
    else if (e.type === "route.change") {
      if (routeCautionOf(state.context)) await expectAnnouncedNow(page, routeAnnouncement(state.context));
    } else if (reading) await expectAnnouncedNow(page, `On the syringe: ${reading}`);
  }
}

/** Keyboard: moves a closed native select to `value` with the arrow keys (each press commits). */
async function chooseByArrows(page: Page, name: string, value: string) {
  const select = page.getByRole("combobox", { name });
  await tabTo(page, select);
  const { from, to } = await select.evaluate((el, wanted) => {
    const s = el as HTMLSelectElement;
    return { from: s.selectedIndex, to: [...s.options].findIndex((o) => o.value === wanted) };
  }, value);
  if (to < 0) throw new Error(`The ${name} select has no option ${value}`);
  const key = to > from ? "ArrowDown" : "ArrowUp";
  for (let i = 0; i < Math.abs(to - from); i += 1) await page.keyboard.press(key);
  await expect(select).toHaveValue(value);
}

async function performSyringe(page: Page, event: EventObject, mode: DriveMode) {
  const e = event as SyringeEvent;
  const amount = page.getByRole("textbox", { name: "Amount (mg)" });
  if (mode === "keyboard") {
    if (e.type === "volume.change") {
      await tabTo(page, amount);
      await typeText(page, amountForVolume(e.volume));
    } else if (e.type === "route.change") {
      await chooseByArrows(page, "Route", e.route);
    } else {
      await chooseByArrows(page, "Syringe", e.choice);
    }
    return;
  }
  if (e.type === "volume.change") await amount.fill(amountForVolume(e.volume));
  else if (e.type === "route.change") await page.getByRole("combobox", { name: "Route" }).selectOption(e.route);
  else await page.getByRole("combobox", { name: "Syringe" }).selectOption(e.choice);
}

/**
 * Runs one path of the syringe model on a fresh /mg-to-ml-syringe in `mode`, checking the view
 * before the first step and after every step. The caller records the passed path.
 */
export async function runSyringePath(page: Page, path: ModelPath, { mode }: { mode: DriveMode }) {
  if (mode === "keyboard") await installPointerGuard(page);
  await openContentPage(page, SYRINGE);
  await expectSyringe(page, path.initial as SyringeSnapshot, mode);
  for (const [i, step] of path.steps.entries()) {
    await performSyringe(page, step.event, mode);
    await expectSyringe(page, step.state as SyringeSnapshot, mode, step.event, step.before as SyringeSnapshot);
    if (mode === "keyboard") await expectVisibleFocus(page, `${path.title}, step ${i + 1} (${step.event.type})`);
  }
  if (mode === "keyboard") await expectNoPointerInput(page, path.title);
}
