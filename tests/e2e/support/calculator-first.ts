/**
 * What a calculator page's pre-rendered HTML puts before its calculator (issue 54, principle 1),
 * read from the HTML as the server sends it, before any script: parsed in the browser with
 * DOMParser (the same parser as a page load, with no script run and nothing fetched), so
 * tests/e2e/routes.spec.ts checks it on the raw HTML it already has, without loading every
 * calculator page again with JavaScript off (issue 55).
 */
import { expect, type Page } from "@playwright/test";

/** What stands before the calculator, and where the high-alert line and full warning are. */
export interface CalculatorFirst {
  /** The siblings before the element that holds the first form control ("h1", "p", "div[high-alert-short]"). */
  before: string[];
  /** The text of the paragraph right after the title. */
  lead: string;
  /** That element holds the first form control. */
  holderHasField: boolean;
  /** How many high-alert one lines the page has, and the first one's link target ("#…"). */
  shortCount: number;
  shortHref: string | null;
  /** How many full warnings the page has, and the first one's id. */
  fullCount: number;
  fullId: string | null;
  /** The full warning follows the first field in document order. */
  fullAfterField: boolean;
}

/** Runs in the page: `html` parsed as a document of its own. Self-contained (no closure). */
function readCalculatorFirst(html: string): CalculatorFirst {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const main = doc.querySelector("main")!;
  const field = main.querySelector("input:not([type=hidden]), select, textarea")!;
  let holder: Element = field;
  while (holder.parentElement && !holder.parentElement.querySelector(":scope > h1")) holder = holder.parentElement;
  const before: string[] = [];
  for (let el = holder.previousElementSibling; el; el = el.previousElementSibling) {
    const id = el.getAttribute("data-testid");
    before.unshift(id ? `${el.tagName.toLowerCase()}[${id}]` : el.tagName.toLowerCase());
  }
  const lead = holder.parentElement!.querySelector(":scope > h1 + p")?.textContent ?? "";
  const short = doc.querySelector('[data-testid="high-alert-short"]');
  const fulls = doc.querySelectorAll('[data-testid="high-alert"]');
  return {
    before,
    lead,
    holderHasField: holder.contains(field),
    shortCount: doc.querySelectorAll('[data-testid="high-alert-short"]').length,
    shortHref: short?.querySelector("a")?.getAttribute("href") ?? null,
    fullCount: fulls.length,
    fullId: fulls[0]?.getAttribute("id") ?? null,
    fullAfterField:
      fulls[0] !== undefined && (field.compareDocumentPosition(fulls[0]) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  };
}

/**
 * Every calculator page opens with its calculator: only the title, the lead's one sentence and a
 * high-alert medicine's one line stand before the element holding the first field; the one line
 * links to the full warning, which follows the calculator; a page without a high-alert medicine
 * has neither.
 */
export async function expectCalculatorFirst(page: Page, html: string, route: string): Promise<void> {
  const r = await page.evaluate(readCalculatorFirst, html);
  expect(r.holderHasField, `${route}: the calculator holds the first field`).toBe(true);
  // The title, one sentence, and at most a high-alert medicine's one line.
  expect(
    r.before.filter((t) => t !== "div[high-alert-short]"),
    `${route}: what stands before the calculator`,
  ).toEqual(["h1", "p"]);
  expect(r.lead.trim()).toMatch(/^[^]*[.!?]$/);
  expect(r.lead.trim().split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/), `${route}: the lead before the calculator`).toHaveLength(
    1,
  );
  if (r.before.includes("div[high-alert-short]")) {
    // The full warning follows the calculator, and the line leads to it.
    expect(r.fullCount, `${route}: one full warning`).toBe(1);
    expect(r.shortHref).toBe(`#${r.fullId}`);
    expect(r.fullAfterField, `${route}: the full warning follows the calculator`).toBe(true);
  } else {
    expect(r.shortCount, `${route}: no high-alert line`).toBe(0);
    expect(r.fullCount, `${route}: no full warning`).toBe(0);
  }
}
