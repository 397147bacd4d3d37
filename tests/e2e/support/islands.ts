import type { Page } from "@playwright/test";

/**
 * Waits until the page's calculator islands (src/components/islands.tsx) have hydrated, or shown
 * their calm fallback: the island loader (src/island-loader.ts) then sets data-islands="ready" on
 * <html>. The header's island is still asleep: it hydrates on a person's first intent (issue 33),
 * its menus working as native disclosures until then. Pages are otherwise static HTML; no router
 * hydrates them.
 */
export async function waitForPageIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
}

/**
 * Wakes the header's island as a person's intent does (the pointer moving over the header: an
 * event the island loader listens for) and waits until its menus work as the machine says.
 */
export async function wakeHeader(page: Page): Promise<void> {
  // Moved over again until it wakes: a move before the island loader listens (it starts after
  // the first paint) wakes nothing, as for a person, whose next move does.
  await page.waitForFunction(
    () => {
      if (document.querySelector('header[data-menu-ready="true"]')) return true;
      document
        .querySelector('[data-island="header"]')
        ?.dispatchEvent(new PointerEvent("pointermove", { movementX: 1, movementY: 1, bubbles: true }));
      return false;
    },
    undefined,
    { polling: 100 },
  );
}

/** Every island of the page has hydrated: the calculators, and the header woken as by a person. */
export async function waitForIslands(page: Page): Promise<void> {
  await waitForPageIslands(page);
  await wakeHeader(page);
}

/**
 * The islands are ready and every file they asked for has arrived (no request for 500 ms): for
 * checks that read the whole page as a visitor finally sees it (axe, CSP, what was fetched).
 * `{ wake: false }`: the header stays asleep (what a page loads without any interaction).
 */
export async function waitForIslandsAndNetwork(page: Page, { wake = true } = {}): Promise<void> {
  await (wake ? waitForIslands(page) : waitForPageIslands(page));
  await page.waitForLoadState("networkidle");
}

/**
 * Holds the islands' renderer (the `vendor` file) back, so no calculator can hydrate while a test
 * works on the pre-rendered page; returns what lets it through.
 */
export async function holdIslandRenderer(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/vendor-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
