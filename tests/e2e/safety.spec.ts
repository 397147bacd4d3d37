/**
 * Issue 27 in the built site: every output carries its cautions, the print card is a real
 * preparation record on one page, the double check is independent, ambiguous numbers are refused
 * everywhere, syringes have their real marks, named products are safe at the page's dose, and
 * laboratory answers are exact enough to use. One test (or a few) per principle, at the outputs it
 * names: the screen, the clipboard, the printed page (print media, a PDF whose pages are
 * counted), the double check, Batch Convert and its CSV, a share link's landing.
 */
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { cautionText } from "../../src/domain/syringe/syringe-words";
import { installControlledClipboard, openConverter, settleClipboard } from "./support/converter-driver";
import { pressPrint, printed } from "./support/print";
import { CONVERTER_CONTROLS } from "../../src/machines/converter/converter.controls";
import { BATCH_CONTROLS } from "../../src/machines/batch/batch.controls";
import { DOUBLE_CHECK_CONTROLS } from "../../src/machines/double-check/double-check.controls";

const SMALL_005 = cautionText({ kind: "small", volumeMl: 0.05 });
const card = (page: Page) => page.locator("#converter");
const amount = (page: Page) => page.locator("#converter-amount");

test("a caution travels with its result: screen, copy line, print card, batch rows and CSV, share-link landing", async ({
  page,
}) => {
  await installControlledClipboard(page);
  await openConverter(page, "/20-mg-to-ml");
  // 0.5 mg at the page's 10 mg/mL is 0.05 mL: under 0.1 mL.
  await amount(page).fill("0.5");
  await expect(page.getByTestId("result-caution")).toHaveText(`Caution: ${SMALL_005}`);
  await expect(page.getByTestId("result-box")).toHaveAttribute("data-status", "ready.cautionSmall");

  // The copy line carries the caution, and the toast is not a success toast.
  await page.getByRole("button", { name: CONVERTER_CONTROLS.copy }).click();
  const line = await settleClipboard(page, "done", "text");
  expect(line).toBe(`0.5 mg at 10 mg/mL = 0.05 mL. Caution: ${SMALL_005}`);
  await expect(page.getByText("Copied, with its caution", { exact: true })).toBeVisible();

  // The printed card carries it.
  await pressPrint(page);
  const card1 = (await printed(page)).text.replace(/\s+/g, " ");
  expect(card1).toContain("Volume 0.05 mL");
  expect(card1).toContain("Very small volume: 0.05 mL is under 0.1 mL");

  // Batch Convert: on the row, in Copy all and in the CSV.
  await page.getByRole("tab", { name: "Batch Convert" }).click();
  await page.getByRole("textbox", { name: "Values to convert" }).fill("0.5, 20");
  await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
  const rows = page.getByRole("list", { name: "Batch results" }).getByRole("listitem");
  await expect(rows.nth(0)).toHaveText("0.5 mg = 0.05 mL (caution: under 0.1 mL, hard to measure)");
  await expect(rows.nth(1)).toHaveText("20 mg = 2 mL");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  expect(csv).toContain('1,0.5,0.5,10,0.05,,"caution: under 0.1 mL, hard to measure"');

  // A share link's landing recomputes, caution included.
  await page.goto("about:blank");
  await page.goto("/20-mg-to-ml#v=1&dir=mg-ml&amount=0.5&strength=10");
  await expect(card(page)).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("link-note")).toBeVisible();
  await expect(page.getByTestId("result-caution")).toHaveText(`Caution: ${SMALL_005}`);
});

