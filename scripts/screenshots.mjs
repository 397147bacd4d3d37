// Screenshots for people to look at: every kind of calculator page (the home page, a dose page, the
// syringe page and each calculator) on a phone (390×844) and a laptop (1280×800), as they open
// (what is in view without scrolling) and the whole page, into screenshots/ (or SCREENSHOTS_DIR). Uses the built site: either the server
// at E2E_BASE_URL, or build/client served by its own `node scripts/serve.mjs` on a free port
// (scripts/lib/serve-build.mjs; run `npm run build` first). Chromium: CHROMIUM_PATH or Debian's
// /usr/bin/chromium (the desktop browser, as people see the site).
//
//   node scripts/screenshots.mjs            (or: npm run screenshots)
//   COLOR_SCHEME=dark node scripts/screenshots.mjs
//   SCREENSHOT_FORMAT=jpeg VIEW_ONLY=1 node scripts/screenshots.mjs   (small files: only what is in view)
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { serveBuild } from "./lib/serve-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.resolve(root, process.env.SCREENSHOTS_DIR ?? "screenshots");
const PAGES = [
  { name: "home", path: "/" },
  { name: "dose-20-mg", path: "/20-mg-to-ml" },
  { name: "dose-0-5-ml", path: "/0-5-ml-to-mg" },
  { name: "syringe", path: "/mg-to-ml-syringe" },
  { name: "weight-dose", path: "/weight-based-dose-calculator" },
  { name: "infusion", path: "/infusion-rate-calculator" },
  { name: "reconstitution", path: "/reconstitution-calculator" },
  { name: "molarity", path: "/molarity-calculator" },
  { name: "dilution", path: "/dilution-calculator" },
  { name: "concentration", path: "/concentration-converter" },
  { name: "serial-dilution", path: "/serial-dilution-calculator" },
];
/** Issue 54's two sizes: a phone and a laptop. */
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1280, height: 800 },
];
const scheme = process.env.COLOR_SCHEME === "dark" ? "dark" : "light";
const jpeg = process.env.SCREENSHOT_FORMAT === "jpeg";
const shots = process.env.VIEW_ONLY ? [false] : [false, true];

async function main() {
  const server = process.env.E2E_BASE_URL ? null : await serveBuild("build/client");
  const base = process.env.E2E_BASE_URL ?? server.url;
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const { name: size, width, height } of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width, height },
        colorScheme: scheme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      for (const p of PAGES) {
        await page.goto(base + p.path, { waitUntil: "networkidle" });
        const dark = scheme === "dark" ? "-dark" : "";
        for (const fullPage of shots) {
          const file = path.join(outDir, `${p.name}-${size}${fullPage ? "-full" : ""}${dark}.${jpeg ? "jpg" : "png"}`);
          await page.screenshot({ path: file, fullPage, ...(jpeg ? { type: "jpeg", quality: 70 } : {}) });
          console.log(`screenshot: ${path.relative(root, file)}`);
        }
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
