/**
 * Lighthouse 12 (Node API, default config: mobile form factor, simulated throttling) in Debian's
 * Chromium, per route and build, `runs` runs, each figure the median of the runs: performance,
 * accessibility, best practices, SEO; LCP, TBT, CLS (up to 3 attempts when a run returns no
 * score). The Not-found page is scored at an unknown path with HTTP 404. On a shared machine
 * Lighthouse's simulated figures vary from run to run (CPU contention shows as TBT): hence the
 * median, and, with two builds, their runs alternate (A B, B A, …) on each route, so a busy
 * moment falls on both.
 */
import { NOT_FOUND_PATH } from "../lib/sizes";
import { CHROME_FLAGS, CHROMIUM, urlOf } from "./browser";
import { cls, fmt, ms } from "./format";
import { alternate, median } from "./stats";

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** A run error or warnings, if any. */
  note: string | null;
  seconds: number;
}

/** Attempts per run when Lighthouse returns no performance score. */
const LIGHTHOUSE_ATTEMPTS = 3;

type LighthouseRun = (typeof import("lighthouse"))["default"];

const failed = (note: string, started: number): LighthouseFigures => ({
  performance: null,
  accessibility: null,
  bestPractices: null,
  seo: null,
  lcpMs: null,
  tbtMs: null,
  cls: null,
  note,
  seconds: (Date.now() - started) / 1000,
});

async function lighthouseOnce(
  lighthouse: LighthouseRun,
  port: number,
  url: string,
  notFound: boolean,
  started: number,
): Promise<LighthouseFigures> {
  try {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // The Not-found page is answered with HTTP 404 (as it must be); score it all the same.
      // (SEO then reports the 404 status, which is correct for that page.)
      ignoreStatusCode: notFound,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error("no result");
    const score = (id: string) => {
      const s = lhr.categories[id]?.score;
      return typeof s === "number" ? Math.round(s * 100) : null;
    };
    const numeric = (id: string) => {
      const v = lhr.audits[id]?.numericValue;
      return typeof v === "number" ? v : null;
    };
    const notes = [lhr.runtimeError?.message, ...(lhr.runWarnings ?? [])].filter(Boolean) as string[];
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      note: notes.length > 0 ? [...new Set(notes)].join(" | ").replace(/\s+/g, " ").slice(0, 240) : null,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    return failed(
      `Lighthouse failed: ${String(error instanceof Error ? error.message : error).slice(0, 200)}`,
      started,
    );
  }
}

/** Each figure the median of the runs that produced it (scores rounded to whole points). */
function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) =>
    median(runs.map((r) => r[key]).filter((v): v is number => typeof v === "number"));
  const score = (key: keyof LighthouseFigures) => {
    const m = of(key);
    return m === null ? null : Math.round(m);
  };
  const notes = [...new Set(runs.map((r) => r.note).filter((n): n is string => n !== null))];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("bestPractices"),
    seo: score("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    note: notes.length > 0 ? notes.join(" | ").slice(0, 240) : null,
    seconds: runs.reduce((t, r) => t + r.seconds, 0),
  };
}

const summary = (f: LighthouseFigures) =>
  `perf ${fmt(f.performance)}  LCP ${ms(f.lcpMs)}  TBT ${ms(f.tbtMs)}  CLS ${cls(f.cls)}`;

/**
 * Lighthouse on every route of every build (`bases`: each build's base URL; labels name them in
 * the log when there are several). One map per build, route → median figures.
 */
export async function runLighthouse(
  bases: readonly string[],
  labels: readonly string[],
  routes: readonly string[],
  runs: number,
): Promise<Map<string, LighthouseFigures>[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const results = bases.map(() => new Map<string, LighthouseFigures>());
  const builds = bases.map((base, b) => ({ base, b, label: bases.length > 1 ? `${labels[b]} ` : "" }));
  try {
    let i = 0;
    for (const route of routes) {
      i += 1;
      const counter = `[${String(i).padStart(2)}/${routes.length}]`;
      const notFound = route === NOT_FOUND_PATH;
      const each: LighthouseFigures[][] = bases.map(() => []);
      for (let run = 1; run <= runs; run += 1) {
        for (const { base, b, label } of alternate(builds, run - 1)) {
          const started = Date.now();
          let figures = await lighthouseOnce(lighthouse, chrome.port, urlOf(base, route), notFound, started);
          // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again.
          for (let attempt = 2; attempt <= LIGHTHOUSE_ATTEMPTS && figures.performance === null; attempt += 1) {
            console.log(
              `  ${counter} ${route}: ${label}no score (${figures.note ?? "no result"}); attempt ${attempt} of ${LIGHTHOUSE_ATTEMPTS}`,
            );
            figures = await lighthouseOnce(lighthouse, chrome.port, urlOf(base, route), notFound, started);
          }
          if (runs > 1) console.log(`        run ${run}/${runs}: ${label}${summary(figures)}`);
          each[b]!.push(figures);
        }
      }
      for (const { b, label } of builds) {
        const f = medianFigures(each[b]!);
        results[b]!.set(route, f);
        console.log(
          `  ${counter} ${route.padEnd(22)} ${label}perf ${fmt(f.performance)}  a11y ${fmt(f.accessibility)}  bp ${fmt(f.bestPractices)}  seo ${fmt(f.seo)}  LCP ${ms(f.lcpMs)}  TBT ${ms(f.tbtMs)}  CLS ${cls(f.cls)}  (${f.seconds.toFixed(1)} s)${f.note ? `  note: ${f.note}` : ""}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
