/**
 * The browser the bench measures in: Debian's Chromium (the desktop browser, headless), for
 * Lighthouse (chrome-launcher) and for Playwright alike; and where each route is loaded.
 */
import type { Browser, Page } from "@playwright/test";
import { NOT_FOUND_PATH } from "../lib/sizes";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Flags for chrome-launcher (Lighthouse). */
export const CHROME_FLAGS = ["--headless=new", ...FLAGS];

/** The URL path the Not-found page is measured at in the browser (any unknown path). */
const NOT_FOUND_URL_PATH = "/no-such-page-for-the-bench";

/** Where a route is loaded: the route itself, or an unknown path for the Not-found page. */
export const urlOf = (base: string, route: string) => `${base}${route === NOT_FOUND_PATH ? NOT_FOUND_URL_PATH : route}`;

/** Chromium driven by Playwright. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

/** The bench's page setup: no service worker (it would answer from its cache), a desktop window. */
export const CONTEXT_OPTIONS = { serviceWorkers: "block", viewport: { width: 1280, height: 900 } } as const;

/** Lighthouse's mobile preset slows the CPU 4×. */
export const CPU_SLOWDOWN = 4;

/**
 * A new Chromium with one page of the bench's setup, its CPU slowed `CPU_SLOWDOWN`× (the first
 * keystroke and the long tasks are measured so); close the browser when done.
 */
export async function throttledPage(): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(CONTEXT_OPTIONS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    return { browser, page };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
