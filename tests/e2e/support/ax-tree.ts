/**
 * What assistive technology can reach (issue 53): Chromium's own accessibility tree, read through
 * the DevTools protocol (the tree a screen reader gets), not axe's reading of the DOM. A heading a
 * rendering optimisation keeps out of that tree (content-visibility: auto off screen) is missing
 * here although axe and the DOM have it.
 */
import type { Page } from "@playwright/test";

interface AxNode {
  ignored?: boolean;
  role?: { value?: string };
  name?: { value?: string };
}

/** The names of the headings in the accessibility tree, in tree order. */
export async function headingsInAccessibilityTree(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
    return nodes
      .filter((n) => !n.ignored && n.role?.value === "heading")
      .map((n) => (n.name?.value ?? "").replace(/\s+/g, " ").trim());
  } finally {
    await cdp.detach();
  }
}

/**
 * The headings of the page a person can reach: every h1–h6 the browser would show (not inside a
 * closed disclosure, not display: none), whether or not it is on the screen now.
 */
export async function reachableHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
      .filter((h) => h.checkVisibility({ visibilityProperty: true }))
      .map((h) => (h.textContent ?? "").replace(/\s+/g, " ").trim()),
  );
}
