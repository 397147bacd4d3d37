/**
 * Nothing withheld from assistive technology (issue 53, principle 1): what Chromium's own
 * accessibility tree holds (the tree a screen reader reads, through the DevTools protocol), not
 * axe's reading of the DOM.
 *  - Every route and the Not-found page, loaded once on a phone (375 px: the review found content
 *    missing on a phone): every heading (h1–h6) and every landmark (main, navigation, banner,
 *    content info, named region, complementary) of the page's HTML that a person can reach, on the
 *    screen or not, is in the tree with its role.
 *  - Batch Convert with 10,000 entries: every row and every entry that needs attention is in the
 *    tree, the attention list comes before the results, and its link takes the focus to its row.
 */
import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "../../src/data/site-routes";
import { BATCH_CONTROLS } from "../../src/machines/batch/batch.controls";
import { NOT_FOUND_PATH } from "./support/axe";
import { waitForIslandsAndNetwork } from "./support/islands";
import { openConverter } from "./support/converter-driver";
import { countInAccessibilityTree, headingsAndLandmarks } from "./support/ax-tree";

const PHONE = { width: 375, height: 667 };
const LANDMARKS = ["main", "navigation", "banner", "contentinfo", "region", "complementary"];

test.describe("at load on a phone, every heading and landmark is in the accessibility tree", () => {
  test.use({ viewport: PHONE });
  for (const url of [...PUBLIC_ROUTES.map((r) => r.path), NOT_FOUND_PATH]) {
    test(url, async ({ page }) => {
      await page.goto(url);
      await waitForIslandsAndNetwork(page, { wake: false });
      const reached = await headingsAndLandmarks(page);
      const headings = reached.filter((e) => e.role === "heading");
      const landmarks = reached.filter((e) => e.role !== "heading");
      console.log(`${url.padEnd(30)} ${headings.length} headings, ${landmarks.length} landmarks in the tree's reach`);
      // Every page has its h1, its main, banner, content info and navigation.
      expect(headings.length, `${url}: headings`).toBeGreaterThan(0);
      for (const role of ["main", "banner", "contentinfo", "navigation"])
        expect(
          landmarks.map((l) => l.role),
          `${url}: landmarks`,
        ).toContain(role);
      const missing = reached
        .filter((e) => e.treeRole !== e.role)
        .map((e) => `${e.role} "${e.text}": the tree has ${e.treeRole ?? "nothing"}`);
      expect(missing, `${url}: missing from the accessibility tree`).toEqual([]);
      // A heading is read with its own words; a named region with its name.
      for (const e of reached.filter((x) => x.role === "heading" || x.role === "region"))
        expect(e.treeName, `${url}: ${e.role} "${e.text}"`).toBe(e.text);
      expect(LANDMARKS).toEqual(expect.arrayContaining([...new Set(landmarks.map((l) => l.role))]));
    });
  }
});

test("Batch Convert with 10,000 entries: every row and every entry that needs attention is in the accessibility tree, the entries that need attention first", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openConverter(page, "/50-mg-to-ml");
  await page.getByRole("tab", { name: "Batch Convert" }).click();
  const field = page.getByRole("textbox", { name: "Values to convert" });
  // 10,000 entries; every 1,000th one (rows 1 000, 2 000, …, 10 000) cannot be converted.
  const values = Array.from({ length: 10_000 }, (_, i) => ((i + 1) % 1000 === 0 ? `x${i + 1}` : String((i % 900) + 1)));
  // Pasted, as a person brings a long list.
  await page.evaluate((t) => navigator.clipboard.writeText(t), values.join("\n"));
  await field.focus();
  await page.keyboard.press("ControlOrMeta+v");
  await expect(field).toHaveValue(values.join("\n"));
  await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
  const results = page.getByRole("list", { name: "Batch results" });
  await expect(results.getByRole("listitem")).toHaveCount(10_000);

  // What needs attention comes first: before the results, each entry a link naming its row.
  const attention = page.getByRole("region", { name: "Needs attention: 10 entries not converted" });
  await expect(attention).toBeVisible();
  expect(
    await attention.evaluate(
      (a, list) => Boolean(list && a.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING),
      await results.elementHandle(),
    ),
  ).toBe(true);
  const failedRows = Array.from({ length: 10 }, (_, k) => (k + 1) * 1000);
  const linkNames = failedRows.map((n) => new RegExp(`^Row ${n}: x${n} — not converted: `));

  // The browser's own tree: all 10,000 rows, and the ten links, the ones far below the screen too.
  const rows = await countInAccessibilityTree(page, '[aria-label="Batch results"]', "listitem");
  expect(rows.inTree).toBe(10_000);
  const links = await countInAccessibilityTree(page, '[aria-labelledby$="-batch-attention"]', "link");
  expect(links.inTree).toBe(10);
  links.names.forEach((name, k) => expect(name).toMatch(linkNames[k]!));
  // The rows the links lead to are in the tree too (found by their ids).
  for (const n of failedRows) {
    const row = await countInAccessibilityTree(page, `[id$="-batch-row-${n}"]`, "listitem");
    expect(row.inTree, `row ${n}`).toBe(1);
  }

  // Its link takes the keyboard to the last failed row, scrolled into view.
  await attention.getByRole("link", { name: linkNames[9]! }).press("Enter");
  const last = results.getByRole("listitem").nth(9_999);
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await expect(last).toHaveText(/^x10000 — not converted: /);
  await expect(page).toHaveURL(/\/50-mg-to-ml$/);
});
