/**
 * Long tasks after the first paint (issue 33: "no task blocks the main thread for 50 ms on the
 * mobile preset"), measured in the page rather than simulated: each route is loaded with the CPU
 * slowed 4× (Lighthouse's mobile preset), and Chromium's long-task observer lists every task of
 * 50 ms or more from the first contentful paint until the islands are ready and a second has
 * passed. Per route and build: the longest such task and the blocking time (the sum of each long
 * task's time over 50 ms, as TBT counts it), the median of the loads. Lighthouse's simulated TBT
 * multiplies what one unthrottled load happened to take, so on a busy machine it varies far more
 * from run to run than this. Loads alternate between builds (A B, B A, …).
 */
import { throttledPage, urlOf } from "./browser";
import { alternate, median } from "./stats";

/** The routes measured, when among those asked for: one of each kind of page. */
export const LONG_TASK_ROUTES = [
  "/",
  "/20-mg-to-ml",
  "/mg-to-ml-syringe",
  "/molarity-calculator",
  "/weight-based-dose-calculator",
  "/serial-dilution-calculator",
  "/about",
] as const;

export interface LongTaskFigures {
  route: string;
  loads: number;
  /** The longest task after the first paint, median of the loads (0: none of 50 ms or more). */
  longestMs: number;
  /** Σ (task − 50 ms) over the long tasks after the first paint, median of the loads. */
  blockingMs: number;
  /** Every load's longest task. */
  allLongestMs: number[];
}

interface Load {
  longest: number;
  blocking: number;
}

async function once(base: string, route: string): Promise<Load> {
  const { browser, page } = await throttledPage();
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: [number, number][] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push([e.startTime, e.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
    await page.goto(urlOf(base, route), { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.islands === "ready", null, { timeout: 30_000 });
    await page.waitForTimeout(1_000);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    }));
    const after = tasks.filter(([start, duration]) => start + duration > fcp).map(([, duration]) => duration);
    return {
      longest: Math.max(0, ...after),
      blocking: after.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    };
  } finally {
    await browser.close();
  }
}

/** Long-task figures per build (`bases[i]`), for the routes of LONG_TASK_ROUTES among `routes`. */
export async function runLongTasks(
  bases: readonly string[],
  labels: readonly string[],
  routes: readonly string[],
  loads: number,
): Promise<LongTaskFigures[][]> {
  const chosen = LONG_TASK_ROUTES.filter((r) => routes.includes(r));
  const results = bases.map(() => [] as LongTaskFigures[]);
  const indices = bases.map((_, b) => b);
  for (const route of chosen) {
    const all = bases.map(() => [] as Load[]);
    for (let run = 0; run < loads; run += 1) {
      for (const b of alternate(indices, run)) {
        try {
          all[b]!.push(await once(bases[b]!, route));
        } catch (error) {
          console.error(`  long tasks on ${route} could not be measured: ${String(error).split("\n")[0]}`);
        }
      }
    }
    for (const [b, rs] of all.entries()) {
      if (rs.length === 0) continue;
      const figures: LongTaskFigures = {
        route,
        loads: rs.length,
        longestMs: median(rs.map((r) => r.longest))!,
        blockingMs: median(rs.map((r) => r.blocking))!,
        allLongestMs: rs.map((r) => Math.round(r.longest)),
      };
      results[b]!.push(figures);
      console.log(
        `  ${route.padEnd(30)} ${bases.length > 1 ? `${labels[b]} ` : ""}longest task ${figures.longestMs.toFixed(0)} ms, blocking ${figures.blockingMs.toFixed(0)} ms (median of ${rs.length}; longest per load ${figures.allLongestMs.join(", ")} ms)`,
      );
    }
  }
  return results;
}
