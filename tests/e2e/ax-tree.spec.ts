/**
 * Nothing withheld from assistive technology (issue 53, principle 1): what Chromium's own
 * accessibility tree holds (the tree a screen reader reads, through the DevTools protocol), not
 * axe's reading of the DOM.
 *  - Every route and the Not-found page: every heading (h1–h6) and every landmark (main,
 *    navigation, banner, content info, named region, complementary) a person can reach is in the
 *    tree with its role, at 375 px and 1280 px, in the one load tests/e2e/routes.spec.ts makes of
 *    each page (issue 55: this spec loaded each page a second time for it).
 *  - Batch Convert with 10,000 entries: every row and every entry that needs attention is in the
 *    tree, the attention list comes before the results (the entries not converted one by one, the
 *    cautions one line per kind), its links take the focus to their rows, and 'Show rows' narrows
 *    the list, by keyboard, to the rows of one kind of caution, all of them in the tree.
 */
import { expect, test } from "@playwright/test";
import { BATCH_CONTROLS } from "../../src/machines/batch/batch.controls";
import { BATCH_MESSAGES, batchAttentionGroups, convertBatch } from "../../src/machines/batch/batch.calc";
import { openConverter } from "./support/converter-driver";
import { countInAccessibilityTree } from "./support/ax-tree";

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

  // What the page should say, from the same list converted here (about 8 900 entries carry a
  // caution, in three kinds: listed one line per kind, never one per entry).
  const words = (text: string) => text.replace(/\s+/g, " ");
  const { groups, cautioned } = batchAttentionGroups(convertBatch(values.join("\n"), 50, "mgToMl", [50, 1]));
  expect(cautioned).toBeGreaterThan(8_000);
  expect(groups.map((g) => g.kind)).toEqual(["small", "large", "precision"]);

  // What needs attention comes first: before the results, each entry a link naming its row.
  const attention = page.getByRole("region", { name: words(BATCH_MESSAGES.attention(10, cautioned)), exact: true });
  await expect(attention).toBeVisible();
  expect(
    await attention.evaluate(
      (a, list) => Boolean(list && a.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING),
      await results.elementHandle(),
    ),
  ).toBe(true);
  const failedRows = Array.from({ length: 10 }, (_, k) => (k + 1) * 1000);
  const linkNames = failedRows.map((n) => new RegExp(`^Row ${n}: x${n} — not converted: `));
  const groupNames = groups.map((g) => words(BATCH_MESSAGES.cautionGroup(g.kind, g.count, g.firstIndex)));

  // The browser's own tree: all 10,000 rows, the ten links and one link per caution kind, the
  // ones far below the screen too.
  const rows = await countInAccessibilityTree(page, '[aria-label="Batch results"]', "listitem");
  expect(rows.inTree).toBe(10_000);
  const links = await countInAccessibilityTree(page, '[aria-labelledby$="-batch-attention"]', "link");
  expect(links.inTree).toBe(10 + groups.length);
  links.names.slice(0, 10).forEach((name, k) => expect(name).toMatch(linkNames[k]!));
  expect(links.names.slice(10)).toEqual(groupNames);
  // The rows the links lead to are in the tree too (found by their ids).
  for (const n of [...failedRows, ...groups.map((g) => g.firstIndex)]) {
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
  // A kind's link takes it to the first row of that kind.
  const large = groups.find((g) => g.kind === "large")!;
  await attention.getByRole("link", { name: groupNames[1]!, exact: true }).press("Enter");
  const firstLarge = results.getByRole("listitem").nth(large.firstIndex - 1);
  await expect(firstLarge).toBeFocused();
  await expect(firstLarge).toBeInViewport();

  // 'Show rows', by keyboard: from 'All rows' the arrow keys move to the rows under 0.1 mL; the
  // list then holds exactly those rows, each in the tree.
  const show = page.getByRole("radiogroup", { name: BATCH_CONTROLS.show, exact: true });
  await show.getByRole("radio", { checked: true }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(show.getByRole("radio", { checked: true })).toHaveAccessibleName(/^Only rows under 0\.1 mL/);
  const small = await countInAccessibilityTree(page, '[aria-label="Batch results"]', "listitem");
  expect(small.inTree).toBe(groups[0]!.count);
});
