/**
 * All the JavaScript each page loads in Chromium until the network is idle, islands included
 * (scripts/lib/loaded-js.ts, shared with the size test), per route and build. The files a page
 * fetches are fixed by its HTML and the build, so these figures do not vary from run to run.
 */
import { measureLoadedJs, type LoadedJs } from "../lib/loaded-js";
import { CARD_ROUTES, tryEveryCardFeature } from "../lib/card-features";
import { SizeCache } from "../lib/sizes";
import type { BrowserContext } from "@playwright/test";
import { CONTEXT_OPTIONS, launchChromium, urlOf } from "./browser";

/** A page's figure, or null when it could not be measured (left out). */
type Measure = (context: BrowserContext, url: string, b: number) => Promise<LoadedJs | null>;

/**
 * For each route, then each build (`bases[i]` serves `clientDirs[i]`): `measure` in a browser
 * context, one shared by every load (`fresh: false`) or a new one for each (`fresh: true`).
 */
async function perRouteAndBuild(
  bases: readonly string[],
  routes: readonly string[],
  fresh: boolean,
  measure: Measure,
): Promise<Map<string, LoadedJs>[]> {
  const browser = await launchChromium();
  const results = bases.map(() => new Map<string, LoadedJs>());
  try {
    const shared = fresh ? null : await browser.newContext(CONTEXT_OPTIONS);
    for (const route of routes) {
      for (const [b, base] of bases.entries()) {
        const context = shared ?? (await browser.newContext(CONTEXT_OPTIONS));
        try {
          const js = await measure(context, urlOf(base, route), b);
          if (js) results[b]!.set(route, js);
        } finally {
          if (!shared) await context.close();
        }
      }
    }
    await shared?.close();
  } finally {
    await browser.close();
  }
  return results;
}

/** One map per build (`bases[i]` serves `clientDirs[i]`), route → all the JavaScript it loads. */
export function measureAllLoadedJs(
  bases: readonly string[],
  clientDirs: readonly string[],
  routes: readonly string[],
): Promise<Map<string, LoadedJs>[]> {
  const caches = clientDirs.map((dir) => new SizeCache(dir));
  return perRouteAndBuild(bases, routes, false, (context, url, b) =>
    measureLoadedJs(context, url, clientDirs[b]!, caches[b]),
  );
}

/**
 * One map per build, route → all the JavaScript its page has loaded after a visitor used every
 * feature of the converter card (scripts/lib/card-features.ts), for the card's routes among
 * `routes`. A route whose features could not all be used is left out, with the reason printed.
 */
export function measureAfterEveryCardFeature(
  bases: readonly string[],
  clientDirs: readonly string[],
  routes: readonly string[],
): Promise<Map<string, LoadedJs>[]> {
  const caches = clientDirs.map((dir) => new SizeCache(dir));
  return perRouteAndBuild(
    bases,
    CARD_ROUTES.filter((r) => routes.includes(r)),
    true,
    async (context, url, b) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      try {
        return await measureLoadedJs(context, url, clientDirs[b]!, caches[b], tryEveryCardFeature);
      } catch (error) {
        console.error(
          `  ${url}: the card's features could not all be used: ${String(error).split("\n").slice(0, 3).join(" ")}`,
        );
        return null;
      }
    },
  );
}
