import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/view/**/*.test.tsx", "tests/model/**/*.test.ts?(x)"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 30000,
  },
});