test("an agreed double check of a cautioned result is agreed and cautioned", async ({ page }) => {
  await openConverter(page, "/20-mg-to-ml");
  await amount(page).fill("0.5");
  await page.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.request }).click();
  await page.getByRole("button", { name: "Start the second entry" }).click();
  await card(page)
    .getByLabel(/^Amount \(mg\)$/)
    .fill("0.5");
  await card(page).getByLabel("Strength as on the label").fill("10");
  await page.getByRole("button", { name: "Compare" }).click();
  // The same levels as in the blind steps (issue 53): the card's title is the page's h1 until the
  // check is closed, the step's title an h2; the page's own title (it names the dose) is out of sight.
  await expect(
    page.getByRole("heading", { level: 2, name: "Double checked: the two entries match, with a caution" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("mg to mL Converter");
  await expect(page.getByRole("heading", { name: "20 mg to mL Converter" })).toBeHidden();
  await expect(page.getByTestId("agreed-result")).toHaveText("0.05 mL");
  await expect(page.getByTestId("agreed-caution")).toHaveText(`Caution: ${SMALL_005}`);
  await expect(card(page).locator('[data-check-step="match"]')).toHaveAttribute("data-cautioned", "true");
  const text = (await printed(page)).text.replace(/\s+/g, " ");
  expect(text).toContain("Double checked: yes");
  expect(text).toContain("Very small volume: 0.05 mL is under 0.1 mL");
});

test("the print card is one page, with medicine, route, strength with unit, the chosen syringe and every caution", async ({
  page,
}) => {
  await openConverter(page, "/mg-to-ml-syringe");
  // 2.5 mg at 50 mg/mL is 0.05 mL, drawn on the tuberculin syringe chosen by hand. The page's
  // example is 2.5 mg too: the person types it (a page's example is not a preparation).
  await expect(page.getByRole("button", { name: "Print preparation card" })).toBeDisabled();
  await amount(page).fill("");
  await amount(page).pressSequentially("2.5");
  await page.getByLabel("Syringe", { exact: true }).selectOption("tuberculin-1");
  await page.getByLabel("Medicine", { exact: true }).fill("Haloperidol lactate");
  await page.getByLabel("Route").selectOption("injection");
  await pressPrint(page);
  for (const format of ["A4", "Letter"] as const) {
    const { text: raw, pages } = await printed(page, format);
    const text = raw.replace(/\s+/g, " ");
    expect(pages, `${format}: one page`).toBe(1);
    expect(text).toContain("Medicine Haloperidol lactate");
    expect(text).toContain("Route Injection");
    expect(text).toContain("Strength (as entered: check it against the label) 50 mg/mL");
    expect(text).toContain("Syringe 1 mL tuberculin syringe (marked every 0.01 mL): on the 0.05 mL mark.");
    expect(text).toContain("Very small volume: 0.05 mL is under 0.1 mL");
    expect(text).not.toContain("oral syringe, nearest mark");
  }
  // The cases, on the home page's converter (mg to mL, oral syringes): printed once, the
  // card then follows each new calculation.
  await openConverter(page, "/");
  await amount(page).fill("5");
  await pressPrint(page);
  const cases: Array<[string, string, RegExp]> = [
    ["5", "100", /Syringe 1 mL oral syringe \(marked every 0\.01 mL\): on the 0\.05 mL mark\./],
    ["10 mcg", "100", /too small to measure: 0\.0001 mL is less than half its smallest mark/],
    ["100000", "100", /over capacity: 1\s000 mL is more than it holds \(10 mL\)/],
    ["5.5", "100", /halfway between the 0\.05 mL and 0\.06 mL marks/],
  ];
  for (const [dose, strength, syringe] of cases) {
    await amount(page).fill(dose);
    await page.getByLabel("Concentration (mg/mL)").fill(strength);
    const { text: raw, pages } = await printed(page);
    const text = raw.replace(/\s+/g, " ");
    expect(pages).toBe(1);
    expect(text).toMatch(syringe);
    expect(text).not.toMatch(/nearest mark 0 mL|nearest mark is 0 mL|more than one syringe/);
    // Not typed: lines to write the medicine and the route on.
    expect(text).toMatch(/Medicine\s+Route\s+Strength/);
  }
});

test("nothing is printable before a dose is typed", async ({ page }) => {
  await openConverter(page, "/60-mg-to-ml");
  const print = page.getByRole("button", { name: "Print preparation card" });
  await expect(print).toBeDisabled();
  await expect(page.locator("body > .prep-card")).toHaveCount(0);
  // Printing the page prints the page, never its example as a preparation.
  expect((await printed(page)).text).not.toContain("Preparation card");
  // The person types the dose (even the same number as the example: typing is what counts).
  await amount(page).fill("");
  await amount(page).pressSequentially("60");
  await expect(print).toBeEnabled();
  // The browser's own print shows the page until the card's code is here (its first 'Print
  // preparation card', issue 33); from then on, the card alone.
  expect((await printed(page)).text).not.toContain("Preparation card");
  await pressPrint(page);
  expect((await printed(page)).text).toContain("Preparation card");
  await page.getByRole("button", { name: "Reset", exact: true }).click();
  await expect(print).toBeDisabled();
  await expect(page.locator("body > .prep-card")).toHaveCount(0);
});

test("while the second person works, and after a mismatch, the page's own answers are hidden; they come back after Cancel", async ({
  page,
}) => {
  await openConverter(page, "/60-mg-to-ml");
  const answer = page.getByText("so the answer here is 1 mL");
  const table = page.locator('table[data-table="reference"]');
  const examples = page.locator("#worked-examples");
  for (const el of [answer, table, examples]) await expect(el).toBeVisible();
  await page.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.request }).click();
  for (const el of [answer, table, examples]) await expect(el).toBeHidden();
  // The page's title names the dose: hidden too; the card's title is the page's h1 meanwhile.
  await expect(page.getByRole("heading", { name: "60 mg to mL Converter" })).toBeHidden();
  // While the check is blind the card's title is the page's h1 and the step's title the h2 (issue 53).
  await expect(page.getByRole("heading", { level: 2, name: "Double check", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Start the second entry" }).click();
  for (const el of [answer, table, examples]) await expect(el).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: "Double check: second entry" })).toBeVisible();
  // Nothing of the first result anywhere on the screen while the second person works.
  expect(await page.locator("main").innerText()).not.toMatch(/\b1 mL\b/);
  await card(page)
    .getByLabel(/^Amount \(mg\)$/)
    .fill("60");
  await card(page).getByLabel("Strength as on the label").fill("6");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(card(page).locator('[data-check-step="mismatch"]')).toBeVisible();
  // Neither entry is shown after a mismatch: the page's answers stay hidden, the card's title is
  // the h1 and the step's title the h2.
  for (const el of [answer, table, examples]) await expect(el).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("mg to mL Converter");
  await expect(page.getByRole("heading", { level: 2, name: /^Double check/ })).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(/\b1 mL\b/);
  await page.getByRole("button", { name: "Start again" }).click();
  await expect(answer).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: "Double check: second entry" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel double check" }).click();
  for (const el of [answer, table, examples]) await expect(el).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("60 mg to mL Converter");
  // On the syringe page the drawing (which shows the first volume) is hidden too.
  await openConverter(page, "/mg-to-ml-syringe");
  await expect(page.getByTestId("syringe-panel")).toBeVisible();
  await page.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.request }).click();
  await expect(page.getByTestId("syringe-panel")).toBeHidden();
});

