/**
 * `npm run bench`: speed and size figures of the production build (issue 7, 'Speed and size').
 * Benchmarks print figures; they never fail on timing (exit code 0 unless they could not run).
 *
 *   npm run bench                      every route: sizes, Lighthouse, interaction timings
 *   npm run bench -- --routes /,/20-mg-to-ml,404     only these routes (404 = the Not-found page)
 *   npm run bench -- --runs 1          one Lighthouse run per route instead of the median of 3
 *   npm run bench -- --no-lighthouse   sizes and interaction timings only
 *   npm run bench -- --quick           sizes only, plus short interaction runs (50 keystrokes,
 *                                      3 batch runs), no Lighthouse
 *   npm run bench -- --against ../main/build    a second build beside this one, in one run
 *   npm run bench -- --fold            only where each calculator page puts its fields and answer (./fold.ts)
 *   npm run bench -- --help            every option (./args.ts)
 *
 * Each job has its file in scripts/bench/:
 *  - args.ts: options; every route of the route table (src/data/route-table.ts) and the Not-found page;
 *  - builds.ts: build/client (built first when missing) and the `--against` build, each served by
 *    the project's own server (scripts/lib/serve-build.mjs: `node scripts/serve.mjs`, as `npm
 *    start`) on a free port, stopped at the end;
 *  - sizes per route from the built files: scripts/lib/sizes.ts, shared with the size test;
 *  - lighthouse.ts: Lighthouse 12, mobile preset, median of the runs;
 *  - page-js.ts: all the JavaScript a page loads, islands included (scripts/lib/loaded-js.ts);
 *  - interaction.ts: keystroke-to-result latency and Batch Convert of 10,000 values;
 *  - first-keystroke.ts: the first keystroke before the island hydrates, to its result (CPU 4×);
 *  - long-tasks.ts: the longest task after the first paint on one route of each kind (CPU 4×, in
 *    the page, with Chromium's long-task observer);
 *  - page-js.ts also: all the JavaScript after using every feature of the converter card;
 *  - targets.ts and reference.ts: the targets, whether each is met, issue 14's peer figures;
 *  - tables.ts and report.ts: the console report, bench-results/bench.md and bench.json.
 * With `--against DIR`, every figure is measured on both builds in the same run, Lighthouse runs
 * and interaction rounds alternating between them (A B, B A, …), so before/after figures share
 * the machine's state.
 */
import { measurePages, type PageSizes } from "../lib/sizes";
import { BenchInputError, parseOptions } from "./args";
import { CHROMIUM } from "./browser";
import { checkRoutes, resolveBuilds, serveBuilds } from "./builds";
import { runFirstKeystroke, type FirstKeystrokeFigures } from "./first-keystroke";
import { runInteraction, type InteractionFigures } from "./interaction";
import { runLighthouse, type LighthouseFigures } from "./lighthouse";
import { runLongTasks, type LongTaskFigures } from "./long-tasks";
import { measureAfterEveryCardFeature, measureAllLoadedJs } from "./page-js";
import { report } from "./report";
import { foldTable, runFold } from "./fold";
import { mkdirSync, writeFileSync } from "node:fs";
import { targetsOf } from "./targets";

