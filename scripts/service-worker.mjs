// The service worker (sw.js), written after pre-rendering by scripts/postbuild.mjs: Workbox's
// runtime (workbox-precaching, workbox-routing) bundled with scripts/service-worker.worker.mjs by
// Vite, then workbox-build's injectManifest puts in the precache manifest: every file of the build
// but _headers and sw.js itself, pages by their clean URL ("about/index.html" → "/about"), each
// with a revision (a hash of its content; the hashed /assets/ files need none).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { injectManifest } from "workbox-build";

const here = path.dirname(fileURLToPath(import.meta.url));

/** "/about" for about/index.html, "/" for index.html, "/404.html" for 404.html. */
export function cleanUrl(file) {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

/** Bundles the worker's source into one classic script (a service worker has no imports). */
async function bundleWorker(outDir) {
  await build({
    configFile: false,
    logLevel: "warn",
    // Workbox logs only in development builds.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: path.join(here, "service-worker.worker.mjs"),
        formats: ["iife"],
        name: "serviceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  return path.join(outDir, "sw.js");
}

/**
 * Writes `<clientDir>/sw.js` precaching every file of the build in clientDir. Returns the number
 * of files precached and their total size.
 */
export async function writeServiceWorker(clientDir) {
  const tmp = mkdtempSync(path.join(tmpdir(), "mg-to-ml-sw-"));
  try {
    const swSrc = await bundleWorker(tmp);
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(clientDir, "sw.js"),
      globDirectory: clientDir,
      globPatterns: ["**/*"],
      globIgnores: ["_headers", "sw.js"],
      // Hashed file names are their own revision.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
      manifestTransforms: [
        async (entries) => ({ manifest: entries.map((e) => ({ ...e, url: cleanUrl(e.url) })), warnings: [] }),
      ],
    });
    if (warnings.length > 0) throw new Error(`workbox-build: ${warnings.join("; ")}`);
    return { count, size };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
