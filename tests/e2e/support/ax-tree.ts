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

/** An element a person can reach, as the page's HTML makes it, and what the tree has for it. */
export interface ReachedElement {
  /** "heading", "main", "navigation", "banner", "contentinfo", "region" or "complementary". */
  readonly role: string;
  /** Its text (a heading) or its label (a landmark), for the messages. */
  readonly text: string;
  /** The role the accessibility tree gives it, or null when the tree leaves it out (ignored or absent). */
  readonly treeRole: string | null;
  /** Its name in the tree ("" without one). */
  readonly treeName: string;
}

const PROBE = "data-ax-probe";

/**
 * Every heading (h1–h6) and landmark of the page's HTML that a person can reach (shown by the
 * browser, on the screen or not: not display: none, not in a closed disclosure), each with what
 * Chromium's accessibility tree holds for the same DOM node (matched by its backend node id).
 * Landmarks: main, nav, aside, a section named by aria-label(ledby), a header or footer not inside
 * an article, aside, main, nav or section (the page's banner and content info), and the same roles
 * given explicitly.
 */
export async function headingsAndLandmarks(page: Page): Promise<ReachedElement[]> {
  const expected = await page.evaluate((probe) => {
    const scoped =
      "article, aside, main, nav, section, [role=article], [role=complementary], [role=main], [role=navigation], [role=region]";
    const roleOf = (el: Element): string | null => {
      const explicit = el.getAttribute("role");
      if (explicit) {
        const known = ["main", "navigation", "banner", "contentinfo", "region", "complementary", "heading"];
        return known.includes(explicit) ? explicit : null;
      }
      const tag = el.tagName.toLowerCase();
      if (/^h[1-6]$/.test(tag)) return "heading";
      if (tag === "main") return "main";
      if (tag === "nav") return "navigation";
      if (tag === "aside") return "complementary";
      if (tag === "section")
        return el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby") ? "region" : null;
      if (tag === "header" || tag === "footer")
        return el.parentElement?.closest(scoped) ? null : tag === "header" ? "banner" : "contentinfo";
      return null;
    };
    const label = (el: Element): string => {
      const by = el.getAttribute("aria-labelledby");
      const named = by
        ? by
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        : (el.getAttribute("aria-label") ?? "");
      return (named || (/^H[1-6]$/.test(el.tagName) ? (el.textContent ?? "") : "")).replace(/\s+/g, " ").trim();
    };
    const found: { role: string; text: string }[] = [];
    const all = document.querySelectorAll("h1, h2, h3, h4, h5, h6, main, nav, aside, section, header, footer, [role]");
    for (const el of all) {
      const role = roleOf(el);
      if (!role || !el.checkVisibility({ visibilityProperty: true })) continue;
      el.setAttribute(probe, String(found.length));
      found.push({ role, text: label(el) });
    }
    return found;
  }, PROBE);

  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send("DOM.getDocument", { depth: 0 })) as { root: { nodeId: number } };
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: `[${PROBE}]` });
    const backendOf = new Map<number, number>();
    for (const nodeId of nodeIds) {
      const { node } = (await cdp.send("DOM.describeNode", { nodeId })) as {
        node: { backendNodeId: number; attributes?: string[] };
      };
      const attrs = node.attributes ?? [];
      const at = attrs.indexOf(PROBE);
      backendOf.set(Number(attrs[at + 1]), node.backendNodeId);
    }
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: (AxNode & { backendDOMNodeId?: number })[];
    };
    const inTree = new Map<number, AxNode>();
    for (const n of nodes) if (n.backendDOMNodeId !== undefined && !n.ignored) inTree.set(n.backendDOMNodeId, n);
    return expected.map((e, i) => {
      const n = inTree.get(backendOf.get(i) ?? -1);
      return {
        ...e,
        treeRole: n?.role?.value ?? null,
        treeName: (n?.name?.value ?? "").replace(/\s+/g, " ").trim(),
      };
    });
  } finally {
    await cdp.detach();
    await page.evaluate((probe) => {
      for (const el of document.querySelectorAll(`[${probe}]`)) el.removeAttribute(probe);
    }, PROBE);
  }
}

/**
 * The nodes of role `role` (e.g. "listitem") the accessibility tree holds inside the element of
 * `scopeSelector`, and their names: the tree's own reading, one CDP query for the subtree.
 */
export async function countInAccessibilityTree(
  page: Page,
  scopeSelector: string,
  role: string,
): Promise<{ inTree: number; names: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send("DOM.getDocument", { depth: 0 })) as { root: { nodeId: number } };
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: scopeSelector });
    const { nodes } = (await cdp.send("Accessibility.queryAXTree", { nodeId, role })) as { nodes: AxNode[] };
    const reached = nodes.filter((n) => !n.ignored);
    return { inTree: reached.length, names: reached.map((n) => (n.name?.value ?? "").replace(/\s+/g, " ").trim()) };
  } finally {
    await cdp.detach();
  }
}
