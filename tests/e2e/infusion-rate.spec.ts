/**
 * The infusion rate calculator in the built site (issue 31): the machine's model paths replayed in
 * Chromium, each step done as its controls table says (support/control-driver.ts), the page
 * checked after every step against the connect layer's view model (browser-level coverage printed
 * and asserted at 100 %); the page readable before hydration with its computed examples; axe with
 * hints and with a cautioned result.
 */
import { expect, test, type Page } from "@playwright/test";
import { findMachine } from "../../tools/statecharts/machine-registry";
import {
  createInfusionRateModel,
  expectedInfusionView,
  type InfusionSnapshot,
} from "../../tools/statecharts/infusion-rate.model";
import { RESULT_LABEL } from "../../src/machines/infusion-rate/infusion-rate.connect";
import { installControlledClipboard } from "./support/converter-driver";
import { doActionInBrowser } from "./support/control-driver";
import { violations } from "./support/axe";

const INFUSION = "/infusion-rate-calculator";
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** Opens the page; for the model paths the clipboard is the test's and the clock moves only when a path waits. */
async function open(page: Page, controlled = true) {
  if (controlled) {
    await installControlledClipboard(page);
    await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") });
    await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"));
  }
  await page.goto(INFUSION);
  await expect(page.locator('[data-behaviour-scope="infusion-rate"][data-hydrated="true"]')).toHaveCount(1);
}

const card = (page: Page) => page.locator('[data-behaviour-scope="infusion-rate"]');

async function expectView(page: Page, s: InfusionSnapshot) {
  const want = expectedInfusionView(s);
  const c = card(page);
  await expect(c.getByRole("radiogroup")).toHaveCount(want.groups.length);
  for (const g of want.groups) {
    const group = c.getByRole("radiogroup", { name: g.name, exact: true });
    for (const o of g.options) {
      const radio = group.getByRole("radio", { name: o.label, exact: true });
      if (o.checked) await expect(radio).toBeChecked();
      else await expect(radio).not.toBeChecked();
    }
    const hint = c.locator(`[data-group-hint="${g.id}"]`);
    if (g.hint) await expect(hint).toHaveText(g.hint);
    else await expect(hint).toHaveCount(0);
  }
  await expect(c.getByRole("textbox")).toHaveCount(want.fields.length);
  for (const f of want.fields) {
    const input = c.getByRole("textbox", { name: f.label, exact: true });
    await expect(input).toHaveValue(f.value);
    if (f.hint) {
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(escaped(f.hint));
    } else await expect(input).not.toHaveAttribute("aria-invalid");
  }
  const region = c.getByRole("status", { name: RESULT_LABEL });
  await expect(region).toHaveAttribute("data-kind", want.result.kind);
  const r = want.result;
  for (const text of [r.headline, ...r.lines, ...r.cautions, ...r.working, r.message]) {
    if (text) await expect(region).toContainText(text);
  }
  const copy = c.getByRole("button", { name: want.copy.label, exact: true });
  if (want.copy.disabled) await expect(copy).toBeDisabled();
  else await expect(copy).toBeEnabled();
  if (want.copy.status) await expect(c.getByText(want.copy.status)).toBeVisible();
}

test.describe("infusion rate model paths in the browser", () => {
  test.describe.configure({ mode: "serial" });
  const model = createInfusionRateModel().withStrategy("walk");
  const tracker = model.coverage("browser");
  const entry = findMachine("infusion-rate")!;
  for (const path of model.paths) {
    test(path.title, async ({ page }) => {
      test.setTimeout(240_000);
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

test("the infusion rate page is readable before any script, with its worked examples", async ({ request }) => {
  const html = await (await request.get(INFUSION)).text();
  for (const text of [
    "Infusion Rate Calculator",
    "13.1 mL/h",
    "20 mL/h",
    "4 drops per minute at 20 drops/mL",
    "4.99 mcg/kg per minute",
  ])
    expect(html).toContain(text);
});

test("axe: the infusion rate calculator with hints, then with a rounded rate and drops too slow to count", async ({
  page,
}) => {
  await open(page, false);
  const c = card(page);
  await c.getByRole("radio", { name: "mcg", exact: true }).click();
  await c.getByRole("textbox", { name: "Ordered dose rate (mcg)" }).fill("5");
  await c.getByRole("textbox", { name: "In the bag (amount in volume)" }).fill("x");
  await expect(c.locator('[data-group-hint="infusion-rate-per"]')).toBeVisible();
  expect(await violations(page, `${INFUSION} with hints`)).toEqual([]);
  await c.getByRole("radio", { name: "Per minute", exact: true }).click();
  await c.getByRole("textbox", { name: "In the bag (amount in volume)" }).fill("400 mg in 250 mL");
  await c.getByRole("radio", { name: "60 drops/mL", exact: true }).click();
  const region = c.getByRole("status", { name: RESULT_LABEL });
  await expect(region).toContainText("0.19 mL/h");
  await expect(region).toContainText("Use an infusion pump");
  expect(await violations(page, `${INFUSION} rounded, drops too slow`)).toEqual([]);
});
