// `npm start`: serves the production build (build/client) as a static host would, with
// serve-handler configured by data:
// - serve.json: clean URLs (/about → about/index.html), no trailing slash, no directory
//   listing, strong ETags, content types of the loader data and the web manifest;
// - build/client/_headers (written by scripts/postbuild.mjs, the file static hosts read): the
//   security headers, with each page's own Content-Security-Policy, turned into serve-handler
//   header rules (read again whenever a new build rewrites it);
// - unknown paths get 404.html with HTTP 404 and its headers; brotli or gzip compression (the
//   `compression` middleware), as the browser accepts.
// Every request path gets a calm answer: one that cannot be decoded gets 400, one that cannot
// name a file (a NUL byte, a name longer than the file system allows) gets the Not-found page.
import http from "node:http";
import { existsSync, lstat, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import compression from "compression";
import handler from "serve-handler";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8"));
config.public = path.resolve(root, process.env.SERVE_DIR ?? config.public);
if (!existsSync(path.join(config.public, "index.html"))) {
  console.error(`No build found in ${config.public}. Run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

/**
 * Reads `_headers` (path lines, then indented `Name: value` lines) as serve-handler header rules.
 * serve-handler matches rules against the file it sends, so a path names its file:
 * "/*" → every file, "/assets/*" → assets/**, "/about" → about/index.html, "/sw.js" → sw.js.
 */
export function headerRules(text, publicDir) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const route = line.trim();
      let source;
      if (route === "/*") source = "**";
      else if (route.endsWith("/*")) source = `${route.slice(1, -2)}/**`;
      else if (route === "/") source = "index.html";
      else {
        const file = route.slice(1);
        const full = path.join(publicDir, file);
        source = existsSync(full) && statSync(full).isFile() ? file : `${file}/index.html`;
      }
      rules.push({ source, headers: [] });
    } else if (rules.length > 0) {
      const i = line.indexOf(":");
      rules.at(-1).headers.push({ key: line.slice(0, i).trim(), value: line.slice(i + 1).trim() });
    }
  }
  return rules;
}

const headersFile = path.join(config.public, "_headers");
let cached = { mtime: -1, config };
/** serve.json with the rules of the current `_headers` (its script hashes change with every build). */
function currentConfig() {
  const mtime = existsSync(headersFile) ? statSync(headersFile).mtimeMs : 0;
  if (mtime !== cached.mtime) {
    const rules = mtime ? headerRules(readFileSync(headersFile, "utf8"), config.public) : [];
    cached = { mtime, config: { ...config, headers: [...rules, ...(config.headers ?? [])] } };
  }
  return cached.config;
}

/**
 * The catch-all rule's headers (nosniff, referrer, permissions…), set on every answer before
 * serve-handler adds the file's own. Only these: a 304 answer carries no file headers, and a
 * browser keeps what a 304 does not replace, so a page's CSP must not be replaced by another's.
 */
function commonHeaders(cfg) {
  return Object.fromEntries(
    cfg.headers
      .filter((rule) => rule.source === "**")
      .flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
  );
}

// A path that cannot name a file is a file that is not there.
const UNNAMEABLE = new Set(["ENAMETOOLONG", "ERR_INVALID_ARG_VALUE", "ERR_INVALID_ARG_TYPE", "EINVAL"]);
const lstatAsync = promisify(lstat);
const handlers = {
  lstat: (file) =>
    lstatAsync(file).catch((error) => {
      if (UNNAMEABLE.has(error?.code))
        throw Object.assign(new Error(`not a file name: ${error.code}`), { code: "ENOENT" });
      throw error;
    }),
};

// The Not-found page and the headers file are files of the build, not pages: asking for them
// by name is a miss like any other.
const NOT_PAGES = new Set(["/404", "/404.html", "/_headers"]);
const NOT_FOUND = "/__not-found__";
const compress = compression();

/** True when `rel` (a decoded path without its leading slash) names a page or file of the build. */
function inBuild(rel) {
  if (rel.includes("\0") || rel.split("/").includes("..")) return false;
  try {
    const full = path.join(config.public, rel);
    if (!full.startsWith(config.public)) return false;
    return statSync(full, { throwIfNoEntry: false })?.isFile() || existsSync(path.join(full, "index.html"));
  } catch {
    return false; // a name the file system cannot hold
  }
}

/**
 * Where a request for a page under another name should go, in one 301, or null:
 * - `/index.html`, `/about/index.html` (and `/index`): the page's clean URL (`/`, `/about`), at
 *   once (serve-handler alone answers with two redirects, via `/index`);
 * - a route typed in another letter case (`/20-MG-TO-ML`, a phone's capital, a link typed from a
 *   printed page): its lowercase route, when that is a page and the name as typed is not a file
 *   (asset names keep their case). Anything else is left to the Not-found page.
 */
function canonicalPath(pathname, exists) {
  let page = pathname;
  if (/[A-Z]/.test(page) && !exists(page.slice(1))) page = page.toLowerCase();
  const index = /^(.*?)\/index(?:\.html)?$/.exec(page);
  if (index) page = index[1] || "/";
  if (page === pathname) return null;
  if (page === "/" || exists(page.slice(1))) return page;
  // The index file of a folder that is no page: a miss, not a redirect to another miss.
  return index ? NOT_FOUND : null;
}

const server = http.createServer((req, res) => {
  const cfg = currentConfig();
  for (const [key, value] of Object.entries(commonHeaders(cfg))) res.setHeader(key, value);
  const [rawPath, query] = (req.url ?? "/").split(/\?(.*)/s);
  let pathname = rawPath;
  let decoded = false;
  try {
    pathname = decodeURIComponent(pathname).replace(/\/+$/, "");
    decoded = true;
  } catch {
    // serve-handler answers 400.
  }
  const target = decoded && pathname ? canonicalPath(pathname, inBuild) : null;
  if (target === NOT_FOUND) {
    req.url = NOT_FOUND;
  } else if (target && !NOT_PAGES.has(target)) {
    res.writeHead(301, { Location: encodeURI(target) + (query ? `?${query}` : "") });
    res.end();
    return;
  }
  if (NOT_PAGES.has(pathname)) req.url = NOT_FOUND;
  compress(req, res, () => {
    handler(req, res, cfg, handlers).catch((error) => {
      console.error(`${req.url}:`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
});
// PORT=0 lets the system pick a free port; the line below names the one it picked
// (scripts/lib/serve-build.mjs reads it).
server.once("error", (error) => {
  console.error(
    `Cannot serve on ${host}:${port}: ${error.code === "EADDRINUSE" ? "the port is in use (EADDRINUSE)" : error.message}`,
  );
  process.exit(1);
});
server.listen(port, host, () => {
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  console.log(
    `mg to mL Converter: serving ${path.relative(root, config.public)} at http://${host === "0.0.0.0" ? "localhost" : host}:${listening}`,
  );
});
