import { configDefaults, defineConfig } from "vitest/config";
import os from "node:os";
import path from "node:path";

const TESTS = ["tests/unit/**/*.test.ts", "tests/view/**/*.test.tsx", "tests/model/**/*.test.ts?(x)"];
/**
 * The test files that run with modules of their own: those that replace a module (vi.mock), and
 * the one that asks jsdom's own getComputedStyle of every element of two rendered calculators
 * (fast-styles.test.tsx). Its time depended on the files run before it in the same worker:
 * 1.9 s alone or early, 8.5 s and 40 s (over the 30 s limit) after other files. The style rules
 * in its document were as few as alone (116 to 195 at the end of a file), so what it inherited
 * is something else of the shared modules; with modules of its own it took 2.1 s in the whole run.
 */
const OWN_MODULES = [
  "tests/model/path-player-view.test.tsx",
  "tests/model/menu-view.test.tsx",
  "tests/view/fast-styles.test.tsx",
];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 30000,
    // Vitest's default in a run is one worker per core minus one: a single worker on a two-core
    // machine, the other core idle for the whole run. One worker per core.
    maxWorkers: Math.max(os.availableParallelism(), 1),
    projects: [
      {
        extends: true,
        // The files of a worker share their imports (React, the machines, the domain): each is
        // loaded once per worker instead of once per file (measured: 2 min 20 s → 1 min 50 s on
        // two cores). Each file still gets its own environment and setup (tests/setup.ts).
        test: { name: "shared", include: TESTS, exclude: [...configDefaults.exclude, ...OWN_MODULES], isolate: false },
      },
      { extends: true, test: { name: "isolated", include: OWN_MODULES } },
    ],
  },
});
