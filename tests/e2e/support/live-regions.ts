/**
 * What a screen reader would hear (issue 28), read in the built site: every change of every live
 * region of the page, from its first script on, and the list of live regions a page has.
 *
 * A region is live when its own `aria-live` says polite or assertive, or, with no `aria-live`, its
 * role is one whose changes are spoken (status and log: polite; alert: assertive; <output>: polite).
 * `aria-live="off"` on an element, or on the nearest element that says anything about it, makes it
 * a visible status that is not spoken (the calculators' result regions). The site's one announcer
 * (#site-announcer, src/lib/announce.ts) must be the only live region on every page.
 *
 *   await recordLiveRegions(page);        // before page.goto: records from the first script
 *   await page.goto("/mg-to-ml-syringe");
 *   …
 *   expect(await heard(page)).toEqual(["Result 2.5 mL. On the syringe: …"]);
 */
import type { Page } from "@playwright/test";

/** One spoken change: where (the region's id or name) and its whole text after the change. */
export interface Heard {
  region: string;
  text: string;
}

/**
 * Installs, before the page's scripts run, a recorder of every change of every live region of the
 * document (text, added or removed nodes), with the region's whole text after the change; an
 * emptied region (the announcer empties itself before it speaks) is not recorded.
 */
export async function recordLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __heard: Array<{ region: string; text: string }>;
      __liveRoot: (n: Node) => Element | null;
    };
    w.__heard = [];
    /** "polite", "assertive", "off", or null when the element says nothing about it. */
    const politeness = (el: Element): string | null => {
      const live = el.getAttribute("aria-live");
      if (live) return live;
      const role = el.getAttribute("role");
      if (role === "status" || role === "log" || (role === null && el.tagName === "OUTPUT")) return "polite";
      if (role === "alert") return "assertive";
      return null;
    };
    /** The live region a node is in (the nearest element that says anything), or null. */
    w.__liveRoot = (node: Node) => {
      for (
        let el = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
        el;
        el = el.parentElement
      ) {
        const p = politeness(el);
        if (p) return p === "off" ? null : el;
      }
      return null;
    };
    const name = (el: Element) =>
      el.id
        ? `#${el.id}`
        : `${el.getAttribute("role") ?? el.tagName.toLowerCase()} "${el.getAttribute("aria-label") ?? ""}"`;
    const start = () => {
      new MutationObserver((mutations) => {
        const changed = new Set<Element>();
        // The target of a mutation is the node whose text or children changed (a removed node's
        // parent): the region around it changed.
        for (const m of mutations) {
          const root = w.__liveRoot(m.target);
          if (root) changed.add(root);
        }
        for (const region of changed) {
          const text = (region.textContent ?? "").replace(/\s+/g, " ").trim();
          if (text) w.__heard.push({ region: name(region), text });
        }
      }).observe(document.documentElement, { childList: true, characterData: true, subtree: true });
    };
    if (document.documentElement) start();
    else document.addEventListener("readystatechange", start, { once: true });
  });
}

/** Everything heard since the recording started (or since the last `forget`), in order. */
export async function heardChanges(page: Page): Promise<Heard[]> {
  return page.evaluate(() => (window as unknown as { __heard: Heard[] }).__heard.slice());
}

/** The texts heard, in order. */
export async function heard(page: Page): Promise<string[]> {
  return (await heardChanges(page)).map((h) => h.text);
}

/** Starts a new record: what was heard so far is forgotten. */
export async function forget(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __heard: unknown[] }).__heard.length = 0;
  });
}

/**
 * The live regions of the page now (ids, or roles and names): ["#site-announcer"] on every page.
 * Needs no recorder: the same reading of `aria-live` and roles as recordLiveRegions.
 */
export async function liveRegions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const politeness = (el: Element): string | null => {
      const live = el.getAttribute("aria-live");
      if (live) return live;
      const role = el.getAttribute("role");
      if (role === "status" || role === "log" || (role === null && el.tagName === "OUTPUT")) return "polite";
      if (role === "alert") return "assertive";
      return null;
    };
    return [...document.querySelectorAll("[aria-live], [role=status], [role=alert], [role=log], output")]
      .filter((el) => {
        const p = politeness(el);
        return p !== null && p !== "off";
      })
      .map((el) =>
        el.id
          ? `#${el.id}`
          : `${el.getAttribute("role") ?? el.tagName.toLowerCase()} "${el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 40)}"`,
      );
  });
}
