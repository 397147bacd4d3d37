/**
 * The first keystroke on a page whose island has not hydrated yet (issue 33): the home page is
 * loaded with the CPU slowed 4× (Lighthouse's mobile preset), a digit is typed into the amount
 * field as soon as the pre-rendered field is there, and the time from that keydown to the result
 * showing the new answer is taken in the page (the event's timeStamp and performance.now, one
 * clock). The converter's early answer shows it before the island hydrates
 * (src/components/converter/early-answer.ts); the island picks the typed text up when it hydrates
 * (use-typed-before-hydration.ts).
 * Runs alternate between builds (A B, B A, …); figures are the median and every run.
 */
import { throttledPage } from "./browser";
import { alternate, median } from "./stats";

export interface FirstKeystrokeFigures {
  runs: number;
  /** Keydown to the result showing the typed amount's answer, median of the runs. */
  medianMs: number;
  allMs: number[];
  /** Runs whose keystroke landed before the island hydrated (the case measured). */
  beforeHydration: number;
}

const RESULT = '#converter [role="status"][aria-label="Result"]';

interface Probe {
  down: number | null;
  textAtDown: string | null;
  shown: number | null;
  hydratedAtDown: boolean | null;
}

async function once(base: string): Promise<{ ms: number; beforeHydration: boolean }> {
  const { browser, page } = await throttledPage();
  try {
    await page.addInitScript((result) => {
      const probe: Probe = { down: null, textAtDown: null, shown: null, hydratedAtDown: null };
      (window as unknown as { __first: Probe }).__first = probe;
      const text = () => document.querySelector(result)?.textContent ?? "";
      document.addEventListener(
        "keydown",
        (e) => {
          if (probe.down !== null || !/^\d$/.test(e.key)) return;
          probe.down = e.timeStamp;
          probe.textAtDown = text();
          probe.hydratedAtDown = document.querySelector('#converter[data-hydrated="true"]') !== null;
        },
        { capture: true },
      );
      new MutationObserver(() => {
        if (probe.down !== null && probe.shown === null && text() !== probe.textAtDown) probe.shown = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, RESULT);
    await page.goto(`${base}/`, { waitUntil: "commit" });
    const amount = page.locator("#converter-amount");
    await amount.waitFor({ state: "attached" });
    await amount.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("5");
    await page.waitForFunction(() => (window as unknown as { __first: Probe }).__first.shown !== null, null, {
      timeout: 20_000,
    });
    const probe = await page.evaluate(() => (window as unknown as { __first: Probe }).__first);
    return { ms: probe.shown! - probe.down!, beforeHydration: probe.hydratedAtDown === false };
  } finally {
    await browser.close();
  }
}

/** First-keystroke figures per build (`bases[i]`); null for a build that could not be measured. */
export async function runFirstKeystroke(
  bases: readonly string[],
  labels: readonly string[],
  runs: number,
): Promise<(FirstKeystrokeFigures | null)[]> {
  const all = bases.map(() => [] as { ms: number; beforeHydration: boolean }[]);
  const failed = bases.map(() => null as string | null);
  const indices = bases.map((_, b) => b);
  for (let run = 0; run < runs; run += 1) {
    for (const b of alternate(indices, run)) {
      if (failed[b] !== null) continue;
      try {
        const r = await once(bases[b]!);
        all[b]!.push(r);
        console.log(
          `  first keystroke ${run + 1}/${runs}: ${bases.length > 1 ? `${labels[b]} ` : ""}${r.ms.toFixed(0)} ms to the result${r.beforeHydration ? " (typed before hydration)" : " (the island had hydrated already)"}`,
        );
      } catch (error) {
        failed[b] = error instanceof Error ? error.message.split("\n")[0]! : String(error);
        console.error(
          `  first keystroke could not be measured${bases.length > 1 ? ` for ${labels[b]}` : ""}: ${failed[b]}`,
        );
      }
    }
  }
  return all.map((rs, b) =>
    failed[b] !== null || rs.length === 0
      ? null
      : {
          runs: rs.length,
          medianMs: median(rs.map((r) => r.ms))!,
          allMs: rs.map((r) => r.ms),
          beforeHydration: rs.filter((r) => r.beforeHydration).length,
        },
  );
}
