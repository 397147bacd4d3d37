// Screenshots for people to look at: the home page, one dose page and the syringe page at
// 375 px and 1280 px wide, full page, into screenshots/. Uses the built site: either the server
// at E2E_BASE_URL, or its own `node scripts/serve.mjs` on a free port (run `npm run build`
// first). Chromium: CHROMIUM_PATH or Debian's /usr/bin/chromium (the desktop browser, as people see the site).
//
//   node scripts/screenshots.mjs            (or: npm run screenshots)
//   COLOR_SCHEME=dark node scripts/screenshots.mjs
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "screenshots");
const PAGES = [
  { name: "home", path: "/" },
  { name: "dose-20-mg", path: "/20-mg-to-ml" },
  { name: "syringe", path: "/mg-to-ml-syringe" },
];
const WIDTHS = [375, 1280];
const scheme = process.env.COLOR_SCHEME === "dark" ? "dark" : "light";

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, tries = 100) {
  for (let i = 0; i < tries; i += 1) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Server at ${url} did not start`);
}

async function main() {
  let server = null;
  let base = process.env.E2E_BASE_URL;
  if (!base) {
    const port = await freePort();
    server = spawn(process.execPath, [path.join(root, "scripts/serve.mjs")], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    base = `http://127.0.0.1:${port}`;
    await waitForServer(`${base}/`);
  }
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, deviceScaleFactor: 1 });
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
    if (server) server.kill();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
