/**
 * The infusion rate calculator in the built site (issue 31): the machine's model paths replayed in
 * Chromium, each step done as its controls table says (support/control-driver.ts), the page
 * checked after every step against the connect layer's view model (browser-level coverage printed
 * and asserted at 100 %); the page readable before hydration with its computed examples; axe with
 * hints and with a cautioned result.
 */
import { expect, test } from "@playwright/test";
import { createInfusionRateModel, expectedInfusionView } from "../../tools/statecharts/infusion-rate.model";
import { RESULT_LABEL } from "../../src/machines/infusion-rate/infusion-rate.connect";
import { violations } from "./support/axe";
import type { ShareLink } from "../../src/domain/share/share-link";
import { infusionShare } from "../../src/machines/infusion-rate/infusion-rate.share";
import { clinicalPage, describeClinicalPaths } from "./support/clinical-model";

const INFUSION = "/infusion-rate-calculator";
const { card, open } = clinicalPage(INFUSION, "infusion-rate");

describeClinicalPaths({
  name: "infusion-rate",
  title: "infusion rate",
  route: INFUSION,
  model: createInfusionRateModel().withStrategy("walk"),
  expectedView: expectedInfusionView,
  resultLabel: RESULT_LABEL,
  share: infusionShare as ShareLink<unknown>,
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
