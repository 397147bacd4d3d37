/**
 * The clinical calculators in the built site (issue 31): the weight-based dose machine's model
 * paths replayed in Chromium, each step done as its controls table says (support/control-driver.ts),
 * the page checked after every step against the connect layer's view model (browser-level coverage
 * printed and asserted at 100 %); the page readable before hydration; axe in a cautioned state.
 */
import { expect, test } from "@playwright/test";
import { createWeightDoseModel, expectedWeightDoseView } from "../../tools/statecharts/weight-dose.model";
import { RESULT_LABEL } from "../../src/machines/weight-dose/weight-dose.connect";
import { violations } from "./support/axe";
import { clinicalPage, describeClinicalPaths } from "./support/clinical-model";

const WEIGHT_DOSE = "/weight-based-dose-calculator";
const { card, open } = clinicalPage(WEIGHT_DOSE, "weight-dose");

describeClinicalPaths({
  name: "weight-dose",
  title: "weight-based dose",
  route: WEIGHT_DOSE,
  model: createWeightDoseModel().withStrategy("walk"),
  expectedView: expectedWeightDoseView,
  resultLabel: RESULT_LABEL,
  timeoutMs: 180_000,
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
