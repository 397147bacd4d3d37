// Screenshots for people to look at: the home page, one dose page and the syringe page at
// 375 px and 1280 px wide, full page, into screenshots/. Uses the built site: either the server
// at E2E_BASE_URL, or build/client served by its own `node scripts/serve.mjs` on a free port
// (scripts/lib/serve-build.mjs; run `npm run build` first). Chromium: CHROMIUM_PATH or Debian's
// /usr/bin/chromium (the desktop browser, as people see the site).
//
//   node scripts/screenshots.mjs            (or: npm run screenshots)
//   COLOR_SCHEME=dark node scripts/screenshots.mjs
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { serveBuild } from "./lib/serve-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "screenshots");
const PAGES = [
  { name: "home", path: "/" },
  { name: "dose-20-mg", path: "/20-mg-to-ml" },
  { name: "syringe", path: "/mg-to-ml-syringe" },
];
const WIDTHS = [375, 1280];
const scheme = process.env.COLOR_SCHEME === "dark" ? "dark" : "light";

async function main() {
  const server = process.env.E2E_BASE_URL ? null : await serveBuild("build/client");
  const base = process.env.E2E_BASE_URL ?? server.url;
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: scheme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      for (const p of PAGES) {
        await page.goto(base + p.path, { waitUntil: "networkidle" });
        const file = path.join(outDir, `${p.name}-${width}${scheme === "dark" ? "-dark" : ""}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`screenshot: ${path.relative(root, file)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
