/**
 * The concentration converter in the built site (issue 32): the machine model's walks replayed in
 * Chromium with the controls table's actions (browser-level coverage asserted at 100 %), the
 * page's worked examples and head, and axe with a table, a caution and a hint shown.
 */
import { doActionInBrowser } from "./support/control-driver";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { EventObject } from "xstate";
import {
  createConcentrationModel,
  expectedConcentrationView,
  SALINE_INPUTS,
  type ConcentrationSnapshot,
} from "../../tools/statecharts/concentration.model";
import { concentrationControls } from "../../src/machines/concentration/concentration.controls";
import { controlOf } from "../../src/machines/controls";
import { TAGS, violations } from "./support/axe";
import { printed, countPrints, printCount } from "./support/print";
import {
  CONCENTRATION_LINK_IGNORED_NOTE,
  concentrationShareLinkOf,
} from "../../src/machines/concentration/concentration.share";
import { LAB_LINK_APPLIED_NOTE, LINK_COPIED_TEXT } from "../../src/domain/share/share-fragment";
import { DEFAULT_CONCENTRATION_INPUTS, evaluateConcentration } from "../../src/domain/lab/concentration-units";
import {
  attribute,
  byTestId,
  checked,
  containsTexts,
  control,
  count,
  disabled,
  expectView as expectRead,
  field,
  tableRows,
  text,
  type Expectation,
  type ReadOptions,
} from "./support/view-reader";

const PATH = "/concentration-converter";

async function open(page: Page) {
  // 'Print record' prints the page: the test's page counts the prints instead.
  await countPrints(page);
  await page.goto(PATH);
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
}

const card = (page: Page): Locator => page.locator("[data-behaviour-scope=concentration]");

const MODEL = createConcentrationModel().withStrategy("walk");

/**
 * Does what the controls table says a person does for the event; a pause in typing (the announce
 * region's 800 ms) moves the page's clock on (installed by the model paths: it also runs on its own).
 */
async function perform(page: Page, event: EventObject, before: ConcentrationSnapshot) {
  const action = controlOf(concentrationControls, event, before, { delayOf: (e) => MODEL.delayOf(e, before) });
  await doActionInBrowser(page, action, card(page));
}

/** What a concentration view check reads in one pass (support/view-reader.ts). */
const CONCENTRATION_READ: ReadOptions = {
  roles: ["radiogroup", "radio", "textbox", "status", "button", "row"],
  attributes: ["aria-invalid", "aria-pressed"],
  testIds: ["concentration-preparation", "concentration-preparation-caution"],
};

/**
 * The card shows the connect layer's view: its state, each field's value and hint, the units
 * chosen, the buttons' states, the reagents pressed, the result's texts and table, the preparation
 * line and its caution, the share link's note; read in two passes instead of one locator per fact
 * (issue 55).
 */