test("numbers a person could misread are refused in every calculator: converter, batch, double check, molarity, dilution, share link", async ({
  page,
}) => {
  const pointHint =
    "A point before three digits can group thousands: type 1000 without the point, or 1 for the decimal";
  await openConverter(page, "/20-mg-to-ml");
  await amount(page).fill("1.000");
  await expect(page.getByTestId("result-box")).toHaveAttribute("data-status", "invalid.ambiguous");
  await expect(card(page)).toContainText(pointHint);
  await amount(page).fill("0.125");
  await expect(page.getByTestId("result-box")).toHaveAttribute("data-status", /^ready\./);
  // Batch Convert: the same refusal on its own line.
  await page.getByRole("tab", { name: "Batch Convert" }).click();
  await page.getByRole("textbox", { name: "Values to convert" }).fill("1.000; 2.500; 1,000; 1.5");
  await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
  const rows = page.getByRole("list", { name: "Batch results" }).getByRole("listitem");
  await expect(rows.nth(0)).toContainText(`1.000 — not converted: ${pointHint}`);
  await expect(rows.nth(1)).toContainText(
    "not converted: A point before three digits can group thousands: type 2500 without the point, or 2.5 for the decimal",
  );
  await expect(rows.nth(2)).toContainText("not converted");
  await expect(rows.nth(3)).toHaveText("1.5 mg = 0.15 mL");
  await page.getByRole("tab", { name: "Calculator" }).click();
  // The double check: the second entry is read by the same parser.
  await page.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.request }).click();
  await page.getByRole("button", { name: "Start the second entry" }).click();
  await card(page)
    .getByLabel(/^Amount \(mg\)$/)
    .fill("1.000");
  await card(page).getByLabel("Strength as on the label").fill("10");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(card(page).locator('[data-check-step="incomplete"]')).toContainText(pointHint);
  // A share link: the entries are read as if typed.
  await page.goto("about:blank");
  await page.goto("/20-mg-to-ml#v=1&dir=mg-ml&amount=2.500&strength=10");
  await expect(card(page)).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("result-box")).toHaveAttribute("data-status", "invalid.ambiguous");
  // Molarity and dilution: the same parser, by the laboratory rule (issue 51): a point is always a
  // decimal (a balance reads 5.844 g), a power of ten is read, a comma before three digits is asked.
  await page.goto("/molarity-calculator");
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  const mass = page.getByRole("textbox", { name: "Mass of solute (g)" });
  await mass.fill("5.844");
  await page.getByRole("textbox", { name: "Molecular weight (g/mol)" }).fill("1e2");
  await page.getByRole("textbox", { name: "Volume of solution (mL)" }).fill("100");
  await page.getByRole("button", { name: "Calculate Molarity" }).click();
  await expect(page.getByTestId("molarity-result")).toContainText("0.5844 M");
  await mass.fill("5,844");
  await page.getByRole("button", { name: "Calculate Molarity" }).click();
  await expect(mass).toHaveAccessibleDescription(
    "Mass of solute: Type 5844 without the comma, or 5.844 with a point for decimals.",
  );
  await page.goto("/dilution-calculator");
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  await page.getByRole("textbox", { name: "C1 - Initial Concentration" }).fill("2,500");
  await page.getByRole("textbox", { name: "C2 - Final Concentration" }).fill("1");
  await page.getByRole("textbox", { name: "V2 - Final Volume (mL)" }).fill("10");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "C1 - Initial Concentration" })).toHaveAccessibleDescription(
    "C1: Type 2500 without the comma, or 2.5 with a point for decimals.",
  );
});

