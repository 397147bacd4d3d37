/**
 * All the JavaScript each page loads in Chromium until the network is idle, islands included
 * (scripts/lib/loaded-js.ts, shared with the size test), per route and build. The files a page
 * fetches are fixed by its HTML and the build, so these figures do not vary from run to run.
 */
import { measureLoadedJs, type LoadedJs } from "../lib/loaded-js";
import { CARD_ROUTES, tryEveryCardFeature } from "../lib/card-features";
import { SizeCache } from "../lib/sizes";
import { CONTEXT_OPTIONS, launchChromium, urlOf } from "./browser";

/** One map per build (`bases[i]` serves `clientDirs[i]`), route → all the JavaScript it loads. */
export async function measureAllLoadedJs(
  bases: readonly string[],
  clientDirs: readonly string[],
  routes: readonly string[],
): Promise<Map<string, LoadedJs>[]> {
  const browser = await launchChromium();
  const caches = clientDirs.map((dir) => new SizeCache(dir));
  const results = bases.map(() => new Map<string, LoadedJs>());
  try {
    const context = await browser.newContext(CONTEXT_OPTIONS);
    for (const route of routes) {
      for (const [b, base] of bases.entries()) {
        results[b]!.set(route, await measureLoadedJs(context, urlOf(base, route), clientDirs[b]!, caches[b]));
      }
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * One map per build, route → all the JavaScript its page has loaded after a visitor used every
 * feature of the converter card (scripts/lib/card-features.ts), for the card's routes among
 * `routes`. A route whose features could not all be used is left out, with the reason printed.
 */
export async function measureAfterEveryCardFeature(
  bases: readonly string[],
  clientDirs: readonly string[],
  routes: readonly string[],
): Promise<Map<string, LoadedJs>[]> {
  const browser = await launchChromium();
  const caches = clientDirs.map((dir) => new SizeCache(dir));
  const results = bases.map(() => new Map<string, LoadedJs>());
  try {
    for (const route of CARD_ROUTES.filter((r) => routes.includes(r))) {
      for (const [b, base] of bases.entries()) {
        const context = await browser.newContext(CONTEXT_OPTIONS);
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        try {
          const url = urlOf(base, route);
          results[b]!.set(route, await measureLoadedJs(context, url, clientDirs[b]!, caches[b], tryEveryCardFeature));
        } catch (error) {
          console.error(
            `  ${route}: the card's features could not all be used: ${String(error).split("\n").slice(0, 3).join(" ")}`,
          );
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
