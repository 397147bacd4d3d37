// `npm start`: serves the production build (build/client) with the same static-file rules a
// static host would use: clean URLs, each pre-rendered route with its own HTML, unknown paths
// answered with 404.html and HTTP 404. Configuration lives in serve.json.
import http from "node:http";
import { readFileSync, existsSync } from "node:fs";
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

const server = http.createServer((req, res) => {
  // The Not-found page is a file (404.html), not a route: asking for it by name is a miss too.
  const pathname = (req.url ?? "/").split("?")[0];
  if (pathname === "/404" || pathname === "/404.html") req.url = "/__not-found__";
  return handler(req, res, config);
});
server.listen(port, host, () => {
  console.log(`mg to mL Converter: serving ${path.relative(root, config.public)} at http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});
