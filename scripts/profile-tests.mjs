#!/usr/bin/env node
/**
 * Where a test run's time goes (issue 55): reads the JSON report of a Playwright run or a Vitest
 * run and prints the slowest tests and the time per spec file, each as a share of the whole (the
 * machine is shared, so shares compare runs better than seconds do).
 *
 *   PLAYWRIGHT_JSON_OUTPUT_NAME=pw.json npx playwright test --reporter=json,dot
 *   npx vitest run --reporter=json --outputFile=vitest.json
 *   node scripts/profile-tests.mjs pw.json [vitest.json …] [--top=25]
 *
 * Times are summed over workers (a spec's total is the time its tests held a worker), not wall
 * time; the wall time of the run is printed beside them when the report has it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith("--top="))?.slice(6) ?? 25);
const files = args.filter((a) => !a.startsWith("--"));
if (files.length === 0) {
  console.error("usage: node scripts/profile-tests.mjs <playwright.json|vitest.json> … [--top=25]");
  process.exit(2);
}

/** Playwright's JSON reporter: nested suites, each spec with its tests and their results. */
function fromPlaywright(report) {
  const tests = [];
  const walk = (suite, file, titles) => {
    const here = suite.file ?? file;
    const names = suite.title && suite.title !== here ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const duration = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const status = (t.results ?? []).map((r) => r.status).join(",") || "skipped";
        tests.push({ file: spec.file ?? here, title: [...names, spec.title].join(" › "), duration, status });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here, names);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file, []);
  return { kind: "Playwright", tests, wall: report.stats?.duration };
}

/** Vitest's JSON reporter (Jest's format): a result per file, an assertion result per test. */
function fromVitest(report) {
  const tests = [];
  let first = Infinity;
  let last = 0;
  for (const file of report.testResults ?? []) {
    const rel = path.relative(process.cwd(), file.name);
    first = Math.min(first, file.startTime ?? Infinity);
    last = Math.max(last, file.endTime ?? 0);
    for (const a of file.assertionResults ?? [])
      tests.push({ file: rel, title: a.fullName ?? a.title, duration: a.duration ?? 0, status: a.status });
  }
  return { kind: "Vitest", tests, wall: last > first ? last - first : undefined };
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const pct = (ms, total) => `${((100 * ms) / total).toFixed(1)} %`.padStart(7);

for (const file of files) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  const { kind, tests, wall } = report.testResults ? fromVitest(report) : fromPlaywright(report);
  const total = tests.reduce((sum, t) => sum + t.duration, 0) || 1;
  console.log(
    `\n${kind} (${file}): ${tests.length} tests, ${s(total).trim()} summed over workers` +
      (wall ? `, ${s(wall).trim()} wall time` : ""),
  );
  console.log(`\n  The ${Math.min(top, tests.length)} slowest tests:`);
  for (const t of [...tests].sort((a, b) => b.duration - a.duration).slice(0, top)) {
    const mark = /^(passed|expected)/.test(t.status) ? "" : ` [${t.status}]`;
    console.log(`  ${s(t.duration)} ${pct(t.duration, total)}  ${t.file}: ${t.title.slice(0, 110)}${mark}`);
  }
  const perFile = new Map();
  for (const t of tests) {
    const row = perFile.get(t.file) ?? { duration: 0, count: 0 };
    row.duration += t.duration;
    row.count += 1;
    perFile.set(t.file, row);
  }
  console.log(`\n  Per file (time summed over its tests):`);
  for (const [name, row] of [...perFile].sort((a, b) => b[1].duration - a[1].duration))
    console.log(`  ${s(row.duration)} ${pct(row.duration, total)}  ${String(row.count).padStart(4)} tests  ${name}`);
}
