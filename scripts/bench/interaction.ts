/**
 * Interaction timings in Playwright-driven Chromium on the home page's converter, per build:
 * - keystroke to result: keydown dispatch (the event's timeStamp) to the result live region's
 *   text changing, measured in the page with performance.now and a MutationObserver; p50/p95; a
 *   digit, then Backspace, at a fast typist's pace of one key per 100 ms;
 * - Batch Convert of 10,000 values: Convert All click to the last row in the DOM and to the next
 *   frame; median of the runs.
 * With two builds, each has its own page; keystrokes go in blocks of 10 and batch runs one at a
 * time, alternating A B, B A, …, so both builds meet the same moments of a busy machine.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { CONTEXT_OPTIONS, launchChromium } from "./browser";
import { alternate, percentile } from "./stats";

export interface InteractionFigures {
  keystrokes: number;
  keystrokeP50Ms: number;
  keystrokeP95Ms: number;
  keystrokeMaxMs: number;
  /** Keydown to the next animation frame after the result changed (the frame that shows it). */
  keystrokeFrameP95Ms: number;
  batchValues: number;
  batchRuns: number;
  /** Convert All click to the last row in the DOM, median. */
  batchDomMedianMs: number;
  /** Convert All click to the first frame after the last row was added (shown), median. */
  batchShownMedianMs: number;
  batchShownAllMs: number[];
}

/** Pause between keystrokes: a fast typist's pace. */
const KEY_INTERVAL_MS = 100;
/** Keystrokes per turn when two builds take turns. */
const KEY_BLOCK = 10;
const BATCH = 10_000;

interface Timing {
  downs: number[];
  changes: number[];
  frames: number[];
}
type BenchWindow = Window & { __bench: Timing };

/** The home page, hydrated, with the result region and the amount field watched. */
async function openConverter(context: BrowserContext, base: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.waitForSelector('#converter[data-hydrated="true"]');
  await page.waitForLoadState("networkidle");
  const amount = page.locator("#converter-amount");
  await amount.fill("1");
  await page.waitForFunction(() =>
    /mL/.test(document.querySelector('#converter [role="status"][aria-label="Result"]')?.textContent ?? ""),
  );
  await amount.focus();
  await page.keyboard.press("End");
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    w.__bench = { downs: [], changes: [], frames: [] };
    const region = document.querySelector('#converter [role="status"][aria-label="Result"]')!;
    const input = document.querySelector("#converter-amount")!;
    // The event's timeStamp: when the browser dispatched the keydown (same clock as performance.now).
    input.addEventListener(
      "keydown",
      (e) => {
        // Only the measured keys (a digit or Backspace): each one changes the result.
        if (/^(\d|Backspace)$/.test((e as KeyboardEvent).key)) w.__bench.downs.push(e.timeStamp);
      },
      { capture: true },
    );
    let last = region.textContent;
    new MutationObserver(() => {
      if (region.textContent === last) return;
      last = region.textContent;
      w.__bench.changes.push(performance.now());
      requestAnimationFrame(() => w.__bench.frames.push(performance.now()));
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
  return page;
}

/** Keystrokes number `from` to `from + count - 1`: a digit, Backspace, a digit, … */
async function typeKeys(page: Page, from: number, count: number): Promise<void> {
  await page.bringToFront();
  for (let i = from; i < from + count; i += 1) {
    const key = i % 2 === 0 ? String((i / 2) % 10) : "Backspace";
    await page.keyboard.press(key);
    await page.waitForFunction((n) => (window as unknown as BenchWindow).__bench.frames.length >= n, i + 1);
    // A fast typist's pace (about 10 keys a second): each keystroke finds the page idle.
    await page.waitForTimeout(KEY_INTERVAL_MS);
  }
}

/** One Convert All of 10,000 values (a different list each run, the same for every build). */
async function batchOnce(page: Page, run: number): Promise<{ dom: number; shown: number }> {
  await page.bringToFront();
  const values = Array.from({ length: BATCH }, (_, i) => String(((i * 7 + run) % 997) + (i % 4) * 0.25)).join(", ");
  await page.locator('form[aria-label="Batch converter"] textarea').fill(values);
  await page.waitForFunction(() => !document.querySelector('[aria-label="Batch results"]'));
  return page.evaluate(async (count) => {
    const form = document.querySelector('form[aria-label="Batch converter"]')!;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    return new Promise<{ dom: number; shown: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("Batch Convert did not finish within 30 s")), 30_000);
      let start = 0;
      // Rows may sit directly in the list or in blocks inside it: count every row.
      const done = () => {
        const list = document.querySelector('[aria-label="Batch results"]');
        return list !== null && list.querySelectorAll("li").length >= count;
      };
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        const domTime = performance.now() - start;
        // The frame that shows the rows: the next animation frame, then after its paint.
        requestAnimationFrame(() =>
          setTimeout(() => {
            clearTimeout(timer);
            resolve({ dom: domTime, shown: performance.now() - start });
          }, 0),
        );
      });
      observer.observe(form.parentElement ?? form, { childList: true, subtree: true });
      start = performance.now();
      button.click();
    });
  }, BATCH);
}

