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

test("every unit choice changed after typing keeps the quantity or says the change, never re-reads it (issue 56)", async ({
  page,
}) => {
  await open(page, false);
  const c = card(page);
  const announcer = page.locator("#site-announcer");
  const region = c.getByRole("status", { name: RESULT_LABEL });
  // The time's unit: 90 minutes becomes 1.5 hours, said, and the rate does not move.
  await c.getByRole("radio", { name: "mL/h from a volume and a time", exact: true }).click();
  await c.getByRole("textbox", { name: "Volume to infuse (mL)" }).fill("1000");
  await c.getByRole("radio", { name: "Minutes", exact: true }).click();
  await c.getByRole("textbox", { name: "Time (minutes)" }).fill("90");
  await expect(region).toContainText("666.7 mL/h");
  await expect(announcer).toContainText("Result:");
  await c.getByRole("radio", { name: "Hours", exact: true }).click();
  await expect(c.getByRole("textbox", { name: "Time (hours)" })).toHaveValue("1.5");
  await expect(announcer).toContainText("Time 90 min is 1.5 h: converted.");
  await expect(region).toContainText("666.7 mL/h");

  // The order's unit: 5 mg per hour is 5 000 mcg per hour, said; the rate does not move.
  await c.getByRole("radio", { name: "mL/h from the order", exact: true }).click();
  await c.getByRole("radio", { name: "mg", exact: true }).click();
  await c.getByRole("radio", { name: "Per hour", exact: true }).click();
  await c.getByRole("textbox", { name: "Ordered dose rate (mg per hour)" }).fill("5");
  await c.getByRole("textbox", { name: "In the bag (amount in volume)" }).fill("400 mg in 250 mL");
  await expect(region).toContainText("3.13 mL/h");
  await expect(announcer).toContainText("Result:");
  await c.getByRole("radio", { name: "mcg", exact: true }).click();
  await expect(c.getByRole("textbox", { name: "Ordered dose rate (mcg per hour)" })).toHaveValue("5000");
  await expect(announcer).toContainText(/Ordered dose rate 5 mg is 5\s?000 mcg: converted\./);
  await expect(region).toContainText("3.13 mL/h");

  // The order's time unit: kept as typed with its unit, and the form asks which is meant.
  await c.getByRole("radio", { name: "Per minute", exact: true }).click();
  await expect(c.getByRole("textbox", { name: "Ordered dose rate (mcg per minute)" })).toHaveValue("5000 mcg/h");
  await expect(announcer).toContainText("Ordered dose rate 5000 mcg/h: kept as typed, with its time unit.");
  await expect(region).toContainText("No result");

  // The weight's unit: 70 kg is kept as "70 kg" when lb is chosen; the result does not move.
  await c.getByRole("radio", { name: "Per hour", exact: true }).click();
  await c.getByRole("radio", { name: "mcg/kg", exact: true }).click();
  await c.getByRole("textbox", { name: "Ordered dose rate (mcg/kg per hour)" }).fill("5");
  await c.getByRole("textbox", { name: "Weight (kg)" }).fill("70");
  await expect(region).toContainText("0.22 mL/h");
  await expect(announcer).toContainText("Result:");
  await c.getByRole("radio", { name: "lb", exact: true }).click();
  await expect(c.getByRole("textbox", { name: "Weight (lb)" })).toHaveValue("70 kg");
  await expect(announcer).toContainText("Weight 70 kg: kept as typed, with its unit");
  await expect(region).toContainText("0.22 mL/h");
});

test("a heparin bag typed as its label prints it, '25,000 units in 250 mL', is read and the field says how (issue 56)", async ({
  page,
}) => {
  await open(page, false);
  const c = card(page);
  const region = c.getByRole("status", { name: RESULT_LABEL });
  await expect(c.locator('[data-number-rule="label"]')).toContainText("as a label prints them");
  await c.getByRole("radio", { name: "units", exact: true }).click();
  await c.getByRole("radio", { name: "Per hour", exact: true }).click();
  const dose = c.getByRole("textbox", { name: "Ordered dose rate (units per hour)" });
  await dose.fill("1000");
  const bag = c.getByRole("textbox", { name: "In the bag (amount in volume)" });
  await bag.fill("25,000 units in 250 mL");
  await expect(region).toContainText("10 mL/h");
  await expect(bag).not.toHaveAttribute("aria-invalid");
  await expect(bag).toHaveAccessibleDescription(
    /25\s?000 units in 250 mL = 100 units\/mL \(a label’s comma groups thousands\)/,
  );
  // The bag's volume as printed too.
  await bag.fill("25,000 units in 1,000 mL");
  await expect(region).toContainText("40 mL/h");
  // A comma a label could print as a decimal is still asked, and the order is a dose field: "1,000" is asked there.
  await bag.fill("25,125 units in 250 mL");
  await expect(bag).toHaveAccessibleDescription(/Type 25125 without the comma, or 25\.1250 with a point for decimals/);
  await bag.fill("25,000 units in 250 mL");
  await dose.fill("1,000");
  await expect(dose).toHaveAccessibleDescription(/Type 1000 without the comma, or 1 with a point for decimals/);
  await expect(region).toContainText("No result");
});
