/**
 * Axe (WCAG 2.2 A and AA, and axe-core's best-practice rules) in the four views of a loaded page: 1280 px and 375 px
 * wide, light and dark colour scheme. The width and the scheme change without a reload, as they do
 * for a visitor. Shared by tests/e2e/routes.spec.ts (every route, in the same page load as its
 * other checks) and tests/e2e/a11y.spec.ts (the states a first load does not show, and the control
 * check that proves the views can fail); violations(), one scan, also by content, share-link,
 * double-check and lab-tools.
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
// The axe-core that @axe-core/playwright itself depends on and injects (its `source`).
import axeCore from "axe-core";

/**
 * Every WCAG 2.0, 2.1 and 2.2 rule of level A and AA, and axe-core's best practices (issue 28):
 * unique landmark names, roles an element may carry, one main landmark, headings in order, …
 */
export const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
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
export const LAYOUT_RULES = [
  ...COLOUR_RULES,
  "target-size",
  "scrollable-region-focusable",
  "meta-viewport",
  "meta-viewport-large",
  "css-orientation-lock",
];

/** One page of each kind gets every rule at 375 px as well (home, both dose templates, tools, a static page, 404). */
export const FULL_SMALL_SCREEN = new Set([
  "/",
  "/20-mg-to-ml",
  "/0-5-ml-to-mg",
  "/mg-to-ml-syringe",
  "/molarity-calculator",
  "/dilution-calculator",
  "/concentration-converter",
  "/serial-dilution-calculator",
  "/about",
  NOT_FOUND_PATH,
]);

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** One readable line per violation: where, rule, impact, help and targets. */
export function describeViolations(where: string, list: AxeViolation[]): string[] {
  return list.map(
    (v) =>
      `${where} — ${v.id} (${v.impact ?? "?"}): ${v.help}\n    ` +
      v.nodes
        .map((n) => `${n.target.join(" ")}${n.failureSummary ? ` → ${n.failureSummary.replace(/\s+/g, " ")}` : ""}`)
        .join("\n    "),
  );
}

/** What to scan and with which rules: the whole document and every WCAG tag (TAGS) unless told. */
export interface ScanOptions {
  /** Only this part of the page (a CSS selector, as AxeBuilder#include takes it). */
  include?: string;
  /** Not this part (as AxeBuilder#exclude). */
  exclude?: string;
  /** Only these rules (as AxeBuilder#withRules); otherwise the rules of `tags`. */
  rules?: readonly string[];
  /**
   * The tags whose rules run (as AxeBuilder#withTags); TAGS unless told. `null`: axe-core's own
   * default set (every rule it enables, experimental ones aside), as `new AxeBuilder({ page })`
   * runs with no tags or rules given.
   */
  tags?: readonly string[] | null;
}

/**
 * Only the violations are processed in full (every node, its selector and its failure summary):
 * that is all a scan reports. axe-core still runs every rule on every node; for passes, incomplete
 * and inapplicable results it keeps one node each instead of building a selector for every passing
 * node (axe-core's documented `resultTypes` option; measured: 10 to 30 % of a run).
 */
const RESULT_TYPES = ["violations"] as const;

/**
 * Runs axe-core in the page and describes what it found, one line per violation (an empty list:
 * nothing found). The same engine, context and run options as `new AxeBuilder({ page })
 * .include(…).exclude(…).withTags(…)/.withRules(…).analyze()`, without what makes analyze() slow
 * on every call (measured: about 1.6–1.9 s against 0.2–0.6 s for the run itself on / and /about):
 * it sends axe-core's 1.3 MB source into the page again each time, then opens a blank page,
 * injects the source there too and finishes the run in it. Here the source goes into a document
 * once (a width, a colour scheme or a new state of the same document keeps it; a new page load
 * gets it anew), and axe.run does the whole run in the page. A page with frames would need
 * axe-core in each frame: it goes through AxeBuilder, which does that.
 */