async function keystrokeFigures(page: Page, keystrokes: number) {
  const timing = await page.evaluate(() => (window as unknown as BenchWindow).__bench);
  if (timing.downs.length !== keystrokes || timing.changes.length !== keystrokes) {
    throw new Error(
      `expected ${keystrokes} keydowns and result changes, saw ${timing.downs.length} and ${timing.changes.length}`,
    );
  }
  return {
    latencies: timing.changes.map((t, i) => t - timing.downs[i]!),
    frames: timing.frames.map((t, i) => t - timing.downs[i]!),
  };
}

interface Session {
  b: number;
  label: string;
  page: Page | null;
  error: string | null;
  dom: number[];
  shown: number[];
}

/** Interaction figures per build (`bases[i]`); null for a build whose page could not be measured. */
export async function runInteraction(
  bases: readonly string[],
  labels: readonly string[],
  keystrokes: number,
  batchRuns: number,
): Promise<(InteractionFigures | null)[]> {
  const browser = await launchChromium();
  const sessions: Session[] = bases.map((_, b) => ({
    b,
    label: bases.length > 1 ? `${labels[b]} ` : "",
    page: null,
    error: null,
    dom: [],
    shown: [],
  }));
  /** Runs one step of a build's session; a failure ends that build's measurement, not the others'. */
  const step = async (s: Session, what: (page: Page) => Promise<void>) => {
    if (s.error !== null) return;
    try {
      await what(s.page!);
    } catch (error) {
      s.error = error instanceof Error ? error.message : String(error);
      console.error(`  interaction timings could not run${s.label ? ` for ${s.label.trim()}` : ""}: ${s.error}`);
    }
  };
  try {
    for (const s of sessions) {
      await step(s, async () => {
        s.page = await openConverter(await browser.newContext(CONTEXT_OPTIONS), bases[s.b]!);
      });
    }
    // --- Keystroke to result: all at once for one build, in alternating blocks for two.
    const block = sessions.length > 1 ? KEY_BLOCK : keystrokes;
    for (let from = 0, round = 0; from < keystrokes; from += block, round += 1) {
      for (const s of alternate(sessions, round))
        await step(s, (page) => typeKeys(page, from, Math.min(block, keystrokes - from)));
    }
    const typed = new Map<number, Awaited<ReturnType<typeof keystrokeFigures>>>();
    for (const s of sessions)
      await step(s, async (page) => void typed.set(s.b, await keystrokeFigures(page, keystrokes)));

    // --- Batch Convert: 10,000 values.
    for (const s of sessions) await step(s, (page) => page.getByRole("tab", { name: "Batch Convert" }).click());
    for (let run = 0; run < batchRuns; run += 1) {
      for (const s of alternate(sessions, run)) {
        await step(s, async (page) => {
          const t = await batchOnce(page, run);
          s.dom.push(t.dom);
          s.shown.push(t.shown);
          console.log(
            `  batch run ${run + 1}/${batchRuns}: ${s.label}last row in the DOM ${t.dom.toFixed(0)} ms, shown ${t.shown.toFixed(0)} ms`,
          );
        });
      }
    }
    return sessions.map((s) => {
      const keys = typed.get(s.b);
      if (s.error !== null || !keys) return null;
      return {
        keystrokes: keys.latencies.length,
        keystrokeP50Ms: percentile(keys.latencies, 50),
        keystrokeP95Ms: percentile(keys.latencies, 95),
        keystrokeMaxMs: Math.max(...keys.latencies),
        keystrokeFrameP95Ms: percentile(keys.frames, 95),
        batchValues: BATCH,
        batchRuns,
        batchDomMedianMs: percentile(s.dom, 50),
        batchShownMedianMs: percentile(s.shown, 50),
        batchShownAllMs: s.shown,
      };
    });
  } finally {
    await browser.close();
  }
}
