// `npm start`: serves the production build (build/client) with the same static-file rules a
// static host would use: clean URLs, each pre-rendered route with its own HTML, unknown paths
// answered with 404.html and HTTP 404. Configuration lives in serve.json.
import http from "node:http";
import { readFileSync, existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

const server = http.createServer((req, res) => {
  // The Not-found page is a file (404.html), not a route: asking for it by name is a miss too.
  const pathname = (req.url ?? "/").split("?")[0];
  if (pathname === "/404" || pathname === "/404.html" || pathname === "/_headers") req.url = "/__not-found__";
  for (const [key, value] of Object.entries(headersFor(pathname))) res.setHeader(key, value);
  return handler(req, res, config);
});
server.listen(port, host, () => {
  console.log(`mg to mL Converter: serving ${path.relative(root, config.public)} at http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});
