import { defineConfig } from "vitest/config";
import os from "node:os";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/view/**/*.test.tsx", "tests/model/**/*.test.ts?(x)"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 30000,
    // Vitest's default in a run is one worker per core minus one: a single worker on a two-core
    // machine, the other core idle for the whole run. One worker per core.
    maxWorkers: Math.max(os.availableParallelism(), 1),
  },
});