async function main(): Promise<void> {
  const started = Date.now();
  const options = parseOptions(process.argv.slice(2));
  const builds = resolveBuilds(options.dir, options.against);
  checkRoutes(builds, options.routes);
  const labels = builds.map((b) => b.label);
  const count = options.routes.length;
  const each = builds.length > 1 ? ` in each of ${builds.length} builds` : "";

  if (options.fold) {
    const servedFold = await serveBuilds(builds.slice(0, 1), options.port);
    try {
      console.log(`Where each calculator page puts its first field and its answer (${builds[0]!.name}, Chromium)`);
      const table = foldTable(await runFold(servedFold.bases[0]!, options.routes));
      console.log(table);
      mkdirSync("bench-results", { recursive: true });
      writeFileSync("bench-results/fold.md", `# The calculator first (issue 54)\n\n${table}\n`);
      console.log("Written: bench-results/fold.md");
    } finally {
      await servedFold.stop();
    }
    return;
  }

  const sizes: PageSizes[][] = builds.map((build) => {
    console.log(`Sizes of ${count} page(s) in ${build.name} (gzip level 6, brotli quality 11; 1 kB = 1,000 bytes)`);
    return measurePages(build.clientDir, options.routes);
  });

  const served = await serveBuilds(builds, options.port);
  for (const [b, build] of builds.entries())
    console.log(`Serving ${build.name} at ${served.bases[b]} (node scripts/serve.mjs)`);
  let lighthouse: Map<string, LighthouseFigures>[] | null = null;
  let loaded: Awaited<ReturnType<typeof measureAllLoadedJs>> | null = null;
  let afterUse: Awaited<ReturnType<typeof measureAfterEveryCardFeature>> | null = null;
  let interaction: (InteractionFigures | null)[] = builds.map(() => null);
  let firstKeystroke: (FirstKeystrokeFigures | null)[] = builds.map(() => null);
  let longTasks: LongTaskFigures[][] = builds.map(() => []);
  let lighthouseSeconds: number | null = null;
  let interactionSeconds: number | null = null;
  try {
    if (options.lighthouse) {
      const alternating = builds.length > 1 ? `, runs alternating between ${labels.join(" and ")}` : "";
      console.log(
        `Lighthouse 12 (mobile preset, simulated throttling) on ${count} route(s)${each} in ${CHROMIUM}, median of ${options.runs} run(s)${alternating}:`,
      );
      const t = Date.now();
      lighthouse = await runLighthouse(served.bases, labels, options.routes, options.runs);
      lighthouseSeconds = (Date.now() - t) / 1000;
    }
    console.log(`All JavaScript each page loads until the network is idle (Chromium), ${count} route(s)${each}`);
    loaded = await measureAllLoadedJs(
      served.bases,
      builds.map((b) => b.clientDir),
      options.routes,
    );
    console.log(`All JavaScript after using every feature of the converter card (Chromium)${each}`);
    afterUse = await measureAfterEveryCardFeature(
      served.bases,
      builds.map((b) => b.clientDir),
      options.routes,
    );
    console.log(
      `Interaction in Chromium (home page converter): ${options.keystrokes} keystrokes, ${options.batchRuns} × 10,000 batch values${builds.length > 1 ? `, per build, alternating between ${labels.join(" and ")}` : ""}`,
    );
    const t = Date.now();
    try {
      interaction = await runInteraction(served.bases, labels, options.keystrokes, options.batchRuns);
    } catch (error) {
      console.error(`  interaction timings could not run: ${error instanceof Error ? error.message : String(error)}`);
    }
    console.log(
      `First keystroke before hydration (home page converter, CPU 4× slower as Lighthouse's mobile preset): ${options.firstKeystrokeRuns} page load(s)${builds.length > 1 ? " per build, alternating" : ""}`,
    );
    firstKeystroke = await runFirstKeystroke(served.bases, labels, options.firstKeystrokeRuns);
    console.log(
      `Long tasks after the first paint (CPU 4×, Chromium's long-task observer): ${options.firstKeystrokeRuns} load(s) of each measured route${builds.length > 1 ? " per build, alternating" : ""}`,
    );
    longTasks = await runLongTasks(served.bases, labels, options.routes, options.firstKeystrokeRuns);
    interactionSeconds = (Date.now() - t) / 1000;
  } finally {
    await served.stop();
  }

  const results = builds.map((build, b) => {
    const measured = { sizes: sizes[b]!, lighthouse: lighthouse?.[b] ?? null, loaded: loaded?.[b] ?? null };
    return {
      build,
      ...measured,
      interaction: interaction[b] ?? null,
      firstKeystroke: firstKeystroke[b] ?? null,
      longTasks: longTasks[b] ?? [],
      targets: targetsOf(
        measured.sizes,
        measured.lighthouse,
        interaction[b] ?? null,
        measured.loaded,
        firstKeystroke[b] ?? null,
        afterUse?.[b] ?? null,
        longTasks[b] ?? [],
      ),
    };
  });
  report(results, {
    routes: count,
    totalSeconds: (Date.now() - started) / 1000,
    lighthouseSeconds,
    interactionSeconds,
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    const told =
      error instanceof BenchInputError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    console.error(`bench could not run: ${told}`);
    process.exit(1);
  },
);
