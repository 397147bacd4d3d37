/**
 * The bench's report: printed, and written as Markdown to bench-results/bench.md and as JSON to
 * bench-results/bench.json. One build: per route, targets, issue 14's reference figures. Two
 * builds (`--against`): the same, every figure for both (per route side by side as "A → B", then
 * each build's full table; the targets of each build).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUDGETS } from "../lib/sizes";
import { buildTitle, ROOT, type Build } from "./builds";
import { metText } from "./format";
import type { FirstKeystrokeFigures } from "./first-keystroke";
import type { InteractionFigures } from "./interaction";
import type { LongTaskFigures } from "./long-tasks";
import { PEER_HEADER, peerRows } from "./reference";
import { compareHeader, compareRows, markdownTable, routeHeader, routeRows, textTable, type Measured } from "./tables";
import type { Target } from "./targets";

const OUT_DIR = path.join(ROOT, "bench-results");

export interface BuildResult extends Measured {
  build: Build;
  interaction: InteractionFigures | null;
  firstKeystroke: FirstKeystrokeFigures | null;
  longTasks: LongTaskFigures[];
  targets: Target[];
}

export interface RunFacts {
  routes: number;
  totalSeconds: number;
  lighthouseSeconds: number | null;
  interactionSeconds: number | null;
}

const SIZES_NOTE = "Per route (sizes in kB, 1 kB = 1,000 bytes; first-load JS includes the inline scripts)";

const PER_ROUTE_MD = [
  "Sizes in kB (1 kB = 1,000 bytes), gzip at level 6 and brotli at quality 11, each file compressed on its own.",
  "Page: calculator (a calculator island) or text (the header's menus are its only island). First-load JS (JS",
  "raw/gz/br): what the pre-rendered HTML loads itself (the islands entry and its static imports) plus any inline",
  "script. All JS gz: every script file the page fetched in Chromium until the network was idle, that is first-load",
  "JS plus the islands (calculators, header menus) the entry requests at once. CSS: stylesheets plus inline `<style>`.",
  "Lighthouse: 12.8, mobile preset, simulated throttling, each figure the median of the runs; on a machine shared",
  "with other work the figures vary from run to run (mostly TBT).",
];

const REFERENCE_MD = [
  "Measured once before this work, outside this repository (the peers are other sites; nothing is fetched from",
  "here): Lighthouse 12.8 mobile preset, simulated throttling, every site served by the same static server with",
  "gzip, median of 3. Not re-measured by this run.",
];

/** One build: Target | Budget | Measured | Met. Two builds: a row per build, with a Build column. */
function targetTable(results: readonly BuildResult[]): { header: string[]; rows: string[][] } {
  if (results.length === 1) {
    return {
      header: ["Target", "Budget", "Measured", "Met"],
      rows: results[0]!.targets.map((t) => [t.target, t.budget, t.measured, metText(t.met)]),
    };
  }
  return {
    header: ["Target", "Budget", "Build", "Measured", "Met"],
    rows: results[0]!.targets.flatMap((t, i) =>
      results.map((r, b) => {
        const own = r.targets[i]!;
        return [b === 0 ? t.target : "", b === 0 ? t.budget : "", r.build.label, own.measured, metText(own.met)];
      }),
    ),
  };
}

export function report(results: readonly BuildResult[], facts: RunFacts): void {
  const builds = results.map((r) => r.build);
  const lighthouse = results[0]!.lighthouse !== null;
  const compare = results.length > 1;
  const when = new Date().toISOString();
  const timingLine = `Run ${when}: ${facts.totalSeconds.toFixed(0)} s in all${facts.lighthouseSeconds !== null ? `, Lighthouse ${facts.lighthouseSeconds.toFixed(0)} s for ${facts.routes} route(s)${compare ? ` × ${results.length} builds` : ""}` : ""}${facts.interactionSeconds !== null ? `, interaction ${facts.interactionSeconds.toFixed(0)} s` : ""}.`;
  const buildsLine = builds.map((b) => `${b.label}: ${b.name}`).join(", ");
  const targets = targetTable(results);
  const perRoute = compare
    ? { header: compareHeader(lighthouse), rows: compareRows(results[0]!, results[1]!) }
    : { header: routeHeader(lighthouse), rows: routeRows(results[0]!) };

  console.log(
    compare ? `\n${SIZES_NOTE}, ${builds.map((b) => b.label).join(" → ")} (${buildsLine})\n` : `\n${SIZES_NOTE}\n`,
  );
  console.log(textTable(perRoute.header, perRoute.rows));
  console.log("\nTargets\n");
  console.log(textTable(targets.header, targets.rows));
  console.log("\nReference (issue 14, measured before this work; not re-measured here)\n");
  console.log(textTable(PEER_HEADER, peerRows()));
  console.log(`\n${timingLine}`);

  const md = [
    "# Benchmark: mg to mL Converter (production build)",
    "",
    timingLine,
    ...(compare
      ? [
          "",
          `Two builds measured side by side in this run (${buildsLine}): Lighthouse runs and interaction rounds alternate between them.`,
        ]
      : []),
    "",
    "## Targets",
    "",
    markdownTable(targets.header, targets.rows),
    "",
    "## Per route",
    "",
    ...PER_ROUTE_MD,
    ...(compare ? ["Each cell: A → B, or one figure when both builds have the same."] : []),
    "",
    markdownTable(perRoute.header, perRoute.rows),
    "",
    ...(compare
      ? results.flatMap((r) => [
          `### ${buildTitle(r.build, builds)}`,
          "",
          markdownTable(routeHeader(lighthouse), routeRows(r)),
          "",
        ])
      : []),
    "## Reference: issue 14's side-by-side figures",
    "",
    ...REFERENCE_MD,
    "",
    markdownTable(PEER_HEADER, peerRows()),
    "",
  ].join("\n");

  const seconds = {
    total: facts.totalSeconds,
    lighthouse: facts.lighthouseSeconds,
    interaction: facts.interactionSeconds,
  };
  const figures = (r: BuildResult) => ({
    targets: r.targets,
    routes: r.sizes.map((s) => ({
      ...s,
      allJs: r.loaded?.get(s.path) ?? null,
      lighthouse: r.lighthouse?.get(s.path) ?? null,
    })),
    interaction: r.interaction,
    firstKeystroke: r.firstKeystroke,
    longTasks: r.longTasks,
  });
  const json = compare
    ? {
        when,
        seconds,
        budgets: BUDGETS,
        builds: results.map((r) => ({ label: r.build.label, dir: r.build.name, ...figures(r) })),
      }
    : { when, seconds, budgets: BUDGETS, ...figures(results[0]!) };

  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, "bench.md"), md);
  writeFileSync(path.join(OUT_DIR, "bench.json"), JSON.stringify(json, null, 2) + "\n");
  console.log(
    `Written: ${path.relative(ROOT, path.join(OUT_DIR, "bench.md"))}, ${path.relative(ROOT, path.join(OUT_DIR, "bench.json"))}`,
  );
}
