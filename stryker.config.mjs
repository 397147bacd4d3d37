// `npm run mutation`: how many mutants of the calculation, parsing and formatting code the unit
// tests kill (Stryker 9 with its Vitest runner; 10.x needs Node 22). A benchmark that prints the
// score per file, not a gate: nothing fails on a low score. One file:
//   MUTATION_TESTS=tests/unit/number-format.test.ts npm run mutation -- --mutate src/domain/number/format.ts
// (MUTATION_TESTS narrows the tests run to that module's own: see vitest.mutation.config.ts)
// The HTML report is written to reports/mutation/mutation.html.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [
    "src/domain/number/format.ts",
    "src/domain/number/exact.ts",
    "src/domain/number/parse.ts",
    "src/domain/number/entry.ts",
    "src/domain/number/concentration.ts",
    "src/domain/units.ts",
    "src/machines/*/*.calc.ts",
  ],
  coverageAnalysis: "perTest",
  // Mutants in module-level constants run for every test; their score says little and costs most.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20000,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  // The sandbox needs the sources and tests, not the builds and reports.
  ignorePatterns: ["build", "build-dev", "test-results", "bench-results", "docs", "screenshots", "reports"],
  cleanTempDir: "always",
};
