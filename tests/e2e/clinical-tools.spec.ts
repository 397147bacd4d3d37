/**
 * The clinical calculators in the built site (issue 31): the weight-based dose machine's model
 * paths replayed in Chromium, each step done as its controls table says (support/control-driver.ts),
 * the page checked after every step against the connect layer's view model (browser-level coverage
 * printed and asserted at 100 %); the page readable before hydration; axe in a cautioned state.
 */
import { expect, test, type Page } from "@playwright/test";
import { findMachine } from "../../tools/statecharts/machine-registry";
import {
  createWeightDoseModel,
  expectedWeightDoseView,
  type WeightDoseSnapshot,
} from "../../tools/statecharts/weight-dose.model";
import { RESULT_LABEL } from "../../src/machines/weight-dose/weight-dose.connect";
import { installControlledClipboard } from "./support/converter-driver";
import { doActionInBrowser } from "./support/control-driver";
import { violations } from "./support/axe";
import { expectClinicalViewInBrowser } from "./support/clinical-view";

const WEIGHT_DOSE = "/weight-based-dose-calculator";

/** Opens the page; for the model paths the clipboard is the test's and the clock moves only when a path waits. */
async function open(page: Page, controlled = true) {
  if (controlled) {
    await installControlledClipboard(page);
    await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") });
    await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"));
  }
  await page.goto(WEIGHT_DOSE);
  await expect(page.locator('[data-behaviour-scope="weight-dose"][data-hydrated="true"]')).toHaveCount(1);
}

const card = (page: Page) => page.locator('[data-behaviour-scope="weight-dose"]');

const expectView = (page: Page, s: WeightDoseSnapshot) =>
  expectClinicalViewInBrowser(card(page), expectedWeightDoseView(s), RESULT_LABEL);

test.describe("weight-based dose model paths in the browser", () => {
  test.describe.configure({ mode: "serial" });
  const model = createWeightDoseModel().withStrategy("walk");
  const tracker = model.coverage("browser");
  const entry = findMachine("weight-dose")!;
  for (const path of model.paths) {
    test(path.title, async ({ page }) => {
      test.setTimeout(180_000);
      await open(page);
      await expectView(page, path.initial);
      for (const step of path.steps) {
        await doActionInBrowser(page, entry.controlOf(step.event, step.before, model), card(page));
        await expectView(page, step.state);
      }
      tracker.recordPath(path);
    });
  }
  test("covers 100 % of states and transitions (browser level)", () => {
    const covered = tracker.assertComplete();
    expect(covered.transitions.covered).toBe(covered.transitions.total);
  });
});

test("the weight-based dose page is readable before any script, with its worked examples", async ({ request }) => {
  const html = await (await request.get(WEIGHT_DOSE)).text();
  for (const text of [
    "Weight-Based Dose Calculator",
    "149.7 mg",
    "600 mg by weight; capped at your maximum, 500 mg",
    "3 mL",
  ])
    expect(html).toContain(text);
});

test("axe: the weight-based dose calculator with a capped dose, a lb weight and a caution", async ({ page }) => {
  await open(page, false);
  const c = card(page);
  await c.getByRole("radio", { name: "lb", exact: true }).click();
  await c.getByRole("textbox", { name: "Weight (lb)" }).fill("22");
  await c.getByRole("textbox", { name: "Ordered dose (mg/kg per dose)" }).fill("15");
  await c.getByRole("textbox", { name: "Your maximum single dose (mg, optional)" }).fill("100");
  await c.getByRole("textbox", { name: "Label strength (optional)" }).fill("x");
  expect(await violations(page, `${WEIGHT_DOSE} with hints`)).toEqual([]);
  await c.getByRole("textbox", { name: "Label strength (optional)" }).fill("7 mg/mL");
  await expect(c.getByRole("status", { name: RESULT_LABEL })).toContainText("capped at your maximum");
  expect(await violations(page, `${WEIGHT_DOSE} capped, with cautions`)).toEqual([]);
});
