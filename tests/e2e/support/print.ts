/**
 * The page as printed (issue 27): print media emulated, then a PDF of A4 or Letter paper, read
 * back with Debian's poppler-utils (pdftotext for the text, pdfinfo for the number of pages).
 */
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";

export async function printed(page: Page, format: "A4" | "Letter" = "A4"): Promise<{ text: string; pages: number }> {
  const { execFileSync } = await import("node:child_process");
  const { mkdtempSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  await page.emulateMedia({ media: "print" });
  const file = join(mkdtempSync(join(tmpdir(), "prep-card-")), "card.pdf");
  writeFileSync(file, await page.pdf({ format }));
  await page.emulateMedia({ media: "screen" });
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? "0");
  return { text, pages };
}

/**
 * 'Print preparation card' pressed, the page's print dialog stood in for (the test prints the page
 * itself with `printed`): the card's code loads on its first print (issue 33), and from then on
 * the card is on the page, ready for print media, and follows the calculation.
 */
export async function pressPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole("button", { name: "Print preparation card" }).click();
  await expect(page.locator("body > .prep-card")).toHaveCount(1);
}

/**
 * A page that counts its prints instead of opening a print dialog ('Print record' on the lab
 * tools): install before the page loads, read with `printCount`.
 */
export async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      const w = window as unknown as { printed?: number };
      w.printed = (w.printed ?? 0) + 1;
    };
  });
}

/** How many times the page printed since it loaded (countPrints). */
export function printCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0);
}
