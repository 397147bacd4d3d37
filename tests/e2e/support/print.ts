/**
 * The page as printed (issue 27): print media emulated, then a PDF of A4 or Letter paper, read
 * back with Debian's poppler-utils (pdftotext for the text, pdfinfo for the number of pages).
 */
import type { Page } from "@playwright/test";

export async function printed(page: Page, format: "A4" | "Letter" = "A4"): Promise<{ text: string; pages: number }> {
  const { execFileSync } = await import("node:child_process");
  const { mkdtempSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  await page.emulateMedia({ media: "print" });
  const file = join(mkdtempSync(join(tmpdir(), "prep-card-")), "card.pdf");
  writeFileSync(file, await page.pdf({ format }));
  await page.emulateMedia({ media: "screen" });
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? "0");
  return { text, pages };
}