export async function violations(page: Page, where: string, options: ScanOptions = {}): Promise<string[]> {
  if (page.frames().length > 1)
    return describeViolations(where, (await builderFor(page, options).analyze()).violations);
  const hasAxe = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function",
  );
  if (!hasAxe) {
    await page.evaluate(axeCore.source);
    // As @axe-core/playwright configures it (the branding only changes the rules' help links).
    await page.evaluate(() =>
      (window as unknown as { axe: typeof axeCore }).axe.configure({
        allowedOrigins: ["<same_origin>"],
        branding: { application: "playwright" },
      }),
    );
    await page.evaluate(rememberParsedColours);
  }
  // The context exactly as @axe-core/playwright builds it: an empty include is the whole document.
  const context = {
    include: options.include ? [options.include] : [],
    exclude: options.exclude ? [options.exclude] : [],
  };
  const runOnly = options.rules
    ? { type: "rule", values: [...options.rules] }
    : options.tags === null
      ? undefined
      : { type: "tag", values: [...(options.tags ?? TAGS)] };
  const list = await page.evaluate(
    async ({ context, runOnly, resultTypes }) => {
      const axe = (
        window as unknown as { axe: { run: (c: object, o: object) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      const { violations } = await axe.run(context, runOnly ? { runOnly, resultTypes } : { resultTypes });
      // Only what the description needs crosses back (the passes would be most of the bytes).
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { context, runOnly, resultTypes: [...RESULT_TYPES] },
  );
  return describeViolations(where, list);
}

/** axe-core's colour, as far as parsing a CSS colour string is concerned. */
export interface AxeColour {
  r: number;
  g: number;
  b: number;
  alpha: number;
  parseString: (this: AxeColour, text: string) => AxeColour;
}

/**
 * Runs in the page once axe-core is in it: axe-core's colour parser (`Color#parseString`, a pure
 * function of the string: the colour it sets depends on nothing else) remembers what each string
 * gave. The contrast rule parses the computed colours of every element behind every piece of text
 * with a general CSS colour library, most of them the same few strings: measured, 40 % of the
 * rule's time, and a scan 25 to 35 % faster remembering them (/20-mg-to-ml, /,
 * /concentration-converter, /about). A string that cannot be parsed is not remembered: it throws
 * and marks the result incomplete each time, as before. The original parser stays at
 * `window.__axeParseColour` for the control check (a11y.spec.ts), which compares the two on every
 * colour the page uses.
 */
function rememberParsedColours() {
  const w = window as unknown as {
    axe: { commons: { color: { Color: { prototype: AxeColour } } } };
    __axeParseColour?: AxeColour["parseString"];
  };
  const proto = w.axe.commons.color.Color.prototype;
  const parse = proto.parseString;
  w.__axeParseColour = parse;
  const parsed = new Map<string, readonly [number, number, number, number]>();
  proto.parseString = function (this: AxeColour, text: string) {
    const known = parsed.get(text);
    if (!known) {
      parse.call(this, text);
      parsed.set(text, [this.r, this.g, this.b, this.alpha]);
      return this;
    }
    [this.r, this.g, this.b, this.alpha] = known;
    return this;
  };
}

/** The same scan through @axe-core/playwright (pages with frames: it injects axe-core into each). */
function builderFor(page: Page, options: ScanOptions): AxeBuilder {
  let builder = new AxeBuilder({ page }).options({ resultTypes: [...RESULT_TYPES] });
  if (options.rules) builder = builder.withRules([...options.rules]);
  else if (options.tags !== null) builder = builder.withTags([...(options.tags ?? TAGS)]);
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  return builder;
}

/**
 * The rules of one view (see the file's comment): every rule at 1280 px in the light scheme, the
 * colour rules in the dark scheme, and at 375 px in the light scheme every rule where `full`
 * (one page of each kind: FULL_SMALL_SCREEN) and the layout rules elsewhere.
 */
function rulesOf(width: number, scheme: Scheme, full: boolean): readonly string[] | undefined {
  if (scheme === "dark") return COLOUR_RULES;
  return width === 1280 || full ? undefined : LAYOUT_RULES;
}

/**
 * Checks a loaded page in both colour schemes and collects what axe reports (see the file's
 * comment for which rules run in which view). `widths`: 1280 px and 375 px unless told; a route
 * whose page is one of many of the same template (the dose pages) is checked at 1280 px only, and
 * its template at 375 px on one page of each kind (tests/e2e/routes.spec.ts, issue 55). `path`
 * decides whether the page gets every rule at 375 px (FULL_SMALL_SCREEN).
 */
export async function checkEveryView(
  page: Page,
  label: string,
  path: string,
  widths: readonly number[] = WIDTHS,
): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    for (const scheme of SCHEMES) {
      await setView(page, width, scheme);
      const where = `${label} @${width}px ${scheme}`;
      found.push(...(await violations(page, where, { rules: rulesOf(width, scheme, FULL_SMALL_SCREEN.has(path)) })));
    }
  }
  return found;
}

/**
 * What a calculator's state can change on a page: its island (every calculator is one; the
 * header's menus are the other kind of island, checked open by a11y.spec.ts), the toasts' host and
 * the page's one announcer. Everything else on a page is static HTML that no script changes after
 * load, checked in every view by routes.spec.ts when the route loads (issue 55: checked once).
 */
export const STATEFUL_PARTS = '[data-island]:not([data-island="header"]), [data-toaster], #site-announcer';

/**
 * The page as it is now, for the states a test brought about (tests/e2e/a11y.spec.ts: an error
 * hint, a result, a step of the double check), in each of the four views: every WCAG rule (TAGS)
 * at 1280 px in the light scheme, the layout rules at 375 px, the colour rules in the dark scheme
 * (the split the routes get, see the file's comment: a rule that depends neither on the width nor
 * on the scheme would only repeat, on the same DOM, what the first view found; issue 55). The
 * elements only a small screen shows are the page frame's, checked with every rule at 375 px on
 * one page of each kind (routes.spec.ts) and with the side menu open (a11y.spec.ts). The state
 * stays while the width and the colour scheme change: the site's layout and scheme are CSS alone
 * (no script reads the width or the scheme), so one page brought into a state serves all four views.
 * Only the parts a state can change are scanned (STATEFUL_PARTS): the rest of the page is the
 * route's static HTML, scanned in the same four views when it loads (routes.spec.ts); scanning it
 * again in every state took about three quarters of each scan (measured: 0.40 s against 0.11 s on
 * /20-mg-to-ml, 0.56 s against 0.22 s on /molarity-calculator).
 */
export async function checkStateInEveryView(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    for (const scheme of SCHEMES) {
      await setView(page, width, scheme);
      // From the top of the page: a change of width leaves the scroll where it was, which can put
      // any control half under the sticky header, and axe then reports it as obscured; a person
      // scrolls on, so each view is checked from its top (the whole page is checked either way).
      await page.evaluate(() => window.scrollTo(0, 0));
      found.push(
        ...(await violations(page, `${label} @${width}px ${scheme}`, {
          include: STATEFUL_PARTS,
          rules: rulesOf(width, scheme, false),
        })),
      );
    }
  }
  return found;
}