test("real syringes: 0.25 mL is on a mark of the 1 mL oral syringe, 2.5 mL goes to the 3 mL oral syringe", async ({
  page,
}) => {
  await openConverter(page, "/mg-to-ml-syringe");
  // 12.5 mg at 50 mg/mL is 0.25 mL; 7.5 mg is 0.15 mL; 125 mg is 2.5 mL.
  for (const [mg, summary] of [
    [
      "12.5",
      "Draw up to the 0.25 mL mark on the 1 mL oral syringe, the smallest oral syringe here with a mark at this volume.",
    ],
    [
      "7.5",
      "Draw up to the 0.15 mL mark on the 1 mL oral syringe, the smallest oral syringe here with a mark at this volume.",
    ],
    [
      "125",
      "Draw up to the 2.5 mL mark on the 3 mL oral syringe, the smallest oral syringe here with a mark at this volume.",
    ],
  ] as const) {
    await amount(page).fill(mg);
    await expect(page.getByTestId("syringe-summary")).toHaveText(summary);
    await expect(page.getByTestId("result-box")).not.toHaveAttribute("data-status", "ready.cautionPrecision");
  }
  // The route chooses the syringe kind of the result's cautions: an injection is measured on
  // injection syringes (the 10 mL syringe, every 0.2 mL, has a 7.4 mL mark; the oral one does not).
  await amount(page).fill("370");
  await expect(page.getByTestId("result-box")).toHaveAttribute("data-status", "ready.cautionPrecision");
  await page.getByLabel("Route").selectOption("injection");
  await expect(page.getByTestId("result-box")).toHaveAttribute("data-status", "ready.measurable");
  // The source of the graduations is named on the page.
  await expect(page.locator('[data-list="sources"]')).toContainText("1 mL oral syringes are marked every 0.01 mL");
});

