// `npm start`: serves the production build (build/client) with the same static-file rules a
// static host would use: clean URLs, each pre-rendered route with its own HTML, unknown paths
// answered with 404.html and HTTP 404, text files compressed (brotli or gzip, as the browser
// accepts). Configuration lives in serve.json.
import http from "node:http";
import { readFileSync, existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import handler from "serve-handler";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8"));
const dir = process.env.SERVE_DIR ?? config.public;
config.public = path.resolve(root, dir);
if (!existsSync(path.join(config.public, "index.html"))) {
  console.error(`No build found in ${config.public}. Run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

/** Reads the `_headers` file written by scripts/postbuild.mjs (the format of common static hosts). */
function readHeaderRules(file) {
  const rules = new Map();
  if (!existsSync(file)) return rules;
  let current = null;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
    } else if (current) {
      const i = line.indexOf(":");
      current[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}
// Read again whenever a new build rewrites the file, so a running server never serves a stale
// Content-Security-Policy (its script hashes change with every build).
const headersFile = path.join(config.public, "_headers");
let cached = { mtime: -1, rules: new Map() };
function currentRules() {
  const mtime = existsSync(headersFile) ? statSync(headersFile).mtimeMs : 0;
  if (mtime !== cached.mtime) cached = { mtime, rules: readHeaderRules(headersFile) };
  return cached.rules;
}

function headersFor(pathname) {
  const rules = currentRules();
  const clean = pathname.replace(/\/+$/, "") || "/";
  const headers = { ...(rules.get("/*") ?? {}) };
  if (clean.startsWith("/assets/")) Object.assign(headers, rules.get("/assets/*") ?? {});
  // A path without a rule of its own is answered with the Not-found page: use its policy.
  Object.assign(headers, rules.get(clean) ?? rules.get("/404.html") ?? {});
  return headers;
}

// Compression, as static hosts do it: text files are sent brotli- or gzip-compressed when the
// browser accepts it (compressed once per file version and kept in memory). Everything else,
// and every miss, goes to serve-handler unchanged.
const TEXT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  // React Router's loader data of a page, fetched on client-side navigation.
  ".data": "text/x-script; charset=utf-8",
};

/** The file a clean URL names: /about → about/index.html, /assets/x.js → assets/x.js. */
function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const rel = path.normalize(decoded).replace(/^([/\\])+/, "");
  if (rel.startsWith("..") || rel.includes("\0")) return null;
  const base = path.join(config.public, rel);
  const candidates = path.extname(rel) ? [base] : [path.join(base, "index.html"), `${base}.html`];
  return candidates.find((f) => existsSync(f) && statSync(f).isFile()) ?? null;
}

function pickEncoding(accept) {
  const list = String(accept ?? "").toLowerCase();
  if (/\bbr\b/.test(list)) return "br";
  if (/\bgzip\b/.test(list)) return "gzip";
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed bodies by file and encoding, made once per file version (in zlib's thread pool). */
const compressed = new Map();
function compressedBody(file, encoding) {
  const stat = statSync(file);
  const key = `${file}|${encoding}`;
  const known = compressed.get(key);
  if (known && known.mtime === stat.mtimeMs && known.size === stat.size) return known.promise;
  const raw = readFileSync(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.round(stat.mtimeMs).toString(16)}-${encoding}"`;
  const promise = (
    encoding === "br"
      ? brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipAsync(raw, { level: 9 })
  ).then((body) => ({ body, etag }));
  compressed.set(key, { promise, mtime: stat.mtimeMs, size: stat.size });
  return promise;
}

/** The text files of a build, for warmUp. */
function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return TEXT_TYPES[path.extname(entry.name)] && entry.name !== "404.html" ? [full] : [];
  });
}

/**
 * Compresses every text file of the build in the background when the server starts, one at a
 * time, so a request never waits long for its file (it is compressed at once if not yet done).
 */
async function warmUp(dir) {
  for (const file of textFiles(dir)) {
    for (const encoding of ["br", "gzip"]) {
      try {
        await compressedBody(file, encoding);
      } catch {
        // The request for that file reports it.
      }
    }
  }
}

/** Answers with a compressed text file; false when the request is not for one. */
function serveCompressed(req, res, pathname) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (pathname !== "/" && pathname.endsWith("/")) return false; // serve-handler redirects these
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  if (!encoding) return false;
  const file = fileFor(pathname);
  const type = file ? TEXT_TYPES[path.extname(file)] : undefined;
  if (!file || !type || path.basename(file) === "404.html") return false;
  compressedBody(file, encoding).then(
    (entry) => {
      res.setHeader("Content-Type", type);
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("ETag", entry.etag);
      if (req.headers["if-none-match"] === entry.etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.setHeader("Content-Length", entry.body.length);
      res.statusCode = 200;
      res.end(req.method === "HEAD" ? undefined : entry.body);
    },
    (error) => {
      console.error(`Cannot compress ${file}:`, error);
      res.statusCode = 500;
      res.end();
    },
  );
  return true;
}

const server = http.createServer((req, res) => {
  // The Not-found page is a file (404.html), not a route: asking for it by name is a miss too.
  const pathname = (req.url ?? "/").split("?")[0];
  if (pathname === "/404" || pathname === "/404.html" || pathname === "/_headers") req.url = "/__not-found__";
  for (const [key, value] of Object.entries(headersFor(pathname))) res.setHeader(key, value);
  if (req.url !== "/__not-found__" && serveCompressed(req, res, pathname)) return;
  return handler(req, res, config);
});
void warmUp(config.public);
server.listen(port, host, () => {
  console.log(`mg to mL Converter: serving ${path.relative(root, config.public)} at http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});
