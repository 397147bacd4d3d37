/**
 * The reconstitution calculator in the built site (issue 31): its machine's model paths replayed
 * in Chromium, each step done as its controls table says (support/control-driver.ts), the page
 * checked after every step against the connect layer's view model (browser-level coverage printed
 * and asserted at 100 %); the page readable before hydration, with its head, FAQ and sitemap entry;
 * axe with hints and in cautioned states.
 */
import { expect, test } from "@playwright/test";
import { createReconstitutionModel, expectedReconstitutionView } from "../../tools/statecharts/reconstitution.model";
import { RESULT_LABEL } from "../../src/machines/reconstitution/reconstitution.connect";
import { violations } from "./support/axe";
import type { ShareLink } from "../../src/domain/share/share-link";
import { reconstitutionShare } from "../../src/machines/reconstitution/reconstitution.share";
import { clinicalPage, describeClinicalPaths } from "./support/clinical-model";

const RECONSTITUTION = "/reconstitution-calculator";
const { card, open } = clinicalPage(RECONSTITUTION, "reconstitution");

describeClinicalPaths({
  name: "reconstitution",
  title: "reconstitution",
  route: RECONSTITUTION,
  model: createReconstitutionModel().withStrategy("walk"),
  expectedView: expectedReconstitutionView,
  resultLabel: RESULT_LABEL,
  share: reconstitutionShare as ShareLink<unknown>,
});

test("the reconstitution page is readable before any script, with its worked examples, head and FAQ", async ({
  request,
}) => {
  const html = await (await request.get(RECONSTITUTION)).text();
  for (const text of [
    "Reconstitution Calculator",
    "100 mg/mL",
    "9.3 mL",
    "2.5 mL",
    "107.5269 mg/mL",
    "No displacement volume entered",
    "What is a displacement volume?",
    '<link rel="canonical"',
    "Displacement values",
  ])
    expect(html).toContain(text);
  expect(html).not.toMatch(/NaN|Infinity|undefined/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/reconstitution-calculator");
});

test("the reconstitution calculator sits beside the converters: the 'mg to mL' panel's clinical group and the footer's", async ({
  page,
}) => {
  await page.goto("/about");
  // The panels are closed: their links are looked for with the hidden ones (a closed disclosure).
  await expect(
    page.locator("#nav-panel-mg").getByRole("link", { name: "Reconstitution Calculator", includeHidden: true }),
  ).toHaveAttribute("href", RECONSTITUTION);
  await expect(
    page.locator("#nav-panel-advanced").getByRole("link", { name: "Reconstitution Calculator", includeHidden: true }),
  ).toHaveCount(0);
  const column = page.locator("footer").getByRole("navigation", { name: "Clinical Calculators" });
  await expect(column.getByRole("link", { name: "Reconstitution Calculator", includeHidden: true })).toHaveAttribute(
    "href",
    RECONSTITUTION,
  );
});

test("axe: the reconstitution calculator with hints, a unit mismatch and cautions", async ({ page }) => {
  await open(page, false);
  const c = card(page);
  await c.getByRole("radio", { name: "units", exact: true }).click();
  await c.getByRole("textbox", { name: "Powder in the vial (units)" }).fill("5000000");
  await c.getByRole("textbox", { name: "Diluent added (mL)" }).fill("0");
  await c.getByRole("textbox", { name: "Dose to draw (units, optional)" }).fill("250 mg");
  expect(await violations(page, `${RECONSTITUTION} with hints`)).toEqual([]);
  await c.getByRole("textbox", { name: "Diluent added (mL)" }).fill("8");
  await expect(c.getByRole("status", { name: RESULT_LABEL })).toContainText("The powder is in units");
  expect(await violations(page, `${RECONSTITUTION} unit mismatch`)).toEqual([]);
  await c.getByRole("textbox", { name: "Dose to draw (units, optional)" }).fill("10000000");
  await expect(c.getByRole("status", { name: RESULT_LABEL })).toContainText("No displacement volume entered");
  expect(await violations(page, `${RECONSTITUTION} with cautions`)).toEqual([]);
});

test("issue 56: the powder's unit after typing converts the powder and the dose, or keeps them and asks; never re-reads them", async ({
  page,
}) => {
  await open(page, false);
  const c = card(page);
  const announcer = page.locator("#site-announcer");
  const result = c.getByRole("status", { name: RESULT_LABEL });
  await c.getByRole("radio", { name: "g", exact: true }).click();
  await c.getByRole("textbox", { name: "Powder in the vial (g)" }).fill("1");
  await c.getByRole("textbox", { name: "Diluent added (mL)" }).fill("9.3");
  await c.getByRole("textbox", { name: "Displacement volume (mL, optional)" }).fill("0.7");
  await c.getByRole("textbox", { name: "Dose to draw (g, optional)" }).fill("0.25");
  await expect(result).toContainText("100 mg/mL");
  await expect(result).toContainText("2.5 mL");
  // g to mg: 1 g is 1000 mg, 0.25 g is 250 mg, in the fields, under them and said; the same 2.5 mL.
  await c.getByRole("radio", { name: "mg", exact: true }).click();
  await expect(c.getByRole("textbox", { name: "Powder in the vial (mg)" })).toHaveValue("1000");
  await expect(c.getByRole("textbox", { name: "Dose to draw (mg, optional)" })).toHaveValue("250");
  await expect(c).toContainText("Powder 1 g is 1 000 mg.");
  await expect(result).toContainText("2.5 mL");
  await expect(announcer).toContainText("Powder 1 g is 1000 mg; Dose to draw 0.25 g is 250 mg: converted");
  // mg to units: no equivalent, so kept as mg and asked for in units; no result from 1000 "units".
  await c.getByRole("radio", { name: "units", exact: true }).click();
  await expect(c.getByRole("textbox", { name: "Powder in the vial (units)" })).toHaveValue("1000 mg");
  await expect(c).toContainText("Powder 1 000 mg kept as typed: units are not a mass");
  await expect(result).not.toContainText("100 units/mL");
  await expect(announcer).toContainText("kept as typed");
  expect(await violations(page, `${RECONSTITUTION} a unit change kept and asked`)).toEqual([]);
});
