import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Base URL of the development-mode build (see webServer). */
export const DEV_BASE_URL = `http://127.0.0.1:${PORT + 1}`;
/**
 * Debian's build of Chromium's headless shell (scripts/ensure-chromium.sh installs it): the
 * browser Playwright itself runs headless tests in, the same Blink as /usr/bin/chromium without
 * the desktop browser around it. CHROMIUM_PATH=/usr/bin/chromium for a headed run.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/**
 * End-to-end tests run in Debian's Chromium (headless shell) against the production build served exactly as
 * `npm start` serves it (scripts/serve.mjs). `npm test` builds first.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  // The suite waits on pages more than it computes: three workers keep two cores busy. Measured
  // on this two-core machine: the whole suite 513 s with 2 workers and 490 s with 3 (one run
  // each, same tree); in fresh-clone CI runs, 397 s with 3 and 408 s with 4. E2E_WORKERS to try
  // another number.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    // The service worker is tested on its own (offline.spec.ts); elsewhere it would answer
    // requests from its cache and hide what the server sends.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `PORT=${PORT} node scripts/serve.mjs`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The development-mode build, where React reports every hydration mismatch.
      command: `PORT=${PORT + 1} SERVE_DIR=build-dev/client node scripts/serve.mjs`,
      url: `http://127.0.0.1:${PORT + 1}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
