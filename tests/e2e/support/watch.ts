/**
 * Watchers a test attaches before it loads a page: console errors, Content-Security-Policy
 * violations and requests to another origin. Shared by tests/e2e/routes.spec.ts (every route, one
 * load each), security.spec.ts, site.spec.ts and content.spec.ts.
 */
import type { BrowserContext, ConsoleMessage, Page } from "@playwright/test";

/** Collects console errors and page errors while a page is used. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  return problems;
}

/** Records CSP violations in the pages of a context (events) and in the console (messages). */
export async function watchCsp(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__cspViolations.push(
        `${e.violatedDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  const consoleMessages: string[] = [];
  context.on("console", (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) consoleMessages.push(`${m.page()?.url()}: ${m.text()}`);
  });
  return {
    consoleMessages,
    async violationsIn(page: Page): Promise<string[]> {
      return page.evaluate(() =>
        (window as unknown as { __cspViolations: string[] }).__cspViolations.map((v) => `${location.pathname}: ${v}`),
      );
    },
  };
}

/** Records every request of the context (pages, workers, downloads) and those to another origin. */
export function watchRequests(context: BrowserContext, siteOrigin: string) {
  const seen: string[] = [];
  const foreign: string[] = [];
  context.on("request", (r) => {
    const url = r.url();
    seen.push(url);
    if (url.startsWith("data:")) return; // inline data, no network
    const origin = new URL(url).origin; // blob:http://host/uuid has the site's origin
    if (origin !== siteOrigin) foreign.push(`${r.resourceType()} ${url}`);
  });
  return { seen, foreign };
}