test("named products are safe at the page's dose; high-alert medicines carry their warning", async ({ page }) => {
  await page.goto("/180-mg-to-ml");
  await expect(page.locator('table[data-table="reference"]')).not.toContainText("ketorolac");
  await page.goto("/1200-mg-to-ml");
  await expect(page.locator('table[data-table="reference"]')).not.toContainText("paracetamol");
  await expect(page.locator('table[data-table="reference"]')).not.toContainText("metronidazole");
  await page.goto("/5-mg-to-ml");
  await expect(page.getByTestId("high-alert")).toContainText("morphine is an opioid");
  await expect(page.getByTestId("high-alert")).toContainText("20 mg/mL (100 mg per 5 mL)");
  await expect(page.locator('table[data-table="reference"] tr', { hasText: "morphine" }).first()).toContainText(
    "High-alert medicine",
  );
  await page.goto("/250-ml-to-mg");
  await expect(page.locator('table[data-table="reference"] tr', { hasText: "amoxicillin" })).toContainText(
    "A total, not one dose",
  );
  await page.goto("/mg-to-ml-syringe");
  await expect(page.getByTestId("high-alert")).toContainText("insulin is dosed in units");
});

test("lab answers are exact enough to use, with their cautions", async ({ page }) => {
  await page.goto("/dilution-calculator");
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  await page.getByRole("textbox", { name: "C1 - Initial Concentration" }).fill("70");
  await page.getByRole("textbox", { name: "C2 - Final Concentration" }).fill("1");
  await page.getByRole("textbox", { name: "V2 - Final Volume (mL)" }).fill("1");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  const dilution = page.getByTestId("dilution-result");
  await expect(dilution).toContainText("V1 = 0.0143 mL (14.3 µL)");
  // 14.3 µL is a routine P20 volume (issue 52): pipette advice, no caution, no syringe.
  await expect(dilution).toHaveAttribute("data-kind", "measurable");
  await expect(dilution).toContainText("Measure the stock (14.3 µL) with a P20");
  await expect(dilution).not.toContainText("syringe");
  // Under 0.2 µL no pipette is accurate: the caution, an intermediate dilution first.
  await page.getByRole("textbox", { name: "C1 - Initial Concentration" }).fill("10000");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  await expect(dilution).toHaveAttribute("data-kind", "belowPipette");
  await expect(page.getByTestId("dilution-caution")).toContainText("make an intermediate dilution of the stock first", {
    ignoreCase: true,
  });

  await page.goto("/molarity-calculator");
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  const mass = page.getByRole("textbox", { name: "Mass of solute (g)" });
  const mw = page.getByRole("textbox", { name: "Molecular weight (g/mol)" });
  const volume = page.getByRole("textbox", { name: "Volume of solution (mL)" });
  const result = page.getByTestId("molarity-result");
  await mass.fill("0.00856");
  await mw.fill("100");
  await volume.fill("1000");
  await page.getByRole("button", { name: "Calculate Molarity" }).click();
  await expect(result).toContainText("0.0000856 M");
  await expect(result).toContainText("85.6 µM");
  await mass.fill("58.44");
  await mw.fill("58.44");
  await page.getByRole("button", { name: "Calculate Molarity" }).click();
  await expect(result).toContainText("1 M");
  await expect(result).not.toContainText("1.0000");
  // 584.4 g of NaCl in 1 L: 10 M, more than dissolves at 25 °C.
  await mass.fill("584.4");
  await page.getByRole("button", { name: "Calculate Molarity" }).click();
  await expect(result).toHaveAttribute("data-kind", "aboveSolubility");
  await expect(page.getByTestId("molarity-caution")).toContainText(
    "This solution cannot be made: 584.4 g in 1\u202f000 mL is more sodium chloride than dissolves",
  );
  // 100 M of anything cannot exist.
  // 'Solve for: Mass' (whatever control the group is made of).
  await page.locator("#molarity-solve-for-label").locator("..").getByText("Mass", { exact: true }).click();
  await page.getByRole("textbox", { name: "Molarity (M)" }).fill("100");
  await page.getByRole("button", { name: "Calculate Mass" }).click();
  await expect(result).toHaveAttribute("data-kind", "aboveWater");
  await expect(page.getByTestId("molarity-caution")).toContainText("even pure water is only about 55.5 mol/L");
  // Every worked example can be typed as written: the page's NaCl example.
  await expect(page.locator("table").first()).toContainText("58.44 g");
});