async function expectView(page: Page, state: ConcentrationSnapshot) {
  const v = expectedConcentrationView(state);
  const scope = card(page);
  await expect(scope).toHaveAttribute("data-state", v.state);
  const checks: Expectation[] = [];
  for (const f of [v.value, v.molecularWeight, v.density, v.purity, v.preparation.target, v.preparation.finalVolume])
    checks.push(...field(f.label, { value: f.value, hint: f.error }));
  for (const group of [v.unit, v.weightUnit])
    checks.push(
      checked(
        control("radio", group.value, { within: [{ role: "radiogroup", name: group.label, exact: false }] }),
        true,
      ),
    );
  checks.push(
    disabled(control("button", v.copy.label, { exact: false }), !v.copy.enabled),
    disabled(control("button", v.print.label, { exact: false }), !v.print.enabled),
    disabled(control("button", v.share.label, { exact: false }), v.share.disabled),
  );
  const region = control("status", v.result.label, { exact: false });
  const texts = [v.result.message, v.result.caution ? `Caution: ${v.result.caution}` : null].filter((t): t is string =>
    Boolean(t),
  );
  checks.push(...containsTexts(region, texts));
  for (const r of v.reagents) checks.push(attribute(control("button", r.name), "aria-pressed", String(r.pressed)));
  const preparation = byTestId("concentration-preparation");
  checks.push(v.preparation.line ? text(preparation, v.preparation.line) : count(preparation, 0));
  const prepCaution = byTestId("concentration-preparation-caution");
  checks.push(
    ...(v.preparation.caution ? containsTexts(prepCaution, [v.preparation.caution]) : [count(prepCaution, 0)]),
  );
  const within = [{ role: "status", name: v.result.label, exact: false }];
  checks.push(
    ...tableRows(
      within,
      v.result.cells.map((c) => ({ first: c.unit, text: c.text })),
    ),
  );
  await expectRead(scope, CONCENTRATION_READ, checks);
  if (v.share.note) await expect(scope.getByText(v.share.note)).toBeVisible();
  else await expect(scope.getByText(/shared link|This link's concentration/)).toHaveCount(0);
}

test.describe("concentration model paths in the browser", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const tracker = MODEL.coverage("browser");
  for (const path of MODEL.paths) {
    test(path.title, async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.clock.install();
      await open(page);
      await expectView(page, path.initial);
      let prints = 0;
      for (const step of path.steps) {
        await perform(page, step.event, step.before);
        await expectView(page, step.state);
        // The clipboard took the copy line (what it holds is read back in the page test below).
        if (step.event.type === "COPY")
          await expect(page.locator("#site-announcer")).toHaveText("Copied all units to the clipboard.");
        // 'Print record' printed the page, with the record in it (print-only).
        if (step.event.type === "PRINT") {
          prints += 1;
          await expect.poll(() => printCount(page)).toBe(prints);
          await expect(page.locator("body > .lab-record")).toHaveCount(1);
        }
        // The page wrote its own address with the entries.
        if (step.event.type === "link.copy" && !expectedConcentrationView(step.before).share.disabled)
          await expect(page.locator("#site-announcer")).toHaveText(LINK_COPIED_TEXT);
      }
      tracker.recordPath(path);
    });
  }
  test("covers 100 % of states and transitions (browser level)", () => {
    tracker.assertComplete();
  });
});

