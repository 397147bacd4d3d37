// Renders public/favicon.svg to the PNG icons of the web app manifest, and to favicon.ico (16, 32
// and 48 px PNG images in one ICO file, for browsers and tools that ask for /favicon.ico), with
// Chromium. Run once after changing the icon: `node scripts/make-icons.mjs` (the files are committed).
import { chromium } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";

const svg = readFileSync("public/favicon.svg", "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage();

/** The icon drawn on a square of `size` px: on the brand colour, or on nothing (transparent). */
async function render(size, { pad = 0, background = "#0b5cad" } = {}) {
  await page.setViewportSize({ width: size, height: size });
  const inner = Math.round(size * (1 - 2 * pad));
  await page.setContent(
    `<body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">` +
      svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `) +
      "</body>",
  );
  return page.screenshot({ omitBackground: background === "transparent" });
}

for (const [size, file, pad] of [
  [192, "icon-192.png", 0],
  [512, "icon-512.png", 0],
  [512, "icon-512-maskable.png", 0.12],
]) {
  writeFileSync(`public/${file}`, await render(size, { pad }));
}

// ICO: a 6-byte header, a 16-byte directory entry per image, then the images (PNG inside ICO is
// read by every browser since Internet Explorer 9 / Windows Vista).
const sizes = [16, 32, 48];
const images = [];
for (const size of sizes) images.push(await render(size, { background: "transparent" }));
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1 = icon
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(sizes[i], entry); // width
  header.writeUInt8(sizes[i], entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync("public/favicon.ico", Buffer.concat([header, ...images]));

await browser.close();
console.log("icons written to public/");
