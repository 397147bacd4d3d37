// After `react-router build` (which pre-renders every route):
// 1. the pre-rendered Not-found page becomes 404.html (served with status 404), and the files only
//    client-side navigation would use (loader data, the SPA fallback) are removed (below);
// 2. the security headers, with a Content-Security-Policy that allows exactly the inline scripts
//    each page carries (by SHA-256 hash), are written to `_headers` (the format of common static
//    hosts; `npm start` reads the same file);
// 3. the service worker is generated with every page and asset precached (service-worker.mjs).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeServiceWorker } from "./service-worker.mjs";

const out = path.resolve(process.argv[2] ?? "build", "client");

function fail(message) {
  console.error(`postbuild: ${message}`);
  process.exit(1);
}

// 1. Not-found page.
const notFoundDir = path.join(out, "404");
if (!existsSync(path.join(notFoundDir, "index.html")))
  fail(`${notFoundDir}/index.html is missing; did the pre-render run?`);
renameSync(path.join(notFoundDir, "index.html"), path.join(out, "404.html"));
rmSync(notFoundDir, { recursive: true, force: true });
// Every route is pre-rendered and every page is static HTML with islands (src/lib/page-handle.ts):
// no page loads React Router in the browser, so nothing fetches the SPA fallback or the routes'
// loader data (`<route>.data`, for client-side navigation). Links are ordinary page loads.
rmSync(path.join(out, "__spa-fallback.html"), { force: true });

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
for (const f of walk(out)) if (f.endsWith(".data")) rmSync(f);
let files = walk(out);
const htmlFiles = files.filter((f) => f.endsWith(".html"));

// React Router still builds every route module and its own runtime for the browser; no page loads
// them. Keep the scripts the pages reach (their <script src>, and every file those scripts name,
// statically or by import()), and remove the rest, so the service worker does not precache code
// nobody runs.
const assetsDir = path.join(out, "assets");
const scriptNames = new Set(
  files.filter((f) => path.dirname(f) === assetsDir && f.endsWith(".js")).map((f) => path.basename(f)),
);
const reached = new Set();
const queue = htmlFiles.flatMap((f) =>
  [...readFileSync(f, "utf8").matchAll(/<script[^>]*\ssrc="\/assets\/([^"/]+\.js)"/g)].map((m) => m[1]),
);
if (queue.length === 0) fail("no page loads a script from /assets; did src/root.tsx change?");
while (queue.length > 0) {
  const name = queue.pop();
  if (reached.has(name) || !scriptNames.has(name)) continue;
  reached.add(name);
  for (const m of readFileSync(path.join(assetsDir, name), "utf8").matchAll(/[\w.-]+\.js\b/g))
    if (scriptNames.has(m[0])) queue.push(m[0]);
}
const unreached = [...scriptNames].filter((name) => !reached.has(name));
for (const name of unreached) rmSync(path.join(assetsDir, name));
files = walk(out);

// Nothing in <head> competes with what the first paint needs: the page is readable before any
// script runs (its HTML and CSS are complete), and its one script, the islands entry, is a
// module script at the end of <body>. A page that preloads scripts (React Router's <Scripts />)
// would be loading the whole router: that is a mistake in src/root.tsx, not something to ship.
for (const file of htmlFiles) {
  if (/<link rel="modulepreload"/.test(readFileSync(file, "utf8")))
    fail(`${file} preloads scripts; every page should load only the islands entry (src/root.tsx)`);
}

/** "/20-mg-to-ml" for build/client/20-mg-to-ml/index.html, "/404.html" for 404.html. */
function urlPathOf(file) {
  const rel = path.relative(out, file).split(path.sep).join("/");
  if (rel === "index.html") return "/";
  if (rel.endsWith("/index.html")) return "/" + rel.slice(0, -"/index.html".length);
  return "/" + rel;
}

// 2. Security headers.
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? "";
    // Data blocks (JSON-LD, JSON) are not executed, so they need no hash.
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
    if (m[2].length > 0) hashes.add(sha256(m[2]));
  }
  return [...hashes];
}

export function csp(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // styled-components and react-hot-toast set styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const COMMON_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), serial=(), hid=(), clipboard-read=(), clipboard-write=(self), fullscreen=(self), browsing-topics=()",
};

// Static hosts merge the headers of every rule a path matches, and two CSP headers would both be
// enforced, so the catch-all rule carries no CSP: each page has its own, and the Not-found page's
// policy is the one `npm start` uses for any path without a rule of its own.
/** @type {Array<[string, Record<string, string>]>} */
const blocks = [["/*", COMMON_HEADERS]];
for (const file of htmlFiles) {
  blocks.push([urlPathOf(file), { "Content-Security-Policy": csp(inlineScriptHashes(readFileSync(file, "utf8"))) }]);
}
blocks.push(["/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" }]);
blocks.push(["/sw.js", { "Cache-Control": "no-cache" }]);
const headersText = blocks
  .map(
    ([route, headers]) =>
      `${route}\n${Object.entries(headers)
        .map(([k, v]) => `  ${k}: ${v}`)
        .join("\n")}`,
  )
  .join("\n\n");
writeFileSync(path.join(out, "_headers"), headersText + "\n");

// 3. Service worker (scripts/service-worker.mjs).
const sw = await writeServiceWorker(out);

console.log(
  `postbuild: ${unreached.length} scripts no page loads removed (route modules, router); 404.html, _headers (${htmlFiles.length} pages), sw.js (${sw.count} files, ${Math.round(sw.size / 1024)} kB precached) in ${out}`,
);
