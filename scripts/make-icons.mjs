// Renders public/favicon.svg to the PNG icons of the web app manifest with Chromium.
// Run once after changing the icon: `node scripts/make-icons.mjs` (the PNGs are committed).
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";

const svg = readFileSync("public/favicon.svg", "utf8");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
for (const [size, file, pad] of [[192, "icon-192.png", 0], [512, "icon-512.png", 0], [512, "icon-512-maskable.png", 0.12]]) {
  await page.setViewportSize({ width: size, height: size });
  const inner = Math.round(size * (1 - 2 * pad));
  await page.setContent(
    `<body style="margin:0;background:#0b5cad;display:grid;place-items:center;width:${size}px;height:${size}px">` +
      svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `) + "</body>",
  );
  await page.screenshot({ path: `public/${file}`, omitBackground: false });
}
await browser.close();
console.log("icons written to public/");
