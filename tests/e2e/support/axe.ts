/**
 * Axe (WCAG 2.2 AA as axe-core checks it) in the four views of a loaded page: 1280 px and 375 px
 * wide, light and dark colour scheme. The width and the scheme change without a reload, as they do
 * for a visitor. Shared by tests/e2e/routes.spec.ts (every route, in the same page load as its
 * other checks) and tests/e2e/a11y.spec.ts (the states a first load does not show, and the control
 * check that proves the views can fail).
 *
 * Which rules run in which view: every WCAG rule at 1280 px in the light scheme; at 375 px the
 * rules whose outcome depends on the layout (contrast over what is drawn, target sizes, scrolling
 * regions, reflow); and the colour rules in the dark scheme at both widths (the only rules a
 * colour scheme can change). The elements that only a small screen shows are those of the page
 * frame (the 'Open menu' button), the same on every page: one page of each kind gets every rule at
 * 375 px too.
 */
import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const WIDTHS = [1280, 375] as const;
export const SCHEMES = ["light", "dark"] as const;
export type Scheme = (typeof SCHEMES)[number];

/** Where the Not-found page is checked: an unknown path, as a visitor reaches it. */
export const NOT_FOUND_PATH = "/no-such-page-for-axe";

/** Sets the width and the colour scheme, and waits until the page has taken the scheme. */
export async function setView(page: Page, width: number, scheme: Scheme) {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 740 });
  // Reduced motion: the side menu's slide-in must not be caught half way by the contrast check.
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
  // The scheme is applied by CSS alone; make sure the page has taken it before measuring.
  await expect
    .poll(() => page.evaluate(() => window.matchMedia("(prefers-color-scheme: dark)").matches))
    .toBe(scheme === "dark");
}

/**
 * The rules whose outcome depends on the colour scheme. Every other rule checks the DOM, names,
 * roles and sizes, which the scheme does not change, so the second scheme of a page only needs
 * these (this keeps 47 pages × 4 views affordable on a small machine).
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The rules whose outcome can change with the width of the page for the same DOM: contrast and
 * overlap (what is drawn where), target size and spacing (WCAG 2.2), scrolling regions that
 * must be focusable, and the viewport and orientation rules.
 */
export const LAYOUT_RULES = [...COLOUR_RULES, "target-size", "scrollable-region-focusable", "meta-viewport", "meta-viewport-large", "css-orientation-lock"];

/** One page of each kind gets every rule at 375 px as well (home, both dose templates, tools, a static page, 404). */
export const FULL_SMALL_SCREEN = new Set(["/", "/20-mg-to-ml", "/0-5-ml-to-mg", "/mg-to-ml-syringe", "/molarity-calculator", "/dilution-calculator", "/about", NOT_FOUND_PATH]);

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** One readable line per violation: where, rule, impact, help and targets. */
function describeViolations(where: string, list: AxeViolation[]): string[] {
  return list.map(
    (v) =>
      `${where} — ${v.id} (${v.impact ?? "?"}): ${v.help}\n    ` +
      v.nodes.map((n) => `${n.target.join(" ")}${n.failureSummary ? ` → ${n.failureSummary.replace(/\s+/g, " ")}` : ""}`).join("\n    "),
  );
}

/** Runs axe through @axe-core/playwright (which injects axe-core into the page) and describes what it found. */
export async function violations(page: Page, where: string, options: { include?: string; rules?: readonly string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  builder = options.rules ? builder.withRules([...options.rules]) : builder.withTags(TAGS);
  if (options.include) builder = builder.include(options.include);
  const result = await builder.analyze();
  return describeViolations(where, result.violations);
}

/**
 * Runs axe-core again in a page where @axe-core/playwright has injected it (same page, same
 * document: only the width or the colour scheme changed). Injecting axe-core anew for each view
 * costs more than the checks themselves; the engine and its rules are the same.
 */
async function violationsAgain(page: Page, where: string, rules: readonly string[] | undefined): Promise<string[]> {
  const list = await page.evaluate(
    async ({ rules, tags }) => {
      const axe = (window as unknown as { axe?: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      if (!axe) throw new Error("axe-core is not in the page: run violations() first");
      const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: tags };
      return (await axe.run(document, { runOnly })).violations;
    },
    { rules: rules ? [...rules] : null, tags: TAGS },
  );
  return describeViolations(where, list);
}

/**
 * Checks a loaded page at every width in both colour schemes and collects what axe reports (see
 * the file's comment for which rules run in which view). `path` decides whether the page gets
 * every rule at 375 px (FULL_SMALL_SCREEN).
 */
export async function checkEveryView(page: Page, label: string, path: string): Promise<string[]> {
  const found: string[] = [];
  let first = true;
  for (const width of WIDTHS) {
    for (const scheme of SCHEMES) {
      await setView(page, width, scheme);
      const rules =
        scheme === "dark" ? COLOUR_RULES : width === 1280 || FULL_SMALL_SCREEN.has(path) ? undefined : LAYOUT_RULES;
      const where = `${label} @${width}px ${scheme}`;
      found.push(...(first ? await violations(page, where, { rules }) : await violationsAgain(page, where, rules)));
      first = false;
    }
  }
  return found;
}