test.describe("the concentration converter page", () => {
  test("worked examples, FAQ, sources and head come from the converter's code; the page is in the Advanced menu, the footer and the sitemap", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).toContain(
      "<title>Concentration Converter – mg/mL, µM, mM, % w/v and ppm | mg to mL Converter</title>",
    );
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain("15.04 µM");
    expect(html).toContain("154 mM");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/concentration-converter</loc>");
    await open(page);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Concentration Converter" })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Sources", exact: true })).toBeVisible();
  });

  test("Copy all units puts the whole line, caution included, on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page);
    const scope = card(page);
    const value = scope.getByRole("textbox", { name: "Concentration", exact: true });
    await value.fill("400");
    await scope.getByRole("button", { name: /^Sodium chloride/ }).click();
    const status = evaluateConcentration({
      ...DEFAULT_CONCENTRATION_INPUTS,
      value: "400",
      molecularWeight: "58.44",
      solute: "Sodium chloride",
    });
    if (status.kind !== "ready" || status.caution === null) throw new Error("expected a caution");
    await scope.getByRole("button", { name: "Copy all units" }).click();
    await expect(page.locator("#site-announcer")).toHaveText("Copied all units to the clipboard.");
    // The site's Permissions-Policy forbids reading the clipboard from script: paste it, as a person would.
    await value.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("ControlOrMeta+v");
    await expect(value).toHaveValue(status.table.copy);
    expect(status.table.copy).toContain(`Caution: ${status.caution}`);
  });

  test("Print record prints the entries with their units, the reagent, every unit's row, the dilution asked, its caution, the conventions and the date, on one page (issue 52)", async ({
    page,
  }) => {
    await open(page);
    const scope = card(page);
    const print = scope.getByRole("button", { name: "Print record" });
    await expect(print).toBeDisabled();
    await scope.getByRole("button", { name: /^Hydrochloric acid/ }).click();
    await scope.getByRole("textbox", { name: "Target (M)" }).fill("1");
    await scope.getByRole("textbox", { name: "Final volume (mL)" }).fill("1000");
    await print.click();
    await expect.poll(() => printCount(page)).toBe(1);
    const { text: raw, pages } = await printed(page);
    const paper = raw.replace(/\s+/g, " ");
    expect(pages).toBe(1);
    for (const part of [
      "Concentration converter: one concentration in every unit",
      "Concentration 37 % w/w",
      "Density 1.19 g/mL",
      "Reagent Hydrochloric acid",
      "Final volume 1000 mL",
      "82.8 mL",
      "Caution",
      "% w/w grams per 100 g of solution",
      "Printed on this device:",
    ])
      expect(paper).toContain(part);
    expect(paper).toMatch(/Target 1 ?M/);
    expect(paper).not.toContain("Copy share link");
  });

  test("Copy share link puts the entries in the address; that link opens the same table on a fresh page; an unreadable one is ignored", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page);
    const scope = card(page);
    const value = scope.getByRole("textbox", { name: "Concentration", exact: true });
    await value.fill("0.9");
    await scope.getByRole("radio", { name: "% w/v", exact: true }).check();
    await scope.getByRole("button", { name: /^Sodium chloride/ }).click();
    await expect(scope).toHaveAttribute("data-state", "ready.complete");
    await scope.getByRole("button", { name: "Copy share link" }).click();
    await expect(page.locator("#site-announcer")).toHaveText(LINK_COPIED_TEXT);
    const link = concentrationShareLinkOf(page.url(), SALINE_INPUTS)!;
    expect(link).toContain("#v=1&value=0.9&unit=%25%20w%2Fv&mw=58.44&mwUnit=g%2Fmol&solute=Sodium%20chloride");
    // The site's Permissions-Policy forbids reading the clipboard from script: paste it, as a person would.
    await value.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("ControlOrMeta+v");
    await expect(value).toHaveValue(link);
    const fresh = await context.newPage();
    await fresh.goto(link);
    const opened = card(fresh);
    await expect(opened).toHaveAttribute("data-state", "ready.complete");
    await expect(opened.getByRole("status", { name: "In every unit" })).toContainText("154 mM");
    await expect(opened.getByRole("button", { name: /^Sodium chloride/ })).toHaveAttribute("aria-pressed", "true");
    await expect(opened.getByText(LAB_LINK_APPLIED_NOTE)).toBeVisible();
    const other = await context.newPage();
    await other.goto(`${PATH}#v=1&value=1`);
    await expect(card(other).getByText(CONCENTRATION_LINK_IGNORED_NOTE)).toBeVisible();
    await expect(card(other)).toHaveAttribute("data-state", "empty");
  });

  test("a reagent's button: 37 % w/w hydrochloric acid is about 12.1 M, and 1 L of 1 M takes about 82.8 mL of it, said by the announcer (issue 52)", async ({
    page,
  }) => {
    await open(page);
    const scope = card(page);
    await scope.getByRole("button", { name: /^Hydrochloric acid 37 % w\/w/ }).click();
    await expect(scope).toHaveAttribute("data-state", "ready.complete");
    await expect(scope.getByRole("button", { name: /^Hydrochloric acid 37 % w\/w/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(scope.getByRole("textbox", { name: "Density (g/mL)", exact: true })).toHaveValue("1.19");
    await expect(scope.getByRole("radio", { name: "% w/w", exact: true })).toBeChecked();
    const region = scope.getByRole("status", { name: "In every unit" });
    // Shown by the lab tools' significant-figure rule: 12.08 M (or 12.1 M), 82.81 mL (or 82.8 mL).
    await expect(region.getByRole("row", { name: /^M / })).toContainText(/12\.(1|08) M/);
    const preparation = scope.getByTestId("concentration-preparation");
    await expect(preparation).toHaveText(
      /^This solution is 12\.(1|08) M\. To make 1\s000 mL \(1 L\) of 1 M: take 82\.81? mL of the reagent and make up to 1\s000 mL with water\.$/,
    );
    await expect(scope.getByTestId("concentration-preparation-caution")).toContainText(
      "Always add acid to water, never water to acid",
    );
    await expect(page.locator("#site-announcer")).toContainText(
      /^Reagent Hydrochloric acid 37 % w\/w \(HCl, 36\.46 g\/mol, 1\.19 g\/mL at 20 °C\)\. Result: 37 % w\/w .*take 82\.81? mL of the reagent/,
    );
    // A target of 0.5 M in 250 mL: 10.35 mL, to 3 figures (0.5 M states 1; 1.19 g/mL 3).
    await scope.getByRole("textbox", { name: "Target (M)", exact: true }).fill("0.5");
    await scope.getByRole("textbox", { name: "Final volume (mL)", exact: true }).fill("250");
    await expect(preparation).toContainText(/take 10\.4 mL of the reagent and make up to 250 mL/);
    // Without the density the % w/w is not read as % w/v: the converter asks for it.
    await scope.getByRole("textbox", { name: "Density (g/mL)", exact: true }).fill("");
    await expect(scope).toHaveAttribute("data-state", "needsDensity.solution");
    await expect(region).toContainText("A % w/w needs the solution's density");
  });

  test("the page's reagent table is computed by the converter: 37 % w/w HCl, its molarity and mL for 1 L of 1 M", async ({
    page,
  }) => {
    await open(page);
    const table = page.getByRole("table", { name: /Common concentrated reagents/ });
    const hcl = table.getByRole("row", { name: /^Hydrochloric acid \(HCl\)/ });
    await expect(hcl).toContainText("37 % w/w");
    await expect(hcl).toContainText("1.19 g/mL");
    await expect(hcl).toContainText(/12\.(1|08) M/);
    await expect(hcl).toContainText(/82\.81? mL/);
    await expect(table.getByRole("row")).toHaveCount(13);
    await expect(page.getByText(/Manufacturers' specifications of the concentrated reagents/)).toBeVisible();
    await expect(
      page.getByText(/CRC Handbook of Chemistry and Physics, 'Concentrative properties of aqueous solutions: density/),
    ).toBeVisible();
  });

  test("axe: no violation with a table, a caution and a hint shown", async ({ page }) => {
    await open(page);
    const scope = card(page);
    await scope.getByRole("textbox", { name: "Concentration", exact: true }).fill("400");
    await scope.getByRole("button", { name: /^Sodium chloride/ }).click();
    await expect(scope).toHaveAttribute("data-state", "ready.cautionAboveSolubility");
    let found = await violations(page, `${PATH} with a caution`, { tags: TAGS });
    expect(found, found.join("\n")).toEqual([]);
    await scope.getByRole("textbox", { name: "Molecular weight (optional)", exact: true }).fill("0.5");
    await expect(scope).toHaveAttribute("data-state", "invalid.molecularWeight.belowHydrogen");
    found = await violations(page, `${PATH} with a hint`, { tags: TAGS });
    expect(found, found.join("\n")).toEqual([]);
    await scope.getByRole("button", { name: /^Hydrochloric acid 37 % w\/w/ }).click();
    await expect(scope.getByTestId("concentration-preparation-caution")).toBeVisible();
    found = await violations(page, `${PATH} with a reagent and its dilution`, { tags: TAGS });
    expect(found, found.join("\n")).toEqual([]);
  });
});
